"""Second-stage reranking of the units retrieved for a question.

The first stage (:meth:`Corpus.retrieve`) fuses BM25 and embedding
similarity over every unit. A reranker then reorders the best ``candidates``
of them with a costlier score and ``ask()`` keeps the top ``top_k``. Any
object with a ``name`` and ``scores(question, candidates)`` is a reranker
(:class:`Reranker`); :class:`VerifierReranker` is the built-in one.

Measured on the bundled corpus (``python bench/run_ask.py --rerank``), the
verifier reranker does not beat the first stage there (HaluEval paragraphs,
where a question's terms name its paragraph), so ``ask()`` runs without a
reranker unless given one; the figures are in bench/RESULTS.md.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from groundtrace.errors import InvalidInput, InvalidType, ModelError
from groundtrace.sources.chunks import RetrievedChunk

__all__ = ["DEFAULT_CANDIDATES", "Reranker", "VerifierReranker", "check_rerank_options",
           "rerank"]

#: First-stage units a reranker sees per question.
DEFAULT_CANDIDATES = 20


@runtime_checkable
class Reranker(Protocol):
    """Scores first-stage candidates for a question; higher is better."""

    name: str

    def scores(self, question: str, candidates: Sequence[RetrievedChunk]) -> Sequence[float]:
        """One finite score per candidate, in candidate order."""
        ...


class VerifierReranker:
    """The first-stage score plus ``weight`` × the verifier's entailment probability.

    The pair is (unit, question): a unit that states what the question asks
    about tends to be read as entailing it, an unrelated one as neutral.

    Args:
        verifier: an object with ``predict(premises, hypotheses)``
            (``groundtrace.models.protocol.Verifier``); None loads the shipped one.
        weight: how much the entailment probability counts against the
            first-stage fused score (both lie in [0, 1]).
    """

    def __init__(self, verifier: object = None, *, weight: float = 0.3) -> None:
        if isinstance(weight, bool) or not isinstance(weight, int | float) or not (
                math.isfinite(weight) and weight >= 0):
            raise InvalidInput(f"weight must be a finite number >= 0, got {weight!r}")
        if verifier is None:
            from groundtrace.models.verifier import get_verifier

            verifier = get_verifier()
        if not callable(getattr(verifier, "predict", None)):
            raise InvalidType("verifier must have a predict(premises, hypotheses) method")
        self.verifier = verifier
        self.weight = float(weight)
        model = getattr(verifier, "name", type(verifier).__name__)
        self.name = f"verifier:{model}@{self.weight:g}"

    def scores(self, question: str, candidates: Sequence[RetrievedChunk]) -> list[float]:
        if not candidates:
            return []
        probs = self.verifier.predict(  # type: ignore[attr-defined]
            [c.chunk.text for c in candidates], [question] * len(candidates))
        return [float(c.score) + self.weight * float(p[0])
                for c, p in zip(candidates, probs, strict=True)]


def check_rerank_options(reranker: object, candidates: object, top_k: int,
                         name: str = "candidates") -> int | None:
    """The candidate count to use (None without a reranker), checked.

    Raises:
        InvalidType: ``reranker`` has no ``scores`` method.
        InvalidInput: ``candidates`` is given without a reranker, or is not an
            integer >= ``top_k``.
    """
    if reranker is None:
        if candidates is not None:
            raise InvalidInput(f"{name} is for a reranker: pass reranker=... too")
        return None
    if not callable(getattr(reranker, "scores", None)):
        raise InvalidType("reranker must have a scores(question, candidates) method")
    if candidates is None:
        return max(DEFAULT_CANDIDATES, top_k)
    if isinstance(candidates, bool) or not isinstance(candidates, int) or candidates < top_k:
        raise InvalidInput(f"{name} must be an integer >= top_k ({top_k}), got {candidates!r}")
    return candidates


def rerank(reranker: Reranker, question: str, candidates: Sequence[RetrievedChunk],
           top_k: int) -> list[RetrievedChunk]:
    """The ``top_k`` candidates by ``reranker`` score (ties: first-stage order), re-ranked.

    Raises:
        ModelError: the reranker returned the wrong number of scores or a
            score that is not a finite number.
    """
    raw = list(reranker.scores(question, candidates))
    if len(raw) != len(candidates):
        raise ModelError(f"reranker {reranker.name!r} returned {len(raw)} scores for "
                         f"{len(candidates)} candidates")
    scores: list[float] = []
    for s in raw:
        if isinstance(s, bool) or not isinstance(s, numbers.Real) or not math.isfinite(s):
            raise ModelError(f"reranker {reranker.name!r} returned a score that is not a "
                             f"finite number: {s!r}")
        scores.append(float(s))
    order = sorted(range(len(candidates)), key=lambda i: (-scores[i], candidates[i].rank))
    return [RetrievedChunk(candidates[i].chunk, candidates[i].score, candidates[i].dense,
                           candidates[i].bm25, rank, scores[i])
            for rank, i in enumerate(order[:top_k])]
