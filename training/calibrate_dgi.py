"""Compute the bundled DGI reference directions from shared/data/dev.

Uses the grounded (label 0) rows with a non-empty question from the "fit" half
(``groundtrace.datasets.partition``) of the files below, and records which rows
and the commit in the output file's provenance.

    python training/calibrate_dgi.py --encoder minilm [--data ../shared/data/dev]
"""

from __future__ import annotations

import argparse
import hashlib
import subprocess
import sys
from pathlib import Path

from groundtrace.datasets import partition, read_labelled
from groundtrace.encoders import get_encoder
from groundtrace.scorers.embedding_cache import embed_roles
from groundtrace.scorers.reference import reference_from_embeddings

FILES = ("halueval_qa.jsonl", "halueval_dialogue.jsonl", "begin.jsonl")
OUT_DIR = Path(__file__).resolve().parents[1] / "src/groundtrace/scorers/data"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--encoder", default="minilm")
    ap.add_argument("--data", default=str(Path(__file__).resolve().parents[2] / "shared/data/dev"))
    args = ap.parse_args(argv)
    data = Path(args.data)
    questions, responses, used, hashes = [], [], {}, {}
    for name in FILES:
        path = data / name
        hashes[name] = hashlib.sha256(path.read_bytes()).hexdigest()
        rows = [
            r for r in read_labelled(path)
            if r["label"] == 0 and r["question"].strip() and partition(r) == "fit"
        ]
        used[name] = [r["id"] for r in rows]
        questions += [r["question"] for r in rows]
        responses += [r["response"] for r in rows]
    enc = get_encoder(args.encoder)
    print(f"encoding {len(questions)} grounded pairs with {enc.name} ...", file=sys.stderr)
    q, r = embed_roles(enc, [(questions, "query"), (responses, "passage")])
    commit = subprocess.run(
        ["git", "rev-parse", "HEAD"], capture_output=True, text=True, check=False
    ).stdout.strip() or "uncommitted"
    ref = reference_from_embeddings(
        q, r, encoder=enc.name,
        source=f"shared/data/dev grounded fit rows ({', '.join(FILES)})",
        provenance={
            "script": "training/calibrate_dgi.py",
            "commit": commit,
            "file_sha256": hashes,
            "row_ids": used,
            "partition": "fit (groundtrace.datasets.partition)",
        },
    )
    out = OUT_DIR / f"dgi_{enc.name}.json"
    ref.save(out)
    print(f"wrote {out}: n={ref.n_pairs} R={ref.mean_resultant_length:.4f} "
          f"kappa={ref.kappa:.1f}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
