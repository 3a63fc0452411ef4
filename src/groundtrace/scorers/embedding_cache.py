"""Encode each distinct text once per role across a batch."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from groundtrace.encoders import Encoder, Role, validate_embeddings

__all__ = ["embed_roles"]


def embed_roles(
    encoder: Encoder, groups: Sequence[tuple[Sequence[str], Role]]
) -> list[np.ndarray]:
    """Embed several text lists, each with a role; a text is encoded once per role.

    Returns one ``(len(texts), dim)`` array per group, rows in input order.
    """
    distinct: dict[Role, dict[str, int]] = {}
    for texts, role in groups:
        seen = distinct.setdefault(role, {})
        for t in texts:
            seen.setdefault(t, len(seen))
    tables: dict[Role, np.ndarray] = {}
    for role, index in distinct.items():
        texts = list(index)
        out = encoder.encode(texts, role=role)
        tables[role] = validate_embeddings(out, len(texts), source=encoder.name)
    return [
        tables[role][[distinct[role][t] for t in texts]]
        if texts
        else np.zeros((0, 1), dtype=np.float32)
        for texts, role in groups
    ]
