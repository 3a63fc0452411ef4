"""A fixed set of documents with its retrieval units and BM25 index, built once.

The claim layer builds these per call from the documents it is given. A caller
that checks many answers against the same documents (the ask pipeline over
its corpus) builds a :class:`UnitIndex` once and passes it to
``verify_batch(..., index=...)``; the results are the same as passing the
documents themselves, without re-cutting and re-indexing them on every call.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.retrieval.bm25 import BM25
from groundtrace.retrieval.windows import DEFAULT_MAX_CHARS, DEFAULT_WINDOW, build_chunks
from groundtrace.sources.chunks import Chunk
from groundtrace.sources.document import Document

__all__ = ["UnitIndex"]


@dataclass(frozen=True, eq=False)
class UnitIndex:
    """Documents, their units in document order, and BM25 over those units.

    Build it with :meth:`build`; ``units`` must be ``build_chunks`` of each
    document with ``window`` and ``max_chars``, in document order.
    """

    documents: tuple[Document, ...]
    units: tuple[Chunk, ...]
    bm25: BM25
    window: int = DEFAULT_WINDOW
    max_chars: int = DEFAULT_MAX_CHARS

    @classmethod
    def build(cls, documents: Iterable[Document], *, window: int = DEFAULT_WINDOW,
              max_chars: int = DEFAULT_MAX_CHARS) -> UnitIndex:
        """Cut ``documents`` into units and index them.

        Raises:
            InvalidType: an item is not a :class:`Document`.
            InvalidInput: no documents, or two share a ``doc_id``.
            ConfigurationError: ``window`` < 1 or ``max_chars`` < 50.
        """
        docs = tuple(documents)
        for i, d in enumerate(docs):
            if not isinstance(d, Document):
                raise InvalidType(f"documents[{i}] must be a Document, got {type(d).__name__}")
        units = tuple(c for d in docs for c in build_chunks(d, window=window,
                                                            max_chars=max_chars))
        return cls.from_units(docs, units, window=window, max_chars=max_chars)

    @classmethod
    def from_units(cls, documents: tuple[Document, ...], units: tuple[Chunk, ...], *,
                   window: int = DEFAULT_WINDOW,
                   max_chars: int = DEFAULT_MAX_CHARS) -> UnitIndex:
        """Index units already cut (by ``build_chunks`` with these options)."""
        if not documents:
            raise InvalidInput("an index needs at least one document")
        ids = [d.doc_id for d in documents]
        if len(set(ids)) != len(ids):
            raise InvalidInput(f"document ids must be unique, got {ids!r}")
        return cls(documents, units, BM25([u.text for u in units]), window, max_chars)
