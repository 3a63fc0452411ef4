"""Retrieval units: single sentences plus short windows, long sentences cut with overlap.

Nothing is truncated away: a sentence longer than ``max_chars`` is cut into
overlapping pieces at word boundaries, so every character of the source is in
some unit that fits the encoder's input length.
"""

from __future__ import annotations

from groundtrace.errors import ConfigurationError
from groundtrace.sources.chunks import Chunk
from groundtrace.sources.document import Document

__all__ = ["DEFAULT_MAX_CHARS", "DEFAULT_WINDOW", "build_chunks", "check_window_options"]

#: Longest unit, in characters: about 200 word pieces, inside the 256-token
#: input the MiniLM encoder is run with.
DEFAULT_MAX_CHARS = 800
#: Sentences per sliding window besides the single sentences: evidence often
#: spans a sentence and the one after it ("It costs 5 EUR. This fee ...").
DEFAULT_WINDOW = 2


def _pieces(text: str, start: int, max_chars: int) -> list[tuple[int, int]]:
    """Cut ``text`` (at ``start`` in the document) into overlapping word-bounded pieces."""
    if len(text) <= max_chars:
        return [(start, start + len(text))]
    out: list[tuple[int, int]] = []
    pos = 0
    step = max_chars * 3 // 4
    while pos < len(text):
        end = min(len(text), pos + max_chars)
        if end < len(text):
            cut = text.rfind(" ", pos + step // 2, end)
            end = cut if cut > pos else end
        out.append((start + pos, start + end))
        if end >= len(text):
            break
        nxt = text.find(" ", pos + step, end)
        pos = (nxt + 1) if nxt > pos else end
    return out


def check_window_options(window: object, max_chars: object) -> None:
    """Raise ConfigurationError unless ``window`` >= 1 and ``max_chars`` >= 50 are integers."""
    if not isinstance(window, int) or isinstance(window, bool) or window < 1:
        raise ConfigurationError(f"window must be an integer >= 1, got {window!r}")
    if not isinstance(max_chars, int) or isinstance(max_chars, bool) or max_chars < 50:
        raise ConfigurationError(f"max_chars must be an integer >= 50, got {max_chars!r}")


def build_chunks(
    document: Document, *, window: int = DEFAULT_WINDOW, max_chars: int = DEFAULT_MAX_CHARS
) -> list[Chunk]:
    """Units of ``document``: each sentence (cut if long), then windows of ``window``.

    Raises:
        ConfigurationError: ``window`` < 1 or ``max_chars`` < 50.
    """
    check_window_options(window, max_chars)
    chunks: list[Chunk] = []
    sents = document.sentences
    for s in sents:
        for a, b in _pieces(s.text, s.span.char_start, max_chars):
            chunks.append(Chunk(f"{document.doc_id}:c{len(chunks)}", document.text[a:b],
                                document.span(a, b), (s.id,)))
    if window > 1:
        for i in range(len(sents) - window + 1):
            group = sents[i : i + window]
            a, b = group[0].span.char_start, group[-1].span.char_end
            if b - a > max_chars:
                continue
            chunks.append(Chunk(f"{document.doc_id}:c{len(chunks)}", document.text[a:b],
                                document.span(a, b), tuple(s.id for s in group)))
    return chunks
