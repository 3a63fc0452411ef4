"""Decision rationales (credit, AML): grounded, complete, calibrated, traceable, robust.

The response is the rationale text; the context holds the facts it may rely
on (application data, alert details); the metadata is the decision record::

    {"decision": "decline", "score": 0.31, "threshold": 0.5,
     "model_id": "pd-retail", "model_version": "4.2.0",
     "top_factors": ["debt_to_income", "missed_payments"],
     "features": {"debt_to_income": "48%", "missed_payments": 3},
     "data_sources": ["credit bureau", "bank statements"], "policy_id": "CP-7"}

``regulations`` filters the audit explanation to the rules whose citations
mention those regulations; scores always use every rule.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from groundtrace.errors import InvalidType
from groundtrace.rules import citations as cite
from groundtrace.rules.engine import ChecklistRule, FlagPredicate, RuleEvidence, RuleSet
from groundtrace.rules.lexicon import (
    CAPITALISED_COMMON,
    CAUSAL,
    LANGUAGES,
    by_language,
    check_choice,
    stop_words,
)
from groundtrace.rules.packs import rationale_lexicon as lex
from groundtrace.rules.text_checks import (
    Check,
    first_regex,
    flat_values,
    invented_numbers,
    invented_proper_nouns,
    phrase_absent,
    phrase_present,
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

__all__ = ["RATIONALE_DOMAINS", "decision_rationale_rules"]

RATIONALE_DOMAINS: tuple[str, ...] = ("finance", "aml")
#: Share of the rationale's content words found in the record and facts.
MIN_SOURCE_OVERLAP = 0.4
#: A score within this distance of the threshold is borderline and the
#: rationale should say so (SR 11-7: communicate model uncertainty).
BORDERLINE_BAND = 0.05
#: The issue's flag rule for rationales.
FLAG_GROUNDEDNESS = 0.5
FLAG_CALIBRATION = 0.3
FLAG_TRACEABILITY = 0.4


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


def _decision_matches(table: Mapping[str, tuple[str, ...]]) -> Check:
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


def _states_decision(table: Mapping[str, tuple[str, ...]]) -> Check:
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


def _cites_top_factors(stop: frozenset[str]) -> Check:
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


def _recourse(domain: str, language: str, table: Mapping[str, tuple[str, ...]]) -> Check:
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


def _borderline(language: str) -> Check:
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


def _score_quoted_correctly() -> Check:
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


def _model_identified() -> Check:
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


def _data_sources(domain: str, language: str) -> Check:
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


def _policy_reference(language: str) -> Check:
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


def _factor_values_quoted() -> Check:
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


def _self_consistent(table: Mapping[str, tuple[str, ...]]) -> Check:
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


def _no_placeholders() -> Check:
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


def decision_rationale_rules(
    domain: str = "finance", language: str = "en", regulations: Sequence[str] = ()
) -> RuleSet:
    """The decision-rationale checklist: 20 rules over five sub-scores.

    Flags when ``groundedness < 0.5 or calibration < 0.3 or traceability < 0.4``.

    Args:
        domain: ``finance`` (credit: approve / decline / refer) or ``aml``
            (escalate / dismiss / refer); decision words, data sources, next steps.
        language: ``en``, ``es`` or ``multi``.
        regulations: keys among ``eu_ai_act``, ``sr_11_7``, ``nist_ai_rmf``,
            ``iso_42001``, ``eba_gl_2020_06``, ``gdpr``, ``reg_b``, ``fatf``,
            ``owasp_llm``; the audit explanation then lists only the rules whose
            citations mention one of them.

    Raises:
        ConfigurationError: unknown domain, language or regulation (lists the valid ones).
    """
    check_choice("domain", domain, RATIONALE_DOMAINS)
    check_choice("language", language, LANGUAGES)
    if isinstance(regulations, str) or not isinstance(regulations, Sequence):
        raise InvalidType(
            f"regulations must be a sequence of keys, got {type(regulations).__name__}"
        )
    valid_regs = tuple(cite.REGULATION_TERMS)
    for r in regulations:
        check_choice("regulation", r, valid_regs)
    regs = tuple(r for r in valid_regs if r in regulations)
    table = {k: by_language(v, language) for k, v in lex.DECISIONS[domain].items()}
    stop = stop_words(language)
    ignore_caps = stop_words("multi") | CAPITALISED_COMMON
    recourse_cite = cite.GDPR_ART22 + "; " + cite.REG_B_ADVERSE_ACTION
    if domain == "aml":
        recourse_cite = cite.FATF_R20 + "; " + cite.FATF_R10_11
    R = ChecklistRule
    rules = (
        R("rationale.grounded.numbers_in_sources",
          "Every number in the rationale appears in the facts or the decision record.",
          0.3, "groundedness", invented_numbers("the facts or the record", include_metadata=True),
          cite.FACTSCORE + "; " + cite.EBA_LOM),
        R("rationale.grounded.names_in_sources",
          "Every proper noun in the rationale appears in the facts or the decision record.",
          0.2, "groundedness", _names_in_record(ignore_caps), cite.MAYNEZ),
        R("rationale.grounded.decision_matches_record",
          "The outcome the rationale states is the recorded decision.",
          0.3, "groundedness", _decision_matches(table),
          cite.EU_AI_ACT_ART13 + "; " + cite.GDPR_ART15_LOGIC),
        R("rationale.grounded.source_overlap",
          f"At least {MIN_SOURCE_OVERLAP:.0%} of the rationale's content words occur in the "
          "facts or the record.",
          0.2, "groundedness", _overlap_with_record(stop), cite.RAGAS_FAITHFULNESS),
        R("rationale.complete.states_decision", "The rationale states the outcome explicitly.",
          0.25, "completeness", _states_decision(table),
          cite.REG_B_ADVERSE_ACTION + "; " + cite.EU_AI_ACT_ART86),
        R("rationale.complete.cites_top_factors",
          "The rationale mentions every principal factor in the record's top_factors.",
          0.3, "completeness", _cites_top_factors(stop),
          cite.GDPR_ART15_LOGIC + "; " + cite.REG_B_ADVERSE_ACTION),
        R("rationale.complete.gives_reasons", "The rationale gives reasons (because, due to ...).",
          0.2, "completeness", phrase_present(by_language(CAUSAL, language), "stated reason"),
          cite.WACHTER_COUNTERFACTUAL + "; " + cite.EU_AI_ACT_ART86),
        R("rationale.complete.recourse_or_next_step",
          "An adverse credit decision states the recourse (human review, appeal); an AML "
          "rationale states the next action.",
          0.25, "completeness", _recourse(domain, language, table), recourse_cite),
        R("rationale.calibration.no_absolute_certainty",
          "The rationale does not overstate certainty (guaranteed, certainly, no doubt, 100%).",
          0.3, "calibration",
          phrase_absent(by_language(lex.OVERCLAIM, language), "overstated certainty"),
          cite.LIN_VERBAL_UNCERTAINTY + "; " + cite.NIST_AI_RMF_VALID),
        R("rationale.calibration.borderline_acknowledged",
          f"When the score is within {BORDERLINE_BAND} of the threshold, the rationale says the "
          "case is borderline.",
          0.3, "calibration", _borderline(language), cite.SR_11_7_LIMITATIONS),
        R("rationale.calibration.states_limitations",
          "The rationale states the limits of the assessment (information available, estimate).",
          0.2, "calibration",
          phrase_present(by_language(lex.LIMITATIONS, language), "stated limitation"),
          cite.SR_11_7_LIMITATIONS + "; " + cite.EU_AI_ACT_ART13),
        R("rationale.calibration.score_quoted_correctly",
          "A score the rationale quotes equals the recorded score.",
          0.2, "calibration", _score_quoted_correctly(),
          cite.SR_11_7_OUTCOMES + "; " + cite.GUO_CALIBRATION),
        R("rationale.trace.model_identified",
          "The record identifies the model and version that produced the decision.",
          0.25, "traceability", _model_identified(),
          cite.EU_AI_ACT_ART12 + "; " + cite.SR_11_7_DOCUMENTATION + "; " + cite.ISO_42001),
        R("rationale.trace.data_sources_named",
          "The rationale names the data sources it relied on.",
          0.25, "traceability", _data_sources(domain, language),
          cite.ISO_42001 + "; " + cite.EBA_LOM_POLICY + "; " + cite.NIST_AI_RMF_TRANSPARENT),
        R("rationale.trace.policy_reference",
          "The rationale refers to the policy, rule or criterion applied.",
          0.25, "traceability", _policy_reference(language),
          cite.EBA_LOM_POLICY + "; " + cite.SR_11_7_DOCUMENTATION),
        R("rationale.trace.factor_values_quoted",
          "The rationale quotes at least one recorded factor value.",
          0.25, "traceability", _factor_values_quoted(),
          cite.EU_AI_ACT_ART86 + "; " + cite.GDPR_ART15_LOGIC),
        R("rationale.robust.no_protected_attributes",
          "The rationale does not rely on protected characteristics (race, religion, sex, "
          "disability, nationality ...).",
          0.3, "robustness",
          phrase_absent(by_language(lex.PROTECTED, language), "protected characteristic"),
          cite.GDPR_ART9 + "; " + cite.REG_B_PROHIBITED_BASIS + "; " + cite.EU_AI_ACT_ART10
          + "; " + cite.NIST_AI_RMF_FAIR),
        R("rationale.robust.self_consistent",
          "The rationale does not state contradictory outcomes.",
          0.25, "robustness", _self_consistent(table),
          cite.EU_AI_ACT_ART15 + "; " + cite.SR_11_7_OUTCOMES),
        R("rationale.robust.no_injection_artifacts",
          "The rationale carries no prompt-injection or model-chatter artefacts.",
          0.25, "robustness", phrase_absent(lex.INJECTION, "prompt-injection artefact"),
          cite.OWASP_LLM01 + "; " + cite.EU_AI_ACT_ART15 + "; " + cite.NIST_AI_RMF_SECURE),
        R("rationale.robust.no_placeholders",
          "The rationale has no unfilled template placeholders ([NAME], {amount}, TODO).",
          0.2, "robustness", _no_placeholders(), cite.EU_AI_ACT_ART15 + "; " + cite.ISO_42001),
    )  # fmt: skip
    predicate = FlagPredicate(
        (
            ("groundedness", FLAG_GROUNDEDNESS),
            ("calibration", FLAG_CALIBRATION),
            ("traceability", FLAG_TRACEABILITY),
        )
    )
    terms = tuple(cite.REGULATION_TERMS[r] for r in regs)
    shown = "+".join(regs) or "all"
    name = f"decision_rationale[domain={domain},language={language},regulations={shown}]"
    return RuleSet(
        name=name,
        rules=rules,
        sub_scores=("groundedness", "completeness", "calibration", "traceability", "robustness"),
        flag_predicate=predicate,
        audit_citation_terms=terms,
    )


def _names_in_record(ignore: frozenset[str]) -> Check:
    base = invented_proper_nouns(ignore, "the facts or the record")

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        return base(_record_text(question, context, metadata), response, None, metadata)

    return check


def _overlap_with_record(stop: frozenset[str]) -> Check:
    base = source_overlap(stop, MIN_SOURCE_OVERLAP, "the facts or the record")

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        return base(question, response, _record_text("", context, metadata), metadata)

    return check
