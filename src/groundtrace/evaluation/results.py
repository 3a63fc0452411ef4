"""Frozen results of an evaluation run: metrics per group, per method and file."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from groundtrace._serialize import to_jsonable
from groundtrace.errors import InvalidInput
from groundtrace.evaluation.metrics import (
    average_precision_score,
    balanced_accuracy_score,
    best_threshold,
    brier_score_loss,
    confusion_matrix,
    ece_sampling_floor,
    expected_calibration_error,
    f1_score,
    fpr_at_recall,
    roc_auc_score,
)
from groundtrace.evaluation.plots import ReliabilityBin, reliability_bins

__all__ = ["Confusion", "GroupMetrics", "MethodEvaluation", "compute_group_metrics"]

#: Recall at which the false-positive rate is reported ("catch 95% of the
#: ungrounded answers; how many grounded ones does a reviewer see too?").
FPR_RECALL = 0.95


@dataclass(frozen=True)
class Confusion:
    """Counts of a 2×2 confusion matrix; positive = label 1 = not grounded."""

    tn: int
    fp: int
    fn: int
    tp: int

    def to_dict(self) -> dict[str, int]:
        return {"tn": self.tn, "fp": self.fp, "fn": self.fn, "tp": self.tp}


@dataclass(frozen=True)
class GroupMetrics:
    """Every metric for one group of rows (a whole file, or one ``task`` in it).

    A metric that is undefined for the group (one class only) is ``None`` and
    ``notes`` says why. ``*_at_best`` use :attr:`best_threshold`, chosen by
    Youden's J on these same rows: an optimistic ("oracle") figure.
    ``ece``/``brier`` and the ``reliability`` bins (for a reliability
    diagram, same bins as the ECE) exist only for methods that give a probability;
    so does ``ece_floor``, the ECE perfectly calibrated probabilities would show
    on this many rows (:func:`~groundtrace.evaluation.metrics.ece_sampling_floor`):
    an ``ece`` near it is as calibrated as this many rows can show.
    """

    n: int
    positives: int
    auroc: float | None
    auprc: float | None
    fpr_at_95_recall: float | None
    balanced_accuracy: float | None
    f1: float | None
    confusion_matrix: Confusion
    best_threshold: float | None
    balanced_accuracy_at_best: float | None
    f1_at_best: float | None
    confusion_matrix_at_best: Confusion | None
    ece: float | None
    brier: float | None
    notes: tuple[str, ...] = ()
    reliability: tuple[ReliabilityBin, ...] | None = None
    ece_floor: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "positives": self.positives,
            "auroc": to_jsonable(self.auroc),
            "auprc": to_jsonable(self.auprc),
            "fpr_at_95_recall": to_jsonable(self.fpr_at_95_recall),
            "balanced_accuracy": to_jsonable(self.balanced_accuracy),
            "f1": to_jsonable(self.f1),
            "confusion_matrix": self.confusion_matrix.to_dict(),
            "best_threshold": to_jsonable(self.best_threshold),
            "balanced_accuracy_at_best": to_jsonable(self.balanced_accuracy_at_best),
            "f1_at_best": to_jsonable(self.f1_at_best),
            "confusion_matrix_at_best": (
                None if self.confusion_matrix_at_best is None
                else self.confusion_matrix_at_best.to_dict()
            ),
            "ece": to_jsonable(self.ece),
            "ece_floor": to_jsonable(self.ece_floor),
            "brier": to_jsonable(self.brier),
            "notes": list(self.notes),
            "reliability": (
                None if self.reliability is None else [b.to_dict() for b in self.reliability]
            ),
        }


def _confusion(y: np.ndarray, pred: np.ndarray) -> Confusion:
    (tn, fp), (fn, tp) = confusion_matrix(y, pred).tolist()
    return Confusion(tn=tn, fp=fp, fn=fn, tp=tp)


def compute_group_metrics(
    y_true: np.ndarray,
    y_score: np.ndarray,
    y_pred: np.ndarray,
    y_prob: np.ndarray | None = None,
) -> GroupMetrics:
    """Compute every metric on already-validated arrays of one group (n ≥ 1).

    Undefined metrics become ``None`` with the reason in ``notes``.
    """
    notes: list[str] = []

    def guarded(fn: Any, *args: Any, **kw: Any) -> Any:
        try:
            return fn(*args, **kw)
        except InvalidInput as exc:
            msg = str(exc)
            if msg not in notes:
                notes.append(msg)
            return None

    y = np.asarray(y_true, dtype=np.int64)
    pred = np.asarray(y_pred, dtype=np.int64)
    thr = guarded(best_threshold, y, y_score)
    pred_best = None if thr is None else (y_score >= thr).astype(np.int64)
    return GroupMetrics(
        n=int(y.size),
        positives=int(y.sum()),
        auroc=guarded(roc_auc_score, y, y_score),
        auprc=guarded(average_precision_score, y, y_score),
        fpr_at_95_recall=guarded(fpr_at_recall, y, y_score, recall=FPR_RECALL),
        balanced_accuracy=guarded(balanced_accuracy_score, y, pred),
        f1=guarded(f1_score, y, pred),
        confusion_matrix=_confusion(y, pred),
        best_threshold=thr,
        balanced_accuracy_at_best=(
            None if pred_best is None else balanced_accuracy_score(y, pred_best)
        ),
        f1_at_best=None if pred_best is None else f1_score(y, pred_best),
        confusion_matrix_at_best=None if pred_best is None else _confusion(y, pred_best),
        ece=None if y_prob is None else expected_calibration_error(y, y_prob),
        brier=None if y_prob is None else brier_score_loss(y, y_prob),
        notes=tuple(notes),
        reliability=None if y_prob is None else reliability_bins(y, y_prob),
        ece_floor=None if y_prob is None else ece_sampling_floor(y_prob),
    )


@dataclass(frozen=True)
class MethodEvaluation:
    """One method on one labelled file: overall metrics, per-task metrics, speed.

    ``skipped`` counts rows the method cannot score (e.g. DGI on a row with no
    question); they are left out of every metric. ``overall`` is ``None`` when
    no row could be scored. ``items_per_s`` is rows scored (not skipped) per
    second of scoring, after one warm-up row (model loading is not counted);
    None when no row was scored.
    """

    source: str
    method: str
    encoder: str
    rows: int
    skipped: int
    seconds: float
    items_per_s: float | None
    overall: GroupMetrics | None
    tasks: dict[str, GroupMetrics] = field(default_factory=dict)
    selection: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """Flat, JSON-safe: the overall metrics at the top level, tasks nested."""
        if self.overall is not None:
            metrics = self.overall.to_dict()
        else:
            metrics = {
                k: None for k in (
                    "auroc", "auprc", "fpr_at_95_recall", "balanced_accuracy", "f1",
                    "confusion_matrix", "best_threshold", "balanced_accuracy_at_best",
                    "f1_at_best", "confusion_matrix_at_best", "ece", "ece_floor", "brier",
                    "reliability",
                )
            }
            metrics.update(n=0, positives=0,
                           notes=[f"{self.method} could not score any row of this file"])
        return {
            "file": self.source,
            "method": self.method,
            "encoder": self.encoder,
            "rows": self.rows,
            "skipped": self.skipped,
            **metrics,
            "seconds": self.seconds,
            "items_per_s": to_jsonable(self.items_per_s),
            "tasks": {name: g.to_dict() for name, g in sorted(self.tasks.items())},
            "selection": to_jsonable(self.selection),
        }
