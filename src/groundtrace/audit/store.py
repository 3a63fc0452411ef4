"""The audit store protocol and the factory that picks a store from a URL.

``sqlite:///relative.db``, ``sqlite:////absolute/path.db`` or
``sqlite:///:memory:`` give the embedded store; ``postgresql://...`` (or
``postgres://...``) gives PostgreSQL through psycopg 3 (extra ``postgres``).
Stores only append and read: there is no update and no delete.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, Protocol, runtime_checkable

from groundtrace.audit.record import (
    DECISIONS,
    AuditRecord,
    RecordDraft,
    check_optional_text,
    format_timestamp,
    parse_timestamp,
)
from groundtrace.errors import ConfigurationError, InvalidInput, InvalidType

if TYPE_CHECKING:
    from groundtrace.audit.signing import Signer

__all__ = ["AuditStore", "QueueQuery", "open_store"]

#: Largest page the review queue returns at once.
MAX_QUEUE_LIMIT = 500


@dataclass(frozen=True)
class QueueQuery:
    """Which verdict records the review queue shows.

    ``status`` is ``pending`` (no label yet), ``labelled`` or ``all``;
    ``date_from`` / ``date_to`` are dates or ISO times (``date_to`` is
    exclusive; a bare date means the whole day).
    """

    decisions: tuple[str, ...] = ("REVIEW", "FAIL")
    tenant: str | None = None
    date_from: str | None = None
    date_to: str | None = None
    status: Literal["pending", "labelled", "all"] = "pending"
    limit: int = 50
    offset: int = 0
    _bounds: tuple[str | None, str | None] = field(default=(None, None), repr=False)

    def __post_init__(self) -> None:
        if isinstance(self.decisions, str) or not isinstance(self.decisions, Iterable):
            raise InvalidType(f"decisions must be a tuple of names, got {self.decisions!r}")
        decisions = tuple(self.decisions)
        bad = [d for d in decisions if d not in DECISIONS]
        if bad or not decisions:
            raise InvalidInput(
                f"decisions must be a non-empty subset of {DECISIONS}, got {decisions!r}"
            )
        object.__setattr__(self, "decisions", decisions)
        check_optional_text(self.tenant, "tenant")
        if self.status not in ("pending", "labelled", "all"):
            raise InvalidInput(f"status must be pending, labelled or all, got {self.status!r}")
        for name, value, lo in (("limit", self.limit, 1), ("offset", self.offset, 0)):
            if not isinstance(value, int) or isinstance(value, bool) or value < lo:
                raise InvalidInput(f"{name} must be an integer >= {lo}, got {value!r}")
        if self.limit > MAX_QUEUE_LIMIT:
            raise InvalidInput(f"limit must be at most {MAX_QUEUE_LIMIT}, got {self.limit}")
        lo_ts = None if not self.date_from else format_timestamp(parse_timestamp(self.date_from))
        hi_ts = None
        if self.date_to:
            hi = parse_timestamp(self.date_to)
            if len(self.date_to.strip()) == 10:  # a bare date: include that whole day
                from datetime import timedelta

                hi = hi + timedelta(days=1)
            hi_ts = format_timestamp(hi)
        object.__setattr__(self, "_bounds", (lo_ts, hi_ts))

    @property
    def bounds(self) -> tuple[str | None, str | None]:
        """``created_at`` bounds as stored timestamps: ``[from, to)``."""
        return self._bounds


@runtime_checkable
class AuditStore(Protocol):
    """Append-only storage of chained, signed audit records."""

    url: str

    def append(self, draft: RecordDraft, signer: Signer) -> AuditRecord:
        """Seal ``draft`` as the next record of the chain and commit it."""
        ...

    def get(self, record_id: str) -> AuditRecord | None: ...

    def iter_records(
        self, *, since: str | None = None, kind: str | None = None
    ) -> Iterator[AuditRecord]:
        """Records in chain order, streamed; ``since`` is a stored timestamp."""
        ...

    def queue(self, query: QueueQuery) -> list[AuditRecord]: ...

    def count_queue(self, query: QueueQuery) -> int: ...

    def labels_for(self, record_ids: Iterable[str]) -> dict[str, list[AuditRecord]]: ...

    def count(self) -> int: ...

    def applied_migrations(self) -> list[tuple[str, str]]: ...

    def close(self) -> None: ...


def open_store(url: str, *, read_only: bool = False) -> AuditStore:
    """Open the store at ``url``.

    By default the store is created and migrated if needed (what a writer
    wants). With ``read_only=True`` (what verify, replay, show and label
    export use) nothing is created or changed: the store must exist and hold
    this version's audit schema, so a mistyped path fails instead of reading
    as an empty, valid log.

    Raises:
        ConfigurationError: the URL scheme is unknown, the store cannot be opened,
            or (read-only) it does not exist or holds no audit schema.
        MissingDependency: ``postgresql://`` without the ``postgres`` extra.
    """
    if not isinstance(url, str):
        raise InvalidType(f"store URL must be a string, got {type(url).__name__}")
    if url.startswith("sqlite:///"):
        from groundtrace.audit.sqlite_store import SQLiteStore

        return SQLiteStore(url, read_only=read_only)
    if url.startswith(("postgresql://", "postgres://")):
        from groundtrace.audit.postgres_store import PostgresStore

        return PostgresStore(url, read_only=read_only)
    raise ConfigurationError(
        f"unknown audit store URL {url!r}; use sqlite:///path.db, sqlite:////abs/path.db, "
        "sqlite:///:memory: or postgresql://user@host:port/dbname"
    )
