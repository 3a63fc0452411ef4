"""Deciding a claim's status and the answer's level from its evidence and check hits.

:mod:`groundtrace.claims.engine` gathers the evidence (retrieval, the
verifier's probabilities, the deterministic checks); this module turns them
into a :class:`~groundtrace.claims.results.ClaimVerdict` per claim and the
:class:`~groundtrace.claims.results.VerifiedAnswer`, with the thresholds that
decide.
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from groundtrace.checks import SourceText, run_checks
from groundtrace.checks.base import CheckHit, CheckOutcome
from groundtrace.checks.lexicon import content_words, shared_count
from groundtrace.checks.number_context import same_measure
from groundtrace.checks.number_mentions import find_numbers
from groundtrace.checks.thresholds import outside_rule
from groundtrace.claims.results import (
    CitedSentence,
    ClaimStatus,
    ClaimVerdict,
    Evidence,
    FaithfulnessComponents,
    GroundingLevel,
    SourceInfo,
    VerificationResult,
    VerifiedAnswer,
)
from groundtrace.models.protocol import LABELS
from groundtrace.sources.document import Document
from groundtrace.sources.spans import Span
from groundtrace.text.claims import Claim, is_heading
from groundtrace.text.sentences import TextSegment
from groundtrace.text.subjects import YES, YES_NO_QUESTION

__all__ = [
    "CONTRADICTED_HIT_FACTOR",
    "CONTRADICTION_THRESHOLD",
    "HARD_CHECKS",
    "PARTIAL_THRESHOLD",
    "SUPPORT_THRESHOLD",
    "UNSUPPORTED_HIT_FACTOR",
    "VerifyJob",
    "VerifyOptions",
    "build_answer",
    "claim_verdict",
]

#: A claim whose best evidence has entailment probability at or above this is
#: supported (unless a check finds a value the source never states).
SUPPORT_THRESHOLD = 0.5
#: Between the partial threshold and SUPPORT_THRESHOLD a claim is partly
#: supported; below it, unsupported. The threshold depends on the verifier's
#: probability scale, so a verifier carries its own fitted value
#: (``partial_threshold`` attribute; ``training/claims_thresholds.py``); this
#: value is used for a verifier that carries none.
PARTIAL_THRESHOLD = 0.2
#: A claim is contradicted when some evidence has contradiction probability at
#: or above this and above its best support, or a check finds a contradiction.
CONTRADICTION_THRESHOLD = 0.5
#: Checks whose "the source never states this" finding makes a claim
#: unsupported (a quantity word the source lacks only keeps it from
#: "supported"); the same fit preferred this rule at every threshold <= 0.4.
HARD_CHECKS = frozenset({"numbers", "dates", "entities"})
#: Claim score factor per "the source never states this value" finding, and
#: for a contradiction found by a check (keeps the score continuous for ranking).
UNSUPPORTED_HIT_FACTOR = 0.5
CONTRADICTED_HIT_FACTOR = 0.25

_E, _N, _C = (LABELS.index(x) for x in ("entailed", "neutral", "contradicted"))



@dataclass(frozen=True)
class VerifyOptions:
    top_k: int
    dense_weight: float
    window: int
    max_chars: int
    language: str
    checks: tuple[str, ...]
    support_threshold: float
    partial_threshold: float
    contradiction_threshold: float
    lexical_candidates: int | None

    def to_dict(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["checks"] = list(self.checks)
        return d


@dataclass
class VerifyJob:
    index: int
    id: str | None
    question: str | None
    response: str
    documents: list[Document]
    generation_logprob: float | None
    sentences: list[TextSegment] = dataclasses.field(default_factory=list)
    claims: list[Claim] = dataclasses.field(default_factory=list)
    # The text the verifier sees for each claim (the claim itself, or the
    # question plus a short answer).
    hypotheses: list[str] = dataclasses.field(default_factory=list)


def affirms(question: str, answer: str) -> bool:
    """Whether ``answer`` is a bare yes to ``question``, a yes/no question."""
    return YES.match(answer) is not None and YES_NO_QUESTION.match(question) is not None


def _common_end(a: str, b: str) -> int:
    """How many characters ``a`` and ``b`` share at their ends."""
    n = 0
    while n < min(len(a), len(b)) and a[-1 - n] == b[-1 - n]:
        n += 1
    return n


def _with_boxes(span: Span | None, docs: dict[str, Document]) -> Span | None:
    if span is None or span.doc_id not in docs:
        return span
    return docs[span.doc_id].span(span.char_start, span.char_end)


def claim_verdict(job: VerifyJob, claim: Claim, hypothesis: str, per: list[Any],
                   probs: np.ndarray, opts: VerifyOptions, reads: Sequence[str],
                   quotes: Sequence[bool], rules: Sequence[str | None]) -> ClaimVerdict:
    """The verdict on ``claim`` from its evidence ``per``, the verifier's ``probs`` for
    each passage, the text the verifier read beside each (``reads``), whether the
    claim quotes it (``quotes``) and why it follows from a rule of it (``rules``; both
    with probabilities 1, 0, 0)."""
    docs = {d.doc_id: d for d in job.documents}
    evidence = tuple(
        Evidence(r.chunk.chunk_id, r.chunk.text, r.chunk.span, r.chunk.sentence_ids,
                 docs[r.chunk.doc_id].pages_for_span(r.chunk.span), r.rank, r.score, r.dense,
                 r.bm25, float(pr[_E]), float(pr[_N]), float(pr[_C]),
                 None if read == hypothesis else read, quote, rule)
        for r, pr, read, quote, rule in zip(per, probs, reads, quotes, rules, strict=True)
    )
    ev_texts = [SourceText(e.text, Span(e.span.doc_id, e.span.char_start, e.span.char_end))
                for e in evidence]
    sources = [SourceText(d.text, Span(d.doc_id, 0, len(d.text))) for d in job.documents]
    # Checks read the hypothesis (a short answer needs its question to be a
    # sentence: "Where? Madrid" names Madrid mid-sentence); the claim is its
    # suffix, so offsets map back, and findings inside the question are dropped.
    # A reading of the claim in other words (text.claims.claim_hypotheses: "No." as
    # "Branch transfers are not free.", an opening "It" as the question's subject)
    # states what the claim states: its findings stand, those in the words it shares
    # with the claim's end on their own span, the rest on the claim's.
    asked = bool(job.question) and hypothesis == f"{(job.question or '').strip()} {claim.text}"
    prefix = len(hypothesis) - len(claim.text) if asked else 0
    shared = len(claim.text) if asked else _common_end(hypothesis, claim.text)
    # A bare "Yes" to a yes/no question states the question: "Is the overdraft rate
    # 9.7%? Yes." says 9.7%, so its findings stand, on the answer's own span.
    affirmed = not asked or affirms(hypothesis[:prefix], claim.text)
    start = claim.end - shared  # the claim's offset where hypothesis and claim meet
    raw_hits = tuple(
        h if h.claim_start >= start else dataclasses.replace(
            h, claim_start=claim.start, claim_end=claim.end)
        for h in run_checks(hypothesis, ev_texts, sources,
                            claim_offset=claim.end - len(hypothesis), checks=opts.checks)
        if (h.claim_start >= start or affirmed)
        # A short answer ("no", "ten") has no polarity or quantifier of its own.
        and (not asked or h.check in HARD_CHECKS)
    )
    hits = tuple(dataclasses.replace(h, source_span=_with_boxes(h.source_span, docs))
                 for h in raw_hits)
    contra_hits = [h for h in hits if h.outcome is CheckOutcome.CONTRADICTED]
    unsup_hits = [h for h in hits if h.outcome is CheckOutcome.UNSUPPORTED]
    best_e: int | None
    best_c: int | None
    if evidence:
        # a heading ("Personal loans.") states nothing a claim could contradict
        against = [0.0 if is_heading(e.text) else e.contradicted for e in evidence]
        best_e = max(range(len(evidence)), key=lambda i: (evidence[i].entailed, -i))
        against = _settled_numbers(against, evidence, best_e, hits, hypothesis)
        best_c = max(range(len(evidence)), key=lambda i: (against[i], -i))
        support, contradiction = evidence[best_e].entailed, against[best_c]
    else:
        against = []
        best_e = best_c = None
        support, contradiction = 0.0, 0.0
    model_contradicts = (contradiction >= opts.contradiction_threshold
                         and contradiction > support)
    # A claim that says the opposite of a rule of the passage of a case the rule leaves
    # out ("Disputes of 300 EUR don't need a signed declaration" beside "For disputes
    # over 500 EUR, a signed declaration is needed"): the rule implies it without
    # stating it. Unsupported, not contradicted: the verifier's contradiction (the
    # claim read as the rule's opposite) is its support, and the findings the rule
    # explains (the value against the bound, the polarity) give way to that one.
    outside = (outside_rule(hypothesis, ev_texts[best_c])
               if model_contradicts and best_c is not None else None)
    if outside is not None and best_c is not None:
        rule, cm = outside
        offset, passage = claim.end - len(hypothesis), evidence[best_c].span
        hits = (*(h for h in hits if not _explained_by_rule(h, offset + cm.start, passage)),
                rule.implied(cm, offset + cm.start, offset + cm.end))
        contra_hits = [h for h in hits if h.outcome is CheckOutcome.CONTRADICTED]
        unsup_hits = [h for h in hits if h.outcome is CheckOutcome.UNSUPPORTED]
        model_contradicts = False
    if contra_hits or model_contradicts:
        status = ClaimStatus.CONTRADICTED
    elif any(h.check in HARD_CHECKS for h in unsup_hits):
        status = ClaimStatus.UNSUPPORTED
    elif support >= opts.support_threshold and not unsup_hits:
        status = ClaimStatus.SUPPORTED
    elif support >= opts.partial_threshold:
        status = ClaimStatus.PARTIAL
    else:
        status = ClaimStatus.UNSUPPORTED
    # A passage that entails the claim more than any passage contradicts it
    # outweighs that contradiction (as in the status rule above): the score is
    # discounted by the contradiction of the passage the support comes from,
    # not by a neighbouring passage about something else ("Instant transfers
    # cost 0.50 EUR" against "Branch transfers cost 2.50 EUR").
    discount = (contradiction if contradiction > support or best_e is None
                else against[best_e])
    score = contradiction if outside is not None else support * (1.0 - discount)
    score *= UNSUPPORTED_HIT_FACTOR ** len(unsup_hits)
    if contra_hits:
        score *= CONTRADICTED_HIT_FACTOR
    best = (best_c if (status is ClaimStatus.CONTRADICTED and model_contradicts)
            or outside is not None else best_e)
    return ClaimVerdict(
        claim.index, claim.text, claim.start, claim.end, claim.sentence_index, claim.types,
        hypothesis, status, support, contradiction, float(score), evidence, best, hits,
        _explain(status, evidence, best, support, contradiction, contra_hits, unsup_hits),
    )


def _settled_numbers(against: list[float], evidence: Sequence[Evidence], best_e: int,
                     hits: Sequence[CheckHit], claim: str) -> list[float]:
    """``against`` without the contradiction of passages that state none of the claim's
    numbers, where the numbers check found every one of them in the passage that best
    entails the claim: "The minimum deposit is 1,000 EUR and the maximum is 250,000
    EUR" is backed by "from 1,000 EUR up to 250,000 EUR", and "covered up to 100,000
    EUR" (v7: 0.90 contradicted) says nothing of those numbers, nor "costs 0.5% of the
    loan" of "5 to 30 years". A passage with a rival value (another in the same unit)
    that speaks of the claim's subject at least as much as the best one does speak of
    it: "Express delivery takes 2 business days" of "Express delivery takes 5 business
    days" backed by "a damaged card's replacement arrives within 5 business days"; not
    "Instant transfers cost 0.50 EUR" of a branch transfer's 2.50 EUR. A price of
    nothing ("no fee") is no such number: "Fees apply" does speak of it."""
    found = [h for h in hits if h.check == "numbers"]
    best = evidence[best_e].span
    if not found or any(
            h.outcome is not CheckOutcome.SUPPORTED or h.source_span is None
            or not any(ch.isdigit() for ch in h.claim_value)  # "no fee" is the passage's
            or h.source_span.doc_id != best.doc_id
            or not best.char_start <= h.source_span.char_start < best.char_end
            for h in found):
        return against
    mine = find_numbers(claim)
    words = content_words(claim)
    subject = shared_count(words, content_words(evidence[best_e].text))

    def speaks_of_it(e: Evidence) -> bool:
        theirs = find_numbers(e.text, source=True)
        if any(m.agrees_with(t) for m in mine for t in theirs):
            return True
        return (any(same_measure(claim, m, e.text, t) for m in mine for t in theirs)
                and shared_count(words, content_words(e.text)) >= subject)

    return [a if i == best_e or speaks_of_it(e) else 0.0
            for i, (a, e) in enumerate(zip(against, evidence, strict=True))]


def _explained_by_rule(hit: CheckHit, value_start: int, passage: Span) -> bool:
    """Whether ``hit`` is a finding a rule of ``passage`` explains for a claim of a case
    outside it: on its value (at ``value_start``; the rule's finding replaces it), or a
    contradiction the negation check finds in the passage (the polarity the claim turns
    round; :func:`~groundtrace.checks.thresholds.outside_rule` asks most of the claim's
    words to be the rule's, so there is little else of it to turn)."""
    if hit.check == "numbers":
        return hit.claim_start == value_start
    return (hit.check == "negation" and hit.outcome is CheckOutcome.CONTRADICTED
            and hit.source_span is not None and hit.source_span.doc_id == passage.doc_id
            and passage.char_start <= hit.source_span.char_start < passage.char_end)


def _explain(status: ClaimStatus, evidence: tuple[Evidence, ...], best: int | None,
             support: float, contradiction: float, contra_hits: list[CheckHit],
             unsup_hits: list[CheckHit]) -> str:
    if best is None:
        return f"{status.value}: no source passage to compare with"
    where = ", ".join(evidence[best].sentence_ids)
    if status is ClaimStatus.CONTRADICTED:
        why = contra_hits[0].explanation if contra_hits else (
            f"the verifier finds {where} contradicts it ({contradiction:.2f})")
        return f"contradicted: {why}"
    base = f"best evidence {where} (entailment {support:.2f})"
    if unsup_hits:
        base += "; " + "; ".join(h.explanation for h in unsup_hits[:3])
    return f"{status.value}: {base}"


def _level(verdicts: list[ClaimVerdict]) -> GroundingLevel:
    statuses = {v.status for v in verdicts}
    if ClaimStatus.CONTRADICTED in statuses:
        return GroundingLevel.CONTRADICTORY
    if not verdicts or statuses == {ClaimStatus.SUPPORTED}:
        return GroundingLevel.FULLY_GROUNDED
    if statuses == {ClaimStatus.UNSUPPORTED}:
        return GroundingLevel.UNGROUNDED
    return GroundingLevel.PARTIALLY_GROUNDED


def _recommendation(level: GroundingLevel, verdicts: list[ClaimVerdict]) -> str:
    n = len(verdicts)
    if level is GroundingLevel.CONTRADICTORY:
        k = sum(v.status is ClaimStatus.CONTRADICTED for v in verdicts)
        return (f"{k} of {n} claims contradict the sources: correct or block the answer "
                "before it is used.")
    if level is GroundingLevel.FULLY_GROUNDED:
        if not verdicts:
            return "The response makes no checkable claim; nothing to verify."
        return "Every claim is supported by the sources; no review needed."
    if level is GroundingLevel.UNGROUNDED:
        return "No claim is supported by the sources: do not rely on this answer without review."
    k = sum(v.status is not ClaimStatus.SUPPORTED for v in verdicts)
    return f"{k} of {n} claims lack full support: review them before relying on the answer."


def build_answer(job: VerifyJob, verdicts: list[ClaimVerdict], verifier: str, encoder: str,
            opts: VerifyOptions, ran: bool) -> VerifiedAnswer:
    level = _level(verdicts)
    score = math.fsum(v.score for v in verdicts) / len(verdicts) if verdicts else 1.0
    sentences, verifications = [], []
    for si, seg in enumerate(job.sentences):
        mine = [v for v in verdicts if v.sentence_index == si]
        ids: dict[str, None] = {}
        for v in mine:
            cites = v.status in (ClaimStatus.SUPPORTED, ClaimStatus.PARTIAL)
            if cites and v.best_evidence is not None:
                for sid in v.evidence[v.best_evidence].sentence_ids:
                    ids.setdefault(sid, None)
            verifications.append(VerificationResult(
                si, v.text, v.status is ClaimStatus.SUPPORTED, v.support,
                v.supporting_span if v.status is not ClaimStatus.CONTRADICTED else None))
        status = None
        if mine:
            order = [ClaimStatus.CONTRADICTED, ClaimStatus.UNSUPPORTED, ClaimStatus.PARTIAL,
                     ClaimStatus.SUPPORTED]
            status = next(s for s in order if any(v.status is s for v in mine))
        sentences.append(CitedSentence(si, seg.text, seg.start, seg.end, tuple(ids),
                                       min(v.score for v in mine) if mine else None,
                                       tuple(v.index for v in mine), status))
    best_retrieval = [v.evidence[0].retrieval_score for v in verdicts if v.evidence]
    faith = FaithfulnessComponents(
        math.fsum(best_retrieval) / len(best_retrieval) if best_retrieval else 0.0,
        math.fsum(v.support for v in verdicts) / len(verdicts) if verdicts else 1.0,
        job.generation_logprob,
    )
    return VerifiedAnswer(
        response=job.response,
        question=job.question,
        level=level,
        score=float(score),
        recommendation=_recommendation(level, verdicts),
        claims=tuple(verdicts),
        sentences=tuple(sentences),
        verifications=tuple(verifications),
        faithfulness=faith,
        sources=tuple(SourceInfo(d.doc_id, d.title, d.kind, d.n_pages, len(d.text),
                                 hashlib.sha256(d.text.encode("utf-8")).hexdigest())
                      for d in job.documents),
        verification_ran=ran,
        verifier=verifier,
        encoder=encoder,
        config=opts.to_dict(),
        id=job.id,
    )
