"""Okapi BM25 over content words, for exact-term evidence the embeddings blur."""

from __future__ import annotations

import math
from array import array
from collections import Counter
from collections.abc import Sequence

import numpy as np

from groundtrace.checks.lexicon import STOPWORDS, tokens
from groundtrace.checks.number_mentions import NUMBER_WORDS, find_numbers
from groundtrace.checks.prices import find_free

__all__ = ["BM25", "BM25_B", "BM25_K1", "bm25_terms", "period_terms", "price_terms"]

#: Standard Okapi constants (Robertson & Zaragoza 2009, the usual defaults).
BM25_K1 = 1.5
BM25_B = 0.75


def bm25_terms(text: str) -> list[str]:
    """Folded tokens without stop words, a number word as its digits ("thirteen" /
    "13": an answer that writes the number out still finds the sentence that does
    not) and a "working" or "banking" day as a "business" day (the claim layer
    reads them as one, ``claims.reading``). Numbers are kept (they matter for
    evidence)."""
    words = tokens(text)
    return [_NUMBER_TERMS.get(t)
            or ("business" if t in _DAY_KINDS and words[i + 1: i + 2] in _DAY else t)
            for i, t in enumerate(words) if t not in STOPWORDS]


def period_terms(query: str) -> set[str]:
    """A query's periods in their other units, as terms: "over one to seven years" also
    looks for "84" (months), where a source states "12 to 84 months" and shares no
    other word with the claim. Whole values above 1 only (:meth:`NumberMention.in_other_units`)."""
    return {str(int(v)) for m in find_numbers(query, source=True)
            for v in m.in_other_units() if v > 1}


def price_terms(query: str) -> frozenset[str]:
    """The words a source prices nothing with, as terms, where the query says something
    costs nothing: "Setting up the overdraft is free" also looks for the "fee" of
    "there is no fee for arranging the overdraft" (:func:`groundtrace.checks.prices.find_free`)."""
    return _FREE_TERMS if find_free(query) else frozenset()


_FREE_TERMS = frozenset({"free", "fee", "fees", "charge", "charges", "cost", "costs"})

# Not "one" / "uno" / "una": more often a pronoun or an article than a count.
_NUMBER_TERMS = {w: str(v) for w, v in NUMBER_WORDS.items() if v != 1}
_DAY_KINDS = frozenset({"working", "banking"})
_DAY = (["day"], ["days"])


class BM25:
    """A BM25 index over a fixed list of passages."""

    def __init__(self, passages: Sequence[str], *, k1: float = BM25_K1, b: float = BM25_B):
        self.k1, self.b = k1, b
        lengths: list[int] = []
        vocab: dict[str, int] = {}
        term_ids, rows, freqs = array("q"), array("q"), array("d")
        for i, passage in enumerate(passages):
            counts = Counter(bm25_terms(passage))
            lengths.append(sum(counts.values()))
            term_ids.extend([vocab.setdefault(t, len(vocab)) for t in counts])
            freqs.extend(counts.values())
            rows.extend([i] * len(counts))
        self._n = n = len(lengths)
        self._len = np.array(lengths, dtype=np.float64)
        self._avg = float(self._len.mean()) if lengths and self._len.sum() else 1.0
        # Postings in two flat arrays grouped by term (passages ascending within
        # a term): a long source's index is 16 bytes per (term, passage), built
        # without a Python object per posting.
        ids = np.frombuffer(term_ids, dtype=np.int64)
        order = np.argsort(ids, kind="stable")
        self._rows = np.frombuffer(rows, dtype=np.int64)[order]
        self._tf = np.frombuffer(freqs, dtype=np.float64)[order]
        df = np.bincount(ids, minlength=len(vocab))
        ends = np.cumsum(df)
        self._span = {t: (int(ends[j] - df[j]), int(ends[j])) for t, j in vocab.items()}
        self._idf = {t: math.log(1.0 + (n - int(df[j]) + 0.5) / (int(df[j]) + 0.5))
                     for t, j in vocab.items()}

    def __len__(self) -> int:
        return self._n

    def scores(self, query: str) -> np.ndarray:
        """BM25 score of every passage for ``query`` (float64, passage order).

        Each passage's score is summed term by term in sorted term order, so
        the bits do not depend on the run or on how postings are stored.
        """
        out = np.zeros(self._n, dtype=np.float64)
        norm = self.k1 * (1.0 - self.b + self.b * self._len / self._avg)
        terms = set(bm25_terms(query)) | period_terms(query) | price_terms(query)
        for t in sorted(terms):  # sorted: same summation order every run
            idf = self._idf.get(t)
            if idf is None:
                continue
            start, end = self._span[t]
            rows, tf = self._rows[start:end], self._tf[start:end]
            out[rows] += idf * tf * (self.k1 + 1.0) / (tf + norm[rows])
        return out
