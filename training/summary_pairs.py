"""Summary-like claims made by rule from the fit rows' own sources.

Leave one dataset out, every verifier so far is weakest on summaries (HaluEval
summaries, SummEdits): a summary sentence says less than its source, in fewer
words, often drawing on two sentences at once, and a hallucinated one adds a
detail the source never gave. The mix's other source-made pairs are whole
source sentences (``source_sentence_pairs``) or two adjacent ones joined
(``multi_sentence_pairs``); none of them shortens what it copies or adds to it.

Each draw takes one product unit of a source with two or more usable
sentences, picks two of them in order and makes:

* **entailed** (``summary:compressed``): both sentences compressed and joined
  into one claim; compressing leaves out a parenthesis, an aside between
  commas (", 45,", ", who ... ,") or a trailing clause (", and ...",
  ", which ...", "; ..."), so the claim says less than the unit;
* **neutral** (``summary:added_detail``), for about half of the draws: the same
  claim with a detail from another source appended ("in Manchester", "on
  Tuesday", "for three years", "last month") whose words the unit never uses;
* otherwise a FactCC-style negative of the claim (``summary:<rule>``:
  a swapped name, number, date, negation...).

Deterministic for a seed; the text is the fit rows' own (their licences are
those of the dev files, recorded in ``shared/data/README.md``).
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from data import (
    ENTAILED,
    NEUTRAL,
    Pair,
    _content_words,
    _usable,
    _window_units,
    drop_clause,
    join_claims,
    perturb,
)

__all__ = ["added_detail", "compress", "detail_phrases", "summary_pairs"]

_PAREN = re.compile(r"\s*\([^()]{1,80}\)")
#: An aside between commas that the sentence reads the same without: an age or a
#: relative clause ("Tom Smith, 45, said" / "the bank, which opened in 1990, said").
_ASIDE = re.compile(r",\s+(?:aged\s+)?\d{1,3},|,\s+(?:who|which|whose)\b[^,;()]{3,120},")

_WEEKDAY = r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
_MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|"
          r"November|December)")
_NAME = r"[A-Z][a-z]{2,}(?: [A-Z][a-z]{2,}){0,2}"
#: Details a summary can add: a place, a day, a month, a span of time, a recent period.
_DETAIL = re.compile(
    rf"\b(?:(?:in|at|near) (?:the )?{_NAME}(?![\w-])"
    rf"|on {_WEEKDAY}\b|in {_MONTH}(?: \d{{4}})?\b"
    r"|for (?:\d{1,3}|two|three|four|five|six|ten) (?:years|months|weeks|days|hours)\b"
    r"|(?:last|next) (?:week|month|year)\b)"
)


def compress(sentence: str, rng: random.Random) -> str | None:
    """A shorter sentence that ``sentence`` entails, or None if nothing can be left out.

    Parentheses and asides between commas always go; the trailing clause goes
    in half of the draws. At least four words stay.
    """
    out = _PAREN.sub("", sentence)
    out = _ASIDE.sub("", out)
    if rng.random() < 0.5:
        out = drop_clause(out, rng) or out
    out = re.sub(r"\s{2,}", " ", out).strip()
    if out == sentence.strip() or len(re.findall(r"[A-Za-z0-9]+", out)) < 4:
        return None
    return out


def detail_phrases(text: str) -> list[str]:
    """The place, day, month and span-of-time phrases of ``text``, in order, without repeats."""
    return list(dict.fromkeys(m.group(0) for m in _DETAIL.finditer(text)))


def added_detail(claim: str, unit: str, pool: Sequence[str], rng: random.Random) -> str | None:
    """``claim`` with a detail from ``pool`` appended before its final stop, or None.

    The detail's content words must all be new to ``unit`` (and to the claim),
    so the unit cannot support it.
    """
    if claim.rstrip()[-1:] in "\"'”’":
        return None  # a detail after a closing quote would belong to no sentence
    known = _content_words(unit) | _content_words(claim)
    for _ in range(5):
        phrase = rng.choice(pool)
        words = _content_words(phrase)
        if words and not words & known:
            return claim.rstrip().rstrip(".!?;:") + f" {phrase}."
    return None


def summary_pairs(contexts: Sequence[str], rng: random.Random, n: int) -> list[Pair]:
    """About ``n`` pairs: compressed two-sentence claims of a unit, each with a negative
    where one can be made (module docstring).

    Every unit of every source with two usable sentences is a candidate, drawn in a
    shuffled order (long sources give many, short answers' sources none).
    """
    units = []
    for context in contexts:
        for unit, sents in _window_units(context):
            usable = [s for s in sents if _usable(s)]
            if len(usable) >= 2:
                units.append((unit, usable))
    rng.shuffle(units)
    out: list[Pair] = []
    pool: list[str] = []
    for unit, sents in units:
        if len(out) >= n:
            break
        first, second = sorted(rng.sample(range(len(sents)), 2))
        a, b = sents[first], sents[second]
        short_a, short_b = compress(a, rng), compress(b, rng)
        if short_a is not None or short_b is not None:
            claim = join_claims(short_a or a, short_b or b)
            out.append(Pair(unit, claim, ENTAILED, "summary:compressed"))
            neg: Pair | None = None
            if pool and rng.random() < 0.5:
                more = added_detail(claim, unit, pool, rng)
                if more is not None:
                    neg = Pair(unit, more, NEUTRAL, "summary:added_detail")
            if neg is None:
                neg = perturb(unit, claim, rng, source="summary")
            if neg is not None:
                out.append(neg)
        pool.extend(detail_phrases(unit))
    return out
