"""A price said of one item of a list that the source prices apart from another."""

from __future__ import annotations

import pytest
from claim_sources import src

import groundtrace
from groundtrace.checks import check_numbers
from groundtrace.checks.prices import subject_sets_apart

CARDS = ("Card payments in euros are free. "
         "Card payments in other currencies carry a 2.5% fee.")
ATMS = ("Cash withdrawals at our own ATMs are free; withdrawals at other banks' ATMs cost "
        "1.95 EUR each.")


def outcomes(claim: str, source: str) -> list[tuple[str, str, str | None]]:
    return [(h.outcome.value, h.claim_value, h.source_value)
            for h in check_numbers(claim, [src(source)], [src(source)])]


@pytest.mark.parametrize(("claim", "found"), [
    # the other item's fee, said of the item the source calls free (PASS, P 0.04, before)
    ("Card payments in euros carry a 2.5% fee.", [("contradicted", "2.5%", "free")]),
    ("Card payments in other currencies carry a 2.5% fee.",
     [("supported", "2.5%", "2.5%")]),
    ("A card payment in dollars carries a 2.5% fee.", [("supported", "2.5%", "2.5%")]),
    # "another bank's" is the source's "other banks'": the priced clause, not the free one
    ("Withdrawing cash at another bank's ATM costs 1.95 EUR per withdrawal.",
     [("supported", "1.95 EUR", "1.95 EUR")]),
])
def test_a_fee_of_one_list_item_said_of_the_free_one_is_contradicted(claim, found):
    assert outcomes(claim, CARDS if "ard" in claim else ATMS) == found


def test_the_subject_must_set_the_free_item_apart():
    free = CARDS.split(". ", 1)[0]
    at = CARDS.index("2.5%")
    assert subject_sets_apart("Card payments in euros carry a 2.5% fee.", free, CARDS, at)
    # nothing of the claim's subject tells the items apart: no contradiction
    assert not subject_sets_apart("Card payments carry a 2.5% fee.", free, CARDS, at)
    # a word of the claim's subject only the priced item holds
    assert not subject_sets_apart("Card payments in other currencies carry a 2.5% fee.",
                                  free, CARDS, at)


def test_the_decision_fails_the_wrong_item_and_passes_the_right_one():
    q = "Tell me about card payments."
    assert groundtrace.triage(q, "Card payments in euros carry a 2.5% fee.", CARDS
                              ).decision == "FAIL"
    assert groundtrace.triage(q, "Card payments in other currencies carry a 2.5% fee.", CARDS
                              ).decision == "PASS"
