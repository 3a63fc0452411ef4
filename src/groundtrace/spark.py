"""Apache Spark (``pip install 'groundtrace[spark]'``): verdict columns for a Spark DataFrame.

:func:`triage_spark` appends the same ``gt_`` columns as
:func:`groundtrace.frames.triage_frame`, computed by ``mapInPandas`` on Arrow
batches: each Python worker loads the models once (they are process-wide and
reused across tasks) with onnxruntime threads set to the task's cores, and runs
the same batch code as one machine, so every verdict is the same bits as
``groundtrace triage`` gives for that row.

:func:`local_session` starts a Spark session for one machine, bound to
loopback with the UI off (what tests and the CLI's ``--engine spark`` use).
On a cluster, build the session as usual (``spark-submit``, Databricks) and
install groundtrace on the executors; see the README.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from groundtrace.errors import InvalidInput, InvalidType, MissingDependency

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["OUTPUT_COLUMNS", "local_session", "triage_spark"]

#: The columns :func:`triage_spark` appends, with their Spark SQL types.
OUTPUT_COLUMNS = (
    ("gt_decision", "string"), ("gt_probability", "double"), ("gt_reasons", "string"),
    ("gt_sgi", "double"), ("gt_dgi", "double"), ("gt_claim_score", "double"),
    ("gt_verdict", "string"),
)


def _pyspark() -> Any:
    try:
        import pyspark
    except ImportError:
        raise MissingDependency("pyspark", "spark") from None
    return pyspark


def local_session(master: str = "local[2]", *, app_name: str = "groundtrace",
                  progress: bool = False) -> Any:
    """A SparkSession on this machine only: driver on 127.0.0.1, no UI, Arrow on,
    Python workers on this interpreter.

    ``progress`` shows Spark's console progress bar (stages and tasks) on stderr.

    Raises:
        MissingDependency: pyspark is not installed (extra ``spark``; needs Java 17+).
    """
    _pyspark()
    from pyspark.sql import SparkSession

    if not isinstance(master, str) or not master.startswith("local"):
        raise InvalidInput(f"local_session runs Spark on this machine: master must be "
                           f"local[...], got {master!r}; build a session for a cluster yourself")
    import os
    import sys

    # Workers run this interpreter, so they import the same groundtrace and models
    # (PySpark reads the worker interpreter from the environment, not the builder).
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    return (SparkSession.builder.master(master).appName(app_name)
            .config("spark.driver.host", "127.0.0.1")
            .config("spark.driver.bindAddress", "127.0.0.1")
            .config("spark.ui.enabled", "false")
            .config("spark.ui.showConsoleProgress", "true" if progress else "false")
            .config("spark.sql.execution.arrow.pyspark.enabled", "true")
            .getOrCreate())


def _task_threads() -> int:
    """Cores of the running task (``spark.task.cpus``), 1 outside a task."""
    from pyspark import TaskContext

    ctx = TaskContext.get()
    if ctx is None:
        return 1
    try:
        return max(1, int(ctx.cpus()))
    except (AttributeError, TypeError, ValueError):
        return 1


def _triage_batches(question: str | None, context: str | None, response: str,
                    rules: Any, calibration: Any) -> Any:
    def run(batches: Iterator[pd.DataFrame]) -> Iterator[pd.DataFrame]:
        from groundtrace.encoders import set_inference_threads
        from groundtrace.frames import triage_frame

        # Before any model session of this worker exists: models are built lazily.
        set_inference_threads(_task_threads())
        for batch in batches:
            if len(batch):
                yield triage_frame(batch, question=question, context=context,
                                   response=response, rules=rules, calibration=calibration)

    return run


def triage_spark(
    df: Any, *, question: str | None = "question", context: str | None = "context",
    response: str = "response", rules: str | None = None, calibration: str | None = None,
) -> Any:
    """``df`` with the verdict columns of :func:`groundtrace.frames.triage_frame` appended.

    Lazy, like any Spark transformation: nothing runs until an action
    (``write``, ``collect``). ``rules`` is a rule-pack name and
    ``calibration`` a calibration file path (it must be readable on the
    executors); both are passed to the workers by value.

    Raises:
        MissingDependency: pyspark is not installed.
        InvalidType: ``df`` is not a Spark DataFrame.
        InvalidInput: a named column is missing or an output column exists.
    """
    _pyspark()
    from pyspark.sql import DataFrame

    if not isinstance(df, DataFrame):
        raise InvalidType(f"expected a pyspark DataFrame, got {type(df).__name__}")
    if rules is not None and not isinstance(rules, str):
        raise InvalidType("rules must be a rule-pack name on Spark (workers build the pack)")
    if calibration is not None and not isinstance(calibration, str):
        raise InvalidType("calibration must be a file path on Spark")
    for name in (question, context, response):
        if name is not None and name not in df.columns:
            raise InvalidInput(f"the frame has no column {name!r}; columns: {df.columns}")
    clash = [c for c, _ in OUTPUT_COLUMNS if c in df.columns]
    if clash:
        raise InvalidInput(f"the frame already has the output columns {clash}; rename them")
    from pyspark.sql.types import DoubleType, StringType, StructField, StructType

    types = {"string": StringType(), "double": DoubleType()}
    schema = StructType([*df.schema.fields,
                         *(StructField(c, types[t], True) for c, t in OUTPUT_COLUMNS)])
    return df.mapInPandas(_triage_batches(question, context, response, rules, calibration),
                          schema=schema)
