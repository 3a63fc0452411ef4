"""What the verifier reads: the claim, with each value written as its passage writes it.

A small NLI model reads the surface of a number, not its value: v5 scores
"The card payment limit is 3000 EUR per day by default" against "The default
daily limit for card payments is 3,000 EUR" as a contradiction (0.53), and the
same claim with "3,000 EUR" as entailed (0.88). Whether two numbers are equal
is not the model's to guess: the numbers check reads "3000 EUR" and
"3,000 EUR", "€2.50" and "2.50 EUR", "50 cents" and "0.50 EUR", "7.9 percent"
and "7.9%" as the same value in the same unit. So before a (passage, claim)
pair goes to the verifier, each number of the claim that states the same value
as a number of that passage is written as the passage writes it; the words
around it stay. The verifier then judges what the claim says about the
value, not how it is typed.

Only the verifier's input changes: the deterministic checks read the claim as
written, and each :class:`~groundtrace.claims.results.Evidence` records the
text the verifier read with it (``read_as``) whenever it differs, so an
auditor sees exactly which pair was scored.
"""

from __future__ import annotations

from groundtrace.checks.numbers import NumberMention, find_numbers

__all__ = ["aligned_claim"]


def _mentions(text: str) -> list[NumberMention]:
    # Numbers written out before a unit ("ten seconds") count on both sides.
    return find_numbers(text, include_years=True, source=True)


def _same_kind(claim: NumberMention, passage: NumberMention) -> bool:
    """Equal value, and both bare numbers or both with comparable units.

    A bare "3000" beside a passage's "3,000 EUR" is left alone: writing the
    passage's unit into the claim would add words the claim never said.
    """
    if (claim.unit is None) != (passage.unit is None):
        return False
    return claim.agrees_with(passage)


def aligned_claim(claim: str, passage: str) -> str:
    """``claim`` with each number that states a value of ``passage`` in the passage's words.

    A claim number equal to several passage numbers takes the first. A
    number the passage does not state, or states in the same words, is left
    as it is; a claim with no number is returned unchanged.
    """
    found = _mentions(claim)
    if not found:
        return claim
    theirs = _mentions(passage)
    if not theirs:
        return claim
    out: list[str] = []
    at = 0
    for mine in found:
        same = next((p for p in theirs if _same_kind(mine, p)), None)
        if same is None or same.text == mine.text:
            continue
        out.append(claim[at: mine.start])
        out.append(same.text)
        at = mine.end
    if not out:
        return claim
    out.append(claim[at:])
    return "".join(out)
