"""Copy a small, fixed sample of labelled dev rows into tests/fixtures (run once; output tracked).

Tests must run without ``../shared``; the Spark and Parquet tests need a few
hundred real rows. Takes ``--per-file`` "holdout" rows
(``groundtrace.datasets.partition``) with a context of at most
``--max-context`` characters from each dev file, seeded, and writes
``tests/fixtures/dev_rows.jsonl``. Licences: tests/fixtures/README.md.

    python bench/make_test_rows.py [--per-file 40] [--max-context 1500]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from results_file import DEFAULT_DATA, ROOT

from groundtrace.datasets import partition, read_labelled

FILES = ("begin", "halueval_dialogue", "halueval_qa", "halueval_summarization", "summedits",
         "wice")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default=str(DEFAULT_DATA))
    ap.add_argument("--per-file", type=int, default=40)
    ap.add_argument("--max-context", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args()
    out = []
    for name in FILES:
        rows = [r for r in read_labelled(Path(args.data) / f"{name}.jsonl")
                if partition(r) == "holdout" and len(r["context"]) <= args.max_context]
        rows.sort(key=lambda r: r["id"])
        random.Random(f"{args.seed}:{name}").shuffle(rows)
        out += sorted(rows[: args.per_file], key=lambda r: r["id"])
    path = ROOT / "tests/fixtures/dev_rows.jsonl"
    with path.open("w", encoding="utf-8") as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"{len(out)} rows -> {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
