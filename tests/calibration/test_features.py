"""Feature gathering for the fused model."""

from __future__ import annotations

import math

import pytest

import groundtrace as gt
from groundtrace.calibration.features import (
    DEFAULT_FUSION_FEATURES,
    feature_vector,
    gather_features,
    novel_words,
)
from groundtrace.errors import ConfigurationError

CTX = "Branch transfers cost 2.50 EUR. Online transfers are free."


def test_lexical_coverage():
    g = gt.evaluate("q?", "Online transfers are free.", CTX, encoder="hashing")
    full = gather_features(g, response="Online transfers are free.", context=CTX)
    half = gather_features(g, response="Online mortgages are free.", context=CTX)
    none = gather_features(g, response="Online transfers are free.", context=None)
    assert full["lex_coverage"] == 1.0
    assert half["lex_coverage"] == pytest.approx(2 / 3)
    assert none["lex_coverage"] == 0.0


def test_novel_words_count_what_the_answer_adds():
    g = gt.evaluate("q?", "Online transfers are free.", CTX, encoder="hashing")
    same = gather_features(g, response="Online transfers are free.", context=CTX)
    short = gather_features(g, response="Online mortgages are free.", context=CTX)
    long = gather_features(g, response="Online mortgages and savings accounts are free forever.",
                           context=CTX)
    none = gather_features(g, response="Online mortgages are free.", context=None)
    assert same["lex_novel_words_log"] == 0.0
    assert short["lex_novel_words_log"] == pytest.approx(math.log1p(1))  # mortgages
    # mortgages, savings, accounts, forever: a count, unlike coverage, grows with what is added
    assert long["lex_novel_words_log"] == pytest.approx(math.log1p(4))
    assert none["lex_novel_words_log"] == 0.0


def test_another_inflection_of_a_source_word_is_no_novel_word():
    source = "Fixed-rate mortgages carry fees; the bank charged 2% in 2024."
    assert novel_words("A fixed-rate mortgage has a fee the bank charges.", source) == []
    assert novel_words("The bank charges a penalty.", source) == ["penalty"]
    # one ending is cut, no more, and never below three letters: "fees" is "fee"
    assert novel_words("The fee is due.", "Fees are due.") == []


def test_a_number_in_another_format_is_no_novel_word():
    # "8,400" was the novel words "8" and "400" beside a record's "8400"
    source = "total amount: 8400 EUR, fee: 2.50 EUR, balance: 1250.0 EUR"
    assert novel_words("The total is 8,400 EUR, the fee 2.5 EUR, the balance 1,250 EUR.",
                       source) == []
    assert novel_words("The total is 8,500 EUR.", source) == ["8500"]


def test_novel_words_leave_out_greetings_and_closing_formulas():
    answer = ("Hello, happy to help! Online mortgages are free. Let me know if there is "
              "anything else I can do for you today, whatever it is! Feel free to call "
              "900 100 200.")
    # the closing with a number counts, its number too
    assert novel_words(answer, CTX) == ["100", "200", "900", "call", "feel", "mortgages"]
    g = gt.evaluate("q?", answer, CTX, encoder="hashing")
    f = gather_features(g, response=answer, context=CTX)
    assert f["lex_novel_words_log"] == pytest.approx(math.log1p(6))


def test_geometric_and_claim_features():
    g = gt.evaluate("How much?", "Branch transfers cost 9 EUR.", CTX, encoder="hashing")
    claims = gt.verify("Branch transfers cost 9 EUR.", CTX, encoder="hashing")
    f = gather_features(g, claims, response="Branch transfers cost 9 EUR.", context=CTX)
    assert f["has_sgi"] == 1.0 and f["sgi_evidence_log"] == pytest.approx(math.log1p(g.sgi.value))
    assert f["has_claims"] == 1.0 and f["claims_share_not_supported"] == 1.0
    assert set(DEFAULT_FUSION_FEATURES) <= set(f)


def test_missing_claim_features_are_zero_without_claims():
    g = gt.evaluate("How much?", "It is free.", encoder="hashing")
    f = gather_features(g)
    assert feature_vector(f, ("claims_min_claim_score",)) == [0.0]
    with pytest.raises(ConfigurationError, match="rule_spec"):
        feature_vector(f, ("rule_spec",))
