"""SGI against the whole context vs against the evidence the claim layer read.

``evaluate`` measures SGI against one embedding of the whole context; inside
``triage`` SGI is measured against the passages the claim layer retrieved and
verified for the answer's claims (``VerifiedAnswer.evidence_embedding``).
For a seeded sample of at most ``--max-rows`` holdout rows of every dev file
this prints, for both:

* within-file AUROC of −log1p(min(SGI, 10)) (low SGI = not grounded; the
  transform of the triage feature ``sgi_evidence_log``), no fitting involved;
* the geometric layer's own time: ``evaluate_batch`` (question, response and
  whole context embedded) against ``evaluate_against_evidence`` given the
  evidence vectors (question and response embedded), each with the
  embedding cache emptied first.

Rows without a question (summaries, WiCE) get SGI with the question angle
fixed at π/2, so there it ranks by the angle between answer and source.

    python bench/run_sgi_evidence.py [--max-rows 100] [--no-append]
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

from results_file import DEFAULT_DATA, add_no_append, fmt, header, load_average, publish

from groundtrace.claims import verify_batch
from groundtrace.claims.verifiers import resolve_verifier
from groundtrace.datasets import partition, read_labelled
from groundtrace.encoders import get_encoder
from groundtrace.evaluate import evaluate_against_evidence, evaluate_batch
from groundtrace.evaluation.metrics import roc_auc_score
from groundtrace.scorers.dgi import DGI_PASS_THRESHOLD
from groundtrace.scorers.embedding_cache import cache_of
from groundtrace.scorers.sgi import SGI_REVIEW_THRESHOLD, SGI_STRONG_PASS_THRESHOLD
from groundtrace.types import Item

FILES = ("begin", "halueval_dialogue", "halueval_qa", "halueval_summarization", "summedits",
         "wice")
THRESHOLDS = {"sgi_review_threshold": SGI_REVIEW_THRESHOLD,
              "sgi_strong_pass_threshold": SGI_STRONG_PASS_THRESHOLD,
              "dgi_pass_threshold": DGI_PASS_THRESHOLD}


def _auroc(y: np.ndarray, sgi: list[float]) -> float:
    return roc_auc_score(y, -np.log1p(np.minimum(np.array(sgi), 10.0)))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default=str(DEFAULT_DATA))
    ap.add_argument("--max-rows", type=int, default=100, help="holdout rows per dev file")
    add_no_append(ap)
    args = ap.parse_args()
    if args.max_rows < 2:
        ap.error("--max-rows must be at least 2")
    load_before = load_average()
    enc = get_encoder("minilm")
    verifier = resolve_verifier("trained", enc)
    cache = cache_of(enc)
    lines = ["| dev file | rows (pos) | median context chars | questions | AUROC whole context "
             "| AUROC evidence | geometry s, whole context | geometry s, evidence | speed-up |",
             "|---|---|---|---|---|---|---|---|---|"]
    whole_all, ev_all, ratios = [], [], []
    for name in FILES:
        held = [r for r in read_labelled(Path(args.data) / f"{name}.jsonl")
                if partition(r) == "holdout" and r.get("context")]
        held = random.Random(0).sample(held, min(args.max_rows, len(held)))
        items = [Item(question=r.get("question") or "", response=r["response"],
                      context=r["context"]) for r in held]
        y = np.array([r["label"] for r in held])
        answers = verify_batch([{"question": it.question or None, "response": it.response,
                                 "context": it.context} for it in items],
                               encoder=enc, verifier=verifier)
        evidence = [a.evidence_embedding for a in answers]
        if cache is not None:
            cache.clear()
        t0 = time.perf_counter()
        whole = evaluate_batch(items, encoder=enc, **THRESHOLDS)
        t_whole = time.perf_counter() - t0
        if cache is not None:
            cache.clear()
        t0 = time.perf_counter()
        ev = evaluate_against_evidence(items, evidence, encoder=enc, **THRESHOLDS)
        t_ev = time.perf_counter() - t0
        a_whole = _auroc(y, [g.sgi.value for g in whole if g.sgi is not None])
        a_ev = _auroc(y, [g.sgi.value for g in ev if g.sgi is not None])
        n_ev = sum(g.sgi is not None and g.sgi.against == "evidence" for g in ev)
        whole_all.append(a_whole)
        ev_all.append(a_ev)
        ratios.append(t_whole / t_ev)
        ctx = statistics.median(len(it.context or "") for it in items)
        lines.append(f"| {name} | {len(items)} ({int(y.sum())}) | {ctx:.0f} | "
                     f"{sum(bool(it.question.strip()) for it in items)} | {fmt(a_whole)} | "
                     f"{fmt(a_ev)} | {t_whole:.2f} | {t_ev:.2f} | {t_whole / t_ev:.1f}× |")
        print(lines[-1], f"({n_ev} rows against evidence)", flush=True)
    lines.append(f"| **mean** | | | | **{statistics.mean(whole_all):.3f}** | "
                 f"**{statistics.mean(ev_all):.3f}** | | | "
                 f"median {statistics.median(ratios):.1f}× |")
    section = "\n".join(header("SGI against the whole context vs the retrieved evidence",
                               load_before, [
        f"- encoder minilm, claim verifier {verifier.name}; at most {args.max_rows} holdout "
        "rows with a context per dev file (seed 0); raw SGI, no fitting: AUROC of "
        "−log1p(min(SGI, 10)) within each file; default SGI/DGI thresholds"]) + lines)
    publish(section, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
