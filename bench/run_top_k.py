"""Evidence candidates per claim (``top_k``): quality and claim-layer speed in one run.

Each claim is verified against its ``top_k`` best evidence windows, and the
verifier runs once per (window, claim) pair, so ``top_k`` sets most of the
claim layer's cost. For each value given:

* quality: response-level AUROC and balanced accuracy ("some claim
  unsupported or contradicted") of the claim layer on a seeded sample of at
  most ``--max-rows`` holdout rows of every dev file, the rows and scorer of
  ``training/evaluate.py holdout``;
* speed: ``verify_batch`` items/s on RAG-sized dev rows (context <= 2,000
  chars, <= 4 response sentences; the rows of ``bench/run_verifier_speed.py``),
  embeddings warmed once, values alternated, ``--repeats`` runs, medians.

    python bench/run_top_k.py [--top-k 3 2] [--max-rows 400] [--repeats 3]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from results_file import DEFAULT_DATA, add_no_append, header, load_average, publish
from run_verifier_speed import rows as rag_rows

from groundtrace.claims import verify_batch
from groundtrace.claims.verifiers import resolve_verifier
from groundtrace.datasets import partition, read_labelled
from groundtrace.encoders import get_encoder
from groundtrace.evaluation.metrics import balanced_accuracy_score, roc_auc_score

FILES = ("begin", "halueval_dialogue", "halueval_qa", "halueval_summarization", "summedits",
         "wice")


def _inputs(rows: list[dict]) -> list[dict]:
    return [{"response": r["response"], "context": r["context"],
             "question": r.get("question") or None} for r in rows]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default=str(DEFAULT_DATA))
    ap.add_argument("--top-k", type=int, nargs="+", default=[3, 2])
    ap.add_argument("--max-rows", type=int, default=400, help="holdout rows per dev file")
    ap.add_argument("--speed-rows", type=int, default=150)
    ap.add_argument("--repeats", type=int, default=3)
    add_no_append(ap)
    args = ap.parse_args()
    if any(k < 1 for k in args.top_k):
        ap.error("--top-k values must be positive")
    load_before = load_average()
    data = Path(args.data)
    enc = get_encoder("minilm")
    verifier = resolve_verifier("trained", enc)

    quality: dict[int, dict[str, tuple[float, float]]] = {k: {} for k in args.top_k}
    for name in FILES:
        held = [r for r in read_labelled(data / f"{name}.jsonl") if partition(r) == "holdout"]
        if len(held) > args.max_rows:
            held = random.Random(0).sample(held, args.max_rows)  # evaluate.py's sample
        y = np.array([r["label"] for r in held])
        for k in args.top_k:
            got = verify_batch(_inputs(held), encoder=enc, verifier=verifier, top_k=k)
            score = np.array([1.0 - a.score for a in got])
            flag = np.array([int(bool(a.unsupported_claims or a.contradicted_claims))
                             for a in got])
            quality[k][name] = (roc_auc_score(y, score), balanced_accuracy_score(y, flag))
            print(name, k, quality[k][name], flush=True)

    items = _inputs(rag_rows(data, args.speed_rows, 2))
    verify_batch(items, encoder=enc, verifier="alignment")  # warm the embedding cache
    rates: dict[int, list[float]] = {k: [] for k in args.top_k}
    for _ in range(args.repeats):
        for k in args.top_k:
            t0 = time.perf_counter()
            verify_batch(items, encoder=enc, verifier=verifier, top_k=k)
            rates[k].append(len(items) / (time.perf_counter() - t0))

    ks = args.top_k
    lines = ["| dev file | " + " | ".join(f"AUROC k={k} | BA k={k}" for k in ks) + " |",
             "|---|" + "---|---|" * len(ks)]
    for name in FILES:
        lines.append(f"| {name} | " + " | ".join(
            f"{quality[k][name][0]:.3f} | {quality[k][name][1]:.3f}" for k in ks) + " |")
    lines.append("| **mean** | " + " | ".join(
        f"**{statistics.mean(q[0] for q in quality[k].values()):.3f}** | "
        f"**{statistics.mean(q[1] for q in quality[k].values()):.3f}**" for k in ks) + " |")
    # Only the warmed RAG runs are timed: in the quality pass the first value
    # of each file also fills the embedding cache for the others.
    lines += ["", "| top_k | RAG items/s (median) | runs |", "|---|---|---|"]
    lines += [f"| {k} | {statistics.median(rates[k]):.2f} | "
              f"{', '.join(f'{x:.2f}' for x in rates[k])} |" for k in ks]
    base = statistics.median(rates[ks[0]])
    lines += ["", "Speed ratio against top_k=" f"{ks[0]}: " + ", ".join(
        f"k={k} {statistics.median(rates[k]) / base:.2f}" for k in ks[1:]) + "."]
    section = "\n".join(header("Evidence candidates per claim (top_k): quality and speed",
                               load_before, [
        f"- verifier {verifier.name}, encoder minilm; quality on at most {args.max_rows} "
        "holdout rows per dev file (seed 0, the rows of training/evaluate.py holdout; the "
        "verifier was trained on the other half of each file: not leave-one-dataset-out); "
        f"speed on {len(items)} RAG-sized dev rows (seed 2), {args.repeats} repeats"]) + lines)
    publish(section, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
