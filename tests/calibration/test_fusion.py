"""The fused model: fitting, thresholds from target recall, contributions, JSON round trip."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest

from groundtrace.calibration.fusion import FusionModel, fit_fusion
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


def test_thresholds_meet_targets_on_fit_data():
    rows, labels = synthetic()
    m = fit_fusion(rows, labels, features=["x", "noise"], target_recall=0.95, fail_fpr=0.05)
    p = m.predict_proba(rows)
    y = np.array(labels)
    assert (p >= m.review_threshold)[y == 1].mean() >= 0.95
    assert (p >= m.fail_threshold)[y == 0].mean() <= 0.05
    assert m.review_threshold <= m.fail_threshold
    assert m.fit_report["recall_at_review"] >= 0.95
    assert m.decide(m.fail_threshold) == "FAIL"
    assert m.decide(m.review_threshold) in ("REVIEW", "FAIL")
    assert m.decide(0.0) == "PASS" or m.review_threshold == 0.0


def test_contributions_sum_to_logit():
    rows, labels = synthetic()
    m = fit_fusion(rows, labels, features=["x", "noise"])
    row = rows[3]
    parts = m.contributions(row)
    logit = sum(v for _, v in parts) + m.intercept
    assert 1 / (1 + np.exp(-logit)) == pytest.approx(m.predict_proba([row])[0])
    assert abs(parts[0][1]) >= abs(parts[1][1])


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
