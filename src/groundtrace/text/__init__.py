"""Text: sentence splitting with exact offsets, claim extraction and claim types."""

from groundtrace.text.claims import (
    SHORT_ANSWER_WORDS,
    Claim,
    ClaimType,
    claim_types,
    extract_claims,
    short_answer_claim,
)
from groundtrace.text.sentences import LANGUAGES, TextSegment, split_sentences

__all__ = [
    "LANGUAGES",
    "SHORT_ANSWER_WORDS",
    "Claim",
    "ClaimType",
    "TextSegment",
    "claim_types",
    "extract_claims",
    "short_answer_claim",
    "split_sentences",
]
