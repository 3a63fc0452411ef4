"""A case a rule's threshold covers: "a dispute of 800 EUR" under "for disputes over 500 EUR"."""

from __future__ import annotations

import numpy as np
import pytest
from claim_sources import src

import groundtrace
from groundtrace.checks import check_numbers, find_numbers
from groundtrace.checks.base import CheckOutcome
from groundtrace.checks.thresholds import covered_by_threshold, outside_rule, thresholds
from groundtrace.claims.reading import aligned_claim

RULE = "For disputes over 500 EUR, a signed declaration is required."
BALANCES = "Savings Plus pays 2.1% AER on balances up to 25,000 EUR and 1.5% AER on the part above."


def covered(claim: str, source: str) -> str | None:
    (cm,) = [n for n in find_numbers(claim) if n.unit is not None][:1]
    t = covered_by_threshold(claim, cm, [src(source)])
    return None if t is None else t.words


@pytest.mark.parametrize(("claim", "source", "words"), [
    ("A dispute of 800 EUR needs a signed declaration.", RULE, "over 500 EUR"),
    ("For a 700 EUR dispute you must sign a declaration.", RULE, "over 500 EUR"),
    ("A balance of 10,000 EUR earns 2.1% AER.", BALANCES, "up to 25,000 EUR"),
    ("Payments of 1,000 EUR need approval.", "Any payment above 999 EUR needs approval.",
     "above 999 EUR"),
    # on the other side, or on the bound itself ("over 500" leaves 500 out)
    ("A dispute of 300 EUR needs a signed declaration.", RULE, None),
    ("A dispute of 500 EUR needs a signed declaration.", RULE, None),
    # a thing the rule's sentence speaks of, not a price
    ("A standing order of 6,000 EUR has to be confirmed with a code.",
     "For payments over 5,000 EUR, you must confirm the standing order with a code.",
     "over 5,000 EUR"),
    ("A fee of 6,000 EUR is charged.", "For payments over 5,000 EUR, a fee of 10 EUR is charged.",
     None),
    # a singular case in a clause that opens with "for", the subject of "if ... is", an age
    ("A first payment of 1,500 EUR to a new payee must be approved.",
     "For your first payment to a new payee above 1,000 EUR, we ask you to approve it.",
     "above 1,000 EUR"),
    ("If the frozen accounts hold 45,000 EUR, a grant of probate is needed.",
     "If the total balance of the frozen accounts is more than 30,000 EUR, we need a grant of "
     "probate.", "more than 30,000 EUR"),
    ("If the frozen accounts hold 20,000 EUR, a grant of probate is needed.",
     "If the total balance of the frozen accounts is more than 30,000 EUR, we need a grant of "
     "probate.", None),
    # another noun, another unit, a bound of the claim's own
    ("A payment of 800 EUR needs a signed declaration.", RULE, None),
    ("A dispute of 800 USD needs a signed declaration.", RULE, None),
    ("Disputes over 800 EUR need a signed declaration.", RULE, None),
])
def test_a_value_on_the_side_of_a_rules_bound_is_a_case_of_it(claim, source, words):
    assert covered(claim, source) == words


def test_an_age_bound_is_a_rule_for_a_bare_number():
    source = "It includes travel insurance for account holders aged under 75."
    (cm,) = find_numbers("An account holder aged 74 gets the travel insurance.")
    t = covered_by_threshold("An account holder aged 74 gets the travel insurance.", cm,
                             [src(source)])
    assert t is not None and t.words == "under 75"
    (cm,) = find_numbers("An account holder aged 80 gets the travel insurance.")
    assert covered_by_threshold("An account holder aged 80 gets the travel insurance.", cm,
                                [src(source)]) is None
    # other bare numbers stay counts: no rule
    assert thresholds(src("More than 1,500 people died in the floods.")) == []


def test_a_count_or_one_things_amount_is_no_rule():
    # a count has no noun before its bound; "revenue of more than" is one case's amount;
    # a singular noun without "any"/"each"/"every" names one thing
    for source in ("More than 1,500 people died in the floods.",
                   "The company reported revenue of more than 2 billion USD.",
                   "The dispute over 500 EUR went to court."):
        assert thresholds(src(source)) == []


def test_the_numbers_check_supports_a_covered_value_and_cites_the_bound():
    claim = "A dispute of 800 EUR needs a signed declaration."
    (hit,) = check_numbers(claim, [src(RULE)], [src(RULE)])
    assert hit.outcome is CheckOutcome.SUPPORTED and hit.claim_value == "800 EUR"
    assert hit.source_value == "over 500 EUR"
    assert RULE[hit.source_span.char_start:hit.source_span.char_end] == "over 500 EUR"
    # below the threshold it is still another value than the rule's
    (hit,) = check_numbers("A dispute of 300 EUR needs a signed declaration.", [src(RULE)],
                           [src(RULE)])
    assert hit.outcome is CheckOutcome.CONTRADICTED


@pytest.mark.parametrize(("claim", "read"), [
    ("A dispute of 800 EUR needs a signed declaration.",
     "A dispute over 500 EUR needs a signed declaration."),
    ("For a 700 EUR dispute you must sign a declaration.",
     "For a dispute over 500 EUR you must sign a declaration."),
    ("A dispute of 300 EUR needs a signed declaration.",
     "A dispute of 300 EUR needs a signed declaration."),
])
def test_the_verifier_reads_a_covered_value_as_the_rules_bound(claim, read):
    assert aligned_claim(claim, RULE) == read


DISPUTES = ("Card disputes must be raised within 120 days of the transaction date. For "
            "disputes over 500 EUR, a signed declaration is required. Contactless payments "
            "are capped at 50 EUR per transaction.")


@pytest.mark.models
@pytest.mark.parametrize(("answer", "decision"), [
    # both FAILed: '800 EUR' where the source says '500 EUR' (P 0.78, 0.87)
    ("A dispute of 800 EUR needs a signed declaration.", "PASS"),
    ("For a 700 EUR dispute you must sign a declaration.", "PASS"),
    ("A dispute of 800 EUR does not need a signed declaration.", "FAIL"),
    ("A dispute of 300 EUR needs a signed declaration.", "FAIL"),
])
def test_triage_reads_a_case_of_a_rule(answer, decision):
    v = groundtrace.triage("What are the dispute rules?", answer, DISPUTES)
    assert v.decision == decision, v.reasons


PIN = "Contactless payments of up to 50 EUR need no PIN. Transfers are free."


@pytest.mark.parametrize(("source", "nouns"), [
    (PIN, ["payments"]),
    ("For transfers of over 1,000 EUR we call you first.", ["transfers"]),
    ("Balances of more than 25,000 EUR earn 2.5% AER.", ["balances"]),
    # one case's amount: a verb, a determiner or a name before the noun
    ("Apple had sales of more than 2 billion USD last year.", []),
    ("The bank reported losses of more than 5 million EUR.", []),
    ("Its profits of over 2 million EUR were paid out.", []),
])
def test_a_plural_opening_its_sentence_joined_to_its_bound_by_of_is_a_rule(source, nouns):
    assert [t.noun for t in thresholds(src(source))] == nouns


def test_a_case_of_a_rule_written_with_of_passes():
    # "30 EUR" against the rule's "50 EUR" was a contradicted value (FAIL, P 0.87)
    v = groundtrace.triage("What are the rules?", "A contactless payment of 30 EUR needs no PIN.",
                           PIN)
    assert v.decision == "PASS"
    wrong = groundtrace.triage("What are the rules?",
                               "A contactless payment of 80 EUR needs no PIN.", PIN)
    assert wrong.decision == "FAIL"


BONUS = "Balances above 25,000 EUR earn a bonus rate of 2.5% AER. The standard rate is 1.0% AER."


@pytest.mark.parametrize(("claim", "source", "found"), [
    # the opposite of the rule, of a case it leaves out: implied
    ("Disputes of 300 EUR don't need a signed declaration.", RULE, ("over 500 EUR", "300 EUR")),
    ("Disputes under 500 EUR don't need a signed declaration.", RULE,
     ("over 500 EUR", "500 EUR")),
    ("A contactless payment of 80 EUR needs a PIN.", PIN, ("up to 50 EUR", "80 EUR")),
    ("Contactless payments over 50 EUR need a PIN.", PIN, ("up to 50 EUR", "50 EUR")),
    ("A balance of 10,000 EUR does not earn the bonus rate.", BONUS,
     ("above 25,000 EUR", "10,000 EUR")),
    # what the rule says of its own cases, said of others: not implied
    ("Disputes of 300 EUR need a signed declaration.", RULE, None),
    ("A balance of 10,000 EUR earns the bonus rate.", BONUS, None),
    # a case the rule covers, another complement ("under 5,000" holds 600-5,000), words
    # the rule's sentence does not hold, another noun
    ("A dispute of 800 EUR doesn't need a signed declaration.", RULE, None),
    ("Disputes under 5,000 EUR don't need a signed declaration.", RULE, None),
    ("Disputes of 300 EUR are not answered by post.", RULE, None),
    ("A balance of 10,000 EUR does not earn interest at all.", BONUS, None),
    ("A payment of 300 EUR doesn't need a signed declaration.", RULE, None),
])
def test_the_opposite_of_a_rule_for_a_case_it_leaves_out(claim, source, found):
    got = outside_rule(claim, src(source))
    assert (None if got is None else (got[0].words, got[1].text)) == found


class _RuleReader:
    """Contradicts every claim against the rule's sentence (as the shipped verifier does
    for a case on the rule's other side, either way round)."""

    name = "rule-reader"

    def predict(self, premises, hypotheses):
        return np.array([[0.03, 0.02, 0.95] if "declaration" in p else [0.1, 0.8, 0.1]
                         for p in premises], dtype=np.float32)


def test_the_opposite_of_a_rule_outside_it_is_unsupported_not_contradicted(hashing):
    (c,) = groundtrace.verify("Disputes of 300 EUR don't need a signed declaration.", RULE,
                              encoder=hashing, verifier=_RuleReader()).claims
    assert c.status is groundtrace.ClaimStatus.UNSUPPORTED
    (hit,) = c.checks  # the value against the bound and the polarity give way to the rule
    assert hit.outcome is CheckOutcome.UNSUPPORTED and hit.claim_value == "300 EUR"
    assert RULE[hit.source_span.char_start:hit.source_span.char_end] == "over 500 EUR"
    assert "implies, but does not state" in hit.explanation
    assert c.contradiction == pytest.approx(0.95)  # the verifier's figure, as it said it
    assert c.score == pytest.approx(0.95 * 0.5)  # its reading of the opposite, one finding
    assert c.evidence[c.best_evidence].text == RULE
    # said of the other side the way the rule says it of its own: contradicted as before
    (wrong,) = groundtrace.verify("Disputes of 300 EUR need a signed declaration.", RULE,
                                  encoder=hashing, verifier=_RuleReader()).claims
    assert wrong.status is groundtrace.ClaimStatus.CONTRADICTED


@pytest.mark.models
@pytest.mark.parametrize(("answer", "source", "decision"), [
    # each FAILed (P 0.75-0.92): the value against the bound, the polarity, the verifier
    pytest.param("Disputes of 300 EUR don't need a signed declaration.", DISPUTES, "REVIEW",
                 marks=pytest.mark.xfail(strict=True, reason="verifier v8 reads it as "
                                         "contradicted (0.68) and it FAILs; v7 sent it to "
                                         "a person")),
    ("Disputes under 500 EUR don't need a signed declaration.", DISPUTES, "REVIEW"),
    ("A contactless payment of 80 EUR needs a PIN.", PIN, "REVIEW"),
    ("A balance of 10,000 EUR does not earn the bonus rate.", BONUS, "REVIEW"),
    ("A balance of 10,000 EUR earns the bonus rate.", BONUS, "FAIL"),
    ("A contactless payment of 30 EUR needs a PIN.", PIN, "FAIL"),
])
def test_triage_sends_the_opposite_of_a_rule_outside_it_to_a_person(answer, source, decision):
    v = groundtrace.triage("What are the rules?", answer, source)
    assert v.decision == decision, v.reasons


DELIVERY = ("Home delivery costs 5.95 EUR, except for orders of more than 750 EUR, which we "
            "deliver free of charge. Each order must be at least 200 EUR.")


def test_a_case_an_exceptions_bound_leaves_out_is_the_rules():
    (t,) = [t for t in thresholds(src(DELIVERY)) if t.excepted]
    assert t.words == "more than 750 EUR"
    assert not any(t.excepted for t in thresholds(src(RULE)))
    grounded = "If you order 500 EUR for home delivery, you pay a delivery fee of 5.95 EUR."
    hits = check_numbers(grounded, [src(DELIVERY)], [src(DELIVERY)])
    assert [(h.outcome, h.claim_value) for h in hits] == [
        (CheckOutcome.SUPPORTED, "500 EUR"), (CheckOutcome.SUPPORTED, "5.95 EUR")]
    assert "no case of the source's exception" in hits[0].explanation
    # the exception's own side is its case, as any rule's
    assert covered("An order of 1,000 EUR is delivered free.", DELIVERY) == "more than 750 EUR"
    # a value another rule of the noun leaves out, or a limit of the claim's own
    assert covered("An order of 100 EUR costs 5.95 EUR to deliver.", DELIVERY) is None
    assert covered("The minimum order is 300 EUR.", DELIVERY) is None
    # the other side keeps the claim's own value for the verifier
    assert aligned_claim(grounded, DELIVERY) == grounded


CONTACTLESS = ("With the card itself, a single contactless payment can be up to 50 EUR without "
               "a PIN.")


@pytest.mark.parametrize(("claim", "source", "words"), [
    # a limit on every one of a noun, stated with a modal "be", for the kind after the value
    ("A 35 EUR contactless payment with your card doesn't need a PIN.", CONTACTLESS,
     "up to 50 EUR"),
    ("A 60 EUR contactless payment with your card doesn't need a PIN.", CONTACTLESS, None),
    ("Each payment of 150 EUR is paid out.", "Each payment must be at least 100 EUR.",
     "at least 100 EUR"),
    ("Each payment of 80 EUR is paid out.", "Each payment must be at least 100 EUR.", None),
    # a word after the value that is no noun ends its kind; a limit of the claim's own
    ("A 35 EUR fee is charged for a contactless payment.", CONTACTLESS, None),
    ("The largest payment is 40 EUR.", CONTACTLESS, None),
    # a rule written with "of" after a modal verb
    ("Keeping cash of 12,000 EUR in the box breaks the rule.",
     "You may not keep cash of more than 10,000 EUR in the box.", "more than 10,000 EUR"),
    ("Apple had sales of 3 billion USD.", "Apple had sales of more than 2 billion USD.", None),
])
def test_a_case_of_a_limit_stated_with_a_modal(claim, source, words):
    assert covered(claim, source) == words


def test_a_case_of_a_modal_limit_is_read_with_its_kind_and_the_limit():
    claim = "A 35 EUR contactless payment with your card doesn't need a PIN."
    assert aligned_claim(claim, CONTACTLESS) == (
        "A contactless payment up to 50 EUR with your card doesn't need a PIN.")
    hits = check_numbers(claim, [src(CONTACTLESS)], [src(CONTACTLESS)])
    assert [(h.outcome, h.claim_value) for h in hits] == [(CheckOutcome.SUPPORTED, "35 EUR")]


CARD_YEAR = ("The 30 EUR annual fee is waived in any card year in which you spend 6,000 EUR or "
             "more on purchases.")
AML = ("Cash deposits of 10,000 EUR or more must be reported to the compliance team within 24 "
       "hours. The customer made cash deposits of 9,500 EUR, 9,800 EUR and 9,200 EUR.")


@pytest.mark.parametrize(("claim", "source", "words"), [
    # a bound said after its value, on what a subject does
    ("If you spend 7,500 EUR on purchases in a card year, you won't pay the 30 EUR annual fee.",
     CARD_YEAR, "6,000 EUR or more"),
    ("If you spend 4,000 EUR on purchases in a card year, the annual fee is waived.",
     CARD_YEAR, None),
    ("A cash deposit of 12,000 EUR must be reported.", AML, "10,000 EUR or more"),
    # a case reported, that says nothing of what the rule says of it
    ("One deposit was 10,500 EUR.", AML, None),
    # a bound of the claim's own after its value is no case
    ("The annual fee is waived in any year in which you spend 3,000 EUR or more.", CARD_YEAR,
     None),
])
def test_a_bound_after_its_value_sets_a_rules_cases(claim, source, words):
    assert covered(claim, source) == words


@pytest.mark.parametrize(("claim", "expected"), [
    ("If you spend 7,500 EUR on purchases in a card year, you won't pay the 30 EUR annual fee.",
     [CheckOutcome.SUPPORTED, CheckOutcome.SUPPORTED]),
    ("If you spend 4,000 EUR on purchases in a card year, the annual fee is waived.",
     [CheckOutcome.CONTRADICTED]),
    # the rule restated: its bound is no value of a tariff's list beside the fee
    ("The annual fee is waived if you spend 6,000 EUR or more.", [CheckOutcome.SUPPORTED]),
])
def test_the_numbers_check_reads_a_case_of_a_bound_after_its_value(claim, expected):
    ev = [src(CARD_YEAR)]
    assert [h.outcome for h in check_numbers(claim, ev, ev)] == expected
