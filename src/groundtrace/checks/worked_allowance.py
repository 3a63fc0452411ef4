"""A fee worked out past a free allowance: "If you pay in 25 cheques in a month, you pay
2.50 EUR" beside "Paying in cheques is free for up to 20 cheques a month, and each
further cheque costs 0.50 EUR".

A tariff often gives an allowance free and prices what goes past it: each further item
("your first 40 electronic payments are free, and each further electronic payment costs
0.25 EUR", "8 free cash withdrawals a month; each one after that costs 1.50 EUR"), a
share of the amount past it ("free up to 500 EUR a month and cost 1% of the amount above
that", "up to 500 EUR in coins a month free of charge; above that, we charge 2% of the
extra"), or a price per block of it ("0.50 EUR per 100 EUR, except the first 500 EUR,
which is free"). An answer works a case through ("50 electronic payments cost 2.50
EUR", "paying in 650 EUR of coins costs 3 EUR", "your fourth withdrawal costs 2 EUR");
the numbers check called the case (25 against the allowance of 20) and the fee (2.50
EUR against the price of one, 0.50 EUR) contradicted. The plain product (25 x 0.50 EUR,
2% of all 650 EUR) is the very error to catch, and :mod:`groundtrace.checks.worked_count`
leaves such tariffs out.

:func:`worked_allowance` reads an evidence sentence that names an allowance (a number
after "first" or "up to", or before "free", in a clause that says free) and a price of
what goes past it after that. A claim's fee is supported where it is that price times
what its case goes past the allowance by, to the cent: a count of the claim (digits or
"two" to "100") past an allowance of items, or an amount of money past an allowance of
money; or, for an ordinal item past the allowance ("your fourth withdrawal"), the price
of one. The case is then supported too.

A claim that calls its one case in a unit free (its one value of the unit no evidence
states: "Paying in 300 EUR of coins in a month is free", "With an annual income of
40,000 EUR, your club pays nothing") is supported where an evidence clause that says
free names a value the case keeps within: after "first" or "up to" (at most it), or
after "under" or "below" (short of it: "free for organisations with an annual income
under 100,000 EUR"). A value with a bound of its own ("free for incomes under 50,000
EUR") restates a rule and is no case. Only the arithmetic is checked; what is counted
is the verifier's to read.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText, cited_hit
from groundtrace.checks.number_context import bound, trailing_bound
from groundtrace.checks.number_mentions import PRICED, NumberMention, find_numbers
from groundtrace.checks.prices import find_free
from groundtrace.checks.word_counts import ORDINAL_WORDS
from groundtrace.checks.worked_count import claim_counts
from groundtrace.text.sentences import TextSegment, split_sentences

__all__ = ["Allowance", "worked_allowance"]

# Saying free in a tariff: "free", "free of charge", "at no extra cost", "no fee".
_FREE = re.compile(r"(?<!\w)(?:free|at no (?:extra |additional )?cost|no (?:fee|charge))"
                   r"(?!\w)", re.IGNORECASE)
# An allowance's number: after "first" or "up to", or before "free".
_FIRST = re.compile(r"(?<!\w)(?:(?:the\s+)?first|up\s+to)\s+$", re.IGNORECASE)
_FREE_AFTER = re.compile(r"\s+free\b", re.IGNORECASE)
_UNDER = re.compile(r"(?<!\w)(?:under|below|less than)\s+$", re.IGNORECASE)
# A price of each item past it: "each further cheque costs", "each one after that costs",
# "any further conversion costs".
_EACH_PAST = re.compile(r"(?<!\w)(?:each|every|any)\s+(?:[^\W\d_][\w-]*\s+){0,4}?"
                        r"(?:further|additional|extra|subsequent|after\s+(?:that|this|those))"
                        r"(?!\w)[^;]*$", re.IGNORECASE)
# A share of what is past it, after the rate: "1% of the amount above that", "2% of the
# extra"; or before it: "above that, we charge 2%".
_SHARE_OF_PAST = re.compile(r"\s+(?:of|on)\s+(?:the\s+|any\s+)?(?:amount|extra|excess|rest|part|"
                            r"balance)\b", re.IGNORECASE)
_PAST_BEFORE = re.compile(r"(?<!\w)(?:above|over|beyond)\s+(?:that|this|it)(?!\w)[^;]*$",
                          re.IGNORECASE)
# A price per block of money: "0.50 EUR per 100 EUR".
_PER_BLOCK = re.compile(r"\s+(?:per|for\s+each|for\s+every|a)\s+(?P<block>\d[\d,.]*\s?[A-Z]{3})\b")
_CLAUSE = re.compile(r"[,;:]")
_ORDINAL = re.compile(rf"(?<!\w)(?:(?P<word>{'|'.join(ORDINAL_WORDS)})|(?P<num>\d{{1,3}})"
                      r"(?:st|nd|rd|th))\s+[^\W\d_]", re.IGNORECASE)
#: Fees are stated to the cent.
_CENT = 0.005


@dataclass(frozen=True)
class Allowance:
    """A free allowance of ``source`` (``free``; offsets index ``source.text``) and the
    price of what goes past it: ``price`` per item ("each"), a ``price`` share in percent
    ("share"), or ``price`` per ``block`` of money ("block")."""

    source: SourceText
    free: NumberMention
    price: NumberMention
    way: str
    block: float = 0.0

    def fee(self, past: float) -> list[float]:
        """The fees the tariff asks for a case ``past`` the allowance by this much."""
        if self.way == "each":
            return [past * p for p in self.price.values]
        if self.way == "share":
            return [past * p / 100 for p in self.price.values]
        return [past / self.block * p for p in self.price.values]

    def priced(self, past: float) -> str:
        """How the fee for ``past`` beyond the allowance is worked out, in words."""
        price, free = self.price.text, self.free.text
        if self.way == "each":
            return f"the source's {price!r} for each of the {past:g} past the free {free!r}"
        if self.way == "share":
            return f"the source's {price!r} of the {past:g} past the free {free!r}"
        return (f"the source's {price!r} per {self.block:g} of the {past:g} past the free "
                f"{free!r}")

    def said(self) -> tuple[int, int]:
        """From the allowance to the price, as the source says them."""
        return min(self.free.start, self.price.start), max(self.free.end, self.price.end)


def _free_up_to(text: str, f: NumberMention) -> bool | None:
    """Whether ``f`` of ``text`` names what is free, in a clause that says free: True
    after "first" or "up to", or before "free" (an allowance); False after "under" or
    "below" (what is free stops short of it); None otherwise."""
    if f.unit is not None and f.unit not in PRICED:
        return None
    clause_end = m.start() if (m := _CLAUSE.search(text, f.end)) else len(text)
    clause_start = max((m.end() for m in _CLAUSE.finditer(text, 0, f.start)), default=0)
    if _FREE.search(text, clause_start, clause_end) is None:
        return None
    if _FIRST.search(text, max(0, f.start - 12), f.start) or _FREE_AFTER.match(text, f.end):
        return True
    return False if _UNDER.search(text, max(0, f.start - 12), f.start) else None


def _free_sentences(e: SourceText) -> Iterator[tuple[TextSegment, list[NumberMention]]]:
    """Each sentence of ``e`` that says free, with its numbers."""
    for s in split_sentences(e.text):
        if _FREE.search(s.text) is not None:
            yield s, find_numbers(s.text, source=True)


def _allowances(e: SourceText) -> list[Allowance]:
    out = []
    for s, found in _free_sentences(e):
        for f in found:
            if not _free_up_to(s.text, f):
                continue
            for p in found:
                if p.start <= f.end:
                    continue
                a = _price(s.text, f, p)
                if a is not None:
                    way, block = a
                    out.append(Allowance(e, _shifted(f, s.start), _shifted(p, s.start), way,
                                         block))
                    break
    return out


def _shifted(n: NumberMention, by: int) -> NumberMention:
    return NumberMention(n.text, n.start + by, n.end + by, n.values, n.unit)


def _price(text: str, f: NumberMention, p: NumberMention) -> tuple[str, float] | None:
    """How ``p`` prices what goes past the allowance ``f``: ("each", 0), ("share", 0) or
    ("block", its size), else None."""
    before = text[f.end:p.start]
    if p.unit in PRICED and f.unit is None and _EACH_PAST.search(before):
        return "each", 0.0
    if p.unit == "%" and f.unit in PRICED and (_SHARE_OF_PAST.match(text, p.end)
                                               or _PAST_BEFORE.search(before)):
        return "share", 0.0
    return None


def _blocks(e: SourceText) -> list[Allowance]:
    """A price per block of money with its first amount free: "Cash deposited costs 0.50
    EUR per 100 EUR, except the first 500 EUR of cash deposited each month, which is
    free"."""
    out = []
    for s, found in _free_sentences(e):
        for p in found:
            m = _PER_BLOCK.match(s.text, p.end)
            if p.unit not in PRICED or m is None:
                continue
            block = next((b for b in found if b.start == m.start("block")
                          and b.unit == p.unit), None)
            free = next((f for f in found if f.start > p.end and f.unit == p.unit
                         and _FIRST.search(s.text, max(0, f.start - 12), f.start)), None)
            if block is None or free is None:
                continue
            out.append(Allowance(e, _shifted(free, s.start), _shifted(p, s.start), "block",
                                 float(min(block.values))))
    return out


def worked_allowance(claim: str, mentions: Sequence[NumberMention],
                     evidence: Sequence[SourceText]
                     ) -> dict[int, Callable[[int, int], CheckHit]]:
    """The numbers check's finding, by ``id`` of the claim's mention and taking the claim
    offsets, for a fee worked out past an evidence allowance and for its case (see the
    module's docstring)."""
    fees = [m for m in mentions if m.unit in PRICED]
    if not fees:
        return {}
    # a value with a bound of its own restates a rule ("free under 50,000 EUR"): no case
    bare = [m for m in mentions
            if bound(claim, m.start) is None and trailing_bound(claim, m) is None]
    tariffs = [a for e in evidence for a in (*_allowances(e), *_blocks(e))]
    out: dict[int, Callable[[int, int], CheckHit]] = {}
    for a in tariffs:
        cases: list[tuple[float, NumberMention | None]]
        if a.free.unit is None:
            cases = [(v, n) for _, _, _, v, n in claim_counts(claim, bare)]
        else:
            cases = [(float(v), m) for m in bare if m.unit == a.free.unit for v in m.values]
        allowed = max(a.free.values)
        for value, case in cases:
            if value <= allowed:
                continue
            unit = a.price.unit if a.way == "each" else a.free.unit
            for t in fees:
                if t is case or t.unit != unit:
                    continue
                if any(abs(f - x) < _CENT for f in a.fee(value - allowed) for x in t.values):
                    out[id(t)] = _hit(t, a, f"{t.text!r} is {a.priced(value - allowed)}")
                    if case is not None:
                        out[id(case)] = _hit(case, a, f"{case.text!r} is a case past the "
                                             f"source's free {a.free.text!r}")
        if a.way == "each":
            for m in _ORDINAL.finditer(claim):
                k = (ORDINAL_WORDS[m.group("word").lower()] if m.group("word")
                     else float(m.group("num")))
                if k <= allowed:
                    continue
                for t in fees:
                    if t.start > m.end() and t.agrees_with(a.price) and id(t) not in out:
                        out[id(t)] = _hit(t, a, f"{t.text!r} is the source's price of each "
                                          f"item past the free {a.free.text!r}, and the "
                                          f"claim's item is past them")
    out.update(_within_free(claim, bare, evidence, out))
    return out


def _within_free(claim: str, mentions: Sequence[NumberMention], evidence: Sequence[SourceText],
                 read: dict[int, Callable[[int, int], CheckHit]]
                 ) -> dict[int, Callable[[int, int], CheckHit]]:
    """A claim that calls its one case in a unit (its one value of that unit the evidence
    does not state) free, where an evidence clause says what is free up to a value its
    case keeps within ("Paying in 300 EUR of coins in a month is free" beside "up to 500
    EUR in coins a month free of charge")."""
    if not find_free(claim):
        return {}
    stated = [n for e in evidence for n in find_numbers(e.text, source=True)]
    for e in evidence:
        for s in split_sentences(e.text):
            for f in find_numbers(s.text, source=True):
                inclusive = _free_up_to(s.text, f)
                # the claim's one value in the unit that the evidence does not state
                mine = [m for m in mentions if m.unit == f.unit
                        and not any(m.agrees_with(n) for n in stated)]
                if inclusive is None or len(mine) != 1 or id(mine[0]) in read:
                    continue
                top = max(f.values)
                if all(v <= top if inclusive else v < top for v in mine[0].values):
                    start, end = s.start + f.start, s.start + f.end
                    return {id(mine[0]): _cited(mine[0], e, start, end,
                                                f"{mine[0].text!r} is within what the source "
                                                f"says is free ({f.text!r})")}
    return {}


def _cited(n: NumberMention, e: SourceText, start: int, end: int, why: str
           ) -> Callable[[int, int], CheckHit]:
    return cited_hit("numbers", CheckOutcome.SUPPORTED, n.text, e, start, end, why)


def _hit(n: NumberMention, a: Allowance, why: str) -> Callable[[int, int], CheckHit]:
    return _cited(n, a.source, *a.said(), why)
