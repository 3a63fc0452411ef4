"""The fused model: one calibrated probability that an answer is not grounded.

A logistic regression over standardised layer features (see
:mod:`groundtrace.calibration.features`), followed by a Platt scaling of its
log-odds. It is fitted with SciPy (extra ``fit``; see
:mod:`groundtrace.calibration.fusion_fit`) and run here with plain numpy, so a
verdict needs no SciPy and every contribution is a visible product
``slope × coef × standardised value``.

* **Weights that cannot turn round.** Each weight keeps the sign its feature's
  meaning allows (``features.FEATURE_SIGNS``: more support never raises the
  probability of "not grounded"), and with rows from several datasets each
  dataset gets its own intercept while the weights are shared, so they learn
  how a feature ranks answers within a dataset, not how datasets differ
  (pooled, lexical coverage ran the wrong way round: one held-out dataset
  scored AUROC 0.10). A new dataset gets the intercepts' mean.

Everything that decides is chosen on out-of-fold scores, never on the rows a
model was fitted on: folds are the groups the rows come from (leave one
dataset out) when there are several, else five stratified folds.

* **Leaning on the best part.** The full feature set and each single feature
  are compared by out-of-fold AUROC; a single feature that beats the full set
  by more than ``fusion_fit.SINGLE_FEATURE_MARGIN`` replaces it, so the fusion
  never ranks worse than its best part on held-out folds.
* **Probabilities.** Platt scaling on the out-of-fold log-odds, with one
  offset per dataset and a slope that is never negative: scaling may flatten
  a ranking, never invert it.
* **Operating point.** FAIL at the lowest probability whose out-of-fold
  precision is at least ``fail_precision`` (and false-positive rate at most
  ``fail_fpr`` when given); REVIEW at the highest probability that reaches
  ``target_recall`` of the ungrounded answers, lowered no further than the
  ``review_budget`` share of all answers allows.
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
from groundtrace.errors import DataFormatError

__all__ = [
    "DEFAULT_FAIL_PRECISION",
    "DEFAULT_REVIEW_BUDGET",
    "DEFAULT_TARGET_RECALL",
    "FusionModel",
    "load_fusion",
]

#: Share of ungrounded answers that REVIEW or FAIL should catch, budget allowing.
#: Leave one dataset out (bench/run_fusion.py), a REVIEW threshold set for 95 %
#: on five files caught 92-95 % on the sixth but flagged 53-63 % of its
#: grounded answers (balanced accuracy 0.66-0.70); set for 90 %, 87-88 % and
#: 44 % (0.72), with FAIL unchanged.
DEFAULT_TARGET_RECALL = 0.90
#: Largest share of all answers sent to REVIEW.
DEFAULT_REVIEW_BUDGET = 0.20
#: Smallest out-of-fold precision of FAIL (share of FAILed answers that are ungrounded).
DEFAULT_FAIL_PRECISION = 0.80



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
    fail_fpr: float | None
    fit_report: dict[str, Any] = field(default_factory=dict)
    provenance: dict[str, Any] = field(default_factory=dict)
    #: Platt scaling of the log-odds: p = sigmoid(slope * logit + offset).
    platt_slope: float = 1.0
    platt_offset: float = 0.0
    review_budget: float | None = None
    fail_precision: float | None = None

    @property
    def model_id(self) -> str:
        """Content hash of the parameters: names exactly which model decided."""
        body = json.dumps(self._params(), sort_keys=True).encode()
        return "fusion-" + hashlib.sha256(body).hexdigest()[:16]

    def _params(self) -> dict[str, Any]:
        params: dict[str, Any] = {
            "features": list(self.features),
            "mean": list(self.mean),
            "scale": list(self.scale),
            "coef": list(self.coef),
            "intercept": self.intercept,
            "review_threshold": self.review_threshold,
            "fail_threshold": self.fail_threshold,
        }
        # A model without Platt scaling keeps the id it had before scaling existed.
        if (self.platt_slope, self.platt_offset) != (1.0, 0.0):
            params["platt_slope"] = self.platt_slope
            params["platt_offset"] = self.platt_offset
        return params

    def _matrix(self, rows: Sequence[Mapping[str, float]]) -> np.ndarray:
        x = np.array([feature_vector(r, self.features) for r in rows], dtype=np.float64)
        out: np.ndarray = (x - np.asarray(self.mean)) / np.asarray(self.scale)
        return out

    def logits(self, rows: Sequence[Mapping[str, float]]) -> np.ndarray:
        """The logistic model's log-odds, before Platt scaling."""
        if not rows:
            return np.zeros(0)
        z = self._matrix(rows)
        # Row-wise sums (not BLAS) so one row gives the same bits alone or in a batch.
        out: np.ndarray = (z * np.asarray(self.coef)[None, :]).sum(axis=1) + self.intercept
        return out

    def predict_proba(self, rows: Sequence[Mapping[str, float]]) -> np.ndarray:
        """P(not grounded) for each feature mapping (Platt-scaled)."""
        if not rows:
            return np.zeros(0)
        return _sigmoid(self.platt_slope * self.logits(rows) + self.platt_offset)

    def contributions(self, row: Mapping[str, float]) -> list[tuple[str, float]]:
        """Each feature's push on the final log-odds (slope × coef × standardised value).

        With the intercept term ``slope × intercept + offset`` they sum to the
        log-odds of :meth:`predict_proba`. Largest push first.
        """
        z = self._matrix([row])[0]
        parts = [(name, float(self.platt_slope * c * v))
                 for name, c, v in zip(self.features, self.coef, z, strict=True)]
        return sorted(parts, key=lambda p: (-abs(p[1]), p[0]))

    @property
    def base_log_odds(self) -> float:
        """The log-odds with every standardised feature at 0."""
        return self.platt_slope * self.intercept + self.platt_offset

    def decide(self, probability: float) -> str:
        if probability >= self.fail_threshold:
            return "FAIL"
        if probability >= self.review_threshold:
            return "REVIEW"
        return "PASS"

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "groundtrace.fusion_model",
            "version": 2,
            "model_id": self.model_id,
            **self._params(),
            "platt_slope": self.platt_slope,
            "platt_offset": self.platt_offset,
            "target_recall": self.target_recall,
            "fail_fpr": self.fail_fpr,
            "review_budget": self.review_budget,
            "fail_precision": self.fail_precision,
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
                fail_fpr=_opt_float(data.get("fail_fpr")),
                fit_report=dict(data.get("fit_report", {})),
                provenance=dict(data.get("provenance", {})),
                platt_slope=float(data.get("platt_slope", 1.0)),
                platt_offset=float(data.get("platt_offset", 0.0)),
                review_budget=_opt_float(data.get("review_budget")),
                fail_precision=_opt_float(data.get("fail_precision")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise DataFormatError(f"{origin}: malformed fusion model ({exc})") from None
        n = len(model.features)
        if not n or not (len(model.mean) == len(model.scale) == len(model.coef) == n):
            raise DataFormatError(f"{origin}: features, mean, scale and coef differ in length")
        if any(s <= 0 or not math.isfinite(s) for s in model.scale):
            raise DataFormatError(f"{origin}: scale values must be finite and > 0")
        if not (math.isfinite(model.platt_slope) and math.isfinite(model.platt_offset)):
            raise DataFormatError(f"{origin}: platt_slope and platt_offset must be finite")
        if not 0.0 <= model.review_threshold <= model.fail_threshold <= 1.0:
            raise DataFormatError(f"{origin}: need 0 <= review_threshold <= fail_threshold <= 1")
        return model


def _opt_float(value: Any) -> float | None:
    return None if value is None else float(value)


def load_fusion(path: str | Path) -> FusionModel:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise DataFormatError(f"cannot read fusion model {str(path)!r}: {exc}") from None
    return FusionModel.from_dict(data, origin=str(path))
