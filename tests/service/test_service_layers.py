"""The routes that mirror the claims, rules and policy layers, and their replay."""

from __future__ import annotations

import pytest
from service_helpers import make_app

from groundtrace.audit import replay
from groundtrace.operations import run_operation

pytest.importorskip("fastapi")
from fastapi.testclient import TestClient

VERIFY = {"question": "Fee and timing?", "response": "The fee is 2 EUR. It arrives in 5 days.",
          "context": "Transfers cost 2 EUR. Transfers arrive the next day."}
POLICY = """
[policy]
name = "test-policy"
version = "1"

[[rules]]
id = "no-competitors"
name = "No competitor mentions"
condition_text = "Any response."
action_text = "Never name a competitor bank."
scope = "GLOBAL"
is_hard_constraint = true
enforcement_expression = "not contains_competitor_mention"

[enforcement]
competitors = ["Chase"]
max_retries = 0
"""


@pytest.fixture
def policy_client(tmp_path, service_signer):
    path = tmp_path / "policy.toml"
    path.write_text(POLICY, encoding="utf-8")
    app = make_app(tmp_path, service_signer, policy_path=str(path))
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c, path
    app.state.gt.audit.close()


def test_verify_route_mirrors_claims_verify(client):
    resp = client.post("/v1/verify", json={**VERIFY, "tenant": "acme"})
    assert resp.status_code == 200, resp.text
    result = resp.json()["result"]
    assert result == run_operation("verify", VERIFY, encoder="hashing")
    rec = client.get(f"/v1/records/{resp.json()['record_id']}").json()["record"]
    assert rec["decision"] in ("REVIEW", "FAIL") and rec["body"]["operation"] == "verify"
    # The record page colours the claims that verify found.
    view = client.get(f"/review/{rec['id']}.json").json()["record"]
    coloured = [s for s in view["answer_segments"] if s["claim"] is not None]
    assert [s["status"] for s in coloured] == [c["status"] for c in result["claims"]]
    missing = client.post("/v1/verify", json={"response": "x"})
    assert missing.status_code == 422 and "context" in missing.json()["error"]


def test_rules_check_route(client):
    body = {"question": "What is the fee?", "response": "The fee is 2 EUR.",
            "rules": ["banking"]}
    resp = client.post("/v1/rules/check", json=body)
    assert resp.status_code == 200, resp.text
    result = resp.json()["result"]
    assert result["rule_packs"] == ["banking"]
    assert result["rule_results"][0]["rules"][0]["citation"]
    rid = resp.json()["record_id"]
    expected = "REVIEW" if result["flagged"] else "PASS"
    assert client.get(f"/v1/records/{rid}").json()["record"]["decision"] == expected
    hits = client.get(f"/review/{rid}.json").json()["record"]["rule_hits"]
    scores = client.get(f"/review/{rid}.json").json()["record"]["scores"]
    ruleset = result["rule_results"][0]
    assert scores[f"{ruleset['ruleset']} quality"] == ruleset["quality"]
    rules = ruleset["rules"]
    assert {h["rule_id"] for h in hits} == {r["rule_id"] for r in rules}
    bad = client.post("/v1/rules/check", json={**body, "rules": ["no-such-pack"]})
    assert bad.status_code == 422 and "unknown rule pack 'no-such-pack'" in bad.json()["error"]
    empty = client.post("/v1/rules/check", json={**body, "rules": []})
    assert empty.status_code == 422


def test_enforce_route_uses_the_service_policy(policy_client):
    client, path = policy_client
    bad = client.post("/v1/enforce", json={"message": "Which bank is better?",
                                           "response": "Chase is better than us."})
    assert bad.status_code == 200, bad.text
    assert bad.json()["result"]["passed"] is False
    good = client.post("/v1/enforce", json={"message": "Fee?", "response": "The fee is 2 EUR."})
    assert good.json()["result"]["passed"] is True
    rec = client.get(f"/v1/records/{bad.json()['record_id']}").json()["record"]
    assert rec["decision"] == "FAIL"
    prov = rec["body"]["provenance"]["policy"]
    assert prov["name"] == "test-policy" and len(prov["sha256"]) == 64
    # Replay re-reads the policy file: a relaxed policy changes the decision, and says why.
    path.write_text(POLICY.replace('competitors = ["Chase"]', "competitors = []"),
                    encoding="utf-8")
    report = replay(client.app.state.gt.audit.store)
    changed = {c.record_id: c for c in report.changed}
    assert set(changed) == {rec["id"]}
    why = " ".join(changed[rec["id"]].why)
    assert "decision FAIL -> PASS" in why and "config hash" in why


def test_enforce_takes_a_tools_json_output_as_the_context(policy_client):
    from groundtrace.sources.records import render_records

    client, _ = policy_client
    record = {"transfer_fee": "2 EUR", "status": "completed"}
    resp = client.post("/v1/enforce", json={"message": "Fee?", "response": "The fee is 2 EUR.",
                                            "context": record})
    assert resp.status_code == 200, resp.text
    rec = client.get(f"/v1/records/{resp.json()['record_id']}").json()["record"]
    assert rec["body"]["input"]["context"] == render_records(record)


def test_enforce_without_a_policy_is_a_clear_error(client):
    resp = client.post("/v1/enforce", json={"message": "m", "response": "r"})
    assert resp.status_code == 409 and "--policy" in resp.json()["error"]
