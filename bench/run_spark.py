"""Spark overhead: the same rows triaged single-process and on Spark local[N], on this machine.

Takes ``--rows`` labelled dev rows (seeded, every dev file, contexts of at most
``--max-context`` characters so the run stays in minutes), triages them with
``groundtrace.frames.triage_frame`` in this process, then with
``groundtrace.spark.triage_spark`` on ``local[N]`` from a Parquet file, checks
that every verdict is the same bytes, and reports rows/s for both, the
overhead ratio, and the peak RSS of the Python workers (sampled from /proc
while Spark runs). From the measured per-core rate it prints what 100 million
rows would take on a cluster. Appends to bench/RESULTS.md.

    python bench/run_spark.py [--rows 2000] [--cores 2] [--no-append]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from results_file import DEFAULT_DATA, add_no_append, header, load_average, publish

FILES = ("begin", "halueval_dialogue", "halueval_qa", "halueval_summarization", "summedits",
         "wice")


def sample(data: Path, n: int, max_context: int, seed: int) -> list[dict]:
    from groundtrace.datasets import read_labelled

    rows = []
    for name in FILES:
        rows += [r for r in read_labelled(data / f"{name}.jsonl")
                 if len(r["context"]) <= max_context]
    rows.sort(key=lambda r: r["id"])
    random.Random(seed).shuffle(rows)
    return rows[:n]


def worker_rss_peak(stop: threading.Event, out: dict[str, int]) -> None:
    """Largest peak RSS (bytes) of the PySpark Python worker processes (forks of the daemon)."""
    while not stop.is_set():
        for pid in os.listdir("/proc"):
            if not pid.isdigit():
                continue
            try:
                cmd = Path(f"/proc/{pid}/cmdline").read_bytes()
                if b"pyspark.daemon" not in cmd and b"pyspark.worker" not in cmd:
                    continue
                for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                    if line.startswith("VmHWM:"):
                        out["peak"] = max(out.get("peak", 0), int(line.split()[1]) * 1024)
            except OSError:
                continue
        stop.wait(0.5)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default=str(DEFAULT_DATA))
    ap.add_argument("--rows", type=int, default=2000)
    ap.add_argument("--max-context", type=int, default=2000)
    ap.add_argument("--cores", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    add_no_append(ap)
    args = ap.parse_args()
    import pandas as pd

    from groundtrace.frames import triage_frame
    from groundtrace.spark import local_session, triage_spark

    load_before = load_average()
    rows = sample(Path(args.data), args.rows, args.max_context, args.seed)
    frame = pd.DataFrame([{"id": r["id"], "question": r["question"], "context": r["context"],
                           "response": r["response"]} for r in rows])
    t0 = time.perf_counter()
    single = triage_frame(frame)
    single_s = time.perf_counter() - t0
    spark = local_session(f"local[{args.cores}]")
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "in.parquet"
        frame.to_parquet(src)
        peak: dict[str, int] = {}
        stop = threading.Event()
        watcher = threading.Thread(target=worker_rss_peak, args=(stop, peak), daemon=True)
        watcher.start()
        t0 = time.perf_counter()
        df = spark.read.parquet(str(src)).repartition(args.cores * 4)
        triage_spark(df).write.parquet(str(Path(tmp) / "out.parquet"))
        spark_s = time.perf_counter() - t0
        stop.set()
        watcher.join()
        out = pd.read_parquet(Path(tmp) / "out.parquet").set_index("id").loc[single["id"]]
    spark.stop()
    same = out["gt_verdict"].tolist() == single["gt_verdict"].tolist()
    n = len(frame)
    single_rate, spark_rate = n / single_s, n / spark_s
    per_core = spark_rate / args.cores
    cluster = [(cores, 1e8 / (per_core * cores) / 3600) for cores in (64, 256, 1024)]
    lines = [
        "| path | seconds | rows/s |", "|---|---|---|",
        f"| single process (2 onnxruntime threads) | {single_s:.1f} | {single_rate:.1f} |",
        f"| Spark local[{args.cores}] (Parquet in and out, 1 thread per task) | {spark_s:.1f} | "
        f"{spark_rate:.1f} |",
        "",
        f"Overhead ratio (single / Spark rows/s): {single_rate / spark_rate:.2f}. Verdicts "
        f"byte for byte equal: {same} ({n} rows). Peak RSS of a Python worker: "
        f"{peak.get('peak', 0) / 2**20:.0f} MiB.",
        "",
        f"At the measured {per_core:.1f} rows/s per core, 100 million rows of this mix take "
        + "; ".join(f"{h:.1f} h on {c} cores" for c, h in cluster)
        + f" (100e6 / ({per_core:.1f} x cores) / 3600, ignoring stragglers and start-up).",
    ]
    section = "\n".join(header(f"Spark local[{args.cores}] vs one process", load_before, [
        f"- data: {n} dev rows, every file, contexts of at most {args.max_context} characters, "
        f"seed {args.seed}"]) + lines)
    publish(section, args)
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
