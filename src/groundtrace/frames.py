"""pandas in and out (``pip install 'groundtrace[pandas]'``): verdict columns for a DataFrame.

Each function takes a DataFrame with one answer per row, turns each row into
an operation input (:func:`groundtrace.operations.prepare_input`, as the CLI
and the service do), runs the batch use case (the same code, and so the same
bits, as the single-item functions), and
returns a copy of the frame with ``gt_``-prefixed columns appended; the input
columns are kept as they are. Column names of the question, context and
response are arguments; a missing column or a bad cell is an error naming the
row (its index label).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from groundtrace.errors import InvalidInput, InvalidType, MissingDependency

if TYPE_CHECKING:
    from pathlib import Path

    import pandas as pd

    from groundtrace.calibration.bundle import Calibration
    from groundtrace.encoders.base import EncoderLike
    from groundtrace.rules import RuleSet

__all__ = ["score_frame", "triage_frame", "verify_frame"]

#: Rows per batch call: shares encoder batches, keeps memory flat on big frames.
CHUNK = 256


def _pandas() -> Any:
    try:
        import pandas
    except ImportError:
        raise MissingDependency("pandas", "pandas") from None
    return pandas


def _inputs(df: pd.DataFrame, question: str | None, context: str | None,
            response: str, operation: str) -> list[Any]:
    from groundtrace.operations import prepare_input

    pd = _pandas()
    if not isinstance(df, pd.DataFrame):
        raise InvalidType(f"expected a pandas DataFrame, got {type(df).__name__}")
    for name in (question, context, response):
        if name is not None and name not in df.columns:
            raise InvalidInput(f"the frame has no column {name!r}; columns: {list(df.columns)}")

    def text(value: Any) -> str | None:
        return None if value is None or (isinstance(value, float) and value != value) else value

    inputs = []
    for label, row in df.iterrows():
        try:
            inputs.append(prepare_input(operation, {
                "question": (text(row[question]) or "") if question else "",
                "response": text(row[response]),
                "context": (text(row[context]) or None) if context else None,
            }))
        except (InvalidInput, InvalidType) as exc:
            raise type(exc)(f"row {label!r}: {exc}") from None
    return inputs


def _with_columns(df: pd.DataFrame, rows: Sequence[dict[str, Any]]) -> pd.DataFrame:
    pd = _pandas()
    added = pd.DataFrame(list(rows), index=df.index)
    clash = [c for c in added.columns if c in df.columns]
    if clash:
        raise InvalidInput(f"the frame already has the output columns {clash}; rename them")
    return pd.concat([df, added], axis=1)


def _chunked(items: list[Any], fn: Callable[[list[Any]], list[Any]]) -> list[Any]:
    out: list[Any] = []
    for start in range(0, len(items), CHUNK):
        out += fn(items[start:start + CHUNK])
    return out


def triage_frame(
    df: pd.DataFrame, *, question: str | None = "question", context: str | None = "context",
    response: str = "response", rules: RuleSet | str | None = None,
    calibration: Calibration | str | Path | None = None,
) -> pd.DataFrame:
    """PASS / REVIEW / FAIL per row: ``gt_decision``, ``gt_probability``, ``gt_reasons``
    (JSON), the layer scores (``gt_sgi``, ``gt_dgi``, ``gt_claim_score``) and
    ``gt_verdict`` (the whole verdict as JSON, what the audit log stores).

    ``rules``: a rule set or a rule-pack name for every row; ``calibration``:
    one from ``groundtrace fit``, a path to one, or None for the bundled one.
    """
    from groundtrace.operations import triage_inputs
    from groundtrace.triage import resolve_rules

    ruleset = resolve_rules(rules)
    inputs = _inputs(df, question, context, response, "triage")
    verdicts = _chunked(inputs, lambda chunk: triage_inputs(chunk, rules=ruleset,
                                                            calibration=calibration))
    rows = []
    for v in verdicts:
        d = v.to_dict()
        g = v.grounding
        rows.append({
            "gt_decision": v.decision,
            "gt_probability": v.probability,
            "gt_reasons": json.dumps(d["reasons"], ensure_ascii=False),
            "gt_sgi": None if g.sgi is None else g.sgi.value,
            "gt_dgi": None if g.dgi is None else g.dgi.value,
            "gt_claim_score": None if v.claims is None else v.claims.score,
            "gt_verdict": json.dumps(d, ensure_ascii=False, sort_keys=True),
        })
    return _with_columns(df, rows)


def score_frame(
    df: pd.DataFrame, *, question: str | None = "question", context: str | None = "context",
    response: str = "response", encoder: EncoderLike = None,
) -> pd.DataFrame:
    """The geometric layer per row: ``gt_method``, ``gt_score``, ``gt_flagged``,
    ``gt_sgi``, ``gt_dgi``."""
    from groundtrace.operations import evaluate_inputs

    inputs = _inputs(df, question, context, response, "evaluate")
    results = _chunked(inputs, lambda chunk: evaluate_inputs(chunk, encoder=encoder))
    rows = [{"gt_method": r.method, "gt_score": r.score, "gt_flagged": r.flagged,
             "gt_sgi": None if r.sgi is None else r.sgi.value,
             "gt_dgi": None if r.dgi is None else r.dgi.value} for r in results]
    return _with_columns(df, rows)


def verify_frame(
    df: pd.DataFrame, *, question: str | None = "question", context: str = "context",
    response: str = "response", encoder: EncoderLike = None,
) -> pd.DataFrame:
    """Claim by claim per row: ``gt_level``, ``gt_claim_score``, ``gt_claims`` (count),
    ``gt_unsupported``, ``gt_contradicted`` and ``gt_answer`` (the verified answer as JSON)."""
    from groundtrace.operations import verify_inputs

    inputs = _inputs(df, question, context, response, "verify")
    answers = _chunked(inputs, lambda chunk: verify_inputs(chunk, encoder=encoder))
    rows = [{"gt_level": a.level.value, "gt_claim_score": a.score, "gt_claims": len(a.claims),
             "gt_unsupported": len(a.unsupported_claims),
             "gt_contradicted": len(a.contradicted_claims),
             "gt_answer": json.dumps(a.to_dict(), ensure_ascii=False, sort_keys=True)}
            for a in answers]
    return _with_columns(df, rows)
