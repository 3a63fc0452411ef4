"""The rule layer: cited, deterministic checklists over an answer and its metadata.

Build a pack (``customer_support_rules()``, ``routing_rules()``, ...), optionally
extend it with rules declared in TOML (``load_rules_toml``), and call
``RuleSet.evaluate(question=..., response=..., context=..., metadata=...)``.
"""

from groundtrace.rules.custom import CustomRules, load_rules_toml, parse_rules_toml
from groundtrace.rules.engine import (
    ChecklistRule,
    FlagPredicate,
    RuleEvidence,
    RuleResult,
    RuleSet,
    RuleSetResult,
)
from groundtrace.rules.packs import (
    PACKS,
    banking_rules,
    build_pack,
    customer_support_rules,
    decision_rationale_rules,
    get_pack,
    routing_rules,
    specialized_agent_rules,
)

__all__ = [
    "PACKS",
    "ChecklistRule",
    "CustomRules",
    "FlagPredicate",
    "RuleEvidence",
    "RuleResult",
    "RuleSet",
    "RuleSetResult",
    "banking_rules",
    "build_pack",
    "customer_support_rules",
    "decision_rationale_rules",
    "get_pack",
    "load_rules_toml",
    "parse_rules_toml",
    "routing_rules",
    "specialized_agent_rules",
]
