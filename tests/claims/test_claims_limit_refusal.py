"""checks.limit_refusal: a case the claim refuses by a limit it restates from the source."""

from __future__ import annotations

import pytest
from claim_sources import src

from groundtrace.checks import check_numbers
from groundtrace.checks.base import CheckOutcome
from groundtrace.checks.limit_refusal import refused_cases
from groundtrace.checks.number_mentions import find_numbers

C, S = CheckOutcome.CONTRADICTED, CheckOutcome.SUPPORTED
CREDITS = ("Letters of credit are issued for amounts from 10,000 EUR up to your facility "
           "limit; the issuing fee is 0.15% a quarter, with a minimum of 120 EUR.")
SAVER = "You save from 10 GBP to 200 GBP a month by standing order."
LUMP = "Each overpayment must be at least 100 EUR, and regular ones can start from 25 EUR."
PAYROLL = "Payroll is for businesses with 1 to 50 employees; it costs 4 EUR per employee."
WALLET = "A Basic wallet has a monthly top-up limit of 150 EUR and costs 2 EUR a month."


def refused(claim: str, source: str) -> dict[str, str]:
    """Each refused case's text -> the evidence words cited."""
    mentions = find_numbers(claim)
    found = refused_cases(claim, mentions, [src(source)])
    return {m.text: found[id(m)](m.start, m.end).source_value for m in mentions
            if id(m) in found}


@pytest.mark.parametrize(("claim", "source", "expected"), [
    ("No, an 8,000 EUR credit is too small; the minimum is 10,000 EUR.", CREDITS,
     {"8,000 EUR": "10,000 EUR", "10,000 EUR": "10,000 EUR"}),
    ("No, you can't pay in 250 GBP a month; the most you can save each month is 200 GBP.",
     SAVER, {"250 GBP": "200 GBP", "200 GBP": "200 GBP"}),
    ("A lump sum of 50 EUR is too small, because lump sums must be at least 100 EUR.", LUMP,
     {"50 EUR": "100 EUR", "100 EUR": "100 EUR"}),
    ("No, a business with 60 employees can't use it, as it's for businesses with between 1 "
     "and 50.", PAYROLL, {"60": "1 to 50", "50": "1 to 50"}),
    ("You can't add 200 EUR in one month, because the 150 EUR monthly limit applies.", WALLET,
     {"200 EUR": "150 EUR", "150 EUR": "150 EUR"}),
])
def test_a_case_on_the_side_a_restated_limit_rules_out_is_supported(claim, source, expected):
    assert refused(claim, source) == expected


@pytest.mark.parametrize(("claim", "source"), [
    # a case the limit allows
    ("No, a 12,000 EUR credit is too small; the minimum is 10,000 EUR.", CREDITS),
    # a "too" that points the other way
    ("No, an 8,000 EUR credit is too large; the minimum is 10,000 EUR.", CREDITS),
    # a limit the source does not set (5,000 EUR), or not as a limit of that kind
    ("No, a 4,000 EUR credit is too small; the minimum is 5,000 EUR.", CREDITS),
    ("No, you can't pay in 15 GBP a month; the most is 10 GBP.", SAVER),
    # no refusal: the case is said to be allowed
    ("You can pay in 250 GBP a month; the most you can save each month is 200 GBP.", SAVER),
    # the case's own bound is no case
    ("No, you can't pay in over 250 GBP a month; the most you can save is 200 GBP.", SAVER),
])
def test_other_claims_are_left_to_the_numbers_check(claim, source):
    assert refused(claim, source) == {}


def test_the_numbers_check_supports_the_refused_case_and_cites_the_limit():
    claim = "No, an 8,000 EUR credit is too small; the minimum is 10,000 EUR."
    hits = check_numbers(claim, [src(CREDITS)], [src(CREDITS)])
    assert [(h.outcome, h.claim_value) for h in hits] == [(S, "8,000 EUR"), (S, "10,000 EUR")]
    assert "below the source's minimum" in hits[0].explanation
    # a case the limit allows stays contradicted
    allowed = "No, a 12,000 EUR credit is too small; the minimum is 10,000 EUR."
    assert C in {h.outcome for h in check_numbers(allowed, [src(CREDITS)], [src(CREDITS)])}


def test_a_case_the_restated_limit_allows_tied_to_it_by_a_reason_is_supported():
    notes = "You can insert up to 200 notes in one deposit, and pay in at most 5,000 EUR a day."
    assert refused("Paying in 150 notes in one go is fine, since a single deposit can have up "
                   "to 200 notes.", notes) == {"150": "200", "200": "200"}
    # past the limit, or with no reason tying the two, or refused: left as they are
    assert refused("Paying in 250 notes in one go is fine, since a single deposit can have up "
                   "to 200 notes.", notes) == {}
    assert refused("Paying in 150 notes takes a minute, and a deposit can have up to 200 "
                   "notes.", notes) == {}
    assert refused("Paying in 150 notes isn't possible, since a deposit can have up to 200 "
                   "notes.", notes) == {}
