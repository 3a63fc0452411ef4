"""Sources: documents with structure, spans, pages and layout, and their loaders (text,
Markdown, PDF, JSON)."""

from groundtrace.sources.chunks import Chunk, RetrievedChunk
from groundtrace.sources.document import Document, LayoutBox, Paragraph, Section, Sentence
from groundtrace.sources.loaders import (
    load_document,
    load_json,
    load_markdown,
    load_pdf,
    load_text,
)
from groundtrace.sources.spans import BBox, Span

__all__ = [
    "BBox",
    "Chunk",
    "Document",
    "LayoutBox",
    "Paragraph",
    "RetrievedChunk",
    "Section",
    "Sentence",
    "Span",
    "load_document",
    "load_json",
    "load_markdown",
    "load_pdf",
    "load_text",
]
