"""The triage verdict: one decision with its reasons and everything to reproduce it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from groundtrace._serialize import to_jsonable

if TYPE_CHECKING:
    from groundtrace.claims.results import VerifiedAnswer
    from groundtrace.evaluate import GroundingResult
    from groundtrace.rules.results import RuleSetResult

__all__ = ["Decision", "Provenance", "Reason", "Verdict"]

Decision = Literal["PASS", "REVIEW", "FAIL"]


@dataclass(frozen=True)
class Reason:
    """One reason behind a verdict.

    Attributes:
        kind: ``claim`` (an answer span the sources do not support), ``rule``
            (a checklist rule that failed), ``score`` (a layer score that
            pushed the probability up), ``language`` (the answer or its
            source reads as a language the claim verifier was not trained
            on, so the decision is REVIEW), or ``answer`` (the answer has no
            word or number, so it does not pass).
        weight: how much it pushed toward "not grounded": for ``score`` and
            ``claim`` reasons the push on the fused model's log-odds; for
            ``rule`` reasons the rule's weight in its set.
        message: one sentence for a reviewer.
        span: ``(start, end)`` offsets into the response, when the reason has one.
        evidence: source spans compared with (claims) as ``{doc_id, start, end, text}``.
        citation: the rule's source (rules only).
        ref: the claim index, rule id or feature name.
    """

    kind: Literal["claim", "rule", "score", "language", "answer"]
    weight: float
    message: str
    ref: str
    span: tuple[int, int] | None = None
    evidence: tuple[Mapping[str, Any], ...] = ()
    citation: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "weight": self.weight,
            "message": self.message,
            "ref": self.ref,
            "span": None if self.span is None else list(self.span),
            "evidence": to_jsonable(list(self.evidence)),
            "citation": self.citation,
        }


@dataclass(frozen=True)
class Provenance:
    """What produced a verdict: versions, model ids and hashes, thresholds, config hash."""

    groundtrace_version: str
    encoder: str
    encoder_model: str | None
    encoder_sha256: str | None
    verifier: str | None
    verifier_sha256: str | None
    calibration_id: str
    fusion_model_id: str
    thresholds: Mapping[str, float | None]
    rules: str | None
    rules_fingerprint: str | None
    config_hash: str

    def to_dict(self) -> dict[str, Any]:
        return {k: to_jsonable(v) for k, v in self.__dict__.items()}


@dataclass(frozen=True)
class Verdict:
    """PASS / REVIEW / FAIL for one answer, with its reasons in order of weight.

    Attributes:
        decision: PASS, REVIEW (a person should look) or FAIL.
        probability: calibrated P(not grounded) from the fused model.
        reasons: claims, rule hits and scores, heaviest first.
        grounding: the geometric layer's result (SGI/DGI).
        claims: the claim layer's result, or None without a source.
        rules: the rule set's result, or None when no rules were run.
        features: the fused model's inputs.
        contributions: each feature's push on the log-odds, heaviest first.
        provenance: versions, hashes, thresholds, config hash.
    """

    decision: Decision
    probability: float
    reasons: tuple[Reason, ...]
    grounding: GroundingResult
    claims: VerifiedAnswer | None
    rules: RuleSetResult | None
    features: Mapping[str, float]
    contributions: tuple[tuple[str, float], ...]
    provenance: Provenance
    id: str | int | None = None

    @property
    def flagged(self) -> bool:
        return self.decision != "PASS"

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "decision": self.decision,
            "probability": self.probability,
            "reasons": [r.to_dict() for r in self.reasons],
            "grounding": self.grounding.to_dict(),
            "claims": None if self.claims is None else self.claims.to_dict(),
            "rules": None if self.rules is None else self.rules.to_dict(),
            "features": to_jsonable(dict(self.features)),
            "contributions": [[n, v] for n, v in self.contributions],
            "provenance": self.provenance.to_dict(),
        }
