"""What produced a result (provenance), and the files operations read, loaded once per version."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from groundtrace.canonical import canonical_json, sha256_file, sha256_hex
from groundtrace.errors import ConfigurationError

if TYPE_CHECKING:
    from groundtrace.encoders.base import EncoderLike

__all__ = ["encoder_provenance", "grounding_thresholds", "load_index", "load_policy_file",
           "provenance"]


def _version() -> str:
    from groundtrace._version import __version__

    return __version__


def encoder_provenance(encoder: EncoderLike) -> dict[str, Any]:
    from groundtrace.encoders import resolve_encoder

    enc = resolve_encoder(encoder)
    return {
        "role": "encoder",
        "name": enc.name,
        "id": getattr(enc, "model_id", enc.name),
        "weights_sha256": getattr(enc, "weights_sha256", None),
    }


def grounding_thresholds() -> dict[str, float]:
    from groundtrace.scorers.dgi import DGI_PASS_THRESHOLD
    from groundtrace.scorers.sgi import SGI_REVIEW_THRESHOLD, SGI_STRONG_PASS_THRESHOLD

    return {
        "sgi_review": SGI_REVIEW_THRESHOLD,
        "sgi_strong_pass": SGI_STRONG_PASS_THRESHOLD,
        "dgi_pass": DGI_PASS_THRESHOLD,
    }


def provenance(engine: str, models: list[dict[str, Any]], thresholds: Mapping[str, Any],
                rule_packs: list[Any], extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    config = {"engine": engine, "models": models, "thresholds": thresholds,
              "rule_packs": rule_packs, **(extra or {})}
    return {
        "groundtrace_version": _version(),
        **config,
        "config_hash": sha256_hex(canonical_json(config)),
    }


# -- policies (enforce) --------------------------------------------------------

_cache_lock = threading.Lock()
#: (kind, path, extra) -> ((mtime_ns, size) of the file read, loaded object, its sha256)
_file_cache: dict[tuple[str, str, str], tuple[tuple[int, int], Any, str]] = {}


def _load_once(kind: str, path: str, extra: str, stat_path: str,
               load: Callable[[], Any]) -> tuple[Any, str]:
    """``(load(), sha256 of stat_path)``, loaded again only when that file changes."""
    st = os.stat(stat_path)
    key, version = (kind, path, extra), (st.st_mtime_ns, st.st_size)
    with _cache_lock:
        cached = _file_cache.get(key)
        if cached is not None and cached[0] == version:
            return cached[1], cached[2]
    digest = sha256_file(stat_path)
    loaded = load()
    with _cache_lock:
        _file_cache[key] = (version, loaded, digest)
    return loaded, digest


def load_policy_file(path: str) -> tuple[Any, str]:
    """``(Policy, sha256 of the file)``, loaded once per file version."""
    if not isinstance(path, str) or not path:
        raise ConfigurationError(f"policy must be the path of a policy TOML file, got {path!r}")
    from groundtrace.policy import load_policy

    try:
        return _load_once("policy", path, "", path, lambda: load_policy(path))
    except OSError as exc:
        raise ConfigurationError(f"cannot read policy file {path!r}: {exc.strerror}") from None


# -- document indexes (ask) ---------------------------------------------------


def load_index(path: str, encoder: EncoderLike = None) -> tuple[Any, str]:
    """``(Corpus, sha256 of its manifest)`` of an index folder, loaded once per version."""
    from groundtrace.answer.corpus import Corpus
    from groundtrace.encoders import resolve_encoder

    if not isinstance(path, str) or not path:
        raise ConfigurationError(f"index must be the path of an index folder, got {path!r}")
    enc = resolve_encoder(encoder)
    try:
        return _load_once("index", path, enc.name, os.path.join(path, "manifest.json"),
                          lambda: Corpus.load(path, encoder=enc))
    except OSError:
        raise ConfigurationError(f"{path!r} is not a groundtrace document index (build one "
                                 "with `groundtrace ask --docs DIR --index PATH`)") from None
