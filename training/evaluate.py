"""Measure the shipped ONNX verifier (runs without torch).

    python training/evaluate.py nli --out training/runs/v1/eval_nli.json
    python training/evaluate.py holdout --max-rows 300 --out training/runs/v1/eval_holdout.json
    python training/evaluate.py records --seed 991 --out training/runs/v8/eval_records.json

``nli``: accuracy and macro-F1 on the ``shared/nli`` dev files, never on
VitaminC or the ``bb_*`` BIG-bench files (they carry a canary; see the model
card). Three-way scores use the gold label set of each file; the two-way
score is entailed vs not entailed.

``holdout``: response-level AUROC and balanced accuracy on the "holdout"
rows of each ``shared/data/dev`` file (``groundtrace.datasets.partition``),
measured through the product itself: ``groundtrace eval --method claims``'s
scorer (:func:`groundtrace.evaluation.methods.score_claims`, i.e.
``verify_batch`` with the default encoder) with the model under test as the
default verifier. The score is 1 - the answer score; the decision is "some
claim unsupported or contradicted". Every figure here is the figure the
product gets with that model.

``records``: three-way accuracy on rule-made pairs about a tool's records
(``training/record_pairs.py``: a field said in prose, two joined, a
comparison, a missing field), 600 by default, drawn with ``--seed``; a mix
draws its record pairs from its own seed's stream, so give one no mix used.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from data import CANARY_SOURCES, ENTAILED, LABELS, load_nli

from groundtrace.claims.verifiers import set_default_verifier
from groundtrace.datasets import partition, read_labelled
from groundtrace.encoders import get_default_encoder
from groundtrace.evaluation.methods import score_claims
from groundtrace.evaluation.metrics import balanced_accuracy_score, roc_auc_score
from groundtrace.models.verifier import DEFAULT_MODEL_DIR, OnnxVerifier
from groundtrace.types import Item

NLI_DEV = (
    "snli", "mnli_dev_matched", "cad_snli", "breaking_nli", "conjnli", "fever_symmetric", "med",
)
# Scores are never reported on canary-marked BIG-bench data; fail loudly if edited in.
if set(NLI_DEV) & CANARY_SOURCES:
    raise SystemExit(f"refusing to report on canary sources {set(NLI_DEV) & CANARY_SOURCES}")
DEV_FILES = (
    "begin", "halueval_dialogue", "halueval_qa", "halueval_summarization", "summedits", "wice",
)


def macro_f1(y: np.ndarray, p: np.ndarray, classes: list[int]) -> float:
    """Mean F1 over ``classes`` (the gold classes of the file)."""
    f1s = []
    for c in classes:
        tp = int(((p == c) & (y == c)).sum())
        fp = int(((p == c) & (y != c)).sum())
        fn = int(((p != c) & (y == c)).sum())
        f1s.append(0.0 if tp == 0 else 2 * tp / (2 * tp + fp + fn))
    return float(np.mean(f1s))


def eval_nli(verifier: OnnxVerifier, root: Path, max_pairs: int | None) -> dict[str, Any]:
    """Accuracy and macro-F1 per non-canary NLI dev file (all pairs unless ``max_pairs``)."""
    out: dict[str, Any] = {}
    for source in NLI_DEV:
        pairs = load_nli(root, "dev", [source])[:max_pairs]
        probs = verifier.predict([p.premise for p in pairs], [p.hypothesis for p in pairs])
        y = np.array([p.label for p in pairs])
        pred = probs.argmax(1)
        gold = sorted(set(y.tolist()))
        y2, p2 = (y == ENTAILED).astype(int), (pred == ENTAILED).astype(int)
        out[source] = {
            "n": len(pairs),
            "gold_labels": [LABELS[c] for c in gold],
            "accuracy_3way": float((pred == y).mean()),
            "macro_f1_3way": macro_f1(y, pred, gold),
            "accuracy_entailed_vs_not": float((p2 == y2).mean()),
            "macro_f1_entailed_vs_not": macro_f1(y2, p2, [0, 1]),
        }
        print(source, json.dumps(out[source]), flush=True)
    return out


def eval_holdout(
    verifier: OnnxVerifier, root: Path, limits: dict[str, int], seed: int
) -> dict[str, Any]:
    """Claim-layer AUROC and balanced accuracy per dev file on (a sample of) its holdout rows."""
    set_default_verifier(verifier)
    encoder = get_default_encoder()
    out: dict[str, Any] = {}
    for name in DEV_FILES:
        rows = [r for r in read_labelled(root / f"{name}.jsonl") if partition(r) == "holdout"]
        n_all = len(rows)
        limit = limits.get(name, limits["*"])
        if len(rows) > limit:
            rows = random.Random(seed).sample(rows, limit)
        t0 = time.time()
        items = [Item(question=str(r.get("question") or ""), response=str(r["response"]),
                      context=str(r["context"])) for r in rows]
        got = score_claims(items, encoder=encoder)
        y = np.array([r["label"] for r in rows])
        out[name] = {
            "holdout_rows": n_all,
            "scored_rows": len(rows),
            "positives": int(y.sum()),
            "auroc": roc_auc_score(y, got.scores),
            "balanced_accuracy": balanced_accuracy_score(y, got.decisions.astype(int)),
            "seconds": round(time.time() - t0, 1),
        }
        print(name, json.dumps(out[name]), flush=True)
    return out


def eval_records(verifier: OnnxVerifier, n: int, seed: int) -> dict[str, Any]:
    """Accuracy of ``n`` record pairs drawn with ``seed``, in all and per kind and label."""
    from record_pairs import record_pairs

    pairs = record_pairs(random.Random(seed), n)
    probs = verifier.predict([p.premise for p in pairs], [p.hypothesis for p in pairs])
    y = np.array([p.label for p in pairs])
    pred = probs.argmax(1)
    groups: dict[str, list[bool]] = {}
    for p, guess in zip(pairs, pred, strict=True):
        key = f"{p.source.rsplit(':', 1)[-1]}/{LABELS[p.label]}"
        groups.setdefault(key, []).append(bool(guess == p.label))
    out: dict[str, Any] = {
        "n": len(pairs), "seed": seed, "accuracy_3way": float((pred == y).mean()),
        "auroc_entailed_vs_not": roc_auc_score((y == ENTAILED).astype(int), probs[:, ENTAILED]),
        "by_kind_and_label": {k: {"n": len(v), "accuracy": float(np.mean(v))}
                              for k, v in sorted(groups.items())},
    }
    print(json.dumps(out, indent=1), flush=True)
    return out


def main() -> None:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["nli", "holdout", "records"])
    ap.add_argument("--model-dir", type=Path, default=None)
    ap.add_argument("--nli", type=Path, default=Path("/work/shared/nli"))
    ap.add_argument("--dev", type=Path, default=Path("/work/shared/data/dev"))
    ap.add_argument("--max-rows", type=int, default=300, help="holdout rows per file (seeded)")
    ap.add_argument("--limit", action="append", default=[], metavar="FILE=N",
                    help="holdout rows for one file, overriding --max-rows (repeatable)")
    ap.add_argument("--max-pairs", type=int, default=None, help="NLI pairs per file (smoke runs)")
    ap.add_argument("--seed", type=int, default=0,
                    help="holdout: the rows' sample; records: the pairs' draw")
    ap.add_argument("--pairs", type=int, default=600, help="records: pairs to draw")
    ap.add_argument("--threads", type=int, default=2, help="onnxruntime intra-op threads")
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    model_dir = args.model_dir or DEFAULT_MODEL_DIR
    verifier = OnnxVerifier(model_dir, threads=args.threads)
    started = time.time()
    if args.what == "nli":
        res = eval_nli(verifier, args.nli, args.max_pairs)
    elif args.what == "records":
        res = eval_records(verifier, args.pairs, args.seed)
    else:
        limits = {"*": args.max_rows} | {k: int(v) for k, v in (x.split("=") for x in args.limit)}
        res = eval_holdout(verifier, args.dev, limits, args.seed)
    report = {
        "command": "python " + " ".join(sys.argv),
        "model": verifier.name,
        "threads": args.threads,
        "weights_sha256": verifier.weights_sha256,
        "seconds": round(time.time() - started, 1),
        "results": res,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")


if __name__ == "__main__":
    main()
