"""A price of several items worked out from the source's price of one.

"Each share or fund trade costs 4.95 EUR" makes "three trades cost 14.85 EUR" true,
and "an excess of 50 EUR for each claim" makes "two claims cost you 100 EUR in
excess"; an assistant that answers "what would I pay for three trades?" writes
exactly that, and the numbers check called 14.85 EUR contradicted by 4.95 EUR. The
numbers check (:mod:`groundtrace.checks.numbers`) reads such a total with
:func:`worked_count` before it looks for the value in the source. The count is the
claim's ("two", "three", "3"), the price one of an evidence sentence said per item
("per holding", "for each claim", "2 EUR each", "Each trade costs 4.95 EUR"), in the
claim's currency, and the total must be their product to the cent; a price of each
item beyond an allowance ("each further cheque", "the first 20 are free") is left
out, since the plain product is then the very error to catch. Only the
arithmetic is checked; what the items are is the verifier's to judge (the claim
layer reads the total as the source's price per item for it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.number_mentions import NUMBER_WORDS, PRICED, NumberMention, find_numbers
from groundtrace.text.sentences import split_sentences

__all__ = ["WorkedCount", "claim_counts", "counted_mention", "worked_count"]

_COUNT_WORDS = {w: float(v) for w, v in NUMBER_WORDS.items() if 2 <= v <= 100}
# A count of items written out: "two claims", "three trades" (not "one", a price itself).
_COUNT_WORD = re.compile(
    rf"(?<![\w-])(?:{'|'.join(sorted(_COUNT_WORDS, key=len, reverse=True))})(?![\w-])",
    re.IGNORECASE)
# A price said per item, after it: "50 EUR for each claim", "25 EUR per holding",
# "2 EUR each", "0.50 EUR a cheque".
_PER_AFTER = re.compile(r"\s*(?:(?:for|on)\s+(?:each|every)|per|each|an?)\s+[^\W\d_][\w-]*"
                        r"|\s*each\b", re.IGNORECASE)
# ... or before it: "Each share or fund trade costs 4.95 EUR".
_EACH_BEFORE = re.compile(r"\b(?:each|every)\s+(?:[^\W\d_][\w'-]*\s+){0,5}?(?:costs?|is "
                          r"charged|are charged)\s+(?:a fee of\s+)?$", re.IGNORECASE)
# Periods are no items: "17 EUR per month" is a fee, not a price of each month.
_PERIOD = re.compile(r"\s*(?:per|each|an?|every)\s+(?:day|week|month|quarter|year)s?\b",
                     re.IGNORECASE)
# A price of each item beyond an allowance: "the first 20 cheques are free, and each
# further cheque costs 0.50 EUR" makes 25 cheques cost 2.50 EUR, not 25 x 0.50 EUR.
_ALLOWANCE = re.compile(r"\b(?:further|additional|extra|subsequent|thereafter|beyond|"
                        r"(?:first|up to)\s+\d[\d,.]*)\b", re.IGNORECASE)
#: Prices are stated to the cent.
_CENT = 0.005
#: Counts a claim may price: "two" to "100", or a bare whole number up to this.
_MAX_COUNT = 1000


@dataclass(frozen=True)
class WorkedCount:
    """The claim's ``total``, its count (``count`` at ``count_start``-``count_end`` of
    the claim) and the source's price per item (``price``, said at ``start``-``end``
    of ``source.text``; ``each``: the words to read it by when the source says "each"
    before it)."""

    total: NumberMention
    count: str
    count_start: int
    count_end: int
    source: SourceText
    price: NumberMention
    start: int
    end: int
    each: bool

    @property
    def per_item(self) -> str:
        """The source's price per item as the verifier reads the total: "50 EUR for each
        claim", "4.95 EUR each"."""
        said = self.source.text[self.start:self.end]
        return f"{said} each" if self.each else said

    def hit(self, c_start: int, c_end: int) -> CheckHit:
        said = self.source.text[self.start:self.end]
        return CheckHit("numbers", CheckOutcome.SUPPORTED, c_start, c_end, self.total.text,
                        self.source.sub_span(self.start, self.end), said,
                        f"{self.total.text!r} is {self.count.lower()} times the source's "
                        f"{said!r}")

    def count_hit(self, c_start: int, c_end: int) -> CheckHit:
        said = self.source.text[self.start:self.end]
        return CheckHit("numbers", CheckOutcome.SUPPORTED, c_start, c_end, self.count,
                        self.source.sub_span(self.start, self.end), said,
                        f"{self.count!r} is the count the claim prices at the source's "
                        f"{said!r}")


def claim_counts(claim: str, mentions: Sequence[NumberMention]
            ) -> list[tuple[str, int, int, float, NumberMention | None]]:
    """(as written, start, end, value, the mention if a digit) of each count of items of
    ``claim``: "two" to "100" in words, or a whole number in digits up to 1,000."""
    out: list[tuple[str, int, int, float, NumberMention | None]] = [
        (m.group(0), m.start(), m.end(), _COUNT_WORDS[m.group(0).lower()], None)
        for m in _COUNT_WORD.finditer(claim)]
    for n in mentions:
        if n.unit is None and len(n.values) == 1:
            (v,) = n.values
            if v == int(v) and 2 <= v <= _MAX_COUNT:
                out.append((n.text, n.start, n.end, v, n))
    return out


def _per_item(text: str, n: NumberMention) -> tuple[int, bool] | None:
    """(where the price's per-item words end, whether they come before it) when the
    money ``n`` of ``text`` is said per item, else None."""
    if _PERIOD.match(text, n.end):
        return None
    after = _PER_AFTER.match(text, n.end)
    if after is not None:
        return after.end(), False
    if _EACH_BEFORE.search(text, max(0, n.start - 80), n.start):
        return n.end, True
    return None


def worked_count(mentions: Sequence[NumberMention], claim: str,
                 evidence: Sequence[SourceText]) -> WorkedCount | None:
    """The claim's amount of money that is a count of the claim times a price per item
    of an evidence sentence, in the same currency, or None."""
    totals = [m for m in mentions if m.unit in PRICED]
    counts = claim_counts(claim, mentions) if totals else []
    if not counts:
        return None
    for e in evidence:
        for s in split_sentences(e.text):
            if _ALLOWANCE.search(s.text):
                continue
            for p in find_numbers(s.text, source=True):
                if p.unit not in PRICED or (per := _per_item(s.text, p)) is None:
                    continue
                for total in totals:
                    if total.unit != p.unit or total.agrees_with(p):
                        continue
                    for text, a, b, k, _ in counts:
                        if any(abs(k * x - t) < _CENT for x in p.values for t in total.values):
                            return WorkedCount(total, text, a, b, e, p, s.start + p.start,
                                               s.start + per[0], per[1])
    return None


def counted_mention(found: WorkedCount, mentions: Sequence[NumberMention]
                    ) -> NumberMention | None:
    """The claim's digit mention of ``found``'s count ("3 trades"), else None."""
    return next((n for n in mentions
                 if n.start == found.count_start and n.end == found.count_end), None)
