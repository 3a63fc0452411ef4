"""The rule layer: cited, deterministic checklists over an answer and its metadata."""

from groundtrace.rules.engine import (
    ChecklistRule,
    FlagPredicate,
    RuleEvidence,
    RuleResult,
    RuleSet,
    RuleSetResult,
)
from groundtrace.rules.packs import banking_rules, customer_support_rules

__all__ = [
    "ChecklistRule",
    "FlagPredicate",
    "RuleEvidence",
    "RuleResult",
    "RuleSet",
    "RuleSetResult",
    "banking_rules",
    "customer_support_rules",
]
