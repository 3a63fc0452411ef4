"""Unit tests of the verifier's training-data builders (pure Python, no torch, no shared data)."""

from __future__ import annotations

import random
from pathlib import Path

from training_modules import load_training_module

data = load_training_module("data")

SOURCE = (
    "Marie Curie was born in Warsaw in 1867. She moved to Paris in November 1891. "
    "She won the Nobel Prize in 1903 and again in 1911, with 2 prizes in total. "
    "Pierre Curie was her husband."
)


def rng() -> random.Random:
    return random.Random(0)


def test_data_module_does_not_import_torch() -> None:
    assert "torch" not in vars(data)
    assert "import torch" not in Path(data.__file__).read_text()


def test_split_sentences() -> None:
    sents = data.split_sentences(SOURCE)
    assert sents[0] == "Marie Curie was born in Warsaw in 1867."
    assert len(sents) == 4
    assert data.split_sentences("") == []


def test_units_and_claims_are_the_products_own() -> None:
    from groundtrace.retrieval.windows import build_chunks
    from groundtrace.sources.document import Document
    from groundtrace.text.claims import extract_claims

    assert data.evidence_units(SOURCE) == [c.text for c in build_chunks(Document.from_text(SOURCE))]
    assert data.evidence_units("   ") == []
    response = "Curie was born in Warsaw. She moved to Paris in 1891."
    row = {"response": response, "question": "Where?"}
    assert data.claim_sentences(row) == [c.text for c in extract_claims(response)]


def test_claim_sentences_short_answer_is_read_with_its_question() -> None:
    row = {"response": "Warsaw", "question": "Where was Curie born?"}
    assert data.claim_sentences(row) == ["Where was Curie born? Warsaw"]
    assert data.claim_sentences({"response": "Warsaw", "question": None}) == []


def test_best_units_prefers_overlap_and_keeps_document_order_on_ties() -> None:
    assert data.best_units(SOURCE, "Who won the Nobel Prize?", 1) == [
        "She won the Nobel Prize in 1903 and again in 1911, with 2 prizes in total."]
    tied = data.best_units(SOURCE, "zebra", 2)
    assert tied == data.evidence_units(SOURCE)[:2]


def test_hard_negatives_change_what_the_claim_says() -> None:
    r = rng()
    assert data.swap_antonym("Prices rose before the vote.", r) in (
        "Prices fell before the vote.", "Prices rose after the vote.")
    assert data.swap_unit("The card arrives in 5 days.", r) in {
        f"The card arrives in 5 {u}." for u in ("seconds", "minutes", "hours", "weeks",
                                                  "months", "years")}
    assert data.swap_roles("Acme Bank bought Beta Corp in 2019.", r) == (
        "Beta Corp bought Acme Bank in 2019.")
    assert data.drop_qualifier("Refunds take up to 5 days.", r) == "Refunds take 5 days."
    assert data.drop_qualifier("Refunds take up to a week.", r) is None
    for fn in (data.swap_antonym, data.swap_unit, data.swap_roles, data.drop_qualifier):
        assert fn("nothing to change here", r) is None
    assert data.PERTURBATIONS["drop_qualifier"][1] == data.NEUTRAL
    assert data.PERTURBATIONS["unit_swap"][1] == data.CONTRADICTED


def test_hard_positives_keep_the_meaning() -> None:
    r = rng()
    assert data.paraphrase("Transfers are free for members.", r) == (
        "Transfers are at no cost for members.")
    assert data.paraphrase("Transfers are at no cost.", r) in (
        "Transfers are free.", "Transfers are free of charge.")
    assert data.write_numeral("She has 3 sons.", r) == "She has three sons."
    assert data.write_numeral("Two cats slept.", r) == "2 cats slept."
    # A number joined to a word is part of a name, not a count.
    assert data.write_numeral("Call the 24-hour line.", r) is None
    assert data.drop_clause("She moved to Paris in 1891, and she studied physics there.", r) == (
        "She moved to Paris in 1891.")
    grounded = [data.Pair(SOURCE, "Curie won 2 prizes in total.", data.ENTAILED, "t")]
    got = data.hard_positive_pairs(grounded, r)
    assert [(p.hypothesis, p.label, p.source) for p in got] == [
        ("Curie won two prizes in total.", data.ENTAILED, "hardpos:numeral")]


def test_multi_sentence_pairs_join_two_sentences_of_one_unit() -> None:
    a = data.multi_sentence_pairs([SOURCE], random.Random(2), 6)
    assert a == data.multi_sentence_pairs([SOURCE], random.Random(2), 6)
    entailed = [p for p in a if p.label == data.ENTAILED]
    assert entailed and all(p.source == "multi:entailed" for p in entailed)
    for p in entailed:
        first, second = data.split_sentences(p.premise)
        assert p.hypothesis.startswith(first.rstrip("."))
        assert p.hypothesis.endswith(second[1:])
        assert ", and " in p.hypothesis
        assert p.premise in data.evidence_units(SOURCE)
    assert all(p.label != data.ENTAILED for p in a if not p.source.endswith("entailed"))


def test_swap_number_uses_a_number_from_the_source() -> None:
    claim = "She won the Nobel Prize in 1903."
    out = data.swap_number(claim, SOURCE, rng())
    assert out is not None and out != claim
    new = out.replace("She won the Nobel Prize in ", "").rstrip(".")
    assert new in {"1867", "1891", "1911", "2"}
    assert data.swap_number("No digits here.", SOURCE, rng()) is None


def test_swap_date() -> None:
    out = data.swap_date("She moved to Paris in November 1891.", SOURCE, rng())
    assert out is not None and out != "She moved to Paris in November 1891."
    assert data.swap_date("She moved to Paris.", SOURCE, rng()) is None


def test_swap_entity_takes_a_name_from_the_source() -> None:
    claim = "She moved to Paris in 1891."
    out = data.swap_entity(claim, SOURCE, rng())
    assert out is not None and "Paris" not in out
    assert any(name in out for name in ("Warsaw", "November", "Nobel Prize", "Curie"))
    assert data.swap_entity("she moved there.", SOURCE, rng()) is None


def test_swap_entity_handles_non_ascii_names() -> None:
    source = "They visited Monfragüe and Lyon."
    out = data.swap_entity("It is near Doñana Park today.", source, rng())
    assert out in {"It is near Monfragüe today.", "It is near Lyon today."}


def test_toggle_negation_both_ways() -> None:
    assert data.toggle_negation("The fee is waived.", rng()) == "The fee is not waived."
    assert data.toggle_negation("The fee is not waived.", rng()) == "The fee is waived."
    assert data.toggle_negation("The fee isn't waived.", rng()) == "The fee is waived."
    assert data.toggle_negation("Fees apply.", rng()) is None


def test_swap_pronoun_keeps_case() -> None:
    assert data.swap_pronoun("She won.", rng()) == "He won."
    assert data.swap_pronoun("It was his idea.", rng()) == "It was her idea."
    assert data.swap_pronoun("They won.", rng()) is None


def test_perturb_is_deterministic_and_labelled() -> None:
    claim = "She won the Nobel Prize in 1903."
    a = data.perturb(SOURCE, claim, random.Random(5))
    b = data.perturb(SOURCE, claim, random.Random(5))
    assert a == b and a is not None
    assert a.hypothesis != claim
    assert a.label == data.CONTRADICTED
    assert a.source.startswith("factcc:")


def test_other_document_is_neutral_and_unrelated() -> None:
    claims = ["The stadium holds 40,000 people.", "Marie Curie was born in Warsaw in 1867."]
    pair = data.other_document(SOURCE, claims, random.Random(1))
    assert pair is not None
    assert pair.label == data.NEUTRAL
    assert pair.hypothesis == "The stadium holds 40,000 people."


def _row(rid: str, label: int, response: str, item: int, task: str = "summarization") -> dict:
    return {"id": rid, "dataset": "toy", "task": task, "question": "Q?", "context": SOURCE,
            "response": response, "label": label, "meta": {"item": item}}


def test_grounding_pairs_locates_the_one_unsupported_sentence() -> None:
    rows = [
        _row("a", 0, "Curie was born in Warsaw. She moved to Paris in 1891.", 1),
        _row("b", 1, "Curie was born in Warsaw. She moved to Rome in 1891.", 1),
        # Two changed sentences and no single culprit: skipped.
        _row("c", 0, "Curie was born in Warsaw. She moved to Paris in 1891.", 2),
        _row("d", 1, "Curie was born in Lyon. She moved to Rome in 1891.", 2),
    ]
    pos, neg = data.grounding_pairs(rows)
    assert len(pos) == 4 and all(p.label == data.ENTAILED for p in pos)
    assert [p.hypothesis for p in neg] == ["She moved to Rome in 1891."]
    assert neg[0].label == data.NEUTRAL


def test_grounding_pairs_read_the_claims_numbers_as_the_premise_writes_them() -> None:
    row = _row("a", 0, "The limit is 3000 EUR.", 4)
    row["context"] = "The daily limit is 3,000 EUR."
    (pos,), _ = data.grounding_pairs([row])
    assert pos.hypothesis == "The limit is 3,000 EUR."  # as the product's verifier reads it


def test_grounding_pairs_short_answer_includes_question() -> None:
    pos, neg = data.grounding_pairs([_row("q", 1, "Rome", 3, task="qa")])
    assert pos == [] and [p.hypothesis for p in neg] == ["Q? Rome"]


def test_factcc_pairs_and_hash_are_reproducible() -> None:
    grounded = [data.Pair(SOURCE, s, data.ENTAILED, "t") for s in data.split_sentences(SOURCE)]
    a = data.factcc_pairs(grounded, random.Random(3))
    b = data.factcc_pairs(grounded, random.Random(3))
    assert a == b and a
    assert data.sha256_pairs(a) == data.sha256_pairs(b)
    assert all(p.label in (data.NEUTRAL, data.CONTRADICTED) for p in a)


def test_pair_to_dict_is_json_safe() -> None:
    d = data.Pair("p", "h", data.CONTRADICTED, "s").to_dict()
    assert d == {"premise": "p", "hypothesis": "h", "label": "contradicted", "source": "s"}
