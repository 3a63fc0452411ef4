"""A range a value lies in: "a 25-year term" in "terms of 10 to 30 years".

A number that ends a range ("10 to 30 years", "between 2% and 5%", "from 3,000 EUR to
40,000 EUR", "$90 million to $100 million") gives the range its unit; a claim's value of
that unit inside it is read as the source's range, where the range's sentence speaks of
something the claim names. A range of times of day starts at a time ("from 9:30 to
16:00" opens at 9:30, not at the minutes "30"). The numbers check
(:mod:`groundtrace.checks.numbers`) and the verifier's reading
(:mod:`groundtrace.claims.ranges`) read ranges with these.
"""

from __future__ import annotations

import re

from groundtrace.checks.lexicon import content_words, same_word
from groundtrace.checks.number_mentions import CLOCK, NumberMention, find_clocks, parse_number

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


# What joins a range of times of day: "from 9:30 [to] 16:00", "8:00[-]20:00".
_CLOCK_TO = re.compile(r"\s*(?:to|until|till|and|-|–|—|a|y|hasta)\s*", re.IGNORECASE)
_CLOCK_LEAD = re.compile(r"(?:between|entre)\s+$", re.IGNORECASE)


def _clock_range(text: str, n: NumberMention) -> tuple[float, float, str] | None:
    """The range of times of day ``n`` ends ("from 9:30 to 16:00"), read as times: its
    first end is no count of minutes ("30 to 16:00")."""
    lo = max(0, n.start - 40)
    first = next((c for c in reversed(find_clocks(text[lo:n.start]))
                  if _CLOCK_TO.fullmatch(text, lo + c.end, n.start)), None)
    if first is None:
        return None
    joined = _CLOCK_TO.fullmatch(text, lo + first.end, n.start)
    if joined is not None and joined.group(0).strip().lower() in {"and", "y"} and not (
            _CLOCK_LEAD.search(text, max(0, lo + first.start - 12), lo + first.start)):
        return None
    high = max(n.values)
    lows = [v for v in first.values if v < high]
    return (max(lows), high, text[lo + first.start:n.end]) if lows else None


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
    if n.unit == CLOCK:
        return _clock_range(text, n)
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
