"""Words: tokenising, accent folding, stop words and content-word overlap.

Shared by the checks, BM25 and the alignment verifier so that they all agree
on what a "word" is.
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from collections.abc import Iterable, Sequence

__all__ = ["STOPWORDS", "content_words", "coverage", "fold", "fold_with_offsets", "tokens"]

_COMBINING = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")
_NON_ASCII = re.compile(r"[^\x00-\x7f]+")
_TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*", re.UNICODE)

#: English and Spanish function words; content words are everything else.
_STOPWORD_TEXT = """
    a an the and or but if then else of to in on at by for with from into onto over under
    about as is are was were be been being am do does did doing have has had having will
    would shall should can could may might must this that these those it its it's they
    them their theirs there here he him his she her hers we us our ours you your yours i me
    my mine what which who whom whose when where why how than too very so such just also
    not no nor only own same other some any each all both few more most many much up down
    out off again further once s t don't doesn't didn't isn't aren't wasn't weren't can't
    cannot won't wouldn't shouldn't i'm you're we're they're it’s
    el la los las un una unos unas y o u pero si de del al a en con por para sin sobre
    entre es son fue fueron era eran ser estar está están estaba ha han había hay que se
    su sus lo le les me te nos mi tu este esta estos estas ese esa eso como más menos muy
    ya también no ni cual cuál quien quién donde dónde cuando cuándo porque
"""


def fold(text: str) -> str:
    """Lower-case and strip accents: "Bogotá" and "bogota" compare equal."""
    low = text.casefold()
    if low.isascii():
        return low
    # Combining diacritical marks after NFKD; one regex pass is far faster than
    # testing unicodedata.combining() character by character on long sources.
    return _COMBINING.sub("", unicodedata.normalize("NFKD", low)).replace("’", "'")


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
            f = fold(text[i])
            parts.append(f)
            index.extend([i] * len(f))
        pos = end
    if pos < len(text):
        parts.append(text[pos:].casefold())
        index.extend(range(pos, len(text)))
    return "".join(parts), index


#: Folded like every token, so "está" and "esta" are both stop words.
STOPWORDS = frozenset(fold(w) for w in _STOPWORD_TEXT.split())


def tokens(text: str) -> list[str]:
    """Folded word tokens in order."""
    return _TOKEN.findall(fold(text))


def content_words(text: str) -> set[str]:
    """Folded tokens that are not stop words."""
    return {t for t in tokens(text) if t not in STOPWORDS}


def coverage(claim_words: Iterable[str], evidence_words: set[str]) -> float:
    """Share of the claim's content words that occur in the evidence (1.0 when none)."""
    words = set(claim_words)
    if not words:
        return 1.0
    return len(words & evidence_words) / len(words)
