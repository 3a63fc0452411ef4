"""A corpus index on disk: index once, ask many times, add documents later.

Layout of the index folder:

* ``documents.jsonl``: one document per line (text, id, kind, title, pages,
  layout boxes, metadata, the language it was split with);
* ``embeddings.npy``: the unit embeddings (float32, one row per unit);
* ``manifest.json``, written last: format, groundtrace version, encoder name,
  unit count and ids, and the sha256 of the two files above.

A save writes a fresh sibling folder and swaps it in with renames, so a
crash leaves either the old index or the new one, never a mix. A load
rebuilds every document from its text (the structure is deterministic),
checks that the units are the ones the embeddings were made for, and refuses
an index made with another encoder.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

from groundtrace._version import __version__
from groundtrace.answer.corpus import Corpus
from groundtrace.canonical import sha256_file
from groundtrace.errors import DataFormatError, InvalidInput
from groundtrace.retrieval.windows import build_chunks
from groundtrace.sources.document import Document, LayoutBox
from groundtrace.sources.spans import BBox

__all__ = ["INDEX_FORMAT", "load_corpus", "save_corpus"]

INDEX_FORMAT = "groundtrace.corpus_index/1"
_DOCS, _EMB, _MANIFEST = "documents.jsonl", "embeddings.npy", "manifest.json"


def _doc_record(doc: Document, language: str) -> dict[str, Any]:
    return {
        "doc_id": doc.doc_id, "text": doc.text, "kind": doc.kind, "title": doc.title,
        "language": language, "page_breaks": list(doc.page_breaks), "n_pages": doc.n_pages,
        "layout": [[b.start, b.end, b.bbox.page, b.bbox.x0, b.bbox.y0, b.bbox.x1, b.bbox.y1,
                    b.bbox.approximate] for b in doc.layout],
        "metadata": dict(doc.metadata),
    }


def _doc_from_record(rec: dict[str, Any]) -> tuple[Document, str]:
    layout = [LayoutBox(int(s), int(e), BBox(int(pg), float(x0), float(y0), float(x1),
                                             float(y1), bool(approx)))
              for s, e, pg, x0, y0, x1, y1, approx in rec.get("layout", [])]
    doc = Document.from_text(
        rec["text"], rec["doc_id"], kind=rec["kind"], language=rec["language"],
        page_breaks=rec["page_breaks"], n_pages=rec["n_pages"], layout=layout,
        title=rec["title"], metadata=rec.get("metadata") or {})
    return doc, str(rec["language"])


def save_corpus(corpus: Corpus, directory: str | Path) -> None:
    """Write ``corpus`` to ``directory`` atomically (module docstring).

    Raises:
        InvalidInput: ``directory`` exists and is not a groundtrace index folder.
    """
    target = Path(directory)
    if target.exists() and not (target / _MANIFEST).is_file() and (
            not target.is_dir() or any(target.iterdir())):
        raise InvalidInput(f"{str(target)!r} exists and is not a groundtrace index; "
                           "choose an empty or new folder")
    target.parent.mkdir(parents=True, exist_ok=True)
    fresh = Path(tempfile.mkdtemp(prefix=f".{target.name}.", dir=target.parent))
    try:
        with (fresh / _DOCS).open("w", encoding="utf-8") as fh:
            for doc in corpus.documents:
                fh.write(json.dumps(_doc_record(doc, corpus.language_of(doc.doc_id)),
                                    ensure_ascii=False, sort_keys=True) + "\n")
        np.save(fresh / _EMB, np.ascontiguousarray(corpus.embeddings, dtype=np.float32),
                allow_pickle=False)
        manifest = {
            "format": INDEX_FORMAT, "groundtrace_version": __version__,
            "encoder": corpus.encoder.name, "n_documents": len(corpus),
            "unit_ids": [c.chunk_id for c in corpus.chunks],
            "documents_sha256": sha256_file(fresh / _DOCS), "embeddings_sha256": sha256_file(
                fresh / _EMB),
        }
        (fresh / _MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
        old = None
        if target.exists():
            old = target.with_name(f".{target.name}.old")
            shutil.rmtree(old, ignore_errors=True)
            os.replace(target, old)
        os.replace(fresh, target)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(fresh, ignore_errors=True)
        raise


def load_corpus(directory: str | Path, *, encoder: object = None) -> Corpus:
    """Read an index folder written by :func:`save_corpus`.

    Raises:
        DataFormatError: not an index, a file is missing, altered or truncated,
            or the units no longer match the embeddings.
        InvalidInput: the index was built with a different encoder.
    """
    root = Path(directory)
    try:
        manifest = json.loads((root / _MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise DataFormatError(f"{str(root)!r} is not a readable groundtrace index: "
                              f"{exc}") from None
    if not isinstance(manifest, dict) or manifest.get("format") != INDEX_FORMAT:
        raise DataFormatError(f"{str(root)!r}: unknown index format {manifest.get('format')!r}"
                              if isinstance(manifest, dict) else f"{str(root)!r}: bad manifest")
    for name, key in ((_DOCS, "documents_sha256"), (_EMB, "embeddings_sha256")):
        try:
            digest = sha256_file(root / name)
        except OSError:
            raise DataFormatError(f"{str(root)!r}: {name} is missing") from None
        if digest != manifest.get(key):
            raise DataFormatError(f"{str(root)!r}: {name} was altered or truncated (sha256)")
    corpus = Corpus(encoder=encoder)
    if corpus.encoder.name != manifest.get("encoder"):
        raise InvalidInput(f"the index in {str(root)!r} was built with encoder "
                           f"{manifest.get('encoder')!r}; load it with that encoder, or "
                           f"rebuild it for {corpus.encoder.name!r}")
    emb = np.load(root / _EMB, allow_pickle=False)
    docs: list[tuple[Document, str]] = []
    for line in (root / _DOCS).read_text(encoding="utf-8").splitlines():
        try:
            docs.append(_doc_from_record(json.loads(line)))
        except (KeyError, TypeError, ValueError) as exc:
            raise DataFormatError(f"{str(root)!r}: a document record is malformed "
                                  f"({exc})") from None
    chunks = [c for d, _ in docs for c in build_chunks(d)]
    if [c.chunk_id for c in chunks] != manifest.get("unit_ids") or len(chunks) != len(emb):
        raise DataFormatError(f"{str(root)!r}: the documents no longer give the units the "
                              "embeddings were made for (built by another groundtrace "
                              "version?); rebuild the index")
    corpus._extend([d for d, _ in docs], chunks, emb if len(chunks) else None,
                   [lang for _, lang in docs])
    return corpus
