"""Every finder's mentions are phrases of the searched text at their own offsets."""

import pytest

from groundtrace.checks.entities import find_entities
from groundtrace.checks.number_mentions import find_numbers
from groundtrace.checks.prices import find_free
from groundtrace.text.always import find_always
from groundtrace.text.dates import find_dates
from groundtrace.text.mention import Mention

# Accented names: offsets must point into the text as written, not into its folded copy.
TEXT = ("Ünïcode Bank, Zürich: SEPA transfers are free of charge; branch transfers cost "
        "2,50 EUR since 1 March 2026. Lost cards can be blocked 24/7, día y noche, or "
        "at any time on +34 900 100 200.")


@pytest.mark.parametrize(("finder", "expect"), [
    (find_always, ["24/7", "at any time"]),
    (find_free, ["free of charge"]),
    (find_dates, ["1 March 2026"]),
    (find_numbers, ["2,50 EUR"]),
    (find_entities, ["Ünïcode Bank", "Zürich", "SEPA"]),
])
def test_mentions_sit_at_their_offsets(finder, expect):
    found = finder(TEXT)
    assert all(isinstance(m, Mention) for m in found)
    assert all(TEXT[m.start:m.end] == m.text for m in found)
    texts = [m.text for m in found]
    for phrase in expect:
        assert phrase in texts, (phrase, texts)


@pytest.mark.parametrize(("text", "names"), [
    # a first word that labels what follows is no name, bold or not
    ("Rate: 2.1% AER on balances up to 25,000 EUR.", ["AER"]),
    ("**Rate:** 2.1% AER on balances up to 25,000 EUR.", ["AER"]),
    ("- **Fee:** 2 EUR per withdrawal.", []),
    # emphasis keeps a sentence's first word its first word
    ("**Interest** is paid monthly.", []),
    # a name mid-sentence, or a fragment answer, still is one
    ("The rate at Santander: 2.1%.", ["Santander"]),
    ("Madrid.", ["Madrid"]),
])
def test_a_label_or_an_emphasised_first_word_is_no_name(text, names):
    assert [e.text for e in find_entities(text)] == names


@pytest.mark.parametrize(("text", "names"), [
    # the period of a title or an initial ends no sentence: the name after it is
    # mid-sentence, and needs no other evidence to count
    ("The agent from BestInsuranceXYZ called Mr. Smith to offer him a plan.",
     ["BestInsuranceXYZ", "Smith"]),
    ("The claim was reviewed by Dr. Okafor last week.", ["Okafor"]),
    ("The book was written by J. R. Tolkien in 1937.", ["Tolkien"]),
    # a sentence's own period still starts a sentence, even after one lower-case letter
    ("We chose plan b. Lisbon came next on the list of offices.", []),
    ("The fee is 5 EUR. Transfers are free of charge.", []),
])
def test_a_title_or_initial_ends_no_sentence(text, names):
    assert [e.text for e in find_entities(text)] == names
