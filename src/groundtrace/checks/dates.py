"""Dates and years: "2021", "March 5, 2021", "5 de marzo de 2021", "2021-03-05", "05/03/2021".

A mention becomes the set of (year, month, day) readings it allows (a
numeric "05/03/2021" may be 5 March or 3 May); parts a mention does not
state are None and match anything.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText

__all__ = ["DateMention", "check_dates", "find_dates"]

_MONTHS = {
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4,
    "apr": 4, "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
    "september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
    "december": 12, "dec": 12, "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5,
    "junio": 6, "julio": 7, "agosto": 8, "septiembre": 9, "setiembre": 9, "octubre": 10,
    "noviembre": 11, "diciembre": 12,
}
_MON = "|".join(sorted(_MONTHS, key=len, reverse=True))
_YEAR = r"(?:1[5-9]\d\d|20\d\d)"
_ORD = r"(?:st|nd|rd|th|º|°)?"
_PATTERNS = [
    # 2021-03-05
    re.compile(rf"\b(?P<y>{_YEAR})-(?P<m>\d{{1,2}})-(?P<d>\d{{1,2}})\b"),
    # 05/03/2021, 5.3.2021 (day/month order unknown)
    re.compile(rf"\b(?P<a>\d{{1,2}})[/.](?P<b>\d{{1,2}})[/.](?P<y>{_YEAR})\b"),
    # March 5, 2021 / March 5th 2021 / March 5
    re.compile(rf"\b(?P<mon>{_MON})\.?\s+(?P<d>\d{{1,2}}){_ORD}(?:,?\s+(?P<y>{_YEAR}))?\b", re.I),
    # 5 March 2021 / 5th of March, 2021 / 5 de marzo de 2021
    re.compile(
        rf"\b(?P<d>\d{{1,2}}){_ORD}\s+(?:of\s+|de\s+)?(?P<mon>{_MON})\.?"
        rf"(?:,?\s+(?:de(?:l)?\s+)?(?P<y>{_YEAR}))?\b",
        re.I,
    ),
    # March 2021 / marzo de 2021
    re.compile(rf"\b(?P<mon>{_MON})\.?,?\s+(?:de(?:l)?\s+)?(?P<y>{_YEAR})\b", re.I),
    # a bare year, not part of a larger number or amount
    re.compile(rf"(?<![\w$€£.,/-])(?P<y>{_YEAR})s?(?![\w%€$]|[.,]\d|\s?(?:%|€))"),
]

Reading = tuple[int | None, int | None, int | None]


@dataclass(frozen=True)
class DateMention:
    text: str
    start: int
    end: int
    readings: frozenset[Reading]

    def agrees_with(self, other: DateMention) -> bool:
        return any(_compatible(a, b) for a in self.readings for b in other.readings)

    def comparable(self, other: DateMention) -> bool:
        """Both state a year, or both state a month: a mismatch is then a contradiction."""
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
            if g.get("a"):
                a, b = int(g["a"]), int(g["b"])
                readings |= {(y, b, a), (y, a, b)}
            else:
                mon = _MONTHS[g["mon"].lower()] if g.get("mon") else (
                    int(g["m"]) if g.get("m") else None)
                day = int(g["d"]) if g.get("d") else None
                readings.add((y, mon, day))
            readings = {r for r in readings if _valid(*r)}
            if not readings:
                continue
            starts.insert(j, m.start())
            ends.insert(j, m.end())
            found.append(DateMention(m.group(0), m.start(), m.end(), frozenset(readings)))
    return sorted(found, key=lambda d: d.start)


def check_dates(
    claim: str,
    evidence: Sequence[SourceText],
    sources: Sequence[SourceText],
    *,
    claim_offset: int = 0,
) -> list[CheckHit]:
    """Each date of the claim against the aligned evidence, then the whole source."""
    hits: list[CheckHit] = []
    ev = [(e, d) for e in evidence for d in find_dates(e.text)]
    for cd in find_dates(claim):
        c_start, c_end = claim_offset + cd.start, claim_offset + cd.end
        match = next(((e, d) for e, d in ev if cd.agrees_with(d)), None)
        rival = next(((e, d) for e, d in ev if cd.comparable(d) and not cd.agrees_with(d)),
                     None)
        if match is None and rival is None:
            match = next(((s, d) for s in sources for d in find_dates(s.text)
                          if cd.agrees_with(d)), None)
        if match is not None:
            src, d = match
            hits.append(CheckHit("dates", CheckOutcome.SUPPORTED, c_start, c_end, cd.text,
                                 src.sub_span(d.start, d.end), d.text,
                                 f"{cd.text!r} matches the source ({d.text!r})"))
        elif rival is not None:
            src, d = rival
            hits.append(CheckHit("dates", CheckOutcome.CONTRADICTED, c_start, c_end, cd.text,
                                 src.sub_span(d.start, d.end), d.text,
                                 f"the claim says {cd.text!r} where the source says {d.text!r}"))
        else:
            hits.append(CheckHit("dates", CheckOutcome.UNSUPPORTED, c_start, c_end, cd.text,
                                 None, None, f"the source never mentions {cd.text!r}"))
    return hits
