"""What the verifier reads: the claim, with each value written as its passage writes it.

A small NLI model reads the surface of a number, not its value: v5 scores
"The card payment limit is 3000 EUR per day by default" against "The default
daily limit for card payments is 3,000 EUR" as a contradiction (0.53), and the
same claim with "3,000 EUR" as entailed (0.88). Whether two numbers are equal
is not the model's to guess: the numbers check reads "3000 EUR" and
"3,000 EUR", "€2.50" and "2.50 EUR", "50 cents" and "0.50 EUR", "7.9 percent"
and "7.9%" as the same value in the same unit. Dates likewise: "The new
conditions apply from 1/3/2026" against a passage saying they apply "from 1
March 2026" reads as a contradiction (0.77), with "1 March 2026" as entailed
(0.99), and the date parser reads both as the same day (these scores:
``bench/run_verifier_readings.py``). So before a (passage, claim) pair goes
to the verifier, each number or date of the claim that states the same value
as one of that passage is written as the passage writes it; the words around
it stay. The verifier then judges what the claim says about the value, not
how it is typed.

Only the verifier's input changes: the deterministic checks read the claim as
written, and each :class:`~groundtrace.claims.results.Evidence` records the
text the verifier read with it (``read_as``) whenever it differs, so an
auditor sees exactly which pair was scored.
"""

from __future__ import annotations

from groundtrace.checks.number_mentions import NumberMention, find_numbers
from groundtrace.text.dates import DateMention, find_dates

__all__ = ["aligned_claim"]


def _mentions(text: str, dates: list[DateMention]) -> list[NumberMention]:
    # Numbers written out before a unit ("ten seconds") count on both sides; a
    # number inside a date ("1/3/2026") is the date's.
    return [n for n in find_numbers(text, include_years=True, source=True)
            if not any(d.start < n.end and n.start < d.end for d in dates)]


def _same_kind(claim: NumberMention, passage: NumberMention) -> bool:
    """Equal value, and both bare numbers or both with comparable units.

    A bare "3000" beside a passage's "3,000 EUR" is left alone: writing the
    passage's unit into the claim would add words the claim never said.
    """
    if (claim.unit is None) != (passage.unit is None):
        return False
    return claim.agrees_with(passage)


def _one_date(d: DateMention) -> bool:
    """A date, not a period: no decade ("1970s") or season ("2018-19")."""
    return not d.decade and len({r[0] for r in d.readings}) == 1


def _same_date(claim: DateMention, passage: DateMention) -> bool:
    """The same date stated as precisely: "1/3/2026" and "1 March 2026", not
    "May 2025" and "15 May 2025" (the claim would gain a day it never said)."""
    return _one_date(claim) and _one_date(passage) and bool(claim.readings & passage.readings)


def aligned_claim(claim: str, passage: str) -> str:
    """``claim`` with each number or date that states a value of ``passage`` in the
    passage's words.

    A claim value equal to several passage values takes the first. A value
    the passage does not state, or states in the same words, is left as it
    is; a claim with no number or date is returned unchanged.
    """
    c_dates = find_dates(claim)
    c_numbers = _mentions(claim, c_dates)
    if not c_dates and not c_numbers:
        return claim
    p_dates = find_dates(passage)
    edits: list[tuple[int, int, str]] = []
    for cd in c_dates:
        same_d = next((d for d in p_dates if _same_date(cd, d)), None)
        if same_d is not None and same_d.text != cd.text:
            edits.append((cd.start, cd.end, same_d.text))
    if c_numbers:
        theirs = _mentions(passage, p_dates)
        for mine in c_numbers:
            same_n = next((n for n in theirs if _same_kind(mine, n)), None)
            if same_n is not None and same_n.text != mine.text:
                edits.append((mine.start, mine.end, same_n.text))
    if not edits:
        return claim
    out: list[str] = []
    at = 0
    for start, end, text in sorted(edits):
        out.append(claim[at:start])
        out.append(text)
        at = end
    out.append(claim[at:])
    return "".join(out)
