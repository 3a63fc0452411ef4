"""AuditLog: turn evaluations and reviewer labels into signed, chained records."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal

from groundtrace.audit.record import AuditRecord, RecordDraft, check_optional_text
from groundtrace.audit.signing import Signer
from groundtrace.audit.store import AuditStore, open_store
from groundtrace.canonical import canonical_json, sha256_hex
from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.operations import (
    OperationInput,
    decision_of,
    prepare_input,
    provenance_of,
    run_operation,
)

if TYPE_CHECKING:
    from groundtrace.encoders.base import EncoderLike

__all__ = [
    "INPUT_POLICIES",
    "MAX_NOTE_CHARS",
    "REDACT_MIN_CHARS",
    "AuditLog",
    "encoder_name",
    "redact_input_text",
]

#: ``full`` keeps the input (replayable, reviewable); ``sha256`` keeps only
#: its hash, for deployments where answers may not be stored.
INPUT_POLICIES = ("full", "sha256")
#: Longest reviewer note kept; longer notes are refused, not cut.
MAX_NOTE_CHARS = 4000
#: In ``sha256`` mode, strings of the verdict at least this long that occur
#: verbatim in the input (claim texts, evidence spans, echoed answers) are
#: replaced by their hash; shorter ones (numbers, single words) carry too
#: little of the input to matter and keep the verdict readable.
REDACT_MIN_CHARS = 8


def redact_input_text(value: Any, texts: list[str]) -> Any:
    """Replace every string of ``value`` found verbatim in ``texts`` by its sha256."""
    if isinstance(value, str):
        if len(value) >= REDACT_MIN_CHARS and any(value in t for t in texts):
            return f"[redacted sha256:{sha256_hex(value)}]"
        return value
    if isinstance(value, dict):
        return {k: redact_input_text(v, texts) for k, v in value.items()}
    if isinstance(value, list):
        return [redact_input_text(v, texts) for v in value]
    return value


def encoder_name(encoder: EncoderLike) -> str | None:
    """The name stored in a record's config: a registry name, or the encoder's ``.name``."""
    if encoder is None or isinstance(encoder, str):
        return encoder
    return str(getattr(encoder, "name", type(encoder).__name__))


class AuditLog:
    """Records every evaluation and every label in an append-only store.

    Args:
        store: an :class:`AuditStore` or a store URL.
        signer: the Ed25519 :class:`Signer` that signs each record.
        store_inputs: ``full`` (default) or ``sha256``: the input is kept only as its
            hash, and every verbatim copy of input text (claims, evidence spans,
            echoed answers; at least ``REDACT_MIN_CHARS`` long) in the stored verdict
            is replaced by its hash too.
    """

    def __init__(
        self,
        store: AuditStore | str,
        signer: Signer,
        *,
        store_inputs: Literal["full", "sha256"] = "full",
    ) -> None:
        if store_inputs not in INPUT_POLICIES:
            raise InvalidInput(
                f"store_inputs must be one of {INPUT_POLICIES}, got {store_inputs!r}"
            )
        if not isinstance(signer, Signer):
            raise InvalidType(f"signer must be a Signer, got {type(signer).__name__}")
        self.store = open_store(store) if isinstance(store, str) else store
        self.signer = signer
        self.store_inputs = store_inputs

    def record(
        self,
        operation: str,
        data: Mapping[str, Any] | OperationInput,
        result: Mapping[str, Any],
        *,
        encoder: EncoderLike = None,
        policy: str | None = None,
        index: str | None = None,
        trace_id: str | None = None,
        tenant: str | None = None,
    ) -> AuditRecord:
        """Append the record of one finished evaluation.

        ``data`` is the input, raw or prepared once by
        :func:`~groundtrace.operations.prepare_input`; ``result`` the verdict's
        ``to_dict()``. The stored body holds the input (or only
        its sha256), the result, its provenance and the config to replay it
        (encoder name, policy file).
        """
        item = prepare_input(operation, data).to_dict()
        result_json = json.loads(canonical_json(result))
        decision = decision_of(operation, result_json)
        if self.store_inputs == "sha256":
            texts = [v for k, v in item.items()
                     if k in ("question", "response", "context", "message") and v]
            result_json = redact_input_text(result_json, texts)
        body = {
            "operation": operation,
            "input": item if self.store_inputs == "full" else None,
            "input_sha256": sha256_hex(canonical_json(item)),
            "result": result_json,
            "provenance": provenance_of(operation, result_json, encoder=encoder, policy=policy),
            "config": {"encoder": encoder_name(encoder), "policy": policy,
                       "store_inputs": self.store_inputs,
                       **({"index": index} if index is not None else {})},
        }
        draft = RecordDraft(
            kind="verdict",
            body=body,
            tenant=tenant,
            trace_id=trace_id,
            decision=decision,
        )
        return self.store.append(draft, self.signer)

    def run(
        self,
        operation: str,
        data: Mapping[str, Any] | OperationInput,
        *,
        encoder: EncoderLike = None,
        policy: str | None = None,
        index: str | None = None,
        trace_id: str | None = None,
        tenant: str | None = None,
    ) -> tuple[dict[str, Any], AuditRecord]:
        """Run ``operation`` on ``data`` and record it; returns ``(result, record)``."""
        check_optional_text(tenant, "tenant")
        check_optional_text(trace_id, "trace_id")
        prepared = prepare_input(operation, data)  # validated once, run and stored as is
        result = run_operation(operation, prepared, encoder=encoder, policy=policy, index=index)
        record = self.record(
            operation, prepared, result, encoder=encoder, policy=policy, index=index,
            trace_id=trace_id, tenant=tenant,
        )
        return result, record

    def label(
        self,
        record_id: str,
        *,
        grounded: bool,
        note: str | None = None,
        reviewer: str | None = None,
    ) -> AuditRecord:
        """Append a reviewer's label for verdict record ``record_id``.

        Labels are records of their own; a later label of the same record
        supersedes an earlier one (both stay in the log).

        Raises:
            InvalidInput: the record does not exist or is not a verdict, or the note is too long.
        """
        if not isinstance(grounded, bool):
            raise InvalidType(f"grounded must be True or False, got {grounded!r}")
        if note is not None:
            if not isinstance(note, str):
                raise InvalidType(f"note must be a string, got {type(note).__name__}")
            if len(note) > MAX_NOTE_CHARS:
                raise InvalidInput(
                    f"note must be at most {MAX_NOTE_CHARS} characters, got {len(note)}"
                )
            note = note.strip() or None
        reviewer = check_optional_text(reviewer or None, "reviewer")
        subject = self.store.get(record_id)
        if subject is None:
            raise InvalidInput(f"no audit record with id {record_id!r}")
        if subject.kind != "verdict":
            raise InvalidInput(
                f"record {record_id!r} is a {subject.kind} record; only verdicts are labelled"
            )
        body = {
            # 1 = not grounded, as in the labelled JSONL schema used by `groundtrace fit`.
            "label": 0 if grounded else 1,
            "grounded": grounded,
            "note": note,
            "reviewer": reviewer,
            "subject_hash": subject.hash,
        }
        draft = RecordDraft(
            kind="label", body=body, tenant=subject.tenant, trace_id=subject.trace_id,
            subject_id=subject.id,
        )
        return self.store.append(draft, self.signer)

    def close(self) -> None:
        self.store.close()
