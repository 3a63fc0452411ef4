"""Fit the claim-status threshold of a claim verifier on FIT rows only.

Runs ``groundtrace.verify_batch`` (MiniLM + ``--verifier``: the trained NLI
model by default, or the embedding-alignment verifier) on a fixed-seed
sample of the rows that ``groundtrace.datasets.partition`` puts in "fit", for
each shared/data/dev file, records every claim's support/contradiction/check
findings, and reports, for a grid of ``partial_threshold`` values, the mean
balanced accuracy over files of the response rule "any claim unsupported or
contradicted". The chosen value is written into
``groundtrace.claims.engine.PARTIAL_THRESHOLD`` by hand, citing this script.

    python training/claims_thresholds.py [--max-rows 60] [--seed 1]
        [--verifier trained|alignment]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import numpy as np

from groundtrace import verify_batch
from groundtrace.claims import ClaimStatus
from groundtrace.datasets import partition, read_labelled
from groundtrace.evaluation.metrics import balanced_accuracy_score

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT.parent / "shared" / "data" / "dev"
FILES = ("halueval_qa", "halueval_dialogue", "halueval_summarization", "summedits", "wice",
         "begin")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max-rows", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--encoder", default="minilm")
    ap.add_argument("--verifier", default="trained", choices=["trained", "alignment"])
    args = ap.parse_args()
    per_file = {}
    for name in FILES:
        rows = [r for r in read_labelled(DATA / f"{name}.jsonl") if partition(r) == "fit"]
        rng = random.Random(f"{args.seed}:{name}")
        rows = [rows[i] for i in sorted(rng.sample(range(len(rows)), min(args.max_rows,
                                                                          len(rows))))]
        answers = []
        for i in range(0, len(rows), 16):
            answers.extend(verify_batch(
                [{"response": r["response"], "context": r["context"],
                  "question": r.get("question") or None} for r in rows[i:i + 16]],
                encoder=args.encoder, verifier=args.verifier, partial_threshold=0.0,
                support_threshold=1.0))
            print(f"\r{name}: {len(answers)}/{len(rows)}", end="", file=sys.stderr)
        print(file=sys.stderr)
        # With partial_threshold=0 nothing is "unsupported" by support alone, so each
        # claim's status here is contradicted or partial; keep support to re-threshold.
        per_file[name] = {
            "y": [r["label"] for r in rows],
            "claims": [[(c.support, c.status is ClaimStatus.CONTRADICTED,
                         any(h.outcome.value == "unsupported"
                             and h.check in ("numbers", "dates", "entities") for h in c.checks))
                        for c in a.claims] for a in answers],
        }
    grid = [round(x, 2) for x in np.arange(0.05, 0.95, 0.05)]
    # Rule "hard": a number/date/name the source never states makes the claim
    # unsupported; rule "soft": it only keeps the claim from "supported".
    print("| rule | partial_threshold | " + " | ".join(FILES) + " | mean |")
    print("| --- | ---: |" + " ---: |" * (len(FILES) + 1))
    best = (-1.0, 0.0, "")
    for rule in ("soft", "hard"):
        for t in grid:
            baccs = []
            for name in FILES:
                d = per_file[name]
                pred = [int(any(contra or s < t or (rule == "hard" and unsup)
                                for s, contra, unsup in claims)) for claims in d["claims"]]
                baccs.append(balanced_accuracy_score(np.array(d["y"]), np.array(pred)))
            mean = float(np.mean(baccs))
            best = max(best, (mean, t, rule))
            print(f"| {rule} | {t:.2f} | " + " | ".join(f"{b:.3f}" for b in baccs)
                  + f" | {mean:.3f} |")
    print(json.dumps({"best_partial_threshold": best[1], "rule": best[2],
                      "mean_balanced_accuracy": best[0]}))


if __name__ == "__main__":
    main()
