"""Okapi BM25 over content words, for exact-term evidence the embeddings blur."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

import numpy as np

from groundtrace.checks.lexicon import STOPWORDS, tokens

__all__ = ["BM25", "BM25_B", "BM25_K1", "bm25_terms"]

#: Standard Okapi constants (Robertson & Zaragoza 2009, the usual defaults).
BM25_K1 = 1.5
BM25_B = 0.75


def bm25_terms(text: str) -> list[str]:
    """Folded tokens without stop words; numbers are kept (they matter for evidence)."""
    return [t for t in tokens(text) if t not in STOPWORDS]


class BM25:
    """A BM25 index over a fixed list of passages."""

    def __init__(self, passages: Sequence[str], *, k1: float = BM25_K1, b: float = BM25_B):
        self.k1, self.b = k1, b
        lengths: list[int] = []
        rows: dict[str, list[int]] = {}
        freqs: dict[str, list[int]] = {}
        for i, passage in enumerate(passages):
            counts = Counter(bm25_terms(passage))
            lengths.append(sum(counts.values()))
            for t, tf in counts.items():
                rows.setdefault(t, []).append(i)
                freqs.setdefault(t, []).append(tf)
        self._n = len(lengths)
        self._len = np.array(lengths, dtype=np.float64)
        self._avg = float(self._len.mean()) if lengths and self._len.sum() else 1.0
        n = self._n
        self._idf = {t: math.log(1.0 + (n - len(r) + 0.5) / (len(r) + 0.5))
                     for t, r in rows.items()}
        # Postings as arrays: a long source's index is a few bytes per (term, passage)
        # instead of a tuple of Python ints each.
        self._postings: dict[str, tuple[np.ndarray, np.ndarray]] = {
            t: (np.array(r, dtype=np.int64), np.array(freqs[t], dtype=np.float64))
            for t, r in rows.items()
        }

    def __len__(self) -> int:
        return self._n

    def scores(self, query: str) -> np.ndarray:
        """BM25 score of every passage for ``query`` (float64, passage order).

        Each passage's score is summed term by term in sorted term order, so
        the bits do not depend on the run or on how postings are stored.
        """
        out = np.zeros(self._n, dtype=np.float64)
        norm = self.k1 * (1.0 - self.b + self.b * self._len / self._avg)
        for t in sorted(set(bm25_terms(query))):  # sorted: same summation order every run
            idf = self._idf.get(t)
            if idf is None:
                continue
            rows, tf = self._postings[t]
            out[rows] += idf * tf * (self.k1 + 1.0) / (tf + norm[rows])
        return out
