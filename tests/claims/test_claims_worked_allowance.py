"""checks.worked_allowance: a fee worked out past a free allowance, and a case within it."""

from __future__ import annotations

import pytest
from claim_sources import src

from groundtrace.checks import check_numbers
from groundtrace.checks.base import CheckOutcome

C, S = CheckOutcome.CONTRADICTED, CheckOutcome.SUPPORTED
CHEQUES = ("Paying in cheques is free for up to 20 cheques a month, and each further cheque "
           "costs 0.50 EUR.")
ATM = ("You get 8 free cash withdrawals a month at our ATMs; each one after that costs "
       "1.50 EUR.")
COINS = ("Personal customers can pay in up to 500 EUR in coins a month free of charge; above "
         "that, we charge 2% of the extra.")
CASH = ("Cash deposited at a branch costs 0.50 EUR per 100 EUR, except the first 500 EUR of "
        "cash deposited each month, which is free.")
CLUBS = ("The account is free for organisations with an annual income under 100,000 EUR; "
         "above that, the fee is 8 EUR a month.")


def outcomes(claim: str, source: str) -> list[tuple[CheckOutcome, str]]:
    return [(h.outcome, h.claim_value) for h in check_numbers(claim, [src(source)],
                                                              [src(source)])]


@pytest.mark.parametrize(("claim", "source", "expected"), [
    # each further item
    ("If you pay in 25 cheques in a month, you pay 2.50 EUR.", CHEQUES,
     [(S, "25"), (S, "2.50 EUR")]),
    ("If you take out cash 10 times in a month, the last two cost 1.50 EUR each, so 3 EUR "
     "in all.", ATM, [(S, "10"), (S, "1.50 EUR"), (S, "3 EUR")]),
    ("Your ninth withdrawal in a month costs 1.50 EUR.", ATM, [(S, "1.50 EUR")]),
    # a share of the amount past it, a price per block of it
    ("If you pay in 650 EUR in coins this month, the fee is 3 EUR.", COINS,
     [(S, "650 EUR"), (S, "3 EUR")]),
    ("If you deposit 800 EUR in cash at a branch in a month, the fee is 1.50 EUR.", CASH,
     [(S, "800 EUR"), (S, "1.50 EUR")]),
    # within what is free
    ("Paying in 300 EUR of coins in a month is free.", COINS, [(S, "300 EUR")]),
    ("With an annual income of 40,000 EUR, your club pays nothing.", CLUBS,
     [(S, "40,000 EUR")]),
])
def test_a_fee_past_an_allowance_and_a_case_within_it_are_supported(claim, source, expected):
    # (a price of nothing the claim says, "free" / "pays nothing", is read as ever)
    got = outcomes(claim, source)
    assert [g for g in got if any(ch.isdigit() for ch in g[1])] == expected


@pytest.mark.parametrize(("claim", "source"), [
    # the plain product, the allowance not taken off: the error to catch
    ("If you pay in 25 cheques in a month, you pay 12.50 EUR.", CHEQUES),
    ("If you pay in 650 EUR in coins this month, the fee is 13 EUR.", COINS),
    # an item within the allowance priced, a case past it called free
    ("Your eighth withdrawal in a month costs 1.50 EUR.", ATM),
    ("Paying in 600 EUR of coins in a month is free.", COINS),
    ("With an annual income of 150,000 EUR, your club pays nothing.", CLUBS),
    # a rule restated with another threshold is no case of the source's
    ("The account is free for organisations with an annual income under 50,000 EUR.", CLUBS),
])
def test_other_fees_and_cases_are_not_read_as_worked_out(claim, source):
    values = [o for o, v in outcomes(claim, source) if any(ch.isdigit() for ch in v)]
    assert S not in values
