"""Metric functions against hand-computed values, ties, bad input and scikit-learn."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.evaluation import metrics as M

Y = [0, 0, 1, 1]
S = [0.1, 0.4, 0.35, 0.8]


def test_auroc_hand_computed():
    # pairs (pos, neg): (.35,.1) win, (.35,.4) loss, (.8,.1) win, (.8,.4) win -> 3/4
    assert M.roc_auc_score(Y, S) == pytest.approx(0.75)


def test_auroc_ties_count_one_half():
    # pos {.5, .9}, neg {.5, .2}: tie .5 vs .5 counts 1/2, three wins -> 3.5/4
    assert M.roc_auc_score([0, 1, 0, 1], [0.5, 0.5, 0.2, 0.9]) == pytest.approx(0.875)
    # all scores tied: no information -> 0.5, whatever the row order
    assert M.roc_auc_score([1, 0, 0, 1, 0], [3.0] * 5) == pytest.approx(0.5)


def test_auroc_perfect_and_inverted():
    assert M.roc_auc_score([0, 1], [0.0, 1.0]) == 1.0
    assert M.roc_auc_score([0, 1], [1.0, 0.0]) == 0.0


def test_average_precision_hand_computed():
    # thresholds .8: P=1 R=.5; .4: P=.5 R=.5; .35: P=2/3 R=1 -> .5*1 + .5*2/3
    assert M.average_precision_score(Y, S) == pytest.approx(0.5 + 1 / 3)


def test_average_precision_ties_grouped():
    # .9 holds one positive and one negative: one point P=.5 R=.5; then P=2/3 R=1
    assert M.average_precision_score([1, 0, 1, 0], [0.9, 0.9, 0.5, 0.1]) == pytest.approx(
        0.25 + 1 / 3
    )
    # the result must not depend on the order of the tied rows
    assert M.average_precision_score([0, 1, 1, 0], [0.9, 0.9, 0.5, 0.1]) == pytest.approx(
        0.25 + 1 / 3
    )


def test_roc_curve_points():
    fpr, tpr, thr = M.roc_curve(Y, S)
    assert fpr.tolist() == [0.0, 0.0, 0.5, 0.5, 1.0]
    assert tpr.tolist() == [0.0, 0.5, 0.5, 1.0, 1.0]
    assert thr[0] == math.inf and thr[1:].tolist() == [0.8, 0.4, 0.35, 0.1]


def test_fpr_at_recall():
    # catching both positives needs threshold .35, which also flags the .4 negative
    assert M.fpr_at_recall(Y, S) == pytest.approx(0.5)
    assert M.fpr_at_recall(Y, S, recall=0.5) == 0.0
    # 19 of 20 positives is exactly 95%: must count as reached
    y = [1] * 20 + [0] * 20
    s = [1.0] * 19 + [-1.0] + [0.0] * 20
    assert M.fpr_at_recall(y, s) == 0.0


@pytest.mark.parametrize("recall", [0, -0.1, 1.5, float("nan"), True, "0.9"])
def test_fpr_at_recall_rejects_bad_recall(recall):
    with pytest.raises(InvalidInput, match="recall must be a number in"):
        M.fpr_at_recall(Y, S, recall=recall)


def test_best_threshold_youden_highest_on_ties():
    # J = .5 at .8 and at .35; the higher threshold (fewer flags) wins
    assert M.best_threshold(Y, S) == 0.8
    assert M.best_threshold([0, 0, 1, 1], [0.1, 0.2, 0.7, 0.9]) == 0.7


def test_confusion_balanced_accuracy_f1():
    y, p = [0, 0, 1, 1, 1], [0, 1, 1, 1, 0]
    assert M.confusion_matrix(y, p).tolist() == [[1, 1], [1, 2]]
    assert M.balanced_accuracy_score(y, p) == pytest.approx((1 / 2 + 2 / 3) / 2)
    assert M.f1_score(y, p) == pytest.approx(4 / 6)
    assert M.f1_score([1, 0], [0, 0]) == 0.0  # positives exist, none found


def test_ece_and_brier_hand_computed():
    y, p = [0, 1, 1, 0], [0.05, 0.95, 0.65, 0.35]
    assert M.expected_calibration_error(y, p) == pytest.approx(0.2)
    assert M.expected_calibration_error(y, p, n_bins=2) == pytest.approx(0.2)
    assert M.expected_calibration_error([1, 1], [1.0, 1.0]) == 0.0
    # 0.5 falls in the first of two right-closed bins; 0 and 1 are inside the range
    assert M.expected_calibration_error([1, 0], [0.5, 0.0], n_bins=2) == pytest.approx(0.25)
    assert M.brier_score_loss([0, 1], [0.2, 0.6]) == pytest.approx(0.1)
    # a single class is fine for probability losses: they stay defined
    assert M.brier_score_loss([0, 0], [0.0, 0.5]) == pytest.approx(0.125)


@pytest.mark.parametrize(
    "fn",
    [M.roc_auc_score, M.average_precision_score, M.fpr_at_recall, M.best_threshold,
     M.roc_curve],
)
@pytest.mark.parametrize("label", [0, 1])
def test_single_class_raises_clear_error(fn, label):
    with pytest.raises(InvalidInput, match=r"needs both labels 0 and 1.*3 rows"):
        fn([label] * 3, [0.1, 0.2, 0.3])


def test_single_class_decision_metrics():
    with pytest.raises(InvalidInput, match="needs both labels"):
        M.balanced_accuracy_score([1, 1], [1, 0])
    with pytest.raises(InvalidInput, match="at least one label 1"):
        M.f1_score([0, 0], [1, 0])


@pytest.mark.parametrize(
    ("y", "s", "match"),
    [
        ([], [], "empty"),
        ([0, 2], [0.1, 0.2], r"labels 0 \(grounded\) or 1.*got 2 at index 1"),
        ([0, 1], [0.1], "has 1 values but y_true has 2"),
        ([0, 1], [0.1, float("nan")], "must be finite, got nan at index 1"),
        ([0, 1], [0.1, float("inf")], "must be finite"),
        ([[0, 1]], [[0.1, 0.2]], "one-dimensional"),
        (["a", "b"], [0.1, 0.2], "dtype"),
        ([0, 1], ["x", "y"], "numbers only"),
    ],
)
def test_bad_input_is_rejected(y, s, match):
    with pytest.raises(InvalidInput, match=match):
        M.roc_auc_score(y, s)


def test_wrong_types_and_probability_range():
    with pytest.raises(InvalidType):
        M.roc_auc_score("01", [0.1, 0.2])
    with pytest.raises(InvalidType):
        M.roc_auc_score([0, 1], 0.5)
    with pytest.raises(InvalidInput, match=r"probabilities in \[0, 1\], got 1.2"):
        M.brier_score_loss([0, 1], [0.2, 1.2])
    with pytest.raises(InvalidInput, match="n_bins must be a positive integer"):
        M.expected_calibration_error([0, 1], [0.2, 0.3], n_bins=0)
    with pytest.raises(InvalidInput, match="has 1 values"):
        M.confusion_matrix([0, 1], [0])


def test_bool_labels_accepted():
    assert M.roc_auc_score(np.array([False, True]), [0.0, 1.0]) == 1.0


sklearn = pytest.importorskip("sklearn.metrics")


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.tuples(st.integers(0, 1), st.integers(0, 6)), min_size=2, max_size=60)
    .filter(lambda rows: len({r[0] for r in rows}) == 2)
)
def test_agrees_with_scikit_learn(rows):
    y = np.array([r[0] for r in rows])
    s = np.array([r[1] for r in rows], dtype=float) / 3.0  # small integer grid: many ties
    pred = (s >= 1.0).astype(int)
    assert M.roc_auc_score(y, s) == pytest.approx(sklearn.roc_auc_score(y, s))
    assert M.average_precision_score(y, s) == pytest.approx(sklearn.average_precision_score(y, s))
    assert M.balanced_accuracy_score(y, pred) == pytest.approx(
        sklearn.balanced_accuracy_score(y, pred)
    )
    assert M.f1_score(y, pred) == pytest.approx(sklearn.f1_score(y, pred, zero_division=0))
    fpr, tpr, _ = sklearn.roc_curve(y, s, drop_intermediate=False)
    ours_fpr, ours_tpr, _ = M.roc_curve(y, s)
    np.testing.assert_allclose(ours_fpr, fpr)
    np.testing.assert_allclose(ours_tpr, tpr)
    # AUROC is unchanged by a permutation of the rows
    perm = np.random.default_rng(0).permutation(len(y))
    assert M.roc_auc_score(y[perm], s[perm]) == pytest.approx(M.roc_auc_score(y, s))


def test_ece_sampling_floor_is_the_ece_of_labels_drawn_from_the_probabilities():
    # p = 0.5 everywhere: one bin, ECE = |share of 1s - 0.5|, whose mean over
    # binomial draws is about sqrt(0.25 / n) * sqrt(2 / pi)
    for n in (100, 400):
        expected = math.sqrt(0.25 / n) * math.sqrt(2 / math.pi)
        assert M.ece_sampling_floor(np.full(n, 0.5), draws=2000) == pytest.approx(
            expected, rel=0.1)
    # by definition: the mean ECE of label sets drawn from the probabilities
    p = np.random.default_rng(7).random(250)
    rng = np.random.default_rng(0)
    drawn = [M.expected_calibration_error(rng.random(p.size) < p, p) for _ in range(50)]
    assert M.ece_sampling_floor(p, draws=50) == pytest.approx(np.mean(drawn), rel=1e-12)
    # certain probabilities leave nothing to scatter
    assert M.ece_sampling_floor([0.0, 1.0] * 50) == 0.0
    # more rows, a lower floor; the same probabilities, the same floor, bit for bit
    rng = np.random.default_rng(3)
    few, many = rng.random(300), rng.random(30_000)
    assert M.ece_sampling_floor(many) < M.ece_sampling_floor(few) / 4
    assert M.ece_sampling_floor(few) == M.ece_sampling_floor(few.copy())
    assert M.ece_sampling_floor(few, seed=1) != M.ece_sampling_floor(few)


def test_ece_sampling_floor_rejects_bad_input():
    with pytest.raises(InvalidInput, match="empty"):
        M.ece_sampling_floor([])
    with pytest.raises(InvalidInput, match=r"\[0, 1\]"):
        M.ece_sampling_floor([0.2, 1.5])
    with pytest.raises(InvalidType):
        M.ece_sampling_floor("0.5")
    for bad in ({"draws": 0}, {"n_bins": 0}, {"draws": True}):
        with pytest.raises(InvalidInput, match="positive integer"):
            M.ece_sampling_floor([0.5], **bad)
