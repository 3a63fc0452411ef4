"""An age a requirement rules out, applied by an answer (checks.requirements)."""

from __future__ import annotations

import pytest
from claim_sources import src

import groundtrace
from groundtrace.checks import CheckOutcome, check_negation, check_numbers
from groundtrace.checks.requirements import follows_from_requirement, requirement_case

S, U, C = CheckOutcome.SUPPORTED, CheckOutcome.UNSUPPORTED, CheckOutcome.CONTRADICTED

_CARDS = ("Virtual cards. You must be at least 16 to create a virtual card. Virtual cards are "
          "free, and up to 5 can be active at the same time.")


@pytest.mark.parametrize(("source", "claim", "age", "meets", "negated"), [
    (_CARDS, "If you're 15, you can't create a virtual card yet.", 15, False, True),
    (_CARDS, "At 15 you are too young for a virtual card.", 15, False, True),
    (_CARDS, "I'm 17, so I can create a virtual card.", 17, True, False),
    ("Applicants need to be 18 or over to open a current account.",
     "A 17-year-old cannot open a current account.", 17, False, True),
    # a denial of something else is no denial of what the rule is for
    (_CARDS, "If you're 15 and don't have an account, you can create a virtual card.", 15,
     False, False),
    # "18 or over" takes in 18, "over 18" does not
    ("Applicants need to be 18 or over to open a current account.",
     "An 18-year-old can open a current account.", 18, True, False),
    ("Applicants must be over 18 to open a current account.",
     "An 18-year-old can open a current account.", 18, False, False),
    ("To apply for a loan, you must be under 75.", "At 80 you can apply for a loan.",
     80, False, False),
    ("To apply for a loan, you must be under 75.", "If you are 74, you can apply for a loan.",
     74, True, False),
])
def test_an_age_is_read_against_the_requirement_for_what_the_claim_says(
        source, claim, age, meets, negated):
    case = requirement_case(claim, [src(source)])
    assert case is not None
    assert (case.age, case.rule.met_by(case.age), case.negated) == (age, meets, negated)
    assert case.follows == (negated and not meets)


def test_no_case_for_another_thing_or_without_an_age():
    # the requirement is for a virtual card, not a savings account
    assert requirement_case("If you're 15, you can't open a savings account.", [src(_CARDS)]) \
        is None
    assert requirement_case("You can't create a virtual card in a branch.", [src(_CARDS)]) is None
    # "at 15:00" and "at 15%" are no ages
    assert requirement_case("At 15:00 you can't create a virtual card.", [src(_CARDS)]) is None


def test_the_checks_read_the_age_and_the_denial_as_the_rule_s():
    claim = "If you're 15, you can't create a virtual card yet."
    hits = check_numbers(claim, [src(_CARDS)], [src(_CARDS)])
    assert [(h.outcome, h.claim_value, h.source_value) for h in hits] == [
        (S, "15", "at least 16")]
    assert not check_negation(claim, [src(_CARDS)], [src(_CARDS)])
    # allowed where the rule rules it out: the age is contradicted
    hits = check_numbers("If you're 15, you can create a virtual card.", [src(_CARDS)],
                         [src(_CARDS)])
    assert [(h.outcome, h.claim_value) for h in hits] == [(C, "15")]


def test_a_denial_that_says_nothing_else_follows_from_the_rule():
    why = follows_from_requirement("If you're 15, you can't create a virtual card yet, as you "
                                   "need to be at least 16.", _CARDS)
    assert why is not None and "'at least 16'" in why
    # something the rule does not say, or the age the rule allows, or no denial
    assert follows_from_requirement("If you're 15, you can't create a virtual card, but you can "
                                    "get a debit card.", _CARDS) is None
    assert follows_from_requirement("If you're 17, you can't create a virtual card.",
                                    _CARDS) is None
    assert follows_from_requirement("If you're 15, you can create a virtual card.",
                                    _CARDS) is None


@pytest.mark.parametrize(("answer", "decision"), [
    # each FAILed before (the checks read 15 against 16 and "can't" against the rule;
    # verifier v8: P(entailed) 0.06-0.56)
    ("If you're 15, you can't create a virtual card yet.", "PASS"),
    ("At 15 you are too young for a virtual card.", "PASS"),
    ("You can't create a virtual card at 15.", "PASS"),
    ("If you're 15, you can't create a virtual card yet, as you need to be at least 16.", "PASS"),
    # the rule's other side, said the wrong way round
    ("If you're 15, you can create a virtual card.", "FAIL"),
    ("If you're 17, you can't create a virtual card yet.", "FAIL"),
])
def test_triage_of_an_age_the_requirement_rules_out(answer, decision):
    v = groundtrace.triage("Can my child get a virtual card?", answer, _CARDS)
    assert v.decision == decision


def test_the_evidence_says_the_claim_follows_from_the_rule():
    (answer,) = groundtrace.verify_batch(
        [{"context": _CARDS, "response": "If you're 15, you can't create a virtual card yet."}])
    (claim,) = answer.claims
    best = claim.evidence[claim.best_evidence]
    assert best.follows_from is not None and "'at least 16'" in best.follows_from
    assert (best.entailed, best.neutral, best.contradicted) == (1.0, 0.0, 0.0)
    assert best.to_dict()["follows_from"] == best.follows_from


_COVER = ("You can apply if you are aged 18 to 64 when the loan starts, and cover ends when the "
          "loan ends or on your 70th birthday, whichever comes first.")
_LIFETIME = "Homeowners aged 55 to 85 can apply for a lifetime mortgage."


@pytest.mark.parametrize(("source", "claim", "bound", "follows", "age_finding"), [
    # an age range's end the age fails decides it
    (_COVER, "If you're 65 when the loan starts, you can't apply, as the cover is for people "
     "aged 18 to 64.", 64, True, S),
    (_COVER, "If you're 65 when the loan starts, you can apply.", 64, False, C),
    (_COVER, "At 17 you can't apply yet.", 18, True, S),
    (_COVER, "If you're 30 when the loan starts, you can apply.", 18, False, S),
    (_LIFETIME, "At 50 you're too young for a lifetime mortgage.", 55, True, S),
    (_LIFETIME, "At 90 you can apply for a lifetime mortgage.", 85, False, C),
])
def test_an_age_range_is_a_requirement_of_both_ends(source, claim, bound, follows, age_finding):
    ev = [src(source)]
    case = requirement_case(claim, ev)
    assert (case.rule.value, case.follows) == (bound, follows)
    assert check_numbers(claim, ev, ev)[0].outcome == age_finding
    assert check_negation(claim, ev, ev) == []


def test_a_range_of_amounts_is_no_age_range():
    assert requirement_case("If you're 30, you can apply.",
                            [src("You can apply if you are paying 18 to 64 EUR a month.")]) is None


def test_another_rules_bound_is_no_end_of_the_first():
    # "under 75" is the loan's, not the account's: 80 meets the account's rule
    source = ("You must be at least 18 to open an account. You must be under 75 to open a "
              "loan.")
    case = requirement_case("At 80 you can open an account.", [src(source)])
    assert (case.rule.value, case.rule.met_by(80)) == (18, True)
