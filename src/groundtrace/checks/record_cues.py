"""Negation cues of a tool's record: which fields' cues bear on a claim.

A record line (a tool's JSON output as the claim layer renders it) or a block of
field lines states one thing per field (:func:`~groundtrace.text.sentences.record_fields`).
:mod:`groundtrace.checks.negation` reads a source cue only in a field the claim is
about, and a field whose value is nothing ("arrears eur: 0.0") as a cue of what the
claim negates.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.lexicon import content_words, coverage, same_word
from groundtrace.checks.negation_scope import PART_BREAK
from groundtrace.text.sentences import TextSegment

__all__ = ["field_about", "record_cues"]

# A value of nothing: "0", "0.0", "0.00 EUR", "EUR 0".
_ZERO_VALUE = re.compile(r"(?:[A-Z]{3}\s?)?0+(?:[.,]0+)?(?:\s?(?:[A-Za-z]{3}|%))?\.?")


def record_cues(fields: Sequence[TextSegment], cues: Sequence[tuple[int, int]],
                c_words: set[str], heads: Sequence[str | None]) -> list[tuple[int, int]]:
    """The source ``cues`` (offsets of the text ``fields`` index) that bear on a claim of
    content words ``c_words``, and each field of nothing that a claim cue negates.

    A cue counts in a field the claim is about (:func:`field_about`), unless another
    field states the claim better ("Invoices not approved: 1 (...)" beside "Invoices
    approved in November: 6, total face value 92,000 EUR", of "Six invoices were approved
    in November, worth 92,000 EUR"): "early repayment charge: none, but ..." negates
    nothing of "The loan can be extended once" (from "extension: once, ..." beside it).
    A value of nothing ("arrears eur: 0.0") says "no arrears": it counts where its key
    holds the word a claim cue negates (``heads``, "no [arrears]").
    """
    most = max((coverage(c_words, content_words(f.text)) for f in fields), default=0.0)
    kept = [c for c in cues if field_about(fields, c[0], c_words) and any(
        f.start <= c[0] < f.end and coverage(c_words, content_words(f.text)) >= most
        for f in fields)]
    named = [h for h in heads if h is not None]
    for f in fields:
        key, sep, value = f.text.partition(": ")
        if (sep and _ZERO_VALUE.fullmatch(value.strip()) is not None
                and any(same_word(h, w) for h in named for w in content_words(key))):
            kept.append((f.start + len(key) + len(sep), f.end))
    return kept


def field_about(fields: Sequence[TextSegment], at: int, c_words: set[str]) -> bool:
    """Whether the claim is about the record field holding offset ``at``: it has more
    than half of the content words of the field's key or of its value, in any form
    ("There is no early repayment charge" of "early repayment charge: none, but at
    least 1 month of interest is charged"; not "Interest is 0.75% a month")."""
    field = next((f for f in fields if f.start <= at < f.end), None)
    if field is None:
        return False
    key, _, value = field.text.partition(": ")
    # of a value of parts ("payment released ...; customer not told of the alert"), the
    # part that holds ``at``
    offset, value_at = field.start + len(key) + 2, 0
    for piece in PART_BREAK.split(value):
        if offset + value_at + len(piece) >= at:
            value = piece
            break
        value_at += len(piece) + 1
    for part in (content_words(key), content_words(value)):
        if part and 2 * sum(any(same_word(w, c) for c in c_words) for w in part) > len(part):
            return True
    return False
