"""The pytest plugin, run in an inner pytest (pytester) with the real models."""

from __future__ import annotations

import json

import pytest

from groundtrace.testing import GroundingAssertionError, assert_grounded, assert_rules

pytest_plugins = ["pytester"]

FAQ = ("SEPA transfers are free in online banking. Branch transfers cost 2.50 EUR. "
       "Instant transfers cost 0.50 EUR and arrive within ten seconds.")
QUESTION = "How much does a branch transfer cost?"

SUITE = f'''
import pytest

FAQ = {FAQ!r}
QUESTION = {QUESTION!r}


def test_good_answer(groundtrace):
    groundtrace.assert_grounded("A branch transfer costs 2.50 EUR.", FAQ, question=QUESTION)


def test_planted_bad_answer(groundtrace):
    groundtrace.assert_grounded("A branch transfer costs 25 EUR.", FAQ, question=QUESTION)


@pytest.mark.groundtrace_golden("golden.jsonl")
def test_golden(groundtrace, golden_row):
    groundtrace.check_row(golden_row)
'''


@pytest.mark.models
def test_suite_passes_good_answers_and_names_the_failing_claim(pytester):
    rows = [
        {"id": "ok", "question": QUESTION, "context": FAQ,
         "response": "Branch transfers cost 2.50 EUR.", "label": 0},
        {"id": "caught", "question": QUESTION, "context": FAQ,
         "response": "Branch transfers cost 99 EUR and are always instant.", "label": 1},
    ]
    pytester.makefile(".jsonl", golden="\n".join(json.dumps(r) for r in rows))
    pytester.makepyfile(test_answers=SUITE)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=3, failed=1)
    result.stdout.fnmatch_lines([
        "*test_planted_bad_answer*",
        "*answer is not grounded*",
        "*claim '*25 EUR*' [[]0:*[]]*",
        "*evidence context*2.50 EUR*",
        "*groundtrace*",
        "*4 answers checked: 3 as expected, 1 not*",
    ])


@pytest.mark.models
def test_golden_marker_reads_parquet_too(pytester):
    import importlib.util

    if importlib.util.find_spec("pyarrow") is None:
        pytest.skip("pyarrow is not installed")
    rows = [{"id": "ok", "question": QUESTION, "context": FAQ,
             "response": "Branch transfers cost 2.50 EUR.", "label": 0},
            {"id": "caught", "question": QUESTION, "context": FAQ,
             "response": "Branch transfers cost 99 EUR.", "label": 1}]
    # Everything pyarrow runs in the inner pytest, in a subprocess: this process must not
    # load pandas or pyarrow modules that an in-process inner run would unload again.
    pytester.makeconftest(f'''
import pyarrow as pa
import pyarrow.parquet as pq

pq.write_table(pa.Table.from_pylist({rows!r}), "golden.parquet")
''')
    pytester.makepyfile(test_golden_parquet='''
import pytest


@pytest.mark.groundtrace_golden("golden.parquet")
def test_golden(groundtrace, golden_row):
    groundtrace.check_row(golden_row)
''')
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(["*2 answers checked: 2 as expected, 0 not*"])


@pytest.mark.models
def test_golden_marker_needs_its_fixture_and_a_readable_file(pytester):
    pytester.makepyfile(test_bad='''
import pytest

@pytest.mark.groundtrace_golden("missing.jsonl")
def test_rows(groundtrace, golden_row):
    pass
''')
    result = pytester.runpytest("-p", "no:cacheprovider")
    assert result.ret != 0
    result.stdout.fnmatch_lines(["*groundtrace_golden: cannot open*missing.jsonl*"])


@pytest.mark.models
def test_assert_helpers_directly():
    verdict = assert_grounded("Branch transfers cost 2.50 EUR.", FAQ, question=QUESTION)
    assert verdict.decision in ("PASS", "REVIEW")
    with pytest.raises(GroundingAssertionError) as info:
        assert_grounded("Branch transfers cost 25 EUR.", FAQ, question=QUESTION)
    assert info.value.verdict.decision != "PASS" and "[0:" in str(info.value)
    with pytest.raises(GroundingAssertionError, match="rule pack customer_support"):
        assert_rules("Maybe, I guess, no idea, probably something.", pack="customer_support",
                     question=QUESTION, context=FAQ)


@pytest.mark.models
def test_allow_review_and_max_probability_decide(tmp_path):
    import dataclasses

    from groundtrace.calibration import default_calibration

    ctx = ("The default daily limit for card payments is 3,000 EUR, both in Spain and abroad. "
           "Customers can raise it to 6,000 EUR in the app for up to 30 days.")
    q = "What is the daily limit for card payments abroad?"
    # Grounded and PASSed, yet with some probability of "not grounded".
    vague = ("Card payments abroad have the same default daily limit as at home, 3,000 EUR, "
             "which you can raise to 6,000 EUR in the app for up to 30 days.")
    # The probability is a calibrated chance of "not grounded": above max_probability fails
    # the assertion even when the verdict is PASS.
    with pytest.raises(GroundingAssertionError, match=r"max_probability=0\.01") as info:
        assert_grounded(vague, ctx, question=q, max_probability=0.01)
    p = info.value.verdict.probability
    assert info.value.verdict.decision == "PASS"
    assert assert_grounded(vague, ctx, question=q, max_probability=p).probability == p
    # A calibration that sends every answer to REVIEW: allowed by default, not without it.
    cal = default_calibration()
    everything_reviewed = dataclasses.replace(
        cal, fusion=dataclasses.replace(cal.fusion, review_threshold=0.0, fail_threshold=1.0))
    verdict = assert_grounded(vague, ctx, question=q, max_probability=1.0,
                              calibration=everything_reviewed)
    assert verdict.decision == "REVIEW"
    with pytest.raises(GroundingAssertionError, match="no REVIEW"):
        assert_grounded(vague, ctx, question=q, max_probability=1.0, allow_review=False,
                        calibration=everything_reviewed)
    with pytest.raises(ValueError, match="max_probability must be in"):
        assert_grounded(vague, ctx, question=q, max_probability=2)
