"""The date check: each date of a claim against its evidence, then the whole source.

Dates are read by :mod:`groundtrace.text.dates` (the one date parser).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.date_bounds import bounded_date
from groundtrace.checks.worked_date import worked_date
from groundtrace.text.dates import DateMention, find_dates

__all__ = ["DateMention", "check_dates", "find_dates"]


# A document's own date, as a header labels it ("PUBLISHED DATETIME: 2007-05-22",
# "Updated: 3 May 2024") or a citation ("Retrieved 5 June 2019"): when it was
# written or read, not when what it reports happened. Prose keeps its dates:
# "the rules were updated on 1 March 2026" is an event.
_STAMP = re.compile(
    r"(?:\b(?:published|posted|updated|last updated|modified|publicado|actualizado)"
    r"(?:\s+(?:datetime|date|on|at))?\s*:|\b(?:retrieved|accessed)(?:\s+on)?)\s*$",
    re.IGNORECASE)


def _stamp(text: str, d: DateMention) -> bool:
    """Whether ``d`` is the date a document was published, updated or read."""
    return _STAMP.search(text, max(0, d.start - 40), d.start) is not None


def _shared(a: DateMention, b: DateMention) -> int:
    """How many parts (year, month, day) some readings of ``a`` and ``b`` both state alike."""
    return max(sum(x is not None and x == y for x, y in zip(ra, rb, strict=True))
               for ra in a.readings for rb in b.readings)


_OPEN_QUOTES, _CLOSE_QUOTES = "\"“‘'«", "\"”’'»"


def _quoted(text: str, d: DateMention) -> bool:
    """Whether the date is all that a pair of quotation marks holds."""
    return (d.start > 0 and d.end < len(text) and text[d.start - 1] in _OPEN_QUOTES
            and text[d.end] in _CLOSE_QUOTES)


def check_dates(
    claim: str,
    evidence: Sequence[SourceText],
    sources: Sequence[SourceText],
    *,
    claim_offset: int = 0,
) -> list[CheckHit]:
    """Each date of the claim against the aligned evidence, then the whole source.

    A date of the evidence that another date of the claim states is not a
    rival ("ran from 1979 to 1985" against a passage that says 1985), nor is
    the date a document was published or updated ("PUBLISHED DATETIME:
    2007-05-22" against "from August through October 2007"). Two dates a period
    of the evidence leads from one to the other are supported by it
    (:mod:`groundtrace.checks.worked_date`), and a date the claim bounds ("before July
    11, 2015") by the evidence date on the bound's side (:mod:`groundtrace.checks.date_bounds`).
    """
    hits: list[CheckHit] = []
    ev = [(e, d) for e in evidence for d in find_dates(e.text)]
    # A year in quotation marks is a title ("Adams's \"1989\""), not a date.
    dates = [d for d in find_dates(claim) if not _quoted(claim, d)]
    # "on 1 March ... on 5 April" beside "35 calendar days later" (checks.worked_date)
    worked = worked_date(claim, dates, evidence)
    for cd in dates:
        c_start, c_end = claim_offset + cd.start, claim_offset + cd.end
        if worked is not None and cd in (worked.earlier, worked.later):
            hits.append(CheckHit("dates", CheckOutcome.SUPPORTED, c_start, c_end, cd.text,
                                 worked.source.sub_span(worked.start, worked.end),
                                 worked.period, worked.explanation))
            continue
        match = next(((e, d) for e, d in ev if cd.agrees_with(d)), None)
        rivals = [(e, d) for e, d in ev if cd.comparable(d) and not cd.agrees_with(d)
                  and not any(o is not cd and o.agrees_with(d) for o in dates)
                  and not _stamp(e.text, d)]
        # the rival nearest the claim's date is cited: "August 1976" against a passage
        # with "January 8, 1935 – August 16, 1977" says "August 16, 1977"
        rival = max(rivals, key=lambda ed: _shared(cd, ed[1]), default=None)
        if match is None and rival is None:
            match = next(((s, d) for s in sources for d in find_dates(s.text)
                          if cd.agrees_with(d)), None)
        # "before July 11, 2015" where the source says 10 July 2015 (checks.date_bounds)
        met = None if match is not None else bounded_date(claim, cd, rivals)
        if met is not None:
            src, d, side = met
            hits.append(CheckHit("dates", CheckOutcome.SUPPORTED, c_start, c_end, cd.text,
                                 src.sub_span(d.start, d.end), d.text,
                                 f"the source's {d.text!r} is {side} {cd.text!r}, as the "
                                 f"claim says"))
            continue
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
