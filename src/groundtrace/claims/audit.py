"""The audit trail of a verified answer: primitives only, enough to reproduce it."""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

from groundtrace.canonical import canonical_json, sha256_hex

if TYPE_CHECKING:
    from groundtrace.claims.results import VerifiedAnswer

__all__ = ["AUDIT_SCHEMA", "audit_trail"]

AUDIT_SCHEMA = "groundtrace.claims.audit/1"


def _sha(text: str | None) -> str | None:
    return None if text is None else hashlib.sha256(text.encode("utf-8")).hexdigest()


def _num(x: float) -> float | None:
    return float(x) if x == x and abs(x) != float("inf") else None


def audit_trail(answer: VerifiedAnswer) -> dict[str, Any]:
    """What was verified, with what, and what came out; JSON-safe primitives only."""
    from groundtrace._version import __version__

    config = json.loads(json.dumps(answer.config, sort_keys=True))
    claims = []
    for c in answer.claims:
        claims.append({
            "index": c.index,
            "start": c.start,
            "end": c.end,
            "text_sha256": _sha(c.text),
            "hypothesis_sha256": _sha(c.hypothesis),
            "status": c.status.value,
            "support": _num(c.support),
            "contradiction": _num(c.contradiction),
            "score": _num(c.score),
            "best_evidence": c.best_evidence,
            "evidence": [
                {"doc_id": e.span.doc_id, "start": e.span.char_start, "end": e.span.char_end,
                 "sentence_ids": list(e.sentence_ids), "pages": list(e.pages),
                 "retrieval_score": _num(e.retrieval_score), "entailed": _num(e.entailed),
                 "neutral": _num(e.neutral), "contradicted": _num(e.contradicted)}
                for e in c.evidence
            ],
            "checks": [
                {"check": h.check, "outcome": h.outcome.value, "start": h.claim_start,
                 "end": h.claim_end,
                 "source_doc_id": None if h.source_span is None else h.source_span.doc_id,
                 "source_start": None if h.source_span is None else h.source_span.char_start,
                 "source_end": None if h.source_span is None else h.source_span.char_end,
                 "explanation": h.explanation}
                for h in c.checks
            ],
        })
    llm = answer.llm_opinion
    return {
        "schema": AUDIT_SCHEMA,
        "groundtrace_version": __version__,
        "id": answer.id,
        "verification_ran": answer.verification_ran,
        "verifier": answer.verifier,
        "encoder": answer.encoder,
        "config": config,
        "config_sha256": sha256_hex(canonical_json(config)),
        "input": {
            "response_sha256": _sha(answer.response),
            "question_sha256": _sha(answer.question),
            "sources": [s.to_dict() for s in answer.sources],
        },
        "level": answer.level.value,
        "score": _num(answer.score),
        "recommendation": answer.recommendation,
        "n_claims": len(answer.claims),
        "claims": claims,
        "features": {k: _num(v) for k, v in answer.features().items()},
        "llm_second_opinion": {
            "used": llm is not None,
            "error": None if llm is None else llm.error,
            "agreement": None if llm is None or llm.agreement is None else _num(llm.agreement),
            "verdicts": [] if llm is None else [v.to_dict() for v in llm.verdicts],
        },
    }
