"""The time between two events whose times of day the source states: "35 minutes after you
asked for it" beside "Recall requested: 27 November 2026, 09:05" and "Recall sent to
beneficiary bank: 27 November 2026, 09:40".

A tool's record stamps each step with a time of day; an answer that says how long one
step took after another works it out ("The alert was cleared 1 hour and 48 minutes after
it was created" beside "Created: 09:14" and "cleared ... at 11:02"), and the numbers
check called the duration one the source never states. :func:`worked_duration` reads a
duration of the claim in hours and minutes ("35 minutes", "1 hour and 48 minutes", read
as one), said "after", "later", "before" or "earlier" than something, against every pair
of times of day of the evidence: where the later one is that long after the earlier one
(on either reading of a time such as "11:02", 11:02 or 23:02), the duration is supported,
citing the two times. Which events they stamp is the verifier's to read.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText, cited_hit
from groundtrace.checks.number_mentions import NumberMention, find_clocks

__all__ = ["worked_duration"]

_MINUTES = {"minute": 1.0, "hour": 60.0}
# Parts of one duration: "1 hour [and] 48 minutes", "2 hours[,] 5 minutes".
_JOIN = re.compile(r"\s*(?:,\s*|\s+and\s+|\s+)")
# A duration between two events: "... after it was created", "35 minutes later".
_BETWEEN = re.compile(r"\s+(?:after|later|before|earlier)\b", re.IGNORECASE)
#: A day's minutes: no two times of one day are further apart.
_DAY = 24 * 60


def _durations(claim: str, mentions: Sequence[NumberMention]
               ) -> list[tuple[list[NumberMention], float]]:
    """Each duration of the claim said between two events: its parts and its minutes."""
    runs: list[list[NumberMention]] = []
    for m in (m for m in mentions if m.unit in _MINUTES and len(m.values) == 1):
        if runs and _JOIN.fullmatch(claim, runs[-1][-1].end, m.start):
            runs[-1].append(m)
        else:
            runs.append([m])
    return [(run, sum(float(min(m.values)) * _MINUTES[str(m.unit)] for m in run))
            for run in runs if _BETWEEN.match(claim, run[-1].end)]


def worked_duration(claim: str, mentions: Sequence[NumberMention],
                    evidence: Sequence[SourceText]
                    ) -> dict[int, Callable[[int, int], CheckHit]]:
    """The numbers check's finding, by ``id`` of the claim's mention and taking the claim
    offsets, for each part of a duration that two evidence times of day are apart."""
    durations = _durations(claim, mentions)
    if not durations:
        return {}
    times = [(e, t) for e in evidence for t in find_clocks(e.text)]
    out: dict[int, Callable[[int, int], CheckHit]] = {}
    for run, minutes in durations:
        if not 0 < minutes < _DAY:
            continue
        pair = next(((a, b) for a in times for b in times
                     if any(vb - va == minutes for va in a[1].values for vb in b[1].values)),
                    None)
        if pair is None:
            continue
        (_, first), (e, second) = pair
        said = claim[run[0].start:run[-1].end]
        why = (f"{said!r} is the time from the source's {first.text!r} to its "
               f"{second.text!r}")
        for m in run:
            out[id(m)] = cited_hit("numbers", CheckOutcome.SUPPORTED, m.text, e,
                                   second.start, second.end, why)
    return out
