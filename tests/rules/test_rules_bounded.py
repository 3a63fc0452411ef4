"""House-rule and policy expressions and house-rule regexes run within bounds.

Before these bounds, ``'%999999999d' % 1`` allocated over a gigabyte in both
lanes and a catastrophic regex ran for seconds on one short answer.
"""

from __future__ import annotations

import time
import tracemalloc

import pytest
from test_rules_custom import one, ruleset

from groundtrace.errors import DataFormatError
from groundtrace.policy.expressions import compile_expression
from groundtrace.rules.custom import parse_rules_toml
from groundtrace.sandbox import MAX_FORMAT_WIDTH, bounded_mod, compile_user_regex

HUGE_FORMATS = ["'%999999999d' % 1", "'%.999999999f' % 1.5", "'%*d' % (999999999, 1)",
                "'%(a)999999999s' % metadata", "b'%999999999d' % 1"]


def _bounded_run(fn):
    tracemalloc.start()
    t0 = time.perf_counter()
    try:
        result = fn()
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    return result, time.perf_counter() - t0, peak


@pytest.mark.parametrize("expr", [f for f in HUGE_FORMATS if "*" not in f])  # no tuples here
def test_house_rule_percent_formatting_is_bounded(expr):
    rs = ruleset('kind = "expression"\nexpr = ' + repr(f"len({expr}) > 0").replace("\\'", "'"))
    res, _, peak = _bounded_run(
        lambda: rs.evaluate(question="", response="x", metadata={"a": "y"}))
    assert not res.rules[0].matched
    assert "OverflowError" in res.rules[0].explanation
    assert peak < 10_000_000


@pytest.mark.parametrize("expr", HUGE_FORMATS[:3])
def test_policy_percent_formatting_is_bounded(expr):
    out, _, peak = _bounded_run(lambda: compile_expression(f"len({expr}) > 0", "r").evaluate({}))
    assert out.status == "error" and "OverflowError" in out.detail
    assert peak < 10_000_000


def test_small_formats_still_work():
    assert bounded_mod("%05.2f EUR", 3.14159) == "03.14 EUR"
    assert bounded_mod("%d%%", 5) == "5%"
    assert bounded_mod(f"%{MAX_FORMAT_WIDTH}d", 1) == " " * (MAX_FORMAT_WIDTH - 1) + "1"
    assert bounded_mod(17, 5) == 2
    out = compile_expression("'%.2f' % amount == '12.50'", "r").evaluate({"amount": 12.5})
    assert out.status == "pass"


def test_house_rule_round_digits_are_bounded():
    rs = ruleset('kind = "expression"\nexpr = "round(5, -999999999) == 0"')
    res, seconds, _ = _bounded_run(lambda: rs.evaluate(question="", response="x"))
    assert not res.rules[0].matched and "digits must be an integer" in res.rules[0].explanation
    assert seconds < 1


def test_catastrophic_regex_runs_in_linear_time():
    rs = ruleset('kind = "regex"\npattern = "^(a+)+$"')
    answer = "a" * 5000 + "!"
    res, seconds, _ = _bounded_run(lambda: rs.evaluate(question="", response=answer))
    assert not res.rules[0].matched
    assert seconds < 0.5


def test_regex_offsets_are_characters_and_case_folding_works():
    rx = compile_user_regex("FEE", ignore_case=True)
    assert rx.search("Ñandú fee") == (6, 9, "fee")
    rs = ruleset('kind = "regex"\npattern = "[0-9]+ EUR"')
    res = rs.evaluate(question="", response="Coste é: 25 EUR")
    assert res.rules[0].matched and res.rules[0].span == (9, 15)


@pytest.mark.parametrize("pattern", ["(a)\\\\1", "foo(?=bar)", "(?<!x)y"])
def test_backtracking_only_patterns_are_refused_at_load(pattern):
    with pytest.raises(DataFormatError, match="RE2 syntax"):
        parse_rules_toml(one(f'kind = "regex"\npattern = "{pattern}"'), source="r.toml")
