"""A date worked out from another date and a period the source states.

"You give notice in the app, and the money arrives in your linked current account
35 calendar days later" makes "If you give notice on 1 March, the money arrives on
5 April" true, and "The first instalment is taken 1 month after you set up the plan"
makes "If you set up a plan on 10 March, your first instalment is taken on 10
April"; an assistant that answers "when will I get my money?" writes exactly that,
and the dates check called both dates ones the source never mentions. The dates
check (:mod:`groundtrace.checks.dates`) reads two dates of a claim with
:func:`worked_date` before it looks for them in the source.

The later date must be the earlier one plus a period of an evidence sentence that
shares at least two content words with the claim ("35 calendar days", "1 month",
"24 months", "a year"), counted in calendar days, weeks, months or years; business
or working days are left out (which days count is not the text's to say). Both
dates state the same parts (a day and a month, or a month and a year); a day and a
month with no year are taken in a year that is not a leap year and in one that is,
and either reading may give the period ("1 February" to "1 March" is 28 or 29
days). Only the arithmetic is checked; whether the period is the one between the
two events the claim names is the verifier's to judge (the claim layer reads the
later date as the period after the earlier event: :func:`worked_date_edits`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from groundtrace.checks.base import SourceText
from groundtrace.checks.lexicon import content_words, same_word
from groundtrace.checks.number_mentions import NUMBER_WORDS, alternation
from groundtrace.text.dates import DateMention
from groundtrace.text.sentences import split_sentences

__all__ = ["WorkedDate", "worked_date", "worked_date_edits"]

_COUNTS = {w: v for w, v in NUMBER_WORDS.items() if 1 <= v <= 100}
# "35 calendar days", "1 month", "24 months", "a year", "two weeks"
_PERIOD = re.compile(
    rf"(?<![\w.,-])(?P<n>\d{{1,3}}|an?|{alternation(_COUNTS)})\s+(?:(?P<kind>calendar|business|"
    r"working|banking|clear)\s+)?(?P<unit>day|week|month|year)s?(?![\w-])", re.IGNORECASE)
_DAYS = {"day": 1, "week": 7}
_MONTHS = {"month": 1, "year": 12}
#: Content words the period's sentence must share with the claim, beyond the dates'.
_MIN_SHARED = 2
#: Reference years for a day and a month stated without a year: one not leap, one leap.
_YEARS = (2025, 2024)


@dataclass(frozen=True)
class WorkedDate:
    """The claim's ``earlier`` and ``later`` dates and the period of ``source`` (at
    ``start``-``end`` of its text) that leads from one to the other."""

    earlier: DateMention
    later: DateMention
    source: SourceText
    start: int
    end: int
    #: How the period leads from one date to the other: "after" (the later date is the
    #: earlier plus the period), "before" (the source counts the period back from the
    #: later date: "3 months in advance") or "within" (the later date falls within the
    #: period of the earlier, as the claim says) or "next" (the later date is the day
    #: of the month the source names that comes next: "the 1st of the next month").
    way: str = "after"

    @property
    def period(self) -> str:
        return self.source.text[self.start:self.end]

    @property
    def explanation(self) -> str:
        """The dates check's explanation for either date."""
        if self.way == "before":
            return (f"{self.earlier.text!r} is the source's {self.period!r} before "
                    f"{self.later.text!r}")
        if self.way == "next":
            return (f"{self.later.text!r} is the next of the source's {self.period!r} "
                    f"after {self.earlier.text!r}")
        if self.way == "within":
            return (f"{self.later.text!r} is within the source's {self.period!r} of "
                    f"{self.earlier.text!r}")
        return f"{self.later.text!r} is the source's {self.period!r} after {self.earlier.text!r}"


def _count(word: str) -> int:
    w = word.lower()
    return 1 if w in ("a", "an") else int(w) if w.isdigit() else int(_COUNTS[w])


def _single(d: DateMention) -> tuple[int | None, int, int | None] | None:
    """The one (year, month, day) ``d`` states with a month, or None."""
    if d.decade or len(d.readings) != 1:
        return None
    (y, m, day), = d.readings
    if m is None or (day is None and y is None):
        return None
    return y, m, day


def _months_apart(a: tuple[int | None, int, int | None],
                  b: tuple[int | None, int, int | None]) -> int | None:
    """Whole months from ``a`` to ``b`` where both name the same day (or no day)."""
    if a[2] != b[2]:
        return None
    if (a[0] is None) != (b[0] is None):
        return None
    years = 0 if a[0] is None or b[0] is None else b[0] - a[0]
    months = 12 * years + b[1] - a[1]
    if a[0] is None and months <= 0:
        months += 12  # "10 December" to "10 January": the next year's
    return months


def _days_apart(a: tuple[int | None, int, int | None],
                b: tuple[int | None, int, int | None]) -> set[int]:
    """The days from ``a`` to ``b`` (both with a day), over the reference years where
    neither states a year."""
    if a[2] is None or b[2] is None or (a[0] is None) != (b[0] is None):
        return set()
    out = set()
    for ref in ((a[0],) if a[0] is not None else _YEARS):
        ya = ref if ref is not None else _YEARS[0]
        yb = b[0] if b[0] is not None else ya
        try:
            start, end = date(ya, a[1], a[2]), date(yb, b[1], b[2])
        except ValueError:
            continue
        if end <= start and a[0] is None:
            try:
                end = date(yb + 1, b[1], b[2])
            except ValueError:
                continue
        out.add((end - start).days)
    return out


def _leads(period: re.Match[str], a: tuple[int | None, int, int | None],
           b: tuple[int | None, int, int | None]) -> bool:
    """Whether ``period`` takes date ``a`` to date ``b``."""
    if (period.group("kind") or "").lower() in ("business", "working", "banking", "clear"):
        return False
    n, unit = _count(period.group("n")), period.group("unit").lower()
    if unit in _MONTHS:
        return _months_apart(a, b) == n * _MONTHS[unit]
    return n * _DAYS[unit] in _days_apart(a, b)


def _add_months(y: int, m: int, day: int, n: int) -> date | None:
    """The date ``n`` months after (``y``, ``m``, ``day``); the month's last day where it
    has no such day; None where the year is out of range."""
    y2, m2 = divmod(12 * y + m - 1 + n, 12)
    for d in (day, 30, 29, 28):
        try:
            return date(y2, m2 + 1, min(day, d))
        except ValueError:
            continue
    return None


def _inside(period: re.Match[str], a: tuple[int | None, int, int | None],
            b: tuple[int | None, int, int | None]) -> bool:
    """Whether date ``b`` falls after ``a`` and no later than ``period`` after it (both
    with a day), over the reference years where neither states a year."""
    if (period.group("kind") or "").lower() in ("business", "working", "banking", "clear"):
        return False
    if a[2] is None or b[2] is None or (a[0] is None) != (b[0] is None):
        return False
    n, unit = _count(period.group("n")), period.group("unit").lower()
    for ref in ((a[0],) if a[0] is not None else _YEARS):
        ya = ref if ref is not None else _YEARS[0]
        try:
            start = date(ya, a[1], a[2])
            end = date(b[0] if b[0] is not None else ya, b[1], b[2])
        except ValueError:
            continue
        if end <= start and a[0] is None:
            continue  # a day and a month with no year: read in the same year only
        limit = (_add_months(ya, a[1], a[2], n * _MONTHS[unit]) if unit in _MONTHS
                 else date.fromordinal(start.toordinal() + n * _DAYS[unit]))
        if limit is not None and start < end <= limit:
            return True
    return False


# A period the source counts back from an event: "3 months in advance", "90 days before".
_COUNTED_BACK = re.compile(r"\s+(?:before|in advance|ahead|prior to|earlier)\b", re.IGNORECASE)
# A period as the most time allowed: "within 3 months of the sale".
_WITHIN = re.compile(r"\bwithin\s+$", re.IGNORECASE)
_WITHIN_CLAIM = re.compile(r"\bwithin\b", re.IGNORECASE)


# A day of the month the source names as the next one to come: "the first day of each
# month", "the 1st of the next month", "the 10th of the following month".
_MONTH_DAY = re.compile(
    r"\b(?:the\s+)?(?P<day>first|1st|\d{1,2}(?:st|nd|rd|th))(?:\s+day)?\s+of\s+"
    r"(?:the\s+)?(?P<which>each|every|next|following)\s+(?:calendar\s+)?month\b",
    re.IGNORECASE)


def _month_day(day: re.Match[str], a: tuple[int | None, int, int | None],
               b: tuple[int | None, int, int | None]) -> bool:
    """Whether date ``b`` is the day of the month ``day`` names that comes after date
    ``a``: the next one ("each month") or the one in the month after (``next``)."""
    if a[2] is None or b[2] is None or (a[0] is None) != (b[0] is None):
        return False
    said = day.group("day").lower()
    n = 1 if said == "first" else int(re.sub(r"\D", "", said))
    months = 12 * ((b[0] or 0) - (a[0] or 0)) + b[1] - a[1]
    if a[0] is None and months < 0:
        months += 12  # "20 December" to "1 January": the next year's
    if b[2] != n:
        return False
    if day.group("which").lower() in ("each", "every"):
        return months == 1 if a[2] >= n else months == 0 and b[2] > a[2]
    return months == 1


def worked_date(claim: str, dates: Sequence[DateMention],
                evidence: Sequence[SourceText]) -> WorkedDate | None:
    """Two dates of ``claim`` (``dates``, in order) where the later is the earlier plus
    a period an evidence sentence about the claim states, or the day of the month that
    sentence names as the next to come ("until the 1st of the next month": "declined on
    20 March until 1 April"), or None.

    A period the source counts back ("at least 3 months in advance", "from 90 days
    before your fixed rate ends") also leads from the claim's second date back to its
    first ("If your account would become dormant on 1 September, we'd write by 1 June");
    a period the source allows at most ("within 3 months of the sale") holds two dates
    that far apart or less, where the claim says "within" too ("If you sell on 1 March
    and the new mortgage completes on 15 May, ... that's within three months").
    """
    whole = [(d, r) for d in dates if (r := _single(d)) is not None]
    if len(whole) < 2:
        return None
    claim_words = content_words(claim) - set().union(*(content_words(d.text) for d in dates))
    says_within = _WITHIN_CLAIM.search(claim) is not None
    for e in evidence:
        for s in split_sentences(e.text):
            s_words = content_words(s.text)
            if sum(any(same_word(w, x) for x in s_words) for w in claim_words) < _MIN_SHARED:
                continue  # in any of their forms: "a transfer" / "Most transfers"
            for period in _PERIOD.finditer(s.text):
                at = (s.start + period.start(), s.start + period.end())
                back = _COUNTED_BACK.match(s.text, period.end()) is not None
                within = says_within and _WITHIN.search(
                    s.text, max(0, period.start() - 12), period.start()) is not None
                for i, (a, ra) in enumerate(whole):
                    for b, rb in whole[i + 1:]:
                        if _leads(period, ra, rb):
                            return WorkedDate(a, b, e, *at)
                        if back and _leads(period, rb, ra):
                            return WorkedDate(b, a, e, *at, way="before")
                        if within and _inside(period, ra, rb):
                            return WorkedDate(a, b, e, *at, way="within")
            for day in _MONTH_DAY.finditer(s.text):
                for i, (a, ra) in enumerate(whole):
                    for b, rb in whole[i + 1:]:
                        if _month_day(day, ra, rb):
                            return WorkedDate(a, b, e, s.start + day.start(),
                                              s.start + day.end(), way="next")
    return None


# The word that ties a date to its event: "on 1 March", "in March 2026", "by 20 November".
_TIE_BEFORE = re.compile(r"\b(?:on|in|by|until|till|from|at)\s+$", re.IGNORECASE)


def worked_date_edits(claim: str, found: WorkedDate) -> list[tuple[int, int, str]]:
    """The verifier's reading of a worked date (:func:`worked_date`): the earlier date
    and its "on" left out, the later one as the period after it ("If you give notice on
    1 March, the money arrives on 5 April" reads "If you give notice, the money
    arrives 35 calendar days later"; v7: 0.02 entailed as written, 0.99 so), or as the
    day of the month the source names ("declined on 20 March until 1 April" reads
    "declined until the 1st of the next month"). Nothing where a date has no such word
    before it ("dated 5 April"), nor for a period counted back or allowed at most (the
    claim is read as written)."""
    if found.way not in ("after", "next"):
        return []
    edits = []
    for d in (found.earlier, found.later):
        tie = _TIE_BEFORE.search(claim, max(0, d.start - 8), d.start)
        if tie is None:
            return []
        start = tie.start()
        if d is found.earlier:
            while start > 0 and claim[start - 1] == " ":
                start -= 1
            edits.append((start, d.end, ""))
        elif found.way == "next":  # "until 1 April" reads "until the 1st of the next month"
            edits.append((d.start, d.end, found.period))
        else:
            edits.append((start, d.end, f"{found.period} later"))
    return edits
