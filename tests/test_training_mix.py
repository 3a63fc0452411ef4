"""training/mix.py: a mix that leaves out the rows a calibration was fitted on (pure Python)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from training_modules import load_training_module

mix = load_training_module("mix")


def _row(i: int, context: str) -> dict:
    return {"id": f"r{i}", "context": context, "response": f"answer {i}", "label": i % 2}


ROWS = [_row(0, "doc A"), _row(1, "doc A"), _row(2, "doc B"), _row(3, "doc C"),
        _row(4, ""), _row(5, "")]


def test_excluded_rows_take_every_row_of_their_source_with_them():
    kept = mix.without_rows(ROWS, {"r0", "r3"})
    assert [r["id"] for r in kept] == ["r2", "r4", "r5"]
    # rows without a context are not one group
    assert [r["id"] for r in mix.without_rows(ROWS, {"r4"})] == ["r0", "r1", "r2", "r3", "r5"]


def test_rows_to_exclude_must_be_in_the_data():
    with pytest.raises(SystemExit, match=r"1 rows to exclude are not fit rows.*first: r9"):
        mix.without_rows(ROWS, {"r1", "r9"})


def test_calibration_row_ids_reads_the_provenance(tmp_path: Path):
    path = tmp_path / "cal.json"
    path.write_text(json.dumps({"calibration_id": "cal-1", "provenance": {
        "row_ids": {"begin": ["b1", "b2"], "wice": ["w1"]}}}), encoding="utf-8")
    assert mix.calibration_row_ids(path) == ("cal-1", {"b1", "b2", "w1"})
    path.write_text(json.dumps({"calibration_id": "cal-1", "provenance": {}}), encoding="utf-8")
    with pytest.raises(SystemExit, match=r"not a calibration with provenance\.row_ids"):
        mix.calibration_row_ids(path)
    path.write_text(json.dumps({"provenance": {"row_ids": {"begin": []}}}), encoding="utf-8")
    with pytest.raises(SystemExit, match="lists no row ids"):
        mix.calibration_row_ids(path)
    with pytest.raises(SystemExit, match="not a calibration"):
        mix.calibration_row_ids(tmp_path / "missing.json")


def test_the_bundled_calibration_names_its_rows():
    bundled = (Path(__file__).resolve().parents[1]
               / "src/groundtrace/calibration/data/triage_default.json")
    cal_id, ids = mix.calibration_row_ids(bundled)
    assert cal_id.startswith("cal-") and len(ids) == 900
