"""training/evaluate.py records: accuracy on held-out rule-made record pairs."""

from __future__ import annotations

import random

import numpy as np
import pytest

from training_modules import load_training_module

evaluate = load_training_module("evaluate")
record_pairs = load_training_module("record_pairs")


class _Oracle:
    """Answers each pair's gold label, except that it calls every contradiction entailed."""

    def __init__(self, seed: int, n: int) -> None:
        self._gold = {(p.premise, p.hypothesis): p.label
                      for p in record_pairs.record_pairs(random.Random(seed), n)}

    def predict(self, premises, hypotheses):
        out = np.zeros((len(premises), 3), dtype=np.float32)
        for i, key in enumerate(zip(premises, hypotheses, strict=True)):
            label = self._gold[key]
            out[i, evaluate.ENTAILED if label == 2 else label] = 1.0
        return out


def test_records_counts_each_kind_and_label_and_misses_the_contradictions():
    res = evaluate.eval_records(_Oracle(5, 200), 200, 5)
    groups = res["by_kind_and_label"]
    assert res["n"] == 200 and sum(g["n"] for g in groups.values()) == 200
    contradicted = [g for k, g in groups.items() if k.endswith("/contradicted")]
    assert contradicted and all(g["accuracy"] == 0.0 for g in contradicted)
    assert all(g["accuracy"] == 1.0 for k, g in groups.items()
               if not k.endswith("/contradicted"))
    share = sum(g["n"] for g in contradicted) / 200
    assert res["accuracy_3way"] == pytest.approx(1.0 - share)


def test_records_draws_the_same_pairs_for_a_seed():
    assert (evaluate.eval_records(_Oracle(9, 50), 50, 9)
            == evaluate.eval_records(_Oracle(9, 50), 50, 9))
