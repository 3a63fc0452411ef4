"""Reusable check builders: each returns a pure ``check(question, response, context, metadata)``.

The packs configure these with their word lists; the functions close over
immutable data only, so a check gives the same evidence for the same input.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from groundtrace.rules.engine import RuleCheck, RuleEvidence
from groundtrace.rules.tokens import (
    canonical_number,
    capitalised_runs,
    content_tokens,
    distinct_words,
    find_all_phrases,
    find_phrase,
    find_phrases,
    is_content_word,
    number_set,
    numbers,
    stem,
    words,
)
from groundtrace.text.normalize import fold

__all__ = [
    "Check",
    "first_regex",
    "flat_values",
    "invented_numbers",
    "invented_proper_nouns",
    "phrase_absent",
    "phrase_present",
    "source_overlap",
    "topic_overlap",
]

Check = RuleCheck


def _sources(question: str, context: str | None) -> str:
    return question + "\n" + (context or "")


def invented_numbers(source_name: str = "the sources", *, include_metadata: bool = False) -> Check:
    """Every number in the response appears in the question or context (or metadata values)."""

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        texts = [question, context]
        if include_metadata:
            texts.extend(flat_values(metadata))
        known = number_set(texts)
        found = [t for t in numbers(response) if not _list_marker(response, t.start, t.end)]
        for tok in found:
            c = canonical_number(tok.text)
            if c is not None and c not in known:
                return RuleEvidence(
                    False,
                    (tok.start, tok.end),
                    f"the number {tok.text!r} appears nowhere in {source_name}",
                )
        if not found:
            return RuleEvidence(True, None, "the answer states no numbers")
        return RuleEvidence(
            True, None, f"all {len(found)} numbers in the answer appear in {source_name}"
        )

    return check


def _list_marker(text: str, start: int, end: int) -> bool:
    """``1.`` / ``2)`` opening a line is list numbering, not a claimed value."""
    line_start = text.rfind("\n", 0, start) + 1
    return (
        not text[line_start:start].strip()
        and text[end : end + 1] in (".", ")")
        and (end + 1 >= len(text) or text[end + 1].isspace())
    )


def flat_values(metadata: Mapping[str, Any], depth: int = 0) -> list[str]:
    out: list[str] = []
    if depth > 4:
        return out
    for v in metadata.values():
        if isinstance(v, Mapping):
            out.extend(flat_values(v, depth + 1))
        elif isinstance(v, list | tuple):
            for x in v:
                if isinstance(x, Mapping):
                    out.extend(flat_values(x, depth + 1))
                elif not isinstance(x, bool):
                    out.append(str(x))
        elif isinstance(v, str | int | float) and not isinstance(v, bool):
            out.append(str(v))
    return out


def invented_proper_nouns(ignore: frozenset[str], source_name: str = "the sources") -> Check:
    """Every capitalised run (proper noun) in the response is made of words found in the sources."""

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        known = {fold(w) for w in distinct_words(_sources(question, context))}
        runs = capitalised_runs(response, ignore)
        for run in runs:
            missing = [
                w.text
                for w in words(run.text)
                if fold(w.text) not in known and fold(w.text) not in ignore
            ]
            if missing:
                return RuleEvidence(
                    False,
                    (run.start, run.end),
                    f"the name {run.text!r} does not appear in {source_name}",
                )
        if not runs:
            return RuleEvidence(True, None, "the answer names no proper nouns")
        return RuleEvidence(
            True, None, f"all {len(runs)} names in the answer appear in {source_name}"
        )

    return check


def source_overlap(
    stop: frozenset[str], min_ratio: float, source_name: str = "the context"
) -> Check:
    """At least ``min_ratio`` of the response's content words (stemmed) occur in the context."""

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        toks = content_tokens(response, stop)
        if not toks:
            return RuleEvidence(False, None, "the answer has no content words to compare")
        if not context:
            return RuleEvidence(
                False, None, f"no {source_name} was given to compare the answer with"
            )
        # content_tokens' filter, applied once per distinct word of a long context
        known = {stem(w) for w in distinct_words(context) if is_content_word(w, stop)}
        unsupported = [t for t in toks if stem(t.text) not in known]
        ratio = 1.0 - len(unsupported) / len(toks)
        if ratio >= min_ratio:
            return RuleEvidence(
                True,
                None,
                f"{ratio:.0%} of the answer's content words occur in {source_name} "
                f"(needs {min_ratio:.0%})",
            )
        first = unsupported[0]
        return RuleEvidence(
            False,
            (first.start, first.end),
            f"only {ratio:.0%} of the answer's content words occur in {source_name} "
            f"(needs {min_ratio:.0%}); first unsupported word {first.text!r}",
        )

    return check


def topic_overlap(stop: frozenset[str]) -> Check:
    """The response shares at least one content word (stemmed) with the question."""

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        q = {stem(t.text) for t in content_tokens(question, stop)}
        if not q:
            return RuleEvidence(True, None, "the question has no topical words to address")
        for t in content_tokens(response, stop):
            if stem(t.text) in q:
                return RuleEvidence(
                    True, (t.start, t.end), f"the answer takes up the question's topic {t.text!r}"
                )
        return RuleEvidence(False, None, "the answer shares no topical word with the question")

    return check


def phrase_absent(
    phrases: Sequence[str],
    what: str,
    *,
    allow_if_in_context: bool = False,
) -> Check:
    """None of ``phrases`` occurs in the response (optionally: unless the context uses it too)."""

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        for phrase, span in find_all_phrases(response, phrases):
            if allow_if_in_context and context and find_phrase(context, phrase) is not None:
                continue
            return RuleEvidence(False, span, f"{what}: {response[span[0] : span[1]]!r}")
        return RuleEvidence(True, None, f"no {what}")

    return check


def phrase_present(phrases: Sequence[str], what: str) -> Check:
    """At least one of ``phrases`` occurs in the response."""

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        hit = find_phrases(response, phrases)
        if hit is None:
            return RuleEvidence(False, None, f"no {what} found")
        _, span = hit
        return RuleEvidence(True, span, f"{what}: {response[span[0] : span[1]]!r}")

    return check


def first_regex(text: str, patterns: Sequence[re.Pattern[str]]) -> re.Match[str] | None:
    """The earliest match of any pattern (ties: the longest)."""
    best: re.Match[str] | None = None
    for p in patterns:
        m = p.search(text)
        if m and (best is None or (m.start(), -m.end()) < (best.start(), -best.end())):
            best = m
    return best
