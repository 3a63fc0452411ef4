"""The audit log: every verdict kept, tamper-evident, reproducible and reviewable.

Records are canonical JSON, chained by sha256 and signed with Ed25519; they
live in an append-only store chosen by URL (``sqlite:///...`` or
``postgresql://...``). ``verify_store`` checks the chain and signatures,
``replay`` re-runs stored inputs with the current version, and
``export_labels`` turns reviewer labels into labelled JSONL.
"""

from groundtrace.audit.integrity import VerifyReport, verify_store
from groundtrace.audit.labels import LabelExport, export_labels
from groundtrace.audit.log import AuditLog
from groundtrace.audit.record import AuditRecord, RecordDraft
from groundtrace.audit.replay import ReplayChange, ReplayReport, replay
from groundtrace.audit.signing import (
    SignatureVerifier,
    Signer,
    load_signature_verifier,
    load_signer,
    write_keypair,
)
from groundtrace.audit.store import AuditStore, QueueQuery, open_store
from groundtrace.operations import run_operation, run_triage, supported_operations

__all__ = [
    "AuditLog",
    "AuditRecord",
    "AuditStore",
    "LabelExport",
    "QueueQuery",
    "RecordDraft",
    "ReplayChange",
    "ReplayReport",
    "SignatureVerifier",
    "Signer",
    "VerifyReport",
    "export_labels",
    "load_signature_verifier",
    "load_signer",
    "open_store",
    "replay",
    "run_operation",
    "run_triage",
    "supported_operations",
    "verify_store",
    "write_keypair",
]
