"""Throughput of policy enforcement with MiniLM: enforce() per row vs enforce_batch().

Rows: HaluEval QA "fit" rows (question as message, response), checked
against the bundled banking policy (rule matching + expressions + relevance;
no context, so no grounding gate).

    .venv/bin/python bench/policy_throughput.py [--rows 256]
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

from groundtrace.datasets import partition, read_labelled
from groundtrace.encoders import get_encoder
from groundtrace.policy import enforce, enforce_batch, load_policy

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "dev" / "halueval_qa.jsonl"
POLICY = Path(__file__).resolve().parents[1] / "src/groundtrace/examples/policy_banking.toml"


def main(rows: int) -> None:
    data = [r for r in read_labelled(DATA) if partition(r) == "fit"]
    random.Random(1).shuffle(data)
    items = [{"message": r["question"], "response": r["response"]} for r in data[:rows]]
    policy = load_policy(POLICY)
    enc = get_encoder("minilm")
    enforce("warm up", "warm up", policy=policy, encoder=enc)

    t0 = time.perf_counter()
    single = [enforce(i["message"], i["response"], policy=policy, encoder=enc) for i in items]
    t_single = time.perf_counter() - t0
    t0 = time.perf_counter()
    batch = enforce_batch(items, policy=policy, encoder=enc)
    t_batch = time.perf_counter() - t0
    same = sum(a.to_dict() == b.to_dict() for a, b in zip(single, batch, strict=True))
    print(f"{len(items)} rows: enforce() {len(items) / t_single:.1f} rows/s, "
          f"enforce_batch() {len(items) / t_batch:.1f} rows/s; "
          f"identical results {same}/{len(items)}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=256)
    main(ap.parse_args().rows)
