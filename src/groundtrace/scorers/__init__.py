"""Scorers: geometric (SGI, DGI) scores over embeddings."""

from groundtrace.scorers.dgi import DGI_PASS_THRESHOLD, DGIResult
from groundtrace.scorers.sgi import SGI_REVIEW_THRESHOLD, SGI_STRONG_PASS_THRESHOLD, SGIResult

__all__ = [
    "DGI_PASS_THRESHOLD",
    "SGI_REVIEW_THRESHOLD",
    "SGI_STRONG_PASS_THRESHOLD",
    "DGIResult",
    "SGIResult",
]
