"""A count the claim writes out, against the count the source states in the same words.

A claim's number words stay prose for the numbers check ("two weeks ago", "a
business that's been trading for eight months": the answer's own case, which no source
states; reading them as values flagged grounded answers). But "After two failed
payments in a row, the standing order is cancelled" beside "After three failed
payments in a row, ..." and "The rate is 3.65% fixed for three years" beside "3.65%
fixed for 5 years" restate one sentence with its count changed: the words around the
count are the source's own.

:func:`word_count_hits` reads a number word of the claim (one to ninety) against each
count of an evidence passage, in digits or words, that has the same word right before
it, the same word (in either form) right after it, and one more the same: the word
before that, or the word after that; or, with no bound right before either count and no
year in the source's, the same three words after it ("[make] three withdrawals a year"
beside "[to] two withdrawals a year"). Where one such count agrees, or a count with the
same word before and after it alone ("after 5 wrong attempts" for "After five wrong PIN
attempts"), nothing is said (the claim restates it); nor where the claim states the
source's count of the same word too ("10 AFC championships compared to the Steelers' 8
AFC championships"), or the source's sentence states the claim's ("a score of 34 out of
100 based on"). Where each differs, the claim's count is contradicted by the first. The
same reading decides a count the claim writes in digits ("After 2 failed payments",
:class:`CountFrames`), where the source's count in the same words differs. So does an
ordinal word against the ordinals in the same words ("the third failed payment" beside
"the second failed payment"). With no such count the words stay prose, and so do a count
after "than", one a negation comes right before ("was not the first woman"), and one
inside a number in words ("one hundred and five"); a count with a bound before it ("over
the fourth highest") meets only a count with the same bound.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.lexicon import STOPWORDS, same_word
from groundtrace.checks.number_context import other_period
from groundtrace.checks.number_mentions import NUMBER_WORDS, NumberMention
from groundtrace.text.normalize import fold_with_offsets
from groundtrace.text.sentences import sentence_at

__all__ = ["ORDINAL_WORDS", "CountFrames", "word_count_hits"]

# Digits (with their separators) or words, as folded text has them.
_TOKEN = re.compile(r"\d+(?:[.,]\d+)*|[^\W\d_]+(?:['’][^\W\d_]+)*")
#: Number words the claim's counts are read from: "one" to "ninety" (zero, the scale
#: words "hundred" and "dozen", and the Spanish articles "una" / "uno" are not; like
#: any count, "one" is one only where a counted word follows it: "one of" is no count).
_COUNTS = {w: float(v) for w, v in NUMBER_WORDS.items()
           if 1 <= v <= 90 and w not in ("uno", "una")}

_Token = tuple[str, int, int]


def _tokens(text: str) -> list[_Token]:
    folded, index = fold_with_offsets(text)
    return [(m.group().lower(), index[m.start()], index[m.end() - 1] + 1)
            for m in _TOKEN.finditer(folded)]


#: Ordinal words: "the third failed payment" beside "the second failed payment". Their
#: values are kept apart from the counts' (an ordinal is compared with ordinals only).
ORDINAL_WORDS = {w: float(i) for i, w in enumerate(
    ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
     "tenth", "eleventh", "twelfth"], start=1)}
_ORDINAL = 1000.0


def _cardinal(token: str) -> float | None:
    if token.isdigit():
        return float(token)
    return float(NUMBER_WORDS[token]) if token in NUMBER_WORDS else None


def _value(token: str) -> float | None:
    return _ORDINAL + ORDINAL_WORDS[token] if token in ORDINAL_WORDS else _cardinal(token)


def _frame_matches(mine: list[_Token], i: int, theirs: list[_Token], j: int) -> bool:
    """Whether the count at ``theirs[j]`` stands in the words of the count at ``mine[i]``:
    the word before it, the word after it (in either form), and the word before that or
    the word after that; or the three words after it ("[make] three withdrawals a year"
    beside "[to] two withdrawals a year")."""
    if (_after_matches(mine, i, theirs, j, _WORDS_AFTER)
            and not {mine[i - 1][0], theirs[j - 1][0]} & _BOUNDS
            and _YEAR.fullmatch(theirs[j][0]) is None):
        return True  # not "under 170 appearances" beside "169 appearances", nor a year
    if mine[i - 1][0] != theirs[j - 1][0] or not same_word(mine[i + 1][0], theirs[j + 1][0]):
        return False
    before = i >= 2 and j >= 2 and mine[i - 2][0] == theirs[j - 2][0]
    after = (i + 2 < len(mine) and j + 2 < len(theirs)
             and same_word(mine[i + 2][0], theirs[j + 2][0]))
    return before or after


#: Words after a count that place it in the source's words whatever comes before it.
_WORDS_AFTER = 3
_YEAR = re.compile(r"1[5-9]\d\d|20\d\d")


def _after_matches(mine: list[_Token], i: int, theirs: list[_Token], j: int, n: int) -> bool:
    """Whether the ``n`` words after ``mine[i]`` are those after ``theirs[j]``."""
    return (i + n < len(mine) and j + n < len(theirs)
            and all(same_word(mine[i + k][0], theirs[j + k][0]) for k in range(1, n + 1)))


def _near(mine: list[_Token], i: int, theirs: list[_Token], j: int) -> bool:
    """Whether the count at ``theirs[j]`` has the word before and the word after the
    count at ``mine[i]`` ("after 5 wrong attempts" for "After five wrong PIN attempts")."""
    return mine[i - 1][0] == theirs[j - 1][0] and same_word(mine[i + 1][0], theirs[j + 1][0])


def _sentence_counts(text: str, tokens: list[_Token], j: int) -> set[float]:
    """The counts of the sentence of ``text`` that holds ``tokens[j]``."""
    found = sentence_at(text, tokens[j][1])
    start, end = (found.start, found.end) if found is not None else (0, len(text))
    return {v for t, a, b in tokens if start <= a and b <= end and (v := _value(t)) is not None}


# Words that deny what the count says ("was not the first woman") or bound it ("over
# the fourth highest", "up to two holders").
_NEGATIONS = frozenset({"not", "never", "no", "nor"})
_BOUNDS = frozenset({"over", "under", "above", "below", "beyond", "exceeding", "least",
                     "most", "up", "than", "within", "nearly", "almost", "about", "around"})


class CountFrames:
    """The claim's counts read against the evidence's counts in the same words; the
    evidence is read into words once, when a count first needs it."""

    def __init__(self, claim: str, evidence: Sequence[SourceText]) -> None:
        self.evidence = evidence
        self.mine = _tokens(claim)
        #: Each count the claim states, with the word after it: the source's count of
        #: the same thing is no rival to another count ("10 AFC championships compared to
        #: the Steelers' 8 AFC championships").
        self.stated = [(v, self.mine[k + 1][0]) for k, (t, _, _) in enumerate(self.mine[:-1])
                       if (v := _value(t)) is not None]
        self._passages: list[tuple[SourceText, list[_Token]]] | None = None

    def _counted(self, i: int) -> bool:
        """Whether the token at ``i`` stands as a count of the word after it."""
        mine = self.mine
        if not 0 < i < len(mine) - 1:
            return False
        if _cardinal(mine[i - 1][0]) is not None or _cardinal(mine[i + 1][0]) is not None or (
                mine[i - 1][0] == "and" and i >= 2 and _cardinal(mine[i - 2][0]) is not None):
            return False  # "twenty five", "two 50 EUR notes", "one hundred and five"
        if any(t in _NEGATIONS or t.endswith(("n't", "n’t")) for t, _, _ in mine[max(0, i - 3):i]):
            return False  # "was not the first woman": no count of the claim's own
        # "more than three decades" bounds the count; "two of", "three and": nothing counted
        return mine[i - 1][0] != "than" and mine[i + 1][0] not in STOPWORDS

    def read(self, i: int, value: float) -> tuple[CheckOutcome, SourceText, int, int] | None:
        """How the evidence's counts in the words of the claim's count at token ``i``
        (of ``value``) bear on it: supported or contradicted, with the source count's
        passage and offsets in it; None where no count stands in those words."""
        if not self._counted(i):
            return None
        if self._passages is None:
            self._passages = [(e, _tokens(e.text)) for e in self.evidence]
        mine = self.mine
        ordinal = mine[i][0] in ORDINAL_WORDS  # an ordinal meets ordinals, a count counts
        counts = [(e, theirs, j) for e, theirs in self._passages
                  for j in range(1, len(theirs) - 1) if _value(theirs[j][0]) is not None
                  and (theirs[j][0] in ORDINAL_WORDS) == ordinal]
        # a count with a bound before it ("over the fourth highest-grossing") meets only a
        # count with the same bound
        bounded = i >= 2 and mine[i - 2][0] in _BOUNDS
        found = [(e, theirs, j) for e, theirs, j in counts if _frame_matches(mine, i, theirs, j)
                 and not (bounded and (j < 2 or theirs[j - 2][0] != mine[i - 2][0]))]
        if not found:
            return None
        same = next(((e, theirs[j]) for e, theirs, j in counts
                     if _value(theirs[j][0]) == value and _near(mine, i, theirs, j)), None)
        if same is None and any(self._states(theirs, j)
                                or value in _sentence_counts(e.text, theirs, j)
                                for e, theirs, j in found):
            return None  # the claim states that count too, or the source this one by it
        e, theirs, j = found[0]
        src, (_, start, end) = same or (e, theirs[j])
        return (CheckOutcome.SUPPORTED if same else CheckOutcome.CONTRADICTED), src, start, end

    def _states(self, theirs: list[_Token], j: int) -> bool:
        """Whether the claim states the count at ``theirs[j]`` of the same word."""
        value, word = _value(theirs[j][0]), theirs[j + 1][0]
        return any(v == value and same_word(w, word) for v, w in self.stated)

    def mention(self, cm: NumberMention) -> tuple[CheckOutcome, SourceText, int, int] | None:
        """:meth:`read` for a count in digits the numbers check reads ("After 2 failed
        payments"); None for any other value."""
        if cm.unit is not None or len(cm.values) != 1:
            return None
        (value,) = cm.values
        if value != int(value) or value < 1:
            return None
        i = next((k for k, t in enumerate(self.mine) if t[1] == cm.start and t[2] == cm.end),
                 None)
        return None if i is None else self.read(i, value)

    def contradicted(self, cm: NumberMention, c_start: int, c_end: int) -> CheckHit | None:
        """The numbers check's finding on a count in digits (``cm``, at ``c_start``-
        ``c_end`` of the response) that the evidence states otherwise in the same words,
        else None (one it states the same way is read on as any value is)."""
        found = self.mention(cm)
        if found is None or found[0] is CheckOutcome.SUPPORTED:
            return None
        _, src, start, end = found
        said = src.text[start:end]
        return CheckHit("numbers", CheckOutcome.CONTRADICTED, c_start, c_end, cm.text,
                        src.sub_span(start, end), said,
                        f"the claim says {cm.text!r} where the source says {said!r} in the "
                        "same words")


def word_count_hits(claim: str, mentions: Sequence[NumberMention],
                    evidence: Sequence[SourceText], *, claim_offset: int = 0,
                    frames: CountFrames | None = None) -> list[CheckHit]:
    """The numbers check's findings on the claim's counts in words, as the module
    docstring reads them (``mentions``: the values the check reads already); only the
    contradicted ones: a count the source states otherwise, or the same count per
    another period ("four partial repayments per month" beside "four ... a year",
    :func:`~groundtrace.checks.number_context.other_period`); an agreeing count in words
    says nothing."""
    frames = frames or CountFrames(claim, evidence)
    out: list[CheckHit] = []
    for i, (word, start, _) in enumerate(frames.mine):
        if (word not in _COUNTS and word not in ORDINAL_WORDS) or any(
                m.start <= start < m.end for m in mentions):
            continue
        value = _COUNTS[word] if word in _COUNTS else _value(word) or 0.0
        found = frames.read(i, value)
        if found is None:
            continue
        _, src, s_start, s_end = found
        if found[0] is CheckOutcome.SUPPORTED:
            # the same count, per another period: "up to four partial repayments per
            # month" beside "up to four partial early repayments a year"
            mine = NumberMention(word, start, frames.mine[i][2], frozenset({value}), None)
            theirs = NumberMention(src.text[s_start:s_end], s_start, s_end,
                                   frozenset({value}), None)
            period = other_period(claim, mine, src, theirs, claim_offset)
            if period is not None:
                out.append(period)
            continue
        c_end = frames.mine[i + 1][2]
        said, theirs_said = claim[start:c_end], src.text[s_start:s_end]
        out.append(CheckHit(
            "numbers", CheckOutcome.CONTRADICTED, claim_offset + start, claim_offset + c_end,
            said, src.sub_span(s_start, s_end), theirs_said,
            f"the claim says {said!r}{f' ({_COUNTS[word]:g})' if word in _COUNTS else ''} "
            f"where the source says {theirs_said!r} in the same words"))
    return out
