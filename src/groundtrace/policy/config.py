"""Enforcement settings: one frozen dataclass, filled from TOML with profile overrides.

A settings file holds the keys of :class:`EnforcementConfig` at top level
(or under an ``[enforcement]`` table, as in a policy file) and optional
``[profiles.NAME]`` tables that override a few keys::

    max_retries = 2
    competitors = ["Chase", "Wells Fargo"]

    [profiles.production]
    max_retries = 1
    relevance_threshold = 0.2

Files given later override earlier ones key by key; the chosen profile is
applied last. Unknown keys and out-of-range values raise
:class:`~groundtrace.errors.ConfigurationError` naming the key and the file.
"""

from __future__ import annotations

import dataclasses
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from groundtrace.errors import ConfigurationError, DataFormatError

__all__ = [
    "DEFAULT_FALLBACK_TEMPLATE",
    "DEFAULT_REFUSAL_PHRASES",
    "MAX_RETRIES_LIMIT",
    "EnforcementConfig",
    "load_config",
    "merge_config_tables",
]

#: The most regenerations one enforce() call may ask for. Each retry is a
#: full generation by the caller's model, so more than 3 costs latency that
#: inline callers (support chat, payments) cannot spend.
MAX_RETRIES_LIMIT = 3

#: Sent instead of a response that still breaks a hard constraint after the
#: retries. Deliberately generic: it promises nothing and names no one.
DEFAULT_FALLBACK_TEMPLATE = (
    "I'm sorry, I can't help with that here. A member of our team will follow up with you."
)

#: Phrases that mark an honest refusal; such a response is not off-topic
#: (English and Spanish; matched case- and accent-insensitively as whole words).
#: Bare "no sé" is left out on purpose: without its accent it reads "no se",
#: as in "no se preocupe" (don't worry), which is no refusal.
DEFAULT_REFUSAL_PHRASES: tuple[str, ...] = (
    "i don't know",
    "i do not know",
    "i'm not sure",
    "i am not sure",
    "i don't have that information",
    "i do not have that information",
    "i don't have information",
    "i do not have information",
    "i can't help with",
    "i cannot help with",
    "i'm unable to",
    "i am unable to",
    "no lo sé",
    "no tengo esa información",
    "no tengo información",
    "no dispongo de esa información",
    "no puedo ayudar",
    "no estoy seguro",
    "no estoy segura",
)

#: Cosine similarity (MiniLM) from which a rule's condition counts as matching
#: the user message. Measured by bench/policy_thresholds.py on the bundled
#: banking policy with 15 hand-written messages: intended pairs median 0.546
#: (8 of 10 >= 0.479, 2 missed at 0.22-0.23 whatever the threshold in
#: 0.30-0.45); other pairs p95 0.402, of which 6% reach 0.40 (18% reach 0.35).
#: With the int8 encoder (training/export_encoder.py): median 0.544, 2 missed
#: at 0.21-0.22, p95 0.401, 6% reach 0.40 (16% reach 0.35).
DEFAULT_MATCH_THRESHOLD = 0.40

#: Cosine similarity (MiniLM) between message and response below which the
#: response is off-topic. Measured by bench/policy_thresholds.py (300 "fit"
#: rows each, off-topic = a response paired with another row's question): at
#: 0.10, on-topic answers flagged 8.3% (HaluEval QA, many one-word answers) and
#: 4.0% (HaluEval dialogue); off-topic answers caught 64% and 33%. MiniLM
#: separates topic only roughly, so the default is low, to catch answers about
#: something else entirely without blocking terse on-topic ones; tune it on
#: your own traffic. With the int8 encoder, 400 rows each: on-topic flagged
#: 7.2% and 4.8%, off-topic caught 65% and 34%.
DEFAULT_RELEVANCE_THRESHOLD = 0.10

#: Share of the response's claims the grounding checker must find supported.
#: 1.0: every claim, i.e. the claim layer's FULLY_GROUNDED level. An inline
#: banking answer that states one unsupported fact should be regenerated.
DEFAULT_GROUNDING_THRESHOLD = 1.0


@dataclass(frozen=True)
class EnforcementConfig:
    """How :func:`~groundtrace.policy.enforce` runs. Every field has a documented default.

    Attributes:
        enabled: run enforcement at all; when False, enforce() checks nothing
            and says so (``EnforcementResult.enforced`` is False).
        max_retries: regenerations asked of ``regenerate`` (0-3).
        deterministic_enabled: run lane 1 (expressions). When False, rules
            with an expression are reported as not evaluated.
        llm_judge_enabled: run lane 2 (the user's judge) for rules without
            an expression. When False, or no judge is given, those rules are
            reported as not evaluated.
        always_enforce_global: GLOBAL hard constraints apply to every
            response, whether or not their condition matches the message.
        match_threshold: cosine similarity in [-1, 1] from which a rule's
            ``condition_text`` matches the message.
        match_top_k: at most this many matched rules apply (highest first);
            always-enforced rules do not count against it.
        relevance_enabled / relevance_threshold: the relevance gate; cosine in
            [-1, 1] between message and response below which it is a violation.
        relevance_refusal_phrases: honest refusals that bypass the relevance
            gate (an empty list disables the bypass).
        grounding_enabled / grounding_threshold: the grounding gate, run when a
            context is given; the fraction of the response's claims that the
            checker finds supported must reach the threshold (in [0, 1]).
        fallback_template: sent when a hard constraint still fails after the
            retries (must be non-empty).
        fail_on_not_evaluated: treat a rule that could not be evaluated (no
            judge, lane disabled) as a failure instead of only reporting it.
        competitors: names whose mention sets ``contains_competitor_mention``.
        date_order: how to read ambiguous numeric dates such as 03/04/2025:
            ``"DMY"`` or ``"MDY"``.
    """

    enabled: bool = True
    max_retries: int = 2
    deterministic_enabled: bool = True
    llm_judge_enabled: bool = True
    always_enforce_global: bool = True
    match_threshold: float = DEFAULT_MATCH_THRESHOLD
    match_top_k: int = 5
    relevance_enabled: bool = True
    relevance_threshold: float = DEFAULT_RELEVANCE_THRESHOLD
    relevance_refusal_phrases: tuple[str, ...] = DEFAULT_REFUSAL_PHRASES
    grounding_enabled: bool = True
    grounding_threshold: float = DEFAULT_GROUNDING_THRESHOLD
    fallback_template: str = DEFAULT_FALLBACK_TEMPLATE
    fail_on_not_evaluated: bool = False
    competitors: tuple[str, ...] = field(default_factory=tuple)
    date_order: str = "DMY"

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            value = _coerce(f.name, getattr(self, f.name))
            # frozen: lists given by callers are stored as tuples so the config stays hashable
            object.__setattr__(self, f.name, value)
            _check_field(f.name, value, "")

    @classmethod
    def from_mapping(
        cls, data: Mapping[str, Any], *, profile: str | None = None, source: str = ""
    ) -> EnforcementConfig:
        """Build from a mapping of settings (with optional ``profiles`` tables)."""
        return cls(**_resolve([(data, source)], profile))

    @classmethod
    def from_toml(cls, *paths: str | Path, profile: str | None = None) -> EnforcementConfig:
        """Load from one or more TOML files (later files override earlier ones)."""
        return load_config(*paths, profile=profile)

    def replace(self, **changes: Any) -> EnforcementConfig:
        """A copy with some settings changed (validated like the constructor)."""
        unknown = sorted(set(changes) - _FIELD_NAMES)
        if unknown:
            raise _unknown_key(unknown[0], "")
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        return {
            f.name: list(v) if isinstance(v := getattr(self, f.name), tuple) else v
            for f in dataclasses.fields(self)
        }


_FIELD_NAMES = frozenset(f.name for f in dataclasses.fields(EnforcementConfig))
_BOOL_FIELDS = frozenset(
    f.name for f in dataclasses.fields(EnforcementConfig) if f.type in ("bool", bool)
)
_UNIT_RANGE = {"grounding_threshold": (0.0, 1.0)}
_COSINE_RANGE = {"match_threshold", "relevance_threshold"}


def _where(source: str) -> str:
    return f" (in {source})" if source else ""


def _unknown_key(key: str, source: str) -> ConfigurationError:
    return ConfigurationError(
        f"unknown enforcement setting {key!r}{_where(source)}; known settings: "
        f"{', '.join(sorted(_FIELD_NAMES))}"
    )


def _coerce(key: str, value: Any) -> Any:
    """Turn TOML lists into tuples; everything else is checked as given."""
    if key in ("relevance_refusal_phrases", "competitors") and isinstance(value, list):
        return tuple(value)
    return value


def _check_field(key: str, value: Any, source: str) -> None:
    where = _where(source)
    if key in _BOOL_FIELDS:
        if not isinstance(value, bool):
            raise ConfigurationError(f"{key} must be true or false, got {value!r}{where}")
    elif key == "max_retries":
        if not isinstance(value, int) or isinstance(value, bool) or not (
            0 <= value <= MAX_RETRIES_LIMIT
        ):
            raise ConfigurationError(
                f"max_retries must be an integer in [0, {MAX_RETRIES_LIMIT}], got {value!r}{where}"
            )
    elif key == "match_top_k":
        if not isinstance(value, int) or isinstance(value, bool) or value < 1:
            raise ConfigurationError(f"match_top_k must be an integer >= 1, got {value!r}{where}")
    elif key in _COSINE_RANGE or key in _UNIT_RANGE:
        lo, hi = _UNIT_RANGE.get(key, (-1.0, 1.0))
        if not isinstance(value, int | float) or isinstance(value, bool) or not (
            lo <= value <= hi
        ):
            raise ConfigurationError(
                f"{key} must be a number in [{lo:g}, {hi:g}], got {value!r}{where}"
            )
    elif key in ("relevance_refusal_phrases", "competitors"):
        if not isinstance(value, tuple) or not all(
            isinstance(x, str) and x.strip() for x in value
        ):
            raise ConfigurationError(
                f"{key} must be a list of non-empty strings, got {value!r}{where}"
            )
    elif key == "fallback_template":
        if not isinstance(value, str) or not value.strip():
            raise ConfigurationError(
                f"fallback_template must be a non-empty string, got {value!r}{where}"
            )
    elif key == "date_order" and value not in ("DMY", "MDY"):
        raise ConfigurationError(f"date_order must be 'DMY' or 'MDY', got {value!r}{where}")


def merge_config_tables(
    tables: Sequence[tuple[Mapping[str, Any], str]], profile: str | None
) -> dict[str, Any]:
    """Merge settings tables in order, then the named profile; validate each key.

    Each table is ``(mapping, source)`` where ``source`` names the file for
    error messages. Returns the merged keyword arguments.
    """
    return _resolve(tables, profile)


def _resolve(
    tables: Sequence[tuple[Mapping[str, Any], str]], profile: str | None
) -> dict[str, Any]:
    merged: dict[str, Any] = {}
    profiles: dict[str, list[tuple[Mapping[str, Any], str]]] = {}
    for table, source in tables:
        if not isinstance(table, Mapping):
            raise ConfigurationError(
                f"enforcement settings must be a table, got {type(table).__name__}{_where(source)}"
            )
        for key, value in table.items():
            if key == "profiles":
                if not isinstance(value, Mapping) or not all(
                    isinstance(v, Mapping) for v in value.values()
                ):
                    raise ConfigurationError(
                        f"profiles must be a table of tables ([profiles.NAME]){_where(source)}"
                    )
                for name, overrides in value.items():
                    profiles.setdefault(name, []).append((overrides, source))
                continue
            merged[key] = _checked(key, value, source)
    if profile is not None:
        if profile not in profiles:
            known = ", ".join(sorted(profiles)) or "none defined"
            raise ConfigurationError(f"unknown profile {profile!r}; profiles: {known}")
        for overrides, source in profiles[profile]:
            for key, value in overrides.items():
                if key == "profiles":
                    raise ConfigurationError(
                        f"profile {profile!r} may not define profiles{_where(source)}"
                    )
                merged[key] = _checked(key, value, f"{source} [profiles.{profile}]".strip())
    return merged


def _checked(key: str, value: Any, source: str) -> Any:
    if key not in _FIELD_NAMES:
        raise _unknown_key(key, source)
    value = _coerce(key, value)
    _check_field(key, value, source)
    return value


def read_toml(path: str | Path) -> dict[str, Any]:
    """Read a TOML file, turning I/O and syntax problems into groundtrace errors."""
    p = Path(path)
    try:
        with p.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError:
        raise ConfigurationError(f"settings file not found: {p}") from None
    except IsADirectoryError:
        raise ConfigurationError(f"expected a TOML file, got a directory: {p}") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataFormatError(f"{p}: invalid TOML ({exc})") from None
    except UnicodeDecodeError:
        raise DataFormatError(f"{p}: not UTF-8 text") from None


def config_table(doc: Mapping[str, Any], path: str | Path) -> Mapping[str, Any]:
    """The settings in a TOML document: its ``[enforcement]`` table if any, else the top level.

    A policy file keeps its settings under ``[enforcement]`` next to ``[[rules]]``;
    a settings file may put them at top level.
    """
    if "enforcement" in doc:
        table = doc["enforcement"]
        if not isinstance(table, Mapping):
            raise ConfigurationError(f"{path}: [enforcement] must be a table")
        return table
    return {k: v for k, v in doc.items() if k not in ("rules", "policy")}


def load_config(*paths: str | Path, profile: str | None = None) -> EnforcementConfig:
    """Load :class:`EnforcementConfig` from TOML files, later files overriding earlier ones.

    Raises:
        ConfigurationError: no file given, unknown key, out-of-range value,
            unknown profile, missing file.
        DataFormatError: a file is not valid TOML.
    """
    if not paths:
        raise ConfigurationError("load_config needs at least one TOML file")
    tables = [(config_table(read_toml(p), p), str(p)) for p in paths]
    return EnforcementConfig(**_resolve(tables, profile))
