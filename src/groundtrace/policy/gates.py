"""Gates every response passes whatever the rules: relevance and grounding.

* Relevance: cosine similarity between the user message (query) and the
  response (passage) must reach ``relevance_threshold``, unless the response
  is an honest refusal ("I don't know", "no tengo esa información", ...):
  declining to answer is not going off-topic.
* Grounding: when a context is given, a grounding checker reads the response
  against it and reports the fraction of its claims that are supported,
  which must reach ``grounding_threshold``, and the claims it contradicts,
  which must be none. The checker is injectable
  (``(response, context) -> GroundingCheck``); the default is the claim layer
  (:mod:`groundtrace.policy.grounding`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import KW_ONLY, dataclass, field
from typing import Any

import numpy as np

from groundtrace.encoders import Encoder
from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.policy.matching import LazyEncoder
from groundtrace.policy.variables import phrase_pattern
from groundtrace.text.normalize import fold

__all__ = [
    "GateOutcome",
    "GroundingCheck",
    "GroundingChecker",
    "find_refusal",
    "grounding_gate",
    "relevance_gate",
]


@dataclass(frozen=True)
class GroundingCheck:
    """What a grounding checker found for one response.

    Attributes:
        supported_fraction: share of the response's claims supported by the
            context, in [0, 1] (1.0 when there is no checkable claim).
        claims_total: number of claims checked.
        unsupported: the text of each claim the context does not support.
        contradicted: the text of each claim the context contradicts; any
            contradiction fails the gate whatever the threshold.
        checker: name of what produced it (for the audit record).
        details: any further JSON-safe evidence.
    """

    supported_fraction: float
    claims_total: int
    _: KW_ONLY
    unsupported: tuple[str, ...] = ()
    contradicted: tuple[str, ...] = ()
    checker: str = "custom"
    details: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        f = self.supported_fraction
        if isinstance(f, bool) or not isinstance(f, int | float) or not 0.0 <= f <= 1.0:
            raise InvalidInput(f"supported_fraction must be a number in [0, 1], got {f!r}")
        if isinstance(self.claims_total, bool) or not isinstance(self.claims_total, int) or (
            self.claims_total < 0
        ):
            raise InvalidInput(
                f"claims_total must be a non-negative integer, got {self.claims_total!r}"
            )
        object.__setattr__(self, "unsupported", tuple(self.unsupported))
        object.__setattr__(self, "contradicted", tuple(self.contradicted))


#: ``(response, context) -> GroundingCheck``
GroundingChecker = Callable[[str, str], GroundingCheck]


@dataclass(frozen=True)
class GateOutcome:
    """One gate's result: ``passed``, the score it compared, and why."""

    gate: str
    passed: bool
    score: float | None
    threshold: float
    details: str
    evidence: Mapping[str, Any] = field(default_factory=dict)


def find_refusal(response: str, phrases: Sequence[str]) -> str | None:
    """The first refusal phrase found in ``response`` (case/accent-insensitive, whole words)."""
    folded = fold(response)
    for phrase in phrases:
        if phrase_pattern(phrase).search(folded):
            return phrase
    return None


def relevance_gate(
    message: str,
    response: str,
    *,
    encoder: Encoder | LazyEncoder,
    threshold: float,
    refusal_phrases: Sequence[str],
) -> GateOutcome:
    """Check that the response is about the message (or is an honest refusal).

    The refusal bypass is checked first, so an honest refusal costs no
    embedding; the similarity is still computed and recorded when it is not.
    """
    refusal = find_refusal(response, refusal_phrases)
    if refusal is not None:
        return GateOutcome(
            "relevance", True, None, threshold,
            f"honest refusal ({refusal!r}): relevance not required",
            {"refusal_phrase": refusal},
        )
    lazy = encoder if isinstance(encoder, LazyEncoder) else LazyEncoder(encoder)
    q = lazy.embed(message, "query")
    r = lazy.embed(response, "passage")
    sim = float(np.dot(q.astype(np.float64), r.astype(np.float64)))
    sim = round(sim, 6)
    if sim >= threshold:
        return GateOutcome("relevance", True, sim, threshold,
                           f"similarity {sim:.3f} >= {threshold:.3f}", {"similarity": sim})
    return GateOutcome(
        "relevance", False, sim, threshold,
        f"the response is off-topic: similarity to the message {sim:.3f} is below "
        f"{threshold:.3f}",
        {"similarity": sim, "encoder": lazy.get().name},
    )


def grounding_gate(
    response: str, context: str, *, checker: GroundingChecker, threshold: float
) -> GateOutcome:
    """Check that enough of the response's claims are supported by the context.

    Raises:
        InvalidType: the checker returned something other than a GroundingCheck.
    """
    check = checker(response, context)
    if not isinstance(check, GroundingCheck):
        raise InvalidType(
            f"a grounding checker must return a GroundingCheck, got {type(check).__name__}"
        )
    frac = round(float(check.supported_fraction), 6)
    evidence = {
        "supported_fraction": frac,
        "claims_total": check.claims_total,
        "unsupported": list(check.unsupported),
        "contradicted": list(check.contradicted),
        "checker": check.checker,
        **({"details": dict(check.details)} if check.details else {}),
    }
    if check.contradicted:
        shown = "; ".join(repr(c[:120]) for c in check.contradicted[:3])
        return GateOutcome(
            "grounding", False, frac, threshold,
            f"{len(check.contradicted)} claim(s) contradict the context: {shown}", evidence,
        )
    if frac >= threshold:
        return GateOutcome("grounding", True, frac, threshold,
                           f"{frac:.0%} of claims supported (>= {threshold:.0%})", evidence)
    shown = "; ".join(repr(c[:120]) for c in check.unsupported[:3])
    return GateOutcome(
        "grounding", False, frac, threshold,
        f"only {frac:.0%} of {check.claims_total} claim(s) are supported by the context "
        f"(need {threshold:.0%})" + (f"; unsupported: {shown}" if shown else ""),
        evidence,
    )
