"""A value of one item of a sentence's list said of another of its items.

"Renting a countertop card terminal costs 19 EUR a month, and a portable terminal
with its own SIM card costs 25 EUR a month" gives each kind of terminal its price;
"Renting a portable terminal costs 19 EUR a month" takes the right words and a price
the sentence states, so the numbers check found 19 EUR and the verifier, reading
the whole sentence, entailed it (v7: PASS, P 0.03). Likewise "a lost key costs 75
EUR to replace; if both keys are lost, ... which costs 250 EUR" and "Replacing a
single lost key costs 250 EUR".

:func:`other_item` splits the sentence that holds the claim's value into its parts
(at ";", ": " and a comma before "and", "while", "whereas" or "but": the negation
check's parts) and looks at a
noun the claim shares with the part of its value and with another part that states
another value in its unit: the content word right before that noun ("countertop" /
"portable" terminal, "both" / "lost" key). Where the claim's word before the noun is
the other part's and not its value's part's, the value is that of another item: the
numbers check cites the other part's value as the contradiction.
"""

from __future__ import annotations

from groundtrace.checks.base import SourceText
from groundtrace.checks.lexicon import STOPWORDS, same_word, token_spans
from groundtrace.checks.negation import PART_BREAK
from groundtrace.checks.number_mentions import NumberMention, find_numbers
from groundtrace.text.sentences import sentence_at

__all__ = ["other_item"]

# Words that are no item's noun: verbs and words of prices.
_NOT_ITEMS = frozenset({"cost", "costs", "costing", "pay", "pays", "paid", "charge", "charged",
                        "charges", "fee", "fees", "price", "is", "are", "be", "has", "have",
                        "take", "takes", "get", "gets", "eur", "usd", "gbp", "euro", "euros"})


def _words(text: str) -> list[tuple[str, int]]:
    """Content words of ``text`` with their offsets, numbers left out."""
    return [(w, s) for w, s, _ in token_spans(text)
            if w not in STOPWORDS and not any(ch.isdigit() for ch in w)]


def _before(words: list[tuple[str, int]], noun: str) -> str | None:
    """The content word right before the last ``noun`` (any form) of ``words``, or None
    (no such noun, or it opens its part)."""
    at = [i for i, (w, _) in enumerate(words) if same_word(w, noun)]
    return words[at[-1] - 1][0] if at and at[-1] > 0 else None


def _parts(sentence: str) -> list[tuple[int, int]]:
    out, at = [], 0
    for m in PART_BREAK.finditer(sentence):
        out.append((at, m.start()))
        at = m.end()
    out.append((at, len(sentence)))
    return out


def other_item(claim: str, cm: NumberMention, source: SourceText,
               n: NumberMention) -> tuple[SourceText, NumberMention] | None:
    """The value the sentence of ``source`` holding ``n`` (the claim's ``cm`` matched)
    gives another item, where the claim names that item (see the module docstring),
    else None."""
    sentence = sentence_at(source.text, n.start)
    if sentence is None or not PART_BREAK.search(sentence.text):
        return None
    parts = _parts(sentence.text)
    local = n.start - sentence.start
    mine = next((p for p in parts if p[0] <= local < p[1]), None)
    if mine is None:
        return None
    c_words = _words(claim[:cm.start])
    m_text = sentence.text[mine[0]:local]
    m_words = _words(m_text)
    for lo, hi in parts:
        if (lo, hi) == mine:
            continue
        text = sentence.text[lo:hi]
        for o in find_numbers(text, source=True):
            if o.unit != n.unit or o.values & cm.values:
                continue
            o_words = _words(text[:o.start])
            nouns = {w for w, _ in c_words if w not in _NOT_ITEMS
                     and any(same_word(w, x) for x, _ in m_words)
                     and any(same_word(w, x) for x, _ in o_words)}
            votes = 0
            for noun in sorted(nouns):
                said, theirs = _before(c_words, noun), _before(o_words, noun)
                ours = _before(m_words, noun)
                if said is None:
                    continue
                if ours is not None and same_word(said, ours):
                    votes -= 1
                elif theirs is not None and same_word(said, theirs):
                    votes += 1
            if votes > 0:
                found = NumberMention(o.text, sentence.start + lo + o.start,
                                      sentence.start + lo + o.end, o.values, o.unit)
                return source, found
    return None
