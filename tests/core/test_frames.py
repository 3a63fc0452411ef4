"""pandas in and out: verdict columns appended, the same bits as the batch path."""

from __future__ import annotations

import json

import pytest

from groundtrace.errors import InvalidInput, InvalidText, InvalidType

pd = pytest.importorskip("pandas")

from groundtrace.evaluate import evaluate_batch  # noqa: E402
from groundtrace.frames import score_frame, triage_frame, verify_frame  # noqa: E402
from groundtrace.types import Item  # noqa: E402

CTX = "SEPA transfers are free in online banking. Branch transfers cost 2.50 EUR."


def frame():
    return pd.DataFrame({
        "q": ["What does a branch transfer cost?", "Is SEPA free online?", ""],
        "src": [CTX, CTX, CTX],
        "answer": ["A branch transfer costs 2.50 EUR.", "No, it costs 9 EUR.",
                   "SEPA is free online."],
        "keep": [1, 2, 3],
    }, index=["a", "b", "c"])


def test_score_frame_matches_evaluate_batch(hashing):
    out = score_frame(frame(), question="q", context="src", response="answer", encoder=hashing)
    assert list(out.columns[:4]) == ["q", "src", "answer", "keep"]
    assert list(out.index) == list("abc")
    ref = evaluate_batch([Item(q, r, c) for q, c, r in zip(frame().q, frame().src,
                                                            frame().answer, strict=True)],
                         encoder=hashing)
    assert out["gt_score"].tolist() == [r.score for r in ref]
    assert out["gt_dgi"].isna().tolist() == [False, False, True]


def test_verify_and_triage_frames(hashing):
    v = verify_frame(frame(), question="q", context="src", response="answer", encoder=hashing)
    assert set(v["gt_level"]) <= {"FULLY_GROUNDED", "PARTIALLY_GROUNDED", "UNGROUNDED",
                                  "CONTRADICTORY"}
    assert json.loads(v.loc["b", "gt_answer"])["response"] == "No, it costs 9 EUR."


@pytest.mark.models
def test_triage_frame_is_triage_batch():
    from groundtrace.triage import triage_batch

    out = triage_frame(frame(), question="q", context="src", response="answer")
    ref = triage_batch([Item(q, r, c) for q, c, r in zip(frame().q, frame().src,
                                                         frame().answer, strict=True)])
    assert out["gt_decision"].tolist() == [v.decision for v in ref]
    assert out["gt_probability"].tolist() == [v.probability for v in ref]
    assert json.loads(out.loc["a", "gt_verdict"]) == json.loads(json.dumps(ref[0].to_dict()))


def test_errors_name_the_column_or_the_row(hashing):
    with pytest.raises(InvalidInput, match="no column 'question'"):
        score_frame(frame(), encoder=hashing)
    bad = frame()
    bad.loc["b", "answer"] = "   "
    with pytest.raises(InvalidText, match="row 'b': response must be a non-empty string"):
        score_frame(bad, question="q", context="src", response="answer", encoder=hashing)
    with pytest.raises(InvalidType, match="pandas DataFrame"):
        score_frame([{"response": "x"}], encoder=hashing)
    clash = frame().assign(gt_score=0)
    with pytest.raises(InvalidInput, match="already has the output columns"):
        score_frame(clash, question="q", context="src", response="answer", encoder=hashing)
    with pytest.raises(InvalidInput, match="needs a context"):
        verify_frame(frame().assign(src=[CTX, None, CTX]), question="q", context="src",
                     response="answer", encoder=hashing)
