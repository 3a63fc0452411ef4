"""Deterministic fact checks: numbers and units, dates, names, negation, quantity words,
a record's status.

Each check compares one claim with the evidence it was aligned to (and, for
"never mentioned", with every source) and returns :class:`CheckHit` objects
that carry the claim span, the source span and a one-line explanation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from groundtrace.checks.base import CHECK_NAMES, CheckHit, CheckOutcome, SourceText
from groundtrace.checks.dates import check_dates, find_dates
from groundtrace.checks.entities import check_entities, find_entities
from groundtrace.checks.negation import check_negation
from groundtrace.checks.numbers import check_numbers, find_numbers, parse_number
from groundtrace.checks.quantity import check_quantity
from groundtrace.checks.status import check_status
from groundtrace.errors import ConfigurationError

__all__ = [
    "CHECK_NAMES",
    "CheckHit",
    "CheckOutcome",
    "SourceText",
    "check_dates",
    "check_entities",
    "check_negation",
    "check_numbers",
    "check_quantity",
    "check_status",
    "find_dates",
    "find_entities",
    "find_numbers",
    "parse_number",
    "resolve_checks",
    "run_checks",
]

CheckFn = Callable[..., list[CheckHit]]
_REGISTRY: dict[str, CheckFn] = {
    "numbers": check_numbers,
    "dates": check_dates,
    "entities": check_entities,
    "negation": check_negation,
    "quantity": check_quantity,
    "status": check_status,
}


def resolve_checks(names: Sequence[str] | None) -> tuple[str, ...]:
    """Validate check names; None means all of them, in :data:`CHECK_NAMES` order."""
    if names is None:
        return CHECK_NAMES
    if isinstance(names, str):
        names = [names]
    unknown = [n for n in names if n not in _REGISTRY]
    if unknown:
        raise ConfigurationError(
            f"unknown checks {unknown!r}; choose from {', '.join(CHECK_NAMES)}"
        )
    return tuple(n for n in CHECK_NAMES if n in set(names))


def run_checks(
    claim: str,
    evidence: Sequence[SourceText],
    sources: Sequence[SourceText],
    *,
    claim_offset: int = 0,
    checks: Sequence[str] | None = None,
) -> tuple[CheckHit, ...]:
    """Run the chosen checks (all by default) on one claim; hits in check order.

    Args:
        claim: the claim text.
        evidence: the source passages the claim was aligned with, best first.
        sources: every source text (for "the source never mentions it").
        claim_offset: where ``claim`` starts in the response, so hit offsets
            index the response.
        checks: names from :data:`CHECK_NAMES`; None runs all.
    """
    out: list[CheckHit] = []
    for name in resolve_checks(checks):
        out.extend(_REGISTRY[name](claim, evidence, sources, claim_offset=claim_offset))
    return tuple(out)
