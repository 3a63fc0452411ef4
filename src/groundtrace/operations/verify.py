"""The claim verification use case: responses checked claim by claim against their sources."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from groundtrace.operations.inputs import OperationInput, check_prepared
from groundtrace.retrieval.fusion import DEFAULT_LEXICAL_CANDIDATES, DEFAULT_TOP_K

if TYPE_CHECKING:
    from groundtrace.claims.results import VerifiedAnswer
    from groundtrace.encoders.base import EncoderLike
    from groundtrace.sources import Document

__all__ = ["load_sources", "verify_documents", "verify_inputs"]

#: Suffixes read by their own loader; every other file is read as plain text.
_STRUCTURED = (".md", ".markdown", ".pdf")


def verify_inputs(
    inputs: Sequence[OperationInput], *, encoder: EncoderLike = None,
    top_k: int = DEFAULT_TOP_K, language: str = "en",
    lexical_candidates: int | None = DEFAULT_LEXICAL_CANDIDATES,
) -> list[VerifiedAnswer]:
    """The claim verification use case over prepared inputs, in input order.

    Args:
        top_k: evidence windows per claim.
        language: language of the texts (sentence splitting).
        lexical_candidates: on a source of more than N passages, only the
            passages among each claim's N best by BM25 are embedded (None: all
            of them).

    Raises:
        InvalidInput: an input is not prepared for verify, or names rule packs.
    """
    from groundtrace.claims import verify_batch

    check_prepared(inputs, "verify", rule_packs=False)
    return verify_batch([{"response": item.response, "context": item.context,
                          "question": item.question or None} for item in inputs],
                        encoder=encoder, top_k=top_k, language=language,
                        lexical_candidates=lexical_candidates)


def load_sources(paths: Sequence[str | Path], *, language: str = "en") -> list[Document]:
    """Source files as documents: ``.md`` / ``.markdown`` / ``.pdf`` by their loader, a
    ``.json`` file that holds JSON as record lines, anything else (``.txt``, a ``.json``
    file of plain text, no suffix) as plain text.

    Each document is named by its file name, or ``doc0``, ``doc1``, ... when
    two files share a name.

    Raises:
        DataFormatError: a file cannot be read.
    """
    from groundtrace.sources import load_document

    names = [Path(p).name for p in paths]
    unique = len(set(names)) == len(names)
    def kind(path: Path) -> str | None:
        suffix = path.suffix.lower()
        if suffix == ".json":
            return "json" if _holds_json(path) else "text"
        return None if suffix in _STRUCTURED else "text"

    return [load_document(p, doc_id=None if unique else f"doc{i}", language=language,
                          kind=kind(Path(p))) for i, p in enumerate(paths)]


def _holds_json(path: Path) -> bool:
    """Whether the file at ``path`` parses as JSON (an unreadable one is left to the loader)."""
    try:
        json.loads(path.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, ValueError):
        return False
    return True


def verify_documents(
    response: str, documents: Sequence[Document], *, question: str | None = None,
    encoder: EncoderLike = None, top_k: int = DEFAULT_TOP_K, language: str = "en",
    lexical_candidates: int | None = DEFAULT_LEXICAL_CANDIDATES,
) -> VerifiedAnswer:
    """Verify one response against documents (pages and sections kept in the evidence).

    Same options as :func:`verify_inputs`; the result equals verifying the
    response against the documents' text inside a batch.

    Raises:
        InvalidInput / InvalidType: a text is malformed or ``documents`` is empty.
    """
    from groundtrace.claims import verify

    return verify(response, documents=documents, question=question, encoder=encoder,
                  top_k=top_k, language=language, lexical_candidates=lexical_candidates)
