"""What enforcement returns: frozen, JSON-safe records of every check and attempt."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from groundtrace._serialize import to_jsonable

__all__ = [
    "VIOLATION_TYPES",
    "Attempt",
    "ConstraintViolation",
    "EnforcementResult",
    "NotEvaluated",
    "RuleMatch",
]

#: Every ``violation_type`` a :class:`ConstraintViolation` can carry.
VIOLATION_TYPES = (
    "expression",        # lane 1: the rule's expression is False
    "missing_variable",  # lane 1: the expression needs a variable the response lacks
    "expression_error",  # lane 1: the expression failed at run time (type mismatch, bound hit)
    "judge",             # lane 2: the judge answered FAIL
    "relevance",         # gate: the response is off-topic
    "grounding",         # gate: the response is not supported by the context
)

ViolationType = Literal[
    "expression", "missing_variable", "expression_error", "judge", "relevance", "grounding"
]


@dataclass(frozen=True)
class ConstraintViolation:
    """One broken rule or gate.

    ``rule_id`` is the rule's id, or ``gate:relevance`` / ``gate:grounding``.
    ``details`` says what was found in words; ``evidence`` holds the numbers
    and values behind it (similarity, threshold, variables read, judge reason).
    """

    rule_id: str
    rule_name: str
    violation_type: ViolationType
    details: str
    hard: bool = True
    evidence: Mapping[str, Any] = field(default_factory=dict)

    def hint(self) -> str:
        """One line for ``regenerate``: which rule, and what was wrong."""
        return f"[{self.rule_id}] {self.rule_name}: {self.details}"

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule_id": self.rule_id,
            "rule_name": self.rule_name,
            "violation_type": self.violation_type,
            "details": self.details,
            "hard": self.hard,
            "evidence": to_jsonable(dict(self.evidence)),
        }


@dataclass(frozen=True)
class NotEvaluated:
    """A rule that applied but could not be checked, and why (never a silent pass)."""

    rule_id: str
    rule_name: str
    reason: str
    hard: bool = True

    def to_dict(self) -> dict[str, Any]:
        return {"rule_id": self.rule_id, "rule_name": self.rule_name, "reason": self.reason,
                "hard": self.hard}


@dataclass(frozen=True)
class RuleMatch:
    """Why a rule applied: ``matched`` (similarity >= threshold, within top-k) or ``always``."""

    rule_id: str
    reason: Literal["matched", "always"]
    similarity: float | None

    def to_dict(self) -> dict[str, Any]:
        return {"rule_id": self.rule_id, "reason": self.reason,
                "similarity": to_jsonable(self.similarity)}


@dataclass(frozen=True)
class Attempt:
    """One response checked: the original (index 0) or a regeneration.

    ``passed`` is True when no hard violation was found (and, with
    ``fail_on_not_evaluated``, no hard rule went unevaluated).
    """

    index: int
    response: str
    passed: bool
    violations: tuple[ConstraintViolation, ...]
    not_evaluated: tuple[NotEvaluated, ...]
    lanes_used: tuple[str, ...]
    variables: Mapping[str, Any]
    variable_sources: Mapping[str, str]
    gate_scores: Mapping[str, float | None]

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "response": self.response,
            "passed": self.passed,
            "violations": [v.to_dict() for v in self.violations],
            "not_evaluated": [n.to_dict() for n in self.not_evaluated],
            "lanes_used": list(self.lanes_used),
            "variables": to_jsonable(dict(self.variables)),
            "variable_sources": dict(self.variable_sources),
            "gate_scores": to_jsonable(dict(self.gate_scores)),
        }


@dataclass(frozen=True)
class EnforcementResult:
    """The outcome of :func:`~groundtrace.policy.enforce`.

    Attributes:
        passed: the delivered response meets every hard constraint. False when
            the fallback template had to be used.
        violations: of the last attempt checked (hard and soft).
        variables: of the last attempt checked.
        lanes_used: lanes and gates that ran on the last attempt
            (``expression``, ``judge``, ``relevance``, ``grounding``).
        attempts: every response checked, in order, for audit.
        response: what to send: the first passing attempt's text, or the
            fallback template.
        fallback_used: the fallback template replaced the response.
        rules_applied: which rules applied and why (same for every attempt).
        not_evaluated: rules of the last attempt that could not be checked.
        enforced: False when enforcement is disabled in the config (nothing checked).
        policy_name / policy_version / encoder: what produced the verdict.
        policy_hash: sha256 of the policy's rules and the settings in force
            (canonical JSON), so an audit record pins the exact policy.
        groundtrace_version: the library version that produced the result.
    """

    passed: bool
    violations: tuple[ConstraintViolation, ...]
    variables: Mapping[str, Any]
    lanes_used: tuple[str, ...]
    attempts: tuple[Attempt, ...]
    response: str
    fallback_used: bool = False
    rules_applied: tuple[RuleMatch, ...] = ()
    not_evaluated: tuple[NotEvaluated, ...] = ()
    enforced: bool = True
    policy_name: str = ""
    policy_version: str | None = None
    encoder: str | None = None
    policy_hash: str = ""
    groundtrace_version: str = ""

    @property
    def hard_violations(self) -> tuple[ConstraintViolation, ...]:
        return tuple(v for v in self.violations if v.hard)

    def to_dict(self) -> dict[str, Any]:
        return {
            "passed": self.passed,
            "violations": [v.to_dict() for v in self.violations],
            "variables": to_jsonable(dict(self.variables)),
            "lanes_used": list(self.lanes_used),
            "attempts": [a.to_dict() for a in self.attempts],
            "response": self.response,
            "fallback_used": self.fallback_used,
            "rules_applied": [m.to_dict() for m in self.rules_applied],
            "not_evaluated": [n.to_dict() for n in self.not_evaluated],
            "enforced": self.enforced,
            "policy_name": self.policy_name,
            "policy_version": self.policy_version,
            "encoder": self.encoder,
            "policy_hash": self.policy_hash,
            "groundtrace_version": self.groundtrace_version,
        }
