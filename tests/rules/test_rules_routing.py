"""Routing pack: each rule fires and holds, realistic router outputs, thresholds as parameters."""

from __future__ import annotations

import pytest
from rule_cases import assert_case

from groundtrace.errors import ConfigurationError
from groundtrace.rules import routing_rules

ALLOWED = ("block_card", "check_balance", "report_fraud")
OK_META = {
    "predicted_intent": "block_card",
    "top1_score": 0.93,
    "top2_score": 0.04,
    "fallback_fired": False,
    "query_in_scope": True,
}
Q = "I lost my card, please block it"


def meta(**kw):
    return {**OK_META, **kw}


CASES = {
    "routing.intent.single_intent": (
        {"q": Q, "r": "Routing to block_card.", "m": OK_META},
        {"q": "Block my card and also send me a new PIN", "r": "Routing.", "m": OK_META},
    ),
    "routing.intent.no_leading_pronoun": (
        {"q": Q, "r": "Routing.", "m": OK_META},
        {"q": "It doesn't work", "r": "Routing.", "m": OK_META},
    ),
    "routing.intent.intent_overlaps_query": (
        {"q": Q, "r": "Routing to block_card.", "m": OK_META, "span": "block_card"},
        {
            "q": Q,
            "r": "Routing to check_balance.",
            "m": meta(predicted_intent="check_balance"),
            "span": "check_balance",
        },
    ),
    "routing.confidence.top1_above_threshold": (
        {"q": Q, "r": "Routing.", "m": OK_META},
        {"q": Q, "r": "Routing.", "m": meta(top1_score=0.41)},
    ),
    "routing.confidence.margin_above_threshold": (
        {"q": Q, "r": "Routing.", "m": OK_META},
        {"q": Q, "r": "Routing.", "m": meta(top2_score=0.88)},
    ),
    "routing.confidence.intent_allowed": (
        {"q": Q, "r": "Routing to block_card.", "m": OK_META, "span": "block_card"},
        {
            "q": Q,
            "r": "Routing to open_account.",
            "m": meta(predicted_intent="open_account"),
            "span": "open_account",
        },
    ),
    "routing.fallback.only_when_out_of_scope": (
        {
            "q": "What's the weather?",
            "r": "Sorry, I can't help with that.",
            "m": meta(fallback_fired=True, query_in_scope=False),
        },
        {"q": Q, "r": "Sorry, I can't help with that.", "m": meta(fallback_fired=True)},
    ),
    "routing.fallback.no_silent_fallback": (
        {
            "q": "What's the weather?",
            "r": "Sorry, I can't help with that.",
            "m": meta(fallback_fired=True, query_in_scope=False),
            "span": "Sorry",
        },
        {
            "q": "What's the weather?",
            "r": "OK.",
            "m": meta(fallback_fired=True, query_in_scope=False),
        },
    ),
    "routing.disambiguation.clarify_when_ambiguous": (
        {
            "q": "Problem with my card",
            "r": "Do you want to block your card or report fraud?",
            "m": meta(top1_score=0.5, top2_score=0.45),
            "span": "Do you want to block your card or report fraud?",
        },
        {
            "q": "Problem with my card",
            "r": "Routing to block_card.",
            "m": meta(top1_score=0.5, top2_score=0.45),
        },
    ),
    "routing.disambiguation.names_candidates": (
        {
            "q": "Problem with my card",
            "r": "Should I block your card or report fraud?",
            "m": meta(candidate_intents=["block_card", "report_fraud"]),
            "span": "block",
        },
        {
            "q": "Problem with my card",
            "r": "Could you tell me more?",
            "m": meta(candidate_intents=["block_card", "report_fraud"]),
        },
    ),
}


@pytest.mark.parametrize("rule_id", sorted(CASES))
def test_each_rule_holds_and_fires(rule_id):
    rs = routing_rules(allowed_intents=ALLOWED)
    holds, fires = CASES[rule_id]
    assert_case(rs, rule_id, holds, True)
    assert_case(rs, rule_id, fires, False)


def test_ten_rules_over_four_sub_scores():
    rs = routing_rules()
    assert len(rs.rules) == 10 and {r.id for r in rs.rules} == set(CASES)
    assert rs.sub_scores == (
        "intent_clarity",
        "classification_confidence",
        "fallback_appropriateness",
        "disambiguation_quality",
    )


def test_realistic_good_and_bad():
    rs = routing_rules(domain="finance", allowed_intents=ALLOWED)
    good = rs.evaluate(question=Q, response="Routing you to block_card.", metadata=OK_META)
    assert not good.flagged and good.quality == 1.0
    bad = rs.evaluate(
        question="It doesn't work and also I want a loan",
        response="OK.",
        metadata=meta(
            predicted_intent="check_balance", top1_score=0.41, top2_score=0.38, fallback_fired=True
        ),
    )
    assert bad.flagged and bad.sub_scores["fallback_appropriateness"] == 0.0


def test_thresholds_are_parameters():
    m = meta(top1_score=0.6, top2_score=0.5)
    strict = routing_rules(allowed_intents=ALLOWED).evaluate(question=Q, response="x", metadata=m)
    loose = routing_rules(allowed_intents=ALLOWED, min_top1=0.5, min_margin=0.05).evaluate(
        question=Q, response="x", metadata=m
    )
    assert strict.sub_scores["classification_confidence"] == pytest.approx(0.3)
    assert loose.sub_scores["classification_confidence"] == 1.0
    with pytest.raises(ConfigurationError, match="min_top1"):
        routing_rules(min_top1=1.5)


def test_margin_from_top_intents_and_metadata_allowed_override():
    rs = routing_rules()
    m = {
        "predicted_intent": "block_card",
        "top_intents": [["block_card", 0.9], ["report_fraud", 0.8]],
        "allowed_intents": ["block_card"],
    }
    res = rs.evaluate(question=Q, response="Routing.", metadata=m)
    by = {r.rule_id: r for r in res.rules}
    assert by["routing.confidence.top1_above_threshold"].matched
    assert not by["routing.confidence.margin_above_threshold"].matched  # 0.1 < 0.15
    assert by["routing.confidence.intent_allowed"].matched


def test_pronoun_resolved_by_earlier_turn_and_spanish():
    rs = routing_rules(language="es")
    dialogue = "Cliente: Tengo una tarjeta nueva\nCliente: Eso no funciona"
    ok = rs.evaluate(question=dialogue, response="x", metadata=OK_META)
    bare = rs.evaluate(question="Eso no funciona", response="x", metadata=OK_META)
    pick = lambda res: next(r for r in res.rules if r.rule_id.endswith("leading_pronoun")).matched  # noqa: E731
    assert pick(ok) is True and pick(bare) is False


def test_domain_stop_words_change_overlap():
    m = meta(predicted_intent="account_help")
    q = "I need something for my account"
    pick = lambda res: next(r for r in res.rules if r.rule_id.endswith("overlaps_query")).matched  # noqa: E731
    assert pick(routing_rules().evaluate(question=q, response="x", metadata=m)) is True
    assert (
        pick(routing_rules(domain="finance").evaluate(question=q, response="x", metadata=m))
        is False
    )


@pytest.mark.parametrize(
    ("kwargs", "match"), [({"domain": "x"}, "finance"), ({"language": "de"}, "multi")]
)
def test_unknown_options(kwargs, match):
    with pytest.raises(ConfigurationError, match=match):
        routing_rules(**kwargs)
