"""Steps in the other order: "order the new card first, then block the lost one"
where the source says "block it first, then order a new one".

A procedure's order is what a support answer gets wrong while using every word
of its source, so the verifier reads it as entailed (v7: PASS, P 0.05). Each
sentence is read for an ordered pair of steps: "first A, then B", "A first,
then B", "A before B", "A, and then B" (each step up to a comma, ";" or the
sentence's end; "before the money is paid out" sets a deadline, not a step). A
claim's pair whose first step shares its words with the source's second and its
second with the source's first, and not the other way round, is the source's
order turned round: a contradiction, reported by the negation check
(:func:`groundtrace.checks.negation.check_negation`).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.lexicon import content_words, same_word
from groundtrace.text.sentences import split_sentences

__all__ = ["order_swap", "step_pairs"]

_STEP = r"[^,;:.!?]+?"
_THEN = r"(?:,|;)?\s+(?:and\s+)?(?:then|after that|afterwards|only then)\s+"
_PAIRS = (
    re.compile(rf"\b(?:first(?:ly)?|start by|begin by)\s+(?P<a>{_STEP}){_THEN}(?P<b>{_STEP})"
               r"(?=[,;:.!?]|$)", re.IGNORECASE),
    re.compile(rf"(?P<a>{_STEP})\s+first{_THEN}(?P<b>{_STEP})(?=[,;:.!?]|$)", re.IGNORECASE),
    re.compile(rf"(?P<a>{_STEP})\s+before\s+(?P<b>{_STEP})(?=[,;:.!?]|$)", re.IGNORECASE),
)


_ANY_ORDER = re.compile(r"\b(?:first|firstly|before|start by|begin by)\b", re.IGNORECASE)
# "before" and a thing's event is a deadline, not a second step: "cancel a notice before
# the money is paid out", "If you need money before the notice period ends".
_DEADLINE = re.compile(r"\s*(?:the|a|an|your|its|their|this|that|these|those|each|every|"
                       r"any)\b", re.IGNORECASE)


def step_pairs(text: str) -> list[tuple[int, int, set[str], set[str]]]:
    """(start, end, first step's content words, second step's) of each ordered pair of
    steps in ``text``."""
    out = []
    for seg in split_sentences(text):
        for pattern in _PAIRS:
            for m in pattern.finditer(seg.text):
                if pattern is _PAIRS[2] and _DEADLINE.match(m.group("b")):
                    continue
                a, b = content_words(m.group("a")), content_words(m.group("b"))
                lead = len(m.group(0)) - len(m.group(0).lstrip())
                if a and b:
                    out.append((seg.start + m.start() + lead, seg.start + m.end(), a, b))
    return out


def _like(x: set[str], y: set[str]) -> bool:
    """Whether two steps share half the words of the shorter and a quarter of the longer
    ("block the lost one" / "block it"; not a name two long clauses share)."""
    shared = sum(any(same_word(w, o) for o in y) for w in x)
    return (shared >= max(1, math.ceil(0.5 * min(len(x), len(y))))
            and shared >= 0.25 * max(len(x), len(y)))


def order_swap(claim: str, evidence: Sequence[SourceText], *,
               claim_offset: int = 0) -> CheckHit | None:
    """A contradiction where the claim orders two steps the other way round from an
    evidence sentence, else None."""
    if _ANY_ORDER.search(claim) is None:  # most claims order nothing: no sentence split
        return None
    mine = step_pairs(claim)
    if not mine:
        return None
    for e in evidence:
        for s_start, s_end, sa, sb in step_pairs(e.text):
            for c_start, c_end, ca, cb in mine:
                if _like(ca, sb) and _like(cb, sa) and not (_like(ca, sa) and _like(cb, sb)):
                    said = e.text[s_start:s_end]
                    return CheckHit("negation", CheckOutcome.CONTRADICTED,
                                    claim_offset + c_start, claim_offset + c_end,
                                    claim[c_start:c_end], e.sub_span(s_start, s_end), said,
                                    f"the claim puts the steps the other way round from the "
                                    f"source ({said!r})")
    return None
