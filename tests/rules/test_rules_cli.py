"""`groundtrace rules list|check`: output, --json shape, exit codes."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from groundtrace.cli.rules import EXIT_FLAGGED, rules

FAQ = "International transfers cost 5 EUR and arrive within 2 business days."
Q = "How much does an international transfer cost?"
GOOD = "An international transfer costs 5 EUR."
BAD = "An international transfer costs 12 EUR, probably."


def run(*args):
    return CliRunner().invoke(rules, list(args), catch_exceptions=False)


def check(*extra, response=GOOD, pack=("--pack", "customer_support")):
    return run("check", *pack, "--question", Q, "--context", FAQ, "--response", response, *extra)


def test_list_shows_every_pack_rule_and_citation():
    res = run("list")
    assert res.exit_code == 0
    for name in (
        "customer_support",
        "routing",
        "specialized_agent",
        "decision_rationale",
        "banking",
    ):
        assert name in res.output
    assert "rationale.trace.model_identified" in res.output and "source: EU AI Act" in res.output
    assert "--option tools=iban,amount,card,dni_nie" in res.output


def test_list_json_shape():
    res = run("list", "--json")
    assert res.exit_code == 0
    data = json.loads(res.output)
    packs = {p["name"]: p for p in data["packs"]}
    assert set(packs) == {
        "customer_support",
        "routing",
        "specialized_agent",
        "decision_rationale",
        "banking",
    }
    assert len(packs["decision_rationale"]["ruleset"]["rules"]) == 20
    assert all(r["citation"] for p in packs.values() for r in p["ruleset"]["rules"])
    assert {o["name"] for o in packs["routing"]["options"]} >= {"min_top1", "allowed_intents"}
    one = json.loads(run("list", "--pack", "banking", "--json").output)
    assert [p["name"] for p in one["packs"]] == ["banking"]


def test_check_text_output_and_exit_codes():
    ok = check()
    assert ok.exit_code == 0 and "not flagged" in ok.output and "[PASS] cs.grounded" in ok.output
    bad = check(response=BAD)
    assert (
        bad.exit_code == 0
        and "FLAGGED" in bad.output
        and "[FAIL] cs.grounded.no_invented_numbers" in bad.output
    )
    assert check("--fail-on-flag", response=BAD).exit_code == EXIT_FLAGGED
    assert check("--fail-on-flag").exit_code == 0


def test_check_json_shape():
    res = check("--json", "--option", "domain=finance", response=BAD)
    data = json.loads(res.output)
    assert data["flagged"] is True
    assert data["ruleset"] == "customer_support[rag=true,domain=finance,language=en]"
    assert isinstance(data["quality"], float)
    assert set(data["sub_scores"]) == {"groundedness", "completeness", "no_overreach"}
    assert all(isinstance(v, float) for v in data["sub_scores"].values())
    failed = {r["rule_id"]: r for r in data["rules"] if not r["matched"]}
    assert failed["cs.grounded.no_invented_numbers"]["span"] == [32, 34]
    assert failed["cs.grounded.no_invented_numbers"]["evidence_text"] == "12"


def test_check_with_metadata_and_options(tmp_path):
    meta = {
        "predicted_intent": "block_card",
        "top1_score": 0.95,
        "top2_score": 0.01,
        "fallback_fired": False,
        "query_in_scope": True,
    }
    base = [
        "check",
        "--pack",
        "routing",
        "--option",
        "allowed_intents=block_card,report_fraud",
        "--question",
        "Please block my card",
        "--response",
        "Routing to block_card.",
        "--json",
    ]
    data = json.loads(run(*base, "--metadata", json.dumps(meta)).output)
    assert data["flagged"] is False and data["quality"] == 1.0
    p = tmp_path / "meta.json"
    p.write_text(json.dumps(meta))
    assert json.loads(run(*base, "--metadata", f"@{p}").output)["quality"] == 1.0


def test_rules_file_alone_and_combined(tmp_path):
    p = tmp_path / "acme.toml"
    p.write_text(
        '[flag]\nbelow = { compliance = 1.0 }\n[[rules]]\nid = "acme.no_competitor"\n'
        'description = "No competitor names."\nweight = 1.0\nsub_score = "compliance"\n'
        'citation = "Acme policy MP-3"\nkind = "forbidden_terms"\nterms = ["Bank X"]\n'
    )
    alone = run(
        "check", "--rules-file", str(p), "--question", "q", "--response", "Bank X is slow", "--json"
    )
    data = json.loads(alone.output)
    assert data["ruleset"] == "acme" and data["flagged"] is True
    both = check("--rules-file", str(p), "--json", response=GOOD + " Unlike Bank X.")
    data = json.loads(both.output)
    assert (
        data["ruleset"].endswith("+acme") and "compliance" in data["sub_scores"] and data["flagged"]
    )


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (
            ["--option", "colour=blue"],
            1,
            "no option 'colour'; valid options: rag, domain, language",
        ),
        (["--option", "domain=crypto"], 1, "valid values: general, finance"),
        (["--option", "nonsense"], 2, "KEY=VALUE"),
        (["--metadata", "{not json"], 2, "not valid JSON"),
        (["--metadata", "[1, 2]"], 2, "JSON object"),
        (["--rules-file", "/nonexistent/x.toml"], 1, "cannot read rules file"),
    ],
)
def test_errors_and_exit_codes(args, code, message):
    res = CliRunner().invoke(
        rules, ["check", "--pack", "customer_support", "--question", Q, "--response", GOOD, *args]
    )
    assert res.exit_code == code, res.output
    assert message in res.output


def test_usage_errors():
    res = CliRunner().invoke(rules, ["check", "--question", "q", "--response", "r"])
    assert res.exit_code == 2 and "--pack, --rules-file" in res.output
    res = CliRunner().invoke(
        rules, ["check", "--pack", "nope", "--question", "q", "--response", "r"]
    )
    assert res.exit_code == 2


def test_empty_response_is_one_error_line():
    res = CliRunner().invoke(
        rules, ["check", "--pack", "banking", "--question", "q", "--response", " "]
    )
    assert res.exit_code == 1
    assert res.output.strip().splitlines() == [
        "Error: response must be a non-empty string, got ' '"
    ]


def test_registered_on_the_main_command():
    from groundtrace.cli import main

    res = CliRunner().invoke(main, ["rules", "list", "--pack", "banking"])
    assert res.exit_code == 0 and "banking.spec.concrete_values" in res.output
