"""Negation read in a tool's records and field lines, and negations said two ways
(checks.negation, checks.record_cues)."""

from __future__ import annotations

import pytest
from claim_sources import src

from groundtrace.checks import CheckOutcome, check_negation
from groundtrace.text.sentences import record_fields, split_sentences

C = CheckOutcome.CONTRADICTED

TRANSFER = ("Transfer T-88213\nStatus: rejected\nAmount: 2,450.00 EUR\n"
            "Reason: beneficiary account closed\nFee charged: none")
LOAN_LINES = ("Collection: direct debit from current account ending 7741\n"
              "Security: first charge over 40 hectares at Dunmore townland; no personal guarantee\n"
              "Late payment fee: 40 EUR per missed payment\n"
              "Arrears: none; account in good standing")
INVOICES = ("Advance rate: 85% of each approved invoice\n"
            "Invoices approved in November: 6, total face value 92,000 EUR\n"
            "Invoices not approved: 1 (INV-2291, 8,400 EUR, customer outside Ireland)")
ALERT = ("Decision: false positive, cleared by analyst J. Ortega at 11:02\n"
         "Next step: payment released and sent the same day; customer not told of the alert\n"
         "Retention: alert record kept for 5 years")
SETTLEMENT = ("tool: finance settlement quote, agreement: HP-2024-088156, settlement figure "
              "eur: 9842.16, breakdown "
              "outstanding capital eur: 9615.4, breakdown arrears eur: 0.0, monthly payment "
              "eur: 342.5, payments remaining: 30")


def found(claim: str, source: str) -> list[CheckOutcome]:
    ev = [src(source)]
    return [h.outcome for h in check_negation(claim, ev, ev)]


@pytest.mark.parametrize(("claim", "source", "expected"), [
    # a field line's value of nothing negates its key: "Fee charged: none"
    ("You weren't charged a fee for it.", TRANSFER, []),
    ("You were charged a fee for the transfer.", TRANSFER, [C]),
    # field lines state one thing per line: "Arrears: none" says nothing of the guarantee
    ("The loan has no personal guarantee.", LOAN_LINES, []),
    ("The loan has a personal guarantee.", LOAN_LINES, [C]),
    # a cue in a field that states the claim less well than another field
    ("Six invoices were approved in November, worth 92,000 EUR between them.", INVOICES, []),
    ("Invoice INV-2291 was approved.", INVOICES, [C]),
    # of a value in parts, the part that holds the cue
    ("The customer was not told about the alert.", ALERT, []),
    ("The customer was told about the alert.", ALERT, [C]),
    # a zero amount says "none" of what its key names
    ("There are no arrears on your agreement.", SETTLEMENT, []),
    ("There is no monthly payment.", "tool: quote, monthly payment eur: 342.5, "
     "payments remaining: 30, arrears eur: 0.0", [C]),
])
def test_a_records_fields_are_read_one_by_one(claim, source, expected):
    assert found(claim, source) == expected


@pytest.mark.parametrize(("claim", "source", "expected"), [
    # "X-free" says "without X"
    ("You earn a 10% discount for every consecutive year without a claim.",
     "Your discount is 10% for each consecutive claim-free year.", []),
    # "-free" alone negates nothing
    ("You earn a 10% discount for every consecutive claim-free year.",
     "Your discount is 10% for each consecutive claim-free year.", []),
    # "without interest" prices nothing, as "no interest" does
    ("A current account is paid back without interest.",
     "You get back the balance at the time the account became dormant, plus the interest the "
     "account would have earned: savings and deposit accounts are paid interest for the whole "
     "dormant period, but current accounts receive no interest.", []),
    # ... but not where it goes on to negate something else as well
    ("Your Regular Saver can be closed before 5 February 2027 without the usual 90-day loss "
     "of interest.",
     "You can close your account without any charge or loss of interest until 5 February "
     "2027; this includes the Regular Saver, which normally has a 90-day loss of interest.",
     []),
    # "only ... when" says "not ... unless"
    ("Dental treatment is only covered when it's caused by an accident.",
     "Not covered: routine care such as vaccinations, and dental treatment unless it is "
     "caused by an accident.", []),
    ("Dental treatment is covered.",
     "Not covered: routine care such as vaccinations, and dental treatment unless it is "
     "caused by an accident.", [C]),
    # a list's commas part no clause: the claim's cue negates the whole list
    ("We can't take foreign, commemorative or damaged coins.",
     "We can't accept foreign coins, commemorative coins or damaged coins.", []),
    ("We take foreign, commemorative or damaged coins.",
     "We can't accept foreign coins, commemorative coins or damaged coins.", [C]),
    # ... but a clause after a comma is no list's item
    ("You've got until 5 February 2027 to close or switch without any charge or loss of "
     "interest.",
     "If you don't want the new rate, you can close or switch your account without any "
     "charge or loss of interest until 5 February 2027.", []),
    # a source cue counts where it negates what the claim's cue negates, not a word further on
    ("We won't cover an exit fee if your old provider charges one.",
     "We charge no transfer fee, but your old provider may charge an exit fee, and we will "
     "not cover it.", []),
    ("We cover an exit fee if your old provider charges one.",
     "We charge no transfer fee, but your old provider may charge an exit fee, and we will "
     "not cover it.", [C]),
])
def test_a_negation_said_two_ways_is_no_flip(claim, source, expected):
    assert found(claim, source) == expected


def test_field_lines_are_fields_and_a_title_before_a_sentence_is_not():
    (block,) = [s for s in split_sentences(ALERT)]
    fields = record_fields(block)
    assert [f.text for f in fields] == ALERT.split("\n")
    assert all(ALERT[f.start:f.end] == f.text for f in fields)
    # one line is no block of field lines, nor is prose with a colon
    (line,) = split_sentences("Note: the fee is 5 EUR, and cards are free.")
    assert record_fields(line) is None
    (title,) = split_sentences("No Strings Attached (film): No Strings Attached was released "
                               "on January 21, 2011.")
    assert record_fields(title) is None
    assert found("No Strings Attached was released on January 21.",
                 "No Strings Attached (film): No Strings Attached was released on January 21, "
                 "2011.") == []
