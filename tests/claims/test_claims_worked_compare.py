"""A case of the claim's own, compared with a value the source states (checks.worked_compare)."""

from __future__ import annotations

import pytest
from claim_sources import src

from groundtrace.checks import CheckOutcome, check_numbers

S, U, C = CheckOutcome.SUPPORTED, CheckOutcome.UNSUPPORTED, CheckOutcome.CONTRADICTED

LIMITS = "Card payments are limited to 1,500 EUR per transaction and 5,000 EUR a day."
MINIMUM = "ISA transfers in must be at least 1,000 GBP."
RECORD = "Your payment of 1,800 EUR was declined: the limit is 1,500 EUR per transaction."


@pytest.mark.parametrize(("claim", "source", "expected"), [
    # a case put as one, on the side its comparison says
    ("No, a single 1,800 EUR payment is over the 1,500 EUR limit per transaction.", LIMITS,
     [S, S]),
    ("No, a 700 GBP transfer is below our 1,000 GBP minimum.", MINIMUM, [S, S]),
    ("If you pay 1,200 EUR, that is within the 1,500 EUR limit per transaction.", LIMITS,
     [S, S]),
    # the comparison does not hold: left to the numbers check
    ("A single 1,200 EUR payment is over the 1,500 EUR limit per transaction.", LIMITS,
     [C, S]),
    ("No, a 1,700 GBP transfer is below our 1,000 GBP minimum.", MINIMUM, [U, S]),
    # compared with a value the source does not state
    ("A single 1,800 EUR payment is over the 1,600 EUR limit.", LIMITS, [C, C]),
    # a value of the record, not a case put as one
    ("Your payment of 1,900 EUR is over the 1,500 EUR limit.", RECORD, [C, S]),
])
def test_a_case_of_the_claims_own_is_read_against_its_comparison(claim, source, expected):
    ev = [src(source)]
    assert [h.outcome for h in check_numbers(claim, ev, ev)] == expected
