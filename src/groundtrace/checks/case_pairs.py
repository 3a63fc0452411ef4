"""A value said of another case than the one the source names in words beside it.

A sentence may list values with the cases they are for, named in words: "a margin of
0.5% on weekdays and 1% at weekends", "The application fee is 295 EUR and the valuation
180 EUR", "3% cashback at supermarkets and 2% at fuel stations". An answer that swaps
them ("a margin of 0.5% at weekends", "The application fee is 180 EUR") states values
the source states, so the numbers check found them, and the verifier, reading the whole
list, entailed them (v7: PASS, P 0.04 and 0.06). :mod:`groundtrace.checks.pairs` reads
pairs whose case is a number ("2.75% for 12 months"); this module reads the others.

Each of a sentence's amounts of money or rates of one unit (two or more, all
different, none a bound that sets a case, with no number of another unit among their
cases) has the content words either after it, up to the next value or its clause's end
("0.5% [on weekdays] and 1% [at weekends], when ..."), or before it, from the previous
value or its clause's start ("The [application fee] is 295 EUR and the [valuation] 180
EUR"): after, where the last value has words after it in its clause or where the words
before a value end with "and" or "or" ("$64 million [in North America] and $11 million
[in other territories] for a worldwide total of $75 million, against a budget of $23
million"), else before. A case's own words are those no other case of the sentence has
(every case needs some; a value with no content words where its case would be, such as
the "$75 million" above, is left out of the list).
The claim's words for each of its values of the sentence are read the same way; where
they hold more of another case's own words than of the value's, the value is
contradicted, citing the other case's pair. A claim of one such value is read by all
its words, and must name two or more of another case's own words and none of its
value's ("The porting application fee is 180 EUR"). Where some evidence sentence pairs
two of the claim's values of a unit as the claim does, nothing is found in that unit.
Values whose cases are read after them, with more than two content words in other
clauses between a case and the next value, are two statements, not a list of cases ("We
expect net debt to fall below $25 billion by the end of the quarter, so our focus has
moved to returning capital, starting with a dividend of $0.13 per share and the share
repurchase program": the $25 billion is no repurchase's).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from groundtrace.checks.base import SourceText
from groundtrace.checks.lexicon import STOPWORDS, same_word, shared_count, tokens
from groundtrace.checks.number_context import bound, trailing_bound
from groundtrace.checks.number_mentions import PRICED, NumberMention, find_numbers
from groundtrace.checks.pairs import Mispaired
from groundtrace.text.sentences import split_sentences

__all__ = ["mispaired_case"]

#: Units of values a tariff lists by case: amounts of money and rates. A duration or
#: a count is more often the case itself ("the 24-month deposit ... every 12 months").
_VALUE_UNITS = PRICED | {"%", "pp"}
#: Another case's own words a claim of one value must name to be read as swapped.
_ONE_VALUE_WORDS = 2
# Where a case's words stop: a clause's end.
_CLAUSE_END = re.compile(r"[,;:()]")
# A joining word that ends the words before a value: they are the previous value's case,
# read after it ("$64 million in North America and $11 million in other territories").
_JOINED = re.compile(r"\b(?:and|or|plus|y|o)\s*$", re.IGNORECASE)
#: Content words other clauses may hold between a value's case, read after it, and the
#: next value ("0.5% on weekdays (Monday to Friday) and 1% at weekends"); more, and the
#: values are two statements, not a list of cases ("net debt to fall below $25 billion by
#: the end of the first quarter, our focus has expanded to returning capital ... to $0.13
#: per share"). Cases read before their values may sit in clauses of their own ("up to
#: 1,000 EUR per day abroad, except with a Gold card, which has a daily limit of 2,500 EUR").
_LIST_GAP = 2


def _words(text: str) -> set[str]:
    return {w for w in tokens(text) if w not in STOPWORDS and not any(c.isdigit() for c in w)}


def _cases(text: str, values: Sequence[NumberMention],
           others: Sequence[NumberMention]) -> list[tuple[set[str], int, int]] | None:
    """(words, start, end) of each value's case in ``text``, the pair's span; None where
    a case holds one of ``others`` (the text's numbers that are not these values), or
    where other clauses between a case read after its value and the next value hold more
    than ``_LIST_GAP`` content words."""
    last_end = values[-1].end
    tail = _CLAUSE_END.split(text[last_end:], maxsplit=1)[0]
    after = bool(_words(tail)) or any(
        _JOINED.search(_CLAUSE_END.split(text[a.end:b.start])[-1])
        for a, b in pairwise(values))
    out = []
    for i, v in enumerate(values):
        if after:
            stop = values[i + 1].start if i + 1 < len(values) else last_end + len(tail)
            piece, *rest = _CLAUSE_END.split(text[v.end:stop], maxsplit=1)
            start, end = v.start, v.end + len(_JOINED.sub("", piece.rstrip(" .!?")).rstrip())
            if len(_words(" ".join(rest))) > _LIST_GAP:
                return None
        else:
            begin = values[i - 1].end if i else 0
            piece = _CLAUSE_END.split(text[begin:v.start])[-1]
            start, end = v.start - len(piece.lstrip()), v.end
        if any(start <= o.start < end for o in others):
            return None
        out.append((_words(piece), start, end))
    return out


def _own(cases: list[tuple[set[str], int, int]]) -> list[set[str]]:
    """Each case's words that no other case of the sentence has."""
    return [{w for w in words if not any(same_word(w, x) for j, (other, _, _) in
                                          enumerate(cases) if j != i for x in other)}
            for i, (words, _, _) in enumerate(cases)]



def mispaired_case(claim: str, mentions: Sequence[NumberMention],
                   evidence: Sequence[SourceText]) -> Mispaired | None:
    """The claim's value that an evidence sentence gives for a case named in words
    other than the one the claim names beside it, where no evidence sentence pairs the
    claim's values of that unit as the claim does, else None."""
    if not any(m.unit in _VALUE_UNITS for m in mentions):
        return None  # no amount or rate to be said of another case
    agreed: set[str] = set()
    found: list[tuple[str, Mispaired]] = []
    for e in evidence:
        for s in split_sentences(e.text):
            for unit, read in _read_sentence(claim, mentions, e, s.start, s.text):
                if read is True:
                    agreed.add(unit)  # a sentence that pairs them as the claim does
                elif isinstance(read, Mispaired):
                    found.append((unit, read))
    return next((m for unit, m in found if unit not in agreed), None)


def _read_sentence(claim: str, mentions: Sequence[NumberMention], e: SourceText,
                   at: int, sentence: str) -> list[tuple[str, Mispaired | bool]]:
    """What one sentence says of the claim's pairs, unit by unit in the order the units
    first appear: a value it gives for another case, or True where it pairs two or more
    of the claim's values as the claim does."""
    out: list[tuple[str, Mispaired | bool]] = []
    found = find_numbers(sentence, source=True)
    # the order units first appear in (a set's order of strings changes from one process
    # to the next)
    for unit in dict.fromkeys(n.unit for n in found if n.unit in _VALUE_UNITS):
        values = [n for n in found if n.unit == unit]
        if len(values) < 2 or any(a.agrees_with(b) for i, a in enumerate(values)
                                  for b in values[i + 1:]):
            continue
        # a bound that sets a case ("except for orders of more than 750 EUR", "in which you
        # spend 6,000 EUR or more") is no value
        if any(bound(sentence, v.start) == "min" or trailing_bound(sentence, v) is not None
               for v in values):
            continue
        cases = _cases(sentence, values, [n for n in found if n.unit != unit])
        if cases is None:
            continue
        # a value with no words of its own for a case ("for a total of $75 million," read
        # after it) is no case of the list
        named = [i for i, (words, _, _) in enumerate(cases) if words]
        if len(named) < 2:
            continue
        values, cases = [values[i] for i in named], [cases[i] for i in named]
        own = _own(cases)
        # the claim's values of the sentence's (a total worked from them is not)
        mine = [m for m in mentions if m.unit == unit and any(m.agrees_with(v) for v in values)]
        if not all(own) or not mine:
            continue  # cases that share all their words
        # a claim of one value is read by all its words: it must name another case's own
        # words twice or more, and none of the value's
        one = len(mine) == 1
        mine_cases = ([(_words(claim), 0, len(claim))] if one
                      else _cases(claim, mine, [m for m in mentions if m not in mine]))
        if not mine_cases:
            continue
        agreed = 0
        for m, (words, _, _) in zip(mine, mine_cases, strict=True):
            i = next(i for i, v in enumerate(values) if m.agrees_with(v))
            theirs = [(j, shared_count(words, own[j])) for j in range(len(values)) if j != i]
            j, most = max(theirs, key=lambda t: t[1])
            mine_own = shared_count(words, own[i])
            if (most >= _ONE_VALUE_WORDS and mine_own == 0) if one else most > mine_own:
                _, start, end = cases[j]
                out.append((unit, Mispaired(m, e, at + start, at + end)))
                break
            agreed += mine_own > 0
        else:
            if agreed >= 2:
                out.append((unit, True))
    return out
