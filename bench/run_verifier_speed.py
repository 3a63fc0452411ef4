"""Claim-layer throughput with two verifier models in one run (the shipped one and another).

RAG-sized items: seeded dev rows with a context of at most 2,000 characters and a
response of at most 4 sentences, every dev file. ``verify_batch`` runs them with
each verifier in turn (same encoder, embeddings warmed once so both sides pay
the same), ``--repeats`` times; medians of items/s and the ratio are printed
and appended to bench/RESULTS.md. The other model is a model folder
(``model.onnx``, ``tokenizer.json``, ``config.json``), e.g. the previous
verifier extracted from git:

    mkdir -p /tmp/v1 && for f in model.onnx tokenizer.json config.json; do
      git show OLD:src/groundtrace/models/verifier/$f > /tmp/v1/$f; done
    python bench/run_verifier_speed.py --other /tmp/v1 [--rows 150] [--repeats 3]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from results_file import DEFAULT_DATA, add_no_append, header, load_average, publish

from groundtrace.claims import verify_batch
from groundtrace.datasets import read_labelled
from groundtrace.encoders import get_encoder
from groundtrace.models.verifier import OnnxVerifier
from groundtrace.text.sentences import split_sentences

FILES = ("begin", "halueval_dialogue", "halueval_qa", "halueval_summarization", "summedits",
         "wice")


def rows(data: Path, n: int, seed: int) -> list[dict]:
    out = []
    for name in FILES:
        out += [r for r in read_labelled(data / f"{name}.jsonl")
                if len(r["context"]) <= 2000 and len(split_sentences(r["response"])) <= 4]
    out.sort(key=lambda r: r["id"])
    random.Random(seed).shuffle(out)
    return out[:n]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default=str(DEFAULT_DATA))
    ap.add_argument("--other", required=True, type=Path, help="the other model's folder")
    ap.add_argument("--rows", type=int, default=150)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--seed", type=int, default=2)
    add_no_append(ap)
    args = ap.parse_args()
    load_before = load_average()
    sample = rows(Path(args.data), args.rows, args.seed)
    items = [{"response": r["response"], "context": r["context"],
              "question": r.get("question") or None} for r in sample]
    enc = get_encoder("minilm")
    shipped, other = OnnxVerifier(), OnnxVerifier(args.other)
    verify_batch(items, encoder=enc, verifier="alignment")  # warm the embedding cache
    rates: dict[str, list[float]] = {shipped.name: [], other.name: []}
    for _ in range(args.repeats):
        for v in (other, shipped):
            t0 = time.perf_counter()
            verify_batch(items, encoder=enc, verifier=v)
            rates[v.name].append(len(items) / (time.perf_counter() - t0))
    med = {k: statistics.median(v) for k, v in rates.items()}
    lines = ["| verifier | items/s (median) | runs |", "|---|---|---|"]
    lines += [f"| {k} | {med[k]:.2f} | {', '.join(f'{x:.2f}' for x in rates[k])} |"
              for k in (other.name, shipped.name)]
    lines += ["", f"Ratio shipped / other: {med[shipped.name] / med[other.name]:.2f} "
              f"(batch size {shipped.batch_size} vs {other.batch_size})."]
    section = "\n".join(header("Claim-layer throughput by verifier", load_before, [
        f"- data: {len(items)} RAG-sized dev rows (context <= 2,000 chars, <= 4 response "
        f"sentences), seed {args.seed}; {args.repeats} repeats"]) + lines)
    publish(section, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
