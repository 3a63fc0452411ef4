"""Chunks: contiguous runs of source sentences, as retrieval sees them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from groundtrace.sources.spans import Span

__all__ = ["Chunk", "RetrievedChunk"]


@dataclass(frozen=True)
class Chunk:
    """A retrievable piece of one document: ``document.text[span] == text``.

    ``sentence_ids`` lists the source sentences it covers (a long sentence cut
    into several chunks appears in each of them).
    """

    chunk_id: str
    text: str
    span: Span
    sentence_ids: tuple[str, ...]

    @property
    def doc_id(self) -> str:
        return self.span.doc_id

    def to_dict(self) -> dict[str, Any]:
        return {
            "chunk_id": self.chunk_id,
            "text": self.text,
            "span": self.span.to_dict(),
            "sentence_ids": list(self.sentence_ids),
        }


@dataclass(frozen=True)
class RetrievedChunk:
    """A chunk ranked for one query: fused score and its two parts, rank from 0.

    ``rerank`` is the second-stage score when a reranker ordered the
    candidates (``rank`` is then the reranked position), else None.
    """

    chunk: Chunk
    score: float
    dense: float
    bm25: float
    rank: int
    rerank: float | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "chunk": self.chunk.to_dict(),
            "score": float(self.score),
            "dense": float(self.dense),
            "bm25": float(self.bm25),
            "rank": self.rank,
        }
        if self.rerank is not None:
            out["rerank"] = float(self.rerank)
        return out
