"""The expression lane of house rules: a small boolean expression over the answer.

``kind = "expression"`` rules are parsed against a whitelist of syntax and
names when the file loads (:func:`validate_expression`), then evaluated by
``simpleeval`` with the bounded operators of :mod:`groundtrace.sandbox` and
the functions below. A runtime failure is a failed rule, never a crash.
"""

from __future__ import annotations

import ast
import math
from collections.abc import Callable, Mapping
from typing import Any

import simpleeval  # type: ignore[import-untyped]

from groundtrace.errors import DataFormatError
from groundtrace.rules.engine import RuleEvidence
from groundtrace.rules.text_checks import Check
from groundtrace.rules.tokens import find_phrase, words
from groundtrace.sandbox import bounded_operators, bounded_round

__all__ = ["MAX_EXPRESSION_CHARS", "MAX_EXPRESSION_NODES", "expression_check",
           "validate_expression"]

#: Longest expression accepted; a rule is a predicate, not a program.
MAX_EXPRESSION_CHARS = 500
#: Most syntax-tree nodes in one expression.
MAX_EXPRESSION_NODES = 200

# Syntax an expression may use. Everything else (Attribute, Lambda,
# comprehensions, f-strings, walrus, starred, power) is refused at load time.
_ALLOWED_NODES: tuple[type[ast.AST], ...] = (
    ast.Expression, ast.BoolOp, ast.And, ast.Or, ast.UnaryOp, ast.Not, ast.USub, ast.UAdd,
    ast.BinOp, ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Mod, ast.FloorDiv,
    ast.Compare, ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn,
    ast.Call, ast.Name, ast.Load, ast.Constant, ast.Subscript, ast.IfExp, ast.List, ast.Tuple,
)  # fmt: skip
_NAMES = ("question", "response", "context", "metadata", "True", "False", "None")


def _number(x: Any) -> float | None:
    if isinstance(x, bool):
        return None
    if isinstance(x, int | float):
        return float(x)
    if isinstance(x, str):
        try:
            v = float(x.strip().replace(",", "."))
        except ValueError:
            return None
        return v if math.isfinite(v) else None
    return None


def _get(obj: Any, key: Any, default: Any = None) -> Any:
    if isinstance(obj, Mapping):
        return obj.get(key, default)
    return default


_FUNCTIONS: dict[str, Callable[..., Any]] = {
    "len": len,
    "lower": lambda s: str(s).lower(),
    "contains": lambda text, sub: find_phrase(str(text), str(sub)) is not None,
    "count": lambda text, sub: str(text).lower().count(str(sub).lower()),
    "words": lambda text: len(words(str(text))),
    "number": _number,
    "get": _get,
    "abs": abs,
    "min": min,
    "max": max,
    "round": bounded_round,
}
#: What ``*`` and ``+`` may build in a house-rule expression (the bound simpleeval
#: applied before the operators moved to :mod:`groundtrace.sandbox`): room to join
#: a response and its context, not to multiply them.
MAX_SEQUENCE_LENGTH = 100_000
_OPERATORS = {
    k: v for k, v in bounded_operators(MAX_SEQUENCE_LENGTH).items() if k is not ast.Pow
}


def validate_expression(expr: object, where: str = "expression") -> ast.Expression:
    """Parse ``expr`` and refuse any syntax outside the whitelist.

    Raises:
        DataFormatError: too long, not an expression, or disallowed syntax / names.
    """
    if not isinstance(expr, str) or not expr.strip():
        raise DataFormatError(f"{where}: expr must be a non-empty string")
    if len(expr) > MAX_EXPRESSION_CHARS:
        raise DataFormatError(
            f"{where}: expr is {len(expr)} characters; the limit is {MAX_EXPRESSION_CHARS}"
        )
    try:
        tree = ast.parse(expr.strip(), mode="eval")
    except SyntaxError as exc:
        raise DataFormatError(f"{where}: expr is not a valid expression: {exc.msg}") from None
    nodes = list(ast.walk(tree))
    if len(nodes) > MAX_EXPRESSION_NODES:
        raise DataFormatError(
            f"{where}: expr has {len(nodes)} syntax nodes; the limit is {MAX_EXPRESSION_NODES}"
        )
    # Three passes so the message names the most telling problem: syntax, then names, then calls.
    for node in nodes:
        if not isinstance(node, _ALLOWED_NODES):
            raise DataFormatError(f"{where}: expr may not use {type(node).__name__} syntax")
    for node in nodes:
        if isinstance(node, ast.Name) and node.id not in _NAMES and node.id not in _FUNCTIONS:
            raise DataFormatError(
                f"{where}: unknown name {node.id!r}; names: {', '.join(_NAMES[:4])}; "
                f"functions: {', '.join(_FUNCTIONS)}"
            )
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and "__" in node.value:
            raise DataFormatError(f"{where}: strings with '__' are not allowed")
    for node in nodes:
        if isinstance(node, ast.Call):
            if not isinstance(node.func, ast.Name) or node.func.id not in _FUNCTIONS:
                raise DataFormatError(
                    f"{where}: only these functions may be called: {', '.join(_FUNCTIONS)}"
                )
            if node.keywords:
                raise DataFormatError(f"{where}: keyword arguments are not allowed")
    return tree


def expression_check(raw: Mapping[str, Any], where: str) -> Check:
    expr = raw.get("expr")
    validate_expression(expr, where)
    source = str(expr).strip()
    parsed = simpleeval.SimpleEval().parse(source)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        names = {
            "question": question,
            "response": response,
            "context": context or "",
            "metadata": dict(metadata),
            "True": True,
            "False": False,
            "None": None,
        }
        evaluator = simpleeval.SimpleEval(operators=_OPERATORS, functions=_FUNCTIONS, names=names)
        try:
            value = evaluator.eval(source, previously_parsed=parsed)
        except Exception as exc:
            return RuleEvidence(
                False, None, f"expression `{source}` failed: {type(exc).__name__}: {exc}"
            )
        if not isinstance(value, bool):
            return RuleEvidence(
                False, None, f"expression `{source}` gave {value!r}, not true/false"
            )
        return RuleEvidence(value, None, f"expression `{source}` is {str(value).lower()}")

    return check
