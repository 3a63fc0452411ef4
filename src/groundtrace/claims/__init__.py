"""Claim-level verification: which part of an answer is supported, by which source span."""

from groundtrace.claims.alignment import AlignmentVerifier
from groundtrace.claims.engine import (
    CONTRADICTION_THRESHOLD,
    PARTIAL_THRESHOLD,
    SUPPORT_THRESHOLD,
    verify,
    verify_batch,
)
from groundtrace.claims.results import (
    CitedSentence,
    ClaimStatus,
    ClaimVerdict,
    Evidence,
    FaithfulnessComponents,
    GroundingLevel,
    LLMClaimOpinion,
    LLMOpinion,
    SourceInfo,
    VerificationResult,
    VerifiedAnswer,
)

__all__ = [
    "CONTRADICTION_THRESHOLD",
    "PARTIAL_THRESHOLD",
    "SUPPORT_THRESHOLD",
    "AlignmentVerifier",
    "CitedSentence",
    "ClaimStatus",
    "ClaimVerdict",
    "Evidence",
    "FaithfulnessComponents",
    "GroundingLevel",
    "LLMClaimOpinion",
    "LLMOpinion",
    "SourceInfo",
    "VerificationResult",
    "VerifiedAnswer",
    "verify",
    "verify_batch",
]
