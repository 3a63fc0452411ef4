"""The checklist engine: aggregation, flag predicates, audit text, validation."""

from __future__ import annotations

import json

import pytest

from groundtrace.errors import ConfigurationError, InvalidText, InvalidType
from groundtrace.rules import ChecklistRule, FlagPredicate, RuleEvidence, RuleSet


def const(matched, span=None, text="because"):
    def check(question, response, context, metadata):
        return RuleEvidence(matched, span, text)

    return check


def word_check(word):
    """Matched when ``word`` occurs in the response; span points at it."""

    def check(question, response, context, metadata):
        i = response.find(word)
        if i < 0:
            return RuleEvidence(False, None, f"{word!r} absent")
        return RuleEvidence(True, (i, i + len(word)), f"found {word!r}")

    return check


def rule(rid, sub, weight, check, citation="EU AI Act (Regulation (EU) 2024/1689), Art. 13"):
    return ChecklistRule(rid, f"rule {rid}", weight, sub, check, citation)


def legacy_set(**kw):
    rules = (
        rule("t.spec.a", "spec", 0.6, word_check("alpha")),
        rule("t.spec.b", "spec", 0.6, word_check("beta")),
        rule("t.expl.c", "expl", 0.5, word_check("gamma"), citation="SR 11-7 (2011)"),
        rule("t.other.d", "extra", 1.0, word_check("delta")),
    )
    return RuleSet("test", rules, ("spec", "expl"), **kw)


def test_sub_scores_are_capped_weight_sums_and_quality_geometric_mean():
    res = legacy_set().evaluate(question="q", response="alpha beta gamma")
    assert res.sub_scores == {"spec": 1.0, "expl": 0.5}  # 0.6 + 0.6 capped at 1
    assert res.quality == pytest.approx(0.5**0.5)
    res = legacy_set().evaluate(question="q", response="alpha")
    assert res.spec == pytest.approx(0.6) and res.expl == 0.0 and res.quality == 0.0


def test_rules_outside_the_sub_scores_are_recorded_not_aggregated():
    res = legacy_set().evaluate(question="q", response="delta only")
    d = next(r for r in res.rules if r.rule_id == "t.other.d")
    assert d.matched and not d.aggregated and d.contribution == 0.0
    assert "extra" not in res.sub_scores
    assert "not aggregated" in res.audit_explanation


def test_default_flag_is_legacy_spec_expl_against_floor():
    assert (
        legacy_set(quality_floor=0.3).evaluate(question="q", response="alpha gamma").flagged
        is False
    )
    assert (
        legacy_set(quality_floor=0.7).evaluate(question="q", response="alpha gamma").flagged is True
    )
    res = legacy_set().evaluate(question="q", response="alpha")
    assert res.flagged and res.flag_rule == "spec < 0.3 or expl < 0.3"


def test_default_predicate_needs_spec_and_expl():
    with pytest.raises(ConfigurationError, match="spec"):
        RuleSet("x", (rule("a", "groundedness", 1.0, const(True)),), ("groundedness",))


def test_custom_predicates_flag_and_describe():
    rs = RuleSet(
        "x",
        (rule("a", "g", 0.5, word_check("ok")),),
        ("g",),
        flag_predicate=FlagPredicate((("g", 0.6),)),
    )
    assert rs.evaluate(question="", response="ok").flagged
    assert rs.evaluate(question="", response="ok").flag_rule == "g < 0.6"
    rs2 = RuleSet("x", rs.rules, ("g",), flag_predicate=lambda subs, q: q < 0.1)
    assert rs2.evaluate(question="", response="ok").flagged is False
    assert rs2.evaluate(question="", response="no").flagged is True
    with pytest.raises(ConfigurationError, match="unknown sub-scores"):
        RuleSet("x", rs.rules, ("g",), flag_predicate=FlagPredicate((("nope", 0.5),)))


def test_accessors_return_zero_when_absent():
    rs = RuleSet(
        "x",
        (rule("a", "g", 1.0, const(True)),),
        ("g",),
        flag_predicate=FlagPredicate(quality_below=0.5),
    )
    res = rs.evaluate(question="", response="text")
    assert res.spec == 0.0 and res.expl == 0.0 and res.bshift == 0.0 and res.sub_score("zzz") == 0.0
    assert res.sub_score("g") == 1.0


def test_evidence_text_and_span_recorded():
    res = legacy_set().evaluate(question="q", response="xx beta")
    b = next(r for r in res.rules if r.rule_id == "t.spec.b")
    assert b.span == (3, 7) and b.evidence_text == "beta"
    assert "[3:7] 'beta'" in res.audit_explanation


def test_to_dict_is_json_safe_with_numeric_scores():
    d = legacy_set().evaluate(question="q", response="alpha gamma").to_dict()
    json.dumps(d)
    assert isinstance(d["quality"], float) and all(
        isinstance(v, float) for v in d["sub_scores"].values()
    )
    assert d["rules_total"] == 4 and d["rules_matched"] == 2
    assert set(d["rules"][0]) >= {"rule_id", "matched", "span", "citation", "weight", "explanation"}


def test_audit_lists_every_rule_with_verdict_and_citation():
    text = legacy_set().evaluate(question="q", response="alpha").audit_explanation
    assert "[PASS] t.spec.a" in text and "[FAIL] t.spec.b" in text
    assert text.count("source: ") == 4 and "SR 11-7" in text


def test_audit_citation_filter_shows_only_matching_rules():
    rs = legacy_set(audit_citation_terms=("SR 11-7",))
    res = rs.evaluate(question="q", response="alpha")
    assert "t.expl.c" in res.audit_explanation and "t.spec.a" not in res.audit_explanation
    assert len(res.rules) == 4  # scores and rules are not filtered


@pytest.mark.parametrize("response", ["", "   \n"])
def test_empty_response_is_a_clear_error(response):
    with pytest.raises(InvalidText, match="response"):
        legacy_set().evaluate(question="q", response=response)


def test_bad_inputs_are_rejected():
    with pytest.raises(InvalidType, match="question"):
        legacy_set().evaluate(question=None, response="x")
    with pytest.raises(InvalidType, match="metadata"):
        legacy_set().evaluate(question="q", response="x", metadata=[1])
    with pytest.raises(InvalidType, match="context"):
        legacy_set().evaluate(question="q", response="x", context=3)


def test_rule_misbehaviour_is_reported_with_the_rule_id():
    bad = RuleSet(
        "x",
        (rule("a", "spec", 1.0, const(True, (0, 99))), rule("b", "expl", 1.0, const(True))),
        ("spec", "expl"),
    )
    with pytest.raises(ConfigurationError, match=r"'a'.*outside"):
        bad.evaluate(question="", response="short")
    worse = RuleSet(
        "x",
        (rule("a", "spec", 1.0, lambda *a: True), rule("b", "expl", 1.0, const(True))),
        ("spec", "expl"),
    )
    with pytest.raises(ConfigurationError, match="RuleEvidence"):
        worse.evaluate(question="", response="short")


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"id": "Bad Id"}, "rule id"),
        ({"weight": 0}, "weight"),
        ({"weight": 1.5}, "weight"),
        ({"weight": True}, "weight"),
        ({"citation": " "}, "citation"),
        ({"sub_score": "Not-valid"}, "sub_score"),
        ({"description": ""}, "description"),
    ],
)
def test_rule_validation(kwargs, match):
    base = {
        "id": "a.b",
        "description": "d",
        "weight": 0.5,
        "sub_score": "spec",
        "check": const(True),
        "citation": "GDPR",
    }
    base.update(kwargs)
    with pytest.raises(ConfigurationError, match=match):
        ChecklistRule(**base)


def test_set_validation():
    r = rule("a", "spec", 1.0, const(True))
    with pytest.raises(ConfigurationError, match="duplicate rule id"):
        RuleSet("x", (r, r), ("spec", "expl"))
    with pytest.raises(ConfigurationError, match="no rules"):
        RuleSet("x", (), ("spec", "expl"))
    with pytest.raises(ConfigurationError, match="quality_floor"):
        RuleSet("x", (r,), ("spec", "expl"), quality_floor=2)
    with pytest.raises(ConfigurationError, match="duplicate sub-score"):
        RuleSet("x", (r,), ("spec", "spec", "expl"))


def test_evidence_validation():
    with pytest.raises(InvalidType, match="span"):
        RuleEvidence(True, (5, 2), "x")
    with pytest.raises(InvalidType, match="matched"):
        RuleEvidence(1, None, "x")
    with pytest.raises(InvalidType, match="explanation"):
        RuleEvidence(True, None, "")


def test_extended_adds_rules_sub_scores_and_flag_thresholds():
    rs = legacy_set()
    extra = rule("c.comp.x", "compliance", 1.0, word_check("approved"))
    ext = rs.extended([extra], flag_predicate=FlagPredicate((("compliance", 1.0),)))
    assert ext.sub_scores == ("spec", "expl", "compliance")
    res = ext.evaluate(question="q", response="alpha beta gamma")
    assert res.flagged and "compliance < 1" in res.flag_rule
    assert not ext.evaluate(question="q", response="alpha beta gamma approved").flagged
    with pytest.raises(ConfigurationError, match="duplicate"):
        rs.extended([rule("t.spec.a", "spec", 0.5, const(True))])


def test_fingerprint_is_stable_and_tracks_definitions():
    assert legacy_set().fingerprint == legacy_set().fingerprint
    assert legacy_set().fingerprint != legacy_set(quality_floor=0.4).fingerprint
    d = legacy_set().to_dict()
    assert d["fingerprint"] == legacy_set().fingerprint and len(d["rules"]) == 4
