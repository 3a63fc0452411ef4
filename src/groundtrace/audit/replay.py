"""Re-run stored inputs with the current groundtrace and report what would change."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from groundtrace.audit.record import AuditRecord, format_timestamp, parse_timestamp
from groundtrace.canonical import canonical_json
from groundtrace.encoders import ENCODER_NAMES
from groundtrace.errors import GroundtraceError
from groundtrace.operations import decision_of, provenance_of, run_operation

if TYPE_CHECKING:
    from groundtrace.encoders.base import EncoderLike

__all__ = ["ReplayChange", "ReplayReport", "explain_change", "replay"]


@dataclass(frozen=True)
class ReplayChange:
    """One record whose outcome would differ today, and why."""

    record_id: str
    seq: int
    operation: str
    old_decision: str | None
    new_decision: str | None
    why: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "record_id": self.record_id,
            "seq": self.seq,
            "operation": self.operation,
            "old_decision": self.old_decision,
            "new_decision": self.new_decision,
            "why": list(self.why),
        }


@dataclass(frozen=True)
class ReplayReport:
    """Outcome of :func:`replay` over the verdict records of a log."""

    checked: int
    unchanged: int
    changed: tuple[ReplayChange, ...] = ()
    skipped_no_input: tuple[str, ...] = ()
    failed: tuple[tuple[str, str], ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        return {
            "checked": self.checked,
            "unchanged": self.unchanged,
            "changed": [c.to_dict() for c in self.changed],
            "skipped_no_input": list(self.skipped_no_input),
            "failed": [{"record_id": r, "error": e} for r, e in self.failed],
        }


def _fmt(x: Any) -> str:
    return "none" if x is None else (f"{x:.6g}" if isinstance(x, float) else str(x))


def _short(value: Any, n: int = 80) -> str:
    text = canonical_json(value) if isinstance(value, dict | list) else _fmt(value)
    return text if len(text) <= n else text[: n - 1] + "…"


def _reason_texts(result: Mapping[str, Any]) -> list[str]:
    out = []
    for r in result.get("reasons") or []:
        if isinstance(r, str):
            out.append(r)
        elif isinstance(r, Mapping):
            out.append(str(r.get("message") or canonical_json(r)))
    return out


def explain_change(
    old: Mapping[str, Any],
    new: Mapping[str, Any],
    old_prov: Mapping[str, Any],
    new_prov: Mapping[str, Any],
) -> list[str]:
    """Human-readable differences between two results and what produced them."""
    why: list[str] = []
    first = ("groundtrace_version", "config_hash")
    labels = {"groundtrace_version": "groundtrace version", "config_hash": "config hash"}
    # Every provenance field that differs (models and their hashes, thresholds,
    # rule packs, calibration, policy), the version and config hash first.
    for key in [*first, *sorted(set(old_prov) | set(new_prov) - set(first))]:
        old_v, new_v = old_prov.get(key), new_prov.get(key)
        if canonical_json(old_v) != canonical_json(new_v):
            why.append(f"{labels.get(key, key)} {_short(old_v)} -> {_short(new_v)}")
    for key in ("probability", "score"):
        if (key in old or key in new) and old.get(key) != new.get(key):
            why.append(f"{key} {_fmt(old.get(key))} -> {_fmt(new.get(key))}")
    old_reasons, new_reasons = _reason_texts(old), _reason_texts(new)
    gone = [r for r in old_reasons if r not in new_reasons]
    added = [r for r in new_reasons if r not in old_reasons]
    if gone:
        why.append(f"reasons no longer given: {gone}")
    if added:
        why.append(f"new reasons: {added}")
    if not why:
        why.append("the result differs although the version, config and models are the same "
                   "(non-determinism, or a change not reflected in the config hash)")
    return why


def _encoder_for(record: AuditRecord, override: Any) -> Any:
    if override is not None:
        return override
    config = record.body.get("config") or {}
    name = config.get("encoder") if isinstance(config, Mapping) else None
    if name is None or name in ENCODER_NAMES:
        return name
    raise GroundtraceError(
        f"record was made with encoder {name!r}, which is not a built-in name "
        f"({', '.join(ENCODER_NAMES)}); replay it with an explicit encoder"
    )


def replay(
    store: Any,
    *,
    since: str | None = None,
    encoder: EncoderLike = None,
    calibration: str | None = None,
    run: Callable[..., dict[str, Any]] = run_operation,
    on_record: Callable[[AuditRecord], None] | None = None,
) -> ReplayReport:
    """Re-run every verdict record (optionally from ``since``) and compare outcomes.

    A record *changes* when its decision would differ; operations without a
    decision change when their result would differ. Records that kept only
    the input's sha256 are listed as skipped; records that fail to run are
    listed with the error.

    Args:
        store: an audit store.
        since: a date or ISO time; only records created at or after it.
        encoder: run with this encoder instead of the one each record names.
        calibration: re-decide triage records with this calibration file (from
            ``groundtrace fit``) instead of the bundled one: which past
            decisions a new calibration would change. Other operations are
            replayed as they are.
        run: the operation runner (the library's, unless testing).
        on_record: called after each record (progress).
    """
    since_ts = None if since is None else format_timestamp(parse_timestamp(since))
    checked = unchanged = 0
    changed: list[ReplayChange] = []
    skipped: list[str] = []
    failed: list[tuple[str, str]] = []
    for rec in store.iter_records(since=since_ts, kind="verdict"):
        checked += 1
        op = str(rec.body.get("operation"))
        data = rec.body.get("input")
        if not isinstance(data, Mapping):
            skipped.append(rec.id)
        else:
            try:
                enc = _encoder_for(rec, encoder)
                config = rec.body.get("config") or {}
                policy = config.get("policy") if isinstance(config, Mapping) else None
                kwargs = {"encoder": enc} if policy is None else {"encoder": enc, "policy": policy}
                run_kwargs = dict(kwargs)
                index = config.get("index") if isinstance(config, Mapping) else None
                if index is not None:
                    run_kwargs["index"] = index
                if calibration is not None and op == "triage":
                    run_kwargs["calibration"] = calibration
                new = run(op, data, **run_kwargs)
                new_prov = provenance_of(op, new, **kwargs)
            except (GroundtraceError, ValueError, TypeError) as exc:
                failed.append((rec.id, f"{type(exc).__name__}: {exc}"))
            else:
                old = rec.body.get("result") or {}
                old_prov = rec.body.get("provenance") or {}
                old_d, new_d = rec.decision, decision_of(op, new)
                differs = (old_d != new_d) if old_d is not None or new_d is not None else (
                    canonical_json(old) != canonical_json(new)
                )
                if differs:
                    why = explain_change(old, new, old_prov, new_prov)
                    if old_d != new_d:
                        why.insert(0, f"decision {old_d} -> {new_d}")
                    changed.append(ReplayChange(rec.id, rec.seq, op, old_d, new_d, tuple(why)))
                else:
                    unchanged += 1
        if on_record is not None:
            on_record(rec)
    return ReplayReport(
        checked=checked,
        unchanged=unchanged,
        changed=tuple(changed),
        skipped_no_input=tuple(skipped),
        failed=tuple(failed),
    )
