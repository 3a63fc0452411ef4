"""The checks' number parser: "1,000", "1.000", "1.000,50", "$3.5M", "3 million", "50%".

Every mention is parsed to the set of values it can mean — "1.000" is one
thousand in Spanish and one in English, so both are kept — plus a canonical
unit. Two mentions agree when their value sets meet and their units are
compatible. Plain years (1500-2100 with no unit) are left to the dates check.
The numbers check (:mod:`groundtrace.checks.numbers`) compares them; the
verifier's reading (:mod:`groundtrace.claims.reading`) aligns them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from groundtrace.text.mention import Mention
from groundtrace.text.numbers import number_readings

__all__ = [
    "ANY_MONEY",
    "CITATION",
    "CLOCK",
    "NUMBER_WORDS",
    "PHONE",
    "PRICED",
    "UNITS",
    "NumberMention",
    "alternation",
    "find_clocks",
    "find_numbers",
    "iter_numbers",
    "parse_number",
]

_CURRENCY = {
    "$": "USD", "us$": "USD", "usd": "USD", "dollar": "USD", "dollars": "USD", "dólar": "USD",
    "dólares": "USD", "€": "EUR", "eur": "EUR", "euro": "EUR", "euros": "EUR", "£": "GBP",
    "gbp": "GBP", "pound": "GBP", "pounds": "GBP", "libras": "GBP", "¥": "JPY", "jpy": "JPY",
    "yen": "JPY", "chf": "CHF", "mxn": "MXN", "pesos": "MXN", "peso": "MXN",
}
_MONEY = frozenset(_CURRENCY.values())
UNITS = {
    "%": "%", "percent": "%", "per cent": "%", "por ciento": "%", "pct": "%",
    "bps": "bp", "basis points": "bp", "puntos básicos": "bp",
    "percentage points": "pp", "percentage point": "pp", "pp": "pp",
    "puntos porcentuales": "pp",
    "km": "km", "kilometers": "km", "kilometres": "km", "kilómetros": "km",
    "m": "m", "meters": "m", "metres": "m", "metros": "m",
    "kg": "kg", "kilograms": "kg", "kilos": "kg", "g": "g", "grams": "g", "gramos": "g",
    "mg": "mg", "lb": "lb", "lbs": "lb", "miles": "mi", "mile": "mi", "millas": "mi",
    "mph": "mph",
    "km/h": "km/h", "°c": "°C", "°f": "°F", "ml": "ml", "l": "l", "liters": "l", "litres": "l",
    "litros": "l", "gb": "GB", "mb": "MB", "tb": "TB",
    "hours": "hour", "hour": "hour", "hrs": "hour", "h": "hour", "horas": "hour", "hora": "hour",
    "minutes": "minute", "minute": "minute", "min": "minute", "minutos": "minute",
    "seconds": "second", "second": "second", "segundos": "second",
    "days": "day", "day": "day", "días": "day", "día": "day",
    "weeks": "week", "week": "week", "semanas": "week", "semana": "week",
    "months": "month", "month": "month", "meses": "month", "mes": "month",
    "years": "year", "year": "year", "años": "year", "año": "year",
}
# Longest first so "mil millones" wins over "mil"; "M" (million) is case-sensitive below.
_SCALES = {
    "thousand": 1e3, "thousands": 1e3, "k": 1e3, "mil": 1e3, "million": 1e6, "millions": 1e6,
    "mn": 1e6, "mm": 1e6, "millón": 1e6, "millones": 1e6, "billion": 1e9, "billions": 1e9,
    "bn": 1e9, "mil millones": 1e9, "trillion": 1e12, "billón": 1e12, "billones": 1e12,
}
NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "dozen": 12,
    "cero": 0, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
    "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "doce": 12, "quince": 15, "veinte": 20,
    "treinta": 30, "cincuenta": 50, "cien": 100,
}


def alternation(words: Iterable[str]) -> str:
    """A regex alternation of ``words``, longest first ("mil millones" before "mil")."""
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


#: English number words a compound is read from ("one hundred and fifty",
#: "twenty-five thousand"): its value is the sum of its parts, each run before
#: "hundred" multiplied by 100 and everything before "thousand" by 1,000.
_ONES_TEXT = """zero one two three four five six seven eight nine ten eleven twelve thirteen
    fourteen fifteen sixteen seventeen eighteen nineteen"""
_TENS_TEXT = "twenty thirty forty fifty sixty seventy eighty ninety"
_COMPOUND_WORDS = {
    **{w: float(i) for i, w in enumerate(_ONES_TEXT.split())},
    **{w: float(10 * i) for i, w in enumerate(_TENS_TEXT.split(), start=2)},
    "hundred": 100.0, "thousand": 1000.0,
}
_COMPOUND_WORD = rf"(?:{alternation(_COMPOUND_WORDS)})"
# Two or more number words in a row, joined by spaces, hyphens or "and".
_COMPOUND_NUM = (rf"(?P<words>\b(?i:{_COMPOUND_WORD}(?:(?:\s+and\s+|\s+|-)"
                 rf"{_COMPOUND_WORD})+)\b)")


def compound_value(words: str) -> float:
    """The value of number words in a row: "one hundred and fifty" -> 150."""
    total = current = 0.0
    for word in re.findall(r"[a-z]+", words.lower()):
        if word == "and":
            continue
        value = _COMPOUND_WORDS[word]
        if word == "hundred":
            current = (current or 1.0) * 100.0
        elif word == "thousand":
            total += (current or 1.0) * 1000.0
            current = 0.0
        else:
            current += value
    return total + current


_CUR_PREFIX = r"(?P<cur>US\$|[$€£¥]|(?:USD|EUR|GBP|JPY|CHF|MXN)(?=\s?\d))"
_NUM = r"(?P<num>\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)"
_WORD_NUM = rf"(?P<word>\b(?:{alternation(NUMBER_WORDS)})\b)"
_SCALE = rf"(?P<scale>(?:\s?(?:M|B)\b)|(?:\s?(?i:{alternation(_SCALES)})\b))"
#: Hundredths of a currency: "50 cents" is 0.50 of whichever currency the source names.
_CENTS = {"cent", "cents", "céntimo", "céntimos", "centimo", "centimos"}
#: The unit of an amount in cents: comparable with every currency.
ANY_MONEY = "money"
#: Units of an amount of money.
PRICED = _MONEY | {ANY_MONEY}
# A unit word after a space or a hyphen: "12 days", "a 12-day journey".
_UNIT_SUFFIX = (
    rf"(?P<unit>\s?%|\s?(?:[€$£¥])|[\s-](?i:{alternation(k for k in UNITS if k != '%')})(?![\w/])|"
    rf"\s(?i:{alternation(_CENTS)})\b|"
    rf"\s?(?i:{alternation(k for k in _CURRENCY if k[0].isalpha())})\b)"
)
# Number words in a row count only before what they count: a scale, "%", a unit
# or a currency ("one hundred and fifty euros", "twenty-five percent").
_WORD_UNITS = alternation(k for k in UNITS if k[0].isalpha())
_WORD_CURRENCIES = alternation(k for k in _CURRENCY if k[0].isalpha())
_COMPOUND_BEFORE = (
    rf"(?=\s?(?i:{alternation(_SCALES)})\b|%|\s(?i:{_WORD_UNITS}|{_WORD_CURRENCIES})\b)"
)
# Not inside a word, a number or a range ("X-1950", "10-20"); a minus sign after a space
# is read ("-89.99 EUR" in a statement), for amounts of money only (iter_numbers).
_START = r"(?<![\w.,/])(?<![\w.,/][−-])"
_MENTION = re.compile(
    rf"{_START}{_CUR_PREFIX}?\s?(?:{_NUM}|{_COMPOUND_NUM}{_COMPOUND_BEFORE}|"
    rf"{_WORD_NUM}(?=\s?(?i:{alternation(_SCALES)})\b|%))"
    rf"{_SCALE}?{_UNIT_SUFFIX}?(?![\w]|[.,]\d)"
)
# In a source, a number written out before its unit ("five dollars", "ten
# seconds") is a mention too, so "5 dollars" in an answer is found there. Only
# in sources: a claim's "one day" stays prose, never a value to look for.
_SOURCE_MENTION = re.compile(
    rf"{_START}{_CUR_PREFIX}?\s?(?:{_NUM}|{_COMPOUND_NUM}{_COMPOUND_BEFORE}|"
    rf"{_WORD_NUM}(?=\s?(?i:{alternation(_SCALES)})\b|%|"
    rf"\s(?i:{alternation(k for k in UNITS if k[0].isalpha())}|"
    rf"{alternation(k for k in _CURRENCY if k[0].isalpha())})\b))"
    rf"{_SCALE}?{_UNIT_SUFFIX}?(?![\w]|[.,]\d)"
)
_YEAR = re.compile(r"^(?:1[5-9]\d\d|20\d\d)$")
# A telephone number: "+34 900 100 200", "(555) 123-4567", "900 100 200". It is one value
# (its digits, unit "phone"): its groups are no counts or amounts that rival others.
# Not "100.000.000" or "100 000 000 EUR": groups of thousands.
_PHONE = re.compile(
    r"(?<![\w.,])(?:\+\d{1,3}(?:[ .-]?\(?\d{1,4}\)?){2,5}|\(\d{2,4}\)[ .-]?\d{3,4}[ .-]?\d{3,4}"
    r"|\d{3}([ -])\d{3}\1\d{3,4})(?!\d)(?![\w.,]\d)"
    r"(?!\s?(?:%|[€$£]|(?i:eur|euros?|usd|dollars?)\b))")
PHONE = "phone"
_PHONE_DIGITS = 7  # fewer is no line: "+1 500" of "+1 500 000 EUR"
# A time of day: "15:00", "06:00", "3 pm", "3.30 p.m.", "11am", "6 o'clock", "noon". One
# value (minutes after midnight, unit "clock"), never the counts "15" and "00".
_CLOCK = re.compile(
    r"(?<![\w.,:/])(?:(?P<h>1[0-2]|0?[1-9])(?:[:.](?P<m>[0-5]\d))?\s?(?P<half>[ap])(?:\.\s?m\.|\s?m\b)"
    r"|(?P<h24>[01]?\d|2[0-4])[:h](?P<m24>[0-5]\d)(?![\d:]|[.,]\d)"
    r"|(?P<oc>1[0-2]|0?[1-9])\s?o['’]clock\b"
    r"|(?:12\s)?(?P<word>noon|midday|midnight)\b)", re.IGNORECASE)
CLOCK = "clock"
_DAY_MINUTES = 24 * 60


def _clock_values(m: re.Match[str]) -> frozenset[float]:
    """The minutes after midnight a time of day may mean: "9:30" is 9:30 or 21:30, "06:00"
    and "15:00" one time each, "6 o'clock" 6:00 or 18:00, "midnight" 0:00 or 24:00."""
    if m.group("word"):
        return frozenset({720.0} if m.group("word").lower() != "midnight" else {0.0, 1440.0})
    if m.group("oc"):
        h = int(m.group("oc")) % 12
        return frozenset({h * 60.0, (h + 12) * 60.0})
    if m.group("half"):
        h = int(m.group("h")) % 12 + (12 if m.group("half").lower() == "p" else 0)
        return frozenset({h * 60.0 + int(m.group("m") or 0)})
    raw, minutes = m.group("h24"), int(m.group("m24"))
    h = int(raw)
    if h == 24 or (h == 0 and minutes == 0):
        return frozenset({0.0 + minutes, 1440.0})
    if 1 <= h <= 11 and not raw.startswith("0"):
        return frozenset({h * 60.0 + minutes, (h + 12) * 60.0 + minutes})
    return frozenset({h * 60.0 + minutes})


def find_clocks(text: str) -> list[NumberMention]:
    """The times of day of ``text`` ("15:00", "3 pm", "noon"), unit :data:`CLOCK`, each
    with the minutes after midnight it may mean."""
    return [NumberMention(c.group(0), c.start(), c.end(), _clock_values(c), CLOCK)
            for c in _CLOCK.finditer(text)]


#: A citation marker: "[1]", "[2, 3]", "[4-6]", "[source 2]", "[doc1]".
CITATION = re.compile(r"\[(?:(?:source|doc|ref|fuente)\s*)?\d{1,3}(?:\s*[,;–-]\s*\d{1,3})*\]",
                      re.IGNORECASE)
# In a source, "the 70th anniversary" / "his 88th birthday" states 70 / 88 years.
_YEARS_ORDINAL = re.compile(r"(?<![\w.,/-])(\d{1,3})(?:st|nd|rd|th)\s+(?:anniversary|birthday)\b",
                            re.IGNORECASE)


@dataclass(frozen=True)
class NumberMention(Mention):
    """A number in a text: the values it may mean and its canonical unit (or None)."""

    values: frozenset[float]
    unit: str | None

    def agrees_with(self, other: NumberMention) -> bool:
        """Equal values in comparable units, or the same duration in two units
        ("four months" and "120 days", "a 12-month term" and "one year")."""
        if self.unit == other.unit == PHONE:
            # "900 100 200" is "+34 900 100 200" without its country code
            mine, theirs = (f"{v:.0f}" for v in (min(self.values), min(other.values)))
            return min(len(mine), len(theirs)) >= 7 and (mine.endswith(theirs)
                                                         or theirs.endswith(mine))
        if self.comparable(other):
            return bool(self.values & other.values)
        factor = _DURATIONS.get((self.unit, other.unit))
        if factor is not None:
            return any(_key(v * factor) in other.values for v in self.values)
        factor = _DURATIONS.get((other.unit, self.unit))
        return factor is not None and any(_key(v * factor) in self.values
                                          for v in other.values)

    def in_other_units(self) -> frozenset[float]:
        """The whole values this period has in the units it converts to ("seven years":
        84 months, 364 weeks, 2,555 days; "84 months": 7 years, 2,520 days); empty for
        a number that is no period or has no whole value in another unit."""
        out: set[float] = set()
        for (big, small), factor in _DURATIONS.items():
            if self.unit == big:
                out.update(v * factor for v in self.values)
            elif self.unit == small:
                out.update(v / factor for v in self.values)
        return frozenset(_key(v) for v in out if v == int(v))

    def comparable(self, other: NumberMention) -> bool:
        if PHONE in (self.unit, other.unit) or CLOCK in (self.unit, other.unit):
            return self.unit == other.unit
        if self.unit is None or other.unit is None or self.unit == other.unit:
            return True
        units = {self.unit, other.unit}
        return ANY_MONEY in units and units <= PRICED


#: How many of the second unit make one of the first: the conversions people make
#: when they reword a period (a month read as 30 days, as in "within 30 days").
_DURATIONS: dict[tuple[str | None, str | None], float] = {
    ("year", "month"): 12.0, ("year", "week"): 52.0, ("year", "day"): 365.0,
    ("month", "day"): 30.0, ("week", "day"): 7.0, ("day", "hour"): 24.0,
    ("hour", "minute"): 60.0, ("minute", "second"): 60.0,
}


#: The units of a period of time.
PERIODS = frozenset(u for pair in _DURATIONS for u in pair)


def _key(value: float) -> float:
    # Nine significant digits: "3.5 million" and "3,500,000" meet despite float noise.
    return float(f"{value:.9g}")


def parse_number(raw: str) -> frozenset[float]:
    """Every value a digit string may mean (:func:`groundtrace.text.numbers.number_readings`).

    "1,000.50" and "1.000,50" are unambiguous; "1.000" may be one thousand
    (es) or one (en); "1,000" is read as one thousand; "3,5" as three and a half.

    Raises:
        InvalidInput: ``raw`` is not a written number ("12..1", "1,,0").
    """
    return frozenset(_key(float(v)) for v in number_readings(raw))


def find_numbers(text: str, *, include_years: bool = False, source: bool = False,
                 ordinals: bool = False) -> list[NumberMention]:
    """Number mentions in ``text`` with offsets; plain years skipped unless asked.

    ``source=True`` also reads numbers written out before a unit or currency
    ("five dollars", "two hours"), as a source states them, and an ordinal year
    ("his 88th birthday", "the 70th anniversary": 88 / 70 years); ``ordinals=True``
    reads the ordinal years alone (a claim's "before your 70th birthday").
    """
    return list(iter_numbers(text, include_years=include_years, source=source,
                             ordinals=ordinals))


def iter_numbers(text: str, *, include_years: bool = False, source: bool = False,
                 ordinals: bool = False) -> Iterator[NumberMention]:
    """:func:`find_numbers` one mention at a time: a search of a long source for one
    value stops at the first match and never holds every number of the source."""
    cites = [c.span() for c in CITATION.finditer(text)] if "[" in text else []
    phones = [NumberMention(p.group(0), p.start(), p.end(), frozenset({float(digits)}), PHONE)
              for p in _PHONE.finditer(text)
              if len(digits := re.sub(r"\D", "", p.group(0))) >= _PHONE_DIGITS]
    phones.extend(c for c in find_clocks(text)
                  if not any(p.start <= c.start < p.end for p in phones))
    phones.sort(key=lambda n: n.start)
    cites.extend((p.start, p.end) for p in phones)
    for m in (_SOURCE_MENTION if source else _MENTION).finditer(text):
        while phones and phones[0].start < m.start():
            yield phones.pop(0)
        if any(a <= m.start() < b for a, b in cites):
            continue  # "[1]" points at a source, "+34 900 ..." is a phone: no number
        first = m.start() + len(m.group(0)) - len(m.group(0).lstrip())
        signed = first > 0 and text[first - 1] in ("-", "−")
        num, word, words = m.group("num"), m.group("word"), m.group("words")
        if word is not None and _after_number_word(text, m.start("word")):
            continue  # "twenty five million" is read whole, as number words in a row
        if words is not None and _after_number_word(text, m.start("words")):
            continue
        cur, scale, unit = m.group("cur"), m.group("scale"), m.group("unit")
        if num is not None:
            values = parse_number(num)
        elif words is not None:
            values = frozenset({_key(compound_value(words))})
        else:
            values = frozenset({float(NUMBER_WORDS[(word or "").lower()])})
        if scale:
            s = scale.strip()
            factor = {"M": 1e6, "B": 1e9}.get(s) or _SCALES[s.lower()]
            values = frozenset(_key(v * factor) for v in values)
        canon: str | None = None
        if cur:
            canon = _CURRENCY[cur.lower()]
        if unit:
            u = unit.strip().lstrip("-").lower()
            canon = _CURRENCY.get(u) or UNITS.get(u) or canon
            if u in _CENTS:
                values = frozenset(_key(v / 100.0) for v in values)
                canon = ANY_MONEY
        if (num is not None and not cur and not scale and not unit and not include_years
                and _YEAR.match(num)):
            continue
        if signed and canon not in PRICED:
            continue  # "-5 °C" is not 5 °C; "-89.99 EUR" is a debit of 89.99 EUR
        yield NumberMention(m.group(0).strip(), m.start() + (len(m.group(0)) -
                            len(m.group(0).lstrip())), m.end(), values, canon)
    yield from phones
    if source or ordinals:
        for m in _YEARS_ORDINAL.finditer(text):
            yield NumberMention(m.group(0), m.start(), m.end(), frozenset({float(m.group(1))}),
                                UNITS["years"])


def is_ordinal_year(n: NumberMention) -> bool:
    """Whether ``n`` is an ordinal year ("70th birthday", "the 70th anniversary")."""
    return n.text.lower().endswith(("birthday", "anniversary"))


_LAST_WORD = re.compile(r"(\w+)[\s-]+$")


def _after_number_word(text: str, start: int) -> bool:
    """Whether the word before ``start`` is itself a number word ("twenty five")."""
    last = _LAST_WORD.search(text, max(0, start - 24), start)
    return last is not None and last.group(1).lower() in NUMBER_WORDS
