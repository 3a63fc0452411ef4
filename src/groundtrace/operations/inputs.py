"""One input to an operation, validated once: what runs, what is stored, what is hashed."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from groundtrace.canonical import canonical_json
from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.sources.records import context_text
from groundtrace.types import Item

__all__ = ["OPERATION_NAMES", "OperationInput", "check_prepared", "prepare_input"]

#: Every operation this version runs (the registry in
#: :mod:`groundtrace.operations` has one entry per name, in this order).
OPERATION_NAMES = ("triage", "evaluate", "verify", "rules.check", "enforce", "ask")


def _json_object(value: Any, field: str) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise InvalidType(f"{field} must be an object, got {type(value).__name__}")
    # Round-trip through canonical JSON so what is stored is exactly what is hashed.
    return dict(json.loads(canonical_json(dict(value))))


def _check_fields(data: Mapping[str, Any], allowed: tuple[str, ...], what: str,
                  required: str = "response") -> None:
    if not isinstance(data, Mapping):
        raise InvalidType(f"{what} input must be a mapping, got {type(data).__name__}")
    unknown = sorted(set(data) - set(allowed))
    if unknown:
        raise InvalidInput(f"unknown input fields {unknown}; accepted: {', '.join(allowed)}")
    if required not in data:
        raise InvalidInput(f"input has no {required!r}")


def _rule_names(value: Any, *, non_empty: bool) -> list[str] | None:
    if value is None:
        return None
    if isinstance(value, str) or not isinstance(value, list | tuple):
        raise InvalidType(f"rules must be a list of rule-pack names, got {value!r}")
    if not all(isinstance(r, str) and r for r in value) or (non_empty and not value):
        raise InvalidInput(f"rules must be non-empty rule-pack names, got {list(value)!r}")
    return list(value)


@dataclass(frozen=True)
class OperationInput:
    """One input to an operation, validated: what runs, what is stored, what is hashed.

    triage / evaluate / verify / rules.check read ``question`` (may be empty
    with a context), ``response``, ``context``, ``metadata`` and ``rules``;
    triage also reads ``id``, which its verdict carries; enforce reads
    ``message``, ``response``, ``context`` and ``session``; ask reads
    ``question`` and ``strictness`` (``response`` stays empty).
    Make one with :func:`prepare_input`.
    """

    operation: str
    response: str
    question: str = ""
    context: str | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)
    rules: tuple[str, ...] | None = None
    message: str = ""
    session: Mapping[str, Any] = field(default_factory=dict)
    strictness: str = "balanced"
    id: str | int | None = None

    def to_dict(self) -> dict[str, Any]:
        """The canonical stored form (the audit record's ``input``)."""
        if self.operation == "ask":
            return {"question": self.question, "strictness": self.strictness}
        if self.operation == "enforce":
            return {"message": self.message, "response": self.response,
                    "context": self.context, "session": dict(self.session)}
        out: dict[str, Any] = {"question": self.question, "response": self.response,
                               "context": self.context, "metadata": dict(self.metadata),
                               "rules": None if self.rules is None else list(self.rules)}
        if self.id is not None:  # absent rather than null: older records hash the same
            out["id"] = self.id
        return out

    def item(self) -> Item:
        """The :class:`Item` the answer layers read."""
        return Item(question=self.question, response=self.response, context=self.context,
                    id=self.id, metadata=self.metadata)


def prepare_input(operation: str, data: Mapping[str, Any] | OperationInput) -> OperationInput:
    """Validate ``data`` for ``operation`` once; an :class:`OperationInput` passes through.

    Raises:
        InvalidInput / InvalidType: unknown operation, or a field is missing or malformed.
    """
    if operation not in OPERATION_NAMES:
        raise InvalidInput(f"unknown operation {operation!r}; this version runs {OPERATION_NAMES}")
    if isinstance(data, OperationInput):
        if data.operation != operation:
            raise InvalidInput(f"input prepared for {data.operation!r}, not {operation!r}")
        return data
    if operation == "ask":
        _check_fields(data, ("question", "strictness"), operation, required="question")
        from groundtrace.answer.pipeline import Strictness
        from groundtrace.encoders.base import check_text

        question = check_text(data.get("question"), "question")
        strictness = data.get("strictness") or "balanced"
        if strictness not in {s.value for s in Strictness}:
            raise InvalidInput(f"strictness must be one of {[s.value for s in Strictness]}, "
                               f"got {strictness!r}")
        return OperationInput(operation, "", question=question, strictness=str(strictness))
    if operation == "enforce":
        _check_fields(data, ("message", "response", "context", "session"), operation)
        from groundtrace.encoders.base import check_text

        message = check_text(data.get("message"), "message")
        response = check_text(data.get("response"), "response")
        context = context_text(data.get("context") or None)
        if context is not None:
            check_text(context, "context")
        from groundtrace.policy.model import Session

        session = _json_object(data.get("session"), "session")
        Session.from_mapping(session)  # a malformed session is an input error, not a run error
        return OperationInput(operation, response, context=context, message=message,
                              session=session)
    fields = ("question", "response", "context", "metadata", "rules")
    _check_fields(data, (*fields, "id") if operation == "triage" else fields, operation)
    item_id = data.get("id")
    if item_id is not None and (isinstance(item_id, bool) or not isinstance(item_id, str | int)):
        raise InvalidType(f"id must be a string or an integer, got {type(item_id).__name__}")
    # a tool's output may come parsed (a JSON object or array): stored as its record lines
    context = context_text(data.get("context") or None)
    metadata = _json_object(data.get("metadata"), "metadata")
    rules = _rule_names(data.get("rules"), non_empty=operation == "rules.check")
    question = data.get("question") or ""
    if operation == "rules.check":
        # A rule pack may judge an answer on its own (a decision rationale has
        # no question and no source), so neither is required here.
        from groundtrace.encoders.base import check_text

        check_text(data["response"], "response")
        check_text(question, "question", allow_blank=True)
        if context is not None:
            check_text(context, "context")
    else:
        Item(question=question, response=data["response"], context=context,
             metadata=metadata)  # validates: the texts, and a question or a context
    if operation == "verify" and context is None:
        raise InvalidInput("verify needs a context to check the claims against")
    return OperationInput(operation, data["response"], question=question, context=context,
                          metadata=metadata, rules=None if rules is None else tuple(rules),
                          id=item_id)


def check_prepared(inputs: Sequence[OperationInput], operation: str, *,
                   rule_packs: bool = True) -> None:
    """Check that every input was prepared for ``operation``.

    Raises:
        InvalidType: an input is not an :class:`OperationInput`.
        InvalidInput: an input was prepared for another operation, or names
            rule packs when ``rule_packs`` is false.
    """
    for item in inputs:
        if not isinstance(item, OperationInput):
            raise InvalidType(f"expected inputs made by prepare_input, got {type(item).__name__}")
        if item.operation != operation:
            raise InvalidInput(f"input prepared for {item.operation!r}, not {operation!r}")
        if item.rules and not rule_packs:
            raise InvalidInput(f"{operation} does not apply rule packs; "
                               "use triage or rules.check")
