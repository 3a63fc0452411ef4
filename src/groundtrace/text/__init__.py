"""Text: sentence splitting with exact offsets, claim extraction and claim types."""

from groundtrace.text.claims import Claim, ClaimType, claim_types, extract_claims
from groundtrace.text.sentences import LANGUAGES, TextSegment, split_sentences

__all__ = [
    "LANGUAGES",
    "Claim",
    "ClaimType",
    "TextSegment",
    "claim_types",
    "extract_claims",
    "split_sentences",
]
