"""checks.quantity: an "only" that restates a bound, or stresses a value, is said by the source."""

from __future__ import annotations

from claim_sources import src

from groundtrace.checks import check_quantity
from groundtrace.checks.base import CheckOutcome

U = CheckOutcome.UNSUPPORTED
DRAWS = "The minimum draw is 20 EUR, and you can draw up to 50% of your earned pay."
DORMANT = ("An account becomes dormant after 15 years without any transaction you started and "
           "without any contact from you.")


def _hits(claim: str, passage: str) -> list[tuple[CheckOutcome, str]]:
    return [(h.outcome, h.claim_value) for h in check_quantity(claim, [src(passage)],
                                                               [src(passage)])]


def test_an_only_that_restates_the_sources_bound_is_no_finding():
    assert _hits("Only draws of 20 EUR or more are possible.", DRAWS) == []
    assert _hits("An account only becomes dormant after 15 years without any transaction you "
                 "started.", DORMANT) == []
    # the same value bounding the other way, or a bound the source does not state, leaves
    # the "only" unbacked
    assert _hits("Only draws of 20 EUR or more are possible.",
                 "Draws are possible from 5 EUR, and the maximum draw is 20 EUR.") == [
        (U, "Only")]
    assert _hits("An account only becomes dormant after 10 years without any transaction you "
                 "started.", DORMANT) == [(U, "only")]



def test_an_only_restates_a_bound_with_a_thousands_separator_or_a_time_counted_after():
    refund = ("We will refund fees of up to 100 GBP when you transfer in at least 25,000 GBP.")
    assert _hits("The refund only applies from 25,000 GBP.", refund) == []
    assert _hits("The refund only applies from 20,000 GBP.", refund) == [(U, "only")]
    # "14 days after the start date" is no sooner than 14 days: a minimum
    cover = "Illness cover starts 14 days after the policy start date."
    assert _hits("Illness cover only starts after 14 days.", cover) == []
    assert _hits("Illness cover only starts after 10 days.", cover) == [(U, "only")]

def test_an_only_that_restricts_a_channel_stays_unbacked():
    passage = "Notice of a full early repayment can be given in the app, by phone or at a branch."
    assert _hits("Notice of a full early repayment can only be given at a branch.", passage) == [
        (U, "only")]


def test_only_or_just_before_a_value_stresses_the_value():
    fees = ("A euro draft costs 8 EUR; customers aged 66 or over pay 4 EUR. The issuing fee is "
            "0.15% a quarter, with a minimum of 120 EUR.")
    assert _hits("A euro draft costs 8 EUR, or just 4 EUR if you're 66 or over.", fees) == []
    assert _hits("On a 50,000 EUR credit, 0.15% would only be 75 EUR, so you pay the 120 EUR "
                 "minimum.", fees) == []
