"""A share of an amount that the claim works out itself.

"For an 80,000 CHF order, the spread is only 0.6%, which is 480 CHF", "On a 1,200 EUR
cheque, 1% is only 12 EUR, so you'd pay the 20 EUR minimum", "your debt payments come
to 1,200 EUR a month, which is 37.5% of the 3,200 EUR monthly income": an answer that
shows its sum states the rate, the amount it applies to and what it comes to, in one
sentence. The source states the rate (or the two amounts), never the result; the numbers
check called the result unstated or contradicted it with another amount of the passage,
and did the same to an amount the answer made up to show the rule.

:func:`worked_share` finds, in one sentence of the claim, a percentage and two amounts
of money in one currency where one is that percentage of the other, to the cent. Then:

- where a source states the percentage, the result is supported as that share of the
  amount, and so is the amount itself where no evidence passage states it and the
  rate's sentence sets it no bound (a case the answer puts: "For a business deposit of
  80 EUR"; "for orders above 50,000 CHF the spread is 0.6%" leaves "an 80,000 CHF
  order" to the thresholds check); a result under the floor or over the
  cap that the rate's sentence states ("with a minimum of 2 EUR") is no fee the source
  charges, unless the claim names that floor or cap too ("1.5% would only be 1.20 EUR,
  so the fee is the 2 EUR minimum");
- where no source states the percentage but the evidence states both amounts, the
  percentage is supported as their ratio ("4,000,000 EUR of your 5,000,000 EUR loan,
  which is 80%").

Only the arithmetic is checked; whether the rate applies to the claim's case is the
verifier's to judge. A percentage of 0 works nothing out, nor one of 100 (the two
amounts would be one).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.fee_share import rate_limits
from groundtrace.checks.number_mentions import PRICED, NumberMention, find_numbers
from groundtrace.text.sentences import split_sentences

__all__ = ["WorkedShare", "worked_share"]

#: Amounts are stated to the cent.
_CENT = 0.005


@dataclass(frozen=True)
class WorkedShare:
    """The claim's ``rate`` of ``amount`` that comes to ``result``, backed by the value a
    source states at ``start``-``end`` of ``source.text``: the rate, or (where the rate
    is the value worked out, ``ratio``) the result."""

    rate: NumberMention
    amount: NumberMention
    result: NumberMention
    source: SourceText
    start: int
    end: int
    ratio: bool = False
    #: Whether the amount is the claim's own (no evidence passage states it).
    own_amount: bool = False

    def supported(self) -> tuple[NumberMention, ...]:
        """The claim's values the arithmetic supports."""
        if self.ratio:
            return (self.rate,)
        return (self.result, self.amount) if self.own_amount else (self.result,)

    def hit(self, mention: NumberMention, c_start: int, c_end: int) -> CheckHit:
        """The numbers check's finding on ``mention`` (one of :meth:`supported`)."""
        said = self.source.text[self.start:self.end]
        if mention is self.rate:
            why = (f"{self.rate.text!r} is {self.result.text!r} as a share of "
                   f"{self.amount.text!r}, both of which the source states")
        elif mention is self.amount:
            why = (f"{self.amount.text!r} is the amount the claim works the source's "
                   f"{said!r} out on ({self.result.text!r})")
        else:
            why = f"{self.result.text!r} is the source's {said!r} of {self.amount.text!r}"
        return CheckHit("numbers", CheckOutcome.SUPPORTED, c_start, c_end, mention.text,
                        self.source.sub_span(self.start, self.end), said, why)


def _is_share(rate: NumberMention, amount: NumberMention, result: NumberMention) -> bool:
    return any(abs(p * a / 100.0 - r) < _CENT for p in rate.values for a in amount.values
               for r in result.values)


def _stated(value: NumberMention, texts: Sequence[SourceText]
            ) -> tuple[SourceText, NumberMention] | None:
    return next(((t, n) for t in texts for n in find_numbers(t.text, source=True)
                 if value.agrees_with(n)), None)


def _rate_sentences(rate: NumberMention, evidence: Sequence[SourceText]) -> list[str]:
    """The evidence sentences that state ``rate``."""
    return [s.text for e in evidence for s in split_sentences(e.text)
            if any(rate.agrees_with(n) for n in find_numbers(s.text, source=True))]


def _in_limits(result: NumberMention, named: Sequence[NumberMention],
               sentences: Sequence[str]) -> bool:
    """Whether ``result`` lies within the floor and cap of each of the rate's
    ``sentences``, or the claim names the floor or cap it passes (``named``)."""
    for sentence in sentences:
        floors, caps = rate_limits(sentence)
        passed = [f for f in floors if min(result.values) < f - _CENT]
        passed += [c for c in caps if max(result.values) > c + _CENT]
        if any(not any(v in m.values for m in named) for v in passed):
            return False
    return True


def _bound_free(amount: NumberMention, sentences: Sequence[str]) -> bool:
    """Whether the rate's ``sentences`` state no amount in ``amount``'s currency but
    the fee's floor and cap: none that a case must reach for the rate to apply ("for
    orders above 50,000 CHF the spread is 0.6%" is the thresholds check's to read)."""
    for sentence in sentences:
        floors, caps = rate_limits(sentence)
        limits = {*floors, *caps}
        if any(n.unit in PRICED and amount.comparable(n) and not n.values <= limits
               for n in find_numbers(sentence, source=True)):
            return False
    return True


def worked_share(claim: str, mentions: Sequence[NumberMention],
                 evidence: Sequence[SourceText],
                 sources: Sequence[SourceText]) -> list[WorkedShare]:
    """Each percentage of a sentence of ``claim`` with two amounts of one currency in that
    sentence, one that percentage of the other, as the module docstring reads it."""
    out: list[WorkedShare] = []
    for sentence in split_sentences(claim):
        lo, hi = sentence.start, sentence.end
        inside = [m for m in mentions if lo <= m.start and m.end <= hi]
        money = [m for m in inside if m.unit in PRICED]
        for rate in (m for m in inside if m.unit == "%"):
            if any(v <= 0 for v in rate.values):
                continue
            pairs = [(a, r) for a in money for r in money
                     if a is not r and a.comparable(r) and not (a.values & r.values)
                     and _is_share(rate, a, r)]
            if not pairs:
                continue
            stated = _stated(rate, evidence) or _stated(rate, sources)
            said = _rate_sentences(rate, evidence)
            for amount, result in pairs:
                if stated is not None:
                    if not _in_limits(result, money, said):
                        continue
                    src, n = stated
                    own = _stated(amount, evidence) is None and _bound_free(amount, said)
                    out.append(WorkedShare(rate, amount, result, src, n.start, n.end,
                                           own_amount=own))
                    break
                if _stated(amount, evidence) is not None:
                    backing = _stated(result, evidence)
                    if backing is not None:
                        src, n = backing
                        out.append(WorkedShare(rate, amount, result, src, n.start, n.end,
                                               ratio=True))
                        break
    return out
