"""training/mil_pairs.py: training pairs from whole labelled answers, as the claim layer
reads them."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from groundtrace.datasets import partition
from training_modules import load_training_module

mil = load_training_module("mil_pairs")
selection = load_training_module("selection")

CONTEXT = ("The branch opens at nine on weekdays. Transfers above 5,000 euros need a second "
           "approval. Cards are replaced within five business days.")
GOOD = "The branch opens at nine. Cards are replaced within five business days."
# shares its first sentence with the grounded answer of the same source
BAD = "The branch opens at nine. Transfers never need any approval."
ALONE = "Cards are replaced within a month. The branch opens at noon on Sundays."
# quotes a sentence of its source word for word
QUOTING = "The branch opens at nine on weekdays. Transfers need no approval at all."
SHARED = "The branch opens at nine."


def _dev(tmp_path: Path) -> Path:
    """Six dev files whose fit rows are GOOD, BAD (one source), ALONE and QUOTING."""
    dev = tmp_path / "dev"
    dev.mkdir()
    wanted = [(CONTEXT, GOOD, 0), (CONTEXT, BAD, 1), (CONTEXT + " Fees apply.", ALONE, 1),
              (CONTEXT + " Ask us.", QUOTING, 1)]
    for name in selection.DEV_FILES:
        rows, i = [], 0
        for context, response, label in wanted:
            while True:
                row = {"id": f"{name}-{i}", "dataset": name, "context": context,
                       "response": response, "label": label}
                i += 1
                if partition(row) == "fit":
                    rows.append(row)
                    break
                rows.append(dict(row, response="A holdout row."))
        (dev / f"{name}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows),
                                          encoding="utf-8")
    return dev


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    dev = _dev(tmp_path_factory.mktemp("mil"))
    sel = selection.record(dev, dev, per_file=50, seed=1, part="fit", with_nli=False)
    return dev, sel


def _claim(sel, row, text):
    """The pair indices of ``row``'s claim whose hypothesis starts like ``text``."""
    (got,) = [c for c in row["claims"] if c and sel["pairs"][c[0]][1].startswith(text[:20])]
    return got


def _probs(sel, low: dict[str, float]) -> np.ndarray:
    """Entailment 0.9 for every pair, ``low[claim]`` for the pairs of claims starting so."""
    p = np.tile(np.array([0.9, 0.05, 0.05], dtype=np.float32), (len(sel["pairs"]), 1))
    for i, (_, hyp) in enumerate(sel["pairs"]):
        for start, value in low.items():
            if hyp.startswith(start):
                p[i] = (value, 1 - value, 0.0)
    return p


def test_record_takes_fit_rows_only_and_no_nli_pairs(recorded):
    dev, sel = recorded
    assert sel["partition"] == "fit" and sel["nli"] == {}
    for r in sel["rows"]:
        line = (dev / f"{r['file']}.jsonl").read_text(encoding="utf-8").splitlines()[r["line"]]
        assert json.loads(line)["response"] != "A holdout row."
    assert len(sel["rows"]) == 4 * len(selection.DEV_FILES)


def test_a_grounded_answers_claims_are_entailed_with_their_best_passage(recorded):
    dev, sel = recorded
    probs = _probs(sel, {})
    pairs = mil.build(sel, probs, dev)
    good = next(r for r in sel["rows"] if r["label"] == 0 and r["file"] == "begin")
    want = set()
    for c in good["claims"]:
        if c:
            best = c[int(np.argmax(probs[c, 0]))]
            want.add((*sel["pairs"][best], 0))
    got = {(p.premise, p.hypothesis, p.label) for p in pairs if p.source == "mil:begin"}
    assert want and want <= got
    assert all(p.source.startswith("mil:") for p in pairs)


def test_the_weakest_claim_is_not_supported_but_never_one_a_grounded_sibling_makes(recorded):
    dev, sel = recorded
    # the shared sentence reads weakest, yet the grounded answer of the same source makes it
    pairs = mil.build(sel, _probs(sel, {SHARED: 0.1, "Transfers never": 0.4,
                                        "Transfers need no": 0.1}), dev)
    neutral = {p.hypothesis for p in pairs if p.label == 1}
    assert any(h.startswith("Transfers never") for h in neutral)
    assert not any(h.startswith(SHARED) for h in neutral)
    # an answer that quotes a sentence of its source gives no negative (as in v7's pairs)
    assert not any(h.startswith("Transfers need no") for h in neutral)
    # ALONE has no grounded sibling: its weakest claim by the probabilities is the one taken
    pairs = mil.build(sel, _probs(sel, {"The branch opens at noon": 0.2,
                                        "Cards are replaced within a month": 0.3}), dev)
    neutral = {p.hypothesis for p in pairs if p.label == 1}
    assert any(h.startswith("The branch opens at noon") for h in neutral)
    assert not any(h.startswith("Cards are replaced within a month") for h in neutral)
    bad_rows = [r for r in sel["rows"] if r["label"] == 1 and r["file"] == "wice"]
    alone = [r for r in bad_rows if any(
        sel["pairs"][c[0]][1].startswith("The branch opens at noon") for c in r["claims"] if c)]
    (row,) = alone
    claim = _claim(sel, row, "The branch opens at noon")
    # every passage the weakest claim was read against is a pair
    assert {tuple(sel["pairs"][i]) for i in claim} <= {
        (p.premise, p.hypothesis) for p in pairs if p.label == 1 and p.source == "mil:wice"}


def test_clear_keeps_only_answers_with_one_doubted_claim_and_none_keeps_no_negative(recorded):
    dev, sel = recorded
    both_low = _probs(sel, {"The branch opens at noon": 0.2,
                            "Cards are replaced within a month": 0.3,
                            "Transfers never": 0.3})
    clear = mil.build(sel, both_low, dev, negatives="clear")
    neutral = {p.hypothesis for p in clear if p.label == 1}
    # ALONE's two claims are both doubted: no culprit, no pair; BAD has one doubted claim
    assert not any(h.startswith(("The branch opens at noon", "Cards are replaced within a month"))
                   for h in neutral)
    assert any(h.startswith("Transfers never") for h in neutral)
    none = mil.build(sel, both_low, dev, negatives="none")
    assert none and all(p.label == 0 for p in none)
    with pytest.raises(ValueError, match="negatives"):
        mil.build(sel, both_low, dev, negatives="some")


def test_build_refuses_a_holdout_set_and_probabilities_of_another_set(recorded):
    dev, sel = recorded
    with pytest.raises(SystemExit, match="fit rows"):
        mil.build(dict(sel, partition="holdout"), _probs(sel, {}), dev)
    with pytest.raises(SystemExit, match="probabilities"):
        mil.build(sel, _probs(sel, {})[:-1], dev)


def test_excluded_rows_and_every_answer_of_their_source_give_no_pair(recorded):
    dev, sel = recorded
    good = next(r for r in sel["rows"] if r["label"] == 0 and r["file"] == "begin")
    row_id = json.loads((dev / "begin.jsonl").read_text(encoding="utf-8")
                        .splitlines()[good["line"]])["id"]
    probs = _probs(sel, {"Transfers never": 0.4})
    kept = mil.build(sel, probs, dev, exclude={row_id})
    every = mil.build(sel, probs, dev)
    # GOOD and BAD of begin share their source: neither gives a pair; ALONE (another
    # source) and the other files' rows still do
    def of_the_source(pairs):
        return [p for p in pairs if p.source == "mil:begin" and (
            p.hypothesis == SHARED
            or p.hypothesis.startswith(("Transfers never", "Cards are replaced within five")))]

    assert {p.label for p in of_the_source(every)} == {0, 1}
    assert of_the_source(kept) == []
    assert any(p.source == "mil:begin" and p.hypothesis.startswith(
        ("The branch opens at noon", "Cards are replaced within a month")) for p in kept)
    assert {p.source for p in kept} >= {"mil:wice", "mil:summedits"}
    with pytest.raises(SystemExit, match="not fit rows"):
        mil.build(sel, probs, dev, exclude={"no-such-row"})


def test_doubt_is_refused_without_negatives_clear(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr("sys.argv", ["mil_pairs.py", "build", "--set", str(tmp_path / "s"),
                                     "--probs", str(tmp_path / "p"), "--out",
                                     str(tmp_path / "o"), "--doubt", "0.3"])
    with pytest.raises(SystemExit):
        mil.main()
    assert "--doubt applies to --negatives clear only" in capsys.readouterr().err
