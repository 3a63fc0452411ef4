"""Character-offset tokenisation shared by the rule packs.

Everything here is a pure function of its text: words, numbers and
capitalised runs come back with ``(start, end)`` offsets so that rule evidence
can point at the exact characters an auditor should read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from groundtrace.errors import InvalidInput
from groundtrace.text.normalize import fold
from groundtrace.text.numbers import number_readings

__all__ = [
    "Token",
    "canonical_number",
    "capitalised_runs",
    "content_tokens",
    "distinct_words",
    "find_all_phrases",
    "find_phrase",
    "find_phrases",
    "is_content_word",
    "numbers",
    "stem",
    "words",
]

# A word: letters, optionally joined by an apostrophe or hyphen (don't, e-mail).
_WORD_RE = re.compile(r"[^\W\d_]+(?:['’\-][^\W\d_]+)*")
# A number not glued to letters (so the digits of "ES91" or "B2B" are not numbers):
# clock times, grouped thousands (1,000 / 1.000 / 1 000), decimals, an optional %.
_NUMBER_RE = re.compile(
    r"(?<![\w.,])"
    r"(?:\d{1,2}:\d{2}|\d{1,3}(?:[,.\u00a0 ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?)%?"
    r"(?![\w])"
)
# Characters skipped when looking back for a sentence boundary.
_OPENERS = "¿¡\"'“‘«()[*•-–— \t"
#: Stem length: a crude, language-neutral stemmer good enough to match
#: transfer/transfers/transferencia or comisión/comisiones.
STEM_CHARS = 5


@dataclass(frozen=True)
class Token:
    """A piece of text and where it is."""

    text: str
    start: int
    end: int


def stem(word: str) -> str:
    """Folded prefix of at most :data:`STEM_CHARS` characters, after dropping a plural -s.

    Dropping the -s first makes short words match their plurals (fee/fees,
    cost/costs) before the prefix cut handles the longer inflections.
    """
    w = fold(word)
    if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    return w[:STEM_CHARS]


def words(text: str) -> list[Token]:
    """Every word of ``text`` with its offsets."""
    return [Token(m.group(), m.start(), m.end()) for m in _WORD_RE.finditer(text)]


def distinct_words(text: str) -> set[str]:
    """The distinct words of ``text``, as :func:`words` finds them, without offsets.

    For vocabulary tests on long sources: no :class:`Token` per occurrence.
    """
    return set(_WORD_RE.findall(text))


def is_content_word(word: str, stop_words: frozenset[str]) -> bool:
    """Two or more letters and not a stop word (compared folded)."""
    return len(word) > 1 and fold(word) not in stop_words


def content_tokens(text: str, stop_words: frozenset[str]) -> list[Token]:
    """The words of ``text`` that :func:`is_content_word` keeps."""
    return [t for t in words(text) if is_content_word(t.text, stop_words)]


def canonical_number(raw: str) -> str | None:
    """Normalise a number's spelling so 1,000 / 1.000 / 1 000 and 2.50 / 2,5 compare equal.

    The likeliest reading of :func:`groundtrace.text.numbers.number_readings`
    (so ``1.000`` is one thousand, as written in Spanish, and ``0.500`` one
    half); times (``9:30``) keep their colon.
    """
    s = raw.strip().rstrip("%").replace("\u00a0", " ")
    if ":" in s:
        h, m = s.split(":", 1)
        return f"{int(h)}:{m}"
    try:
        value = number_readings(s)[0]
    except InvalidInput:
        return None
    return format(value.normalize(), "f")


def numbers(text: str) -> list[Token]:
    """Numbers with offsets; ``Token.text`` is the number as written."""
    return [Token(m.group(), m.start(), m.end()) for m in _NUMBER_RE.finditer(text)]


def number_set(texts: Iterable[str | None]) -> set[str]:
    """Canonical forms of every number in the given texts (``None`` texts skipped)."""
    out: set[str] = set()
    for t in texts:
        if t:
            for tok in numbers(t):
                c = canonical_number(tok.text)
                if c is not None:
                    out.add(c)
    return out


def _sentence_initial(text: str, start: int) -> bool:
    i = start - 1
    while i >= 0 and (text[i] in _OPENERS or text[i].isdigit()):
        if text[i] == "\n":
            return True
        i -= 1
    if i < 0:
        return True
    return text[i] in ".!?:;\n"


def capitalised_runs(text: str, ignore: frozenset[str]) -> list[Token]:
    """Runs of consecutive capitalised words that are not sentence-initial.

    A run stands for a proper noun (``Visa Infinite``, ``Banco Sabadell``). A
    sentence-initial word starts a run only when the next word is capitalised
    too (``Banco Sabadell offers``). Words whose folded form is in ``ignore``
    (stop words, months, weekdays, common acronyms) never start a run.
    """
    toks = words(text)
    runs: list[Token] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        if not t.text[0].isupper() or fold(t.text) in ignore or len(t.text) < 2:
            i += 1
            continue
        j = i
        while (
            j + 1 < len(toks)
            and toks[j + 1].text[0].isupper()
            and text[toks[j].end : toks[j + 1].start].strip() == ""
        ):
            j += 1
        initial = _sentence_initial(text, t.start)
        if not initial or j > i:
            runs.append(Token(text[t.start : toks[j].end], t.start, toks[j].end))
        i = j + 1
    return runs


def _phrase_body(phrase: str) -> str:
    parts = [re.escape(p) for p in fold(phrase).split()]
    body = r"\s+".join(parts)
    left = r"(?<!\w)" if phrase[:1].isalnum() else ""
    right = r"(?!\w)" if phrase[-1:].isalnum() else ""
    return left + body + right


@lru_cache(maxsize=4096)
def _phrase_regex(phrase: str) -> re.Pattern[str]:
    return re.compile(_phrase_body(phrase))


@lru_cache(maxsize=1024)
def _alternation(phrases: tuple[str, ...]) -> tuple[re.Pattern[str], tuple[str, ...]] | None:
    # Longest first, so at a shared start the longest phrase wins.
    ordered = tuple(sorted({p for p in phrases if p.strip()}, key=lambda p: (-len(p), p)))
    if not ordered:
        return None
    return re.compile("|".join(f"(?:{_phrase_body(p)})" for p in ordered)), ordered


def find_phrase(text: str, phrase: str) -> tuple[int, int] | None:
    """First whole-word, case- and accent-insensitive occurrence of ``phrase``.

    Folding keeps string length for Latin text; when it does not (rare
    ligatures) the search falls back to a plain case-insensitive one so that
    offsets always index ``text``.
    """
    if not phrase.strip():
        return None
    folded = fold(text)
    if len(folded) == len(text):
        m = _phrase_regex(phrase).search(folded)
        return (m.start(), m.end()) if m else None
    m = re.search(re.escape(phrase), text, re.IGNORECASE)
    return (m.start(), m.end()) if m else None


def find_phrases(text: str, phrases: Sequence[str]) -> tuple[str, tuple[int, int]] | None:
    """The earliest occurrence of any phrase (ties: the longest), or ``None``."""
    compiled = _alternation(tuple(phrases))
    if compiled is None:
        return None
    pattern, ordered = compiled
    folded = fold(text)
    if len(folded) == len(text):
        m = pattern.search(folded)
        if m is None:
            return None
        which = next(p for p in ordered if _phrase_regex(p).fullmatch(m.group()))
        return which, (m.start(), m.end())
    best: tuple[int, int, str] | None = None
    for p in ordered:
        span = find_phrase(text, p)
        if span is not None and (best is None or (span[0], -(span[1])) < (best[0], -best[1])):
            best = (span[0], span[1], p)
    return None if best is None else (best[2], (best[0], best[1]))


def find_all_phrases(text: str, phrases: Sequence[str]) -> list[tuple[str, tuple[int, int]]]:
    """Every non-overlapping occurrence of any phrase, left to right."""
    compiled = _alternation(tuple(phrases))
    if compiled is None:
        return []
    pattern, ordered = compiled
    folded = fold(text)
    if len(folded) != len(text):
        hits = [(p, s) for p in ordered if (s := find_phrase(text, p)) is not None]
        return sorted(hits, key=lambda h: (h[1][0], -h[1][1]))
    out = []
    for m in pattern.finditer(folded):
        which = next(p for p in ordered if _phrase_regex(p).fullmatch(m.group()))
        out.append((which, (m.start(), m.end())))
    return out


def iter_lines(text: str) -> Iterator[tuple[int, str]]:
    """Non-blank lines with their start offsets."""
    pos = 0
    for line in text.splitlines(keepends=True):
        if line.strip():
            yield pos, line
        pos += len(line)
