"""Readers open the audit store read-only: a mistyped path is an error, never an empty valid log."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from audit_helpers import fake_result, sample_input
from click.testing import CliRunner

from groundtrace.audit import RecordDraft, open_store, verify_store
from groundtrace.cli import main
from groundtrace.errors import ConfigurationError, StoreError


def test_read_only_store_reads_and_refuses_writes(log, store_url, signer):
    rec = log.record("triage", sample_input(1), fake_result())
    store = open_store(store_url, read_only=True)
    try:
        assert store.count() == 1 and store.get(rec.id) == rec
        assert verify_store(store, signer.signature_verifier()).ok
        with pytest.raises(StoreError, match="opened read-only"):
            store.append(RecordDraft(kind="verdict", body={}, decision="PASS"), signer)
        assert store.count() == 1
    finally:
        store.close()


def test_store_never_written_is_refused_read_only(store_url):
    # sqlite: the file does not exist; postgres: the database has no audit tables.
    with pytest.raises(ConfigurationError, match=r"does not exist|not a groundtrace audit store"):
        open_store(store_url, read_only=True)
    if store_url.startswith("sqlite:///"):
        assert not Path(store_url.removeprefix("sqlite:///")).exists()


def test_database_without_audit_schema_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "other.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (x TEXT)")
    with pytest.raises(ConfigurationError, match="not a groundtrace audit store"):
        open_store(f"sqlite:///{path}", read_only=True)
    with sqlite3.connect(path) as conn:
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    assert names == {"notes"}


def test_in_memory_store_cannot_be_read(tmp_path):
    with pytest.raises(ConfigurationError, match="in-memory"):
        open_store("sqlite:///:memory:", read_only=True)


@pytest.mark.parametrize("args", [
    ["audit", "verify"],
    ["audit", "replay"],
    ["audit", "show", "some-id"],
    ["audit", "export-labels", "-o", "-"],
])
def test_audit_commands_fail_on_a_mistyped_store(tmp_path, args, monkeypatch, signer):
    public = tmp_path / "audit.key.pub"
    public.write_bytes(signer.public_pem())
    monkeypatch.setenv("GROUNDTRACE_PUBLIC_KEY_FILE", str(public))
    path = tmp_path / "typo.db"
    result = CliRunner().invoke(main, [*args[:2], "--store", f"sqlite:///{path}", *args[2:]])
    assert result.exit_code == 1, result.output
    assert "does not exist" in result.output
    assert "OK" not in result.output and "Traceback" not in result.output
    assert not path.exists()
