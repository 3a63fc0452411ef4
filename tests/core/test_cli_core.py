"""CLI: compute / score / demo output formats, exit codes, progress on stderr only."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from groundtrace.cli import main

Q = "What does a SEPA transfer cost?"
C = "SEPA transfers are free in online banking and cost 2.50 EUR at a branch."
R = "SEPA transfers are free online and cost 2.50 EUR at a branch."


@pytest.fixture
def runner():
    return CliRunner()


def test_compute_text_format(runner):
    res = runner.invoke(main, ["compute", "--q", Q, "--c", C, "--r", R, "--encoder", "hashing"])
    assert res.exit_code == 0, res.output
    assert re.fullmatch(r"SGI=\d+\.\d{6}  theta_rq=\d+\.\d{6}  theta_rc=\d+\.\d{6}\n", res.stdout)


def test_compute_json(runner):
    res = runner.invoke(main, ["compute", "--q", Q, "--c", C, "--r", R, "--encoder", "hashing",
                               "--json"])
    data = json.loads(res.stdout)
    assert {"sgi", "theta_rq", "theta_rc", "flagged", "encoder"} <= data.keys()
    assert data["encoder"] == "hashing" and isinstance(data["flagged"], bool)


def test_compute_empty_response_is_error_exit_1(runner):
    res = runner.invoke(main, ["compute", "--q", Q, "--c", C, "--r", " ", "--encoder", "hashing"])
    assert res.exit_code == 1
    assert res.stderr.startswith("Error: ") and "response" in res.stderr
    assert "Traceback" not in res.stderr


def test_usage_error_exit_2(runner):
    res = runner.invoke(main, ["compute", "--q", Q])
    assert res.exit_code == 2
    res = runner.invoke(main, ["compute", "--q", Q, "--c", C, "--r", R, "--encoder", "nope"])
    assert res.exit_code == 2


def _write(path, rows):
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


def test_score_passes_fields_through(runner, tmp_path):
    src = tmp_path / "in.jsonl"
    _write(src, [
        {"id": "1", "question": Q, "context": C, "response": R, "label": 0, "extra": [1, 2]},
        {"id": "2", "question": Q, "response": R},
    ])
    out = tmp_path / "out.jsonl"
    res = runner.invoke(main, ["score", str(src), "-o", str(out), "--encoder", "hashing"])
    assert res.exit_code == 0, res.stderr
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["id"] for r in rows] == ["1", "2"]
    assert rows[0]["extra"] == [1, 2] and rows[0]["groundtrace"]["method"] == "sgi"
    assert rows[1]["groundtrace"]["method"] == "dgi"
    assert "scored 2 rows" in res.stderr
    assert res.stdout == ""  # progress and summary go to stderr only


def test_score_to_stdout_is_pure_jsonl(runner, tmp_path):
    src = tmp_path / "in.jsonl"
    _write(src, [{"question": Q, "context": C, "response": R}])
    res = runner.invoke(main, ["score", str(src), "--encoder", "hashing"])
    assert res.exit_code == 0
    assert [json.loads(x)["groundtrace"]["method"] for x in res.stdout.splitlines()] == ["sgi"]


@pytest.mark.parametrize(
    ("content", "match"),
    [
        (
            '{"question": "q", "context": "c", "response": "r"}\nnot json\n',
            r"in.jsonl:2: not valid JSON",
        ),
        ('{"question": "q", "context": "c"}\n', r"in.jsonl:1: missing field 'response'"),
        ('[1, 2]\n', r"in.jsonl:1: each line must be a JSON object"),
        ('{"question": "q", "response": "   "}\n', r"in.jsonl:1: .*response"),
    ],
)
def test_score_bad_data_names_line(runner, tmp_path, content, match):
    src = tmp_path / "in.jsonl"
    src.write_text(content, encoding="utf-8")
    res = runner.invoke(main, ["score", str(src), "--encoder", "hashing"])
    assert res.exit_code == 1
    assert re.search(match, res.stderr), res.stderr


def test_score_invalid_utf8(runner, tmp_path):
    src = tmp_path / "in.jsonl"
    src.write_bytes(b'{"question": "q", "response": "\xff"}\n')
    res = runner.invoke(main, ["score", str(src), "--encoder", "hashing"])
    assert res.exit_code == 1 and "not valid UTF-8" in res.stderr


def test_score_missing_file(runner, tmp_path):
    res = runner.invoke(main, ["score", str(tmp_path / "nope.jsonl"), "--encoder", "hashing"])
    assert res.exit_code == 1 and "cannot open" in res.stderr


@pytest.mark.models
def test_demo_runs_on_bundled_examples(runner):
    res = runner.invoke(main, ["demo"])
    assert res.exit_code == 0, res.stderr
    assert "sepa-fee-ok" in res.stdout and "p(not grounded)=" in res.stdout
    assert re.search(r"PASS \d+, REVIEW \d+, FAIL \d+", res.stdout)
    assert re.search(r"not-grounded answers sent to a person: \d+ of 5", res.stdout)
    # what SGI was measured against: the passages the claim layer read
    assert res.stdout.count("(vs evidence)") == 10


@pytest.mark.models
def test_demo_json(runner):
    res = runner.invoke(main, ["demo", "--json"])
    assert res.exit_code == 0, res.stderr
    rows = [json.loads(line) for line in res.stdout.splitlines()]
    assert len(rows) == 10
    assert {r["decision"] for r in rows} <= {"PASS", "REVIEW", "FAIL"}
    assert all(r["claims"] is not None and r["rules"] is not None for r in rows)
    assert {r["grounding"]["sgi"]["against"] for r in rows} == {"evidence"}


def test_every_command_has_help(runner):
    for name, cmd in main.commands.items():
        res = runner.invoke(main, [name, "--help"])
        assert res.exit_code == 0, name
        assert (cmd.help or "").strip(), f"{name} has no help text"


def test_python_dash_m(tmp_path):
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "groundtrace", "--version"],
                         capture_output=True, text=True, check=True)
    assert out.stdout.startswith("groundtrace, version ")
