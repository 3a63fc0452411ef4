"""Built-in rule packs, one module per agent archetype."""

from groundtrace.rules.packs.banking import banking_rules
from groundtrace.rules.packs.customer_support import customer_support_rules

__all__ = ["banking_rules", "customer_support_rules"]
