"""`groundtrace enforce`: thin over enforce(); exit codes say pass / not pass / error / usage."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from groundtrace.cli import main

REFUND = ["--message", "Can I get a refund of the $75 card fee?",
          "--response", "Yes, we will refund the $75 fee."]


@pytest.fixture
def invoke(banking_path):
    runner = CliRunner()

    def _invoke(*args):
        return runner.invoke(main, ["enforce", "--policy", str(banking_path), "--encoder",
                                    "hashing", *args])

    return _invoke


def test_violation_exits_3_and_names_the_rule(invoke):
    res = invoke(*REFUND, "--session", '{"profile": {"is_vip": false}}')
    assert res.exit_code == 3, res.output
    assert "FAILED (fallback response used)" in res.output
    assert "violation [hard] refund-limit (expression)" in res.output
    assert "response to send:" in res.output


def test_vip_passes_with_json_output(invoke, tmp_path):
    session = tmp_path / "session.json"
    session.write_text('{"profile": {"is_vip": true}}', encoding="utf-8")
    prod = tmp_path / "prod.toml"
    prod.write_text("relevance_enabled = false\n", encoding="utf-8")
    res = invoke(*REFUND, "--session", f"@{session}", "--config", str(prod), "--json")
    assert res.exit_code == 0, res.output
    out = json.loads(res.output)
    assert out["passed"] is True and out["variables"]["is_vip"] is True
    assert out["response"] == "Yes, we will refund the $75 fee."
    assert out["lanes_used"] == ["expression"]


JUDGE_ONLY_POLICY = """
[enforcement]
relevance_enabled = false

[enforcement.profiles.production]
fail_on_not_evaluated = true

[[rules]]
id = "tone"
name = "Tone"
condition_text = "Any message."
action_text = "Stay polite."
is_hard_constraint = true
"""


def test_profile_turns_not_evaluated_rules_into_failures(tmp_path):
    policy = tmp_path / "judge_only.toml"
    policy.write_text(JUDGE_ONLY_POLICY, encoding="utf-8")
    base = ["enforce", "--policy", str(policy), "--message", "hi", "--response", "hello"]
    runner = CliRunner()
    res = runner.invoke(main, [*base, "--json"])
    out = json.loads(res.output)
    assert res.exit_code == 0 and out["passed"] is True
    assert [n["rule_id"] for n in out["not_evaluated"]] == ["tone"]
    res = runner.invoke(main, [*base, "--profile", "production"])
    assert res.exit_code == 3
    assert "not evaluated tone: no judge configured" in res.output


def test_grounding_with_context_file(invoke, tmp_path):
    ctx = tmp_path / "ctx.txt"
    ctx.write_text("The annual fee for the Gold card is 95 USD.", encoding="utf-8")
    res = invoke("--message", "What does the Gold card cost?",
                 "--response", "The Gold card costs 150 USD per year.",
                 "--context", str(ctx), "--json")
    out = json.loads(res.output)
    assert res.exit_code == 3 and "grounding" in out["lanes_used"]
    assert "gate:grounding" in {v["rule_id"] for v in out["violations"]}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--session", "{not json"], "not valid JSON"),
        (["--session", "[1, 2]"], "must be a JSON object"),
        (["--session", "@/no/such/file.json"], "cannot read"),
    ],
)
def test_bad_session_is_a_usage_error(invoke, args, message):
    res = invoke(*REFUND, *args)
    assert res.exit_code == 2 and message in res.output


def test_library_errors_are_one_line(invoke, tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("max_retries = 7\n", encoding="utf-8")
    res = invoke(*REFUND, "--config", str(bad))
    assert res.exit_code == 1
    assert res.output.strip().startswith("Error: max_retries must be an integer in [0, 3]")
    res = invoke(*REFUND, "--session", '{"tier": "gold"}')
    assert res.exit_code == 1 and "unknown session key 'tier'" in res.output
    res = invoke(*REFUND, "--profile", "staging")
    assert res.exit_code == 1 and "unknown profile 'staging'" in res.output


def test_help_documents_exit_codes():
    res = CliRunner().invoke(main, ["enforce", "--help"])
    assert res.exit_code == 0
    assert "Exit status: 0 passed, 3 did not pass" in res.output
