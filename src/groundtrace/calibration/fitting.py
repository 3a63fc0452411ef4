"""Fitting a calibration on labelled answers: thresholds and the fused model.

This sits above :mod:`groundtrace.triage` (it runs the layers to get the
features it fits on); triage only loads calibrations (:mod:`.bundle`) and
never imports this module.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from groundtrace.calibration.bundle import ALIGNMENT_VERIFIER, Calibration, ThresholdFit
from groundtrace.calibration.features import DEFAULT_FUSION_FEATURES, QUESTION_ONLY_FEATURES
from groundtrace.calibration.fusion import (
    DEFAULT_FAIL_PRECISION,
    DEFAULT_REVIEW_BUDGET,
    DEFAULT_TARGET_RECALL,
)
from groundtrace.calibration.fusion_fit import fit_fusion
from groundtrace.errors import InvalidInput, InvalidType

if TYPE_CHECKING:
    from groundtrace.encoders.base import EncoderLike

__all__ = ["fit_calibration", "fit_thresholds"]


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

    # sgi_evidence_log = log1p(min(SGI, cap)): expm1 gives SGI back below the cap
    sgi, j_sgi = _youden_below(*pick("sgi_evidence_log", "has_sgi", np.expm1))
    dgi, j_dgi = _youden_below(*pick("dgi", "has_dgi"))
    cs, j_cs = _youden_below(*pick("claims_score", "has_claims"))
    return ThresholdFit(sgi, dgi, cs, len(labels), int(labels.sum()), encoder,
                        youden_j={"sgi_review": j_sgi, "dgi_pass": j_dgi, "claims_score": j_cs})


def _items(rows: Sequence[Mapping[str, Any]]) -> list[Any]:
    from groundtrace.types import as_item

    return [as_item(r, i) for i, r in enumerate(rows)]


def fit_thresholds(
    examples: Iterable[Mapping[str, Any]], *, encoder: EncoderLike = None, verifier: Any = None
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


def fit_calibration(
    examples: Iterable[Mapping[str, Any]],
    *,
    encoder: EncoderLike = None,
    verifier: Any = None,
    rules: Any = None,
    target_recall: float = DEFAULT_TARGET_RECALL,
    review_budget: float | None = DEFAULT_REVIEW_BUDGET,
    fail_precision: float | None = DEFAULT_FAIL_PRECISION,
    fail_fpr: float | None = None,
    groups: Sequence[str] | None = None,
    provenance: Mapping[str, Any] | None = None,
    feature_rows: Sequence[Mapping[str, float]] | None = None,
    features: Sequence[str] | None = None,
) -> Calibration:
    """Fit thresholds and the fused model on labelled rows (1 = not grounded).

    The operating point (``target_recall``, ``review_budget``,
    ``fail_precision``, ``fail_fpr``) and the folds (``groups``: where each
    row comes from, e.g. its dataset; folds then leave one group out) are
    those of :func:`~groundtrace.calibration.fusion_fit.fit_fusion`.

    ``feature_rows`` may pass the precomputed features of ``examples`` (same
    order; ``LayerResults.features`` from :func:`groundtrace.triage.run_layers`)
    to avoid recomputing them.
    ``features`` names the model's inputs (default:
    :data:`~groundtrace.calibration.features.DEFAULT_FUSION_FEATURES`, plus the
    rule sub-scores when ``rules`` is given).

    Raises:
        InvalidInput: empty list or one class missing.
        MissingDependency: SciPy is missing (``pip install 'groundtrace[fit]'``).
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
    if groups is not None and len(groups) != len(rows):
        raise InvalidInput(f"got {len(groups)} groups for {len(rows)} examples")
    point: dict[str, Any] = {"target_recall": target_recall, "review_budget": review_budget,
                             "fail_precision": fail_precision, "fail_fpr": fail_fpr}
    fusion = fit_fusion(
        feature_rows, labels.tolist(), features=names, groups=groups, **point,
        provenance={"encoder": enc.name, "verifier": verifier_name, **dict(provenance or {})},
    )
    with_q = [i for i, f in enumerate(feature_rows) if f.get("has_dgi") == 1.0]
    question_model = None
    if len({int(labels[i]) for i in with_q}) == 2:
        question_model = fit_fusion(
            [feature_rows[i] for i in with_q], [int(labels[i]) for i in with_q],
            features=QUESTION_ONLY_FEATURES, **point,
            groups=None if groups is None else [groups[i] for i in with_q],
            provenance={"encoder": enc.name, "rows": "labelled rows with a question"},
        )
    return Calibration(thresholds, fusion, enc.name, verifier_name,
                       None if ruleset is None else ruleset.name, dict(provenance or {}),
                       question_model)
