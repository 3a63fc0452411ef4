"""Built-in rule packs, one module per agent archetype, and their registry."""

from groundtrace.rules.packs.banking import banking_rules
from groundtrace.rules.packs.customer_support import customer_support_rules
from groundtrace.rules.packs.decision_rationale import decision_rationale_rules
from groundtrace.rules.packs.registry import PACKS, PackInfo, PackOption, build_pack, get_pack
from groundtrace.rules.packs.routing import routing_rules
from groundtrace.rules.packs.specialized_agent import specialized_agent_rules

__all__ = [
    "PACKS",
    "PackInfo",
    "PackOption",
    "banking_rules",
    "build_pack",
    "customer_support_rules",
    "decision_rationale_rules",
    "get_pack",
    "routing_rules",
    "specialized_agent_rules",
]
