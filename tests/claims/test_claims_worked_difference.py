"""checks.worked_difference: a difference of two values, said with its comparison."""

from __future__ import annotations

import pytest
from claim_sources import src

from groundtrace.checks import check_numbers, find_numbers
from groundtrace.checks.base import CheckOutcome
from groundtrace.checks.worked_difference import worked_difference

C, S = CheckOutcome.CONTRADICTED, CheckOutcome.SUPPORTED
HOLD = "hold amount: 450.00 EUR, status: active, final charge: 312.60 EUR."
LIMIT = "Current limit: 3,000 EUR. Requested limit: 6,000 EUR. Approved limit: 5,000 EUR."
BIRTHS = "Listed person born 1961; the recipient's director born 1988."


def found(claim: str, source: str) -> str | None:
    hit = worked_difference(claim, find_numbers(claim, source=True), [src(source)])
    return None if hit is None else hit.other


@pytest.mark.parametrize(("claim", "source", "other"), [
    # both ends in the evidence; one in the claim; years between two years
    ("The hold is 137.40 EUR more than what the hotel finally charged you.", HOLD,
     "312.60 EUR"),
    ("Your new limit is 5,000 EUR, which is 2,000 EUR more than before.", LIMIT, "5,000 EUR"),
    ("The director is 27 years younger than the listed person.", BIRTHS, "1988"),
    # a difference no two values give, or a value said with no comparison
    ("The hold is 147.40 EUR more than the final charge.", HOLD, None),
    ("Your new limit is 5,000 EUR, which is 2,500 EUR more than before.", LIMIT, None),
    ("The hold costs 137.40 EUR.", HOLD, None),
])
def test_a_difference_said_with_its_comparison_is_worked_from_two_values(claim, source, other):
    assert found(claim, source) == other


def test_the_numbers_check_supports_a_worked_difference_and_not_a_wrong_one():
    assert outcomes(check_numbers, "The hold is 137.40 EUR more than the final charge.") == [
        (S, "137.40 EUR")]
    assert (C, "147.40 EUR") in outcomes(
        check_numbers, "The hold is 147.40 EUR more than the final charge.")


def outcomes(fn, claim: str) -> list[tuple[CheckOutcome, str]]:
    return [(h.outcome, h.claim_value) for h in fn(claim, [src(HOLD)], [src(HOLD)])]
