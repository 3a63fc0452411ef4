"""SGI in triage: measured against the passages the claim layer read, not the whole context."""

from __future__ import annotations

import numpy as np
import pytest

from groundtrace.claims import verify_batch
from groundtrace.errors import ConfigurationError, InvalidInput
from groundtrace.evaluate import evaluate_against_evidence, evaluate_batch
from groundtrace.scorers.embedding_cache import embed_roles
from groundtrace.scorers.sgi import sgi_from_embeddings
from groundtrace.triage import run_layers
from groundtrace.types import Item

# A long policy document: the answer draws on one sentence of it.
FILLER = " ".join(f"Section {i} describes the opening hours of branch number {i} in detail."
                  for i in range(40))
CTX = (FILLER + " Card replacement costs 12 EUR and takes five working days. " + FILLER)
Q = "How much does a replacement card cost?"
R = "A replacement card costs 12 EUR and arrives in five working days."


def test_evidence_embedding_is_the_unit_sum_of_the_read_sentences(hashing):
    (ans,) = verify_batch([{"question": Q, "response": R, "context": CTX}], encoder=hashing)
    vec = ans.evidence_embedding
    assert vec is not None and vec.dtype == np.float32
    assert float(np.linalg.norm(vec)) == pytest.approx(1.0, abs=1e-6)
    read = sorted({s for c in ans.claims for e in c.evidence
                   for s in _sentences(e.text)})
    (emb,) = embed_roles(hashing, [(read, "passage")])
    total = emb.astype(np.float64).sum(axis=0)
    assert np.allclose(vec, total / np.linalg.norm(total), atol=1e-6)
    assert "evidence_embedding" not in ans.to_dict()


def _sentences(text: str) -> list[str]:
    from groundtrace.text.sentences import split_sentences

    return [s.text for s in split_sentences(text)]


def test_triage_measures_sgi_against_the_evidence_not_the_document(hashing):
    item = Item(question=Q, response=R, context=CTX)
    (lr,) = run_layers([item], encoder=hashing, verifier="alignment")
    sgi = lr.grounding.sgi
    assert sgi is not None and sgi.against == "evidence"
    assert "retrieved evidence" in sgi.explanation
    (whole,) = evaluate_batch([item], encoder=hashing, sgi_review_threshold=0.9,
                              dgi_pass_threshold=0.1)
    assert whole.sgi is not None and whole.sgi.against == "context"
    # The answer sits much nearer the sentence it draws on than the 80-sentence document.
    assert sgi.ctx_dist < whole.sgi.ctx_dist
    assert lr.features["sgi_evidence_log"] > 0 and lr.features["has_sgi"] == 1.0


def test_items_without_evidence_fall_back_to_the_whole_context(hashing):
    items = [Item(question=Q, response=R, context=CTX), Item(question=Q, response=R)]
    ref = evaluate_batch(items, encoder=hashing, sgi_review_threshold=0.9,
                         dgi_pass_threshold=0.1)
    got = evaluate_against_evidence(items, [None, None], encoder=hashing,
                                    sgi_review_threshold=0.9, dgi_pass_threshold=0.1)
    assert [g.to_dict() for g in got] == [g.to_dict() for g in ref]
    assert got[0].sgi is not None and got[0].sgi.against == "context"
    assert got[1].method == "dgi"
    # mappings are items too, as in evaluate_batch
    as_dicts = evaluate_against_evidence(
        [{"question": Q, "response": R, "context": CTX}, {"question": Q, "response": R}],
        [None, None], encoder=hashing, sgi_review_threshold=0.9, dgi_pass_threshold=0.1)
    assert [g.to_dict() for g in as_dicts] == [g.to_dict() for g in ref]


def test_evidence_rows_are_checked(hashing):
    items = [Item(question=Q, response=R, context=CTX)]
    with pytest.raises(InvalidInput, match="1 items"):
        evaluate_against_evidence(items, [], encoder=hashing)
    with pytest.raises(InvalidInput, match=r"evidence\[0\]"):
        evaluate_against_evidence(items, [np.zeros(3, dtype=np.float32)], encoder=hashing)
    with pytest.raises(InvalidInput, match=r"evidence\[0\]"):
        evaluate_against_evidence(items, [np.full(256, np.nan, dtype=np.float32)],
                                  encoder=hashing)
    no_ctx = [Item(question=Q, response=R)]
    with pytest.raises(InvalidInput, match="no context"):
        evaluate_against_evidence(no_ctx, [np.ones(256, dtype=np.float32) / 16.0],
                                  encoder=hashing)


def test_sgi_names_what_it_was_measured_against():
    q = np.array([[1.0, 0.0, 0.0]], dtype=np.float32)
    c = np.array([[0.0, 1.0, 0.0]], dtype=np.float32)
    r = np.array([[0.6, 0.8, 0.0]], dtype=np.float32)
    (a,) = sgi_from_embeddings(q, c, r)
    (b,) = sgi_from_embeddings(q, c, r, against="evidence")
    assert a.against == "context" and b.against == "evidence"
    assert a.value == b.value and a.to_dict()["against"] == "context"
    with pytest.raises(ConfigurationError, match="against"):
        sgi_from_embeddings(q, c, r, against="document")
    with pytest.raises(ConfigurationError, match="against"):
        sgi_from_embeddings(q, c, r, against=["context", "evidence"])


def test_a_calibration_that_reads_the_old_whole_context_sgi_feature_is_refused():
    from groundtrace.calibration.features import feature_vector

    feats = {"sgi_evidence_log": 0.7, "has_sgi": 1.0, "has_claims": 1.0}
    assert feature_vector(feats, ("sgi_evidence_log",)) == [0.7]
    with pytest.raises(ConfigurationError, match="'sgi_log'"):
        feature_vector(feats, ("sgi_log",))
