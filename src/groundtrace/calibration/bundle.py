"""A calibration: fitted thresholds plus the fused model, saved as one JSON file.

``groundtrace fit LABELLED.jsonl -o calibration.json`` makes one from the
user's own labelled answers; groundtrace ships a default one
(``calibration/data/triage_default.json``, made by ``training/fit_fusion.py``
from the "fit" half of shared/data/dev).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from groundtrace.calibration.features import DEFAULT_FUSION_FEATURES, QUESTION_ONLY_FEATURES
from groundtrace.calibration.fusion import (
    DEFAULT_FAIL_FPR,
    DEFAULT_TARGET_RECALL,
    FusionModel,
    fit_fusion,
)
from groundtrace.errors import ConfigurationError, DataFormatError, InvalidInput, InvalidType

__all__ = [
    "ALIGNMENT_VERIFIER",
    "Calibration",
    "ThresholdFit",
    "default_calibration",
    "fit_calibration",
    "fit_thresholds",
    "resolve_calibration",
]

#: Name recorded when the claim layer used its embedding-alignment verifier.
ALIGNMENT_VERIFIER = "alignment"
DEFAULT_FILE = "triage_default.json"


@dataclass(frozen=True)
class ThresholdFit:
    """Per-score thresholds chosen by Youden's J on labelled data.

    Each threshold is for "score below it ⇒ not grounded": ``sgi_review`` on
    raw SGI, ``dgi_pass`` on raw DGI, ``claims_score`` on the claim layer's
    answer score. A score with too few rows of both classes is ``None``.
    """

    sgi_review: float | None
    dgi_pass: float | None
    claims_score: float | None
    n: int
    positives: int
    encoder: str
    metric: str = "youden_j"
    youden_j: Mapping[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "sgi_review": self.sgi_review,
            "dgi_pass": self.dgi_pass,
            "claims_score": self.claims_score,
            "n": self.n,
            "positives": self.positives,
            "encoder": self.encoder,
            "metric": self.metric,
            "youden_j": dict(self.youden_j),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ThresholdFit:
        def opt(v: Any) -> float | None:
            return None if v is None else float(v)

        return cls(opt(d.get("sgi_review")), opt(d.get("dgi_pass")), opt(d.get("claims_score")),
                   int(d["n"]), int(d["positives"]), str(d["encoder"]),
                   str(d.get("metric", "youden_j")), dict(d.get("youden_j", {})))


def _youden_below(values: np.ndarray, labels: np.ndarray) -> tuple[float | None, float]:
    """Threshold for "value < t ⇒ 1" maximising J; None if a class is missing."""
    if len(values) == 0 or len(np.unique(labels)) < 2:
        return None, 0.0
    from groundtrace.evaluation.metrics import best_threshold, roc_curve

    # flag when -value >= -t  ⇔  value <= t; shift to strict "<" with nextafter
    t = -best_threshold(labels, -values)
    fpr, tpr, _ = roc_curve(labels, -values)
    j = float(np.max(tpr - fpr))
    return float(np.nextafter(t, np.inf)), j


def _check_examples(examples: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    rows = list(examples)
    if not rows:
        raise InvalidInput("need at least one labelled example, got an empty list")
    for i, r in enumerate(rows):
        if not isinstance(r, Mapping):
            raise InvalidType(f"examples[{i}] must be a mapping, got {type(r).__name__}")
        if r.get("label") not in (0, 1) or isinstance(r.get("label"), bool):
            raise InvalidInput(f"examples[{i}].label must be 0 or 1, got {r.get('label')!r}")
    labels = {r["label"] for r in rows}
    if len(labels) < 2:
        missing = "ungrounded (1)" if labels == {0} else "grounded (0)"
        raise InvalidInput(f"labelled examples need both classes; no {missing} example given")
    return rows


def _thresholds_from_features(rows: Sequence[Mapping[str, float]], labels: np.ndarray,
                              encoder: str) -> ThresholdFit:
    """Youden thresholds on raw SGI, DGI and claim score, read back from the features."""

    def pick(name: str, present: str, inverse: Any = None) -> tuple[np.ndarray, np.ndarray]:
        keep = [i for i, r in enumerate(rows) if r.get(present) == 1.0]
        vals = np.array([rows[i][name] for i in keep], dtype=np.float64)
        return (vals if inverse is None else inverse(vals)), labels[keep]

    # sgi_log = log1p(min(SGI, cap)): expm1 gives SGI back below the cap
    sgi, j_sgi = _youden_below(*pick("sgi_log", "has_sgi", np.expm1))
    dgi, j_dgi = _youden_below(*pick("dgi", "has_dgi"))
    cs, j_cs = _youden_below(*pick("claims_score", "has_claims"))
    return ThresholdFit(sgi, dgi, cs, len(labels), int(labels.sum()), encoder,
                        youden_j={"sgi_review": j_sgi, "dgi_pass": j_dgi, "claims_score": j_cs})


def _items(rows: Sequence[Mapping[str, Any]]) -> list[Any]:
    from groundtrace.types import as_item

    return [as_item(r, i) for i, r in enumerate(rows)]


def fit_thresholds(
    examples: Iterable[Mapping[str, Any]], *, encoder: Any = None, verifier: Any = None
) -> ThresholdFit:
    """Choose SGI, DGI and claim-score thresholds by Youden's J on labelled rows.

    Args:
        examples: mappings with ``question``, ``response``, optional
            ``context`` and ``label`` (1 = not grounded).

    Raises:
        InvalidInput: empty list, or one class missing.
    """
    from groundtrace.encoders import resolve_encoder
    from groundtrace.triage import run_layers

    rows = _check_examples(examples)
    enc = resolve_encoder(encoder)
    layers = run_layers(_items(rows), encoder=enc, verifier=verifier)
    return _thresholds_from_features([lr.features for lr in layers],
                                     np.array([r["label"] for r in rows]), enc.name)


@dataclass(frozen=True)
class Calibration:
    """Thresholds, the fused model, and what they were fitted with."""

    thresholds: ThresholdFit
    fusion: FusionModel
    encoder: str
    verifier: str
    rules: str | None = None
    provenance: Mapping[str, Any] = field(default_factory=dict)
    #: The DGI-only model for answers without a source (None: no labelled row
    #: had a question, so such answers cannot be triaged with this calibration).
    question_model: FusionModel | None = None

    def model_for(self, has_context: bool) -> FusionModel:
        """The fused model for answers with a source, or the DGI model without one.

        Raises:
            ConfigurationError: no source and no question-only model was fitted.
        """
        if has_context:
            return self.fusion
        if self.question_model is None:
            raise ConfigurationError(
                "this calibration has no model for answers without a context (its labelled "
                "rows had no questions); pass the context, or fit on rows with questions"
            )
        return self.question_model

    @property
    def calibration_id(self) -> str:
        body = json.dumps(
            {"thresholds": self.thresholds.to_dict(), "fusion": self.fusion.model_id,
             "question_model": None if self.question_model is None
             else self.question_model.model_id,
             "encoder": self.encoder, "verifier": self.verifier, "rules": self.rules},
            sort_keys=True,
        ).encode()
        return "cal-" + hashlib.sha256(body).hexdigest()[:16]

    def default_verifier(self) -> Any:
        """The verifier this calibration was fitted with: ``"alignment"`` or the trained model."""
        if self.verifier == ALIGNMENT_VERIFIER:
            return ALIGNMENT_VERIFIER
        from groundtrace.models import get_verifier

        v = get_verifier()
        if v.name != self.verifier:
            raise ConfigurationError(
                f"calibration was fitted with verifier {self.verifier!r} but the installed one "
                f"is {v.name!r}; refit with `groundtrace fit` or pass verifier="
            )
        return v

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "groundtrace.calibration",
            "version": 1,
            "calibration_id": self.calibration_id,
            "encoder": self.encoder,
            "verifier": self.verifier,
            "rules": self.rules,
            "thresholds": self.thresholds.to_dict(),
            "fusion": self.fusion.to_dict(),
            "question_model": None if self.question_model is None
            else self.question_model.to_dict(),
            "provenance": dict(self.provenance),
        }

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_dict(), indent=1, sort_keys=True) + "\n",
                              encoding="utf-8")

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], *, origin: str = "data") -> Calibration:
        if not isinstance(d, Mapping) or d.get("kind") != "groundtrace.calibration":
            raise DataFormatError(f"{origin}: not a groundtrace calibration file")
        try:
            return cls(
                thresholds=ThresholdFit.from_dict(d["thresholds"]),
                fusion=FusionModel.from_dict(d["fusion"], origin=origin),
                encoder=str(d["encoder"]),
                verifier=str(d["verifier"]),
                rules=d.get("rules"),
                provenance=dict(d.get("provenance", {})),
                question_model=None if d.get("question_model") is None
                else FusionModel.from_dict(d["question_model"], origin=origin),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise DataFormatError(f"{origin}: malformed calibration ({exc})") from None

    @classmethod
    def load(cls, path: str | Path) -> Calibration:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise DataFormatError(f"cannot read calibration {str(path)!r}: {exc}") from None
        return cls.from_dict(data, origin=str(path))


def fit_calibration(
    examples: Iterable[Mapping[str, Any]],
    *,
    encoder: Any = None,
    verifier: Any = None,
    rules: Any = None,
    target_recall: float = DEFAULT_TARGET_RECALL,
    fail_fpr: float = DEFAULT_FAIL_FPR,
    provenance: Mapping[str, Any] | None = None,
    feature_rows: Sequence[Mapping[str, float]] | None = None,
    features: Sequence[str] | None = None,
) -> Calibration:
    """Fit thresholds and the fused model on labelled rows (1 = not grounded).

    ``feature_rows`` may pass the precomputed features of ``examples`` (same
    order; ``LayerResults.features`` from :func:`groundtrace.triage.run_layers`)
    to avoid recomputing them.
    ``features`` names the model's inputs (default:
    :data:`~groundtrace.calibration.features.DEFAULT_FUSION_FEATURES`, plus the
    rule sub-scores when ``rules`` is given).

    Raises:
        InvalidInput: empty list or one class missing.
        MissingDependency: scikit-learn is missing (``pip install 'groundtrace[fit]'``).
    """
    from groundtrace.claims.alignment import AlignmentVerifier
    from groundtrace.claims.verifiers import resolve_verifier
    from groundtrace.encoders import resolve_encoder
    from groundtrace.triage import resolve_rules, run_layers

    rows = _check_examples(examples)
    enc = resolve_encoder(encoder)
    ruleset = resolve_rules(rules)
    verifier = resolve_verifier(verifier, enc)
    if feature_rows is None:
        layers = run_layers(_items(rows), encoder=enc, verifier=verifier, ruleset=ruleset)
        feature_rows = [lr.features for lr in layers]
    if len(feature_rows) != len(rows):
        raise InvalidInput(f"got {len(feature_rows)} feature rows for {len(rows)} examples")
    labels = np.array([r["label"] for r in rows])
    thresholds = _thresholds_from_features(feature_rows, labels, enc.name)
    names = list(DEFAULT_FUSION_FEATURES if features is None else features)
    if features is None and ruleset is not None:
        names += sorted({k for f in feature_rows for k in f if k.startswith("rule_")})
    # "alignment" is re-created on the encoder of each call; a model is named
    verifier_name = (ALIGNMENT_VERIFIER if isinstance(verifier, AlignmentVerifier)
                     else str(verifier.name))
    fusion = fit_fusion(
        feature_rows, labels.tolist(), features=names,
        target_recall=target_recall, fail_fpr=fail_fpr,
        provenance={"encoder": enc.name, "verifier": verifier_name, **dict(provenance or {})},
    )
    with_q = [i for i, f in enumerate(feature_rows) if f.get("has_dgi") == 1.0]
    question_model = None
    if len({int(labels[i]) for i in with_q}) == 2:
        question_model = fit_fusion(
            [feature_rows[i] for i in with_q], [int(labels[i]) for i in with_q],
            features=QUESTION_ONLY_FEATURES, target_recall=target_recall, fail_fpr=fail_fpr,
            provenance={"encoder": enc.name, "rows": "labelled rows with a question"},
        )
    return Calibration(thresholds, fusion, enc.name, verifier_name,
                       None if ruleset is None else ruleset.name, dict(provenance or {}),
                       question_model)


_DEFAULT: list[Calibration] = []


def default_calibration() -> Calibration:
    """The calibration shipped with groundtrace (loaded once)."""
    if not _DEFAULT:
        res = resources.files("groundtrace.calibration") / "data" / DEFAULT_FILE
        if not res.is_file():
            raise ConfigurationError(
                "no bundled triage calibration found; fit one with `groundtrace fit`"
            )
        _DEFAULT.append(Calibration.from_dict(json.loads(res.read_text(encoding="utf-8")),
                                              origin=str(res)))
    return _DEFAULT[0]


def resolve_calibration(calibration: Calibration | str | Path | None) -> Calibration:
    if calibration is None:
        return default_calibration()
    if isinstance(calibration, Calibration):
        return calibration
    if isinstance(calibration, str | Path):
        return Calibration.load(calibration)
    raise InvalidType(
        f"calibration must be a Calibration, a path or None, got {type(calibration).__name__}"
    )
