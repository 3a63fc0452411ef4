"""A claim's numbers and dates in its passage's words (:mod:`groundtrace.claims.reading`).

Each number or date of the claim that states the same value as one of the
passage is written as the passage writes it ("3000 EUR" as "3,000 EUR",
"1/3/2026" as "1 March 2026", "within a month" as "within 30 days"); a range
moves whole (:mod:`groundtrace.claims.ranges`), a bound takes the passage's
word with it ("above 500 EUR" as "over 500 EUR"); a case of a rule's threshold is read
as the rule's bound ("a dispute of 800 EUR" as "a dispute over 500 EUR",
:mod:`groundtrace.checks.thresholds`).
"""

from __future__ import annotations

import re

from groundtrace.checks.base import SourceText
from groundtrace.checks.fee_share import worked_fee
from groundtrace.checks.number_context import bound_phrase
from groundtrace.checks.number_mentions import NumberMention, find_numbers, is_ordinal_year
from groundtrace.checks.thresholds import threshold_edits
from groundtrace.checks.worked_count import worked_count
from groundtrace.checks.worked_date import worked_date, worked_date_edits
from groundtrace.checks.worked_total import worked_total
from groundtrace.claims.comparisons import comparison_edits
from groundtrace.claims.ranges import range_edits
from groundtrace.sources.spans import Span
from groundtrace.text.dates import DateMention, find_dates

__all__ = ["cased", "one_date", "value_edits"]


def cased(text: str, like: str) -> str:
    """``text`` with its first letter in the case of ``like``'s first letter."""
    if not text or not like:
        return text
    return (text[0].upper() if like[0].isupper() else text[0].lower()) + text[1:]


# "within a month", "after a year": one of a period, read against "within 30 days".
_ONE_PERIOD = re.compile(r"\b(?:within|in|after|for|under|over|than|about|around|to)\s+"
                         r"(?P<one>an?\s+(?P<unit>year|month|week|day|hour|minute)"
                         r"(?P<half>\s+and\s+a\s+half)?)\b",
                         re.IGNORECASE)


def _mentions(text: str, dates: list[DateMention]) -> list[NumberMention]:
    # Numbers written out before a unit ("ten seconds") count on both sides; a
    # number inside a date ("1/3/2026") is the date's.
    found = [n for n in find_numbers(text, include_years=True, source=True)
             if not any(d.start < n.end and n.start < d.end for d in dates)]
    found.extend(NumberMention(m.group("one"), m.start("one"), m.end("one"),
                               frozenset({1.5 if m.group("half") else 1.0}),
                               m.group("unit").lower()) for m in _ONE_PERIOD.finditer(text))
    return found


def _same_kind(claim: NumberMention, passage: NumberMention) -> bool:
    """Equal value, and both bare numbers or both with comparable units.

    A bare "3000" beside a passage's "3,000 EUR" is left alone: writing the
    passage's unit into the claim would add words the claim never said.
    """
    if ((claim.unit is None) != (passage.unit is None)
            or is_ordinal_year(claim) != is_ordinal_year(passage)):
        return False  # "before your 70th birthday" is not "before your 70 years"
    return claim.agrees_with(passage)


def one_date(d: DateMention) -> bool:
    """A date, not a period: no decade ("1970s") or season ("2018-19")."""
    return not d.decade and len({r[0] for r in d.readings}) == 1


def _same_date(claim: DateMention, passage: DateMention) -> bool:
    """The same date stated as precisely: "1/3/2026" and "1 March 2026", not
    "May 2025" and "15 May 2025" (the claim would gain a day it never said)."""
    return one_date(claim) and one_date(passage) and bool(claim.readings & passage.readings)


# The words that tie an amount to what it is of: "a withdrawal [of] 200 EUR".
_AMOUNT_OF = re.compile(r"\s(?:of|for|on|worth)\s+$", re.IGNORECASE)


def worked_fee_edits(claim: str, mentions: list[NumberMention],
                     passage: SourceText) -> list[tuple[int, int, str]]:
    """A fee worked out from the passage's rate (:mod:`groundtrace.checks.fee_share`), in
    the rate's words, without the amount it was worked on: "A cash withdrawal of 200
    EUR costs 6 EUR" reads "A cash withdrawal costs 3% of the amount". The numbers
    check does the sum; the verifier reads what is charged."""
    found = worked_fee(mentions, [passage])
    if found is None:
        return []
    amount = found.amount
    tie = _AMOUNT_OF.search(claim, max(0, amount.start - 8), amount.start)
    cut = ((tie.start(), amount.end) if tie is not None
           else (amount.start, amount.end + 1) if claim[amount.end:amount.end + 1] == " "
           else (amount.start, amount.end))
    return [(*cut, ""), (found.fee.start, found.fee.end, found.share)]


def worked_total_edits(claim: str, mentions: list[NumberMention],
                       passage: SourceText) -> list[tuple[int, int, str]]:
    """A total of amounts the passage lists (:mod:`groundtrace.checks.worked_total`) as
    those amounts: "The deposits total 28,500 EUR" reads "The deposits total 9,500 EUR,
    9,800 EUR and 9,200 EUR". The numbers check does the sum; the verifier reads what
    was added up."""
    found = worked_total(claim, mentions, [passage])
    if found is None:
        return []
    return [(found.total.start, found.total.end, passage.text[found.start:found.end])]


# "100 EUR in total": the total's own word goes with it when it is read per item.
_IN_TOTAL = re.compile(r"\s+(?:in total|in all|altogether)\b", re.IGNORECASE)


def worked_count_edits(claim: str, mentions: list[NumberMention],
                       passage: SourceText) -> list[tuple[int, int, str]]:
    """A price of several items worked out from the passage's price of one
    (:mod:`groundtrace.checks.worked_count`) as that price: "If you make two claims,
    you pay 100 EUR in excess in total" reads "... you pay 50 EUR for each claim in
    excess". The numbers check does the product; the verifier reads what is priced."""
    found = worked_count(mentions, claim, [passage])
    if found is None:
        return []
    end = found.total.end
    if (tail := _IN_TOTAL.match(claim, end)) is not None:
        end = tail.end()
    return [(found.total.start, end, found.per_item)]


def value_edits(claim: str, passage: str) -> list[tuple[int, int, str]]:
    """Each number or date of ``claim`` that ``passage`` states in other words, as
    (start, end, the passage's words)."""
    c_dates = find_dates(claim)
    c_numbers = _mentions(claim, c_dates)
    if not c_dates and not c_numbers:
        return []
    p_dates = find_dates(passage)
    edits: list[tuple[int, int, str]] = []
    whole = SourceText(passage, Span("passage", 0, len(passage)))
    # "on 1 March ... on 5 April" as "... 35 calendar days later" (checks.worked_date)
    if (dated := worked_date(claim, c_dates, [whole])) is not None:
        edits.extend(worked_date_edits(claim, dated))
        c_dates = [d for d in c_dates if d not in (dated.earlier, dated.later)]
    for cd in c_dates:
        same_d = next((d for d in p_dates if _same_date(cd, d)), None)
        if same_d is not None and same_d.text != cd.text:
            edits.append((cd.start, cd.end, same_d.text))
    if c_numbers and (worked := (worked_fee_edits(claim, c_numbers, whole)
                                 or worked_total_edits(claim, c_numbers, whole)
                                 or worked_count_edits(claim, c_numbers, whole))):
        return [*edits, *worked]
    if c_numbers:
        theirs = _mentions(passage, p_dates)
        # a range, or a value in one, in the passage's words (claims.ranges); a number
        # that ends a range moves with its range or not at all
        ranged = range_edits(claim, passage, c_numbers, theirs)
        edits.extend(e for e in ranged if claim[e[0]:e[1]] != e[2])
        # "the ratio of 48% exceeds the 40% limit" without its own value (claims.comparisons)
        edits.extend(comparison_edits(claim, c_numbers))
        # "a dispute of 800 EUR" beside "for disputes over 500 EUR": the rule's bound
        edits.extend(e for e in threshold_edits(claim, c_numbers, passage)
                     if not any(s <= e[0] < t or e[0] <= s < e[1] for s, t, _ in edits))
        for mine in c_numbers:
            if any(s <= mine.start < t for s, t, _ in ranged):
                continue
            same_n = next((n for n in theirs if _same_kind(mine, n)), None)
            if same_n is None:
                continue
            # "above 500 EUR" beside "over 500 EUR": the bound in the passage's words too
            mb, pb = bound_phrase(claim, mine.start), bound_phrase(passage, same_n.start)
            if mb is not None and pb is not None and mb[0] == pb[0]:
                said, as_written = passage[pb[1]:same_n.end], claim[mb[1]:mine.end]
                if said != as_written:
                    edits.append((mb[1], mine.end, cased(said, as_written)))
            elif same_n.text != mine.text:
                edits.append((mine.start, mine.end, same_n.text))
    return edits
