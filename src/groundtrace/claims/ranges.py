"""Ranges as the verifier reads them: a claim's range or in-range value in the passage's words.

Two readings, both of a value the numbers check already finds the source to state
(v7's scores: ``bench/run_verifier_readings.py``):

- **A range in other units.** "You can take a loan over 1 to 7 years" beside "over 12
  to 84 months": each end agrees with the passage's (a year is 12 months,
  ``NumberMention.agrees_with``), so the claim reads "over 12 to 84 months" (0.03
  entailed as written, 0.91 so). Both ends move together or neither does: the high
  end read alone gave "1 to 84 months", a claim the writer never made.
  A low end of one period ("about a month to a month and a half") is read in the
  passage's words with the high end ("about 30 to 45 days").
- **A value a stated range allows.** "You can borrow 25,000 EUR over 60 months" beside
  "You can borrow from 3,000 EUR to 40,000 EUR over 12 to 84 months" is contradicted as
  written (0.89), entailed (0.98) with each value in the passage's range words; "A
  25-year fixed-rate term is possible" beside "terms of 10 to 30 years" 0.13 entailed,
  0.97 so. The numbers check finds such a value in the range
  (:func:`groundtrace.checks.number_ranges.in_range`); the reading is taken only where
  the claim says what is possible ("can", "available", ...): that a chargeback "takes
  40 days" is no more said by "between 30 and 45 days" than by any one of them.
"""

from __future__ import annotations

import re

from groundtrace.checks.number_mentions import (
    NUMBER_WORDS,
    NumberMention,
    alternation,
    parse_number,
)
from groundtrace.checks.number_ranges import in_range, range_of

__all__ = ["range_edits"]

# The low end of a range right before a number, a numeral or a number word: "1 to [7
# years]", "one to [seven years]", "between 10 and [30 years]", "from 3,000 EUR to [40,000 EUR]".
# "[a month] to a month and a half": one of a period is a low end with its own unit.
_LOW = re.compile(
    rf"(?:\b(?P<lead>between|from)\s+)?(?:(?P<num>\d[\d.,]*\d|\d|\b(?:{alternation(NUMBER_WORDS)})\b)"
    r"(?:\s?(?P<unit>%|[€$£]|[A-Za-z]{1,8}))?|\b(?P<one>an?)\s+"
    r"(?P<period>year|month|week|day|hour|minute)\b)\s*(?P<to>to|and|-|–)\s*$", re.IGNORECASE)
# What is possible, allowed or on offer: where a value in a stated range is what it says.
_POSSIBLE = re.compile(r"\b(?:can|could|may|possible|available|allowed|permitted|eligible|"
                       r"offers?|offered|choose|up to)\b", re.IGNORECASE)
# The words before a range that say it is one: "between 10 and 30 years".
_LEAD = re.compile(r"\b(?:between|from)\s+$", re.IGNORECASE)


def _low_end(text: str, n: NumberMention) -> tuple[int, frozenset[float], str, bool,
                                                 str | None] | None:
    """(start of the range's words, the low end's values, the low end as written, whether
    it has its own unit, that unit where it is one of a period: "a month") when ``n``
    ends a range."""
    m = _LOW.search(text, max(0, n.start - 40), n.start)
    if m is None or (m.group("to").lower() == "and" and m.group("lead") is None):
        return None
    if m.group("one") is not None:
        return m.start(), frozenset({1.0}), m.group("one"), True, m.group("period").lower()
    num = m.group("num")
    values = (frozenset({float(NUMBER_WORDS[num.lower()])}) if num.lower() in NUMBER_WORDS
              else parse_number(num))
    return m.start(), values, num, m.group("unit") is not None, None


def _agree(values: frozenset[float], unit: str | None, other: frozenset[float],
           other_unit: str | None) -> bool:
    return NumberMention("", 0, 0, values, unit).agrees_with(
        NumberMention("", 0, 0, other, other_unit))


def _passage_range(passage: str, n: NumberMention) -> tuple[int, frozenset[float], str] | None:
    """The passage's range ``n`` ends: (start of its words with their lead, low values,
    the low end as written)."""
    found = range_of(passage, n)
    low = _low_end(passage, n)
    if found is None or low is None:
        return None
    return low[0], frozenset({found[0]}), low[2]


def range_edits(claim: str, passage: str, mine: list[NumberMention],
                theirs: list[NumberMention]) -> list[tuple[int, int, str]]:
    """Edits (start, end, the passage's words) for the claim's ranges and in-range values.

    ``mine`` and ``theirs`` are the number mentions of ``claim`` and ``passage``. A claim
    number that ends a range of the claim gets an edit of the whole range, one that
    keeps the claim's own words where the passage states the range in the same words,
    or states no such range and the low end has no unit of its own ("1 to 7 years": its
    "1" is in years whatever "7 years" is read as): the caller reads none of those
    ranges' numbers on their own. Ends with units of their own ("3000 EUR to 6000 EUR")
    are left to be read one by one.
    """
    edits: list[tuple[int, int, str]] = []
    possible = _POSSIBLE.search(claim) is not None
    lows = {id(cm): _low_end(claim, cm) for cm in mine if cm.unit is not None}
    # the claim's own ranges: their ends are no single values to read in a range
    spans = [(low[0], cm.end) for cm in mine if (low := lows.get(id(cm))) is not None]
    for cm in mine:
        if cm.unit is None:
            continue
        low = lows[id(cm)]
        if low is not None:
            start, low_values, low_text, own_unit, low_unit = low
            said: str | None = None if own_unit else claim[start:cm.end]
            for n in theirs:
                pr = _passage_range(passage, n) if cm.agrees_with(n) else None
                if pr is not None and _agree(low_values, low_unit or cm.unit, pr[1], n.unit):
                    # the same numbers in the same words need no reading ("30 to 45
                    # days" beside "between 30 and 45 days")
                    said = (passage[pr[0]:n.end] if n.text != cm.text or pr[2] != low_text
                            else claim[start:cm.end])
                    break
            if said is not None:
                edits.append((start, cm.end, said))
                continue
        if (not possible or any(a <= cm.start < b for a, b in spans)
                or any(cm.agrees_with(n) for n in theirs)):
            continue
        found = next(((n, w) for n in theirs
                      if (w := in_range(cm, passage, n, claim)) is not None), None)
        if found is not None:
            n, words = found
            at = n.end - len(words)
            lead = _LEAD.search(passage, max(0, at - 10), at)
            edits.append((cm.start, cm.end, (lead.group(0) if lead else "") + words))
    return edits
