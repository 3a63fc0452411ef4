"""Spans: where a piece of text sits in its source document (and on its page)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from groundtrace.errors import InvalidInput, InvalidType

__all__ = ["BBox", "Span"]


@dataclass(frozen=True)
class BBox:
    """A rectangle on a 1-based PDF page, in PDF points, origin bottom-left.

    ``approximate`` is true when the width was estimated from the font size
    (the PDF library reports where text starts and its size, not its extent).
    """

    page: int
    x0: float
    y0: float
    x1: float
    y1: float
    approximate: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.page, int) or isinstance(self.page, bool) or self.page < 1:
            raise InvalidInput(f"bbox page must be an integer >= 1, got {self.page!r}")
        for name in ("x0", "y0", "x1", "y1"):
            v = getattr(self, name)
            if not isinstance(v, int | float) or isinstance(v, bool) or not math.isfinite(v):
                raise InvalidInput(f"bbox {name} must be a finite number, got {v!r}")

    def to_dict(self) -> dict[str, Any]:
        return {
            "page": self.page,
            "x0": float(self.x0),
            "y0": float(self.y0),
            "x1": float(self.x1),
            "y1": float(self.y1),
            "approximate": self.approximate,
        }


@dataclass(frozen=True)
class Span:
    """Characters ``[char_start, char_end)`` of document ``doc_id``, with page boxes.

    ``bboxes`` is empty for sources that have no layout (plain text, Markdown).
    """

    doc_id: str
    char_start: int
    char_end: int
    bboxes: tuple[BBox, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.doc_id, str):
            raise InvalidType(f"doc_id must be a string, got {type(self.doc_id).__name__}")
        for name in ("char_start", "char_end"):
            v = getattr(self, name)
            if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                raise InvalidInput(f"span {name} must be an integer >= 0, got {v!r}")
        if self.char_end < self.char_start:
            raise InvalidInput(
                f"span char_end ({self.char_end}) must be >= char_start ({self.char_start})"
            )

    @property
    def length(self) -> int:
        return self.char_end - self.char_start

    def contains(self, other: Span) -> bool:
        """True when ``other`` lies inside this span of the same document."""
        return (
            other.doc_id == self.doc_id
            and self.char_start <= other.char_start
            and other.char_end <= self.char_end
        )

    @classmethod
    def merge(cls, *spans: Span) -> Span:
        """The smallest span covering ``spans`` (all of one document), boxes combined.

        Raises:
            InvalidInput: no spans, or spans of different documents.
        """
        if not spans:
            raise InvalidInput("Span.merge needs at least one span, got none")
        doc_ids = {s.doc_id for s in spans}
        if len(doc_ids) != 1:
            raise InvalidInput(
                f"Span.merge needs spans of one document, got {sorted(doc_ids)!r}"
            )
        boxes: list[BBox] = []
        for s in sorted(spans, key=lambda s: (s.char_start, s.char_end)):
            boxes.extend(b for b in s.bboxes if b not in boxes)
        return cls(
            spans[0].doc_id,
            min(s.char_start for s in spans),
            max(s.char_end for s in spans),
            tuple(boxes),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "doc_id": self.doc_id,
            "start": self.char_start,
            "end": self.char_end,
            "bboxes": [b.to_dict() for b in self.bboxes],
        }
