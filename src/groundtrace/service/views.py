"""View models of the review page: plain dicts, rendered to HTML or served as JSON.

Every HTML page is built from exactly the dict its ``.json`` twin returns,
so the two can never disagree. Nothing here scores anything: it arranges
what the stored verdict already holds (claims with spans, rule hits with
citations, scores).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from groundtrace.audit.record import AuditRecord

__all__ = ["answer_segments", "queue_item", "reason_texts", "record_view", "rule_hits"]

#: Claim statuses the page colours; anything else is shown uncoloured.
CLAIM_STATUSES = ("supported", "partial", "unsupported", "contradicted")
#: How much of a question the queue shows.
SNIPPET_CHARS = 140


def _snippet(text: str | None, n: int = SNIPPET_CHARS) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= n else text[: n - 1] + "…"


def answer_segments(response: str, claims: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Cut ``response`` into consecutive segments, each tagged with the claim covering it.

    Claims with offsets outside the response, or overlapping an earlier
    claim, are left out of the colouring (they are still listed in full).
    """
    spans = []
    for i, claim in enumerate(claims):
        start, end = claim.get("start"), claim.get("end")
        if not (isinstance(start, int) and isinstance(end, int)):
            continue
        if 0 <= start < end <= len(response):
            status = claim.get("status")
            spans.append((start, end, i, status if status in CLAIM_STATUSES else "other"))
    spans.sort()
    out: list[dict[str, Any]] = []
    pos = 0
    for start, end, index, status in spans:
        if start < pos:
            continue  # overlaps the previous claim: keep the first one's colour
        if start > pos:
            out.append({"text": response[pos:start], "claim": None, "status": None})
        out.append({"text": response[start:end], "claim": index, "status": status})
        pos = end
    if pos < len(response):
        out.append({"text": response[pos:], "claim": None, "status": None})
    return out


def rule_hits(rule_results: Any) -> list[dict[str, Any]]:
    """Flatten rule results (rule-set results with ``rules``, or single rule results)."""
    hits: list[dict[str, Any]] = []
    if not isinstance(rule_results, Sequence) or isinstance(rule_results, str):
        return hits
    for item in rule_results:
        if not isinstance(item, Mapping):
            continue
        if isinstance(item.get("rules"), Sequence):
            for rule in item["rules"]:
                if isinstance(rule, Mapping):
                    hits.append({**rule, "ruleset": item.get("ruleset")})
        else:
            hits.append(dict(item))
    return hits


def _mapping(value: Any) -> Mapping[str, Any] | None:
    return value if isinstance(value, Mapping) else None


def _claims_part(result: Mapping[str, Any]) -> tuple[list[Mapping[str, Any]], Mapping[str, Any]]:
    """``(claim dicts, claims config)`` from a verify result or a verdict.

    A verdict nests the claim layer's whole result under ``claims``; a
    verify result (and the evaluate fallback) has the claim list at the top.
    """
    part = result.get("claims")
    holder: Mapping[str, Any] = result
    if isinstance(part, Mapping):
        holder, part = part, part.get("claims")
    claims = [c for c in part or [] if isinstance(c, Mapping)]
    return claims, _mapping(holder.get("config")) or {}


def _rule_sets(result: Mapping[str, Any]) -> list[Any]:
    """Rule results of a rules.check result (a list) or of a verdict (one set)."""
    sets = result.get("rule_results")
    if isinstance(sets, list):
        return sets
    one = result.get("rules")
    return [one] if isinstance(one, Mapping) else []


def reason_texts(result: Mapping[str, Any]) -> list[str]:
    """Reasons as sentences: plain strings, or a verdict's reason objects."""
    out = []
    for reason in [*(result.get("reasons") or []), result.get("recommendation")]:
        if isinstance(reason, str) and reason:
            out.append(reason)
        elif isinstance(reason, Mapping) and reason.get("message"):
            text = f"{reason.get('kind', 'reason')}: {reason['message']}"
            if reason.get("citation"):
                text += f" [{reason['citation']}]"
            out.append(text)
    return out


def _scores(result: Mapping[str, Any]) -> dict[str, Any]:
    scores: dict[str, Any] = {}
    if result.get("probability") is not None:
        scores["probability (not grounded)"] = result["probability"]
    grounding = _mapping(result.get("grounding")) or result
    for key in ("level", "score", "method", "encoder"):
        if key in grounding and grounding[key] is not None:
            scores[key] = grounding[key]
    for method in ("sgi", "dgi"):
        part = grounding.get(method)
        if isinstance(part, Mapping):
            scores[f"{method}"] = part.get("value")
            scores[f"{method} (normalised)"] = part.get("normalized")
            if part.get("against") is not None:  # records from before it was recorded lack it
                scores[f"{method} measured against"] = part["against"]
    claims_part = result.get("claims")
    if isinstance(claims_part, Mapping):
        for key in ("level", "score"):
            if claims_part.get(key) is not None:
                scores[f"claims {key}"] = claims_part[key]
    for name, push in (result.get("contributions") or [])[:5]:
        scores[f"push on log-odds: {name}"] = push
    for ruleset in _rule_sets(result):
        if isinstance(ruleset, Mapping) and "quality" in ruleset:
            name = ruleset.get("ruleset") or "rules"
            scores[f"{name} quality"] = ruleset.get("quality")
            for sub, value in (ruleset.get("sub_scores") or {}).items():
                scores[f"{name} {sub}"] = value
    extra = result.get("scores")
    if isinstance(extra, Mapping):
        scores.update({str(k): v for k, v in extra.items()})
    return scores


#: Defaults of the claims layer, used when a result does not carry its own config.
_SUPPORT_FLOOR = 0.3
_CONTRADICTION_FLOOR = 0.5


def _evidence_role(evidence: Mapping[str, Any], config: Mapping[str, Any]) -> str:
    """supporting / contradicting / considered, by the verifier's own thresholds."""
    entailed = float(evidence.get("entailed") or 0)
    contradicted = float(evidence.get("contradicted") or 0)
    if contradicted > entailed and contradicted >= float(
        config.get("contradiction_threshold", _CONTRADICTION_FLOOR)
    ):
        return "contradicting"
    if entailed >= contradicted and entailed >= float(
        config.get("partial_threshold", _SUPPORT_FLOOR)
    ):
        return "supporting"
    return "considered"


def queue_item(rec: AuditRecord, labels: Sequence[AuditRecord]) -> dict[str, Any]:
    data = _mapping(rec.body.get("input"))
    result = _mapping(rec.body.get("result")) or {}
    latest = labels[-1] if labels else None
    return {
        "id": rec.id,
        "seq": rec.seq,
        "created_at": rec.created_at,
        "tenant": rec.tenant,
        "trace_id": rec.trace_id,
        "decision": rec.decision,
        "operation": rec.body.get("operation"),
        "probability": result.get("probability"),
        "question": _snippet(data.get("question") or data.get("message")) if data else None,
        "response": _snippet(data.get("response")) if data else None,
        "input_stored": data is not None,
        "label": None if latest is None else latest.body.get("label"),
    }


def _ask_part(result: Mapping[str, Any]) -> dict[str, Any]:
    """An ``ask`` result: the answer coloured sentence by sentence, removed sentences, passages."""
    sentences = [s for s in result.get("sentences") or [] if isinstance(s, Mapping)]
    segments: list[dict[str, Any]] = []
    for s in (s for s in sentences if s.get("kept")):
        if segments:
            segments.append({"text": " ", "claim": None, "status": None})
        status = s.get("status")
        segments.append({"text": str(s.get("text") or ""), "claim": None,
                         "status": status if status in CLAIM_STATUSES else "other",
                         "sentence": s.get("index")})
    claims = [c for v in result.get("verifications") or [] if isinstance(v, Mapping)
              for c in v.get("claims") or [] if isinstance(c, Mapping)]
    return {
        "answer": result.get("answer") or "",
        "answer_segments": segments,
        "claims": claims,
        "ask": {
            "refused": bool(result.get("refused")),
            "refusal_reason": result.get("refusal_reason"),
            "strictness": result.get("strictness"),
            "generator": result.get("generator"),
            "sentences": sentences,
            "passages": [p for p in result.get("passages") or [] if isinstance(p, Mapping)],
        },
    }


def record_view(rec: AuditRecord, labels: Sequence[AuditRecord]) -> dict[str, Any]:
    """Everything the record page shows."""
    data = _mapping(rec.body.get("input"))
    result = _mapping(rec.body.get("result")) or {}
    claims, config = _claims_part(result)
    response = data.get("response") if data else None
    ask = _ask_part(result) if rec.body.get("operation") == "ask" else None
    if ask is not None:
        claims, response = ask["claims"], ask["answer"]
    claim_views = []
    for i, claim in enumerate(claims):
        evidence = [e for e in claim.get("evidence") or [] if isinstance(e, Mapping)]
        claim_views.append({
            "index": i,
            "text": claim.get("text"),
            "status": claim.get("status"),
            "score": claim.get("score"),
            "support": claim.get("support"),
            "contradiction": claim.get("contradiction"),
            "explanation": claim.get("explanation"),
            "supporting": [e for e in evidence if _evidence_role(e, config) == "supporting"],
            "contradicting": [e for e in evidence
                              if _evidence_role(e, config) == "contradicting"],
            "considered": [e for e in evidence if _evidence_role(e, config) == "considered"],
        })
    return {
        "id": rec.id,
        "seq": rec.seq,
        "created_at": rec.created_at,
        "tenant": rec.tenant,
        "trace_id": rec.trace_id,
        "decision": rec.decision,
        "operation": rec.body.get("operation"),
        "input_stored": data is not None,
        "input_sha256": rec.body.get("input_sha256"),
        "question": (data.get("question") or data.get("message")) if data else None,
        "context": data.get("context") if data else None,
        "response": response,
        "answer_segments": (ask["answer_segments"] if ask is not None
                            else answer_segments(response, claims) if response else []),
        "ask": None if ask is None else ask["ask"],
        "claims": claim_views,
        "rule_hits": rule_hits(_rule_sets(result)),
        "reasons": reason_texts(result),
        "scores": _scores(result),
        "provenance": rec.body.get("provenance"),
        "hash": rec.hash,
        "labels": [
            {"id": lab.id, "created_at": lab.created_at, **dict(lab.body)} for lab in labels
        ],
    }
