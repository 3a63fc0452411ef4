"""checks.case_pairs: a value said of another case than the one the source names beside it."""

from __future__ import annotations

import pytest
from claim_sources import src

from groundtrace.checks import check_numbers, find_numbers
from groundtrace.checks.base import CheckOutcome
from groundtrace.checks.case_pairs import mispaired_case

C, S = CheckOutcome.CONTRADICTED, CheckOutcome.SUPPORTED
FX = ("Converting between euros and another currency in the app uses our exchange rate plus "
      "a margin of 0.5% on weekdays and 1% at weekends, when markets are closed.")
PORTING = ("The porting application fee is 295 EUR, and a valuation of the new property costs "
           "180 EUR.")
CASHBACK = "You earn 3% cashback at supermarkets and 2% at fuel stations."


def found(claim: str, source: str) -> str | None:
    hit = mispaired_case(claim, find_numbers(claim), [src(source)])
    return None if hit is None else hit.value.text


@pytest.mark.parametrize(("claim", "source", "value"), [
    # cases after their values, swapped
    ("Conversions have a margin of 0.5% at weekends and 1% on weekdays.", FX, "0.5%"),
    ("You earn 3% cashback at fuel stations and 2% at supermarkets.", CASHBACK, "3%"),
    # cases before their values; one value named with the other's case
    ("The porting application fee is 180 EUR.", PORTING, "180 EUR"),
    # the pairs as the source gives them, in other words or order
    ("Conversions have a margin of 0.5% on weekdays and 1% at weekends.", FX, None),
    ("At weekends the margin is 1%, and on weekdays it is 0.5%.", FX, None),
    ("The application fee for porting is 295 EUR and the valuation 180 EUR, so 475 EUR "
     "altogether.", PORTING, None),
    ("A valuation of the new property costs 180 EUR.", PORTING, None),
    # a claim of one value that names too little of another case
    ("The margin is 1% on a Saturday.", FX, None),
])
def test_a_value_said_of_another_named_case_is_found(claim, source, value):
    assert found(claim, source) == value


@pytest.mark.parametrize("source", [
    # cases that share all their words, a bound that sets a case, durations
    "Each box comes with two keys, and a lost key costs 75 EUR; if both keys are lost, the "
    "lock is changed, which costs 250 EUR.",
    "Home delivery costs 5.95 EUR, except for orders of more than 750 EUR.",
    "Interest is paid at maturity, except on the 24-month deposit, which pays interest every "
    "12 months.",
])
def test_sentences_that_pair_no_values_with_named_cases_find_nothing(source):
    claims = ("If both keys are lost, the lock is changed, and this costs 250 EUR.",
              "An order of exactly 750 EUR carries the 5.95 EUR delivery fee.",
              "On the 24-month deposit, interest is paid every 12 months.")
    assert all(found(c, source) is None for c in claims)


def test_values_with_a_clause_of_their_own_between_them_are_no_list_of_cases():
    # "below 25,000 EUR" is read before its value in the claim and after it in the source:
    # as a list, the claim's words would pair it with the fee's "bonus programme"
    source = ("As we expect the balance to fall below 25,000 EUR by the end of the first "
              "quarter, our focus has moved to the savings plan, starting with a monthly fee "
              "of 5 EUR and the return of the bonus programme.")
    claim = ("The plan starts with a monthly fee of 5 EUR, including the bonus programme and "
             "keeping the balance below 25,000 EUR.")
    assert found(claim, source) is None
    # a short aside between the pairs keeps them a list
    aside = ("Conversions cost a margin of 0.5% on weekdays (Monday to Friday) and 1% at "
             "weekends.")
    assert found("Conversions have a margin of 0.5% at weekends and 1% on weekdays.",
                 aside) == "0.5%"
    # cases read before their values may take clauses of their own
    gold = ("You can withdraw up to 1,000 EUR per day abroad, except with a Gold card, which "
            "has a daily limit of 2,500 EUR.")
    assert found("The daily limit abroad is 1,000 EUR for all cards, including the Gold card.",
                 gold) == "1,000 EUR"


def test_words_before_a_value_that_end_with_and_are_the_previous_values_case():
    # the last value has no words after it, but "from retail clients and" is 64 million's
    source = ("The fund took in 64 million EUR from retail clients and 11 million EUR from "
              "institutions for a total of 75 million EUR, against a target of 90 million EUR.")
    claim = "The fund took in 64 million EUR from retail clients and 75 million EUR in all."
    assert found(claim, source) is None
    assert found("It took in 11 million EUR from institutions and 64 million EUR from retail "
                 "clients.", source) is None
    assert found("It took in 11 million EUR from retail clients and 64 million EUR from "
                 "institutions.", source) == "11 million EUR"


def test_a_sentence_that_pairs_the_claims_values_as_it_does_wins():
    student = ("It includes an interest-free overdraft of up to 1,000 EUR in your first year of "
               "study and 1,500 EUR in your second year.")
    graduate = ("After you graduate, you get an interest-free overdraft of up to 1,500 EUR in "
                "the first year and 1,000 EUR in the second.")
    claim = ("After graduation, you get an interest-free overdraft of up to 1,500 EUR in the "
             "first year and 1,000 EUR in the second.")
    ms = find_numbers(claim)
    assert mispaired_case(claim, ms, [src(student)]) is not None
    assert mispaired_case(claim, ms, [src(student), src(graduate)]) is None


def test_the_numbers_check_contradicts_the_swapped_value_citing_its_pair():
    claim = "Conversions have a margin of 0.5% at weekends and 1% on weekdays."
    hits = check_numbers(claim, [src(FX)], [src(FX)])
    (hit,) = [h for h in hits if h.outcome is C]
    assert hit.claim_value == "0.5%"
    assert FX[hit.source_span.char_start:hit.source_span.char_end] == "1% at weekends"
    assert "another case" in hit.explanation
