"""A value said of another case than the one the source gives it for.

A tariff pairs values with cases in one sentence: "The rate is 2.25% a year for
6 months, 2.75% for 12 months and 3.00% for 24 months". An answer that takes the
right value and the right case from two different pairs ("A 12-month deposit
earns 3.00% a year") states two numbers the source states, so the numbers check
found both, and the verifier, reading the whole list, entailed it (v7: PASS, P
0.25). :func:`mispaired` reads the pairs of each evidence sentence (a value, then
"for" or "on" and the case's value, up to a rate's period between them: "2.25% a
year for 6 months") and, where the claim states one value of the pairs and one
case of them that the sentence pairs otherwise, contradicts the value, citing
the value the sentence gives for the claim's case. The numbers check reads it
before it looks for the value elsewhere
(:func:`~groundtrace.checks.worked_change.worked_values`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.number_mentions import NumberMention, find_numbers
from groundtrace.text.sentences import split_sentences

__all__ = ["Mispaired", "mispaired"]

# What joins a value to its case: "[2.75%] for [12 months]", "[2.25%] a year for [6
# months]", "[5 EUR] on [transfers of] ..." is no pair (the case must be a number).
_FOR = re.compile(r"\s*(?:(?:a|per|each)\s+(?:year|month|week|day)\s+|p\.\s?a\.\s+)?"
                  r"(?:for|on)\s+(?:the\s+|a\s+|an\s+)?", re.IGNORECASE)


@dataclass(frozen=True)
class Mispaired:
    """The claim's ``value``, which the sentence (``source``) pairs with another case
    than the claim's; ``said`` is the pair the sentence gives for the claim's case, at
    ``start``-``end`` of ``source.text``."""

    value: NumberMention
    case: NumberMention
    source: SourceText
    start: int
    end: int

    def hit(self, c_start: int, c_end: int) -> CheckHit:
        said = self.source.text[self.start:self.end]
        return CheckHit("numbers", CheckOutcome.CONTRADICTED, c_start, c_end, self.value.text,
                        self.source.sub_span(self.start, self.end), said,
                        f"the source says {said!r}; it gives {self.value.text!r} for "
                        "another case")


def _pairs(sentence: str) -> list[tuple[NumberMention, NumberMention]]:
    """(value, case) of each pair of ``sentence``: two numbers joined by :data:`_FOR`."""
    found = find_numbers(sentence, source=True)
    return [(a, b) for a, b in pairwise(found)
            if _FOR.fullmatch(sentence, a.end, b.start) is not None]


def mispaired(mentions: Sequence[NumberMention],
              evidence: Sequence[SourceText]) -> Mispaired | None:
    """The claim's value that an evidence sentence gives for another case than the
    claim's, else None. Only a claim with one value and one case of a sentence's
    pairs counts (one listing several pairs restates the list)."""
    if len(mentions) < 2:
        return None
    for e in evidence:
        for s in split_sentences(e.text):
            pairs = _pairs(s.text)
            if len(pairs) < 2:
                continue
            values = [m for m in mentions if any(m.agrees_with(v) for v, _ in pairs)]
            cases = [m for m in mentions if all(m is not v for v in values)
                     and any(m.agrees_with(c) for _, c in pairs)]
            if len(values) != 1 or len(cases) != 1:
                continue
            value, case = values[0], cases[0]
            for v, c in pairs:
                if case.agrees_with(c):
                    if value.agrees_with(v):
                        break  # the sentence's own pair
                    return Mispaired(value, case, e, s.start + v.start, s.start + c.end)
    return None
