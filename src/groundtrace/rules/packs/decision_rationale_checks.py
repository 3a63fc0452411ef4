"""The checks of the decision-rationale pack: decision, factors, recourse, calibration
and traceability of a credit or AML rationale. The pack (which rules, weights,
citations) is assembled in :mod:`groundtrace.rules.packs.decision_rationale`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from groundtrace.rules.engine import RuleEvidence
from groundtrace.rules.lexicon import (
    by_language,
)
from groundtrace.rules.packs import rationale_lexicon as lex
from groundtrace.rules.text_checks import (
    Check,
    first_regex,
    flat_values,
    invented_proper_nouns,
    source_overlap,
)
from groundtrace.rules.tokens import (
    Token,
    canonical_number,
    content_tokens,
    find_all_phrases,
    find_phrase,
    find_phrases,
    numbers,
    stem,
)

__all__ = [
    "BORDERLINE_BAND",
    "MIN_SOURCE_OVERLAP",
    "borderline",
    "cites_top_factors",
    "data_sources",
    "decision_matches",
    "factor_values_quoted",
    "model_identified",
    "names_in_record",
    "no_placeholders",
    "overlap_with_record",
    "policy_reference",
    "recourse",
    "score_quoted_correctly",
    "self_consistent",
    "states_decision",
]

#: Share of the rationale's content words found in the record and facts.
MIN_SOURCE_OVERLAP = 0.4
#: A score within this distance of the threshold is borderline and the
#: rationale should say so (SR 11-7: communicate model uncertainty).
BORDERLINE_BAND = 0.05

def _record_text(question: str, context: str | None, metadata: Mapping[str, Any]) -> str:
    return "\n".join([question, context or "", *flat_values(metadata)])


def _label_stems(label: str) -> set[str]:
    return {stem(p) for p in re.split(r"[_\-\s.:/]+", label) if len(p) >= 3}


def _category_hits(text: str, table: Mapping[str, tuple[str, ...]]) -> list[tuple[int, int, str]]:
    """(start, end, category) for each decision word, dropping hits nested in longer ones.

    Matching is folded (case and accents ignored), so ``revisión manual``
    matches the table entry ``revision manual``.
    """
    hits = [
        (span[0], span[1], cat)
        for cat, phrases in table.items()
        for _, span in find_all_phrases(text, phrases)
    ]
    hits.sort(key=lambda h: (h[0], -(h[1] - h[0])))
    kept: list[tuple[int, int, str]] = []
    for h in hits:
        if any(k[0] <= h[0] and h[1] <= k[1] for k in kept):
            continue
        kept.append(h)
    return kept


def _decision_category(
    metadata: Mapping[str, Any], table: Mapping[str, tuple[str, ...]]
) -> str | None:
    d = metadata.get("decision")
    if not isinstance(d, str):
        return None
    d = d.strip().lower()
    if d in table:
        return d
    for cat, words in table.items():
        if d in (w.lower() for w in words):
            return cat
    return None


def decision_matches(table: Mapping[str, tuple[str, ...]]) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        expected = _decision_category(metadata, table)
        if expected is None:
            return RuleEvidence(
                False, None, f"metadata 'decision' is missing or not one of {', '.join(table)}"
            )
        hits = _category_hits(response, table)
        if not hits:
            return RuleEvidence(True, None, "the rationale states no outcome to compare")
        wrong = [h for h in hits if h[2] != expected]
        if wrong:
            s, e, cat = wrong[0]
            return RuleEvidence(
                False,
                (s, e),
                f"the rationale says {cat!r} but the recorded decision is {expected!r}",
            )
        s, e, _ = hits[0]
        return RuleEvidence(True, (s, e), f"the stated outcome matches the recorded {expected!r}")

    return check


def states_decision(table: Mapping[str, tuple[str, ...]]) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        hits = _category_hits(response, table)
        if not hits:
            return RuleEvidence(False, None, "the rationale never states the outcome")
        s, e, cat = hits[0]
        return RuleEvidence(True, (s, e), f"states the outcome ({cat})")

    return check


def _factor_span(
    label: str, toks: Sequence[Token], stems: set[str], response: str
) -> tuple[int, int] | None:
    """Where the rationale mentions a factor: all its word stems, or the label itself."""
    want = _label_stems(label)
    if want:
        if not want <= stems:
            return None
        first = next(t for t in toks if stem(t.text) in want)
        return first.start, first.end
    return find_phrase(response, label) if label.strip() else None


def cites_top_factors(stop: frozenset[str]) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        factors = metadata.get("top_factors")
        if not isinstance(factors, list | tuple) or not factors:
            return RuleEvidence(False, None, "metadata has no 'top_factors' to check against")
        toks = content_tokens(response, stop)
        stems = {stem(t.text) for t in toks}
        spans = {str(f): _factor_span(str(f), toks, stems, response) for f in factors}
        missing = [f for f, sp in spans.items() if sp is None]
        if missing:
            return RuleEvidence(
                False, None, f"the rationale does not mention: {', '.join(missing)}"
            )
        first = min(sp for sp in spans.values() if sp is not None)
        return RuleEvidence(True, first, f"mentions all {len(spans)} top factors")

    return check


def recourse(domain: str, language: str, table: Mapping[str, tuple[str, ...]]) -> Check:
    phrases = by_language(lex.RECOURSE[domain], language)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        cat = _decision_category(metadata, table)
        if domain == "finance" and cat == "approve":
            return RuleEvidence(True, None, "favourable decision: no recourse statement needed")
        hit = find_phrases(response, phrases)
        what = "recourse (human review, appeal)" if domain == "finance" else "next action"
        if hit is None:
            return RuleEvidence(False, None, f"the rationale states no {what}")
        return RuleEvidence(True, hit[1], f"states the {what}: {hit[0]!r}")

    return check


def borderline(language: str) -> Check:
    phrases = by_language(lex.BORDERLINE, language)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        score, threshold = metadata.get("score"), metadata.get("threshold")
        if not all(
            isinstance(v, int | float) and not isinstance(v, bool) for v in (score, threshold)
        ):
            return RuleEvidence(True, None, "no numeric score and threshold in the record")
        gap = abs(float(score) - float(threshold))  # type: ignore[arg-type]
        if gap >= BORDERLINE_BAND:
            return RuleEvidence(
                True, None, f"score {score} is {gap:.3f} from the threshold: not borderline"
            )
        hit = find_phrases(response, phrases)
        if hit is None:
            return RuleEvidence(
                False,
                None,
                f"score {score} is within {BORDERLINE_BAND} of the threshold {threshold} "
                "but the rationale does not say the case is borderline",
            )
        return RuleEvidence(True, hit[1], f"borderline case acknowledged: {hit[0]!r}")

    return check


def score_quoted_correctly() -> Check:
    pattern = re.compile(
        r"\b(?:score|puntuaci[óo]n|scoring|probability|probabilidad)\b\D{0,25}?(\d+(?:[.,]\d+)?)(\s?%)?",
        re.IGNORECASE,
    )

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        m = pattern.search(response)
        if m is None:
            return RuleEvidence(True, None, "the rationale quotes no score")
        score = metadata.get("score")
        if not isinstance(score, int | float) or isinstance(score, bool):
            return RuleEvidence(
                False, m.span(1), "the rationale quotes a score the record does not hold"
            )
        quoted = float(m.group(1).replace(",", "."))
        if m.group(2):
            quoted /= 100
        if abs(quoted - float(score)) <= 0.005 or abs(quoted - float(score) * 100) <= 0.5:
            return RuleEvidence(
                True, m.span(1), f"quoted score {m.group(1)} matches the record ({score})"
            )
        return RuleEvidence(
            False, m.span(1), f"quoted score {m.group(1)} differs from the recorded {score}"
        )

    return check


def model_identified() -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        mid, ver = metadata.get("model_id"), metadata.get("model_version")
        if not (
            isinstance(mid, str)
            and mid.strip()
            and isinstance(ver, str | int | float)
            and str(ver).strip()
        ):
            return RuleEvidence(False, None, "the record lacks 'model_id' and 'model_version'")
        return RuleEvidence(True, find_phrase(response, mid), f"model {mid} version {ver} recorded")

    return check


def data_sources(domain: str, language: str) -> Check:
    generic = by_language(lex.DATA_SOURCES[domain], language)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        declared = metadata.get("data_sources")
        names = [str(x) for x in declared] if isinstance(declared, list | tuple) else []
        hit = find_phrases(response, tuple(names) + generic)
        if hit is None:
            return RuleEvidence(False, None, "the rationale names no data source")
        return RuleEvidence(True, hit[1], f"names the data source {hit[0]!r}")

    return check


def policy_reference(language: str) -> Check:
    generic = by_language(lex.POLICY_WORDS, language)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        pid = metadata.get("policy_id")
        phrases = ((str(pid),) if isinstance(pid, str) and pid.strip() else ()) + generic
        hit = find_phrases(response, phrases)
        if hit is None:
            return RuleEvidence(False, None, "the rationale refers to no policy, rule or criterion")
        return RuleEvidence(True, hit[1], f"refers to {hit[0]!r}")

    return check


def factor_values_quoted() -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        feats = metadata.get("features")
        if not isinstance(feats, Mapping) or not feats:
            return RuleEvidence(False, None, "metadata has no 'features' values to trace")
        values: dict[str, str] = {}
        for name, v in feats.items():
            if isinstance(v, bool):
                continue
            for tok in numbers(str(v)):
                c = canonical_number(tok.text)
                if c is not None:
                    values.setdefault(c, str(name))
        for tok in numbers(response):
            c = canonical_number(tok.text)
            if c in values:
                return RuleEvidence(
                    True, (tok.start, tok.end), f"quotes the value of {values[c]!r}: {tok.text!r}"
                )
        return RuleEvidence(False, None, "the rationale quotes no recorded factor value")

    return check


def self_consistent(table: Mapping[str, tuple[str, ...]]) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        hits = _category_hits(response, table)
        cats = {h[2] for h in hits}
        if len(cats) > 1:
            first = hits[0][2]
            s, e, cat = next(h for h in hits if h[2] != first)
            return RuleEvidence(False, (s, e), f"the rationale states both {first!r} and {cat!r}")
        return RuleEvidence(True, None, "the rationale states one outcome at most")

    return check


def no_placeholders() -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        m = first_regex(response, lex.PLACEHOLDERS)
        if m is None:
            return RuleEvidence(True, None, "no template placeholders left")
        return RuleEvidence(
            False, (m.start(), m.end()), f"template placeholder left: {m.group()!r}"
        )

    return check


def names_in_record(ignore: frozenset[str]) -> Check:
    base = invented_proper_nouns(ignore, "the facts or the record")

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        return base(_record_text(question, context, metadata), response, None, metadata)

    return check


def overlap_with_record(stop: frozenset[str]) -> Check:
    base = source_overlap(stop, MIN_SOURCE_OVERLAP, "the facts or the record")

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        return base(question, response, _record_text("", context, metadata), metadata)

    return check
