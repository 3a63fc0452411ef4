"""checks.worked_total and checks.worked_count: a total of the amounts a source lists,
and a price of several items at the source's price of one, checked and read."""

from __future__ import annotations

import pytest
from claim_sources import src

import groundtrace
from groundtrace.checks import check_numbers, find_numbers
from groundtrace.checks.base import CheckOutcome
from groundtrace.checks.worked_total import worked_total
from groundtrace.claims.reading import aligned_claim

CASE = ("Case 4471: on 3 November 2026 the customer made cash deposits of 9,500 EUR, "
        "9,800 EUR and 9,200 EUR on three consecutive days. The account was opened in 2019 "
        "with a deposit of 500 EUR.")


def total(claim: str) -> str | None:
    found = worked_total(claim, find_numbers(claim), [src(CASE)])
    return None if found is None else CASE[found.start:found.end]


@pytest.mark.parametrize(("claim", "parts"), [
    ("The deposits total 28,500 EUR.", "9,500 EUR, 9,800 EUR and 9,200 EUR"),
    ("The customer deposited 28,500 EUR in total.", "9,500 EUR, 9,800 EUR and 9,200 EUR"),
    ("Together the deposits add up to 28,500 EUR.", "9,500 EUR, 9,800 EUR and 9,200 EUR"),
    ("The first two deposits came to a combined 19,300 EUR.", "9,500 EUR, 9,800 EUR"),
    # another sum, another unit, a value not said to be a total, amounts of two sentences
    ("The deposits total 38,500 EUR.", None),
    ("The deposits total 28,500 USD.", None),
    ("The customer deposited 28,500 EUR.", None),
    ("The deposits total 9,700 EUR.", None),  # 9,200 EUR + 500 EUR: not in one sentence
])
def test_a_total_is_a_run_of_the_sources_amounts_that_adds_up_to_it(claim, parts):
    assert total(claim) == parts


REJECTED = ("Payments rejected: 3\nRejected line 12: 2,180.00 EUR, IBAN fails checksum\n"
            "Rejected line 27: 1,960.00 EUR, payee name missing\n"
            "Rejected line 41: 2,100.00 EUR, duplicate of line 40")


@pytest.mark.parametrize(("claim", "parts"), [
    # the lines' numbers (12, 27, 41) between the amounts are no parts of the total
    ("The three rejected payments add up to 6,240 EUR.",
     "2,180.00 EUR, IBAN fails checksum\nRejected line 27: 1,960.00 EUR, payee name missing"
     "\nRejected line 41: 2,100.00 EUR"),
    ("The first two rejected payments total 4,140 EUR.",
     "2,180.00 EUR, IBAN fails checksum\nRejected line 27: 1,960.00 EUR"),
    ("The three rejected payments add up to 6,250 EUR.", None),
    ("The rejected payments total 2,219 EUR.", None),  # 12 + 27 + 2,180: not of the unit
])
def test_a_total_of_a_records_lines_skips_the_numbers_between_its_amounts(claim, parts):
    found = worked_total(claim, find_numbers(claim), [src(REJECTED)])
    assert (None if found is None else REJECTED[found.start:found.end]) == parts


def test_the_numbers_check_supports_a_total_and_cites_its_parts():
    (hit,) = check_numbers("The deposits total 28,500 EUR.", [src(CASE)], [src(CASE)])
    assert hit.outcome is CheckOutcome.SUPPORTED
    assert CASE[hit.source_span.char_start:hit.source_span.char_end] == (
        "9,500 EUR, 9,800 EUR and 9,200 EUR")
    assert "is the sum of" in hit.explanation
    # a wrong total is read against the amounts as before
    (hit,) = check_numbers("The deposits total 38,500 EUR.", [src(CASE)], [src(CASE)])
    assert hit.outcome is CheckOutcome.CONTRADICTED


def test_the_verifier_reads_a_total_as_its_parts():
    assert aligned_claim("The deposits total 28,500 EUR.", CASE) == (
        "The deposits total 9,500 EUR, 9,800 EUR and 9,200 EUR.")
    assert aligned_claim("The deposits total 38,500 EUR.", CASE) == (
        "The deposits total 38,500 EUR.")


@pytest.mark.models
def test_triage_passes_a_right_total_and_fails_a_wrong_one():
    # "The deposits total 28,500 EUR" FAILed: '28,500 EUR' where the source says '9,500 EUR'
    q = "Why was case 4471 escalated?"
    assert groundtrace.triage(q, "The deposits total 28,500 EUR.", CASE).decision == "PASS"
    assert groundtrace.triage(q, "The deposits total 38,500 EUR.", CASE).decision == "FAIL"


EXCESS = ("It covers up to two mobile phones against loss, theft and damage, with an excess of "
          "50 EUR for each claim.")
TRADES = "Each share or fund trade costs 4.95 EUR. The platform fee is 0.35% a year."


@pytest.mark.parametrize(("claim", "source", "said"), [
    ("If you make two claims, you pay 100 EUR in excess.", EXCESS, "50 EUR for each claim"),
    ("Three trades cost 14.85 EUR.", TRADES, "4.95 EUR"),
    ("3 trades cost 14.85 EUR in total.", TRADES, "4.95 EUR"),
    ("Transferring two holdings costs 50 EUR.",
     "Transfers out cost 25 EUR per holding.", "25 EUR per holding"),
])
def test_a_count_of_items_at_the_sources_price_of_one_is_worked_out(claim, source, said):
    hits = [h for h in check_numbers(claim, [src(source)], [src(source)])
            if h.claim_value not in ("two", "Three")]
    assert {h.outcome for h in hits} == {CheckOutcome.SUPPORTED}
    assert said in {h.source_value for h in hits}


@pytest.mark.parametrize(("claim", "source"), [
    # the wrong product, a price per period, a count of nothing priced
    ("If you make two claims, you pay 120 EUR in excess.", EXCESS),
    ("Over two months the account costs 34 EUR.", "The account costs 17 EUR per month."),
    ("Two trades cost 9.90 EUR.", "The platform costs 4.95 EUR."),
    # beyond an allowance the plain product is wrong: 25 cheques cost 2.50 EUR
    ("If you pay in 25 cheques in a month, you pay 12.50 EUR in fees.",
     "Paying in cheques is free for up to 20 cheques a month, and each further cheque costs "
     "0.50 EUR."),
])
def test_no_count_of_items_without_a_price_of_each_or_with_another_product(claim, source):
    from groundtrace.checks.worked_count import worked_count

    assert worked_count(find_numbers(claim), claim, [src(source)]) is None


def test_the_verifier_reads_a_worked_count_as_the_price_of_each():
    assert aligned_claim("Transferring two holdings costs 50 EUR.",
                         "Transfers out cost 25 EUR per holding.") == (
        "Transferring two holdings costs 25 EUR per holding.")
    assert aligned_claim("Three trades cost 14.85 EUR in total.", TRADES) == (
        "Three trades cost 4.95 EUR each.")
