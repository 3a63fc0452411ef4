"""Custom checklist rules declared in TOML, combinable with the built-in packs.

A rules file::

    [ruleset]                       # optional
    name = "acme"                   # default: the file name without .toml
    quality_floor = 0.5             # standalone use: flag when quality is below it

    [flag]                          # optional: make custom sub-scores flag
    below = { compliance = 1.0 }    # flag when compliance < 1.0
    quality_below = 0.4

    [[rules]]
    id = "acme.no_competitor"
    description = "Never name a competitor."
    weight = 1.0
    sub_score = "compliance"
    citation = "Acme marketing policy MP-3"
    kind = "forbidden_terms"        # regex | keywords | required_terms | forbidden_terms
    terms = ["Bank X", "Bank Y"]    #   | metadata_compare | expression
    target = "response"             # response (default) | question | context

Kinds and their fields:

* ``regex``: ``pattern``, ``must_match`` (default true), ``ignore_case`` (default false);
* ``keywords``: ``keywords``, ``min_hits`` (default 1);
* ``required_terms`` / ``forbidden_terms``: ``terms`` (whole words, case-insensitive);
* ``metadata_compare``: ``key`` (dotted path), ``op`` (``< <= > >= == !=``), ``value`` (number);
* ``expression``: ``expr``, a small boolean expression over ``question``,
  ``response``, ``context`` (strings) and ``metadata`` (subscripts only), with the
  functions ``len lower contains count words number get abs min max round``.

A custom rule that names a sub-score the pack already has adds its weight to
that sub-score (sums are capped at 1, so it can make up for a failed built-in
rule); to make a house rule blocking, give it its own sub-score and a
``[flag] below`` threshold.

Expressions are checked against a whitelist of syntax before anything runs
(no attribute access, no dunders, no comprehensions or lambdas, at most
:data:`MAX_EXPRESSION_CHARS` characters) and then evaluated by ``simpleeval``.
Both run bounded (:mod:`groundtrace.sandbox`): expression operators cannot
build huge values (``%`` formatting widths included), and regular expressions
run on RE2, in time linear in the text, so no pattern can backtrack for
seconds; backreferences and lookaround are refused when the file loads.
"""

from __future__ import annotations

import math
import operator
import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from groundtrace.errors import DataFormatError, GroundtraceError
from groundtrace.rules.custom_expressions import MAX_EXPRESSION_CHARS, expression_check
from groundtrace.rules.engine import ChecklistRule, FlagPredicate, RuleEvidence, RuleSet
from groundtrace.rules.text_checks import Check
from groundtrace.rules.tokens import find_phrase
from groundtrace.sandbox import compile_user_regex

__all__ = [
    "KINDS",
    "MAX_EXPRESSION_CHARS",
    "CustomRules",
    "load_rules_toml",
    "parse_rules_toml",
]

KINDS: tuple[str, ...] = (
    "regex",
    "keywords",
    "required_terms",
    "forbidden_terms",
    "metadata_compare",
    "expression",
)
TARGETS: tuple[str, ...] = ("response", "question", "context")
#: Longest regular expression accepted.
MAX_PATTERN_CHARS = 500
#: Default quality floor for a standalone custom rule set.
DEFAULT_QUALITY_FLOOR = 0.5

_COMMON = {"id", "description", "weight", "sub_score", "citation", "kind"}
_FIELDS: dict[str, set[str]] = {
    "regex": {"pattern", "must_match", "ignore_case", "target"},
    "keywords": {"keywords", "min_hits", "target"},
    "required_terms": {"terms", "target"},
    "forbidden_terms": {"terms", "target"},
    "metadata_compare": {"key", "op", "value"},
    "expression": {"expr"},
}
_OPS: dict[str, Callable[[float, float], bool]] = {
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "==": operator.eq,
    "!=": operator.ne,
}

@dataclass(frozen=True)
class CustomRules:
    """Rules loaded from one TOML file, ready to extend a pack or stand alone."""

    name: str
    source: str
    rules: tuple[ChecklistRule, ...]
    flag: FlagPredicate | None
    quality_floor: float = DEFAULT_QUALITY_FLOOR

    def extend(self, ruleset: RuleSet) -> RuleSet:
        """``ruleset`` plus these rules; new sub-scores aggregate, ``[flag]`` is OR-ed in."""
        try:
            return ruleset.extended(
                self.rules, flag_predicate=self.flag, name=f"{ruleset.name}+{self.name}"
            )
        except GroundtraceError as exc:
            raise DataFormatError(
                f"{self.source}: cannot combine with {ruleset.name}: {exc}"
            ) from None

    def as_ruleset(self) -> RuleSet:
        """These rules alone; flags per ``[flag]``, else when quality < ``quality_floor``."""
        subs: list[str] = []
        for r in self.rules:
            if r.sub_score not in subs:
                subs.append(r.sub_score)
        predicate = self.flag or FlagPredicate(quality_below=self.quality_floor)
        return RuleSet(
            name=self.name, rules=self.rules, sub_scores=tuple(subs), flag_predicate=predicate
        )


def load_rules_toml(path: str | Path) -> CustomRules:
    """Read and validate a rules file.

    Raises:
        DataFormatError: the file is missing, not TOML, or a rule is invalid
            (the message names the file and the rule id).
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataFormatError(f"{p}: cannot read rules file: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise DataFormatError(f"{p}: rules file is not UTF-8 text") from None
    return parse_rules_toml(text, source=str(p), default_name=p.stem)


def parse_rules_toml(
    text: str, *, source: str = "<string>", default_name: str = "custom"
) -> CustomRules:
    """Validate rules given as TOML text (see the module docstring for the format)."""
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DataFormatError(f"{source}: invalid TOML: {exc}") from None
    unknown = set(doc) - {"ruleset", "flag", "rules"}
    if unknown:
        raise DataFormatError(
            f"{source}: unknown top-level keys {sorted(unknown)}; expected ruleset, flag, rules"
        )
    meta = doc.get("ruleset", {})
    if not isinstance(meta, dict) or set(meta) - {"name", "quality_floor"}:
        raise DataFormatError(f"{source}: [ruleset] accepts only 'name' and 'quality_floor'")
    name = meta.get("name", default_name)
    if not isinstance(name, str) or not name.strip():
        raise DataFormatError(f"{source}: [ruleset] name must be a non-empty string, got {name!r}")
    floor = meta.get("quality_floor", DEFAULT_QUALITY_FLOOR)
    if isinstance(floor, bool) or not isinstance(floor, int | float) or not 0 <= floor <= 1:
        raise DataFormatError(f"{source}: [ruleset] quality_floor must be in [0, 1], got {floor!r}")
    raw_rules = doc.get("rules")
    if not isinstance(raw_rules, list) or not raw_rules:
        raise DataFormatError(f"{source}: needs at least one [[rules]] table")
    rules: list[ChecklistRule] = []
    seen: set[str] = set()
    for i, raw in enumerate(raw_rules):
        rule = _build_rule(raw, f"{source}: rules[{i}]", source)
        if rule.id in seen:
            raise DataFormatError(f"{source}: rule {rule.id!r}: duplicate id")
        seen.add(rule.id)
        rules.append(rule)
    flag = _build_flag(doc.get("flag"), source, {r.sub_score for r in rules})
    return CustomRules(name.strip(), source, tuple(rules), flag, float(floor))


def _build_flag(raw: Any, source: str, subs: set[str]) -> FlagPredicate | None:
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) - {"below", "quality_below"}:
        raise DataFormatError(f"{source}: [flag] accepts only 'below' and 'quality_below'")
    below = raw.get("below", {})
    if not isinstance(below, dict):
        raise DataFormatError(f"{source}: [flag] below must be a table of sub-score = threshold")
    for k, v in below.items():
        if isinstance(v, bool) or not isinstance(v, int | float) or not 0 <= v <= 1:
            raise DataFormatError(f"{source}: [flag] below.{k} must be in [0, 1], got {v!r}")
    try:
        return FlagPredicate(tuple(below.items()), raw.get("quality_below"))
    except GroundtraceError as exc:
        raise DataFormatError(f"{source}: [flag] {exc}") from None


def _build_rule(raw: Any, where: str, source: str) -> ChecklistRule:
    if not isinstance(raw, dict):
        raise DataFormatError(f"{where}: each [[rules]] entry must be a table")
    rid = raw.get("id")
    if isinstance(rid, str) and rid:
        where = f"{source}: rule {rid!r}"
    kind = raw.get("kind")
    if kind not in KINDS:
        raise DataFormatError(f"{where}: kind must be one of {', '.join(KINDS)}, got {kind!r}")
    missing = sorted(k for k in _COMMON if k not in raw)
    if missing:
        raise DataFormatError(f"{where}: missing fields {missing}")
    unknown = sorted(set(raw) - _COMMON - _FIELDS[kind])
    if unknown:
        raise DataFormatError(
            f"{where}: unknown fields {unknown} for kind {kind!r}; allowed: {sorted(_FIELDS[kind])}"
        )
    check = _CHECK_BUILDERS[kind](raw, where)
    try:
        return ChecklistRule(
            id=raw["id"],
            description=raw["description"],
            weight=raw["weight"],
            sub_score=raw["sub_score"],
            check=check,
            citation=raw["citation"],
        )
    except GroundtraceError as exc:
        raise DataFormatError(f"{where}: {exc}") from None


# --- check builders -----------------------------------------------------------------


def _target(raw: Mapping[str, Any], where: str) -> str:
    t = raw.get("target", "response")
    if t not in TARGETS:
        raise DataFormatError(f"{where}: target must be one of {', '.join(TARGETS)}, got {t!r}")
    return str(t)


def _pick(target: str, question: str, response: str, context: str | None) -> str:
    return {"response": response, "question": question, "context": context or ""}[target]


def _strings(raw: Mapping[str, Any], field: str, where: str) -> tuple[str, ...]:
    v = raw.get(field)
    if not isinstance(v, list) or not v or not all(isinstance(x, str) and x.strip() for x in v):
        raise DataFormatError(f"{where}: {field} must be a non-empty list of non-empty strings")
    return tuple(v)


def _bool(raw: Mapping[str, Any], field: str, default: bool, where: str) -> bool:
    v = raw.get(field, default)
    if not isinstance(v, bool):
        raise DataFormatError(f"{where}: {field} must be true or false, got {v!r}")
    return v


def _span(target: str, span: tuple[int, int] | None) -> tuple[int, int] | None:
    return span if target == "response" else None


def _regex(raw: Mapping[str, Any], where: str) -> Check:
    pattern = raw.get("pattern")
    if not isinstance(pattern, str) or not pattern:
        raise DataFormatError(f"{where}: pattern must be a non-empty string")
    if len(pattern) > MAX_PATTERN_CHARS:
        raise DataFormatError(
            f"{where}: pattern is {len(pattern)} characters; the limit is {MAX_PATTERN_CHARS}"
        )
    must = _bool(raw, "must_match", True, where)
    try:
        compiled = compile_user_regex(pattern, ignore_case=_bool(raw, "ignore_case", False, where))
    except ValueError as exc:
        raise DataFormatError(f"{where}: invalid regular expression: {exc}") from None
    target = _target(raw, where)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        m = compiled.search(_pick(target, question, response, context))
        if m:
            span = _span(target, (m[0], m[1]))
            return RuleEvidence(must, span, f"the {target} matches /{pattern}/: {m[2]!r}")
        return RuleEvidence(not must, None, f"the {target} does not match /{pattern}/")

    return check


def _keywords(raw: Mapping[str, Any], where: str) -> Check:
    kws = _strings(raw, "keywords", where)
    min_hits = raw.get("min_hits", 1)
    if isinstance(min_hits, bool) or not isinstance(min_hits, int) or not 1 <= min_hits <= len(kws):
        raise DataFormatError(
            f"{where}: min_hits must be an integer in [1, {len(kws)}], got {min_hits!r}"
        )
    target = _target(raw, where)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        text = _pick(target, question, response, context)
        hits = [(k, s) for k in kws if (s := find_phrase(text, k)) is not None]
        hits.sort(key=lambda h: h[1])
        found = [k for k, _ in hits]
        span = _span(target, hits[0][1]) if hits else None
        ok = len(hits) >= min_hits
        return RuleEvidence(
            ok, span, f"{len(hits)} of the keywords in the {target} (needs {min_hits}): {found}"
        )

    return check


def _required_terms(raw: Mapping[str, Any], where: str) -> Check:
    terms = _strings(raw, "terms", where)
    target = _target(raw, where)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        text = _pick(target, question, response, context)
        spans = {t: find_phrase(text, t) for t in terms}
        missing = [t for t, s in spans.items() if s is None]
        if missing:
            return RuleEvidence(False, None, f"the {target} lacks required terms: {missing}")
        first = min(s for s in spans.values() if s is not None)
        return RuleEvidence(True, _span(target, first), f"the {target} has every required term")

    return check


def _forbidden_terms(raw: Mapping[str, Any], where: str) -> Check:
    terms = _strings(raw, "terms", where)
    target = _target(raw, where)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        text = _pick(target, question, response, context)
        hits = sorted((s, t) for t in terms if (s := find_phrase(text, t)) is not None)
        if hits:
            span, term = hits[0]
            return RuleEvidence(
                False, _span(target, span), f"the {target} uses the forbidden term {term!r}"
            )
        return RuleEvidence(True, None, f"the {target} uses no forbidden term")

    return check


def _lookup(metadata: Mapping[str, Any], key: str) -> Any:
    node: Any = metadata
    for part in key.split("."):
        if not isinstance(node, Mapping) or part not in node:
            return _MISSING
        node = node[part]
    return node


_MISSING = object()


def _metadata_compare(raw: Mapping[str, Any], where: str) -> Check:
    key, op, value = raw.get("key"), raw.get("op"), raw.get("value")
    if not isinstance(key, str) or not re.fullmatch(r"[A-Za-z0-9_\-]+(?:\.[A-Za-z0-9_\-]+)*", key):
        raise DataFormatError(
            f"{where}: key must be a dotted path like 'router.top1_score', got {key!r}"
        )
    if op not in _OPS:
        raise DataFormatError(f"{where}: op must be one of {' '.join(_OPS)}, got {op!r}")
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise DataFormatError(f"{where}: value must be a number, got {value!r}")
    fn = _OPS[op]

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        got = _lookup(metadata, key)
        if got is _MISSING:
            return RuleEvidence(False, None, f"metadata has no {key!r}")
        if isinstance(got, bool) or not isinstance(got, int | float) or not math.isfinite(got):
            return RuleEvidence(False, None, f"metadata {key}={got!r} is not a finite number")
        ok = fn(float(got), float(value))
        return RuleEvidence(ok, None, f"metadata {key}={got!r} {op} {value!r} is {str(ok).lower()}")

    return check


_CHECK_BUILDERS: dict[str, Callable[[Mapping[str, Any], str], Check]] = {
    "regex": _regex,
    "keywords": _keywords,
    "required_terms": _required_terms,
    "forbidden_terms": _forbidden_terms,
    "metadata_compare": _metadata_compare,
    "expression": expression_check,
}
