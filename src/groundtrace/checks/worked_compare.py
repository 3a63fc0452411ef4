"""A case of the claim's own, compared with a value the source states.

"No, a single 1,800 EUR payment is over the 1,500 EUR limit per transaction", "A 700
GBP transfer is below our 1,000 GBP minimum": the answer takes a case of its own (an
amount the customer names, or one made up to show how a rule works) and says on which
side of the source's value it lies. The numbers check called the case's
value contradicted by the source's (or never stated). The numbers check
(:mod:`groundtrace.checks.numbers`) reads it with :func:`compared_case` before it
looks for the value in the source.

The case must be put as one ("a single 1,800 EUR payment", "For a 25,000 EUR
transfer", "If you pay 700 GBP": an indefinite article, "any" or "if" right before
it, with at most two words between), a comparison must follow it in the same sentence,
right before the value compared with ("is over the", "was below our", "which is within
your"), that value must be one an evidence passage states in the same unit, and the
comparison must hold of the case's value. A value of the source's own record ("your
payment of 1,900 EUR") is no made-up case: it is left to the numbers check. What the
claim says follows from the comparison is the verifier's to read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.number_mentions import NumberMention, find_numbers

__all__ = ["ComparedCase", "compared_case"]

# A case put as one, right before its value: "a single [1,800 EUR]", "For a [25,000 EUR]",
# "any [500 EUR]", "If you pay in [650 EUR]".
_PUT_AS_CASE = re.compile(r"(?:\b(?:an?|any)\s+(?:[^\W\d_][\w-]*\s+){0,2}|"
                          r"\bif\s+(?:[^\W\d_][\w'-]*\s+){1,4})$", re.IGNORECASE)
# A comparison after the case's value, before the value it is compared with: "is over
# the", "was below our", "that's only required above", "which is within your".
_COMPARISON = re.compile(
    r"\b(?:is|was|are|were|'s|’s|be)\s+(?:(?:only|just|well|still|far|required|allowed)\s+){0,2}"
    r"(?P<cmp>over|above|more than|higher than|greater than|in excess of|below|under|"
    r"less than|lower than|short of|within)\s+(?:(?:the|our|your|its|their|this|that)\s+)?"
    r"(?:[^\W\d_][\w-]*\s+){0,2}$", re.IGNORECASE)
_ABOVE = frozenset({"over", "above", "more than", "higher than", "greater than", "in excess of"})
# How far after the case's value its comparison may start.
_REACH = 120


@dataclass(frozen=True)
class ComparedCase:
    """The claim's ``case`` value, on the side its comparison says of an evidence value
    at ``start``-``end`` of ``source.text``."""

    case: NumberMention
    compared: NumberMention  # the claim's mention of the value it is compared with
    source: SourceText
    start: int
    end: int

    def hit(self, c_start: int, c_end: int) -> CheckHit:
        said = self.source.text[self.start:self.end]
        return CheckHit("numbers", CheckOutcome.SUPPORTED, c_start, c_end, self.case.text,
                        self.source.sub_span(self.start, self.end), said,
                        f"{self.case.text!r} is a case the claim puts, on the side of the "
                        f"source's {said!r} it says")


def _holds(cmp: str, case: NumberMention, other: NumberMention) -> bool:
    cmp = " ".join(cmp.lower().split())
    x, y = max(case.values), max(other.values)
    if cmp in _ABOVE:
        return x > y
    if cmp == "within":
        return x <= y
    return x < y


def compared_case(claim: str, mentions: Sequence[NumberMention],
                  evidence: Sequence[SourceText]) -> list[ComparedCase]:
    """Each value of ``claim`` put as a case and compared, truly, with a later value of
    the claim that an evidence passage states in the same unit."""
    out = []
    for i, case in enumerate(mentions):
        if case.unit is None or not _PUT_AS_CASE.search(claim, max(0, case.start - 40),
                                                        case.start):
            continue
        for other in mentions[i + 1:]:
            if other.start - case.end > _REACH:
                break  # mentions come in order: the rest are further still
            if other.unit != case.unit:
                continue
            gap = claim[case.end:other.start]
            if any(c in gap for c in ".;!?"):
                break
            m = _COMPARISON.search(gap)
            if m is None or not _holds(m.group("cmp"), case, other):
                continue
            stated = next(((e, n) for e in evidence for n in find_numbers(e.text, source=True)
                           if n.unit == other.unit and other.agrees_with(n)), None)
            if stated is not None:
                e, n = stated
                out.append(ComparedCase(case, other, e, n.start, n.end))
                break
    return out
