"""Speed and quality of the claim layer's BM25 candidate limit, on FIT rows only.

``groundtrace.verify_batch`` embeds, on a long source, only the retrieval units
among some claim's best ``lexical_candidates`` by BM25. This script verifies a
fixed-seed sample of "fit" rows (``groundtrace.datasets.partition``) of each
file once per limit (trained verifier, MiniLM) and prints, per limit, the
AUROC of 1 - answer score and the wall time of ``verify_batch``. The chosen
value is written into ``groundtrace.retrieval.fusion.DEFAULT_LEXICAL_CANDIDATES``
by hand, citing this script.

    python training/lexical_candidates.py [--files wice,halueval_summarization,summedits]
        [--per-file 80] [--seed 1] [--limits none,64,32,16]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

from groundtrace.claims import verify_batch
from groundtrace.datasets import read_labelled
from groundtrace.encoders import resolve_encoder
from groundtrace.evaluation.metrics import roc_auc_score
from groundtrace.evaluation.runner import select_rows
from groundtrace.scorers.embedding_cache import cache_of

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "dev"


def _limit(text: str) -> int | None:
    return None if text.lower() == "none" else int(text)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--files", default="wice,halueval_summarization,summedits",
                    help="comma-separated file stems (the files with long sources)")
    ap.add_argument("--per-file", type=int, default=80)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--limits", default="none,64,32,16",
                    help="comma-separated lexical_candidates values; 'none' = every unit")
    args = ap.parse_args()
    limits = [_limit(x) for x in args.limits.split(",") if x]
    enc = resolve_encoder("minilm")
    verify_batch([{"response": "A is B.", "context": "A is B."}], encoder=enc)  # load models
    cache = cache_of(enc)
    print("| file | lexical_candidates | rows | AUROC (1 - answer score) | seconds |")
    print("|---|---|---|---|---|")
    for stem in args.files.split(","):
        rows = select_rows(read_labelled(args.data / f"{stem}.jsonl"), limit=args.per_file,
                           seed=args.seed, partition="fit")
        items = [{"response": r["response"], "context": r["context"],
                  "question": r.get("question") or None} for r in rows]
        y = np.array([r["label"] for r in rows])
        for limit in limits:
            if cache is not None:
                cache.clear()  # else a later limit reuses the vectors an earlier one computed
            t0 = time.perf_counter()
            out = verify_batch(items, encoder=enc, lexical_candidates=limit)
            seconds = time.perf_counter() - t0
            auroc = roc_auc_score(y, np.array([1.0 - a.score for a in out]))
            print(f"| {stem} | {limit if limit is not None else 'every unit'} | {len(rows)} | "
                  f"{auroc:.3f} | {seconds:.1f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
