"""A difference worked out from two values, said with the comparison it makes.

"hold_amount: 450.00 EUR ... final charge: 312.60 EUR" makes "The hold is 137.40 EUR
more than what the hotel finally charged you" true, "Even the largest deposit, 9,900 EUR,
was 100 EUR below the 10,000 EUR reporting threshold" states its own two values, and
"Your new limit is 5,000 EUR, which is 2,000 EUR more than before" takes the old limit
from the source; the numbers check called each difference contradicted by one of its
two ends. The numbers check (:mod:`groundtrace.checks.numbers`) reads a claim's value
followed by a comparison ("more than", "less than", "above", "below", "short of",
"higher than", "lower than", "over", "under", "younger than", "older than") with
:func:`worked_difference` before it looks for the value in the source.

The two ends must be values of the claim or of the evidence in the difference's unit
(an amount of money, a rate, a count, a number of years; a number of years may also lie
between two years: "27 years younger" beside births in 1961 and 1988), at least one of
them the evidence's, and differ by the claim's value to the cent. Which way the claim
says the difference goes, and between what, is the verifier's to read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.number_mentions import NumberMention, find_numbers

__all__ = ["WorkedDifference", "worked_difference"]

# A comparison right after the value: "137.40 EUR more than", "30 points short of",
# "0.14 above the threshold", "27 years younger than".
_COMPARED = re.compile(r"\s*(?:points?\s+)?(?:more|less|fewer|higher|lower|above|below|over|"
                       r"under|short\s+of|younger|older|greater|smaller|bigger|larger)\b",
                       re.IGNORECASE)
#: Differences are stated to the cent.
_CENT = 0.005


@dataclass(frozen=True)
class WorkedDifference:
    """The claim's ``difference`` and an evidence value at ``start``-``end`` of
    ``source.text`` that is one of its two ends."""

    difference: NumberMention
    source: SourceText
    start: int
    end: int
    other: str  # the other end, as written (the claim's or the evidence's)

    def hit(self, c_start: int, c_end: int) -> CheckHit:
        said = self.source.text[self.start:self.end]
        return CheckHit("numbers", CheckOutcome.SUPPORTED, c_start, c_end,
                        self.difference.text, self.source.sub_span(self.start, self.end), said,
                        f"{self.difference.text!r} is the difference between the source's "
                        f"{said!r} and {self.other!r}")


def _ends(d: NumberMention, n: NumberMention) -> bool:
    """Whether ``n`` may be an end of the difference ``d``: the same unit, or a year of a
    number of years."""
    if d.unit == "year" and n.unit is None:
        return any(1900 <= v <= 2100 and v == int(v) for v in n.values)
    return n.unit == d.unit if d.unit is not None else n.unit is None


def worked_difference(claim: str, mentions: Sequence[NumberMention],
                      evidence: Sequence[SourceText]) -> WorkedDifference | None:
    """The claim's value said with a comparison that two values (of the claim or the
    evidence, one at least the evidence's) differ by, or None."""
    diffs = [m for m in mentions if _COMPARED.match(claim, m.end)]
    if not diffs:
        return None
    theirs = [(e, n) for e in evidence
              for n in find_numbers(e.text, source=True, include_years=True)]
    for d in diffs:
        mine = [m for m in mentions if m is not d and _ends(d, m)]
        ends = [(e, n) for e, n in theirs if _ends(d, n)]
        for i, (e, a) in enumerate(ends):
            others = [(m.text, m.values) for m in mine] + [
                (e2.text[b.start:b.end], b.values) for e2, b in ends[i + 1:]]
            for text, values in others:
                if any(abs(abs(x - y) - v) < _CENT for x in a.values for y in values
                       for v in d.values):
                    return WorkedDifference(d, e, a.start, a.end, text)
    return None
