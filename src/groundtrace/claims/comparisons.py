"""A comparison with a limit, as the verifier reads it: the claim's own value left out.

A decision rationale joins two facts of two sentences: the applicant's value
("debt-to-income ratio 48%", from the applicant's record) and the rule's limit
("declined if the debt-to-income ratio exceeds 40%", from the policy). "The
application was declined because the debt-to-income ratio of 48% exceeds the
40% limit" then has no one passage that states it, and v7 reads it against
"Credit policy CP-7. An application is declined if the debt-to-income ratio
exceeds 40% or if ..." at 0.05 entailed; without "of 48%" at 0.99
(``bench/run_verifier_readings.py``).

So where a claim compares a value with another of the same unit ("48%
exceeds the 40% limit", "is 48%, above the 40% limit", "3,200 EUR is below
the 4,000 EUR minimum") and the comparison holds, the verifier reads it without
the first value: what is left is the rule's side of it. The value itself is
not lost: the numbers check reads the claim as written and finds "48%" in the
applicant's record, or flags it as a value no source states. A comparison that
does not hold ("38% exceeds the 40% limit") is read as written.
"""

from __future__ import annotations

import itertools
import re

from groundtrace.checks.number_mentions import NumberMention

__all__ = ["comparison_edits"]

# What stands between two values that compare them: " exceeds the ", ", above the ",
# " is higher than the ", " is below the minimum of ".
_BETWEEN = re.compile(
    r"^\s*(?P<comma>,\s*)?(?:(?:is|was|are|were|remains?|stays?)\s+)?(?:well\s+|far\s+)?"
    r"(?P<rel>exceeds?|exceeded|exceeding|above|over|higher than|greater than|more than|"
    r"beyond|below|under|lower than|less than|beneath|within|falls? below|fell below)\s+"
    r"(?:the\s+|a\s+|an\s+|its\s+|our\s+)?(?:(?:maximum|minimum|limit|threshold|cap|ceiling|"
    r"floor)\s+of\s+)?$", re.IGNORECASE)
_ABOVE = ("exceed", "above", "over", "higher", "greater", "more", "beyond")
# Words before the first value that make it the subject's value: "ratio of [48%]",
# "ratio is [48%], above".
_OF = re.compile(r"\s+of\s+$", re.IGNORECASE)
_COPULA = re.compile(r"\b(?:is|was|are|were|stands at|stood at|comes to|came to)\s+$",
                     re.IGNORECASE)


def _holds(rel: str, a: NumberMention, b: NumberMention) -> bool:
    """Whether ``a`` ``rel`` ``b`` for every reading of the two values."""
    rel = rel.lower()
    if rel == "within":
        return all(x <= y for x in a.values for y in b.values)
    if rel.startswith(_ABOVE):
        return all(x > y for x in a.values for y in b.values)
    return all(x < y for x in a.values for y in b.values)


def comparison_edits(claim: str, numbers: list[NumberMention]) -> list[tuple[int, int, str]]:
    """Edits (start, end, replacement) that leave out a compared value that holds.

    ``numbers`` are the claim's number mentions in order.
    """
    edits: list[tuple[int, int, str]] = []
    for a, b in itertools.pairwise(numbers):
        if a.unit is None or a.unit != b.unit:
            continue
        between = _BETWEEN.match(claim[a.end:b.start])
        if between is None or not _holds(between.group("rel"), a, b):
            continue
        before = claim[:a.start]
        of = _OF.search(before)
        if of is not None:
            # "the ratio of 48% exceeds": "the ratio exceeds"; ", above" after it: " above"
            end = a.end + (between.end("comma") if between.group("comma") else 0)
            edits.append((of.start(), end, " " if between.group("comma") else ""))
        elif between.group("comma") and _COPULA.search(before):
            # "the ratio is 48%, above the limit": "the ratio is above the limit"
            edits.append((a.start, a.end + between.end("comma"), ""))
    return edits
