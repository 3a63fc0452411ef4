"""What the SQLite and PostgreSQL stores share: queries, row mapping, migrations.

A concrete store provides a connection, its placeholder style and one
method that runs a function inside a *chain-exclusive* transaction (SQLite:
``BEGIN IMMEDIATE``; PostgreSQL: a transaction-level advisory lock). Reading
the chain head and inserting the next record happen in that transaction, so
concurrent writers, in threads or processes, never fork the chain.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, TypeVar

from groundtrace.audit.migrations import MIGRATIONS
from groundtrace.audit.record import GENESIS_HASH, AuditRecord, RecordDraft, format_timestamp, seal
from groundtrace.errors import ConfigurationError, InvalidType

if TYPE_CHECKING:
    from groundtrace.audit.signing import Signer
    from groundtrace.audit.store import QueueQuery

__all__ = ["SQLStoreBase"]

T = TypeVar("T")

COLUMNS = (
    "seq", "id", "kind", "created_at", "tenant", "trace_id", "decision", "subject_id",
    "content", "prev_hash", "hash", "signature", "key_id",
)
_SELECT = f"SELECT {', '.join(COLUMNS)} FROM audit_records"
#: Rows fetched per round trip when streaming the whole log.
PAGE = 1000


class SQLStoreBase:
    """Shared SQL for the audit stores; subclasses supply the connection."""

    url: str
    dialect: str  # "sqlite" | "postgres"
    ph: str  # placeholder: "?" or "%s"

    def __init__(self) -> None:
        # One connection per store object, used by one thread at a time.
        self._lock = threading.RLock()

    # -- hooks -------------------------------------------------------------
    def _exclusive(self, fn: Callable[[Any], T]) -> T:  # pragma: no cover - abstract
        raise NotImplementedError

    def _read(  # pragma: no cover - abstract
        self, sql: str, params: Sequence[Any] = ()
    ) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    # -- migrations --------------------------------------------------------
    def _migrate(self) -> None:
        def run(cur: Any) -> None:
            cur.execute(
                "CREATE TABLE IF NOT EXISTS audit_migrations ("
                "seq INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, applied_at TEXT NOT NULL)"
            )
            cur.execute("SELECT name FROM audit_migrations ORDER BY seq")
            applied = [r[0] for r in cur.fetchall()]
            known = [m.name for m in MIGRATIONS]
            if applied != known[: len(applied)]:
                raise ConfigurationError(
                    f"audit store {self.url} has migrations {applied}, which this groundtrace "
                    f"does not know (it knows {known}); upgrade groundtrace"
                )
            for i, migration in enumerate(MIGRATIONS[len(applied):], start=len(applied) + 1):
                for statement in getattr(migration, self.dialect):
                    cur.execute(statement)
                cur.execute(
                    f"INSERT INTO audit_migrations (seq, name, applied_at) "
                    f"VALUES ({self.ph}, {self.ph}, {self.ph})",
                    (i, migration.name, format_timestamp(datetime.now(UTC))),
                )

        self._exclusive(run)

    def _check_schema(self) -> None:
        """For a store opened read-only: fail unless it holds this version's audit schema.

        Nothing is created or migrated, so a mistyped path or a database of
        another application is reported instead of being read as an empty,
        valid log. The connection is closed when the check fails.
        """
        try:
            self._check_schema_tables()
        except BaseException:
            self.close()
            raise

    def _check_schema_tables(self) -> None:
        tables = self._tables()
        if "audit_migrations" not in tables or "audit_records" not in tables:
            raise ConfigurationError(
                f"{self.url} is not a groundtrace audit store (no audit tables in it); "
                "check the path or URL"
            )
        applied = [name for name, _ in self.applied_migrations()]
        known = [m.name for m in MIGRATIONS]
        if applied != known:
            if applied == known[: len(applied)]:
                raise ConfigurationError(
                    f"audit store {self.url} has migrations {applied} of {known}; open it once "
                    "read-write (for example with `groundtrace serve`) to bring it up to date"
                )
            raise ConfigurationError(
                f"audit store {self.url} has migrations {applied}, which this groundtrace "
                f"does not know (it knows {known}); upgrade groundtrace"
            )

    def _tables(self) -> set[str]:  # pragma: no cover - abstract
        raise NotImplementedError

    def applied_migrations(self) -> list[tuple[str, str]]:
        """``(name, applied_at)`` of every applied migration, in order."""
        rows = self._read("SELECT name, applied_at FROM audit_migrations ORDER BY seq")
        return [(r[0], r[1]) for r in rows]

    # -- writes ------------------------------------------------------------
    def append(self, draft: RecordDraft, signer: Signer) -> AuditRecord:
        """Seal ``draft`` as the next record and commit it in one transaction."""
        if not isinstance(draft, RecordDraft):
            raise InvalidType(f"append needs a RecordDraft, got {type(draft).__name__}")
        ph = self.ph

        def run(cur: Any) -> AuditRecord:
            cur.execute("SELECT seq, hash FROM audit_records ORDER BY seq DESC LIMIT 1")
            head = cur.fetchone()
            seq, prev = (1, GENESIS_HASH) if head is None else (int(head[0]) + 1, head[1])
            record = seal(draft, seq=seq, prev_hash=prev, signer=signer)
            row = record.row()
            cur.execute(
                f"INSERT INTO audit_records ({', '.join(COLUMNS)}) "
                f"VALUES ({', '.join([ph] * len(COLUMNS))})",
                tuple(row[c] for c in COLUMNS),
            )
            return record

        return self._exclusive(run)

    # -- reads -------------------------------------------------------------
    @staticmethod
    def _record(row: Sequence[Any]) -> AuditRecord:
        return AuditRecord.from_row(dict(zip(COLUMNS, row, strict=True)))

    def get(self, record_id: str) -> AuditRecord | None:
        if not isinstance(record_id, str):
            raise InvalidType(f"record id must be a string, got {type(record_id).__name__}")
        rows = self._read(f"{_SELECT} WHERE id = {self.ph}", (record_id,))
        return self._record(rows[0]) if rows else None

    def raw_rows(self, *, after_seq: int = 0, limit: int = PAGE) -> list[dict[str, Any]]:
        """Stored columns as they are, without parsing: what verification reads."""
        rows = self._read(
            f"{_SELECT} WHERE seq > {self.ph} ORDER BY seq LIMIT {int(limit)}", (after_seq,)
        )
        return [dict(zip(COLUMNS, r, strict=True)) for r in rows]

    def iter_records(
        self, *, since: str | None = None, kind: str | None = None
    ) -> Iterator[AuditRecord]:
        last = 0
        while True:
            where = [f"seq > {self.ph}"]
            params: list[Any] = [last]
            if since is not None:
                where.append(f"created_at >= {self.ph}")
                params.append(since)
            if kind is not None:
                where.append(f"kind = {self.ph}")
                params.append(kind)
            rows = self._read(
                f"{_SELECT} WHERE {' AND '.join(where)} ORDER BY seq LIMIT {PAGE}", params
            )
            if not rows:
                return
            for row in rows:
                yield self._record(row)
            last = int(rows[-1][0])

    def _queue_where(self, query: QueueQuery) -> tuple[str, list[Any]]:
        ph = self.ph
        where = ["r.kind = 'verdict'", f"r.decision IN ({', '.join([ph] * len(query.decisions))})"]
        params: list[Any] = list(query.decisions)
        if query.tenant is not None:
            where.append(f"r.tenant = {ph}")
            params.append(query.tenant)
        lo, hi = query.bounds
        if lo is not None:
            where.append(f"r.created_at >= {ph}")
            params.append(lo)
        if hi is not None:
            where.append(f"r.created_at < {ph}")
            params.append(hi)
        labelled = (
            "EXISTS (SELECT 1 FROM audit_records l WHERE l.kind = 'label' AND l.subject_id = r.id)"
        )
        if query.status == "pending":
            where.append(f"NOT {labelled}")
        elif query.status == "labelled":
            where.append(labelled)
        return " AND ".join(where), params

    def queue(self, query: QueueQuery) -> list[AuditRecord]:
        """Verdict records for review, newest first."""
        where, params = self._queue_where(query)
        cols = ", ".join(f"r.{c}" for c in COLUMNS)
        rows = self._read(
            f"SELECT {cols} FROM audit_records r WHERE {where} ORDER BY r.seq DESC "
            f"LIMIT {int(query.limit)} OFFSET {int(query.offset)}",
            params,
        )
        return [self._record(r) for r in rows]

    def count_queue(self, query: QueueQuery) -> int:
        where, params = self._queue_where(query)
        return int(self._read(f"SELECT COUNT(*) FROM audit_records r WHERE {where}", params)[0][0])

    def labels_for(self, record_ids: Iterable[str]) -> dict[str, list[AuditRecord]]:
        """Label records of each given verdict record, oldest first."""
        ids = list(dict.fromkeys(record_ids))
        out: dict[str, list[AuditRecord]] = {i: [] for i in ids}
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            rows = self._read(
                f"{_SELECT} WHERE kind = 'label' AND subject_id IN "
                f"({', '.join([self.ph] * len(chunk))}) ORDER BY seq",
                chunk,
            )
            for row in rows:
                rec = self._record(row)
                out[rec.subject_id or ""].append(rec)
        return out

    def count(self) -> int:
        return int(self._read("SELECT COUNT(*) FROM audit_records")[0][0])

    def __enter__(self) -> SQLStoreBase:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError
