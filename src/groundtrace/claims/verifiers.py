"""Which verifier the claim layer uses when none is passed.

``"trained"`` is groundtrace's own NLI cross-encoder shipped in
``groundtrace/models/verifier/`` (the default); ``"alignment"`` is the
embedding-alignment verifier on the call's encoder (no extra model; what unit
tests use with the hashing encoder). Any object with ``name`` and
``predict(premises, hypotheses)`` works too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from groundtrace.errors import ConfigurationError, InvalidType

__all__ = [
    "VERIFIER_NAMES",
    "get_default_verifier",
    "resolve_verifier",
    "set_default_verifier",
]

VERIFIER_NAMES = ("trained", "alignment")
_default: Any = "trained"


def set_default_verifier(verifier: Any) -> None:
    """Set what ``verifier=None`` means: ``"trained"``, ``"alignment"`` or a verifier object.

    ``None`` restores ``"trained"``.
    """
    global _default
    if verifier is None:
        _default = "trained"
        return
    _check(verifier)
    _default = verifier


def get_default_verifier() -> Any:
    """What ``verifier=None`` currently means (a name or a verifier object)."""
    return _default


def _check(verifier: Any) -> None:
    if isinstance(verifier, str):
        if verifier not in VERIFIER_NAMES:
            raise ConfigurationError(
                f"unknown verifier {verifier!r}; choose one of {', '.join(VERIFIER_NAMES)} "
                "or pass an object with name and predict(premises, hypotheses)"
            )
        return
    if not (isinstance(getattr(verifier, "name", None), str)
            and callable(getattr(verifier, "predict", None))):
        raise InvalidType(
            "verifier must have a string 'name' and a predict(premises, hypotheses) method "
            "(groundtrace.models.protocol.Verifier), or be 'trained' or 'alignment'; "
            f"got {type(verifier).__name__}"
        )


def resolve_verifier(verifier: Any, encoder: Any, checks: Sequence[str] | None = None) -> Any:
    """Turn ``None``, a name or an object into a verifier object."""
    chosen = _default if verifier is None else verifier
    _check(chosen)
    if chosen == "alignment":
        from groundtrace.claims.alignment import AlignmentVerifier

        return AlignmentVerifier(encoder, checks=checks)
    if chosen == "trained":
        from groundtrace.models import get_verifier

        return get_verifier()
    return chosen
