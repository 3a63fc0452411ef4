"""Shared plumbing of the peer scripts (stdlib only: it runs inside each peer's venv).

A peer script reads rows (JSONL with ``question``, ``context``, ``response``),
scores them, and writes one JSON object::

    {"peer": ..., "version": ..., "scores": [...], "decisions": [...],
     "load_seconds": ..., "seconds": ..., "items_per_s": ...,
     "latency_ms": {"p50": ..., "p95": ...} | null, "score_rule": "..."}

``scores``: higher = more likely not grounded; ``decisions``: the peer's own
flag. ``seconds`` is the median scoring time of all rows over ``--repeats``
runs, after loading and one warm-up row.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

Row = dict[str, Any]
ScoreOne = Callable[[Row], tuple[float, bool]]
ScoreMany = Callable[[list[Row]], list[tuple[float, bool]]]


def parse_args() -> argparse.Namespace:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", required=True, help="JSONL rows to score")
    ap.add_argument("--out", required=True, help="where to write the JSON result")
    ap.add_argument("--latency-items", type=int, default=0,
                    help="also time this many single-item calls (p50/p95)")
    ap.add_argument("--repeats", type=int, default=1,
                    help="score all rows this many times; the median time is reported")
    return ap.parse_args()


def read_rows(path: str) -> list[Row]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


def run(peer: str, version: str, load: Callable[[], tuple[ScoreMany, str]]) -> None:
    """Load the peer (timed), score all rows (timed), optionally time single items."""
    args = parse_args()
    rows = read_rows(args.rows)
    t0 = time.perf_counter()
    score_many, rule = load()
    if rows:
        score_many(rows[:1])  # warm-up, as groundtrace's runner does
    load_s = time.perf_counter() - t0
    runs = []
    for _ in range(max(1, args.repeats)):
        t0 = time.perf_counter()
        out = score_many(rows)
        runs.append(time.perf_counter() - t0)
    seconds = statistics.median(runs)
    latency = None
    if args.latency_items > 0 and rows:
        times = []
        for row in rows[: args.latency_items]:
            t = time.perf_counter()
            score_many([row])
            times.append((time.perf_counter() - t) * 1000.0)
        latency = {"p50": statistics.median(times), "p95": _pct(times, 0.95), "n": len(times)}
    result = {
        "peer": peer,
        "version": version,
        "python": sys.version.split()[0],
        "scores": [float(s) for s, _ in out],
        "decisions": [bool(d) for _, d in out],
        "load_seconds": load_s,
        "seconds": seconds,
        "repeats": len(runs),
        "items_per_s": len(rows) / seconds if seconds > 0 else None,
        "latency_ms": latency,
        "score_rule": rule,
    }
    Path(args.out).write_text(json.dumps(result), encoding="utf-8")
