"""`groundtrace fit` and `groundtrace triage` on a tiny labelled file (hashing encoder)."""

from __future__ import annotations

import json

from click.testing import CliRunner
from test_triage import labelled

from groundtrace.cli import main


def _write(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def test_fit_then_triage(tmp_path):
    src = tmp_path / "labelled.jsonl"
    _write(src, labelled())
    cal = tmp_path / "cal.json"
    runner = CliRunner()
    res = runner.invoke(main, ["fit", str(src), "-o", str(cal), "--encoder", "hashing",
                               "--verifier", "alignment", "--json"])
    assert res.exit_code == 0, res.stderr
    report = json.loads(res.stdout)
    assert report["fit_report"]["n"] == 12 and cal.is_file()
    assert json.loads(cal.read_text())["verifier"] == "alignment"
    spread = report["fit_report"]["threshold_spread"]
    res = runner.invoke(main, ["fit", str(src), "-o", str(cal), "--encoder", "hashing",
                               "--verifier", "alignment"])
    assert res.exit_code == 0, res.stderr
    lo, hi = spread["fail_5_95"]
    assert f"FAIL within {lo:.3f}-{hi:.3f}" in res.stdout
    # the ECE beside what calibrated probabilities would show on as many rows
    figures = report["fit_report"]["out_of_fold"] or report["fit_report"]["in_sample"]
    assert (f"ECE {figures['ece']:.3f} (perfectly calibrated probabilities would show "
            f"about {figures['ece_floor']:.3f} on 12 rows)") in res.stdout

    out = tmp_path / "verdicts.jsonl"
    res = runner.invoke(main, ["triage", str(src), "-o", str(out), "--calibration", str(cal)])
    assert res.exit_code == 0, res.stderr
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    assert len(rows) == 12 and all(r["verdict"]["decision"] in ("PASS", "REVIEW", "FAIL")
                                   for r in rows)
    assert rows[0]["label"] == 0  # input fields kept
    assert "triaged 12 answers" in res.stderr and "REVIEW" in res.stderr
    assert res.stdout == ""


def test_fit_needs_both_classes(tmp_path):
    src = tmp_path / "labelled.jsonl"
    _write(src, [r for r in labelled() if r["label"] == 0])
    res = CliRunner().invoke(main, ["fit", str(src), "-o", str(tmp_path / "c.json"),
                                    "--encoder", "hashing", "--verifier", "alignment"])
    assert res.exit_code == 1 and "no ungrounded (1) example" in res.stderr


def test_triage_bad_line_is_named(tmp_path):
    src = tmp_path / "in.jsonl"
    src.write_text('{"question": "q", "context": "c", "response": "r"}\n{"question": 5}\n')
    res = CliRunner().invoke(main, ["triage", str(src)])
    assert res.exit_code == 1 and "in.jsonl:2" in res.stderr


def test_fit_names_weights_held_at_zero_by_their_sign(tmp_path, monkeypatch):
    import groundtrace.calibration.fusion_fit as fusion_fit
    from groundtrace.calibration.features import FEATURE_SIGNS

    src = tmp_path / "labelled.jsonl"
    _write(src, labelled())
    args = ["fit", str(src), "-o", str(tmp_path / "c.json"), "--encoder", "hashing",
            "--verifier", "alignment"]
    res = CliRunner().invoke(main, args)
    assert res.exit_code == 0 and "weight held at 0" not in res.output, res.output
    # Every meaning turned round: the features the fit keeps are pulled against it.
    monkeypatch.setattr(fusion_fit, "FEATURE_SIGNS", {k: -v for k, v in FEATURE_SIGNS.items()})
    res = CliRunner().invoke(main, args)
    assert res.exit_code == 0, res.output
    assert "weight held at 0 (the data pulled it against what the feature means):" in res.output
