"""Measure the cosine similarities behind the policy defaults (MiniLM).

1. Relevance gate: question ↔ response cosine for on-topic pairs (HaluEval
   QA and dialogue "fit" rows, grounded or not, all answer their own
   question) against off-topic pairs (the same responses paired with another
   row's question). Reports percentiles and the error rates at thresholds.
2. Rule matching: the bundled banking policy's conditions against messages
   written to match one rule each, and messages matching none.

    .venv/bin/python bench/policy_thresholds.py [--rows 400]
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path

import numpy as np

from groundtrace.datasets import partition, read_labelled
from groundtrace.encoders import get_encoder
from groundtrace.policy import load_policy

DEV = Path(__file__).resolve().parents[2] / "shared" / "data" / "dev"
DATASETS = ("halueval_qa.jsonl", "halueval_dialogue.jsonl")
POLICY = Path(__file__).resolve().parents[1] / "src/groundtrace/examples/policy_banking.toml"

# message -> the rule it should match (None: no rule)
MESSAGES = {
    "I was charged a $35 late fee, can I have my money back?": "refund-limit",
    "Please reimburse the overdraft charge from last week.": "refund-limit",
    "I want a refund for the annual card fee.": "refund-limit",
    "Can you give me a better interest rate if I stay?": "discount-cap",
    "Is there any promotion or discount for loyal customers?": "discount-cap",
    "Your competitor offers cheaper pricing, can you match it?": "discount-cap",
    "There is a card payment I don't recognise on my statement.": "no-guarantees-disputes",
    "I want to dispute a charge from an online shop.": "no-guarantees-disputes",
    "This is the third time your app fails, I'm really angry.": "polite-tone",
    "Your customer service is terrible and I'm fed up.": "polite-tone",
    "What are your branch opening hours?": None,
    "How do I change my PIN?": None,
    "What's the weather like in Madrid today?": None,
    "Can I open a savings account online?": None,
    "How long does a SEPA transfer take?": None,
}


def relevance(name: str, rows: int) -> None:
    data = [r for r in read_labelled(DEV / name) if partition(r) == "fit"]
    rng = random.Random(0)
    rng.shuffle(data)
    data = data[:rows]
    enc = get_encoder("minilm")
    q = enc.encode([r["question"] for r in data], role="query")
    a = enc.encode([r["response"] for r in data], role="passage")
    on = np.sum(q * a, axis=1)
    off = np.sum(np.roll(q, 1, axis=0) * a, axis=1)
    pct = [1, 5, 10, 50]
    print(f"relevance, {len(data)} {name} fit rows")
    print("  on-topic  percentiles", dict(zip(pct, np.percentile(on, pct).round(3), strict=True)))
    print("  off-topic percentiles", dict(zip([50, 90, 95, 99],
                                               np.percentile(off, [50, 90, 95, 99]).round(3),
                                               strict=True)))
    for t in (0.05, 0.1, 0.15, 0.2, 0.25):
        print(f"  threshold {t:.2f}: on-topic flagged {np.mean(on < t):.3f}, "
              f"off-topic passed {np.mean(off >= t):.3f}")


def matching() -> None:
    policy = load_policy(POLICY)
    enc = get_encoder("minilm")
    cond = enc.encode([r.condition_text for r in policy.rules], role="query")
    msgs = enc.encode(list(MESSAGES), role="query")
    sims = msgs @ cond.T
    right, wrong = [], []
    for i, (msg, target) in enumerate(MESSAGES.items()):
        for j, rule in enumerate(policy.rules):
            if rule.id == "no-competitors":
                continue  # always enforced, never matched
            (right if rule.id == target else wrong).append(float(sims[i, j]))
        best = policy.rules[int(np.argmax(sims[i]))].id
        print(f"  {sims[i].max():.3f} {best:24s} want {target}: {msg}")
    print(f"matching: intended pairs min {min(right):.3f} median {np.median(right):.3f}; "
          f"other pairs max {max(wrong):.3f} p95 {np.percentile(wrong, 95):.3f}")
    for t in (0.3, 0.35, 0.4, 0.45):
        print(f"  threshold {t:.2f}: intended missed {np.mean(np.array(right) < t):.2f}, "
              f"other matched {np.mean(np.array(wrong) >= t):.3f}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=400)
    args = ap.parse_args()
    for name in DATASETS:
        relevance(name, args.rows)
    matching()
