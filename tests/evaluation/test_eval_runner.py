"""The method registry, row selection, per-task metrics and the JSON shape."""

from __future__ import annotations

import json

import numpy as np
import pytest

from groundtrace.datasets import partition
from groundtrace.errors import ConfigurationError, DataFormatError, InvalidInput, InvalidType
from groundtrace.evaluation import metrics as M
from groundtrace.evaluation import runner
from groundtrace.evaluation.runner import (
    MethodScores,
    available_methods,
    evaluate_rows,
    get_method,
    register_method,
    select_rows,
)

#: Keys every per-file JSON object carries (documented in the CLI help).
FILE_KEYS = {
    "file", "method", "encoder", "rows", "skipped", "n", "positives", "auroc", "auprc",
    "fpr_at_95_recall", "balanced_accuracy", "f1", "confusion_matrix", "best_threshold",
    "balanced_accuracy_at_best", "f1_at_best", "confusion_matrix_at_best", "ece", "ece_floor",
    "brier",
    "notes", "reliability", "seconds", "items_per_s", "tasks", "selection",
}
GROUP_KEYS = FILE_KEYS - {"file", "method", "encoder", "rows", "skipped", "seconds",
                          "items_per_s", "tasks", "selection"}


@pytest.fixture
def registry(monkeypatch):
    """A private copy of the registry, so fake methods do not leak into other tests."""
    monkeypatch.setattr(runner, "_registry", dict(runner._registry))


def _rows():
    rows = []
    for i in range(12):
        rows.append({
            "id": f"r{i}", "question": f"question {i}?", "context": f"source text {i}",
            "response": f"answer {i}", "label": i % 2, "task": "qa" if i < 8 else "dialogue",
            "meta": {"s": (i % 2) * 0.5 + i / 100},
        })
    return rows


def _by_meta(items, *, encoder):
    s = np.array([it.metadata["s"] for it in items], dtype=float)
    return MethodScores(scores=s, decisions=s > 0.3, probabilities=np.clip(s, 0, 1))


def test_builtin_methods_registered_and_later_layers_absent_until_they_register():
    methods = available_methods()
    assert {"sgi", "dgi"} <= set(methods)
    for later in ("claims", "rules", "fused"):
        if later not in methods:
            with pytest.raises(ConfigurationError, match=r"unknown method .*registered methods"):
                get_method(later)


def test_register_method_rules(registry):
    register_method("fake", _by_meta, description="test double")
    assert available_methods()["fake"] == "test double"
    with pytest.raises(ConfigurationError, match="already registered"):
        register_method("fake", _by_meta, description="again")
    register_method("fake", _by_meta, description="replaced", replace=True)
    assert available_methods()["fake"] == "replaced"
    with pytest.raises(ConfigurationError, match="lower-case"):
        register_method("Bad Name", _by_meta, description="x")
    with pytest.raises(InvalidType):
        register_method("notfn", 3, description="x")  # type: ignore[arg-type]


def test_evaluate_rows_overall_tasks_and_probability(registry):
    register_method("fake", _by_meta, description="test double")
    rows = _rows()
    (ev,) = evaluate_rows(rows, methods=["fake"], encoder="hashing", source="mem")
    y = [r["label"] for r in rows]
    s = [r["meta"]["s"] for r in rows]
    assert ev.overall.n == 12 and ev.overall.positives == 6
    assert ev.overall.auroc == pytest.approx(M.roc_auc_score(y, s)) == 1.0
    assert ev.overall.ece == pytest.approx(M.expected_calibration_error(y, np.clip(s, 0, 1)))
    assert set(ev.tasks) == {"qa", "dialogue"}
    assert ev.tasks["dialogue"].n == 4
    d = ev.to_dict()
    assert set(d) == FILE_KEYS
    assert set(d["tasks"]["qa"]) == GROUP_KEYS
    json.dumps(d, allow_nan=False)


def test_skipped_rows_and_single_class_task_report_null_with_note(registry):
    def partial(items, *, encoder):
        s = np.array([np.nan if it.id == "r0" else it.metadata["s"] for it in items])
        return MethodScores(scores=s, decisions=np.zeros(len(items), dtype=bool))

    register_method("partial", partial, description="skips r0")
    rows = _rows()
    rows[9]["task"] = "lonely"  # label 1, alone in its task
    (ev,) = evaluate_rows(rows, methods=["partial"], encoder="hashing")
    assert ev.skipped == 1 and ev.overall.n == 11
    lonely = ev.tasks["lonely"]
    assert lonely.auroc is None and lonely.balanced_accuracy is None
    assert any("needs both labels" in n for n in lonely.notes)
    assert lonely.ece is None  # no probability from this method
    assert ev.overall.f1 == 0.0  # never flags: recall 0
    json.dumps(ev.to_dict(), allow_nan=False)


def test_bad_method_output_is_caught(registry):
    register_method("short", lambda items, *, encoder: MethodScores(np.zeros(1), np.zeros(1)),
                    description="wrong shape")
    with pytest.raises(InvalidInput, match=r"returned scores of shape \(1,\), expected \(12,\)"):
        evaluate_rows(_rows(), methods=["short"], encoder="hashing")


def test_bad_rows_and_options():
    with pytest.raises(InvalidInput, match="no rows"):
        evaluate_rows([], methods=["sgi"], encoder="hashing")
    rows = _rows()
    rows[3]["label"] = 2
    with pytest.raises(DataFormatError, match=r"row 4: label must be 0 .* got 2"):
        evaluate_rows(rows, methods=["sgi"], encoder="hashing")
    rows = _rows()
    rows[5]["response"] = "   "
    with pytest.raises(DataFormatError, match=r"row 6 \(id 'r5'\)"):
        evaluate_rows(rows, methods=["sgi"], encoder="hashing")
    with pytest.raises(ConfigurationError, match="unknown method 'nope'"):
        evaluate_rows(_rows(), methods=["nope"], encoder="hashing")


def test_sgi_and_dgi_on_hashing_encoder():
    rows = _rows()
    rows[0]["question"] = ""  # summarisation-style row: SGI scores it, DGI cannot
    sgi, dgi = evaluate_rows(rows, methods=["sgi", "dgi"], encoder="hashing")
    assert sgi.method == "sgi" and sgi.skipped == 0 and sgi.encoder == "hashing-256"
    assert dgi.method == "dgi" and dgi.skipped == 1
    assert sgi.items_per_s is not None and sgi.items_per_s > 0
    again, _ = evaluate_rows(rows, methods=["sgi", "dgi"], encoder="hashing")
    assert again.overall == sgi.overall  # deterministic


def test_select_rows_partition_and_seeded_sample():
    rows = [{"id": f"x{i}", "dataset": "d", "label": i % 2} for i in range(200)]
    hold = select_rows(rows, partition="holdout")
    assert hold and all(partition(r) == "holdout" for r in hold)
    assert len(hold) + len(select_rows(rows, partition="fit")) == 200
    a = select_rows(rows, limit=10, seed=3, partition="holdout")
    assert a == select_rows(rows, limit=10, seed=3, partition="holdout")
    assert a != select_rows(rows, limit=10, seed=4, partition="holdout")
    assert [r["id"] for r in a] == sorted((r["id"] for r in a), key=lambda s: int(s[1:]))
    assert select_rows(rows, limit=10_000) == rows
    with pytest.raises(InvalidInput, match="partition must be"):
        select_rows(rows, partition="test")
    with pytest.raises(InvalidInput, match="limit must be a positive integer"):
        select_rows(rows, limit=0)


def test_dgi_method_equals_evaluate_batch_dgi(hashing):
    from groundtrace.evaluate import evaluate_batch
    from groundtrace.types import as_item

    rows = _rows()
    rows[2]["question"] = ""
    items = [as_item(r) for r in rows]
    ms = get_method("dgi")(items, encoder=hashing)
    ref = evaluate_batch(items, encoder=hashing)
    assert any(r.dgi is None for r in ref) and any(r.dgi is not None for r in ref)
    for score, flag, res in zip(ms.scores, ms.decisions, ref, strict=True):
        if res.dgi is None:
            assert np.isnan(score)
        else:
            assert score == 1.0 - res.dgi.normalized and flag == res.dgi.flagged
    ms = get_method("sgi")(items, encoder=hashing)
    assert [1.0 - r.sgi.normalized for r in ref] == ms.scores.tolist()


def test_method_that_scores_nothing_has_no_speed_and_null_metrics(registry):
    register_method(
        "none", lambda items, *, encoder: MethodScores(np.full(len(items), np.nan),
                                                       np.zeros(len(items), dtype=bool)),
        description="skips every row",
    )
    (ev,) = evaluate_rows(_rows(), methods=["none"], encoder="hashing")
    assert ev.overall is None and ev.items_per_s is None and ev.skipped == 12
    d = ev.to_dict()
    assert d["auroc"] is None and d["n"] == 0 and "could not score any row" in d["notes"][0]
    assert set(d) == FILE_KEYS


def test_provider_modules_register_methods_and_missing_ones_are_skipped(
    registry, monkeypatch, tmp_path
):
    (tmp_path / "gt_fake_layer.py").write_text(
        "import numpy as np\n"
        "from groundtrace.evaluation.runner import MethodScores, register_method\n"
        "def score(items, *, encoder):\n"
        "    s = np.array([len(it.response) for it in items], dtype=float)\n"
        "    return MethodScores(s, s > 10)\n"
        "register_method('layer', score, description='from a provider module')\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(runner, "METHOD_PROVIDERS", ("gt_fake_layer", "gt_not_installed_layer"))
    monkeypatch.setattr(runner, "_providers_loaded", False)
    assert available_methods()["layer"] == "from a provider module"
    (ev,) = evaluate_rows(_rows(), methods=["layer"], encoder="hashing")
    assert ev.overall.n == 12


def test_rules_method_is_the_customer_support_pack_on_rows_with_a_source():
    from groundtrace.rules.packs.registry import build_pack

    assert "rules" in available_methods()
    rows = [
        {"question": "What does the card cost?", "context": "The card costs 5 EUR per month.",
         "response": "The card costs 5 EUR per month.", "label": 0},
        {"question": "What does the card cost?", "context": "The card costs 5 EUR per month.",
         "response": "The card costs 90 EUR per month, probably, says Mr Zorbax.", "label": 1},
        {"question": "When do branches open?", "context": "Branches open at 9 am.",
         "response": "Branches open at 9 am, I think.", "label": 0},
        {"question": "When do branches open?", "context": "",
         "response": "Branches open at 9 am.", "label": 1},
    ]
    from groundtrace.types import as_item

    items = [as_item(r) for r in rows]
    out = get_method("rules")(items, encoder=None)  # the pack reads text only
    pack = build_pack("customer_support", {"rag": True})
    for i, it in enumerate(items[:3]):
        res = pack.evaluate(question=it.question, response=it.response, context=it.context)
        assert out.scores[i] == pytest.approx(1.0 - res.quality)
        assert bool(out.decisions[i]) == res.flagged
    assert np.isnan(out.scores[3]) and not out.decisions[3]  # no source: skipped
    assert out.scores[1] > out.scores[0] and out.decisions[1] and not out.decisions[0]
    (ev,) = evaluate_rows(rows, methods=["rules"], encoder="hashing")
    assert ev.skipped == 1 and ev.overall.n == 3 and ev.overall.auroc is not None


def test_each_method_is_timed_on_texts_the_encoder_has_not_cached():
    from groundtrace.encoders.hashing import HashingEncoder
    from groundtrace.evaluation.runner import _run_method
    from groundtrace.types import Item

    class Counting(HashingEncoder):
        calls = 0

        def encode(self, texts, role="passage"):
            Counting.calls += len(texts)
            return super().encode(texts, role=role)

    enc = Counting()
    items = [Item(question=f"What is fee {i}?", response=f"The fee is {i} EUR.",
                  context=f"Fee {i} costs {i} EUR.") for i in range(6)]
    _run_method("sgi", items, enc, None, "sgi")
    before = Counting.calls
    _run_method("sgi", items, enc, None, "sgi")  # same rows again: timed cold, so encoded again
    assert Counting.calls - before >= len(items)
