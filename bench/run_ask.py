"""ask(): refusal threshold, refusal precision/recall and latency on HaluEval QA contexts.

Each sampled row gives two questions over a one-document corpus: its own
question (answerable) and the question of another sampled row (not
answerable: the questions are swapped between items, a derangement with a
fixed seed). A refusal is the positive class.

* ``--fit``: the retrieval threshold (``DEFAULT_MIN_SIMILARITY``) chosen by
  Youden's J on "fit" rows (``groundtrace.datasets.partition``), from the best
  cosine similarity of each question to its corpus. Printed, not written
  anywhere: the constant in ``groundtrace/answer/pipeline.py`` cites it.
* default: on "holdout" rows, the shipped pipeline (extractive generator,
  shipped verifier, balanced) end to end: refusal precision and recall (from
  retrieval alone and from the whole pipeline) and ``ask()`` latency p50/p90
  with the corpus already indexed. Appends to bench/RESULTS.md.

    python bench/run_ask.py --fit [--rows 300]
    python bench/run_ask.py [--rows 200] [--no-append]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from results_file import DEFAULT_DATA, append, fmt, header, load_average

from groundtrace.answer import DEFAULT_MIN_SIMILARITY, Corpus, Pipeline
from groundtrace.datasets import partition, read_labelled
from groundtrace.encoders import get_encoder
from groundtrace.evaluation.metrics import best_threshold, roc_auc_score
from groundtrace.sources import Document


def sample(data: Path, part: str, n: int, seed: int) -> list[dict]:
    rows = [r for r in read_labelled(data / "halueval_qa.jsonl") if partition(r) == part]
    # one row per distinct context (HaluEval pairs a grounded and a hallucinated answer)
    by_ctx: dict[str, dict] = {}
    for r in sorted(rows, key=lambda r: r["id"]):
        by_ctx.setdefault(r["context"], r)
    uniq = sorted(by_ctx.values(), key=lambda r: r["id"])
    random.Random(seed).shuffle(uniq)
    return uniq[:n]


def swapped(n: int, seed: int) -> list[int]:
    """A fixed derangement: row i is asked row perm[i]'s question, never its own."""
    rng = random.Random(seed)
    while True:
        perm = list(range(n))
        rng.shuffle(perm)
        if all(p != i for i, p in enumerate(perm)):
            return perm


def pairs(rows: list[dict], seed: int) -> list[tuple[int, str, int]]:
    """(row index, question, 1 if not answerable from that row's context)."""
    perm = swapped(len(rows), seed)
    out = [(i, r["question"], 0) for i, r in enumerate(rows)]
    out += [(i, rows[perm[i]]["question"], 1) for i in range(len(rows))]
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default=str(DEFAULT_DATA))
    ap.add_argument("--fit", action="store_true", help="choose the retrieval threshold")
    ap.add_argument("--rows", type=int, default=200)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--no-append", action="store_true")
    args = ap.parse_args()
    load_before = load_average()
    enc = get_encoder("minilm")
    rows = sample(Path(args.data), "fit" if args.fit else "holdout", args.rows, args.seed)
    corpora = [Corpus([Document.from_text(r["context"], f"ctx{i}")], encoder=enc)
               for i, r in enumerate(rows)]
    asked = pairs(rows, args.seed)
    sims = np.array([corpora[i].retrieve(q, top_k=5).best_similarity for i, q, _ in asked])
    y = np.array([lab for _, _, lab in asked])
    # refusal is "similarity below t": score = -similarity
    auroc = roc_auc_score(y, -sims)
    if args.fit:
        t = -best_threshold(y, -sims)
        hi_neg, lo_pos = float(sims[y == 1].max()), float(sims[y == 0].min())
        print(f"{len(rows)} fit rows, {len(asked)} questions; AUROC of -similarity {auroc:.3f}; "
              f"Youden threshold: refuse below {t:.4f}; answerable similarity min {lo_pos:.4f} "
              f"/ 5th pct {np.percentile(sims[y == 0], 5):.4f}; not answerable max {hi_neg:.4f} "
              f"/ 95th pct {np.percentile(sims[y == 1], 95):.4f} (load {load_before})")
        return 0
    refuse_retrieval = sims < DEFAULT_MIN_SIMILARITY
    latencies, refused = [], []
    t0 = time.perf_counter()
    pipes = [Pipeline(c) for c in corpora]
    for i, q, _ in asked:
        s = time.perf_counter()
        ans = pipes[i].ask(q)
        latencies.append(time.perf_counter() - s)
        refused.append(ans.refused)
    total = time.perf_counter() - t0
    ref = np.array(refused)

    def pr(pred: np.ndarray) -> tuple[float | None, float]:
        precision = float(y[pred].mean()) if pred.any() else None
        return precision, float(pred[y == 1].mean())

    p_ret, r_ret = pr(refuse_retrieval)
    p_all, r_all = pr(ref)
    lat = np.array(latencies) * 1000
    lines = [
        "| refusal from | precision | recall | answerable refused |",
        "|---|---|---|---|",
        f"| retrieval only (similarity < {DEFAULT_MIN_SIMILARITY}) | {fmt(p_ret)} | "
        f"{fmt(r_ret)} | {fmt(float(refuse_retrieval[y == 0].mean()))} |",
        f"| the whole pipeline (balanced, extractive) | {fmt(p_all)} | {fmt(r_all)} | "
        f"{fmt(float(ref[y == 0].mean()))} |",
        "",
        f"AUROC of (-best similarity) for 'not answerable': {auroc:.3f}. "
        f"`ask()` latency with the corpus indexed: p50 {np.percentile(lat, 50):.0f} ms, "
        f"p90 {np.percentile(lat, 90):.0f} ms over {len(asked)} questions "
        f"({total:.1f} s in all).",
    ]
    section = "\n".join(header("ask(): refusals on HaluEval QA with swapped questions",
                               load_before,
                               [f"- data: {len(rows)} holdout contexts of halueval_qa (one per "
                                f"item, seed {args.seed}), each asked its own question and "
                                "another item's; refusal is the positive class"]) + lines)
    print(section)
    if not args.no_append:
        append(section)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
