"""Hand-written cases for every deterministic check (English and Spanish)."""

from __future__ import annotations

import pytest
from claim_sources import src
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtrace.checks import (
    CheckOutcome,
    check_dates,
    check_entities,
    check_negation,
    check_numbers,
    check_quantity,
    find_dates,
    find_numbers,
    parse_number,
    run_checks,
)
from groundtrace.checks.entities import EntityMention, find_entities
from groundtrace.checks.prices import find_free
from groundtrace.errors import ConfigurationError
from groundtrace.sources import Span

S, U, C = CheckOutcome.SUPPORTED, CheckOutcome.UNSUPPORTED, CheckOutcome.CONTRADICTED


def outcomes(fn, claim: str, evidence: str, source: str | None = None):
    ev = [src(evidence)]
    sources = [src(source)] if source is not None else ev
    return [(h.outcome, h.claim_value) for h in fn(claim, ev, sources)]


@pytest.mark.parametrize(
    ("raw", "values"),
    [
        ("1,000", {1000.0}),
        ("1.000", {1000.0, 1.0}),  # Spanish thousands or English decimal
        ("1.000,50", {1000.5}),
        ("1,000.50", {1000.5}),
        ("1.000.000", {1e6}),
        ("3,5", {3.5}),
        ("3.5", {3.5}),
        ("12345", {12345.0}),
    ],
)
def test_parse_number_english_and_spanish(raw, values):
    assert parse_number(raw) == frozenset(values)


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("It costs $3.5M", 3.5e6, "USD"),
        ("3 million users", 3e6, None),
        ("three million people", 3e6, None),
        ("a rate of 50%", 50.0, "%"),
        ("a rate of 50 percent", 50.0, "%"),
        ("EUR 20", 20.0, "EUR"),
        ("20 €", 20.0, "EUR"),
        ("1.000,50 euros", 1000.5, "EUR"),
        ("5 km", 5.0, "km"),
        ("2 business days", 2.0, None),
        ("10 días", 10.0, "day"),
        # a unit joined by a hyphen
        ("a harrowing 12-day journey", 12.0, "day"),
        ("a 200-mile trip", 200.0, "mi"),
        ("call the 24-hour line", 24.0, "hour"),
    ],
)
def test_find_numbers_values_and_units(text, value, unit):
    (m,) = find_numbers(text)
    assert value in m.values and m.unit == unit
    assert text[m.start:m.end] == m.text


def test_years_and_codes_are_not_amounts():
    assert find_numbers("In 2021 COVID-19 hit; the A320 flew; version 1.2.3") == []


def test_a_number_word_before_a_word_starting_like_a_scale_is_prose():
    # "k" is a scale ("5k"), but "two knew" and "three kids" are prose
    assert find_numbers("The two knew each other.") == []
    assert find_numbers("She has three kids.", source=True) == []
    assert [m.text for m in find_numbers("five k runners")] == ["five k"]


def test_a_duration_is_no_rival_of_a_distance():
    assert outcomes(check_numbers, "He describes a harrowing 12-day journey from Turkey.",
                    "He describes a harrowing journey of 200 miles from Turkey.") == [
        (U, "12-day")]


def test_numbers_same_value_different_formats_supported():
    assert outcomes(check_numbers, "Revenue was $3.5M.", "Revenue was 3.5 million dollars.") == [
        (S, "$3.5M")]
    assert outcomes(check_numbers, "The fee is EUR 1,500.", "La comisión es de 1.500 €.") == [
        (S, "EUR 1,500")]
    assert outcomes(check_numbers, "La comisión es de 1.000,50 euros.",
                    "The fee is 1,000.50 EUR.") == [(S, "1.000,50 euros")]
    assert outcomes(check_numbers, "Half of them, 50%, agreed.", "50 percent agreed.") == [
        (S, "50%")]


def test_numbers_contradicted_and_unsupported():
    assert outcomes(check_numbers, "The fee is 7 EUR.", "The fee is 5 EUR.") == [(C, "7 EUR")]
    assert outcomes(check_numbers, "La comisión es de 1.200,00 euros.",
                    "La comisión es de 1.000,50 euros.") == [(C, "1.200,00 euros")]
    # The source never states any comparable number: unsupported, not contradicted.
    assert outcomes(check_numbers, "It takes 3 days.", "Transfers are fast.") == [(U, "3 days")]
    # Different units are not compared: 5 km is not a contradiction of 5 EUR.
    assert outcomes(check_numbers, "It is 5 km away.", "The fee is 5 EUR.") == [(U, "5 km")]


def test_numbers_written_out_in_the_source_are_read():
    assert outcomes(check_numbers, "The fee is 5 dollars.", "The fee is five dollars a month.") == [
        (S, "5 dollars")]
    assert outcomes(check_numbers, "It arrives in 10 seconds.",
                    "Instant transfers arrive within ten seconds.") == [(S, "10 seconds")]
    # A written-out number of the same unit is a rival: the claim's number is contradicted.
    assert outcomes(check_numbers, "The fee is 6 dollars.", "The fee is five dollars.") == [
        (C, "6 dollars")]
    # Only before a unit: "one of the two" states no value.
    assert find_numbers("one of the two branches", source=True) == []


def test_written_out_numbers_stay_prose_in_a_claim_and_compounds_are_read_whole():
    # A claim's "five dollars" is not a value to look for (no hit at all).
    assert outcomes(check_numbers, "The fee is five dollars.", "The fee is 5 dollars.") == []
    # "twenty five million" is 25 million, not 5 million; "twenty four hour" 24 hours
    assert [(m.text, m.values) for m in find_numbers("twenty five million people")] == [
        ("twenty five million", {25e6})]
    assert [(m.values, m.unit) for m in find_numbers("Call our twenty four hour line.",
                                                     source=True)] == [({24.0}, "hour")]
    assert [m.text for m in find_numbers("five million people")] == ["five million"]
    # number words in a row before what they count are a value in a claim too
    assert [(m.values, m.unit) for m in find_numbers(
        "You receive one hundred and fifty euros.")] == [({150.0}, "EUR")]
    assert [m.values for m in find_numbers("two thousand five hundred EUR")] == [{2500.0}]
    assert find_numbers("one of the two cards") == []
    assert outcomes(check_numbers, "You receive one hundred and fifty euros.",
                    "The welcome bonus is 150 EUR.") == [(S, "one hundred and fifty euros")]


def test_numbers_found_elsewhere_in_the_source_are_supported():
    hits = check_numbers("Cards cost 9 EUR.", [src("Cards are popular.")],
                         [src("Intro. Cards cost 9 EUR.", "doc", 100)])
    assert [(h.outcome, h.source_span) for h in hits] == [(S, Span("doc", 118, 123))]


def test_a_number_found_elsewhere_is_contradicted_only_by_a_rival_in_its_own_unit():
    source = [src("Intro. Cards cost 9 EUR. Branch visits cost 5 EUR.", "doc", 100)]
    # The passage about the claim prices the same thing in the same unit: a swap.
    hits = check_numbers("Cards cost 5 EUR.", [src("Cards cost 9 EUR.")], source)
    assert [(h.outcome, h.source_value) for h in hits] == [(C, "9 EUR")]
    # An age, a count: the passage retrieved for the claim may be about something
    # else, and the source states the number, so it stands.
    people = [src("Barrientos, now 39, faces two counts. The case took four years.", "doc")]
    hits = check_numbers("Barrientos, 39, was arrested.", [src("The case took four years.")],
                         people)
    assert [(h.outcome, h.source_value) for h in hits] == [(S, "39")]
    hits = check_numbers("Up to 1,700 bodies were found.", [src("About 1,000 were missing.")],
                         [src("About 1,000 were missing. Up to 1,700 bodies may be found.")])
    assert [h.outcome for h in hits] == [S]


def test_a_number_the_claim_itself_states_is_not_a_rival_of_its_other_numbers():
    evidence = [src("The outbreak left 18 people dead.")]
    hits = check_numbers("It left 18 dead and 5 in hospital.", evidence, evidence)
    assert [(h.outcome, h.claim_value) for h in hits] == [(S, "18"), (U, "5")]
    # Without the claim's own 18, the passage's 18 is a rival for the 5.
    assert outcomes(check_numbers, "It left 5 dead.", "The outbreak left 18 people dead.") == [
        (C, "5")]


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # the day of a date is the dates check's, never a number to contradict
        ("On March 1, 2017 he was named one of three applicants.",
         "The list was narrowed from 31 down to three on March 2, 2017.", []),
        # nor is a date's day in the evidence a rival
        ("The cover is the one in part 2 of the specials.",
         "15 May, 2009. The cover is the one in part 2.", [(S, "2")]),
        ("The cover is the one in part 2 of the specials.", "Posted 15 May, 2009.", [(U, "2")]),
        ("It left 18 dead.", "The outbreak left 15 people dead on 18 May.", [(C, "18")]),
        # nor the short year of a season
        ("It takes place during the 2018–19 academic year.", "It starts in the 2019 term.", []),
    ],
)
def test_numbers_inside_dates_are_left_to_the_dates_check(claim, evidence, expected):
    assert outcomes(check_numbers, claim, evidence) == expected


def test_a_date_elsewhere_in_the_source_does_not_back_a_number():
    source = "It has many branches. " + "x " * 100 + "It was founded on 15 May 2009."
    assert outcomes(check_numbers, "It has 15 branches.", "It has many branches.", source) == [
        (U, "15")]
    source = "It has many branches. " + "x " * 100 + "In 2009 it had 15 of them."
    assert outcomes(check_numbers, "It has 15 branches.", "It has many branches.", source) == [
        (S, "15")]


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # a bound or an estimate fits the exact value it stands for
        ("It received more than 30,000 claims.", "It received 30,621 claims.", [(S, "30,000")]),
        ("About 3,000 people came.", "Some 2,850 people came.", [(S, "3,000")]),
        ("Up to 5 people may join.", "4 people may join.", [(S, "5")]),
        ("Más de 100 clientes llamaron.", "Llamaron 120 clientes.", [(S, "100")]),
        # and still contradicts a value outside it, below or far above
        ("Over 50 people came.", "40 people came.", [(C, "50")]),
        ("It killed over 1,500 people.", "It killed 10,000 people.", [(C, "1,500")]),
        ("About 3,000 people came.", "2,000 people came.", [(C, "3,000")]),
        # cents are hundredths of the source's currency
        ("Instant transfers cost 50 cents.", "Instant transfers cost 0.50 EUR.", [(S, "50 cents")]),
        ("Instant transfers cost 60 céntimos.", "Cuestan 0,50 EUR.", [(C, "60 céntimos")]),
        # a bare number of the passage counts something else than an amount with a unit
        ("The vet removed about 1 lb of parts.", "She had 28 staples after the surgery.",
         [(U, "1 lb")]),
        ("The vet removed 28 parts.", "She had 28 staples after the surgery.", [(S, "28")]),
        ("The vet removed 30 parts.", "She had 28 staples after the surgery.", [(C, "30")]),
        # a count per period is compared only with a count per the same period
        ("The line is open 7 days a week.",
         "You have up to 30 days. Cards can be blocked 24 hours a day.", [(U, "7 days")]),
        # ... but "24 hours a day, 7 days a week" says "at every hour", as the source does
        ("The line is open 24 hours a day, 7 days a week.",
         "You have up to 30 days. Cards can be blocked 24 hours a day.",
         [(S, "24 hours"), (S, "7 days")]),
        ("The line is open 24 hours a day, 7 days a week.",
         "You have up to 30 days. The line is open 9:00 to 17:00.",
         [(U, "24 hours"), (U, "7 days")]),
        ("The line is open 12 hours a day.", "Cards can be blocked 24 hours a day.",
         [(C, "12 hours")]),
        ("Delivery takes 5 days.", "The branch is open 7 days a week.", [(U, "5 days")]),
        # money per period stays a price, whatever the source calls the period
        ("The Gold card costs 150 USD per year.", "The annual fee for the Gold card is 95 USD.",
         [(C, "150 USD")]),
        # a small number the source writes out
        ("Captives were executed at 2 locations.", "They were shot at two locations, 21 men.",
         [(S, "2")]),
    ],
)
def test_bounds_estimates_and_spelled_out_numbers(claim, evidence, expected):
    assert outcomes(check_numbers, claim, evidence) == expected

@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Branch transfers are free for students.", ["free"]),
        ("It is completely free.", ["free"]),
        ("Transfers are free of charge.", ["free of charge"]),
        ("You can open it for free.", ["for free"]),
        ("Free withdrawals at any ATM.", ["Free withdrawals"]),
        ("There is no monthly fee and no hidden charges.", ["no monthly fee", "no hidden charges"]),
        ("Students pay nothing.", ["pay nothing"]),
        ("It comes without any fee.", ["without any fee"]),
        ("It doesn't cost anything.", ["doesn't cost anything"]),
        ("You won't pay anything for it.", ["won't pay anything"]),
        ("You don't have to pay a penny.", ["don't have to pay a penny"]),
        ("You won't be charged for it.", ["won't be charged for it"]),
        ("You are not charged twice.", []),
        ("La transferencia es gratuita y sin comisiones.", ["gratuita", "sin comisiones"]),
        ("Feel free to call us.", []),
        ("He is free to go.", []),
        ("He scored from a free kick.", []),
        ("The drink is sugar-free.", []),
        ("Pay no later than Friday.", []),
        ("Free speech is protected.", []),
        ("Check it out when you are free.", []),
        ("If she is free, she will call.", []),
        ("They are free.", ["free"]),
        ("Early repayment is free after the fifth year.", ["free"]),
        ("The account is free unless you overdraw it.", ["free"]),
        ("He is free after 5 pm.", []),
    ],
)
def test_find_free_reads_prices_of_nothing_only(text, found):
    assert [m.text for m in find_free(text)] == found
    assert all(text[m.start:m.end] == m.text for m in find_free(text))


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # the miss that let a wrong answer pass: no digit in the claim to compare
        ("Branch transfers are free for students.", "Branch transfers cost 2.50 EUR.",
         [(C, "free")]),
        ("La transferencia es gratuita.", "La transferencia cuesta 2,50 EUR.", [(C, "gratuita")]),
        ("The account has no monthly fee.", "The account costs 5 EUR a month.",
         [(C, "no monthly fee")]),
        # the reverse: an amount where the source says free
        ("Online transfers cost 2.50 EUR.", "Online transfers are free for all customers.",
         [(C, "2.50 EUR")]),
        # backed: the source says free too, in other words, or states zero
        ("Transfers are free.", "Transfers cost nothing.", [(S, "free")]),
        ("Transfers are free.", "Transfers: 0 EUR.", [(S, "free")]),
        # the claim states the source's amount too: no contradiction, but nothing about
        # students paying nothing either (a shared amount says nothing of the subject)
        ("Students pay nothing; others pay 2.50 EUR.", "Transfers cost 2.50 EUR.",
         [(U, "pay nothing"), (S, "2.50 EUR")]),
        # the passage prices several things: the sentence about the claim's subject counts
        ("Branch transfers are free for students.",
         "Online transfers are free. Branch transfers cost 2.50 EUR.", [(C, "free")]),
        ("Online transfers are free.",
         "Online transfers are free. Branch transfers cost 2.50 EUR.", [(S, "free")]),
        ("Branch transfers cost 4 EUR.", "Online transfers are free. Branch transfers are free.",
         [(C, "4 EUR")]),
        # no sentence about the same thing says it costs nothing: the source never
        # states that price (a verifier reads "Branch transfers are free" as entailed
        # by "Replacement cards are free of charge")
        ("Student accounts are free.", "Branch transfers cost 2.50 EUR.", [(U, "free")]),
        ("Transfers are free.", "Transfers arrive within a day.", [(U, "free")]),
        ("Branch transfers are free.", "Replacement cards are free of charge.", [(U, "free")]),
        ("It is free.", "Transfers arrive within a day.", [(U, "free")]),
        ("It is free.", "Replacement cards are free of charge.", [(S, "free")]),
        ("Feel free to call us.", "Calls cost 0.10 EUR a minute.", []),
        ("Call us when you are free.", "Calls cost 0.10 EUR a minute.", []),
    ],
)
def test_a_price_of_nothing_is_compared_with_the_amounts_of_money(claim, evidence, expected):
    assert outcomes(check_numbers, claim, evidence) == expected


@pytest.mark.parametrize(("text", "limit"), [
    ("The default daily limit for card payments is 3,000 EUR", True),
    ("customers can raise it to 6,000 EUR", True),
    ("a maximum of 500 EUR", True),
    ("el límite diario es de 3.000 EUR", True),
    ("Branch transfers cost 2.50 EUR", False),
    ("Above the limit, each transfer costs 5 EUR", False),  # the clause prices a transfer
    # a field of a record or a table: "key: value"
    ("card daily limit: 1500 EUR.", True),
    ("Maximum: 500 EUR", True),
    ("Fee: 2.50 EUR", False),
])
def test_an_amount_after_limit_words_is_a_limit(text, limit):
    from groundtrace.checks.prices import is_limit

    amount = find_numbers(text, source=True)[-1]
    assert is_limit(text, amount.start) is limit


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # a limit is no price: "free" is not contradicted by it, nor is a fee
        ("Card payments are free.", "The daily limit for card payments is 3,000 EUR.",
         [(U, "free")]),
        ("Card payments cost 1 EUR.", "The daily limit for card payments is 3,000 EUR.",
         [(U, "1 EUR")]),
        # a limit rivals a limit
        ("The daily limit is 30,000 EUR.", "The daily limit is 3,000 EUR.",
         [(C, "30,000 EUR")]),
        ("The card limit is 3,000 EUR.", "Card payments cost 1 EUR.", [(U, "3,000 EUR")]),
    ],
)
def test_limits_and_prices_are_compared_with_their_own_kind(claim, evidence, expected):
    assert outcomes(check_numbers, claim, evidence) == expected


@pytest.mark.parametrize(
    ("claim", "evidence", "expected"),
    [
        # a number in a name is compared with the same name, not with every number
        ("The Tier 2 capital ratio was 11%.", "The Tier 1 capital ratio was 11%.",
         [(C, "Tier 2"), (S, "11%")]),
        ("Both Tier 1 and Tier 2 rose.", "Tier 1 rose. Tier 2 rose too.",
         [(S, "Tier 1"), (S, "Tier 2")]),
        # a name the source never gives is the entities check's; a rank is no quantity
        ("I enjoyed him in Reno 911.", "He starred in Night at the Museum in 2006.", []),
        ("You might enjoy Fantastic 4: Rise of the Silver Surfer.", "He wrote 3 books.", []),
        ("He is a #1 selling author.", "He wrote 3 books.", []),
        # still quantities: a score, a number after the sentence's first word, a unit
        ("United beat Arsenal 5-4.", "United beat Arsenal 3-1.", [(C, "5")]),
        ("In 5 days it arrives.", "It arrives in 2 days.", [(C, "5 days")]),
    ],
)
def test_a_number_in_a_name_is_compared_with_the_same_name(claim, evidence, expected):
    assert outcomes(check_numbers, claim, evidence) == expected


def test_a_price_of_nothing_is_found_anywhere_in_the_source_about_the_same_thing():
    passage = "Branch transfers arrive within a day."
    source = passage + " Branch transfers cost nothing for students."
    hits = check_numbers("Branch transfers are free.", [src(passage)], [src(source)])
    assert [(h.outcome, h.source_value) for h in hits] == [(S, "cost nothing")]
    assert source[hits[0].source_span.char_start:hits[0].source_span.char_end] == "cost nothing"
    # the passage states an amount, and the claim states it too: no contradiction
    assert outcomes(check_numbers, "Students pay nothing; others pay 2.50 EUR.",
                    "Transfers cost 2.50 EUR.", "Transfers cost 2.50 EUR. Cards are new.") == [
        (U, "pay nothing"), (S, "2.50 EUR")]


@pytest.mark.parametrize(("claim", "expected"), [
    # the value is in the list, on another item: the item about the claim says otherwise
    # (a word both items share, "transfers", is no likeness: "Branch transfers cost 0.50
    # EUR" was backed by the instant transfers' 0.50 EUR)
    ("Branch transfers cost 0.50 EUR.", [(C, "0.50 EUR")]),
    ("Instant transfers cost 2.50 EUR.", [(C, "2.50 EUR")]),
    ("The fee for a branch transfer is 0.50 EUR.", [(C, "0.50 EUR")]),
    ("A branch transfer costs 2.50 EUR.", [(S, "2.50 EUR")]),
    ("Instant transfers cost 0.50 EUR.", [(S, "0.50 EUR")]),
])
def test_a_price_lists_value_belongs_to_its_own_item(claim, expected):
    # "0.50 EUR" and "2.50 EUR" shared the words "50" and "transfers", so both items
    # were as much about a branch transfer and the first one won; and "branch
    # transfers" after the ";" was read as near the 0.50 EUR before it
    price_list = "Fees: instant transfers 0.50 EUR; branch transfers 2.50 EUR."
    assert outcomes(check_numbers, claim, price_list) == expected


def test_a_shared_word_near_a_value_still_counts_between_long_sentences():
    # two sentences, not list items: "quarter" near $6.86 is likeness enough, though
    # the sentence most about the claim (earned, capital, one) also says "quarter"
    source = ("Net of this adjusting item, earnings per share in the quarter were $6.86.\n"
              "In the third quarter, Capital One earned $3.1 billion or $6.78 per diluted "
              "common share.")
    claim = "Capital One noted earnings per share of $6.86 in the quarter and earned $3.1 billion."
    assert outcomes(check_numbers, claim, source) == [(S, "$6.86"), (S, "$3.1 billion")]


def test_the_item_about_a_claim_shares_its_words_in_any_form_and_its_values_whole():
    from groundtrace.checks.prices import priced_sentence

    lines = [src("Branch transfer: 2.50 EUR"), src("Card replacement: 10 EUR")]
    about = priced_sentence("Branch transfers cost 10 EUR.", lines)
    assert about is not None and about.text == "Branch transfer: 2.50 EUR"
    # a limit and the raise of it: the value names the clause ("it" names the limit)
    faq = [src("The default daily limit for card payments is 3,000 EUR; customers can "
               "raise it to 6,000 EUR in the app for up to 30 days.")]
    about = priced_sentence("You can raise the daily card limit to 6,000 EUR for 30 days.", faq)
    assert about is not None and about.text.startswith("customers can raise it")
    assert outcomes(check_numbers, "You can raise the daily card limit to 6,000 EUR for 30 days.",
                    faq[0].text) == [(S, "6,000 EUR"), (S, "30 days")]


def test_an_amount_is_compared_with_the_sentence_about_its_subject():
    faq = ("The daily card limit is 3,000 EUR. Instant transfers cost 0.50 EUR. "
           "A replacement card arrives within 5 days at no cost.")
    (hit,) = check_numbers("Instant transfers cost 5 EUR.", [src(faq)], [src(faq)])
    assert (hit.outcome, hit.source_value) == (C, "0.50 EUR")
    (hit,) = check_numbers("A replacement card costs 15 EUR.", [src(faq)], [src(faq)])
    assert (hit.outcome, hit.source_value) == (C, "at no cost")
    # each clause of a compound claim is about its own thing; one that names
    # nothing of its own ("they") is about what the claim is about
    claim = ("Block the card only after you file a report at the police station, "
             "and the replacement costs 15 EUR.")
    (hit,) = check_numbers(claim, [src(faq)], [src(faq)])
    assert (hit.outcome, hit.claim_value, hit.source_value) == (C, "15 EUR", "at no cost")
    hits = check_numbers("A replacement card arrives within 5 days, and they cost 15 EUR.",
                         [src(faq)], [src(faq)])
    assert [(h.outcome, h.source_value) for h in hits] == [(S, "5 days"), (C, "at no cost")]


def test_a_contradicted_free_cites_the_amount():
    source = src("Online transfers are free. Branch transfers cost 2.50 EUR.", "d", 4)
    (hit,) = check_numbers("Branch transfers are free.", [source], [source], claim_offset=3)
    assert (hit.claim_start, hit.claim_end) == (3 + 21, 3 + 25)
    assert hit.source_span == Span("d", 4 + 49, 4 + 57) and hit.source_value == "2.50 EUR"
    assert "free" in hit.explanation and "2.50 EUR" in hit.explanation


def test_a_bound_the_claim_restates_beside_its_free_is_no_price_it_states():
    # "up to 100 EUR" is how much may be swapped, not what it costs: the claim's "free"
    # still meets the 3 EUR fee; a claim that states the fee talks about both
    faq = "Non-customers can swap up to 100 EUR in coins for notes once a day, for a fee of 3 EUR."
    assert outcomes(check_numbers, "Non-customers can swap up to 100 EUR in coins for notes "
                    "once a day, free of charge.", faq) == [(S, "100 EUR"), (C, "free of charge")]
    assert outcomes(check_numbers, "Swapping up to 100 EUR of coins costs 3 EUR, so it is not "
                    "free.", faq) == [(S, "100 EUR"), (S, "3 EUR")]


def test_a_bare_number_that_counts_something_is_no_amount_of_money():
    faq = "A replacement card arrives within 5 business days at no cost."
    assert outcomes(check_numbers, "Replacement cards cost 5 EUR.", faq) == [(C, "5 EUR")]
    assert outcomes(check_numbers, "The fee is 5 EUR.", "We have 5 branches in Madrid.") == [
        (U, "5 EUR")]
    # a bare number before a price's own words is still the price
    assert outcomes(check_numbers, "The fee is 5 EUR.", "The fee is 5 per month.") == [
        (S, "5 EUR")]
    assert outcomes(check_numbers, "The fee is 5 EUR.", "The fee is 5.") == [(S, "5 EUR")]
    # a count is still a count
    assert outcomes(check_numbers, "We have 5 branches.", "There are 5 branches in Madrid.") == [
        (S, "5")]


def test_hit_offsets_index_the_response():
    response = "Hello. The fee is 7 EUR."
    claim = response[7:]
    (hit,) = check_numbers(claim, [src("The fee is 5 EUR.")], [src("The fee is 5 EUR.")],
                           claim_offset=7)
    assert response[hit.claim_start:hit.claim_end] == "7 EUR"
    assert hit.source_span == Span("d", 11, 16) and hit.source_value == "5 EUR"
    assert "5 EUR" in hit.explanation and hit.to_dict()["outcome"] == "contradicted"


def test_dates_swapped_year_is_contradicted():
    assert outcomes(check_dates, "The bank was founded in 2019.",
                    "The bank was founded in 2021.") == [(C, "2019")]


def test_a_date_that_shares_no_part_with_the_claims_does_not_back_it():
    # "April 3" states no year: it neither backs "1955" nor hides the passage's 1950
    assert outcomes(check_dates, "Kurt Weill died in 1955.",
                    "Weill died on April 3 in New York, where his last opera had opened "
                    "in 1950.") == [(C, "1955")]
    assert outcomes(check_dates, "The card was issued in 2021.",
                    "The card was issued on Feb 05.") == [(U, "2021")]
    assert outcomes(check_dates, "The card was issued in March 2021.",
                    "The card was issued on 5 March 2021.") == [(S, "March 2021")]


def test_a_year_in_quotation_marks_is_a_title():
    assert outcomes(check_dates, 'It was a standout on Adams\'s "1989" cover album.',
                    "Adams released his cover album in the autumn of 2015.") == []


@pytest.mark.parametrize("stamp", ["PUBLISHED DATETIME: 2007-05-22 19:02", "Updated: 22 May 2007.",
                                   "Retrieved on May 22, 2007.", "Posted on: 22/05/2007."])
def test_a_documents_own_date_is_no_rival(stamp):
    source = f"{stamp} The band toured with Alice in Chains."
    assert outcomes(check_dates, "They toured in October 2007.", source) == [
        (U, "October 2007")]
    # it still backs the same date, and a date of what happened still rivals
    assert outcomes(check_dates, "It was posted in May 2007.", source) == [(S, "May 2007")]
    assert outcomes(check_dates, "They toured in October 2007.",
                    "The band toured with Alice in Chains in June 2007.") == [
        (C, "October 2007")]
    # an update told in prose is an event: its date rivals
    assert outcomes(check_dates, "The rules changed on 1 April 2026.",
                    "The rules were updated on 1 March 2026.") == [(C, "1 April 2026")]


def test_the_rival_date_nearest_the_claims_is_cited():
    source = "Elvis Presley (January 8, 1935 – August 16, 1977) was an American singer."
    (hit,) = check_dates("He died in August 1976.", [src(source)], [src(source)])
    assert (hit.outcome, hit.source_value) == (C, "August 16, 1977")


@pytest.mark.parametrize(("claim", "source", "expected"), [
    # a bound met by the source's date on its side
    ("He died before July 11, 2015.", "He died on 10 July 2015 in New York.",
     [(S, "July 11, 2015")]),
    ("She was born after July 1986.", "She was born on 23 October 1986.", [(S, "July 1986")]),
    ("It was released prior to 1990.", "It was released on August 15, 1986.", [(S, "1990")]),
    ("Cases were confirmed before 14 April.", "As of 13 April 2020, 1,030 cases were confirmed.",
     [(S, "14 April")]),
    # on the other side, or read against the date nearest it, or the source's own bound
    ("It was founded after 1990.", "It was founded in 1985.", [(C, "1990")]),
    ("It was founded before 1990.", "It was founded in 1995; its founder was born in 1960.",
     [(C, "1990")]),
    ("You can cancel before 15 March.", "You can cancel before 1 March.", [(C, "15 March")]),
    # a date said of itself keeps its meaning
    ("It opened by 1990.", "It opened in 1986.", [(C, "1990")]),
])
def test_a_date_the_claim_bounds_is_met_by_a_date_on_its_side(claim, source, expected):
    assert outcomes(check_dates, claim, source) == expected


def test_more_words_make_a_bound():
    assert outcomes(check_numbers, "It has a rating lower than 30%.",
                    "The film has a rating of 29%.") == [(S, "30%")]
    assert outcomes(check_numbers, "It will be larger than 170 zettabytes.",
                    "It will grow to 175 zettabytes.") == [(S, "170")]
    assert outcomes(check_numbers, "The rate is higher than 5%.", "The rate is 4.5%.") == [
        (C, "5%")]
    # the dollar's country between the bound and its value
    assert outcomes(check_numbers, "It grossed more than US $789,000 there.",
                    "It grossed US $789,298 there.") == [(S, "$789,000")]


def test_dates_formats_agree():
    (d,) = find_dates("On 5 de marzo de 2021 it opened.")
    assert d.readings == frozenset({(2021, 3, 5)})
    assert outcomes(check_dates, "It opened on March 5, 2021.", "Opened 2021-03-05.") == [
        (S, "March 5, 2021")]
    assert outcomes(check_dates, "Abrió el 5 de marzo de 2021.", "It opened on 05/03/2021.") == [
        (S, "5 de marzo de 2021")]
    assert outcomes(check_dates, "It opened on March 6, 2021.", "It opened on March 5, 2021.") == [
        (C, "March 6, 2021")]
    assert outcomes(check_dates, "It opened in 1999.", "It opened recently.") == [(U, "1999")]


def test_a_shared_name_does_not_place_a_swap():
    # the neighbour both names share is the subject's name, not the slot's word
    source = "Thomas Kretschmann starred in Prince Valiant."
    assert outcomes(check_entities, "Thomas Kretschmann is also in Open Grave.", source) == [
        (S, "Thomas Kretschmann"), (U, "Open Grave")]
    # a relation word still places it
    assert outcomes(check_entities, "Thomas Kretschmann starred in Open Grave.", source) == [
        (S, "Thomas Kretschmann"), (C, "Open Grave")]


def test_a_name_after_another_role_word_is_no_swap():
    # "written in English" names a language, "written by Frank McCourt" an author
    source = "The memoir is written by Frank McCourt and was released in 2005."
    assert outcomes(check_entities, "It was released in 2005 and written in English.",
                    source) == [(U, "English")]
    assert outcomes(check_entities, "It was released in 2005 and written by Jane Austen.",
                    source) == [(C, "Jane Austen")]
    # "of" joins a name to its kind: "the city of Lyon" stands where "in Paris" does
    assert outcomes(check_entities, "The training center is located in Paris.",
                    "The training center is located in the city of Lyon.") == [(C, "Paris")]


def test_a_name_typed_otherwise_is_found():
    # apostrophes and the spaces between initials are typing, not another name
    assert outcomes(check_entities, "They won the Presidents' Trophy.",
                    "They earned the President's Trophy for the seventh time.") == [
        (S, "Presidents"), (S, "Trophy")]
    assert outcomes(check_entities, "The series is by J.K. Rowling.",
                    "It was written by British author J. K. Rowling.") == [
        (S, "J.K"), (S, "Rowling")]
    # an initial's possessive names the person the record writes with the initial
    record = "Decision: K. Whelan approved; E. Whelan declined, as she is under 18."
    assert outcomes(check_entities, "We had to decline E.'s request.", record) == [
        (S, "E.'s")]
    assert outcomes(check_entities, "We had to decline M.'s request.", record) == [
        (U, "M.'s")]


def test_an_acronym_and_a_name_with_other_initials_are_no_swap():
    # "CNN" does not stand where "Italian" does: two kinds of thing
    assert outcomes(check_entities, "Migrants rescued in Augusta tell CNN why they fled.",
                    "Migrants rescued in Augusta tell Italian officials why they fled.") == [
        (S, "Augusta"), (U, "CNN")]
    # an acronym may stand for a name with its initials, and two acronyms for each other
    assert outcomes(check_entities, "The model NS-CN learns concepts.",
                    "The model Neuro-Symbolic Concept Learner learns concepts.") == [
        (C, "NS-CN")]
    assert outcomes(check_entities, "The story aired on NBC last night.",
                    "The story aired on CBS last night.") == [(C, "NBC")]


def test_a_names_adjective_or_plural_is_found_as_the_name():
    hits = check_entities("He died in the Libyan civil war.", [src("He died in Libya in 2011.")],
                          [src("He died in Libya in 2011.")])
    assert [(h.outcome, h.claim_value, h.source_value) for h in hits] == [
        (S, "Libyan", "Libya")]
    assert outcomes(check_entities, "Many Nepalis climb on the Tibetan side.",
                    "Climbers from Nepal also go to Tibet.") == [(S, "Nepalis"), (S, "Tibetan")]
    # a surname is not a first name with an ending, nor a short name a longer one's stem
    assert outcomes(check_entities, "The fund is run by Mark Davidson.",
                    "The fund is run by Mark David.") == [(U, "Mark Davidson")]
    assert outcomes(check_entities, "The office is in Ukraine.",
                    "The office is in the UK.") == [(U, "Ukraine")]
    # the name in the claim, its adjective in the source
    hits = check_entities("The bank is based in Australia.",
                          [src("It is an Australian-owned bank.")],
                          [src("It is an Australian-owned bank.")])
    assert [(h.outcome, h.claim_value, h.source_value) for h in hits] == [
        (S, "Australia", "Australian")]
    # nor a short name the start of a longer one: "UK" is not found in "Ukraine"
    assert outcomes(check_entities, "The office is in the UK.",
                    "The office is in Ukraine.") == [(C, "UK")]
    # a three-letter name's plural
    assert outcomes(check_entities, "Another bank's ATM charges a fee.",
                    "Other banks' ATMs charge 1.95 EUR.") == [(S, "ATM")]


def test_titles_and_connectors_do_not_start_a_name():
    assert [e.text for e in find_entities("She starred in Salt and Mr & Mrs. Smith")] == [
        "Salt", "Smith"]


@pytest.mark.parametrize(
    ("claim", "evidence", "found"),
    [
        # a title or office before the name
        ("Iraqi President Saddam Hussein's regime fell in 2003.",
         "The regime of Saddam Hussein fell in 2003.", "Saddam Hussein's"),
        ("PM John Key said the flag vote would go ahead.",
         "John Key said the flag vote would go ahead.", "John Key"),
        ("President Obama signed the bill.", "Obama signed the bill.", "Obama"),
        # a sentence's capitalised first word that is no name, before a full name
        ("Like Adam Gadahn, he was a big deal for the group.",
         "He lacked the notoriety of Adam Gadahn.", "Adam Gadahn"),
        ("Conservationist Edwin Sabuhoro turned poachers into guides.",
         "Edwin Sabuhoro turned poachers into guides.", "Edwin Sabuhoro"),
    ],
)
def test_a_name_is_found_without_what_stands_before_it(claim, evidence, found):
    assert outcomes(check_entities, claim, evidence) == [(S, found)]


@pytest.mark.parametrize(
    ("claim", "evidence", "name"),
    [
        # a people's adjective tells one name from another
        ("Canadian Grand Prix was his last race.",
         "He will leave Formula One after the British Grand Prix.", "Canadian Grand Prix"),
        # a first name is no sentence-initial common word
        ("Jim Constantine founded the label.", "Constantine founded the label.",
         "Jim Constantine"),
        # a title left alone names nobody
        ("The opinion was written by the Chief Justice.",
         "The court ruled in an opinion by Justice Samuel Alito.", "Chief Justice"),
    ],
)
def test_a_shorter_name_is_not_taken_for_another(claim, evidence, name):
    assert [(o, v) for o, v in outcomes(check_entities, claim, evidence) if v == name]


def test_a_name_glued_to_the_next_sentence_is_found():
    # knowledge-graph text runs sentences together: "Niecy NashThe Proposal"
    source = ("Niecy Nashville is a town. The Proposal is starring Niecy NashThe Proposal is "
              "starring Mary Steenburgen.")
    (hit,) = check_entities("Niecy Nash starred in it.", [src(source)], [src(source)])
    assert (hit.outcome, hit.claim_value, hit.source_value) == (S, "Niecy Nash", "Niecy Nash")
    # cited where it is glued, not inside "Nashville"
    assert hit.source_span.char_start == source.index("Niecy NashThe")
    assert outcomes(check_entities, "He was from Wales.",
                    "Country of nationality: WalesWales : State") == [(S, "Wales")]
    # but not inside a word: "Sen" is not in "Senate", "IGN" not in "Sign"
    assert outcomes(check_entities, "Sen Smith spoke.", "The Senate met.") == [
        (U, "Sen Smith")]
    assert outcomes(check_entities, "IGN reviewed it.", "Sign in to comment.") == [(U, "IGN")]


def test_a_name_before_a_hyphenated_word_is_the_name():
    assert [e.text for e in find_entities("A Sims-focused show by a Kremlin-backed firm "
                                          "about Spider-Man and Jean-Pierre Jeunet.")] == [
        "Sims", "Kremlin", "Spider-Man", "Jean-Pierre Jeunet"]


def test_a_name_of_several_words_is_found_written_as_one():
    assert outcomes(check_entities, "Golden Eye is a spy film.",
                    "GoldenEye has genre spy film.") == [(S, "Golden Eye")]
    # or with a hyphen, either side, cited where the source writes it
    (hit,) = check_entities("He surrendered at Appomattox Court House.",
                            [src("They met at Appomattox Courthouse to agree terms.")],
                            [src("They met at Appomattox Courthouse to agree terms.")])
    assert (hit.outcome, hit.source_value) == (S, "Appomattox Courthouse")
    assert outcomes(check_entities, "Kim Jong Un met the envoy.",
                    "The envoy met Kim Jong-un.") == [(S, "Kim Jong Un")]
    assert outcomes(check_entities, "Kim Jong-un met the envoy.",
                    "The envoy met Kim Jong Un.") == [(S, "Kim Jong-un")]
    # not where the words are others
    assert outcomes(check_entities, "Appomattox Court House is a museum.",
                    "Appomattox Court is a museum.") == [(U, "Appomattox Court House")]


def test_a_name_is_found_without_its_generation():
    assert outcomes(check_entities, "Police say Victor White Jr. shot himself.",
                    "Victor White's family disputes the account.") == [(S, "Victor White")]
    # the generation alone is no name of the source's
    assert outcomes(check_entities, "Victor White Jr. spoke.",
                    "Victor Gray spoke.") == [(U, "Victor White Jr")]
    # a numeral ends a title as often as a name: "World War III" is no "World War"
    assert outcomes(check_entities, "It ended in World War III.",
                    "Before World War II began, it ended.") == [(U, "World War III")]


def test_a_name_with_one_word_misspelt_is_the_name():
    (hit,) = check_entities("Did you know Kiera Knightley starred in that?",
                            [src("Keira Knightley starred in Atonement.")],
                            [src("Keira Knightley starred in Atonement.")])
    assert (hit.outcome, hit.source_value) == (S, "Keira Knightley")
    # two slips in a long word
    assert outcomes(check_entities, "She also wrote The Matrix Revoloution.",
                    "She wrote The Matrix Revolutions.") == [(S, "Matrix Revoloution")]
    # not a short word's slip, nor two slips in a word of fewer than eight letters,
    # nor a name of one word
    assert outcomes(check_entities, "John Smith signed it.", "Joan Smith signed it.") == [
        (U, "John Smith")]
    assert outcomes(check_entities, "Mark Lorens signed it.", "Mark Lawson signed it.") == [
        (U, "Mark Lorens")]
    assert outcomes(check_entities, "It was Knightly.", "It was Knightley.") == [
        (U, "Knightly")]


def test_an_acronym_of_the_sources_capitalised_words_is_the_name():
    ecb = "The European Central Bank raised rates."
    (hit,) = check_entities("The ECB raised rates.", [src(ecb)], [src(ecb)])
    assert (hit.outcome, hit.source_value) == (S, "European Central Bank")
    assert outcomes(check_entities, "Gory Guerrero wrestled in the WWE.",
                    "Gory Guerrero wrestled for World Wrestling Entertainment.") == [
        (S, "Gory Guerrero"), (S, "WWE")]
    # not words in lower case, nor a common word's capital
    assert outcomes(check_entities, "The NBA fined him.", "The new board agreed to fine him.") == [
        (U, "NBA")]
    assert outcomes(check_entities, "He met the TBW team.", "The Best Way team met him.") == [
        (U, "TBW")]
    # a person's initials are no acronym
    assert (U, "J.K") in outcomes(check_entities, "It was written by J.K. Rowling.",
                                  "It was written by Jack Kirby.")


def test_a_pronoun_after_a_name_is_no_part_of_it():
    # chat text runs sentences on: "She" ends the name, "It" ends titles
    assert [e.text for e in find_entities("Fran Drescher She was in both.")] == [
        "Fran Drescher"]
    assert [e.text for e in find_entities("The finale of Make It or Break It aired.")] == [
        "Make It", "Break It"]


def test_a_titles_abbreviation_is_no_name():
    assert [e.text for e in find_entities("Sen. Elizabeth Warren criticized the deal. "
                                          "Gov. Smith did not.")] == [
        "Elizabeth Warren", "Smith"]


def test_no_name_starts_inside_a_word():
    assert find_entities("A CNN iReporter filmed it on an iPhone.") == [
        EntityMention("CNN", 2, 5)]
    assert [e.text for e in find_entities("She met O'Brien and d'Artagnan at McDonald's.")] == [
        "O'Brien", "Artagnan", "McDonald's"]


def test_a_names_place_ends_where_a_sentence_runs_into_the_next():
    # "... wrote LullabyLullaby has genre Speculative fictionSpeculative ...": the
    # author's place is "wrote", not the "fiction" of the glued sentences after it
    source = ("Chuck Palahniuk wrote LullabyLullaby has genre Speculative fictionSpeculative "
              "fiction has examples: Zoe's Tale")
    hits = check_entities("Zoe's Tale and Xenocide are Speculative fiction.", [src(source)],
                          [src(source)])
    assert "Chuck Palahniuk" not in {h.source_value for h in hits}


def test_a_names_own_words_do_not_place_another_name():
    # "Zoe's" is part of a name on both sides, not the place "Xenocide" stands in
    assert outcomes(check_entities, "Zoe's Tale and Xenocide are novels.",
                    "Zoe's Tale novels include Lullaby.") == [
        (S, "Zoe's Tale"), (U, "Xenocide")]


def test_an_object_is_no_swap_for_a_passive_verbs_doer():
    source = "The Dark Knight is directed by Christopher Nolan."
    # "Insomnia" stands where "The Dark Knight" does, not where Nolan does
    assert outcomes(check_entities, "He also directed Insomnia.", source) == [
        (U, "Insomnia")]
    # a subject before the verb still stands where the doer does
    assert outcomes(check_entities, "The Dark Knight is directed by Sam Raimi.", source) == [
        (S, "Dark Knight"), (C, "Sam Raimi")]


def test_entities_swapped_city_is_contradicted():
    assert outcomes(check_entities, "The office is in Madrid.",
                    "The office is in Barcelona.") == [(C, "Madrid")]


def test_a_name_elsewhere_in_the_evidence_is_no_swap():
    # the evidence covers the claim's words, but 'PBS' does not stand where
    # 'Dorothy Brown' stands: the name is unsupported, not contradicted
    claim = "Dorothy Brown: Ben Affleck asked the show to drop a segment."
    source = "Ben Affleck asked the show to drop a segment, PBS said on Friday."
    assert outcomes(check_entities, claim, source) == [(U, "Dorothy Brown"), (S, "Ben Affleck")]
    # a name in the same place on either side is a swap
    assert outcomes(check_entities, "The fund is managed by Ana Ruiz in Lisbon.",
                    "The fund is managed by Luis Gomez in Lisbon.") == [
        (C, "Ana Ruiz"), (S, "Lisbon")]
    assert outcomes(check_entities, "Ana Ruiz manages the fund.",
                    "Luis Gomez manages the fund.") == [(C, "Ana Ruiz")]


def test_entities_absent_present_and_accents():
    assert outcomes(check_entities, "The loan was approved by John Smith.",
                    "The loan was approved yesterday.") == [(U, "John Smith")]
    assert outcomes(check_entities, "The branch is in Bogota.",
                    "Our branch in Bogotá opens daily.") == [(S, "Bogota")]
    # Sentence-initial common words are not names.
    assert outcomes(check_entities, "Customers can pay online.", "Payments are online.") == []
    # nor is "I" with a contraction, capitalised wherever it stands
    assert outcomes(check_entities, "I am, I've seen Tusk, and I’ll watch it again, I'd say.",
                    "Horror has examples: Tusk.") == [(S, "Tusk")]


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        # a speaker's hedge around a statement is not its negation
        ("Not really, programming is a formal language of instructions.",
         "Programming is a formal language of instructions."),
        ("I'm not sure but his books were translated into 42 languages.",
         "His books were translated into 42 languages."),
        ("I couldn't believe she married Sean Penn.", "She married Sean Penn."),
        ("The film captures not just the artist she was.", "The film captures the artist she was."),
        # a bare name has no polarity for its source to flip
        ("Leopold Mozart", "It was not Leopold Mozart who wrote it."),
    ],
)
def test_hedges_and_bare_names_are_not_negation_flips(claim, evidence):
    assert outcomes(check_negation, claim, evidence) == []


def test_a_price_of_nothing_in_other_words_is_no_negation_flip():
    # "doesn't cost anything" against "free": the same price, no flip
    assert outcomes(check_negation, "Online SEPA transfers don't cost anything.",
                    "SEPA transfers are free in online banking.") == []
    assert outcomes(check_negation, "Card replacement comes without any fee.",
                    "Card replacement is free of charge.") == []
    # "exempt from the fee" says what "pay no fee" says
    assert outcomes(check_negation, "Premium cardholders are exempt from the foreign exchange "
                    "fee.", "Premium cardholders pay no foreign exchange fee.") == []
    # but "no fee" against a source that charges one still flips
    assert outcomes(check_negation, "La tarjeta no tiene comisión.",
                    "La tarjeta tiene comisión anual.") == [(C, "no")]

def test_non_and_not_before_the_same_word_are_no_flip():
    # "a non-business day" says "not a business day", either way round
    rule = ("A direct debit is collected on the date agreed; if that date is not a business "
            "day, it is collected on the next business day.")
    assert outcomes(check_negation, "If a direct debit is due on a non-business day, it is "
                    "collected on the next business day.", rule) == []
    assert outcomes(check_negation, "If the agreed date is not a business day, the direct "
                    "debit is collected on the next business day.",
                    "If the agreed date is a non-business day, the direct debit is collected "
                    "on the next business day.") == []
    # without the "non" the claim still states the negated case positively
    assert outcomes(check_negation, "If a direct debit is due on a business day, it is "
                    "collected on the next business day.", rule) == [
        (C, "If a direct debit is due on a business day, it is collected on the next "
            "business day.")]


def test_a_negation_on_both_sides_of_words_the_other_does_not_say_is_no_flip():
    # "don't use" against "no activity": the same thing said two ways
    assert outcomes(check_negation, "If you don't use the account for 24 months, it becomes "
                    "dormant.", "Accounts with no customer-initiated activity for 24 months "
                    "are classed as dormant; a dormant account is not closed and keeps its "
                    "balance.") == []
    # a word the claim negates that the source states still flips, whatever else the
    # source negates
    assert outcomes(check_negation, "The card is not blocked after three wrong PIN attempts.",
                    "After three wrong PIN attempts the card is blocked with no warning.") == [
        (C, "not")]


def test_negation_flip_both_ways():
    assert outcomes(check_negation, "The fee is not refundable.",
                    "The fee is refundable within 30 days.") == [(C, "not")]
    assert outcomes(check_negation, "Overdrafts are allowed on the basic account.",
                    "Overdrafts are never allowed on the basic account.")[0][0] is C
    assert outcomes(check_negation, "La tarjeta no tiene comisión.",
                    "La tarjeta tiene comisión anual.") == [(C, "no")]
    # tokenised text: "n't" alone is a cue, and "ca n't believe" a hedge
    assert outcomes(check_negation, "Cards are n't accepted at the branch.",
                    "Cards are accepted at the branch.") == [(C, "n't")]
    assert outcomes(check_negation, "I ca n't believe cards are accepted at the branch.",
                    "Cards are accepted at the branch.") == []


def test_negation_ignored_when_unrelated_or_same_polarity():
    assert outcomes(check_negation, "The fee is not refundable.",
                    "The card does not expire.") == []
    assert outcomes(check_negation, "The fee isn't refundable.",
                    "The fee is not refundable.") == []
    assert outcomes(check_negation, "It covers not only cards but loans.",
                    "It covers cards and loans.") == []


def test_neither_nor_is_one_negation_and_may_or_may_not_none():
    neither = ("Neither the card nor the PIN is sent by post; both are collected at the "
               "branch.")
    assert outcomes(check_negation, "The PIN is not sent by post.", neither) == []
    assert outcomes(check_negation, "The PIN is sent by post.", neither)[0][0] is C
    maybe = "The branch may or may not have a cash machine open at weekends."
    assert outcomes(check_negation, "The branch may have a cash machine open at weekends.",
                    maybe) == []
    assert outcomes(check_negation, "Whether or not you agree, the fee is charged monthly.",
                    "The fee is charged monthly.") == []


def test_negation_is_read_in_the_sentence_that_states_the_claim():
    # The passage's other sentence negates something else: no flip.
    window = "Sudan is one of the last northern white rhinos. There is no cure for age."
    assert outcomes(check_negation, "Sudan is one of the last northern white rhinos.",
                    window) == []
    # The sentence that states the claim negates it: a flip, cited to that sentence.
    window = "The rhinos live in Kenya. Sudan is not one of the last northern white rhinos."
    (hit,) = check_negation("Sudan is one of the last northern white rhinos.",
                            [src(window)], [src(window)])
    assert hit.outcome is C and hit.source_value == "not"
    claim = "The fee is not refundable."
    (hit,) = check_negation(claim, [src("Cards are blue. The fee is refundable.")], [])
    assert hit.source_value == "The fee is refundable."
    assert hit.source_span == Span("d", 16, 38)


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        # the source's negation is in another clause than the one the claim restates
        ("92 percent of Americans say an annual physical exam is important.",
         "They're not alone; 92 percent of Americans say an annual physical exam is important."),
        ("A jury found the former Patriots star guilty of murder.",
         "A jury found the former Patriots star guilty of murder, which carries life without "
         "parole."),
        ("He credits the Clean Air Act with making Americans healthier.",
         "He credits the Clean Air Act with making Americans healthier, because the mountains "
         "aren't covered in smog."),
        # the claim's negation is a hedge in a clause of its own
        ("I don't know the writer, but Jean-Pierre Jeunet directed Amelie.",
         "Jean-Pierre Jeunet directed Amelie."),
        # a hyphenated "no-" names a thing
        ("Americans on the no-fly list will get information about their ban.",
         "Americans on the no-fly list will get information about their ban."),
    ],
)
def test_a_negation_in_another_clause_is_no_flip(claim, evidence):
    assert outcomes(check_negation, claim, evidence) == []


def test_a_negation_in_the_clause_that_states_the_claim_still_flips():
    assert outcomes(check_negation, "A jury found the former Patriots star guilty of murder.",
                    "A jury found the former Patriots star not guilty of murder, after a "
                    "long trial.")[0][0] is C
    assert outcomes(check_negation, "Jean-Pierre Jeunet did not direct Amelie.",
                    "Jean-Pierre Jeunet directed Amelie, which won awards.") == [(C, "not")]


def test_a_source_negating_what_the_claim_negates_is_no_flip():
    # the source's clause is long and mostly not in the claim, but its cue negates
    # the same words as the claim's
    assert outcomes(check_negation, "The man has never been identified.",
                    "But sadly there are three bodies which have been discovered in "
                    "Nottinghamshire which have never been identified.") == []
    assert outcomes(check_negation, "Pat warns Tom not to make it a habit.",
                    "Pat: she will take care of it, just don't make it a habit, she said.") == []
    # a cue in the source's clause that negates something else still leaves a flip
    assert outcomes(check_negation, "He was not guilty.",
                    "He was guilty and got life without parole.") == [(C, "not")]


def test_negation_zero_price_idioms_say_free():
    # "at no cost" / "no fee" state a price of zero, the same as "free".
    assert outcomes(check_negation, "A free replacement card arrives within five days.",
                    "A replacement card arrives within five days at no cost.") == []
    assert outcomes(check_negation, "Transfers in online banking are free.",
                    "Transfers in online banking carry no fees.") == []
    assert outcomes(check_negation, "La reposición de la tarjeta es gratuita.",
                    "La reposición de la tarjeta es sin coste.") == []
    # three words between "without" and the charge
    assert outcomes(check_negation, "You can overpay up to 10% of your balance without a charge.",
                    "You can overpay up to 10% of your balance without an early repayment "
                    "charge.") == []
    # A negated verb is still a flip.
    assert outcomes(check_negation, "A replacement card does not arrive within five days.",
                    "A replacement card arrives within five days at no cost.") == [(C, "not")]


def test_quantity_rates_are_not_universal_claims():
    assert outcomes(check_quantity, "Interest is charged on the balance each day.",
                    "Interest is charged on the daily balance.") == []
    assert outcomes(check_quantity, "Instant transfers cost 0.50 EUR each.",
                    "Instant transfers cost 0.50 EUR.") == []
    assert outcomes(check_quantity, "Statements arrive every month by post.",
                    "Statements arrive monthly by post.") == []
    # a unit price said first ("each one costs", "each withdrawal costs"): FAILed
    # "You get 3 free withdrawals a month; after that, each one costs 2 EUR."
    savings = ("You can make up to 3 free withdrawals per calendar month; further "
               "withdrawals cost 2 EUR each.")
    assert outcomes(check_quantity, "After 3 free withdrawals, each one costs 2 EUR.",
                    savings) == []
    assert outcomes(check_quantity, "After that, each withdrawal costs 2 EUR.", savings) == []
    # an amount on or for each item: "per trip" (FAILed: "the source limits it")
    assert outcomes(check_quantity, "Lost luggage is covered up to 1,500 EUR on each trip.",
                    "It covers medical costs abroad up to 1,000,000 EUR and lost luggage up "
                    "to 1,500 EUR per trip.") == []
    # "each branch" is still a universal claim.
    assert outcomes(check_quantity, "Each branch opens on Sundays.",
                    "Some branch opens on Sundays.") == [(C, "Each")]


@pytest.mark.parametrize(("claim", "source", "expected"), [
    ("A signed declaration is required for all disputes.",
     "A signed declaration is required for disputes over 500 EUR.", [(C, "all")]),
    ("Savings Plus pays 2.1% AER on all balances.",
     "Savings Plus pays 2.1% AER on balances up to 25,000 EUR.", [(C, "all")]),
    ("The account has no monthly fee for anyone.",
     "The account has no monthly fee for customers under 26.", [(C, "anyone")]),
    ("Every customer gets the bonus.",
     "Every customer gets the bonus unless the account is closed.", []),
    ("All customers get the bonus.",
     "Customers get the bonus unless the account is closed.", [(C, "All")]),
    # the claim says the limit too, or the source limits nothing
    ("All disputes over 500 EUR need a signed declaration.",
     "A signed declaration is required for disputes over 500 EUR.", [(U, "All")]),
    ("All customers get a refund.", "Customers get a refund.", [(U, "All")]),
    # a word after the bound's number is no currency code ("over 18 and")
    ("All customers over 18 can apply.", "Customers over 18 and residents can apply.",
     [(U, "All")]),
    # the bound in other words, and "each" of what the source says of "a" one
    ("Each partial repayment has to be 500 EUR or more.",
     "A partial repayment must be at least 500 EUR.", []),
    ("Each partial repayment has to be 300 EUR or more.",
     "A partial repayment must be at least 500 EUR.", [(C, "Each")]),
    ("Every customer gets a card.", "A new customer gets a card.", [(U, "Every")]),
    # no case left out, and any amount, against a source that limits them
    ("You must send proof of enrolment each year, whatever your overdraft limit.",
     "For overdraft limits over 1,000 EUR, you must send proof of enrolment each year.",
     [(C, "whatever")]),
    ("Deposit ATMs accept cheques of any amount.",
     "Deposit ATMs accept cheques of up to 10,000 EUR each.", [(C, "any amount")]),
])
def test_a_universal_claim_the_source_limits_is_contradicted(claim, source, expected):
    assert outcomes(check_quantity, claim, source) == expected


def test_a_bound_or_a_maximum_is_no_quantity_word():
    # "at most" bounds a value and "the most" names a maximum: neither is "most of them"
    source = "Each payment can be up to 10,000 EUR."
    assert outcomes(check_quantity, "Each payment can be at most 10000 EUR.", source) == []
    assert outcomes(check_quantity, "The most you can pay at once is 10,000 EUR.",
                    "You can pay up to 10,000 EUR at once.") == []
    assert outcomes(check_quantity, "Most payments can be 10,000 EUR.", source) == [
        (C, "Most")]


def test_a_price_of_nothing_is_no_quantity_word():
    trades = "Each share or fund trade costs 4.95 EUR, except trades made through a plan."
    assert outcomes(check_quantity, "Trades made through a plan cost nothing.", trades) == []
    assert outcomes(check_quantity, "Nothing is charged for trades made through a plan.",
                    trades) == [(C, "Nothing")]


def test_quantity_words():
    assert outcomes(check_quantity, "All customers get a refund.",
                    "Some customers get a refund.") == [(C, "All")]
    assert outcomes(check_quantity, "It is only available online.",
                    "It is available online.") == [(U, "only")]
    assert outcomes(check_quantity, "All customers get a refund.",
                    "All customers get a refund.") == []


def test_an_unbacked_depends_on_is_unsupported_unless_the_source_states_a_condition():
    limit = "The default daily limit for card payments is 3,000 EUR, both in Spain and abroad."
    assert outcomes(check_quantity, "The daily limit for card payments abroad depends on "
                    "your card.", limit) == [(U, "depends on")]
    assert outcomes(check_quantity, "El límite diario de pagos con tarjeta depende de la "
                    "tarjeta.", "El límite diario de pagos con tarjeta es 3.000 EUR.") == [
        (U, "depende de")]
    # The source states a condition: the claim may be paraphrasing it.
    assert outcomes(check_quantity, "The daily limit for card payments depends on your card.",
                    "The daily limit for card payments is 3,000 EUR if you hold a Gold card.") == []
    assert outcomes(check_quantity, "Fees for card payments vary by account.",
                    "Fees for card payments range from 1 to 5 EUR.") == []
    # Evidence about something else says nothing either way.
    assert outcomes(check_quantity, "The daily limit for card payments depends on your card.",
                    "Branches open at nine.") == []


def test_run_checks_selection_and_errors():
    claim = "The office in Madrid opened in 2019."
    ev = [src("The office in Barcelona opened in 2021.")]
    hits = run_checks(claim, ev, ev)
    assert [(h.check, h.outcome) for h in hits] == [("dates", C), ("entities", C)]
    assert [h.check for h in run_checks(claim, ev, ev, checks=["dates"])] == ["dates"]
    with pytest.raises(ConfigurationError, match="unknown checks"):
        run_checks(claim, ev, ev, checks=["spelling"])


_PIECES = ["The fee", "is", "not", "never", "5 EUR", "1.000,50 €", "in 2019", "Straße",
           "Madrid", "Bogotá", "all", "some", "only", "March 5, 2021", "3 million", "ﬁne",
           "is free", "no fee", "gratis", "."]


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=8),
       st.lists(st.sampled_from(_PIECES), min_size=1, max_size=8),
       st.integers(min_value=0, max_value=50))
def test_property_hit_offsets_slice_their_values(claim_parts, source_parts, offset):
    claim, source = " ".join(claim_parts), " ".join(source_parts)
    response = "x" * offset + claim
    ev = [src(source, "d", 7)]
    doc_text = "y" * 7 + source
    hits = run_checks(claim, ev, ev, claim_offset=offset)
    assert hits == run_checks(claim, ev, ev, claim_offset=offset)
    for h in hits:
        assert response[h.claim_start:h.claim_end] == h.claim_value
        if h.source_span is not None and h.source_value is not None:
            assert doc_text[h.source_span.char_start:h.source_span.char_end] == h.source_value


@pytest.mark.parametrize(
    ("claim", "evidence", "word", "opposite"),
    [
        ("The net interest margin was lower than Q2.",
         "Our net interest margin was 6.35 percent, 46 basis points higher than Q2.",
         "lower", "higher"),
        ("The ratio was 13.8 percent, up 70 basis points from the prior quarter.",
         "The ratio was 13.8 percent at quarter end, down 70 basis points from the prior "
         "quarter.", "up", "down"),
        # inflections meet: "decreased" against "increase", "losses" against "gains"
        ("Costs decreased sharply last year.", "Costs increase sharply every year.",
         "decreased", "increase"),
        ("The fund reported losses on its bond portfolio.",
         "The fund reported gains on its bond portfolio.", "losses", "gains"),
        # at the end of a sentence the words before them are compared
        ("Quarterly card sales at the bank rose.", "Quarterly card sales at the bank fell.",
         "rose", "fell"),
        # the same end of a relation turned round
        ("Alice sold the car to Bob last week.", "Alice bought the car from Bob last week.",
         "sold", "bought"),
        ("La comisión anual es mayor que en 2023.", "La comisión anual es menor que en 2023.",
         "mayor", "menor"),
        ("Las comisiones bajaron en marzo, dijo el banco.",
         "Las comisiones subieron en marzo, dijo el banco.", "bajaron", "subieron"),
        # a decision and a day, turned round
        ("The application was approved because the ratio exceeds 40%.",
         "An application is declined if the ratio exceeds 40%.", "approved", "declined"),
        ("Transfers to other EU banks arrive the same day.",
         "Transfers to other EU banks arrive the next business day.", "same", "next"),
        # a bound turned round: "over 26" where the source says "under 26"
        ("The account has no monthly fee for customers over 26.",
         "The account has no monthly fee for customers under 26.", "over", "under"),
        ("The card is for older customers.", "The card is for younger customers.", "older",
         "younger"),
        # permission where the source states an obligation
        ("You may report a lost card within 24 hours.",
         "You must report a lost card within 24 hours.", "may", "must"),
        ("Claims must be filed within 30 days of leaving home.",
         "Claims must be filed within 30 days of returning home.", "leaving", "returning"),
        # the words after differ ("are covered" / "up to"), two words before meet
        ("Medical costs at home are covered up to 1,000,000 EUR.",
         "It covers medical costs abroad up to 1,000,000 EUR and lost luggage up to 1,500 EUR.",
         "home", "abroad"),
        # one of two kinds of a banking thing for the other
        ("You can draw up to 50% of the gross pay you have earned so far.",
         "You can draw up to 50% of the net pay you have earned so far.", "gross", "net"),
        ("The account pays a fixed interest rate of 3.1% a year.",
         "The account pays a variable interest rate of 3.1% a year.", "fixed", "variable"),
        ("Paying cash in by machine is free for business accounts.",
         "Paying cash in by machine is free for personal accounts.", "business", "personal"),
    ],
)
def test_an_opposite_word_in_the_same_words_is_a_flip(claim, evidence, word, opposite):
    (hit,) = check_negation(claim, [src(evidence)], [])
    assert hit.outcome is C and (hit.claim_value, hit.source_value) == (word, opposite)
    assert evidence[hit.source_span.char_start:hit.source_span.char_end] == opposite
    assert "opposite" in hit.explanation


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        # a negated opposite says what the source says
        ("Costs did not decrease last year.", "Costs increased last year."),
        ("Costs did not decrease last year.", "Costs did not decrease last year."),
        # the opposite orders other words: "after he helped negotiate" is not the trip's time
        ("The trip will come before Pope Francis arrives in the United States.",
         "Pope Francis will visit Cuba on his way to the United States, a trip that will come "
         "months after he helped negotiate a deal."),
        # "at least" bounds a number: no opposite of "most"
        ("Most states allow tobacco sales to anyone 18 and older.",
         "Forty-six states permit tobacco sales to anyone 18 or older; four require "
         "customers to be at least 19."),
        # both words on both sides
        ("As the only male, he must breed with two females.",
         "The only male must breed with the two female rhinos."),
        # a comparison turned round compares with another thing: the same statement
        ("Current accounts earn a lower rate than savings accounts.",
         "Savings accounts earn a higher rate than current accounts."),
        # "non-students" are not "students"
        ("The fee is lower for students.", "The fee is higher for non-students."),
        # one relation told from its other end
        ("Alice sold the car to Bob last week.", "Bob bought the car from Alice last week."),
        ("The bank lent the money to the startup.",
         "The startup borrowed the money from the bank."),
    ],
)
def test_an_opposite_word_that_is_not_a_swap_is_no_flip(claim, evidence):
    assert outcomes(check_negation, claim, evidence) == []


def test_an_opposite_in_one_part_of_a_claim_of_two_facts_is_a_flip():
    # no sentence states the whole claim, but one states the part with the swap
    evidence = ("EcoGenius is a robust, automated energy management system that focuses on "
                "minimizing energy usage. Try our 30-Day Risk-Free Trial at no cost.")
    (hit,) = check_negation("They provide a manual energy management system that can help "
                            "reduce costs by 30% and offer a 30-day risk-free trial.",
                            [src(evidence)], [])
    assert (hit.outcome, hit.claim_value, hit.source_value) == (C, "manual", "automated")
    assert evidence[hit.source_span.char_start:hit.source_span.char_end] == "automated"
    # the part says what the sentence says once its own negation is read
    source = "They sell a system that is automated in every way."
    assert outcomes(check_negation, "They sell a system that is manual in every way, and "
                    "offer a trial.", source) == [(C, "manual")]
    assert outcomes(check_negation, "They sell a system that is not manual in any way, and "
                    "offer a trial.", source) == []
    # too few words around the swap to say it is the same part
    assert outcomes(check_negation, "Sales were higher, as the chairman told shareholders "
                    "at the annual meeting in Lisbon on Friday.",
                    "Costs were lower.") == []


def test_an_opposite_after_a_copula_compares_the_subjects():
    # the claim's word ends it, and the words just before differ ("reporting is" /
    # "your liability is"): the subject before the copula places the swap
    source = ("Before reporting, your liability is limited to 50 EUR, unless you acted with "
              "gross negligence.")
    (hit,) = check_negation("Your liability before reporting is unlimited.", [src(source)], [])
    assert (hit.outcome, hit.claim_value, hit.source_value) == (C, "unlimited", "limited")
    assert outcomes(check_negation, "Access to the premium features during the trial is "
                    "unrestricted.", "During the trial, access to the premium features is "
                    "restricted.") == [(C, "unrestricted")]
    # another subject, or the same word on both sides
    assert outcomes(check_negation, "The number of card payments is unlimited.",
                    "Before reporting, your liability is limited to 50 EUR.") == []
    assert outcomes(check_negation, "The number of transfers for business accounts is "
                    "unlimited.", "For business accounts, the number of transfers is "
                    "unlimited.") == []
    assert outcomes(check_negation, "Cash withdrawals are unlimited.", "The number of "
                    "transfers is unlimited, but cash withdrawals are limited to 3 a month.") == []


@pytest.mark.parametrize(
    ("claim", "evidence", "word", "theirs"),
    [
        ("Interest is calculated monthly.", "Interest is calculated daily and paid monthly.",
         "monthly", "daily"),
        ("Interest is paid yearly.", "Interest is calculated daily and paid monthly.",
         "yearly", "monthly"),
        ("Statements are sent monthly.", "Statements are produced monthly and sent quarterly.",
         "monthly", "quarterly"),
        ("The fee is charged monthly.", "The fee is charged annually.", "monthly", "annually"),
        # of the noun after it
        ("The daily limit is 3,000 EUR.", "The monthly limit is 3,000 EUR.", "daily", "monthly"),
    ],
)
def test_another_frequency_of_the_same_word_is_a_flip(claim, evidence, word, theirs):
    (hit,) = check_negation(claim, [src(evidence)], [])
    assert hit.outcome is C and (hit.claim_value, hit.source_value) == (word, theirs)
    assert evidence[hit.source_span.char_start:hit.source_span.char_end] == theirs
    assert "another frequency" in hit.explanation


@pytest.mark.parametrize(
    ("claim", "evidence"),
    [
        # the frequency the sentence gives that word
        ("Interest is paid monthly.", "Interest is calculated daily and paid monthly."),
        ("The card fee is billed annually.", "The card fee is billed yearly."),
        ("The daily limit is 1,000 EUR.",
         "The daily limit is 1,000 EUR and the monthly limit is 5,000 EUR."),
        # negated: says what the source says
        ("Interest is not calculated monthly.", "Interest is calculated daily and paid monthly."),
        # the period of an amount is the number check's ("10 EUR monthly" is "120 EUR annually")
        ("The account costs 10 EUR monthly.", "The account costs 120 EUR annually."),
    ],
)
def test_a_frequency_the_sentence_gives_the_same_word_is_no_flip(claim, evidence):
    assert outcomes(check_negation, claim, evidence) == []


def test_a_non_group_where_the_sentence_says_only_that_group_is_a_flip():
    source = "The account can only be opened by residents of Spain aged 18 or over."
    (hit,) = check_negation("Non-residents can open the account.", [src(source)], [])
    assert (hit.outcome, hit.claim_value, hit.source_value) == (C, "Non-residents", "residents")
    assert "only" in hit.explanation
    assert outcomes(check_negation, "Non-business customers can apply for the loan.",
                    "Only business customers can apply for the loan.") == [(C, "Non-business")]
    # negated, it says what the source says
    assert outcomes(check_negation, "Non-residents cannot open the account.", source) == []
    # without "only" the two are two groups; a sentence on both groups has no swap
    assert outcomes(check_negation, "Non-SEPA payments are free.", "SEPA payments are free.") == []
    assert outcomes(check_negation, "Non-residents pay 5 EUR a month.", "Only residents of "
                    "Spain pay no fee; non-residents pay 5 EUR a month.") == []


def test_an_opposite_beside_the_claims_own_copy_of_the_sentences_word_is_a_flip():
    # the claim's own "reduce" bears on other words than the sentence's
    assert outcomes(check_negation, "The plan will increase exports and reduce imports.",
                    "The plan will reduce exports and reduce imports.") == [(C, "increase")]
    assert outcomes(check_negation, "The company helps reduce energy consumption and "
                    "increase the carbon footprint of buildings.", "The company helps "
                    "optimise energy consumption and reduce the carbon footprint of "
                    "buildings.") == [(C, "increase")]
    # the claim's "reduce" is the sentence's, and its "increase" another's
    assert outcomes(check_negation, "The plan will increase exports and reduce imports.",
                    "The plan will increase exports and reduce imports.") == []
    assert outcomes(check_negation, "The plan will reduce imports and increase exports.",
                    "The plan will reduce imports.") == []
    # two opposites joined by "or"/"and" cover both ends: neither is said alone
    assert outcomes(check_negation, "You can block a lost card at any time, day or night, "
                    "on +34 900 100 200.", "Lost cards can be blocked 24 hours a day on "
                    "+34 900 100 200.") == []


def test_an_opposite_beside_the_sentences_own_word_about_another_thing_is_a_flip():
    source = "Home insurance is required; life insurance is optional."
    # PASSed: the sentence's own "required" (of home insurance) ruled the swap out
    assert outcomes(check_negation, "Life insurance is required.", source) == [
        (C, "required")]
    assert outcomes(check_negation, "Home insurance is required.", source) == []
    assert outcomes(check_negation, "Life insurance is optional.", source) == []
    # a negated own word is the negation check's: "entry" is not swapped for "exit"
    fund = "There is no entry charge, and the exit charge is 1% for units held a year."
    assert outcomes(check_negation, "There is an entry charge of 1%.", fund) == [
        (C, "There is an entry charge of 1%.")]


def test_always_against_never_is_one_flip_not_two():
    # "never" is a negation cue; were it also the opposite of "always", the two
    # flips would cancel
    assert outcomes(check_negation, "Overdrafts are always allowed on the basic account.",
                    "Overdrafts are never allowed on the basic account.")[0][0] is C


def test_opposite_lemmas():
    from groundtrace.checks.negation import negation_cues
    from groundtrace.checks.opposites import OPPOSITES, lemma

    assert [w for w in OPPOSITES if negation_cues(w)] == []

    assert [lemma(w) for w in ("increased", "reducing", "denied", "banned", "losses",
                               "closed", "females", "lessons")] == [
        "increase", "reduce", "deny", "ban", "loss", "closed", "female", "lessons"]
    assert all(a in OPPOSITES[b] for a, others in OPPOSITES.items() for b in others)


def test_a_word_and_the_same_word_after_un_are_opposites():
    assert outcomes(check_negation, "The network gives a correct output within an unspecified "
                    "tolerance for every input.", "The network gives a correct output within a "
                    "specified tolerance for every input.") == [(C, "unspecified")]
    assert outcomes(check_negation, "The cause of the fire is known to the police.",
                    "The cause of the fire is unknown to the police.") == [(C, "known")]
    assert outcomes(check_negation, "He was unable to attend the board meeting in May.",
                    "He was able to attend the board meeting in May.") == [(C, "unable")]
    # "un" that negates nothing, a stem too short, or both words on one side
    assert outcomes(check_negation, "Unless it rains, the final match goes ahead in May.",
                    "Less rain fell, so the final match goes ahead in May.") == []
    assert outcomes(check_negation, "The plan will undo the reform of the pension system.",
                    "The plan will do the reform of the pension system.") == []
    assert outcomes(check_negation, "Some data is known and some is unknown to the police.",
                    "Some data is unknown and some is known to the police.") == []
    # the same word after both, or a clause about something else
    assert outcomes(check_negation, "The album was released by the band in 1990 in Paris.",
                    "The unreleased tapes were recorded by the band in 1990 in Paris.") == []


def test_an_answers_opening_no_negates_nothing_in_the_claim():
    from groundtrace.checks.negation import negation_cues

    source = "Eminem starred in The Wash, a comedy released in 2001."
    assert outcomes(check_negation, "No, The Wash was a comedy released in 2001.", source) == []
    assert outcomes(check_negation, "Well, no, The Wash was a comedy released in 2001.",
                    source) == []
    # a "no" inside the statement still negates it
    assert outcomes(check_negation, "No, The Wash was no comedy released in 2001.",
                    source)[0][0] is C
    text = "No. It was not a comedy."
    assert [text[a:b] for a, b in negation_cues(text)] == ["not"]


def test_not_free_agrees_with_a_price_above_zero():
    priced = "Instant transfers cost 0.50 EUR and arrive within ten seconds."
    assert outcomes(check_negation, "Instant transfers are not free: they cost 0.50 EUR.",
                    priced) == []
    assert outcomes(check_negation, "Instant transfers are not free.", priced) == []
    # against a sentence that calls them free it is a flip
    assert outcomes(check_negation, "Instant transfers are not free.",
                    "Instant transfers are free.") == [(C, "not")]


def test_a_free_is_compared_with_the_clause_that_prices_the_same_thing():
    atms = ("Cash withdrawals at our own ATMs are free; withdrawals at other banks' ATMs cost "
            "1.95 EUR each.")
    assert outcomes(check_numbers, "Withdrawals at other banks' ATMs are free.", atms) == [
        (C, "free")]
    assert outcomes(check_numbers, "Cash withdrawals at our own ATMs are free.", atms) == [
        (S, "free")]
    both = "Online transfers are free, but branch transfers cost 2.50 EUR."
    assert outcomes(check_numbers, "Branch transfers are free.", both) == [(C, "free")]


def test_a_value_found_about_something_else_does_not_back_the_claim():
    disputes = src("For disputes over 500 EUR, a signed declaration is required.")
    liability = src("Before reporting, your liability is limited to 50 EUR.", "d", 100)
    hits = check_numbers("Disputes over 50 EUR need a signed declaration.",
                         [disputes, liability], [disputes, liability])
    assert [(h.outcome, h.claim_value, h.source_value) for h in hits] == [
        (C, "50 EUR", "over 500 EUR")]
    # the same value said of the same thing in another sentence still backs it
    eps = src("Capital One earned $3.1 billion or $6.78 per diluted common share. Net of this "
              "item, earnings per share in the quarter were $6.86.")
    assert outcomes(check_numbers, "Capital One noted earnings per share of $6.86 in the "
                    "quarter and earned $3.1 billion.", eps.text) == [
        (S, "$6.86"), (S, "$3.1 billion")]


def test_a_value_in_a_stated_range_fits_it():
    terms = "Fixed-rate mortgages are available for terms of 10 to 30 years."
    hits = check_numbers("A 25-year term is possible.", [src(terms)], [src(terms)])
    assert [(h.outcome, h.claim_value, h.source_value) for h in hits] == [
        (S, "25-year", "10 to 30 years")]
    assert terms[hits[0].source_span.char_start:hits[0].source_span.char_end] == "10 to 30 years"
    assert outcomes(check_numbers, "A 40-year term is possible.", terms) == [(C, "40-year")]
    assert outcomes(check_numbers, "The fee is 2,500 EUR.",
                    "The fee is from 1,000 to 3,000 EUR.") == [(S, "2,500 EUR")]


def test_calendar_days_are_not_working_days():
    source = "Applications are usually approved within 10 working days."
    claim = "Applications are approved within 10 calendar days."
    assert outcomes(check_numbers, claim, source) == [(C, "10 calendar days")]
    # the finding names the days as each side counts them, not "'10' where ... '10'"
    hit = check_numbers(claim, [src(source)], [src(source)])[0]
    assert claim[hit.claim_start:hit.claim_end] == "10 calendar days"
    assert source[hit.source_span.char_start:hit.source_span.char_end] == "10 working days"
    assert hit.explanation == ("the claim counts '10 calendar days' where the source says "
                               "'10 working days': calendar days are not working days")
    assert outcomes(check_numbers, "Approval takes up to 10 business days.", source) == [
        (S, "10")]
    assert outcomes(check_numbers, "Approval takes up to 10 days.", source) == [(S, "10 days")]
    assert outcomes(check_numbers, "La aprobación tarda 10 días naturales.",
                    "La aprobación tarda 10 días hábiles.") == [(C, "10 días naturales")]


def test_a_contradicted_number_cites_the_source_number_about_the_same_thing():
    terms = ("Fixed-rate mortgages are available for terms of 10 to 30 years. Applicants "
             "must be at least 18 years old and no older than 75 at the end of the term.")
    hits = check_numbers("The maximum age at the end of the term is 80.", [src(terms)],
                         [src(terms)])
    assert [(h.outcome, h.source_value) for h in hits] == [(C, "75")]


@pytest.mark.parametrize(("text", "mention", "minutes"), [
    ("before 15:00 on a business day", "15:00", {900.0}),
    ("before 3 pm", "3 pm", {900.0}),
    ("at 3.30 p.m. sharp", "3.30 p.m.", {930.0}),
    ("at 06:00 on the due date", "06:00", {360.0}),
    ("at 11am", "11am", {660.0}),
    ("by noon", "noon", {720.0}),
    ("until midnight", "midnight", {0.0, 1440.0}),
    ("at 9:30", "9:30", {570.0, 1290.0}),  # a 12- or a 24-hour clock
    ("at 6 o'clock", "6 o'clock", {360.0, 1080.0}),
])
def test_a_time_of_day_is_one_value_on_the_clock(text, mention, minutes):
    from groundtrace.checks.number_mentions import CLOCK

    (n,) = find_numbers(text, source=True)
    assert (n.text, n.unit, set(n.values)) == (mention, CLOCK, minutes)


def test_times_of_day_are_compared_as_times():
    cutoffs = ("SEPA credit transfers submitted before 15:00 on a business day are executed "
               "the same day. International transfers outside the EEA must be submitted "
               "before 12:00 and take up to 4 business days.")
    assert outcomes(check_numbers, "SEPA transfers sent before 3 pm go out the same day.",
                    cutoffs) == [(S, "3 pm")]
    assert outcomes(check_numbers, "Transfers outside the EEA must be in by noon.",
                    cutoffs) == [(S, "noon")]
    (hit,) = check_numbers("SEPA transfers sent before 5 pm go out the same day.",
                           [src(cutoffs)], [src(cutoffs)])
    assert hit.outcome is C and hit.explanation == (
        "the claim says '5 pm' (17:00) where the source says '15:00' (15:00)")
    # the time of the sentence about non-EEA transfers, not the same time said of SEPA ones
    (hit,) = check_numbers("International transfers outside the EEA must be submitted "
                           "before 15:00.", [src(cutoffs)], [src(cutoffs)])
    assert (hit.outcome, hit.source_value) == (C, "12:00")
    # a time's hours are no count: "2 business days" is read against "4", not "12"
    (hit,) = check_numbers("International transfers outside the EEA take up to 2 business "
                           "days.", [src(cutoffs)], [src(cutoffs)])
    assert (hit.outcome, hit.source_value) == (C, "4")


def test_novel_words_read_a_time_of_day_on_a_24_hour_clock():
    from groundtrace.calibration.features import novel_words

    assert novel_words("Transfers sent before 3 pm go out the same day.",
                       "Transfers submitted before 15:00 are executed the same day.") == [
        "go", "sent"]


def test_a_country_and_its_people_name_the_same_place():
    from groundtrace.checks.demonyms import DEMONYMS, same_country

    assert outcomes(check_entities, "The account is only for Spanish residents.",
                    "Only residents of Spain can open the account.") == [(S, "Spanish")]
    hits = check_entities("It is open to residents of Spain.",
                          [src("It is open to Spanish residents.")],
                          [src("It is open to Spanish residents.")])
    assert [(h.outcome, h.source_value) for h in hits] == [(S, "Spanish")]
    assert outcomes(check_entities, "The account is only for French residents.",
                    "Only residents of Spain can open the account.") != [(S, "French")]
    assert {"netherlands", "holland"} <= same_country("dutch")
    # no pronoun among them: "us" is not the United States
    assert "us" not in DEMONYMS
    # a country's other names, abbreviated or with dots
    assert outcomes(check_entities, "The USA won the match.",
                    "The United States won the match.") == [(S, "USA")]
    assert outcomes(check_entities, "U.K. activists poured paint.",
                    "Activists in the United Kingdom poured paint.") == [(S, "U.K")]
    assert outcomes(check_entities, "American banks lend.",
                    "Banks in the U.S. lend.") == [(S, "American")]
    assert "us" not in same_country("u.s") and "united states" in same_country("u.s")
    assert outcomes(check_entities, "The USA won the match.",
                    "Canada won the match.") != [(S, "USA")]


def test_a_free_thing_is_backed_only_where_the_source_names_that_thing():
    faq = ("SEPA transfers are free in online banking. A replacement card arrives within five "
           "days at no cost.")
    assert [m.text for m in find_free("You also get a free credit card.")] == [
        "free credit card"]
    assert outcomes(check_numbers, "You also get a free credit card.", faq) == [
        (U, "free credit card")]
    assert outcomes(check_numbers, "You get a free replacement card.", faq) == [
        (S, "free replacement")]
    assert outcomes(check_numbers, "Replacement cards are sent free of charge.", faq) == [
        (S, "free of charge")]


def test_not_counting_leaves_a_thing_out_and_half_is_not_full():
    source = "Employees get 25 days of paid leave a year, plus public holidays."
    assert outcomes(check_negation, "You get 25 days of paid leave a year, not counting "
                    "public holidays.", source) == []
    assert outcomes(check_negation, "Parental leave is 16 weeks at half pay.",
                    "Parental leave is 16 weeks at full pay for either parent.") == [
        (C, "half")]


def test_an_instruction_is_no_name():
    assert [e.text for e in find_entities("Open the app.")] == []
    assert [e.text for e in find_entities("Madrid.")] == ["Madrid"]
    assert [e.text for e in find_entities("John Smith.")] == ["John Smith"]


def test_a_percentage_said_as_a_share_in_words():
    source = "Half of the bonus is withdrawn if the account is closed within 12 months."
    hits = check_numbers("You lose 50% of the bonus.", [src(source)], [src(source)])
    assert [(h.outcome, h.claim_value, h.source_value) for h in hits] == [(S, "50%", "Half")]
    assert outcomes(check_numbers, "You lose 25% of the bonus.", source) == [(U, "25%")]
    assert outcomes(check_numbers, "A third of savers (33%) agree.",
                    "A third of savers agree.") == [(S, "33%")]
    assert outcomes(check_negation, "The whole bonus is withdrawn if the account is closed.",
                    source)[0][0] is C


def test_a_cue_counts_only_where_it_negates_what_the_other_side_says():
    # the source's "no" negates the breakouts, which the claim does not speak of
    assert outcomes(check_negation, "Souza is one of the most high-tech jails in the "
                    "United States.", "Souza is one of the most high-tech jails in the "
                    "United States with no history of breakouts.") == []
    # the claim's "no" negates the parole, which the sentence does not speak of
    assert outcomes(check_negation, "Arias was sentenced to life in prison with no "
                    "possibility of parole.", "Arias was sentenced to life in prison on "
                    "Monday.") == []
    # the claim's "no" negates deposits, of which the rule says nothing (it shares "cash")
    assert outcomes(check_negation, "No cash deposits were made.",
                    "A transaction is escalated if it exceeds 10,000 EUR in cash or if "
                    "transfers are made to a high-risk country.") == []
    # what both sides speak of is still compared
    assert outcomes(check_negation, "The card has no annual fee.",
                    "The card has an annual fee of 30 EUR.") == [(C, "no")]
    assert outcomes(check_negation, "No cash deposits were made.",
                    "Cash deposits were made on Monday.") == [(C, "No")]
    assert outcomes(check_negation, "The bank doesn't charge for transfers in the app.",
                    "The bank charges 2 EUR for transfers in the app.") == [(C, "doesn't")]
    claim = "The suspect was identified by police."
    assert outcomes(check_negation, claim,
                    "The suspect has never been identified by police.") == [(C, claim)]


def test_a_chat_turns_opening_words_are_no_names():
    for text in ("Yeah I loved that film.", "Oh I forgot it's summer there.", "Welcome",
                 "Sorry I have not read either.", "She's funny.", "Really good film."):
        assert [e.text for e in find_entities(text)] == [], text
    assert [e.text for e in find_entities("He's also sponsored by Nike, Inc")] == ["Nike"]
    assert [e.text for e in find_entities("Yeah I loved watching David Beckham.")] == [
        "David Beckham"]


def test_an_anniversary_states_its_years():
    source = "This year's Victory Day marks the 70th anniversary of the Soviet victory."
    assert outcomes(check_numbers, "Victory Day marks 70 years since the Soviet victory.",
                    source) == [(S, "70 years")]
    assert outcomes(check_numbers, "Victory Day marks 60 years since the Soviet victory.",
                    source) == [(C, "60 years")]


def test_free_of_people_set_free_is_no_price():
    source = "Wei Tingting and Wang Man were freed on bail on Monday."
    claim = "Wei Tingting and Wang Man are free."
    assert outcomes(check_numbers, claim, "Their lawyer spoke on Monday.", source) == []
    # a price of nothing that no sentence states is still unsupported
    assert outcomes(check_numbers, "Branch transfers are free.",
                    "Branch transfers are processed within one business day.") == [
        (U, "free")]


def test_a_period_in_other_units_is_the_same_period():
    source = "Card disputes must be raised within 120 days of the transaction date."
    assert outcomes(check_numbers, "Disputes must be raised within 4 months.", source) == [
        (S, "4 months")]
    (a,) = find_numbers("4 months", source=True)
    (b,) = find_numbers("120 days", source=True)
    (c,) = find_numbers("5 months", source=True)
    (d,) = find_numbers("1 year", source=True)
    (e,) = find_numbers("12 months", source=True)
    assert a.agrees_with(b) and b.agrees_with(a) and d.agrees_with(e)
    assert not c.agrees_with(b) and not a.agrees_with(e)


def test_a_verbs_negation_negates_the_statement_however_worded():
    assert outcomes(check_negation, "You cannot send payments to sanctioned countries.",
                    "Payments to sanctioned countries are not allowed.") == []
    assert outcomes(check_negation, "You can send payments to sanctioned countries.",
                    "Payments to sanctioned countries are not allowed.") == [
        (C, "You can send payments to sanctioned countries.")]


def test_both_sides_negating_one_thing_in_other_word_forms_agree():
    source = "We will never ask for your PIN or your full password by phone, email or text message."
    assert outcomes(check_negation, "The bank never asks for your full password by email or "
                    "text.", source) == []
    assert outcomes(check_negation, "The bank asks for your full password by email or text.",
                    source) == [(C, "The bank asks for your full password by email or text.")]


def test_free_for_a_case_a_part_prices_with_a_fee_share_is_contradicted():
    source = ("Contactless payments are free in the eurozone; outside the eurozone, the usual "
              "foreign payment fee of 1.75% applies.")
    # the second part opens with its case and takes its subject from the first
    assert outcomes(check_numbers, "Contactless payments outside the eurozone are free as "
                    "well.", source) == [(C, "free")]
    assert outcomes(check_numbers, "Contactless payments in the eurozone are free too.",
                    source) == [(S, "free")]
    from groundtrace.checks.prices import find_free
    assert [f.text for f in find_free("They are free as well, and these are free too.")] == [
        "free", "free"]


def test_otherwise_nothing_is_a_price_of_nothing():
    source = ("Early repayment costs 0.5% of the amount repaid if more than 12 months of the "
              "term remain, otherwise nothing.")
    assert outcomes(check_numbers, "Early repayment is free if 12 months or less of the term "
                    "are left.", source) == [(S, "free"), (S, "12 months")]


def test_a_free_exception_backs_only_a_claim_that_names_its_case():
    source = ("Outgoing payments in the account's currency cost 5 EUR each, except payments to "
              "another Ostmark account, which are free.")
    assert outcomes(check_numbers, "Outgoing payments in the account's currency are free.",
                    source) == [(C, "free")]
    assert outcomes(check_numbers, "Payments to another Ostmark account are free.",
                    source) == [(S, "free")]
    assert outcomes(check_numbers, "Outgoing payments in the account's currency cost 5 EUR "
                    "each.", source) == [(S, "5 EUR")]


def test_a_fee_worked_out_from_a_rate_named_by_its_price_or_a_share_of_pay():
    fx = ("Converting in the app uses our exchange rate plus a margin of 0.5% on weekdays and "
          "1% at weekends. Card payments in other currencies have the usual 1.75% fee.")
    assert outcomes(check_numbers, "Converting 2,000 EUR on a weekday costs a margin of 10 EUR.",
                    fx) == [(S, "2,000 EUR"), (S, "10 EUR")]
    assert outcomes(check_numbers, "A 200 EUR card payment in dollars costs a 3.50 EUR fee.",
                    fx) == [(S, "200 EUR"), (S, "3.50 EUR")]
    # a rate further on in the sentence may be another case's: not read as the price's
    assert (S, "20 EUR") not in outcomes(
        check_numbers, "Converting 2,000 EUR on a weekday costs a margin of 20 EUR.", fx)
    pay = "You can draw up to 50% of the net pay you have earned so far."
    assert outcomes(check_numbers, "If you've earned 1,600 EUR so far, you can draw up to 800 "
                    "EUR.", pay) == [(S, "1,600 EUR"), (S, "800 EUR")]


def test_the_share_a_minimum_fee_replaces_is_supported_with_it():
    source = ("Business accounts pay 0.3% of the amount deposited, with a minimum of 2 EUR per "
              "deposit.")
    claim = ("A business account paying in 400 EUR is charged 2 EUR, because 0.3% would only "
             "come to 1.20 EUR.")
    hits = check_numbers(claim, [src(source)], [src(source)])
    assert [(h.outcome, h.claim_value) for h in hits] == [
        (S, "400 EUR"), (S, "2 EUR"), (S, "0.3%"), (S, "1.20 EUR")]
    assert "before its minimum or maximum" in hits[-1].explanation
    # a share the rate does not give is not backed by it
    assert (S, "1.50 EUR") not in outcomes(check_numbers, claim.replace("1.20", "1.50"), source)


def test_a_title_in_quotes_is_no_negation():
    source = 'Natali directed science fiction films such as "Cube", "Nothing" and "Splice".'
    assert outcomes(check_negation, 'Natali directed a science fiction film named "Cube".',
                    source) == []


def test_a_fee_worked_out_from_the_sources_rate_is_supported():
    source = ("Payments outside the SEPA area cost 0.3% of the amount, with a minimum of 6 EUR "
              "and a maximum of 60 EUR. Cash withdrawals abroad cost 3 EUR each.")
    assert outcomes(check_numbers, "A non-SEPA payment of 10,000 EUR costs 30 EUR.",
                    source) == [(S, "10,000 EUR"), (S, "30 EUR")]
    # the floor and the cap apply
    assert outcomes(check_numbers, "A payment of 1,000 EUR outside SEPA costs 6 EUR.",
                    source) == [(S, "1,000 EUR"), (S, "6 EUR")]
    assert outcomes(check_numbers, "Sending 50,000 EUR outside SEPA costs 60 EUR.",
                    source) == [(S, "50,000 EUR"), (S, "60 EUR")]
    # the rule restated is its own floor and cap, not a fee of 6 EUR worked out on 60 EUR
    hits = check_numbers("Payments outside SEPA cost 0.3% of the amount, at least 6 EUR and at "
                         "most 60 EUR.", [src(source)], [src(source)])
    assert [(h.outcome, h.claim_value, h.source_value) for h in hits] == [
        (S, "0.3%", "0.3%"), (S, "6 EUR", "6 EUR"), (S, "60 EUR", "60 EUR")]
    # a fee the rate does not give is not backed by it
    assert (S, "40 EUR") not in outcomes(
        check_numbers, "A non-SEPA payment of 10,000 EUR costs 40 EUR.", source)
    assert (S, "150 EUR") not in outcomes(
        check_numbers, "Sending 50,000 EUR outside SEPA costs 150 EUR.", source)


def test_a_fee_worked_out_from_a_share_of_the_loan_is_supported():
    source = "There is an arrangement fee of 1% of the loan, at least 150 EUR."
    assert outcomes(check_numbers, "On a 30,000 EUR loan the arrangement fee is 300 EUR.",
                    source) == [(S, "30,000 EUR"), (S, "300 EUR")]
    assert outcomes(check_numbers, "On a 10,000 EUR loan the arrangement fee is 150 EUR.",
                    source) == [(S, "10,000 EUR"), (S, "150 EUR")]
    # the floor holds: 1% of 10,000 EUR is 100 EUR, under it
    assert (S, "100 EUR") not in outcomes(
        check_numbers, "On a 10,000 EUR loan the arrangement fee is 100 EUR.", source)
    # a share of someone's value or income
    lend = "We lend up to 80% of the property's value for a first home."
    assert outcomes(check_numbers, "A 300,000 EUR first home can get a mortgage of up to "
                    "240,000 EUR.", lend) == [(S, "300,000 EUR"), (S, "240,000 EUR")]
    assert (S, "270,000 EUR") not in outcomes(
        check_numbers, "A 300,000 EUR first home can get a mortgage of up to 270,000 EUR.", lend)
    income = "Monthly repayments may not exceed 35% of your net monthly income."
    assert outcomes(check_numbers, "With a net income of 3,000 EUR a month, repayments can be "
                    "at most 1,050 EUR.", income) == [(S, "3,000 EUR"), (S, "1,050 EUR")]


def test_a_bare_number_found_only_with_a_unit_elsewhere_meets_the_bare_one_near_it():
    source = ("We lend up to 80% of the property's value for a first home and up to 70% for a "
              "second home. The term is 5 to 30 years, and the borrower must be under 75 at "
              "the end of the term.")
    # "70" was supported by the "70%" of another clause
    assert outcomes(check_numbers, "You must be under 70 at the end of the term.", source) == [
        (C, "70")]
    assert outcomes(check_numbers, "You must be under 75 at the end of the term.", source) == [
        (S, "75")]
    # with no bare number about the same words, the number with a unit still backs it
    assert outcomes(check_numbers, "For a second home the bank lends up to 70.", source) == [
        (S, "70")]


def test_a_bound_restated_with_another_number_meets_the_sentences_own_bound():
    source = ("Contactless payments are limited to 50 EUR each. Online payments above 30 EUR "
              "must be confirmed in the app.")
    # PASSed: "50 EUR" is stated, of contactless payments
    (hit,) = check_numbers("Online payments above 50 EUR must be confirmed in the app.",
                           [src(source)], [src(source)])
    assert (hit.outcome, hit.source_value) == (C, "above 30 EUR")
    assert outcomes(check_numbers, "Online payments above 30 EUR must be confirmed in the "
                    "app.", source) == [(S, "30 EUR")]
    assert outcomes(check_numbers, "Contactless payments are limited to 50 EUR.", source) == [
        (S, "50 EUR")]


_DEPOSITS = ("The rate is 2.25% a year for 6 months, 2.75% for 12 months and 3.00% for 24 "
             "months, fixed for the whole term.")


@pytest.mark.parametrize(("claim", "found"), [
    # PASSed: both numbers are stated, in two different pairs
    ("A 12-month deposit earns 3.00% a year.", [(S, "12-month"), (C, "3.00%")]),
    ("For 6 months the rate is 2.75%.", [(S, "6 months"), (C, "2.75%")]),
    # the sentence's own pairs
    ("A 24-month deposit earns 3.00% a year.", [(S, "24-month"), (S, "3.00%")]),
    ("A 6-month deposit earns 2.25% a year.", [(S, "6-month"), (S, "2.25%")]),
    # a claim that lists the pairs restates the list
    ("The rate is 2.75% for 12 months and 3.00% for 24 months.",
     [(S, "2.75%"), (S, "12 months"), (S, "3.00%"), (S, "24 months")]),
])
def test_a_value_the_source_gives_for_another_case_is_contradicted(claim, found):
    assert outcomes(check_numbers, claim, _DEPOSITS) == found
    hits = check_numbers(claim, [src(_DEPOSITS)], [src(_DEPOSITS)])
    for h in hits:
        if h.outcome is C:
            assert h.check == "numbers" and h.source_value.endswith("months")
            assert "another case" in h.explanation


def test_a_maximum_must_restate_the_sources_maximum():
    source = "You can be reimbursed up to 85,000 EUR per claim, minus an excess of 100 EUR."
    # "fits the source's 85,000 EUR" before: a limit said higher is a wrong limit
    assert outcomes(check_numbers, "You can be reimbursed up to 100,000 EUR per claim.",
                    source) == [(C, "100,000 EUR")]
    assert outcomes(check_numbers, "You can be reimbursed up to 85,000 EUR per claim.",
                    source) == [(S, "85,000 EUR")]
    # a minimum below the source's still holds; a maximum above an exact value too
    assert outcomes(check_numbers, "The bombing killed over 30 people.",
                    "The bombing killed more than 33 people.") == [(S, "30")]
    assert outcomes(check_numbers, "Up to 100,000 people attended.",
                    "About 85,000 people attended.") == [(S, "100,000")]


def test_the_top_of_a_range_is_a_maximum_the_claims_must_restate():
    source = "You save from 10 GBP to 200 GBP a month by standing order."
    # "fits the source's 200 GBP" before (REVIEW): the range's top is its maximum
    (hit,) = check_numbers("You can save up to 250 GBP a month by standing order.",
                           [src(source)], [src(source)])
    assert (hit.outcome, hit.source_value) == (C, "200 GBP")  # the nearer rival cited
    assert outcomes(check_numbers, "You can save up to 200 GBP a month.", source) == [
        (S, "200 GBP")]
    assert outcomes(check_numbers, "You can save at least 10 GBP a month.", source) == [
        (S, "10 GBP")]


def test_a_range_with_a_unit_at_each_end():
    source = "You can borrow from 3,000 EUR to 40,000 EUR over 12 to 84 months."
    assert outcomes(check_numbers, "You can borrow 25,000 EUR over 60 months.", source) == [
        (S, "25,000 EUR"), (S, "60 months")]
    # a scale at the first end: 80 million is not in "$90 million to $100 million"
    assert outcomes(check_numbers, "Capital expenditure will be $80 million.",
                    "Capital expenditure will be in the range of $90 million to $100 million."
                    ) == [(C, "$80 million")]
    # two prices are no range
    assert outcomes(check_numbers, "A card costs 20 EUR.",
                    "Standard cards cost 5 EUR and 40 EUR for premium ones.") == [(C, "20 EUR")]


def test_a_citation_marker_states_no_number():
    assert [n.text for n in find_numbers("The APR is 6.9% [1] and the fee 5 EUR [2, 3].")] == [
        "6.9%", "5 EUR"]
    assert outcomes(check_numbers, "The representative APR is 6.9% [1].",
                    "The representative APR is 6.9%.") == [(S, "6.9%")]


def test_a_bound_fits_only_numbers_of_the_evidence():
    evidence = "Applicants must be at least 18 years old and live in Spain."
    source = evidence + " A decision is usually given within 24 hours."
    assert outcomes(check_numbers, "You must be at least 21.", evidence, source) == [
        (C, "21")]
    # the value itself, stated anywhere in the source, still backs it
    assert outcomes(check_numbers, "A decision takes at most 24 hours.", evidence, source) == [
        (S, "24 hours")]


def test_a_range_backs_only_a_value_of_what_it_ranges():
    terms = ("The default daily limit for card payments is 3,000 EUR. You can borrow from "
             "3,000 EUR to 40,000 EUR over 12 to 84 months.")
    assert outcomes(check_numbers, "The daily card limit is 30,000 EUR.", terms) == [
        (C, "30,000 EUR")]
    assert outcomes(check_numbers, "You can borrow 25,000 EUR.", terms) == [(S, "25,000 EUR")]


def test_number_words_from_thirteen_to_ninety():
    assert outcomes(check_numbers, "Reports are due within 13 months.",
                    "Reports must be made within thirteen months.") == [(S, "13 months")]
    assert outcomes(check_numbers, "The fee is 70 EUR.", "The fee is seventy euros.") == [
        (S, "70 EUR")]


def test_metres_are_no_scale_of_a_range():
    from groundtrace.checks.number_ranges import range_of

    text = "The pool is from 10 m to 25 m long; spending is $90 million to $100 million."
    found = {n.text: range_of(text, n) for n in find_numbers(text, source=True)}
    assert found["25 m"] == (10.0, 25.0, "10 m to 25 m")
    assert found["$100 million"][:2] == (90e6, 100e6)


def test_a_range_of_times_of_day_starts_at_a_time_not_at_its_minutes():
    from groundtrace.checks.number_ranges import range_of

    text = "The line is open from 8:00 to 20:00, and the branch from 9:30 to 16:00."
    found = {n.text: range_of(text, n) for n in find_numbers(text, source=True)}
    assert found["20:00"] == (480.0, 1200.0, "8:00 to 20:00")
    assert found["16:00"] == (570.0, 960.0, "9:30 to 16:00")
    # "00 to 20:00" and "30 to 16:00" once read both open from just after midnight
    assert outcomes(check_numbers, "You can visit the branch at 7am.", text)[0][0] is C
    assert outcomes(check_numbers, "You can visit the branch at 11am.", text) == [(S, "11am")]


def test_a_change_worked_out_from_the_sources_two_values_is_supported():
    source = ("From 1 January 2027 the interest rate on Savings Plus falls from 2.1% to 1.8% "
              "AER. Branch transfers cost 2.50 EUR.")
    assert outcomes(check_numbers, "The Savings Plus rate is cut by 0.3 percentage points.",
                    source) == [(S, "0.3 percentage points")]
    # the other way round, or another size, is not backed by it
    assert (S, "0.3 percentage points") not in outcomes(
        check_numbers, "The Savings Plus rate rises by 0.3 percentage points.", source)
    assert (S, "0.5 percentage points") not in outcomes(
        check_numbers, "The Savings Plus rate is cut by 0.5 percentage points.", source)


def test_words_that_open_a_time_phrase_and_a_month_after_a_name_are_no_name():
    assert [e.text for e in find_entities(
        "Starting January 1, 2027, Savings Plus will pay 1.8%.")] == ["Savings Plus"]
    assert [e.text for e in find_entities("Effective March 2027 the fee rises.")] == []
    assert [e.text for e in find_entities("Theresa May spoke in Paris.")] == [
        "Theresa May", "Paris"]


def test_a_debit_written_with_a_minus_sign_is_its_amount():
    statement = ("1) 24 Nov 2026, card payment, Amazon EU, -89.99 EUR, status: completed. "
                 "Available balance: 1,204.37 EUR.")
    assert outcomes(check_numbers, "Your card payment of 89.99 EUR was completed.",
                    statement) == [(S, "89.99 EUR")]
    assert outcomes(check_numbers, "Your card payment of 98.99 EUR was completed.",
                    statement) == [(C, "98.99 EUR")]
    # only money: "-5 °C" is no 5 °C; a range or a code is no sign
    assert [n.text for n in find_numbers("It was -5 °C, ages 10-20, code X-1950, (−12.50 EUR)",
                                         source=True)] == ["10", "12.50 EUR"]
    assert [n.text for n in find_numbers("very few -- 16 -- by the government",
                                         source=True)] == ["16"]


def test_not_match_says_differ():
    source = ("Refunds in a foreign currency are converted at the rate of the refund day, so the "
              "amount may differ from the original payment.")
    assert outcomes(check_negation, "A refund in another currency may not match the original "
                    "amount.", source) == []
    assert outcomes(check_negation, "Refunds in a foreign currency always match the original "
                    "amount.", source) == [(C, "match")]


def test_no_fee_against_a_fee_waived_is_no_polarity_flip():
    source = "The annual fee is 45 EUR, waived in the first year."
    assert outcomes(check_negation, "There's no annual fee in the first year.", source) == []
    # a fee the source does not waive stays a flip
    assert outcomes(check_negation, "There's no annual fee in the first year.",
                    "The annual fee is 45 EUR, charged in the first year.") == [(C, "no")]


_RECURRING = ("Recurring payments are moved to the new card automatically, except payments to "
              "airlines and car rental companies, which you must update yourself.")


@pytest.mark.parametrize(("claim", "named"), [
    # what the source says of the rest, said of the excepted case: contradicted
    ("Payments to airlines move to the new card automatically.", True),
    ("Car rental payments are moved automatically to the new card.", True),
    # the rule itself, the exception said, the exception in a clause of its own
    ("Recurring payments move to the new card automatically.", False),
    ("Payments to airlines are not moved automatically.", False),
    ("Most recurring payments move to the new card automatically, but you have to update "
     "airline and car rental payments yourself.", False),
])
def test_a_case_the_source_excepts_is_not_said_like_the_rest(claim, named):
    from groundtrace.checks.exceptions import excepted_case

    hit = excepted_case(claim, [src(_RECURRING)])
    assert (hit is not None) == named
    if hit is not None:
        assert hit.outcome is C and hit.check == "quantity"
        assert hit.source_value == "payments to airlines and car rental companies"
        assert "excepts" in hit.explanation
    # the quantity check reports it
    assert bool(outcomes(check_quantity, claim, _RECURRING)) == named


@pytest.mark.models
def test_triage_fails_a_case_the_source_excepts():
    import groundtrace

    # PASSed (P 0.05): the verifier read most of the sentence
    v = groundtrace.triage("How do I replace my card?",
                           "Payments to airlines move to the new card automatically.", _RECURRING)
    assert v.decision == "FAIL"
    assert groundtrace.triage("How do I replace my card?",
                              "Recurring payments move to the new card automatically.",
                              _RECURRING).decision == "PASS"


_STEPS = ("If your card is lost or stolen, block it first, then order a new one. Verify your "
          "identity before you reset the PIN.")


@pytest.mark.parametrize(("claim", "swapped"), [
    ("Order the new card first, then block the lost one.", True),
    ("First order a new card, and then block the old one.", True),
    ("Reset the PIN before you verify your identity.", True),
    # the source's order, in other words
    ("First block the card, then order a replacement.", False),
    ("If your card is stolen, you need to block it before ordering a new one.", False),
    ("You must verify your identity before resetting your PIN.", False),
    # two long steps that share a name are no swap
    ("Santana saw Scott grab the Taser before Slager shot him.", False),
])
def test_steps_in_the_other_order_are_contradicted(claim, swapped):
    source = _STEPS + " The video shows Slager shooting at Scott before Scott falls down."
    got = outcomes(check_negation, claim, source)
    assert (got == [(C, got[0][1])] if swapped else all(o is not C for o, _ in got))
    if swapped:
        (hit,) = check_negation(claim, [src(source)], [src(source)])
        assert "other way round" in hit.explanation


_ROLES = ("Transfers from your savings account to your current account are free. The "
          "customer must notify the bank of a lost card within 24 hours. Interest is paid by "
          "the bank to the account holder every month. Savings and current accounts are "
          "opened in the app. The bank works with Aseguradora Sur. The CEO is Ana Ruiz.")


@pytest.mark.parametrize(("claim", "said"), [
    ("Transfers from your current account to your savings account are free.",
     "savings account to your current"),
    ("The bank must notify the customer of a lost card within 24 hours.",
     "customer must notify the bank"),
    # articles, possessives and plurals aside
    ("Banks must notify their customers of a lost card within 24 hours.",
     "customer must notify the bank"),
    ("Interest is paid by the account holder to the bank every month.",
     "bank to the account holder"),
    # the source's relation in other words: a passive, other words between the two
    ("The bank must be notified of a lost card by the customer within 24 hours.", None),
    ("Customers must notify their bank of a lost card within 24 hours.", None),
    ("The bank pays interest to the account holder every month.", None),
    ("Moving money from savings to your current account costs nothing.", None),
    # relations that read the same both ways
    ("Current and savings accounts are opened in the app.", None),
    ("Aseguradora Sur works with the bank.", None),
    ("Ana Ruiz is the CEO.", None),
])
def test_two_parts_the_other_way_round_are_contradicted(claim, said):
    hits = check_negation(claim, [src(_ROLES)], [src(_ROLES)])
    assert [h.source_value for h in hits if h.outcome is C] == ([said] if said else [])
    if said:
        (hit,) = hits
        assert "other way round" in hit.explanation
        assert claim[hit.claim_start:hit.claim_end] == hit.claim_value
        assert _ROLES[hit.source_span.char_start:hit.source_span.char_end] == said


@pytest.mark.parametrize(("source", "claim"), [
    # a copula says what is what, both ways round
    ("The continuation of Markhouse Road is Blackhorse Road.",
     "Blackhorse Road is the continuation of Markhouse Road."),
    # "from" or "of" alone names no role
    ("It is a song by Eminem from his second album.", "It is the second album from Eminem."),
    # a compound's words, an adverb's place, a table's columns
    ("The scheme was criticised as pay-for-play.", "The scheme was criticised as play-for-pay."),
    ("A woman dressed smartly waits.", "A smartly dressed woman waits."),
    ("Columns: MK II | Ruger Standard", "The standard Ruger MK II was sold."),
])
def test_words_in_another_order_that_swap_no_roles(source, claim):
    assert not [h for h in check_negation(claim, [src(source)], [src(source)])
                if "other way round" in h.explanation]


def test_a_relation_the_sources_state_both_ways_is_no_swap():
    passage = "Transfers from your savings account to your current account are free."
    other = passage + " Transfers from your current account to your savings account are free too."
    claim = "Transfers from your current account to your savings account are free."
    assert check_negation(claim, [src(passage)], [src(passage)])
    assert not check_negation(claim, [src(passage)], [src(other)])
    # nor is a claim that says it both ways
    both = ("Transfers from your current account to your savings account and from your "
            "savings account to your current account are free.")
    assert not [h for h in check_negation(both, [src(passage)], [src(passage)])
                if "other way round" in h.explanation]


def test_two_parts_the_other_way_round_in_spanish():
    source = "El cliente debe avisar al banco en 24 horas. El banco colabora con la aseguradora."
    (hit,) = check_negation("El banco debe avisar al cliente en 24 horas.", [src(source)],
                            [src(source)])
    assert hit.outcome is C and hit.source_value == "cliente debe avisar al banco"
    assert not check_negation("La aseguradora colabora con el banco.", [src(source)],
                              [src(source)])


def test_no_swap_reads_across_a_sentence_break_or_a_comma():
    # a stop with no space after it ("Lawrence.Andrew") ends a sentence the splitter keeps
    source = ("The series stars the brothers Joey Lawrence and Andrew Lawrence.Andrew James "
              "Lawrence is an American actor. Customer support, bank branches and the app are "
              "open daily.")
    assert not check_negation("The youngest is James Andrew Lawrence.", [src(source)],
                              [src(source)])
    assert not check_negation("Bank support, customer branches and the app are open daily.",
                              [src(source)], [src(source)])


def test_a_swapped_role_fails_triage_and_its_rewording_passes():
    import groundtrace

    # both PASSed before the check (verifier v8, claim scores 0.89 and 1.00): every word
    # is the source's
    assert groundtrace.triage("Who must notify whom?",
                              "The bank must notify the customer of a lost card within 24 hours.",
                              _ROLES).decision == "FAIL"
    assert groundtrace.triage("Which transfers are free?",
                              "Transfers from your current account to your savings account "
                              "are free.", _ROLES).decision == "FAIL"
    assert groundtrace.triage("Who must notify whom?",
                              "Customers must notify their bank of a lost card within 24 hours.",
                              _ROLES).decision == "PASS"


_DELAYS = ("If your card is damaged, order a replacement in the app; it arrives within 5 "
           "business days. The old card stops working 14 days after the new one is activated. "
           "Refunds are processed within 5 business days. Instant transfers arrive within ten "
           "seconds. Lost cards can be blocked 24 hours a day.")


@pytest.mark.parametrize(("claim", "said"), [
    ("The old card stops working as soon as the new one is activated.", "14 days after"),
    ("Refunds are processed immediately.", "within 5 business days"),
    ("A replacement arrives immediately.", "within 5 business days"),
    # the delay said, a delay of something else, seconds, "24 hours a day"
    ("Your old card keeps working for two weeks after you activate the new one.", None),
    ("You can order a replacement immediately in the app.", None),
    ("Instant transfers arrive instantly.", None),
    ("You can block a lost card immediately, 24 hours a day.", None),
])
def test_at_once_where_the_source_says_after_a_delay_is_contradicted(claim, said):
    hits = check_negation(claim, [src(_DELAYS)], [src(_DELAYS)])
    assert [h.source_value for h in hits if h.outcome is C] == ([said] if said else [])


@pytest.mark.parametrize(("text", "per_year"), [
    ("once every 5 years", [0.2]),
    ("once a year", [1.0]),
    ("twice a year", [2.0]),
    ("every 6 months", [2.0]),
    ("every year", [1.0]),
    ("one time per month", [12.0]),
    ("once every two weeks", [365 / 14]),
    ("a 5-year term", []),
    # an adverb after its verb, or "each" before a period; not an adverb naming a noun
    ("interest is paid monthly.", [12.0]),
    ("charged quarterly, in arrears", [4.0]),
    ("on the last business day of each quarter", [4.0]),
    ("the monthly fee is 5 EUR", []),
])
def test_a_frequency_is_read_as_times_a_year(text, per_year):
    from groundtrace.checks.frequency import frequencies

    assert [round(f, 6) for _, _, f in frequencies(text)] == [round(f, 6) for f in per_year]


_HOLIDAY = ("Mortgage customers can ask for a payment holiday of up to 3 months, once every 5 "
            "years.")


@pytest.mark.parametrize(("claim", "said"), [
    ("A payment holiday is possible once a year.", "once every 5 years"),
    ("A payment holiday is possible once every five years.", None),
    ("A payment holiday of up to 3 months is possible.", None),
])
def test_another_frequency_than_the_sources_is_contradicted(claim, said):
    hits = check_negation(claim, [src(_HOLIDAY)], [src(_HOLIDAY)])
    assert [h.source_value for h in hits if h.outcome is C] == ([said] if said else [])


def test_an_adverb_or_each_period_against_another_frequency_is_a_clash():
    source = ("Interest is calculated daily and paid on the last business day of each "
              "quarter.")
    # PASSed (P 0.09)
    hits = check_negation("Interest is paid monthly.", [src(source)], [src(source)])
    assert [(h.outcome, h.source_value) for h in hits] == [(C, "each quarter")]
    assert check_negation("Interest is paid quarterly.", [src(source)], [src(source)]) == []
    assert check_negation("Interest is calculated daily.", [src(source)], [src(source)]) == []
    # the frequency of the claim's own verb is the one cited
    hits = check_negation("Interest is paid yearly.", [src("Interest is calculated daily and "
                                                           "paid monthly.")], [])
    assert [h.source_value for h in hits] == ["monthly"]


def test_the_same_frequency_in_other_words_is_no_clash():
    from groundtrace.checks.frequency import frequency_clash

    source = "Statements are sent every 6 months by post."
    assert frequency_clash("Statements are sent twice a year by post.", [src(source)],
                           min_coverage=0.6) is None
    hit = frequency_clash("Statements are sent every month by post.", [src(source)],
                          min_coverage=0.6)
    assert hit is not None and hit.source_value == "every 6 months"


_SWITCH = ("Standing orders, direct debits and incoming payments such as your salary move "
           "automatically, except standing orders to other accounts you hold at your old bank.")
_CLOSED = ("If you close your card, any cashback not yet paid is cancelled, except cashback for "
           "months that ended before the card was closed, which is still paid on the usual date.")
_SCORE = ("Loans above 15,000 EUR need a credit score of at least 680, except for applicants who "
          "have been customers for more than 5 years, who need at least 640.")
_REPLY = ("We send our final response within 15 business days, except for complaints about "
          "international payments, where we may take up to 35 business days.")


@pytest.mark.parametrize(("claim", "source", "named"), [
    # one shared word ("account") does not name "standing orders to other accounts ..."
    ("Your direct debits and your salary are moved to your new account automatically.",
     _SWITCH, False),
    ("Standing orders to your other accounts at your old bank move automatically.", _SWITCH,
     True),
    # the exception's clause ends at its comma: "before the card was closed" is part of it
    ("When you close your card, cashback for the month in progress is cancelled, but cashback "
     "for months that had already ended is still paid on the usual date.", _CLOSED, False),
    ("When you close your card, cashback for months that had already ended is cancelled.",
     _CLOSED, True),
    # a relative clause without a comma says which case: not every "applicant"
    ("The loan needs a credit score of at least 680, while the applicant's score is 650.",
     _SCORE, False),
    ("Customers of more than 5 years need a credit score of at least 680 for loans above "
     "15,000 EUR.", _SCORE, True),
    # what the source says of the exception itself
    ("If your complaint is about an international payment, the final response may take up to "
     "35 business days.", _REPLY, False),
    ("Complaints about international payments get a final response within 15 business days.",
     _REPLY, True),
    # the case's complement named: "after" / "outside" it
    ("After the first three months, you need to pay in 2,000 EUR or more each month.",
     "You must pay in at least 2,000 EUR per month, except in the first three months after "
     "opening.", False),
    ("A single trade outside a regular investment plan costs 4.95 EUR.",
     "Each trade costs 4.95 EUR, except trades made through a regular investment plan.", False),
    ("A trade made through a regular investment plan costs 4.95 EUR.",
     "Each trade costs 4.95 EUR, except trades made through a regular investment plan.", True),
])
def test_an_excepted_case_is_named_by_what_sets_it_apart(claim, source, named):
    from groundtrace.checks.exceptions import excepted_case

    assert (excepted_case(claim, [src(source)]) is not None) == named


def test_an_exception_or_condition_the_claim_states_itself_is_no_clash():
    from groundtrace.checks.exceptions import excepted_case

    floods = ("Damage caused by floods is covered, except in properties built in a designated "
              "flood zone after 2010.")
    # a first version flagged this grounded answer: "unless" states the exception
    assert excepted_case("Flood damage is covered unless the property was built in a "
                         "designated flood zone after 2010.", [src(floods)]) is None
    assert excepted_case("Flood damage is covered for properties built in a flood zone "
                         "after 2010.", [src(floods)]) is not None


def test_an_exception_within_the_subject_excepts_only_its_noun_phrase():
    from groundtrace.checks.exceptions import excepted_case

    fx = ("Card payments in a currency other than the euro are converted at the Mastercard "
          "exchange rate on the day the payment is processed.")
    # the excepted case is "the euro", not the rest of the sentence: a first version read
    # "the euro are converted at ..." as excepted and flagged this grounded answer
    assert excepted_case("Card payments in other currencies are converted at the Mastercard "
                         "rate on the day the payment is processed.", [src(fx)]) is None
    hit = excepted_case("Card payments in euro are converted at the Mastercard exchange rate "
                        "on the day the payment is processed.", [src(fx)])
    assert hit is not None and hit.source_value == "the euro"


def test_an_amount_after_or_prices_the_thing_it_names():
    excess = "The excess is 150 EUR per claim, or 300 EUR for water damage."
    # 150 EUR is the general excess; water damage has its own (checks.case_pairs)
    (hit,) = check_numbers("The excess for water damage is 150 EUR.", [src(excess)],
                           [src(excess)])
    assert (hit.outcome, hit.source_value) == (C, "300 EUR for water damage")
    assert outcomes(check_numbers, "The excess for water damage is 300 EUR.", excess) == [
        (S, "300 EUR")]
    assert outcomes(check_numbers, "The excess is 150 EUR per claim.", excess) == [
        (S, "150 EUR")]


@pytest.mark.parametrize(("claim", "found"), [
    ("The ongoing charges are 1.2% a month.", [(C, "1.2% a month")]),
    ("The ongoing charges are 1.2% per annum.", [(S, "1.2%")]),
    ("The ongoing charges are 1.2% annually.", [(S, "1.2%")]),
    ("The ongoing charges are 1.2%.", [(S, "1.2%")]),
])
def test_a_rate_per_another_period_than_the_sources_is_contradicted(claim, found):
    source = "Ongoing charges are 1.2% a year; there is no entry charge."
    assert outcomes(check_numbers, claim, source) == found


@pytest.mark.parametrize(("claim", "found"), [
    ("Cashback is capped at 15 EUR per year.", [(C, "15 EUR per year")]),
    ("Cashback is capped at 15 EUR a month.", [(S, "15 EUR")]),
    ("Cashback is capped at 15 EUR.", [(S, "15 EUR")]),
    # words between the value and its period
    ("Fees are capped at 15 EUR in total per year.", [(C, "15 EUR in total per year")]),
    ("Paying in is free for up to 20 cheques a year.", [(C, "20 cheques a year")]),
    ("Paying in is free for up to 20 cheques each month.", [(S, "20")]),
    ("Paying in is free for up to 20 paper bank giro cheques a year.",
     [(C, "20 paper bank giro cheques a year")]),
])
def test_an_amount_or_a_count_per_another_period_is_contradicted(claim, found):
    source = ("Cashback is capped at 15 EUR per month. Paying in cheques is free for up to "
              "20 cheques a month.")
    assert [(o, v) for o, v in outcomes(check_numbers, claim, source) if v != "free"] == found


def test_a_value_of_each_against_one_of_all_together_per_period():
    cheques = ("In the app, each cheque can be for up to 2,500 EUR and you can pay in up to "
               "5,000 EUR per day in total.")
    assert outcomes(check_numbers, "In the app, each cheque can be for up to 5,000 EUR.",
                    cheques) == [(C, "5,000 EUR")]
    assert outcomes(check_numbers, "In the app you can pay in up to 5,000 EUR a day in total.",
                    cheques) == [(S, "5,000 EUR")]


def test_a_rules_threshold_restated_with_another_number_is_another_rule():
    rule = "Loans above 15,000 EUR need a credit score of at least 680."
    (hit, _) = check_numbers("Loans above 10,000 EUR need a credit score of at least 680.",
                             [src(rule)], [src(rule)])
    assert (hit.outcome, hit.claim_value, hit.source_value) == (C, "10,000 EUR",
                                                                "above 15,000 EUR")
    assert outcomes(check_numbers, "Loans over 15,000 EUR need a score of 680 or more.",
                    rule) == [(S, "15,000 EUR"), (S, "680")]
    # a description's bound is no rule: "more than 30" of "more than 33 people" holds
    assert outcomes(check_numbers, "More than 30 people were hurt.",
                    "More than 33 people were hurt.") == [(S, "30")]


def test_a_count_of_the_same_thing_in_the_passage_rivals_the_same_number_elsewhere():
    source = ("You can register the app on up to 3 devices at the same time. You log in with "
              "a 5-digit PIN.")
    passage = src("You can register the app on up to 3 devices at the same time.")
    (hit,) = check_numbers("You can register the app on up to 5 devices.", [passage],
                           [src(source)])
    assert (hit.outcome, hit.source_value) == (C, "3")
    # the same with the PIN's sentence among the passages
    (hit,) = check_numbers("You can register the app on up to 5 devices.",
                           [passage, src("You log in with a 5-digit PIN.", "d", 70)],
                           [src(source)])
    assert (hit.outcome, hit.source_value) == (C, "3")
    # a count of something else in the passage leaves the number stated elsewhere
    (hit,) = check_numbers("You log in with a 5-digit PIN.", [passage], [src(source)])
    assert hit.outcome is S
    # a match that may count the same thing in other words stands
    armenians = ("More than 1 million Armenians (some estimates run as high as 1.5 million) "
                 "died.")
    assert outcomes(check_numbers, "The killing of 1.5 million Armenians was genocide.",
                    armenians) == [(S, "1.5 million")]


def test_a_negation_of_the_case_a_source_excepts_is_no_flip():
    reply = ("We send our final response within 15 business days, except for complaints about "
             "international payments, where we may take up to 35 business days.")
    assert outcomes(check_negation, "If your complaint is not about an international payment, "
                    "you will get our final response within 15 business days.", reply) == []
    assert outcomes(check_negation, "You will not get our final response within 15 business "
                    "days.", reply) == [(C, "not")]
    assert outcomes(check_negation, "Payments to airlines are not moved automatically.",
                    _RECURRING) == []
    assert outcomes(check_negation, "Recurring payments are not moved to the new card "
                    "automatically.", _RECURRING) == [(C, "not")]


def test_a_part_of_a_sentence_of_rules_is_read_for_its_own_case():
    names = ("If the name matches, you can carry on; if it is a close match, we show you the "
             "correct name so you can update it; if it does not match, we warn you.")
    assert outcomes(check_negation, "If the name is a close match, you are shown the correct "
                    "name and can update it.", names) == []
    assert outcomes(check_negation, "If the name is a close match, you are not shown the "
                    "correct name.", names) == [(C, "not")]
    # a sentence of nothing but separators has no part to choose
    from groundtrace.checks.negation import _part_stating
    from groundtrace.text.sentences import TextSegment

    assert _part_stating("A b c.", {"b"}, TextSegment(";;", 0, 2)) == TextSegment(";;", 0, 2)


def test_neither_after_a_clause_says_its_polarity_again():
    free = "Registering a device and blocking a lost one are free of charge."
    assert outcomes(check_negation, "Registering a device costs nothing, and neither does "
                    "blocking a lost one.", free) == []
    # "neither" that opens its own statement still negates
    from groundtrace.checks.negation import negation_cues

    assert negation_cues("Neither is free.") == [(0, 7)]
    assert negation_cues("The card isn't free, and neither is the app.") == [(9, 14)]


def test_no_after_a_copula_negates_the_statement():
    source = "Past performance does not predict future returns."
    # "are no guarantee" says "are not a guarantee": both sides negated, no flip
    assert outcomes(check_negation, "Past returns are no guarantee of future performance.",
                    source) == []
    assert outcomes(check_negation, "Past performance predicts future returns.",
                    source) == [(C, "Past performance predicts future returns.")]


def test_an_acronyms_plural_in_the_claim_is_its_singular_in_the_source():
    source = "The daily ATM withdrawal limit is 600 EUR."
    assert outcomes(check_entities, "You can withdraw up to 600 EUR a day from ATMs.",
                    source) == [(S, "ATMs")]


def test_as_much_as_is_a_bound_and_its_words_are_not_the_numbers_neighbours():
    limits = ("The daily ATM withdrawal limit is 600 EUR and the monthly limit is 3,000 EUR; "
              "both can be changed in the app, up to 1,000 EUR a day.")
    # "as much as" crowded "app" out of the words near 1,000: 600 EUR was cited (FAIL)
    assert outcomes(check_numbers, "You can raise the daily ATM limit in the app to as much "
                    "as 1,000 EUR.", limits) == [(S, "1,000 EUR")]
    assert outcomes(check_numbers, "You can raise the daily ATM limit in the app to as much "
                    "as 2,000 EUR.", limits)[0][0] is C


def test_a_sentence_end_after_pm_is_not_part_of_the_time():
    (n,) = find_numbers("You requested the transfer at 4:32 pm.")
    assert n.text == "4:32 pm"
    (n,) = find_numbers("It opens at 3 p.m.")
    assert n.text == "3 p.m."


def test_a_count_of_business_days_is_read_against_days_not_another_unit():
    cutoffs = ("International transfers outside the EEA must be submitted before 12:00 and "
               "take up to 4 business days.")
    elsewhere = "Card payments in a foreign currency carry a 2% fee."
    # in a long source the claim's "2" matched the "2%" of another section (PASS)
    hits = check_numbers("International transfers outside the EEA take up to 2 business days.",
                         [src(cutoffs)], [src(cutoffs + " " + elsewhere)])
    assert [(h.outcome, h.source_value) for h in hits] == [(C, "4")]


def test_setting_up_is_what_an_arrangement_fee_is_for():
    loans = "Personal loans. The representative APR is 6.9%. There is no arrangement fee."
    # "no sentence of the source about this says it costs nothing" (REVIEW)
    assert outcomes(check_numbers, "There's no fee for setting up the loan.", loans) == [
        (S, "no fee")]
    assert outcomes(check_numbers, "Setting up the loan costs 50 EUR.",
                    "Setting up a loan: 100 EUR.")[0][0] is C


def test_a_value_of_all_together_said_of_each_one_is_contradicted():
    jewellery = "Jewellery is covered up to 2,000 EUR in total, and each item up to 500 EUR."
    (hit,) = check_numbers("Each piece of jewellery is covered up to 2,000 EUR.",
                           [src(jewellery)], [src(jewellery)])
    assert (hit.outcome, hit.source_value) == (C, "2,000 EUR in total")
    for claim in ("Jewellery is covered up to 2,000 EUR overall.",
                  "Each item of jewellery is covered up to 500 EUR.",
                  "Jewellery is covered up to 2,000 EUR.",
                  "Each customer gets a bonus; the pool is 2,000 EUR."):
        assert all(o is S for o, _ in outcomes(check_numbers, claim, jewellery)), claim


_TIERS = ("Balances up to 10,000 EUR earn 1.5% AER; the part of the balance above 10,000 EUR "
          "earns 2.0% AER.")


@pytest.mark.parametrize(("claim", "found"), [
    # PASSed (P 0.18): 2.0% and 10,000 EUR are both stated, in two clauses
    ("Balances up to 10,000 EUR earn 2.0% AER.", [(S, "10,000 EUR"), (C, "2.0%")]),
    ("Anything above 10,000 EUR earns 1.5% AER.", [(S, "10,000 EUR"), (C, "1.5%")]),
    # the case's bound decides which clause is the claim's
    ("Balances of up to 10,000 EUR earn 1.5% AER.", [(S, "10,000 EUR"), (S, "1.5%")]),
    ("Anything above 10,000 EUR earns 2.0% AER.", [(S, "10,000 EUR"), (S, "2.0%")]),
])
def test_a_value_of_another_clause_of_a_tiered_rate_is_contradicted(claim, found):
    assert [(o, v) for o, v in outcomes(check_numbers, claim, _TIERS)
            if v != "AER"] == found


_LOAN_RATES = ("The interest rate is 4.4% a year for loans of up to 20,000 EUR and 3.9% a "
               "year for larger loans.")


@pytest.mark.parametrize(("claim", "found", "cited"), [
    # PASSed (P 0.25): both numbers are stated, the 3.9% of the larger loans
    ("Loans of up to 20,000 EUR have an interest rate of 3.9% a year.",
     [(S, "20,000 EUR"), (C, "3.9%")], "4.4% a year for loans of up to 20,000 EUR"),
    ("Loans above 20,000 EUR have an interest rate of 4.4% a year.",
     [(S, "20,000 EUR"), (C, "4.4%")], "3.9% a year for larger loans"),
    # each case's own value
    ("Loans of up to 20,000 EUR have an interest rate of 4.4% a year.",
     [(S, "20,000 EUR"), (S, "4.4%")], None),
    ("Loans above 20,000 EUR have an interest rate of 3.9% a year.",
     [(S, "20,000 EUR"), (S, "3.9%")], None),
])
def test_a_value_of_the_case_a_comparative_names_is_another_cases(claim, found, cited):
    assert outcomes(check_numbers, claim, _LOAN_RATES) == found
    said = [h.source_value for h in check_numbers(claim, [src(_LOAN_RATES)], [src(_LOAN_RATES)])
            if h.outcome is C]
    assert said == ([cited] if cited else [])


@pytest.mark.models
def test_triage_fails_a_value_of_another_case_of_a_tariff():
    import groundtrace

    q = "What rate do deposits earn?"
    # PASSed (P 0.25): the verifier read the whole list
    assert groundtrace.triage(q, "A 12-month deposit earns 3.00% a year.",
                              _DEPOSITS).decision == "FAIL"


@pytest.mark.models
@pytest.mark.xfail(strict=True, reason="verifier v8 reads a rate list's own pairs less "
                   "surely than v7 did (P(entailed) 0.563 / 0.323 against 0.806 / 0.628), "
                   "and both FAIL (P 0.512 / 0.697); v7 passed them")
@pytest.mark.parametrize("answer", ["A 24-month deposit earns 3.00% a year.",
                                    "A 12-month deposit earns 2.75% a year."])
def test_triage_passes_a_value_of_its_own_case_of_a_tariff(answer):
    import groundtrace

    assert groundtrace.triage("What rate do deposits earn?", answer,
                              _DEPOSITS).decision == "PASS"


def test_a_part_after_a_comma_and_is_read_for_its_own_case():
    windscreen = ("All claims carry the compulsory excess except windscreen claims: a windscreen "
                  "repair has no excess, and a windscreen replacement has an excess of 100 EUR.")
    assert outcomes(check_negation, "A windscreen replacement has a 100 EUR excess.",
                    windscreen) == []
    # the part that states the claim still turns it round where it negates
    assert outcomes(check_negation, "A windscreen repair has an excess.",
                    windscreen) == [(C, "A windscreen repair has an excess.")]


def test_a_negation_of_a_second_predicate_is_no_flip_of_the_first():
    booking = ("A booking fee of 499 EUR is charged when you apply and is not refunded, except "
               "if we decline your application.")
    assert outcomes(check_negation, "You pay a booking fee of 499 EUR when you apply.",
                    booking) == []
    assert outcomes(check_negation, "The booking fee of 499 EUR is refunded when you apply.",
                    booking) == [(C, "The booking fee of 499 EUR is refunded when you apply.")]


def test_there_is_no_negates_the_noun_after_it():
    rent = "There is no rental fee for the first 3 months after your terminal is installed."
    assert outcomes(check_negation, "You pay no rent for the first three months after the "
                    "terminal is installed.", rent) == []
    # the same noun on both sides, negated on one only, is still a flip
    assert outcomes(check_negation, "There is a rental fee for the first 3 months after your "
                    "terminal is installed.", rent) != []


def test_not_charging_a_fee_prices_nothing():
    assert outcomes(check_negation, "Harbourline does not charge a fee when you withdraw cash "
                    "at ATMs in other eurozone countries.",
                    "Harbourline charges no fee for withdrawals at ATMs in other eurozone "
                    "countries.") == []
    from groundtrace.checks.prices import find_free

    assert [f.text for f in find_free("We don't charge you any fees for it.")] == [
        "don't charge you any fees"]


def test_only_states_a_negated_rule_with_an_exception():
    attorney = "An attorney cannot close the account, except under a lasting power of attorney."
    only = "Only an attorney acting under a lasting power of attorney can close the account."
    assert outcomes(check_negation, only, attorney) == []
    assert outcomes(check_quantity, only, attorney) == []
    # without "only" the exception's case said as the rule's is still turned round
    assert outcomes(check_negation, "An attorney can close the account.", attorney) == [
        (C, "An attorney can close the account.")]
    # an "only" the source backs with no exception stays unsupported
    assert outcomes(check_quantity, "Only an attorney can close the account.",
                    "An attorney can close the account.") == [(U, "Only")]
    from groundtrace.checks.negation import only_by_exception

    assert only_by_exception("Only members can.", "Members can, except on Sundays.") is None
    assert only_by_exception("Ónly members can.", "None can, except members.") == (0, 4)


def test_a_fee_without_an_amount_against_a_price_of_nothing():
    notice = ("There is no fee for giving notice or for cancelling a notice before the money "
              "is paid out.")
    assert outcomes(check_numbers, "Cancelling a notice before the money is paid out costs a "
                    "fee.", notice) == [(C, "costs a fee")]
    assert outcomes(check_numbers, "There is a fee for giving notice.", notice) == [
        (C, "There is a fee")]
    # said negated, or with its amount (the amount is what is compared)
    assert outcomes(check_numbers, "Cancelling a notice does not cost a fee.", notice) == []
    assert outcomes(check_numbers, "Cancelling a notice costs a fee of 5 EUR.", notice) == [
        (C, "5 EUR")]
    # a fee of something the source prices
    assert outcomes(check_numbers, "Branch transfers cost a fee.",
                    "Branch transfers cost 2.50 EUR.") == []


def test_before_a_things_event_is_a_deadline_not_a_step():
    notice = ("If you need money before the notice period ends, you can withdraw it early. "
              "There is no fee for cancelling a notice before the money is paid out.")
    assert outcomes(check_negation, "Cancelling a notice before the money has been paid out "
                    "is free.", notice) == []
    from groundtrace.checks.sequence import step_pairs

    assert step_pairs("Verify your identity before you reset the PIN.") != []
    assert step_pairs("Cancel the notice before the money is paid out.") == []


def test_a_duration_read_in_another_unit_yields_to_the_sentence_about_the_claim():
    plan = ("You choose this in the app within 14 days after the purchase appears on your "
            "account. The first instalment is taken 1 month after you set up the plan.")
    assert outcomes(check_numbers, "You have 30 days after the purchase appears on your "
                    "account to set up a plan.", plan) == [(C, "30 days")]
    # the same duration in another unit, with no value of the claim's unit about it
    assert outcomes(check_numbers, "Your first instalment is taken 30 days after you set up "
                    "the plan.", plan) == [(S, "30 days")]
    assert outcomes(check_numbers, "You have 2 weeks after the purchase appears on your "
                    "account to set up a plan.", plan) == [(S, "2 weeks")]


def test_a_value_in_a_calendar_period_is_per_that_period():
    rule = ("If your card sales are above 20,000 EUR in a calendar month, the 1.2% rate falls "
            "to 0.9%.")
    assert (C, "20,000 EUR in a calendar year") in outcomes(
        check_numbers, "If your card sales are above 20,000 EUR in a calendar year, the rate "
        "falls to 0.9%.", rule)
    assert (S, "20,000 EUR") in outcomes(
        check_numbers, "If your card sales are above 20,000 EUR per calendar month, the rate "
        "falls to 0.9%.", rule)


def test_a_negated_condition_naming_a_but_if_case_is_no_flip():
    refund = ("If a fraudster tricks you into making a payment, we refund the full amount, but "
              "if you ignored a no-match warning, we refund at most 50% of it.")
    assert outcomes(check_negation, "If a fraudster tricks you and you did not ignore a "
                    "no-match warning, you get the full amount back.", refund) == []
    # a negation of something the set-apart case does not name still turns it round
    assert outcomes(check_negation, "If a fraudster tricks you into making a payment, we do "
                    "not refund the full amount.", refund) == [(C, "not")]
    paper = "Statements are free in the app, unless you ask for a paper copy."
    assert outcomes(check_negation, "If you do not ask for a paper copy, statements in the "
                    "app are free.", paper) == []


def test_a_bare_number_with_no_price_near_it_is_not_told_apart_from_money():
    source = ("Each payment must be at least 100 EUR. If you are terminally ill, you can take "
              "the whole account value as a single payment, whatever your age.")
    assert outcomes(check_numbers, "Even at 45 you can take the whole account value in one "
                    "payment.", source) == [(U, "45")]
    # a bare number beside a price word is still an amount of money
    assert outcomes(check_numbers, "A single payment costs 150.", source) == [(C, "150")]


def test_a_value_of_one_item_of_a_sentence_said_of_another_is_contradicted():
    terminals = ("Renting a countertop card terminal costs 19 EUR a month, and a portable "
                 "terminal with its own SIM card costs 25 EUR a month.")
    assert outcomes(check_numbers, "Renting a portable terminal costs 19 EUR a month.",
                    terminals) == [(C, "19 EUR")]
    assert outcomes(check_numbers, "A portable terminal costs 25 EUR a month.",
                    terminals) == [(S, "25 EUR")]
    assert outcomes(check_numbers, "Renting a countertop terminal costs 19 EUR a month.",
                    terminals) == [(S, "19 EUR")]
    keys = ("A lost key costs 75 EUR to replace; if both keys are lost, the lock must be "
            "changed, which costs 250 EUR.")
    assert outcomes(check_numbers, "Replacing a single lost key costs 250 EUR.", keys) == [
        (C, "250 EUR")]
    assert outcomes(check_numbers, "If you lose both keys, changing the lock costs 250 EUR.",
                    keys) == [(S, "250 EUR")]
    # one answer with both items keeps each value with its own item
    assert outcomes(check_numbers, "A countertop terminal costs 19 EUR a month, and a "
                    "portable terminal 25 EUR.", terminals) == [(S, "19 EUR"), (S, "25 EUR")]


def test_once_only_against_a_recurring_frequency_is_a_clash():
    lump = ("When you start, you can take up to 25% of the account value as a tax-free lump "
            "sum, once only.")
    assert outcomes(check_negation, "You can take a tax-free lump sum of up to 25% of the "
                    "account value every year.", lump) == [(C, "every year")]
    assert outcomes(check_negation, "You can take a tax-free lump sum of up to 25% of the "
                    "account value only once.", lump) == []


def test_a_list_with_one_item_swapped_is_contradicted():
    names = ("If your name has changed, you also need to send a marriage certificate, a "
             "divorce certificate or a deed poll showing the change.")
    assert outcomes(check_entities, "If your name has changed, you need to send a marriage "
                    "certificate, a divorce certificate or a birth certificate.", names) == [
        (C, "a birth certificate")]
    assert outcomes(check_entities, "If your name has changed, you need to send a marriage "
                    "certificate, a divorce certificate or a deed poll.", names) == []
    # a part of the list, or clauses joined by "and", are no swap
    assert outcomes(check_entities, "You need a marriage certificate or a divorce "
                    "certificate.", names) == []
    holders = "If one holder dies, the balance belongs to the other holders and they keep access."
    assert outcomes(check_entities, "If one holder dies, the account isn't frozen and the other "
                    "holders keep full access.", holders) == []


def test_an_ordinal_birthday_is_read_against_the_sources_ordinals():
    loan = ("You must be between 21 and 70 years old, and the loan must be fully repaid "
            "before your 75th birthday.")
    assert outcomes(check_numbers, "The loan must be fully repaid before your 70th "
                    "birthday.", loan) == [(C, "70th birthday")]
    assert outcomes(check_numbers, "The loan must be fully repaid before your 75th "
                    "birthday.", loan) == [(S, "75th birthday")]
    # not read as an age of another rule, for the verifier either
    from groundtrace.claims.reading import aligned_claim

    claim = "The loan must be repaid before your 70th birthday."
    assert aligned_claim(claim, "You must be between 21 and 70 years old.") == claim


def test_the_case_an_exception_after_a_negation_sets_apart_is_no_flip():
    fee = ("A booking fee of 499 EUR is charged when you apply and is not refunded, except if "
           "we decline your application, in which case we refund it in full.")
    assert outcomes(check_negation, "The booking fee is refunded in full if the bank declines "
                    "your application.", fee) == []
    assert outcomes(check_negation, "The booking fee is refunded if you withdraw your "
                    "application yourself.", fee) == [
        (C, "The booking fee is refunded if you withdraw your application yourself.")]
    early = ("Withdrawals before 60 are not possible, except for members who retire early "
             "because of ill health.")
    assert outcomes(check_negation, "Withdrawals before 60 are possible for members who "
                    "retire early because of ill health.", early) == []
    # the exception's first word alone ("members") is not its case
    assert outcomes(check_negation, "Withdrawals before 60 are possible for members.",
                    early) == [(C, "Withdrawals before 60 are possible for members.")]


def test_on_the_day_where_the_source_says_a_month_after_is_contradicted():
    plan = "The first instalment is taken 1 month after you set up the plan."
    (hit,) = check_negation("The first instalment is taken on the day you set up the plan.",
                            [src(plan)], [src(plan)])
    assert (hit.outcome, hit.claim_value, hit.source_value) == (C, "on the day", "1 month after")
    assert outcomes(check_negation, "The first instalment is taken 1 month after you set up "
                    "the plan.", plan) == []


@pytest.mark.parametrize(("claim", "evidence", "found"), [
    # the claim negates a verb the sentence never says, and the sentence negates nothing:
    # what it says instead is the verifier's to read
    ("Your interest rate doesn't change.", "The interest rate of 21.9% APR stays the same.", []),
    ("The payment missed in July 2025 didn't count against you, as it was more than 12 "
     "months before the request.",
     "One payment was missed in July 2025, more than 12 months before the request.", []),
    ("The Prize Saver doesn't pay interest.",
     "Instead of interest, the Prize Saver gives you a chance each month to win cash prizes.", []),
    # a verb it says, after a modal word, or in another form; a light verb's object
    ("The interest rate of 21.9% APR does not stay the same.",
     "The interest rate of 21.9% APR stays the same.", [(C, "not")]),
    ("You don't need to book a visit in advance.",
     "You must book a visit at least 24 hours in advance.", [(C, "don't")]),
    ("The key deposit is not refunded when both keys are returned.",
     "The key deposit is refunded once both keys have been returned.", [(C, "not")]),
    ("You will not get our final response within 15 business days.",
     "We send our final response within 15 business days.", [(C, "not")]),
])
def test_a_negated_verb_the_sentence_never_says_is_no_flip(claim, evidence, found):
    assert outcomes(check_negation, claim, evidence) == found


def test_a_rate_over_another_term_a_share_of_part_of_an_amount_and_a_period_after_of_the():
    lease = ("The lease rate is fixed for the whole term: 6.9% a year over 2 or 3 years, 7.4% "
             "over 4 years and 7.9% over 5 years.")
    assert (C, "7.4%") in outcomes(check_numbers, "The lease rate over 5 years is 7.4% a year.",
                                   lease)
    assert (C, "7.4%") not in outcomes(check_numbers, "Over 4 years the lease rate is 7.4%.",
                                       lease)
    # "1% of the amount above that" is no share of the whole amount
    wallet = ("Top-ups by debit card are free up to 500 EUR a month and cost 1% of the amount "
              "above that.")
    assert (S, "7 EUR") not in outcomes(
        check_numbers, "Adding 700 EUR by debit card in one month costs 7 EUR in fees.", wallet)
    # a period after "of the" and its noun
    cover = "It costs 0.25% of the loan amount a month for one borrower."
    assert outcomes(check_numbers, "For one borrower, the cover costs 0.25% of the loan amount "
                    "a year.", cover) == [(C, "0.25% of the loan amount a year")]
    assert outcomes(check_numbers, "The cover costs 0.25% of the loan amount a month.",
                    cover) == [(S, "0.25%")]


# A tool's JSON output as the claim layer renders it: one record line of "key: value" fields.
QUOTE_RECORD = ("tool: bridging loan quote, loan amount eur: 200000, term months: 12, "
                "early repayment charge: none, but at least 1 month of interest is charged, "
                "extension: once, for up to 3 months, at 0.95% a month, "
                "status: indicative quote, not an offer.")


@pytest.mark.parametrize("claim", [
    "The loan can be extended once, for up to three months, at 0.95% a month.",
    "Interest is 0.75% a month, which is 1,500 EUR a month on 200,000 EUR.",
    "The loan of 200,000 EUR runs for 12 months.",
])
def test_a_record_fields_negation_negates_only_its_own_field(claim):
    # "early repayment charge: none" says nothing of the extension or the interest rate
    assert outcomes(check_negation, claim, QUOTE_RECORD) == []


def test_a_claim_about_a_negated_field_is_still_read_against_it():
    assert [o for o, _ in outcomes(check_negation, "There is an early repayment charge.",
                                   QUOTE_RECORD)] == [CheckOutcome.CONTRADICTED]


def test_record_fields_split_a_record_line_at_its_keys():
    from groundtrace.text.sentences import record_fields, split_sentences

    (line,) = split_sentences(QUOTE_RECORD)
    fields = record_fields(line)
    assert [f.text for f in fields] == [
        "tool: bridging loan quote", "loan amount eur: 200000", "term months: 12",
        "early repayment charge: none, but at least 1 month of interest is charged",
        "extension: once, for up to 3 months, at 0.95% a month",
        "status: indicative quote, not an offer"]
    assert all(QUOTE_RECORD[f.start:f.end] == f.text for f in fields)
    # prose with a colon or two is no record line
    (prose,) = split_sentences("Note: the fee is 5 EUR, and cards are free.")
    assert record_fields(prose) is None


ADVANCE = ("Each business day we keep an agreed share of your card takings until the total "
           "is repaid, so you repay nothing on days with no card sales.")


@pytest.mark.parametrize(("claim", "found"), [
    # "anything" goes with the "don't": the clause talks about repaying, as the source does
    ("On a day with no card sales, you don't repay anything.", []),
    ("You don't repay anything on days with no card sales.", []),
    ("On a day with no card sales, you repay something.", [CheckOutcome.CONTRADICTED]),
    ("On a day with card sales, you don't repay anything.", [CheckOutcome.CONTRADICTED]),
])
def test_a_negative_polarity_word_is_part_of_the_cue(claim, found):
    assert [o for o, _ in outcomes(check_negation, claim, ADVANCE)] == found


_DRAFTS = ("The fee is 8 EUR per draft, or 4 EUR for customers aged 66 or over; a draft in "
           "sterling or US dollars costs 15 EUR.")
_FRONTIER = ("The monthly fee is 4 EUR, but it is not charged in any month in which a salary "
             "of at least 1,200 EUR is paid in.")


@pytest.mark.parametrize(("claim", "source", "found"), [
    # PASSed: "8 EUR per draft" shares "draft", but "sterling" names the other part
    ("A draft in sterling costs 8 EUR.", _DRAFTS, [(C, "15 EUR")]),
    ("Letting agents pay 15 EUR a month.",
     "The account costs 8 EUR a month for up to 25 deposits and 15 EUR a month for more "
     "than 25, while letting agents pay 25 EUR a month whatever the number.", [(C, "25 EUR")]),
    # the part the match is in is the claim's own
    ("A draft costs 8 EUR.", _DRAFTS, [(S, "8 EUR")]),
    ("A draft in sterling costs 15 EUR.", _DRAFTS, [(S, "15 EUR")]),
    # a bound of the part most about the claim is no rival of its fee
    ("In a month when your 2,100 EUR salary is paid in, you won't be charged the 4 EUR "
     "monthly fee.", _FRONTIER, [(S, "4 EUR")]),
])
def test_a_value_said_of_the_part_the_claims_words_do_not_name(claim, source, found):
    hits = [h for h in check_numbers(claim, [src(source)], [src(source)])
            if h.claim_value != "2,100 EUR"]
    assert [(h.outcome, h.source_value if h.outcome is C else h.claim_value)
            for h in hits] == found


def test_a_clause_after_though_is_read_for_what_it_prices():
    # the whole clause named the recall, so its fee line was read as the part about it
    source = ("Recall requested: 27 November 2026, 09:05\n"
              "Recall sent to beneficiary bank: 27 November 2026, 09:40\n"
              "Beneficiary bank reply so far: funds partly frozen, 11,250.00 EUR\n"
              "Amount still unaccounted for: 7,150.00 EUR\n"
              "Recall fee: 35.00 EUR, charged 27 November 2026\n"
              "Foreign bank fees deducted from any return: up to 25.00 EUR\n"
              "Frozen funds returned after: beneficiary's consent or court order\n"
              "Status: in progress")
    claim = ("Not yet: the recall is still in progress, though 11,250 EUR has been frozen at "
             "the beneficiary bank.")
    assert outcomes(check_numbers, claim, source) == [(S, "11,250 EUR")]


@pytest.mark.parametrize(("claim", "source", "found"), [
    # PASSed: the bare "10" met "10 EUR", the bare "8" met "8 weeks"
    ("The expected wait is between 10 and 15 minutes.",
     "A call costs 10 EUR. The expected wait is 3 minutes, at most 15 minutes.",
     [(C, "10"), (S, "15 minutes")]),
    ("CAD and AUD cheques can take up to 8 business days.",
     "Cheques are usually credited 15 to 25 business days after you pay them in, or up to "
     "8 weeks for CAD and AUD cheques.", [(C, "8")]),
    # a range or a count of days in the source's own unit
    ("The expected wait is between 10 and 15 minutes.",
     "The expected wait is 10 to 15 minutes.", [(S, "10"), (S, "15 minutes")]),
])
def test_a_bare_number_takes_the_unit_its_words_give_it(claim, source, found):
    assert outcomes(check_numbers, claim, source) == found
