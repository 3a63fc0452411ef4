"""Confabulation strategies: prompt templates that ask an LLM for a plausible wrong answer.

Used by :func:`groundtrace.labelling.proposals.propose_labels` to draft
candidate "not grounded" answers from a user's grounded examples. A template
is a :meth:`str.format` string with up to three slots — ``{context}``,
``{question}`` and ``{grounded}`` (the correct answer); literal braces are
written ``{{`` and ``}}``. Templates are checked when the strategy is built,
so a typo fails before any LLM call is paid for.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from groundtrace.errors import InvalidInput, InvalidType

__all__ = [
    "DEFAULT_STRATEGIES",
    "SLOTS",
    "ConfabulationStrategy",
    "default_strategy_names",
    "resolve_strategies",
]

#: The slots a template may use.
SLOTS = ("context", "question", "grounded")

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


def _template_slots(name: str, template: str) -> tuple[str, ...]:
    """The slots ``template`` uses, in first-use order; errors name the strategy."""
    used: list[str] = []
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError as exc:
        raise InvalidInput(
            f"template of strategy {name!r} is not a valid format string ({exc}); "
            "write literal braces as '{{' and '}}'"
        ) from None
    for _literal, field_name, spec, conversion in parsed:
        if field_name is None:
            continue
        if field_name not in SLOTS:
            shown = "{}" if field_name == "" else "{" + field_name + "}"
            raise InvalidInput(
                f"template of strategy {name!r} uses unknown slot {shown}; "
                f"accepted slots: {', '.join('{' + s + '}' for s in SLOTS)}"
            )
        if spec or conversion:
            raise InvalidInput(
                f"template of strategy {name!r}: slot {{{field_name}}} takes no conversion or "
                f"format spec, got {('!' + conversion) if conversion else ''}"
                f"{(':' + spec) if spec else ''}"
            )
        if field_name not in used:
            used.append(field_name)
    if not used:
        raise InvalidInput(
            f"template of strategy {name!r} uses no slot, so every seed would get the same "
            f"prompt; use at least one of {', '.join('{' + s + '}' for s in SLOTS)}"
        )
    return tuple(used)


@dataclass(frozen=True)
class ConfabulationStrategy:
    """A named prompt template for drafting a plausible but unsupported answer.

    Raises:
        InvalidType: name or template is not a string.
        InvalidInput: a bad name (letters, digits, ``_ . -``; at most 64), or a
            template with an unknown slot, a format spec, unbalanced braces or
            no slot at all.
    """

    name: str
    template: str
    description: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.name, str):
            raise InvalidType(f"strategy name must be a string, got {type(self.name).__name__}")
        if not _NAME.match(self.name):
            raise InvalidInput(
                "strategy name must be 1-64 letters, digits, '_', '.' or '-' starting with a "
                f"letter or digit, got {self.name!r}"
            )
        if not isinstance(self.template, str):
            raise InvalidType(
                f"template of strategy {self.name!r} must be a string, "
                f"got {type(self.template).__name__}"
            )
        if not self.template.strip():
            raise InvalidInput(f"template of strategy {self.name!r} is empty")
        _template_slots(self.name, self.template)

    @property
    def slots(self) -> tuple[str, ...]:
        return _template_slots(self.name, self.template)

    def render(self, *, context: str, question: str, grounded: str) -> str:
        """The prompt for one seed example."""
        return self.template.format(context=context, question=question, grounded=grounded)

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "template": self.template, "description": self.description}


_TAIL = (
    "\n\nSource:\n{context}\n\nQuestion: {question}\n\nCorrect answer: {grounded}\n\n"
    "Write it in the same style, language and length as the correct answer, so that it "
    "sounds just as confident. Reply with the new answer only, no explanation."
)

#: The five built-in strategies: the common ways a fluent answer drifts from its source.
DEFAULT_STRATEGIES: tuple[ConfabulationStrategy, ...] = (
    ConfabulationStrategy(
        "entity_swap",
        "Rewrite the correct answer below so that it names a different person, "
        "organisation, product, account type or place than the source does, keeping "
        "everything else the same. The swapped name must be plausible but not supported "
        "by the source." + _TAIL,
        "a name, product or place replaced by a plausible other one",
    ),
    ConfabulationStrategy(
        "number_change",
        "Rewrite the correct answer below changing exactly one number, amount, percentage, "
        "duration or date to a plausible different value that the source does not state, "
        "keeping everything else the same." + _TAIL,
        "one figure or date changed",
    ),
    ConfabulationStrategy(
        "unsupported_addition",
        "Keep the correct answer below and add one sentence with a specific, plausible "
        "detail (a condition, fee, deadline, exception or reason) that the source does not "
        "state." + _TAIL,
        "a plausible detail the source never states",
    ),
    ConfabulationStrategy(
        "negation_flip",
        "Rewrite the correct answer below so that one statement means the opposite of what "
        "the source says (negate it, or swap always/never, allowed/forbidden, "
        "before/after, more/less), keeping the wording otherwise close." + _TAIL,
        "one statement reversed",
    ),
    ConfabulationStrategy(
        "plausible_fabrication",
        "Answer the question with an answer that sounds as authoritative as the correct "
        "answer below but rests on facts, figures or policies that the source does not "
        "contain. Do not copy the correct answer." + _TAIL,
        "a fluent answer built on facts the source does not contain",
    ),
)


def default_strategy_names() -> tuple[str, ...]:
    return tuple(s.name for s in DEFAULT_STRATEGIES)


def resolve_strategies(
    strategies: Iterable[str | ConfabulationStrategy | Sequence[str]] | None,
) -> tuple[ConfabulationStrategy, ...]:
    """Turn names of built-ins, ``(name, template)`` pairs and strategies into strategies.

    ``None`` gives the five built-ins.

    Raises:
        InvalidType: an entry of another kind, or a bare string for the whole list.
        InvalidInput: an unknown built-in name (the message lists them), an
            invalid template (the message names the strategy), a duplicate
            name, or an empty list.
    """
    if strategies is None:
        return DEFAULT_STRATEGIES
    if isinstance(strategies, str | bytes | Mapping):
        raise InvalidType(
            "strategies must be a list of names, (name, template) pairs or "
            f"ConfabulationStrategy objects, got {type(strategies).__name__}"
        )
    builtin = {s.name: s for s in DEFAULT_STRATEGIES}
    out: list[ConfabulationStrategy] = []
    for i, entry in enumerate(strategies):
        if isinstance(entry, ConfabulationStrategy):
            strategy = entry
        elif isinstance(entry, str):
            if entry not in builtin:
                raise InvalidInput(
                    f"strategies[{i}]: unknown built-in strategy {entry!r}; built-ins: "
                    f"{', '.join(builtin)} (or pass a (name, template) pair)"
                )
            strategy = builtin[entry]
        elif isinstance(entry, Sequence) and not isinstance(entry, bytes) and len(entry) == 2:
            strategy = ConfabulationStrategy(entry[0], entry[1])
        else:
            raise InvalidType(
                f"strategies[{i}] must be a built-in name, a (name, template) pair or a "
                f"ConfabulationStrategy, got {entry!r}"
            )
        if any(s.name == strategy.name for s in out):
            raise InvalidInput(f"strategies[{i}]: strategy name {strategy.name!r} is used twice")
        out.append(strategy)
    if not out:
        raise InvalidInput("strategies must name at least one strategy, got an empty list")
    return tuple(out)
