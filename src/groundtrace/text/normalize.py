"""The one accent fold: how every layer compares words case- and accent-insensitively.

The claim checks, BM25, the rule packs, house rules and the policy gates all
fold through :func:`fold`, so "Comisión", "comision" and "COMISION" are the
same word everywhere, and "don’t" is "don't".
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from collections.abc import Sequence
from functools import lru_cache

__all__ = ["WORD", "fold", "fold_with_offsets"]

#: A word: letters and digits, with inner apostrophes ("don't", "Zoe's"). The
#: claim splitter, the checks and BM25 all count words with this pattern.
WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*", re.UNICODE)

#: The combining marks that carry Latin-script accents once NFKD has split them
#: off: Combining Diacritical Marks and their extensions and supplements, plus
#: the marks for symbols and half marks. Marks of other scripts (Japanese
#: dakuten, Devanagari signs) are part of the letter and are kept. One regex
#: pass is far faster than testing ``unicodedata.combining`` per character.
_COMBINING = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")
_NON_ASCII = re.compile(r"[^\x00-\x7f]+")

#: Texts up to this length have their folded form cached: a rule set folds the
#: same response once per phrase list, and bounded entries keep memory flat.
_FOLD_CACHE_MAX_CHARS = 20_000


def _fold(text: str) -> str:
    low = text.casefold()
    if low.isascii():
        return low
    return _COMBINING.sub("", unicodedata.normalize("NFKD", low)).replace("’", "'")


_fold_cached = lru_cache(maxsize=256)(_fold)


def fold(text: str) -> str:
    """Lower-case (casefold), strip accents and straighten apostrophes: "Bogotá" → "bogota".

    Length is kept for most Latin text; it changes where NFKD expands a
    character ("ß" → "ss", "ﬁ" → "fi"): use :func:`fold_with_offsets` to map
    positions back.
    """
    if text.isascii():
        return text.casefold()
    if len(text) <= _FOLD_CACHE_MAX_CHARS:
        return _fold_cached(text)
    return _fold(text)


def fold_with_offsets(text: str) -> tuple[str, Sequence[int]]:
    """``fold(text)`` and, for each folded character, the index of its source character.

    Folding may change lengths ("ß" → "ss"); the map turns a match found in the
    folded text back into exact offsets of the original. Runs of ASCII fold in
    one call and the map is a compact array, so a long source costs 8 bytes a
    character rather than a Python int each.
    """
    if text.isascii():
        return text.casefold(), range(len(text))
    parts: list[str] = []
    index = array("q")
    pos = 0
    for m in _NON_ASCII.finditer(text):
        start, end = m.span()
        if pos < start:
            parts.append(text[pos:start].casefold())
            index.extend(range(pos, start))
        for i in range(start, end):
            f = _fold(text[i])
            parts.append(f)
            index.extend([i] * len(f))
        pos = end
    if pos < len(text):
        parts.append(text[pos:].casefold())
        index.extend(range(pos, len(text)))
    return "".join(parts), index
