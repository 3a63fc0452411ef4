"""The verifiable answer: per-claim verdicts with evidence, per-sentence citations, levels.

Every class here is frozen and has ``to_dict()`` (JSON-safe). The answer
object, :class:`VerifiedAnswer`, also gives ``audit_trail()`` (primitives
only), ``features()`` (numbers for a downstream fusion model) and
``to_html()`` (one self-contained, escaped page).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import numpy as np

from groundtrace._serialize import to_jsonable
from groundtrace.checks.base import CHECK_NAMES, CheckHit, CheckOutcome
from groundtrace.sources.spans import Span
from groundtrace.text.claims import ClaimType

__all__ = [
    "CitedSentence",
    "ClaimStatus",
    "ClaimVerdict",
    "Evidence",
    "FaithfulnessComponents",
    "GroundingLevel",
    "LLMClaimOpinion",
    "LLMOpinion",
    "SourceInfo",
    "VerificationResult",
    "VerifiedAnswer",
]


class ClaimStatus(StrEnum):
    SUPPORTED = "supported"
    PARTIAL = "partial"
    UNSUPPORTED = "unsupported"
    CONTRADICTED = "contradicted"


class GroundingLevel(StrEnum):
    FULLY_GROUNDED = "FULLY_GROUNDED"
    PARTIALLY_GROUNDED = "PARTIALLY_GROUNDED"
    UNGROUNDED = "UNGROUNDED"
    CONTRADICTORY = "CONTRADICTORY"


@dataclass(frozen=True)
class Evidence:
    """One candidate source passage for a claim, with retrieval and verifier scores.

    ``entailed``/``neutral``/``contradicted`` are the verifier's probabilities
    for (premise = this passage, hypothesis = the claim). ``read_as`` is the
    hypothesis the verifier read beside this passage when it differs from the
    claim's: its numbers written as the passage writes the same values
    (:mod:`groundtrace.claims.reading`); None when it read the claim as is
    (also where it scored both and the claim as written was better supported).
    ``quoted``: the claim, or its reading ``read_as``, is whole sentences of this
    passage word for word, so the verifier did not read the pair and its
    probabilities are 1, 0, 0 (:func:`groundtrace.claims.quotes.quoted`).
    ``follows_from``: why the claim follows from a rule of this passage without the
    verifier (an age the passage's requirement rules out, denied:
    :func:`groundtrace.checks.requirements.follows_from_requirement`); its
    probabilities are then 1, 0, 0 too. None otherwise.
    """

    chunk_id: str
    text: str
    span: Span
    sentence_ids: tuple[str, ...]
    pages: tuple[int, ...]
    rank: int
    retrieval_score: float
    dense: float
    bm25: float
    entailed: float
    neutral: float
    contradicted: float
    read_as: str | None = None
    quoted: bool = False
    follows_from: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "chunk_id": self.chunk_id,
            "doc_id": self.span.doc_id,
            "start": self.span.char_start,
            "end": self.span.char_end,
            "text": self.text,
            "sentence_ids": list(self.sentence_ids),
            "pages": list(self.pages),
            "bboxes": [b.to_dict() for b in self.span.bboxes],
            "rank": self.rank,
            "retrieval_score": to_jsonable(self.retrieval_score),
            "dense": to_jsonable(self.dense),
            "bm25": to_jsonable(self.bm25),
            "entailed": to_jsonable(self.entailed),
            "neutral": to_jsonable(self.neutral),
            "contradicted": to_jsonable(self.contradicted),
            "read_as": self.read_as,
            "quoted": self.quoted,
            "follows_from": self.follows_from,
        }


@dataclass(frozen=True)
class ClaimVerdict:
    """The verdict on one claim of the response.

    Attributes:
        index / text / start / end: the claim and its offsets in the response.
        sentence_index: the response sentence it comes from.
        types: claim types, most specific first.
        hypothesis: the text retrieval and the verifier saw: the claim, or the
            question followed by a short answer ("Who founded it? John Smith").
        status: supported | partial | unsupported | contradicted.
        support: entailment probability of the best evidence.
        contradiction: highest contradiction probability over the evidence (a
            heading such as "Personal loans." contradicts nothing).
        score: the claim's grounding score in [0, 1] (support, discounted by
            contradiction and by check findings).
        evidence: candidates, best retrieval rank first.
        best_evidence: index into ``evidence`` of the passage that supports
            (or, when contradicted, contradicts) the claim most; None when empty.
        checks: findings of the deterministic checks.
        explanation: one sentence for a reviewer.
    """

    index: int
    text: str
    start: int
    end: int
    sentence_index: int
    types: tuple[ClaimType, ...]
    hypothesis: str
    status: ClaimStatus
    support: float
    contradiction: float
    score: float
    evidence: tuple[Evidence, ...]
    best_evidence: int | None
    checks: tuple[CheckHit, ...]
    explanation: str

    @property
    def supporting_span(self) -> Span | None:
        if self.best_evidence is None:
            return None
        return self.evidence[self.best_evidence].span

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "text": self.text,
            "start": self.start,
            "end": self.end,
            "sentence_index": self.sentence_index,
            "type": self.types[0].value,
            "types": [t.value for t in self.types],
            "hypothesis": self.hypothesis,
            "status": self.status.value,
            "support": to_jsonable(self.support),
            "contradiction": to_jsonable(self.contradiction),
            "score": to_jsonable(self.score),
            "best_evidence": self.best_evidence,
            "evidence": [e.to_dict() for e in self.evidence],
            "checks": [c.to_dict() for c in self.checks],
            "explanation": self.explanation,
        }


@dataclass(frozen=True)
class CitedSentence:
    """A response sentence with the source sentences that support it.

    ``confidence`` is the lowest claim score in the sentence (None when the
    sentence makes no checkable claim: greetings, questions, hedges).
    """

    index: int
    text: str
    start: int
    end: int
    supporting_sentence_ids: tuple[str, ...]
    confidence: float | None
    claim_indices: tuple[int, ...]
    status: ClaimStatus | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "text": self.text,
            "start": self.start,
            "end": self.end,
            "supporting_sentence_ids": list(self.supporting_sentence_ids),
            "confidence": to_jsonable(self.confidence),
            "claim_indices": list(self.claim_indices),
            "status": None if self.status is None else self.status.value,
        }


@dataclass(frozen=True)
class VerificationResult:
    """One claim's check against its best evidence, keyed by response sentence."""

    cited_sentence_index: int
    claim_text: str
    is_supported: bool
    support_score: float
    supporting_span: Span | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "cited_sentence_index": self.cited_sentence_index,
            "claim_text": self.claim_text,
            "is_supported": self.is_supported,
            "support_score": to_jsonable(self.support_score),
            "supporting_span": None if self.supporting_span is None
            else self.supporting_span.to_dict(),
        }


@dataclass(frozen=True)
class FaithfulnessComponents:
    """The parts a faithfulness judgement is made of.

    ``retrieval_score``: mean fused retrieval score of each claim's best
    evidence; ``support_score``: mean claim support; ``generation_logprob``:
    the generator's mean token log-probability when the caller supplied it.
    """

    retrieval_score: float
    support_score: float
    generation_logprob: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "retrieval_score": to_jsonable(self.retrieval_score),
            "support_score": to_jsonable(self.support_score),
            "generation_logprob": to_jsonable(self.generation_logprob),
        }


@dataclass(frozen=True)
class LLMClaimOpinion:
    claim_index: int
    verdict: str
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {"claim_index": self.claim_index, "verdict": self.verdict, "reason": self.reason}


@dataclass(frozen=True)
class LLMOpinion:
    """A second opinion from a caller-supplied LLM, shown beside (never instead of) the verdict.

    ``error`` holds why the call or the parsing failed; ``raw`` the reply text.
    """

    verdicts: tuple[LLMClaimOpinion, ...]
    raw: str
    error: str | None
    agreement: float | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdicts": [v.to_dict() for v in self.verdicts],
            "raw": self.raw,
            "error": self.error,
            "agreement": to_jsonable(self.agreement),
        }


@dataclass(frozen=True)
class SourceInfo:
    doc_id: str
    title: str | None
    kind: str
    n_pages: int
    n_chars: int
    sha256: str

    def to_dict(self) -> dict[str, Any]:
        return {"doc_id": self.doc_id, "title": self.title, "kind": self.kind,
                "n_pages": self.n_pages, "n_chars": self.n_chars, "sha256": self.sha256}


@dataclass(frozen=True)
class VerifiedAnswer:
    """A response verified claim by claim against its sources.

    Attributes:
        level: FULLY_GROUNDED (every claim supported), PARTIALLY_GROUNDED,
            UNGROUNDED (no claim supported or partly supported) or
            CONTRADICTORY (a claim is contradicted).
        score: mean claim score in [0, 1] (1.0 when there is no claim to check).
        recommendation: one sentence for the reviewer.
        claims / sentences / verifications: per claim, per response sentence,
            and per claim keyed by sentence.
        verification_ran: whether any (evidence, claim) pair was verified.
        verifier / encoder: names of what produced the scores.
        config: the options used (top_k, thresholds, checks, ...).
        llm_opinion: the optional second opinion.
        evidence_embedding: the unit vector of the source passages the
            verifier read for this answer (the normalised sum of their
            sentences' embeddings), None when nothing was retrieved. The
            geometric layer of triage measures SGI against it; it is not part
            of ``to_dict`` (it derives from the texts and the encoder).
    """

    response: str
    question: str | None
    level: GroundingLevel
    score: float
    recommendation: str
    claims: tuple[ClaimVerdict, ...]
    sentences: tuple[CitedSentence, ...]
    verifications: tuple[VerificationResult, ...]
    faithfulness: FaithfulnessComponents
    sources: tuple[SourceInfo, ...]
    verification_ran: bool
    verifier: str
    encoder: str
    config: dict[str, Any]
    llm_opinion: LLMOpinion | None = None
    id: str | None = None
    evidence_embedding: np.ndarray | None = field(default=None, repr=False, compare=False)

    # -- the verifiable-answer view ---------------------------------------------------

    def _by_status(self, *statuses: ClaimStatus) -> tuple[ClaimVerdict, ...]:
        return tuple(c for c in self.claims if c.status in statuses)

    @property
    def supported_claims(self) -> tuple[ClaimVerdict, ...]:
        return self._by_status(ClaimStatus.SUPPORTED)

    @property
    def partial_claims(self) -> tuple[ClaimVerdict, ...]:
        return self._by_status(ClaimStatus.PARTIAL)

    @property
    def unsupported_claims(self) -> tuple[ClaimVerdict, ...]:
        return self._by_status(ClaimStatus.UNSUPPORTED)

    @property
    def contradicted_claims(self) -> tuple[ClaimVerdict, ...]:
        return self._by_status(ClaimStatus.CONTRADICTED)

    @property
    def supported_sentences(self) -> tuple[CitedSentence, ...]:
        """Sentences with claims, all of them supported."""
        return tuple(s for s in self.sentences if s.status is ClaimStatus.SUPPORTED)

    @property
    def unsupported_sentences(self) -> tuple[CitedSentence, ...]:
        """Sentences with at least one claim that is not supported."""
        return tuple(s for s in self.sentences
                     if s.status is not None and s.status is not ClaimStatus.SUPPORTED)

    @property
    def cited_sentence_ids(self) -> tuple[str, ...]:
        """Source sentence ids cited by any response sentence, in first-cited order."""
        seen: dict[str, None] = {}
        for s in self.sentences:
            for sid in s.supporting_sentence_ids:
                seen.setdefault(sid, None)
        return tuple(seen)

    @property
    def min_support(self) -> float:
        return min((c.support for c in self.claims), default=1.0)

    @property
    def mean_support(self) -> float:
        if not self.claims:
            return 1.0
        return math.fsum(c.support for c in self.claims) / len(self.claims)

    @property
    def mean_min_score(self) -> float:
        """Half the mean claim score (:attr:`score`), half the weakest claim's: the
        answer-level score that ranks answers (``groundtrace eval --method claims``)
        and that the fused model reads. One unsupported claim pulls the answer
        down, while the verifier's doubt about one paraphrase does not decide it
        alone; 1.0 without claims."""
        weakest = min((c.score for c in self.claims), default=1.0)
        return 0.5 * (self.score + weakest)

    def verification_for(self, sentence_index: int) -> tuple[VerificationResult, ...]:
        """Verification results for response sentence ``sentence_index``.

        Raises:
            IndexError: no such sentence.
        """
        if not isinstance(sentence_index, int) or not 0 <= sentence_index < len(self.sentences):
            raise IndexError(
                f"sentence_index must be in [0, {len(self.sentences)}), got {sentence_index!r}"
            )
        return tuple(v for v in self.verifications if v.cited_sentence_index == sentence_index)

    # -- numbers for a fusion model ---------------------------------------------------

    def features(self) -> dict[str, float]:
        """Numeric features of this verification, stable names, for a downstream model."""
        n = len(self.claims)
        share = (lambda k: k / n) if n else (lambda k: 0.0)
        hits = {name: 0 for name in CHECK_NAMES}
        contra_hits = 0
        for c in self.claims:
            for h in c.checks:
                if h.outcome is not CheckOutcome.SUPPORTED:
                    hits[h.check] += 1
                if h.outcome is CheckOutcome.CONTRADICTED:
                    contra_hits += 1
        supports = [c.support for c in self.claims]
        weakest = min((c.score for c in self.claims), default=1.0)
        feats = {
            "n_claims": float(n),
            "share_supported": share(len(self.supported_claims)),
            "share_partial": share(len(self.partial_claims)),
            "share_unsupported": share(len(self.unsupported_claims)),
            "share_contradicted": share(len(self.contradicted_claims)),
            "min_support": min(supports, default=1.0),
            "mean_support": self.mean_support,
            "max_contradiction": max((c.contradiction for c in self.claims), default=0.0),
            "min_claim_score": weakest,
            "score": self.score,
            "mean_min_score": self.mean_min_score,
            "retrieval_score": self.faithfulness.retrieval_score,
            "contradiction_check_hits": float(contra_hits),
        }
        for name in CHECK_NAMES:
            feats[f"{name}_check_hits"] = float(hits[name])
        return {k: float(v) for k, v in feats.items()}

    # -- serialisation ----------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "question": self.question,
            "response": self.response,
            "level": self.level.value,
            "score": to_jsonable(self.score),
            "recommendation": self.recommendation,
            "claims": [c.to_dict() for c in self.claims],
            "supported": [c.index for c in self.supported_claims],
            "partial": [c.index for c in self.partial_claims],
            "unsupported": [c.index for c in self.unsupported_claims],
            "contradicted": [c.index for c in self.contradicted_claims],
            "sentences": [s.to_dict() for s in self.sentences],
            "verifications": [v.to_dict() for v in self.verifications],
            "faithfulness": self.faithfulness.to_dict(),
            "sources": [s.to_dict() for s in self.sources],
            "features": self.features(),
            "verification_ran": self.verification_ran,
            "verifier": self.verifier,
            "encoder": self.encoder,
            "config": to_jsonable(self.config),
            "llm_opinion": None if self.llm_opinion is None else self.llm_opinion.to_dict(),
        }

    def audit_trail(self) -> dict[str, Any]:
        """A JSON-safe record (primitives only) of what was checked, how, and the outcome."""
        from groundtrace.claims.audit import audit_trail

        return audit_trail(self)

    def to_html(self) -> str:
        """One self-contained HTML page: inline CSS, no JavaScript, every string escaped."""
        from groundtrace.claims.html import render_html

        return render_html(self)
