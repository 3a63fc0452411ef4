"""The audit record: what is kept for one evaluation or one reviewer label.

A record's *content* is canonical JSON of every field except its own hash
and signature. ``hash = sha256(content)``, and ``content`` holds the hash of
the record before it (``prev_hash``), which chains the log: changing,
removing or reordering any committed record breaks every hash after it. The
hash is signed with Ed25519, so the log cannot be rewritten and re-chained
without the private key.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal

from groundtrace.canonical import canonical_json, sha256_hex
from groundtrace.errors import DataFormatError, InvalidInput, InvalidType

if TYPE_CHECKING:
    from groundtrace.audit.signing import Signer

__all__ = [
    "DECISIONS",
    "GENESIS_HASH",
    "RECORD_FORMAT",
    "RECORD_KINDS",
    "AuditRecord",
    "RecordDraft",
    "check_optional_text",
    "format_timestamp",
    "parse_timestamp",
    "seal",
]

#: ``prev_hash`` of the first record of a log.
GENESIS_HASH = "0" * 64
#: Version of the content layout; bump it (and keep reading old ones) on change.
RECORD_FORMAT = 1
RECORD_KINDS = ("verdict", "label")
DECISIONS = ("PASS", "REVIEW", "FAIL")
#: Longest tenant / trace id accepted: they are identifiers, not documents.
MAX_ID_CHARS = 200

Kind = Literal["verdict", "label"]

#: Fields of the content that the stores also keep as columns (for queries);
#: verification checks that each column equals its content field.
INDEXED_FIELDS = ("seq", "id", "kind", "created_at", "tenant", "trace_id", "decision", "subject_id")


def format_timestamp(moment: datetime) -> str:
    """UTC ISO 8601 with microseconds and a ``Z``: sorts as text, parses back exactly."""
    if moment.tzinfo is None:
        raise InvalidInput(f"timestamps must be timezone-aware, got naive {moment.isoformat()}")
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_timestamp(value: str) -> datetime:
    """Parse a date (``2026-01-31``) or an ISO 8601 time; naive values are taken as UTC."""
    if not isinstance(value, str) or not value.strip():
        raise InvalidInput(f"expected a date like 2026-01-31 or an ISO 8601 time, got {value!r}")
    text = value.strip()
    if text.endswith("Z"):
        text = text[:-1] + "+00:00"
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise InvalidInput(
            f"expected a date like 2026-01-31 or an ISO 8601 time, got {value!r}"
        ) from None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def check_optional_text(value: object, field: str) -> str | None:
    """A tenant / trace id: None, or a non-empty string of at most MAX_ID_CHARS."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise InvalidType(f"{field} must be a string or None, got {type(value).__name__}")
    if not value.strip() or len(value) > MAX_ID_CHARS:
        raise InvalidInput(
            f"{field} must be a non-empty string of at most {MAX_ID_CHARS} characters, "
            f"got {value[:40]!r} ({len(value)} characters)"
        )
    return value


@dataclass(frozen=True)
class RecordDraft:
    """A record before the store gives it a place in the chain."""

    kind: Kind
    body: Mapping[str, Any]
    tenant: str | None = None
    trace_id: str | None = None
    decision: str | None = None
    subject_id: str | None = None
    id: str = ""

    def __post_init__(self) -> None:
        if self.kind not in RECORD_KINDS:
            raise InvalidInput(f"kind must be one of {RECORD_KINDS}, got {self.kind!r}")
        if self.decision is not None and self.decision not in DECISIONS:
            raise InvalidInput(
                f"decision must be one of {DECISIONS} or None, got {self.decision!r}"
            )
        check_optional_text(self.tenant, "tenant")
        check_optional_text(self.trace_id, "trace_id")
        if not isinstance(self.body, Mapping):
            raise InvalidType(f"body must be a mapping, got {type(self.body).__name__}")
        if not self.id:
            # uuid4: ids must not be guessable from the order of records.
            object.__setattr__(self, "id", uuid.uuid4().hex)


@dataclass(frozen=True)
class AuditRecord:
    """One committed, chained and signed record.

    ``content`` is the exact canonical text that was hashed; ``body`` is its
    parsed ``body`` field. ``signature`` is hex Ed25519 over ``hash`` and
    ``key_id`` names the key that made it.
    """

    seq: int
    id: str
    kind: str
    created_at: str
    tenant: str | None
    trace_id: str | None
    decision: str | None
    subject_id: str | None
    body: Mapping[str, Any]
    prev_hash: str
    hash: str
    signature: str
    key_id: str
    content: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "id": self.id,
            "kind": self.kind,
            "created_at": self.created_at,
            "tenant": self.tenant,
            "trace_id": self.trace_id,
            "decision": self.decision,
            "subject_id": self.subject_id,
            "body": json.loads(canonical_json(self.body)),
            "prev_hash": self.prev_hash,
            "hash": self.hash,
            "signature": self.signature,
            "key_id": self.key_id,
        }

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> AuditRecord:
        """Rebuild a record from a store row (columns + ``content``).

        The body comes from ``content``; the indexed columns are kept as the
        store returned them, so verification can compare the two.
        """
        content = row["content"]
        try:
            parsed = json.loads(content)
            body = parsed["body"] if isinstance(parsed, dict) else None
        except (json.JSONDecodeError, KeyError, TypeError):
            body = None
        if not isinstance(body, dict):
            raise DataFormatError(
                f"audit record seq={row['seq']} id={row['id']}: content is not a valid record "
                "(run `groundtrace audit verify` to locate the damage)"
            )
        return cls(
            seq=int(row["seq"]),
            id=row["id"],
            kind=row["kind"],
            created_at=row["created_at"],
            tenant=row["tenant"],
            trace_id=row["trace_id"],
            decision=row["decision"],
            subject_id=row["subject_id"],
            body=body,
            prev_hash=row["prev_hash"],
            hash=row["hash"],
            signature=row["signature"],
            key_id=row["key_id"],
            content=content,
        )

    def row(self) -> dict[str, Any]:
        """The columns a store writes."""
        return {
            "seq": self.seq,
            "id": self.id,
            "kind": self.kind,
            "created_at": self.created_at,
            "tenant": self.tenant,
            "trace_id": self.trace_id,
            "decision": self.decision,
            "subject_id": self.subject_id,
            "content": self.content,
            "prev_hash": self.prev_hash,
            "hash": self.hash,
            "signature": self.signature,
            "key_id": self.key_id,
        }


def seal(
    draft: RecordDraft,
    *,
    seq: int,
    prev_hash: str,
    signer: Signer,
    now: datetime | None = None,
) -> AuditRecord:
    """Give a draft its chain position and time, hash it and sign it.

    Stores call this inside the transaction that read ``prev_hash``, so the
    chain has no forks even with several writers.
    """
    created_at = format_timestamp(now or datetime.now(UTC))
    fields = {
        "format": RECORD_FORMAT,
        "seq": seq,
        "id": draft.id,
        "kind": draft.kind,
        "created_at": created_at,
        "tenant": draft.tenant,
        "trace_id": draft.trace_id,
        "decision": draft.decision,
        "subject_id": draft.subject_id,
        "body": draft.body,
        "prev_hash": prev_hash,
    }
    content = canonical_json(fields)
    record_hash = sha256_hex(content)
    return AuditRecord(
        seq=seq,
        id=draft.id,
        kind=draft.kind,
        created_at=created_at,
        tenant=draft.tenant,
        trace_id=draft.trace_id,
        decision=draft.decision,
        subject_id=draft.subject_id,
        body=json.loads(content)["body"],
        prev_hash=prev_hash,
        hash=record_hash,
        signature=signer.sign(record_hash),
        key_id=signer.key_id,
        content=content,
    )
