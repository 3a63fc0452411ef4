"""Derive the default SGI / DGI thresholds from the "fit" half of HaluEval QA.

Prints Youden's J thresholds (for "SGI below ⇒ not grounded" and "DGI below ⇒
not grounded") and the upper quartile of SGI on grounded answers, the origin of
the constants in ``groundtrace/scorers/sgi.py`` and ``dgi.py``.

    python training/sgi_thresholds.py [--data ../shared/data/dev] [--encoder minilm]
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np

from groundtrace.datasets import partition, read_labelled
from groundtrace.evaluate import evaluate_batch


def youden_below(values: np.ndarray, labels: np.ndarray) -> tuple[float, float]:
    """Threshold t maximising TPR − FPR for the rule "value < t ⇒ label 1"."""
    best_t, best_j = float("nan"), -1.0
    for t in np.unique(values):
        pred = values < t
        tpr = pred[labels == 1].mean()
        fpr = pred[labels == 0].mean()
        if tpr - fpr > best_j:
            best_t, best_j = float(t), float(tpr - fpr)
    return best_t, best_j


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--data", default=str(Path(__file__).resolve().parents[2] / "shared/data/dev"))
    ap.add_argument("--encoder", default="minilm")
    args = ap.parse_args()
    path = Path(args.data) / "halueval_qa.jsonl"
    rows = [r for r in read_labelled(path) if partition(r) == "fit"]
    res = evaluate_batch(rows, encoder=args.encoder, sgi_review_threshold=1.0,
                         dgi_pass_threshold=0.0)
    labels = np.array([r["label"] for r in rows])
    sgi = np.array([x.sgi.value for x in res if x.sgi is not None])
    dgi = np.array([x.dgi.value for x in res if x.dgi is not None])
    t_sgi, j_sgi = youden_below(sgi, labels)
    t_dgi, j_dgi = youden_below(dgi, labels)
    q75 = float(np.quantile(sgi[labels == 0], 0.75))
    print(f"rows={len(rows)} encoder={args.encoder}")
    print(f"SGI review threshold (Youden) = {t_sgi:.4f}  J={j_sgi:.4f}")
    print(f"SGI strong pass (q75 of grounded) = {q75:.4f}")
    print(f"DGI pass threshold (Youden) = {t_dgi:.4f}  J={j_dgi:.4f}")


if __name__ == "__main__":
    main()
