"""Lane 2: tolerant parsing of what judges actually answer; nothing is guessed."""

from __future__ import annotations

import pytest

from groundtrace.policy import PolicyRule, parse_judge_answer
from groundtrace.policy.judge import build_judge_prompt, run_judge


@pytest.mark.parametrize(
    "answer",
    ["PASS", "pass", "PASS.", "  **PASS**  ", "Verdict: PASS", "`PASS`", "Passed",
     "\n\nPASS\nThe response is polite.", "> PASS", "Final verdict: pass"],
)
def test_pass_forms(answer):
    assert parse_judge_answer(answer).status == "pass"


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        ("FAIL: sarcastic tone", "sarcastic tone"),
        ("fail - blames the customer", "blames the customer"),
        ("**FAIL**: rude", "rude"),
        ("Verdict: FAIL\nReason: dismissive", "dismissive"),
        ("FAIL", "the judge gave no reason"),
        ("FAILED — promises an outcome", "promises an outcome"),
        ("Answer: FAIL: uses slang", "uses slang"),
        ("I checked the rule.\nFAIL: names a competitor", "names a competitor"),
    ],
)
def test_fail_forms_keep_the_reason(answer, reason):
    verdict = parse_judge_answer(answer)
    assert verdict.status == "fail" and verdict.reason == reason


@pytest.mark.parametrize(
    "answer",
    ["", "Looks fine to me", "The response passes muster", "PASSABLE", "It did not FAIL"],
)
def test_anything_else_is_unparseable(answer):
    assert parse_judge_answer(answer).status == "unparseable"


def test_first_verdict_line_decides():
    assert parse_judge_answer("PASS\nFAIL: second thoughts").status == "pass"


RULE = PolicyRule(id="tone", name="Polite tone", condition_text="upset customer",
                  action_text="stay polite")


def test_prompt_carries_rule_message_and_response():
    prompt = build_judge_prompt(RULE, "I am upset {not a format field}", "Sorry about that.")
    for part in ("Polite tone", "upset customer", "stay polite",
                 "I am upset {not a format field}", "Sorry about that.", "FAIL: <"):
        assert part in prompt


def test_run_judge_records_errors_instead_of_raising():
    def broken(prompt):
        raise TimeoutError("judge timed out")

    v = run_judge(broken, RULE, "m", "r")
    assert v.status == "unparseable" and "TimeoutError: judge timed out" in v.reason
    v = run_judge(lambda p: None, RULE, "m", "r")
    assert v.status == "unparseable" and "NoneType" in v.reason
    v = run_judge(lambda p: "maybe", RULE, "m", "r")
    assert v.status == "unparseable" and "'maybe'" in v.reason
