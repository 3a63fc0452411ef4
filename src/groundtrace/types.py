"""Input types shared by every layer."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from groundtrace.encoders.base import check_text
from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.sources.records import as_record_text, context_text

__all__ = ["Item", "as_item"]


@dataclass(frozen=True)
class Item:
    """One answer to judge: the question, the response and (optionally) its source.

    ``question`` may be empty when there is a context (summarisation). A context
    that is a tool's JSON output (one object, or an array of objects) is kept as
    the text every layer reads: one line per record
    (:func:`groundtrace.sources.records.as_record_text`).
    """

    question: str
    response: str
    context: str | None = None
    id: str | int | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        check_text(self.response, "response")
        check_text(self.question, "question", allow_blank=True)
        if isinstance(self.context, Mapping | list):  # a tool's output, parsed
            object.__setattr__(self, "context", context_text(self.context))
        if self.context is not None:
            check_text(self.context, "context")
            object.__setattr__(self, "context", as_record_text(self.context))
        if not self.question.strip():
            if self.context is None:
                raise InvalidInput("question must be a non-empty string when there is no context")
        else:
            check_text(self.question, "question")


def as_item(value: Item | Mapping[str, Any], index: int | None = None) -> Item:
    """Accept an :class:`Item` or a mapping with ``question``/``response``/``context``."""
    if isinstance(value, Item):
        return value
    where = f"items[{index}]" if index is not None else "item"
    if not isinstance(value, Mapping):
        raise InvalidType(f"{where} must be an Item or a mapping, got {type(value).__name__}")
    if "response" not in value:
        raise InvalidInput(f"{where} has no 'response'")
    context = value.get("context")
    if context == "":  # no context; a parsed tool's output is read by Item itself
        context = None
    try:
        return Item(
            question=value.get("question") or "",
            response=value["response"],
            context=context,
            id=value.get("id"),
            metadata=value.get("metadata") or value.get("meta") or {},
        )
    except (InvalidInput, InvalidType) as exc:
        raise type(exc)(f"{where}: {exc}") from None
