"""The embedded audit store: one SQLite file in WAL mode.

Every append is one ``BEGIN IMMEDIATE`` transaction: it takes SQLite's write
lock before reading the chain head, so several writer processes (each with
its own connection) queue up instead of forking the chain. ``synchronous=FULL``
makes a commit durable before ``append`` returns: an audit log must not lose
a record it has acknowledged, even on power loss.

SQLite answers some lock conflicts with BUSY at once, without waiting in its
busy handler: switching a new file to WAL mode while another process does the
same, or opening the file while the last connection is cleaning up its WAL.
Opening the store and starting a write retry those until the busy timeout.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from groundtrace.audit.sql_store import SQLStoreBase
from groundtrace.errors import ConfigurationError, StoreError

__all__ = ["SQLiteStore"]

T = TypeVar("T")

#: How long a writer waits for another process's transaction (seconds).
BUSY_TIMEOUT_S = 60.0

#: First and longest pause between retries of an immediate BUSY (seconds).
_RETRY_FIRST_S = 0.005
_RETRY_MAX_S = 0.2


def _is_busy(exc: sqlite3.Error) -> bool:
    code = getattr(exc, "sqlite_errorcode", None)
    return code is not None and code & 0xFF == sqlite3.SQLITE_BUSY


def _retry_busy(fn: Callable[[], T], timeout_s: float = BUSY_TIMEOUT_S) -> T:
    """``fn()``, tried again while SQLite answers BUSY, for up to ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    pause = _RETRY_FIRST_S
    while True:
        try:
            return fn()
        except sqlite3.Error as exc:
            if not _is_busy(exc) or time.monotonic() + pause > deadline:
                raise
        time.sleep(pause)
        pause = min(pause * 2, _RETRY_MAX_S)


def sqlite_path(url: str) -> str:
    """``sqlite:///rel.db`` -> ``rel.db``; ``sqlite:////abs.db`` -> ``/abs.db``."""
    path = url[len("sqlite:///"):]
    if not path:
        raise ConfigurationError(f"SQLite store URL {url!r} has no path; use sqlite:///path.db")
    if "?" in path:
        raise ConfigurationError(f"SQLite store URL {url!r} must not carry options (?...)")
    return path


class SQLiteStore(SQLStoreBase):
    dialect = "sqlite"
    ph = "?"

    def __init__(self, url: str, *, read_only: bool = False) -> None:
        super().__init__()
        self.url = url
        self.path = sqlite_path(url)
        self.read_only = read_only
        if self.path != ":memory:":
            parent = Path(self.path).resolve().parent
            if not parent.is_dir():
                raise ConfigurationError(
                    f"cannot open audit store {url}: {parent} is not a directory"
                )
        if read_only:
            self._conn = self._connect_read_only()
            self._check_schema()
            return
        try:
            self._conn = sqlite3.connect(
                self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False
            )
            self._conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
            if self.path != ":memory:":
                mode = _retry_busy(
                    lambda: self._conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
                )
                if str(mode).lower() != "wal":
                    raise ConfigurationError(f"cannot put {self.path} in WAL mode (got {mode!r})")
            _retry_busy(lambda: self._conn.execute("PRAGMA synchronous = FULL"))
        except sqlite3.Error as exc:
            raise StoreError(f"cannot open audit store {url}: {exc}") from None
        self._migrate()

    def _connect_read_only(self) -> sqlite3.Connection:
        """A connection that can neither create the file nor write to it."""
        if self.path == ":memory:":
            raise ConfigurationError(
                "an in-memory audit store (sqlite:///:memory:) is empty when opened read-only; "
                "give the path of an existing store"
            )
        path = Path(self.path)
        if not path.is_file():
            raise ConfigurationError(
                f"audit store {self.url} does not exist ({path.resolve()} is not a file); "
                "check the path"
            )
        try:
            conn = sqlite3.connect(
                f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_S,
                isolation_level=None, check_same_thread=False,
            )
            conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
            conn.execute("SELECT name FROM sqlite_master LIMIT 1").fetchall()
        except sqlite3.Error as exc:
            raise StoreError(f"cannot open audit store {self.url} read-only: {exc}") from None
        return conn

    def _tables(self) -> set[str]:
        rows = self._read("SELECT name FROM sqlite_master WHERE type = 'table'")
        return {str(r[0]) for r in rows}

    def _exclusive(self, fn: Callable[[Any], T]) -> T:
        if self.read_only:
            raise StoreError(f"audit store {self.url} was opened read-only: cannot write")
        with self._lock:
            cur = self._conn.cursor()
            try:
                _retry_busy(lambda: cur.execute("BEGIN IMMEDIATE"))
            except sqlite3.Error as exc:
                raise StoreError(f"audit store {self.url}: cannot start a write: {exc}") from None
            try:
                result = fn(cur)
                cur.execute("COMMIT")
            except BaseException as exc:
                # The failed statement may already have ended the transaction.
                with contextlib.suppress(sqlite3.Error):
                    cur.execute("ROLLBACK")
                if isinstance(exc, sqlite3.Error):
                    raise StoreError(f"audit store {self.url}: write failed: {exc}") from None
                raise
            finally:
                cur.close()
            return result

    def _read(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            try:
                return list(self._conn.execute(sql, tuple(params)).fetchall())
            except sqlite3.Error as exc:
                raise StoreError(f"audit store {self.url}: read failed: {exc}") from None

    def close(self) -> None:
        with self._lock:
            self._conn.close()
