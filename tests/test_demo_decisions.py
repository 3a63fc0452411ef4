"""The bundled banking demo with the packaged models: grounded answers pass, planted errors fail."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import groundtrace

pytestmark = pytest.mark.models

DEMO = Path(groundtrace.__file__).resolve().parent / "examples" / "banking_demo.jsonl"
ROWS = [json.loads(line) for line in DEMO.read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def verdicts():
    items = [{"question": r["question"], "response": r["response"], "context": r["context"]}
             for r in ROWS]
    return {r["id"]: v for r, v in zip(ROWS, groundtrace.triage_batch(items), strict=True)}


@pytest.mark.parametrize("row", [r for r in ROWS if r["label"] == 0], ids=lambda r: r["id"])
def test_every_grounded_demo_answer_passes(verdicts, row):
    # "free" vs "at no cost", "each day" vs "daily", "24-hour line": paraphrase, not errors.
    assert verdicts[row["id"]].decision == "PASS"


@pytest.mark.parametrize("row", [r for r in ROWS if r["label"] == 0], ids=lambda r: r["id"])
def test_a_polite_grounded_answer_passes_as_the_plain_one(verdicts, row):
    # a greeting and a closing formula are not claims and add no novel words
    polite = ("Hello, happy to help with that. " + row["response"]
              + " Let me know if there is anything else I can do for you today!")
    v = groundtrace.triage(row["question"], polite, row["context"])
    assert v.decision == "PASS"
    assert v.probability == verdicts[row["id"]].probability


#: The evasive answer states nothing false and adds no word the source lacks;
#: only the quantity check's unbacked condition speaks against it.
EVASIVE = "fx-limit-echo"


@pytest.mark.parametrize("row", [r for r in ROWS if r["label"] == 1 and r["id"] != EVASIVE],
                         ids=lambda r: r["id"])
def test_every_planted_error_fails(verdicts, row):
    # Wrong facts, an invented procedure, an off-topic answer.
    assert verdicts[row["id"]].decision == "FAIL"


FAQ = ("SEPA transfers are free in online banking. Branch transfers cost 2.50 EUR. "
       "Instant transfers cost 0.50 EUR and arrive within ten seconds.")


@pytest.mark.parametrize("prefix", ["", "Sure, ", "Certainly, ", "Of course! "])
def test_an_opening_affirmation_does_not_hide_a_wrong_fee(prefix):
    # "Sure, ..." once made a short sentence a greeting, so it was never verified
    v = groundtrace.triage("How much does a branch transfer cost?",
                           prefix + "Branch transfers cost 25 EUR.", FAQ)
    assert v.decision == "FAIL"


@pytest.mark.parametrize("opening", ["Please note that ", "Based on the information I have, ",
                                     "I can confirm that ", "Keep in mind: "])
def test_a_notice_to_the_reader_is_read_off(opening):
    # v7 read "Please note that instant transfers cost 0.50 EUR." at 0.45 entailed
    # (REVIEW), "Based on the information I have, ..." at 0.18 (FAIL)
    right = groundtrace.triage("What does an instant transfer cost?",
                               opening + "instant transfers cost 0.50 EUR.", FAQ)
    wrong = groundtrace.triage("What does an instant transfer cost?",
                               opening + "instant transfers cost 5 EUR.", FAQ)
    assert (right.decision, wrong.decision) == ("PASS", "FAIL"), right.reasons


@pytest.mark.parametrize("answer", ["For instant transfers, the fee is 0.50 EUR.",
                                    "The fee for an instant transfer is 50 cents.",
                                    "Instant transfers have a fee of 0.50 EUR.",
                                    "There is a 0.50 EUR fee for instant transfers.",
                                    "Instant transfers are charged at 0.50 EUR."])
def test_a_fee_said_with_a_noun_passes_and_a_wrong_one_fails(answer):
    # v7 read each at 0.03-0.22 entailed against "Instant transfers cost 0.50 EUR and
    # arrive within ten seconds": every one FAILed (claims.fees)
    right = groundtrace.triage("What does an instant transfer cost?", answer, FAQ)
    wrong = groundtrace.triage("What does an instant transfer cost?",
                               answer.replace("0.50 EUR", "5 EUR").replace("50 cents", "5 EUR"),
                               FAQ)
    assert (right.decision, wrong.decision) == ("PASS", "FAIL"), right.reasons


PRICE_LIST = ("Price list\nInstant transfer: 0.50 EUR\nBranch transfer: 2.50 EUR\n"
              "Card replacement: 10 EUR\nOnline SEPA transfer: free")


@pytest.mark.parametrize(("answer", "decision"), [
    # each FAILed when the list was read as one sentence (P 0.59-0.83)
    ("Instant transfers cost 0.50 EUR.", "PASS"),
    ("A branch transfer costs 2.50 EUR.", "PASS"),
    ("Replacing a card costs 10 EUR.", "PASS"),
    # another item's value (the first went to REVIEW, P 0.43)
    ("The fee for a card replacement is 2.50 EUR.", "FAIL"),
    ("Branch transfers cost 10 EUR.", "FAIL"),
])
def test_a_price_list_is_read_item_by_item(answer, decision):
    v = groundtrace.triage("What does it cost?", answer, PRICE_LIST)
    assert v.decision == decision, v.reasons


OVERDRAFT = "The overdraft rate is 7.9% a year. Instant transfers cost 0.50 EUR."


@pytest.mark.parametrize(("question", "answer", "decision"), [
    ("Is the overdraft rate 7.9%?", "Yes.", "PASS"),
    # the question's value, affirmed: these PASSed (its findings were set aside)
    ("Is the overdraft rate 9.7%?", "Yes.", "FAIL"),
    ("Do instant transfers cost 5 EUR?", "Yes", "FAIL"),
    ("Do instant transfers cost 5 EUR?", "Correct.", "FAIL"),
])
def test_a_bare_yes_states_what_its_question_asks(question, answer, decision):
    v = groundtrace.triage(question, answer, OVERDRAFT)
    assert v.decision == decision, v.reasons
    if decision == "FAIL":
        (claim,) = v.claims.claims
        (hit,) = [h for h in claim.checks if h.is_problem]
        # on the answer's own span, naming the question's value
        assert (hit.claim_start, hit.claim_end) == (claim.start, claim.end)
        assert hit.claim_value in question


def test_affirms_is_a_bare_yes_to_a_yes_no_question():
    from groundtrace.claims.decision import affirms

    assert affirms("Is the rate 7.9%? ", "Yes.")
    assert affirms("Can I block it at night? ", "That's right")
    assert not affirms("What is the rate? ", "Yes.")
    assert not affirms("Is the rate 7.9%? ", "No.")
    assert not affirms("Is the rate 7.9%? ", "Yes, and 2% on top.")


def test_the_evasive_answer_goes_to_a_person(verdicts):
    # "depends on your card" where the source states the limit: never PASS.
    assert verdicts[EVASIVE].decision in ("REVIEW", "FAIL")


def test_the_evasive_answer_is_caught_by_the_unbacked_condition_check(verdicts):
    claims = verdicts[EVASIVE].claims
    assert claims is not None
    hits = [h for c in claims.claims for h in c.checks if h.is_problem]
    assert [(h.check, h.claim_value) for h in hits] == [("quantity", "depends on")]


@pytest.mark.parametrize("answer", ["Branch transfers are free.",
                                    "Branch transfers are free for students.",
                                    "Instant transfers are free of charge."])
def test_a_wrong_free_fails(answer):
    # no digit in the answer: the numbers check reads "free" as a price of nothing
    v = groundtrace.triage("How much does a branch transfer cost?", answer, FAQ)
    assert v.decision == "FAIL"
    assert any("EUR" in r.message and "free" in r.message for r in v.reasons)


@pytest.mark.parametrize("answer", ["ATM withdrawals are free.",
                                    "Opening an account costs nothing."])
def test_a_free_the_source_never_states_does_not_pass(answer):
    # the verifier reads "X is free" as entailed by any passage where something is
    # free; the numbers check finds no sentence about X that says it costs nothing
    v = groundtrace.triage("What does it cost?", answer, FAQ)
    assert v.decision == "FAIL"
    (claim,) = v.claims.claims
    (free,) = [h for h in claim.checks if h.check == "numbers"]
    assert free.outcome.value == "unsupported"
    assert "no sentence of the source about this says it costs nothing" in free.explanation


CARDS = ("Lost cards can be blocked 24 hours a day on +34 900 100 200; a replacement card "
         "arrives within 5 business days at no cost.")


@pytest.mark.parametrize(("answer", "source"), [
    ("Online SEPA transfers don't cost anything.", FAQ),
    ("There is no fee for SEPA transfers made online.", FAQ),
    ("A new card is sent free of charge within five working days.", CARDS),
    ("You can block a lost card at any time, day or night, on +34 900 100 200.", CARDS),
])
def test_a_price_of_nothing_or_any_time_in_other_words_passes(answer, source):
    # the claim layer also puts the phrase to the verifier in the source's words ("are
    # free", "24 hours a day") and keeps the better supported reading: as written, v5
    # read the first two as contradicted and the last as neutral
    v = groundtrace.triage("What does it cost, and when?", answer, source)
    assert v.decision == "PASS"
    (claim,) = v.claims.claims
    assert claim.status.value == "supported"


@pytest.mark.parametrize(("answer", "source"), [
    ("You asked about branch transfers. They cost 2.50 EUR.", FAQ),
    ("Unfortunately, branch transfers are not free: each one costs 2.50 EUR.", FAQ),
    ("Your card can be blocked at any hour by calling +34 900 100 200.", CARDS),
    ("A replacement card will reach you within 5 business days and you won't be charged for "
     "it.", CARDS),
])
def test_a_restated_question_a_priced_not_free_and_other_wordings_pass(answer, source):
    # each went to REVIEW or FAIL: the restated question was a claim (0.75 contradicted),
    # "not free: each one costs" read as contradicted (0.95), "at any hour" and "won't be
    # charged" were no phrases the claim layer knew
    v = groundtrace.triage("What does it cost, and when?", answer, source)
    assert v.decision == "PASS", v.reasons


def test_a_price_of_nothing_in_other_words_still_fails_against_a_price():
    v = groundtrace.triage("How much does a branch transfer cost?",
                           "Branch transfers don't cost anything.", FAQ)
    assert v.decision == "FAIL"


@pytest.mark.parametrize("answer", [
    "No, branch transfers cost 2.50 EUR.",
    "I don't have information about SWIFT transfer fees.",
    "The documents do not mention SWIFT transfers.",
    "I couldn't find the SWIFT fee in our documents. Please contact your branch.",
    "Please contact your branch for SWIFT transfer fees.",
])
def test_a_right_no_a_refusal_or_a_referral_passes(answer):
    # each FAILed: "No," read as a negation of the fee (0.77 contradicted), and a
    # short refusal or referral verified as a short answer to the question
    v = groundtrace.triage("Are branch transfers free, and what does SWIFT cost?", answer, FAQ)
    assert v.decision == "PASS", v.reasons


SAVINGS = ("Savings Plus pays 2.1% AER on balances up to 25,000 EUR. Interest is calculated "
           "daily and paid monthly. There is no minimum deposit.")


@pytest.mark.parametrize("answer", ["**Rate:** 2.1% AER on balances up to 25,000 EUR.",
                                    "- **Deposit:** there is no minimum deposit."])
def test_a_markdown_label_is_no_name_the_source_lacks(answer):
    # "**Rate:**" was read as a name contradicted by "Savings Plus": FAIL at P 0.70
    v = groundtrace.triage("How does Savings Plus work?", answer, SAVINGS)
    assert v.decision == "PASS", v.reasons


def test_the_first_of_two_joined_facts_passes():
    # v7 reads it as contradicted (0.51) by the sentence that joins it to another fact
    v = groundtrace.triage("What rate does Savings Plus pay?", "Savings Plus pays 2.1% AER.",
                           "Savings Plus pays 2.1% AER and has no minimum deposit.")
    assert v.decision == "PASS", v.reasons


@pytest.mark.parametrize(("answer", "source"), [
    ("You can borrow 25,000 EUR over 60 months.",
     "You can borrow from 3,000 EUR to 40,000 EUR over 12 to 84 months."),
    ("A 25-year fixed-rate term is possible.",
     "Fixed-rate mortgages are available for terms of 10 to 30 years."),
])
def test_a_value_the_source_range_allows_passes(answer, source):
    # v7 reads each as contradicted (0.89, 0.70) until its values are read in the
    # source's range words (claims.ranges)
    v = groundtrace.triage("What can I get?", answer, source)
    assert v.decision == "PASS", v.reasons


LOANS = ("Personal loans. You can borrow from 3,000 EUR to 40,000 EUR over 12 to 84 months. "
         "The representative APR is 6.9%. There is no arrangement fee. You can repay early at "
         "any time; the early repayment charge is 0.5% of the amount repaid if more than 12 "
         "months remain, and 0.25% otherwise. Applicants must be at least 18 years old, live in "
         "Spain and have a regular income. A decision is usually given within 24 hours, and the "
         "money is paid out within 2 business days of signing. Missed payments cost 15 EUR each "
         "and may affect your credit score.")


def test_a_range_in_other_units_written_out_is_found_and_passes():
    # "one to seven years" shares no word with "12 to 84 months": retrieval chose the
    # "18 years old" sentence and the claim FAILed at P 0.87 (FAQ bench)
    v = groundtrace.triage("What are the loan terms?",
                           "You can take a loan over one to seven years.", LOANS)
    assert v.decision == "PASS", v.reasons


def test_a_value_outside_the_source_range_still_fails():
    v = groundtrace.triage("What can I get?", "You can borrow 50,000 EUR over 60 months.",
                           "You can borrow from 3,000 EUR to 40,000 EUR over 12 to 84 months.")
    assert v.decision == "FAIL", v.reasons


CREDIT = ("Credit policy CP-7. An application is declined if the debt-to-income ratio exceeds "
          "40%. Applicant record: monthly income 3,200 EUR; debt-to-income ratio 48%.")


@pytest.mark.parametrize(("answer", "decision"), [
    ("The application was declined because the debt-to-income ratio of 48% exceeds the 40% "
     "limit.", "PASS"),
    # another applicant value, another limit, another decision
    ("The application was declined because the debt-to-income ratio of 52% exceeds the 40% "
     "limit.", "FAIL"),
    ("The application was declined because the debt-to-income ratio of 48% exceeds the 45% "
     "limit.", "FAIL"),
    ("The application was approved because the debt-to-income ratio of 48% exceeds the 40% "
     "limit.", "FAIL"),
])
def test_a_rationale_joining_the_record_and_the_rule(answer, decision):
    # v7 read the first against the rule at 0.05 entailed (FAIL); without "of 48%",
    # which the numbers check finds in the record, at 0.99 (claims.comparisons)
    v = groundtrace.triage("Why was the application declined?", answer, CREDIT)
    assert v.decision == decision, v.reasons


@pytest.mark.parametrize("answer", ["! ! !", "...", "\U0001f642"])
def test_an_answer_of_punctuation_alone_goes_to_a_person(answer):
    # the bundled models and calibration PASS it on their own (it states nothing)
    v = groundtrace.triage("How much does a branch transfer cost?", answer,
                           "SEPA transfers are free in online banking. "
                           "Branch transfers cost 2.50 EUR.")
    assert v.decision == "REVIEW" and v.reasons[0].ref == "answer:no_words"
