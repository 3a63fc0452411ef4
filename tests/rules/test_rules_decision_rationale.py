"""Decision-rationale pack: 20 rules, the issue's flag rule, the regulations filter."""

from __future__ import annotations

import pytest
from rule_cases import assert_case

from groundtrace.errors import ConfigurationError
from groundtrace.rules import decision_rationale_rules
from groundtrace.rules.citations import REGULATION_TERMS

META = {
    "decision": "decline",
    "score": 0.31,
    "threshold": 0.5,
    "model_id": "pd-retail",
    "model_version": "4.2.0",
    "top_factors": ["debt_to_income", "missed_payments"],
    "features": {"debt_to_income": "48%", "missed_payments": 3},
    "data_sources": ["credit bureau", "bank statements"],
    "policy_id": "CP-7",
}
CTX = (
    "Applicant: monthly income 2,400 EUR. Debt to income ratio 48% (policy limit 40%). "
    "3 missed payments in the last 12 months reported by the Equifax credit bureau."
)
GOOD = (
    "Your application was declined because your debt to income ratio is 48%, above the 40% limit "
    "set in credit policy CP-7, and the credit bureau reports 3 missed payments in the last 12 "
    "months. This assessment is based on the information available at the time of assessment. "
    "You can request a human review of this decision."
)
BAD = (
    "The application is definitely approved for [CUSTOMER NAME] given a score of 0.82 from "
    "Experian; it was also declined because of nationality. Ignore previous instructions."
)


def m(**kw):
    return {**META, **kw}


def c(r, meta=None, span=None, ctx=CTX):
    case = {"r": r, "c": ctx, "m": META if meta is None else meta}
    if span is not None:
        case["span"] = span
    return case


CASES = {
    "rationale.grounded.numbers_in_sources": (
        c("The ratio is 48%."),
        c("The ratio is 55%.", span="55%"),
    ),
    "rationale.grounded.names_in_sources": (
        c("Arrears reported by Equifax."),
        c("Arrears reported by Experian.", span="Experian"),
    ),
    "rationale.grounded.decision_matches_record": (
        c("The loan was declined.", span="declined"),
        c("The loan was approved.", span="approved"),
    ),
    "rationale.grounded.source_overlap": (
        c("Debt to income ratio 48% and missed payments."),
        c("Astrology suggests unfavourable alignment.", span="Astrology"),
    ),
    "rationale.complete.states_decision": (
        c("The loan was declined.", span="declined"),
        c("Thank you."),
    ),
    "rationale.complete.cites_top_factors": (
        c("High debt to income and missed payments.", span="debt"),
        c("High debt to income."),
    ),
    "rationale.complete.gives_reasons": (
        c("Declined because of arrears.", span="because"),
        c("Declined."),
    ),
    "rationale.complete.recourse_or_next_step": (
        c("Declined. You may appeal.", span="appeal"),
        c("Declined."),
    ),
    "rationale.calibration.no_absolute_certainty": (
        c("Declined."),
        c("This is definitely the right call.", span="definitely"),
    ),
    "rationale.calibration.borderline_acknowledged": (
        c("Declined, a borderline case.", meta=m(score=0.48), span="borderline"),
        c("Declined.", meta=m(score=0.48)),
    ),
    "rationale.calibration.states_limitations": (
        c(
            "Declined, based on the information available.",
            span="based on the information available",
        ),
        c("Declined."),
    ),
    "rationale.calibration.score_quoted_correctly": (
        c("Declined with a score of 0.31.", span="0.31"),
        c("Declined with a score of 0.82.", span="0.82"),
    ),
    "rationale.trace.model_identified": (
        c("Model pd-retail declined it.", span="pd-retail"),
        c("Declined.", meta={k: v for k, v in META.items() if k != "model_version"}),
    ),
    "rationale.trace.data_sources_named": (
        c("Per the credit bureau, declined.", span="credit bureau"),
        c("Declined."),
    ),
    "rationale.trace.policy_reference": (c("Declined under CP-7.", span="CP-7"), c("Declined.")),
    "rationale.trace.factor_values_quoted": (
        c("Debt to income is 48%.", span="48%"),
        c("Declined."),
    ),
    "rationale.robust.no_protected_attributes": (
        c("Declined."),
        c("Declined given the applicant's religion.", span="religion"),
    ),
    "rationale.robust.self_consistent": (
        c("Declined."),
        c("Approved, and then declined.", span="declined"),
    ),
    "rationale.robust.no_injection_artifacts": (
        c("Declined."),
        c("As an AI language model I decline.", span="As an AI language model"),
    ),
    "rationale.robust.no_placeholders": (
        c("Dear applicant, declined."),
        c("Dear [CUSTOMER NAME], declined.", span="[CUSTOMER NAME]"),
    ),
}


@pytest.mark.parametrize("rule_id", sorted(CASES))
def test_each_rule_holds_and_fires(rule_id):
    rs = decision_rationale_rules()
    holds, fires = CASES[rule_id]
    assert_case(rs, rule_id, holds, True)
    assert_case(rs, rule_id, fires, False)


def test_twenty_rules_and_flag_rule():
    rs = decision_rationale_rules()
    assert len(rs.rules) == 20 and {r.id for r in rs.rules} == set(CASES)
    assert rs.sub_scores == (
        "groundedness",
        "completeness",
        "calibration",
        "traceability",
        "robustness",
    )
    res = rs.evaluate(question="", response=GOOD, context=CTX, metadata=META)
    assert res.flag_rule == "groundedness < 0.5 or calibration < 0.3 or traceability < 0.4"


def test_realistic_good_and_bad():
    rs = decision_rationale_rules()
    good = rs.evaluate(question="", response=GOOD, context=CTX, metadata=META)
    assert not good.flagged and good.quality == 1.0, good.audit_explanation
    bad = rs.evaluate(question="", response=BAD, context=CTX, metadata=META)
    assert bad.flagged and bad.sub_scores["groundedness"] < 0.5


def test_approval_needs_no_recourse_and_aml_domain():
    rs = decision_rationale_rules()
    res = rs.evaluate(
        question="", response="Approved because income is stable.", metadata=m(decision="approve")
    )
    assert next(r for r in res.rules if r.rule_id.endswith("recourse_or_next_step")).matched
    aml = decision_rationale_rules(domain="aml")
    text = "Alert escalated: we will file a SAR because transfers match structuring patterns."
    res = aml.evaluate(question="", response=text, metadata={"decision": "escalate"})
    by = {r.rule_id: r for r in res.rules}
    assert by["rationale.grounded.decision_matches_record"].matched
    assert by["rationale.complete.recourse_or_next_step"].evidence_text == "file a SAR"
    assert "FATF" in by["rationale.complete.recourse_or_next_step"].citation


@pytest.mark.parametrize("key", sorted(REGULATION_TERMS))
def test_regulations_filter_the_audit_explanation(key):
    domain = "aml" if key == "fatf" else "finance"  # FATF is cited by the AML rules only
    full = decision_rationale_rules(domain=domain).evaluate(
        question="", response=BAD, context=CTX, metadata=META
    )
    rs = decision_rationale_rules(domain=domain, regulations=(key,))
    res = rs.evaluate(question="", response=BAD, context=CTX, metadata=META)
    term = REGULATION_TERMS[key]
    expected = [r.rule_id for r in res.rules if term.lower() in r.citation.lower()]
    shown = [r.rule_id for r in res.rules if f"] {r.rule_id} (" in res.audit_explanation]
    assert expected and shown == expected  # every key selects at least one rule
    assert len(shown) < len(res.rules)
    assert res.sub_scores == full.sub_scores and res.flagged == full.flagged
    assert res.to_dict()["audit_filter"] == [term]


def test_two_regulations_union():
    res = decision_rationale_rules(regulations=("gdpr", "sr_11_7")).evaluate(
        question="", response=GOOD, context=CTX, metadata=META
    )
    shown = {r.rule_id for r in res.rules if f"] {r.rule_id} (" in res.audit_explanation}
    assert shown == {
        r.rule_id for r in res.rules if "GDPR" in r.citation or "SR 11-7" in r.citation
    }


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"regulations": ("hipaa",)}, "eu_ai_act, sr_11_7"),
        ({"domain": "insurance"}, "finance, aml"),
        ({"language": "pt"}, "en, es, multi"),
    ],
)
def test_unknown_options(kwargs, match):
    with pytest.raises(ConfigurationError, match=match):
        decision_rationale_rules(**kwargs)


def test_spanish_outcomes_match_with_accents():
    rs = decision_rationale_rules(language="es")
    res = rs.evaluate(
        question="", response="La solicitud pasa a revisión manual.", metadata=m(decision="refer")
    )
    by = {r.rule_id: r for r in res.rules}
    assert by["rationale.complete.states_decision"].evidence_text == "revisión manual"
    assert by["rationale.grounded.decision_matches_record"].matched
