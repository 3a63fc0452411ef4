"""The checks of the specialised-agent pack: captured entities against the dialogue,
validators, schemas, confirmation and completion. The pack (which rules, weights,
citations) is assembled in :mod:`groundtrace.rules.packs.specialized_agent`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from groundtrace.rules import validators as val
from groundtrace.rules.dialogue import CLAIMS, CLOSING, confirmed
from groundtrace.rules.engine import RuleEvidence
from groundtrace.rules.lexicon import by_language
from groundtrace.rules.text_checks import Check
from groundtrace.rules.tokens import find_phrases
from groundtrace.text.normalize import fold

__all__ = [
    "end_when_complete",
    "explicit_confirmation",
    "in_dialogue",
    "no_premature_claim",
    "none_truncated",
    "required_present",
    "response_consistent",
    "validators",
    "within_schema",
]


_SENSITIVE_DIGITS = re.compile(r"[\s\-]")


def _kind(name: str) -> str | None:
    """Which validator applies to an entity name."""
    n = name.lower()
    if "iban" in n:
        return "iban"
    if n in ("card", "pan") or "card_number" in n:
        return "card"
    if n in ("dni", "nie", "dni_nie", "nif", "national_id", "document_id", "id_document"):
        return "dni_nie"
    if "amount" in n or n in ("importe", "cantidad"):
        return "amount"
    return None


_VALIDATE: dict[str, Callable[[str], val.Validation]] = {
    "iban": val.validate_iban,
    "card": val.validate_card_number,
    "dni_nie": val.validate_dni_nie,
    "amount": val.validate_amount,
}
_FIND: dict[str, Callable[[str], list[val.Found]]] = {
    "iban": val.find_ibans,
    "card": val.find_card_numbers,
    "dni_nie": val.find_dni_nie,
    "amount": val.find_amounts,
}


def _entities(metadata: Mapping[str, Any]) -> dict[str, str]:
    raw = metadata.get("entities")
    if not isinstance(raw, Mapping):
        return {}
    out: dict[str, str] = {}
    for k, v in raw.items():
        if v is None or isinstance(v, bool):
            out[str(k)] = ""
        elif isinstance(v, str | int | float):
            out[str(k)] = str(v).strip()
        else:
            out[str(k)] = ""
    return out


def _compact(text: str) -> str:
    return fold(_SENSITIVE_DIGITS.sub("", text))


def _locate(response: str, value: str) -> tuple[int, int] | None:
    """Where ``value`` is echoed in the response (spaces ignored), if it is."""
    if not value:
        return None
    parts = [re.escape(c) for c in _SENSITIVE_DIGITS.sub("", value)]
    if not parts:
        return None
    m = re.search(r"[\s\-]?".join(parts), response, re.IGNORECASE)
    return (m.start(), m.end()) if m else None


def _schema(
    metadata: Mapping[str, Any], schemas: Mapping[str, tuple[tuple[str, ...], tuple[str, ...]]]
) -> tuple[tuple[str, ...], tuple[str, ...] | None, str]:
    """(required, allowed or None if unknown, where they came from)."""
    op = metadata.get("operation")
    required: tuple[str, ...] | None = None
    allowed: tuple[str, ...] | None = None
    source = "metadata"
    if isinstance(op, str) and op in schemas:
        req, opt = schemas[op]
        required, allowed, source = req, req + opt, f"the {op!r} schema"
    req_meta = metadata.get("required_entities")
    if isinstance(req_meta, list | tuple):
        required = tuple(str(x) for x in req_meta)
        source = "metadata"
    allow_meta = metadata.get("allowed_entities")
    if isinstance(allow_meta, list | tuple):
        allowed = tuple(str(x) for x in allow_meta)
    return (required if required is not None else ()), allowed, source


def _has_schema(metadata: Mapping[str, Any], schemas: Mapping[str, Any]) -> bool:
    op = metadata.get("operation")
    return (isinstance(op, str) and op in schemas) or isinstance(
        metadata.get("required_entities"), list | tuple
    )


# --- checks -----------------------------------------------------------------------------


def in_dialogue() -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        ents = {k: v for k, v in _entities(metadata).items() if v}
        if not ents:
            return RuleEvidence(True, None, "no entities captured")
        source = question + "\n" + (context or "")
        compact_source = _compact(source)
        source_amounts = {
            a for f in val.find_amounts(source) if (a := _amount_value(f.text)) is not None
        }
        source_amounts |= {
            a for t in re.findall(r"\d+(?:[.,]\d+)?", source) if (a := _amount_value(t)) is not None
        }
        for name, value in ents.items():
            if _kind(name) == "amount":
                amount = _amount_value(value)
                if amount is not None and amount in source_amounts:
                    continue
            elif _compact(value) in compact_source:
                continue
            return RuleEvidence(
                False,
                _locate(response, value),
                f"captured {name}={value!r} does not appear in the dialogue",
            )
        return RuleEvidence(True, None, f"all {len(ents)} captured entities appear in the dialogue")

    return check


def _amount_value(text: str) -> Any:
    parsed = val.parse_amount(text)
    return parsed[0].normalize() if parsed is not None else None


def validators(kinds: Sequence[str], what: str) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        checked = 0
        for name, value in _entities(metadata).items():
            kind = _kind(name)
            if kind is not None and kind in kinds and value:
                checked += 1
                v = _VALIDATE[kind](value)
                if not v.valid:
                    return RuleEvidence(
                        False, _locate(response, value), f"captured {name}={value!r}: {v.reason}"
                    )
        for kind in kinds:
            for f in _FIND[kind](response):
                checked += 1
                if not f.validation.valid:
                    return RuleEvidence(
                        False, (f.start, f.end), f"{f.text!r} in the answer: {f.validation.reason}"
                    )
        if not checked:
            return RuleEvidence(True, None, f"no {what} to check")
        return RuleEvidence(True, None, f"all {checked} {what} pass ({', '.join(kinds)})")

    return check


def required_present(schemas: Mapping[str, Any]) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        if not _has_schema(metadata, schemas):
            return RuleEvidence(False, None, _no_schema_text(schemas))
        required, _, source = _schema(metadata, schemas)
        ents = _entities(metadata)
        missing = [r for r in required if not ents.get(r)]
        if missing:
            return RuleEvidence(
                False, None, f"missing required entities per {source}: {', '.join(missing)}"
            )
        return RuleEvidence(
            True, None, f"all required entities per {source} captured: {', '.join(required)}"
        )

    return check


def _no_schema_text(schemas: Mapping[str, Any]) -> str:
    ops = ", ".join(schemas) or "(none in this domain)"
    return f"no operation schema: give metadata 'operation' (one of {ops}) or 'required_entities'"


def _longer_in_dialogue(kind: str | None, value: str, dialogue: str) -> bool:
    """The dialogue holds a longer value of the same kind that starts with ``value``."""
    c = _compact(value)
    if len(c) < 4:
        return False
    if kind in ("iban", "card", "dni_nie"):
        candidates = [_compact(f.text) for f in _FIND[kind](dialogue)]
    else:
        candidates = [fold(t) for t in re.findall(r"[^\s,;:]+", dialogue)]
    return any(t != c and t.startswith(c) for t in candidates)


def _truncation(name: str, value: str, dialogue: str) -> str | None:
    if value.endswith(("...", "…")):
        return "ends with an ellipsis"
    kind = _kind(name)
    c = _compact(value)
    country = c[:2].upper()
    if kind == "iban" and country in val.IBAN_LENGTHS and len(c) < val.IBAN_LENGTHS[country]:
        return f"{len(c)} of {val.IBAN_LENGTHS[country]} IBAN characters"
    if kind == "card" and c.isdigit() and len(c) < val.CARD_MIN_DIGITS:
        return f"only {len(c)} card digits"
    if kind == "dni_nie" and re.fullmatch(r"[xyz]?\d{7,8}", c):
        return "the control letter is missing"
    if _longer_in_dialogue(kind, value, dialogue):
        return "the dialogue has a longer value that starts with it"
    return None


def none_truncated() -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        for name, value in _entities(metadata).items():
            reason = _truncation(name, value, question) if value else None
            if reason:
                return RuleEvidence(
                    False,
                    _locate(response, value),
                    f"captured {name}={value!r} looks truncated: {reason}",
                )
        return RuleEvidence(True, None, "no captured entity looks truncated")

    return check


def within_schema(schemas: Mapping[str, Any]) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        _, allowed, _ = _schema(metadata, schemas)
        if allowed is None:
            return RuleEvidence(
                False,
                None,
                "no allowed entities known: " + _no_schema_text(schemas) + " or 'allowed_entities'",
            )
        extra = [k for k, v in _entities(metadata).items() if k not in allowed]
        if extra:
            return RuleEvidence(
                False,
                _locate(response, _entities(metadata)[extra[0]]),
                f"captured entities outside the operation schema: {', '.join(extra)} "
                f"(allowed: {', '.join(allowed)})",
            )
        return RuleEvidence(True, None, "every captured entity belongs to the operation schema")

    return check


def response_consistent(kinds: Sequence[str]) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        ents = _entities(metadata)
        by_kind: dict[str, set[Any]] = {}
        for name, value in ents.items():
            kind = _kind(name)
            if kind and value:
                norm = _amount_value(value) if kind == "amount" else _compact(value)
                by_kind.setdefault(kind, set()).add(norm)
        compared = 0
        for kind in kinds:
            if kind not in by_kind:
                continue
            for f in _FIND[kind](response):
                norm = _amount_value(f.text) if kind == "amount" else _compact(f.text)
                compared += 1
                if norm not in by_kind[kind]:
                    return RuleEvidence(
                        False,
                        (f.start, f.end),
                        f"the answer states {f.text!r} but the captured {kind} differs",
                    )
        if not compared:
            return RuleEvidence(True, None, "the answer restates no captured value")
        return RuleEvidence(
            True, None, f"all {compared} values the answer restates match the captured entities"
        )

    return check


def explicit_confirmation(language: str) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        if metadata.get("executed") is not True:
            return RuleEvidence(True, None, "nothing was executed in this turn")
        ok, why = confirmed(question, metadata, language)
        if ok:
            return RuleEvidence(True, None, f"executed after explicit confirmation ({why})")
        return RuleEvidence(False, None, f"executed without explicit user confirmation ({why})")

    return check


def end_when_complete(schemas: Mapping[str, Any], language: str) -> Check:
    closing = by_language(CLOSING, language)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        hit = find_phrases(response, closing)
        ending = metadata.get("end_of_conversation") is True or hit is not None
        if not ending:
            return RuleEvidence(True, None, "the conversation does not end here")
        span = hit[1] if hit else None
        if not _has_schema(metadata, schemas):
            return RuleEvidence(
                False, span, "the conversation ends but " + _no_schema_text(schemas)
            )
        required, _, source = _schema(metadata, schemas)
        ents = _entities(metadata)
        missing = [r for r in required if not ents.get(r)]
        if missing:
            return RuleEvidence(
                False,
                span,
                f"the conversation ends with required entities missing: {', '.join(missing)}",
            )
        return RuleEvidence(
            True, span, f"the conversation ends with every required entity per {source}"
        )

    return check


def no_premature_claim(language: str) -> Check:
    claims = by_language(CLAIMS, language)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        hit = find_phrases(response, claims)
        if hit is None:
            return RuleEvidence(True, None, "the answer claims no execution")
        span = hit[1]
        if metadata.get("executed") is False:
            return RuleEvidence(
                False, span, "the answer claims execution but metadata says nothing was executed"
            )
        ok, why = confirmed(question, metadata, language)
        if not ok:
            return RuleEvidence(
                False, span, f"the answer claims execution before confirmation ({why})"
            )
        return RuleEvidence(True, span, f"execution claimed after confirmation ({why})")

    return check
