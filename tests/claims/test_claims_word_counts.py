"""A count the claim writes out, against the source's count in the same words
(checks.word_counts, through the numbers check)."""

from __future__ import annotations

import pytest
from claim_sources import src

from groundtrace.checks import CheckOutcome, check_numbers

C = CheckOutcome.CONTRADICTED

ORDERS = "After three failed payments in a row, the standing order is cancelled automatically."
RATE = "Rate: 3.65% fixed for 5 years, then the standard variable rate, currently 5.40%."
PIN = ("After 3 wrong PIN attempts in a row, the app is blocked for 24 hours; after 5 wrong "
       "attempts, it is blocked until you call us.")


def counts(claim: str, source: str) -> list[tuple[CheckOutcome, str, str | None]]:
    ev = [src(source)]
    return [(h.outcome, h.claim_value, h.source_value) for h in check_numbers(claim, ev, ev)
            if h.check == "numbers" and h.claim_value[0].isalpha()]


@pytest.mark.parametrize(("claim", "source", "found"), [
    # the source's words around another count, in words or digits
    ("After two failed payments in a row, the standing order is cancelled.", ORDERS,
     [(C, "two failed", "three")]),
    ("The rate is 3.65% fixed for three years, then the standard variable rate.", RATE,
     [(C, "three years", "5")]),
    # the same count, in either form
    ("After three failed payments in a row, the standing order is cancelled.", ORDERS, []),
    ("The rate is 3.65% fixed for five years.", RATE, []),
    # a count with the same word before and after it agrees, though the rest differs
    ("After five wrong PIN attempts, the app stays blocked until you call the bank.", PIN, []),
    # other words around it: prose, as before ("two weeks ago" is the answer's own case)
    ("A payee you added two weeks ago can be paid 5,000 EUR.", RATE, []),
    ("After two missed repayments we call you.", ORDERS, []),
    # a bound, and a number in words, are no count to restate
    ("It took more than two failed payments in a row.", ORDERS, []),
    ("One hundred and two failed payments in a row were seen.", ORDERS, []),
    # "one" counts where a counted word follows it, not in "one of"
    ("After one failed payment in a row, the standing order is cancelled.", ORDERS,
     [(C, "one failed", "three")]),
    ("After one of the failed payments in a row, the standing order is cancelled.", ORDERS,
     []),
])
def test_a_count_in_words_is_read_where_the_source_has_its_words(claim, source, found):
    assert counts(claim, source) == found


def test_the_finding_cites_the_sources_count():
    ev = [src(ORDERS, "d", 10)]
    (hit,) = [h for h in check_numbers("After two failed payments in a row, it is cancelled.",
                                       ev, ev, claim_offset=5) if h.claim_value == "two failed"]
    assert (hit.claim_start, hit.claim_end) == (5 + 6, 5 + 16)
    assert hit.source_span is not None and hit.source_span.char_start == 10 + 6
    assert hit.explanation == ("the claim says 'two failed' (2) where the source says 'three' "
                               "in the same words")


def test_a_count_in_digits_is_contradicted_by_the_sources_count_in_its_words():
    source = ORDERS + " Transfers take 2 business days."
    ev = [src(source)]
    hits = check_numbers("After 2 failed payments in a row, the standing order is cancelled.",
                         ev, ev)
    assert [(h.outcome, h.claim_value, h.source_value) for h in hits] == [(C, "2", "three")]
    # the same count in its words is read on as any value (here: supported)
    assert [h.outcome for h in check_numbers(
        "After 3 failed payments in a row, the standing order is cancelled.", ev, ev)] == [
        CheckOutcome.SUPPORTED]


def framed(claim: str, source: str) -> list[str]:
    """The claim values the source's counts in the same words contradict."""
    ev = [src(source)]
    return [h.claim_value for h in check_numbers(claim, ev, ev)
            if h.explanation.endswith("in the same words")]


def test_a_count_the_claim_or_the_sources_sentence_states_too_is_no_rival():
    # the claim states the source's count of the same word too
    afc = "The Steelers have won 8 AFC championships."
    assert framed("The Patriots have won 10 AFC championships compared to the Steelers' 8 AFC "
                  "championships.", afc) == []
    assert framed("The Patriots have won 10 AFC championships.", afc) == ["10"]
    # the source's sentence states the claim's count beside another in the same words
    assert framed("It has a score of 34 based on 15 reviews.",
                  "It has a score of 34 out of 100 based on 15 reviews.") == []
    assert framed("It has a score of 34 based on 15 reviews.",
                  "It has a score of 100 based on 15 reviews.") == ["34"]
    # another thing's count in the claim is no such count
    assert counts("Two dogs playing near seven people.", "Two dogs playing near two people.") == [
        (C, "seven people", "two")]


def test_ordinals_negations_and_bounds():
    albums = "Supreme Clientele is the second album by Ghostface Killah."
    assert counts("Supreme Clientele is the third album by Ghostface Killah.", albums) == [
        (C, "third album", "second")]
    assert counts("Supreme Clientele is the second album by Ghostface Killah.", albums) == []
    # an ordinal is no cardinal: "the 2 albums" is not "the second album"
    assert counts("Ghostface Killah released the two albums by Ghostface Killah.", albums) == []
    # a negation right before the count: the claim denies it, it states no count
    thatcher = "Margaret Thatcher was the first woman to lead a major party in the UK."
    assert counts("She was not the second woman to lead a major party in the UK.",
                  thatcher) == []
    # a bound before the count meets only a count with the same bound
    films = "It was the fifth highest-grossing animated film of 2019."
    assert counts("It was over the fourth highest-grossing animated film of 2019.", films) == []
    assert counts("It was the fourth highest-grossing animated film of 2019.", films) == [
        (C, "fourth highest", "fifth")]


def test_a_count_above_a_thousand_is_still_a_count():
    assert framed("On 12 April there were 1016 confirmed cases in the country.",
                  "On 12 April there were 1030 confirmed cases in the country.") == ["1016"]


def test_the_same_count_per_another_period_is_contradicted():
    source = ("A partial early repayment must be at least 500 EUR, and you can make up to "
              "four partial early repayments a year.")
    # PASSed (P 0.04): the count agrees, its period does not
    assert counts("You can make up to four partial early repayments per month.", source) == [
        (C, "four partial early repayments per month", "four partial early repayments a year")]
    assert counts("You can make up to four partial early repayments a year.", source) == []
    assert counts("You can make four partial early repayments every year.", source) == []


@pytest.mark.parametrize(("claim", "found"), [
    # PASSed (P 0.03): "make" is not "to", but the three words after the count are the source's
    ("You can make three withdrawals a year without losing interest.",
     [(C, "three withdrawals", "two")]),
    ("You can make two withdrawals a year without losing interest.", []),
    # a bound before either count leaves it to the bounds ("under 170 appearances" is 169)
    ("You can make under three withdrawals a year without losing interest.", []),
])
def test_a_count_in_the_three_words_after_the_sources_is_read_against_it(claim, found):
    source = ("Can I take money out early? Yes, up to two withdrawals a year without losing "
              "interest; a third withdrawal closes the account.")
    assert counts(claim, source) == found


def test_a_year_is_no_count_of_the_words_after_it():
    source = "In 2009 American Music Awards went to her for Artist of the Year."
    assert counts("She won five American Music Awards that year.", source) == []
