"""A tool's JSON output as text the models read: one line per record, ``key: value`` pairs.

A tool-using agent answers from what its tools return: an account overview, a
payment, a loan decision. Passed as the context, the JSON reads badly to every
layer: the verifier sees braces and quotes, the word checks see
``available_balance`` where the answer says "available balance", a date is
``2026-12-15``. On the FAQ bench's two JSON outputs
(``python bench/run_faq_paraphrases.py``), grounded answers passed 2 of 10 read
from the JSON as written and 5 of 10 read from this rendering (7 of 10 once the
novel-words count read "8,400" as the record's "8400"); planted errors were
flagged 9 and 10 of 10.

The rendering: each object with plain values is one line, its fields ``key:
value`` joined by commas and ended by a full stop; a nested object's plain
fields join its parent's line under the parent key's words ("card status:
active"), a list of objects gives each its own line ("recent 2: ..."), a list
of plain values is one field ("conditions: proof of income; direct debit
mandate"). Keys are read as words (``estimated_delivery``,
``estimatedDelivery`` -> "estimated delivery"), enumeration values too
(``IN_TRANSIT`` -> "in transit"; "status: ACTIVE" -> "status: active");
numbers keep their JSON digits ("59.90", not "59.9"); an amount field of a
record with a currency code (its own, or an enclosing record's) takes the code
("total: 59.90 EUR"); an ISO date reads as words ("2026-11-27" -> "27 November
2026"); ``true`` / ``false`` / ``null`` read "yes" / "no" / "none". Records are
separated by a blank line, so each is a paragraph of its own to the sentence
splitter.

Deterministic: the same JSON text gives the same lines, in the order of its
keys. A text that is not one JSON object, or an array holding objects, is left
as it is.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from groundtrace.errors import InvalidInput

__all__ = ["as_record_text", "context_text", "json_record_text", "render_records"]

# Keys whose number is an amount of money, read as words and by their last word:
# "total", "total_amount", "monthlyPayment", "fee" (not "payment_id").
_MONEY_KEY = re.compile(r"\b(?:amount|total|price|fee|balance|cost|charge|sum|value|limit|"
                        r"payment|refund|deposit|withdrawal)s?$")
_CURRENCY_KEY = re.compile(r"^(?:currency|ccy|currency_code|currencycode)$", re.IGNORECASE)
_CODE = re.compile(r"^[A-Z]{3}$")
# An enumeration value: "IN_TRANSIT", "debt_to_income_above_limit", "out-for-delivery".
# Letters only, so an identifier ("A-1043", "ES12-3456") keeps its form.
_ENUM = re.compile(r"^(?:[A-Z]+(?:_[A-Z]+)+|[a-z]+(?:[_-][a-z]+)+)$")
# Keys whose value is one of a few states or kinds: "status", "payment_state", "type".
_STATE_KEY = re.compile(r"(?:status|state|decision|outcome|result|type|kind|category)$",
                        re.IGNORECASE)
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")


_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")
# An ISO date or time stamp: "2026-11-27", "2026-11-25T10:02:00Z".
_ISO = re.compile(r"^(?P<y>\d{4})-(?P<m>0[1-9]|1[0-2])-(?P<d>0[1-9]|[12]\d|3[01])"
                  r"(?:[T ](?P<time>\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?"
                  r"(?P<zone>Z|[+-]\d{2}:?\d{2})?)?$")


def _date(text: str) -> str | None:
    """An ISO date as words ("27 November 2026", "25 November 2026, 10:02 UTC"), or None."""
    m = _ISO.match(text)
    if m is None:
        return None
    out = f"{int(m.group('d'))} {_MONTHS[int(m.group('m')) - 1]} {m.group('y')}"
    if m.group("time"):
        zone = m.group("zone")
        out += f", {m.group('time')}" + (" UTC" if zone == "Z" else f" {zone}" if zone else "")
    return out


class _Number(str):
    """A JSON number, kept as its digits."""


def _is_number(value: Any) -> bool:
    return isinstance(value, _Number | int | float) and not isinstance(value, bool)


def _words(key: str) -> str:
    """A key as words: ``estimated_delivery`` / ``estimatedDelivery`` -> "estimated delivery"."""
    return " ".join(re.sub(r"[_\-.\s]+", " ", _CAMEL.sub(" ", key)).split()).lower()


def _value(value: Any) -> str | None:
    """A plain value as text, or None for a container."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if isinstance(value, _Number | int | float):  # bool is handled above
        return str(value)
    if isinstance(value, str):
        text = " ".join(value.split())
        return _words(text) if _ENUM.match(text) else _date(text) or text
    return None


def _fields(record: Mapping[str, Any], prefix: str, lines: list[str],
            currency: str | None) -> list[str]:
    """``record``'s plain fields as "key: value" (nested plain objects inline), and its
    lists of objects appended to ``lines`` as records of their own. ``currency``: the
    code of an enclosing record, unless this one names its own."""
    currency = next((v for k, v in record.items() if _CURRENCY_KEY.match(str(k))
                     and isinstance(v, str) and _CODE.match(v)), currency)
    out: list[str] = []
    for key, value in record.items():
        name = " ".join(w for w in (prefix, _words(str(key))) if w)
        text = _value(value)
        if text is not None and _STATE_KEY.search(str(key)) and text.isalpha():
            text = text.lower()  # an enumeration: "status: ACTIVE" is "status: active"
        if text is not None:
            if currency is not None and _is_number(value) and _MONEY_KEY.search(
                    _words(str(key))):
                text = f"{text} {currency}"
            out.append(f"{name}: {text}")
        elif isinstance(value, Mapping):
            out.extend(_fields(value, name, lines, currency))
        elif isinstance(value, list):
            plain = [t for v in value if (t := _value(v)) is not None]
            if len(plain) == len(value) and plain:
                out.append(f"{name}: {'; '.join(plain)}")
            else:
                for i, item in enumerate(value, 1):
                    _record(item, f"{name} {i}", lines, currency)
    return out


def _record(value: Any, prefix: str, lines: list[str], currency: str | None = None) -> None:
    """Append ``value``'s line (and its nested records' lines) to ``lines``."""
    if isinstance(value, Mapping):
        at = len(lines)
        fields = _fields(value, "", lines, currency)
        if fields:
            head = f"{prefix}: " if prefix else ""
            lines.insert(at, head + ", ".join(fields) + ".")
    elif isinstance(value, list):
        # a list at the top is a list of records, each its own line; inside one, numbered
        for i, item in enumerate(value, 1):
            _record(item, f"{prefix} {i}" if prefix else "", lines, currency)
    else:
        text = _value(value)
        if text is not None:
            lines.append(f"{prefix}: {text}." if prefix else f"{text}.")


def _loads(text: str) -> Any:
    """``text`` as JSON, its numbers kept as their digits."""
    return json.loads(text, parse_float=_Number, parse_int=_Number)


def _parse(text: str) -> Any:
    stripped = text.strip()
    if not (stripped[:1] in "{[" and stripped[-1:] in "}]"):
        return None
    try:
        return _loads(stripped)
    except (ValueError, RecursionError):
        return None


def json_record_text(text: str) -> str:
    """A JSON text (a file's) as record lines.

    Raises:
        ValueError: ``text`` is not valid JSON (the message says where), or is nested
            too deeply to read.
    """
    try:
        return render_records(_loads(text))
    except RecursionError:
        raise ValueError("nested too deeply to read") from None


def context_text(value: str | Mapping[str, Any] | list[Any] | None) -> str | None:
    """A context given parsed (a mapping or a list, as a tool returned it) as record
    lines; a string or None as it is (a JSON string is read when the item is built).

    Raises:
        InvalidInput: a mapping or list with no value in it.
    """
    if isinstance(value, Mapping | list):
        text = render_records(value)
        if not text.strip():
            raise InvalidInput("context holds no values to read (an empty JSON object or list)")
        return text
    return value


def render_records(value: Any) -> str:
    """A parsed JSON value (objects, lists, plain values) as record lines."""
    lines: list[str] = []
    _record(value, "", lines)
    return "\n\n".join(lines)


def as_record_text(text: str) -> str:
    """``text`` as record lines when it is one JSON object, or an array holding an
    object, else ``text`` unchanged."""
    parsed = _parse(text)
    if isinstance(parsed, list) and not any(isinstance(v, Mapping) for v in parsed):
        return text
    if not isinstance(parsed, Mapping | list):
        return text
    try:
        rendered = render_records(parsed)
    except RecursionError:  # nested deeper than the reader goes: left as it is
        return text
    return rendered if rendered.strip() else text
