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


DORMANT = ("Before that happens, we write to you at your last known address at least 3 months "
           "in advance.")
SWITCH = "You can switch to a new fixed rate from 90 days before your fixed rate ends."
PORT = ("No early repayment charge is due when you port, as long as the new mortgage completes "
        "within 3 months of the sale of your current home.")


def worked(claim: str, source: str) -> tuple[str, str] | None:
    found = worked_date(claim, find_dates(claim), [src(source)])
    return None if found is None else (found.way, found.explanation)


def test_a_period_counted_back_leads_from_the_second_date_to_the_first():
    assert worked("If your account would become dormant on 1 September, we'd write to your "
                  "last known address by 1 June.", DORMANT) == (
        "before", "'1 June' is the source's '3 months' before '1 September'")
    assert worked("If your fixed rate ends on 30 June 2027, you can switch to a new fixed rate "
                  "from 1 April 2027.", SWITCH) == (
        "before", "'1 April 2027' is the source's '90 days' before '30 June 2027'")
    # another sum; and a period counted forward is not read backwards
    assert worked("If your fixed rate ends on 30 June 2027, you can switch to a new fixed rate "
                  "from 1 March 2027.", SWITCH) is None
    assert worked("If your first instalment is taken on 10 April, you set up the plan on "
                  "10 March.", PLAN) is None


def test_a_period_allowed_at_most_holds_two_dates_within_it_where_the_claim_says_so():
    claim = ("If you sell on 1 March and the new mortgage completes on 15 May, there's no "
             "charge, because that's within three months of the sale.")
    assert worked(claim, PORT) == (
        "within", "'15 May' is within the source's '3 months' of '1 March'")
    # too far apart, or the claim does not say "within"
    assert worked(claim.replace("15 May", "15 July"), PORT) is None
    assert worked("If you sell on 1 March, the new mortgage completes on 15 May.", PORT) is None
    # its dates are read as written: no "3 months later" for these
    read = aligned_claim(claim, PORT)
    assert "on 1 March" in read and "on 15 May" in read and "later" not in read


CAP = "When the cap is reached, card payments are declined until the 1st of the next month."
RESET = "Limits reset at midnight on the first day of each month."
PAYOUT = "Cashback is paid on the 10th of the following month."


def test_a_day_of_the_month_the_source_names_as_the_next_is_worked_out():
    claim = "If you reach your cap on 20 March, your card payments are declined until 1 April."
    assert worked(claim, CAP) == (
        "next", "'1 April' is the next of the source's 'the 1st of the next month' after "
                "'20 March'")
    assert aligned_claim(claim, CAP) == (
        "If you reach your cap, your card payments are declined until the 1st of the next "
        "month.")
    assert worked("A limit you reach on 20 December is reset on 1 January.", RESET)[0] == (
        "next")
    assert worked("Cashback earned on 3 March is paid on 10 April.", PAYOUT)[0] == "next"
    # "each month": the next such day may be in the same month; "the following month" not
    assert worked("Cashback earned on 3 March is paid on 10 March.", PAYOUT) is None
    assert worked("A limit you reach on 20 March is reset on 1 May.", RESET) is None
    assert worked("If you reach your cap on 20 March, payments are declined until 2 April.",
                  CAP) is None
