"""The one date parser: "2021", "March 5, 2021", "5 de marzo de 2021", "2021-03-05", "05/03/2021".

A mention becomes the set of (year, month, day) readings it allows (a
numeric "05/03/2021" may be 5 March or 3 May); parts a mention does not
state are None and match anything. The claim checks compare readings; the
policy variables take full dates, resolving a numeric date's order with the
policy's ``date_order``.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from groundtrace.text.mention import Mention

__all__ = ["MONTHS", "DateMention", "Reading", "find_dates"]

MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4,
    "apr": 4, "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
    "september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
    "december": 12, "dec": 12, "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5,
    "junio": 6, "julio": 7, "agosto": 8, "septiembre": 9, "setiembre": 9, "octubre": 10,
    "noviembre": 11, "diciembre": 12,
}
_MON = "|".join(sorted(MONTHS, key=len, reverse=True))
_YEAR = r"(?:1[5-9]\d\d|20\d\d)"
_ORD = r"(?:st|nd|rd|th|º|°)?"
_PATTERNS = [
    # 2021-03-05
    re.compile(rf"\b(?P<y>{_YEAR})-(?P<m>\d{{1,2}})-(?P<d>\d{{1,2}})\b"),
    # 05/03/2021, 5.3.2021, 05-03-2021 (day/month order unknown)
    re.compile(rf"\b(?P<a>\d{{1,2}})[/.-](?P<b>\d{{1,2}})[/.-](?P<y>{_YEAR})\b"),
    # March 5, 2021 / March 5th 2021 / March 5 (not "October 15:30", a time)
    re.compile(rf"\b(?P<mon>{_MON})\.?\s+(?P<d>\d{{1,2}}){_ORD}(?![:.]\d)"
               rf"(?:,?\s+(?P<y>{_YEAR}))?\b", re.I),
    # 5 March 2021 / 5th of March, 2021 / 5 de marzo de 2021
    re.compile(
        rf"\b(?P<d>\d{{1,2}}){_ORD}\s+(?:of\s+|de\s+)?(?P<mon>{_MON})\.?"
        rf"(?:,?\s+(?:de(?:l)?\s+)?(?P<y>{_YEAR}))?\b",
        re.I,
    ),
    # a season or academic year: 2018–19, 1998-99 (either year)
    re.compile(rf"(?<![\w.,/-])(?P<y>{_YEAR})[–—-](?P<y2>\d\d)(?![\w%€$-]|[.,]\d)"),
    # March 2021 / marzo de 2021
    re.compile(rf"\b(?P<mon>{_MON})\.?,?\s+(?:de(?:l)?\s+)?(?P<y>{_YEAR})\b", re.I),
    # a bare year, not part of a larger number or amount ("1500 EUR", "2000 dollars");
    # "1970s" / "1970's" (tokenised text: "1970 's") is a decade, also "mid-1970s"
    re.compile(rf"(?:(?<![\w$€£.,/-])|(?<=\bmid-)|(?<=\bearly-)|(?<=\blate-))"
               rf"(?P<y>{_YEAR})(?P<decade>s|\s?['’]s)?"
               rf"(?![\w%€$]|[.,]\d|\s?(?:%|€|£|\$)|\s(?:EUR|USD|GBP|CHF|euros?|dollars?|"
               rf"pounds?|d[oó]lares|libras)\b)"),
]

Reading = tuple[int | None, int | None, int | None]


@dataclass(frozen=True)
class DateMention(Mention):
    """A date in a text: every (year, month, day) reading it allows; unstated parts are None.

    ``day_first`` / ``month_first`` are the two readings of a numeric date
    whose order is open (``03/04/2025``); None when only one reading is valid.
    A decade ("1970s") reads as each of its ten years and is a period, not a
    date: it is never :meth:`comparable`, so it can be found in a source but
    not contradicted by a date the source gives for something else.
    """

    readings: frozenset[Reading]
    day_first: Reading | None = None
    month_first: Reading | None = None
    decade: bool = False

    def agrees_with(self, other: DateMention) -> bool:
        """Some reading of each is the same date where both state a part, and they
        state one part in common: "2021" and "Feb 05" say nothing of each other."""
        return any(_compatible(a, b) and any(x is not None and y is not None
                                             for x, y in zip(a, b, strict=True))
                   for a in self.readings for b in other.readings)

    def comparable(self, other: DateMention) -> bool:
        """Both state a year, or both state a month: a mismatch is then a contradiction."""
        if self.decade or other.decade:
            return False
        return any(
            (a[0] is not None and b[0] is not None) or (a[1] is not None and b[1] is not None)
            for a in self.readings
            for b in other.readings
        )


def _compatible(a: Reading, b: Reading) -> bool:
    return all(x is None or y is None or x == y for x, y in zip(a, b, strict=True))


def _valid(y: int | None, m: int | None, d: int | None) -> bool:
    return (m is None or 1 <= m <= 12) and (d is None or 1 <= d <= 31)


def find_dates(text: str) -> list[DateMention]:
    """Date and year mentions, longest first at each position, not overlapping."""
    found: list[DateMention] = []
    # Taken spans are disjoint, so sorted by start they are sorted by end too: a new
    # match can only overlap the last span that starts before it ends (bisect, not a
    # scan of every span, which was quadratic on a long source).
    starts: list[int] = []
    ends: list[int] = []
    for pattern in _PATTERNS:
        for m in pattern.finditer(text):
            j = bisect.bisect_left(starts, m.end())
            if j and ends[j - 1] > m.start():
                continue
            g = m.groupdict()
            y = int(g["y"]) if g.get("y") else None
            readings: set[Reading] = set()
            orders: tuple[Reading, Reading] | None = None
            if g.get("a"):
                a, b = int(g["a"]), int(g["b"])
                orders = ((y, b, a), (y, a, b))
                readings |= set(orders)
            else:
                mon = MONTHS[g["mon"].lower()] if g.get("mon") else (
                    int(g["m"]) if g.get("m") else None)
                day = int(g["d"]) if g.get("d") else None
                readings.add((y, mon, day))
            if g.get("y2") and y is not None:
                second = y // 100 * 100 + int(g["y2"])
                second += 100 if second <= y else 0  # 1999-00
                if second != y + 1:
                    continue  # "2018-25" is no season
                readings = {(y, None, None), (second, None, None)}
            decade = bool(g.get("decade")) and y is not None and y % 10 == 0
            if decade and y is not None:
                readings = {(y + k, None, None) for k in range(10)}
            readings = {r for r in readings if _valid(*r)}
            if not readings:
                continue
            starts.insert(j, m.start())
            ends.insert(j, m.end())
            ambiguous = orders is not None and len(readings) == 2
            found.append(DateMention(
                m.group(0), m.start(), m.end(), frozenset(readings),
                orders[0] if ambiguous and orders else None,
                orders[1] if ambiguous and orders else None,
                decade,
            ))
    return sorted(found, key=lambda d: d.start)
