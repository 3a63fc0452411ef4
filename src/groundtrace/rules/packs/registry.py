"""Pack names → factory and options, so the CLI (and configs) can build packs from strings."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from groundtrace.errors import ConfigurationError
from groundtrace.rules.citations import REGULATION_TERMS
from groundtrace.rules.engine import RuleSet
from groundtrace.rules.lexicon import DOMAINS, LANGUAGES
from groundtrace.rules.packs.banking import banking_rules
from groundtrace.rules.packs.customer_support import customer_support_rules
from groundtrace.rules.packs.decision_rationale import RATIONALE_DOMAINS, decision_rationale_rules
from groundtrace.rules.packs.routing import routing_rules
from groundtrace.rules.packs.specialized_agent import TOOLS, specialized_agent_rules

__all__ = ["PACKS", "PackInfo", "PackOption", "build_pack", "get_pack"]

OptionKind = Literal["bool", "float", "choice", "list", "choices"]
_TRUE = ("true", "1", "yes", "on")
_FALSE = ("false", "0", "no", "off")


@dataclass(frozen=True)
class PackOption:
    """One keyword argument of a pack factory, as the CLI sees it.

    ``kind``: ``bool``; ``float``; ``choice`` (one of ``choices``); ``list``
    (comma-separated free strings); ``choices`` (comma-separated subset of ``choices``).
    """

    name: str
    kind: OptionKind
    default: Any
    help: str
    choices: tuple[str, ...] = ()

    def parse(self, raw: str) -> Any:
        """Turn the CLI text ``raw`` into the factory's value, or raise ConfigurationError."""
        text = raw.strip()
        if self.kind == "bool":
            if text.lower() in _TRUE:
                return True
            if text.lower() in _FALSE:
                return False
            raise ConfigurationError(f"option {self.name!r} must be true or false, got {raw!r}")
        if self.kind == "float":
            try:
                return float(text)
            except ValueError:
                raise ConfigurationError(
                    f"option {self.name!r} must be a number, got {raw!r}"
                ) from None
        if self.kind == "choice":
            return text  # the factory validates and lists the valid values
        items = tuple(x.strip() for x in text.split(",") if x.strip())
        return items

    def to_dict(self) -> dict[str, Any]:
        default = list(self.default) if isinstance(self.default, tuple) else self.default
        return {
            "name": self.name,
            "kind": self.kind,
            "default": default,
            "help": self.help,
            "choices": list(self.choices),
        }


@dataclass(frozen=True)
class PackInfo:
    """A registered pack: its factory, a one-line summary and its options."""

    name: str
    factory: Callable[..., RuleSet]
    summary: str
    options: tuple[PackOption, ...]

    def option(self, name: str) -> PackOption:
        for o in self.options:
            if o.name == name:
                return o
        valid = ", ".join(o.name for o in self.options) or "(none)"
        raise ConfigurationError(
            f"pack {self.name!r} has no option {name!r}; valid options: {valid}"
        )

    def build(self, options: Mapping[str, Any] | None = None) -> RuleSet:
        """Build the pack; string values are parsed per option kind."""
        kwargs: dict[str, Any] = {}
        for key, value in (options or {}).items():
            opt = self.option(key)
            kwargs[key] = opt.parse(value) if isinstance(value, str) else value
        return self.factory(**kwargs)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "summary": self.summary,
            "options": [o.to_dict() for o in self.options],
        }


_DOMAIN = PackOption("domain", "choice", "general", "vocabulary domain", DOMAINS)
_LANGUAGE = PackOption("language", "choice", "en", "language of the texts", LANGUAGES)

PACKS: dict[str, PackInfo] = {
    "customer_support": PackInfo(
        "customer_support",
        customer_support_rules,
        "FAQ / RAG support answers: groundedness, completeness, no overreach",
        (PackOption("rag", "bool", True, "the context is the retrieved FAQ"), _DOMAIN, _LANGUAGE),
    ),
    "routing": PackInfo(
        "routing",
        routing_rules,
        "intent routers: intent clarity, confidence, fallback, disambiguation (reads routing "
        "metadata)",
        (
            _DOMAIN,
            _LANGUAGE,
            PackOption("min_top1", "float", 0.7, "lowest acceptable top-1 intent score"),
            PackOption("min_margin", "float", 0.15, "lowest acceptable top-1 minus top-2 margin"),
            PackOption(
                "allowed_intents",
                "list",
                (),
                "comma-separated allowed intents (metadata can override)",
            ),
        ),
    ),
    "specialized_agent": PackInfo(
        "specialized_agent",
        specialized_agent_rules,
        "slot-filling / payments agents: entity grounding, completeness, calibration, execution "
        "readiness",
        (
            PackOption("domain", "choice", "finance", "operation schemas to use", DOMAINS),
            _LANGUAGE,
            PackOption("tools", "choices", TOOLS, "validators to run", TOOLS),
        ),
    ),
    "decision_rationale": PackInfo(
        "decision_rationale",
        decision_rationale_rules,
        "credit / AML decision rationales: groundedness, completeness, calibration, "
        "traceability, robustness",
        (
            PackOption("domain", "choice", "finance", "decision vocabulary", RATIONALE_DOMAINS),
            _LANGUAGE,
            PackOption(
                "regulations",
                "choices",
                (),
                "filter the audit explanation to these regulations",
                tuple(REGULATION_TERMS),
            ),
        ),
    ),
    "banking": PackInfo(
        "banking",
        banking_rules,
        "legacy banking checklist: spec, expl, bshift",
        (PackOption("quality_floor", "float", 0.3, "flag when spec or expl is below this"),),
    ),
}


def get_pack(name: str) -> PackInfo:
    """The registered pack ``name`` (ConfigurationError listing the names otherwise)."""
    try:
        return PACKS[name]
    except (KeyError, TypeError):
        raise ConfigurationError(
            f"unknown rule pack {name!r}; valid packs: {', '.join(PACKS)}"
        ) from None


def build_pack(name: str, options: Mapping[str, Any] | None = None) -> RuleSet:
    """Build a registered pack from option values (strings are parsed as on the CLI)."""
    return get_pack(name).build(options)
