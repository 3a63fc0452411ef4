"""SGI and DGI math on hand-made unit vectors and the hashing encoder."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtrace.errors import ConfigurationError
from groundtrace.scorers.dgi import dgi_from_embeddings
from groundtrace.scorers.reference import reference_from_embeddings
from groundtrace.scorers.sgi import (
    EMPTY_QUESTION_ANGLE,
    SGI_EPSILON,
    normalize_sgi,
    sgi_from_embeddings,
)


def unit(*xs: float) -> np.ndarray:
    v = np.array(xs, dtype=np.float64)
    return (v / np.linalg.norm(v)).astype(np.float32)


def test_sgi_hand_computed():
    q, c = unit(1, 0, 0), unit(0, 1, 0)
    r = unit(1, 1, 0)  # 45° from both
    (res,) = sgi_from_embeddings(q[None], c[None], r[None])
    assert res.q_dist == pytest.approx(math.pi / 4, abs=1e-6)
    assert res.ctx_dist == pytest.approx(math.pi / 4, abs=1e-6)
    assert res.value == pytest.approx(1.0, abs=1e-5)
    assert res.normalized == pytest.approx(0.5, abs=1e-5)


def test_sgi_nearer_context_is_above_one():
    q, c = unit(1, 0, 0), unit(0, 1, 0)
    r = unit(1, 3, 0)
    (res,) = sgi_from_embeddings(q[None], c[None], r[None])
    expected = math.acos(1 / math.sqrt(10)) / (math.acos(3 / math.sqrt(10)) + SGI_EPSILON)
    assert res.value == pytest.approx(expected, rel=1e-5)
    assert res.value > 1 and not res.flagged and res.method == "sgi"


def test_degenerate_copy_is_strong_pass():
    q, c = unit(1, 0, 0), unit(0, 1, 0)
    (res,) = sgi_from_embeddings(q[None], c[None], c[None])
    assert res.method == "degenerate_copy"
    assert res.strong_pass and not res.flagged and res.normalized == 1.0


def test_degenerate_echo_is_flagged():
    q, c = unit(1, 0, 0), unit(0, 1, 0)
    (res,) = sgi_from_embeddings(q[None], c[None], q[None])
    assert res.method == "degenerate_echo" and res.flagged
    assert res.value == pytest.approx(0, abs=1e-6)


def test_empty_question_uses_right_angle():
    c, r = unit(0, 1, 0), unit(0, 1, 1)
    q = np.full((1, 3), np.nan, dtype=np.float32)
    (res,) = sgi_from_embeddings(q, c[None], r[None])
    assert res.method == "sgi_no_question"
    assert res.q_dist == EMPTY_QUESTION_ANGLE
    assert res.value == pytest.approx((math.pi / 2) / (math.pi / 4), rel=1e-5)


def test_threshold_validation():
    v = unit(1, 0)[None]
    with pytest.raises(ConfigurationError, match="strong_pass_threshold"):
        sgi_from_embeddings(v, v, v, review_threshold=2.0, strong_pass_threshold=1.0)
    with pytest.raises(ConfigurationError, match="review_threshold"):
        sgi_from_embeddings(v, v, v, review_threshold=float("nan"))


def test_normalize_sgi_range_and_centre():
    assert normalize_sgi(1.0) == 0.5
    assert 0 <= normalize_sgi(0.0) < 0.5 < normalize_sgi(3.0) <= 1


vec3 = st.lists(st.floats(-1, 1, allow_nan=False), min_size=3, max_size=3).filter(
    lambda xs: np.linalg.norm(xs) > 1e-3
)


@given(vec3, vec3, vec3)
@settings(max_examples=60, deadline=None)
def test_sgi_properties(qv, cv, rv):
    q, c, r = unit(*qv)[None], unit(*cv)[None], unit(*rv)[None]
    (a,) = sgi_from_embeddings(q, c, r)
    (b,) = sgi_from_embeddings(q, c, r)
    assert a == b  # deterministic
    assert a.value >= 0 and 0 <= a.normalized <= 1
    assert 0 <= a.q_dist <= math.pi + 1e-9 and 0 <= a.ctx_dist <= math.pi + 1e-9


def _ref(dim: int, direction: np.ndarray):
    q = np.zeros((4, dim), dtype=np.float32)
    q[:, 0] = 1
    r = q + direction[None, :] * np.array([[1.0], [0.9], [1.1], [1.2]], dtype=np.float32)
    r /= np.linalg.norm(r, axis=1, keepdims=True)
    return reference_from_embeddings(q, r, encoder="test", source="unit")


def test_dgi_aligned_and_opposite():
    d = np.array([0, 1, 0], dtype=np.float32)
    ref = _ref(3, d)
    q = unit(1, 0, 0)[None]
    (good,) = dgi_from_embeddings(q, unit(1, 1, 0)[None], ref)
    (bad,) = dgi_from_embeddings(q, unit(1, -1, 0)[None], ref)
    assert good.value > 0.9 and not good.flagged
    assert bad.value < -0.5 and bad.flagged
    assert good.normalized == pytest.approx((good.value + 1) / 2)


def test_dgi_no_displacement_is_flagged():
    ref = _ref(3, np.array([0, 1, 0], dtype=np.float32))
    q = unit(1, 0, 0)[None]
    (res,) = dgi_from_embeddings(q, q, ref)
    assert res.method == "degenerate_no_displacement" and res.flagged


def test_dgi_dimension_mismatch_is_clear():
    ref = _ref(3, np.array([0, 1, 0], dtype=np.float32))
    with pytest.raises(ConfigurationError, match="dimension 3"):
        dgi_from_embeddings(unit(1, 0, 0, 0)[None], unit(0, 1, 0, 0)[None], ref)


def test_reference_kappa_and_roundtrip(tmp_path):
    from groundtrace.scorers.reference import CalibrationResult

    ref = _ref(3, np.array([0, 1, 0], dtype=np.float32))
    assert 0 < ref.mean_resultant_length <= 1 and ref.kappa > 0
    ref.save(tmp_path / "ref.json")
    back = CalibrationResult.load(tmp_path / "ref.json")
    assert back == ref
