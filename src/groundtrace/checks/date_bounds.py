"""A date a claim bounds: "died before July 11, 2015" where the source says 10 July 2015.

"Before", "prior to" and "earlier than" a date, or "after" and "later than" it, make
the claim's date a bound, not the date of the event: the source's date on the
bound's side satisfies it, as "more than 30,000" is satisfied by 30,621 in the
numbers check. The source's date the claim's is read against is the evidence date
nearest it in time (a passage's other dates are often other events'), and it must
be a date, not a bound of its own: "before 15 March" widens a "before 1 March" the
source sets, as "up to 100,000 EUR" is not "up to 85,000 EUR". The two are compared on
the parts both state (a date that agrees on all of them, "2018" beside "20 April 2018",
is the dates check's match before any bound is read).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.base import SourceText
from groundtrace.text.dates import DateMention, Reading

__all__ = ["bounded_date"]

#: Words before a date that make it an upper or a lower bound. Not "by", "until" or
#: "since": "by 2025" and "until 2019" are said of the date itself as often.
_BEFORE = re.compile(r"(?<!\w)(?:(?P<max>before|prior to|earlier than)|"
                     r"(?P<min>after|later than))\s+(?:the\s+)?$", re.IGNORECASE)
#: Words before a source's date that make it a bound of its own.
_SOURCE_BOUND = re.compile(r"(?<!\w)(?:before|prior to|earlier than|after|later than|by|"
                           r"until|till|no later than|from|since|within|up to)\s+(?:the\s+)?$",
                           re.IGNORECASE)
_REACH = 20


def _date_bound(text: str, d: DateMention) -> str | None:
    """"max" where ``d`` follows "before" (or "prior to", "earlier than"), "min" where it
    follows "after" (or "later than"), else None."""
    m = _BEFORE.search(text, max(0, d.start - _REACH), d.start)
    if m is None:
        return None
    return "max" if m.group("max") else "min"


def _order(a: Reading, b: Reading) -> int | None:
    """-1 where ``a`` is before ``b``, 1 where after, at the first part (year, month, day)
    both state that differs; None where every part both state is the same."""
    for x, y in zip(a, b, strict=True):
        if x is None or y is None:
            continue
        if x != y:
            return -1 if x < y else 1
    return None


def _days(r: Reading) -> float:
    """A reading as a rough day count, for nearness: unstated parts at their middle."""
    y, m, d = r
    return (y or 0) * 365.25 + ((m or 6.5) - 1) * 30.44 + (d or 15)


def bounded_date(claim: str, cd: DateMention, rivals: Sequence[tuple[SourceText, DateMention]]
                 ) -> tuple[SourceText, DateMention, str] | None:
    """The evidence date that meets the bound the claim sets with ``cd`` (the rival nearest
    it in time, on the bound's side, not a bound itself), with the side ("before" or
    "after"), or None."""
    way = _date_bound(claim, cd)
    if way is None or not rivals:
        return None
    want = -1 if way == "max" else 1

    def gap(rival: tuple[SourceText, DateMention]) -> float:
        return min(abs(_days(a) - _days(b)) for a in rival[1].readings for b in cd.readings)

    src, d = min(rivals, key=gap)
    if _SOURCE_BOUND.search(src.text, max(0, d.start - _REACH), d.start) is not None:
        return None
    if all(_order(theirs, mine) == want for theirs in d.readings for mine in cd.readings):
        return src, d, "before" if way == "max" else "after"
    return None
