"""Verifiable answers over your documents: ``Pipeline(paths).ask(question)``.

Retrieve (hybrid BM25 + embeddings over the claim layer's units), generate
with sentence-level citations (offline extractive by default, or any LLM),
verify every sentence with the claim layer, and refuse with a reason when the
evidence is not there. See :mod:`groundtrace.answer.pipeline`.
"""

from groundtrace.answer.corpus import Corpus, Retrieval
from groundtrace.answer.generators import (
    CallableGenerator,
    ExtractiveGenerator,
    GeneratedSentence,
    Generation,
    Generator,
    OpenAIChatGenerator,
    Passage,
    build_prompt,
    parse_cited_text,
)
from groundtrace.answer.pipeline import (
    DEFAULT_MIN_RELEVANCE,
    Answer,
    AnswerSentence,
    Pipeline,
    Strictness,
)
from groundtrace.answer.rerank import Reranker, VerifierReranker

__all__ = [
    "DEFAULT_MIN_RELEVANCE",
    "Answer",
    "AnswerSentence",
    "CallableGenerator",
    "Corpus",
    "ExtractiveGenerator",
    "GeneratedSentence",
    "Generation",
    "Generator",
    "OpenAIChatGenerator",
    "Passage",
    "Pipeline",
    "Reranker",
    "Retrieval",
    "Strictness",
    "VerifierReranker",
    "build_prompt",
    "parse_cited_text",
]
