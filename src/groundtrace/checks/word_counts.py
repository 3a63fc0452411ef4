"""A count the claim writes out, against the count the source states in the same words.

A claim's number words stay prose for the numbers check ("two weeks ago", "a
business that's been trading for eight months": the answer's own case, which no source
states; reading them as values flagged grounded answers). But "After two failed
payments in a row, the standing order is cancelled" beside "After three failed
payments in a row, ..." and "The rate is 3.65% fixed for three years" beside "3.65%
fixed for 5 years" restate one sentence with its count changed: the words around the
count are the source's own.

:func:`word_count_hits` reads a number word of the claim (two to ninety; not "one",
which is as often an article) against each count of an evidence passage, in digits or
words, that has the same word right before it, the same word (in either form) right
after it, and one more the same: the word before that, or the word after that. Where
one such count agrees, or a count with the same word before and after it alone ("after
5 wrong attempts" for "After five wrong PIN attempts"), nothing is said (the claim
restates it); where each differs, the claim's count is contradicted by the first. With
no such count the words stay prose, and so do a count after "than" (a bound) and one
inside a number in words ("one hundred and five").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.lexicon import STOPWORDS, same_word
from groundtrace.checks.number_mentions import NUMBER_WORDS, NumberMention
from groundtrace.text.normalize import fold_with_offsets

__all__ = ["word_count_hits"]

# Digits (with their separators) or words, as folded text has them.
_TOKEN = re.compile(r"\d+(?:[.,]\d+)*|[^\W\d_]+(?:['’][^\W\d_]+)*")
#: Number words the claim's counts are read from: "one" (an article as often as a
#: count), zero, and the scale words ("hundred", "dozen") are not.
_COUNTS = {w: float(v) for w, v in NUMBER_WORDS.items() if 2 <= v <= 90}

_Token = tuple[str, int, int]


def _tokens(text: str) -> list[_Token]:
    folded, index = fold_with_offsets(text)
    return [(m.group().lower(), index[m.start()], index[m.end() - 1] + 1)
            for m in _TOKEN.finditer(folded)]


def _value(token: str) -> float | None:
    if token.isdigit():
        return float(token)
    return float(NUMBER_WORDS[token]) if token in NUMBER_WORDS else None


def _frame_matches(mine: list[_Token], i: int, theirs: list[_Token], j: int) -> bool:
    """Whether the count at ``theirs[j]`` stands in the words of the count at ``mine[i]``:
    the word before it, the word after it (in either form), and the word before that or
    the word after that."""
    if mine[i - 1][0] != theirs[j - 1][0] or not same_word(mine[i + 1][0], theirs[j + 1][0]):
        return False
    before = i >= 2 and j >= 2 and mine[i - 2][0] == theirs[j - 2][0]
    after = (i + 2 < len(mine) and j + 2 < len(theirs)
             and same_word(mine[i + 2][0], theirs[j + 2][0]))
    return before or after


def _near(mine: list[_Token], i: int, theirs: list[_Token], j: int) -> bool:
    """Whether the count at ``theirs[j]`` has the word before and the word after the
    count at ``mine[i]`` ("after 5 wrong attempts" for "After five wrong PIN attempts")."""
    return mine[i - 1][0] == theirs[j - 1][0] and same_word(mine[i + 1][0], theirs[j + 1][0])


def word_count_hits(claim: str, mentions: Sequence[NumberMention],
                    evidence: Sequence[SourceText], *, claim_offset: int = 0
                    ) -> list[CheckHit]:
    """The numbers check's findings on the claim's counts in words, as the module
    docstring reads them (``mentions``: the values the check reads already)."""
    mine = _tokens(claim)
    out: list[CheckHit] = []
    passages: list[tuple[SourceText, list[_Token]]] | None = None
    for i in range(1, len(mine) - 1):
        word, start, _ = mine[i]
        if word not in _COUNTS or any(m.start <= start < m.end for m in mentions):
            continue
        if _value(mine[i - 1][0]) is not None or _value(mine[i + 1][0]) is not None or (
                mine[i - 1][0] == "and" and i >= 2 and _value(mine[i - 2][0]) is not None):
            continue  # "twenty five", "two 50 EUR notes", "one hundred and five"
        if mine[i - 1][0] == "than":
            continue  # "more than three decades" bounds the count: no count to restate
        if mine[i + 1][0] in STOPWORDS:
            continue  # "two of", "three and": no counted word after it
        if passages is None:
            passages = [(e, _tokens(e.text)) for e in evidence]
        counts = [(e, theirs, j) for e, theirs in passages for j in range(1, len(theirs) - 1)
                  if _value(theirs[j][0]) is not None]
        found = [(e, theirs[j]) for e, theirs, j in counts if _frame_matches(mine, i, theirs, j)]
        if not found or any(_value(theirs[j][0]) == _COUNTS[word] and _near(mine, i, theirs, j)
                            for _, theirs, j in counts):
            continue
        src, (_, s_start, s_end) = found[0]
        c_end = mine[i + 1][2]
        said, theirs_said = claim[start:c_end], src.text[s_start:s_end]
        out.append(CheckHit(
            "numbers", CheckOutcome.CONTRADICTED, claim_offset + start, claim_offset + c_end,
            said, src.sub_span(s_start, s_end), theirs_said,
            f"the claim says {said!r} ({_COUNTS[word]:g}) where the source says "
            f"{theirs_said!r} in the same words"))
    return out
