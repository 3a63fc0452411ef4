"""A case the claim refuses by a limit it restates: "No, an 8,000 EUR credit is too small;
the minimum is 10,000 EUR".

An answer that turns a request down names the customer's case and the limit it breaks
("No, you can't pay in 250 GBP a month; the most you can save each month is 200 GBP",
"A 30 EUR purchase can't be split, since the minimum is 50 EUR", "No, a business with 60
employees can't use the service, as it's for businesses with between 1 and 50"). The
limit is the source's; the case is the customer's, which no source states, and the
numbers check called it contradicted by another value of the passage or never stated.

:func:`refused_cases` reads a claim that refuses (a negation, "too small", "too young",
"declined") and restates a limit: a value after a minimum's words ("the minimum is",
"at least", "the lowest") or a maximum's ("the most", "up to", "the highest", "limit",
"below"), or before them ("the 75% maximum", "10,000 EUR or more"), or a range's end
("between 1 and 50"), where an evidence passage states the same value as a limit of the
same kind. Each other value of the claim in the limit's unit, with no bound or limit's
words of its own before it ("an 8,000 EUR monthly cap" is a case), on the side the limit
rules out (below a minimum, above a maximum, outside a range) is
supported by it: the claim says what the limit entails of its case. A "too" that points
the other way ("too large" beside a minimum) leaves the claim to the numbers check, as
do a value the limit allows and a limit the source does not set; what is refused is
the verifier's to read. A claim that refuses nothing and ties a case to a maximum or a
range after it, by a reason or "within" ("Paying in 150 notes in one go is fine, since
a single deposit can have up to 200 notes"; "the cover pays off the whole balance, since
that's within the 60,000 EUR limit"), is read the other way round: a case the limit
allows is supported (two bare numbers only where the same word follows both). A
minimum is not read so: an amount above it is as often another thing ("a 100 EUR
transfer costs a 5 EUR fee, because the fee is never less than 5 EUR").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText, cited_hit
from groundtrace.checks.number_context import bound, same_measure, trailing_bound
from groundtrace.checks.number_mentions import NumberMention, find_numbers
from groundtrace.text.claims import REFUSAL
from groundtrace.text.normalize import fold_with_offsets

__all__ = ["Limit", "refused_cases"]

# A limit's words before its value, with nothing between but words: "the minimum is",
# "the most you can save each month is", "the highest you can choose is".
_WORDS_BEFORE = re.compile(r"(?<!\w)(?:(?P<min>minimum|min|lowest|smallest|least|fewest)|"
                           r"maximum|max|most|highest|largest|greatest|limit|cap|ceiling|"
                           r"limited|capped)(?!\w)[^\d;:!?]*$", re.IGNORECASE)
# ... or right after it: "the 75% maximum", "the 40% limit", "a 150 EUR monthly limit".
_WORDS_AFTER = re.compile(r"\s+(?:[^\W\d_][\w-]*\s+)?(?:(?P<min>minimum)|maximum|limit|cap|"
                          r"ceiling)(?!\w)", re.IGNORECASE)
# A range's first end and its joiner, right before its last end: "between 1 and [50]",
# "from 18 to [75]", "1 to [50] employees".
_RANGE = re.compile(r"(?:(?P<lead>between|from)\s+)?(?P<lo>\d[\d,.]*)(?:\s*[^\W\d_]{1,10})?"
                    r"\s*(?P<to>and|to|-|–)\s*$", re.IGNORECASE)
# ... and a range's first end: "from [10 GBP] to 200 GBP", "from [10,000 EUR] up to".
_FIRST_END = re.compile(r"\s*(?:[^\W\d_]{1,10}\s*)?(?P<to>up to|to|and|-|–)\s*(?:[€$£]\s?)?"
                        r"(?:\d|your|the)", re.IGNORECASE)
_FROM = re.compile(r"(?<!\w)(?:from|between)\s+$", re.IGNORECASE)
_REACH = 60
_TOO_LOW = frozenset({"small", "low", "little", "few", "young", "short", "early"})
# What ties a case to a limit a claim restates without refusing it: a reason ("Paying in
# 150 notes is fine, since a deposit can have up to 200 notes") or "within" ("since that's
# within the 60,000 EUR limit").
_REASON = re.compile(r"(?<!\w)(?:since|because|as|so)(?!\w)", re.IGNORECASE)
_WITHIN = re.compile(r"(?<!\w)within\s+(?:(?:the|your|our|its|their)\s+)?$", re.IGNORECASE)


@dataclass(frozen=True)
class Limit:
    """A limit a text sets: "min" or "max" at ``high`` (a range: ``low`` to ``high``)."""

    kind: str  # "min", "max" or "range"
    low: float
    high: float
    #: Where a range's words start in its text (its low end); None for a minimum or maximum.
    start: int | None = None

    def rules_out(self, value: float) -> bool:
        if self.kind == "min":
            return value < self.low
        if self.kind == "max":
            return value > self.high
        return value < self.low or value > self.high

    def sets(self, claim: Limit) -> bool:
        """Whether this limit of the source sets the claim's: the same kind (a range with
        the same ends), or a range whose low end is the claim's minimum or whose high end
        is its maximum ("from 10 GBP to 200 GBP a month" sets "the most is 200 GBP")."""
        if self.kind == claim.kind:
            return self.kind != "range" or (self.low, self.high) == (claim.low, claim.high)
        return self.kind == "range" and ((claim.kind == "min" and claim.low == self.low)
                                         or (claim.kind == "max" and claim.high == self.high))


def _limit(text: str, n: NumberMention) -> Limit | None:
    """The limit the value ``n`` of ``text`` states, else None."""
    x = float(min(n.values))
    way = bound(text, n.start)
    if way is None and (after := trailing_bound(text, n)) is not None:
        way = after[0]
    if way is None:
        words = (_WORDS_BEFORE.search(text, max(0, n.start - _REACH), n.start)
                 or _WORDS_AFTER.match(text, n.end))
        way = None if words is None else "min" if words.group("min") else "max"
    first = _FIRST_END.match(text, n.end) if way is None else None
    if first is not None and (first.group("to").lower() != "and"
                              or _FROM.search(text, max(0, n.start - 10), n.start)):
        way = "min"  # a range's low end: "from [10 GBP] to 200 GBP", "[50 EUR] to 2,000 EUR"
    if way in ("min", "max"):
        return Limit(way, x, x)
    ranged = _RANGE.search(text, max(0, n.start - 30), n.start)
    if ranged is None or (ranged.group("to").lower() == "and" and not ranged.group("lead")):
        return None
    lows = [float(v) for m in find_numbers(ranged.group("lo"), source=True) for v in m.values
            if v < x]
    return Limit("range", max(lows), x, ranged.start("lo")) if lows else None


def _source_limit(cm: NumberMention, limit: Limit, evidence: Sequence[SourceText]
                  ) -> tuple[SourceText, int, int] | None:
    """(passage, start, end) of the evidence's words for the value ``cm`` restates, where
    the evidence states it as a limit that sets ``limit`` (a range restated: from its low
    end)."""
    for e in evidence:
        for n in find_numbers(e.text, source=True):
            if cm.agrees_with(n) and (theirs := _limit(e.text, n)) is not None \
                    and theirs.sets(limit):
                ranged = limit.kind == "range" and theirs.start is not None
                return e, theirs.start if ranged and theirs.start is not None else n.start, n.end
    return None


def refused_cases(claim: str, mentions: Sequence[NumberMention],
                  evidence: Sequence[SourceText]
                  ) -> dict[int, Callable[[int, int], CheckHit]]:
    """The numbers check's finding, by ``id`` of the claim's mention and taking the claim
    offsets, for each case value the claim refuses (or allows) by a limit it restates
    from the evidence, and for that limit (see the module's docstring)."""
    folded = fold_with_offsets(claim)[0]
    # (not the opening "No," of an answer: it is no cue of REFUSAL's)
    refusals = list(REFUSAL.finditer(folded))
    if len(mentions) < 2 or not (refusals or _REASON.search(folded) or "within" in folded):
        return {}
    toos = {m.group("too").lower() for m in refusals if m.group("too")}
    out: dict[int, Callable[[int, int], CheckHit]] = {}
    for lm in mentions:
        limit = _limit(claim, lm)
        if limit is None or (toos and limit.kind != "range" and any(
                (t in _TOO_LOW) != (limit.kind == "min") for t in toos)):
            continue
        said = _source_limit(lm, limit, evidence)
        if said is None:
            continue
        read = False
        for cm in mentions:
            if (cm is lm or id(cm) in out or cm.unit != lm.unit or cm.agrees_with(lm)
                    or bound(claim, cm.start) is not None
                    or trailing_bound(claim, cm) is not None
                    or _WORDS_BEFORE.search(claim, max(0, cm.start - _REACH), cm.start)):
                continue
            out_side = [limit.rules_out(float(v)) for v in cm.values]
            if refusals and all(out_side):
                out[id(cm)] = _finding(cm, limit, *said)
            elif not refusals and not any(out_side) and limit.kind != "min" \
                    and cm.end < lm.start and same_measure(claim, cm, claim, lm) and (
                    _REASON.search(folded, cm.end, lm.start)
                    or _WITHIN.search(folded, max(0, lm.start - 25), lm.start)):
                # a case the limit allows, then a reason and the limit, in a claim that
                # refuses nothing
                out[id(cm)] = _finding(cm, limit, *said, allowed=True)
            else:
                continue
            read = True
        if read:  # the limit itself, as the source sets it
            out[id(lm)] = _restated(lm, limit, *said)
    return out


_KINDS = {"min": "minimum", "max": "maximum", "range": "range"}
_SIDES = {"min": "below", "max": "above", "range": "outside"}


def _finding(cm: NumberMention, limit: Limit, e: SourceText, start: int, end: int,
             *, allowed: bool = False) -> Callable[[int, int], CheckHit]:
    said = e.text[start:end]
    why = (f"{cm.text!r} is within the source's {_KINDS[limit.kind]} ({said!r}), which the "
           "claim allows it by" if allowed else
           f"{cm.text!r} is {_SIDES[limit.kind]} the source's {_KINDS[limit.kind]} "
           f"({said!r}), which the claim refuses it by")
    return cited_hit("numbers", CheckOutcome.SUPPORTED, cm.text, e, start, end, why)


def _restated(lm: NumberMention, limit: Limit, e: SourceText, start: int, end: int
              ) -> Callable[[int, int], CheckHit]:
    said = e.text[start:end]
    why = (f"{lm.text!r} ends the source's range ({said!r})" if limit.kind == "range"
           else f"{lm.text!r} is the source's {_KINDS[limit.kind]} ({said!r})")
    return cited_hit("numbers", CheckOutcome.SUPPORTED, lm.text, e, start, end, why)
