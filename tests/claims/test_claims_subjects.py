"""An answer's opening "It" read as the thing its question asks about."""

from __future__ import annotations

import pytest

import groundtrace
from groundtrace.text import extract_claims
from groundtrace.text.claims import claim_hypotheses
from groundtrace.text.subjects import opening_it_read, question_subject, yes_no_statement


@pytest.mark.parametrize(("question", "subject"), [
    ("How long does a replacement card take?", "a replacement card"),
    ("How much does an instant transfer cost?", "an instant transfer"),
    ("When does the offer expire?", "the offer"),
    ("What is the overdraft rate?", "the overdraft rate"),
    ("How much is the monthly fee?", "the monthly fee"),
    # more than one verb after it, no article, a yes/no question, a clause: no subject
    ("How long does a replacement card take to arrive?", None),
    ("How long do transfers take?", None),
    ("Is the card free?", None),
    ("What do I need to open an account?", None),
    ("What is the rate if I pay late?", None),
    (None, None),
])
def test_the_subject_of_a_plain_question(question, subject):
    assert question_subject(question) == subject


@pytest.mark.parametrize(("sentence", "read"), [
    ("It arrives within 5 business days.", "A replacement card arrives within 5 business days."),
    ("It's free.", "A replacement card is free."),
    ("It doesn't cost anything.", "A replacement card doesn't cost anything."),
    ("It can take up to 5 business days.", "A replacement card can take up to 5 business days."),
    # an "It" that stands for no thing
    ("It is possible to order one in the app.", None),
    ("It's worth noting that cards are free.", None),
    ("It takes 5 days for the card to arrive.", None),
    ("It depends on the card.", None),
    ("Its fee is 5 EUR.", None),
])
def test_an_opening_it_is_read_as_the_subject(sentence, read):
    assert opening_it_read(sentence, "a replacement card") == read


def test_only_the_answers_first_claim_reads_the_questions_subject():
    answer = "It arrives within 5 business days. It is sent by post."
    claims = extract_claims(answer)
    question = "How long does a replacement card take?"
    assert claim_hypotheses(answer, claims, question) == [
        "A replacement card arrives within 5 business days.", "It is sent by post."]
    assert claim_hypotheses(answer, claims) == [c.text for c in claims]
    # a first claim after other words of the answer is no opening
    later = "Good question! It arrives within 5 business days."
    assert claim_hypotheses(later, extract_claims(later), question)[-1] == (
        "It arrives within 5 business days.")


FAQ = ("Lost cards can be blocked 24 hours a day on +34 900 100 200; a replacement card "
       "arrives within 5 business days at no cost. Instant transfers cost 0.50 EUR and "
       "arrive within ten seconds.")


@pytest.mark.models
@pytest.mark.parametrize(("question", "answer", "decision"), [
    # without the reading: PASS 0.02, REVIEW 0.54, FAIL, and "It is free." PASS 0.03
    ("How long does a replacement card take?", "It arrives within 5 business days.", "PASS"),
    ("How much does an instant transfer cost?", "It costs 0.50 EUR.", "PASS"),
    ("How much does an instant transfer cost?", "It costs 5 EUR.", "FAIL"),
    ("How much does an instant transfer cost?", "It is free.", "FAIL"),
])
def test_triage_reads_an_opening_it_as_the_questions_subject(question, answer, decision):
    v = groundtrace.triage(question, answer, FAQ)
    assert v.decision == decision, v.reasons


SOURCES = ("SEPA transfers are free in online banking. Branch transfers cost 2.50 EUR. "
           "Instant transfers cost 0.50 EUR and arrive within ten seconds. Customers can "
           "raise the card limit to 6,000 EUR in the app; a replacement card arrives within "
           "5 business days at no cost.")


@pytest.mark.parametrize(("question", "reply", "statement"), [
    ("Are branch transfers free?", "No.", "Branch transfers are not free."),
    ("Are SEPA transfers free in online banking?", "Yes, they are.",
     "SEPA transfers are free in online banking."),
    ("Can I raise my card limit?", "No, you can't.", "You cannot raise your card limit."),
    ("Can I raise my card limit?", "Yes, you can.", "You can raise your card limit."),
    ("Do instant transfers arrive within ten seconds?", "Yes, they do.",
     "Instant transfers arrive within ten seconds."),
    ("Does a replacement card cost anything?", "Yes.", "A replacement card costs something."),
    ("Does a replacement card cost anything?", "No.",
     "A replacement card does not cost anything."),
    ("Am I charged for SEPA transfers?", "No.", "You are not charged for SEPA transfers."),
    # a tag of the other polarity, a subject the sources lack, no yes/no question
    ("Are branch transfers free?", "Yes, they don't.", None),
    ("Are gift transfers free?", "No.", None),
    ("How much does a branch transfer cost?", "No.", None),
    # a subject that is one of two, a name cut in two, what someone knows
    ("Are SEPA transfers and branch transfers free?", "No.", None),
    ("Were Simone de Beauvoir and Bob Monkhouse both comedians?", "No.", None),
    ("Do we know that branch transfers cost 2.50 EUR?", "Yes.", None),
    # a yes or no to a negative question says either
    ("Aren't branch transfers free?", "No.", None),
])
def test_a_bare_yes_or_no_states_the_questions_clause(question, reply, statement):
    sources = SOURCES + " Simone de Beauvoir was a writer."
    assert yes_no_statement(question, reply, sources) == statement


@pytest.mark.models
@pytest.mark.parametrize(("question", "answer", "decision"), [
    # read beside their question, the first two FAILed (P 0.69, 0.70), the third
    # PASSed (P 0.39) and the last PASSed (P 0.11)
    ("Are branch transfers free?", "No.", "PASS"),
    ("Do instant transfers arrive within ten seconds?", "Yes, they do.", "PASS"),
    ("Can I raise my card limit?", "Yes, you can.", "PASS"),
    ("Can I raise my card limit?", "No, you can't.", "FAIL"),
])
def test_triage_reads_a_bare_yes_or_no_as_a_statement(question, answer, decision):
    v = groundtrace.triage(question, answer, SOURCES)
    assert v.decision == decision, v.reasons


@pytest.mark.models
def test_a_readings_findings_stand_on_the_answers_own_words():
    # the words the reading shares with the answer's end map back exactly
    answer = "It costs 5 EUR."
    v = groundtrace.triage("How much does an instant transfer cost?", answer, FAQ)
    (claim,) = v.claims.claims
    (hit,) = [h for h in claim.checks if h.is_problem]
    assert answer[hit.claim_start:hit.claim_end] == "5 EUR" == hit.claim_value
    # the rest on the answer's whole span: "Yes." says the question's 9.7%
    v = groundtrace.triage("Is the overdraft rate 9.7%?", "Yes.",
                           "The overdraft rate is 7.9% a year.")
    (claim,) = v.claims.claims
    (hit,) = [h for h in claim.checks if h.is_problem]
    assert (hit.claim_start, hit.claim_end, hit.claim_value) == (0, 4, "9.7%")
    assert v.decision == "FAIL"


@pytest.mark.parametrize(("question", "reply", "read"), [
    ("Are branch transfers free?", "Yes, they are free.", "Branch transfers are free."),
    ("Are branch transfers free?", "No, they cost 2.50 EUR.", "Branch transfers cost 2.50 EUR."),
    ("Does a replacement card cost anything?", "No, it's free.", "A replacement card is free."),
    # "they" for one thing, a pronoun subject, a bare reply (yes_no_statement's)
    ("Does a replacement card cost anything?", "No, they are free.", None),
    ("Can I raise my card limit?", "Yes, it can go to 6,000 EUR.", None),
    ("Are branch transfers free?", "Yes.", None),
])
def test_a_yes_or_no_that_goes_on_reads_the_questions_subject(question, reply, read):
    from groundtrace.text.subjects import yes_no_subject_read

    assert yes_no_subject_read(question, reply, SOURCES) == read


@pytest.mark.models
def test_triage_reads_they_after_a_yes_as_the_questions_subject():
    # REVIEW before (P 0.55): the verifier could not place "they"
    v = groundtrace.triage("Are branch transfers free?", "Yes, they are free.", SOURCES)
    assert v.decision == "FAIL", v.reasons
