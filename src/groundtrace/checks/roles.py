"""Two parts of a sentence the other way round: "The bank must notify the customer"
where the source says "The customer must notify the bank".

Transfers "from your current account to your savings account" beside a source's
"from your savings account to your current account", interest "paid by the account
holder to the bank", a network that "produces a correct input ... for every output":
every word is the source's, so the verifier reads the claim as supported (verifier
v8: claim scores 0.83-1.00). :func:`role_swap` looks for a claim that reads ``B M A``
where an evidence sentence reads ``A M B``: two terms (one to three words each,
opening and closing on a content word, no digits) around the same words between
them, with articles and possessives left out and a final "s" folded ("Banks must
notify their customers" is read against "the customer must notify the bank").

It stays silent where the two orders may say the same thing: the words between
hold a symmetric word ("and", "or", "with", "between", "same", "as", "like",
"married", ...), a copula and no direction word ("The CEO is Ana Ruiz" / "Ana Ruiz
is the CEO"; "Blackhorse Road is the continuation of Markhouse Road"), or are "of"
or "from" alone ("a song by Eminem from his second album"); a term is an adverb
alone ("a smartly dressed woman"); either text has a sentence end, comma,
semicolon, colon, quote, bracket, "|", "/" or hyphen between the two terms
("pay-for-play"); or the claim also reads ``A M B``, or any source also reads
``B M A`` (a source that names both directions). A passive
paraphrase ("the bank must be notified by the customer") has other words between
the terms and is not read as a swap. The finding is reported by the negation
check, as steps in the other order are (:func:`groundtrace.checks.sequence.order_swap`).
"""

from __future__ import annotations

import re
from collections.abc import Container, Iterator, Sequence
from typing import NamedTuple

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.lexicon import STOPWORDS, same_word, token_spans
from groundtrace.text.sentences import split_sentences

__all__ = ["role_swap"]

#: Longest term, and most words between the two terms (articles left out).
MAX_TERM = 3
MAX_MIDDLE = 6

# Left out of the word sequences: "the customer" / "customers", "your bank" / "the bank".
_SKIP = frozenset({"the", "a", "an", "your", "our", "their", "its", "his", "her", "my",
                   "el", "la", "los", "las", "un", "una", "unos", "unas", "su", "sus"})
# Words between two terms that make the relation read the same both ways.
_SYMMETRIC = frozenset({
    "and", "or", "nor", "with", "versus", "vs", "plus", "between", "among", "against",
    "like", "as", "same", "similar", "similarly", "equal", "equals", "equally",
    "equivalent", "identical", "together", "both", "alongside", "beside", "besides",
    "next", "near", "adjacent", "compared", "comparable", "married", "marry", "met",
    "meet", "meets", "merged", "merge", "merger", "partner", "partners", "partnered",
    "sibling", "siblings", "brother", "brothers", "sister", "sisters", "cousin", "cousins",
    "friend", "friends", "related", "relates", "linked", "connected", "compatible",
    "different", "differs", "differ", "independent", "each", "other",
    "y", "e", "o", "u", "ni", "con", "entre", "contra", "como", "igual", "mismo", "misma",
    "junto", "junta",
})
# Words that give a relation its direction even with no content word between.
_DIRECTION = frozenset({"from", "to", "into", "onto", "by", "than", "for", "of", "over",
                        "under", "above", "below", "before", "after", "towards", "toward",
                        "de", "del", "a", "al", "por", "para", "desde", "hasta", "hacia"})
# A copula: "Blackhorse Road is the continuation of Markhouse Road" says what the
# continuation of Markhouse Road is, both ways round.
_COPULAS = frozenset({"is", "are", "was", "were", "be", "been", "being", "es", "son", "era",
                      "eran", "fue", "fueron"})
# Words that alone between two terms name no role: "Eminem from [his] second album" /
# "the second album from Eminem", "a table of food".
_WEAK_ALONE = frozenset({"of", "from", "de", "del"})
# Marks that end a term or separate two items (a table's "|", "and/or"): no swap reads
# across them, nor across the hyphens of a compound ("pay-for-play" / "play-for-pay").
_BREAK = re.compile(r"[,;:.!?()\[\]{}\"“”|/‐‑–—-]")


def _key(word: str) -> str:
    """A folded word without a final "s" or "es" ("customers" -> "customer")."""
    for end in ("es", "s"):
        if word.endswith(end) and not word.endswith("ss") and len(word) - len(end) >= 3:
            return word[:-len(end)]
    return word


class _Word(NamedTuple):
    key: str  # what two texts' words are matched on
    start: int
    end: int
    word: str  # the folded word as written, for stop words and symmetric words


def _words(text: str) -> list[_Word]:
    """Each word of ``text`` but articles and possessives."""
    return [_Word(_key(w), a, b, w) for w, a, b in token_spans(text) if w not in _SKIP]


def _is_term(words: Sequence[_Word]) -> bool:
    """One to three words that open and close on a content word; no adverb alone
    ("a woman dressed smartly" / "a smartly dressed woman")."""
    first, last = words[0].word, words[-1].word
    return (all(w.word.isalpha() for w in words)
            and first not in STOPWORDS and last not in STOPWORDS
            and len(first) > 1 and len(last) > 1
            and not (len(words) == 1 and first.endswith("ly")))


def _middle_reads_one_way(middle: Sequence[_Word]) -> bool:
    """Whether the words between two terms give their relation a direction: a content
    word or a direction word, no symmetric word, no copula without a direction word."""
    said = {w.word for w in middle}
    if said & _SYMMETRIC or (len(middle) == 1 and said <= _WEAK_ALONE):
        return False
    if said & _COPULAS and not said & _DIRECTION:
        return False
    return any(w not in STOPWORDS or w in _DIRECTION for w in said)


def _keys(words: Sequence[_Word]) -> tuple[str, ...]:
    return tuple(w.key for w in words)


#: Longest run of words a swap reads: two terms and the words between.
_LONGEST = 2 * MAX_TERM + MAX_MIDDLE


def _runs(words: Sequence[_Word]) -> set[tuple[str, ...]]:
    """Every run of 3 to :data:`_LONGEST` keys in ``words``: whether a claim says a
    relation both ways is looked up, not searched for (a long claim read beside a long
    source stays near linear)."""
    keys = _keys(words)
    return {keys[i: i + n] for i in range(len(keys))
            for n in range(3, min(_LONGEST, len(keys) - i) + 1)}


def _find(seq: tuple[str, ...], words: Sequence[_Word]) -> int | None:
    """Index in ``words`` where the keys ``seq`` run in a row, else None."""
    n = len(seq)
    keys = _keys(words)
    for i in range(len(keys) - n + 1):
        if tuple(keys[i: i + n]) == seq:
            return i
    return None


def _distinct(a: Sequence[str], b: Sequence[str]) -> bool:
    return not any(same_word(x, y) for x in a for y in b)


def _terms(words: Sequence[_Word], i: int) -> Iterator[list[_Word]]:
    """Each term that opens at ``words[i]``, shortest first."""
    for n in range(1, MAX_TERM + 1):
        span = list(words[i: i + n])
        if len(span) == n and _is_term(span):
            yield span


def _turnable(claim: str, mine: list[_Word], found: Container[str]
              ) -> Iterator[tuple[list[_Word], list[_Word], list[_Word]]]:
    """(first term, words between, second term) of the claim that could be a source's
    relation turned round: distinct terms whose first words ``found`` holds, around words
    that read one way, with no break between."""
    for i in range(len(mine)):
        if mine[i].key not in found:
            continue
        for first in _terms(mine, i):
            for lm in range(1, MAX_MIDDLE + 1):
                j = i + len(first) + lm
                if j >= len(mine) or mine[j].key not in found:
                    continue
                between = mine[i + len(first): j]
                if (not _middle_reads_one_way(between)
                        or _BREAK.search(claim, first[-1].end, mine[j].start)):
                    continue
                for second in _terms(mine, j):
                    if _distinct(_keys(first), _keys(second)):
                        yield first, between, second


def role_swap(claim: str, evidence: Sequence[SourceText], sources: Sequence[SourceText] = (),
              *, claim_offset: int = 0) -> CheckHit | None:
    """A contradiction where the claim reads ``B M A`` and an evidence sentence ``A M B``
    (see the module's docstring), else None."""
    mine = _words(claim)
    if len(mine) < 3:
        return None
    sentences = [(e, s, _words(s.text)) for e in evidence for s in split_sentences(e.text)]
    # the evidence's words (most of the claim's spans are never looked for, because
    # their first word is nowhere in it), and where each pair of words in a row stands
    found = {w.key for _, _, theirs in sentences for w in theirs}
    at: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for k, (_, _, theirs) in enumerate(sentences):
        for p in range(len(theirs) - 1):
            at.setdefault((theirs[p].key, theirs[p + 1].key), []).append((k, p))
    own_runs = _runs(mine)
    everywhere: list[list[_Word]] | None = None
    for b_words, m_words, a_words in _turnable(claim, mine, found):
        a, middle, b = _keys(a_words), _keys(m_words), _keys(b_words)
        turned = a + middle + b
        if turned in own_runs:
            continue  # the claim says both
        for k, p in at.get((turned[0], turned[1]), ()):
            e, s, theirs = sentences[k]
            if _keys(theirs[p: p + len(turned)]) != turned or _BREAK.search(
                    s.text, theirs[p + len(a) - 1].end, theirs[p + len(a) + len(middle)].start):
                continue
            if everywhere is None:
                everywhere = [_words(t.text) for t in (*evidence, *sources)]
            if any(_find(b + middle + a, w) is not None for w in everywhere):
                return None  # a source says it both ways
            s_start, s_end = theirs[p].start, theirs[p + len(turned) - 1].end
            c_start, c_end = b_words[0].start, a_words[-1].end
            said = s.text[s_start: s_end]
            return CheckHit(
                "negation", CheckOutcome.CONTRADICTED, claim_offset + c_start,
                claim_offset + c_end, claim[c_start: c_end],
                e.sub_span(s.start + s_start, s.start + s_end), said,
                f"the claim puts {claim[a_words[0].start: a_words[-1].end]!r} and "
                f"{claim[b_words[0].start: b_words[-1].end]!r} the other way round "
                f"from the source ({said!r})")
    return None
