"""The PostgreSQL audit store (psycopg 3, extra ``postgres``).

Appends run in one transaction that first takes a transaction-level advisory
lock (``pg_advisory_xact_lock``) dedicated to the chain, then reads the head
and inserts: writers on any number of hosts serialise on the chain without
blocking readers, and the lock is released by COMMIT or by the server when a
client dies.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from groundtrace.audit.sql_store import SQLStoreBase
from groundtrace.errors import MissingDependency, StoreError

__all__ = ["CHAIN_LOCK_KEY", "PostgresStore"]

T = TypeVar("T")

#: Advisory lock id of the audit chain: the first 8 bytes of sha256("groundtrace-audit-chain"),
#: as a signed bigint, so it will not collide with locks chosen by other applications.
CHAIN_LOCK_KEY = int.from_bytes(
    bytes.fromhex("2ff320be550cdb27"), "big", signed=True
)


def _psycopg() -> Any:
    try:
        import psycopg
    except ImportError:  # pragma: no cover - depends on the environment
        raise MissingDependency("psycopg", "postgres") from None
    return psycopg


def _redact(url: str) -> str:
    """The URL without its password, for error messages."""
    if "@" not in url or "://" not in url:
        return url
    scheme, rest = url.split("://", 1)
    creds, host = rest.rsplit("@", 1)
    user = creds.split(":", 1)[0]
    return f"{scheme}://{user}:***@{host}" if ":" in creds else url


class PostgresStore(SQLStoreBase):
    dialect = "postgres"
    ph = "%s"

    def __init__(self, url: str, *, read_only: bool = False) -> None:
        super().__init__()
        psycopg = _psycopg()
        self.url = _redact(url)
        self.read_only = read_only
        try:
            self._conn = psycopg.connect(url, autocommit=True, connect_timeout=10)
            if read_only:
                # Every transaction of this session is read-only: the server refuses writes.
                self._conn.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
        except psycopg.Error as exc:
            raise StoreError(f"cannot open audit store {self.url}: {exc}".strip()) from None
        self._psycopg = psycopg
        if read_only:
            self._check_schema()
        else:
            self._migrate()

    def _tables(self) -> set[str]:
        rows = self._read(
            "SELECT table_name FROM information_schema.tables "
            "WHERE table_schema = current_schema()"
        )
        return {str(r[0]) for r in rows}

    def _exclusive(self, fn: Callable[[Any], T]) -> T:
        if self.read_only:
            raise StoreError(f"audit store {self.url} was opened read-only: cannot write")
        with self._lock:
            try:
                with self._conn.transaction(), self._conn.cursor() as cur:
                    cur.execute("SELECT pg_advisory_xact_lock(%s)", (CHAIN_LOCK_KEY,))
                    return fn(cur)
            except self._psycopg.Error as exc:
                raise StoreError(f"audit store {self.url}: write failed: {exc}".strip()) from None

    def _read(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            try:
                with self._conn.cursor() as cur:
                    cur.execute(sql, tuple(params))
                    return list(cur.fetchall())
            except self._psycopg.Error as exc:
                raise StoreError(f"audit store {self.url}: read failed: {exc}".strip()) from None

    def close(self) -> None:
        with self._lock:
            self._conn.close()
