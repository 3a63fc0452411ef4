"""A range a value lies in: "a 25-year term" in "terms of 10 to 30 years".

A number that ends a range ("10 to 30 years", "between 2% and 5%", "from 3,000 EUR to
40,000 EUR", "$90 million to $100 million") gives the range its unit; a claim's value of
that unit inside it is read as the source's range, where the range's sentence speaks of
something the claim names. The numbers check (:mod:`groundtrace.checks.numbers`) and the
verifier's reading (:mod:`groundtrace.claims.ranges`) read ranges with these.
"""

from __future__ import annotations

import re

from groundtrace.checks.lexicon import content_words, same_word
from groundtrace.checks.number_mentions import NumberMention, parse_number

__all__ = ["in_range", "range_of"]


# The first end of a range right before a number: "10 to [30 years]", "between 2 and [5 %]".
_RANGE_START = re.compile(
    r"(?:between\s+|from\s+|entre\s+|de\s+)?(?P<num>\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|"
    r"\d+(?:[.,]\d+)?)\s*"
    r"(?:to|and|-|–|—|a|y|hasta)\s*$", re.IGNORECASE)
# Its first end with its own unit: "from 3,000 EUR to [40,000 EUR]", "between 2% and [5%]"
# ("and" only after "between": "cards cost 5 EUR and [40 EUR]" is no range).
_UNIT_RANGE_START = re.compile(
    r"(?P<lead>between\s+|from\s+|entre\s+|de\s+)?(?P<num>\d{1,3}(?:[.,]\d{3})+(?:[.,]\d+)?|"
    r"\d+(?:[.,]\d+)?)\s*(?P<unit>%|[€$£]|[A-Za-z]{1,8})\s*(?P<to>to|and|-|–|—|a|y|hasta)\s*$",
    re.IGNORECASE)
# A scale after the first end multiplies it: "$90 million to [$100 million]" (not "m",
# "mm" or "b": metres, millimetres and bytes are units).
_SCALE_WORDS = {"thousand": 1e3, "k": 1e3, "million": 1e6, "mn": 1e6, "billion": 1e9,
                "bn": 1e9, "mil": 1e3, "millones": 1e6}


def _range_start(text: str, start: int) -> re.Match[str] | None:
    lo = max(0, start - 40)
    m = _RANGE_START.search(text, lo, start)
    if m is not None:
        return m
    m = _UNIT_RANGE_START.search(text, lo, start)
    if m is None or (m.group("to").lower() in {"and", "y"}
                     and (m.group("lead") or "").strip().lower() not in {"between", "entre"}):
        return None
    return m


def range_of(text: str, n: NumberMention) -> tuple[float, float, str] | None:
    """(low, high, the range's words) when ``n`` of ``text`` ends a range ("terms of
    10 to 30 years": 10, 30), else None. The range takes ``n``'s unit."""
    if n.unit is None:
        return None
    m = _range_start(text, n.start)
    if m is None:
        return None
    high = max(n.values)
    scale = _SCALE_WORDS.get((m.groupdict().get("unit") or "").lower(), 1.0)
    lows = [v * scale for v in parse_number(m.group("num")) if v * scale < high]
    if not lows:
        return None
    return max(lows), high, text[m.start("num"):n.end]


def in_range(cm: NumberMention, text: str, n: NumberMention, claim: str) -> str | None:
    """The range's words when a value of ``cm`` (of ``claim``) lies in the range ``n``
    of ``text`` ends, in ``cm``'s unit, and the range's sentence speaks of something the
    claim names ("a 25-year term" in "terms of 10 to 30 years"; not "a daily card limit
    of 30,000 EUR" in "you can borrow from 3,000 EUR to 40,000 EUR"), else None."""
    found = range_of(text, n) if cm.unit is not None and cm.unit == n.unit else None
    if found is None:
        return None
    low, high, words = found
    if not any(low <= v <= high for v in cm.values):
        return None
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, n.start)), default=0)
    end = next((m.start() for m in _SENTENCE_END.finditer(text, n.end)), len(text))
    theirs = content_words(text[start:end]) - content_words(words)
    mine = content_words(claim) - content_words(cm.text)
    return words if any(same_word(a, b) for a in mine for b in theirs) else None


_SENTENCE_END = re.compile(r"[.;!?](?=\s|$)")
