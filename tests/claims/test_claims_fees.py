"""claims.fees: a fee said with a noun, read in the passage's "cost" words."""

from __future__ import annotations

import pytest

from groundtrace.claims.fees import fee_reading, passage_fee, passage_price
from groundtrace.claims.reading import aligned_claim

PASSAGE = ("Instant transfers cost 0.50 EUR and arrive within ten seconds. "
           "Branch transfers cost 2.50 EUR, and a replacement card costs nothing.")


@pytest.mark.parametrize(("claim", "found"), [
    ("For instant transfers, the fee is 0.50 EUR.", ("instant transfers", "0.50 EUR")),
    ("The fee for an instant transfer is 50 cents.", ("an instant transfer", "50 cents")),
    ("Instant transfers have a fee of 0.50 EUR [1].", ("Instant transfers", "0.50 EUR")),
    ("There is a 0.50 EUR fee for instant transfers.", ("instant transfers", "0.50 EUR")),
    ("There's a charge of €2.50 on branch transfers!", ("branch transfers", "€2.50")),
    ("Instant transfers are charged at 0.50 EUR.", ("Instant transfers", "0.50 EUR")),
    # more than a fee: not these forms
    ("The fee for instant transfers is 0.50 EUR or 1 EUR.", None),
    ("The fee for instant transfers is low.", None),
    ("Instant transfers cost 0.50 EUR.", None),
    ("The fee for instant transfers is 0.50 EUR, and they arrive in seconds.", None),
])
def test_fee_reading_finds_the_subject_and_price_of_a_whole_claim(claim, found):
    assert fee_reading(claim) == found


@pytest.mark.parametrize(("claim", "clause"), [
    ("For instant transfers, the fee is 0.50 EUR.", "Instant transfers cost 0.50 EUR"),
    ("The fee for an instant transfer is 50 cents.", "Instant transfers cost 0.50 EUR"),
    ("The charge for a branch transfer is 2.50 EUR.", "Branch transfers cost 2.50 EUR"),
    # another subject, another value, a subject with a word more: the claim as written
    ("The fee for a branch transfer is 0.50 EUR.", None),
    ("The fee for an instant transfer is 5 EUR.", None),
    ("The fee for an instant SEPA transfer is 0.50 EUR.", None),
])
def test_passage_fee_is_the_passages_clause_with_the_same_subject_and_value(claim, clause):
    assert passage_fee(claim, PASSAGE) == clause


def test_the_verifier_reads_the_passages_clause_after_an_opening():
    assert aligned_claim("Please note that the fee for instant transfers is 0.50 EUR.",
                         PASSAGE) == "Instant transfers cost 0.50 EUR."
    assert aligned_claim("The fee for instant transfers is 5 EUR.", PASSAGE) == (
        "The fee for instant transfers is 5 EUR.")


@pytest.mark.parametrize(("claim", "read"), [
    ("Branch transfers are not free.", "Branch transfers cost 2.50 EUR"),
    ("A branch transfer isn't free of charge.", "Branch transfers cost 2.50 EUR"),
    # the passage calls them free, or prices another thing, or the claim says more
    ("SEPA transfers are not free.", None),
    ("Card payments are not free.", None),
    ("Branch transfers are not free after 5 pm.", None),
])
def test_not_free_is_read_as_the_passages_price_above_zero(claim, read):
    passage = "SEPA transfers are free in online banking. Branch transfers cost 2.50 EUR."
    assert passage_price(claim, passage) == read
    if read is not None:
        assert aligned_claim(claim, passage) == read + "."


LIABILITY = ("Before reporting, your liability is limited to 50 EUR, unless you acted with "
             "gross negligence.")


@pytest.mark.parametrize(("claim", "read"), [
    ("Before you report it, you can lose at most 50 EUR, unless you were grossly negligent.",
     "Before you report it, your liability is limited to 50 EUR, unless you were grossly "
     "negligent."),
    ("You are only liable for 50 EUR before you report the card.",
     "Your liability is limited to 50 EUR before you report the card."),
    ("The most you can lose is 50 EUR.", "Your liability is limited to 50 EUR."),
    # another amount, or no amount: as written
    ("Before you report it, you can lose at most 500 EUR.",
     "Before you report it, you can lose at most 500 EUR."),
    ("You can lose your card.", "You can lose your card."),
])
def test_a_cap_on_a_loss_is_read_as_the_passages_liability_limit(claim, read):
    assert aligned_claim(claim, LIABILITY) == read
