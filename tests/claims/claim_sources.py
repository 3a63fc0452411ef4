"""Shared helper of the claim-check tests: a source passage as the checks receive it."""

from __future__ import annotations

from groundtrace.checks.base import SourceText
from groundtrace.sources import Span


def src(text: str, doc_id: str = "d", start: int = 0) -> SourceText:
    """``text`` as a passage of document ``doc_id`` starting at ``start``."""
    return SourceText(text, Span(doc_id, start, start + len(text)))
