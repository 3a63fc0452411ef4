"""A claim that says, word for word, what its passage says: entailed without the verifier.

The claim layer takes such a (passage, claim) pair as entailed and does not put it to
the verifier (``claims.engine``); the checks still run on it.
"""

from __future__ import annotations

import re

from groundtrace.text.sentences import split_sentences

__all__ = ["quoted"]


def _plain(text: str) -> str:
    """``text`` with case, spacing and its final stop set aside."""
    return " ".join(text.split()).casefold().rstrip(".!?;:")


#: Where a sentence's first clause ends: what comes before states itself. v7 reads
#: "Savings Plus pays 2.1% AER." as contradicted (0.51) by "Savings Plus pays 2.1% AER
#: and has no minimum deposit." and "Instant transfers cost 0.50 EUR." at 0.52 entailed
#: by "... cost 0.50 EUR and arrive within ten seconds."
_CLAUSE_END = re.compile(r",? and |; |, but |, while |, whereas ")
_CLAUSE_WORDS = 3


def quoted(claim: str, passage: str) -> bool:
    """Whether ``claim`` is one or more whole, consecutive sentences of ``passage``, or
    the start of one up to the end of a clause ("X" of "X and Y", "X; Y", "X, but
    Y"), word for word (case, spacing and the final stop aside)."""
    target = _plain(claim)
    if not target or target not in _plain(passage):
        return False
    sentences = split_sentences(passage)
    for i, first in enumerate(sentences):
        whole = _plain(first.text)
        if len(target.split()) >= _CLAUSE_WORDS and any(
                whole[:m.start()] == target for m in _CLAUSE_END.finditer(whole)):
            return True
        for last in sentences[i:]:
            got = _plain(passage[first.start:last.end])
            if got == target:
                return True
            if len(got) > len(target):
                break
    return False
