"""Fit the bundled triage calibration (thresholds + fused model) on shared/data/dev.

Uses "fit" rows (``groundtrace.datasets.partition``; ``--partition holdout``
for rows the verifier's training mix never drew from), a fixed-seed sample
of at most ``--per-file`` rows from each file, runs every layer through
``groundtrace.triage.run_layers`` (the code path triage uses), and writes
``src/groundtrace/calibration/data/triage_default.json`` with its provenance:
file hashes, row ids, verifier, encoder, commit.

    python training/fit_fusion.py [--verifier trained|alignment] [--per-file 150]
        [--partition fit|holdout]

Layer features are cached per row id in training/work/ (git-ignored): delete
the cache after changing a layer.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import subprocess
import sys
import time
from pathlib import Path

from groundtrace.calibration.fitting import fit_calibration
from groundtrace.datasets import partition, read_labelled
from groundtrace.encoders import get_encoder
from groundtrace.triage import run_layers
from groundtrace.types import as_item

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "src/groundtrace/calibration/data/triage_default.json"
FILES = ("halueval_qa", "halueval_dialogue", "halueval_summarization", "summedits", "wice",
         "begin")


def sample_fit_rows(data: Path, per_file: int, seed: int,
                    part: str = "fit") -> tuple[list[dict], dict, dict]:
    """A seeded sample of each file's ``part`` rows; each row gains ``_file`` (its fold group)."""
    rows, hashes, ids = [], {}, {}
    for name in FILES:
        path = data / f"{name}.jsonl"
        hashes[name] = hashlib.sha256(path.read_bytes()).hexdigest()
        fit = [r for r in read_labelled(path) if partition(r) == part]
        random.Random(f"{seed}:{name}").shuffle(fit)
        chosen = sorted(fit[:per_file], key=lambda r: r["id"])
        ids[name] = [r["id"] for r in chosen]
        rows += [{**r, "_file": name} for r in chosen]
    return rows, hashes, ids


def _span(bounds: list[float] | None) -> str:
    return "n/a" if bounds is None else f"{bounds[0]:.3f}-{bounds[1]:.3f}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--data", default=str(ROOT.parent / "shared/data/dev"))
    ap.add_argument("--verifier", choices=("trained", "alignment"), default="trained")
    ap.add_argument("--per-file", type=int, default=150)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--out", default=str(OUT))
    ap.add_argument("--cache", default=None,
                    help="features cache (JSONL; default training/work/fusion_features_<verifier>)")
    ap.add_argument("--partition", choices=("fit", "holdout"), default="fit",
                    help="dev rows to fit on (default fit)")
    args = ap.parse_args()
    rows, hashes, ids = sample_fit_rows(Path(args.data), args.per_file, args.seed,
                                        args.partition)
    enc = get_encoder("minilm")
    from groundtrace.claims.verifiers import resolve_verifier

    verifier = resolve_verifier(args.verifier, enc)
    verifier_name = "alignment" if args.verifier == "alignment" else verifier.name
    cache = Path(args.cache or ROOT / f"training/work/fusion_features_{verifier_name}.jsonl")
    cached = {}
    if cache.is_file():
        for line in cache.read_text(encoding="utf-8").splitlines():
            rec = json.loads(line)
            cached[rec["id"]] = rec["features"]
    t0 = time.perf_counter()
    todo = [r for r in rows if r["id"] not in cached]
    step = 25
    cache.parent.mkdir(parents=True, exist_ok=True)
    with cache.open("a", encoding="utf-8") as fh:
        for i in range(0, len(todo), step):
            chunk = todo[i : i + step]
            layers = run_layers([as_item(r) for r in chunk], encoder=enc, verifier=verifier)
            for r, lr in zip(chunk, layers, strict=True):
                cached[r["id"]] = lr.features
                fh.write(json.dumps({"id": r["id"], "features": lr.features}) + "\n")
            fh.flush()
            print(f"\r{i + len(chunk)}/{len(todo)} new rows, "
                  f"{time.perf_counter() - t0:.0f}s", end="", file=sys.stderr)
    print(file=sys.stderr)
    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                            check=False, cwd=ROOT).stdout.strip()
    # The layers that made the features are src/ (the file being rewritten
    # aside): a fit on edited code says so.
    out = Path(args.out).resolve()
    pathspec = ["src"] + ([f":!{out.relative_to(ROOT)}"] if out.is_relative_to(ROOT) else [])
    if subprocess.run(["git", "status", "--porcelain", "--", *pathspec], capture_output=True,
                      text=True, check=False, cwd=ROOT).stdout.strip():
        commit += " (src has uncommitted changes)"
    cal = fit_calibration(
        rows, encoder=enc, verifier=verifier, feature_rows=[cached[r["id"]] for r in rows],
        groups=[r["_file"] for r in rows],
        provenance={
            "script": "training/fit_fusion.py",
            "commit": commit,
            "data": f"shared/data/dev, {args.partition} partition",
            "file_sha256": hashes,
            "row_ids": ids,
            "per_file": args.per_file,
            "seed": args.seed,
        },
    )
    cal.save(args.out)
    rep = cal.fusion.fit_report
    oof = rep["out_of_fold"] or rep["in_sample"]
    print(f"wrote {args.out}: n={rep['n']} features={rep['features_chosen']} ({rep['folds']})\n"
          f"  out of fold: auroc={oof['auroc']:.3f} ece={oof['ece']:.3f} "
          f"review_share={oof['review_share']:.3f} recall_flagged={oof['recall_flagged']:.3f} "
          f"fail_precision={oof['fail_precision']} ba_fail={oof['balanced_accuracy_fail']:.3f}\n"
          f"  review@{cal.fusion.review_threshold:.3f} fail@{cal.fusion.fail_threshold:.3f}"
          f" (5th-95th percentile over resamples of the rows: review "
          f"{_span(rep['threshold_spread']['review_5_95'])}, fail "
          f"{_span(rep['threshold_spread']['fail_5_95'])})",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
