"""Encoders: texts to L2-normalised embeddings, behind one protocol.

Built-in names: ``minilm`` (the default, offline), ``e5-small``
(multilingual, offline, extra ``e5``), ``hashing`` (deterministic, for tests
only), ``openai`` and ``azure-openai`` (HTTP, extra ``openai``; never the
default). Any callable ``texts -> array`` can be used as an encoder too.
"""

from __future__ import annotations

import threading
from typing import Any

from groundtrace.encoders.base import (
    MAX_TEXT_CHARS,
    CallableEncoder,
    Encoder,
    EncoderLike,
    Role,
    check_text,
    check_texts,
    max_text_chars,
    set_inference_threads,
    set_max_text_chars,
    validate_embeddings,
)
from groundtrace.errors import ConfigurationError, InvalidType

__all__ = [
    "ENCODER_NAMES",
    "MAX_TEXT_CHARS",
    "CallableEncoder",
    "Encoder",
    "EncoderLike",
    "Role",
    "check_text",
    "check_texts",
    "get_default_encoder",
    "get_encoder",
    "max_text_chars",
    "resolve_encoder",
    "set_default_encoder",
    "set_inference_threads",
    "set_max_text_chars",
    "validate_embeddings",
]

ENCODER_NAMES = ("minilm", "e5-small", "hashing", "openai", "azure-openai")

_lock = threading.Lock()
_shared: dict[str, Encoder] = {}
_default: Encoder | None = None


def _construct(name: str, cls: Any, *args: Any, **kwargs: Any) -> Encoder:
    """``cls(*args, **kwargs)``; options it does not take are a ConfigurationError naming
    the ones it does, not a TypeError."""
    import inspect

    sig = inspect.signature(cls)
    try:
        sig.bind(*args, **kwargs)
    except TypeError as exc:
        takes = ", ".join(n for n, p in sig.parameters.items()
                          if p.kind is p.KEYWORD_ONLY or p.kind is p.POSITIONAL_OR_KEYWORD)
        raise ConfigurationError(f"encoder {name!r}: {exc}; it takes: {takes}") from None
    built: Encoder = cls(*args, **kwargs)
    return built


def _build(name: str, kwargs: dict[str, Any]) -> Encoder:
    if name == "minilm":
        from groundtrace.encoders.minilm import MiniLMEncoder

        return _construct(name, MiniLMEncoder, **kwargs)
    if name == "e5-small":
        from groundtrace.encoders.e5 import E5Encoder

        return _construct(name, E5Encoder, **kwargs)
    if name == "hashing" or (name.startswith("hashing-") and name[8:].isdigit()):
        from groundtrace.encoders.hashing import HashingEncoder

        # "hashing-<dim>" is the name a HashingEncoder records in its results
        return _construct(name, HashingEncoder,
                          **({"dim": int(name[8:])} if name != "hashing" else {}), **kwargs)
    if name in ("openai", "azure-openai"):
        from groundtrace.encoders.openai_http import HTTPEmbeddingEncoder

        return _construct(name, HTTPEmbeddingEncoder, name, **kwargs)
    raise ConfigurationError(
        f"unknown encoder {name!r}; choose one of {', '.join(ENCODER_NAMES)}"
    )


def get_encoder(name: str, **kwargs: Any) -> Encoder:
    """Return the encoder called ``name``.

    Without keyword arguments the instance is shared per process, so model
    weights load once; with them a new instance is built.

    Raises:
        ConfigurationError: unknown name or invalid options.
    """
    if not isinstance(name, str):
        raise InvalidType(f"encoder name must be a string, got {type(name).__name__}")
    if kwargs:
        return _build(name, kwargs)
    with _lock:
        if name not in _shared:
            _shared[name] = _build(name, {})
        return _shared[name]


def set_default_encoder(encoder: EncoderLike) -> None:
    """Set the encoder used when none is passed; ``None`` restores ``minilm``."""
    global _default
    _default = None if encoder is None else resolve_encoder(encoder)


def get_default_encoder() -> Encoder:
    """The encoder used when none is passed (``minilm`` unless set)."""
    return _default if _default is not None else get_encoder("minilm")


def resolve_encoder(encoder: EncoderLike) -> Encoder:
    """Turn a name, an encoder, a callable or ``None`` (the default) into an encoder."""
    if encoder is None:
        return get_default_encoder()
    if isinstance(encoder, str):
        return get_encoder(encoder)
    if isinstance(encoder, Encoder):
        return encoder
    if callable(encoder):
        return CallableEncoder(encoder)
    raise InvalidType(
        "encoder must be a name, an object with encode(texts) or a callable, "
        f"got {type(encoder).__name__}"
    )
