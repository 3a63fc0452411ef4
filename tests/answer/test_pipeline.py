"""ask(): retrieval, generators, citations, strictness and refusals (hashing encoder, fakes)."""

from __future__ import annotations

import json

import numpy as np
import pytest

from groundtrace.answer import (
    Answer,
    CallableGenerator,
    Corpus,
    ExtractiveGenerator,
    Pipeline,
    Strictness,
    build_prompt,
    parse_cited_text,
)
from groundtrace.errors import GenerationError, InvalidInput, InvalidType
from groundtrace.sources import Document

FEES = ("SEPA transfers in online banking are free of charge. Transfers ordered at a branch "
        "cost 2.50 EUR. Instant transfers cost 0.50 EUR each.")
CARDS = ("A lost card can be blocked in the app under Cards. A replacement card arrives "
         "within five business days.")


class KeywordVerifier:
    """Supports a claim when every content word of it occurs in the premise (deterministic)."""

    name = "keyword-fake"

    def predict(self, premises, hypotheses):
        from groundtrace.checks.lexicon import content_words

        out = []
        for p, h in zip(premises, hypotheses, strict=True):
            words = content_words(h)
            ok = bool(words) and words <= content_words(p)
            out.append([0.95, 0.04, 0.01] if ok else [0.05, 0.9, 0.05])
        return np.asarray(out, dtype=np.float32)


@pytest.fixture
def corpus(hashing):
    return Corpus([Document.from_text(FEES, "fees.txt"), Document.from_text(CARDS, "cards.txt")],
                  encoder=hashing)


def pipeline(corpus, **kw):
    kw.setdefault("min_relevance", -1.0)
    return Pipeline(corpus, verifier=KeywordVerifier(), **kw)


def test_parse_cited_text_attaches_citations_to_their_sentence():
    got = parse_cited_text("Online transfers are free [fees.txt:s0]. A branch transfer costs "
                           "2.50 EUR. [fees.txt:s1, fees.txt:s0] Ok.")
    assert [(s.text, s.citations) for s in got] == [
        ("Online transfers are free.", ("fees.txt:s0",)),
        ("A branch transfer costs 2.50 EUR.", ("fees.txt:s1", "fees.txt:s0")),
        ("Ok.", ()),
    ]
    assert parse_cited_text("") == ()
    with pytest.raises(InvalidType):
        parse_cited_text(None)


def test_prompt_lists_every_passage_with_its_id(corpus):
    r = corpus.retrieve("How much is a transfer at a branch?", top_k=2)
    from groundtrace.answer.generators import passages_for

    passages = passages_for(r.chunks, {d.doc_id: d for d in corpus.documents})
    prompt = build_prompt("How much?", passages)
    assert all(f"[{p.sentence_id}] {p.text}" in prompt for p in passages)
    assert prompt.rstrip().endswith("Answer:")


def test_extractive_answer_is_cited_and_supported(corpus):
    ans = pipeline(corpus).ask("How much does a transfer at a branch cost?")
    assert not ans.refused and "2.50 EUR" in ans.text
    branch = next(s for s in ans.sentences if "branch" in s.text)
    assert branch.citations == ("fees.txt:s1",) and branch.status == "supported"
    assert branch.supporting_sentence_ids == ("fees.txt:s1",)
    assert ans.generator == "extractive" and ans.verifier == "keyword-fake"
    d = ans.to_dict()
    assert json.loads(json.dumps(d))["answer"] == ans.text
    assert d["passages"] and d["retrieval"]["chunks"]
    html = ans.to_html()
    assert "<script" not in html and "2.50 EUR" in html


def test_answer_is_deterministic(corpus):
    a = pipeline(corpus).ask("How much does a transfer at a branch cost?")
    b = pipeline(corpus).ask("How much does a transfer at a branch cost?")
    assert a.to_dict() == b.to_dict()


def lie(prompt: str) -> str:
    return ("Transfers at a branch cost 2.50 EUR [fees.txt:s1]. "
            "Gold members get a yacht for free [fees.txt:s0].")


def test_balanced_removes_the_unsupported_sentence_and_says_so(corpus):
    ans = pipeline(corpus, generator=CallableGenerator(lie)).ask("What does a branch transfer "
                                                                 "cost?")
    assert not ans.refused
    assert ans.text == "Transfers at a branch cost 2.50 EUR."
    yacht = ans.sentences[1]
    assert not yacht.kept and yacht.status == "unsupported"
    assert yacht.note.startswith("removed:")


def test_strict_refuses_and_names_the_sentence(corpus):
    ans = pipeline(corpus, generator=CallableGenerator(lie), strictness="strict").ask(
        "What does a branch transfer cost?")
    assert ans.refused and ans.text == ""
    assert "1 of 2 sentences" in ans.refusal_reason and "sentence 2" in ans.refusal_reason


def test_lenient_keeps_everything_annotated(corpus):
    ans = pipeline(corpus, generator=CallableGenerator(lie), strictness=Strictness.LENIENT).ask(
        "What does a branch transfer cost?")
    assert not ans.refused and "yacht" in ans.text
    assert [s.status for s in ans.sentences] == ["supported", "unsupported"]


def test_a_citation_to_nothing_is_an_unsupported_sentence_not_a_crash(corpus):
    def bad_cite(prompt):
        return "Transfers at a branch cost 2.50 EUR [nowhere.txt:s9]."

    ans = pipeline(corpus, generator=CallableGenerator(bad_cite)).ask(
        "What does a branch transfer cost?")
    assert ans.refused  # balanced: the only sentence is removed
    (s,) = ans.sentences
    assert s.invalid_citations == ("nowhere.txt:s9",) and "nowhere.txt:s9" in s.note


@pytest.mark.parametrize(
    ("fn", "reason"),
    [(lambda p: "I cannot answer from the sources.", "no answer in the sources"),
     (lambda p: "   ", "no answer in the sources"),
     (lambda p: 42, "returned int, not text"),
     (lambda p: 1 / 0, "ZeroDivisionError")],
)
def test_generator_failures_are_refusals_with_a_reason(corpus, fn, reason):
    ans = pipeline(corpus, generator=CallableGenerator(fn)).ask("What does a transfer cost?")
    assert ans.refused and reason in ans.refusal_reason
    assert isinstance(ans, Answer) and ans.passages


def test_refusal_when_retrieval_finds_nothing_close(corpus):
    ans = Pipeline(corpus, verifier=KeywordVerifier(), min_relevance=0.99).ask(
        "Which volcano erupted in 1883?")
    assert ans.refused and "say nothing about the question" in ans.refusal_reason
    assert ans.retrieval.term_coverage == 0.0  # no question term in any retrieved unit
    assert ans.sentences == () and ans.passages == ()


def test_bad_input_is_a_clear_error(corpus, hashing, tmp_path):
    with pytest.raises(InvalidInput, match="question"):
        pipeline(corpus).ask("   ")
    with pytest.raises(InvalidInput, match="strictness must be one of"):
        pipeline(corpus, strictness="paranoid")
    with pytest.raises(InvalidInput, match="holds no text"):
        Pipeline(Corpus(encoder=hashing), verifier=KeywordVerifier()).ask("Anything?")
    with pytest.raises(InvalidInput, match="no such file or folder"):
        Corpus.from_paths([tmp_path / "missing"], encoder=hashing)
    (tmp_path / "empty").mkdir()
    with pytest.raises(InvalidInput, match="holds no document file"):
        Corpus.from_paths([tmp_path / "empty"], encoder=hashing)
    with pytest.raises(InvalidType, match="single path"):
        Pipeline(str(tmp_path), verifier=KeywordVerifier())
    with pytest.raises(InvalidInput, match="already in the corpus"):
        corpus.add([Document.from_text("x y z.", "fees.txt")])
    with pytest.raises(InvalidInput, match="max_sentences"):
        ExtractiveGenerator(0)


def test_corpus_from_a_folder_uses_relative_ids_and_adds_incrementally(tmp_path, hashing):
    (tmp_path / "docs" / "sub").mkdir(parents=True)
    (tmp_path / "docs" / "fees.md").write_text("# Fees\n\n" + FEES, encoding="utf-8")
    (tmp_path / "docs" / "sub" / "cards.txt").write_text(CARDS, encoding="utf-8")
    (tmp_path / "docs" / "notes.bin").write_bytes(b"\x00")
    seen = []
    c = Corpus.from_paths([tmp_path / "docs"], encoder=hashing, on_document=seen.append)
    assert sorted(d.doc_id for d in c.documents) == ["fees.md", "sub/cards.txt"]
    assert len(seen) == 2
    n = len(c.chunks)
    c.add([Document.from_text("Savings accounts pay 2% interest a year.", "rates.txt")])
    assert len(c.chunks) > n and c.document("rates.txt") is not None
    top = c.retrieve("What interest do savings accounts pay?", top_k=1).chunks[0]
    assert top.chunk.doc_id == "rates.txt"


def test_generation_error_is_a_service_error():
    from groundtrace.errors import ServiceError

    assert issubclass(GenerationError, ServiceError)


class CardsFirst:
    """A reranker that puts units about cards first (records what it saw)."""

    name = "cards-first"

    def __init__(self, scores=None):
        self.seen: list[int] = []
        self.fixed = scores

    def scores(self, question, candidates):
        self.seen.append(len(candidates))
        if self.fixed is not None:
            return self.fixed(len(candidates))
        return [1.0 if "card" in c.chunk.text.lower() else 0.0 for c in candidates]


def test_a_reranker_reorders_the_first_stage_candidates_and_is_recorded(corpus):
    first = corpus.retrieve("How much does a transfer at a branch cost?", top_k=3)
    assert "card" not in first.chunks[0].chunk.text.lower()
    rr = CardsFirst()
    got = corpus.retrieve("How much does a transfer at a branch cost?", top_k=3,
                          reranker=rr, candidates=6)
    assert rr.seen == [4] and len(got.chunks) == 3  # 4 distinct units in this corpus
    assert "card" in got.chunks[0].chunk.text.lower()
    assert [c.rank for c in got.chunks] == [0, 1, 2]
    assert [c.rerank for c in got.chunks] == [1.0, 0.0, 0.0]
    # ties keep the first stage's order
    four = corpus.retrieve("How much does a transfer at a branch cost?", top_k=4).chunks
    assert [c.chunk.chunk_id for c in got.chunks[1:]] == [
        c.chunk.chunk_id for c in four if "card" not in c.chunk.text.lower()][:2]
    assert got.to_dict()["chunks"][0]["rerank"] == 1.0
    assert "rerank" not in first.to_dict()["chunks"][0]
    ans = pipeline(corpus, reranker=CardsFirst(), rerank_candidates=6).ask(
        "How much does a transfer at a branch cost?")
    assert ans.reranker == "cards-first" and ans.to_dict()["reranker"] == "cards-first"
    assert pipeline(corpus).ask("How much does a transfer at a branch cost?").reranker is None


@pytest.mark.parametrize("scores, match", [(lambda n: [1.0], "returned 1 scores for 4"),
                                           (lambda n: [float("nan")] * n, "finite"),
                                           (lambda n: ["a"] * n, "finite")])
def test_a_reranker_returning_garbage_is_a_model_error(corpus, scores, match):
    from groundtrace.errors import ModelError

    with pytest.raises(ModelError, match=match):
        corpus.retrieve("How much does a transfer cost?", top_k=2,
                        reranker=CardsFirst(scores), candidates=6)


def test_reranker_options_are_checked(corpus):
    with pytest.raises(InvalidType, match="scores"):
        Pipeline(corpus, verifier=KeywordVerifier(), reranker=object())
    with pytest.raises(InvalidInput, match="rerank_candidates"):
        Pipeline(corpus, verifier=KeywordVerifier(), reranker=CardsFirst(), top_k=5,
                 rerank_candidates=3)
    with pytest.raises(InvalidInput, match="candidates"):
        corpus.retrieve("What?", top_k=4, reranker=CardsFirst(), candidates=2)
    with pytest.raises(InvalidInput, match="pass reranker"):
        Pipeline(corpus, verifier=KeywordVerifier(), rerank_candidates=10)
    with pytest.raises(InvalidInput, match="pass reranker"):
        corpus.retrieve("What?", candidates=10)
    assert Pipeline(corpus, verifier=KeywordVerifier(), reranker=CardsFirst(),
                    top_k=30).rerank_candidates == 30
    assert Pipeline(corpus, verifier=KeywordVerifier(), reranker=CardsFirst()
                    ).rerank_candidates == 20


def test_the_verifier_reranker_adds_weighted_entailment_to_the_hybrid_score(corpus):
    from groundtrace.answer import VerifierReranker

    rr = VerifierReranker(KeywordVerifier(), weight=0.5)
    assert rr.name == "verifier:keyword-fake@0.5"
    cands = corpus.retrieve("card blocked app", top_k=4).chunks
    got = rr.scores("card blocked app", cands)
    entailed = [0.95 if {"card", "blocked", "app"} <= set(
        c.chunk.text.lower().replace(".", "").split()) else 0.05 for c in cands]
    assert got == pytest.approx([c.score + 0.5 * e for c, e in zip(cands, entailed,
                                                                   strict=True)])
    with pytest.raises(InvalidInput, match="weight"):
        VerifierReranker(KeywordVerifier(), weight=-1)
    with pytest.raises(InvalidType, match="predict"):
        VerifierReranker(object())
