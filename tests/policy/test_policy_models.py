"""The policy layer with the real packaged MiniLM encoder and the default thresholds."""

from __future__ import annotations

import pytest

from groundtrace.policy import enforce

pytestmark = pytest.mark.models


def test_relevance_gate_and_rule_matching_with_minilm(banking_policy):
    on_topic = enforce(
        "How do I block my card if I lose it?",
        "Open the app, go to Cards and tap Block card; it takes effect immediately.",
        policy=banking_policy, encoder="minilm",
    )
    assert on_topic.passed, on_topic.violations
    threshold = banking_policy.config.relevance_threshold
    assert on_topic.attempts[0].gate_scores["relevance"] >= threshold

    off_topic = enforce(
        "How do I block my card if I lose it?",
        "Our football team won the league final last night with two late goals.",
        policy=banking_policy, encoder="minilm",
    )
    assert {v.rule_id for v in off_topic.violations} == {"gate:relevance"}

    refusal = enforce(
        "How do I block my card if I lose it?", "Lo siento, no tengo esa información.",
        policy=banking_policy, encoder="minilm",
    )
    assert refusal.passed

    refund = enforce(
        "I was charged a $35 late fee, can I have my money back?",
        "Yes, we will refund the $75 fee today.",
        policy=banking_policy, encoder="minilm", session={"profile": {"is_vip": False}},
    )
    assert {v.rule_id for v in refund.violations} == {"refund-limit"}
    tone = enforce(
        "Your customer service is terrible and I'm fed up.",
        "I'm sorry about your experience; let me look into it right away.",
        policy=banking_policy, encoder="minilm",
    )
    applied = {m.rule_id: m for m in tone.rules_applied}
    assert applied["polite-tone"].reason == "matched"
    assert applied["polite-tone"].similarity >= banking_policy.config.match_threshold
    assert [n.rule_id for n in tone.not_evaluated] == ["polite-tone"]


def test_grounding_gate_with_the_claim_layer_and_minilm(banking_policy):
    context = ("The annual fee for the Gold card is 95 USD. Foreign transactions cost 2% "
               "of the amount.")
    config = banking_policy.config.replace(max_retries=0)
    good = enforce("What does the Gold card cost per year?",
                   "The Gold card costs 95 USD per year.",
                   policy=banking_policy, context=context, encoder="minilm", config=config)
    assert good.passed, good.violations
    assert good.attempts[0].gate_scores["grounding"] == 1.0
    bad = enforce("What does the Gold card cost per year?",
                  "The Gold card costs 150 USD per year.",
                  policy=banking_policy, context=context, encoder="minilm", config=config)
    assert {v.rule_id for v in bad.violations} == {"gate:grounding"}
    assert bad.fallback_used
