"""The source model: Document → sections → paragraphs → sentences, each with a span.

Invariant (tested everywhere): for every sentence ``s`` of a document ``d``,
``d.text[s.span.char_start:s.span.char_end] == s.text``; the same holds for
paragraphs and sections. Page breaks map character offsets to 1-based pages.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from groundtrace.encoders.base import check_text
from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.sources.spans import BBox, Span
from groundtrace.text.sentences import split_sentences

__all__ = ["Document", "LayoutBox", "Paragraph", "Section", "Sentence"]

_HEADING = re.compile(r"^[ \t]*(#{1,6})[ \t]+(.+?)[ \t#]*$", re.MULTILINE)
_BLANK_LINES = re.compile(r"\n[ \t\r]*\n")
_DOC_ID = re.compile(r"^[\w.:@/+-]{1,200}$")
KINDS = ("text", "markdown", "pdf", "json")


@dataclass(frozen=True)
class Sentence:
    """One source sentence; ``id`` is ``"<doc_id>:s<index>"``."""

    id: str
    index: int
    text: str
    span: Span
    paragraph_index: int
    section_index: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "index": self.index,
            "text": self.text,
            "span": self.span.to_dict(),
            "paragraph_index": self.paragraph_index,
            "section_index": self.section_index,
        }


@dataclass(frozen=True)
class Paragraph:
    index: int
    span: Span
    sentence_ids: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "span": self.span.to_dict(),
                "sentence_ids": list(self.sentence_ids)}


@dataclass(frozen=True)
class Section:
    """A run of paragraphs under one heading (``title`` None before the first heading)."""

    index: int
    title: str | None
    span: Span
    paragraphs: tuple[Paragraph, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "title": self.title, "span": self.span.to_dict(),
                "paragraphs": [p.to_dict() for p in self.paragraphs]}


@dataclass(frozen=True)
class LayoutBox:
    """Characters ``[start, end)`` of the document text drawn inside ``bbox``."""

    start: int
    end: int
    bbox: BBox


def _check_doc_id(doc_id: object) -> str:
    if not isinstance(doc_id, str):
        raise InvalidType(f"doc_id must be a string, got {type(doc_id).__name__}")
    if not _DOC_ID.match(doc_id):
        raise InvalidInput(
            "doc_id must be 1-200 characters of letters, digits and . : @ / + - _, "
            f"got {doc_id!r}"
        )
    return doc_id


@dataclass(frozen=True)
class Document:
    """A source text with its structure, pages and (for PDFs) layout boxes.

    Build one with :meth:`from_text` or a loader (``load_document``); the
    constructor trusts its arguments.

    Attributes:
        doc_id: a short identifier, used in spans and citations.
        text: the full text; every span indexes into it.
        sections / sentences: the structure; ``sentences`` is the flat list.
        page_breaks: offsets where pages 2, 3, ... start (empty: one page or unpaged).
        n_pages: number of pages, 0 for sources without pages (text, Markdown).
        kind: ``text``, ``markdown``, ``pdf`` or ``json`` (record lines of a JSON file,
            :mod:`groundtrace.sources.records`).
        layout: character ranges with their boxes on the page (PDF only).
    """

    doc_id: str
    text: str
    sections: tuple[Section, ...]
    sentences: tuple[Sentence, ...]
    page_breaks: tuple[int, ...] = ()
    n_pages: int = 0
    kind: str = "text"
    title: str | None = None
    layout: tuple[LayoutBox, ...] = ()
    metadata: Mapping[str, Any] = field(default_factory=dict)

    # -- construction -----------------------------------------------------------------

    @classmethod
    def from_text(
        cls,
        text: str,
        doc_id: str = "doc",
        *,
        kind: str = "text",
        language: str = "en",
        page_breaks: Sequence[int] = (),
        n_pages: int | None = None,
        layout: Sequence[LayoutBox] = (),
        title: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> Document:
        """Build the structure of ``text``: sections (Markdown headings), paragraphs, sentences.

        Raises:
            InvalidText / InvalidType: ``text`` is empty or not a string.
            InvalidInput: bad ``doc_id``, ``kind`` or page breaks.
        """
        check_text(text, "document text")
        _check_doc_id(doc_id)
        if kind not in KINDS:
            raise InvalidInput(f"kind must be one of {', '.join(KINDS)}, got {kind!r}")
        breaks = tuple(page_breaks)
        if any(not isinstance(b, int) or isinstance(b, bool) for b in breaks) or list(
            breaks
        ) != sorted(set(breaks)) or any(b <= 0 or b > len(text) for b in breaks):
            raise InvalidInput(
                "page_breaks must be strictly increasing offsets in (0, len(text)], "
                f"got {breaks[:10]!r}"
            )
        pages = (len(breaks) + 1 if breaks else 0) if n_pages is None else n_pages
        if pages and pages < len(breaks) + 1:
            raise InvalidInput(f"n_pages ({pages}) is less than page breaks + 1")
        boxes = tuple(sorted(layout, key=lambda b: (b.start, b.end)))
        doc = cls(doc_id, text, (), (), breaks, pages, kind, title, boxes, dict(metadata or {}))
        sections, sentences = doc._structure(language)
        return cls(doc_id, text, sections, sentences, breaks, pages, kind, title, boxes,
                   dict(metadata or {}))

    def _section_bounds(self) -> list[tuple[int, int, str | None]]:
        if self.kind != "markdown":
            return [(0, len(self.text), None)]
        heads = list(_HEADING.finditer(self.text))
        bounds: list[tuple[int, int, str | None]] = []
        if not heads or self.text[: heads[0].start()].strip():
            bounds.append((0, heads[0].start() if heads else len(self.text), None))
        for i, m in enumerate(heads):
            end = heads[i + 1].start() if i + 1 < len(heads) else len(self.text)
            bounds.append((m.start(), end, m.group(2).strip()))
        return bounds

    def _structure(self, language: str) -> tuple[tuple[Section, ...], tuple[Sentence, ...]]:
        sections: list[Section] = []
        sentences: list[Sentence] = []
        for sec_start, sec_end, title in self._section_bounds():
            paragraphs: list[Paragraph] = []
            pos = sec_start
            chunks = []
            for m in _BLANK_LINES.finditer(self.text, sec_start, sec_end):
                chunks.append((pos, m.start()))
                pos = m.end()
            chunks.append((pos, sec_end))
            if title is not None:
                # The heading line is a paragraph of its own, body text follows it.
                first_start, first_end = chunks[0]
                nl = self.text.find("\n", first_start, first_end)
                if nl >= 0:
                    chunks[0:1] = [(first_start, nl), (nl + 1, first_end)]
            for p_start, p_end in chunks:
                segs = split_sentences(self.text[p_start:p_end], language=language)
                if not segs:
                    continue
                ids = []
                for seg in segs:
                    s, e = p_start + seg.start, p_start + seg.end
                    sid = f"{self.doc_id}:s{len(sentences)}"
                    ids.append(sid)
                    sentences.append(
                        Sentence(sid, len(sentences), seg.text, self.span(s, e),
                                 len(paragraphs), len(sections))
                    )
                first = sentences[-len(segs)].span.char_start
                last = sentences[-1].span.char_end
                paragraphs.append(Paragraph(len(paragraphs), self.span(first, last), tuple(ids)))
            if paragraphs:
                span = self.span(paragraphs[0].span.char_start, paragraphs[-1].span.char_end)
                sections.append(Section(len(sections), title, span, tuple(paragraphs)))
        return tuple(sections), tuple(sentences)

    # -- spans and pages --------------------------------------------------------------

    def span(self, start: int, end: int) -> Span:
        """A span of this document with the layout boxes it overlaps attached."""
        if not (0 <= start <= end <= len(self.text)):
            raise InvalidInput(
                f"span [{start}, {end}) must lie inside the document (length {len(self.text)})"
            )
        return Span(self.doc_id, start, end, self.bboxes_for(start, end))

    def bboxes_for(self, start: int, end: int) -> tuple[BBox, ...]:
        """Layout boxes drawn for any character in ``[start, end)``, in text order."""
        if not self.layout:
            return ()
        starts = [b.start for b in self.layout]
        hi = bisect.bisect_left(starts, end)
        return tuple(b.bbox for b in self.layout[:hi] if b.end > start and b.start < end)

    def page_for_offset(self, offset: int) -> int | None:
        """1-based page holding character ``offset``; None for sources without pages.

        Raises:
            InvalidInput: ``offset`` outside ``[0, len(text)]``.
        """
        if not isinstance(offset, int) or isinstance(offset, bool) or not (
            0 <= offset <= len(self.text)
        ):
            raise InvalidInput(
                f"offset must be an integer in [0, {len(self.text)}], got {offset!r}"
            )
        if not self.n_pages:
            return None
        return bisect.bisect_right(self.page_breaks, offset) + 1

    def pages_for_span(self, span: Span) -> tuple[int, ...]:
        """Every 1-based page a span touches; empty for sources without pages."""
        if span.doc_id != self.doc_id:
            raise InvalidInput(f"span is of document {span.doc_id!r}, not {self.doc_id!r}")
        if not self.n_pages:
            return ()
        first = self.page_for_offset(span.char_start)
        last = self.page_for_offset(max(span.char_start, span.char_end - 1))
        assert first is not None and last is not None  # n_pages > 0 here
        return tuple(range(first, last + 1))

    def sentence(self, sentence_id: str) -> Sentence:
        """The sentence with this id.

        Raises:
            InvalidInput: no such sentence in this document.
        """
        prefix = f"{self.doc_id}:s"
        if sentence_id.startswith(prefix) and sentence_id[len(prefix):].isdigit():
            i = int(sentence_id[len(prefix):])
            if i < len(self.sentences):
                return self.sentences[i]
        raise InvalidInput(f"no sentence {sentence_id!r} in document {self.doc_id!r}")

    def to_dict(self) -> dict[str, Any]:
        from groundtrace._serialize import to_jsonable

        return {
            "doc_id": self.doc_id,
            "kind": self.kind,
            "title": self.title,
            "n_pages": self.n_pages,
            "page_breaks": list(self.page_breaks),
            "n_chars": len(self.text),
            "sections": [s.to_dict() for s in self.sections],
            "metadata": to_jsonable(dict(self.metadata)),
        }
