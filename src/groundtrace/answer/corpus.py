"""The documents ``ask()`` answers from: retrieval units, a BM25 index and unit embeddings.

Units are the claim layer's own (sentences plus two-sentence windows, see
:func:`groundtrace.retrieval.windows.build_chunks`); a question is matched
against them with the same hybrid ranking (:func:`rank_chunks`: cosine
similarity fused with BM25) the claim layer uses for evidence. Each unit is
embedded once, when its document is added.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from groundtrace.answer.rerank import Reranker, check_rerank_options, rerank
from groundtrace.encoders import resolve_encoder
from groundtrace.encoders.base import Encoder, check_text
from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.retrieval.bm25 import bm25_terms
from groundtrace.retrieval.fusion import DEFAULT_DENSE_WEIGHT, rank_chunks
from groundtrace.retrieval.index import UnitIndex
from groundtrace.retrieval.windows import build_chunks
from groundtrace.scorers.embedding_cache import embed_roles
from groundtrace.sources.chunks import Chunk, RetrievedChunk
from groundtrace.sources.document import Document
from groundtrace.sources.loaders import load_document

__all__ = ["DOCUMENT_SUFFIXES", "Corpus", "Retrieval", "document_paths"]

#: File suffixes a folder is searched for.
DOCUMENT_SUFFIXES = (".txt", ".text", ".md", ".markdown", ".pdf")


def document_paths(paths: Iterable[str | Path]) -> list[Path]:
    """Files to load: each file given, and every document file under each folder (sorted).

    Raises:
        InvalidInput: a path does not exist, or a folder holds no document file.
    """
    out: list[Path] = []
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            found = sorted(f for f in p.rglob("*")
                           if f.is_file() and f.suffix.lower() in DOCUMENT_SUFFIXES)
            if not found:
                raise InvalidInput(f"folder {str(p)!r} holds no document file "
                                   f"({' '.join(DOCUMENT_SUFFIXES)})")
            out.extend(found)
        elif p.is_file():
            out.append(p)
        else:
            raise InvalidInput(f"no such file or folder: {str(p)!r}")
    return out


@dataclass(frozen=True)
class Retrieval:
    """The units retrieved for one question, best first, with the scores that ranked them.

    ``term_coverage``: the largest share of the question's content terms
    (BM25 terms) that one retrieved unit contains.
    """

    question: str
    chunks: tuple[RetrievedChunk, ...]
    term_coverage: float = 0.0

    @property
    def best_similarity(self) -> float:
        """Cosine similarity of the question and its most similar retrieved unit (0 if none)."""
        return max((c.dense for c in self.chunks), default=0.0)

    @property
    def relevance(self) -> float:
        """Mean of :attr:`best_similarity` and :attr:`term_coverage`: does the corpus speak
        of what the question asks about? (``ask()`` refuses below a threshold.)"""
        return (self.best_similarity + self.term_coverage) / 2.0

    def to_dict(self) -> dict[str, object]:
        return {"question": self.question, "best_similarity": self.best_similarity,
                "term_coverage": self.term_coverage, "relevance": self.relevance,
                "chunks": [c.to_dict() for c in self.chunks]}


class Corpus:
    """Documents with their retrieval units, BM25 index and unit embeddings.

    Args:
        documents: :class:`Document` objects (see :meth:`from_paths` for files).
        encoder: the embedding model (None: the default encoder).

    Raises:
        InvalidInput: two documents share a ``doc_id``.
    """

    def __init__(self, documents: Sequence[Document] = (), *, encoder: object = None) -> None:
        self.encoder: Encoder = resolve_encoder(encoder)  # type: ignore[arg-type]
        self._docs: dict[str, Document] = {}
        self._language: dict[str, str] = {}
        self._chunks: list[Chunk] = []
        self._emb = np.zeros((0, 0), dtype=np.float32)
        self._index: UnitIndex | None = None
        self.add(documents)

    @classmethod
    def from_paths(
        cls, paths: Iterable[str | Path], *, encoder: object = None, language: str = "en",
        on_document: Callable[[Path], None] | None = None,
    ) -> Corpus:
        """Load text, Markdown and PDF files (folders are searched) into a corpus.

        ``on_document`` is called after each file (progress bars). A file's
        ``doc_id`` is its path relative to the folder it was found in (or its
        name), so citations stay readable.

        Raises:
            InvalidInput: a path is missing or a folder is empty.
            DataFormatError: a file cannot be read (an encrypted or broken PDF).
        """
        corpus = cls(encoder=encoder)
        corpus.add_paths(paths, language=language, on_document=on_document)
        return corpus

    def add_paths(
        self, paths: Iterable[str | Path], *, language: str = "en",
        on_document: Callable[[Path], None] | None = None,
    ) -> int:
        """Add the files of ``paths`` not indexed yet; returns how many were added.

        Every file is read before any is added, so a file that fails to load
        adds nothing.

        Raises:
            InvalidInput: a path is missing, a folder is empty, or an indexed
                document's file has changed since (rebuild the index).
            DataFormatError: a file cannot be read (an encrypted or broken PDF).
        """
        roots = [Path(p) for p in paths]
        new: list[Document] = []
        for path in document_paths(roots):
            root = next((r for r in roots if r.is_dir() and r in path.parents), None)
            doc_id = path.relative_to(root).as_posix() if root is not None else path.name
            doc = load_document(path, doc_id=doc_id, language=language)
            known = self._docs.get(doc_id)
            if known is not None and known.text != doc.text:
                raise InvalidInput(f"{str(path)!r} changed since it was indexed as "
                                   f"{doc_id!r}; rebuild the index to take the new text")
            if known is None:
                new.append(doc)
            if on_document is not None:
                on_document(path)
        self.add(new, language=language)
        return len(new)

    @property
    def documents(self) -> tuple[Document, ...]:
        return tuple(self._docs.values())

    @property
    def chunks(self) -> tuple[Chunk, ...]:
        return tuple(self._chunks)

    def __len__(self) -> int:
        return len(self._docs)

    def document(self, doc_id: str) -> Document | None:
        return self._docs.get(doc_id)

    def language_of(self, doc_id: str) -> str:
        """The sentence-splitting language a document was built with."""
        return self._language.get(doc_id, "en")

    def add(self, documents: Iterable[Document], *, language: str = "en") -> None:
        """Index more documents (all or nothing: a duplicate ``doc_id`` adds none).

        ``language`` is recorded for each document (the one it was split
        with), so a saved index can rebuild it exactly.

        Raises:
            InvalidType: an item is not a :class:`Document`.
            InvalidInput: a ``doc_id`` is already in the corpus or repeated.
        """
        docs = list(documents)
        seen = set(self._docs)
        for i, d in enumerate(docs):
            if not isinstance(d, Document):
                raise InvalidType(f"documents[{i}] must be a Document, got {type(d).__name__}")
            if d.doc_id in seen:
                raise InvalidInput(f"document id {d.doc_id!r} is already in the corpus")
            seen.add(d.doc_id)
        new_chunks = [c for d in docs for c in build_chunks(d)]
        emb = None
        if new_chunks:
            (emb,) = embed_roles(self.encoder, [([c.text for c in new_chunks], "passage")])
        self._extend(docs, new_chunks, emb, [language] * len(docs))

    def _extend(self, docs: Sequence[Document], chunks: Sequence[Chunk],
                emb: np.ndarray | None, languages: Sequence[str]) -> None:
        """Take in documents with their units and unit embeddings (one BM25 rebuild)."""
        for d, language in zip(docs, languages, strict=True):
            self._docs[d.doc_id] = d
            self._language[d.doc_id] = language
        if chunks and emb is not None:
            self._emb = emb if not len(self._chunks) else np.concatenate([self._emb, emb])
            self._chunks.extend(chunks)
        if self._docs:
            self._index = UnitIndex.from_units(tuple(self._docs.values()), tuple(self._chunks))

    @property
    def index(self) -> UnitIndex | None:
        """The documents' units and BM25 index (None while the corpus is empty).

        The ask pipeline verifies answers against it (``verify_batch(index=...)``),
        so the corpus is cut and indexed once, not on every question.
        """
        return self._index

    @property
    def embeddings(self) -> np.ndarray:
        """One row per unit of :attr:`chunks`, in the same order."""
        return self._emb

    def save(self, directory: str | Path) -> None:
        """Write the index to ``directory`` (see :mod:`groundtrace.answer.store`)."""
        from groundtrace.answer.store import save_corpus

        save_corpus(self, directory)

    @classmethod
    def load(cls, directory: str | Path, *, encoder: object = None) -> Corpus:
        """Read an index written by :meth:`save` (see :mod:`groundtrace.answer.store`)."""
        from groundtrace.answer.store import load_corpus

        return load_corpus(directory, encoder=encoder)

    def retrieve(self, question: str, *, top_k: int = 5,
                 dense_weight: float = DEFAULT_DENSE_WEIGHT, reranker: Reranker | None = None,
                 candidates: int | None = None) -> Retrieval:
        """The ``top_k`` best units for ``question`` (hybrid BM25 + embeddings).

        With a ``reranker``, the first stage keeps ``candidates`` units (None:
        ``DEFAULT_CANDIDATES``, or ``top_k`` if larger) and the reranker's
        order picks the ``top_k`` (see :mod:`groundtrace.answer.rerank`).

        Raises:
            InvalidInput: the question is empty or too long; the corpus is empty;
                ``candidates`` < ``top_k``, or given without a reranker.
            InvalidType: ``reranker`` has no ``scores`` method.
        """
        check_text(question, "question")
        if not self._chunks or self._index is None:
            raise InvalidInput("the corpus holds no text to answer from: add documents first")
        first_stage = check_rerank_options(reranker, candidates, top_k) or top_k
        (q_emb,) = embed_roles(self.encoder, [([question], "query")])
        ranked = rank_chunks([question], q_emb, self._chunks, self._emb, bm25=self._index.bm25,
                             top_k=first_stage,
                             dense_weight=dense_weight)[0]
        if reranker is not None:
            ranked = rerank(reranker, question, ranked, top_k)
        terms = set(bm25_terms(question))
        coverage = max((len(terms & set(bm25_terms(r.chunk.text))) / len(terms)
                        for r in ranked), default=0.0) if terms else 0.0
        return Retrieval(question, tuple(ranked), coverage)
