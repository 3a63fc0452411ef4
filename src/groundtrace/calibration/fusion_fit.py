"""Fitting the fused model on out-of-fold scores (SciPy's L-BFGS-B, extra ``fit``).

See :mod:`groundtrace.calibration.fusion` for what is fitted and why. Every
choice here (features, Platt scaling, thresholds) is made on out-of-fold
log-odds, and the figures stored in ``fit_report["out_of_fold"]`` are the ones
a user can expect on data like a held-out fold, not on the fitting rows.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from groundtrace.calibration.features import FEATURE_SIGNS, feature_vector
from groundtrace.calibration.fusion import (
    DEFAULT_FAIL_PRECISION,
    DEFAULT_REVIEW_BUDGET,
    DEFAULT_TARGET_RECALL,
    FusionModel,
)
from groundtrace.errors import InvalidInput, MissingDependency
from groundtrace.evaluation.metrics import (
    brier_score_loss,
    ece_sampling_floor,
    expected_calibration_error,
    fpr_at_recall,
    roc_auc_score,
)

__all__ = ["DEFAULT_C", "DEFAULT_FOLDS", "SINGLE_FEATURE_MARGIN", "fit_fusion", "make_folds"]

#: L2 strength of the logistic fit (scikit-learn's C): mild, features are few.
DEFAULT_C = 1.0
#: Out-of-fold AUROC a single feature must gain over the full set to replace it.
SINGLE_FEATURE_MARGIN = 0.005
#: Stratified folds when the rows carry fewer than two usable groups.
DEFAULT_FOLDS = 5
#: Platt scaling is a 1-D logistic fit: almost no regularisation.
_PLATT_C = 1e4
#: Bootstrap resamples of the scored rows behind the thresholds' spread in the
#: fit report (a fixed seed: the same rows give the same spread).
SPREAD_RESAMPLES = 200


def _minimize() -> Any:
    try:
        from scipy.optimize import minimize
    except ImportError:
        raise MissingDependency("scipy", "fit") from None
    return minimize


def _bounded_logit(x: np.ndarray, y: np.ndarray, c: float,
                   bounds: Sequence[tuple[float | None, float | None]],
                   offsets: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """L2-penalised logistic regression (scikit-learn's objective: ``c`` × log-loss
    + ½‖w‖², intercepts free) with each weight kept within its bounds (L-BFGS-B).

    ``offsets`` gives each row's intercept index (one intercept per group, so
    the weights learn how a feature ranks answers *within* a group, not how
    the groups' levels differ); None: one intercept. Returns the weights and
    the intercepts. Deterministic: same data, same weights, bit for bit.
    """
    d = x.shape[1]
    idx = np.zeros(len(y), dtype=np.int64) if offsets is None else offsets
    k = int(idx.max()) + 1 if len(idx) else 1

    def loss(theta: np.ndarray) -> tuple[float, np.ndarray]:
        w, b = theta[:d], theta[d:]
        z = x @ w + b[idx]
        p = _sigmoid(z)
        value = c * float(np.sum(np.logaddexp(0.0, z) - y * z)) + 0.5 * float(w @ w)
        residual = p - y
        grad = np.concatenate([c * (x.T @ residual) + w,
                               c * np.bincount(idx, residual, minlength=k)])
        return value, grad

    result = _minimize()(loss, np.zeros(d + k), jac=True, method="L-BFGS-B",
                         bounds=[*bounds, *[(None, None)] * k],
                         options={"maxiter": 5000, "ftol": 1e-12, "gtol": 1e-8})
    return result.x[:d].astype(np.float64), result.x[d:].astype(np.float64)


def _sign_bounds(names: Sequence[str]) -> list[tuple[float | None, float | None]]:
    """Each weight on the side :data:`FEATURE_SIGNS` allows (0 included: a feature may drop out)."""
    out: list[tuple[float | None, float | None]] = []
    for name in names:
        sign = FEATURE_SIGNS.get(name, 0)
        out.append((None, 0.0) if sign < 0 else (0.0, None) if sign > 0 else (None, None))
    return out


def _standardise(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    return mean, np.where(scale < 1e-9, 1.0, scale)  # a constant feature gets weight ~0


def _fit_logit(x: np.ndarray, y: np.ndarray, c: float, names: Sequence[str],
               groups: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray,
                                                          float]:
    """Standardisation, sign-bounded weights and intercept of the logistic model.

    With ``groups`` (a group index per row; used when each group holds both
    labels) each group gets its own intercept while they share the weights,
    and the model's intercept is their mean: a new dataset's base rate is
    unknown, and the weights then say how features rank answers within a
    dataset rather than how datasets differ.
    """
    mean, scale = _standardise(x)
    coef, intercepts = _bounded_logit((x - mean) / scale, y, c, _sign_bounds(names),
                                      _usable_groups(groups, y))
    return mean, scale, coef, float(intercepts.mean())


def _usable_groups(groups: np.ndarray | None, y: np.ndarray) -> np.ndarray | None:
    """``groups`` when every group holds both labels, else None (one intercept): a
    group of one label would drive its own intercept, unpenalised, to infinity."""
    if groups is None:
        return None
    for g in np.unique(groups):
        if len(np.unique(y[groups == g])) < 2:
            return None
    return groups


def _group_index(n: int, folds: list[np.ndarray]) -> np.ndarray:
    """Each row's fold number (with group folds: its group)."""
    out = np.zeros(n, dtype=np.int64)
    for i, fold in enumerate(folds):
        out[fold] = i
    return out


def _apply(x: np.ndarray, mean: np.ndarray, scale: np.ndarray, coef: np.ndarray,
           intercept: float) -> np.ndarray:
    out: np.ndarray = (((x - mean) / scale) * coef[None, :]).sum(axis=1) + intercept
    return out


def make_folds(y: np.ndarray, groups: Sequence[str] | None,
               n_folds: int = DEFAULT_FOLDS) -> tuple[list[np.ndarray], str]:
    """Held-out index sets and how they were made; empty when no fold is possible.

    Leave one group out when there are two or more groups and every training
    part keeps both classes; otherwise ``n_folds`` stratified folds (rows of
    each class dealt out in order), fewer when a class has fewer rows.
    """
    if groups is not None and len(groups) == len(y):
        names = sorted(set(groups))
        g = np.asarray(groups)
        folds = [np.flatnonzero(g == name) for name in names]
        if len(names) >= 2 and all(len(np.unique(np.delete(y, f))) == 2 for f in folds):
            return folds, f"leave one group out ({len(names)} groups)"
    k = min(n_folds, int(min((y == 0).sum(), (y == 1).sum())))
    if k < 2:
        return [], "none (a class has fewer than two rows)"
    assign = np.empty(len(y), dtype=np.int64)
    for cls in (0, 1):
        idx = np.flatnonzero(y == cls)
        assign[idx] = np.arange(len(idx)) % k
    return [np.flatnonzero(assign == f) for f in range(k)], f"{k} stratified folds"


def _oof_logits(x: np.ndarray, y: np.ndarray, folds: list[np.ndarray], c: float,
                names: Sequence[str], groups: np.ndarray | None) -> np.ndarray:
    out = np.zeros(len(y))
    for test in folds:
        train = np.setdiff1d(np.arange(len(y)), test)
        sub = None if groups is None else np.unique(groups[train], return_inverse=True)[1]
        out[test] = _apply(x[test], *_fit_logit(x[train], y[train], c, names, sub))
    return out


def _sigmoid(z: np.ndarray) -> np.ndarray:
    out: np.ndarray = 1.0 / (1.0 + np.exp(-np.clip(z, -50.0, 50.0)))
    return out


def _platt(z: np.ndarray, y: np.ndarray, folds: list[np.ndarray] | None) -> tuple[float, float]:
    """Slope and offset of the Platt scaling, the slope never negative: scaling
    turns log-odds into probabilities and may flatten a ranking, never invert it.

    With group folds (``folds``) that each hold both labels, each group gets
    its own offset while they share the slope, so the slope measures how
    log-odds map to probability within a dataset, and a new dataset gets the
    groups' mean offset.
    Pooled over groups, the scores of a feature whose level differs from
    dataset to dataset can even run against the labels, and a pooled slope
    would flatten or invert a ranking that holds within every dataset.
    """
    offsets = _usable_groups(_group_index(len(z), folds), y) if folds else None
    slope, intercepts = _bounded_logit(z.reshape(-1, 1), y.astype(np.float64), _PLATT_C,
                                       [(0.0, None)], offsets)
    return float(slope[0]), float(intercepts.mean())


def _recall_threshold(p: np.ndarray, y: np.ndarray, target: float) -> float:
    """Highest t with recall(p >= t) >= target."""
    pos = np.sort(p[y == 1])[::-1]
    k = max(1, math.ceil(target * len(pos) - 1e-9))
    return float(pos[k - 1])


def _fail_threshold(p: np.ndarray, y: np.ndarray, precision: float | None,
                    fpr: float | None) -> float:
    """Lowest t whose set p >= t has precision >= ``precision`` and FPR <= ``fpr``.

    1.0 when no cut qualifies (FAIL then needs a probability of exactly 1).
    """
    order = np.argsort(-p, kind="mergesort")
    ps, ys = p[order], y[order]
    tp = np.cumsum(ys == 1)
    fp = np.cumsum(ys == 0)
    n_neg = max(1, int((y == 0).sum()))
    # a cut can only fall between different values
    ends = np.flatnonzero(np.append(ps[1:] != ps[:-1], True))
    ok = np.ones(len(ends), dtype=bool)
    if precision is not None:
        ok &= tp[ends] / (ends + 1) >= precision - 1e-12
    if fpr is not None:
        ok &= fp[ends] / n_neg <= fpr + 1e-12
    if not ok.any():
        return 1.0
    return float(ps[ends[np.flatnonzero(ok)[-1]]])


def _review_threshold(p: np.ndarray, y: np.ndarray, target_recall: float,
                      budget: float | None, fail: float) -> float:
    """The recall target's threshold, raised until REVIEW holds at most ``budget`` of all rows."""
    t = min(_recall_threshold(p, y, target_recall), fail)
    if budget is None:
        return t
    below = np.sort(p[p < fail])[::-1]
    k = math.floor(budget * len(p) + 1e-9)
    if k >= len(below):
        return t
    t_budget = fail if k == 0 else float(np.nextafter(below[k], np.inf))
    return min(max(t, t_budget), fail)


def _threshold_spread(p: np.ndarray, y: np.ndarray, target_recall: float,
                      budget: float | None, precision: float | None,
                      fpr: float | None) -> dict[str, Any]:
    """How far the thresholds move when the rows are resampled: their 5th and 95th
    percentiles over :data:`SPREAD_RESAMPLES` bootstrap draws of ``(p, y)``.

    The scores stay as fitted (no refit per draw), so this is the spread of
    choosing thresholds on this many rows, not of the fused model: a wide
    FAIL range says more labelled rows would move it.
    """
    rng = np.random.default_rng(0)
    fails, reviews = [], []
    for _ in range(SPREAD_RESAMPLES):
        i = rng.integers(0, len(p), len(p))
        if y[i].min() == y[i].max():  # one class only: no threshold to choose
            continue
        fail = _fail_threshold(p[i], y[i], precision, fpr)
        fails.append(fail)
        reviews.append(_review_threshold(p[i], y[i], target_recall, budget, fail))
    if not fails:
        return {"resamples": 0, "review_5_95": None, "fail_5_95": None}
    return {"resamples": len(fails),
            "review_5_95": [float(v) for v in np.percentile(reviews, [5, 95])],
            "fail_5_95": [float(v) for v in np.percentile(fails, [5, 95])]}


def _operating_report(p: np.ndarray, y: np.ndarray, review: float, fail: float,
                      groups: Sequence[str] | None) -> dict[str, Any]:
    """What a user can expect from these thresholds, measured on ``p``."""
    failed, flagged = p >= fail, p >= review
    pos, neg = y == 1, y == 0
    report: dict[str, Any] = {
        "n": len(y),
        "positives": int(pos.sum()),
        "auroc": roc_auc_score(y, p),
        "ece": expected_calibration_error(y, p),
        "ece_floor": ece_sampling_floor(p),
        "brier": brier_score_loss(y, p),
        "fpr_at_95_recall": fpr_at_recall(y, p, recall=0.95),
        "pass_share": float((~flagged).mean()),
        "review_share": float((flagged & ~failed).mean()),
        "fail_share": float(failed.mean()),
        "recall_flagged": float(flagged[pos].mean()),
        "fpr_flagged": float(flagged[neg].mean()),
        "fail_recall": float(failed[pos].mean()),
        "fpr_at_fail": float(failed[neg].mean()),
        "fail_precision": float(y[failed].mean()) if failed.any() else None,
        "balanced_accuracy_fail": float((failed[pos].mean() + (~failed)[neg].mean()) / 2),
        "balanced_accuracy_flagged": float((flagged[pos].mean() + (~flagged)[neg].mean()) / 2),
    }
    if groups is not None:
        per: dict[str, Any] = {}
        g = np.asarray(groups)
        for name in sorted(set(groups)):
            m = g == name
            per[name] = {"n": int(m.sum()),
                         "auroc": roc_auc_score(y[m], p[m]) if len(np.unique(y[m])) == 2
                         else None,
                         "review_share": float((flagged & ~failed)[m].mean())}
        report["per_group"] = per
    return report


def _check(rows: Sequence[Mapping[str, float]], labels: Sequence[int], target_recall: float,
           review_budget: float | None, fail_precision: float | None,
           fail_fpr: float | None) -> np.ndarray:
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
    if review_budget is not None and not 0.0 <= review_budget <= 1.0:
        raise InvalidInput(f"review_budget must be in [0, 1], got {review_budget!r}")
    if fail_precision is not None and not 0.0 < fail_precision <= 1.0:
        raise InvalidInput(f"fail_precision must be in (0, 1], got {fail_precision!r}")
    if fail_fpr is not None and not 0.0 <= fail_fpr < 1.0:
        raise InvalidInput(f"fail_fpr must be in [0, 1), got {fail_fpr!r}")
    if fail_precision is None and fail_fpr is None:
        raise InvalidInput("give fail_precision, fail_fpr or both: FAIL needs a bound")
    return y.astype(np.int64)


def fit_fusion(
    rows: Sequence[Mapping[str, float]],
    labels: Sequence[int],
    *,
    features: Sequence[str],
    target_recall: float = DEFAULT_TARGET_RECALL,
    review_budget: float | None = DEFAULT_REVIEW_BUDGET,
    fail_precision: float | None = DEFAULT_FAIL_PRECISION,
    fail_fpr: float | None = None,
    groups: Sequence[str] | None = None,
    c: float = DEFAULT_C,
    provenance: Mapping[str, Any] | None = None,
) -> FusionModel:
    """Fit the fused model, its Platt scaling and its REVIEW / FAIL thresholds.

    Args:
        rows / labels: feature mappings and 1 = not grounded.
        features: the candidate inputs; the fit may keep only one of them
            (see :mod:`groundtrace.calibration.fusion`).
        target_recall / review_budget / fail_precision / fail_fpr: the
            operating point (module docstring); ``review_budget=None`` puts no
            cap on REVIEW.
        groups: where each row comes from (e.g. its dataset): folds leave
            one group out. None: stratified folds.

    Raises:
        InvalidInput: empty data, one class only, or options out of range.
        MissingDependency: SciPy is not installed (extra ``fit``).
    """
    y = _check(rows, labels, target_recall, review_budget, fail_precision, fail_fpr)
    names = tuple(features)
    x = np.array([feature_vector(r, names) for r in rows], dtype=np.float64)
    folds, how = make_folds(y, groups)
    candidates: list[tuple[str, ...]] = [names]
    if len(names) > 1:
        candidates += [(n,) for i, n in enumerate(names) if np.ptp(x[:, i]) > 0]
    chosen, z_oof, oof_auroc = names, None, {}
    by_group = how.startswith("leave one group out")
    group_idx = _group_index(len(y), folds) if by_group else None
    if folds:
        scores = {}
        for cand in candidates:
            cols = [names.index(n) for n in cand]
            z = _oof_logits(x[:, cols], y, folds, c, cand, group_idx)
            scores[cand] = (roc_auc_score(y, z), z)
            oof_auroc["+".join(cand)] = scores[cand][0]
        best_single = max(candidates[1:], key=lambda k: (scores[k][0], -candidates.index(k)),
                          default=None)
        if best_single is not None and (
                scores[best_single][0] > scores[names][0] + SINGLE_FEATURE_MARGIN):
            chosen = best_single
        z_oof = scores[chosen][1]
    cols = [names.index(n) for n in chosen]
    mean, scale, coef, intercept = _fit_logit(x[:, cols], y.astype(np.float64), c, chosen,
                                              group_idx)
    z_fit = _apply(x[:, cols], mean, scale, coef, intercept)
    slope, offset = _platt(z_oof if z_oof is not None else z_fit, y,
                           folds if z_oof is not None and by_group else None)
    scored = z_oof if z_oof is not None else z_fit
    p = _sigmoid(slope * scored + offset)
    fail = _fail_threshold(p, y, fail_precision, fail_fpr)
    review = _review_threshold(p, y, target_recall, review_budget, fail)
    p_fit = _sigmoid(slope * z_fit + offset)
    report: dict[str, Any] = {
        "n": len(y),
        "positives": int(y.sum()),
        "features_offered": list(names),
        "features_chosen": list(chosen),
        # a weight at 0 on its sign bound: the data pulled it the way its meaning forbids
        "held_at_zero_by_sign": [n for n, w in zip(chosen, coef, strict=True)
                                 if FEATURE_SIGNS.get(n, 0) != 0 and w == 0.0],
        "folds": how,
        "out_of_fold_auroc_by_features": oof_auroc,
        "in_sample": _operating_report(p_fit, y, review, fail, None),
        "out_of_fold": (_operating_report(p, y, review, fail, groups)
                        if z_oof is not None else None),
        "threshold_spread": _threshold_spread(p, y, target_recall, review_budget,
                                              fail_precision, fail_fpr),
        "note": ("thresholds and Platt scaling chosen on out-of-fold scores" if z_oof is not None
                 else "too few rows for folds: thresholds chosen on the fitting rows (optimistic)"),
    }
    return FusionModel(
        features=chosen, mean=tuple(float(v) for v in mean),
        scale=tuple(float(v) for v in scale), coef=tuple(float(v) for v in coef),
        intercept=intercept, review_threshold=review, fail_threshold=fail,
        target_recall=float(target_recall), fail_fpr=fail_fpr,
        fit_report=report, provenance=dict(provenance or {}),
        platt_slope=slope, platt_offset=offset,
        review_budget=review_budget, fail_precision=fail_precision,
    )
