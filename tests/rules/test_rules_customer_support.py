"""Customer-support pack: each rule fires and holds, realistic EN/ES answers, options."""

from __future__ import annotations

import pytest
from rule_cases import assert_case

from groundtrace.errors import ConfigurationError
from groundtrace.rules import customer_support_rules

FAQ = (
    "International transfers cost 5 EUR and arrive within 2 business days. "
    "You can order them in the mobile app. Cards are blocked instantly from the app."
)
Q = "How much does an international transfer cost?"

CASES = {
    # rule id: (holds, fires)
    "cs.grounded.no_invented_numbers": (
        {"q": Q, "c": FAQ, "r": "It costs 5 EUR and takes 2 business days."},
        {"q": Q, "c": FAQ, "r": "It costs 12 EUR.", "span": "12"},
    ),
    "cs.grounded.no_invented_proper_nouns": (
        {
            "q": Q,
            "c": FAQ + " Premier customers pay nothing.",
            "r": "As a Premier customer you pay nothing.",
        },
        {"q": Q, "c": FAQ, "r": "It is free with the Visa Infinite card.", "span": "Visa Infinite"},
    ),
    "cs.grounded.faq_overlap": (
        {"q": Q, "c": FAQ, "r": "International transfers cost 5 EUR in the mobile app."},
        {
            "q": Q,
            "c": FAQ,
            "r": "Wire remittances abroad require notarised paperwork.",
            "span": "Wire",
        },
    ),
    "cs.complete.addresses_topic": (
        {"q": Q, "c": FAQ, "r": "A transfer abroad costs 5 EUR.", "span": "transfer"},
        {"q": Q, "c": FAQ, "r": "Cards are blocked instantly from the app."},
    ),
    "cs.complete.uses_faq_values": (
        {"q": Q, "c": FAQ, "r": "They cost 5 EUR.", "span": "5"},
        {"q": Q, "c": FAQ, "r": "They cost a small fee."},
    ),
    "cs.overreach.no_unrequested_legal_refs": (
        {"q": Q, "c": FAQ, "r": "They cost 5 EUR."},
        {
            "q": Q,
            "c": FAQ,
            "r": "Under Article 45 of the Payments Act they cost 5 EUR.",
            "span": "Article 45",
        },
    ),
    "cs.overreach.no_speculative_procedure": (
        {"q": Q, "c": FAQ, "r": "They cost 5 EUR."},
        {
            "q": Q,
            "c": FAQ,
            "r": "You might need to visit a branch first.",
            "span": "You might need to",
        },
    ),
}

NO_RAG_CASES = {
    "cs.complete.concrete_values": (
        {
            "q": "How long does a card replacement take?",
            "r": "A new card arrives within 5 days.",
            "span": "5",
        },
        {"q": "How long does a card replacement take?", "r": "A new card arrives soon."},
    ),
}


@pytest.mark.parametrize("rule_id", sorted(CASES))
def test_each_rule_holds_and_fires(rule_id):
    rs = customer_support_rules(domain="finance")
    holds, fires = CASES[rule_id]
    assert_case(rs, rule_id, holds, True)
    assert_case(rs, rule_id, fires, False)


def test_no_rag_rule_holds_and_fires():
    rs = customer_support_rules(rag=False)
    holds, fires = NO_RAG_CASES["cs.complete.concrete_values"]
    assert_case(rs, "cs.complete.concrete_values", holds, True)
    assert_case(rs, "cs.complete.concrete_values", fires, False)
    # not asked for a quantity: nothing to give
    assert_case(
        rs,
        "cs.complete.concrete_values",
        {"q": "Can I block my card?", "r": "Yes, in the app."},
        True,
    )


def test_rule_counts_and_names():
    rag = customer_support_rules(domain="finance", language="es")
    assert len(rag.rules) == 7 and rag.sub_scores == (
        "groundedness",
        "completeness",
        "no_overreach",
    )
    assert rag.name == "customer_support[rag=true,domain=finance,language=es]"
    plain = customer_support_rules(rag=False)
    assert len(plain.rules) == 4 and plain.sub_scores == ("completeness", "no_overreach")
    assert set(CASES) | set(NO_RAG_CASES) == {r.id for r in rag.rules} | {r.id for r in plain.rules}


def test_realistic_english_good_and_bad():
    rs = customer_support_rules(domain="finance")
    good = rs.evaluate(
        question=Q,
        context=FAQ,
        response="An international transfer costs 5 EUR and arrives within 2 business days. "
        "You can order it in the mobile app.",
    )
    assert not good.flagged and good.quality == 1.0
    bad = rs.evaluate(
        question=Q,
        context=FAQ,
        response="International transfers are probably free with a Visa Infinite card, "
        "as set out in Article 45 of the Payments Act.",
    )
    assert bad.flagged
    assert {r.rule_id for r in bad.failed} >= {
        "cs.grounded.no_invented_proper_nouns",
        "cs.overreach.no_unrequested_legal_refs",
        "cs.overreach.no_speculative_procedure",
    }


def test_realistic_spanish_good_and_bad():
    rs = customer_support_rules(domain="finance", language="es")
    faq = (
        "Las transferencias internacionales cuestan 5 euros y llegan en 2 días hábiles. "
        "Puede solicitarlas desde la app."
    )
    q = "¿Cuánto cuesta una transferencia internacional?"
    good = rs.evaluate(
        question=q,
        context=faq,
        response="Una transferencia internacional cuesta 5 euros y llega en 2 días hábiles.",
    )
    assert not good.flagged, good.audit_explanation
    bad = rs.evaluate(
        question=q,
        context=faq,
        response="Según el Real Decreto 19/2018, probablemente cueste 12 euros.",
    )
    assert bad.flagged
    ids = {r.rule_id for r in bad.failed}
    assert (
        "cs.overreach.no_unrequested_legal_refs" in ids and "cs.grounded.no_invented_numbers" in ids
    )
    legal = next(r for r in bad.rules if r.rule_id == "cs.overreach.no_unrequested_legal_refs")
    assert legal.evidence_text == "Real Decreto 19/2018"


def test_legal_reference_allowed_when_asked_or_quoted():
    rs = customer_support_rules(language="es")
    r = "El artículo 5 regula la comisión."
    asked = rs.evaluate(
        question="¿Qué dice la ley sobre la comisión?", response=r, context="Comisión: 5 euros."
    )
    quoted = rs.evaluate(
        question="¿Y la comisión?", response=r, context="El artículo 5 fija la comisión."
    )
    neither = rs.evaluate(question="¿Y la comisión?", response=r, context="Comisión: 5 euros.")
    verdict = {
        n: next(x for x in res.rules if x.rule_id.endswith("legal_refs")).matched
        for n, res in {"asked": asked, "quoted": quoted, "neither": neither}.items()
    }
    assert verdict == {"asked": True, "quoted": True, "neither": False}


def test_language_changes_markers():
    # Spanish speculation is only recognised when Spanish is enabled.
    resp = "Creo que tarda 2 días."
    en = customer_support_rules(rag=False, language="en").evaluate(
        question="¿Cuánto tarda?", response=resp
    )
    es = customer_support_rules(rag=False, language="es").evaluate(
        question="¿Cuánto tarda?", response=resp
    )

    def pick(res):
        return next(x for x in res.rules if x.rule_id.endswith("speculative_procedure")).matched

    assert pick(en) is True and pick(es) is False


def test_domain_changes_markers_and_stop_words():
    resp = "The refund should clear by Friday."
    general = customer_support_rules(rag=False).evaluate(
        question="Where is my refund?", response=resp
    )
    finance = customer_support_rules(rag=False, domain="finance").evaluate(
        question="Where is my refund?", response=resp
    )
    pick = lambda res: next(x for x in res.rules if x.rule_id.endswith("speculative_procedure"))  # noqa: E731
    assert pick(general).matched is True
    assert pick(finance).matched is False and pick(finance).evidence_text == "should clear"
    # "account" is a finance stop word: sharing it is not addressing the question
    q, r = "Why was my account charged twice?", "Your account is open."
    topic = lambda res: next(x for x in res.rules if x.rule_id.endswith("addresses_topic")).matched  # noqa: E731
    assert topic(customer_support_rules(rag=False).evaluate(question=q, response=r)) is True
    assert (
        topic(customer_support_rules(rag=False, domain="finance").evaluate(question=q, response=r))
        is False
    )


def test_finance_domain_legal_pattern():
    resp = "Under PSD2 the fee is 5 EUR."
    general = customer_support_rules(rag=False).evaluate(question="What is the fee?", response=resp)
    finance = customer_support_rules(rag=False, domain="finance").evaluate(
        question="What is the fee?", response=resp
    )
    pick = lambda res: next(x for x in res.rules if x.rule_id.endswith("legal_refs"))  # noqa: E731
    assert pick(general).matched is True and pick(finance).evidence_text == "PSD2"


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"domain": "crypto"}, "general, finance, healthcare, legal"),
        ({"language": "fr"}, "en, es, multi"),
    ],
)
def test_unknown_options_list_valid_values(kwargs, match):
    with pytest.raises(ConfigurationError, match=match):
        customer_support_rules(**kwargs)
    with pytest.raises(ValueError):
        customer_support_rules(**kwargs)


def test_list_numbering_and_contractions_are_not_claims():
    rs = customer_support_rules()
    res = rs.evaluate(
        question="How do I block my card?",
        context="Cards are blocked from the app within 5 minutes.",
        response="Sorry, I'm here to help:\n1. Open the app\n2) Block the card. "
        "It takes 5 minutes.",
    )
    by = {r.rule_id: r for r in res.rules}
    assert by["cs.grounded.no_invented_numbers"].matched
    assert by["cs.grounded.no_invented_proper_nouns"].matched
