"""A share of an amount that the claim works out itself (checks.worked_share)."""

from __future__ import annotations

import pytest
from claim_sources import src

from groundtrace.checks import CheckOutcome, check_numbers

S, U, C = CheckOutcome.SUPPORTED, CheckOutcome.UNSUPPORTED, CheckOutcome.CONTRADICTED

SPREAD = ("Spread: we buy at 1.2% below and sell at 1.2% above the market price; for orders "
          "above 50,000 CHF the spread is 0.6%.")
COINS = ("Business customers pay 1.5% on all coins paid in, with a minimum of 2 EUR per "
         "deposit. Businesses can order change at 1 EUR per bag.")
SMALL_ORDERS = "Orders above 100,000 CHF pay a spread of 0.6%; smaller orders pay 2,000 CHF."
HEDGE = ("Cap notional: 4,000,000 EUR. Loan amount: 5,000,000 EUR. Hedging required by the "
         "loan agreement: 75%.")


def outcomes(claim: str, source: str) -> list[CheckOutcome]:
    ev = [src(source)]
    return [h.outcome for h in check_numbers(claim, ev, ev)]


@pytest.mark.parametrize(("claim", "source", "expected"), [
    # the rate the source states, of an amount, to the cent
    ("For an 80,000 CHF order, the spread is only 0.6%, which is 480 CHF.", SPREAD,
     [S, S, S]),
    # the claim's own amount, and a result under the floor the claim names
    ("For a business deposit of 80 EUR in coins, the fee is the 2 EUR minimum, since 1.5% "
     "would only be 1.20 EUR.", COINS, [S, S, S, S]),
    # the two amounts the source states, and the percentage worked out from them
    ("The cap covers 4,000,000 EUR of your 5,000,000 EUR loan, which is 80%.", HEDGE,
     [S, S, S]),
])
def test_a_share_the_claim_works_out_is_supported(claim, source, expected):
    assert outcomes(claim, source) == expected


@pytest.mark.parametrize(("claim", "source", "at"), [
    # the sum is wrong
    ("For an 80,000 CHF order, the spread is only 0.6%, which is 580 CHF.", SPREAD, 2),
    # a rate the source never states
    ("For an 80,000 CHF order, the spread is only 0.7%, which is 560 CHF.", SPREAD, 1),
    ("For an 80,000 CHF order, the spread is only 0.7%, which is 560 CHF.", SPREAD, 2),
    # under the floor, which the claim does not name: no fee the source charges
    ("For a business deposit of 80 EUR in coins, the fee is 1.20 EUR, which is 1.5%.", COINS,
     1),
    # a ratio worked out wrongly
    ("The cap covers 4,000,000 EUR of your 5,000,000 EUR loan, which is 85%.", HEDGE, 2),
])
def test_a_share_that_does_not_add_up_is_left_to_the_numbers_check(claim, source, at):
    assert outcomes(claim, source)[at] is not S


def test_an_amount_the_rates_sentence_bounds_is_left_to_the_thresholds():
    # the sum holds, but 80,000 CHF is no order above 100,000 CHF: the case is not the
    # claim's to make up
    found = outcomes("For an 80,000 CHF order, the spread is 0.6%, which is 480 CHF.",
                     SMALL_ORDERS)
    assert found[0] is not S
    assert found[1:] == [S, S]

