"""Replay, label export and the audit CLI."""

from __future__ import annotations

import json

import pytest
from audit_helpers import fake_result, sample_input
from click.testing import CliRunner

from groundtrace.audit import AuditLog, export_labels, replay, run_operation, run_triage
from groundtrace.cli import main
from groundtrace.datasets import read_labelled
from groundtrace.errors import InvalidInput

GROUNDED = {"question": "What is the fee for an EU transfer?",
            "response": "The fee for an EU transfer is 2 EUR.",
            "context": "The fee for an EU transfer is 2 EUR. Transfers arrive the next day."}


@pytest.fixture
def sqlite_log(tmp_path, signer):
    log = AuditLog(f"sqlite:///{tmp_path / 'audit.db'}", signer)
    yield log
    log.close()


def test_run_triage_returns_a_decision_with_provenance(hashing):
    out = run_triage(GROUNDED, encoder=hashing)
    assert out["decision"] in ("PASS", "REVIEW", "FAIL")
    prov = out["provenance"]
    assert prov["groundtrace_version"] and len(prov["config_hash"]) == 64
    assert prov["encoder"] == "hashing-256"
    assert run_triage(GROUNDED, encoder=hashing) == out  # deterministic
    # The adapter is exactly the library's triage.
    from groundtrace import triage

    assert out == triage(GROUNDED["question"], GROUNDED["response"], GROUNDED["context"],
                         encoder=hashing).to_dict()


def test_operations_validate_input(hashing):
    with pytest.raises(InvalidInput, match="unknown input fields \\['answer'\\]"):
        run_triage({"answer": "x", "response": "y", "question": "q"}, encoder=hashing)
    with pytest.raises(InvalidInput, match="unknown operation 'explode'"):
        run_operation("explode", GROUNDED)
    with pytest.raises(InvalidInput, match="has no 'response'"):
        run_triage({"question": "q"}, encoder=hashing)


def test_replay_of_an_unchanged_log_reports_nothing(sqlite_log):
    for _ in range(2):
        sqlite_log.run("triage", GROUNDED, encoder="hashing")
    sqlite_log.run("evaluate", GROUNDED, encoder="hashing")
    report = replay(sqlite_log.store)
    assert report.checked == 3 and report.unchanged == 3 and report.changed == ()


def test_replay_reports_changed_decisions_and_why(sqlite_log):
    old = sqlite_log.record("triage", sample_input(1), fake_result("PASS", 0.2))
    same = sqlite_log.record("triage", sample_input(2), fake_result("REVIEW", 0.7))

    def new_version(op, data, encoder=None):
        result = fake_result("REVIEW", 0.7)
        result["provenance"] = {**result["provenance"], "groundtrace_version": "test-2",
                                "config_hash": "d" * 64}
        return result

    report = replay(sqlite_log.store, run=new_version)
    assert report.checked == 2 and report.unchanged == 1
    (change,) = report.changed
    assert change.record_id == old.id and change.record_id != same.id
    assert (change.old_decision, change.new_decision) == ("PASS", "REVIEW")
    why = " | ".join(change.why)
    assert "decision PASS -> REVIEW" in why
    assert "groundtrace version test -> test-2" in why
    assert "probability 0.2 -> 0.7" in why


def test_replay_since_skips_older_records_and_hashed_inputs(tmp_path, signer, sqlite_log):
    first = sqlite_log.record("triage", sample_input(1), fake_result())
    hashed = AuditLog(sqlite_log.store, signer, store_inputs="sha256")
    secret = hashed.record("triage", sample_input(2), fake_result())
    report = replay(sqlite_log.store, since=secret.created_at,
                    run=lambda op, data, encoder=None: fake_result())
    assert report.checked == 1 and report.skipped_no_input == (secret.id,)
    assert first.id not in report.skipped_no_input


def test_export_labels_writes_the_labelled_schema(tmp_path, sqlite_log, signer):
    a = sqlite_log.record("triage", sample_input(1), fake_result(), tenant="acme")
    b = sqlite_log.record("triage", {**sample_input(2), "metadata": {"task": "dialogue"}},
                          fake_result("FAIL"))
    hidden = AuditLog(sqlite_log.store, signer, store_inputs="sha256").record(
        "triage", sample_input(3), fake_result())
    sqlite_log.label(a.id, grounded=True)
    sqlite_log.label(b.id, grounded=True, note="first look")
    sqlite_log.label(b.id, grounded=False, note="on second look, wrong", reviewer="bo")
    sqlite_log.label(hidden.id, grounded=False)
    out = tmp_path / "labels.jsonl"
    with out.open("w", encoding="utf-8") as fh:
        summary = export_labels(sqlite_log.store, fh)
    assert summary.to_dict() == {"written": 2, "skipped_no_input": 1, "superseded": 1}
    rows = {r["id"]: r for r in read_labelled(out)}
    assert set(rows) == {a.id, b.id}
    assert rows[a.id]["label"] == 0 and rows[a.id]["task"] == "qa"
    assert rows[b.id]["label"] == 1 and rows[b.id]["task"] == "dialogue"
    assert rows[b.id]["meta"]["note"] == "on second look, wrong"
    assert set(rows[a.id]) == {"id", "dataset", "split", "task", "question", "context",
                               "response", "label", "spans", "meta"}


def test_audit_cli_end_to_end(tmp_path, signer, monkeypatch):
    monkeypatch.setenv("GROUNDTRACE_SIGNING_KEY", signer.private_base64())
    url = f"sqlite:///{tmp_path / 'audit.db'}"
    log = AuditLog(url, signer)
    rec, _ = log.run("triage", GROUNDED, encoder="hashing")[1], None
    log.label(rec.id, grounded=False)
    log.close()
    runner = CliRunner()
    ok = runner.invoke(main, ["audit", "verify", "--store", url, "--json"])
    assert ok.exit_code == 0, ok.output
    assert json.loads(ok.stdout)["checked"] == 2
    rep = runner.invoke(main, ["audit", "replay", "--store", url, "--json"])
    assert rep.exit_code == 0, rep.output
    assert json.loads(rep.stdout)["unchanged"] == 1
    out = tmp_path / "labels.jsonl"
    exp = runner.invoke(main, ["audit", "export-labels", "--store", url, "-o", str(out)])
    assert exp.exit_code == 0 and "wrote 1 labelled rows" in exp.output
    assert read_labelled(out)[0]["label"] == 1
    shown = runner.invoke(main, ["audit", "show", "--store", url, rec.id, "--json"])
    assert shown.exit_code == 0, shown.output
    assert json.loads(shown.stdout)["labels"][0]["body"]["label"] == 1
    summary = runner.invoke(main, ["audit", "show", "--store", url, rec.id]).stdout
    assert f"record {rec.id} (seq {rec.seq}, verdict)" in summary
    assert "labelled not grounded" in summary
    missing = runner.invoke(main, ["audit", "show", "--store", url, "nope"])
    assert missing.exit_code == 1 and "no audit record with id 'nope'" in missing.output
    bad = runner.invoke(main, ["audit", "verify", "--store", "mysql://x"])
    assert bad.exit_code == 1 and bad.output.startswith("Error: unknown audit store URL")


def test_replay_cli_fail_on_change(tmp_path, signer):
    url = f"sqlite:///{tmp_path / 'audit.db'}"
    log = AuditLog(url, signer)
    # A stored verdict that today's evaluate() would not give for this input.
    log.record("evaluate", GROUNDED, {"flagged": True, "score": 0.1}, encoder="hashing")
    log.close()
    r = CliRunner().invoke(main, ["audit", "replay", "--store", url, "--fail-on-change"])
    assert r.exit_code == 1, r.output
    assert "CHANGED seq=1" in r.output and "decision REVIEW -> PASS" in r.output


def test_run_triage_passes_metadata_one_rule_pack_and_the_encoder(monkeypatch):
    import sys

    calls = []

    class FakeVerdict:
        def to_dict(self):
            return {"decision": "FAIL", "probability": 0.9, "reasons": [],
                    "provenance": {"groundtrace_version": "x", "config_hash": "h"}}

    def fake_triage_batch(items, **kwargs):
        calls.append(([(i.question, i.response, i.context, dict(i.metadata)) for i in items],
                      kwargs))
        return [FakeVerdict() for _ in items]

    monkeypatch.setattr(sys.modules["groundtrace.triage"], "triage_batch", fake_triage_batch)
    out = run_triage({**GROUNDED, "rules": ["banking"], "metadata": {"k": 1}}, encoder="hashing")
    assert out["decision"] == "FAIL"
    assert calls == [([(GROUNDED["question"], GROUNDED["response"], GROUNDED["context"],
                        {"k": 1})],
                      {"rules": "banking", "calibration": None, "encoder": "hashing"})]
    with pytest.raises(InvalidInput, match="one rule pack"):
        run_triage({**GROUNDED, "rules": ["banking", "routing"]})


def _strict_calibration(path):
    """The bundled calibration with every threshold at 0: each triage verdict becomes FAIL."""
    import dataclasses

    from groundtrace.calibration import default_calibration

    cal = default_calibration()
    strict = dataclasses.replace(cal.fusion, review_threshold=0.0, fail_threshold=0.0)
    qm = cal.question_model and dataclasses.replace(cal.question_model, review_threshold=0.0,
                                                    fail_threshold=0.0)
    dataclasses.replace(cal, fusion=strict, question_model=qm).save(path)
    return str(path)


def test_replay_with_a_new_calibration_shows_the_decisions_it_changes(tmp_path, signer):
    url = f"sqlite:///{tmp_path / 'audit.db'}"
    log = AuditLog(url, signer)
    _, triaged = log.run("triage", GROUNDED, encoder="hashing")
    log.run("evaluate", GROUNDED, encoder="hashing")
    log.close()
    assert triaged.decision != "FAIL"
    cal = _strict_calibration(tmp_path / "strict.json")
    r = CliRunner().invoke(main, ["audit", "replay", "--store", url, "--calibration", cal,
                                  "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.stdout)
    assert out["checked"] == 2 and out["unchanged"] == 1
    (change,) = out["changed"]
    assert change["operation"] == "triage" and change["new_decision"] == "FAIL"
    assert change["old_decision"] == triaged.decision
    assert any("calibration" in w for w in change["why"])
    # Without the file nothing changes: the calibration is what moved the decision.
    plain = CliRunner().invoke(main, ["audit", "replay", "--store", url, "--json"])
    assert json.loads(plain.stdout)["changed"] == []


def test_calibration_is_refused_by_operations_that_do_not_use_one():
    with pytest.raises(InvalidInput, match="does not use a calibration"):
        run_operation("evaluate", GROUNDED, calibration="x.json")
