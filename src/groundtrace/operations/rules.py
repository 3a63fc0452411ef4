"""The rule check use case: answers checked against checklist rule packs."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from groundtrace.errors import InvalidInput
from groundtrace.operations.inputs import OperationInput, check_prepared

if TYPE_CHECKING:
    from groundtrace.rules import RuleSet
    from groundtrace.rules.results import RuleSetResult

__all__ = ["rules_check_inputs", "rules_check_summary"]


def rules_check_inputs(inputs: Sequence[OperationInput], *,
                       rule_set: RuleSet | None = None) -> list[list[RuleSetResult]]:
    """Check each prepared input against its rule packs; one list of results per input.

    An input names built-in packs (``rules``, run with their default
    options), or ``rule_set`` (a configured pack, custom TOML rules, or both)
    is run on every input, which then names none.

    Raises:
        InvalidInput: an input is not prepared for rules.check, names no pack
            and no ``rule_set`` is given, or names packs while one is given.
    """
    from groundtrace.rules.packs import build_pack

    check_prepared(inputs, "rules.check")
    packs: dict[str, RuleSet] = {}  # each named pack built once per call
    out = []
    for i, item in enumerate(inputs):
        if item.rules and rule_set is not None:
            raise InvalidInput(f"input {i} names rule packs {list(item.rules)} and a rule set "
                               f"{rule_set.name!r} was given for every input; use one")
        if not item.rules and rule_set is None:
            raise InvalidInput("rules.check needs rule packs: name them in 'rules'")
        sets = ([rule_set] if rule_set is not None else
                [packs.get(n) or packs.setdefault(n, build_pack(n)) for n in item.rules or ()])
        out.append([rs.evaluate(question=item.question, response=item.response,
                                context=item.context, metadata=dict(item.metadata))
                    for rs in sets])
    return out


def rules_check_summary(item: OperationInput, results: Sequence[RuleSetResult]) -> dict[str, Any]:
    """The stored result of ``rules.check`` on one input: flag, packs, results, reasons."""
    dicts = [r.to_dict() for r in results]
    reasons = []
    for res in dicts:
        failed = [r["rule_id"] for r in res["rules"] if not r["matched"]]
        state = f"flagged ({res['flag_rule']})" if res["flagged"] else "not flagged"
        reasons.append(f"{res['ruleset']}: {state}; rules not met: {failed or 'none'}")
    return {
        "flagged": any(r["flagged"] for r in dicts),
        "rule_packs": list(item.rules or ()),
        "rule_results": dicts,
        "reasons": reasons,
    }
