"""The answer use case: questions answered from a document index, every sentence verified."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from groundtrace.errors import InvalidInput
from groundtrace.operations.inputs import OperationInput, check_prepared

if TYPE_CHECKING:
    from groundtrace.answer import Answer, Corpus, Pipeline
    from groundtrace.encoders.base import EncoderLike

__all__ = ["ask_inputs", "open_corpus"]


def open_corpus(doc_paths: Sequence[str | Path], index_dir: str | Path | None, *,
                encoder: EncoderLike = None,
                on_document: Callable[[Path], None] | None = None) -> Corpus:
    """The corpus to answer from: the index in ``index_dir`` (when it holds one)
    with the files of ``doc_paths`` not in it yet added, saved back when it changed.

    Without ``index_dir`` the corpus lives in memory. ``on_document`` is
    called after each file is indexed (a progress bar).

    Raises:
        InvalidInput: neither documents nor an existing index.
    """
    from groundtrace.answer import Corpus

    stored = index_dir is not None and (Path(index_dir) / "manifest.json").is_file()
    if not doc_paths and not stored:
        raise InvalidInput("nothing to answer from: give documents (--docs), or the folder "
                           "of an existing index (--index)")
    corpus = (Corpus.load(index_dir, encoder=encoder) if stored and index_dir is not None
              else Corpus(encoder=encoder))
    added = corpus.add_paths(doc_paths, on_document=on_document) if doc_paths else 0
    if index_dir is not None and (added or not stored):
        corpus.save(index_dir)
    return corpus


def ask_inputs(inputs: Sequence[OperationInput], *, pipeline: Pipeline) -> list[Answer]:
    """Answer each prepared question with ``pipeline`` (its corpus, generator,
    verifier and retrieval settings) at the input's own strictness; in input order.

    Raises:
        InvalidInput: an input is not prepared for ask.
    """
    check_prepared(inputs, "ask", rule_packs=False)
    return [pipeline.with_strictness(item.strictness).ask(item.question) for item in inputs]
