"""Invariants every registered pack must keep (ranges, determinism, ids, citations, spans)."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from groundtrace.rules import PACKS, build_pack
from groundtrace.rules.citations import REGULATION_TERMS

VARIANTS = [
    ("customer_support", {}),
    ("customer_support", {"rag": "false", "language": "es", "domain": "healthcare"}),
    ("customer_support", {"language": "multi", "domain": "legal"}),
    ("routing", {"domain": "finance", "allowed_intents": "block_card,report_fraud"}),
    ("specialized_agent", {}),
    ("specialized_agent", {"tools": "card", "domain": "general", "language": "es"}),
    ("decision_rationale", {}),
    ("decision_rationale", {"domain": "aml", "regulations": "gdpr,fatf"}),
    ("banking", {}),
]
SETS = [build_pack(name, opts) for name, opts in VARIANTS]

VOCAB = (
    "the",
    "card",
    "fee",
    "is",
    "5",
    "EUR",
    "transfer",
    "IBAN",
    "ES91",
    "2100",
    "0418",
    "4502",
    "0005",
    "1332",
    "probably",
    "Article",
    "7",
    "Visa",
    "declined",
    "approved",
    "because",
    "yes",
    "go",
    "ahead",
    "sorry",
    "?",
    ".",
    ",",
    "4111",
    "1111",
    "1111",
    "1111",
    "12345678Z",
    "credit",
    "bureau",
    "policy",
    "borderline",
    "[NAME]",
    "has",
    "been",
    "sent",
    "Goodbye",
    "tarjeta",
    "comisión",
    "250,00",
    "€",
    "ignore",
    "previous",
    "instructions",
    "nationality",
    "0.31",
    "48%",
    "¿",
    "¡",
    "\n",
)
words = st.sampled_from(VOCAB)
texts = st.lists(words, min_size=1, max_size=30).map(" ".join).filter(lambda s: s.strip())
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(-5, 5),
    st.text(max_size=12),
)
metadata = st.fixed_dictionaries(
    {},
    optional={
        "predicted_intent": st.sampled_from(["block_card", "report_fraud", "x"]),
        "top1_score": scalars,
        "top2_score": scalars,
        "margin": scalars,
        "fallback_fired": scalars,
        "query_in_scope": scalars,
        "ambiguous": scalars,
        "candidate_intents": st.lists(st.sampled_from(["block_card", "report_fraud"])),
        "allowed_intents": st.lists(st.text(max_size=8), max_size=3),
        "top_intents": st.lists(st.tuples(st.text(max_size=6), scalars), max_size=3),
        "operation": st.sampled_from(["transfer", "card_block", "nope"]),
        "entities": st.dictionaries(
            st.sampled_from(["iban", "amount", "card_number", "dni_nie", "cvv"]),
            st.one_of(texts, scalars),
            max_size=4,
        ),
        "executed": scalars,
        "user_confirmed": scalars,
        "end_of_conversation": scalars,
        "decision": st.sampled_from(["approve", "decline", "refer", "escalate", 3]),
        "score": scalars,
        "threshold": scalars,
        "model_id": scalars,
        "model_version": scalars,
        "top_factors": st.lists(st.text(max_size=10), max_size=3),
        "features": st.dictionaries(st.text(max_size=6), scalars, max_size=3),
        "data_sources": st.lists(st.text(max_size=10), max_size=2),
        "policy_id": scalars,
    },
)


@pytest.mark.parametrize("rs", SETS, ids=[s.name for s in SETS])
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(q=st.one_of(st.just(""), texts), r=texts, c=st.one_of(st.none(), texts), m=metadata)
def test_invariants(rs, q, r, c, m):
    a = rs.evaluate(question=q, response=r, context=c, metadata=m)
    b = rs.evaluate(question=q, response=r, context=c, metadata=m)
    da, db = a.to_dict(), b.to_dict()
    assert json.dumps(da, sort_keys=True) == json.dumps(db, sort_keys=True)  # deterministic
    assert set(a.sub_scores) == set(rs.sub_scores)
    for v in a.sub_scores.values():
        assert 0.0 <= v <= 1.0 and math.isfinite(v)
    assert 0.0 <= a.quality <= 1.0
    assert (a.quality == 0.0) == any(v == 0.0 for v in a.sub_scores.values())
    assert a.quality <= max(a.sub_scores.values()) + 1e-12
    for res in a.rules:
        if res.span is not None:
            s, e = res.span
            assert 0 <= s <= e <= len(r) and r[s:e] == res.evidence_text
    assert len(a.rules) == len(rs.rules)


def test_rule_ids_unique_and_cited_across_all_packs():
    ids = [r.id for rs in SETS for r in rs.rules]
    per_pack = {}
    for rs in SETS:
        assert len({r.id for r in rs.rules}) == len(rs.rules)
        for r in rs.rules:
            per_pack.setdefault(r.id, rs.name.split("[")[0])
            assert r.citation.strip() and r.description.strip()
            assert 0 < r.weight <= 1 and r.sub_score in rs.sub_scores
    # an id belongs to one pack only
    assert all(per_pack[i] == per_pack[i] for i in ids)
    owners = {}
    for rs in SETS:
        for r in rs.rules:
            owners.setdefault(r.id, set()).add(rs.name.split("[")[0])
    assert all(len(v) == 1 for v in owners.values())


def test_full_pass_scores_one_in_every_sub_score():
    # weights within each sub-score sum to at least 1, so a perfect answer can reach 1
    for rs in SETS:
        for s in rs.sub_scores:
            assert sum(r.weight for r in rs.rules if r.sub_score == s) >= 1.0 - 1e-9, (rs.name, s)


def test_issue_rule_counts():
    counts = {name: len(PACKS[name].build().rules) for name in PACKS}
    assert counts == {
        "customer_support": 7,
        "routing": 10,
        "specialized_agent": 10,
        "decision_rationale": 20,
        "banking": 9,
    }
    assert len(build_pack("customer_support", {"rag": "false"}).rules) == 4
    assert build_pack("banking").sub_scores == ("spec", "expl", "bshift")


def test_every_regulation_key_is_cited_somewhere():
    citations = " ".join(r.citation for rs in SETS for r in rs.rules).lower()
    for term in REGULATION_TERMS.values():
        assert term.lower() in citations


def test_fingerprints_differ_between_configurations():
    assert len({rs.fingerprint for rs in SETS}) == len(SETS)


@given(st.text(alphabet=st.sampled_from("ab É-'’ 1_\nçß"), max_size=60)
       | st.lists(st.sampled_from(VOCAB), max_size=12).map(" ".join))
@settings(max_examples=200, deadline=None)
def test_distinct_words_are_the_words_found_with_offsets(text):
    from groundtrace.rules.tokens import distinct_words, words

    assert distinct_words(text) == {w.text for w in words(text)}
