"""training/selection.py: the claim layer's verifier pairs recorded once, replayed exactly."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pytest

from groundtrace.claims.verifiers import get_default_verifier
from groundtrace.datasets import partition
from groundtrace.encoders import get_default_encoder
from groundtrace.evaluation.methods import score_claims
from groundtrace.types import as_item
from training_modules import load_training_module

selection = load_training_module("selection")

FACTS = [
    ("The branch opens at nine on weekdays.", "It opens at nine.", "It opens at noon."),
    # "5000" is read as the source writes it ("5,000"), and scored as written too (a
    # reading word for word the source would be a quote: "need" for "require")
    ("Transfers above 5,000 euros need a second approval.",
     "Transfers above 5000 euros require a second approval.", "Transfers never need approval."),
    # the grounded answer quotes its source: entailed without the verifier
    ("The card fee is waived for students.", "The card fee is waived for students.",
     "Students pay a double card fee."),
    ("Refunds arrive within five business days.", "Refunds take up to five business days.",
     "Refunds arrive within a month."),
]


def _dev(tmp_path: Path) -> tuple[Path, Path]:
    """Six dev files whose holdout rows hold a grounded and a hallucinated answer per fact,
    and an NLI dev folder."""
    dev = tmp_path / "dev"
    dev.mkdir()
    for name in selection.DEV_FILES:
        rows, held, i = [], 0, 0
        while held < 2 * len(FACTS):
            fact, good, bad = FACTS[held // 2]
            label = held % 2
            row = {"id": f"{name}-{i}", "dataset": name, "context": fact,
                   "response": bad if label else good, "label": label}
            i += 1
            if partition(row) == "holdout":
                held += 1
            else:  # a fit row, which the sample must leave out
                row["response"] = "A fit row."
            rows.append(row)
        (dev / f"{name}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows),
                                          encoding="utf-8")
    nli = tmp_path / "nli"
    for source in selection.NLI_DEV:
        (nli / source).mkdir(parents=True)
        (nli / source / "dev.jsonl").write_text(
            json.dumps({"premise": "A dog runs.", "hypothesis": "An animal runs.",
                        "label": "entailment"}) + "\n", encoding="utf-8")
    return dev, nli


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    dev, nli = _dev(tmp_path_factory.mktemp("sel"))
    before = get_default_verifier()
    sel = selection.record(dev, nli, per_file=50, seed=1)
    assert get_default_verifier() == before  # recording leaves the default alone
    return dev, sel


def test_record_keeps_a_sample_of_holdout_rows_and_the_pairs_of_each_claim(recorded):
    dev, sel = recorded
    assert sorted({r["file"] for r in sel["rows"]}) == sorted(selection.DEV_FILES)
    assert all(sum(r["file"] == f for r in sel["rows"]) == 2 * len(FACTS)
               for f in selection.DEV_FILES)
    for r in sel["rows"]:
        line = (dev / f"{r['file']}.jsonl").read_text(encoding="utf-8").splitlines()[r["line"]]
        assert json.loads(line)["response"] != "A fit row."
        assert json.loads(line)["label"] == r["label"]
    used = {i for r in sel["rows"] for c in r["claims"] for i in c}
    # every pair belongs to some claim, as read or as written
    assert sel["as_written"] and not used & set(sel["as_written"])
    assert used | set(sel["as_written"]) == set(range(len(sel["pairs"])))
    assert ["Transfers above 5,000 euros need a second approval.",
            "Transfers above 5000 euros require a second approval."] in sel["pairs"]
    assert ["Transfers above 5,000 euros need a second approval.",
            "Transfers above 5,000 euros require a second approval."] in sel["pairs"]
    assert sel["nli"]["snli"] == {"pairs": [["A dog runs.", "An animal runs."]], "labels": [0]}
    # the quoting answer's claim is recorded as quoted, with no pair of its source sentence
    quoting = [r for r in sel["rows"] if r["quoted_claims"]]
    assert quoting and all(r["label"] == 0 for r in quoting)
    assert ["The card fee is waived for students.",
            "The card fee is waived for students."] not in sel["pairs"]


def _direct_auroc(dev: Path, sel: dict, verifier) -> dict[str, float]:
    """Per dev file, the AUROC of the claim layer itself run with ``verifier`` on the set's rows."""
    from groundtrace.claims.verifiers import set_default_verifier
    from groundtrace.datasets import read_labelled
    from groundtrace.evaluation.metrics import roc_auc_score

    before = get_default_verifier()
    set_default_verifier(verifier)
    try:
        out = {}
        for name in selection.DEV_FILES:
            rows = [r for r in sel["rows"] if r["file"] == name]
            lines = read_labelled(dev / f"{name}.jsonl")
            direct = score_claims([as_item(lines[r["line"]]) for r in rows],
                                  encoder=get_default_encoder())
            out[name] = roc_auc_score(np.array([r["label"] for r in rows]), direct.scores)
        return out
    finally:
        set_default_verifier(before)


def test_replay_gives_the_claim_layers_own_scores_for_the_same_probabilities(recorded):
    dev, sel = recorded
    # Entailed when the claim repeats a source word that the hallucinated answers drop.
    probs = np.array([[0.9, 0.05, 0.05] if any(w in p for w in ("nine", "second", "waived",
                                                                     "five"))
                      and not any(w in h for w in ("noon", "never", "double", "month"))
                      else [0.1, 0.3, 0.6] for p, h in sel["pairs"]], dtype=np.float32)
    before = get_default_verifier()
    got = selection.replay(sel, probs, dev, partial_threshold=0.4)
    assert get_default_verifier() == before
    direct = _direct_auroc(dev, sel, selection.LookupVerifier(sel["pairs"], probs, 0.4))
    for name in selection.DEV_FILES:
        assert got[name]["auroc"] == direct[name] == 1.0
    proxy = selection.proxy_auroc(sel, probs)
    assert set(proxy) <= set(selection.DEV_FILES)
    assert all(0.0 <= v <= 1.0 for v in proxy.values())


class _Overlap:
    """A verifier that finds a claim entailed by the share of its words the passage holds."""

    name = "overlap"
    partial_threshold = 0.4

    def predict(self, premises, hypotheses):
        out = []
        for p, h in zip(premises, hypotheses, strict=True):
            words = h.lower().rstrip(".").split()
            e = sum(w in p.lower() for w in words) / len(words)
            out.append([e, (1 - e) / 2, (1 - e) / 2])
        return np.array(out, dtype=np.float32)


def test_score_gives_what_train_py_writes_and_replays_as_the_model_itself(recorded, tmp_path):
    dev, sel = recorded
    got = selection.score(sel, _Overlap())
    assert set(got) == {"pairs"} | {f"nli_{s}" for s in sel["nli"]}
    assert got["pairs"].shape == (len(sel["pairs"]), 3) and got["pairs"].dtype == np.float32
    np.savez_compressed(tmp_path / "shipped.npz", **got)
    with np.load(tmp_path / "shipped.npz") as z:
        replayed = selection.replay(sel, z["pairs"], dev, partial_threshold=0.4)
    direct = _direct_auroc(dev, sel, _Overlap())
    for name in selection.DEV_FILES:
        assert replayed[name]["auroc"] == direct[name]


def test_lookup_refuses_a_pair_that_was_not_recorded():
    lookup = selection.LookupVerifier([["a", "b"]], np.array([[1.0, 0.0, 0.0]]), None)
    assert lookup.predict(["a"], ["b"]).tolist() == [[1.0, 0.0, 0.0]]
    with pytest.raises(SystemExit, match="not recorded"):
        lookup.predict(["a"], ["c"])


def test_compare_reports_the_change_in_entailment_and_the_labels_kept():
    ref = {"pairs": np.array([[0.9, 0.05, 0.05], [0.2, 0.7, 0.1], [0.1, 0.1, 0.8]])}
    other = {"pairs": np.array([[0.6, 0.3, 0.1], [0.2, 0.7, 0.1], [0.1, 0.1, 0.8]])}
    assert selection.compare_scores(ref, other) == {
        "pairs": "mean 0.100 max 0.300 labels 1.000"}
    other["pairs"][0] = [0.1, 0.8, 0.1]
    assert selection.compare_scores(ref, other)["pairs"] == "mean 0.267 max 0.800 labels 0.667"


def test_a_graph_folder_scores_another_graph_with_the_folders_settings(tmp_path):
    src, out = tmp_path / "model", tmp_path / "out"
    src.mkdir()
    out.mkdir()
    (src / "tokenizer.json").write_text("{}", encoding="utf-8")
    (src / "config.json").write_text(json.dumps({"name": "v", "model_sha256": "old"}),
                                     encoding="utf-8")
    graph = tmp_path / "model_fp32.onnx"
    graph.write_bytes(b"float graph")
    folder = selection.graph_folder(src, graph, out)
    config = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    assert config == {"name": "v", "model_sha256": hashlib.sha256(b"float graph").hexdigest()}
    assert (folder / "model.onnx").read_bytes() == b"float graph"
    assert json.loads((src / "config.json").read_text(encoding="utf-8"))["model_sha256"] == "old"


def test_compare_refuses_sets_scored_on_different_pairs():
    with pytest.raises(SystemExit, match="nli_snli"):
        selection.compare_scores({"nli_snli": np.ones((2, 3))}, {"pairs": np.ones((2, 3))})
