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
        docs = [Counter(bm25_terms(p)) for p in passages]
        self._docs = docs
        self._len = np.array([sum(d.values()) for d in docs], dtype=np.float64)
        self._avg = float(self._len.mean()) if len(docs) and self._len.sum() else 1.0
        df: Counter[str] = Counter()
        for d in docs:
            df.update(d.keys())
        n = len(docs)
        self._idf = {t: math.log(1.0 + (n - f + 0.5) / (f + 0.5)) for t, f in df.items()}
        self._postings: dict[str, list[tuple[int, int]]] = {}
        for i, d in enumerate(docs):
            for t, tf in d.items():
                self._postings.setdefault(t, []).append((i, tf))

    def __len__(self) -> int:
        return len(self._docs)

    def scores(self, query: str) -> np.ndarray:
        """BM25 score of every passage for ``query`` (float64, passage order)."""
        out = np.zeros(len(self._docs), dtype=np.float64)
        norm = self.k1 * (1.0 - self.b + self.b * self._len / self._avg)
        for t in sorted(set(bm25_terms(query))):  # sorted: same summation order every run
            idf = self._idf.get(t)
            if idf is None:
                continue
            for i, tf in self._postings[t]:
                out[i] += idf * tf * (self.k1 + 1.0) / (tf + norm[i])
        return out
