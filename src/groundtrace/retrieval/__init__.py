"""Evidence retrieval: sentence and window units, BM25, and fused ranking."""

from groundtrace.retrieval.bm25 import BM25, bm25_terms
from groundtrace.retrieval.fusion import DEFAULT_DENSE_WEIGHT, DEFAULT_TOP_K, rank_chunks
from groundtrace.retrieval.index import UnitIndex
from groundtrace.retrieval.windows import DEFAULT_MAX_CHARS, DEFAULT_WINDOW, build_chunks

__all__ = [
    "BM25",
    "DEFAULT_DENSE_WEIGHT",
    "DEFAULT_MAX_CHARS",
    "DEFAULT_TOP_K",
    "DEFAULT_WINDOW",
    "UnitIndex",
    "bm25_terms",
    "build_chunks",
    "rank_chunks",
]
