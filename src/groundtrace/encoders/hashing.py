"""A deterministic bag-of-words hashing encoder, for tests and demos only.

It knows nothing of meaning: two texts are close when they share words. It
is fast, needs no weights, and gives the same bits on every machine, which is
what unit tests need. Never use it to judge real answers.
"""

from __future__ import annotations

import hashlib
import itertools
import re
from collections.abc import Sequence

import numpy as np

from groundtrace.encoders.base import Role, check_texts

__all__ = ["HashingEncoder"]

_TOKEN = re.compile(r"\w+", re.UNICODE)


class HashingEncoder:
    """Signed feature hashing of lower-cased word unigrams and bigrams."""

    #: Each text is hashed on its own: vectors may be cached across calls.
    batch_invariant = True
    #: ``role`` is ignored: one vector per text for every role.
    symmetric = True

    def __init__(self, dim: int = 256) -> None:
        if not isinstance(dim, int) or isinstance(dim, bool) or dim < 8:
            raise ValueError(f"dim must be an integer >= 8, got {dim!r}")
        self.dim = dim
        self.name = f"hashing-{dim}"

    def _vector(self, text: str) -> np.ndarray:
        vec = np.zeros(self.dim, dtype=np.float64)
        words = _TOKEN.findall(text.lower())
        feats = words + [f"{a} {b}" for a, b in itertools.pairwise(words)]
        for feat in feats or [text]:
            h = int.from_bytes(hashlib.blake2b(feat.encode("utf-8"), digest_size=8).digest(), "big")
            vec[h % self.dim] += 1.0 if (h >> 63) & 1 else -1.0
        norm = float(np.linalg.norm(vec))
        if norm == 0:  # every feature cancelled out: fall back to one fixed bucket
            vec[0] = 1.0
            norm = 1.0
        return vec / norm

    def encode(self, texts: Sequence[str], *, role: Role = "passage") -> np.ndarray:
        items = check_texts(texts)
        if not items:
            return np.zeros((0, self.dim), dtype=np.float32)
        return np.stack([self._vector(t) for t in items]).astype(np.float32)
