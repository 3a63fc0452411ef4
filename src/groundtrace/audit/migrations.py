"""Schema changes of the audit stores: named, ordered, recorded.

Each migration runs once, inside the same lock and transaction as its entry
in ``audit_migrations``, so two processes opening a new store at the same
time cannot apply one twice. Never edit a released migration: add a new one.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["MIGRATIONS", "Migration"]


@dataclass(frozen=True)
class Migration:
    name: str
    sqlite: tuple[str, ...]
    postgres: tuple[str, ...]


_RECORDS_COLUMNS = """
    id TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    created_at TEXT NOT NULL,
    tenant TEXT,
    trace_id TEXT,
    decision TEXT,
    subject_id TEXT,
    content TEXT NOT NULL,
    prev_hash TEXT NOT NULL UNIQUE,
    hash TEXT NOT NULL,
    signature TEXT NOT NULL,
    key_id TEXT NOT NULL
"""
# prev_hash is UNIQUE: two records can never claim the same predecessor, so
# even a buggy writer cannot fork the chain.

MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        "0001_create_audit_records",
        sqlite=(f"CREATE TABLE audit_records (seq INTEGER PRIMARY KEY, {_RECORDS_COLUMNS})",),
        postgres=(f"CREATE TABLE audit_records (seq BIGINT PRIMARY KEY, {_RECORDS_COLUMNS})",),
    ),
    Migration(
        "0002_append_only_triggers",
        sqlite=(
            "CREATE TRIGGER audit_records_no_update BEFORE UPDATE ON audit_records "
            "BEGIN SELECT RAISE(ABORT, 'audit records are append-only'); END",
            "CREATE TRIGGER audit_records_no_delete BEFORE DELETE ON audit_records "
            "BEGIN SELECT RAISE(ABORT, 'audit records are append-only'); END",
        ),
        postgres=(
            "CREATE FUNCTION audit_records_append_only() RETURNS trigger LANGUAGE plpgsql AS "
            "$$ BEGIN RAISE EXCEPTION 'audit records are append-only'; END $$",
            "CREATE TRIGGER audit_records_no_change BEFORE UPDATE OR DELETE ON audit_records "
            "FOR EACH ROW EXECUTE FUNCTION audit_records_append_only()",
            "CREATE TRIGGER audit_records_no_truncate BEFORE TRUNCATE ON audit_records "
            "FOR EACH STATEMENT EXECUTE FUNCTION audit_records_append_only()",
        ),
    ),
    Migration(
        "0003_review_queue_indexes",
        sqlite=(
            "CREATE INDEX audit_records_queue ON audit_records (kind, decision, created_at)",
            "CREATE INDEX audit_records_tenant ON audit_records (tenant, created_at)",
            "CREATE INDEX audit_records_subject ON audit_records (subject_id)",
        ),
        postgres=(
            "CREATE INDEX audit_records_queue ON audit_records (kind, decision, created_at)",
            "CREATE INDEX audit_records_tenant ON audit_records (tenant, created_at)",
            "CREATE INDEX audit_records_subject ON audit_records (subject_id)",
        ),
    ),
)
