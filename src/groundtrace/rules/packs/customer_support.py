"""Customer-support answers (FAQ / RAG bots): grounded, complete, no overreach.

With RAG (``rag=True``) the context is the retrieved FAQ and seven rules run
over three sub-scores; without RAG there is no source to ground in, so only
the four completeness and overreach rules run.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from groundtrace.errors import InvalidType
from groundtrace.rules import citations as cite
from groundtrace.rules.engine import ChecklistRule, FlagPredicate, RuleEvidence, RuleSet
from groundtrace.rules.lexicon import (
    CAPITALISED_COMMON,
    DOMAINS,
    LANGUAGES,
    by_language,
    check_choice,
    domain_stop_words,
    stop_words,
)
from groundtrace.rules.text_checks import (
    Check,
    first_regex,
    invented_numbers,
    invented_proper_nouns,
    phrase_absent,
    source_overlap,
    topic_overlap,
)
from groundtrace.rules.tokens import canonical_number, find_phrase, find_phrases, numbers

__all__ = ["customer_support_rules"]

#: Share of the answer's content words that must occur in the FAQ. Half is
#: deliberately lenient: paraphrase is fine, an answer mostly about other
#: things is not (RAGAS faithfulness reports the same ratio at claim level).
MIN_FAQ_OVERLAP = 0.5
#: Flag thresholds: an invented number or name (groundedness <= 0.6) flags,
#: a merely paraphrased answer (0.8) does not; missing both completeness
#: checks flags; any overreach flags.
FLAG_GROUNDEDNESS = 0.75
FLAG_COMPLETENESS = 0.5
FLAG_NO_OVERREACH = 0.75

_SPECULATIVE: dict[str, tuple[str, ...]] = {
    "en": (
        "probably",
        "i think",
        "i believe",
        "i guess",
        "maybe",
        "perhaps",
        "presumably",
        "you might need to",
        "you may need to",
        "you might have to",
        "it might be possible",
        "should work",
        "usually",
        "typically",
        "i'm not sure",
        "not sure",
        "it could be that",
        "in theory",
        "as far as i know",
    ),
    "es": (
        "probablemente",
        "quizas",
        "quiza",
        "tal vez",
        "a lo mejor",
        "creo que",
        "supongo que",
        "es posible que",
        "puede que",
        "normalmente",
        "en teoria",
        "no estoy seguro",
        "no estoy segura",
        "igual tienes que",
        "seguramente",
    ),
}
_SPECULATIVE_DOMAIN: dict[str, dict[str, tuple[str, ...]]] = {
    "general": {"en": (), "es": ()},
    "finance": {
        "en": ("should clear", "should be refunded", "should arrive"),
        "es": ("deberia llegar", "deberian devolver", "deberia reembolsarse"),
    },
    "healthcare": {
        "en": ("should be fine", "probably nothing serious", "you could try taking"),
        "es": ("no deberia ser grave", "podrias probar a tomar", "seguramente no es nada"),
    },
    "legal": {
        "en": ("you would likely win", "probably legal", "likely enforceable"),
        "es": ("seguramente ganaria", "probablemente sea legal"),
    },
}

_I = re.IGNORECASE
_LEGAL_REF: dict[str, tuple[str, ...]] = {
    "en": (
        r"\b(?:article|art\.)\s*\d+[a-z]?(?:\(\d+\))*",
        r"\bsection\s+\d+",
        r"§\s*\d+",
        r"\b(?:act|law)\s+(?:no\.?\s*)?\d+/\d+",
        r"\b(?:directive|regulation)\s+\(?(?:eu|ec|eec)\)?\s*(?:no\.?\s*)?\d+/\d+",
    ),
    "es": (
        r"\bart[íi]culo\s+\d+",
        r"\bart\.\s*\d+",
        r"\bley\s+(?:org[áa]nica\s+)?\d+/\d{4}",
        r"\breal\s+decreto(?:[\s-]+ley)?(?:\s+(?:legislativo\s+)?\d+/\d{4})?",
        r"\borden\s+[a-z]{2,4}/\d+/\d{4}",
        r"\bdirectiva\s+\(?ue\)?\s*\d+/\d+",
        r"\breglamento\s+\(?ue\)?\s*\d+/\d+",
        r"\bBOE\b",
    ),
}
_LEGAL_REF_DOMAIN: dict[str, tuple[str, ...]] = {
    "general": (),
    "finance": (r"\bPSD2\b", r"\bMiFID(?:\s*II)?\b", r"\b(?:GDPR|RGPD)\b", r"\bBasel\s+I{1,3}\b"),
    "healthcare": (r"\bHIPAA\b", r"\b45\s+CFR\b"),
    "legal": (
        r"\b\d+\s+U\.?S\.?C\.?\b",
        r"\bv\.\s+[A-Z]\w+",
        r"\bSTS\s+\d+/\d{4}",
        r"\bsentencia\s+\d+",
    ),
}
# Words that show the customer asked about the law, so a legal reference is requested.
_LEGAL_REQUEST: dict[str, tuple[str, ...]] = {
    "en": (
        "law",
        "legal",
        "legally",
        "regulation",
        "article",
        "directive",
        "statute",
        "my rights",
        "regulator",
        "complaint",
    ),
    "es": (
        "ley",
        "legal",
        "legalmente",
        "normativa",
        "articulo",
        "decreto",
        "reglamento",
        "directiva",
        "mis derechos",
        "reclamacion",
        "regulador",
    ),
}
# Question openers that ask for a quantity, date or duration.
_QUANTITATIVE: dict[str, tuple[str, ...]] = {
    "en": (
        "how much",
        "how many",
        "how long",
        "when",
        "what time",
        "what is the fee",
        "what fee",
        "what rate",
        "interest rate",
        "limit",
        "cost",
        "price",
        "deadline",
        "minimum",
        "maximum",
    ),
    "es": (
        "cuanto",
        "cuanta",
        "cuantos",
        "cuantas",
        "cuando",
        "a que hora",
        "que comision",
        "comision",
        "tipo de interes",
        "limite",
        "coste",
        "precio",
        "plazo",
        "minimo",
        "maximo",
    ),
}


def _legal_patterns(domain: str, language: str) -> tuple[re.Pattern[str], ...]:
    pats = by_language({k: v for k, v in _LEGAL_REF.items()}, language) + _LEGAL_REF_DOMAIN[domain]
    return tuple(re.compile(p, _I) for p in pats)


def _no_unrequested_legal(domain: str, language: str) -> Check:
    patterns = _legal_patterns(domain, language)
    request = by_language(_LEGAL_REQUEST, language)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        m = first_regex(response, patterns)
        if m is None:
            return RuleEvidence(True, None, "the answer cites no law or article")
        ref = m.group()
        if domain == "legal":
            return RuleEvidence(
                True, (m.start(), m.end()), f"legal reference {ref!r} in a legal-domain answer"
            )
        asked = find_phrases(question, request)
        if asked is not None:
            return RuleEvidence(
                True,
                (m.start(), m.end()),
                f"legal reference {ref!r}; the question asks about {asked[0]!r}",
            )
        if context and find_phrase(context, ref) is not None:
            return RuleEvidence(
                True, (m.start(), m.end()), f"legal reference {ref!r} is quoted from the FAQ"
            )
        return RuleEvidence(
            False,
            (m.start(), m.end()),
            f"unrequested legal reference {ref!r}: the question does not ask about the law "
            "and the FAQ does not cite it",
        )

    return check


def _uses_faq_values() -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        faq = {canonical_number(t.text): t.text for t in numbers(context or "")}
        faq.pop(None, None)
        if not faq:
            return RuleEvidence(True, None, "the FAQ gives no concrete values to quote")
        for tok in numbers(response):
            if canonical_number(tok.text) in faq:
                return RuleEvidence(
                    True, (tok.start, tok.end), f"quotes the FAQ value {tok.text!r}"
                )
        shown = ", ".join(sorted(v for v in faq.values() if v)[:5])
        return RuleEvidence(
            False, None, f"the FAQ gives concrete values ({shown}) but the answer quotes none"
        )

    return check


def _concrete_values(language: str) -> Check:
    asks = by_language(_QUANTITATIVE, language)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        hit = find_phrases(question, asks)
        if hit is None:
            return RuleEvidence(
                True, None, "the question does not ask for a quantity, date or duration"
            )
        found = numbers(response)
        if found:
            t = found[0]
            return RuleEvidence(
                True, (t.start, t.end), f"the question asks {hit[0]!r}; the answer gives {t.text!r}"
            )
        return RuleEvidence(
            False, None, f"the question asks {hit[0]!r} but the answer gives no concrete value"
        )

    return check


def customer_support_rules(
    rag: bool = True, domain: str = "general", language: str = "en"
) -> RuleSet:
    """The customer-support checklist.

    Args:
        rag: the answer comes with its retrieved FAQ as ``context`` (7 rules over
            groundedness, completeness, no_overreach); ``False``: 4 rules over
            completeness and no_overreach.
        domain: ``general``, ``finance``, ``healthcare`` or ``legal``; changes the
            stop words, the speculative markers and the legal-reference patterns.
        language: ``en``, ``es`` or ``multi`` (both).

    Raises:
        ConfigurationError: unknown domain or language (the message lists the valid ones).
    """
    if not isinstance(rag, bool):
        raise InvalidType(f"rag must be a bool, got {type(rag).__name__}")
    check_choice("domain", domain, DOMAINS)
    check_choice("language", language, LANGUAGES)
    stop = domain_stop_words(domain, language)
    ignore_caps = stop_words("multi") | CAPITALISED_COMMON
    speculative = by_language(_SPECULATIVE, language) + by_language(
        _SPECULATIVE_DOMAIN[domain], language
    )
    legal_cite = cite.DAHL_LEGAL + "; " + cite.NIST_GAI_CONFABULATION
    if language in ("es", "multi"):
        legal_cite += "; " + cite.ES_TRANSPARENCY

    grounded = [
        ChecklistRule(
            "cs.grounded.no_invented_numbers",
            "Every number in the answer (amount, fee, rate, time, day count) appears in the FAQ "
            "or the question.",
            0.4,
            "groundedness",
            invented_numbers("the FAQ or the question"),
            cite.FACTSCORE + "; " + cite.RAGAS_FAITHFULNESS,
        ),
        ChecklistRule(
            "cs.grounded.no_invented_proper_nouns",
            "Every proper noun (product, company, place, person) in the answer appears in the "
            "FAQ or the question.",
            0.4,
            "groundedness",
            invented_proper_nouns(ignore_caps, "the FAQ or the question"),
            cite.MAYNEZ + "; " + cite.FACTSCORE,
        ),
        ChecklistRule(
            "cs.grounded.faq_overlap",
            f"At least {MIN_FAQ_OVERLAP:.0%} of the answer's content words occur in the FAQ.",
            0.2,
            "groundedness",
            source_overlap(stop, MIN_FAQ_OVERLAP, "the FAQ"),
            cite.RAGAS_FAITHFULNESS + "; " + cite.RASHKIN_AIS,
        ),
    ]
    completeness = [
        ChecklistRule(
            "cs.complete.addresses_topic",
            "The answer takes up the topic of the question (shares a content word with it).",
            0.5,
            "completeness",
            topic_overlap(stop),
            cite.RAGAS_RELEVANCE,
        ),
        ChecklistRule(
            "cs.complete.uses_faq_values",
            "When the FAQ gives concrete values (fees, limits, deadlines), the answer quotes at "
            "least one.",
            0.5,
            "completeness",
            _uses_faq_values(),
            cite.RAGAS_RELEVANCE + "; " + cite.CFPB_CHATBOTS,
        )
        if rag
        else ChecklistRule(
            "cs.complete.concrete_values",
            "When the question asks for a quantity, date or duration, the answer gives a "
            "concrete value.",
            0.5,
            "completeness",
            _concrete_values(language),
            cite.RAGAS_RELEVANCE + "; " + cite.CFPB_CHATBOTS,
        ),
    ]
    overreach = [
        ChecklistRule(
            "cs.overreach.no_unrequested_legal_refs",
            "The answer cites no law, article or regulation unless the customer asked about the "
            "law "
            "or the FAQ cites it.",
            0.5,
            "no_overreach",
            _no_unrequested_legal(domain, language),
            legal_cite,
        ),
        ChecklistRule(
            "cs.overreach.no_speculative_procedure",
            'The answer does not speculate about the procedure ("probably", "you might need to", '
            '"creo que") beyond what the FAQ says.',
            0.5,
            "no_overreach",
            phrase_absent(speculative, "speculative wording", allow_if_in_context=True),
            cite.NIST_GAI_CONFABULATION + "; " + cite.LIN_VERBAL_UNCERTAINTY,
        ),
    ]
    if rag:
        rules = (*grounded, *completeness, *overreach)
        subs: tuple[str, ...] = ("groundedness", "completeness", "no_overreach")
        below: tuple[tuple[str, float], ...] = (
            ("groundedness", FLAG_GROUNDEDNESS),
            ("completeness", FLAG_COMPLETENESS),
            ("no_overreach", FLAG_NO_OVERREACH),
        )
    else:
        rules = (*completeness, *overreach)
        subs = ("completeness", "no_overreach")
        below = (("completeness", FLAG_COMPLETENESS), ("no_overreach", FLAG_NO_OVERREACH))
    name = f"customer_support[rag={str(rag).lower()},domain={domain},language={language}]"
    return RuleSet(name=name, rules=rules, sub_scores=subs, flag_predicate=FlagPredicate(below))
