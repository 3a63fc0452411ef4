"""Check a whole audit log: every hash, every link, every signature."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from groundtrace.audit.record import GENESIS_HASH, INDEXED_FIELDS
from groundtrace.audit.signing import SignatureVerifier
from groundtrace.canonical import sha256_hex

__all__ = ["VerifyReport", "check_row", "verify_store"]


@dataclass(frozen=True)
class VerifyReport:
    """Outcome of :func:`verify_store`.

    ``ok`` is true when every record checked out. Otherwise ``broken_seq`` /
    ``broken_id`` name the *first* broken record and ``reason`` says what
    is wrong; records after it are not trusted and not checked.
    """

    ok: bool
    checked: int
    head_hash: str | None
    broken_seq: int | None = None
    broken_id: str | None = None
    reason: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "checked": self.checked,
            "head_hash": self.head_hash,
            "broken_seq": self.broken_seq,
            "broken_id": self.broken_id,
            "reason": self.reason,
        }


def check_row(
    row: Mapping[str, Any], *, expected_seq: int, prev_hash: str, verifier: SignatureVerifier
) -> str | None:
    """None when ``row`` is intact and follows ``prev_hash``; else what is wrong."""
    if row["seq"] != expected_seq:
        return f"chain gap: expected seq {expected_seq}, found {row['seq']} (records were removed)"
    content = row["content"]
    if not isinstance(content, str) or sha256_hex(content) != row["hash"]:
        return "content does not match its hash: the record was altered"
    if row["prev_hash"] != prev_hash:
        return "prev_hash does not match the hash of the record before it"
    try:
        fields = json.loads(content)
    except json.JSONDecodeError:
        return "content is not valid JSON"
    if not isinstance(fields, dict):
        return "content is not a JSON object"
    if fields.get("prev_hash") != prev_hash:
        return "the signed prev_hash does not match the record before it"
    for name in INDEXED_FIELDS:
        if fields.get(name) != row[name]:
            return (
                f"column {name!r} ({row[name]!r}) differs from the signed content "
                f"({fields.get(name)!r})"
            )
    return verifier.verify(row["key_id"], row["hash"], row["signature"])


def verify_store(
    store: Any,
    verifier: SignatureVerifier,
    *,
    expect_head: str | None = None,
    on_progress: Callable[[int], None] | None = None,
) -> VerifyReport:
    """Walk the chain from the first record and stop at the first broken one.

    A hash chain cannot show that records were cut off its *end*. Keep the
    head hash of an earlier verification (an anchor) and pass it as
    ``expect_head``: verification then also fails unless the intact chain
    still contains that record.

    Args:
        store: an audit store (anything with ``raw_rows(after_seq=, limit=)``).
        verifier: the trusted public keys.
        expect_head: the hash of a record the log must still contain.
        on_progress: called with the number of records checked in each page.
    """
    prev = GENESIS_HASH
    expected = 1
    checked = 0
    after = 0
    seen_anchor = expect_head is None
    while True:
        rows = store.raw_rows(after_seq=after)
        if not rows:
            break
        for row in rows:
            reason = check_row(row, expected_seq=expected, prev_hash=prev, verifier=verifier)
            if reason is not None:
                return VerifyReport(
                    ok=False, checked=checked, head_hash=None if checked == 0 else prev,
                    broken_seq=int(row["seq"]), broken_id=str(row["id"]), reason=reason,
                )
            prev = row["hash"]
            seen_anchor = seen_anchor or prev == expect_head
            expected += 1
            checked += 1
        after = int(rows[-1]["seq"])
        if on_progress is not None:
            on_progress(len(rows))
    head = None if checked == 0 else prev
    if not seen_anchor:
        return VerifyReport(
            ok=False, checked=checked, head_hash=head,
            reason=f"the log no longer contains the expected record {expect_head} "
            "(records were cut off the end, or the log was replaced)",
        )
    return VerifyReport(ok=True, checked=checked, head_hash=head)
