"""ask() end to end on the bundled corpus with the packaged encoder and verifier."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import groundtrace
from groundtrace.answer import CallableGenerator, Corpus, Pipeline

pytestmark = pytest.mark.models

EXAMPLES = Path(groundtrace.__file__).resolve().parent / "examples"
QUESTIONS = [json.loads(line) for line in
             (EXAMPLES / "corpus_questions.jsonl").read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def corpus():
    return Corpus.from_paths([EXAMPLES / "corpus"])


def test_the_corpus_is_four_documents_with_a_paged_pdf(corpus):
    docs = {d.doc_id: d for d in corpus.documents}
    assert sorted(docs) == ["encyclopedia-1.md", "encyclopedia-2.md", "encyclopedia-3.txt",
                            "encyclopedia-4.pdf"]
    assert docs["encyclopedia-4.pdf"].n_pages == 6


@pytest.mark.parametrize("index", [0, 61, 122, 182])
def test_answerable_questions_are_answered_citing_the_right_document(corpus, index):
    q = QUESTIONS[index]
    ans = Pipeline(corpus).ask(q["question"])
    assert not ans.refused, ans.refusal_reason
    kept = [s for s in ans.sentences if s.kept]
    cited = {c.rsplit(":s", 1)[0] for s in kept for c in s.citations}
    assert q["doc_id"] in cited
    if q["doc_id"].endswith(".pdf"):
        pdf = [s for s in kept if any(c.startswith(q["doc_id"]) for c in s.citations)]
        assert all(s.pages and set(s.pages) <= set(range(1, 7)) for s in pdf)
    assert json.loads(json.dumps(ans.to_dict()))["answer"] == ans.text


@pytest.mark.parametrize("index", [240, 241, 242, 243])
def test_questions_the_corpus_cannot_answer_are_refused(corpus, index):
    q = QUESTIONS[index]
    assert not q["answerable"]
    ans = Pipeline(corpus).ask(q["question"])
    assert ans.refused and "say nothing about the question" in ans.refusal_reason


@pytest.mark.parametrize("index", [0, 121])
def test_a_planted_lie_citing_the_true_sentence_is_caught(corpus, index):
    q = QUESTIONS[index]
    truth = Pipeline(corpus).ask(q["question"])
    cite = next(c for s in truth.sentences for c in s.citations)
    lie = q["lie"].rstrip(".")
    ans = Pipeline(corpus, generator=CallableGenerator(lambda _p: f"{lie} [{cite}].")).ask(
        q["question"])
    (s,) = ans.sentences
    assert s.citations == (cite,) and not s.invalid_citations
    assert s.status in ("unsupported", "contradicted") and not s.kept
