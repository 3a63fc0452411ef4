"""Tamper, crash and concurrency tests: the chain must catch every change."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from audit_helpers import fake_result, sample_input
from click.testing import CliRunner

from groundtrace.audit import AuditLog, Signer, open_store, verify_store
from groundtrace.cli import main

WRITER = str(Path(__file__).with_name("audit_writer.py"))


def _env(signer: Signer) -> dict[str, str]:
    return {**os.environ, "GROUNDTRACE_SIGNING_KEY": signer.private_base64()}


def _write_key_files(tmp_path: Path, signer: Signer) -> Path:
    pub = tmp_path / "audit.key.pub"
    pub.write_bytes(signer.public_pem())
    return pub


def test_one_changed_byte_in_the_file_is_caught_and_named(tmp_path, signer):
    db = tmp_path / "audit.db"
    url = f"sqlite:///{db}"
    log = AuditLog(url, signer)
    recs = [log.record("triage", sample_input(i), fake_result()) for i in range(3)]
    target = log.record(
        "triage", {"question": "Fee?", "response": "TAMPER-ME-1234", "context": "ctx"},
        fake_result(),
    )
    log.record("triage", sample_input(9), fake_result())
    log.close()
    assert not Path(f"{db}-wal").exists() or Path(f"{db}-wal").stat().st_size == 0
    raw = bytearray(db.read_bytes())
    at = raw.find(b"TAMPER-ME-1234")
    assert at > 0 and raw.find(b"TAMPER-ME-1234", at + 1) == -1
    raw[at + len("TAMPER-ME-123")] = ord("5")  # one byte: 1234 -> 1235
    db.write_bytes(bytes(raw))

    pub = _write_key_files(tmp_path, signer)
    ok_before = recs[-1]
    result = CliRunner().invoke(main, ["audit", "verify", "--store", url, "--public-key", str(pub)])
    assert result.exit_code == 1, result.output
    assert f"seq={target.seq} id={target.id}" in result.output
    assert "content does not match its hash" in result.output
    assert f"{ok_before.seq} records before it are intact" in result.output


@pytest.mark.parametrize(
    ("sql", "reason"),
    [
        ("UPDATE audit_records SET decision = 'PASS' WHERE seq = 2", "column 'decision'"),
        ("UPDATE audit_records SET signature = replace(signature, substr(signature, 1, 1), "
         "CASE substr(signature, 1, 1) WHEN 'a' THEN 'b' ELSE 'a' END) WHERE seq = 2",
         "signature does not match"),
        ("DELETE FROM audit_records WHERE seq = 2", "chain gap: expected seq 2, found 3"),
    ],
)
def test_sql_level_tampering_names_the_record(store_url, signer, sql, reason):
    log = AuditLog(store_url, signer)
    recs = [log.record("triage", sample_input(i), fake_result()) for i in range(4)]
    store = log.store

    def tamper(cur):
        if store.dialect == "sqlite":
            cur.execute("DROP TRIGGER audit_records_no_update")
            cur.execute("DROP TRIGGER audit_records_no_delete")
        else:
            cur.execute("ALTER TABLE audit_records DISABLE TRIGGER USER")
        cur.execute(sql)

    store._exclusive(tamper)
    report = verify_store(store, signer.signature_verifier())
    log.close()
    assert not report.ok
    expected = recs[2] if "DELETE" in sql else recs[1]
    assert (report.broken_seq, report.broken_id) == (expected.seq, expected.id)
    assert reason in (report.reason or "")
    assert report.checked == 1


def test_a_rewritten_chain_without_the_key_is_caught(tmp_path, signer):
    url = f"sqlite:///{tmp_path / 'audit.db'}"
    forger = Signer.generate()
    log = AuditLog(url, forger)
    rec = log.record("triage", sample_input(), fake_result())
    log.close()
    store = open_store(url)
    report = verify_store(store, signer.signature_verifier())
    store.close()
    assert not report.ok and report.broken_id == rec.id
    assert "not among the trusted keys" in (report.reason or "")


def _spawn(url: str, count: int, tag: str, signer: Signer) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, WRITER, url, str(count), tag],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(signer),
    )


def test_kill_9_mid_append_loses_no_committed_record(store_url, signer):
    proc = _spawn(store_url, 0, "crash", signer)
    committed = []
    assert proc.stdout is not None
    deadline = time.monotonic() + 60
    while len(committed) < 40 and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        committed.append(line.split())
    os.kill(proc.pid, signal.SIGKILL)  # lands inside some append: the writer never pauses
    proc.wait()
    more = proc.stdout.read().split("\n")
    errors = proc.stderr.read() if proc.stderr else ""
    proc.stdout.close()
    if proc.stderr:
        proc.stderr.close()
    committed += [ln.split() for ln in more if ln.strip()]
    assert len(committed) >= 40, errors

    store = open_store(store_url)
    try:
        for seq, rid in committed:
            got = store.get(rid)
            assert got is not None and got.seq == int(seq)
        report = verify_store(store, signer.signature_verifier())
        assert report.ok, report
        assert report.checked >= len(committed)
        # The store still takes appends after the crash.
        AuditLog(store, signer).record("triage", sample_input(), fake_result())
        assert verify_store(store, signer.signature_verifier()).ok
    finally:
        store.close()


def test_concurrent_appends_from_several_processes(store_url, signer):
    # No store exists yet: the writers also race to create and migrate it.
    procs = [_spawn(store_url, 25, f"w{i}", signer) for i in range(4)]
    outs = [p.communicate(timeout=120) for p in procs]
    assert all(p.returncode == 0 for p in procs), [err for _, err in outs]
    seqs = sorted(int(line.split()[0]) for out, _ in outs for line in out.splitlines())
    assert seqs == list(range(1, 101))
    store = open_store(store_url)
    try:
        report = verify_store(store, signer.signature_verifier())
        assert report.ok and report.checked == 100
        tenants = {r.tenant for r in store.iter_records()}
        assert tenants == {"w0", "w1", "w2", "w3"}
    finally:
        store.close()


def test_sqlite_store_is_in_wal_mode(tmp_path, signer):
    db = tmp_path / "audit.db"
    AuditLog(f"sqlite:///{db}", signer).close()
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_an_anchor_detects_records_cut_off_the_end(store_url, signer):
    log = AuditLog(store_url, signer)
    recs = [log.record("triage", sample_input(i), fake_result()) for i in range(3)]
    store = log.store
    assert verify_store(store, signer.signature_verifier(), expect_head=recs[-1].hash).ok

    def truncate(cur):
        if store.dialect == "sqlite":
            cur.execute("DROP TRIGGER audit_records_no_delete")
        else:
            cur.execute("ALTER TABLE audit_records DISABLE TRIGGER USER")
        cur.execute("DELETE FROM audit_records WHERE seq = 3")

    store._exclusive(truncate)
    plain = verify_store(store, signer.signature_verifier())
    anchored = verify_store(store, signer.signature_verifier(), expect_head=recs[-1].hash)
    log.close()
    assert plain.ok  # a chain alone cannot see a cut end ...
    assert not anchored.ok and "no longer contains the expected record" in anchored.reason
    assert anchored.checked == 2


def test_verify_cli_expect_head(tmp_path, signer):
    url = f"sqlite:///{tmp_path / 'audit.db'}"
    log = AuditLog(url, signer)
    rec = log.record("triage", sample_input(), fake_result())
    log.close()
    pub = _write_key_files(tmp_path, signer)
    base = ["audit", "verify", "--store", url, "--public-key", str(pub)]
    ok = CliRunner().invoke(main, [*base, "--expect-head", rec.hash])
    assert ok.exit_code == 0 and rec.hash in ok.output
    bad = CliRunner().invoke(main, [*base, "--expect-head", "f" * 64])
    assert bad.exit_code == 1 and "no longer contains" in bad.output
