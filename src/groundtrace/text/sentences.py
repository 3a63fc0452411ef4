"""Sentence splitting with exact character offsets into the original string.

A rule-based splitter, written for speed and exact offsets: blocks first
(blank lines, list items, headings, lines that end a sentence) so that
hard-wrapped lines stay one sentence, then sentence ends inside each block:
terminal punctuation followed by space and a non-lowercase character, unless
the word before the period is an abbreviation ("Dr.", "e.g.", "Sr."), an
initial ("J. Smith"), a multi-dot acronym ("U.S.") or list numbering ("1.").
Decimals ("3.5") never split because a boundary needs whitespace after it.
(pysbd was tried first: on long sources its per-call regex compilation made
splitting the dominant cost of verification, ~15 ms per block.) The invariant every caller
relies on: ``text[s.start:s.end] == s.text``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from groundtrace.errors import ConfigurationError, InvalidType

__all__ = ["FIELD_KEY", "LANGUAGES", "TextSegment", "record_fields", "sentence_at",
           "split_sentences"]

#: Languages whose abbreviations the splitter knows.
LANGUAGES = ("en", "es")

# A line that starts a new block: list bullets, numbered items, headings, table rows.
_BLOCK_START = re.compile(r"^\s*(?:[-*•·+]\s|\d{1,3}[.)]\s|[a-zA-Z][.)]\s|#{1,6}\s|\|)")
# A line that ends a sentence: terminal punctuation, optionally closed by quotes/brackets.
_LINE_END = re.compile(r"[.!?:;…][\"'”’)\]]*\s*$")
_HEADING = re.compile(r"^\s*#{1,6}\s")
# A field of a list with no stops: "Instant transfer: 0.50 EUR", "Card replacement: 10 EUR"
# (a value of at most four words: a speaker's words in a transcript are no field).
_FIELD = re.compile(r"^[A-Z][^\s:]*(?:[ \t]+[^\s:]+){0,5}:(?:[ \t]+[^\s]+){1,4}$")
_HAS_WORD = re.compile(r"\w", re.UNICODE)
# Terminal punctuation (with closing quotes/brackets) followed by whitespace or the end.
_END = re.compile(r"(?:[.!?…]+|\.)[\"'”’»)\]]*(?=\s|$)")
_LAST_WORD = re.compile(r"(\S+)$")
_NEXT_WORD = re.compile(r"\s*(\S+)")

#: Abbreviations after which a period does not end a sentence (lower case, no
#: final dot): those of every language, then each language's own.
_COMMON_ABBREVIATIONS = """
    dr prof st mt vs etc fig figs no nos nr vol vols pp p approx min max ref refs art arts
    sec secs ch chap para cf al ca viz resp incl excl tel ext jan feb mar apr jun jul aug
    sep sept oct nov dec e.g i.e inc ltd co corp llc plc bros a.m p.m u.s u.k u.n
"""
_LANGUAGE_ABBREVIATIONS = {
    "en": """
        mr mrs ms jr sr ft pg appt apt dept est misc ave blvd rd gen col lt sgt capt cmdr gov
        sen rep rev hon pres supt messrs
    """,
    "es": """
        sr sra srta sres dña dn d lic ing arq abg av avda ene abr ago dic nº núm num pág págs
        dpto depto ud uds vd vds ee.uu e.e.u.u
    """,
}
_ABBREVIATIONS = {
    lang: frozenset(_COMMON_ABBREVIATIONS.split()) | frozenset(extra.split())
    for lang, extra in _LANGUAGE_ABBREVIATIONS.items()
}
#: Abbreviations that often end a sentence: a period after them ends it when
#: the next word is a usual sentence opener.
_MAY_END = frozenset(
    ["etc", "inc", "ltd", "co", "corp", "llc", "plc", "bros", "a.m", "p.m", "u.s", "u.k", "u.n"]
)
_OPENER_TEXT = """
    the a an this that these those it its he she we they i you there here in on at for if
    when while our your their my his her but and so however also then after before as
    el la los las un una este esta estos estas en por para si cuando pero y también
"""
_OPENERS = frozenset(_OPENER_TEXT.split())
#: Lower-case words that open a sentence in chat text often enough to end the
#: one before them (see ``_lowercase_start``).
_LOWER_OPENER_TEXT = """
    i i'm i've i'd i'll it it's its the this that these he she they we you there what
    how why who where do does did can could would is are was were my our your his her
    their so but also please thanks yes no well oh anyway btw lol haha
    el la los las yo él ella ellos qué cómo pero también sí gracias
"""
_LOWER_OPENERS = frozenset(_LOWER_OPENER_TEXT.split())
_JOINERS = frozenset({"and", "or", "nor", "y", "o", "ni"})
_INITIALS = re.compile(r"^(?:[A-Za-z]\.)*[A-Za-z]$")


def _lowercase_start(block: str, m: re.Match[str], seg_start: int, lead: str,
                     abbrevs: frozenset[str]) -> bool:
    """Whether a sentence ends before a lower-case word, as in chat text.

    "It is written by George Lucas. what else can i do?" and "that's elvis!
    he was a singer." are two sentences each: one stop ("." "!" "?") after a
    plain word, then a word that usually opens a sentence (after "?", any word
    but "and" / "or": "do you shop in person? most retailers open early"). After an
    abbreviation, an initial, a number or a dotted word ("approx. five",
    "e.g. the", "a.k.a. the") the sentence goes on.
    """
    stop = m.group(0).rstrip("\"'”’»)]")
    if stop not in (".", "!", "?"):
        return False
    # after a question any word opens the next sentence ("do you always shop in person?
    # most retailers open early") but "and" / "or", after a title that asks ("wrote Can
    # You Keep a Secret? and Wedding Night")
    word = lead.lower().rstrip(".,;:!?")
    if word not in _LOWER_OPENERS and (stop != "?" or word in _JOINERS):
        return False
    found = _word_before(block, seg_start, m.start())
    if found is None:
        return False
    key = found[1].lower()
    return len(key) >= 2 and key.isalpha() and key not in abbrevs


def _word_before(block: str, seg_start: int, end: int) -> tuple[re.Match[str], str] | None:
    """The last word of ``block[seg_start:end]`` (its match, and the word without
    opening quotes or brackets), or None."""
    prev = _LAST_WORD.search(block, seg_start, end)
    return None if prev is None else (prev, prev.group(1).lstrip("\"'“‘(«[¿¡"))


def _ends_sentence(
    block: str, m: re.Match[str], seg_start: int, abbrevs: frozenset[str]
) -> bool:
    """Whether the punctuation matched by ``m`` ends a sentence of ``block``."""
    nxt = _NEXT_WORD.match(block, m.end())
    if nxt is None:
        return True
    first = nxt.group(1)
    lead = first.lstrip("\"'“‘(«[¿¡")
    if lead[:1].islower():
        return _lowercase_start(block, m, seg_start, lead, abbrevs)
    if m.group(0)[0] != "." or m.group(0).startswith(".."):
        return True
    found = _word_before(block, seg_start, m.start())
    if found is None:
        return True
    prev, word = found
    key = word.lower()
    if key.isdigit() and not block[seg_start:prev.start()].strip():
        return False  # "1. First item": list numbering
    if key in abbrevs or key.rstrip(".") in abbrevs:
        return key in _MAY_END and lead.lower().strip(".,;:") in _OPENERS
    # "J. Smith", "U.S.A.": an initial does not end a sentence.
    return not (_INITIALS.match(word) and word[:1].isupper())


def _split_block(block: str, abbrevs: frozenset[str]) -> list[tuple[int, int]]:
    pieces: list[tuple[int, int]] = []
    start = 0
    for m in _END.finditer(block):
        if _ends_sentence(block, m, start, abbrevs):
            pieces.append((start, m.end()))
            start = m.end()
    if block[start:].strip():
        pieces.append((start, len(block)))
    return pieces


@dataclass(frozen=True)
class TextSegment:
    """A sentence of a text: ``text == source[start:end]``, no surrounding whitespace."""

    text: str
    start: int
    end: int

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.text, "start": self.start, "end": self.end}


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
            # a field line of a price list or a form, or the line after one, starts a block
            or (stripped[0].isupper() and not line[0].isspace()
                and (_FIELD.match(stripped) is not None
                     or _FIELD.match(prev_line.strip()) is not None))
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
        language: ``en`` or ``es``: which abbreviations keep a period inside a sentence.

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
    spans: list[tuple[int, int]] = []
    for b_start, b_end in _blocks(text):
        # Same length as the block, so offsets found here are offsets in `text`:
        # a wrapped line must not end a sentence.
        block = text[b_start:b_end].replace("\r", " ").replace("\n", " ")
        for p_start, p_end in _split_block(block, _ABBREVIATIONS[language]):
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


def sentence_at(text: str, pos: int) -> TextSegment | None:
    """The sentence of ``text`` (:func:`split_sentences`) that holds offset ``pos``, or
    None where ``pos`` falls between sentences or outside the text."""
    return next((s for s in split_sentences(text) if s.start <= pos < s.end), None)


# Where a field of a record line starts: the line's start, or ", " before a key of at
# most six lower-case words and ": " ("..., early repayment charge: none, but at least
# 1 month of interest is charged, extension: once, ...").
_RECORD_KEY = re.compile(r"(?:^|(?<=, ))[a-z][a-z0-9]*(?: [a-z0-9]+){0,5}: (?=\S)")
#: Fields a sentence needs to be read as a record line.
RECORD_MIN_FIELDS = 3
#: The key of a field line: a key of at most six words, ": ", a value ("Fee charged: none",
#: "Security: first charge over 40 hectares; no personal guarantee").
FIELD_KEY = re.compile(r"[^\W\d_][\w'’/()-]*(?: [\w'’/()-]+){0,5}: (?=\S)")


def record_fields(segment: TextSegment) -> list[TextSegment] | None:
    """The ``key: value`` fields of a record line (a tool's JSON output as the claim
    layer renders it, ``groundtrace.sources.records``), each with its offsets, or the
    lines of a sentence of two or more field lines ("Status: rejected\\nFee charged:
    none"); None for a sentence of fewer than :data:`RECORD_MIN_FIELDS` fields that is
    not all field lines. A value keeps its own commas ("early repayment charge: none,
    but at least 1 month of interest is charged"); a field ends where the next key
    starts or at the line's full stop. A line cut short by an evidence window keeps its
    leading part of a field as one."""
    text = segment.text
    starts = [m.start() for m in _RECORD_KEY.finditer(text)]
    if len(starts) < RECORD_MIN_FIELDS:
        return _field_lines(segment)
    if starts[0] != 0:
        starts.insert(0, 0)
    out = []
    for a, b in zip(starts, [*starts[1:], len(text)], strict=True):
        piece = text[a:b].rstrip().removesuffix(",").rstrip(" .")
        out.append(TextSegment(piece, segment.start + a, segment.start + a + len(piece)))
    return out


def _field_lines(segment: TextSegment) -> list[TextSegment] | None:
    """Each line of a sentence of two or more lines that all read "key: value" (a tool's
    field lines), else None."""
    out, at = [], 0
    for line in segment.text.split("\n"):
        piece = line.rstrip()
        if piece.strip():
            lead = len(piece) - len(piece.lstrip())
            if FIELD_KEY.match(piece, lead) is None:
                return None
            out.append(TextSegment(piece[lead:], segment.start + at + lead,
                                   segment.start + at + len(piece)))
        at += len(line) + 1
    return out if len(out) >= 2 else None
