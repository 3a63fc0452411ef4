"""Words: tokenising, accent folding, stop words and content-word overlap.

Shared by the checks, BM25 and the alignment verifier so that they all agree
on what a "word" is.
"""

from __future__ import annotations

from collections.abc import Iterable

from groundtrace.text.normalize import WORD as _TOKEN
from groundtrace.text.normalize import fold, fold_with_offsets

__all__ = ["EXCEPTION_WORDS", "STOPWORDS", "content_words", "coverage", "noun_key", "same_word",
           "token_spans", "tokens"]

#: The words that open an exception ("except for", "other than", ...), as a regular
#: expression alternation (case-insensitive, no groups that capture): what follows is
#: left out of what the sentence says. checks.negation and checks.exceptions read it.
EXCEPTION_WORDS = (r"except(?:\s+for)?|excluding|other than|apart from|"
                   r"with the exception of")

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


#: Folded like every token, so "está" and "esta" are both stop words.
STOPWORDS = frozenset(fold(w) for w in _STOPWORD_TEXT.split())


def tokens(text: str) -> list[str]:
    """Folded word tokens in order."""
    return _TOKEN.findall(fold(text))


def token_spans(text: str) -> list[tuple[str, int, int]]:
    """:func:`tokens` with each one's (start, end) in ``text`` as written."""
    folded, index = fold_with_offsets(text)
    return [(m.group(), index[m.start()], index[m.end() - 1] + 1)
            for m in _TOKEN.finditer(folded)]


def content_words(text: str) -> set[str]:
    """Folded tokens that are not stop words."""
    return {t for t in tokens(text) if t not in STOPWORDS}


def coverage(claim_words: Iterable[str], evidence_words: set[str]) -> float:
    """Share of the claim's content words that occur in the evidence (1.0 when none)."""
    words = set(claim_words)
    if not words:
        return 1.0
    return len(words & evidence_words) / len(words)


#: Letters two word forms share to count as one word ("charge" / "charges").
_STEM = 5
_ENDINGS = ("ing", "ed", "es", "s")


def _base(word: str) -> str:
    return next((word[:-len(e)] for e in _ENDINGS
                 if word.endswith(e) and len(word) - len(e) >= 3), word)


def same_word(a: str, b: str) -> bool:
    """One folded word in two forms: "ask" / "asks", "charge" / "charges", "term" / "terms"."""
    return a == b or (len(a) >= _STEM and a[:_STEM] == b[:_STEM]) or _base(a) == _base(b)


def shared_count(words: Iterable[str], others: set[str]) -> int:
    """How many of ``words`` occur in ``others``, in any form (:func:`same_word`)."""
    return sum(any(same_word(w, o) for o in others) for w in words)


_ARTICLES = frozenset({"the", "a", "an", "any", "each", "every"})


def noun_key(words: str) -> tuple[str, ...]:
    """A noun phrase's folded words without articles, each without a plural "s": "an
    instant transfer" and "Instant transfers", "an overdraft" and "Overdrafts" meet."""
    return tuple(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w
                 for w in fold(words).replace("-", " ").split() if w not in _ARTICLES)
