"""Training pairs from whole labelled answers, as the claim layer reads them.

A dev row's label says whether the *answer* is grounded, not which of its
claims is wrong, so ``data.grounding_pairs`` keeps a not-grounded answer only
where its one unsupported sentence can be told apart (a one-sentence answer,
or one sentence no grounded sibling has): most multi-sentence summaries are
left out. This module takes them in the way the claim layer scores them
(multiple-instance learning with the weakest claim as the answer's score):

* a grounded answer: each of its claims with the passage the current verifier
  finds best for it, *entailed*;
* a not-grounded answer: its weakest claim by the current verifier (lowest
  best entailment probability over its passages; claims that a grounded
  sibling of the same group also makes are never picked), with every passage
  it was read against, *not supported* (unsupported by the whole context
  means unsupported by each passage). An answer with a claim that quotes its
  passage word for word (which the claim layer does not put to the verifier)
  gives no such pair, as in v7's mix.

The pairs are the claim layer's own (``selection.record`` on "fit" rows:
claims, retrieval and reading as the product does them), so nothing here
re-implements the pipeline. Only fit rows are read
(``groundtrace.datasets.partition``)::

    python training/mil_pairs.py record --out training/work/mil/fit.json.xz
    python training/selection.py score --set training/work/mil/fit.json.xz \\
        --out training/work/mil/fit_v6.npz
    python training/mil_pairs.py build --set training/work/mil/fit.json.xz \\
        --probs training/work/mil/fit_v6.npz --out training/work/mil/pairs.jsonl
    python training/mix.py ... --extra-pairs training/work/mil/pairs.jsonl
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import mix
from data import ENTAILED, NEUTRAL, Pair, _group_key
from selection import (
    DEV_ROOT,
    NLI_ROOT,
    best_pair,
    claim_entailment,
    dev_lines,
    load_set,
    record,
    save_set,
    weakest_claim,
)


def build(sel: dict[str, Any], probs: np.ndarray, dev_root: Path, negatives: str = "weakest",
          doubt: float = 0.5, exclude: set[str] | None = None) -> list[Pair]:
    """The pairs described in the module docstring, in the set's row order.

    ``probs``: the current verifier's (entailed, neutral, contradicted)
    probabilities of ``sel["pairs"]``. ``negatives``: "weakest" (every
    not-grounded answer's weakest claim), "clear" (only where that claim is
    the one claim whose best entailment is below ``doubt``: the current
    verifier points at one culprit) or "none" (grounded answers' pairs only).
    ``exclude``: dev row ids whose answers give no pair, nor do the answers
    of their sources (a calibration's rows, ``mix.calibration_row_ids``).
    """
    if negatives not in ("weakest", "clear", "none"):
        raise ValueError(f"negatives: {negatives!r}")
    if sel.get("partition") != "fit":
        raise SystemExit("the set must be recorded from fit rows (mil_pairs.py record)")
    if len(probs) != len(sel["pairs"]):
        raise SystemExit(f"{len(probs)} probabilities for {len(sel['pairs'])} pairs")
    lines = dev_lines(sel, dev_root)
    pairs = sel["pairs"]
    if exclude:
        kept = mix.without_rows([dict(lines[r["file"]][r["line"]], _set_row=k)
                                 for k, r in enumerate(sel["rows"])], exclude)
        sel = dict(sel, rows=[sel["rows"][r["_set_row"]] for r in kept])

    def claims_of(row: dict[str, Any]) -> list[list[int]]:
        return [c for c in row["claims"] if c]

    # what grounded answers of each group claim, as the verifier reads it
    grounded: dict[str, set[str]] = {}
    for row in sel["rows"]:
        if row["label"] == 0:
            key = _group_key(lines[row["file"]][row["line"]])
            grounded.setdefault(key, set()).update(pairs[c[0]][1] for c in claims_of(row))
    out: list[Pair] = []
    for row in sel["rows"]:
        source = f"mil:{row['file']}"
        claims = claims_of(row)
        if row["label"] == 0:
            for c in claims:
                best = best_pair(c, probs)
                out.append(Pair(pairs[best][0], pairs[best][1], ENTAILED, source))
            continue
        if negatives == "none" or row.get("quoted_claims"):
            continue  # left out in v7's mix; the weakest verified claim would do as well
        known = grounded.get(_group_key(lines[row["file"]][row["line"]]), set())
        candidates = [c for c in claims if pairs[c[0]][1] not in known]
        if not candidates:
            continue
        weakest = weakest_claim(candidates, probs)
        if negatives == "clear" and (
                claim_entailment(weakest, probs) >= doubt
                or any(claim_entailment(c, probs) < doubt for c in claims if c is not weakest)):
            continue
        out.extend(Pair(pairs[i][0], pairs[i][1], NEUTRAL, source) for i in weakest)
    return out


def main() -> None:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record", help="the claim layer's pairs of the fit rows (xz JSON)")
    r.add_argument("--out", type=Path, required=True)
    r.add_argument("--per-file", type=int, default=100_000)
    r.add_argument("--seed", type=int, default=7)
    r.add_argument("--dev", type=Path, default=DEV_ROOT)
    b = sub.add_parser("build", help="the training pairs (JSONL) from a recorded set and "
                                     "the current verifier's probabilities of it")
    b.add_argument("--set", type=Path, required=True)
    b.add_argument("--probs", type=Path, required=True,
                   help="selection.py score's .npz of the set")
    b.add_argument("--dev", type=Path, default=DEV_ROOT)
    b.add_argument("--out", type=Path, required=True)
    b.add_argument("--negatives", choices=("weakest", "clear", "none"), default="weakest",
                   help="which not-grounded answers give a pair (see build)")
    b.add_argument("--doubt", type=float, default=None,
                   help="best entailment below which --negatives clear counts a claim "
                        "doubted (default 0.5; only with --negatives clear)")
    b.add_argument("--exclude-calibration", type=Path, default=None, metavar="FILE",
                   help="no pair from the rows this calibration was fitted on, nor from any "
                        "row sharing a source with one of them")
    args = ap.parse_args()
    if args.cmd == "record":
        sel = record(args.dev, NLI_ROOT, args.per_file, args.seed, part="fit", with_nli=False)
        save_set(sel, args.out)
        print(f"{len(sel['rows'])} fit rows, {len(sel['pairs'])} verifier pairs -> {args.out}")
        return
    if args.doubt is not None and args.negatives != "clear":
        ap.error("--doubt applies to --negatives clear only")
    sel = load_set(args.set)
    with np.load(args.probs) as z:
        probs = z["pairs"]
    exclude = None
    if args.exclude_calibration is not None:
        _, exclude = mix.calibration_row_ids(args.exclude_calibration)
    got = build(sel, probs, args.dev, args.negatives,
                0.5 if args.doubt is None else args.doubt, exclude)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as fh:
        for p in got:
            fh.write(json.dumps(p.to_dict(), ensure_ascii=False, sort_keys=True) + "\n")
    counts = Counter((p.source, p.label) for p in got)
    for (source, label), n in sorted(counts.items()):
        print(f"{source:28s} label {label}: {n}")
    print(f"{len(got)} pairs -> {args.out}")


if __name__ == "__main__":
    main()
