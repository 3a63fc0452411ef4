"""A fee worked out from a rate the source states.

"Payments outside the SEPA area cost 0.3% of the amount, with a minimum of 6 EUR
and a maximum of 60 EUR" makes "a non-SEPA payment of 10,000 EUR costs 30 EUR"
true, though the source states neither 10,000 EUR nor 30 EUR; an assistant that
answers "what would I pay to send 10,000 EUR?" writes exactly that. The numbers
check (:mod:`groundtrace.checks.numbers`) reads such a pair of amounts with
:func:`worked_fee` before it looks for either value in the source, so it neither
calls them unstated nor names a rival from another sentence ("cash withdrawals
abroad cost 3 EUR each"). Only the arithmetic is checked; whether the claim is
about what the rate is charged on is the verifier's to judge. A multiple of an
amount ("up to twice the monthly income, with a maximum of 5,000 EUR") is read as
such a rate (200%), so a limit worked out from it is checked the same way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.number_mentions import PRICED, NumberMention, find_numbers, parse_number
from groundtrace.text.sentences import split_sentences

__all__ = ["WorkedFee", "rate_limits", "worked_fee"]

# "0.3% of the amount", "1.5 % of the payment value", "2% of each withdrawal", "1% of
# the loan", "0.5% of the outstanding balance", "80% of the property's value", "35% of
# your net monthly income", "0.35% a year of the value of your investments"
_SHARE = re.compile(
    r"(?<![\w.,])(?P<rate>\d+(?:[.,]\d+)?)\s?(?:%|percent|per cent)"
    r"(?:\s+(?:a|an|per)\s+(?:year|month|quarter|week|day)|\s+(?:annually|yearly|monthly))?"
    r"\s+of\s+(?:the\s+|each\s+|"
    r"every\s+|its\s+|your\s+|their\s+)?(?:[\w-]+['’]s\s+)?"
    r"(?:(?:outstanding|original|remaining|borrowed|total|gross|net|monthly|annual|yearly|"
    r"market|purchase)\s+){0,2}"
    r"(?:amount|payment|transfer|value|sum|balance|total|withdrawal|purchase|transaction|loan|"
    r"credit|deposit|investment|price|income|salary|earnings|pay)s?\b"
    # "1% of the amount above that" is charged on part of the amount only
    r"(?!\s+(?:above|over|beyond|exceeding|in excess of)\b)",
    re.IGNORECASE)
# A price named by its rate: "a margin of 0.5%", "the usual 1.75% fee", "a commission of
# 0.25%" (a rate further on, "... and 1% at weekends", may be another case's).
_PRICE_RATE = re.compile(
    r"\b(?:fee|margin|charge|commission)s?\s+of\s+(?P<rate>\d+(?:[.,]\d+)?)\s?"
    r"(?:%|percent|per cent)|(?<![\w.,])(?P<rate2>\d+(?:[.,]\d+)?)\s?(?:%|percent|per cent)"
    r"\s+(?:fee|margin|charge|commission)s?\b", re.IGNORECASE)
# A multiple of an amount: "twice the monthly income", "three times the salary", "2.5
# times the annual income" (a limit worked out from it, as a fee from a rate).
_MULTIPLE = re.compile(
    r"(?<![\w.,])(?:(?P<word>twice|double|three times|four times|five times)|"
    r"(?P<k>\d+(?:[.,]\d+)?)\s?(?:times|x))\s+(?:the\s+|your\s+|their\s+|its\s+)?"
    r"(?:(?:gross|net|monthly|annual|yearly)\s+)?(?:income|salary|earnings|pay|amount|"
    r"balance|deposit|value)s?\b", re.IGNORECASE)
_TIMES = {"twice": 2.0, "double": 2.0, "three times": 3.0, "four times": 4.0, "five times": 5.0}


def _rates(sentence: str) -> list[tuple[int, int, frozenset[float]]]:
    """(start, end, the percentages it may mean) of each rate or multiple of ``sentence``."""
    out = [(m.start(), m.end(), parse_number(m.group("rate"))) for m in _SHARE.finditer(sentence)]
    out.extend((m.start(), m.end(), parse_number(m.group("rate") or m.group("rate2")))
               for m in _PRICE_RATE.finditer(sentence)
               if not any(a <= m.start() < b or m.start() <= a < m.end() for a, b, _ in out))
    for m in _MULTIPLE.finditer(sentence):
        times = (frozenset({_TIMES[m.group("word").lower()]}) if m.group("word")
                 else parse_number(m.group("k")))
        out.append((m.start(), m.end(), frozenset(100.0 * t for t in times)))
    return sorted(out)


# Words right before an amount of the rate's sentence that make it the fee's floor or cap.
_FLOOR = re.compile(r"\b(?:minimum|at least|min\.?)(?:\s+(?:of|fee|charge))?\s*$", re.IGNORECASE)
_CAP = re.compile(r"\b(?:maximum|at most|max\.?|capped at|up to)(?:\s+(?:of|fee|charge))?\s*$",
                  re.IGNORECASE)
#: How far before an amount its "minimum of" may start.
_REACH = 24
#: Fees are stated to the cent.
_CENT = 0.005


@dataclass(frozen=True)
class WorkedFee:
    """An amount of the claim (``amount``) and the fee on it (``fee``), as the rate
    phrase ``share`` of ``source`` (at ``start``-``end`` of its text) prices it."""

    amount: NumberMention
    fee: NumberMention
    source: SourceText
    start: int
    end: int
    #: The claim's share of the amount before the floor or cap made it the fee ("0.3%
    #: would only come to 1.20 EUR, and the minimum fee is 2 EUR"), if it states one.
    unlimited: NumberMention | None = None

    @property
    def share(self) -> str:
        return self.source.text[self.start:self.end]

    def hit(self, mention: NumberMention, c_start: int, c_end: int) -> CheckHit:
        """The numbers check's finding on ``mention`` (the amount or the fee)."""
        why = (f"{self.fee.text!r} is the source's {self.share!r} of {self.amount.text!r}"
               if mention is self.fee else
               f"{self.unlimited.text!r} is the source's {self.share!r} of "
               f"{self.amount.text!r} before its minimum or maximum"
               if self.unlimited is not None and mention is self.unlimited else
               f"{self.amount.text!r} is what the source's {self.share!r} applies to")
        return CheckHit("numbers", CheckOutcome.SUPPORTED, c_start, c_end, mention.text,
                        self.source.sub_span(self.start, self.end), self.share, why)


def rate_limits(sentence: str) -> tuple[list[float], list[float]]:
    """The floor and cap amounts a rate's sentence states ("a minimum of 6 EUR")."""
    floors: list[float] = []
    caps: list[float] = []
    for n in find_numbers(sentence, source=True):
        if n.unit not in PRICED:
            continue
        before = sentence[max(0, n.start - _REACH):n.start]
        if _FLOOR.search(before):
            floors.extend(n.values)
        elif _CAP.search(before):
            caps.extend(n.values)
    return floors, caps


def _fees(amount: float, rate: float, floors: list[float], caps: list[float]) -> list[float]:
    """What the rate charges on ``amount`` under each reading of its floor and cap."""
    fee = amount * rate / 100.0
    out = []
    lows: list[float | None] = [*floors] or [None]
    highs: list[float | None] = [*caps] or [None]
    for lo in lows:
        for hi in highs:
            value = fee if lo is None else max(fee, lo)
            out.append(value if hi is None else min(value, hi))
    return out


def worked_fee(mentions: Sequence[NumberMention],
               evidence: Sequence[SourceText]) -> WorkedFee | None:
    """Two amounts of money of the claim where one is a rate of an evidence sentence
    applied to the other (within the floor and cap that sentence states, and above no
    cap another evidence sentence states: "If your balance is more than 100,000 EUR, the
    platform fee is capped at 350 EUR" makes 0.35% of 200,000 EUR no 700 EUR), or None."""
    money = [m for m in mentions if m.unit in PRICED]
    if len(money) < 2:
        return None
    sentences = [(e, s) for e in evidence for s in split_sentences(e.text)]
    all_caps = [(e, s.start, c) for e, s in sentences for c in rate_limits(s.text)[1]]
    for e, s in sentences:
        others = [c for e2, start, c in all_caps if e2 is not e or start != s.start]
        for r_start, r_end, rates in _rates(s.text):
            floors, caps = rate_limits(s.text)
            limits = set(floors) | set(caps)
            for rate in rates:
                for amount in money:
                    for fee in money:
                        if fee is amount or not fee.comparable(amount):
                            continue
                        if fee.values & limits and amount.values & limits:
                            continue  # the rule's own floor and cap, restated
                        if any(abs(w - f) < _CENT for a in amount.values
                               for w in _fees(a, rate, floors, caps) for f in fee.values
                               if all(f <= c + _CENT for c in others)):
                            raw = next((m for m in money if m is not amount and m is not fee
                                        and m.comparable(amount)
                                        and any(abs(a * rate / 100.0 - v) < _CENT
                                                for a in amount.values for v in m.values)),
                                       None)
                            return WorkedFee(amount, fee, e, s.start + r_start,
                                             s.start + r_end, raw)
    return None
