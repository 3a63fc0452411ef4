"""The bounded operators and regular expressions behind every user-written rule.

Policy expressions (:mod:`groundtrace.policy.expressions`) and house-rule
expressions (:mod:`groundtrace.rules.custom`) are parsed against their own
whitelists of syntax and functions, then evaluated by ``simpleeval`` with the
operators built here. Each operator that can make a value grow is bounded, so
no short expression can allocate without limit or spin:

* ``a ** b``: ``|b| <= MAX_POWER_EXPONENT`` and ``|a| <= MAX_POWER_BASE``;
* ``seq * n`` and ``seq + seq``: at most ``max_items`` items, nested items counted;
* ``text % args``: printf-style formatting with widths and precisions of at
  most :data:`MAX_FORMAT_WIDTH` and no ``*`` (a width taken from the arguments);
  ``'%999999999d' % 1`` would otherwise build a gigabyte string.

A bound that is hit raises :class:`OverflowError`, which both callers report
as a failed rule (fail closed), never as a crash.

Regular expressions written by users (house rules) run on RE2
(``google-re2``), whose matching time is linear in the text: a pattern such
as ``(a+)+$`` cannot backtrack for seconds on a short answer. RE2 has no
backreferences and no lookaround; such patterns are refused when the rule
loads.
"""

from __future__ import annotations

import ast
import operator as op
import re
from collections.abc import Callable
from typing import Any

__all__ = [
    "MAX_FORMAT_WIDTH",
    "MAX_POWER_BASE",
    "MAX_POWER_EXPONENT",
    "bounded_mod",
    "bounded_operators",
    "bounded_pow",
    "bounded_round",
    "compile_user_regex",
]

#: ``a ** b`` is refused when ``|b|`` exceeds this or ``|a|`` exceeds
#: :data:`MAX_POWER_BASE`: enough for compound-interest style arithmetic,
#: far too little to build an integer that takes seconds to print.
MAX_POWER_EXPONENT = 64
MAX_POWER_BASE = 10**12

#: Largest width or precision a ``%`` directive may ask for. Rules format
#: amounts and codes (``'%.2f'``, ``'%05d'``), never pages.
MAX_FORMAT_WIDTH = 100

#: ``ndigits`` of ``round`` must lie in ``[-MAX_ROUND_DIGITS, MAX_ROUND_DIGITS]``:
#: ``round(5, -10**9)`` would compute ``10**(10**9)``.
MAX_ROUND_DIGITS = 15

# One printf directive: %[(key)][flags][width][.precision][length]type
_DIRECTIVE = re.compile(
    r"%(?:\([^)]*\))?[#0\- +]*(?P<width>\*|\d+)?(?:\.(?P<precision>\*|\d*))?[hlL]?"
    r"(?P<type>[diouxXeEfFgGcrsa%])?"
)


def bounded_pow(a: Any, b: Any) -> Any:
    """``a ** b`` within :data:`MAX_POWER_BASE` and :data:`MAX_POWER_EXPONENT`."""
    if isinstance(a, int | float) and isinstance(b, int | float) and (
        abs(b) > MAX_POWER_EXPONENT or abs(a) > MAX_POWER_BASE
    ):
        raise OverflowError(
            f"a ** b is limited to |a| <= {MAX_POWER_BASE} and |b| <= "
            f"{MAX_POWER_EXPONENT}, got {a!r} ** {b!r}"
        )
    return a**b


def _size(x: Any) -> int | None:
    """Items in a string or (nested) list, counting nested items; None for scalars.

    Counting nested items matters: ``[[1] * 9999] * 9999`` has only 9999
    elements but 10**8 items to compare or print.
    """
    if isinstance(x, str | bytes):
        return len(x)
    if isinstance(x, list | tuple):
        return len(x) + sum(_size(v) or 0 for v in x)
    return None


def bounded_mod(a: Any, b: Any) -> Any:
    """``a % b``; for text, printf formatting with bounded widths and precisions."""
    if isinstance(a, str | bytes):
        fmt = a.decode("latin-1") if isinstance(a, bytes) else a
        for m in _DIRECTIVE.finditer(fmt):
            for part in ("width", "precision"):
                value = m.group(part)
                if value == "*":
                    raise OverflowError(
                        f"'%' formatting may not take a {part} from its arguments ('*')"
                    )
                if value and int(value) > MAX_FORMAT_WIDTH:
                    raise OverflowError(
                        f"'%' formatting is limited to a {part} of {MAX_FORMAT_WIDTH}, "
                        f"got {m.group()!r}"
                    )
    return a % b


def bounded_round(x: Any, ndigits: Any = None) -> Any:
    """``round`` with ``ndigits`` an integer in ``[-MAX_ROUND_DIGITS, MAX_ROUND_DIGITS]``."""
    if ndigits is None:
        return round(x)
    if isinstance(ndigits, bool) or not isinstance(ndigits, int) or not (
        -MAX_ROUND_DIGITS <= ndigits <= MAX_ROUND_DIGITS
    ):
        raise ValueError(
            f"round() digits must be an integer in [{-MAX_ROUND_DIGITS}, {MAX_ROUND_DIGITS}], "
            f"got {ndigits!r}"
        )
    return round(x, ndigits)


def bounded_operators(max_items: int) -> dict[type[ast.AST], Callable[..., Any]]:
    """The operator table for ``simpleeval``: arithmetic, comparisons and membership.

    ``max_items`` bounds what ``*`` and ``+`` may build (characters of a
    string, or list items counted through nesting). Bitwise and shift
    operators are absent: no rule needs them.
    """

    def bounded_mult(a: Any, b: Any) -> Any:
        for seq, times in ((a, b), (b, a)):
            n = _size(seq)
            if n is not None and isinstance(times, int) and n * times > max_items:
                raise OverflowError(
                    f"repeating a sequence is limited to {max_items} items, got {n} x {times}"
                )
        return a * b

    def bounded_add(a: Any, b: Any) -> Any:
        na, nb = _size(a), _size(b)
        if na is not None and nb is not None and na + nb > max_items:
            raise OverflowError(
                f"joining sequences is limited to {max_items} items, got {na} + {nb}"
            )
        return a + b

    return {
        ast.Add: bounded_add,
        ast.Sub: op.sub,
        ast.Mult: bounded_mult,
        ast.Div: op.truediv,
        ast.FloorDiv: op.floordiv,
        ast.Mod: bounded_mod,
        ast.Pow: bounded_pow,
        ast.Eq: op.eq,
        ast.NotEq: op.ne,
        ast.Lt: op.lt,
        ast.LtE: op.le,
        ast.Gt: op.gt,
        ast.GtE: op.ge,
        ast.Not: op.not_,
        ast.USub: op.neg,
        ast.UAdd: op.pos,
        ast.In: lambda x, y: op.contains(y, x),
        ast.NotIn: lambda x, y: not op.contains(y, x),
        ast.Is: lambda x, y: x is y,
        ast.IsNot: lambda x, y: x is not y,
    }


class UserRegex:
    """A user's pattern compiled for RE2: ``search`` returns ``(start, end, text)`` or None.

    Offsets are character offsets into the searched string, as with :mod:`re`.
    """

    def __init__(self, pattern: str, compiled: Any) -> None:
        self.pattern = pattern
        self._compiled = compiled

    def search(self, text: str) -> tuple[int, int, str] | None:
        m = self._compiled.search(text)
        if m is None:
            return None
        start, end = m.span()
        return int(start), int(end), str(m.group())


def compile_user_regex(pattern: str, *, ignore_case: bool = False) -> UserRegex:
    """Compile ``pattern`` with RE2 (linear-time matching).

    Raises:
        ValueError: the pattern is not valid RE2 syntax (backreferences and
            lookaround are not supported); the message says why.
    """
    import re2

    options = re2.Options()
    options.log_errors = False  # errors come back as exceptions, not as lines on stderr
    options.case_sensitive = not ignore_case
    try:
        compiled = re2.compile(pattern, options=options)
    except re2.error as exc:
        reason = exc.args[0].decode() if exc.args and isinstance(exc.args[0], bytes) else exc
        raise ValueError(
            f"{reason} (patterns use RE2 syntax, which matches in linear time: "
            "no backreferences such as \\1 and no lookaround such as (?=...))"
        ) from None
    return UserRegex(pattern, compiled)

