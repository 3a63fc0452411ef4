"""checks.worked_duration: the time between two times of day a record states."""

from __future__ import annotations

from claim_sources import src

from groundtrace.checks import check_numbers
from groundtrace.checks.base import CheckOutcome

S, U = CheckOutcome.SUPPORTED, CheckOutcome.UNSUPPORTED
RECALL = ("Recall requested: 27 November 2026, 09:05. Recall sent to beneficiary bank: 27 "
          "November 2026, 09:40. Frozen funds returned after: beneficiary's consent.")
ALERT = "Created: 2 December 2026, 09:14. Decision: false positive, cleared at 11:02."


def outcomes(claim: str, source: str) -> list[tuple[CheckOutcome, str]]:
    return [(h.outcome, h.claim_value) for h in check_numbers(claim, [src(source)],
                                                              [src(source)])]


def test_a_duration_two_times_of_the_record_are_apart_is_supported():
    assert (S, "35 minutes") in outcomes("The recall went out 35 minutes after you asked for "
                                         "it.", RECALL)
    # "1 hour and 48 minutes" is one duration, 11:02 read as 11:02 (not 23:02)
    assert outcomes("The alert was cleared 1 hour and 48 minutes after it was created.",
                    ALERT) == [(S, "1 hour"), (S, "48 minutes")]


def test_other_durations_stay_unstated():
    # no two times that far apart; a period, not a time between two events
    assert outcomes("The recall went out 45 minutes after you asked for it.", RECALL) == [
        (U, "45 minutes")]
    assert outcomes("The funds come back within 35 minutes.", RECALL) == [(U, "35 minutes")]
