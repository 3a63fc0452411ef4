"""The bundled banking demo with the packaged models: grounded answers pass, planted errors fail."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import groundtrace

pytestmark = pytest.mark.models

DEMO = Path(groundtrace.__file__).resolve().parent / "examples" / "banking_demo.jsonl"
ROWS = [json.loads(line) for line in DEMO.read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def verdicts():
    items = [{"question": r["question"], "response": r["response"], "context": r["context"]}
             for r in ROWS]
    return {r["id"]: v for r, v in zip(ROWS, groundtrace.triage_batch(items), strict=True)}


@pytest.mark.parametrize("row", [r for r in ROWS if r["label"] == 0], ids=lambda r: r["id"])
def test_every_grounded_demo_answer_passes(verdicts, row):
    # "free" vs "at no cost", "each day" vs "daily", "24-hour line": paraphrase, not errors.
    assert verdicts[row["id"]].decision == "PASS"


@pytest.mark.parametrize("row_id", ["sepa-fee-wrong", "card-block-invented",
                                    "overdraft-wrong-rate", "mortgage-offtopic"])
def test_planted_errors_with_a_wrong_fact_fail(verdicts, row_id):
    assert verdicts[row_id].decision == "FAIL"
