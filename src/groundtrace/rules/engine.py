"""The checklist rule engine: cited rules, weighted sub-scores, a flag, an audit trail.

A :class:`ChecklistRule` is a pure, deterministic check of one property of an
answer, with a weight, the sub-score it feeds and the source (paper, standard
or regulation) that motivates it. A :class:`RuleSet` runs its rules and
aggregates them:

* each sub-score is the sum of the weights of the rules that hold, capped at 1;
* quality is the geometric mean of the sub-scores (0 as soon as one is 0), so a
  set cannot hide a failed dimension behind strong ones;
* ``flagged`` comes from the set's flag predicate.

Rules whose sub-score is not one of the set's are evaluated and recorded, but
not aggregated (useful to log a signal before it is allowed to move a score).
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import re
import types
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from groundtrace.encoders.base import check_text
from groundtrace.errors import ConfigurationError, InvalidType
from groundtrace.rules.flags import (
    EitherPredicate,
    FlagFunction,
    FlagPredicate,
    describe_predicate,
    legacy_flag_predicate,
)
from groundtrace.rules.results import RuleResult, RuleSetResult

__all__ = [
    "ChecklistRule",
    "FlagPredicate",
    "RuleCheck",
    "RuleEvidence",
    "RuleResult",
    "RuleSet",
    "RuleSetResult",
    "legacy_flag_predicate",
]

#: Rule ids are stable keys in audit logs: lower case, dots, dashes, underscores.
RULE_ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9_.\-]{0,127}$")
#: Sub-score names double as JSON keys and CLI words.
SUB_SCORE_PATTERN = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
#: Weight sums are rounded to this many decimals so that 0.1 + 0.2 reads 0.3
#: in every audit record (the cap at 1 makes the lost precision irrelevant).
_SCORE_DECIMALS = 12


@dataclass(frozen=True)
class RuleEvidence:
    """What one rule found.

    Attributes:
        matched: the rule's requirement holds (the answer earns its weight).
        span: ``(start, end)`` character offsets into the response of the text
            that decided the verdict, or ``None`` when the evidence is an
            absence (nothing invented, nothing missing) or lives outside the
            response (metadata, the question).
        explanation: one sentence an auditor can read.
    """

    matched: bool
    span: tuple[int, int] | None
    explanation: str

    def __post_init__(self) -> None:
        if not isinstance(self.matched, bool):
            raise InvalidType(
                f"RuleEvidence.matched must be a bool, got {type(self.matched).__name__}"
            )
        if self.span is not None:
            ok = (
                isinstance(self.span, tuple)
                and len(self.span) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in self.span)
                and 0 <= self.span[0] <= self.span[1]
            )
            if not ok:
                raise InvalidType(
                    f"RuleEvidence.span must be None or (start, end) ints with 0 <= start <= end, "
                    f"got {self.span!r}"
                )
        if not isinstance(self.explanation, str) or not self.explanation.strip():
            raise InvalidType(
                f"RuleEvidence.explanation must be a non-empty string, got {self.explanation!r}"
            )

    def to_dict(self) -> dict[str, Any]:
        return {
            "matched": self.matched,
            "span": list(self.span) if self.span is not None else None,
            "explanation": self.explanation,
        }


#: ``check(question, response, context, metadata) -> RuleEvidence``; pure and deterministic.
RuleCheck = Callable[[str, str, "str | None", Mapping[str, Any]], RuleEvidence]


@dataclass(frozen=True)
class ChecklistRule:
    """One cited, weighted, deterministic check.

    Attributes:
        id: stable identifier used in audit logs (``pack.sub.name``).
        description: what the rule requires, in one sentence.
        weight: contribution in (0, 1] to ``sub_score`` when the rule holds.
        sub_score: name of the sub-score the rule feeds.
        check: the pure function that decides it.
        citation: the academic, industry or regulatory source behind the rule.
    """

    id: str
    description: str
    weight: float
    sub_score: str
    check: RuleCheck = field(repr=False, compare=False)
    citation: str

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or not RULE_ID_PATTERN.match(self.id):
            raise ConfigurationError(
                f"rule id must match {RULE_ID_PATTERN.pattern} (lower case, digits, '.', '_', "
                "'-'), "
                f"got {self.id!r}"
            )
        if not isinstance(self.description, str) or not self.description.strip():
            raise ConfigurationError(f"rule {self.id!r}: description must be a non-empty string")
        w = self.weight
        if isinstance(w, bool) or not isinstance(w, int | float) or not (0 < w <= 1):
            raise ConfigurationError(
                f"rule {self.id!r}: weight must be a number in (0, 1], got {w!r}"
            )
        object.__setattr__(self, "weight", float(w))
        if not isinstance(self.sub_score, str) or not SUB_SCORE_PATTERN.match(self.sub_score):
            raise ConfigurationError(
                f"rule {self.id!r}: sub_score must match {SUB_SCORE_PATTERN.pattern}, got "
                f"{self.sub_score!r}"
            )
        if not callable(self.check):
            raise ConfigurationError(f"rule {self.id!r}: check must be callable")
        if not isinstance(self.citation, str) or not self.citation.strip():
            raise ConfigurationError(f"rule {self.id!r}: citation must name the rule's source")

    def definition(self) -> dict[str, Any]:
        """The rule without its function: what `rules list` prints and the fingerprint hashes."""
        return {
            "id": self.id,
            "description": self.description,
            "weight": self.weight,
            "sub_score": self.sub_score,
            "citation": self.citation,
        }


def _check_metadata(metadata: object) -> Mapping[str, Any]:
    if metadata is None:
        return types.MappingProxyType({})
    if not isinstance(metadata, Mapping):
        raise InvalidType(
            f"metadata must be a mapping (e.g. a dict) or None, got {type(metadata).__name__}"
        )
    return types.MappingProxyType(dict(metadata))


@dataclass(frozen=True)
class RuleSet:
    """A named checklist: rules, the sub-scores they aggregate into, and a flag predicate.

    Args:
        name: identifies the set and its configuration in audit records.
        rules: the rules, evaluated in this order.
        sub_scores: names of the aggregated sub-scores, in reporting order.
        quality_floor: the floor used by the default (legacy) predicate.
        flag_predicate: a :class:`FlagPredicate` or ``f(sub_scores, quality) -> bool``;
            ``None`` means the legacy predicate ``spec < floor or expl < floor``.
        audit_citation_terms: when non-empty, the audit explanation lists only
            the rules whose citation mentions one of these terms (case-insensitive);
            scores and ``rules`` are not filtered.
        version: bumped whenever a rule's behaviour changes.

    Raises:
        ConfigurationError: no rules, duplicate rule ids, duplicate or invalid
            sub-score names, a floor outside [0, 1], or a default predicate on a
            set without ``spec``/``expl``.
    """

    name: str
    rules: tuple[ChecklistRule, ...]
    sub_scores: tuple[str, ...]
    quality_floor: float = 0.3
    flag_predicate: FlagPredicate | FlagFunction | None = None
    audit_citation_terms: tuple[str, ...] = ()
    version: str = "1"

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise ConfigurationError(f"rule set name must be a non-empty string, got {self.name!r}")
        rules = tuple(self.rules)
        if not rules:
            raise ConfigurationError(f"rule set {self.name!r} has no rules")
        for r in rules:
            if not isinstance(r, ChecklistRule):
                raise InvalidType(
                    f"rule set {self.name!r}: rules must be ChecklistRule, got {type(r).__name__}"
                )
        seen: set[str] = set()
        for r in rules:
            if r.id in seen:
                raise ConfigurationError(f"rule set {self.name!r}: duplicate rule id {r.id!r}")
            seen.add(r.id)
        object.__setattr__(self, "rules", rules)
        subs = tuple(self.sub_scores)
        if not subs:
            raise ConfigurationError(f"rule set {self.name!r} needs at least one sub-score")
        for s in subs:
            if not isinstance(s, str) or not SUB_SCORE_PATTERN.match(s):
                raise ConfigurationError(f"rule set {self.name!r}: invalid sub-score name {s!r}")
        if len(set(subs)) != len(subs):
            raise ConfigurationError(
                f"rule set {self.name!r}: duplicate sub-score names in {subs!r}"
            )
        object.__setattr__(self, "sub_scores", subs)
        f = self.quality_floor
        if isinstance(f, bool) or not isinstance(f, int | float) or not (0.0 <= f <= 1.0):
            raise ConfigurationError(f"quality_floor must be a number in [0, 1], got {f!r}")
        object.__setattr__(self, "quality_floor", float(f))
        if self.flag_predicate is None:
            missing = [s for s in ("spec", "expl") if s not in subs]
            if missing:
                raise ConfigurationError(
                    f"rule set {self.name!r}: the default flag predicate reads 'spec' and 'expl', "
                    f"but the set has sub-scores {list(subs)}; pass a flag_predicate"
                )
        elif not isinstance(self.flag_predicate, FlagPredicate) and not callable(
            self.flag_predicate
        ):
            raise InvalidType("flag_predicate must be a FlagPredicate, a callable or None")
        elif isinstance(self.flag_predicate, FlagPredicate):
            unknown = [s for s in self.flag_predicate.sub_score_names if s not in subs]
            if unknown:
                raise ConfigurationError(
                    f"rule set {self.name!r}: flag predicate reads unknown sub-scores {unknown}; "
                    f"the set has {list(subs)}"
                )
        object.__setattr__(self, "audit_citation_terms", tuple(self.audit_citation_terms))

    @property
    def predicate(self) -> FlagPredicate | FlagFunction:
        """The predicate actually applied (the legacy one when none was given)."""
        if self.flag_predicate is None:
            return legacy_flag_predicate(self.quality_floor)
        return self.flag_predicate

    @functools.cached_property
    def fingerprint(self) -> str:
        """sha256 of the set's definition: name, version, rules, sub-scores, flag rule."""
        payload = {
            "name": self.name,
            "version": self.version,
            "sub_scores": list(self.sub_scores),
            "quality_floor": self.quality_floor,
            "flag_rule": describe_predicate(self.predicate),
            "rules": [r.definition() for r in self.rules],
        }
        blob = json.dumps(payload, sort_keys=True, ensure_ascii=False).encode("utf-8")
        return hashlib.sha256(blob).hexdigest()

    def rule(self, rule_id: str) -> ChecklistRule:
        """The rule with this id (``KeyError`` listing the ids when absent)."""
        for r in self.rules:
            if r.id == rule_id:
                return r
        raise KeyError(f"no rule {rule_id!r} in {self.name!r}; ids: {[r.id for r in self.rules]}")

    def extended(
        self,
        rules: Iterable[ChecklistRule],
        *,
        flag_predicate: FlagPredicate | None = None,
        name: str | None = None,
    ) -> RuleSet:
        """A new set with extra rules appended (built-in pack + custom rules).

        Sub-scores the new rules introduce are added to the aggregated ones.
        ``flag_predicate`` (a :class:`FlagPredicate`) is OR-ed with this set's.
        """
        rules = tuple(rules)
        subs = list(self.sub_scores)
        for r in rules:
            if r.sub_score not in subs:
                subs.append(r.sub_score)
        predicate: FlagPredicate | FlagFunction | None = self.flag_predicate
        if flag_predicate is not None:
            base = self.predicate
            if isinstance(base, FlagPredicate):
                predicate = base.combined(flag_predicate)
            else:
                predicate = EitherPredicate(base, flag_predicate)
        return RuleSet(
            name=name or self.name,
            rules=self.rules + rules,
            sub_scores=tuple(subs),
            quality_floor=self.quality_floor,
            flag_predicate=predicate,
            audit_citation_terms=self.audit_citation_terms,
            version=self.version,
        )

    def evaluate(
        self,
        *,
        question: str,
        response: str,
        context: str | None = None,
        metadata: Mapping[str, Any] | None = None,
    ) -> RuleSetResult:
        """Run every rule on one answer and aggregate.

        Raises:
            InvalidText: empty or whitespace-only response.
            InvalidType: a non-string question/response/context or non-mapping metadata.
            ConfigurationError: a rule returned something other than RuleEvidence,
                or a span outside the response.
        """
        check_text(response, "response")
        check_text(question, "question", allow_blank=True)
        if context is not None:
            if not isinstance(context, str):
                raise InvalidType(f"context must be a string or None, got {type(context).__name__}")
            if not check_text(context, "context", allow_blank=True).strip():
                context = None
        meta = _check_metadata(metadata)
        subs = set(self.sub_scores)
        results: list[RuleResult] = []
        for rule in self.rules:
            ev = rule.check(question, response, context, meta)
            if not isinstance(ev, RuleEvidence):
                raise ConfigurationError(
                    f"rule {rule.id!r} returned {type(ev).__name__}; checks must return "
                    "RuleEvidence"
                )
            if ev.span is not None and ev.span[1] > len(response):
                raise ConfigurationError(
                    f"rule {rule.id!r} returned span {ev.span} outside the response "
                    f"({len(response)} characters)"
                )
            results.append(
                RuleResult(
                    rule_id=rule.id,
                    description=rule.description,
                    sub_score=rule.sub_score,
                    weight=rule.weight,
                    citation=rule.citation,
                    matched=ev.matched,
                    span=ev.span,
                    evidence_text=response[ev.span[0] : ev.span[1]]
                    if ev.span is not None
                    else None,
                    explanation=ev.explanation,
                    aggregated=rule.sub_score in subs,
                )
            )
        sub_values: dict[str, float] = {}
        for s in self.sub_scores:
            total = math.fsum(r.contribution for r in results if r.sub_score == s)
            sub_values[s] = round(min(1.0, total), _SCORE_DECIMALS)
        quality = _geometric_mean(list(sub_values.values()))
        predicate = self.predicate
        flagged = bool(predicate(types.MappingProxyType(dict(sub_values)), quality))
        flag_rule = describe_predicate(predicate)
        res = tuple(results)
        audit = _audit_text(self, sub_values, quality, flagged, flag_rule, res)
        return RuleSetResult(
            ruleset=self.name,
            fingerprint=self.fingerprint,
            sub_scores=types.MappingProxyType(sub_values),
            quality=quality,
            flagged=flagged,
            flag_rule=flag_rule,
            rules=res,
            audit_explanation=audit,
            audit_filter=self.audit_citation_terms,
        )

    def to_dict(self) -> dict[str, Any]:
        """The set's definition (no functions): for `rules list` and audit records."""
        return {
            "name": self.name,
            "version": self.version,
            "fingerprint": self.fingerprint,
            "sub_scores": list(self.sub_scores),
            "quality_floor": self.quality_floor,
            "flag_rule": describe_predicate(self.predicate),
            "audit_filter": list(self.audit_citation_terms),
            "rules": [r.definition() for r in self.rules],
        }


def _geometric_mean(values: Sequence[float]) -> float:
    if not values or any(v <= 0.0 for v in values):
        return 0.0
    g = math.exp(math.fsum(math.log(v) for v in values) / len(values))
    return round(min(1.0, g), _SCORE_DECIMALS)


def _citation_mentions(citation: str, terms: Sequence[str]) -> bool:
    low = citation.lower()
    return any(t.lower() in low for t in terms)


def _audit_text(
    rs: RuleSet,
    sub_values: Mapping[str, float],
    quality: float,
    flagged: bool,
    flag_rule: str,
    results: Sequence[RuleResult],
) -> str:
    lines = [
        f"Rule set {rs.name} (v{rs.version}): {'FLAGGED' if flagged else 'not flagged'}; "
        f"quality {quality:.3f}",
        f"Flag rule: {flag_rule}",
        "Sub-scores: " + ", ".join(f"{k}={v:.3f}" for k, v in sub_values.items()),
    ]
    shown = list(results)
    if rs.audit_citation_terms:
        shown = [r for r in results if _citation_mentions(r.citation, rs.audit_citation_terms)]
        lines.append(
            f"Showing {len(shown)} of {len(results)} rules whose citations mention: "
            + ", ".join(rs.audit_citation_terms)
        )
    for r in shown:
        verdict = "PASS" if r.matched else "FAIL"
        agg = "" if r.aggregated else ", not aggregated"
        where = f" [{r.span[0]}:{r.span[1]}] {r.evidence_text!r}" if r.span is not None else ""
        lines.append(
            f"[{verdict}] {r.rule_id} ({r.sub_score}, weight {r.weight:g}{agg}): {r.description}"
        )
        lines.append(f"    evidence{where}: {r.explanation}")
        lines.append(f"    source: {r.citation}")
    return "\n".join(lines)
