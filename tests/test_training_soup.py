"""Weight averaging of training/soup.py (numpy only, no torch)."""

from __future__ import annotations

import numpy as np
import pytest

from training_modules import load_training_module

soup = load_training_module("soup").soup


def _state(scale: float) -> dict[str, np.ndarray]:
    return {"w": np.full((2, 3), scale, dtype=np.float32),
            "ids": np.arange(4, dtype=np.int64)}


def test_the_soup_is_the_weighted_mean_and_keeps_integer_arrays():
    out = soup([_state(1.0), _state(4.0)], [2.0, 1.0])
    assert out["w"].dtype == np.float32
    np.testing.assert_allclose(out["w"], np.full((2, 3), 2.0), rtol=1e-6)
    np.testing.assert_array_equal(out["ids"], np.arange(4))


def test_the_same_inputs_give_the_same_bits():
    a, b = _state(0.1), _state(0.7)
    first = soup([a, b], [1.0, 1.0])
    again = soup([_state(0.1), _state(0.7)], [1.0, 1.0])
    assert first["w"].tobytes() == again["w"].tobytes()
    np.testing.assert_allclose(first["w"], 0.4, rtol=1e-6)


@pytest.mark.parametrize("states, weights, message", [
    ([], [], "no state dicts"),
    ([_state(1.0)], [1.0, 1.0], "2 weights for 1"),
    ([_state(1.0), _state(2.0)], [-1.0, 2.0], "non-negative"),
    ([_state(1.0), {"w": np.zeros((2, 3), np.float32)}], [1.0, 1.0], "other tensors"),
    ([_state(1.0), {"w": np.zeros((3, 2), np.float32), "ids": np.arange(4)}], [1.0, 1.0], "shape"),
    ([_state(1.0), {"w": np.zeros((2, 3), np.float32), "ids": np.arange(1, 5)}], [1.0, 1.0],
     "integer array ids differs"),
])
def test_inputs_that_cannot_be_averaged_are_refused(states, weights, message):
    with pytest.raises(ValueError, match=message):
        soup(states, weights)
