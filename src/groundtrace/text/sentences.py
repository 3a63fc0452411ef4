"""Sentence splitting with exact character offsets into the original string.

pysbd does the hard part (abbreviations, decimals, "U.S.", currencies); this
module decides block boundaries first (blank lines, list items, headings,
lines that end a sentence) so that hard-wrapped lines stay one sentence, and
maps every segment back to the offsets of the text it came from. The
invariant every caller relies on: ``text[s.start:s.end] == s.text``.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from typing import Any

from groundtrace.errors import ConfigurationError, InvalidType

__all__ = ["LANGUAGES", "TextSegment", "split_sentences"]

#: Languages the splitter is configured for (pysbd language codes).
LANGUAGES = ("en", "es", "de", "fr", "it", "nl", "pt")

# A line that starts a new block: list bullets, numbered items, headings, table rows.
_BLOCK_START = re.compile(r"^\s*(?:[-*•·+]\s|\d{1,3}[.)]\s|[a-zA-Z][.)]\s|#{1,6}\s|\|)")
# A line that ends a sentence: terminal punctuation, optionally closed by quotes/brackets.
_LINE_END = re.compile(r"[.!?:;…][\"'”’)\]]*\s*$")
_HEADING = re.compile(r"^\s*#{1,6}\s")
# Abbreviations pysbd misses in some languages (titles before a name): a segment
# ending with one is glued to the next.
_TRAILING_ABBREV = re.compile(
    r"(?:^|\s)(?:Sr|Sra|Srta|Dr|Dra|Lic|Ing|Av|Avda|Dña|Hr|Fr|Mme|Mlle|Prof|Sig|Sto|Sta|St|No|Nº|art|núm|pág|etc)\.\s*$",
    re.IGNORECASE,
)
_HAS_WORD = re.compile(r"\w", re.UNICODE)

_lock = threading.Lock()
_segmenters: dict[str, Any] = {}


@dataclass(frozen=True)
class TextSegment:
    """A sentence of a text: ``text == source[start:end]``, no surrounding whitespace."""

    text: str
    start: int
    end: int

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.text, "start": self.start, "end": self.end}


def _segmenter(language: str) -> Any:
    with _lock:
        seg = _segmenters.get(language)
        if seg is None:
            import pysbd  # a core dependency; imported here to keep import time low

            seg = pysbd.Segmenter(language=language, clean=False)
            _segmenters[language] = seg
        return seg


def _blocks(text: str) -> list[tuple[int, int]]:
    """Split into blocks of lines that belong to the same run of sentences."""
    blocks: list[tuple[int, int]] = []
    start: int | None = None
    prev_line = ""
    pos = 0
    for line in text.splitlines(keepends=True):
        stripped = line.strip()
        line_start, pos = pos, pos + len(line)
        if not stripped:
            if start is not None:
                blocks.append((start, line_start))
                start = None
            prev_line = ""
            continue
        new_block = (
            start is None
            or _BLOCK_START.match(line) is not None
            or _LINE_END.search(prev_line) is not None
            or _HEADING.match(prev_line) is not None
            or prev_line.lstrip().startswith("|")
            # after a list item, a capitalised unindented line is new prose
            or (
                _BLOCK_START.match(prev_line) is not None
                and stripped[0].isupper()
                and not line[0].isspace()
            )
        )
        if new_block:
            if start is not None:
                blocks.append((start, line_start))
            start = line_start
        prev_line = line
    if start is not None:
        blocks.append((start, len(text)))
    return blocks


def _trimmed(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def split_sentences(text: str, *, language: str = "en") -> list[TextSegment]:
    """Split ``text`` into sentences with exact offsets.

    Args:
        text: any string (an empty or blank string gives no sentences).
        language: a pysbd language code from :data:`LANGUAGES`.

    Returns:
        Sentences in order; each has at least one word character, no leading
        or trailing whitespace, and ``text[s.start:s.end] == s.text``.

    Raises:
        InvalidType: ``text`` is not a string.
        ConfigurationError: unknown ``language``.
    """
    if not isinstance(text, str):
        raise InvalidType(f"text must be a string, got {type(text).__name__}")
    if language not in LANGUAGES:
        raise ConfigurationError(
            f"language must be one of {', '.join(LANGUAGES)}, got {language!r}"
        )
    seg = _segmenter(language)
    spans: list[tuple[int, int]] = []
    for b_start, b_end in _blocks(text):
        # Same length as the block, so offsets found here are offsets in `text`:
        # a wrapped line must not end a sentence.
        block = text[b_start:b_end].replace("\r", " ").replace("\n", " ")
        cursor = 0
        pieces: list[tuple[int, int]] = []
        for piece in seg.segment(block):
            core = piece.strip()
            if not core:
                continue
            found = block.find(core, cursor)
            if found < 0:  # pysbd altered the text; keep the rest of the block whole
                pieces.append((cursor, len(block)))
                cursor = len(block)
                break
            pieces.append((found, found + len(core)))
            cursor = found + len(core)
        if cursor < len(block) and block[cursor:].strip():
            pieces.append((cursor, len(block)))
        merged: list[tuple[int, int]] = []
        for p_start, p_end in pieces:
            if merged and _TRAILING_ABBREV.search(block[merged[-1][0] : merged[-1][1]]):
                merged[-1] = (merged[-1][0], p_end)
            else:
                merged.append((p_start, p_end))
        for p_start, p_end in merged:
            s, e = _trimmed(text, b_start + p_start, b_start + p_end)
            if s < e:
                spans.append((s, e))
    out: list[TextSegment] = []
    for s, e in spans:
        piece = text[s:e]
        if _HAS_WORD.search(piece) is None and out:
            # Stray punctuation ("--", "…") joins the sentence before it.
            prev = out[-1]
            out[-1] = TextSegment(text[prev.start : e], prev.start, e)
        elif _HAS_WORD.search(piece) is not None:
            out.append(TextSegment(piece, s, e))
    return out
