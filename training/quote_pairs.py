"""Claims read against one sentence: the sentence itself, a changed copy, a neighbour.

No NLI corpus pairs a sentence with itself, and every source-made pair of the
mix reads a claim against a unit of two or more sentences. Verifiers v5 and
v6 read a sentence of the bundled corpus against itself as contradicted
(0.79 and 0.72: "Abalone is an award-winning two-player abstract strategy
board game designed by Michel Lalet and Laurent Lévi in 1987."), and
``ask()`` removed an answer quoted word for word from its cited sentence
(the claim layer now sets such quotes aside: ``claims.quotes.quoted``).
A run from v6 with 20,000 of these pairs read those copies right but ranked
worse leave one dataset out, so it was not shipped (training/RESULTS.md, v6).

From each usable sentence of the fit rows' sources (and the entailed NLI
premises given), in a shuffled order:

* **entailed** (``quote:same``): the sentence against itself; or, where a
  hard-positive rule applies, a rewrite of it (``quote:<rule>``: a numeral
  written out, a synonym, a dropped trailing clause);
* **contradicted / neutral** (``quote:<rule>``), for two draws in three: the
  sentence against a FactCC-style change of itself (a swapped name, number,
  date, negation, antonym...), so that nearly identical is not read as the same;
* **neutral** (``quote:neighbour``), otherwise: the next sentence of the same
  unit against the first, where it shares few of its content words.

Deterministic for a seed; the text is the sources' own.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from data import (
    ENTAILED,
    NEUTRAL,
    Pair,
    _content_words,
    _usable,
    _window_units,
    hard_positive,
    perturb,
)

__all__ = ["quote_pairs"]


def _sentences(contexts: Sequence[str], premises: Sequence[str]) -> list[tuple[str, str, str]]:
    """(sentence, next sentence of its unit or "", its source) for every usable sentence,
    without repeats; an NLI premise is its own source."""
    out: dict[str, tuple[str, str]] = {}
    for context in contexts:
        for _unit, sents in _window_units(context):
            for i, s in enumerate(sents):
                if _usable(s) and s not in out:
                    out[s] = (sents[i + 1] if i + 1 < len(sents) else "", context)
    for p in premises:
        if _usable(p) and p not in out:
            out[p] = ("", p)
    return [(s, following, source) for s, (following, source) in out.items()]


def quote_pairs(contexts: Sequence[str], premises: Sequence[str], rng: random.Random,
                n: int) -> list[Pair]:
    """About ``n`` pairs with a one-sentence premise (module docstring).

    A changed copy takes its swapped name, number or date from the sentence's
    whole source, as the FactCC-style negatives of the mix do.
    """
    items = _sentences(contexts, premises)
    rng.shuffle(items)
    out: list[Pair] = []
    for sentence, following, source in items:
        if len(out) >= n:
            break
        pos = hard_positive(sentence, sentence, rng) if rng.random() < 0.3 else None
        out.append(Pair(sentence, pos.hypothesis, ENTAILED, f"quote:{pos.source.split(':')[-1]}")
                   if pos is not None else Pair(sentence, sentence, ENTAILED, "quote:same"))
        neg: Pair | None = None
        if rng.random() < 2 / 3:
            changed = perturb(source, sentence, rng, source="quote")
            if changed is not None:
                neg = Pair(sentence, changed.hypothesis, changed.label, changed.source)
        if neg is None and following:
            words = _content_words(following)
            if words and len(words & _content_words(sentence)) / len(words) < 0.5:
                neg = Pair(sentence, following, NEUTRAL, "quote:neighbour")
        if neg is not None:
            out.append(neg)
    return out
