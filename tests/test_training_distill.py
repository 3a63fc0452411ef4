"""training/train.py --distill-from: a teacher's reading kept on every pair but the new ones.

Needs torch (the training extra); skipped without it.
"""

from __future__ import annotations

import sys

import numpy as np
import pytest

pytest.importorskip("torch")
pytest.importorskip("transformers")
import torch

from training_modules import load_training_module

train = load_training_module("train")


def test_only_pairs_of_the_new_sources_are_left_to_their_labels() -> None:
    sources = ["snli", "answers:a bridging loan", "rule:bound:age_inside", "dev:wice",
               "mil:wice", "rule:limit:x"]
    keep = train.distilled_rows(sources, ["answers:", "rule:bound:"])
    assert keep.tolist() == [True, False, False, True, True, True]
    assert train.distilled_rows(sources, []).all()


def test_the_teacher_term_is_zero_where_the_model_agrees_and_ignores_new_pairs() -> None:
    teacher = torch.tensor([[2.0, 0.0, -1.0], [0.0, 1.0, 0.0], [1.0, 1.0, 3.0]])
    keep = torch.tensor([True, False, True])
    assert float(train.distillation_loss(teacher.clone(), teacher, keep)) == pytest.approx(0.0)
    moved = teacher.clone()
    moved[1] = torch.tensor([5.0, -5.0, 0.0])  # a new pair: free to move
    assert float(train.distillation_loss(moved, teacher, keep)) == pytest.approx(0.0)
    moved[0] = torch.tensor([-1.0, 0.0, 2.0])  # a kept pair read otherwise
    assert float(train.distillation_loss(moved, teacher, keep)) > 0.1
    none = torch.zeros(3, dtype=torch.bool)
    assert float(train.distillation_loss(moved, teacher, none)) == 0.0


def test_the_term_is_the_mean_kl_over_the_batch() -> None:
    student = torch.tensor([[0.0, 0.0, 0.0], [1.0, 0.0, 0.0]])
    teacher = torch.tensor([[2.0, 0.0, 0.0], [1.0, 0.0, 0.0]])
    keep = torch.tensor([True, True])
    p = np.exp([2.0, 0.0, 0.0]) / np.exp([2.0, 0.0, 0.0]).sum()
    kl = float((p * (np.log(p) - np.log(np.full(3, 1 / 3)))).sum())
    got = float(train.distillation_loss(student, teacher, keep))
    assert got == pytest.approx(kl / 2, rel=1e-5)


def test_a_step_on_the_term_moves_the_model_towards_the_teacher() -> None:
    teacher = torch.tensor([[3.0, 0.0, -3.0]])
    student = torch.zeros(1, 3, requires_grad=True)
    keep = torch.tensor([True])
    loss = train.distillation_loss(student, teacher, keep)
    loss.backward()
    with torch.no_grad():
        student -= 1.0 * student.grad
        assert float(train.distillation_loss(student, teacher, keep)) < float(loss.detach())
    assert int(student.argmax()) == 0


@pytest.mark.parametrize("extra", [["--new-sources", "answers:"], ["--distill-weight", "0.5"]])
def test_teacher_options_without_a_teacher_are_refused(monkeypatch, tmp_path, extra) -> None:
    monkeypatch.setattr(sys, "argv", ["train.py", "--mix", str(tmp_path / "m.jsonl"), "--out",
                                      str(tmp_path / "run"), "--examples", "10", *extra])
    with pytest.raises(SystemExit) as exc:
        train.main()
    assert exc.value.code == 2
