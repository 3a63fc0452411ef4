"""Check-digit and format validators for the entities agents capture. Pure functions.

* IBAN: ISO 13616 structure, country length, ISO/IEC 7064 MOD 97-10 check digits.
* Payment card numbers: length 12-19 and the Luhn check digit (ISO/IEC 7812-1).
* Spanish DNI / NIE: the control letter is the number modulo 23 (NIE: X/Y/Z → 0/1/2).
* Money amounts: ``1.234,56 €``, ``EUR 1,234.56``, ``€20``, ``20 euros``: positive,
  at most two decimals.

Each ``validate_*`` returns a :class:`Validation`; each ``find_*`` returns the
candidates in a text with their character spans.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from groundtrace.errors import InvalidInput
from groundtrace.text.numbers import number_readings

__all__ = [
    "IBAN_LENGTHS",
    "Found",
    "Validation",
    "find_amounts",
    "find_card_numbers",
    "find_dni_nie",
    "find_ibans",
    "iban_checksum_ok",
    "luhn_ok",
    "parse_amount",
    "validate_amount",
    "validate_card_number",
    "validate_dni_nie",
    "validate_iban",
]

#: IBAN length per country, from the SWIFT IBAN registry (ISO 13616 registration authority).
IBAN_LENGTHS: dict[str, int] = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22,
    "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28,
    "EE": 20, "EG": 29, "ES": 24, "FI": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23,
    "GL": 18, "GR": 27, "GT": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26,
    "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20,
    "LV": 21, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MR": 27, "MT": 31, "MU": 30, "NL": 18,
    "NO": 15, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24,
    "SC": 31, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "ST": 25, "SV": 28, "TL": 23, "TN": 24,
    "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
}  # fmt: skip

_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
_NIE_PREFIX = {"X": "0", "Y": "1", "Z": "2"}
#: Card numbers (PAN) are 12 to 19 digits long under ISO/IEC 7812-1 in practice.
CARD_MIN_DIGITS, CARD_MAX_DIGITS = 12, 19

_CURRENCY_WORDS = {
    "€": "EUR", "eur": "EUR", "euro": "EUR", "euros": "EUR",
    "$": "USD", "usd": "USD", "dollar": "USD", "dollars": "USD", "dólares": "USD",
    "£": "GBP", "gbp": "GBP", "pound": "GBP", "pounds": "GBP", "libras": "GBP",
}  # fmt: skip
_CUR = r"(?:€|\$|£|EUR|USD|GBP|euros?|dollars?|d[óo]lares|pounds?|libras)"
_NUM = r"\d{1,3}(?:[.,\u00a0 ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?"
_AMOUNT_RE = re.compile(
    rf"(?<![\w.,])(?:(?P<c1>{_CUR})\s?(?P<n1>{_NUM})(?![\d])|(?P<n2>{_NUM})\s?(?P<c2>{_CUR})(?!\w))",
    re.IGNORECASE,
)
_AMOUNT_FULL = re.compile(
    rf"^\s*(?:(?P<c1>{_CUR})\s?)?(?P<n>[-+]?(?:{_NUM}))\s?(?P<c2>{_CUR})?\s*$", re.IGNORECASE
)
_IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b")
_CARD_RE = re.compile(r"(?<![\w-])\d(?:[ -]?\d){11,18}(?![\w-])")
_DNI_RE = re.compile(r"(?<!\w)(?:[XYZxyz][- ]?\d{7}|\d{8})[- ]?[A-Za-z](?!\w)")


@dataclass(frozen=True)
class Validation:
    """The verdict on one value: ``valid``, its normalised form and why."""

    valid: bool
    normalised: str
    reason: str


@dataclass(frozen=True)
class Found:
    """A candidate value found in a text, with its span and verdict."""

    text: str
    start: int
    end: int
    validation: Validation


def _compact(value: str) -> str:
    return re.sub(r"[\s\-]", "", value).upper()


def iban_checksum_ok(iban: str) -> bool:
    """ISO/IEC 7064 MOD 97-10 on a compact IBAN: move 4 chars to the end, letters → 10..35."""
    rearranged = iban[4:] + iban[:4]
    digits = "".join(str(int(c, 36)) for c in rearranged)
    return int(digits) % 97 == 1


def validate_iban(value: str) -> Validation:
    """Structure, country length and MOD 97-10 check digits of an IBAN (spaces allowed)."""
    iban = _compact(value)
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{1,30}", iban):
        return Validation(False, iban, "not shaped like an IBAN (2 letters, 2 check digits, BBAN)")
    country = iban[:2]
    expected = IBAN_LENGTHS.get(country)
    if expected is None:
        return Validation(False, iban, f"country code {country!r} is not in the IBAN registry")
    if len(iban) != expected:
        return Validation(
            False, iban, f"{country} IBANs have {expected} characters, this one has {len(iban)}"
        )
    if not iban_checksum_ok(iban):
        return Validation(False, iban, "check digits fail ISO 7064 MOD 97-10")
    return Validation(True, iban, "valid IBAN (ISO 13616, MOD 97-10)")


def luhn_ok(digits: str) -> bool:
    """The Luhn (mod 10) check over a string of digits."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def validate_card_number(value: str) -> Validation:
    """Length (12-19 digits) and Luhn check digit of a payment card number."""
    digits = _compact(value)
    if not digits.isdigit():
        return Validation(
            False, digits, "a card number has only digits (spaces and dashes allowed)"
        )
    if not CARD_MIN_DIGITS <= len(digits) <= CARD_MAX_DIGITS:
        return Validation(
            False,
            digits,
            f"card numbers have {CARD_MIN_DIGITS}-{CARD_MAX_DIGITS} digits, this one has "
            f"{len(digits)}",
        )
    if not luhn_ok(digits):
        return Validation(False, digits, "Luhn check digit fails")
    return Validation(True, digits, "valid card number (Luhn)")


def validate_dni_nie(value: str) -> Validation:
    """Spanish DNI (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter) control letter."""
    doc = _compact(value)
    m = re.fullmatch(r"([XYZ]?)(\d{7,8})([A-Z])", doc)
    if not m or (m.group(1) and len(m.group(2)) != 7) or (not m.group(1) and len(m.group(2)) != 8):
        return Validation(
            False, doc, "not shaped like a DNI (8 digits + letter) or NIE (X/Y/Z + 7)"
        )
    number = int(_NIE_PREFIX.get(m.group(1), "") + m.group(2))
    expected = _DNI_LETTERS[number % 23]
    kind = "NIE" if m.group(1) else "DNI"
    if m.group(3) != expected:
        return Validation(
            False, doc, f"{kind} control letter should be {expected!r}, got {m.group(3)!r}"
        )
    return Validation(True, doc, f"valid {kind} control letter")


def _number(text: str) -> Decimal | None:
    try:
        return number_readings(text)[0]
    except InvalidInput:
        return None


def parse_amount(value: str | int | float) -> tuple[Decimal, str | None] | None:
    """Parse a money amount into ``(Decimal, ISO currency or None)``; ``None`` if it is not one.

    ``1.234,56 €`` → (1234.56, "EUR"); ``EUR 1,234.56`` → (1234.56, "EUR"); ``20`` → (20, None).
    Numbers (int/float, not bool) are accepted as amounts without currency.
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        try:
            return Decimal(str(value)), None
        except InvalidOperation:
            return None
    if not isinstance(value, str):
        return None
    m = _AMOUNT_FULL.match(value)
    if not m:
        return None
    if m.group("c1") and m.group("c2"):
        return None
    amount = _number(m.group("n"))
    if amount is None or not amount.is_finite():
        return None
    cur = m.group("c1") or m.group("c2")
    return amount, (_CURRENCY_WORDS.get(cur.lower(), cur.upper()) if cur else None)


def validate_amount(value: str | int | float) -> Validation:
    """A positive money amount with at most two decimals."""
    parsed = parse_amount(value)
    shown = str(value)
    if parsed is None:
        return Validation(False, shown, "not a money amount (digits with an optional currency)")
    amount, cur = parsed
    norm = f"{amount.normalize():f}" + (f" {cur}" if cur else "")
    if amount <= 0:
        return Validation(False, norm, "an amount must be positive")
    exponent = amount.normalize().as_tuple().exponent
    if isinstance(exponent, int) and exponent < -2:
        return Validation(False, norm, "an amount has at most two decimals")
    return Validation(True, norm, "valid amount")


def find_ibans(text: str) -> list[Found]:
    """IBAN-shaped strings in ``text`` (spaces allowed) with their verdicts."""
    return [
        Found(m.group(), m.start(), m.end(), validate_iban(m.group()))
        for m in _IBAN_RE.finditer(text)
    ]


def _outside(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    return all(end <= s or start >= e for s, e in spans)


def find_card_numbers(text: str) -> list[Found]:
    """Runs of 12-19 digits (spaces/dashes allowed) outside IBANs, with their Luhn verdicts."""
    ibans = [(f.start, f.end) for f in find_ibans(text)]
    return [
        Found(m.group(), m.start(), m.end(), validate_card_number(m.group()))
        for m in _CARD_RE.finditer(text)
        if _outside(ibans, m.start(), m.end())
    ]


def find_dni_nie(text: str) -> list[Found]:
    """DNI / NIE-shaped strings with their control-letter verdicts."""
    return [
        Found(m.group(), m.start(), m.end(), validate_dni_nie(m.group()))
        for m in _DNI_RE.finditer(text)
    ]


def find_amounts(text: str) -> list[Found]:
    """Numbers written with a currency (``20 €``, ``EUR 1,500.00``) and their verdicts."""
    out = []
    for m in _AMOUNT_RE.finditer(text):
        out.append(Found(m.group(), m.start(), m.end(), validate_amount(m.group())))
    return out
