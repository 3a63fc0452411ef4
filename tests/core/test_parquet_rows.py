"""Parquet in and out for the row commands, the same rows as JSONL."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from groundtrace.cli import main
from groundtrace.datasets import iter_rows, read_labelled, write_rows
from groundtrace.errors import DataFormatError, MissingDependency

pq = pytest.importorskip("pyarrow.parquet")

ROWS = [
    {"id": "a", "question": "What is the fee?", "context": "The fee is 2 EUR.",
     "response": "It is 2 EUR.", "label": 0, "meta": {"k": 1}},
    {"id": "b", "question": "What is the fee?", "context": "The fee is 2 EUR.",
     "response": "It is 9 EUR.", "label": 1, "meta": {"k": 2}},
]


def _jsonl(tmp_path):
    path = tmp_path / "rows.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in ROWS) + "\n", encoding="utf-8")
    return path


def test_rows_round_trip_with_nested_values_as_json_text(tmp_path):
    path = tmp_path / "rows.parquet"
    assert write_rows(path, ROWS) == 2
    back = [obj for _, obj in iter_rows(path)]
    assert [json.loads(r["meta"]) for r in back] == [{"k": 1}, {"k": 2}]
    assert [r["response"] for r in back] == ["It is 2 EUR.", "It is 9 EUR."]
    assert [r["label"] for r in read_labelled(path)] == [0, 1]


def test_score_reads_and_writes_parquet_like_jsonl(tmp_path):
    runner = CliRunner()
    out_jsonl, out_pq = tmp_path / "out.jsonl", tmp_path / "out.parquet"
    src_pq = tmp_path / "rows.parquet"
    write_rows(src_pq, ROWS)
    assert runner.invoke(main, ["score", str(_jsonl(tmp_path)), "-o", str(out_jsonl),
                                "--encoder", "hashing"]).exit_code == 0
    result = runner.invoke(main, ["score", str(src_pq), "-o", str(out_pq), "--encoder", "hashing",
                                  "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["n"] == 2
    from_jsonl = [json.loads(line)["groundtrace"] for line in out_jsonl.read_text().splitlines()]
    from_pq = [json.loads(r["groundtrace"]) for r in pq.read_table(out_pq).to_pylist()]
    assert from_pq == from_jsonl


@pytest.mark.models
def test_triage_parquet_verdicts_equal_the_jsonl_ones(tmp_path):
    runner = CliRunner()
    src_pq = tmp_path / "rows.parquet"
    write_rows(src_pq, ROWS)
    out_jsonl, out_pq = tmp_path / "v.jsonl", tmp_path / "v.parquet"
    jsonl_run = runner.invoke(main, ["triage", str(_jsonl(tmp_path)), "-o", str(out_jsonl)])
    assert jsonl_run.exit_code == 0
    assert runner.invoke(main, ["triage", str(src_pq), "-o", str(out_pq)]).exit_code == 0
    from_jsonl = [json.loads(line)["verdict"] for line in out_jsonl.read_text().splitlines()]
    from_pq = [json.loads(r["verdict"]) for r in pq.read_table(out_pq).to_pylist()]
    assert from_pq == from_jsonl
    assert [v["id"] for v in from_jsonl] == ["a", "b"]


@pytest.mark.parametrize(("meta", "message"), [
    ([1, 2], "rows.jsonl:2: metadata must be an object, got list"),
    ("{not json", "rows.jsonl:2: metadata is text but not JSON"),
    ('["a"]', "rows.jsonl:2: metadata must be an object, got list"),
])
def test_triage_names_the_line_of_a_row_with_bad_metadata(tmp_path, meta, message):
    path = tmp_path / "rows.jsonl"
    rows = [ROWS[0], {**ROWS[1], "meta": meta}]
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["triage", str(path)])
    assert result.exit_code == 1 and message in result.output, result.output


def test_unreadable_parquet_and_missing_pyarrow_are_clear_errors(tmp_path, monkeypatch):
    bad = tmp_path / "bad.parquet"
    bad.write_bytes(b"not parquet at all")
    with pytest.raises(DataFormatError, match=r"cannot read .*bad\.parquet.* as Parquet"):
        list(iter_rows(bad))
    import builtins

    real_import = builtins.__import__

    def no_pyarrow(name, *args, **kwargs):
        if name.startswith("pyarrow"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_pyarrow)
    with pytest.raises(MissingDependency, match=r"groundtrace\[parquet\]"):
        list(iter_rows(bad))


def test_export_labels_writes_parquet(tmp_path):
    from groundtrace.audit import AuditLog, Signer

    signer = Signer.generate()
    store = f"sqlite:///{tmp_path / 'a.db'}"
    log = AuditLog(store, signer)
    rec = log.record("evaluate", {"question": "Fee?", "response": "2 EUR.",
                                  "context": "The fee is 2 EUR."},
                     {"flagged": False, "provenance": {}})
    log.label(rec.id, grounded=False)
    log.close()
    out = tmp_path / "labels.parquet"
    result = CliRunner().invoke(main, ["audit", "export-labels", "--store", store, "-o", str(out)])
    assert result.exit_code == 0, result.output
    (row,) = pq.read_table(out).to_pylist()
    assert row["label"] == 1 and row["response"] == "2 EUR." and json.loads(row["meta"])


def test_triage_names_the_line_of_a_row_whose_id_is_not_a_string_or_integer(tmp_path):
    path = tmp_path / "rows.jsonl"
    rows = [ROWS[0], {**ROWS[1], "id": [1, 2]}]
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["triage", str(path)])
    assert result.exit_code == 1
    assert "rows.jsonl:2: id must be a string or an integer, got list" in result.output
