"""Small builders shared by the audit tests."""

from __future__ import annotations


def fake_result(decision: str = "REVIEW", probability: float = 0.7) -> dict:
    """A verdict dict shaped like Verdict.to_dict(), for store tests without models."""
    return {
        "decision": decision,
        "probability": probability,
        "reasons": [f"probability {probability} of not grounded"],
        "claims": [],
        "rule_results": [],
        "provenance": {"groundtrace_version": "test", "models": [], "rule_packs": [],
                       "thresholds": {"review": 0.5}, "config_hash": "c" * 64},
    }


def sample_input(i: int = 0) -> dict:
    return {
        "question": f"What is the transfer fee? #{i}",
        "response": f"The fee is {i} EUR.",
        "context": "Transfers within the EU cost 2 EUR.",
    }
