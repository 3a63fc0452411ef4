"""SQLite's immediate BUSY answers: opening a new store from many processes at once."""

from __future__ import annotations

import multiprocessing as mp
import sqlite3
from pathlib import Path

import pytest

from groundtrace.audit import sqlite_store
from groundtrace.audit.sqlite_store import SQLiteStore, _retry_busy


def _busy() -> sqlite3.OperationalError:
    exc = sqlite3.OperationalError("database is locked")
    exc.sqlite_errorcode = sqlite3.SQLITE_BUSY  # type: ignore[attr-defined]
    return exc


def test_busy_is_retried_until_it_clears(monkeypatch):
    monkeypatch.setattr(sqlite_store, "_RETRY_FIRST_S", 0.0)
    answers = [_busy(), _busy(), "done"]

    def step():
        answer = answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    assert _retry_busy(step) == "done"
    assert answers == []


def test_other_errors_and_a_busy_past_the_deadline_are_raised():
    calls = []

    def broken():
        calls.append(1)
        raise sqlite3.OperationalError("no such table: audit_records")

    with pytest.raises(sqlite3.OperationalError, match="no such table"):
        _retry_busy(broken)
    assert len(calls) == 1

    def always_busy():
        raise _busy()

    with pytest.raises(sqlite3.OperationalError, match="locked"):
        _retry_busy(always_busy, timeout_s=0.05)


def _open_at_once(path: str, barrier, errors) -> None:
    barrier.wait()
    try:
        SQLiteStore(f"sqlite:///{path}").close()
    except Exception as exc:  # reported to the parent, which fails the test
        errors.put(repr(exc))


def test_eight_processes_creating_one_store_at_once_all_open_it(tmp_path: Path):
    # Before the retry, about one round in ten had a process fail with
    # "database is locked" while the file was switched to WAL mode.
    ctx = mp.get_context("fork")
    errors = ctx.Queue()
    for round_no in range(20):
        path = str(tmp_path / f"race{round_no}.db")
        barrier = ctx.Barrier(8)
        procs = [ctx.Process(target=_open_at_once, args=(path, barrier, errors)) for _ in range(8)]
        for p in procs:
            p.start()
        for p in procs:
            p.join(timeout=120)
        assert all(p.exitcode == 0 for p in procs)
    found = []
    while not errors.empty():
        found.append(errors.get())
    assert found == []
