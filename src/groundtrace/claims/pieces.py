"""Sentence pieces: what the claim layer embeds of a source, and the vectors of the
windows and of the passages a claim was read beside, built from them.

A window's vector is the normalised sum of its sentences' vectors, so windows cost no
encoder time (the encoder is most of the cost on long sources).
"""

from __future__ import annotations

import numpy as np

from groundtrace.sources.chunks import Chunk

__all__ = ["evidence_embedding", "piece_texts", "sentence_pieces", "unit_embeddings"]


def sentence_pieces(units: list[Chunk]) -> dict[str, str]:
    """Sentence id → text of its one-sentence unit."""
    return {u.sentence_ids[0]: u.text for u in units if len(u.sentence_ids) == 1}


def piece_texts(chosen: list[Chunk], pieces: dict[str, str]) -> set[str]:
    """Texts to embed for the ``chosen`` units: the one-sentence units they consist of.

    ``pieces`` is :func:`sentence_pieces` of the source's units. A
    one-sentence unit is itself a piece (possibly one cut of a long
    sentence); a window spans whole sentences, none of them cut.
    """
    return {u.text if len(u.sentence_ids) == 1 else pieces[sid]
            for u in chosen for sid in u.sentence_ids}


def evidence_embedding(read: list[Chunk], pieces: dict[str, str], piece_emb: np.ndarray,
                        piece_row: dict[str, int]) -> np.ndarray:
    """Unit vector of the passages read: the normalised sum of their distinct sentence pieces.

    Overlapping windows count a shared sentence once; pieces are summed in
    sorted order, so the bits do not depend on retrieval order.
    """
    rows = [piece_row[t] for t in sorted(piece_texts(read, pieces))]
    total = piece_emb[rows].astype(np.float64).sum(axis=0)
    norm = float(np.linalg.norm(total))
    out: np.ndarray = (total / norm if norm > 0 else total).astype(np.float32)
    return out


def unit_embeddings(chosen: list[Chunk], pieces: dict[str, str], piece_emb: np.ndarray,
                     piece_row: dict[str, int]) -> np.ndarray:
    """Rows for ``chosen``: pieces from the table, windows as their sentences' normalised sum."""
    out = np.empty((len(chosen), piece_emb.shape[1]), dtype=np.float64)
    for i, u in enumerate(chosen):
        if len(u.sentence_ids) == 1:
            out[i] = piece_emb[piece_row[u.text]]
        else:
            v = piece_emb[[piece_row[pieces[sid]] for sid in u.sentence_ids]].astype(np.float64)
            total = v.sum(axis=0)
            norm = float(np.linalg.norm(total))
            out[i] = total / norm if norm > 0 else total
    return out
