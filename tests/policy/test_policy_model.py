"""Rules, policies, sessions, and which rules apply (scope filter + semantic match)."""

from __future__ import annotations

import json

import pytest

from groundtrace.errors import ConfigurationError, InvalidInput, InvalidType
from groundtrace.policy import EnforcementConfig, Policy, PolicyRule, Scope, Session, load_policy
from groundtrace.policy.matching import LazyEncoder, select_rules


def rule(rid, condition, *, scope="GLOBAL", scope_id=None, hard=False, expr=None, enabled=True):
    return PolicyRule(
        id=rid, name=rid.title(), condition_text=condition, action_text="do it right",
        scope=scope, scope_id=scope_id, is_hard_constraint=hard,
        enforcement_expression=expr, enabled=enabled,
    )


def test_example_policy_loads(banking_policy):
    p = banking_policy
    assert p.name == "banking-support" and p.version == "2026.11"
    assert [r.id for r in p.rules] == [
        "refund-limit", "no-competitors", "discount-cap", "no-guarantees-disputes", "polite-tone"
    ]
    assert p.rule("discount-cap").scope is Scope.SCENARIO
    assert p.rule("discount-cap").scope_id == "retention"
    assert p.rule("polite-tone").has_expression is False
    json.dumps(p.to_dict())


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"id": "bad id"}, "rule id must be"),
        ({"id": "gate:x"}, "reserved for gates"),
        ({"name": " "}, "'r1': name must be a non-empty string"),
        ({"scope": "WORLD"}, "'r1': scope must be one of GLOBAL, SCENARIO, STEP"),
        ({"scope": "STEP"}, "'r1': scope_id must be a non-empty string"),
        ({"scope_id": "x"}, "'r1': a GLOBAL rule takes no scope_id"),
        ({"is_hard_constraint": "yes"}, "'r1': is_hard_constraint must be true or false"),
    ],
)
def test_rule_validation_names_the_rule(kwargs, message):
    base = {"id": "r1", "name": "R", "condition_text": "c", "action_text": "a"}
    with pytest.raises(ConfigurationError, match=message):
        PolicyRule(**{**base, **kwargs})


def test_duplicate_ids_and_wrong_types():
    with pytest.raises(ConfigurationError, match="duplicate rule id 'a'"):
        Policy(rules=(rule("a", "x"), rule("a", "y")))
    with pytest.raises(InvalidType):
        Policy(rules=({"id": "a"},))


def test_policy_file_errors_name_file_rule_and_key(tmp_path):
    path = tmp_path / "p.toml"
    path.write_text(
        '[[rules]]\nid = "r1"\nname = "R"\ncondition_text = "c"\naction_text = "a"\n'
        'enforcement_expresion = "x > 1"\n', encoding="utf-8")
    with pytest.raises(ConfigurationError, match=r"p.toml rules\[0\]: rule 'r1': unknown key "
                                                 r"'enforcement_expresion'"):
        load_policy(path)
    path.write_text(
        '[[rules]]\nid = "r2"\nname = "R"\ncondition_text = "c"\naction_text = "a"\n'
        'enforcement_expression = "open(\'/etc/passwd\').read()"\n', encoding="utf-8")
    with pytest.raises(ConfigurationError, match="rule 'r2'"):
        load_policy(path)
    path.write_text('[[rules]]\nid = "r3"\nname = "R"\n', encoding="utf-8")
    with pytest.raises(ConfigurationError, match="rule 'r3': missing key 'condition_text'"):
        load_policy(path)
    path.write_text('[rulez]\n', encoding="utf-8")
    with pytest.raises(ConfigurationError, match="unknown top-level key 'rulez'"):
        load_policy(path)


def test_policy_from_mapping_matches_the_file(banking_policy):
    same = Policy.from_mapping(json.loads(json.dumps(_as_doc(banking_policy))))
    assert same == banking_policy
    assert same.config == banking_policy.config
    with pytest.raises(ConfigurationError, match="unknown top-level key 'rule'"):
        Policy.from_mapping({"rule": []})
    with pytest.raises(InvalidType):
        Policy.from_mapping([])


def _as_doc(policy):
    d = policy.to_dict()
    rules = [{k: v for k, v in r.items() if v is not None} for r in d["rules"]]
    return {"policy": {"name": d["name"], "version": d["version"]},
            "enforcement": d["config"], "rules": rules}


def test_session_validation():
    s = Session.from_mapping({"scenario": "retention", "profile": {"is_vip": True}})
    assert s.scenario == "retention" and s.profile == {"is_vip": True}
    with pytest.raises(InvalidInput, match="unknown session key 'tier'"):
        Session.from_mapping({"tier": "gold"})
    with pytest.raises(InvalidType):
        Session.from_mapping(["scenario"])
    with pytest.raises(InvalidInput, match="session profile"):
        Session(profile={"__class__": 1})


# Scope filtering: GLOBAL | SCENARIO | STEP with scope_id.
SCOPED = (
    rule("g-refund", "customer asks for a refund of a fee"),
    rule("s-retention-discount", "customer asks for a discount", scope="SCENARIO",
         scope_id="retention"),
    rule("s-other-discount", "customer asks for a discount", scope="SCENARIO",
         scope_id="onboarding"),
    rule("t-dispute", "customer reports a dispute", scope="STEP", scope_id="dispute-intake"),
    rule("g-hard", "competitors", hard=True),
    rule("g-disabled", "refund", hard=True, enabled=False),
)


def _selected(message, session, topic_encoder, **cfg):
    config = EnforcementConfig(match_threshold=0.4, **cfg)
    sel = select_rules(message, SCOPED, Session.from_mapping(session), config,
                       LazyEncoder(topic_encoder))
    return {m.rule_id: m.reason for _, m in sel}


def test_scope_filtering(topic_encoder):
    msg = "I want a refund of this fee and a discount"
    assert _selected(msg, {}, topic_encoder) == {"g-refund": "matched", "g-hard": "always"}
    assert _selected(msg, {"scenario": "retention"}, topic_encoder) == {
        "g-refund": "matched", "s-retention-discount": "matched", "g-hard": "always"}
    assert _selected(msg, {"scenario": "onboarding"}, topic_encoder) == {
        "g-refund": "matched", "s-other-discount": "matched", "g-hard": "always"}
    # a STEP rule needs its step, whatever the scenario
    dispute = "I dispute this transaction"
    assert _selected(dispute, {"scenario": "retention"}, topic_encoder) == {"g-hard": "always"}
    assert _selected(dispute, {"step": "dispute-intake"}, topic_encoder) == {
        "t-dispute": "matched", "g-hard": "always"}


def test_global_hard_rules_need_matching_when_always_enforce_is_off(topic_encoder):
    got = _selected("I want a refund", {}, topic_encoder, always_enforce_global=False)
    assert got == {"g-refund": "matched"}


def test_top_k_keeps_the_most_similar(topic_encoder):
    rules = (
        rule("weak", "refund weather rain sunny forecast"),
        rule("strong", "refund of a fee"),
    )
    cfg = EnforcementConfig(match_threshold=0.1, match_top_k=1)
    sel = select_rules("refund my fee", rules, Session(), cfg, LazyEncoder(topic_encoder))
    assert [m.rule_id for _, m in sel] == ["strong"]
    assert sel[0][1].similarity > 0.9


def test_condition_embeddings_are_cached_per_encoder(topic_encoder):
    cfg = EnforcementConfig(match_threshold=0.5)
    for _ in range(3):
        select_rules("refund", SCOPED[:1], Session(), cfg, LazyEncoder(topic_encoder))
    encoded = [texts for texts, _ in topic_encoder.calls]
    assert encoded.count([SCOPED[0].condition_text]) == 1
    assert encoded.count(["refund"]) == 3


def test_no_encoder_loaded_when_every_rule_is_always_enforced():
    lazy = LazyEncoder("no-such-encoder")  # would raise if resolved
    sel = select_rules("hi", (rule("g-hard", "x", hard=True),), Session(), EnforcementConfig(),
                       lazy)
    assert [m.reason for _, m in sel] == ["always"] and not lazy.resolved
