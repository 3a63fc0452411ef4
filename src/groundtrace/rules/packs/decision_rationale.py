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

from collections.abc import Sequence

from groundtrace.errors import InvalidType
from groundtrace.rules import citations as cite
from groundtrace.rules.engine import ChecklistRule, FlagPredicate, RuleSet
from groundtrace.rules.lexicon import (
    CAPITALISED_COMMON,
    CAUSAL,
    LANGUAGES,
    by_language,
    check_choice,
    stop_words,
)
from groundtrace.rules.packs import rationale_lexicon as lex
from groundtrace.rules.packs.decision_rationale_checks import (
    BORDERLINE_BAND,
    MIN_SOURCE_OVERLAP,
    borderline,
    cites_top_factors,
    data_sources,
    decision_matches,
    factor_values_quoted,
    model_identified,
    names_in_record,
    no_placeholders,
    overlap_with_record,
    policy_reference,
    recourse,
    score_quoted_correctly,
    self_consistent,
    states_decision,
)
from groundtrace.rules.text_checks import (
    invented_numbers,
    phrase_absent,
    phrase_present,
)

__all__ = ["RATIONALE_DOMAINS", "decision_rationale_rules"]

RATIONALE_DOMAINS: tuple[str, ...] = ("finance", "aml")
#: The issue's flag rule for rationales.
FLAG_GROUNDEDNESS = 0.5
FLAG_CALIBRATION = 0.3
FLAG_TRACEABILITY = 0.4


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
          0.2, "groundedness", names_in_record(ignore_caps), cite.MAYNEZ),
        R("rationale.grounded.decision_matches_record",
          "The outcome the rationale states is the recorded decision.",
          0.3, "groundedness", decision_matches(table),
          cite.EU_AI_ACT_ART13 + "; " + cite.GDPR_ART15_LOGIC),
        R("rationale.grounded.source_overlap",
          f"At least {MIN_SOURCE_OVERLAP:.0%} of the rationale's content words occur in the "
          "facts or the record.",
          0.2, "groundedness", overlap_with_record(stop), cite.RAGAS_FAITHFULNESS),
        R("rationale.complete.states_decision", "The rationale states the outcome explicitly.",
          0.25, "completeness", states_decision(table),
          cite.REG_B_ADVERSE_ACTION + "; " + cite.EU_AI_ACT_ART86),
        R("rationale.complete.cites_top_factors",
          "The rationale mentions every principal factor in the record's top_factors.",
          0.3, "completeness", cites_top_factors(stop),
          cite.GDPR_ART15_LOGIC + "; " + cite.REG_B_ADVERSE_ACTION),
        R("rationale.complete.gives_reasons", "The rationale gives reasons (because, due to ...).",
          0.2, "completeness", phrase_present(by_language(CAUSAL, language), "stated reason"),
          cite.WACHTER_COUNTERFACTUAL + "; " + cite.EU_AI_ACT_ART86),
        R("rationale.complete.recourse_or_next_step",
          "An adverse credit decision states the recourse (human review, appeal); an AML "
          "rationale states the next action.",
          0.25, "completeness", recourse(domain, language, table), recourse_cite),
        R("rationale.calibration.no_absolute_certainty",
          "The rationale does not overstate certainty (guaranteed, certainly, no doubt, 100%).",
          0.3, "calibration",
          phrase_absent(by_language(lex.OVERCLAIM, language), "overstated certainty"),
          cite.LIN_VERBAL_UNCERTAINTY + "; " + cite.NIST_AI_RMF_VALID),
        R("rationale.calibration.borderline_acknowledged",
          f"When the score is within {BORDERLINE_BAND} of the threshold, the rationale says the "
          "case is borderline.",
          0.3, "calibration", borderline(language), cite.SR_11_7_LIMITATIONS),
        R("rationale.calibration.states_limitations",
          "The rationale states the limits of the assessment (information available, estimate).",
          0.2, "calibration",
          phrase_present(by_language(lex.LIMITATIONS, language), "stated limitation"),
          cite.SR_11_7_LIMITATIONS + "; " + cite.EU_AI_ACT_ART13),
        R("rationale.calibration.score_quoted_correctly",
          "A score the rationale quotes equals the recorded score.",
          0.2, "calibration", score_quoted_correctly(),
          cite.SR_11_7_OUTCOMES + "; " + cite.GUO_CALIBRATION),
        R("rationale.trace.model_identified",
          "The record identifies the model and version that produced the decision.",
          0.25, "traceability", model_identified(),
          cite.EU_AI_ACT_ART12 + "; " + cite.SR_11_7_DOCUMENTATION + "; " + cite.ISO_42001),
        R("rationale.trace.data_sources_named",
          "The rationale names the data sources it relied on.",
          0.25, "traceability", data_sources(domain, language),
          cite.ISO_42001 + "; " + cite.EBA_LOM_POLICY + "; " + cite.NIST_AI_RMF_TRANSPARENT),
        R("rationale.trace.policy_reference",
          "The rationale refers to the policy, rule or criterion applied.",
          0.25, "traceability", policy_reference(language),
          cite.EBA_LOM_POLICY + "; " + cite.SR_11_7_DOCUMENTATION),
        R("rationale.trace.factor_values_quoted",
          "The rationale quotes at least one recorded factor value.",
          0.25, "traceability", factor_values_quoted(),
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
          0.25, "robustness", self_consistent(table),
          cite.EU_AI_ACT_ART15 + "; " + cite.SR_11_7_OUTCOMES),
        R("rationale.robust.no_injection_artifacts",
          "The rationale carries no prompt-injection or model-chatter artefacts.",
          0.25, "robustness", phrase_absent(lex.INJECTION, "prompt-injection artefact"),
          cite.OWASP_LLM01 + "; " + cite.EU_AI_ACT_ART15 + "; " + cite.NIST_AI_RMF_SECURE),
        R("rationale.robust.no_placeholders",
          "The rationale has no unfilled template placeholders ([NAME], {amount}, TODO).",
          0.2, "robustness", no_placeholders(), cite.EU_AI_ACT_ART15 + "; " + cite.ISO_42001),
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


