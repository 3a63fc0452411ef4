"""Policies: rules with a scope, loaded and validated once, and the session they run in."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from importlib import resources
from pathlib import Path
from typing import Any

from groundtrace.errors import ConfigurationError, InvalidInput, InvalidType
from groundtrace.policy.config import (
    EnforcementConfig,
    config_table,
    merge_config_tables,
    read_toml,
)
from groundtrace.policy.expressions import CompiledExpression, compile_expression
from groundtrace.policy.variables import check_variables

__all__ = ["Policy", "PolicyRule", "Scope", "Session", "example_policy_path", "load_policy"]

_RULE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}")

#: Violations raised by the gates use these ids, so rules may not.
GATE_PREFIX = "gate:"


class Scope(StrEnum):
    """Where a rule applies: everywhere, in one scenario, or in one step of a flow."""

    GLOBAL = "GLOBAL"
    SCENARIO = "SCENARIO"
    STEP = "STEP"

    @classmethod
    def parse(cls, value: object, rule_id: str) -> Scope:
        if isinstance(value, Scope):
            return value
        if isinstance(value, str) and value.upper() in cls.__members__:
            return cls[value.upper()]
        raise ConfigurationError(
            f"rule {rule_id!r}: scope must be one of GLOBAL, SCENARIO, STEP, got {value!r}"
        )


def _text(value: object, rule_id: str, key: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise ConfigurationError(
            f"rule {rule_id!r}: {key} must be a non-empty string, got {value!r}"
        )
    return value.strip()


def _flag(value: object, rule_id: str, key: str) -> bool:
    if not isinstance(value, bool):
        raise ConfigurationError(f"rule {rule_id!r}: {key} must be true or false, got {value!r}")
    return value


@dataclass(frozen=True)
class PolicyRule:
    """One business rule.

    Attributes:
        id: unique, stable identifier (letters, digits, ``_ . : -``).
        name: short human-readable name.
        condition_text: when the rule applies, in words; matched semantically
            against the user message.
        action_text: what the agent must (not) do; shown to the judge and
            passed to ``regenerate`` as a hint.
        scope: GLOBAL, SCENARIO or STEP; ``scope_id`` names the scenario or
            step (required for those, not allowed for GLOBAL).
        is_hard_constraint: a hard violation fails the response; a soft one
            is reported but does not fail it. GLOBAL hard constraints apply
            to every response (see ``EnforcementConfig.always_enforce_global``).
        enforcement_expression: optional lane-1 expression that must be True;
            rules without one go to the judge (lane 2).
        enabled: disabled rules are kept for the record but never applied.

    Raises:
        ConfigurationError: a field is invalid (the message names the rule).
        PolicyExpressionError: the expression is refused (names the rule).
    """

    id: str
    name: str
    condition_text: str
    action_text: str
    scope: Scope = Scope.GLOBAL
    scope_id: str | None = None
    is_hard_constraint: bool = True
    enforcement_expression: str | None = None
    enabled: bool = True
    compiled: CompiledExpression | None = field(
        default=None, init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        if not isinstance(self.id, str) or not _RULE_ID.fullmatch(self.id):
            raise ConfigurationError(
                f"rule id must be 1-100 characters of letters, digits, '_', '.', ':' or '-' "
                f"starting with a letter or digit, got {self.id!r}"
            )
        if self.id.startswith(GATE_PREFIX):
            raise ConfigurationError(
                f"rule id {self.id!r} may not start with {GATE_PREFIX!r} (reserved for gates)"
            )
        rid = self.id
        set_ = object.__setattr__
        set_(self, "name", _text(self.name, rid, "name"))
        set_(self, "condition_text", _text(self.condition_text, rid, "condition_text"))
        set_(self, "action_text", _text(self.action_text, rid, "action_text"))
        set_(self, "scope", Scope.parse(self.scope, rid))
        if self.scope is Scope.GLOBAL:
            if self.scope_id is not None:
                raise ConfigurationError(
                    f"rule {rid!r}: a GLOBAL rule takes no scope_id, got {self.scope_id!r}"
                )
        else:
            set_(self, "scope_id", _text(self.scope_id, rid, "scope_id"))
        _flag(self.is_hard_constraint, rid, "is_hard_constraint")
        _flag(self.enabled, rid, "enabled")
        if self.enforcement_expression is not None:
            set_(self, "compiled", compile_expression(self.enforcement_expression, rid))

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any], *, where: str = "") -> PolicyRule:
        """Build a rule from a mapping (a TOML ``[[rules]]`` table); unknown keys are errors."""
        prefix = f"{where}: " if where else ""
        if not isinstance(data, Mapping):
            raise ConfigurationError(f"{prefix}a rule must be a table, got {type(data).__name__}")
        rid = data.get("id", "<no id>")
        unknown = sorted(set(data) - _RULE_KEYS)
        if unknown:
            raise ConfigurationError(
                f"{prefix}rule {rid!r}: unknown key {unknown[0]!r}; known keys: "
                f"{', '.join(sorted(_RULE_KEYS))}"
            )
        missing = [k for k in ("id", "name", "condition_text", "action_text") if k not in data]
        if missing:
            raise ConfigurationError(f"{prefix}rule {rid!r}: missing key {missing[0]!r}")
        try:
            return cls(**dict(data))
        except ConfigurationError as exc:
            if not prefix:
                raise
            raise type(exc)(f"{prefix}{exc}") from None

    @property
    def has_expression(self) -> bool:
        return self.compiled is not None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "condition_text": self.condition_text,
            "action_text": self.action_text,
            "scope": self.scope.value,
            "scope_id": self.scope_id,
            "is_hard_constraint": self.is_hard_constraint,
            "enforcement_expression": self.enforcement_expression,
            "enabled": self.enabled,
        }


_RULE_KEYS = frozenset(
    {"id", "name", "condition_text", "action_text", "scope", "scope_id",
     "is_hard_constraint", "enforcement_expression", "enabled"}
)


@dataclass(frozen=True)
class Policy:
    """A named set of rules plus the settings to enforce them with.

    Raises:
        ConfigurationError: duplicate rule ids, or a rule of the wrong type.
    """

    rules: tuple[PolicyRule, ...]
    config: EnforcementConfig = field(default_factory=EnforcementConfig)
    name: str = "policy"
    version: str | None = None

    def __post_init__(self) -> None:
        rules = tuple(self.rules) if isinstance(self.rules, Sequence) else self.rules
        if not isinstance(rules, tuple):
            raise InvalidType(f"rules must be a sequence of PolicyRule, got {type(rules).__name__}")
        seen: set[str] = set()
        for i, rule in enumerate(rules):
            if not isinstance(rule, PolicyRule):
                raise InvalidType(f"rules[{i}] must be a PolicyRule, got {type(rule).__name__}")
            if rule.id in seen:
                raise ConfigurationError(f"duplicate rule id {rule.id!r}; rule ids must be unique")
            seen.add(rule.id)
        if not isinstance(self.config, EnforcementConfig):
            raise InvalidType(
                f"config must be an EnforcementConfig, got {type(self.config).__name__}"
            )
        object.__setattr__(self, "rules", rules)

    @classmethod
    def from_toml(
        cls,
        path: str | Path,
        *,
        config_files: Sequence[str | Path] = (),
        profile: str | None = None,
    ) -> Policy:
        """Load a policy file; see :func:`load_policy`."""
        return load_policy(path, config_files=config_files, profile=profile)

    @classmethod
    def from_mapping(
        cls, data: Mapping[str, Any], *, profile: str | None = None
    ) -> Policy:
        """Build from a mapping shaped like a policy file (e.g. parsed JSON).

        Keys: ``policy`` (name, version, description), ``enforcement``
        (settings, optional ``profiles``) and ``rules`` (a list of rule mappings).
        """
        return _policy_from_doc(data, "policy", "policy", (), profile)

    def rule(self, rule_id: str) -> PolicyRule:
        """The rule with this id (raises ``InvalidInput`` naming the known ids)."""
        for r in self.rules:
            if r.id == rule_id:
                return r
        raise InvalidInput(
            f"no rule {rule_id!r} in policy {self.name!r}; rules: "
            f"{', '.join(r.id for r in self.rules)}"
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "version": self.version,
            "config": self.config.to_dict(),
            "rules": [r.to_dict() for r in self.rules],
        }


def example_policy_path() -> Path:
    """Path of the example policy shipped with groundtrace (a card-support assistant)."""
    return Path(str(resources.files("groundtrace") / "examples" / "policy_banking.toml"))


def load_policy(
    path: str | Path,
    *,
    config_files: Sequence[str | Path] = (),
    profile: str | None = None,
) -> Policy:
    """Load a policy TOML file: ``[policy]`` (name, version), ``[enforcement]``, ``[[rules]]``.

    The settings start from the policy's ``[enforcement]`` table; each file in
    ``config_files`` then overrides keys (top-level keys or an
    ``[enforcement]`` table), and the ``profile`` tables are applied last.

    Raises:
        ConfigurationError: missing file, unknown key, invalid rule or setting
            (messages name the file, the rule and the key).
        PolicyExpressionError: a rule's expression is refused.
        DataFormatError: a file is not valid TOML.
    """
    doc = read_toml(path)
    extra = [(config_table(read_toml(p), p), str(p)) for p in config_files]
    return _policy_from_doc(doc, str(path), Path(path).stem, extra, profile)


def _policy_from_doc(
    doc: Mapping[str, Any],
    source: str,
    default_name: str,
    extra_tables: Sequence[tuple[Mapping[str, Any], str]],
    profile: str | None,
) -> Policy:
    if not isinstance(doc, Mapping):
        raise InvalidType(f"a policy must be a mapping, got {type(doc).__name__}")
    unknown = sorted(set(doc) - {"policy", "enforcement", "rules"})
    if unknown:
        raise ConfigurationError(
            f"{source}: unknown top-level key {unknown[0]!r}; a policy has "
            "[policy], [enforcement] and [[rules]]"
        )
    meta = doc.get("policy", {})
    if not isinstance(meta, Mapping) or set(meta) - {"name", "version", "description"}:
        raise ConfigurationError(
            f"{source}: [policy] may hold name, version and description, got {meta!r}"
        )
    raw_rules = doc.get("rules", [])
    if not isinstance(raw_rules, list):
        raise ConfigurationError(f"{source}: rules must be an array of tables ([[rules]])")
    rules = tuple(
        PolicyRule.from_mapping(r, where=f"{source} rules[{i}]") for i, r in enumerate(raw_rules)
    )
    tables = [(doc.get("enforcement", {}), source), *extra_tables]
    config = EnforcementConfig(**merge_config_tables(tables, profile))
    name = meta.get("name", default_name)
    version = meta.get("version")
    for key, value in (("name", name), ("version", version)):
        if value is not None and not isinstance(value, str):
            raise ConfigurationError(f"{source}: [policy] {key} must be a string, got {value!r}")
    try:
        return Policy(rules=rules, config=config, name=name, version=version)
    except ConfigurationError as exc:
        raise ConfigurationError(f"{source}: {exc}") from None


@dataclass(frozen=True)
class Session:
    """Where the conversation is and who the customer is.

    Attributes:
        scenario / step: select SCENARIO and STEP rules whose ``scope_id`` equals them.
        variables: facts known to the caller (override extracted ones).
        profile: customer-profile fields (``user_tier``, ``is_vip``, ...).
    """

    scenario: str | None = None
    step: str | None = None
    variables: Mapping[str, Any] = field(default_factory=dict)
    profile: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for key in ("scenario", "step"):
            value = getattr(self, key)
            if value is not None and (not isinstance(value, str) or not value.strip()):
                raise InvalidInput(f"session {key} must be a non-empty string, got {value!r}")
        object.__setattr__(self, "variables", check_variables(self.variables, "session variables"))
        object.__setattr__(self, "profile", check_variables(self.profile, "session profile"))

    @classmethod
    def from_mapping(cls, data: object) -> Session:
        """Build from ``{"scenario", "step", "variables", "profile"}``; unknown keys are errors."""
        if isinstance(data, Session):
            return data
        if not isinstance(data, Mapping):
            raise InvalidType(f"session must be a mapping or a Session, got {type(data).__name__}")
        unknown = sorted(set(data) - {"scenario", "step", "variables", "profile"})
        if unknown:
            raise InvalidInput(
                f"unknown session key {unknown[0]!r}; a session has scenario, step, "
                "variables and profile"
            )
        return cls(
            scenario=data.get("scenario"),
            step=data.get("step"),
            variables=data.get("variables") or {},
            profile=data.get("profile") or {},
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "scenario": self.scenario,
            "step": self.step,
            "variables": dict(self.variables),
            "profile": dict(self.profile),
        }
