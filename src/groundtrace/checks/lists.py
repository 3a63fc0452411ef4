"""A list of the source said with one of its items swapped for another.

"If your name has changed, you also need to send a marriage certificate, a divorce
certificate or a deed poll showing the change" and the answer "... a marriage
certificate, a divorce certificate or a birth certificate": every word but one is
the source's, so the verifier entails it (v7: PASS, P 0.04). :func:`swapped_item`
reads the lists of things of a claim and of the evidence sentences ("A, B or C",
"A, B and C", "A and B"; noun phrases of at most five words that open with a
determiner, after a comma or the conjunction) and
tells items apart by their own words, leaving out the words every item of the list
shares ("certificate"). Where two lists share at least two items, and each has one
item the other lacks, the claim's is contradicted by the source's. The entities
check reports it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.lexicon import content_words, same_word
from groundtrace.text.sentences import split_sentences

__all__ = ["swapped_item"]

# Up to five words, none a clause's break: one item of a list.
_ITEM = r"[^\W\d_][\w'’-]*(?:\s+[^\W\d_][\w'’-]*){0,4}"
_LIST = re.compile(
    rf"(?P<items>{_ITEM}(?:\s*,\s*{_ITEM})*)\s*,?\s+(?P<conj>and|or)\s+(?P<last>{_ITEM})",
    re.IGNORECASE)
# Words that end an item where a longer phrase goes on: "a deed poll [showing the change]".
_TAIL = re.compile(r"\s+(?:showing|that|which|who|to|for|from|with|in|at|on|by|if|when|"
                   r"before|after|as|is|are|was|were|can|must|will|may)\b.*$", re.IGNORECASE)
_DETERMINER = re.compile(r"\b(?:a|an|the|your|their|our|its|his|her|this|that|these|those|"
                         r"each|every|any|some)\s", re.IGNORECASE)
# Words no noun phrase holds: an item with one is a clause.
_VERBS = re.compile(r"\b(?:is|are|was|were|be|been|has|have|had|do|does|did|can|could|will|"
                    r"would|must|may|might|should|not|\w+n['’]t)\b", re.IGNORECASE)
#: Items two lists must share for one to be the other said with an item swapped.
_MIN_SHARED = 2


@dataclass(frozen=True)
class _List:
    items: tuple[tuple[int, int], ...]  # each item's (start, end) in its text


def _lists(text: str) -> list[_List]:
    """The lists of things in ``text``: every item a noun phrase with its determiner
    ("a marriage certificate"; the first from its last determiner on), so that two
    clauses joined by "and" ("the account isn't frozen and the other holders keep
    full access") and lists of actions are no lists here."""
    out = []
    for m in _LIST.finditer(text):
        spans = []
        at = m.start("items")
        for piece in m.group("items").split(","):
            lead = len(piece) - len(piece.lstrip())
            spans.append((at + lead, at + len(piece.rstrip())))
            at += len(piece) + 1
        last = m.group("last")
        cut = _TAIL.search(last)
        end = m.start("last") + (cut.start() if cut else len(last))
        spans.append((m.start("last"), end))
        first = list(_DETERMINER.finditer(text, spans[0][0], spans[0][1]))
        if not first:
            continue
        spans[0] = (first[-1].start(), spans[0][1])
        if all(_DETERMINER.match(text, a) and not _VERBS.search(text, a, b) for a, b in spans):
            out.append(_List(tuple(spans)))
    return out


def _own_words(text: str, lst: _List) -> list[set[str]]:
    """Each item's content words but those every item of the list shares."""
    words = [content_words(text[a:b]) for a, b in lst.items]
    common = set.intersection(*words) if words else set()
    return [w - common for w in words]


def _same(a: set[str], b: set[str]) -> bool:
    return bool(a) and bool(b) and any(same_word(x, y) for x in a for y in b)


def swapped_item(claim: str, evidence: Sequence[SourceText], *,
                 claim_offset: int = 0) -> CheckHit | None:
    """A contradiction where a list of the claim is a list of an evidence sentence with
    one item swapped for another, else None."""
    mine = _lists(claim)
    if not mine:
        return None
    for e in evidence:
        for s in split_sentences(e.text):
            for theirs in _lists(s.text):
                t_words = _own_words(s.text, theirs)
                for lst in mine:
                    c_words = _own_words(claim, lst)
                    matched = [any(_same(c, t) for t in t_words) for c in c_words]
                    unmatched = [i for i, t in enumerate(t_words)
                                 if not any(_same(c, t) for c in c_words)]
                    if sum(matched) < _MIN_SHARED or all(matched) or len(unmatched) != 1:
                        continue
                    extra = [i for i, ok in enumerate(matched) if not ok]
                    if len(extra) != 1 or not c_words[extra[0]]:
                        continue
                    a, b = lst.items[extra[0]]
                    ta, tb = theirs.items[unmatched[0]]
                    said = s.text[ta:tb]
                    return CheckHit("entities", CheckOutcome.CONTRADICTED, claim_offset + a,
                                    claim_offset + b, claim[a:b],
                                    e.sub_span(s.start + ta, s.start + tb), said,
                                    f"the claim lists {claim[a:b]!r} where the source's list "
                                    f"has {said!r}")
    return None
