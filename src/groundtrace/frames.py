"""pandas in and out (``pip install 'groundtrace[pandas]'``): verdict columns for a DataFrame.

Each function takes a DataFrame with one answer per row, runs the batch path
(the same code, and so the same bits, as the single-item functions), and
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
    import pandas as pd

    from groundtrace.encoders.base import EncoderLike

__all__ = ["score_frame", "triage_frame", "verify_frame"]

#: Rows per batch call: shares encoder batches, keeps memory flat on big frames.
CHUNK = 256


def _pandas() -> Any:
    try:
        import pandas
    except ImportError:
        raise MissingDependency("pandas", "pandas") from None
    return pandas


def _items(df: pd.DataFrame, question: str | None, context: str | None,
           response: str) -> list[Any]:
    from groundtrace.types import Item

    pd = _pandas()
    if not isinstance(df, pd.DataFrame):
        raise InvalidType(f"expected a pandas DataFrame, got {type(df).__name__}")
    for name in (question, context, response):
        if name is not None and name not in df.columns:
            raise InvalidInput(f"the frame has no column {name!r}; columns: {list(df.columns)}")

    def text(value: Any) -> str | None:
        return None if value is None or (isinstance(value, float) and value != value) else value

    items = []
    for label, row in df.iterrows():
        try:
            items.append(Item(
                question=(text(row[question]) or "") if question else "",
                response=text(row[response]),  # type: ignore[arg-type]  # Item validates
                context=(text(row[context]) or None) if context else None,
            ))
        except (InvalidInput, InvalidType) as exc:
            raise type(exc)(f"row {label!r}: {exc}") from None
    return items


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
    response: str = "response", rules: Any = None, calibration: Any = None,
) -> pd.DataFrame:
    """PASS / REVIEW / FAIL per row: ``gt_decision``, ``gt_probability``, ``gt_reasons``
    (JSON), the layer scores (``gt_sgi``, ``gt_dgi``, ``gt_claim_score``) and
    ``gt_verdict`` (the whole verdict as JSON, what the audit log stores).
    """
    from groundtrace.triage import triage_batch

    items = _items(df, question, context, response)
    verdicts = _chunked(items, lambda chunk: triage_batch(chunk, rules=rules,
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
    from groundtrace.evaluate import evaluate_batch

    items = _items(df, question, context, response)
    results = _chunked(items, lambda chunk: evaluate_batch(chunk, encoder=encoder))
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
    from groundtrace.claims import verify_batch

    items = _items(df, question, context, response)
    missing = [i for i, it in enumerate(items) if it.context is None]
    if missing:
        raise InvalidInput(f"verify needs a context; row {df.index[missing[0]]!r} has none")
    answers = _chunked(items, lambda chunk: verify_batch(chunk, encoder=encoder))
    rows = [{"gt_level": a.level.value, "gt_claim_score": a.score, "gt_claims": len(a.claims),
             "gt_unsupported": len(a.unsupported_claims),
             "gt_contradicted": len(a.contradicted_claims),
             "gt_answer": json.dumps(a.to_dict(), ensure_ascii=False, sort_keys=True)}
            for a in answers]
    return _with_columns(df, rows)
