"""One name written other ways: where a source names a claim's name.

A name counts as named where a source has the whole phrase or every word of it, the
same name typed otherwise ("J.K. Rowling" / "J. K. Rowling"), its words run together
or hyphenated ("Golden Eye" / "GoldenEye", "Kim Jong Un" / "Kim Jong-un"), its
adjective or plural ("Libyan" / "Libya"), its country's other names and people ("U.S."
/ "United States" / "American", :mod:`groundtrace.checks.demonyms`), glued to the
next word in text pulled from tables ("Niecy NashThe Proposal"), in a name of two
words or more, one word misspelt ("Kiera Knightley" / "Keira Knightley"), or, for an
acronym, the capitalised words it stands for ("ECB" / "European Central Bank").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from groundtrace.checks.demonyms import same_country
from groundtrace.checks.lexicon import STOPWORDS
from groundtrace.checks.number_mentions import alternation

if TYPE_CHECKING:
    from groundtrace.checks.entities import EntityMention

__all__ = ["expanded_name", "glued_name", "name_in", "present"]


def present(entity: EntityMention, folded_sources: Sequence[str]) -> int | None:
    """Index of a source naming the entity (the whole phrase, or every word of it, then
    the other ways of writing it, each way over every source before the next)."""
    for names in _readings(entity):
        for i, src in enumerate(folded_sources):
            if names(src):
                return i
    return None


def _readings(entity: EntityMention) -> Iterator[Callable[[str], object]]:
    """Tests of a folded source text, one per way of writing the name, surest first
    (each pattern compiled only when the ways before it found nothing)."""
    yield re.compile(rf"(?<!\w){re.escape(entity.key)}(?!\w)").search
    # An initial's possessive: "K.'s card" names "K. Whelan" (a longer name's words are
    # read without the "'s" below).
    bare = _POSSESSIVE.sub("", entity.key)
    if bare != entity.key:
        yield re.compile(rf"(?<!\w){re.escape(bare)}(?!\w)").search
    words = entity.words
    if words:
        pats = [re.compile(rf"(?<!\w){re.escape(w)}(?!\w)") for w in words]
        yield lambda src: all(p.search(src) for p in pats)
    # The same name typed otherwise: "Presidents' Trophy" / "President's Trophy",
    # "J.K. Rowling" / "J. K. Rowling".
    typed = re.compile(rf"(?<!\w){re.escape(_compact(entity.key))}(?!\w)")
    yield lambda src: typed.search(_compact(src))
    # A name of several words written as one or with hyphens: "Golden Eye" / "GoldenEye",
    # "Appomattox Court House" / "Appomattox Courthouse", "Kim Jong Un" / "Kim Jong-un".
    run = _joined(entity)
    if run is not None:
        yield run.search
    # A name's adjective or plural: "Libyan" / "Libya", "Tibetan" / "Tibet", "Nepalis".
    if words:
        forms = [re.compile(rf"(?<!\w)(?:{'|'.join(_stems(w))})(?!\w)") for w in words]
        yield lambda src: all(p.search(src) for p in forms)
    # A country and its people: "Spanish" / "Spain", "Dutch" / "the Netherlands".
    country = _country_pattern(entity)
    if country is not None:
        yield country.search
    # One word of a longer name misspelt: "Kiera Knightley" / "Keira Knightley".
    yield lambda src: _misspelt(entity, src)


#: Letters a word needs before one slip (two from :data:`_TWO_SLIPS` letters) is read
#: as a misspelling of the source's word: "Kiera" / "Keira", "Revoloution" /
#: "Revolution"; "John" / "Joan" are two names.
_ONE_SLIP, _TWO_SLIPS = 5, 8


def _slips(a: str, b: str) -> int:
    """Letters to insert, delete, replace or swap with the next to make ``a`` ``b``."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            row[j] = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                row[j] = min(row[j], prev2[j - 2] + 1)
        prev2, prev = prev, row
    return prev[-1]


def _misspelt(entity: EntityMention, folded: str) -> re.Match[str] | None:
    """Where ``folded`` writes the name of two words or more with one of its words
    spelt a little otherwise (the others as they are, in the same order), or None."""
    parts = entity.key.split()
    if len(entity.words) < 2:
        return None
    for j, word in enumerate(parts):
        if len(word) < _ONE_SLIP or not word.isalpha():
            continue
        pattern = re.compile(r"(?<!\w)" + r"\s+".join(
            r"([^\W\d_]+)" if k == j else re.escape(p) for k, p in enumerate(parts))
            + r"(?!\w)")
        for m in pattern.finditer(folded):
            theirs = m.group(1)
            if theirs != word and _slips(word, theirs) <= (
                    1 if min(len(word), len(theirs)) < _TWO_SLIPS else 2):
                return m
    return None


def _country_pattern(entity: EntityMention) -> re.Pattern[str] | None:
    """The other words for the entity's country or people, as a pattern, or None."""
    forms = same_country(entity.key)
    if not forms:
        return None
    return re.compile(rf"(?<!\w)(?:{alternation(forms)})(?!\w)")


#: Endings that make a name's adjective or plural ("Tibet-an", "Nepal-is",
#: "America-ns", "Japan-ese"); not "-son": "Davidson" is not "David".
_NAME_ENDINGS = ("s", "es", "n", "ns", "an", "ans", "i", "is", "ese")
#: Letters a name keeps before its ending: "Ukrain-" is not "UK".
_NAME_STEM = 4


def _stems(word: str) -> list[str]:
    """``word`` and the forms of it that :func:`present` accepts, escaped: shorter
    ("Libyan" in the claim, "Libya" in the source) and longer ("Australia" in the
    claim, "Australian-owned" in the source; "ATM" in the claim, "ATMs" in the
    source, and back)."""
    if len(word) < _NAME_STEM:
        # a three-letter name's plural: "ATM" / "ATMs", "NGO" / "NGOs" (not "IT" / "its")
        return [re.escape(word)] + ([re.escape(word + "s")] if len(word) == 3 else [])
    if len(word) == _NAME_STEM and word.endswith("s"):
        # and the other way round: "ATMs" in the claim, "ATM" in the source
        return [re.escape(word), re.escape(word[:-1])]
    return ([re.escape(word)]
            + [re.escape(word[:-len(end)]) for end in _NAME_ENDINGS
               if word.endswith(end) and len(word) - len(end) >= _NAME_STEM]
            + [re.escape(word + end) for end in _NAME_ENDINGS])


_APOSTROPHE = re.compile(r"['’]")
_POSSESSIVE = re.compile(r"['’]s?$")
_INITIAL_GAP = re.compile(r"(?<=\b\w\.)\s+(?=\w\.)")


def glued_name(entity: EntityMention, sources: Sequence[str]) -> tuple[int, int, int] | None:
    """(index of a source, start, end) of the name glued to a neighbouring word there.

    Text pulled from tables and knowledge graphs runs names together ("...
    is starring Niecy NashThe Proposal is ..."): the name counts as found
    where a lower-case letter before it meets its capital, or its last letter
    meets a capital after it, and nowhere else inside a word ("Sen" is not
    in "Senate", nor "IGN" in "Sign").
    """
    pattern = re.compile(re.escape(entity.text), re.IGNORECASE)
    for i, text in enumerate(sources):
        for m in pattern.finditer(text):
            a, b = m.span()
            before_ok = a == 0 or not text[a - 1].isalpha() or (
                text[a - 1].islower() and text[a].isupper())
            after_ok = b == len(text) or not text[b].isalpha() or (
                text[b].isupper() and text[b - 1].islower())
            if before_ok and after_ok:
                return i, a, b
    return None


#: Words an acronym's expansion may hold besides its letters' ("Bank of England").
_JOINER_WORDS = ("of", "and", "the", "for", "on", "de", "del")
_ACRONYM_JOINER = rf"[\s-]+(?:(?:{'|'.join(_JOINER_WORDS)}|&)[\s-]+)?"
_ACRONYM = re.compile(r"(?:[A-Z]\.?){2,6}")


def _expansion(words: list[str]) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])" + _ACRONYM_JOINER.join(words) + r"(?![\w-])")


def expanded_name(entity: EntityMention, sources: Sequence[str]) -> tuple[int, int, int] | None:
    """(index of a source, start, end) of the capitalised words an acronym stands for
    there: "WWE" / "World Wrestling Entertainment", "UN" / "United Nations", "USA" /
    "United States of America" ("of" and the like only between, no other common word).
    Not words in lower case: in a long source, "NBA" would be "new board agreed"."""
    if _ACRONYM.fullmatch(entity.text) is None:
        return None
    pattern = _expansion([rf"({c}[a-z]+)" for c in entity.text if c.isalpha()])
    for i, text in enumerate(sources):
        for m in pattern.finditer(text):
            # a common word's capital spells nothing: "The Best Way" is no "TBW"
            if not any(w.lower() in STOPWORDS for w in m.groups()):
                return i, m.start(), m.end()
    return None


def _compact(text: str) -> str:
    """``text`` without apostrophes or the spaces between initials."""
    return _INITIAL_GAP.sub("", _APOSTROPHE.sub("", text))


_SEPARATORS = re.compile(r"[\s-]+")


def _joined(entity: EntityMention) -> re.Pattern[str] | None:
    """The folded name with or without a space or a hyphen where its words meet, or
    None for a name of one word (or with a word of one letter: "J K" is no "JK")."""
    parts = [p for p in _SEPARATORS.split(entity.key) if p]
    if len(parts) < 2 or any(len(p) < 2 for p in parts):
        return None
    return re.compile(r"(?<!\w)" + r"[\s-]?".join(re.escape(p) for p in parts) + r"(?!\w)")


def name_in(entity: EntityMention, folded: str) -> re.Match[str] | None:
    """Where the folded source text ``folded`` names ``entity``: the name as a whole word;
    else its adjective or plural ("Libyan" found as "Libya", "Australia" as
    "Australian"); else its country's other words; else its words run together; else
    one word of it misspelt."""
    m = re.search(rf"(?<!\w){re.escape(entity.key)}(?!\w)", folded)
    if m is None and len(entity.words) == 1:
        m = re.search(rf"(?<!\w)(?:{'|'.join(_stems(entity.words[0]))})(?!\w)", folded)
    country = _country_pattern(entity) if m is None else None
    if country is not None:
        m = country.search(folded)
    if m is None and (run := _joined(entity)) is not None:
        m = run.search(folded)
    return m if m is not None else _misspelt(entity, folded)
