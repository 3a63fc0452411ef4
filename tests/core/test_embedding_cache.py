"""Vectors cached across calls: fewer encodings, the same bits, a bounded memory."""

from __future__ import annotations

import numpy as np
import pytest

from groundtrace.encoders.hashing import HashingEncoder
from groundtrace.scorers.embedding_cache import EmbeddingLRU, cache_of, embed_roles


class Counting(HashingEncoder):
    def __init__(self, invariant: bool, symmetric: bool = False) -> None:
        super().__init__(64)
        self.batch_invariant = invariant
        self.symmetric = symmetric
        self.encoded: list[str] = []

    def encode(self, texts, *, role="passage"):
        self.encoded += list(texts)
        return super().encode(texts, role=role)


def test_second_call_reuses_vectors_with_the_same_bits():
    enc = Counting(invariant=True)
    texts = ["The fee is 2 EUR.", "Transfers are free.", "The fee is 2 EUR."]
    (first,) = embed_roles(enc, [(texts, "passage")])
    assert enc.encoded == ["The fee is 2 EUR.", "Transfers are free."]
    (again,) = embed_roles(enc, [([*texts[::-1], "New text."], "passage")])
    assert enc.encoded[2:] == ["New text."]
    assert again[:3].tobytes() == first[::-1].tobytes()
    fresh = HashingEncoder(64).encode([*texts[::-1], "New text."])
    assert again.tobytes() == fresh.tobytes()
    embed_roles(enc, [(["The fee is 2 EUR."], "query")])  # another role: its own entry
    assert enc.encoded[-1] == "The fee is 2 EUR."
    assert cache_of(enc).hits == 2  # the two texts seen before, each once per call


def test_a_symmetric_encoder_encodes_a_text_once_for_every_role():
    enc = Counting(invariant=True, symmetric=True)
    q, p = embed_roles(enc, [(["Transfers are free.", "Why?"], "query"),
                             (["Transfers are free.", "A fee."], "passage")])
    assert enc.encoded == ["Transfers are free.", "Why?", "A fee."]
    assert q[0].tobytes() == p[0].tobytes()
    (again,) = embed_roles(enc, [(["A fee.", "Why?"], "query")])  # cached under any role
    assert len(enc.encoded) == 3
    assert again.tobytes() == HashingEncoder(64).encode(["A fee.", "Why?"]).tobytes()
    plain = Counting(invariant=False, symmetric=True)
    embed_roles(plain, [(["a"], "query"), (["a"], "passage")])
    assert plain.encoded == ["a", "a"]


def test_encoders_that_may_depend_on_the_batch_are_never_cached():
    enc = Counting(invariant=False)
    embed_roles(enc, [(["a b c"], "passage")])
    embed_roles(enc, [(["a b c"], "passage")])
    assert enc.encoded == ["a b c", "a b c"] and cache_of(enc) is None
    assert cache_of(lambda texts: np.ones((len(texts), 3))) is None


def test_lru_is_bounded_and_evicts_the_oldest():
    lru = EmbeddingLRU(max_entries=2)
    rows = np.eye(3, dtype=np.float32)
    lru.put_many([("passage", b"a"), ("passage", b"b")], rows[:2])
    assert lru.get_many([("passage", b"a")])[0] is not None  # a is now the newest
    lru.put_many([("passage", b"c")], rows[2:])
    assert len(lru) == 2
    got = lru.get_many([("passage", b"a"), ("passage", b"b"), ("passage", b"c")])
    assert got[1] is None and got[0] is not None and got[2] is not None


@pytest.mark.models
def test_minilm_verdicts_are_the_same_bits_from_the_cache():
    import groundtrace as gt
    from groundtrace.encoders.minilm import MiniLMEncoder

    q, r = "What does a SEPA transfer cost?", "It is free online."
    ctx = "SEPA transfers are free in online banking. Branch transfers cost 2.50 EUR."
    warm = MiniLMEncoder()
    first = gt.evaluate(q, r, ctx, encoder=warm).to_dict()
    second = gt.evaluate(q, r, ctx, encoder=warm).to_dict()
    cold = gt.evaluate(q, r, ctx, encoder=MiniLMEncoder()).to_dict()
    assert first == second == cold
    assert cache_of(warm).hits >= 3
