"""A value said of another case than the one the source gives it for.

A tariff pairs values with cases in one sentence: "The rate is 2.25% a year for
6 months, 2.75% for 12 months and 3.00% for 24 months"; "Balances up to 10,000
EUR earn 1.5% AER; the part above 10,000 EUR earns 2.0% AER". An answer that
takes the right value and the right case from two different pairs ("A 12-month
deposit earns 3.00% a year", "Balances up to 10,000 EUR earn 2.0% AER") states
two numbers the source states, so the numbers check found both, and the
verifier, reading the whole list, entailed it (v7: PASS, P 0.25 and 0.18).

:func:`mispaired` reads the pairs of each evidence sentence: a value, then "for"
or "on" and the case's number, up to a rate's period between them ("2.25% a
year for 6 months"), or a few words naming a case with a bound ("4.4% a year for
loans of up to 20,000 EUR"), with the case a comparative then names on the bound's
other side ("and 3.9% a year for larger loans": loans above 20,000 EUR); or a clause
(between ";" and the sentence's ends) of two numbers, one with a bound ("up to
10,000 EUR", "above 10,000 EUR": the case, its bound part of it) and one without
(the value). Where the claim states one value of the pairs and one case of them
that the sentence pairs otherwise, the value is contradicted, citing the pair the
sentence gives for the claim's case.
The numbers check reads it before it looks for the value elsewhere
(:func:`~groundtrace.checks.worked_change.worked_values`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.number_context import bound, bound_phrase
from groundtrace.checks.number_mentions import NumberMention, find_numbers
from groundtrace.text.sentences import split_sentences

__all__ = ["Mispaired", "mispaired"]

# What joins a value to its case: "[2.75%] for [12 months]", "[2.25%] a year for [6
# months]", "[7.4%] over [4 years]"; "5 EUR for [standard cards]" is no pair (the case must
# be a number).
_FOR = re.compile(r"\s*(?:(?:a|per|each)\s+(?:year|month|week|day)\s+|p\.\s?a\.\s+)?"
                  r"(?:for|on|over)\s+(?:the\s+|a\s+|an\s+)?", re.IGNORECASE)
_CLAUSE = re.compile(r"[^;]+")
# ... or a few words naming what the bound case counts: "[4.4%] a year for loans of [up to
# 20,000 EUR]" (only before a case with a bound: "for loans of 5 years" is no pair).
_FOR_NAMED = re.compile(_FOR.pattern + r"(?:[^\W\d_]+\s+){1,3}?(?:of\s+)?", re.IGNORECASE)
# The case on the other side of a bound, named by a comparative: "... and [3.9%] a year
# for larger loans" (above the bound), "for smaller ones" (below it).
_OTHER_SIDE = re.compile(r"\s*(?:(?:a|per|each)\s+(?:year|month|week|day)\s+)?"
                         r"for\s+(?:(?P<min>larger|bigger|higher|longer)|smaller|lower|shorter)"
                         r"\s+[^\W\d_]+", re.IGNORECASE)


@dataclass(frozen=True)
class _Pair:
    value: NumberMention
    case: NumberMention
    kind: str | None  # the case's bound: "min", "max" or None
    start: int  # the pair's words in its sentence
    end: int


@dataclass(frozen=True)
class Mispaired:
    """The claim's ``value``, which the sentence (``source``) pairs with another case
    than the claim's; the pair the sentence gives for the claim's case is at
    ``start``-``end`` of ``source.text``."""

    value: NumberMention
    source: SourceText
    start: int
    end: int

    def hit(self, c_start: int, c_end: int) -> CheckHit:
        said = self.source.text[self.start:self.end]
        return CheckHit("numbers", CheckOutcome.CONTRADICTED, c_start, c_end, self.value.text,
                        self.source.sub_span(self.start, self.end), said,
                        f"the source says {said!r}; it gives {self.value.text!r} for "
                        "another case")


def _pairs(sentence: str) -> list[_Pair]:
    """The (value, case) pairs of ``sentence``: two numbers joined by :data:`_FOR`, or
    the two numbers of a clause of which only the case has a bound."""
    found = find_numbers(sentence, source=True)
    out = [_Pair(a, b, bound(sentence, b.start), a.start, b.end) for a, b in pairwise(found)
           if _FOR.fullmatch(sentence, a.end, b.start) is not None
           or _named_bound(sentence, a, b)]
    if out:
        return out + _other_sides(sentence, found, out)
    for clause in _CLAUSE.finditer(sentence):
        two = [n for n in found if clause.start() <= n.start and n.end <= clause.end()]
        if len(two) != 2 or two[0].unit == two[1].unit:
            continue
        kinds = [bound(sentence, n.start) for n in two]
        bounded = [k in ("min", "max") for k in kinds]
        if bounded.count(True) != 1:
            continue
        at = bounded.index(True)  # the case; the other number is its value
        out.append(_Pair(two[1 - at], two[at], kinds[at], two[0].start, two[1].end))
    return out


def _named_bound(sentence: str, value: NumberMention, case: NumberMention) -> bool:
    """Whether a few words join ``value`` to ``case``, a case with a bound: "4.4% a year
    for loans of up to 20,000 EUR"."""
    said = bound_phrase(sentence, case.start)
    return (said is not None and said[0] in ("min", "max")
            and _FOR_NAMED.fullmatch(sentence, value.end, said[1]) is not None)


def _other_sides(sentence: str, found: Sequence[NumberMention],
                 pairs: Sequence[_Pair]) -> list[_Pair]:
    """The pairs a comparative names on the other side of a pair's bound: "4.4% a year
    for loans of up to 20,000 EUR and 3.9% a year for larger loans" gives 3.9% for loans
    above 20,000 EUR (one bounded pair, and a value of its value's unit)."""
    bounded = [p for p in pairs if p.kind in ("min", "max")]
    if len(bounded) != 1:
        return []
    (p,) = bounded
    out = []
    for n in found:
        m = _OTHER_SIDE.match(sentence, n.end)
        if m is None or n.start < p.end or n.unit != p.value.unit:
            continue
        kind = "min" if m.group("min") else "max"
        if kind != p.kind:
            out.append(_Pair(n, p.case, kind, n.start, m.end()))
    return out


def mispaired(claim: str, mentions: Sequence[NumberMention],
              evidence: Sequence[SourceText]) -> Mispaired | None:
    """The claim's value that an evidence sentence gives for another case than the
    claim's, else None. Only a claim with one value and one case of a sentence's
    pairs counts (one listing several pairs restates the list)."""
    if len(mentions) < 2:
        return None
    for e in evidence:
        for s in split_sentences(e.text):
            pairs = _pairs(s.text)
            if len(pairs) < 2:
                continue
            values = [m for m in mentions if any(m.agrees_with(p.value) for p in pairs)]
            cases = [m for m in mentions if all(m is not v for v in values)
                     and any(m.agrees_with(p.case) for p in pairs)]
            if len(values) != 1 or len(cases) != 1:
                continue
            value, case = values[0], cases[0]
            kind = bound(claim, case.start)
            for p in pairs:
                if case.agrees_with(p.case) and p.kind == kind:
                    if value.agrees_with(p.value):
                        break  # the sentence's own pair
                    return Mispaired(value, e, s.start + p.start, s.start + p.end)
    return None
