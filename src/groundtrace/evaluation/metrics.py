"""Binary classification metrics for grounding detectors, numpy only.

Pure functions in the scikit-learn style, ``f(y_true, y_score, *, ...)``.
Label 1 always means "not grounded" (the positive class a detector should
flag) and a higher score means "more likely not grounded". Inputs are checked
once, here at the boundary; a metric that is undefined for the input (one
class only) raises :class:`~groundtrace.errors.InvalidInput` instead of
returning NaN.

Naming follows scikit-learn: ``*_score`` is higher-better, ``*_loss`` /
``*_error`` is lower-better.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np

from groundtrace.errors import InvalidInput, InvalidType

__all__ = [
    "average_precision_score",
    "balanced_accuracy_score",
    "best_threshold",
    "brier_score_loss",
    "confusion_matrix",
    "ece_sampling_floor",
    "expected_calibration_error",
    "f1_score",
    "fpr_at_recall",
    "roc_auc_score",
    "roc_curve",
]

#: Number of equal-width probability bins of :func:`expected_calibration_error`
#: (the usual choice since Naeini et al., 2015).
ECE_BINS = 10
#: Label sets drawn by :func:`ece_sampling_floor`: the floor's own error is the ECE's
#: spread over draws over sqrt(200), about 0.001 on 300 rows.
ECE_FLOOR_DRAWS = 200

ArrayLike = Sequence[Any] | np.ndarray


# --------------------------------------------------------------------- validation


def _labels(y_true: ArrayLike, name: str = "y_true") -> np.ndarray:
    if isinstance(y_true, str | bytes) or not hasattr(y_true, "__len__"):
        raise InvalidType(f"{name} must be a sequence of 0/1 labels, got {type(y_true).__name__}")
    arr = np.asarray(y_true)
    if arr.ndim != 1:
        raise InvalidInput(f"{name} must be one-dimensional, got shape {arr.shape}")
    if arr.size == 0:
        raise InvalidInput(f"{name} is empty; at least one label is needed")
    if arr.dtype == bool:
        return arr.astype(np.int64)
    if not np.issubdtype(arr.dtype, np.number):
        raise InvalidInput(
            f"{name} must hold labels 0 (grounded) or 1 (not grounded), got dtype {arr.dtype}"
        )
    bad = ~np.isin(arr, (0, 1))
    if bad.any():
        raise InvalidInput(
            f"{name} must hold labels 0 (grounded) or 1 (not grounded), "
            f"got {arr[bad][0].item()!r} at index {int(np.flatnonzero(bad)[0])}"
        )
    return arr.astype(np.int64)


def _scores(y_score: ArrayLike, n: int, name: str) -> np.ndarray:
    if isinstance(y_score, str | bytes) or not hasattr(y_score, "__len__"):
        raise InvalidType(f"{name} must be a sequence of numbers, got {type(y_score).__name__}")
    try:
        arr = np.asarray(y_score, dtype=np.float64)
    except (TypeError, ValueError):
        raise InvalidInput(f"{name} must hold numbers only") from None
    if arr.ndim != 1:
        raise InvalidInput(f"{name} must be one-dimensional, got shape {arr.shape}")
    if arr.size != n:
        raise InvalidInput(f"{name} has {arr.size} values but y_true has {n}; they must match")
    bad = ~np.isfinite(arr)
    if bad.any():
        raise InvalidInput(
            f"{name} must be finite, got {arr[bad][0].item()!r} "
            f"at index {int(np.flatnonzero(bad)[0])}"
        )
    return arr


def _probabilities(y_prob: ArrayLike, n: int) -> np.ndarray:
    arr = _scores(y_prob, n, "y_prob")
    bad = (arr < 0.0) | (arr > 1.0)
    if bad.any():
        raise InvalidInput(
            f"y_prob must be probabilities in [0, 1], got {arr[bad][0].item()!r} "
            f"at index {int(np.flatnonzero(bad)[0])}"
        )
    return arr


def _both_classes(y: np.ndarray, metric: str) -> None:
    pos = int(y.sum())
    if pos == 0 or pos == y.size:
        only = "1 (not grounded)" if pos else "0 (grounded)"
        raise InvalidInput(
            f"{metric} needs both labels 0 and 1 in y_true, got only label {only} "
            f"in {y.size} rows"
        )


# --------------------------------------------------------------------- ranking


def _curve(y: np.ndarray, s: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Cumulative (fp, tp) counts at each distinct threshold, highest first.

    Predicting "positive" when ``score >= threshold``; tied scores share one
    point, so ties never depend on input order.
    """
    order = np.argsort(-s, kind="mergesort")
    s_sorted, y_sorted = s[order], y[order]
    last_of_run = np.r_[np.flatnonzero(np.diff(s_sorted)), y_sorted.size - 1]
    tps = np.cumsum(y_sorted)[last_of_run]
    fps = (last_of_run + 1) - tps
    return fps.astype(np.float64), tps.astype(np.float64), s_sorted[last_of_run]


def roc_curve(
    y_true: ArrayLike, y_score: ArrayLike
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """ROC points ``(fpr, tpr, thresholds)``, thresholds decreasing, starting at (0, 0).

    The first threshold is ``+inf`` (nothing flagged); tied scores give one point.

    Raises:
        InvalidInput: bad shapes, non-finite scores, or one class only.
    """
    y = _labels(y_true)
    s = _scores(y_score, y.size, "y_score")
    _both_classes(y, "roc_curve")
    fps, tps, thr = _curve(y, s)
    fpr = np.r_[0.0, fps / fps[-1]]
    tpr = np.r_[0.0, tps / tps[-1]]
    return fpr, tpr, np.r_[np.inf, thr]


def roc_auc_score(y_true: ArrayLike, y_score: ArrayLike) -> float:
    """Area under the ROC curve: P(score of a positive > score of a negative).

    Ties count one half (the Mann-Whitney statistic with mid-ranks), which is
    the trapezoidal area under the tie-grouped ROC curve.

    Raises:
        InvalidInput: bad shapes, non-finite scores, or one class only.
    """
    y = _labels(y_true)
    s = _scores(y_score, y.size, "y_score")
    _both_classes(y, "roc_auc_score")
    ranks = _midranks(s)
    n_pos = int(y.sum())
    n_neg = y.size - n_pos
    u = float(ranks[y == 1].sum()) - n_pos * (n_pos + 1) / 2.0
    return u / (n_pos * n_neg)


def _midranks(s: np.ndarray) -> np.ndarray:
    order = np.argsort(s, kind="mergesort")
    s_sorted = s[order]
    starts = np.r_[0, np.flatnonzero(np.diff(s_sorted)) + 1]
    ends = np.r_[starts[1:], s_sorted.size]
    avg = (starts + ends + 1) / 2.0  # mean of 1-based ranks start+1 .. end
    ranks_sorted = np.repeat(avg, ends - starts)
    out = np.empty_like(ranks_sorted)
    out[order] = ranks_sorted
    return out


def average_precision_score(y_true: ArrayLike, y_score: ArrayLike) -> float:
    """Average precision: Σ (Rₖ − Rₖ₋₁) · Pₖ over tie-grouped thresholds, highest first.

    The step-wise area under the precision-recall curve (no interpolation),
    the same definition as scikit-learn's.

    Raises:
        InvalidInput: bad shapes, non-finite scores, or one class only.
    """
    y = _labels(y_true)
    s = _scores(y_score, y.size, "y_score")
    _both_classes(y, "average_precision_score")
    fps, tps, _ = _curve(y, s)
    precision = tps / (tps + fps)
    recall = tps / tps[-1]
    return float(np.sum(np.diff(np.r_[0.0, recall]) * precision))


def fpr_at_recall(y_true: ArrayLike, y_score: ArrayLike, *, recall: float = 0.95) -> float:
    """False-positive rate at the highest threshold that reaches ``recall`` of the positives.

    "To catch 95% of ungrounded answers, what share of grounded ones must a
    reviewer also see?" Lower is better.

    Raises:
        InvalidInput: ``recall`` outside (0, 1], bad shapes, or one class only.
    """
    if (not isinstance(recall, int | float) or isinstance(recall, bool)
            or not math.isfinite(recall) or not 0.0 < recall <= 1.0):
        raise InvalidInput(f"recall must be a number in (0, 1], got {recall!r}")
    fpr, tpr, _ = roc_curve(y_true, y_score)
    # Tolerance keeps e.g. 19/20 = 0.95 from missing 0.95 by one ulp.
    idx = int(np.argmax(tpr >= recall - 1e-12))
    return float(fpr[idx])


def best_threshold(y_true: ArrayLike, y_score: ArrayLike) -> float:
    """The score threshold maximising Youden's J = TPR − FPR (flag when ``score >= t``).

    Among equal J the highest threshold wins (fewest flags), so the choice is
    deterministic. Chosen on the data it is then measured on, it is an
    optimistic, "oracle" threshold: report it as such.

    Raises:
        InvalidInput: bad shapes, non-finite scores, or one class only.
    """
    fpr, tpr, thr = roc_curve(y_true, y_score)
    j = tpr[1:] - fpr[1:]  # skip the +inf point: it flags nothing
    return float(thr[1:][int(np.argmax(j))])


# --------------------------------------------------------------------- decisions


def confusion_matrix(y_true: ArrayLike, y_pred: ArrayLike) -> np.ndarray:
    """2×2 counts ``[[tn, fp], [fn, tp]]`` (rows: true label 0, 1; columns: predicted).

    Raises:
        InvalidInput: labels or predictions other than 0/1, or lengths differ.
    """
    y = _labels(y_true)
    p = _labels(y_pred, "y_pred")
    if p.size != y.size:
        raise InvalidInput(f"y_pred has {p.size} values but y_true has {y.size}; they must match")
    return np.bincount(2 * y + p, minlength=4).reshape(2, 2).astype(np.int64)


def balanced_accuracy_score(y_true: ArrayLike, y_pred: ArrayLike) -> float:
    """Mean of the recall on each class: (TPR + TNR) / 2.

    Raises:
        InvalidInput: bad labels, lengths differ, or one class only.
    """
    _both_classes(_labels(y_true), "balanced_accuracy_score")
    (tn, fp), (fn, tp) = confusion_matrix(y_true, y_pred).tolist()
    return float(0.5 * (tp / (tp + fn) + tn / (tn + fp)))


def f1_score(y_true: ArrayLike, y_pred: ArrayLike) -> float:
    """F1 of the positive class (1 = not grounded): 2·TP / (2·TP + FP + FN).

    Raises:
        InvalidInput: bad labels, lengths differ, or no positive label in ``y_true``
            (F1 of a class that never occurs is undefined).
    """
    cm = confusion_matrix(y_true, y_pred)
    (_, fp), (fn, tp) = cm.tolist()
    if tp + fn == 0:
        raise InvalidInput(
            f"f1_score needs at least one label 1 (not grounded) in y_true, "
            f"got only label 0 in {int(cm.sum())} rows"
        )
    return float(2.0 * tp / (2.0 * tp + fp + fn))


# --------------------------------------------------------------------- probabilities


def brier_score_loss(y_true: ArrayLike, y_prob: ArrayLike) -> float:
    """Mean squared error of the probability of label 1. Lower is better.

    Raises:
        InvalidInput: bad labels or probabilities outside [0, 1].
    """
    y = _labels(y_true)
    p = _probabilities(y_prob, y.size)
    return float(np.mean((p - y) ** 2))


def _bin_index(p: np.ndarray, n_bins: int) -> np.ndarray:
    """Each probability's bin of ``n_bins`` equal-width bins of [0, 1], right-closed
    except the first, which includes 0 (1 falls in the last)."""
    edges = np.linspace(0.0, 1.0, n_bins + 1)
    out: np.ndarray = np.clip(np.searchsorted(edges, p, side="left") - 1, 0, n_bins - 1)
    return out


def expected_calibration_error(
    y_true: ArrayLike, y_prob: ArrayLike, *, n_bins: int = ECE_BINS
) -> float:
    """Σ_b (n_b / n) · |mean label − mean probability| over equal-width bins of [0, 1].

    Bins are right-closed except the first, which includes 0; a probability
    of exactly 1 falls in the last bin. Lower is better.

    Raises:
        InvalidInput: ``n_bins`` not a positive integer, bad labels or probabilities.
    """
    if not isinstance(n_bins, int) or isinstance(n_bins, bool) or n_bins < 1:
        raise InvalidInput(f"n_bins must be a positive integer, got {n_bins!r}")
    y = _labels(y_true)
    p = _probabilities(y_prob, y.size)
    bins = _bin_index(p, n_bins)
    count = np.bincount(bins, minlength=n_bins).astype(np.float64)
    sum_p = np.bincount(bins, weights=p, minlength=n_bins)
    sum_y = np.bincount(bins, weights=y.astype(np.float64), minlength=n_bins)
    nonempty = count > 0
    gap = np.abs(sum_y[nonempty] - sum_p[nonempty])  # = n_b · |mean y − mean p|
    return float(gap.sum() / y.size)


def ece_sampling_floor(
    y_prob: ArrayLike, *, n_bins: int = ECE_BINS, draws: int = ECE_FLOOR_DRAWS, seed: int = 0
) -> float:
    """The ECE that perfectly calibrated probabilities ``y_prob`` show on this many rows.

    ECE is biased upwards: each bin's observed share of label 1 scatters around
    its mean probability, so even a perfectly calibrated model has an ECE above
    0, the more so the fewer the rows (about 0.04-0.06 on 300 rows, 10 bins).
    This is the mean of :func:`expected_calibration_error` over ``draws`` label
    sets drawn with probability ``y_prob`` each, the label sets the probabilities
    themselves predict: an ECE near it is as calibrated as a sample of this
    size can show; one well above it is miscalibrated. No labels are read. The
    draws use a fixed ``seed``: the same probabilities give the same floor, bit
    for bit.

    Raises:
        InvalidInput: ``n_bins`` or ``draws`` not a positive integer, bad probabilities.
        InvalidType: ``y_prob`` is not a sequence.
    """
    for name, value in (("n_bins", n_bins), ("draws", draws)):
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise InvalidInput(f"{name} must be a positive integer, got {value!r}")
    if isinstance(y_prob, str | bytes) or not hasattr(y_prob, "__len__"):
        raise InvalidType(f"y_prob must be a sequence of probabilities, got "
                          f"{type(y_prob).__name__}")
    p = _probabilities(y_prob, len(y_prob))
    if p.size == 0:
        raise InvalidInput("y_prob is empty; at least one probability is needed")
    bins = _bin_index(p, n_bins)  # once: only the labels change from draw to draw
    sum_p = np.bincount(bins, weights=p, minlength=n_bins)
    rng = np.random.default_rng(seed)
    total = 0.0
    for _ in range(draws):  # one label set at a time: memory stays O(rows)
        drawn = (rng.random(p.size) < p).astype(np.float64)
        total += float(np.abs(np.bincount(bins, weights=drawn, minlength=n_bins) - sum_p).sum())
    return total / (draws * p.size)
