"""A sample suite that uses the plugin as a user would: green when the answers are right.

The golden file holds two grounded answers and one with an invented fee
(label 1), which the suite expects groundtrace to catch.
"""

from __future__ import annotations

import pytest

from groundtrace.policy import example_policy_path

pytestmark = pytest.mark.models

FAQ = ("SEPA transfers are free in online banking. Branch transfers cost 2.50 EUR. "
       "Instant transfers cost 0.50 EUR and arrive within ten seconds.")


def test_fee_answer_is_grounded(groundtrace):
    verdict = groundtrace.assert_grounded("Instant transfers cost 0.50 EUR.", FAQ,
                                          question="What does an instant transfer cost?")
    assert verdict.decision != "FAIL"


def test_refund_answer_keeps_the_policy(groundtrace):
    groundtrace.assert_policy("Can I get a refund of the $30 fee?",
                              "Yes, we will refund the $30 fee within five days.",
                              policy=str(example_policy_path()),
                              session={"profile": {"is_vip": False}})


@pytest.mark.groundtrace_golden("golden_banking.jsonl")
def test_golden_answers(groundtrace, golden_row):
    groundtrace.check_row(golden_row)
