"""Currencies by their codes and names: "Swiss francs" is the source's "CHF".

A bank's text names a currency by its ISO code ("forwards in USD, GBP, CHF, PLN
and SEK"), its answer by its name ("US dollars, sterling, Swiss francs, Polish
zloty and Swedish krona"), or the other way round. The name check
(:mod:`groundtrace.checks.entities`) read "Swiss", "Polish" and "Swedish" as names
the source never mentions; :func:`currency_named` tells it which currency a name
of the claim is part of, and :func:`currency_in` where a source names the same one.
English and Spanish names, folded (lower case, no accents); the codes are ISO 4217.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.text.normalize import fold, fold_with_offsets

__all__ = ["currency_hit", "currency_in", "currency_named"]

_TABLE = """
    USD: us dollar; us dollars; american dollar; american dollars; dolar estadounidense;
         dolares estadounidenses
    EUR: euro; euros
    GBP: pound sterling; pounds sterling; sterling; british pound; british pounds;
         libra esterlina; libras esterlinas
    CHF: swiss franc; swiss francs; franco suizo; francos suizos
    JPY: japanese yen; yen; yen japones
    PLN: polish zloty; polish zlotys; zloty; zlotys; zloty polaco; zlotys polacos
    SEK: swedish krona; swedish kronor; corona sueca; coronas suecas
    NOK: norwegian krone; norwegian kroner; corona noruega; coronas noruegas
    DKK: danish krone; danish kroner; corona danesa; coronas danesas
    CZK: czech koruna; czech korunas; corona checa; coronas checas
    HUF: hungarian forint; hungarian forints; forint; forints; forinto hungaro
    RON: romanian leu; romanian lei; leu rumano
    BGN: bulgarian lev; bulgarian leva
    TRY: turkish lira; turkish liras; lira turca
    CAD: canadian dollar; canadian dollars; dolar canadiense; dolares canadienses
    AUD: australian dollar; australian dollars; dolar australiano; dolares australianos
    NZD: new zealand dollar; new zealand dollars
    CNY: chinese yuan; yuan; renminbi; yuan chino
    INR: indian rupee; indian rupees; rupia india; rupias indias
    MXN: mexican peso; mexican pesos; peso mexicano; pesos mexicanos
    BRL: brazilian real; brazilian reais; real brasileno; reales brasilenos
    ZAR: south african rand; south african rands
    HKD: hong kong dollar; hong kong dollars
    SGD: singapore dollar; singapore dollars
"""
#: ISO code -> the folded names of its currency.
_NAMES: dict[str, tuple[str, ...]] = {}
for _entry in re.split(r"\n(?=\s*[A-Z]{3}:)", _TABLE.strip()):
    _code, _names = _entry.split(":", 1)
    _NAMES[_code.strip()] = tuple(n.strip() for n in _names.replace("\n", " ").split(";")
                                  if n.strip())
#: Signs a source may write an amount with ("$" read as US dollars, as most banks'
#: texts in English mean it).
_SIGNS = {"USD": ("us$", "$"), "EUR": ("€",), "GBP": ("£",), "JPY": ("¥",)}
_BY_NAME = {n: code for code, names in _NAMES.items() for n in names}
# Longest names first, so "us dollars" is read before "us dollar".
_NAME_AT = re.compile("|".join(re.escape(n) for n in sorted(_BY_NAME, key=len, reverse=True)))


def currency_named(text: str, start: int, end: int) -> str | None:
    """The ISO code of the currency that the words at ``start:end`` of ``text`` name or
    begin to name ("CHF" in capitals; "Swiss" of "Swiss francs"), else None."""
    word = text[start:end]
    if word in _NAMES:  # a code as codes are written: "Try" opening a sentence is no lira
        return word
    rest, own = fold(text[start:]), len(fold(word))
    m = _NAME_AT.match(rest)
    if m is None or m.end() < own or (m.end() < len(rest) and rest[m.end()].isalnum()):
        return None
    return _BY_NAME[m.group(0)]


@lru_cache(maxsize=64)
def _pattern(code: str) -> re.Pattern[str]:
    """The currency's names (folded) or signs; its code is matched apart, as written."""
    names = "|".join(re.escape(n) for n in sorted(_NAMES[code], key=len, reverse=True))
    signs = "".join(f"|{re.escape(s)}" for s in _SIGNS.get(code, ()))
    return re.compile(rf"(?<!\w)(?:{names})(?!\w){signs}")


def currency_in(text: str, code: str) -> tuple[int, int] | None:
    """Where ``text`` names the currency ``code``: by its code in capitals ("CHF", not
    the "try" of "try the app" for TRY), by a name or by a sign; offsets in ``text``."""
    m = re.search(rf"(?<![A-Za-z]){code}(?![A-Za-z])", text)
    if m is not None:
        return m.start(), m.end()
    folded, index = fold_with_offsets(text)
    f = _pattern(code).search(folded)
    return None if f is None else (index[f.start()], index[f.end() - 1] + 1)


def currency_hit(claim: str, start: int, end: int, sources: Sequence[SourceText],
                 c_start: int, c_end: int) -> CheckHit | None:
    """A supported finding for the name at ``start:end`` of ``claim`` where it names a
    currency (or begins to) that a source names too, by code, name or sign; else None."""
    code = currency_named(claim, start, end)
    if code is None:
        return None
    for src in sources:
        if (at := currency_in(src.text, code)) is None:
            continue
        a, b = at
        return CheckHit("entities", CheckOutcome.SUPPORTED, c_start, c_end, claim[start:end],
                        src.sub_span(a, b), src.text[a:b],
                        f"{claim[start:end]!r} names the currency {code}, as the source does "
                        f"({src.text[a:b]!r})")
    return None
