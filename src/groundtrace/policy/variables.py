"""Variables that policy expressions read: extracted from text, then merged with the session.

Extraction is deterministic (regular expressions, no model). Each extractor
is a callable ``text -> mapping of variables``; the built-in ones are:

* :class:`AmountExtractor` — ``amounts`` (floats, in order), ``currencies``
  (ISO codes, aligned), ``max_amount`` / ``min_amount`` (only when an amount
  was found) and ``refund_amount`` (largest amount in a sentence that talks
  about a refund, only when there is one). Understands ``$50``, ``US$ 1,250.00``,
  ``50 USD``, ``50,00 €``, ``1.234,56 EUR``, ``£20``, ``30 euros``.
* :class:`PercentageExtractor` — ``percentages`` and ``max_percentage``
  (``10%``, ``12,5 %``, ``15 percent``, ``20 por ciento``).
* :class:`DateExtractor` — ``dates`` as ISO ``YYYY-MM-DD`` strings
  (``2025-03-14``, ``14/03/2025`` read per ``date_order``, ``March 14, 2025``,
  ``14 March 2025``, ``14 de marzo de 2025``).
* :class:`FlagExtractor` — ``contains_refund``, ``contains_promise``,
  ``contains_discount``, ``contains_competitor_mention`` and
  ``competitors_mentioned`` (from the configured competitor list).

Extractors run on the response (plain names) and on the user message (names
prefixed ``message_``). Then, in this order, later sources overriding
earlier ones: an optional user-supplied ``llm_extractor(message, response)``
(never the default; it only adds names the regexes did not set), the
session's customer ``profile`` (``user_tier``, ``is_vip``, ...) and the
session's ``variables``.
"""

from __future__ import annotations

import datetime as dt
import functools
import keyword
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.policy.config import EnforcementConfig
from groundtrace.policy.expressions import ALLOWED_FUNCTIONS
from groundtrace.text.dates import DateMention, find_dates
from groundtrace.text.normalize import fold
from groundtrace.text.numbers import parse_number

__all__ = [
    "AmountExtractor",
    "DateExtractor",
    "Extractor",
    "FlagExtractor",
    "LLMExtractor",
    "PercentageExtractor",
    "VariableSet",
    "check_variables",
    "default_extractors",
    "extract_variables",
    "phrase_pattern",
]

#: An extractor maps a text to variables (identifier -> JSON-like value).
Extractor = Callable[[str], Mapping[str, Any]]

#: A user-supplied model-based extractor: ``(message, response) -> variables``.
LLMExtractor = Callable[[str, str], Mapping[str, Any]]

_NUM = r"\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?"
_SYMBOLS = {"us$": "USD", "$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"}
_WORDS = {
    "dollar": "USD", "dollars": "USD", "dólar": "USD", "dólares": "USD", "dolares": "USD",
    "euro": "EUR", "euros": "EUR", "pound": "GBP", "pounds": "GBP",
}
_CODES = ("USD", "EUR", "GBP", "MXN", "JPY", "CHF", "CAD", "AUD", "COP", "ARS", "CLP", "BRL")
_CODE_RE = "|".join(_CODES)
_PREFIX_AMOUNT = re.compile(
    rf"(?P<cur>US\$|\$|€|£|¥|\b(?:{_CODE_RE})\b)\s?(?P<num>{_NUM})(?![\d%])", re.IGNORECASE
)
_SUFFIX_AMOUNT = re.compile(
    rf"(?<![\w.,])(?P<num>{_NUM})\s?(?P<cur>€|\$|£|\b(?:{_CODE_RE})\b|"
    r"\b(?:dollars?|d[óo]lares|d[óo]lar|euros?|pounds?)\b)",
    re.IGNORECASE,
)
_PERCENT = re.compile(
    r"(?<![\w.,])(?P<num>\d+(?:[.,]\d+)?)\s?(?:%|percent\b|per cent\b|por ciento\b)",
    re.IGNORECASE,
)
_SENTENCE_SPLIT = re.compile(r"(?<=[.!?])\s+")

_REFUND = re.compile(
    r"\b(?:refund\w*|reimburs\w*|money back|chargeback|reembols\w*|devoluci[oó]n\w*|"
    r"devol\w*|devuelv\w*|reintegr\w*)",
    re.IGNORECASE,
)
_PROMISE = re.compile(
    r"\b(?:i promise|we promise|i guarantee|we guarantee|guarantee[ds]?|i assure you|"
    r"we assure you|rest assured|you will definitely|you'll definitely|100% sure|"
    r"prometo|prometemos|le garantizo|te garantizo|garantizamos|garantizado|le aseguro|"
    r"te aseguro|sin falta)\b",
    re.IGNORECASE,
)
_DISCOUNT = re.compile(
    r"\b(?:discount\w*|% off|percent off|promo code|descuento\w*|rebaja\w*|bonificaci[oó]n)",
    re.IGNORECASE,
)

def _currency(token: str) -> str:
    t = token.lower()
    if t in _SYMBOLS:
        return _SYMBOLS[t]
    if t in _WORDS:
        return _WORDS[t]
    return token.upper()


def _amount_spans(text: str) -> list[tuple[int, int, float, str]]:
    found: list[tuple[int, int, float, str]] = []
    for pattern in (_PREFIX_AMOUNT, _SUFFIX_AMOUNT):
        for m in pattern.finditer(text):
            start, end = m.span()
            if any(start < e and s < end for s, e, _, _ in found):
                continue
            found.append((start, end, parse_number(m.group("num")), _currency(m.group("cur"))))
    found.sort()
    return found


@dataclass(frozen=True)
class AmountExtractor:
    """Money amounts with their currency; see the module docstring for the forms read."""

    def __call__(self, text: str) -> dict[str, Any]:
        spans = _amount_spans(text)
        out: dict[str, Any] = {
            "amounts": [v for _, _, v, _ in spans],
            "currencies": [c for _, _, _, c in spans],
        }
        if spans:
            out["max_amount"] = max(out["amounts"])
            out["min_amount"] = min(out["amounts"])
        refund_amounts = [
            v
            for sentence in _SENTENCE_SPLIT.split(text)
            if _REFUND.search(sentence)
            for _, _, v, _ in _amount_spans(sentence)
        ]
        if refund_amounts:
            out["refund_amount"] = max(refund_amounts)
        return out


@dataclass(frozen=True)
class PercentageExtractor:
    """Percentages (``10%``, ``12,5 %``, ``15 percent``, ``20 por ciento``)."""

    def __call__(self, text: str) -> dict[str, Any]:
        values = [float(m.group("num").replace(",", ".")) for m in _PERCENT.finditer(text)]
        out: dict[str, Any] = {"percentages": values}
        if values:
            out["max_percentage"] = max(values)
        return out


@dataclass(frozen=True)
class DateExtractor:
    """Calendar dates as ISO strings, in order of appearance; impossible dates are skipped.

    ``date_order`` decides ambiguous numeric dates (03/04/2025): ``"DMY"`` reads
    3 April, ``"MDY"`` 4 March. A date whose first number exceeds 12 is read
    the only way it can be.
    """

    date_order: str = "DMY"

    def __post_init__(self) -> None:
        if self.date_order not in ("DMY", "MDY"):
            raise InvalidInput(f"date_order must be 'DMY' or 'MDY', got {self.date_order!r}")

    def __call__(self, text: str) -> dict[str, Any]:
        dates = []
        for mention in find_dates(text):
            iso = self._to_iso(mention)
            if iso is not None:
                dates.append(iso)
        return {"dates": dates}

    def _to_iso(self, mention: DateMention) -> str | None:
        """The calendar date a full mention states; None for a partial or impossible one."""
        if mention.day_first is not None and mention.month_first is not None:
            reading = mention.day_first if self.date_order == "DMY" else mention.month_first
        else:
            full = [r for r in mention.readings if None not in r]
            if len(full) != 1:
                return None
            reading = full[0]
        y, mo, d = reading
        if y is None or mo is None or d is None:
            return None
        try:
            return dt.date(y, mo, d).isoformat()
        except ValueError:
            return None


@functools.lru_cache(maxsize=1024)
def phrase_pattern(phrase: str) -> re.Pattern[str]:
    """Whole-word pattern for a phrase, to search in folded text (:func:`fold`)."""
    return re.compile(rf"(?<!\w){re.escape(fold(phrase))}(?!\w)")


@dataclass(frozen=True)
class FlagExtractor:
    """Boolean flags: refund, promise, discount and competitor mentions."""

    competitors: tuple[str, ...] = ()

    def __call__(self, text: str) -> dict[str, Any]:
        folded = fold(text)
        mentioned = [
            name for name in self.competitors if phrase_pattern(name).search(folded)
        ]
        return {
            "contains_refund": bool(_REFUND.search(text)),
            "contains_promise": bool(_PROMISE.search(text)),
            "contains_discount": bool(_DISCOUNT.search(text)),
            "contains_competitor_mention": bool(mentioned),
            "competitors_mentioned": mentioned,
        }


def default_extractors(config: EnforcementConfig | None = None) -> list[Extractor]:
    """The built-in extractors, set up from ``config`` (competitors, date order)."""
    cfg = config or EnforcementConfig()
    return [
        AmountExtractor(),
        PercentageExtractor(),
        DateExtractor(cfg.date_order),
        FlagExtractor(cfg.competitors),
    ]


_SCALARS = (bool, int, float, str, type(None))


def _check_value(value: Any, where: str) -> Any:
    if isinstance(value, _SCALARS):
        return value
    if isinstance(value, list | tuple) and all(isinstance(x, _SCALARS) for x in value):
        return list(value)
    raise InvalidInput(
        f"{where} must be a bool, number, string, null or a list of those, "
        f"got {type(value).__name__}"
    )


def check_variables(data: object, where: str) -> dict[str, Any]:
    """Validate a mapping of variables: identifier names, JSON-like values.

    Names must be Python identifiers that do not start with ``_``, are not
    keywords and are not the names of expression functions (``len``, ...).

    Raises:
        InvalidType: ``data`` is not a mapping.
        InvalidInput: a bad name or value (the message names it).
    """
    if not isinstance(data, Mapping):
        raise InvalidType(f"{where} must be a mapping of variables, got {type(data).__name__}")
    out: dict[str, Any] = {}
    for name, value in data.items():
        if (
            not isinstance(name, str)
            or not name.isidentifier()
            or name.startswith("_")
            or keyword.iskeyword(name)
            or name in ALLOWED_FUNCTIONS
        ):
            raise InvalidInput(
                f"{where}: variable name {name!r} is not allowed; use an identifier such as "
                "user_tier that does not start with '_' and is not a keyword or function name"
            )
        out[name] = _check_value(value, f"{where}[{name!r}]")
    return out


@dataclass(frozen=True)
class VariableSet:
    """Merged variables and, for each, where it came from.

    ``sources`` maps a name to ``response``, ``message``, ``llm``, ``profile``
    or ``session`` (the source whose value was kept).
    """

    values: Mapping[str, Any]
    sources: Mapping[str, str]

    def to_dict(self) -> dict[str, Any]:
        return {"values": dict(self.values), "sources": dict(self.sources)}


def extract_variables(
    message: str,
    response: str,
    *,
    config: EnforcementConfig | None = None,
    extractors: Sequence[Extractor] | None = None,
    llm_extractor: LLMExtractor | None = None,
    profile: Mapping[str, Any] | None = None,
    session_variables: Mapping[str, Any] | None = None,
) -> VariableSet:
    """Extract and merge the variables for one (message, response) pair.

    Args:
        extractors: replace the built-in extractors (pass
            ``default_extractors(config) + [mine]`` to extend them).
        llm_extractor: optional ``(message, response) -> variables`` callable;
            only adds names the extractors did not set.
        profile / session_variables: customer-profile fields and session
            variables; these override extracted values.

    Raises:
        InvalidInput / InvalidType: an extractor returned a bad name or value.
    """
    values: dict[str, Any] = {"response": response, "message": message}
    sources: dict[str, str] = {"response": "response", "message": "message"}
    chosen = default_extractors(config) if extractors is None else list(extractors)
    for ex in chosen:
        if not callable(ex):
            raise InvalidType(f"an extractor must be callable, got {type(ex).__name__}")
        label = f"extractor {getattr(ex, '__name__', type(ex).__name__)}"
        for name, value in _checked_source(ex(response), label).items():
            values[name], sources[name] = value, "response"
        for name, value in _checked_source(ex(message), label).items():
            values[f"message_{name}"], sources[f"message_{name}"] = value, "message"
    if llm_extractor is not None:
        extra = _checked_source(llm_extractor(message, response), "llm_extractor output")
        for name, value in extra.items():
            if name not in values:
                values[name], sources[name] = value, "llm"
    for origin, data in (("profile", profile), ("session", session_variables)):
        if data:
            for name, value in _checked_source(data, f"session {origin}").items():
                values[name], sources[name] = value, origin
    return VariableSet(values, sources)


#: Names that always hold the texts being checked; no source may replace them.
RESERVED_NAMES = frozenset({"response", "message"})


def _checked_source(data: object, where: str) -> dict[str, Any]:
    out = check_variables(data, where)
    clash = sorted(RESERVED_NAMES & set(out))
    if clash:
        raise InvalidInput(
            f"{where}: variable name {clash[0]!r} is reserved for the text being checked"
        )
    return out
