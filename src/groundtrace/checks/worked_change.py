"""A change worked out from the two values the source states.

"The interest rate on Savings Plus falls from 2.1% to 1.8% AER" makes "the
Savings Plus rate is being cut by 0.3 percentage points" true, though the
source never states 0.3. The numbers check (:mod:`groundtrace.checks.numbers`)
reads a claim's "by <value>" with :func:`worked_change` before it looks for the
value in the source, so it neither calls it unstated nor contradicts it with
one of the two ends. The change must go the way the claim says ("cut", "rises")
where it says one, and its sentence must share a word with the claim; what
changes is the verifier's to judge.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from itertools import pairwise

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.case_pairs import mispaired_case
from groundtrace.checks.cutoffs import cutoff_case, restated_cutoff
from groundtrace.checks.fee_share import worked_fee
from groundtrace.checks.lexicon import content_words, same_word
from groundtrace.checks.limit_refusal import refused_cases
from groundtrace.checks.number_mentions import NumberMention, find_numbers
from groundtrace.checks.pairs import mispaired
from groundtrace.checks.requirements import requirement_case
from groundtrace.checks.thresholds import covered_by_threshold, other_threshold
from groundtrace.checks.worked_allowance import worked_allowance
from groundtrace.checks.worked_compare import compared_case
from groundtrace.checks.worked_count import counted_mention, worked_count
from groundtrace.checks.worked_difference import worked_difference
from groundtrace.checks.worked_duration import worked_duration
from groundtrace.checks.worked_share import worked_share
from groundtrace.checks.worked_total import worked_total
from groundtrace.text.sentences import split_sentences

__all__ = ["WorkedChange", "worked_change", "worked_values"]

# "by 0.3 percentage points", "by 50 EUR" right before the claim's value.
_BY = re.compile(r"\bby\s*$", re.IGNORECASE)
# "from 2.1% to 1.8%": the words between the two values of the source.
_FROM_TO = re.compile(r"^\s*(?:to|->|→)\s*$", re.IGNORECASE)
_FROM = re.compile(r"\bfrom\s*$", re.IGNORECASE)
_DOWN = re.compile(r"\b(?:cut|cuts|falls?|fell|drops?|dropped|decreas\w*|reduc\w*|lower\w*|"
                   r"down)\b", re.IGNORECASE)
_UP = re.compile(r"\b(?:rises?|rose|raised?|increas\w*|up|grows?|grew|higher)\b", re.IGNORECASE)
# The unit of a change of percentages: "percentage points" (or "%", loosely said).
_OF_PERCENT = frozenset({"pp", "%"})
_EPSILON = 1e-6


@dataclass(frozen=True)
class WorkedChange:
    """The claim's ``change`` and the source's two values it lies between."""

    change: NumberMention
    source: SourceText
    start: int
    end: int

    def hit(self, c_start: int, c_end: int) -> CheckHit:
        said = self.source.text[self.start:self.end]
        return CheckHit("numbers", CheckOutcome.SUPPORTED, c_start, c_end, self.change.text,
                        self.source.sub_span(self.start, self.end), said,
                        f"{self.change.text!r} is the change the source states ({said!r})")


def _same_unit(change: NumberMention, end: NumberMention) -> bool:
    if change.unit in _OF_PERCENT:
        return end.unit == "%"
    return change.unit is not None and change.unit == end.unit


def worked_change(claim: str, mentions: Sequence[NumberMention],
                  evidence: Sequence[SourceText]) -> WorkedChange | None:
    """The claim's "by <value>" where an evidence sentence about the same thing goes
    "from <a> to <b>" with |a - b| that value (the way the claim says), or None."""
    changes = [m for m in mentions if _BY.search(claim, 0, m.start)]
    if not changes:
        return None
    down, up = _DOWN.search(claim) is not None, _UP.search(claim) is not None
    mine = content_words(claim)
    for e in evidence:
        for s in split_sentences(e.text):
            if not any(same_word(a, b) for a in mine for b in content_words(s.text)):
                continue
            values = find_numbers(s.text, source=True)
            for a, b in pairwise(values):
                if not (_FROM.search(s.text, 0, a.start)
                        and _FROM_TO.match(s.text[a.end:b.start])):
                    continue
                for change in changes:
                    if not (_same_unit(change, a) and _same_unit(change, b)):
                        continue
                    for x in a.values:
                        for y in b.values:
                            if (down and y > x) or (up and y < x):
                                continue
                            if any(abs(abs(x - y) - c) < _EPSILON for c in change.values):
                                return WorkedChange(change, e, s.start + a.start,
                                                    s.start + b.end)
    return None


def worked_values(claim: str, mentions: Sequence[NumberMention],
                  evidence: Sequence[SourceText], sources: Sequence[SourceText]
                  ) -> dict[int, Callable[[int, int], CheckHit]]:
    """The numbers check's finding, by ``id`` of the claim's mention, for each value the
    source states by arithmetic: a fee on an amount (:func:`worked_fee`), a change
    between two values (:func:`worked_change`), a difference said with its comparison
    (:func:`~groundtrace.checks.worked_difference.worked_difference`) or a sum of listed amounts
    (:func:`~groundtrace.checks.worked_total.worked_total`), a count of items at the
    source's price of one (:func:`~groundtrace.checks.worked_count.worked_count`), or a
    case of a rule's threshold
    (:func:`~groundtrace.checks.thresholds.covered_by_threshold`), or a rule's threshold
    restated with another number (:func:`~groundtrace.checks.thresholds.other_threshold`,
    contradicted); and each value a
    tariff gives for another case than the claim's
    (:func:`~groundtrace.checks.pairs.mispaired`); and an age read against a requirement
    (:func:`~groundtrace.checks.requirements.requirement_case`); and a case the claim
    puts of its own, compared with a value the source states
    (:func:`~groundtrace.checks.worked_compare.compared_case`); and a share of an amount
    the claim works out itself, at a rate a source states
    (:func:`~groundtrace.checks.worked_share.worked_share`, for values no other reading
    decides); and a case the claim refuses by a limit it restates
    (:func:`~groundtrace.checks.limit_refusal.refused_cases`); and a fee worked out past a
    free allowance (:func:`~groundtrace.checks.worked_allowance.worked_allowance`); and
    the time between two times of day the source states
    (:func:`~groundtrace.checks.worked_duration.worked_duration`); and a time of day read
    against the source's cut-off
    (:func:`~groundtrace.checks.cutoffs.cutoff_case`). Each takes the claim offsets."""
    out: dict[int, Callable[[int, int], CheckHit]] = {}
    case = requirement_case(claim, evidence)  # "If you're 15" beside "must be at least 16"
    # "8,000 EUR is too small; the minimum is 10,000 EUR"
    cases = refused_cases(claim, mentions, evidence)
    # "25 cheques cost 2.50 EUR" beside "free for up to 20, each further one 0.50 EUR"
    cases.update(worked_allowance(claim, mentions, evidence))
    # "35 minutes after you asked for it" beside "requested: 09:05", "sent: 09:40"
    cases.update(worked_duration(claim, mentions, evidence))
    for cm in mentions:
        if case is not None and case.decided and (cm.start, cm.end) == (case.start, case.end):
            out[id(cm)] = case.hit
            continue
        if id(cm) in cases:
            out[id(cm)] = cases[id(cm)]
            continue
        if (cut := cutoff_case(claim, cm, evidence) or restated_cutoff(
                claim, cm, evidence)) is not None:
            out[id(cm)] = cut  # "submitted at 11am" under "submitted before 16:00"
            continue
        rule = covered_by_threshold(claim, cm, evidence)
        if rule is not None:
            out[id(cm)] = partial(rule.finding, cm)
        elif (other := other_threshold(claim, cm, evidence)) is not None:
            out[id(cm)] = partial(other.restated, cm)
    fee = worked_fee(mentions, evidence)
    if fee is not None:
        out[id(fee.amount)] = partial(fee.hit, fee.amount)
        out[id(fee.fee)] = partial(fee.hit, fee.fee)
        if fee.unlimited is not None:
            out[id(fee.unlimited)] = partial(fee.hit, fee.unlimited)
    change = worked_change(claim, mentions, evidence)
    if change is not None:
        out[id(change.change)] = change.hit
    diff = worked_difference(claim, mentions, evidence)
    if diff is not None and id(diff.difference) not in out:
        out[id(diff.difference)] = diff.hit
    total = worked_total(claim, mentions, evidence)
    if total is not None:
        out[id(total.total)] = total.hit
    count = worked_count(mentions, claim, evidence)
    if count is not None and id(count.total) not in out:
        out[id(count.total)] = count.hit
        if (digit := counted_mention(count, mentions)) is not None:
            out[id(digit)] = count.count_hit
    pair = mispaired(claim, mentions, evidence) or mispaired_case(claim, mentions, evidence)
    if pair is not None:
        out[id(pair.value)] = pair.hit
    for put in compared_case(claim, mentions, evidence):
        out.setdefault(id(put.case), put.hit)
    for share in worked_share(claim, mentions, evidence, sources):
        for value in share.supported():
            out.setdefault(id(value), partial(share.hit, value))
    return out
