"""training/answer_pairs.py: training pairs from written banking texts and labelled answers,
as the claim layer reads them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

from training_modules import load_training_module

answers = load_training_module("answer_pairs")

PASSAGE = ("Standing orders are free to set up in the app. Each payment can be up to 10,000 EUR. "
           "A failed payment costs 8 EUR.")
TEXTS = [
    {"topic": "standing orders", "passage": PASSAGE,
     "entailed": ["Setting up a standing order in the app costs nothing."],
     "contradicted": ["A failed payment costs 12 EUR."],
     "neutral": ["Standing orders can also be set up by phone."]},
    {"topic": "cards", "passage": "Cards arrive within five business days.",
     "entailed": ["A card reaches you in five business days."],
     "contradicted": ["Cards arrive within five calendar days."], "neutral": []},
]


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    path = tmp_path_factory.mktemp("answers") / "texts.jsonl"
    path.write_text("".join(json.dumps(t) + "\n" for t in TEXTS), encoding="utf-8")
    return answers.record(path)


def _probs(sel, entailed: dict[str, float]) -> np.ndarray:
    """Entailment per pair by the claim it reads (its hypothesis's start), 0.1 else."""
    p = np.tile(np.array([0.1, 0.8, 0.1], dtype=np.float32), (len(sel["pairs"]), 1))
    for i, (_, hyp) in enumerate(sel["pairs"]):
        for start, value in entailed.items():
            if hyp.startswith(start):
                p[i] = (value, 1 - value, 0.0)
    return p


def test_record_gives_every_answer_its_claims_pairs_with_text_and_kind(recorded):
    rows = recorded["rows"]
    assert [(r["text"], r["kind"]) for r in rows] == [
        (0, "entailed"), (0, "contradicted"), (0, "neutral"), (1, "entailed"),
        (1, "contradicted")]
    # each pair is (a passage of the text, the claim as the claim layer reads it)
    for r in rows:
        for claim in r["claims"]:
            for i in claim:
                premise, _ = recorded["pairs"][i]
                assert premise in (PASSAGE if r["text"] == 0 else TEXTS[1]["passage"])
    assert recorded["nli"] == {}


def test_build_labels_the_best_passage_entailed_and_a_wrong_answers_first_passage(recorded):
    probs = _probs(recorded, {"Setting up": 0.9, "A card reaches": 0.8})
    built = answers.build(recorded, probs)
    by_claim: dict[str, list[str]] = {}
    for p in built:
        by_claim.setdefault(p.hypothesis, []).append(p.to_dict()["label"])
    # one entailed pair per entailed claim: the passage scored best
    assert by_claim["Setting up a standing order in the app costs nothing."] == ["entailed"]
    # a wrong answer: its first-ranked passage contradicted, the others neutral
    wrong = by_claim["A failed payment costs 12 EUR."]
    assert wrong[0] == "contradicted" and set(wrong[1:]) <= {"neutral"}
    assert set(by_claim["Standing orders can also be set up by phone."]) == {"neutral"}
    assert {p.source for p in built} == {"answers:standing orders", "answers:cards"}


def test_held_out_texts_give_no_training_pair_and_are_what_test_scores(recorded):
    probs = _probs(recorded, {"Setting up": 0.9, "A card reaches": 0.8})
    # every 2nd text held out: text 1 (cards) is the test
    assert {p.source for p in answers.build(recorded, probs, test_every=2)} == {
        "answers:standing orders"}
    out = answers.test(recorded, probs, every=2)
    assert out["auroc_entailed_vs_contradicted"] == 1.0
    assert out["share_entailed_at_0.5"] == 1.0 and out["share_contradicted_at_0.5"] == 0.0


def test_a_text_without_its_lists_is_refused(tmp_path: Path):
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps({"topic": "x", "passage": "A text."}) + "\n", encoding="utf-8")
    with pytest.raises(SystemExit, match="needs 'passage' and lists"):
        answers.read_texts(path)


def test_the_shipped_texts_are_well_formed():
    texts = answers.read_texts(answers.DATA)
    assert len(texts) >= 80
    assert all(t["entailed"] and t["contradicted"] for t in texts)


def test_joined_claims_are_partly_supported_neutral_and_spread_entailed(tmp_path: Path):
    passage = ("Standing orders are free to set up in the app. Each payment can be up to "
               "10,000 EUR. A failed payment costs 8 EUR.")
    path = tmp_path / "texts.jsonl"
    path.write_text(json.dumps({
        "topic": "standing orders", "passage": passage,
        "entailed": ["Setting up a standing order in the app costs nothing.",
                     "A failed standing order payment is charged 8 EUR."],
        "contradicted": ["A failed payment costs 12 EUR."],
        "neutral": ["Standing orders can also be set up by phone."]}) + "\n", encoding="utf-8")
    sel = answers.record(path)
    probs = _probs(sel, {"Setting up": 0.9, "A failed standing": 0.7, "Standing orders can": 0.3})
    plain = answers.build(sel, probs)
    extra = answers.build(sel, probs, joined=4)
    assert extra[: len(plain)] == plain
    joined = extra[len(plain):]
    got = [(p.hypothesis, p.to_dict()["label"], p.source) for p in joined]
    assert got == [
        ("Setting up a standing order in the app costs nothing, and Standing orders can also "
         "be set up by phone.", "neutral", "answers:partial:standing orders"),
        ("A failed standing order payment is charged 8 EUR, and Setting up a standing order "
         "in the app costs nothing.", "entailed", "answers:joined:standing orders"),
        ("Standing orders can also be set up by phone, and a failed standing order payment "
         "is charged 8 EUR.", "neutral", "answers:partial:standing orders")]
    # the premise: the passages the halves are best read against, each once
    for p in joined:
        parts = re.split(r"(?<=\.) ", p.premise)
        assert all(part in passage for part in parts) and len(set(parts)) == len(parts)
    # an entailed answer the verifier does not read as entailed is no half
    weak = _probs(sel, {"Setting up": 0.9, "A failed standing": 0.4, "Standing orders can": 0.3})
    assert [p.hypothesis for p in answers.joined_pairs(sel, weak, 4)] == [got[0][0]]
    # a held-out text gives no joined claim
    assert answers.build(sel, probs, test_every=1, joined=4) == []
