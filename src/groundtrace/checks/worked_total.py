"""A total worked out from the amounts the source lists.

"On three days the customer made cash deposits of 9,500 EUR, 9,800 EUR and 9,200
EUR" makes "the deposits total 28,500 EUR" true, though the source never states
28,500; a decision rationale or an account summary says exactly that. The
numbers check (:mod:`groundtrace.checks.numbers`) reads a claim's value that is
said to be a total ("total", "in total", "altogether", "combined", "add up to")
with :func:`worked_total` before it looks for the value in the source, so it
neither calls it unstated nor contradicts it with one of the parts. The parts
must be amounts in a row of one evidence sentence, in the claim's unit, or its
amounts of that unit alone, in a row (a record's lines: "Rejected line 12:
2,180.00 EUR ... Rejected line 27: 1,960.00 EUR"); what they are amounts of is
the verifier's to judge.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.number_mentions import NumberMention, find_numbers
from groundtrace.text.sentences import split_sentences

__all__ = ["WorkedTotal", "worked_total"]

# Words that make a value a total: "total(s)", "a total of", "in total", "altogether",
# "combined", "add up to", "sum of".
_TOTAL = re.compile(r"\b(?:total(?:s|led|ing|ling)?|altogether|combined|add(?:s|ed)? up to|"
                    r"sum(?:s|med)? (?:of|to)|in all)\b", re.IGNORECASE)
#: How far before a value (and after it: "28,500 EUR in total") its total word may be.
_BEFORE, _AFTER = 40, 16
#: Totals are stated to the cent.
_CENT = 0.005


@dataclass(frozen=True)
class WorkedTotal:
    """The claim's ``total`` and the run of the source's amounts (at ``start``-``end``
    of ``source.text``) that adds up to it."""

    total: NumberMention
    source: SourceText
    start: int
    end: int

    def hit(self, c_start: int, c_end: int) -> CheckHit:
        said = self.source.text[self.start:self.end]
        return CheckHit("numbers", CheckOutcome.SUPPORTED, c_start, c_end, self.total.text,
                        self.source.sub_span(self.start, self.end), said,
                        f"{self.total.text!r} is the sum of the source's {said!r}")


def _said_total(claim: str, m: NumberMention) -> bool:
    # the total word in the value's own clause
    before = re.split(r"[.;:!?]", claim[max(0, m.start - _BEFORE):m.start])[-1]
    after = re.split(r"[.;:!?,]", claim[m.end:m.end + _AFTER])[0]
    return _TOTAL.search(before) is not None or _TOTAL.search(after) is not None


def _sums(run: Sequence[NumberMention], unit: str) -> float | None:
    """The sum of ``run`` when each part has one reading and the run is in ``unit`` (a
    bare number takes the unit of the list it is in: "9,500, 9,800 and 9,200 EUR")."""
    if any(len(n.values) != 1 or n.unit not in (None, unit) for n in run):
        return None
    if run[-1].unit != unit:
        return None
    return sum(next(iter(n.values)) for n in run)


def worked_total(claim: str, mentions: Sequence[NumberMention],
                 evidence: Sequence[SourceText]) -> WorkedTotal | None:
    """The claim's value said to be a total where two or more amounts in a row of an
    evidence sentence add up to it, in the claim's unit, or None."""
    totals = [m for m in mentions if m.unit is not None and _said_total(claim, m)]
    if not totals:
        return None
    for e in evidence:
        for s in split_sentences(e.text):
            values = find_numbers(s.text, source=True)
            for total in totals:
                # the amounts in a row, and the amounts of the total's unit alone: a
                # record's lines number what they list ("Rejected line 12: 2,180.00 EUR,
                # ... / Rejected line 27: 1,960.00 EUR, ...")
                in_unit = [v for v in values if v.unit == total.unit]
                for row in (values,) if len(in_unit) == len(values) else (values, in_unit):
                    run = _adding_up(row, total)
                    if run is not None:
                        return WorkedTotal(total, e, s.start + run[0], s.start + run[1])
    return None


def _adding_up(values: Sequence[NumberMention], total: NumberMention) -> tuple[int, int] | None:
    """(start, end) of the first run of two or more of ``values`` that adds up to
    ``total`` in its unit, or None."""
    for i in range(len(values)):
        for j in range(i + 2, len(values) + 1):
            got = _sums(values[i:j], total.unit or "")
            if got is not None and any(abs(got - t) < _CENT for t in total.values):
                return values[i].start, values[j - 1].end
    return None
