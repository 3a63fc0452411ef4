"""What the words around a number say about it: a bound, a count, what it is of.

"more than 30,000" bounds a value, "about 30,000" estimates one; "within 5
business days" counts days, so it states no amount of money; "earnings per
share of $6.86" and "earnings per share ... were $6.86" are numbers of the
same thing, "disputes over 50 EUR" and "liability is limited to 50 EUR" are
not. The numbers check (:mod:`groundtrace.checks.numbers`) and the
verifier's reading (:mod:`groundtrace.claims.reading`) read numbers with
these.
"""

from __future__ import annotations

import re

from groundtrace.checks.lexicon import STOPWORDS, content_words
from groundtrace.checks.number_mentions import PRICED, NumberMention
from groundtrace.checks.opposites import window
from groundtrace.text.normalize import fold

__all__ = ["APPROX_TOLERANCE", "BOUND_SPAN", "NEAR_TOKENS", "bound", "bound_phrase",
           "counts_other", "near_same", "within"]

#: Words before a number that make it a bound or an estimate, not an exact value.
_BOUNDS = (
    ("min", re.compile(r"(?:more than|over|at least|above|upwards of|in excess of|exceeding|"
                       r"m[aá]s de|al menos|por encima de)\s*$", re.IGNORECASE)),
    ("max", re.compile(r"(?:less than|fewer than|under|up to|at most|below|no more than|"
                       r"menos de|hasta|como m[aá]ximo)\s*$", re.IGNORECASE)),
    ("approx", re.compile(r"(?:about|around|nearly|almost|roughly|approximately|some|"
                          r"an estimated|estimated|close to|just over|just under|circa|"
                          r"alrededor de|aproximadamente|cerca de|casi|unos|unas)\s*$",
                          re.IGNORECASE)),
)
#: How far an estimate ("about 30,000") may sit from the value it stands for.
APPROX_TOLERANCE = 0.1
#: How far past a bound the value it stands for may sit: "more than 30,000" fits
#: 30,621, not any larger number of the passage (10,000 dead is not "over 1,500").
BOUND_SPAN = 1.5
# How far before a number its qualifier may start.
_BOUND_REACH = 24


def bound_phrase(text: str, start: int) -> tuple[str, int] | None:
    """("min", "max" or "approx", where its words start) when a qualifier precedes
    the number at ``start`` of ``text``, else None."""
    lo = max(0, start - _BOUND_REACH)
    before = text[lo:start]
    for kind, pattern in _BOUNDS:
        m = pattern.search(before)
        if m is not None:
            # the earliest start of the qualifier's words, not of a longer match's tail
            return kind, lo + m.start()
    return None


def bound(text: str, start: int) -> str | None:
    """"min", "max" or "approx" when a qualifier precedes the number at ``start``."""
    found = bound_phrase(text, start)
    return None if found is None else found[0]


def within(cm: NumberMention, n: NumberMention, kind: str | None) -> bool:
    """Whether ``n`` satisfies the claim's bound or estimate ("more than 30,000" vs 30,621)."""
    if kind is None or not cm.comparable(n):
        return False
    for x in cm.values:
        for v in n.values:
            if ((kind == "min" and x <= v <= BOUND_SPAN * x)
                    or (kind == "max" and x / BOUND_SPAN <= v <= x)
                    or (kind == "approx" and abs(v - x) <= APPROX_TOLERANCE * abs(x))):
                return True
    return False


# The word right after a number.
_NEXT_WORD = re.compile(r"[ \t]+([^\W\d_][\w'’-]*)")
# Words after a bare number that leave it a price ("5 per month", "5 each").
_PRICE_WORD_TEXT = """
    per each monthly yearly annually daily weekly net gross plus vat tax taxes fee fees charge
    mensual mensuales anual anuales diario cada más iva
"""
_PRICE_WORDS = frozenset(fold(w) for w in _PRICE_WORD_TEXT.split())


def counts_other(cm: NumberMention, text: str, n: NumberMention) -> bool:
    """Whether a bare number of ``text`` counts something, so is no amount of money.

    "5 EUR" is not stated by "within 5 business days" or "5 branches": the
    word after the bare number is a content word, not a price's ("5 per
    month", "5 each", "5 and 10").
    """
    if cm.unit not in PRICED or n.unit is not None:
        return False
    after = _NEXT_WORD.match(text, n.end)
    if after is None:
        return False
    word = fold(after.group(1))
    return word not in STOPWORDS and word not in _PRICE_WORDS


#: Tokens either side of a number read as what it is the number of.
NEAR_TOKENS = 4


def near_same(claim: str, cm: NumberMention, text: str, n: NumberMention) -> bool:
    """Whether the words around a number of the claim and one of ``text`` share a
    content word ("earnings per share of $6.86" / "earnings per share ... were
    $6.86"; not "disputes over 50 EUR" / "liability is limited to 50 EUR")."""
    mine = content_words(window(claim, cm.start, cm.end, NEAR_TOKENS)) - content_words(cm.text)
    theirs = content_words(window(text, n.start, n.end, NEAR_TOKENS)) - content_words(n.text)
    return bool(mine & theirs)
