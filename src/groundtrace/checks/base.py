"""What every check returns: a hit with the claim span, the source span and why."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from groundtrace.sources.spans import Span

__all__ = ["CHECK_NAMES", "CheckHit", "CheckOutcome", "SourceText", "cited_hit"]

CHECK_NAMES = ("numbers", "dates", "entities", "negation", "quantity", "status")


class CheckOutcome(StrEnum):
    SUPPORTED = "supported"
    UNSUPPORTED = "unsupported"
    CONTRADICTED = "contradicted"


@dataclass(frozen=True)
class SourceText:
    """A piece of source text and where it starts: ``span`` covers exactly ``text``."""

    text: str
    span: Span

    def sub_span(self, start: int, end: int) -> Span:
        """The span of ``text[start:end]`` in the document."""
        return Span(self.span.doc_id, self.span.char_start + start, self.span.char_start + end)


@dataclass(frozen=True)
class CheckHit:
    """One finding of a deterministic check.

    Attributes:
        check: which check (one of :data:`CHECK_NAMES`).
        outcome: supported (the value was found), unsupported (the source never
            mentions it) or contradicted (the aligned source says otherwise).
        claim_start / claim_end: offsets of the checked words in the response.
        claim_value: those words.
        source_span / source_value: what it was compared with, when anything.
        explanation: one line for a reviewer.
    """

    check: str
    outcome: CheckOutcome
    claim_start: int
    claim_end: int
    claim_value: str
    source_span: Span | None
    source_value: str | None
    explanation: str

    @property
    def is_problem(self) -> bool:
        return self.outcome is not CheckOutcome.SUPPORTED

    def to_dict(self) -> dict[str, Any]:
        return {
            "check": self.check,
            "outcome": self.outcome.value,
            "start": self.claim_start,
            "end": self.claim_end,
            "claim_value": self.claim_value,
            "source": None if self.source_span is None else self.source_span.to_dict(),
            "source_value": self.source_value,
            "explanation": self.explanation,
        }


def cited_hit(check: str, outcome: CheckOutcome, value: str, source: SourceText, start: int,
              end: int, explanation: str) -> Callable[[int, int], CheckHit]:
    """The finding on the claim's ``value`` citing ``source.text[start:end]``, made once
    the claim offsets are known (a reading decides before the check places the value)."""
    def hit(claim_start: int, claim_end: int) -> CheckHit:
        return CheckHit(check, outcome, claim_start, claim_end, value,
                        source.sub_span(start, end), source.text[start:end], explanation)
    return hit
