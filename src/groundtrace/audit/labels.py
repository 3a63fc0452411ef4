"""Export reviewer labels as labelled JSONL for ``groundtrace fit``.

The rows follow the schema of the project's labelled data: ``id``,
``dataset``, ``split``, ``task``, ``question``, ``context``, ``response``,
``label`` (1 = not grounded), ``spans`` and ``meta``. When a record was
labelled more than once the latest label wins.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import IO, Any

from groundtrace.audit.record import AuditRecord

__all__ = ["EXPORT_DATASET", "EXPORT_SPLIT", "LabelExport", "export_labels", "label_row"]

EXPORT_DATASET = "groundtrace-review"
EXPORT_SPLIT = "review"


@dataclass(frozen=True)
class LabelExport:
    """What an export wrote: rows, and labelled records left out because
    only the sha256 of their input was stored."""

    written: int
    skipped_no_input: int
    superseded: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "written": self.written,
            "skipped_no_input": self.skipped_no_input,
            "superseded": self.superseded,
        }


def label_row(subject: AuditRecord, label: AuditRecord) -> dict[str, Any] | None:
    """One labelled JSONL row, or None when the subject's input was not stored."""
    data = subject.body.get("input")
    if not isinstance(data, dict):
        return None
    meta_in = data.get("metadata") or {}
    task = meta_in.get("task") if isinstance(meta_in.get("task"), str) else None
    if task is None:
        task = "qa" if data.get("question") else "summarization"
    return {
        "id": subject.id,
        "dataset": EXPORT_DATASET,
        "split": EXPORT_SPLIT,
        "task": task,
        "question": data.get("question") or data.get("message") or "",
        "context": data.get("context") or "",
        "response": data["response"],
        "label": int(label.body["label"]),
        # Reviewers judge the whole answer; they do not mark character spans.
        "spans": [],
        "meta": {
            "tenant": subject.tenant,
            "trace_id": subject.trace_id,
            "decision": subject.decision,
            "record_hash": subject.hash,
            "label_record_id": label.id,
            "labelled_at": label.created_at,
            "reviewer": label.body.get("reviewer"),
            "note": label.body.get("note"),
            "metadata": meta_in,
        },
    }


def export_labels(store: Any, out: IO[str]) -> LabelExport:
    """Write one JSONL row per labelled record (latest label wins), in label order."""
    latest: dict[str, AuditRecord] = {}
    total = 0
    for rec in store.iter_records(kind="label"):
        total += 1
        latest.pop(rec.subject_id or "", None)  # re-insert so order follows the latest label
        latest[rec.subject_id or ""] = rec
    written = skipped = 0
    for subject_id, label in latest.items():
        subject = store.get(subject_id)
        row = None if subject is None else label_row(subject, label)
        if row is None:
            skipped += 1
            continue
        out.write(json.dumps(row, ensure_ascii=False, sort_keys=True, allow_nan=False) + "\n")
        written += 1
    return LabelExport(written=written, skipped_no_input=skipped, superseded=total - len(latest))
