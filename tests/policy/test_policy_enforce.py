"""enforce(): the seed's examples, both lanes, both gates, retries and fallback."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from groundtrace.errors import InvalidInput, InvalidText, InvalidType
from groundtrace.policy import (
    EnforcementConfig,
    EnforcementResult,
    GroundingCheck,
    Policy,
    PolicyRule,
    enforce,
)

STANDARD = {"profile": {"is_vip": False, "user_tier": "standard"}}
VIP = {"profile": {"is_vip": True, "user_tier": "platinum"}}


@pytest.fixture
def run(banking_policy, topic_encoder):
    """enforce() on the bundled banking policy with the topic fake encoder."""
    config = banking_policy.config.replace(match_threshold=0.4, relevance_threshold=0.3)

    def _run(message, response, **kwargs):
        kwargs.setdefault("config", config)
        return enforce(message, response, policy=banking_policy, encoder=topic_encoder, **kwargs)

    return _run


def _types(result: EnforcementResult) -> dict[str, str]:
    return {v.rule_id: v.violation_type for v in result.violations}


# --- seed example: refund limit with a VIP exception -------------------------------------

def test_refund_above_limit_for_a_standard_customer_is_a_violation(run, banking_policy):
    res = run("Can I get a refund of the $75 card fee?", "Yes, we will refund the $75 fee.",
              session=STANDARD)
    assert not res.passed
    assert _types(res) == {"refund-limit": "expression"}
    v = res.violations[0]
    assert "is False (contains_refund=True, amounts=[75.0], refund_amount=75.0, " \
        "is_vip=False)" in v.details
    assert v.hard and v.evidence["variables"]["refund_amount"] == 75.0
    assert v.evidence["variables"]["is_vip"] is False
    assert res.fallback_used and res.response == banking_policy.config.fallback_template
    assert res.attempts[0].response == "Yes, we will refund the $75 fee."


def test_refund_above_limit_for_a_vip_passes(run):
    res = run("Can I get a refund of the $75 card fee?", "Yes, we will refund the $75 fee.",
              session=VIP)
    assert res.passed and res.violations == () and not res.fallback_used
    assert res.response == "Yes, we will refund the $75 fee."
    assert res.variables["is_vip"] is True and res.variables["refund_amount"] == 75.0
    assert "expression" in res.lanes_used


def test_refund_within_limit_passes_without_knowing_the_tier(run):
    res = run("Can I get a refund of the card fee?", "Yes, we will refund the $40 fee.")
    assert res.passed, res.violations


def test_unknown_tier_on_a_large_refund_is_a_missing_variable_violation(run):
    res = run("Can I get a refund of the $75 card fee?", "Yes, we will refund the $75 fee.")
    assert _types(res) == {"refund-limit": "missing_variable"}
    assert res.violations[0].evidence["missing"] == ["is_vip"]


# --- seed example: competitor ban, a GLOBAL hard constraint ------------------------------

def test_competitor_ban_is_enforced_even_on_a_weather_question(run):
    res = run("What is the weather forecast for today?",
              "Sunny with light rain later. By the way, Chase has a great weather app.")
    assert not res.passed
    assert _types(res) == {"no-competitors": "expression"}
    applied = {m.rule_id: m.reason for m in res.rules_applied}
    assert applied["no-competitors"] == "always"     # not matched: enforced regardless
    assert res.variables["competitors_mentioned"] == ["Chase"]


def test_weather_answer_without_competitor_passes(run):
    res = run("What is the weather forecast for today?", "Sunny with light rain later.")
    assert res.passed and res.violations == ()


# --- seed example: tone through a fake judge ---------------------------------------------

class FakeJudge:
    def __init__(self, answer):
        self.answer = answer
        self.prompts: list[str] = []

    def __call__(self, prompt):
        self.prompts.append(prompt)
        return self.answer(prompt) if callable(self.answer) else self.answer


ANGRY = "I am furious, your service is terrible and I am complaining."


def test_tone_rule_goes_to_the_judge(run):
    judge = FakeJudge(lambda p: "**FAIL**: sarcastic" if "Obviously" in p else "PASS")
    rude = run(ANGRY, "Obviously you did not read the terms, our service is not terrible.",
               judge=judge)
    assert "judge" in rude.lanes_used
    tone = [v for v in rude.violations if v.rule_id == "polite-tone"]
    assert tone and tone[0].violation_type == "judge" and tone[0].details == "sarcastic"
    assert tone[0].hard is False and rude.passed  # a soft rule is reported, not blocking
    assert "Polite, professional tone" in judge.prompts[0] and ANGRY in judge.prompts[0]

    polite = run(ANGRY, "I am sorry our service upset you; I am complaining to the team now.",
                 judge=judge)
    assert not [v for v in polite.violations if v.rule_id == "polite-tone"]


def test_hard_judge_rule_fails_the_response(topic_encoder):
    policy = Policy(rules=(PolicyRule(
        id="tone", name="Tone", condition_text="angry upset customer",
        action_text="be polite", scope="GLOBAL", is_hard_constraint=True),),
        config=EnforcementConfig(relevance_enabled=False, max_retries=0))
    res = enforce(ANGRY, "Calm down.", policy=policy, encoder=topic_encoder,
                  judge=FakeJudge("Verdict: FAIL\nReason: dismissive"))
    assert not res.passed and res.violations[0].details == "dismissive" and res.fallback_used


def test_without_a_judge_the_rule_is_not_evaluated_never_passed(run):
    res = run(ANGRY, "I am sorry our service upset you.")
    assert [n.rule_id for n in res.not_evaluated] == ["polite-tone"]
    assert "no judge configured" in res.not_evaluated[0].reason
    assert "judge" not in res.lanes_used


def test_unparseable_or_failing_judge_is_not_evaluated(run):
    for judge in (FakeJudge("Looks fine to me"), FakeJudge(lambda p: 1 / 0), FakeJudge(42)):
        res = run(ANGRY, "I am sorry our service upset you.", judge=judge)
        assert [n.rule_id for n in res.not_evaluated] == ["polite-tone"]


def test_fail_on_not_evaluated_turns_a_skipped_hard_rule_into_a_failure(topic_encoder):
    policy = Policy(rules=(PolicyRule(
        id="tone", name="Tone", condition_text="x", action_text="be polite",
        is_hard_constraint=True),),
        config=EnforcementConfig(relevance_enabled=False, fail_on_not_evaluated=True))
    calls = []
    res = enforce("hello", "hi", policy=policy, encoder=topic_encoder,
                  regenerate=lambda h: calls.append(h) or "again")
    assert not res.passed and res.fallback_used and res.violations == ()
    assert calls == []  # nothing to hint at, so no regeneration


# --- seed example: the "I don't know" trap -------------------------------------------------

@pytest.mark.parametrize(
    "refusal",
    ["I don't know.", "I’m not sure, sorry.", "Lo siento, no tengo esa información.",
     "No lo se."],
)
def test_honest_refusal_is_not_a_relevance_violation(run, refusal):
    res = run("Can I get a refund of the card fee?", refusal)
    assert res.passed, res.violations
    assert "relevance" in res.lanes_used
    assert res.attempts[0].gate_scores["relevance"] is None  # bypassed, not scored


def test_common_phrases_are_not_mistaken_for_refusals():
    from groundtrace.policy.config import DEFAULT_REFUSAL_PHRASES
    from groundtrace.policy.gates import find_refusal

    for text in ("No se preocupe, le ayudamos.", "I know the answer.", "Unknown fee."):
        assert find_refusal(text, DEFAULT_REFUSAL_PHRASES) is None
    assert find_refusal("Pues no lo se.", DEFAULT_REFUSAL_PHRASES) == "no lo sé"


def test_off_topic_answer_is_a_relevance_violation(run):
    res = run("Can I get a refund of the card fee?", "It will be sunny with some rain.")
    assert _types(res) == {"gate:relevance": "relevance"}
    assert res.violations[0].evidence["similarity"] < 0.3


def test_refusal_bypass_can_be_turned_off(run, banking_policy):
    cfg = banking_policy.config.replace(relevance_threshold=0.3, relevance_refusal_phrases=())
    res = run("Can I get a refund of the card fee?", "I don't know.", config=cfg)
    assert _types(res) == {"gate:relevance": "relevance"}


# --- grounding gate -------------------------------------------------------------------------

def test_grounding_gate_uses_the_checker_against_the_context(run):
    seen = []

    def checker(response, context):
        seen.append((response, context))
        ok = "2%" in response
        return GroundingCheck(1.0 if ok else 0.5, 2, unsupported=() if ok else ("fee is 5%",),
                              checker="fake")

    context = "The card fee is 2% of the amount."
    good = run("What is the card fee?", "The card fee is 2%.", context=context,
               grounding_checker=checker)
    assert good.passed and "grounding" in good.lanes_used
    bad = run("What is the card fee?", "The card fee is 5% at home.", context=context,
              grounding_checker=checker, config=EnforcementConfig(
                  relevance_enabled=False, grounding_threshold=0.9, max_retries=0))
    assert _types(bad) == {"gate:grounding": "grounding"}
    assert bad.violations[0].evidence["unsupported"] == ["fee is 5%"]
    assert seen[0] == ("The card fee is 2%.", context)


def test_any_contradicted_claim_fails_the_gate_whatever_the_threshold(run):
    def checker(response, context):
        return GroundingCheck(0.5, 2, contradicted=("the fee is 5%",), checker="fake")

    res = run("What is the card fee?", "The card fee is 5%.", context="The card fee is 2%.",
              grounding_checker=checker, config=EnforcementConfig(
                  relevance_enabled=False, grounding_threshold=0.0, max_retries=0))
    assert _types(res) == {"gate:grounding": "grounding"}
    assert "contradict" in res.violations[0].details
    assert res.violations[0].evidence["contradicted"] == ["the fee is 5%"]


def test_default_grounding_checker_is_the_claim_layer(hashing):
    policy = Policy(rules=(), config=EnforcementConfig(relevance_enabled=False, max_retries=0))
    res = enforce("What does the Gold card cost?", "The Gold card costs 150 USD per year.",
                  policy=policy, context="The annual fee for the Gold card is 95 USD.",
                  encoder=hashing)
    assert "grounding" in res.lanes_used and not res.passed
    evidence = res.violations[0].evidence
    assert evidence["checker"].startswith("claims:")
    assert evidence["contradicted"] == ["The Gold card costs 150 USD per year."]


def test_grounding_check_validates_its_fields():
    with pytest.raises(InvalidInput, match="supported_fraction"):
        GroundingCheck(1.5, 1)
    with pytest.raises(InvalidInput, match="claims_total"):
        GroundingCheck(0.5, -1)


def test_grounding_gate_is_skipped_without_context(run):
    res = run("What is the card fee?", "The card fee is 2%.",
              grounding_checker=lambda r, c: pytest.fail("must not be called"))
    assert "grounding" not in res.lanes_used


def test_grounding_checker_must_return_a_grounding_check(run):
    with pytest.raises(InvalidType, match="GroundingCheck"):
        run("What is the card fee?", "The card fee is 2%.", context="ctx",
            grounding_checker=lambda r, c: True)


# --- retries and fallback -------------------------------------------------------------------

class FakeRegenerator:
    def __init__(self, *responses):
        self.responses = list(responses)
        self.hints: list[tuple[str, ...]] = []

    def __call__(self, hints):
        self.hints.append(hints)
        return self.responses.pop(0)


def test_retry_succeeds_with_hints(run):
    regen = FakeRegenerator("We can refund $50 of the fee today.")
    res = run("Can I get a refund of the $75 card fee?", "We will refund the $75 fee.",
              session=STANDARD, regenerate=regen)
    assert res.passed and not res.fallback_used
    assert res.response == "We can refund $50 of the fee today."
    assert [a.passed for a in res.attempts] == [False, True]
    assert [a.index for a in res.attempts] == [0, 1]
    (hints,) = regen.hints
    assert len(hints) == 1 and hints[0].startswith("[refund-limit] Refund limit:")
    assert "Required: Do not offer refunds above $50" in hints[0]


def test_retries_stop_at_max_retries_then_fall_back(run, banking_policy):
    regen = FakeRegenerator("Refund: $80.", "Refund: $90 via Chase.", "never used")
    res = run("Can I get a refund of the $75 card fee?", "We will refund the $75 fee.",
              session=STANDARD, regenerate=regen)
    assert banking_policy.config.max_retries == 2
    assert len(res.attempts) == 3 and len(regen.hints) == 2
    assert not res.passed and res.fallback_used
    assert res.response == banking_policy.config.fallback_template
    assert _types(res) == {"refund-limit": "expression", "no-competitors": "expression"}
    assert res.attempts[1].response == "Refund: $80."  # every attempt kept for audit


def test_max_retries_zero_never_regenerates(run, banking_policy):
    regen = FakeRegenerator("unused")
    cfg = banking_policy.config.replace(max_retries=0, match_threshold=0.4,
                                        fallback_template="Please hold.")
    res = run("Can I get a refund of the $75 card fee?", "We will refund the $75 fee.",
              session=STANDARD, regenerate=regen, config=cfg)
    assert regen.hints == [] and res.response == "Please hold." and len(res.attempts) == 1


def test_regenerate_must_return_text(run):
    with pytest.raises(InvalidText, match="regenerate"):
        run("Can I get a refund of the $75 card fee?", "We will refund the $75 fee.",
            session=STANDARD, regenerate=lambda hints: "  ")


# --- the rest of the contract ---------------------------------------------------------------

def test_disabled_enforcement_checks_nothing_and_says_so(run):
    res = run("hi", "Chase is great", config=EnforcementConfig(enabled=False))
    assert res.passed and not res.enforced and res.attempts == ()
    assert res.response == "Chase is great"


def test_expression_lane_can_be_disabled(run, banking_policy):
    cfg = banking_policy.config.replace(deterministic_enabled=False, relevance_enabled=False)
    res = run("weather?", "Chase is great", config=cfg)
    assert res.passed and "no-competitors" in {n.rule_id for n in res.not_evaluated}


def test_result_is_json_safe_and_deterministic(run):
    args = ("Can I get a refund of the $75 card fee?", "We will refund the $75 fee.")
    a = run(*args, session=STANDARD, regenerate=FakeRegenerator("Refund of $50 today."))
    b = run(*args, session=STANDARD, regenerate=FakeRegenerator("Refund of $50 today."))
    text = json.dumps(a.to_dict(), sort_keys=True)
    assert text == json.dumps(b.to_dict(), sort_keys=True)
    d = json.loads(text)
    assert d["attempts"][0]["violations"][0]["rule_id"] == "refund-limit"
    assert d["encoder"] == "topic-fake" and d["policy_name"] == "banking-support"
    assert len(d["policy_hash"]) == 64 and d["groundtrace_version"]


def test_policy_hash_pins_rules_and_settings(banking_policy):
    from groundtrace.policy.enforce import policy_hash

    cfg = banking_policy.config
    assert policy_hash(banking_policy, cfg) == policy_hash(banking_policy, cfg)
    assert policy_hash(banking_policy, cfg) != policy_hash(banking_policy,
                                                           cfg.replace(max_retries=0))
    fewer = Policy(rules=banking_policy.rules[:-1], config=cfg, name=banking_policy.name,
                   version=banking_policy.version)
    assert policy_hash(fewer, cfg) != policy_hash(banking_policy, cfg)


def test_input_validation(banking_policy, run):
    with pytest.raises(InvalidText):
        run(" ", "answer")
    with pytest.raises(InvalidType):
        enforce("q", "r", policy={"rules": []})
    with pytest.raises(InvalidType, match="judge must be callable"):
        run("q", "r", judge="gpt")
    with pytest.raises(InvalidInput, match="unknown session key"):
        run("q", "r", session={"tier": "gold"})


def test_soft_violations_are_reported_without_failing(topic_encoder):
    policy = Policy(rules=(PolicyRule(
        id="short", name="Short answers", condition_text="anything", action_text="be brief",
        is_hard_constraint=False, enforcement_expression="len(response) < 10"),),
        config=EnforcementConfig(relevance_enabled=False, match_threshold=-1.0))
    res = enforce("hello", "a long answer that goes on", policy=policy, encoder=topic_encoder)
    assert res.passed and res.violations[0].hard is False and not res.fallback_used


# The fixtures are a frozen policy and a fake encoder whose only state is a call log, so
# sharing them across generated inputs is safe.
@settings(max_examples=60, deadline=1000,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(min_size=1, max_size=300).filter(str.strip))
def test_enforce_never_raises_on_any_response(banking_policy, topic_encoder, text):
    res = enforce("Can I get a refund of the card fee?", text, policy=banking_policy,
                  encoder=topic_encoder, session=STANDARD)
    assert res.passed == (not any(v.hard for v in res.violations))
    json.dumps(res.to_dict())
