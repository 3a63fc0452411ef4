"""checks.worked_date: a date worked out from another date and a period the source states,
checked and read."""

from __future__ import annotations

import pytest
from claim_sources import src

import groundtrace
from groundtrace.checks import check_dates
from groundtrace.checks.base import CheckOutcome
from groundtrace.checks.worked_date import worked_date
from groundtrace.claims.reading import aligned_claim
from groundtrace.text.dates import find_dates

NOTICE = ("To withdraw money, you give notice in the mobile app, and the money arrives in "
          "your linked current account 35 calendar days later.")
PLAN = "The first instalment is taken 1 month after you set up the plan."
CARD = "The gift card is valid for 24 months from the date of purchase."
TRANSFER = "An international transfer arrives in your account within 5 business days."


def period(claim: str, source: str) -> str | None:
    found = worked_date(claim, find_dates(claim), [src(source)])
    return None if found is None else found.period


@pytest.mark.parametrize(("claim", "source", "found"), [
    ("If you give notice on 1 March, the money arrives in your account on 5 April.", NOTICE,
     "35 calendar days"),
    ("If you set up a plan on 10 March, your first instalment is taken on 10 April.", PLAN,
     "1 month"),
    ("A gift card bought in March 2026 is valid until March 2028.", CARD, "24 months"),
    # across the year's end, and a February a leap year may lengthen
    ("If you set up a plan on 10 December, your first instalment is taken on 10 January.",
     PLAN, "1 month"),
    ("If you give notice on 25 January, the money arrives in your account on 1 March.",
     NOTICE, "35 calendar days"),
    # another sum, business days, a sentence about something else, one date only
    ("If you give notice on 1 March, the money arrives in your account on 1 April.", NOTICE,
     None),
    ("A transfer sent on 1 March arrives in your account on 6 March.", TRANSFER, None),
    ("The card you ordered on 1 March was sent on 5 April.", NOTICE, None),
    ("The money arrives in your account on 5 April.", NOTICE, None),
    # the sentence's words in other forms ("a transfer" / "Most transfers")
    ("A transfer started on 2 March would usually be done by 27 April, eight weeks later.",
     "Most transfers complete within 4 to 8 weeks.", "8 weeks"),
])
def test_a_later_date_is_an_earlier_one_plus_a_period_of_the_source(claim, source, found):
    assert period(claim, source) == found


def test_the_dates_check_supports_both_dates_with_the_period():
    claim = "If you give notice on 1 March, the money arrives in your account on 5 April."
    hits = check_dates(claim, [src(NOTICE)], [src(NOTICE)])
    assert [(h.outcome, h.claim_value, h.source_value) for h in hits] == [
        (CheckOutcome.SUPPORTED, "1 March", "35 calendar days"),
        (CheckOutcome.SUPPORTED, "5 April", "35 calendar days")]
    assert hits[1].explanation == "'5 April' is the source's '35 calendar days' after '1 March'"
    wrong = "If you give notice on 1 March, the money arrives in your account on 1 April."
    assert {h.outcome for h in check_dates(wrong, [src(NOTICE)], [src(NOTICE)])} == {
        CheckOutcome.UNSUPPORTED}


def test_a_worked_date_is_read_as_the_period_after_the_event():
    assert aligned_claim("If you set up a plan on 10 March, your first instalment is taken on "
                         "10 April.", PLAN) == (
        "If you set up a plan, your first instalment is taken 1 month later.")
    # a date with no "on" / "in" / "by" before it is left as written
    claim = "If your plan is dated 10 March, your first instalment is taken on 10 April."
    assert aligned_claim(claim, PLAN) == claim


def test_a_worked_date_passes_and_a_wrong_one_fails():
    grounded = groundtrace.triage(
        question="When is my first instalment taken?", context=PLAN,
        response="If you set up a plan on 10 March, your first instalment is taken on 10 April.")
    wrong = groundtrace.triage(
        question="When is my first instalment taken?", context=PLAN,
        response="If you set up a plan on 10 March, your first instalment is taken on 20 April.")
    assert grounded.decision == "PASS"
    assert wrong.decision != "PASS"
