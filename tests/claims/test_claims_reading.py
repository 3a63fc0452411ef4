"""What the verifier reads: a claim's numbers in its passage's words where the values agree."""

from __future__ import annotations

import pytest

from groundtrace import verify
from groundtrace.claims.quotes import quoted
from groundtrace.claims.reading import aligned_claim

LIMITS = ("The default daily limit for card payments is 3,000 EUR; customers can raise it to "
          "6,000 EUR in the app for up to 30 days.")


@pytest.mark.parametrize(("claim", "passage", "read"), [
    ("The card limit is 3000 EUR per day.", LIMITS, "The card limit is 3,000 EUR per day."),
    ("A branch transfer costs €2.50.", "Branch transfers cost 2.50 EUR.",
     "A branch transfer costs 2.50 EUR."),
    ("Instant transfers cost 50 cents.", "Instant transfers cost 0.50 EUR.",
     "Instant transfers cost 0.50 EUR."),
    ("The rate is 7.9 percent a year.", "The overdraft rate is 7.9% a year.",
     "The rate is 7.9% a year."),
    ("They arrive within 10 seconds.", "They arrive within ten seconds.",
     "They arrive within ten seconds."),
    ("It had 1.5 million people.", "The population was 1,500,000.",
     "It had 1,500,000 people."),
    # two numbers of one claim, each in its own words
    ("You can go from 3000 EUR to 6000 EUR.", LIMITS,
     "You can go from 3,000 EUR to 6,000 EUR."),
    # dates: the same day in another format, the numbers inside it left to the date
    ("The rules apply from 1/3/2026.", "The rules apply from 1 March 2026.",
     "The rules apply from 1 March 2026."),
    ("It closed on May 15th, 2025.", "It closed on 15 May 2025.", "It closed on 15 May 2025."),
    ("Since 2026-03-01 it costs 3000 EUR.", "From 1 March 2026 it costs 3,000 EUR.",
     "Since 1 March 2026 it costs 3,000 EUR."),
])
def test_an_equal_value_is_read_in_the_passages_words(claim, passage, read):
    assert aligned_claim(claim, passage) == read


@pytest.mark.parametrize(("claim", "passage", "read"), [
    ("You need to be 18 or older.", "Applicants must be at least 18 years old.",
     "You need to be at least 18 years old."),
    ("You must be at least 18 years old.", "It is open to residents aged 18 or over.",
     "You must be aged 18 or over."),
    # "at least 18" after a form of "be" is an age too (v7: 0.22 entailed as written)
    ("To open an account online you must be 18 or older and live in Spain.",
     "You can open an account online if you are at least 18 and live in Spain.",
     "To open an account online you must be at least 18 and live in Spain."),
    # another age, or a bound that is no age, stays as written
    ("You must be 21 or older.", "Applicants must be at least 18 years old.",
     "You must be 21 or older."),
    ("You must be 18 or older.", "Loans need at least 18 monthly payments.",
     "You must be 18 or older."),
    ("You need 18 or more transactions.", "Applicants must be at least 18 years old.",
     "You need 18 or more transactions."),
])
def test_an_age_bound_is_read_as_the_passage_words_it(claim, passage, read):
    assert aligned_claim(claim, passage) == read


LOANS = "You can borrow from 3,000 EUR to 40,000 EUR over 12 to 84 months."
TERMS = "Fixed-rate mortgages are available for terms of 10 to 30 years."


@pytest.mark.parametrize(("claim", "passage", "read"), [
    # a range in other units: both ends, or neither
    ("You can take a loan over 1 to 7 years.", LOANS, "You can take a loan over 12 to 84 months."),
    ("You can take a loan over one to seven years.", LOANS,
     "You can take a loan over 12 to 84 months."),
    ("You can take a loan over 2 to 7 years.", LOANS, "You can take a loan over 2 to 7 years."),
    ("Terms are 10 to 30 years.", "Terms are between 10 and 30 years.",
     "Terms are 10 to 30 years."),
    # one of a period, and one and a half, as the ends of a range
    ("A chargeback takes about a month to a month and a half.",
     "A chargeback usually takes 30 to 45 days.", "A chargeback takes about 30 to 45 days."),
    ("You can take a loan over a year to 7 years.", LOANS,
     "You can take a loan over 12 to 84 months."),
    ("A chargeback takes a week to a month.", "A chargeback usually takes 30 to 45 days.",
     "A chargeback takes a week to a month."),
    # a value the range allows, where the claim says what is possible
    ("You can borrow 25,000 EUR over 60 months.", LOANS, LOANS),
    ("A 25-year fixed-rate term is possible.", TERMS,
     "A 10 to 30 years fixed-rate term is possible."),
    ("You can borrow 25,000 EUR.", "You can borrow between 3,000 EUR and 40,000 EUR.",
     "You can borrow between 3,000 EUR and 40,000 EUR."),
    # not outside it, not as a fact about one case, not inside a range of the claim's own
    ("You can borrow 50,000 EUR.", LOANS, "You can borrow 50,000 EUR."),
    ("A chargeback takes 40 days.", "Chargebacks take between 30 and 45 days.",
     "A chargeback takes 40 days."),
    ("You can borrow 5,000 EUR to 30,000 EUR.", LOANS, "You can borrow 5,000 EUR to 30,000 EUR."),
    # ends with their own units are read one by one
    ("You can go from 3000 EUR to 6000 EUR.", LIMITS, "You can go from 3,000 EUR to 6,000 EUR."),
])
def test_a_range_or_a_value_in_one_is_read_in_the_passages_range(claim, passage, read):
    assert aligned_claim(claim, passage) == read


@pytest.mark.parametrize(("claim", "read"), [
    ("The transfer is still pending.", "The transfer is pending."),
    ("Your card is still being processed.", "Your card is being processed."),
    ("He still works there.", "He still works there."),  # no state after it
])
def test_still_before_a_state_is_read_off(claim, read):
    assert aligned_claim(claim, "status: pending.") == read


@pytest.mark.parametrize(("claim", "passage", "read"), [
    ("The amount may not match.", "The amount may differ.", "The amount may differ."),
    ("Payments there aren't allowed.", "Payments there are prohibited.",
     "Payments there are prohibited."),
    ("The fee doesn't include VAT.", "The fee excludes VAT.", "The fee excludes VAT."),
    ("Early repayment is not mandatory.", "Early repayment is optional.",
     "Early repayment is optional."),
    # "not free" that goes on to say the price reads as the price
    ("Instant transfers are not free: they cost 0.50 EUR.", "Instant transfers cost 0.50 EUR.",
     "Instant transfers cost 0.50 EUR."),
    ("Branch transfers aren't free, but cost 2.50 EUR.", "Branch transfers cost 2.50 EUR.",
     "Branch transfers cost 2.50 EUR."),
    # the passage uses the word itself, negates its opposite, or has no opposite of it
    ("Transfers are not allowed.", "Transfers are not allowed abroad.",
     "Transfers are not allowed."),
    ("It is not higher.", "It is not lower.", "It is not higher."),
    ("Transfers are not instant.", "Transfers cost 2 EUR.", "Transfers are not instant."),
    ("It is a never before seen rate.", "It was set after the review.",
     "It is a never before seen rate."),
])
def test_not_and_a_word_is_read_as_the_passages_opposite_of_it(claim, passage, read):
    assert aligned_claim(claim, passage) == read


RULE = "An application is declined if the debt-to-income ratio exceeds 40%."


@pytest.mark.parametrize(("claim", "read"), [
    ("It was declined because the ratio of 48% exceeds the 40% limit.",
     "It was declined because the ratio exceeds the 40% limit."),
    ("The ratio is 48%, above the 40% limit, so it was declined.",
     "The ratio is above the 40% limit, so it was declined."),
    ("Your income of 3,200 EUR is below the 4,000 EUR minimum.",
     "Your income is below the 4,000 EUR minimum."),
    # a comparison that does not hold, or of two units, is read as written
    ("It was declined because the ratio of 38% exceeds the 40% limit.",
     "It was declined because the ratio of 38% exceeds the 40% limit."),
    ("The ratio of 48% is below the 40% limit.", "The ratio of 48% is below the 40% limit."),
    ("A fee of 48 EUR is above 40%.", "A fee of 48 EUR is above 40%."),
])
def test_a_comparison_that_holds_is_read_without_the_claims_own_value(claim, read):
    assert aligned_claim(claim, RULE) == read


@pytest.mark.parametrize(("claim", "read"), [
    # a "No" answering the question is no negation of what follows it
    ("No, branch transfers cost 2.50 EUR.", "Branch transfers cost 2.50 EUR."),
    ("No. They cost 2.50 EUR.", "They cost 2.50 EUR."),
    ("Nope - it costs 2.50 EUR.", "It costs 2.50 EUR."),
    ("No fee applies to branch transfers.", "No fee applies to branch transfers."),
    ("No one pays for SEPA transfers.", "No one pays for SEPA transfers."),
])
def test_an_answers_opening_no_is_read_off(claim, read):
    assert aligned_claim(claim, "Branch transfers cost 2.50 EUR.") == read


@pytest.mark.parametrize(("claim", "end"), [
    ("No, branch transfers cost 2.50 EUR.", 4),
    ("According to the loan terms, the APR is 6.9%.", 29),
    ("Yes, branch transfers cost 2.50 EUR.", 0),  # v7 reads "Yes, X" as X already
    ("I think the fee is 2 EUR.", 0),
    ("No.", 0),  # nothing after it to read
    ("Based on the information I have, it costs 5 EUR.", 33),
    ("Based on the documents available to me, it is free.", 40),
    ("Please note that it costs 5 EUR.", 17),
    ("Keep in mind: it costs 5 EUR.", 14),
    ("I can confirm that it is free.", 19),
    ("Note that.", 0),  # nothing after it
    ("Notes are kept for a year.", 0),
    ("Noted that it works.", 0),
])
def test_opening_end_is_where_the_content_starts(claim, end):
    from groundtrace.claims.openings import opening_end

    assert opening_end(claim) == end


@pytest.mark.parametrize(("claim", "passage"), [
    ("The card limit is 30,000 EUR.", LIMITS),            # another value: the model judges it
    ("Instant transfers cost 5 EUR.", "Instant transfers cost 0.50 EUR."),
    ("The limit is 3,000 EUR.", LIMITS),                  # already the passage's words
    ("The limit is 3000 a day.", LIMITS),                 # a bare number is not given a unit
    ("It takes 2 days.", "The transfer costs 2 EUR."),    # same value, another unit
    ("Cards are free for students.", LIMITS),             # no number at all
    ("The limit is 3000 EUR.", "Limits are set in the app."),
    # a date stated less precisely gains no day; another day is the model's to judge
    ("It closed in May 2025.", "It closed on 15 May 2025."),
    ("The rules apply from 1/4/2026.", "The rules apply from 1 March 2026."),
    ("It opened in the 1990s.", "It opened in 1994."),
    ("It runs in the 2018-19 season.", "It ran in 2018."),
    ("It was painted in 1616.", "It was painted in 1616-17."),
])
def test_other_values_and_other_units_are_left_as_written(claim, passage):
    assert aligned_claim(claim, passage) == claim


class _Recorder:
    name = "recorder"

    def __init__(self) -> None:
        self.hypotheses: list[str] = []

    def predict(self, premises, hypotheses):
        import numpy as np

        self.hypotheses.extend(hypotheses)
        return np.array([[0.9, 0.05, 0.05]] * len(premises), dtype=np.float32)


def test_the_verifier_reads_the_aligned_claim_and_the_evidence_records_it(hashing):
    ver = _Recorder()
    answer = verify("The card limit is 3000 EUR per day.", LIMITS, encoder=hashing,
                    verifier=ver, top_k=1)
    # scored as read and as written; on a tie the reading stays
    assert ver.hypotheses == ["The card limit is 3,000 EUR per day.",
                              "The card limit is 3000 EUR per day."]
    (claim,) = answer.claims
    # the claim and what the checks read stay as written; the evidence says what was read
    assert claim.text == claim.hypothesis == "The card limit is 3000 EUR per day."
    assert [(h.claim_value, h.outcome.value) for h in claim.checks] == [
        ("3000 EUR", "supported")]
    assert claim.evidence[0].read_as == "The card limit is 3,000 EUR per day."
    assert answer.to_dict()["claims"][0]["evidence"][0]["read_as"] == claim.evidence[0].read_as


class _PrefersAsWritten(_Recorder):
    """Entails the claim as written (0.8) more than as read (0.3)."""

    def predict(self, premises, hypotheses):
        import numpy as np

        self.hypotheses.extend(hypotheses)
        return np.array([[0.8, 0.1, 0.1] if "3000" in h else [0.3, 0.1, 0.6]
                         for h in hypotheses], dtype=np.float32)


def test_the_better_supported_of_the_two_readings_is_kept(hashing):
    answer = verify("The card limit is 3000 EUR per day.", LIMITS, encoder=hashing,
                    verifier=_PrefersAsWritten(), top_k=1)
    (evidence,) = answer.claims[0].evidence
    assert evidence.read_as is None  # the verifier's score is the claim as written
    assert evidence.entailed == pytest.approx(0.8)
    assert answer.claims[0].status.value == "supported"


def test_a_claim_read_as_written_records_no_read_as(hashing):
    ver = _Recorder()
    answer = verify("The card limit is 30,000 EUR per day.", LIMITS, encoder=hashing,
                    verifier=ver, top_k=1)
    assert ver.hypotheses == ["The card limit is 30,000 EUR per day."]
    assert answer.claims[0].evidence[0].read_as is None
    assert answer.claims[0].evidence[0].to_dict()["read_as"] is None
    # the check still finds the wrong value, whatever the verifier read
    assert answer.claims[0].status.value == "contradicted"


def test_the_html_report_shows_what_the_verifier_read(hashing):
    from groundtrace.claims.html import render_html

    answer = verify("The card limit is 3000 EUR per day.", LIMITS, encoder=hashing,
                    verifier=_Recorder(), top_k=1)
    page = render_html(answer)
    assert "the verifier read the claim beside it as: The card limit is 3,000 EUR per day." in page


FAQ = ("SEPA transfers are free in online banking. Branch transfers cost 2.50 EUR. "
       "Lost cards can be blocked 24 hours a day; a replacement card arrives at no cost.")


@pytest.mark.parametrize(("claim", "read"), [
    # a price of nothing in the passage's words, with a verb where the claim had one
    ("Online SEPA transfers don't cost anything.", "Online SEPA transfers are free."),
    ("Online SEPA transfers cost nothing.", "Online SEPA transfers are free."),
    ("It doesn't cost anything to send a SEPA transfer online.",
     "It is free to send a SEPA transfer online."),
    ("There is no fee for SEPA transfers made online.",
     "It is free for SEPA transfers made online."),
    ("SEPA transfers online come with no fees.", "SEPA transfers online come free."),
    # "you pay nothing for X": X takes the passage's words
    ("You won't pay anything for a replacement card.", "A replacement card is at no cost."),
    ("Customers don't have to pay anything for SEPA transfers made online.",
     "SEPA transfers made online are free."),
    ("A replacement card is sent free of charge.", "A replacement card is sent at no cost."),
    # "at every hour", in the passage's words; the numbers inside the phrase go with it
    ("You can block a lost card at any time, day or night.",
     "You can block a lost card 24 hours a day."),
    ("Lost cards can be blocked 24/7.", "Lost cards can be blocked 24 hours a day."),
    ("Lost cards can be blocked twenty-four hours a day, 7 days a week.",
     "Lost cards can be blocked 24 hours a day."),
])
def test_a_phrase_the_passage_says_otherwise_is_read_in_its_words(claim, read):
    assert aligned_claim(claim, FAQ) == read


@pytest.mark.parametrize(("claim", "passage"), [
    # the sentence about branch transfers prices them: the model reads the claim as written
    ("Branch transfers don't cost anything.", FAQ),
    # "free" before a noun has no place for the passage's "free"
    ("Free SEPA transfers are offered online.", FAQ),
    # a passage that says it with a verb gives no words to put after the claim's verb
    ("SEPA transfers are free online.", "SEPA transfers cost nothing in online banking."),
    # "no fee" with no "there is", "with" or "without" before it stays as written
    ("No fee applies to SEPA transfers online.", FAQ),
    # a passage with no phrase of the kind
    ("You can block a lost card at any time.", "Cards can be blocked on weekdays."),
    ("SEPA transfers don't cost anything.", "SEPA transfers take one day."),
    # nothing paid for is named
    ("You won't pay anything.", FAQ),
])
def test_a_phrase_the_passage_does_not_say_is_left_as_written(claim, passage):
    assert aligned_claim(claim, passage) == claim


@pytest.mark.parametrize(("claim", "passage", "read"), [
    ("The overdraft rate is 7.9% per annum.", "The overdraft rate is 7.9% a year.",
     "The overdraft rate is 7.9% a year."),
    ("The overdraft rate is 7.9% p.a.", "The overdraft rate is 7.9% a year.",
     "The overdraft rate is 7.9% a year."),
    ("The rate is 7.9 percent annually.", "The overdraft rate is 7.9% per year.",
     "The rate is 7.9% per year."),
    ("The limit is 3000 EUR per day.", "The limit is 3,000 EUR a day.",
     "The limit is 3,000 EUR a day."),
    # a bound of the same kind in the passage's words
    ("A declaration is needed for disputes above 500 EUR.",
     "For disputes over 500 EUR, a signed declaration is required.",
     "A declaration is needed for disputes over 500 EUR."),
    ("Disputes under 500 EUR need none.", "For disputes over 500 EUR, one is required.",
     "Disputes under 500 EUR need none."),
    ("El tipo es del 7,9 % al año.", "El tipo de descubierto es del 7,9 % anual.",
     "El tipo es del 7,9 % anual."),
    # another period, a period not after a value, or "at every hour" stay as written
    ("The fee is 5 EUR a month.", "The rate is 7.9% a year.", "The fee is 5 EUR a month."),
    ("The limit is 3000 EUR per day.", "The daily limit is 3,000 EUR.",
     "The limit is 3,000 EUR per day."),
    ("Cards can be blocked 24 hours a day.", "Blocking costs 5 EUR per day.",
     "Cards can be blocked 24 hours a day."),
])
def test_a_rate_period_is_read_as_the_passage_says_it(claim, passage, read):
    assert aligned_claim(claim, passage) == read


@pytest.mark.parametrize(("text", "found"), [
    ("Open 24 hours a day, 7 days a week.", ["24 hours a day, 7 days a week"]),
    ("Call us 24/7 or around the clock.", ["24/7", "around the clock"]),
    ("Block it at any time, day or night, in the app.", ["at any time, day or night"]),
    ("It is staffed day and night.", ["day and night"]),
    ("You can repay early whenever you want.", ["whenever you want"]),
    ("It can be blocked at any hour by phone.", ["at any hour"]),
    ("A 24-hour line; open 7 days a week; every day.", []),
])
def test_phrases_that_say_at_every_hour(text, found):
    from groundtrace.text.always import find_always

    mentions = find_always(text)
    assert [m.text for m in mentions] == found
    assert all(text[m.start:m.end] == m.text for m in mentions)


ABALONE = ("Abalone is an award-winning two-player abstract strategy board game designed by "
           "Michel Lalet and Laurent Lévi in 1987. Elfenland is a German-style board game "
           "designed by Alan R. Moon.")


@pytest.mark.parametrize(("claim", "passage", "expected"), [
    ("Abalone is an award-winning two-player abstract strategy board game designed by "
     "Michel Lalet and Laurent Lévi in 1987.", ABALONE, True),
    # case, spacing and the final stop aside
    ("elfenland is a German-style  board game designed by Alan R. Moon", ABALONE, True),
    # two consecutive sentences
    (ABALONE.replace(" Elfenland", "  Elfenland"), ABALONE, True),
    # part of a sentence says less than, or other than, the sentence
    ("Abalone is an award-winning two-player abstract strategy board game.", ABALONE, False),
    ("Cards are free.", "It is false that cards are free.", False),
    ("Michel Lalet and Laurent Lévi in 1987. Elfenland is a German-style board game "
     "designed by Alan R. Moon.", ABALONE, False),
    ("Elfenland is a board game designed by Alan R. Moon.", ABALONE, False),
    ("", ABALONE, False),
    (".", ABALONE, False),
    # a sentence's first clause, word for word, states itself
    ("Savings Plus pays 2.1% AER.", "Savings Plus pays 2.1% AER and has no minimum deposit.",
     True),
    ("Cards are free.", "Cards are free; replacements cost 5 EUR.", True),
    ("Cards are free.", "Cards are free, but replacements cost 5 EUR.", True),
    # ... not one a condition restricts, and not two words
    ("Cards are free.", "Cards are free if you are under 26.", False),
    ("Cards arrive.", "Cards arrive and are free.", False),
])
def test_quoted_is_whole_sentences_or_a_first_clause_word_for_word(claim, passage, expected):
    assert quoted(claim, passage) is expected


class _MisreadsCopies(_Recorder):
    """Reads every pair as contradicted, as v5 read some sentences against themselves."""

    def predict(self, premises, hypotheses):
        import numpy as np

        self.hypotheses.extend(hypotheses)
        return np.array([[0.1, 0.1, 0.8]] * len(premises), dtype=np.float32)


def test_a_claim_quoting_its_passage_is_supported_whatever_the_verifier_reads(hashing):
    claim = ("Abalone is an award-winning two-player abstract strategy board game designed by "
             "Michel Lalet and Laurent Lévi in 1987.")
    ver = _MisreadsCopies()
    answer = verify(claim, ABALONE + " Chess is played by two players on a board.",
                    encoder=hashing, verifier=ver, top_k=3)
    (verdict,) = answer.claims
    # the quoted passages are not put to the verifier at all
    assert len(ver.hypotheses) == sum(not e.quoted for e in verdict.evidence)
    quoting = [e for e in verdict.evidence if e.quoted]
    assert quoting and all(claim in e.text for e in quoting)
    assert all(claim not in e.text for e in verdict.evidence if not e.quoted)
    assert any(not e.quoted for e in verdict.evidence)
    for e in quoting:
        assert (e.entailed, e.neutral, e.contradicted) == (1.0, 0.0, 0.0)
    assert verdict.status.value == "supported"
    assert [e["quoted"] for e in answer.to_dict()["claims"][0]["evidence"]] == [
        e.quoted for e in verdict.evidence]
    from groundtrace.claims.html import render_html

    assert render_html(answer).count("the claim quotes this passage word for word") == len(quoting)
    # a claim that changes one word is the verifier's to judge
    changed = verify(claim.replace("1987", "1988"), ABALONE, encoder=hashing,
                     verifier=_MisreadsCopies(), top_k=1)
    assert not any(e.quoted for e in changed.claims[0].evidence)
    assert changed.claims[0].status.value == "contradicted"


STORY = ("Ben Powers, who played Keith on the final season of the sitcom, has died. Powers "
         "joined the cast of Good Times for its sixth and final season.")


def test_a_full_name_the_source_states_is_read_by_the_passages_last_name():
    from groundtrace.claims.reading import full_names, source_names
    from groundtrace.text.normalize import fold

    claim = "Ben Powers joined the cast of Good Times for its sixth and final season."
    names = source_names(full_names(claim), [fold(STORY)])
    assert "ben powers" in [n.key for n in names]
    passage = "Powers joined the cast of Good Times for its sixth and final season."
    assert aligned_claim(claim, passage, names=names) == passage
    # a passage that names him in full, or not at all, leaves the claim as written
    assert aligned_claim(claim, STORY, names=names) == claim
    assert aligned_claim(claim, "The cast joined for a final season.", names=names) == claim
    # without the source's full name (a first name the source never gives) nothing is read
    assert aligned_claim(claim, passage) == claim
    assert source_names(full_names("Tom Powers joined the cast."), [fold(STORY)]) == ()
    # the passage's word must be the name, capitalised: "the powers that be" is not it
    assert aligned_claim(claim, "He joined; the powers that be agreed.", names=names) == claim
    # a passage naming it in full, glued to the word before, is read as written
    assert aligned_claim(claim, "The sitcom archiveBen Powers joined the cast of Good Times.",
                         names=names) == claim


def test_verify_reads_a_full_name_by_the_last_name_of_its_passage(hashing):
    ver = _Recorder()
    answer = verify("Ben Powers joined the cast of Good Times for its sixth season.", STORY,
                    encoder=hashing, verifier=ver, top_k=2)
    read = [e.read_as for e in answer.claims[0].evidence]
    # the sentence with only "Powers" is read with "Powers"; the one naming him in full
    # is read as written
    assert "Powers joined the cast of Good Times for its sixth season." in read
    assert "Powers joined the cast of Good Times for its sixth season." in ver.hypotheses


@pytest.mark.parametrize(
    ("claim", "passage", "expected"),
    [
        ("Disputes must be raised within four months.",
         "Disputes must be raised within 120 days of the transaction.",
         "Disputes must be raised within 120 days."),
        ("The bonus arrives within a month of the third salary.",
         "The bonus is paid within 30 days after the third salary transfer.",
         "The bonus arrives within 30 days of the third salary."),
        ("Half is withdrawn if you close it within a year.",
         "Half of the bonus is withdrawn if the account is closed within 12 months.",
         "Half is withdrawn if you close it within 12 months."),
        # not the same period: left as written
        ("The bonus arrives within a week.", "The bonus is paid within 30 days.",
         "The bonus arrives within a week."),
        ("Disputes must be raised within five months.",
         "Disputes must be raised within 120 days.",
         "Disputes must be raised within five months."),
        # a rate's period is no duration
        ("The rate is 7.9% a year.", "The rate is 7.9% per annum, paid within 365 days.",
         "The rate is 7.9% per annum."),
    ],
)
def test_a_period_in_other_units_is_read_as_the_passage_says_it(claim, passage, expected):
    assert aligned_claim(claim, passage) == expected


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("EU transfers arrive on the following business day.",
         "EU transfers arrive on the next business day."),
        ("A new card is sent within five working days.",
         "A new card is sent within five business days."),
        # "following" before no time noun is left alone
        ("The following documents are needed.", "The following documents are needed."),
    ],
)
def test_words_that_say_the_same_of_a_day_are_read_as_the_passage_says_them(claim, expected):
    passage = ("Transfers to other EU banks arrive the next business day. Replacement cards "
               "arrive within 5 business days.")
    assert aligned_claim(claim, passage) == expected
    assert aligned_claim(claim, "Cards arrive by post.") == claim


@pytest.mark.parametrize(("claim", "expected"), [
    # v7: 0.86 contradicted as written, 0.96 entailed so
    ("Interest on cash withdrawals is charged straight away.",
     "Interest on cash withdrawals is charged immediately."),
    ("Interest starts right away.", "Interest starts immediately."),
    ("Interest starts at once.", "Interest starts immediately."),
    ("Interest starts immediately.", "Interest starts immediately."),
])
def test_words_that_say_no_delay_are_read_as_the_passage_says_them(claim, expected):
    passage = "Cash withdrawals cost 3%, and interest on them starts immediately."
    assert aligned_claim(claim, passage) == expected
    assert aligned_claim(claim, "Interest is charged monthly.") == claim


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("According to the loan terms, the representative APR is 6.9% [1].",
         "The representative APR is 6.9%."),
        ("According to our FAQ [2], cards are free.", "Cards are free."),
        ("Based on the information provided, the fee is 5 EUR [1][3].", "The fee is 5 EUR."),
        ("The APR is 6.9% [source 2] and there is no fee [4-6].",
         "The APR is 6.9% and there is no fee."),
        # who said it is part of a news claim
        ("According to police, the man fled.", "According to police, the man fled."),
    ],
)
def test_citation_markers_and_an_opening_naming_the_document_are_not_read(claim, expected):
    assert aligned_claim(claim, "The representative APR is 6.9%.") == expected


@pytest.mark.parametrize(
    ("claim", "expected"),
    [
        ("Paying by card in euros within the EU is free.",
         "There is no fee for paying by card in euros within the EU."),
        ("SEPA payments in euros are free in the app.",
         "There is no fee for SEPA payments in euros in the app."),
        # said with a verb: left to the verifier
        ("Card payments in euros cost nothing.", "Card payments in euros cost nothing."),
    ],
)
def test_free_is_read_as_no_fee_for_where_the_passage_says_so(claim, expected):
    passage = ("Card payments in a foreign currency carry a 2% fee; there is no fee for card "
               "payments in euros anywhere in the EU.")
    assert aligned_claim(claim, passage) == expected
    # a passage that prices nothing in other words is not this reading's
    assert aligned_claim(claim, "Card payments in euros carry a 2% fee.") == claim


def test_the_end_of_a_year_is_read_as_the_passage_writes_its_last_day():
    passage = "The offer ends on 31 December 2026."
    assert aligned_claim("The offer is valid until the end of 2026.", passage) == (
        "The offer is valid until 31 December 2026.")
    # another year, or a passage without that day, is left alone
    assert aligned_claim("The offer is valid until the end of 2025.", passage) == (
        "The offer is valid until the end of 2025.")
    assert aligned_claim("The offer is valid until the end of 2026.",
                         "The offer ends in 2026.") == "The offer is valid until the end of 2026."


def test_a_claim_whose_reading_quotes_its_passage_is_supported_too(hashing):
    # "Please note that X" read as X, and X is the passage's first clause word for word
    passage = "Instant transfers cost 0.50 EUR and arrive within ten seconds."
    ver = _MisreadsCopies()
    answer = verify("Please note that instant transfers cost 50 cents.", passage,
                    encoder=hashing, verifier=ver, top_k=1)
    (evidence,) = answer.claims[0].evidence
    assert evidence.quoted and ver.hypotheses == []
    assert evidence.read_as == "Instant transfers cost 0.50 EUR."
    assert answer.claims[0].status.value == "supported"
    # a reading that is not the passage's words is the verifier's to judge
    ver = _MisreadsCopies()
    answer = verify("Please note that instant transfers cost 5 EUR.", passage,
                    encoder=hashing, verifier=ver, top_k=1)
    assert not answer.claims[0].evidence[0].quoted and ver.hypotheses


def test_at_least_and_at_most_are_read_as_the_passages_minimum_and_maximum():
    # v7: 0.52 entailed as written (REVIEW), 0.99 so
    passage = ("Payments outside the SEPA area cost 0.3% of the amount, with a minimum of 6 EUR "
               "and a maximum of 60 EUR.")
    assert aligned_claim("Payments outside SEPA cost 0.3% of the amount, at least 6 EUR and at "
                         "most 60 EUR.", passage) == (
        "Payments outside SEPA cost 0.3% of the amount, a minimum of 6 EUR and a maximum of "
        "60 EUR.")


@pytest.mark.parametrize(("claim", "read"), [
    # v7: 0.48 entailed as written (REVIEW)
    ("You cannot get an overdraft on the Basic Account.",
     "Overdrafts are not available on the Basic Account."),
    ("You can't have an overdraft on the Basic Account.",
     "Overdrafts are not available on the Basic Account."),
    # its own ending stays: the verifier judges "on the Premium Account"
    ("You cannot get an overdraft on the Premium Account.",
     "Overdrafts are not available on the Premium Account."),
    # something else, or not "cannot": as written
    ("You cannot get a loan on the Basic Account.", "You cannot get a loan on the Basic Account."),
    ("You can get an overdraft on the Basic Account.",
     "You can get an overdraft on the Basic Account."),
])
def test_what_one_cannot_get_reads_as_the_passages_not_available(claim, read):
    terms = ("The account can be closed at any time without charge. Overdrafts are not "
             "available on the Basic Account.")
    assert aligned_claim(claim, terms) == read


@pytest.mark.parametrize(("claim", "read"), [
    ("An attorney is not allowed to add a new account holder.",
     "An attorney cannot add a new account holder."),
    ("You aren't permitted to appoint a further attorney.",
     "You cannot appoint a further attorney."),
    # a permission given stays as written
    ("An attorney is allowed to view statements.", "An attorney is allowed to view statements."),
])
def test_a_permission_denied_reads_as_the_passages_modal(claim, read):
    attorney = ("An attorney can make payments and view statements, but cannot add another "
                "account holder or appoint a further attorney.")
    assert aligned_claim(claim, attorney) == read


CASH = ("Cash withdrawals cost 3% of the amount, with a minimum of 3 EUR, and interest on them "
        "starts immediately.")


@pytest.mark.parametrize(("claim", "read"), [
    # a fee worked out from the rate reads as the rate, without the amount it was worked on
    ("A cash withdrawal of 200 EUR costs 6 EUR.", "A cash withdrawal costs 3% of the amount."),
    ("A cash withdrawal of 50 EUR costs 3 EUR.", "A cash withdrawal costs 3% of the amount."),
    ("Withdrawing 200 EUR in cash costs you 6 EUR.",
     "Withdrawing in cash costs you 3% of the amount."),
    # a sum the rate does not make is read as written
    ("A cash withdrawal of 200 EUR costs 5 EUR.", "A cash withdrawal of 200 EUR costs 5 EUR."),
])
def test_a_worked_fee_reads_as_the_rate_it_was_worked_from(claim, read):
    assert aligned_claim(claim, CASH) == read


@pytest.mark.models
def test_a_worked_fee_passes_on_the_rate_and_a_wrong_one_does_not():
    import groundtrace

    # both FAILed: the verifier contradicted "... of 200 EUR costs 6 EUR" (0.79)
    for answer in ("A cash withdrawal of 200 EUR costs 6 EUR.",
                   "A cash withdrawal of 50 EUR costs 3 EUR."):
        assert groundtrace.triage("What does cash cost?", answer, CASH).decision == "PASS"
    assert groundtrace.triage("What does cash cost?", "A cash withdrawal of 200 EUR costs 5 EUR.",
                              CASH).decision == "FAIL"


def test_a_yearly_rate_of_a_value_works_a_fee_out_too():
    from groundtrace.checks import SourceText, check_numbers
    from groundtrace.checks.base import CheckOutcome
    from groundtrace.sources import Span

    fees = "The platform fee is 0.35% a year of the value of your investments, taken monthly."
    ev = [SourceText(fees, Span("d", 0, len(fees)))]
    right = check_numbers("On 24,000 EUR the platform fee for a year is 84 EUR.", ev, ev)
    assert {h.outcome for h in right} == {CheckOutcome.SUPPORTED}
    wrong = check_numbers("On 24,000 EUR the platform fee for a year is 840 EUR.", ev, ev)
    assert CheckOutcome.SUPPORTED not in {h.outcome for h in wrong if h.claim_value == "840 EUR"}
    # above a cap another sentence states, the plain rate is no fee
    capped = (fees + " If your balance is more than 100,000 EUR, the fee is capped at 350 EUR "
              "a year.")
    ev = [SourceText(capped, Span("d", 0, len(capped)))]
    over = check_numbers("On 200,000 EUR the platform fee for a year is 700 EUR.", ev, ev)
    assert CheckOutcome.SUPPORTED not in {h.outcome for h in over if h.claim_value == "700 EUR"}
    right = check_numbers("On 24,000 EUR the platform fee for a year is 84 EUR.", ev, ev)
    assert {h.outcome for h in right} == {CheckOutcome.SUPPORTED}


LIMIT = "The limit is up to twice the monthly income, with a maximum of 5,000 EUR."


def test_a_limit_worked_out_from_a_multiple_is_checked_and_read_as_the_multiple():
    from groundtrace.checks import SourceText, check_numbers
    from groundtrace.sources import Span

    ev = [SourceText(LIMIT, Span("d", 0, len(LIMIT)))]
    claim = "With a monthly income of 2,000 EUR, your limit can be up to 4,000 EUR."
    hits = check_numbers(claim, ev, ev)
    assert [h.outcome.value for h in hits] == ["supported", "supported"]
    assert {h.source_value for h in hits} == {"twice the monthly income"}
    assert aligned_claim(claim, LIMIT) == (
        "With a monthly income, your limit can be up to twice the monthly income.")
    # the cap holds: 3,000 EUR of income gives 5,000 EUR, not 6,000 EUR
    assert [h.outcome.value for h in check_numbers(
        "With a monthly income of 3,000 EUR, your limit can be up to 5,000 EUR.", ev, ev)] == [
        "supported", "supported"]
    assert aligned_claim("With a monthly income of 2,000 EUR, your limit is 5,000 EUR.",
                         LIMIT) == "With a monthly income of 2,000 EUR, your limit is 5,000 EUR."


REPLACED = ("If your card is damaged, your card number stays the same. Your PIN does not "
            "change. The interest rate will not change during the fixed period.")


@pytest.mark.parametrize(("claim", "read"), [
    # v7: 0.93 / 0.94 / 0.96 contradicted as written ("not" alone decides)
    ("Your PIN stays the same.", "Your PIN does not change."),
    ("Your PIN remains unchanged.", "Your PIN does not change."),
    ("The interest rate stays the same during the fixed period.",
     "The interest rate will not change during the fixed period."),
    ("Your card number doesn't change.", "Your card number stays the same."),
    ("You keep the same PIN.", "Your PIN does not change."),
    ("You'll keep your card number if the card is damaged.",
     "Your card number stays the same if the card is damaged."),
    # of something the passage does not say it of: as written
    ("Your IBAN stays the same.", "Your IBAN stays the same."),
    ("You keep the same IBAN.", "You keep the same IBAN."),
    ("Your PIN changes.", "Your PIN changes."),
])
def test_unchanged_is_read_as_the_passage_says_it_of_the_same_thing(claim, read):
    assert aligned_claim(claim, REPLACED) == read


@pytest.mark.models
def test_keeping_the_same_pin_passes_and_a_new_pin_does_not():
    import groundtrace

    # both FAILed (v7 0.94 / 0.93 contradicted)
    for answer in ("You keep the same PIN.", "Your PIN stays the same."):
        assert groundtrace.triage("Does my PIN change?", answer, REPLACED).decision == "PASS"
    for answer in ("Your PIN changes.", "You will get a new PIN."):
        assert groundtrace.triage("Does my PIN change?", answer, REPLACED).decision == "FAIL"


DEBIT = ("A direct debit is collected on the date agreed with the company; if that date is "
         "not a business day, it is collected on the next business day.")


@pytest.mark.parametrize(("claim", "read"), [
    # v7: 0.53 contradicted as written, 0.98 entailed so
    ("If a direct debit is due on a non-business day, it is taken on the next business day.",
     "If a direct debit is due on a day that is not a business day, it is taken on the next "
     "business day."),
    # a word the passage does not negate stays as written
    ("A non-SEPA payment costs 5 EUR.", "A non-SEPA payment costs 5 EUR."),
])
def test_non_before_a_word_is_read_as_the_passages_not(claim, read):
    assert aligned_claim(claim, DEBIT) == read


@pytest.mark.models
def test_a_non_business_day_passes_and_a_business_day_does_not():
    import groundtrace

    q = "When is a direct debit collected?"
    # FAILed: the negation check and the verifier (0.53) read "non-" against "not"
    assert groundtrace.triage(q, "If a direct debit is due on a non-business day, it is "
                              "collected on the next business day.", DEBIT).decision == "PASS"
    assert groundtrace.triage(q, "If a direct debit is due on a business day, it is "
                              "collected on the next business day.", DEBIT).decision == "FAIL"


@pytest.mark.parametrize(("claim", "passage", "read"), [
    # a negated bound is the other bound: "no more than" is the passage's "up to"
    ("You can withdraw no more than 1,000 EUR a day.", "You can withdraw up to 1,000 EUR a day.",
     "You can withdraw up to 1,000 EUR a day."),
    ("Each payment must be not less than 100 EUR.", "Each payment must be at least 100 EUR.",
     "Each payment must be at least 100 EUR."),
    # an unnegated one stays as written
    ("You can withdraw more than 1,000 EUR a day.", "You can withdraw up to 1,000 EUR a day.",
     "You can withdraw more than 1,000 EUR a day."),
])
def test_a_negated_bound_is_read_as_the_passages_bound_of_its_kind(claim, passage, read):
    assert aligned_claim(claim, passage) == read


def test_a_negation_before_a_bound_turns_its_kind():
    from groundtrace.checks.number_context import bound_phrase

    def kind(text: str) -> tuple[str, int] | None:
        return bound_phrase(text, next(i for i, ch in enumerate(text) if ch.isdigit()))

    assert kind("no more than 5 EUR") == ("max", 0)
    assert kind("it must not be more than 35%") == ("max", 8)
    assert kind("Cannot be above 5 EUR") == ("max", 0)
    assert kind("no fewer than 3 days") == ("min", 0)
    assert kind("no más de 5 EUR") == ("max", 0)
    assert kind("more than 5 EUR") == ("min", 0)
    assert kind("a knot over 5 EUR") == ("min", 7)


def test_a_bound_word_inside_another_word_is_no_bound():
    from groundtrace.checks.number_context import bound_phrase

    def kind(text: str) -> tuple[str, int] | None:
        return bound_phrase(text, next(i for i, ch in enumerate(text) if ch.isdigit()))

    # "cover" holds "over", "thunder" "under", "awesome" "some": none bounds the value
    assert kind("The plan can't cover 35,000 EUR of fees.") is None
    assert kind("We recover 500 EUR.") is None
    assert kind("The thunder 12 times.") is None
    assert kind("An awesome 40 goals.") is None
    assert kind("The plan can pay over 35,000 EUR.") == ("min", 17)
