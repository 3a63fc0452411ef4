"""Every command has --json, and its stdout is then strict JSON (one document, or JSONL rows).

The walk is over the click tree itself: a command added without a case here
fails ``test_every_command_is_walked``.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from groundtrace.audit import AuditLog, Signer
from groundtrace.cli import main
from groundtrace.policy import example_policy_path

FIXTURE = Path(__file__).parent / "fixtures" / "eval_small.jsonl"


def _refuse(name: str) -> None:
    raise ValueError(f"non-standard JSON constant {name}")


def strict_documents(text: str) -> list[object]:
    """Every line of ``text`` parsed as strict JSON (no NaN/Infinity); at least one."""
    lines = [line for line in text.splitlines() if line.strip()]
    assert lines, "no output on stdout"
    return [json.loads(line, parse_constant=_refuse) for line in lines]


def _commands(group: click.Group, prefix: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    out = []
    for name, cmd in group.commands.items():
        if isinstance(cmd, click.Group):
            out += _commands(cmd, (*prefix, name))
        else:
            out.append((*prefix, name))
    return out


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    """Files every command needs: rows, a store with a record and a label, keys, a policy."""
    tmp = tmp_path_factory.mktemp("cli-json")
    rows = tmp / "rows.jsonl"
    lines = FIXTURE.read_text(encoding="utf-8").splitlines()[:4]
    rows.write_text("\n".join(lines) + "\n", encoding="utf-8")
    (tmp / "context.txt").write_text("The Basic account costs 3 EUR per month.", encoding="utf-8")
    (tmp / "answer.txt").write_text("The Basic account costs 3 EUR a month.", encoding="utf-8")
    signer = Signer.generate()
    (tmp / "audit.key").write_bytes(signer.private_pem())
    (tmp / "audit.key.pub").write_bytes(signer.public_pem())
    store = f"sqlite:///{tmp / 'audit.db'}"
    log = AuditLog(store, signer)
    rec = log.record("triage", {"question": "Fee?", "response": "3 EUR.",
                                "context": "The fee is 3 EUR."},
                     {"decision": "REVIEW", "probability": 0.6, "reasons": [], "claims": [],
                      "rule_results": [], "provenance": {}})
    log.label(rec.id, grounded=True, reviewer="ana")
    log.close()
    return {"tmp": tmp, "rows": str(rows), "store": store, "record": rec.id,
            "pub": str(tmp / "audit.key.pub"), "key": str(tmp / "audit.key")}


def _cases(env) -> dict[tuple[str, ...], list[list[str]]]:
    t = env["tmp"]
    ask = ["--question", "What is the fee?", "--response", "It is 3 EUR.",
           "--context", "The fee is 3 EUR."]
    return {
        ("compute",): [["--q", "Fee?", "--c", "The fee is 3 EUR.", "--r", "It is 3 EUR.",
                        "--encoder", "hashing"]],
        ("score",): [[env["rows"], "--encoder", "hashing"],
                     [env["rows"], "--encoder", "hashing", "-o", str(t / "scored.jsonl")]],
        ("demo",): [[]],
        ("enforce",): [["--policy", str(example_policy_path()), "--message", "Refund my fee?",
                        "--response", "We cannot refund it.", "--encoder", "hashing"]],
        ("eval",): [[env["rows"], "--method", "sgi", "--encoder", "hashing"]],
        ("keygen",): [["-o", str(t / "new.key")]],
        ("audit", "verify"): [["--store", env["store"], "--public-key", env["pub"]]],
        ("audit", "replay"): [["--store", env["store"], "--encoder", "hashing"]],
        ("audit", "show"): [["--store", env["store"], env["record"]]],
        ("audit", "export-labels"): [["--store", env["store"], "-o", "-"],
                                     ["--store", env["store"], "-o", str(t / "labels.jsonl")]],
        ("verify",): [["--context", str(t / "context.txt"), "--response", str(t / "answer.txt"),
                       "--encoder", "hashing"]],
        ("ask",): [["What is the fee?", "--docs", str(t / "context.txt"), "--encoder", "hashing"],
                   ["What is the fee?", "--docs", str(t / "context.txt"), "--encoder", "hashing",
                    "--strictness", "strict"]],
        ("rules", "list"): [[]],
        ("rules", "check"): [["--pack", "customer_support", *ask]],
        ("fit",): [[str(FIXTURE), "-o", str(t / "cal.json"), "--encoder", "hashing",
                    "--verifier", "alignment"]],
        ("triage",): [[env["rows"]], [env["rows"], "-o", str(t / "verdicts.jsonl")]],
        # serve runs until stopped: test_serve_json_announces_itself runs it as a process.
        ("serve",): [],
    }


def test_every_command_is_walked(env):
    assert set(_commands(main)) == set(_cases(env))
    for path in _commands(main):
        cmd = main
        for name in path:
            cmd = cmd.commands[name]
        assert "--json" in [o for p in cmd.params for o in getattr(p, "opts", [])], path


@pytest.mark.models
@pytest.mark.parametrize("path", [c for c in _commands(main) if c != ("serve",)],
                         ids=lambda c: "-".join(c))
def test_json_output_is_strict(env, path):
    for args in _cases(env)[path]:
        result = CliRunner().invoke(main, [*path, *args, "--json"])
        allowed = {0, 3} if path == ("enforce",) else {0}
        assert result.exit_code in allowed, (path, args, result.output)
        docs = strict_documents(result.stdout)
        row_output = path in {("score",), ("triage",), ("demo",), ("eval",),
                              ("audit", "export-labels")} and "-o" not in args
        if not row_output:
            assert len(docs) == 1, (path, args, result.stdout)
        if row_output and path != ("eval",) and path != ("demo",):
            # the summary is one JSON object, the last line of stderr
            summary = json.loads(result.stderr.strip().splitlines()[-1],
                                 parse_constant=_refuse)
            assert isinstance(summary, dict)
        assert all(isinstance(d, dict) for d in docs)


def test_nan_in_input_is_refused_not_echoed(env, tmp_path):
    bad = tmp_path / "nan.jsonl"
    bad.write_text('{"question": "Fee?", "context": "The fee is 3 EUR.", '
                   '"response": "It is 3 EUR.", "label": NaN}\n', encoding="utf-8")
    result = CliRunner().invoke(main, ["score", str(bad), "--encoder", "hashing", "--json"])
    assert result.exit_code == 1
    assert "nan.jsonl:1: NaN is not valid JSON" in result.stderr
    assert "NaN" not in result.stdout


def test_serve_json_announces_itself(env):
    pytest.importorskip("uvicorn")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    store = f"sqlite:///{env['tmp'] / 'serve.db'}"
    exe = str(Path(sys.executable).with_name("groundtrace"))
    environ = {k: v for k, v in os.environ.items() if k != "GROUNDTRACE_SERVICE_TOKEN"}
    proc = subprocess.Popen(
        [exe, "serve", "--store", store, "--port", str(port), "--key", env["key"],
         "--encoder", "hashing", "--log-level", "warning", "--json"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=environ)
    try:
        assert proc.stdout is not None
        announce = strict_documents(proc.stdout.readline())[0]
    finally:
        proc.send_signal(signal.SIGINT)
        rest, _ = proc.communicate(timeout=30)
    assert announce["url"] == f"http://127.0.0.1:{port}"
    assert announce["docs"].endswith("/docs") and announce["auth"] is False
    assert announce["store"] == store and announce["key_id"]
    assert rest.strip() == ""  # nothing else on stdout
