"""Lane 1: safe, deterministic policy expressions.

An enforcement expression is one Python *expression* over the variables of a
response (``refund_amount <= 50 or is_vip``). It is parsed and checked against
a whitelist of syntax nodes and functions when the rule loads, then evaluated
with ``simpleeval`` (itself configured with bounded operators). Two walls, so a
gap in one is covered by the other:

1. :func:`compile_expression` parses with :mod:`ast` and refuses anything not
   on the whitelist below: no statements, imports, attribute or dunder access,
   lambdas, comprehensions, f-strings, starred or keyword arguments, walrus,
   and only calls of whitelisted function names. Every refusal, whatever the
   input, is a :class:`~groundtrace.errors.PolicyExpressionError`.
2. Evaluation runs in ``simpleeval.EvalWithCompoundTypes`` with our own
   function table and the bounded operators of :mod:`groundtrace.sandbox`
   (``**``, ``*``, ``+`` and ``%`` formatting), so no expression can allocate
   without limit or spin on huge integers.

At evaluation time nothing raises: a variable the response does not provide
gives a ``missing_variable`` outcome, and a runtime failure (type mismatch,
division by zero, a bound hit) gives an ``error`` outcome; :mod:`enforce`
turns both into violations, so a policy fails closed.
"""

from __future__ import annotations

import ast
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

import simpleeval  # type: ignore[import-untyped]

from groundtrace.errors import PolicyExpressionError
from groundtrace.sandbox import (
    MAX_POWER_BASE,
    MAX_POWER_EXPONENT,
    bounded_operators,
    bounded_round,
)

__all__ = [
    "ALLOWED_FUNCTIONS",
    "MAX_EXPRESSION_CHARS",
    "MAX_POWER_BASE",
    "MAX_POWER_EXPONENT",
    "MAX_SEQUENCE_LENGTH",
    "CompiledExpression",
    "ExpressionOutcome",
    "compile_expression",
]

#: Longest expression accepted, in characters. Business rules fit in a line
#: or two; the bound also caps nesting depth and the work one evaluation does.
MAX_EXPRESSION_CHARS = 500

#: Most items (characters, or list items counted through nesting) that ``*``
#: or ``+`` may build.
MAX_SEQUENCE_LENGTH = 10_000


_SCALAR_TYPES = (bool, int, float, str, type(None))


def _text_arg(s: object, fn: str) -> str:
    if not isinstance(s, str):
        raise TypeError(f"{fn}() needs a string, got {type(s).__name__}")
    return s


def _lower(s: object) -> str:
    return _text_arg(s, "lower").lower()


def _upper(s: object) -> str:
    return _text_arg(s, "upper").upper()


def _strip(s: object) -> str:
    return _text_arg(s, "strip").strip()


def _str(x: object) -> str:
    # only scalars: str() of a large nested list would build a huge string
    if not isinstance(x, _SCALAR_TYPES):
        raise TypeError(f"str() takes a number, text, bool or None, got {type(x).__name__}")
    return str(x)


def _sum(values: object) -> int | float:
    # numbers only, no start value: sum(lists, []) would concatenate without bound
    if not isinstance(values, list | tuple) or not all(
        isinstance(v, int | float) for v in values
    ):
        raise TypeError("sum() takes one list of numbers")
    return sum(values)


def _contains(haystack: object, needle: object) -> bool:
    """Case-insensitive substring test, or membership for lists."""
    if isinstance(haystack, str):
        return str(needle).casefold() in haystack.casefold()
    if isinstance(haystack, list | tuple):
        wanted = needle.casefold() if isinstance(needle, str) else needle
        return any((x.casefold() if isinstance(x, str) else x) == wanted for x in haystack)
    raise TypeError(f"contains() needs a string or a list, got {type(haystack).__name__}")


def _round(x: float, ndigits: int = 0) -> float:
    return float(bounded_round(x, ndigits))


#: The only functions an expression may call. Each is pure, cheap on bounded
#: inputs, and returns plain values (no objects with methods to reach into).
ALLOWED_FUNCTIONS: Mapping[str, Callable[..., Any]] = {
    "abs": abs,
    "all": all,
    "any": any,
    "bool": bool,
    "contains": _contains,
    "float": float,
    "int": int,
    "len": len,
    "lower": _lower,
    "max": max,
    "min": min,
    "round": _round,
    "str": _str,
    "strip": _strip,
    "sum": _sum,
    "upper": _upper,
}

_ALLOWED_NODES: tuple[type[ast.AST], ...] = (
    ast.Expression,
    ast.BoolOp, ast.And, ast.Or,
    ast.BinOp, ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow,
    ast.UnaryOp, ast.Not, ast.USub, ast.UAdd,
    ast.Compare, ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE,
    ast.In, ast.NotIn, ast.Is, ast.IsNot,
    ast.IfExp,
    ast.Call,
    ast.Name, ast.Load,
    ast.Constant,
    ast.List, ast.Tuple,
    ast.Subscript,
)

#: Node kinds the evaluator keeps handlers for (a subset of the whitelist:
#: operator and context nodes never reach a handler).
_EVAL_NODES = frozenset({
    ast.BoolOp, ast.BinOp, ast.UnaryOp, ast.Compare, ast.IfExp, ast.Call, ast.Name,
    ast.Constant, ast.List, ast.Tuple, ast.Subscript,
})

_CONSTANT_TYPES = (bool, int, float, str, type(None))


_OPERATORS = bounded_operators(MAX_SEQUENCE_LENGTH)

_ALLOWED_TEXT = (
    "comparisons, and/or/not, + - * / // % **, x if c else y, literals, lists, "
    f"indexing, variable names and calls of {', '.join(sorted(ALLOWED_FUNCTIONS))}"
)


def _refuse(rule_id: str, what: str) -> PolicyExpressionError:
    return PolicyExpressionError(
        f"rule {rule_id!r}: enforcement_expression {what}; allowed: {_ALLOWED_TEXT}"
    )


def _check_tree(tree: ast.AST, rule_id: str) -> tuple[str, ...]:
    """Walk the tree against the whitelist; return the variable names used."""
    names: list[tuple[int, int, str]] = []
    call_funcs: set[int] = set()
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED_NODES):
            raise _refuse(rule_id, f"uses {type(node).__name__}, which is not allowed")
        if isinstance(node, ast.Call):
            if isinstance(node.func, ast.Attribute):
                raise _refuse(rule_id, f"calls the method .{node.func.attr}(); attribute "
                              "access is not allowed")
            if not isinstance(node.func, ast.Name) or node.func.id not in ALLOWED_FUNCTIONS:
                called = node.func.id if isinstance(node.func, ast.Name) else "an expression"
                raise _refuse(rule_id, f"calls {called}, which is not an allowed function")
            if node.keywords:
                raise _refuse(rule_id, "passes keyword arguments, which are not allowed")
            call_funcs.add(id(node.func))
        elif isinstance(node, ast.Name):
            if node.id.startswith("_"):
                raise _refuse(rule_id, f"uses the name {node.id!r}; names may not start with '_'")
            if id(node) not in call_funcs:
                if node.id in ALLOWED_FUNCTIONS:
                    raise _refuse(rule_id, f"uses the function {node.id!r} without calling it")
                if node.id not in ("True", "False", "None"):
                    names.append((node.lineno, node.col_offset, node.id))
        elif isinstance(node, ast.Constant):
            if not isinstance(node.value, _CONSTANT_TYPES):
                raise _refuse(rule_id, f"uses a {type(node.value).__name__} literal")
        elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
            raise _refuse(rule_id, "uses a slice, which is not allowed")
        elif (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow)
              and isinstance(node.right, ast.Constant)
              and isinstance(node.right.value, int | float)
              and abs(node.right.value) > MAX_POWER_EXPONENT):
            raise _refuse(rule_id, f"raises to the power {node.right.value!r}; the limit "
                          f"is {MAX_POWER_EXPONENT}")
    # ast.walk is breadth-first (so a call's func Name is seen after its Call);
    # report names in source order, which is what a reader expects.
    return tuple(dict.fromkeys(name for _, _, name in sorted(names)))


@dataclass(frozen=True)
class ExpressionOutcome:
    """The result of evaluating one expression against one set of variables.

    ``status`` is ``"pass"`` (the expression is True), ``"fail"`` (False),
    ``"missing_variable"`` (``missing`` names the variables not provided) or
    ``"error"`` (``detail`` says what went wrong at run time).
    """

    status: Literal["pass", "fail", "missing_variable", "error"]
    detail: str = ""
    missing: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"status": self.status, "detail": self.detail, "missing": list(self.missing)}


class _MissingName(Exception):
    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.name = name


@dataclass(frozen=True)
class CompiledExpression:
    """A validated expression, ready to evaluate many times."""

    source: str
    rule_id: str
    names: tuple[str, ...]
    _tree: ast.Expression = field(repr=False, compare=False)

    def evaluate(self, variables: Mapping[str, Any]) -> ExpressionOutcome:
        """Evaluate against ``variables``; never raises.

        Evaluation short-circuits like Python, so ``is_vip or refund_amount <= 50``
        passes for a VIP even when no refund amount was found.
        """

        def lookup(node: ast.Name) -> Any:
            try:
                return variables[node.id]
            except KeyError:
                raise _MissingName(node.id) from None

        evaluator = simpleeval.EvalWithCompoundTypes(
            operators=dict(_OPERATORS), functions={}, names=lookup, allowed_attrs={}
        )
        # EvalWithCompoundTypes adds list/dict/set/tuple constructors; keep
        # exactly our whitelist. Drop the handlers of every node kind the
        # validator refuses, so the evaluator could not run them either.
        evaluator.functions = dict(ALLOWED_FUNCTIONS)
        evaluator.nodes = {k: v for k, v in evaluator.nodes.items() if k in _EVAL_NODES}
        try:
            value = evaluator.eval(self.source, previously_parsed=self._tree.body)
        except _MissingName as exc:
            missing = tuple(n for n in self.names if n not in variables) or (exc.name,)
            return ExpressionOutcome(
                "missing_variable",
                f"variable(s) {', '.join(missing)} not available for this response",
                missing,
            )
        except (ArithmeticError, TypeError, ValueError, IndexError, KeyError,
                simpleeval.InvalidExpression, RecursionError, MemoryError) as exc:
            return ExpressionOutcome("error", f"{type(exc).__name__}: {exc}")
        if not isinstance(value, bool):
            return ExpressionOutcome(
                "error",
                f"expression must evaluate to True or False, got {type(value).__name__} "
                f"{_short(value)}",
            )
        return ExpressionOutcome("pass" if value else "fail", f"{self.source} is {value}")


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."


def compile_expression(source: object, rule_id: str = "<expression>") -> CompiledExpression:
    """Parse and validate an enforcement expression.

    Raises:
        PolicyExpressionError: for anything that is not a short, whitelisted
            expression (the only error this function raises).
    """
    if not isinstance(source, str):
        raise PolicyExpressionError(
            f"rule {rule_id!r}: enforcement_expression must be a string, "
            f"got {type(source).__name__}"
        )
    text = source.strip()
    if not text:
        raise PolicyExpressionError(
            f"rule {rule_id!r}: enforcement_expression is empty; give an expression "
            "or leave the field out to use the judge lane"
        )
    if len(text) > MAX_EXPRESSION_CHARS:
        raise PolicyExpressionError(
            f"rule {rule_id!r}: enforcement_expression is {len(text)} characters; "
            f"the limit is {MAX_EXPRESSION_CHARS}"
        )
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise PolicyExpressionError(
            f"rule {rule_id!r}: enforcement_expression is not a valid single expression "
            f"({exc.msg}); statements such as import or assignment are not allowed"
        ) from None
    except (ValueError, RecursionError, MemoryError, OverflowError) as exc:
        raise PolicyExpressionError(
            f"rule {rule_id!r}: enforcement_expression cannot be parsed ({type(exc).__name__})"
        ) from None
    names = _check_tree(tree, rule_id)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and (
            len(node.value) > MAX_SEQUENCE_LENGTH
        ):
            raise _refuse(rule_id, "has a string literal that is too long")
        if isinstance(node, ast.Constant) and isinstance(node.value, float) and not math.isfinite(
            node.value
        ):
            raise _refuse(rule_id, "has a non-finite number literal")
    return CompiledExpression(source=text, rule_id=rule_id, names=names, _tree=tree)
