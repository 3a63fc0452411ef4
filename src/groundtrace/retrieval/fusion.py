"""Rank evidence for claims: embedding similarity fused with BM25, top-k, de-duplicated."""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from groundtrace.errors import ConfigurationError
from groundtrace.retrieval.bm25 import BM25
from groundtrace.sources.chunks import Chunk, RetrievedChunk

__all__ = [
    "DEFAULT_DENSE_WEIGHT",
    "DEFAULT_LEXICAL_CANDIDATES",
    "DEFAULT_TOP_K",
    "candidate_limit",
    "check_retrieval_options",
    "own_candidates",
    "rank_chunks",
]

#: Candidates per claim handed to the verifier: the verifier is the expensive
#: step (claims × k pairs). Two windows (sentences and two-sentence windows
#: are indexed) rank as well as three: `python bench/run_top_k.py` measured
#: claim-layer AUROC 0.713 vs 0.711 and balanced accuracy 0.681 vs 0.680 on
#: 2,187 holdout dev rows, at 1.12x the items/s on RAG-sized rows.
DEFAULT_TOP_K = 2
#: Weight of cosine similarity in the fused score; BM25 (scaled to [0, 1] per
#: claim) gets the rest. Embeddings carry paraphrase, BM25 exact names/numbers.
DEFAULT_DENSE_WEIGHT = 0.7
#: On a source of more units than this, only the units among the best this
#: many by BM25 for some claim are embedded and ranked; None embeds every
#: unit. Embedding every sentence of a long source was most of the claim
#: layer's time. On 80 FIT rows per file (`python
#: training/lexical_candidates.py`): WiCE 48.1 s -> 19.9 s with AUROC 0.785
#: both ways; HaluEval summarisation and SummEdits keep their AUROC (0.519,
#: 0.630) at 32, 64 and with every unit. Once SGI in triage stopped embedding
#: whole contexts, these embeddings were most of triage's time on long
#: contexts; the same script (embedding cache emptied before each run, seed 1)
#: gave at 32 / 16 / 8: WiCE AUROC 0.795 at all three, 12.8 / 9.1 / 5.1 s;
#: HaluEval summarisation 0.599 / 0.596 / 0.598, 11.3 / 9.6 / 7.8 s; SummEdits
#: 0.746 / 0.746 / 0.734, 4.7 / 4.2 / 3.8 s. 16 cost at most 0.003. Later
#: (verifier v5, 2026-11-26) the same script at 16 / 8 / 4 / 2: WiCE 0.866 /
#: 0.866 / 0.859 / 0.857, 12.8 / 8.7 / 6.5 / 4.6 s; HaluEval summarisation
#: 0.731 / 0.727 / 0.724 / 0.756; SummEdits 0.751 / 0.745 / 0.745 / 0.794.
#: Fused, leave one dataset out (`bench/run_fusion.py`, seeds 0 / 1): 16 gives
#: AUROC 0.800 / 0.774, BA@FAIL 0.726 / 0.710; 4 gives 0.801 / 0.778, 0.724 /
#: 0.711; 2 gives 0.808 / 0.765 (HaluEval summarisation 0.643 against 0.726 on
#: seed 1). 4 takes long-context triage from about 4.4-4.9 to 6.4-6.9 items/s
#: (60 long dev rows) at no cost the fused figures can see.
DEFAULT_LEXICAL_CANDIDATES: int | None = 4


def check_retrieval_options(top_k: object, dense_weight: object,
                            candidates: object = None) -> None:
    if not isinstance(top_k, int) or isinstance(top_k, bool) or top_k < 1:
        raise ConfigurationError(f"top_k must be an integer >= 1, got {top_k!r}")
    if candidates is not None and (
        not isinstance(candidates, int) or isinstance(candidates, bool) or candidates < 1
    ):
        raise ConfigurationError(
            f"lexical_candidates must be an integer >= 1 or None, got {candidates!r}")
    if (not isinstance(dense_weight, int | float) or isinstance(dense_weight, bool)
            or not math.isfinite(dense_weight) or not 0.0 <= dense_weight <= 1.0):
        raise ConfigurationError(f"dense_weight must be in [0, 1], got {dense_weight!r}")


def candidate_limit(candidates: int | None, top_k: int, window: int) -> int | None:
    """BM25 candidates each claim keeps: ``candidates``, but never fewer than ``top_k * window``.

    Ranking skips a unit nested in one already chosen (a sentence and the
    windows holding it are one piece of evidence), so a claim needs more
    candidates than the ``top_k`` passages it is to read: on a 120-sentence
    source, a ``top_k`` of 6 with 2 candidates left a claim one passage. At
    the defaults (4; top_k 2, windows of 2) the limit is unchanged.
    """
    return None if candidates is None else max(candidates, top_k * window)


def own_candidates(lexical: np.ndarray,
                   candidates: int | None) -> tuple[list[int], list[list[int]] | None]:
    """Which units to embed, and which of them each query ranks.

    ``lexical`` holds BM25 scores, one row per query and one column per unit.
    Returns the indices (ascending) of the units among the ``candidates`` best
    of some row (ties break on unit order), and each row's own best as
    positions in that list, best first (for ``rank_chunks(allowed=...)``).
    With ``candidates`` None, or no more units than that, every unit is kept
    and every unit is every row's candidate (None).
    """
    n_units = lexical.shape[1]
    if candidates is None or n_units <= candidates:
        return list(range(n_units)), None
    rows = [np.lexsort((np.arange(n_units), -row))[:candidates].tolist() for row in lexical]
    keep = sorted({i for row in rows for i in row})
    at = {u: k for k, u in enumerate(keep)}
    return keep, [[at[u] for u in row] for row in rows]


def rank_chunks(
    queries: Sequence[str],
    query_emb: np.ndarray,
    chunks: Sequence[Chunk],
    chunk_emb: np.ndarray,
    *,
    bm25: BM25 | None = None,
    lexical: np.ndarray | None = None,
    top_k: int = DEFAULT_TOP_K,
    dense_weight: float = DEFAULT_DENSE_WEIGHT,
    allowed: Sequence[Sequence[int]] | None = None,
) -> list[list[RetrievedChunk]]:
    """The top ``top_k`` chunks for each query, best first.

    ``allowed`` (one list of chunk indices per query) keeps each query to its
    own chunks: a claim's evidence then comes from its own BM25 candidates,
    not from those another claim of the same answer brought in.

    A chunk whose sentences are all inside an already chosen chunk (or that
    contains all of a chosen chunk's sentences) is skipped, so the k
    candidates are k different pieces of evidence. Ties break on chunk order.

    ``lexical`` (queries × chunks raw BM25 scores) replaces ``bm25`` when the
    caller scored the chunks already, e.g. over a larger index of which
    ``chunks`` are the lexical candidates. Each row is scaled by its own
    maximum, so a candidate set that holds every query's BM25 best ranks
    exactly as the full set would among those candidates.
    """
    check_retrieval_options(top_k, dense_weight)
    if not chunks:
        return [[] for _ in queries]
    if lexical is not None and np.shape(lexical) != (len(queries), len(chunks)):
        raise ConfigurationError(
            f"lexical must have shape ({len(queries)}, {len(chunks)}), got {np.shape(lexical)}")
    if lexical is None:
        index = bm25 if bm25 is not None else BM25([c.text for c in chunks])
        lexical = np.stack([index.scores(q) for q in queries]) if len(queries) else (
            np.zeros((0, len(chunks))))
    if allowed is not None and len(allowed) != len(queries):
        raise ConfigurationError(f"allowed has {len(allowed)} rows for {len(queries)} queries")
    dense = (query_emb.astype(np.float64) @ chunk_emb.astype(np.float64).T)
    out: list[list[RetrievedChunk]] = []
    sets = [frozenset(c.sentence_ids) for c in chunks]
    for qi in range(len(queries)):
        lex = np.asarray(lexical[qi], dtype=np.float64)
        top = float(lex.max()) if len(lex) else 0.0
        lex_n = lex / top if top > 0 else lex
        fused = dense_weight * dense[qi] + (1.0 - dense_weight) * lex_n
        order = np.lexsort((np.arange(len(chunks)), -fused)).tolist()
        if allowed is not None:
            mine = set(allowed[qi])
            order = [ci for ci in order if ci in mine]
        chosen: list[RetrievedChunk] = []
        picked: list[int] = []
        for ci in order:
            s = sets[ci]
            if any(s <= sets[j] or sets[j] <= s for j in picked):
                continue
            picked.append(ci)
            chosen.append(RetrievedChunk(chunks[ci], float(fused[ci]), float(dense[qi, ci]),
                                         float(lex_n[ci]), len(chosen)))
            if len(chosen) == top_k:
                break
        out.append(chosen)
    return out
