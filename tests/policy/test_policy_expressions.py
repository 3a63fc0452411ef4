"""Lane 1: the expression compiler refuses everything unsafe, with one error type, fast."""

from __future__ import annotations

import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtrace.errors import ConfigurationError, PolicyExpressionError
from groundtrace.policy import PolicyRule, compile_expression
from groundtrace.policy.expressions import (
    MAX_EXPRESSION_CHARS,
    MAX_POWER_EXPONENT,
    MAX_SEQUENCE_LENGTH,
)

# The seed's attack list, plus the classic escapes through dunders and
# builtins; each must be refused at load time with PolicyExpressionError.
ATTACKS = [
    "import os",
    "__import__('os').system('ls')",
    "open('/etc/passwd').read()",
    "lambda x: x*2",
    "exec('print(1)')",
    "eval('1+1')",
    "().__class__.__bases__[0].__subclasses__()",
    "x.__class__",
    "getattr(x, 'y')",
    "[c for c in ()]",
    "{k: v for k, v in x}",
    "(y for y in x)",
    "__builtins__",
    "_private",
    "(x := 5)",
    "f'{x}'",
    "x = 1",
    "del x",
    "globals()",
    "len",
    "max(*amounts)",
    "round(1.5, ndigits=1)",
    "amounts[0:2]",
    "{1, 2}",
    "{'a': 1}",
    "2 ** 100000",
    "1; 2",
    "b'bytes'",
    "1j",
    "...",
    "x if y",
    "",
    "   ",
    "a" * (MAX_EXPRESSION_CHARS + 1),
    "(" * 300 + "1" + ")" * 300,
    "\x00",
]


@pytest.mark.parametrize("source", ATTACKS)
def test_attacks_are_refused_with_the_documented_error(source):
    with pytest.raises(PolicyExpressionError) as info:
        compile_expression(source, "attack-rule")
    assert "attack-rule" in str(info.value)


def test_error_is_a_configuration_error_and_a_value_error():
    with pytest.raises(ConfigurationError):
        compile_expression("import os", "r")
    with pytest.raises(ValueError):
        compile_expression("import os", "r")


def test_non_string_expression_is_refused():
    with pytest.raises(PolicyExpressionError, match="must be a string"):
        compile_expression(42, "r")


def test_rule_loading_names_the_rule():
    with pytest.raises(PolicyExpressionError, match="'bad-rule'"):
        PolicyRule(
            id="bad-rule", name="Bad", condition_text="always", action_text="nothing",
            enforcement_expression="__import__('os').system('ls')",
        )


def test_error_message_says_what_is_allowed():
    with pytest.raises(PolicyExpressionError) as info:
        compile_expression("open('/etc/passwd').read()", "r")
    text = str(info.value)
    assert "attribute access is not allowed" in text
    assert "allowed:" in text and "len" in text


@pytest.mark.parametrize(
    ("source", "variables", "status"),
    [
        ("refund_amount <= 50", {"refund_amount": 50.0}, "pass"),
        ("refund_amount <= 50", {"refund_amount": 75.0}, "fail"),
        ("is_vip or refund_amount <= 50", {"is_vip": True}, "pass"),
        ("not contains_competitor_mention", {"contains_competitor_mention": True}, "fail"),
        ("len(amounts) == 0 or max(amounts) <= 100", {"amounts": [20.0, 150.0]}, "fail"),
        ("lower(user_tier) in ['gold', 'platinum']", {"user_tier": "GOLD"}, "pass"),
        ("contains(response, 'chase')", {"response": "Try Chase instead"}, "pass"),
        ("abs(-3) == 3 and round(2.567, 1) == 2.6", {}, "pass"),
        ("1 if x > 2 else 0", {"x": 3}, "error"),
        ("amounts[0] > 3", {"amounts": []}, "error"),
        ("1 / x > 0", {"x": 0}, "error"),
        ("'a' < 3", {}, "error"),
        ("x ** y > 0", {"x": 2, "y": 10**6}, "error"),
        ("len(s * n) > 0", {"s": "ab", "n": MAX_SEQUENCE_LENGTH}, "error"),
        ("len(s + s) > 0", {"s": "a" * MAX_SEQUENCE_LENGTH}, "error"),
        ("refund_amount <= 50", {}, "missing_variable"),
        # nested repetition counts every nested item against the bound
        ("len([[1] * 9999] * 9999) > 0", {}, "error"),
        ("sum([[1] * 9999] * 2, []) == []", {}, "error"),
        ("len(str([[1] * 5000] * 2)) > 0", {}, "error"),
        ("lower(amounts) == ''", {"amounts": [1.0]}, "error"),
        ("sum(amounts) == 3.0", {"amounts": [1.0, 2.0]}, "pass"),
        ("str(1.5) == '1.5' and upper('a') == 'A' and strip(' a ') == 'a'", {}, "pass"),
    ],
)
def test_evaluation_outcomes(source, variables, status):
    t0 = time.perf_counter()
    assert compile_expression(source, "r").evaluate(variables).status == status
    assert time.perf_counter() - t0 < 0.5


def test_missing_variable_names_the_variable_and_short_circuit_avoids_it():
    expr = compile_expression("is_vip or refund_amount <= 50", "r")
    out = expr.evaluate({"is_vip": False})
    assert out.status == "missing_variable"
    assert out.missing == ("refund_amount",)
    assert "refund_amount" in out.detail
    assert expr.evaluate({"is_vip": True}).status == "pass"


def test_names_are_recorded_in_order():
    expr = compile_expression("is_vip or refund_amount <= limit", "r")
    assert expr.names == ("is_vip", "refund_amount", "limit")
    nested = compile_expression("not a or len(b) == 0 or (c <= 50 and d) or a", "r")
    assert nested.names == ("a", "b", "c", "d")


def test_power_bound_at_load_and_at_run_time():
    with pytest.raises(PolicyExpressionError, match="power"):
        compile_expression(f"2 ** {MAX_POWER_EXPONENT + 1} > 0", "r")
    assert compile_expression(f"2 ** {MAX_POWER_EXPONENT} > 0", "r").evaluate({}).status == "pass"
    assert compile_expression("2 ** 10 ** 10 > 0", "r").evaluate({}).status == "error"


def test_functions_are_exactly_the_whitelist():
    # list/dict/set constructors that simpleeval's compound evaluator adds are not allowed
    for name in ("list", "dict", "set", "tuple", "type", "vars", "dir", "print"):
        with pytest.raises(PolicyExpressionError):
            compile_expression(f"{name}(x)", "r")


def test_evaluation_is_deterministic():
    expr = compile_expression("max(amounts) <= 50 or is_vip", "r")
    outs = {expr.evaluate({"amounts": [75.0], "is_vip": False}) for _ in range(5)}
    assert len(outs) == 1


# The fuzz: any text must either compile, then evaluate without raising, or
# be refused with PolicyExpressionError, and quickly.
_ALPHABET = st.sampled_from(
    [*"abcxyz_0123456789 ()[]{}'\".,:;=+-*/%<>!&|^~@#\\\n\t",
     "**", "__", "import ", "lambda ", "for ", " in ", "if ", "else ", "and ", "or ",
     "not ", "len(", "max(", "open(", "exec(", "__import__(", ".__class__", "amounts",
     "is_vip", "x", "True", "None", "9" * 6]
)
_FUZZ_VARS = {"x": 3, "y": 0, "a": "text", "b": [1, 2], "c": True, "amounts": [10.0, 75.0],
              "is_vip": False, "z": 2.5}


def _check_one(text: str) -> None:
    t0 = time.perf_counter()
    try:
        expr = compile_expression(text, "fuzz")
    except PolicyExpressionError:
        pass
    else:
        out = expr.evaluate(_FUZZ_VARS)
        assert out.status in ("pass", "fail", "missing_variable", "error")
    assert time.perf_counter() - t0 < 0.5


@settings(max_examples=300, deadline=500)
@given(st.lists(_ALPHABET, max_size=40).map("".join))
def test_fuzz_tokens_only_raise_the_documented_error(text):
    _check_one(text)


@settings(max_examples=200, deadline=500)
@given(st.text(max_size=200))
def test_fuzz_arbitrary_text_only_raises_the_documented_error(text):
    _check_one(text)
