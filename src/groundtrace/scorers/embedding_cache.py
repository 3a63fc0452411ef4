"""Encode each distinct text once per role: within a batch, and across calls.

Within one call, :func:`embed_roles` encodes every distinct text once per
role. Across calls, encoders whose vector for a text does not depend on what
it is batched with (``batch_invariant = True``: the built-in MiniLM, e5 and
hashing encoders) keep their most recent vectors in a bounded LRU keyed by
the text's sha256, so a thousand answers checked against one policy document
embed its sentences once. A cached vector is the same bits the encoder would
compute again, so caching changes no score. Custom and remote encoders are
never cached.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import numpy as np

from groundtrace.encoders import Encoder, Role, validate_embeddings

__all__ = ["CACHE_ENTRIES", "EmbeddingLRU", "embed_roles"]

#: Vectors kept per encoder across calls: 4096 MiniLM vectors are 6 MB.
CACHE_ENTRIES = 4096

_Key = tuple[str, bytes]  # (role, or "any" for a symmetric encoder; sha256)
_attach_lock = threading.Lock()


class EmbeddingLRU:
    """A thread-safe, bounded map from (role, sha256 of the text) to its vector."""

    def __init__(self, max_entries: int = CACHE_ENTRIES) -> None:
        self.max_entries = max_entries
        self._rows: OrderedDict[_Key, np.ndarray] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._rows)

    def clear(self) -> None:
        """Forget every vector (benchmarks time cold calls with it)."""
        with self._lock:
            self._rows.clear()

    def get_many(self, keys: Sequence[_Key]) -> list[np.ndarray | None]:
        out: list[np.ndarray | None] = []
        with self._lock:
            for key in keys:
                row = self._rows.get(key)
                if row is None:
                    self.misses += 1
                else:
                    self._rows.move_to_end(key)
                    self.hits += 1
                out.append(row)
        return out

    def put_many(self, keys: Sequence[_Key], rows: np.ndarray) -> None:
        with self._lock:
            for key, row in zip(keys, rows, strict=True):
                self._rows[key] = row.copy()
                self._rows.move_to_end(key)
            while len(self._rows) > self.max_entries:
                self._rows.popitem(last=False)


def cache_of(encoder: Any) -> EmbeddingLRU | None:
    """The encoder's cross-call cache, or None when its vectors may depend on the batch."""
    if getattr(encoder, "batch_invariant", False) is not True:
        return None
    cache = getattr(encoder, "_groundtrace_embeddings", None)
    if cache is None:
        with _attach_lock:
            cache = getattr(encoder, "_groundtrace_embeddings", None)
            if cache is None:
                cache = EmbeddingLRU()
                encoder._groundtrace_embeddings = cache
    return cache if isinstance(cache, EmbeddingLRU) else None


def _symmetric(encoder: Encoder) -> bool:
    """Cached and role-blind: one vector per text serves every role."""
    return getattr(encoder, "symmetric", False) is True and cache_of(encoder) is not None


def _encode(encoder: Encoder, texts: list[str], role: Role) -> np.ndarray:
    cache = cache_of(encoder)
    if cache is None:
        return validate_embeddings(encoder.encode(texts, role=role), len(texts),
                                   source=encoder.name)
    key_role = "any" if _symmetric(encoder) else role
    keys = [(key_role, hashlib.sha256(t.encode("utf-8")).digest()) for t in texts]
    found = cache.get_many(keys)
    todo = [i for i, row in enumerate(found) if row is None]
    fresh = None
    if todo:
        fresh = validate_embeddings(encoder.encode([texts[i] for i in todo], role=role),
                                    len(todo), source=encoder.name)
        cache.put_many([keys[i] for i in todo], fresh)
    dim = fresh.shape[1] if fresh is not None else next(r for r in found if r is not None).size
    table = np.empty((len(texts), dim), dtype=np.float32)
    for i, row in enumerate(found):
        if row is not None:
            table[i] = row
    if fresh is not None:
        table[todo] = fresh
    return table


def embed_roles(
    encoder: Encoder, groups: Sequence[tuple[Sequence[str], Role]]
) -> list[np.ndarray]:
    """Embed several text lists, each with a role; a text is encoded once per role
    (once for all roles with a symmetric encoder).

    Returns one ``(len(texts), dim)`` array per group, rows in input order.
    """
    if _symmetric(encoder):
        groups = [(texts, "passage") for texts, _ in groups]
    distinct: dict[Role, dict[str, int]] = {}
    for texts, role in groups:
        seen = distinct.setdefault(role, {})
        for t in texts:
            seen.setdefault(t, len(seen))
    tables: dict[Role, np.ndarray] = {}
    for role, index in distinct.items():
        texts = list(index)
        tables[role] = (_encode(encoder, texts, role) if texts
                        else np.zeros((0, 1), dtype=np.float32))
    return [
        tables[role][[distinct[role][t] for t in texts]]
        if texts
        else np.zeros((0, 1), dtype=np.float32)
        for texts, role in groups
    ]
