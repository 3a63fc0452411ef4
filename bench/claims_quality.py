"""Claim-level verification quality and speed on the HOLDOUT rows of shared/data/dev.

For each labelled file: a fixed-seed subsample (default <= 300 rows) of the rows
that ``groundtrace.datasets.partition`` puts in "holdout" is verified with
``groundtrace.verify_batch`` (MiniLM + the embedding-alignment verifier by
default). Response-level label 1 = not grounded. Reported:

- AUROC of two continuous scores: 1 - the weakest claim's score, and
  1 - the answer score (mean claim score);
- balanced accuracy of "any claim unsupported or contradicted" (the issue's
  rule; "partial" counts as grounded);
- claims/s: claims verified per second of wall time inside verify_batch
  (2 CPU cores, shared with other work, so a floor rather than a ceiling);
- SGI alone (``groundtrace.evaluate_batch``) on the same rows: AUROC of
  1 - normalised SGI and balanced accuracy of its flag.

A dated section with the command is appended to bench/RESULTS.md.

    python bench/claims_quality.py [--max-rows 100] [--seed 0] [--encoder minilm]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import warnings
from pathlib import Path

import numpy as np

from groundtrace import evaluate_batch, verify_batch
from groundtrace.claims import ClaimStatus
from groundtrace.datasets import partition, read_labelled
from groundtrace.errors import DefaultThresholdWarning
from groundtrace.evaluation.metrics import balanced_accuracy_score, roc_auc_score

sys.path.insert(0, str(Path(__file__).resolve().parent))
from results_file import DEFAULT_DATA, add_no_append, header, load_average, publish

FILES = ("halueval_qa", "halueval_dialogue", "halueval_summarization", "summedits", "wice",
         "begin")
BATCH = 16


def sample_holdout(path: Path, max_rows: int, seed: int) -> list[dict]:
    rows = [r for r in read_labelled(path) if partition(r) == "holdout"]
    if len(rows) > max_rows:
        keep = sorted(random.Random(f"{seed}:{path.stem}").sample(range(len(rows)), max_rows))
        rows = [rows[i] for i in keep]
    return rows


def run_file(path: Path, max_rows: int, seed: int, encoder: str, verifier: str) -> dict:
    rows = sample_holdout(path, max_rows, seed)
    items = [{"response": r["response"], "context": r["context"],
              "question": r.get("question") or None, "id": r["id"]} for r in rows]
    y = np.array([r["label"] for r in rows])
    answers = []
    t0 = time.perf_counter()
    for i in range(0, len(items), BATCH):
        answers.extend(verify_batch(items[i:i + BATCH], encoder=encoder, verifier=verifier))
        print(f"\r  {path.stem}: {len(answers)}/{len(items)}", end="", file=sys.stderr)
    elapsed = time.perf_counter() - t0
    print(file=sys.stderr)
    n_claims = sum(len(a.claims) for a in answers)
    bad = {ClaimStatus.UNSUPPORTED, ClaimStatus.CONTRADICTED}
    pred = np.array([int(any(c.status in bad for c in a.claims)) for a in answers])
    risk_min = np.array([1.0 - a.features()["min_claim_score"] for a in answers])
    risk_mean = np.array([1.0 - a.score for a in answers])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DefaultThresholdWarning)
        sgi = evaluate_batch([{"question": r.get("question") or "", "context": r["context"],
                               "response": r["response"]} for r in rows], encoder=encoder)
    sgi_risk = np.array([1.0 - g.score for g in sgi])
    sgi_pred = np.array([int(g.flagged) for g in sgi])
    levels: dict[str, int] = {}
    for a in answers:
        levels[a.level.value] = levels.get(a.level.value, 0) + 1
    return {
        "file": path.name,
        "rows": len(rows),
        "positives": int(y.sum()),
        "claims": n_claims,
        "no_claim_answers": sum(not a.claims for a in answers),
        "auroc_min_claim": roc_auc_score(y, risk_min),
        "auroc_answer": roc_auc_score(y, risk_mean),
        "balanced_accuracy": balanced_accuracy_score(y, pred),
        "flag_rate": float(pred.mean()),
        "sgi_auroc": roc_auc_score(y, sgi_risk),
        "sgi_balanced_accuracy": balanced_accuracy_score(y, sgi_pred),
        "seconds": elapsed,
        "claims_per_s": n_claims / elapsed if elapsed else float("nan"),
        "levels": levels,
    }


def markdown(results: list[dict], args: argparse.Namespace, load_before: str) -> str:
    lines = [
        *header(f"Claim-level verification ({args.verifier} verifier)", load_before, []),
        f"HOLDOUT rows only (`groundtrace.datasets.partition(row) == \"holdout\"`), a "
        f"fixed-seed subsample of at most {args.max_rows} rows per file (seed {args.seed}); "
        f"encoder `{args.encoder}`, verifier `{args.verifier}` (claim-layer checks: "
        "number/date/entity/negation/quantity), top-k 3. Label 1 = not grounded. "
        "\"BAcc\" is the balanced accuracy of *any claim unsupported or contradicted*; AUROC "
        "uses 1 − weakest claim score (and 1 − mean claim score). SGI alone is scored on "
        "the same rows (AUROC of 1 − normalised SGI, BAcc of its flag). claims/s is wall "
        "time inside `verify_batch` (batches of 16) on 2 shared CPU cores.",
        "",
        "| file | rows | label=1 | claims | AUROC (min claim) | AUROC (answer) | BAcc | "
        "flagged | SGI AUROC | SGI BAcc | claims/s |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in results:
        lines.append(
            f"| {r['file']} | {r['rows']} | {r['positives']} | {r['claims']} | "
            f"{r['auroc_min_claim']:.3f} | {r['auroc_answer']:.3f} | "
            f"{r['balanced_accuracy']:.3f} | {r['flag_rate']:.0%} | {r['sgi_auroc']:.3f} | "
            f"{r['sgi_balanced_accuracy']:.3f} | {r['claims_per_s']:.1f} |"
        )
    lines.append("")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data-dir", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--max-rows", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--encoder", default="minilm")
    ap.add_argument("--verifier", default="alignment", choices=["alignment", "trained"],
                    help="claim verifier (each carries its own fitted partial threshold)")
    ap.add_argument("--files", nargs="*", default=list(FILES))
    ap.add_argument("--json", type=Path, help="also write the raw numbers here")
    add_no_append(ap)
    args = ap.parse_args()
    load_before = load_average()
    results = []
    for name in args.files:
        path = args.data_dir / f"{name}.jsonl"
        if not path.exists():
            sys.exit(f"Error: {path} not found (pass --data-dir)")
        results.append(run_file(path, args.max_rows, args.seed, args.encoder, args.verifier))
        print(json.dumps(results[-1]), file=sys.stderr)
    text = markdown(results, args, load_before)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2), encoding="utf-8")
    publish(text, args)


if __name__ == "__main__":
    main()
