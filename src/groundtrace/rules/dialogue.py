"""Dialogue helpers for agent rules: the user's last turn, explicit confirmation, claims.

Phrase tables are per language (``en``, ``es``; ``multi`` is both) and
compared folded (case and accents ignored), whole words only.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from groundtrace.rules.lexicon import by_language
from groundtrace.rules.tokens import find_phrases, iter_lines
from groundtrace.text.normalize import fold

__all__ = ["CLAIMS", "CLOSING", "confirmed", "last_user_turn"]

_USER_PREFIX = re.compile(r"^\s*(?:user|customer|client|cliente|usuario|u)\s*:\s*", re.IGNORECASE)
_CONFIRM_START: dict[str, tuple[str, ...]] = {
    "en": ("yes", "yeah", "yep", "ok", "okay", "correct", "confirm", "confirmed", "go ahead",
           "proceed", "sure"),
    "es": ("si", "vale", "ok", "correcto", "confirmo", "confirmado", "adelante", "de acuerdo",
           "claro"),
}  # fmt: skip
_CONFIRM_ANY: dict[str, tuple[str, ...]] = {
    "en": ("i confirm", "go ahead", "please proceed", "do it", "that's correct", "that is correct"),
    "es": ("confirmo", "adelante", "hazlo", "puedes hacerla", "es correcto", "procede"),
}
_DENY: dict[str, tuple[str, ...]] = {
    "en": ("no", "not", "don't", "do not", "wait", "cancel", "stop", "hold on"),
    "es": ("no", "espera", "cancela", "cancelar", "todavia no"),
}
CLAIMS: dict[str, tuple[str, ...]] = {
    "en": ("has been sent", "has been transferred", "has been made", "has been completed",
           "has been executed", "has been blocked", "has been processed", "i have sent",
           "i've sent", "i have transferred", "i've transferred", "i have blocked", "is complete",
           "is done", "successfully", "was sent", "was processed"),
    "es": ("se ha realizado", "se ha enviado", "se ha completado", "ha sido enviada",
           "ha sido realizada", "ha sido bloqueada", "hemos realizado", "he realizado",
           "he enviado", "hemos enviado", "ya esta hecha", "ya esta hecho", "completada con exito",
           "con exito"),
}  # fmt: skip
CLOSING: dict[str, tuple[str, ...]] = {
    "en": ("goodbye", "bye", "have a nice day", "have a great day", "thanks for contacting",
           "is there anything else"),
    "es": ("adios", "hasta luego", "que tenga un buen dia", "que tengas un buen dia",
           "gracias por contactar", "algo mas en lo que"),
}  # fmt: skip


def last_user_turn(dialogue: str) -> str:
    """The last line prefixed User:/Customer:/Cliente:/Usuario:, else the last non-blank line."""
    lines = list(iter_lines(dialogue))
    user = [line for _, line in lines if _USER_PREFIX.match(line)]
    if user:
        return _USER_PREFIX.sub("", user[-1]).strip()
    return lines[-1][1].strip() if lines else ""


def confirmed(question: str, metadata: Mapping[str, Any], language: str) -> tuple[bool, str]:
    """Did the user explicitly confirm? (metadata ``user_confirmed`` or their last turn)."""
    if metadata.get("user_confirmed") is True:
        return True, "metadata user_confirmed is true"
    turn = last_user_turn(question)
    folded = fold(turn)
    deny = find_phrases(turn, by_language(_DENY, language))
    starts = any(
        re.match(rf"{re.escape(p)}(?!\w)", folded) for p in by_language(_CONFIRM_START, language)
    )
    anywhere = find_phrases(turn, by_language(_CONFIRM_ANY, language))
    if (starts or anywhere) and deny is None:
        return True, f"the user's last turn confirms: {turn!r}"
    return False, f"the user's last turn is not an explicit confirmation: {turn!r}"
