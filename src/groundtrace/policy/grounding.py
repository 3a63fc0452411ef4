"""The default grounding checker: the claim layer (:func:`groundtrace.claims.verify`).

The response is split into claims, each claim is checked against the best
evidence in the context, and the gate receives the share of claims whose
status is ``supported``. ``partial`` and ``unsupported`` claims count as not
supported; any ``contradicted`` claim fails the gate whatever the threshold
(a response that contradicts its sources is worse than one that strays).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from groundtrace.policy.gates import GroundingCheck, GroundingChecker
from groundtrace.policy.matching import LazyEncoder

if TYPE_CHECKING:
    from groundtrace.encoders.base import EncoderLike

__all__ = ["claims_checker", "default_grounding_checker"]


def claims_checker(
    encoder: EncoderLike | LazyEncoder = None, *, question: str | None = None,
    **verify_options: Any,
) -> GroundingChecker:
    """A grounding checker backed by :func:`groundtrace.claims.verify`.

    Args:
        encoder: passed to ``verify`` (name, encoder, callable or None), or
            enforce()'s lazily resolved one.
        question: the user message, which ``verify`` uses to read claims in context.
        verify_options: further keyword options of ``verify`` (``verifier``,
            ``top_k``, thresholds, ...).
    """
    from groundtrace.claims import ClaimStatus, verify

    def check(response: str, context: str) -> GroundingCheck:
        enc = encoder.get() if isinstance(encoder, LazyEncoder) else encoder
        answer = verify(response, context, question=question, encoder=enc, **verify_options)
        claims = answer.claims
        supported = sum(c.status is ClaimStatus.SUPPORTED for c in claims)
        return GroundingCheck(
            supported_fraction=supported / len(claims) if claims else 1.0,
            claims_total=len(claims),
            unsupported=tuple(
                c.text for c in claims
                if c.status in (ClaimStatus.PARTIAL, ClaimStatus.UNSUPPORTED)
            ),
            contradicted=tuple(c.text for c in claims if c.status is ClaimStatus.CONTRADICTED),
            checker=f"claims:{answer.verifier}",
            details={"level": answer.level.value, "score": round(float(answer.score), 6)},
        )

    return check


def default_grounding_checker(encoder: LazyEncoder, question: str) -> GroundingChecker:
    """The claim-layer checker using enforce()'s encoder and the user message."""
    return claims_checker(encoder, question=question)
