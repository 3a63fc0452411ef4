"""``groundtrace triage --engine spark``: the same verdicts, computed by Apache Spark."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from groundtrace.cli._common import emit_summary
from groundtrace.errors import InvalidInput

__all__ = ["triage_on_spark"]


def _session(master: str) -> Any:
    import sys

    from groundtrace.cli._common import progress_enabled
    from groundtrace.spark import local_session

    if master.startswith("local"):
        # Spark's own stage/task bar is the driver's view of progress.
        return local_session(master, progress=progress_enabled() and sys.stderr.isatty())
    from pyspark.sql import SparkSession

    return SparkSession.builder.master(master).appName("groundtrace").getOrCreate()


def triage_on_spark(input_path: str, output: str | None, cal_path: str | None,
                    pack: str | None, master: str, as_json: bool) -> None:
    """Read JSONL or Parquet, triage on Spark, write a Parquet folder, print the summary."""
    from groundtrace.spark import triage_spark

    if output is None:
        raise InvalidInput("--engine spark needs -o: a Parquet folder to write the rows to")
    if Path(output).exists():
        raise InvalidInput(f"{output!r} exists; Spark writes a new folder of part files")
    suffix = Path(input_path).suffix.lower()
    if suffix not in (".parquet", ".jsonl", ".json"):
        raise InvalidInput(f"--engine spark reads .parquet or .jsonl, got {input_path!r}")
    if cal_path is not None:
        cal_path = str(Path(cal_path).resolve())
    spark = _session(master)
    t0 = time.perf_counter()
    df = (spark.read.parquet(input_path) if suffix == ".parquet"
          else spark.read.json(input_path))
    question = "question" if "question" in df.columns else None
    context = "context" if "context" in df.columns else None
    out = triage_spark(df, question=question, context=context, rules=pack,
                       calibration=cal_path)
    out.write.parquet(output)
    counts = {r["gt_decision"]: int(r["count"])
              for r in spark.read.parquet(output).groupBy("gt_decision").count().collect()}
    elapsed = time.perf_counter() - t0
    n = sum(counts.values())
    summary = {"n": n, "decisions": {d: counts.get(d, 0) for d in ("PASS", "REVIEW", "FAIL")},
               "seconds": round(elapsed, 3), "engine": "spark", "master": master,
               "output": output}
    lines = [f"triaged {n} answers on Spark ({master}) in {elapsed:.1f}s -> {output}"]
    lines += [f"  {d:<6} {counts.get(d, 0):>6}" for d in ("PASS", "REVIEW", "FAIL")]
    emit_summary(summary, lines, as_json=as_json, rows_on_stdout=False)
