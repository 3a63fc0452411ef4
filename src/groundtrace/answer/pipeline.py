"""``Pipeline.ask()``: retrieve, generate with citations, verify each sentence, or refuse.

Strictness decides what happens to sentences the claim layer does not find
supported by the documents (or that cite a source sentence the generator was
never shown):

* ``strict``: the whole answer is refused, with the sentences that failed.
* ``balanced`` (default): those sentences are removed and the answer says so;
  if none is left, the answer is refused.
* ``lenient``: every sentence is kept and annotated with its status.

Whatever the strictness, the answer is refused when retrieval finds nothing
about the question (:attr:`Retrieval.relevance` below ``min_relevance``) or
the generator fails or finds no answer; ``refusal_reason`` says which.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from groundtrace._serialize import to_jsonable
from groundtrace.answer.corpus import Corpus, Retrieval
from groundtrace.answer.generators import (
    ExtractiveGenerator,
    GeneratedSentence,
    Generation,
    Generator,
    Passage,
    passages_for,
)
from groundtrace.answer.rerank import Reranker, check_rerank_options
from groundtrace.claims.engine import verify_batch
from groundtrace.claims.results import ClaimStatus, VerifiedAnswer
from groundtrace.claims.verifiers import resolve_verifier
from groundtrace.encoders.base import check_text
from groundtrace.errors import GenerationError, InvalidInput, InvalidType

__all__ = ["DEFAULT_MIN_RELEVANCE", "Answer", "AnswerSentence", "Pipeline", "Strictness"]

#: Refuse when the retrieved units' relevance (mean of the best cosine
#: similarity and the best share of question terms one unit holds) is below
#: this (default MiniLM encoder). Youden's J on a corpus of 240 HaluEval QA
#: "fit" contexts asked 120 of their questions (answerable) and 60 questions
#: of other items (not answerable): J is best at 0.4169, AUROC 0.971 (cosine
#: alone 0.952, term coverage alone 0.939; with the int8 encoder of
#: training/export_encoder.py): ``python bench/run_ask.py --fit``.
DEFAULT_MIN_RELEVANCE = 0.417

#: Replies that mean "no answer in the sources" (compared case-insensitively).
_NO_ANSWER = ("i cannot answer from the sources", "i cannot answer from the sources.")


class Strictness(StrEnum):
    STRICT = "strict"
    BALANCED = "balanced"
    LENIENT = "lenient"


@dataclass(frozen=True)
class AnswerSentence:
    """One generated sentence, its citations and what verification found.

    ``status`` is ``supported``, ``partial``, ``unsupported``,
    ``contradicted`` or ``no_claim`` (nothing checkable: a greeting, a
    hedge). ``invalid_citations`` are cited ids the generator was not shown.
    ``pages`` are the 1-based pages of the supporting (else cited) sentences.
    """

    index: int
    text: str
    citations: tuple[str, ...]
    invalid_citations: tuple[str, ...]
    status: str
    score: float | None
    supporting_sentence_ids: tuple[str, ...]
    pages: tuple[int, ...]
    kept: bool
    note: str

    @property
    def ok(self) -> bool:
        """Supported (or nothing to check) and citing only sentences it was shown."""
        return self.status in ("supported", "no_claim") and not self.invalid_citations

    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "text": self.text, "citations": list(self.citations),
                "invalid_citations": list(self.invalid_citations), "status": self.status,
                "score": to_jsonable(self.score),
                "supporting_sentence_ids": list(self.supporting_sentence_ids),
                "pages": list(self.pages), "kept": self.kept, "note": self.note}


def _strictness(value: Strictness | str) -> Strictness:
    try:
        return Strictness(value)
    except ValueError:
        raise InvalidInput(f"strictness must be one of {[s.value for s in Strictness]}, "
                           f"got {value!r}") from None


@dataclass(frozen=True)
class Answer:
    """The outcome of :meth:`Pipeline.ask`: the answer (or a refusal) and all its evidence."""

    question: str
    text: str
    refused: bool
    refusal_reason: str | None
    strictness: Strictness
    sentences: tuple[AnswerSentence, ...]
    retrieval: Retrieval
    passages: tuple[Passage, ...]
    verifications: tuple[VerifiedAnswer, ...]
    generator: str
    generation_logprob: float | None
    verifier: str | None
    encoder: str
    min_relevance: float
    reranker: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "question": self.question,
            "answer": self.text,
            "refused": self.refused,
            "refusal_reason": self.refusal_reason,
            "strictness": self.strictness.value,
            "sentences": [s.to_dict() for s in self.sentences],
            "retrieval": self.retrieval.to_dict(),
            "passages": [{"sentence_id": p.sentence_id, "text": p.text, "doc_id": p.doc_id,
                          "pages": list(p.pages)} for p in self.passages],
            "verifications": [v.to_dict() for v in self.verifications],
            "generator": self.generator,
            "generation_logprob": to_jsonable(self.generation_logprob),
            "verifier": self.verifier,
            "encoder": self.encoder,
            "min_relevance": self.min_relevance,
            "reranker": self.reranker,
        }

    def to_html(self) -> str:
        from groundtrace.answer.html import render_answer_html

        return render_answer_html(self)


def _status(v: VerifiedAnswer) -> tuple[str, float | None]:
    if not v.claims:
        return "no_claim", None
    statuses = {c.status for c in v.claims}
    for s in (ClaimStatus.CONTRADICTED, ClaimStatus.UNSUPPORTED, ClaimStatus.PARTIAL):
        if s in statuses:
            return s.value, min(c.score for c in v.claims)
    return "supported", min(c.score for c in v.claims)


class Pipeline:
    """Ask questions of a corpus and get verified, cited answers (or reasoned refusals).

    Args:
        corpus: a :class:`Corpus`, or paths of files / folders to load into one.
        generator: writes the answer (default :class:`ExtractiveGenerator`:
            no LLM, offline).
        verifier: the claim verifier (default: the shipped model).
        strictness: ``strict``, ``balanced`` or ``lenient`` (module docstring).
        top_k: units retrieved for the generator.
        reranker: a second stage over the first ``rerank_candidates`` units
            (:mod:`groundtrace.answer.rerank`); None: the first stage's order.
        rerank_candidates: units the reranker sees (>= ``top_k``; None:
            :data:`~groundtrace.answer.rerank.DEFAULT_CANDIDATES`, or ``top_k``
            if larger); only with a reranker.
        min_relevance: refusal threshold on :attr:`Retrieval.relevance` (see
            :data:`DEFAULT_MIN_RELEVANCE`; tuned for the default encoder).
    """

    def __init__(
        self,
        corpus: Corpus | Sequence[str | Path],
        *,
        encoder: object = None,
        generator: Generator | None = None,
        verifier: object = None,
        strictness: Strictness | str = Strictness.BALANCED,
        top_k: int = 5,
        min_relevance: float = DEFAULT_MIN_RELEVANCE,
        reranker: Reranker | None = None,
        rerank_candidates: int | None = None,
    ) -> None:
        if isinstance(corpus, str | Path):
            raise InvalidType("corpus must be a Corpus or a list of paths, not a single path")
        self.corpus = corpus if isinstance(corpus, Corpus) else Corpus.from_paths(
            corpus, encoder=encoder)
        self.strictness = _strictness(strictness)
        if isinstance(top_k, bool) or not isinstance(top_k, int) or top_k < 1:
            raise InvalidInput(f"top_k must be an integer >= 1, got {top_k!r}")
        if isinstance(min_relevance, bool) or not isinstance(min_relevance, int | float) or (
                not -1.0 <= min_relevance <= 1.0):
            raise InvalidInput(f"min_relevance must be in [-1, 1], got {min_relevance!r}")
        self.generator: Generator = generator if generator is not None else ExtractiveGenerator()
        if not callable(getattr(self.generator, "generate", None)):
            raise InvalidType("generator must have a generate(question, passages) method")
        self.verifier = resolve_verifier(verifier, self.corpus.encoder)
        self.top_k = top_k
        self.min_relevance = float(min_relevance)
        self.rerank_candidates = check_rerank_options(reranker, rerank_candidates, top_k,
                                                      "rerank_candidates")
        self.reranker = reranker

    def _refusal(self, question: str, reason: str, retrieval: Retrieval,
                 passages: Sequence[Passage] = (), sentences: Sequence[AnswerSentence] = (),
                 verifications: Sequence[VerifiedAnswer] = (),
                 generation: Generation | None = None) -> Answer:
        return Answer(question, "", True, reason, self.strictness, tuple(sentences), retrieval,
                      tuple(passages), tuple(verifications),
                      generation.generator if generation else self.generator.name,
                      generation.logprob if generation else None,
                      str(getattr(self.verifier, "name", None)), self.corpus.encoder.name,
                      self.min_relevance, self._reranker_name)

    @property
    def _reranker_name(self) -> str | None:
        return None if self.reranker is None else str(self.reranker.name)

    def with_strictness(self, strictness: Strictness | str) -> Pipeline:
        """This pipeline (same corpus, generator, verifier) applying ``strictness``.

        Raises:
            InvalidInput: unknown strictness.
        """
        chosen = _strictness(strictness)
        if chosen is self.strictness:
            return self
        other = copy.copy(self)
        other.strictness = chosen
        return other

    def ask(self, question: str) -> Answer:
        """Answer ``question`` from the corpus, verified sentence by sentence.

        Raises:
            InvalidInput / InvalidText: the question is empty, too long or not text;
                the corpus is empty.
        """
        check_text(question, "question")
        retrieval = self.corpus.retrieve(question, top_k=self.top_k, reranker=self.reranker,
                                         candidates=self.rerank_candidates)
        if retrieval.relevance < self.min_relevance:
            return self._refusal(
                question, "the documents say nothing about the question (relevance "
                f"{retrieval.relevance:.2f} < {self.min_relevance:.2f}: best similarity "
                f"{retrieval.best_similarity:.2f}, question terms found "
                f"{retrieval.term_coverage:.0%})", retrieval)
        docs = {d.doc_id: d for d in self.corpus.documents}
        passages = passages_for(retrieval.chunks, docs)
        try:
            generation = self.generator.generate(question, passages)
        except GenerationError as exc:
            return self._refusal(question, f"the generator failed: {exc}", retrieval, passages)
        text = generation.text.strip()
        if not generation.sentences or text.lower() in _NO_ANSWER:
            return self._refusal(question, "the generator found no answer in the sources",
                                 retrieval, passages, generation=generation)
        verifications = verify_batch(
            [{"response": s.text, "question": question, "generation_logprob": generation.logprob}
             for s in generation.sentences],
            encoder=self.corpus.encoder, verifier=self.verifier, index=self.corpus.index)
        shown = {p.sentence_id: p for p in passages}
        sentences = [self._sentence(i, g, v, shown, docs)
                     for i, (g, v) in enumerate(zip(generation.sentences, verifications,
                                                    strict=True))]
        return self._decide(question, sentences, retrieval, passages, verifications, generation)

    def _sentence(self, i: int, g: GeneratedSentence, v: VerifiedAnswer,
                  shown: dict[str, Passage], docs: dict[str, Any]) -> AnswerSentence:
        status, score = _status(v)
        invalid = tuple(c for c in g.citations if c not in shown)
        supporting = tuple(dict.fromkeys(sid for cs in v.sentences
                                         for sid in cs.supporting_sentence_ids))
        pages: list[int] = []
        for sid in supporting or tuple(c for c in g.citations if c in shown):
            doc_id = sid.rsplit(":s", 1)[0]
            doc = docs.get(doc_id)
            if doc is not None:
                try:
                    pages += doc.pages_for_span(doc.sentence(sid).span)
                except (InvalidInput, KeyError):
                    continue
        notes = []
        if invalid:
            notes.append(f"cites {', '.join(invalid)}, which the sources shown do not hold")
        elif g.citations and supporting and not set(supporting) & set(g.citations):
            notes.append(f"supported by {', '.join(supporting)}, not by the cited "
                         f"{', '.join(g.citations)}")
        if status not in ("supported", "no_claim"):
            notes.append(f"{status} by the documents")
        return AnswerSentence(i, g.text, g.citations, invalid, status, score, supporting,
                              tuple(sorted(set(pages))), True, "; ".join(notes))

    def _decide(self, question: str, sentences: list[AnswerSentence], retrieval: Retrieval,
                passages: Sequence[Passage], verifications: Sequence[VerifiedAnswer],
                generation: Generation) -> Answer:
        bad = [s for s in sentences if not s.ok]
        if self.strictness is Strictness.STRICT and bad:
            listed = "; ".join(f"sentence {s.index + 1}: {s.note}" for s in bad)
            return self._refusal(question, f"{len(bad)} of {len(sentences)} sentences are not "
                                 f"supported by the documents ({listed})", retrieval, passages,
                                 sentences, verifications, generation)
        if self.strictness is Strictness.BALANCED:
            drop = {s.index for s in bad if s.status != "partial" or s.invalid_citations}
            sentences = [s if s.index not in drop else AnswerSentence(
                s.index, s.text, s.citations, s.invalid_citations, s.status, s.score,
                s.supporting_sentence_ids, s.pages, False, f"removed: {s.note}")
                for s in sentences]
            if not any(s.kept for s in sentences):
                return self._refusal(question, "no sentence of the generated answer is "
                                     "supported by the documents", retrieval, passages,
                                     sentences, verifications, generation)
        text = " ".join(s.text for s in sentences if s.kept)
        return Answer(question, text, False, None, self.strictness, tuple(sentences), retrieval,
                      tuple(passages), tuple(verifications), generation.generator,
                      generation.logprob, str(getattr(self.verifier, "name", None)),
                      self.corpus.encoder.name, self.min_relevance, self._reranker_name)
