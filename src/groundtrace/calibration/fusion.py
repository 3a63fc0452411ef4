"""The fused model: one calibrated probability that an answer is not grounded.

A logistic regression over standardised layer features (see
:mod:`groundtrace.calibration.features`). It is fitted with scikit-learn
(extra ``fit``) and run with plain numpy, so a verdict needs no scikit-learn
and every contribution is a visible product ``coef × standardised value``.

Decision thresholds come from a target hallucination recall: REVIEW at the
highest probability that still flags ``target_recall`` of the ungrounded
answers in the fitting data, FAIL at the lowest probability whose
false-positive rate there is at most ``fail_fpr``.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from groundtrace.calibration.features import feature_vector
from groundtrace.errors import DataFormatError, InvalidInput, MissingDependency

__all__ = ["DEFAULT_FAIL_FPR", "DEFAULT_TARGET_RECALL", "FusionModel", "fit_fusion"]

#: Share of ungrounded answers that must land in REVIEW or FAIL.
DEFAULT_TARGET_RECALL = 0.95
#: Share of grounded answers allowed to land in FAIL.
DEFAULT_FAIL_FPR = 0.05
#: L2 strength of the logistic fit (scikit-learn's C): mild, features are few.
DEFAULT_C = 1.0


def _sigmoid(z: np.ndarray) -> np.ndarray:
    out: np.ndarray = 1.0 / (1.0 + np.exp(-np.clip(z, -50.0, 50.0)))
    return out


@dataclass(frozen=True)
class FusionModel:
    """A fitted logistic fusion model with its decision thresholds and provenance."""

    features: tuple[str, ...]
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    coef: tuple[float, ...]
    intercept: float
    review_threshold: float
    fail_threshold: float
    target_recall: float
    fail_fpr: float
    fit_report: dict[str, Any] = field(default_factory=dict)
    provenance: dict[str, Any] = field(default_factory=dict)

    @property
    def model_id(self) -> str:
        """Content hash of the parameters: names exactly which model decided."""
        body = json.dumps(self._params(), sort_keys=True).encode()
        return "fusion-" + hashlib.sha256(body).hexdigest()[:16]

    def _params(self) -> dict[str, Any]:
        return {
            "features": list(self.features),
            "mean": list(self.mean),
            "scale": list(self.scale),
            "coef": list(self.coef),
            "intercept": self.intercept,
            "review_threshold": self.review_threshold,
            "fail_threshold": self.fail_threshold,
        }

    def _matrix(self, rows: Sequence[Mapping[str, float]]) -> np.ndarray:
        x = np.array([feature_vector(r, self.features) for r in rows], dtype=np.float64)
        out: np.ndarray = (x - np.asarray(self.mean)) / np.asarray(self.scale)
        return out

    def predict_proba(self, rows: Sequence[Mapping[str, float]]) -> np.ndarray:
        """P(not grounded) for each feature mapping."""
        if not rows:
            return np.zeros(0)
        z = self._matrix(rows)
        # Row-wise sums (not BLAS) so one row gives the same bits alone or in a batch.
        return _sigmoid((z * np.asarray(self.coef)[None, :]).sum(axis=1) + self.intercept)

    def contributions(self, row: Mapping[str, float]) -> list[tuple[str, float]]:
        """Each feature's push on the log-odds (coef × standardised value), largest first."""
        z = self._matrix([row])[0]
        parts = [(name, float(c * v)) for name, c, v in zip(self.features, self.coef, z,
                                                              strict=True)]
        return sorted(parts, key=lambda p: (-abs(p[1]), p[0]))

    def decide(self, probability: float) -> str:
        if probability >= self.fail_threshold:
            return "FAIL"
        if probability >= self.review_threshold:
            return "REVIEW"
        return "PASS"

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "groundtrace.fusion_model",
            "version": 1,
            "model_id": self.model_id,
            **self._params(),
            "target_recall": self.target_recall,
            "fail_fpr": self.fail_fpr,
            "fit_report": self.fit_report,
            "provenance": self.provenance,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], *, origin: str = "data") -> FusionModel:
        if not isinstance(data, Mapping) or data.get("kind") != "groundtrace.fusion_model":
            raise DataFormatError(f"{origin}: not a groundtrace fusion model")
        try:
            model = cls(
                features=tuple(str(f) for f in data["features"]),
                mean=tuple(float(x) for x in data["mean"]),
                scale=tuple(float(x) for x in data["scale"]),
                coef=tuple(float(x) for x in data["coef"]),
                intercept=float(data["intercept"]),
                review_threshold=float(data["review_threshold"]),
                fail_threshold=float(data["fail_threshold"]),
                target_recall=float(data["target_recall"]),
                fail_fpr=float(data["fail_fpr"]),
                fit_report=dict(data.get("fit_report", {})),
                provenance=dict(data.get("provenance", {})),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise DataFormatError(f"{origin}: malformed fusion model ({exc})") from None
        n = len(model.features)
        if not n or not (len(model.mean) == len(model.scale) == len(model.coef) == n):
            raise DataFormatError(f"{origin}: features, mean, scale and coef differ in length")
        if any(s <= 0 or not math.isfinite(s) for s in model.scale):
            raise DataFormatError(f"{origin}: scale values must be finite and > 0")
        if not 0.0 <= model.review_threshold <= model.fail_threshold <= 1.0:
            raise DataFormatError(f"{origin}: need 0 <= review_threshold <= fail_threshold <= 1")
        return model


def _recall_threshold(p: np.ndarray, y: np.ndarray, target: float) -> float:
    """Highest t with recall(p >= t) >= target."""
    pos = np.sort(p[y == 1])[::-1]
    k = max(1, math.ceil(target * len(pos) - 1e-9))
    return float(pos[k - 1])


def _fpr_threshold(p: np.ndarray, y: np.ndarray, fpr: float) -> float:
    """Lowest t with FPR(p >= t) <= fpr (just above the allowed negatives)."""
    neg = np.sort(p[y == 0])[::-1]
    allowed = math.floor(fpr * len(neg) + 1e-9)
    if allowed >= len(neg):
        return 0.0
    return float(np.nextafter(neg[allowed], np.inf))


def fit_fusion(
    rows: Sequence[Mapping[str, float]],
    labels: Sequence[int],
    *,
    features: Sequence[str],
    target_recall: float = DEFAULT_TARGET_RECALL,
    fail_fpr: float = DEFAULT_FAIL_FPR,
    c: float = DEFAULT_C,
    provenance: Mapping[str, Any] | None = None,
) -> FusionModel:
    """Fit the logistic fusion model and its REVIEW / FAIL thresholds.

    Raises:
        InvalidInput: empty data, one class only, or options out of range.
        MissingDependency: scikit-learn is not installed (extra ``fit``).
    """
    if not rows:
        raise InvalidInput("fit_fusion needs at least one labelled example, got none")
    if len(rows) != len(labels):
        raise InvalidInput(f"got {len(rows)} feature rows but {len(labels)} labels")
    y = np.asarray(labels)
    if not set(np.unique(y).tolist()) <= {0, 1}:
        raise InvalidInput(f"labels must be 0 or 1, got {sorted(set(y.tolist()))}")
    if len(np.unique(y)) < 2:
        raise InvalidInput(
            f"fit_fusion needs both grounded (0) and ungrounded (1) examples; all are {y[0]}"
        )
    if not 0.0 < target_recall <= 1.0:
        raise InvalidInput(f"target_recall must be in (0, 1], got {target_recall!r}")
    if not 0.0 <= fail_fpr < 1.0:
        raise InvalidInput(f"fail_fpr must be in [0, 1), got {fail_fpr!r}")
    try:
        from sklearn.linear_model import LogisticRegression
    except ImportError:
        raise MissingDependency("scikit-learn", "fit") from None
    names = tuple(features)
    x = np.array([feature_vector(r, names) for r in rows], dtype=np.float64)
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale = np.where(scale < 1e-9, 1.0, scale)  # a constant feature gets weight ~0 anyway
    z = (x - mean) / scale
    clf = LogisticRegression(C=c, max_iter=2000, solver="lbfgs")
    clf.fit(z, y)
    draft = FusionModel(
        features=names,
        mean=tuple(float(v) for v in mean),
        scale=tuple(float(v) for v in scale),
        coef=tuple(float(v) for v in clf.coef_[0]),
        intercept=float(clf.intercept_[0]),
        review_threshold=0.0,
        fail_threshold=1.0,
        target_recall=float(target_recall),
        fail_fpr=float(fail_fpr),
    )
    p = draft.predict_proba(rows)
    review = _recall_threshold(p, y, target_recall)
    fail = max(_fpr_threshold(p, y, fail_fpr), review)
    from groundtrace.evaluation.metrics import (
        brier_score_loss,
        expected_calibration_error,
        roc_auc_score,
    )

    flagged = p >= review
    report = {
        "n": len(rows),
        "positives": int(y.sum()),
        "auroc": roc_auc_score(y, p),
        "brier": brier_score_loss(y, p),
        "ece": expected_calibration_error(y, p),
        "recall_at_review": float(flagged[y == 1].mean()),
        "fpr_at_review": float(flagged[y == 0].mean()),
        "recall_at_fail": float((p >= fail)[y == 1].mean()),
        "fpr_at_fail": float((p >= fail)[y == 0].mean()),
        "note": "measured on the fitting data itself (optimistic)",
    }
    return FusionModel(
        features=names, mean=draft.mean, scale=draft.scale, coef=draft.coef,
        intercept=draft.intercept, review_threshold=review, fail_threshold=fail,
        target_recall=float(target_recall), fail_fpr=float(fail_fpr),
        fit_report=report, provenance=dict(provenance or {}),
    )


def load_fusion(path: str | Path) -> FusionModel:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise DataFormatError(f"cannot read fusion model {str(path)!r}: {exc}") from None
    return FusionModel.from_dict(data, origin=str(path))
