"""End-to-end ``groundtrace eval`` on a small fixture file, with the hashing encoder.

tests/fixtures/eval_small.jsonl was written for these tests (no third-party
text): 12 banking QA rows in grounded/ungrounded pairs and 4 summarisation
rows with an empty question.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from groundtrace.cli import main
from groundtrace.datasets import read_labelled
from groundtrace.evaluate import evaluate_batch
from groundtrace.evaluation import metrics as M
from groundtrace.evaluation.runner import available_methods

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "eval_small.jsonl"


def _run(*args):
    return CliRunner().invoke(main, ["eval", *args], catch_exceptions=False)


def _json_lines(output):
    return [json.loads(line) for line in output.splitlines() if line.startswith("{")]


def test_json_one_object_per_file_and_method():
    res = _run(str(FIXTURE), str(FIXTURE), "--encoder", "hashing", "--json")
    assert res.exit_code == 0, res.output
    objs = _json_lines(res.stdout)
    assert [(o["file"], o["method"]) for o in objs] == [
        (str(FIXTURE), m) for m in available_methods() for _ in [0]
    ] * 2
    for o in objs:
        for key in ("auroc", "auprc", "balanced_accuracy", "f1", "fpr_at_95_recall", "n",
                    "positives", "items_per_s", "confusion_matrix", "best_threshold",
                    "balanced_accuracy_at_best", "f1_at_best", "ece", "tasks"):
            assert key in o
    sgi = next(o for o in objs if o["method"] == "sgi")
    assert sgi["n"] == 16 and sgi["positives"] == 8 and sgi["skipped"] == 0
    assert set(sgi["tasks"]) == {"qa", "summarization"}
    assert sgi["ece"] is None  # SGI gives no calibrated probability
    cm = sgi["confusion_matrix"]
    assert cm["tn"] + cm["fp"] + cm["fn"] + cm["tp"] == 16


def test_sgi_auroc_matches_library_scores():
    rows = read_labelled(FIXTURE)
    results = evaluate_batch(rows, encoder="hashing")
    expected = M.roc_auc_score([r["label"] for r in rows],
                               [1 - r.sgi.normalized for r in results])
    res = _run(str(FIXTURE), "--encoder", "hashing", "--json", "--method", "sgi")
    (obj,) = _json_lines(res.stdout)
    assert obj["auroc"] == pytest.approx(expected)
    flagged = sum(r.sgi.flagged for r in results)
    assert obj["confusion_matrix"]["tp"] + obj["confusion_matrix"]["fp"] == flagged


def test_dgi_skips_rows_without_question():
    res = _run(str(FIXTURE), "--encoder", "hashing", "--json", "--method", "dgi")
    (obj,) = _json_lines(res.stdout)
    assert obj["rows"] == 16 and obj["skipped"] == 4 and obj["n"] == 12
    assert set(obj["tasks"]) == {"qa"}


def test_limit_and_seed_are_reproducible():
    args = (str(FIXTURE), "--encoder", "hashing", "--json", "--method", "sgi", "--limit", "6")
    a = _json_lines(_run(*args, "--seed", "3").stdout)[0]
    b = _json_lines(_run(*args, "--seed", "3").stdout)[0]
    assert a["n"] == 6 and a["selection"] == {"file_rows": 16, "partition": "all",
                                              "limit": 6, "seed": 3}
    assert (a["auroc"], a["confusion_matrix"]) == (b["auroc"], b["confusion_matrix"])


def test_table_output_and_html_report(tmp_path):
    report = tmp_path / "r.html"
    res = _run(str(FIXTURE), "--encoder", "hashing", "--html", str(report))
    assert res.exit_code == 0
    assert "AUROC" in res.stdout and "summarization" in res.stdout
    page = report.read_text()
    assert page.startswith("<!DOCTYPE html>") and "<script" not in page
    assert "eval_small.jsonl" in page and "--encoder hashing" in page


def test_html_escapes_user_strings(tmp_path):
    evil = '"><img src=x onerror=alert(1)><script>alert(2)</script>'
    rows = [json.loads(line) for line in FIXTURE.read_text().splitlines()]
    for r in rows[:4]:
        r["task"] = evil
    data = tmp_path / "evil.jsonl"
    data.write_text("\n".join(json.dumps(r) for r in rows))
    report = tmp_path / "r.html"
    res = _run(str(data), "--encoder", "hashing", "--html", str(report), "--method", "sgi")
    assert res.exit_code == 0
    page = report.read_text()
    assert "<script" not in page and "<img" not in page
    assert "&lt;script&gt;alert(2)&lt;/script&gt;" in page


def test_single_class_file_reports_null_not_nan(tmp_path):
    rows = [r for r in read_labelled(FIXTURE) if r["label"] == 0]
    data = tmp_path / "grounded_only.jsonl"
    data.write_text("\n".join(json.dumps(r) for r in rows))
    res = _run(str(data), "--encoder", "hashing", "--json", "--method", "sgi")
    assert res.exit_code == 0
    (obj,) = _json_lines(res.stdout)
    assert obj["auroc"] is None and obj["balanced_accuracy"] is None
    assert any("needs both labels 0 and 1" in n for n in obj["notes"])
    assert "NaN" not in res.stdout


def test_errors_are_one_line_with_exit_codes(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"context": "c", "response": "r", "label": 3}\n')
    res = CliRunner().invoke(main, ["eval", str(bad), "--encoder", "hashing"])
    assert res.exit_code == 1
    assert res.stderr.strip().startswith("Error:") and "bad.jsonl:1" in res.stderr
    assert "label must be 0" in res.stderr
    res = CliRunner().invoke(main, ["eval", str(tmp_path / "missing.jsonl")])
    assert res.exit_code == 1 and "no such file" in res.stderr
    res = CliRunner().invoke(main, ["eval", str(FIXTURE), "--seed", "2"])
    assert res.exit_code == 2 and "--seed only applies with --limit" in res.output
    res = CliRunner().invoke(main, ["eval", str(FIXTURE), "--method", "nonexistent"])
    assert res.exit_code == 2


def test_help_lists_registered_methods():
    res = CliRunner().invoke(main, ["eval", "--help"])
    assert res.exit_code == 0
    for name in available_methods():
        assert name in res.output


def test_table_puts_the_ece_beside_its_sampling_floor(monkeypatch, capsys):
    import numpy as np

    from groundtrace.cli.eval import _print_table
    from groundtrace.evaluation import runner
    from groundtrace.evaluation.runner import MethodScores, evaluate_rows, register_method

    monkeypatch.setattr(runner, "_registry", dict(runner._registry))

    def sure(items, *, encoder):  # a probability per row: 0.3, 0.4, 0.3, ...
        p = np.array([0.3 + 0.1 * (i % 2) for i in range(len(items))])
        return MethodScores(scores=p, decisions=p > 0.35, probabilities=p)

    register_method("probs_test", sure, description="fake probabilities")
    rows = read_labelled(FIXTURE)
    evs = evaluate_rows(rows, methods=["probs_test"], encoder="hashing", source="<rows>")
    got = evs[0].overall
    assert got.ece_floor == M.ece_sampling_floor([0.3 + 0.1 * (i % 2) for i in range(len(rows))])
    _print_table(evs)
    table = capsys.readouterr().out
    assert "  ECE  floor  items/s" in table
    row = next(line for line in table.splitlines() if line.startswith("  probs_test"))
    assert f"{got.ece:.3f}  {got.ece_floor:.3f}" in row
    assert "an ECE near it is as calibrated as they can show" in table
