"""The fused model: out-of-fold fitting, Platt scaling, the operating point, JSON round trip."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest

from groundtrace.calibration.fusion import FusionModel
from groundtrace.calibration.fusion_fit import fit_fusion, make_folds
from groundtrace.errors import ConfigurationError, DataFormatError, InvalidInput


def synthetic(n=200, seed=0):
    rng = random.Random(seed)
    rows, labels = [], []
    for _ in range(n):
        y = rng.random() < 0.5
        rows.append({"x": rng.gauss(1.0 if y else -1.0, 1.0), "noise": rng.gauss(0, 1),
                     "const": 3.0})
        labels.append(int(y))
    return rows, labels


def test_fit_learns_the_informative_feature():
    rows, labels = synthetic()
    m = fit_fusion(rows, labels, features=["x", "noise", "const"])
    coef = dict(zip(m.features, m.coef, strict=True))
    assert coef["x"] > 1.0 and abs(coef["noise"]) < coef["x"] / 3
    assert coef["const"] == pytest.approx(0.0, abs=1e-6)  # constant feature: scale 1, value 0
    p = m.predict_proba(rows)
    assert ((p > 0.5) == np.array(labels, dtype=bool)).mean() > 0.75


def test_operating_point_is_met_out_of_fold():
    rows, labels = synthetic(400)
    m = fit_fusion(rows, labels, features=["x", "noise"], review_budget=0.15,
                   fail_precision=0.85)
    oof = m.fit_report["out_of_fold"]
    assert m.fit_report["folds"] == "5 stratified folds"
    assert oof["review_share"] <= 0.15 + 1e-9
    assert oof["fail_precision"] >= 0.85
    assert m.review_threshold <= m.fail_threshold
    assert (m.review_budget, m.fail_precision) == (0.15, 0.85)
    assert m.decide(m.fail_threshold) == "FAIL"
    assert m.decide(m.review_threshold) in ("REVIEW", "FAIL")
    # No budget: REVIEW goes down to the recall target.
    loose = fit_fusion(rows, labels, features=["x", "noise"], review_budget=None,
                       target_recall=0.95)
    assert loose.fit_report["out_of_fold"]["recall_flagged"] >= 0.95
    assert loose.review_threshold <= m.review_threshold


def test_the_thresholds_spread_narrows_with_more_rows():
    few, many = (fit_fusion(*synthetic(n), features=["x", "noise"]) for n in (120, 1200))
    width = {}
    for name, m in (("few", few), ("many", many)):
        spread = m.fit_report["threshold_spread"]
        assert spread["resamples"] == 200
        lo, hi = spread["fail_5_95"]
        assert lo <= m.fail_threshold <= hi
        r_lo, r_hi = spread["review_5_95"]
        assert r_lo <= r_hi and r_lo <= m.review_threshold <= r_hi + 1e-9
        width[name] = hi - lo
    assert width["many"] < width["few"] / 2
    # the same rows give the same spread, bit for bit
    again = fit_fusion(*synthetic(120), features=["x", "noise"])
    assert again.fit_report["threshold_spread"] == few.fit_report["threshold_spread"]


def test_fail_fpr_caps_fail_too():
    rows, labels = synthetic(400)
    m = fit_fusion(rows, labels, features=["x"], fail_precision=None, fail_fpr=0.02)
    assert m.fit_report["out_of_fold"]["fpr_at_fail"] <= 0.02
    with pytest.raises(InvalidInput, match="FAIL needs a bound"):
        fit_fusion(rows, labels, features=["x"], fail_precision=None, fail_fpr=None)


def test_a_perfect_feature_is_what_the_fusion_ranks_with():
    rng = random.Random(4)
    rows, labels = [], []
    for i in range(300):
        y = i % 2
        # "perfect" separates the classes; four noisy features outvote it in a plain fit.
        row = {"perfect": (0.6 if y else 0.4) + rng.uniform(-0.05, 0.05)}
        for k in range(4):
            row[f"n{k}"] = rng.gauss(0.3 if y else 0.0, 1.0)
        rows.append(row)
        labels.append(y)
    m = fit_fusion(rows, labels, features=["n0", "n1", "n2", "n3", "perfect"])
    from groundtrace.evaluation.metrics import roc_auc_score

    assert roc_auc_score(labels, m.predict_proba(rows)) == pytest.approx(1.0)
    aurocs = m.fit_report["out_of_fold_auroc_by_features"]
    assert aurocs["perfect"] == pytest.approx(1.0)
    assert m.fit_report["out_of_fold"]["auroc"] >= aurocs["perfect"] - 0.01


def test_probabilities_are_near_0_and_1_on_well_separated_data():
    rng = random.Random(5)
    rows = [{"x": rng.gauss(4.0 if i % 2 else -4.0, 0.5)} for i in range(200)]
    labels = [i % 2 for i in range(200)]
    m = fit_fusion(rows, labels, features=["x"])
    p = m.predict_proba(rows)
    y = np.array(labels)
    assert p[y == 1].min() > 0.95 and p[y == 0].max() < 0.05
    assert m.fit_report["out_of_fold"]["ece"] < 0.05
    # probabilities this sure leave labels drawn from them little room to scatter
    assert m.fit_report["out_of_fold"]["ece_floor"] < 0.01


def test_folds_leave_one_group_out_when_they_can():
    y = np.array([0, 1] * 6)
    groups = ["a"] * 4 + ["b"] * 4 + ["c"] * 4
    folds, how = make_folds(y, groups)
    assert how == "leave one group out (3 groups)"
    assert [f.tolist() for f in folds] == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]
    # A group holding every positive would leave a training part with one class.
    y2 = np.array([1, 1, 0, 0, 0, 0])
    folds, how = make_folds(y2, ["a", "a", "b", "b", "c", "c"])
    assert how == "2 stratified folds"
    assert sorted(np.concatenate(folds).tolist()) == list(range(6))
    assert make_folds(np.array([0, 1, 0]), None) == ([], "none (a class has fewer than two rows)")


def test_per_group_figures_are_reported():
    rows, labels = synthetic(240)
    groups = ["a", "b", "c"] * 80
    m = fit_fusion(rows, labels, features=["x", "noise"], groups=groups)
    per = m.fit_report["out_of_fold"]["per_group"]
    assert sorted(per) == ["a", "b", "c"] and all(per[g]["n"] == 80 for g in per)
    assert m.fit_report["folds"] == "leave one group out (3 groups)"


def test_too_few_rows_fall_back_to_in_sample_and_say_so():
    m = fit_fusion([{"x": 0.0}, {"x": 1.0}, {"x": 0.2}], [0, 1, 0], features=["x"])
    assert m.fit_report["out_of_fold"] is None
    assert "optimistic" in m.fit_report["note"]


def test_old_model_files_still_load_with_the_same_id():
    rows, labels = synthetic()
    d = fit_fusion(rows, labels, features=["x"]).to_dict()
    for key in ("platt_slope", "platt_offset", "review_budget", "fail_precision"):
        d.pop(key)
    d["version"] = 1
    old = FusionModel.from_dict(d)
    assert (old.platt_slope, old.platt_offset) == (1.0, 0.0)
    assert old.review_budget is None and old.fail_precision is None


def test_single_equals_batch_bits():
    rows, labels = synthetic()
    m = fit_fusion(rows, labels, features=["x", "noise"])
    batch = m.predict_proba(rows)
    for i in (0, 7, 42):
        assert m.predict_proba([rows[i]])[0] == batch[i]


def test_roundtrip(tmp_path):
    rows, labels = synthetic()
    m = fit_fusion(rows, labels, features=["x", "noise"], provenance={"data": "synthetic"})
    back = FusionModel.from_dict(json.loads(json.dumps(m.to_dict())))
    assert back == m and back.model_id == m.model_id


@pytest.mark.parametrize(
    ("rows", "labels", "match"),
    [([], [], "at least one"), ([{"x": 1.0}, {"x": 2.0}], [1, 1], "both grounded"),
     ([{"x": 1.0}], [0, 1], "labels"), ([{"x": 1.0}, {"x": 0.0}], [0, 2], "0 or 1")],
)
def test_fit_errors(rows, labels, match):
    with pytest.raises(InvalidInput, match=match):
        fit_fusion(rows, labels, features=["x"])


def test_missing_feature_is_named():
    rows, labels = synthetic()
    m = fit_fusion(rows, labels, features=["x", "noise"])
    with pytest.raises(ConfigurationError, match="'noise'"):
        m.predict_proba([{"x": 1.0}])


def test_malformed_file_rejected():
    with pytest.raises(DataFormatError, match="not a groundtrace fusion model"):
        FusionModel.from_dict({"kind": "other"})
    rows, labels = synthetic()
    d = fit_fusion(rows, labels, features=["x"]).to_dict()
    d["coef"] = []
    with pytest.raises(DataFormatError, match="differ in length"):
        FusionModel.from_dict(d)


def simpson(seed=0):
    """Two groups in which more ``lex_coverage`` means grounded, while the group
    with more coverage has more ungrounded answers: pooled, the feature runs
    the wrong way round."""
    rng = random.Random(seed)
    rows, labels, groups = [], [], []
    for group, level, rate in (("a", 0.0, 0.1), ("b", 6.0, 0.9), ("c", 3.0, 0.5)):
        for _ in range(150):
            y = int(rng.random() < rate)
            rows.append({"lex_coverage": level + rng.gauss(-0.7 if y else 0.7, 0.5),
                         "noise": rng.gauss(0, 1)})
            labels.append(y)
            groups.append(group)
    return rows, labels, groups


def _auroc_within(m, rows, labels, groups):
    from groundtrace.evaluation.metrics import roc_auc_score

    p, y, g = m.predict_proba(rows), np.array(labels), np.array(groups)
    return [roc_auc_score(y[g == k], p[g == k]) for k in sorted(set(groups))]


def test_group_intercepts_learn_how_a_feature_ranks_within_each_dataset():
    rows, labels, groups = simpson()
    m = fit_fusion(rows, labels, features=["lex_coverage"], groups=groups)
    assert m.coef[0] < -0.5 and m.platt_slope > 0
    assert min(_auroc_within(m, rows, labels, groups)) > 0.9
    assert m.fit_report["held_at_zero_by_sign"] == []
    pooled = fit_fusion(rows, labels, features=["lex_coverage"])  # no groups: one intercept
    assert pooled.coef[0] == pytest.approx(0.0, abs=1e-9)  # wrong way round pooled: bounded at 0
    assert pooled.fit_report["held_at_zero_by_sign"] == ["lex_coverage"]


def test_a_weight_never_takes_the_sign_its_feature_forbids():
    from groundtrace.calibration.features import FEATURE_SIGNS

    rng = random.Random(1)
    rows, labels = [], []
    for _ in range(300):
        y = int(rng.random() < 0.5)
        # in this data more support means *ungrounded*: a fit free to follow it would
        rows.append({"claims_score": rng.gauss(1.0 if y else -1.0, 1.0),
                     "claims_max_contradiction": rng.gauss(-1.0 if y else 1.0, 1.0),
                     "x": rng.gauss(1.0 if y else -1.0, 1.0)})
        labels.append(y)
    m = fit_fusion(rows, labels, features=["claims_score", "claims_max_contradiction", "x"])
    coef = dict(zip(m.features, m.coef, strict=True))
    assert FEATURE_SIGNS["claims_score"] < 0 < FEATURE_SIGNS["claims_max_contradiction"]
    assert coef.get("claims_score", 0.0) <= 0.0 <= coef.get("claims_max_contradiction", 0.0)
    assert coef["x"] > 1.0  # unlisted: free, and it carries the signal


def test_platt_scaling_flattens_but_never_inverts_a_ranking():
    from groundtrace.calibration.fusion_fit import _platt

    rng = np.random.default_rng(0)
    z = rng.normal(size=400)
    y = (z < 0).astype(np.int64)  # the log-odds run against the labels
    slope, _ = _platt(z, y, None)
    assert slope == 0.0
    slope, _ = _platt(-z, y, None)
    assert slope > 1.0


def test_a_group_of_one_label_falls_back_to_one_intercept():
    rows, labels, groups = simpson()
    # group "d": only ungrounded answers; its own intercept would run off to infinity
    rows += [{"lex_coverage": 1.0 + 0.1 * i, "noise": 0.0} for i in range(40)]
    labels += [1] * 40
    groups += ["d"] * 40
    m = fit_fusion(rows, labels, features=["lex_coverage"], groups=groups)
    assert abs(m.intercept) < 2 and abs(m.platt_offset) < 2  # 7.4 and -6.9 with "d" its own
    p = m.predict_proba(rows)
    assert 0.01 < float(p.mean()) < 0.99
