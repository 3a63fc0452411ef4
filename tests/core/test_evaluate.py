"""evaluate() / evaluate_batch() with the hashing encoder: routing, order, bits, errors."""

from __future__ import annotations

import numpy as np
import pytest

import groundtrace as gt
from groundtrace.errors import (
    ConfigurationError,
    DefaultThresholdWarning,
    InvalidEmbedding,
    InvalidInput,
    InvalidText,
    InvalidType,
)
from groundtrace.scorers.reference import bundled_reference

Q = "What does a SEPA transfer cost?"
C = "SEPA transfers are free in online banking and cost 2.50 EUR at a branch."
R_GOOD = "SEPA transfers are free online and cost 2.50 EUR at a branch."
R_BAD = "What does a SEPA transfer cost? It depends."

ITEMS = [
    {"question": Q, "context": C, "response": R_GOOD, "id": "a"},
    {"question": Q, "context": C, "response": R_BAD, "id": "b"},
    {"question": Q, "response": R_GOOD, "id": "c"},
    {"question": "", "context": C, "response": R_GOOD, "id": "d"},
]


def test_routes_to_sgi_with_context_and_dgi_without():
    res = gt.evaluate_batch(ITEMS, encoder="hashing")
    assert [r.method for r in res] == ["sgi", "sgi", "dgi", "sgi"]
    assert [r.id for r in res] == ["a", "b", "c", "d"]
    assert res[0].dgi is not None and res[2].sgi is None
    assert res[3].sgi.method == "sgi_no_question" and res[3].dgi is None


def test_grounded_answer_scores_higher():
    good, bad = gt.evaluate_batch(ITEMS[:2], encoder="hashing")
    assert good.sgi.value > bad.sgi.value
    assert good.score > bad.score


def test_single_equals_batch_bits():
    batch = gt.evaluate_batch(ITEMS, encoder="hashing")
    for item, b in zip(ITEMS, batch, strict=True):
        s = gt.evaluate(item["question"], item["response"], item.get("context"), encoder="hashing")
        assert s.to_dict() == {**b.to_dict(), "id": None}


def test_repeated_runs_identical():
    a = [r.to_dict() for r in gt.evaluate_batch(ITEMS, encoder="hashing")]
    b = [r.to_dict() for r in gt.evaluate_batch(list(reversed(ITEMS)), encoder="hashing")]
    assert a == list(reversed(b))


def test_each_distinct_text_encoded_once():
    calls: list[list[str]] = []
    base = gt.get_encoder("hashing")

    class Counting:
        name, dim = "hashing-256", 256

        def encode(self, texts, *, role="passage"):
            calls.append(list(texts))
            return base.encode(texts, role=role)

    gt.evaluate_batch(ITEMS * 3, encoder=Counting())
    for texts in calls:
        assert len(texts) == len(set(texts))
    # one query text (Q) and three passage texts (C, R_GOOD, R_BAD)
    assert sum(len(t) for t in calls) == 4


@pytest.mark.parametrize(
    ("kwargs", "error", "match"),
    [
        ({"question": "", "response": "x"}, InvalidInput, "question"),
        ({"question": "q", "response": "   "}, InvalidText, "response"),
        ({"question": "q", "response": None}, InvalidType, "response"),
        ({"question": 3, "response": "x"}, InvalidType, "question"),
        ({"question": "q", "response": "x", "context": "\n"}, InvalidText, "context"),
    ],
)
def test_bad_input_is_clear(kwargs, error, match):
    with pytest.raises(error, match=match):
        gt.evaluate(encoder="hashing", **kwargs)


def test_errors_subclass_builtins():
    assert issubclass(InvalidText, ValueError) and issubclass(InvalidType, TypeError)


def test_enormous_text_rejected():
    with pytest.raises(InvalidText, match="limit"):
        gt.evaluate("q", "x" * 2_000_001, encoder="hashing")


def test_bad_item_names_its_index():
    with pytest.raises(InvalidInput, match=r"items\[1\]"):
        gt.evaluate_batch([ITEMS[0], {"question": "q"}], encoder="hashing")


def test_custom_callable_encoder_validated():
    def nan_encoder(texts):
        out = np.ones((len(texts), 4), dtype=np.float32)
        out[0, 0] = np.nan
        return out

    with pytest.warns(DefaultThresholdWarning), pytest.raises(InvalidEmbedding, match="NaN"):
        gt.evaluate("q", "r", "c", encoder=nan_encoder)

    with pytest.warns(DefaultThresholdWarning), pytest.raises(InvalidEmbedding, match="rows"):
        gt.evaluate("q", "r", "c", encoder=lambda texts: np.ones((1, 4)))

    with pytest.warns(DefaultThresholdWarning), pytest.raises(InvalidEmbedding, match="2-D"):
        gt.evaluate("q", "r", "c", encoder=lambda texts: np.ones(len(texts)))


def test_custom_encoder_without_reference_needs_context():
    def enc(texts):
        return np.array([[len(t), 1.0, 2.0] for t in texts], dtype=np.float32)

    with pytest.warns(DefaultThresholdWarning):
        res = gt.evaluate("q", "resp", "ctx", encoder=enc)
    assert res.method == "sgi" and res.dgi is None
    with pytest.warns(DefaultThresholdWarning), pytest.raises(ConfigurationError, match="DGI"):
        gt.evaluate("q", "resp", encoder=enc)


def test_set_default_encoder_roundtrip():
    try:
        gt.set_default_encoder("hashing")
        assert gt.get_default_encoder().name == "hashing-256"
        assert gt.evaluate("q?", "an answer", "a source").encoder == "hashing-256"
    finally:
        gt.set_default_encoder(None)
    assert gt.get_default_encoder().name == "minilm"


def test_scorer_objects_match_evaluate():
    sgi = gt.SGI("hashing")
    dgi = gt.DGI("hashing")
    full = gt.evaluate(Q, R_GOOD, C, encoder="hashing")
    assert sgi.score(Q, C, R_GOOD) == full.sgi
    assert dgi.score(Q, R_GOOD) == full.dgi
    assert dgi.reference == bundled_reference("hashing-256")


def test_to_dict_is_json_safe():
    import json

    for r in gt.evaluate_batch(ITEMS, encoder="hashing"):
        assert json.loads(json.dumps(r.to_dict())) == r.to_dict()


@pytest.mark.parametrize("name, options, takes", [
    ("minilm", {"batch_size": 8}, "max_length, long_text, threads"),
    ("hashing", {"bogus": 1}, "dim"),
    ("openai", {"nope": 2}, "api_key"),
])
def test_an_encoder_option_it_does_not_take_is_a_configuration_error(name, options, takes):
    from groundtrace.encoders import get_encoder

    with pytest.raises(ConfigurationError, match=f"encoder {name!r}: .*{next(iter(options))}"
                                                 f".*it takes: .*{takes}"):
        get_encoder(name, **options)
