"""The one number parser: what a written number may mean, in English and Spanish.

Every layer reads digit strings here: the claim checks ("the source says
1.000"), the rule packs (a number the answer invents), amount validation and
policy variables (``refund_amount <= 50``). The conventions:

* both ``.`` and ``,``: the last one is the decimal mark (``1,234.56``, ``1.234,56``);
* one kind, several times: thousands separators (``1.000.000``, ``1,000,000``);
* one ``,`` before exactly three digits: thousands (``1,000``), the usual reading
  in both languages;
* one ``.`` before exactly three digits: thousands as written in Spanish
  (``1.000``), *or* a decimal as written in English (``1.000`` = 1): both
  readings, thousands first;
* a lone separator after ``0`` (``0.500``, ``0,500``) or before one, two or
  four-plus digits (``2.5``, ``3,50``): the decimal mark;
* spaces (also no-break spaces) group thousands (``1 000``).

:func:`number_readings` gives every reading, the likeliest first. A check that
asks "does the source state this value?" accepts any reading; one that needs a
single value (a policy amount, a canonical spelling) takes the first.
"""

from __future__ import annotations

import re
from decimal import Decimal

from groundtrace.errors import InvalidInput

__all__ = ["number_readings", "parse_number"]

_FORM = re.compile(r"[+-]?\d+(?:[.,]\d+)*")


def number_readings(raw: str) -> tuple[Decimal, ...]:
    """Every value the number ``raw`` may mean, the likeliest first (one or two).

    Raises:
        InvalidInput: ``raw`` is not digits with ``.``/``,``/space separators
            and an optional sign.
    """
    s = raw.strip().replace("\u00a0", "").replace(" ", "")
    if not _FORM.fullmatch(s):
        raise InvalidInput(f"not a number: {raw!r}")
    sign = ""
    if s[0] in "+-":
        sign, s = s[0], s[1:]
    if "," in s and "." in s:
        dec = max(s.rfind("."), s.rfind(","))
        return (Decimal(f"{sign}{re.sub(r'[.,]', '', s[:dec])}.{s[dec + 1:]}"),)
    for sep in (".", ","):
        if sep not in s:
            continue
        groups = s.split(sep)
        if len(groups) > 2:
            return (Decimal(sign + "".join(groups)),)
        head, tail = groups
        if len(tail) == 3 and head != "0":
            grouped = Decimal(sign + head + tail)
            return (grouped,) if sep == "," else (grouped, Decimal(f"{sign}{head}.{tail}"))
        return (Decimal(f"{sign}{head}.{tail}"),)
    return (Decimal(sign + s),)


def parse_number(raw: str) -> float:
    """The likeliest value of ``raw`` as a float (see :func:`number_readings`).

    Raises:
        InvalidInput: ``raw`` is not a number.
    """
    return float(number_readings(raw)[0])
