"""BM25 against a direct reading of the Okapi formula, to the bit."""

from __future__ import annotations

import math
from collections import Counter

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtrace.retrieval.bm25 import BM25, BM25_B, BM25_K1, bm25_terms, period_terms

WORDS = ["fee", "card", "euro", "transfer", "blocked", "the", "5", "2024", "iban", "night",
         "24", "years", "months"]
passage = st.lists(st.sampled_from(WORDS), max_size=12).map(" ".join)


def reference_scores(passages: list[str], query: str) -> list[float]:
    counts = [Counter(bm25_terms(p)) for p in passages]
    lengths = [sum(c.values()) for c in counts]
    n = len(passages)
    avg = sum(lengths) / n if n and sum(lengths) else 1.0
    out = []
    for c, length in zip(counts, lengths, strict=True):
        norm = BM25_K1 * (1.0 - BM25_B + BM25_B * length / avg)
        score = 0.0
        for t in sorted(set(bm25_terms(query)) | period_terms(query)):
            df = sum(1 for other in counts if t in other)
            if t in c:
                idf = math.log(1.0 + (n - df + 0.5) / (df + 0.5))
                score += idf * c[t] * (BM25_K1 + 1.0) / (c[t] + norm)
        out.append(score)
    return out


@given(st.lists(passage, min_size=1, max_size=8), st.lists(passage, min_size=1, max_size=4))
@settings(max_examples=150, deadline=None)
def test_scores_are_the_okapi_formula_to_the_bit(passages, queries):
    index = BM25(passages)
    assert len(index) == len(passages)
    for q in queries:
        got = index.scores(q)
        assert got.dtype == np.float64
        assert got.tolist() == reference_scores(passages, q)


def test_an_exact_term_ranks_its_passage_first_and_unknown_terms_score_zero():
    index = BM25(["the card fee is 5 euro", "transfers are free at night", "blocked card"])
    assert int(np.argmax(index.scores("fee of 5 euro"))) == 0
    assert index.scores("zebra").tolist() == [0.0, 0.0, 0.0]
    assert BM25([]).scores("fee").shape == (0,)


def test_a_number_written_out_is_its_digits():
    assert bm25_terms("Report it within thirteen months.") == ["report", "within", "13", "months"]
    assert bm25_terms("Reports must be made within 13 months.")[-2:] == ["13", "months"]
    # "one" is more often a pronoun than a count
    assert "1" not in bm25_terms("One of the cards is free.")
    index = BM25(["Refunds arrive by the next business day.",
                  "Reports must be made within 13 months of the payment date."])
    assert int(np.argmax(index.scores("You must report within thirteen months."))) == 1


def test_a_working_or_banking_day_is_a_business_day():
    assert bm25_terms("It arrives within five working days.")[-2:] == ["business", "days"]
    assert bm25_terms("one banking day")[-2:] == ["business", "day"]
    # only before "day": working hours and banking partners keep their words
    assert bm25_terms("working hours with banking partners") == [
        "working", "hours", "banking", "partners"]
    index = BM25(["Cards can be blocked in the app at any time.",
                  "A replacement card arrives within 5 business days at no cost.",
                  "Working with partners, the bank sends cards by post."])
    assert int(np.argmax(index.scores("A new card comes in five working days."))) == 1


def test_a_period_also_looks_for_its_value_in_other_units():
    assert period_terms("You can take a loan over one to seven years.") == {"84", "364", "2555"}
    assert period_terms("It arrives within 48 hours.") == {"2", "2880"}  # days, minutes
    # no period, or no whole value above 1 in another unit
    assert period_terms("The fee is 5 EUR.") == set()
    assert period_terms("within 1 day") == {"24"}  # hours (1,440 minutes is no unit of a day)
    assert period_terms("within 30 seconds") == set()  # half a minute
    index = BM25(["Applicants must be at least 18 years old.",
                  "You can borrow from 3,000 EUR to 40,000 EUR over 12 to 84 months.",
                  "The charge is 0.5% if more than 12 months remain."])
    # the loan sentence shares no word with the claim but "84" (months)
    assert index.scores("You can take a loan over one to seven years.")[1] > 0
    assert index.scores("You can take a loan over one to eight years.")[1] == 0


def test_a_claim_that_something_is_free_also_looks_for_a_fee():
    from groundtrace.retrieval.bm25 import price_terms

    assert "fee" in price_terms("Setting up the overdraft is free.")
    assert "fee" in price_terms("You won't pay anything for a replacement card.")
    assert price_terms("The overdraft rate is 9.9% a year.") == frozenset()
    sentences = ["An arranged overdraft is available to customers aged 18 or over.",
                 "Interest is charged at 9.9% a year; there is no fee for arranging the "
                 "overdraft.",
                 "Customers who exceed their limit pay a flat 10 EUR per month.",
                 "The bank may lower an overdraft limit with 30 days' notice.",
                 "Students can get an interest-free overdraft of up to 1,000 EUR."]
    # "setting up" is not "arranging": the students' "interest-free" ranked first
    scores = BM25(sentences).scores("Setting up the overdraft is free.")
    assert int(np.argmax(scores)) == 1
