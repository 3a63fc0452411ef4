"""What a rule set returns: one :class:`RuleResult` per rule and the :class:`RuleSetResult`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["RuleResult", "RuleSetResult"]


@dataclass(frozen=True)
class RuleResult:
    """One rule's verdict on one answer, with its evidence."""

    rule_id: str
    description: str
    sub_score: str
    weight: float
    citation: str
    matched: bool
    span: tuple[int, int] | None
    evidence_text: str | None
    explanation: str
    aggregated: bool

    @property
    def contribution(self) -> float:
        """Weight earned towards the sub-score (0 when failed or not aggregated)."""
        return self.weight if (self.matched and self.aggregated) else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule_id": self.rule_id,
            "description": self.description,
            "sub_score": self.sub_score,
            "weight": self.weight,
            "citation": self.citation,
            "matched": self.matched,
            "span": list(self.span) if self.span is not None else None,
            "evidence_text": self.evidence_text,
            "explanation": self.explanation,
            "aggregated": self.aggregated,
            "contribution": self.contribution,
        }


@dataclass(frozen=True)
class RuleSetResult:
    """The verdict of a rule set on one answer: sub-scores, quality, flag and every rule."""

    ruleset: str
    fingerprint: str
    sub_scores: Mapping[str, float]
    quality: float
    flagged: bool
    flag_rule: str
    rules: tuple[RuleResult, ...]
    audit_explanation: str
    audit_filter: tuple[str, ...] = ()

    def sub_score(self, name: str) -> float:
        """The named sub-score, or 0.0 when the set has no such sub-score."""
        return float(self.sub_scores.get(name, 0.0))

    # Accessors for the legacy banking sub-scores; 0.0 when the set lacks them.
    @property
    def spec(self) -> float:
        return self.sub_score("spec")

    @property
    def expl(self) -> float:
        return self.sub_score("expl")

    @property
    def bshift(self) -> float:
        return self.sub_score("bshift")

    @property
    def failed(self) -> tuple[RuleResult, ...]:
        """The rules that did not hold, in set order."""
        return tuple(r for r in self.rules if not r.matched)

    def to_dict(self) -> dict[str, Any]:
        return {
            "ruleset": self.ruleset,
            "fingerprint": self.fingerprint,
            "sub_scores": {k: float(v) for k, v in self.sub_scores.items()},
            "quality": float(self.quality),
            "flagged": self.flagged,
            "flag_rule": self.flag_rule,
            "rules_total": len(self.rules),
            "rules_matched": sum(r.matched for r in self.rules),
            "rules": [r.to_dict() for r in self.rules],
            "audit_filter": list(self.audit_filter),
            "audit_explanation": self.audit_explanation,
        }
