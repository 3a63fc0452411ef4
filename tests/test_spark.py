"""Spark local[2]: verdict columns byte for byte equal to the single-machine path."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

pytest.importorskip("pyspark")
if shutil.which("java") is None:  # pragma: no cover - .ci/run installs Java
    pytest.skip("Spark needs Java 17+ on PATH", allow_module_level=True)

from click.testing import CliRunner

from groundtrace.cli import main
from groundtrace.errors import InvalidInput, InvalidType

# PySpark leaves its loopback sockets to the garbage collector.
pytestmark = [pytest.mark.models,
              pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning"),
              pytest.mark.filterwarnings("ignore::ResourceWarning")]

ROWS = Path(__file__).parent / "fixtures" / "dev_rows.jsonl"


@pytest.fixture(scope="module")
def spark():
    from groundtrace.spark import local_session

    session = local_session("local[2]")
    yield session
    session.stop()


@pytest.fixture(scope="module")
def frame():
    pd = pytest.importorskip("pandas")
    rows = [json.loads(line) for line in ROWS.read_text(encoding="utf-8").splitlines()]
    return pd.DataFrame([{"id": r["id"], "question": r["question"], "context": r["context"],
                          "response": r["response"]} for r in rows])


@pytest.fixture(scope="module")
def single_machine(frame):
    from groundtrace.frames import triage_frame

    return triage_frame(frame)


def test_spark_verdicts_are_the_single_machine_bytes(spark, frame, single_machine, tmp_path):
    from groundtrace.spark import OUTPUT_COLUMNS, triage_spark

    parquet = tmp_path / "in.parquet"
    frame.to_parquet(parquet)
    out = triage_spark(spark.read.parquet(str(parquet)).repartition(3)).toPandas()
    assert len(out) == len(frame) == 202
    got = out.set_index("id").loc[single_machine["id"]]
    for column, _ in OUTPUT_COLUMNS:
        a, b = got[column].tolist(), single_machine[column].tolist()
        assert [json.dumps(x) for x in a] == [json.dumps(x) for x in b], column
    assert set(got["gt_decision"]) <= {"PASS", "REVIEW", "FAIL"}


def test_spark_input_errors(spark, frame):
    from groundtrace.spark import local_session, triage_spark

    df = spark.createDataFrame(frame.head(2))
    with pytest.raises(InvalidInput, match="no column 'answer'"):
        triage_spark(df, response="answer")
    with pytest.raises(InvalidInput, match="already has the output columns"):
        triage_spark(df.withColumnRenamed("id", "gt_decision"))
    with pytest.raises(InvalidType, match="pyspark DataFrame"):
        triage_spark(frame)
    with pytest.raises(InvalidInput, match="local"):
        local_session("yarn")


def test_cli_engine_spark_writes_parquet_and_a_summary(tmp_path, frame, single_machine):
    pd = pytest.importorskip("pandas")
    small = frame.head(12)
    src = tmp_path / "in.parquet"
    small.to_parquet(src)
    out = tmp_path / "out.parquet"
    r = CliRunner().invoke(main, ["triage", str(src), "-o", str(out), "--engine", "spark",
                                  "--master", "local[2]", "--json"])
    assert r.exit_code == 0, r.output
    summary = json.loads(r.stdout)
    assert summary["n"] == 12 and summary["engine"] == "spark"
    got = pd.read_parquet(out).set_index("id").loc[small["id"]]
    assert got["gt_verdict"].tolist() == single_machine["gt_verdict"].head(12).tolist()
    again = CliRunner().invoke(main, ["triage", str(src), "-o", str(out), "--engine", "spark"])
    assert again.exit_code == 2 and "is a directory" in again.output  # never overwritten
    missing = CliRunner().invoke(main, ["triage", str(src), "--engine", "spark"])
    assert missing.exit_code == 1 and "needs -o" in missing.output
