"""Loaders: plain text, Markdown, PDF and JSON files (or strings) into :class:`Document`.

PDF text comes from pypdf (extra ``pdf``). The document text is built from
the text fragments pypdf reports, so every fragment's characters have exact
offsets, a page, and a box: pypdf gives where a fragment starts and its font
size, not its width, so the width is estimated (``BBox.approximate``).
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from groundtrace.errors import DataFormatError, InvalidInput, InvalidType, MissingDependency
from groundtrace.sources.document import Document, LayoutBox
from groundtrace.sources.records import json_record_text
from groundtrace.sources.spans import BBox

__all__ = ["load_document", "load_json", "load_markdown", "load_pdf", "load_text"]

log = logging.getLogger("groundtrace.sources")

#: Average glyph width as a share of the font size, for estimated box widths
#: (Helvetica/Times average about 0.5 em over running text).
_EM_PER_CHAR = 0.5
_SUFFIX_KIND = {".txt": "text", ".text": "text", ".md": "markdown", ".markdown": "markdown",
                ".pdf": "pdf", ".json": "json"}
_NO_WORDS = re.compile(r"^\W*$")


def _read_text(path: Path) -> str:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise DataFormatError(f"cannot read {str(path)!r}: {exc.strerror}") from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DataFormatError(f"{path}: not valid UTF-8 (byte {exc.start})") from None


def _doc_id_for(path: Path, doc_id: str | None) -> str:
    return doc_id if doc_id is not None else re.sub(r"[^\w.:@/+-]", "_", path.name)[:200] or "doc"


def load_text(
    path: str | Path, *, doc_id: str | None = None, language: str = "en",
    metadata: Mapping[str, Any] | None = None,
) -> Document:
    """Load a UTF-8 text file as a document (one section, paragraphs at blank lines)."""
    p = Path(path)
    return Document.from_text(_read_text(p), _doc_id_for(p, doc_id), kind="text",
                              language=language, title=p.name,
                              metadata={"path": str(p), **(metadata or {})})


def load_json(
    path: str | Path, *, doc_id: str | None = None, language: str = "en",
    metadata: Mapping[str, Any] | None = None,
) -> Document:
    """Load a JSON file (an export, a tool's output) as one line per record
    (:mod:`groundtrace.sources.records`); spans index those lines.

    Raises:
        DataFormatError: the file is not valid JSON.
    """
    p = Path(path)
    try:
        text = json_record_text(_read_text(p))
    except ValueError as exc:
        raise DataFormatError(f"{str(p)!r} is not valid JSON: {exc}") from None
    if not text.strip():
        raise DataFormatError(f"{str(p)!r} holds no values to read")
    return Document.from_text(text, _doc_id_for(p, doc_id), kind="json", language=language,
                              title=p.name, metadata={"path": str(p), **(metadata or {})})


def load_markdown(
    path: str | Path, *, doc_id: str | None = None, language: str = "en",
    metadata: Mapping[str, Any] | None = None,
) -> Document:
    """Load a Markdown file: headings start sections; spans index the raw Markdown."""
    p = Path(path)
    return Document.from_text(_read_text(p), _doc_id_for(p, doc_id), kind="markdown",
                              language=language, title=p.name,
                              metadata={"path": str(p), **(metadata or {})})


def _fragment_box(page: int, cm: list[float], tm: list[float], size: float, text: str) -> BBox:
    # Text space → user space: the text matrix, then the current transformation matrix.
    x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
    y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
    scale = abs(tm[3] * cm[3]) or abs(tm[0] * cm[0]) or 1.0
    height = size * scale
    width = _EM_PER_CHAR * height * len(text)
    return BBox(page, float(x), float(y), float(x + width), float(y + height), approximate=True)


def load_pdf(
    path: str | Path, *, doc_id: str | None = None, language: str = "en",
    metadata: Mapping[str, Any] | None = None,
) -> Document:
    """Load a PDF's text layer with page breaks and (approximate) boxes per fragment.

    Raises:
        MissingDependency: pypdf is not installed (``pip install 'groundtrace[pdf]'``).
        DataFormatError: the file cannot be read or parsed, or has no text layer.
    """
    try:
        import pypdf
    except ImportError:
        raise MissingDependency("pypdf", "pdf") from None
    p = Path(path)
    with _pypdf_messages() as notes:
        try:
            reader = pypdf.PdfReader(str(p))
            # pypdf opens a file encrypted with an empty user password by itself;
            # any other password leaves it unreadable.
            if reader.is_encrypted and not reader.decrypt(""):
                raise DataFormatError(
                    f"{p}: the PDF is encrypted and needs a password; save a decrypted "
                    "copy (for example `qpdf --decrypt`) and index that")
            pages = list(reader.pages)
        except OSError as exc:
            raise DataFormatError(f"cannot read {str(p)!r}: {exc.strerror}") from None
        except pypdf.errors.PyPdfError as exc:
            detail = "; ".join([str(exc), *notes])
            raise DataFormatError(f"{p}: not a readable PDF ({detail})") from None
        return _pdf_document(p, pages, pypdf, doc_id, language, metadata)


@contextlib.contextmanager
def _pypdf_messages() -> Iterator[list[str]]:
    """Collect pypdf's log messages instead of letting them reach stderr.

    pypdf logs what it repairs ("invalid pdf header", "EOF marker not found")
    as warnings; with no logging configured Python prints them before our own
    one-line error. They are kept: in the error when the file cannot be read,
    on the ``groundtrace.sources`` logger (INFO) when it can.
    """
    notes: list[str] = []

    class _Collect(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            notes.append(record.getMessage())

    logger = logging.getLogger("pypdf")
    handler = _Collect(level=logging.WARNING)
    propagate = logger.propagate
    logger.addHandler(handler)
    logger.propagate = False
    try:
        yield notes
    finally:
        logger.removeHandler(handler)
        logger.propagate = propagate
    for note in notes:
        log.info("pypdf: %s", note)


def _pdf_document(p: Path, pages: list[Any], pypdf: Any, doc_id: str | None, language: str,
                  metadata: Mapping[str, Any] | None) -> Document:
    parts: list[str] = []
    layout: list[LayoutBox] = []
    breaks: list[int] = []
    pos = 0
    for page_no, page in enumerate(pages, start=1):
        if page_no > 1:
            parts.append("\n\n")  # a page boundary is a paragraph boundary
            pos += 2
            breaks.append(pos)
        frags: list[tuple[str, list[float], list[float], float]] = []

        def visit(text: str, cm: list[float], tm: list[float], font: Any, size: float,
                  _frags: list[tuple[str, list[float], list[float], float]] = frags) -> None:
            if text:
                _frags.append((text, list(cm), list(tm), float(size)))

        try:
            page.extract_text(visitor_text=visit)
        except pypdf.errors.PyPdfError as exc:
            raise DataFormatError(f"{p}: page {page_no} cannot be read ({exc})") from None
        for text, cm, tm, size in frags:
            core = text.rstrip("\n")
            if core.strip() and not _NO_WORDS.match(core):
                lead = len(core) - len(core.lstrip())
                layout.append(LayoutBox(pos + lead, pos + len(core),
                                        _fragment_box(page_no, cm, tm, size, core.strip())))
            parts.append(text)
            pos += len(text)
    text = "".join(parts)
    if not text.strip():
        raise DataFormatError(f"{p}: the PDF has no text layer (scanned? run OCR first)")
    return Document.from_text(
        text, _doc_id_for(p, doc_id), kind="pdf", language=language,
        page_breaks=[b for b in breaks if b < len(text)] if len(text) else [],
        n_pages=len(pages), layout=layout, title=p.name,
        metadata={"path": str(p), **(metadata or {})},
    )


def load_document(
    path: str | Path, *, doc_id: str | None = None, kind: str | None = None,
    language: str = "en", metadata: Mapping[str, Any] | None = None,
) -> Document:
    """Load a file by its suffix (.txt, .md, .pdf, .json) or by ``kind``.

    Raises:
        InvalidInput: unknown suffix and no ``kind``.
    """
    if not isinstance(path, str | Path):
        raise InvalidType(f"path must be a str or Path, got {type(path).__name__}")
    p = Path(path)
    if not p.is_file():
        raise DataFormatError(f"cannot read {str(p)!r}: no such file")
    chosen = kind or _SUFFIX_KIND.get(p.suffix.lower())
    if chosen is None:
        raise InvalidInput(
            f"cannot tell the kind of {p.name!r} from its suffix; pass kind='text', "
            "'markdown', 'pdf' or 'json' (known suffixes: .txt .text .md .markdown .pdf .json)"
        )
    loader = {"text": load_text, "markdown": load_markdown, "pdf": load_pdf,
              "json": load_json}.get(chosen)
    if loader is None:
        raise InvalidInput(f"kind must be 'text', 'markdown', 'pdf' or 'json', got {chosen!r}")
    return loader(p, doc_id=doc_id, language=language, metadata=metadata)
