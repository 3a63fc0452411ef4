"""Sentence splitting with exact offsets, claim extraction and claim types."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtrace.errors import ConfigurationError, InvalidType
from groundtrace.text import ClaimType, claim_types, extract_claims, split_sentences
from groundtrace.text.claims import is_courtesy, short_answer_claim


def texts(text: str, **kw: object) -> list[str]:
    return [s.text for s in split_sentences(text, **kw)]


def test_abbreviations_decimals_currencies_stay_inside_sentences():
    t = "The U.S. fee is $3.5 million. Dr. Smith said it rose 2.5% in 2021! Is it final?"
    assert texts(t) == [
        "The U.S. fee is $3.5 million.",
        "Dr. Smith said it rose 2.5% in 2021!",
        "Is it final?",
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("J. Smith approved it. It was fine.", ["J. Smith approved it.", "It was fine."]),
        ("Fees apply, e.g. for wires. Cards are free.",
         ["Fees apply, e.g. for wires.", "Cards are free."]),
        ("He works at Acme Inc. The firm is big.", ["He works at Acme Inc.", "The firm is big."]),
        ("Acme Inc. announced results.", ["Acme Inc. announced results."]),
        ('She said "It is free." Then she left.', ['She said "It is free."', "Then she left."]),
        ("Wait... what happened? Nothing!", ["Wait... what happened?", "Nothing!"]),
        ("1. First step. 2. Second step.", ["1. First step.", "2. Second step."]),
        ("Rates are 3.5% p.a. from Jan. 5 onwards.", ["Rates are 3.5% p.a. from Jan. 5 onwards."]),
        # chat text: a lower-case word that opens a sentence after a plain word's stop
        ("It is written by George Lucas. what else can i do?",
         ["It is written by George Lucas.", "what else can i do?"]),
        ("hello, that's elvis! he was a singer. i like him",
         ["hello, that's elvis!", "he was a singer.", "i like him"]),
        ("It costs approx. the same, e.g. the fee.", ["It costs approx. the same, e.g. the fee."]),
        ("Born in the U.S. he moved, a.k.a. the king.",
         ["Born in the U.S. he moved, a.k.a. the king."]),
        ("Version 2. the next one. Wait... what?", ["Version 2. the next one.", "Wait... what?"]),
        ("See the notes. whatever you like.", ["See the notes. whatever you like."]),
        # after a question mark, any word
        ("do you always shop in person? most retailers open early",
         ["do you always shop in person?", "most retailers open early"]),
        ("Is it free? sadly not. It costs 2 EUR", ["Is it free?", "sadly not.", "It costs 2 EUR"]),
        # but not before "and" / "or": a title may end in "?"
        ("She wrote Can You Keep a Secret? and Wedding Night.",
         ["She wrote Can You Keep a Secret? and Wedding Night."]),
        ("Is it free e.g.? most say yes", ["Is it free e.g.? most say yes"]),
    ],
)
def test_english_sentence_ends(text, expected):
    assert texts(text) == expected


def test_spanish_abbreviations_follow_the_language():
    t = "Lo firmó la Sra. Pérez. Fue ayer."
    assert texts(t, language="es") == ["Lo firmó la Sra. Pérez.", "Fue ayer."]
    assert texts("Pagó el Dpto. Legal.", language="es") == ["Pagó el Dpto. Legal."]
    assert texts("Pagó el Dpto. Legal.", language="en") == ["Pagó el Dpto.", "Legal."]


def test_list_items_and_newlines():
    t = "Fees:\n- Card: 5 EUR\n- Transfer: free\nThe fee is\nwaived for students."
    assert texts(t) == ["Fees:", "- Card: 5 EUR", "- Transfer: free",
                        "The fee is\nwaived for students."]


def test_a_field_line_without_a_stop_is_its_own_sentence():
    # a price list read as one sentence: v7 found "Instant transfers cost 0.50 EUR"
    # contradicted by it (0.69) and the grounded answer FAILed
    t = ("Price list\nInstant transfer: 0.50 EUR\nBranch transfer: 2.50 EUR\n"
         "Online SEPA transfer: free")
    assert texts(t) == ["Price list", "Instant transfer: 0.50 EUR", "Branch transfer: 2.50 EUR",
                        "Online SEPA transfer: free"]
    # a wrapped line after a label, or a long line, stays with its sentence
    assert texts("Note: the fee is\ncharged monthly.") == ["Note: the fee is\ncharged monthly."]
    assert texts("The account has the following\nFees and rates.") == [
        "The account has the following\nFees and rates."]


def test_blank_lines_split_and_offsets_are_exact():
    t = "  First line here.\n\n\nSecond one, after blanks.  "
    segs = split_sentences(t)
    assert [s.text for s in segs] == ["First line here.", "Second one, after blanks."]
    for s in segs:
        assert t[s.start:s.end] == s.text


def test_spanish_titles_do_not_end_sentences():
    t = "El Sr. García pagó 1.000,50 euros. La tasa es del 3,5%."
    assert texts(t, language="es") == ["El Sr. García pagó 1.000,50 euros.", "La tasa es del 3,5%."]


def test_bad_arguments():
    with pytest.raises(InvalidType):
        split_sentences(3)  # type: ignore[arg-type]
    with pytest.raises(ConfigurationError, match="language must be one of"):
        split_sentences("Hi.", language="xx")
    assert split_sentences("   \n ") == []


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab .,!?\n$%1-ÁéU.S")), max_size=120))
def test_property_offsets_exact_and_deterministic(text):
    first = split_sentences(text)
    assert first == split_sentences(text)
    prev_end = 0
    for s in first:
        assert 0 <= s.start < s.end <= len(text)
        assert text[s.start:s.end] == s.text
        assert s.start >= prev_end
        assert s.text == s.text.strip()
        prev_end = s.end


def test_claims_skip_greetings_questions_hedges_and_split_compounds():
    r = ("Hello! The fee is 5 EUR, and the card is free for students. Is that clear? "
         "I'm not sure. I hope this helps!")
    claims = extract_claims(r)
    assert [c.text for c in claims] == ["The fee is 5 EUR", "the card is free for students."]
    for c in claims:
        assert r[c.start:c.end] == c.text
    assert claims[0].sentence_index == claims[1].sentence_index == 1


@pytest.mark.parametrize("taste", [
    "I am not much into basketball.", "I love it.", "I really enjoy jazz.", "I love that movie!",
    "I'm a huge fan of jazz.", "I don't like horror films.",
])
def test_the_speakers_own_taste_is_no_claim(taste):
    r = f"{taste} It was written by Roger Avary."
    assert [c.text for c in extract_claims(r)] == ["It was written by Roger Avary."]


@pytest.mark.parametrize("claim", [
    "I like that the fee is free.",  # a claim inside the taste
    "I agree, the card is free.",  # a second clause
    "I agree with you that the card is free.",
    "I love how the app works.",
    "I like it because it is free.",
    "I like the 5 EUR fee.",  # a number is checked
    "We prefer to contact you by email.",  # "we": a bank's policy
    "We like to keep fees low.",
    "I have blocked your card.",  # an action, checked against the tool's records
    "I love the card, it has no annual fee and gives 1% cashback on every purchase abroad.",
])
def test_taste_around_a_claim_keeps_the_claim(claim):
    assert [c.text for c in extract_claims(claim)] == [claim]


def test_a_reply_of_taste_alone_is_still_read_with_its_question():
    # Nothing but taste answers nothing from the source: the reply is verified with its
    # question, as a short answer, and a person may see it. Skipping it too (PASS) cost
    # BEGIN 0.008-0.010 AUROC leave one dataset out, whose labels count such a reply as not
    # attributable (bench/RESULTS.md, notes of 2026-12-02, session 12).
    assert extract_claims("I love it.") == []
    assert short_answer_claim("I love it.", "Do you like jazz?") is not None


def test_closing_formulas_are_not_claims_unless_they_carry_a_number():
    r = ("SEPA transfers are free. Let me know if there is anything else I can do for you "
         "today, whatever it is! If you have any other questions about your account, just ask. "
         "Feel free to call us on 900 100 200 at any time.")
    assert [c.text for c in extract_claims(r)] == [
        "SEPA transfers are free.", "Feel free to call us on 900 100 200 at any time."]
    # a fact after a long greeting is still a claim
    long_greeting = "Thanks for waiting so patiently, the branch transfer fee is 2.50 EUR in Spain."
    assert [c.text for c in extract_claims(long_greeting)] == [long_greeting]


def test_a_fact_after_an_affirmation_is_a_claim():
    r = "Sure, the branch fee is waived for students. - Of course! Cards are free. Sure thing!"
    claims = extract_claims(r)
    assert [c.text for c in claims] == ["the branch fee is waived for students.",
                                        "Cards are free."]
    assert all(r[c.start:c.end] == c.text for c in claims)
    assert extract_claims("Of course, I would be happy to help with that.") == []


@pytest.mark.parametrize(("response", "claims"), [
    ("Did you know that Nicola Kraus wrote a horror novel? It is quite dark.",
     ["Nicola Kraus wrote a horror novel", "It is quite dark."]),
    ("Oh, did you know Tom Hanks starred in Big?", ["Tom Hanks starred in Big"]),
    ("Have you heard that the fee was waived?", ["the fee was waived"]),
    ("The transfer fee is 5 EUR, isn't it?", ["The transfer fee is 5 EUR"]),
    ("Yes, Victor Moses also plays defender right?", ["Yes, Victor Moses also plays defender"]),
    ("¿Sabías que la tarjeta es gratis?", ["la tarjeta es gratis"]),
    ("You know that sledding is a winter sport?", ["sledding is a winter sport"]),
    # a statement with a question about it after the comma
    ("Sure, Tron is a romantic comedy starring Jeff Bridges, do you like rom-coms?",
     ["Tron is a romantic comedy starring Jeff Bridges"]),
    ("He wrote The Hunger Games, have you seen it?", ["He wrote The Hunger Games"]),
    ("The transfer fee is waived for students, would you like to apply?",
     ["The transfer fee is waived for students"]),
    # questions that ask something assert nothing
    ("Did you know who wrote it?", []),
    ("Have you heard about The Godfather?", []),
    ("Do you like thrillers, right?", []),
    ("Have you ever seen Se7en or The Silence of the Lambs?", []),
    ("I love Messi, how about you?", []),
    ("Is it free, no?", []),
    ("Do you like it, and have you seen it?", []),
    ("What about the fee, is it waived?", []),
    # nor does what only sets a question's scene
    ("Speaking of movies, are you into drama?", []),
    ("If you like thrillers, have you seen Se7en?", []),
])
def test_a_question_that_asserts_its_clause_gives_that_clause(response, claims):
    language = "es" if response.startswith("¿") else "en"
    found = extract_claims(response, language=language)
    assert [c.text for c in found] == claims
    assert all(response[c.start:c.end] == c.text for c in found)


@pytest.mark.parametrize(("sentence", "courtesy"), [
    ("Sure, the branch fee is waived for students.", False),
    ("Sure thing!", True),
    ("Hi! Thanks for reaching out.", True),
    ("Let me know if there is anything else I can do for you today, whatever it is!", True),
    ("Feel free to call us on 900 100 200.", False),
    ("Thanks for waiting so patiently, the branch transfer fee is waived in Spain today.", False),
    ("Branch transfers cost 2.50 EUR.", False),
    # a referral or a refusal names a topic the source may lack; no new fact
    ("Please contact your branch for SWIFT transfer fees.", True),
    ("I don't have information about SWIFT transfer fees.", True),
    ("Call our helpline on 900 100 300.", False),
])
def test_is_courtesy(sentence, courtesy):
    assert is_courtesy(sentence) is courtesy


def test_compound_not_split_when_a_half_asserts_nothing():
    r = "We offer savings accounts, and checking accounts."
    assert [c.text for c in extract_claims(r)] == [r]


@pytest.mark.parametrize("sentence", [
    "The fee is 5 EUR, and it is charged monthly.",
    "There is no fee after five years; before that the fee is 0.25% of the amount.",
    "Transfers take two days, but they are free for students.",
    "La tarjeta cuesta 5 EUR, pero eso es gratis para estudiantes.",
    "Registering a device costs nothing, and neither does blocking a lost one.",
])
def test_a_half_that_refers_back_stays_with_the_other(sentence):
    # "it", "they", "before that" name nothing on their own: the verifier could
    # not check the half alone, so the sentence stays one claim.
    assert [c.text for c in extract_claims(sentence)] == [sentence]


@pytest.mark.parametrize("sentence", [
    "No, an 8,000 EUR credit is too small; the minimum is 10,000 EUR.",
    "No, you can't pay in 250 GBP a month; the most you can save each month is 200 GBP.",
    "No, at 15 you can't open it yet; you need to be at least 16.",
])
def test_a_refusal_and_the_limit_it_breaks_stay_one_claim(sentence):
    # the refusal reads true only beside its limit (checks.limit_refusal)
    assert [c.text for c in extract_claims(sentence)] == [sentence]
    # a limit beside no refusal, or a refusal beside no numeric limit, still splits
    assert len(extract_claims("You can pay in 250 GBP a month; the most you can save is "
                              "300 GBP.")) == 2
    assert len(extract_claims("Cards are not free; the fee is 5 EUR a month.")) == 2


def test_a_case_worked_out_after_so_stays_with_the_values_it_is_worked_from():
    worked = ("The card is valid for 24 months from purchase, so a card bought in March 2026 "
              "can be used until March 2028.")
    assert [c.text for c in extract_claims(worked)] == [worked]
    # with no number on one side, "so" joins two statements
    assert len(extract_claims("Cards cost 5 EUR a month, so transfers are free.")) == 2


def test_a_half_that_names_its_own_subject_is_split():
    r = "The fee is 5 EUR, and the transfer takes two days."
    assert [c.text for c in extract_claims(r)] == ["The fee is 5 EUR",
                                                   "the transfer takes two days."]


def test_list_markers_are_not_part_of_the_claim():
    r = "- Transfers take 2 days\n1. Cards cost 5 EUR"
    claims = extract_claims(r)
    assert [c.text for c in claims] == ["Transfers take 2 days", "Cards cost 5 EUR"]
    assert all(r[c.start:c.end] == c.text for c in claims)


def test_claim_types():
    assert claim_types("The card is free.") == (ClaimType.FACTUAL,)
    assert claim_types("The fee is 5 EUR.") == (ClaimType.NUMERICAL,)
    assert ClaimType.TEMPORAL in claim_types("It opened in March.")
    assert claim_types("Rates rose because of inflation.")[0] is ClaimType.CAUSAL
    assert claim_types("According to Reuters, the bank grew.")[0] is ClaimType.ATTRIBUTION
    c = extract_claims("According to the bank, fees rose 5% in 2021.")[0]
    assert c.type is ClaimType.ATTRIBUTION
    assert c.to_dict()["types"] == ["attribution", "temporal", "numerical"]


@settings(max_examples=40, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("Ab cd.,;!?\n5%")), max_size=100))
def test_property_claims_inside_response(text):
    for c in extract_claims(text):
        assert text[c.start:c.end] == c.text


@pytest.mark.parametrize(("response", "claims"), [
    ("I'm sorry, I don't have information about ATM fees.", []),
    ("Unfortunately, the FAQ does not mention ATM fees.", []),
    ("There is no information about that in the policy.", []),
    ("I can't find any ATM fee in the document.", []),
    ("No tengo información sobre las comisiones de cajero.", []),
    ("Unfortunately, the information I have does not cover SWIFT transfers.", []),
    ("I couldn't find the SWIFT fee in our documents. Please contact the branch.", []),
    ("For more details, please contact customer service.", []),
    # a referral with a number is checked; one to an unnamed place is a claim
    ("Please call customer service on 900 100 300.",
     ["Please call customer service on 900 100 300."]),
    ("Please visit the branch to open the account.",
     ["Please visit the branch to open the account."]),
    ("Contact your branch to open a Premium account.",
     ["Contact your branch to open a Premium account."]),
    # an announcement of what follows states nothing; one with a number does
    ("Here is a summary of the fees. SEPA transfers are free.", ["SEPA transfers are free."]),
    ("Below are the details.", []),
    ("You asked about branch transfers. They cost 2.50 EUR.", ["They cost 2.50 EUR."]),
    ("Thanks for your question! SEPA transfers are free.", ["SEPA transfers are free."]),
    ("Here are the 3 fees you asked about.", ["Here are the 3 fees you asked about."]),
    # a sentence that starts like a refusal but states something stays a claim
    ("I don't have an overdraft, but the fee is 5 EUR.",
     ["I don't have an overdraft", "the fee is 5 EUR."]),
    ("The policy does not cover ATM withdrawals abroad.",
     ["The policy does not cover ATM withdrawals abroad."]),
    ("Here are the fees:\n- Branch transfers: 2.50 EUR", ["Branch transfers: 2.50 EUR"]),
])
def test_refusals_and_lead_ins_are_not_claims(response, claims):
    language = "es" if response.startswith("No tengo") else "en"
    assert [c.text for c in extract_claims(response, language=language)] == claims


@pytest.mark.parametrize("response", [
    "I don't have information about SWIFT transfer fees.",
    "The documents do not mention SWIFT transfers.",
    "Please contact your branch for SWIFT fees.",
])
def test_a_short_refusal_or_referral_is_no_short_answer(response):
    # a short reply is verified with its question ("Paris"); these answer nothing
    assert short_answer_claim(response, "How much is a SWIFT transfer?") is None
    assert short_answer_claim("Call us on 900 100 300.", "How do I block a card?") is not None


def test_a_table_row_is_read_under_its_column_names():
    from groundtrace.text.claims import claim_hypotheses

    answer = ("**Fees**\n\n| Transfer | Fee |\n|---|---|\n| SEPA online | free |\n"
              "| Branch | 2.50 EUR |\n\nThat is all.")
    claims = extract_claims(answer)
    assert [c.text for c in claims] == ["| SEPA online | free |", "| Branch | 2.50 EUR |",
                                        "That is all."]
    assert all(answer[c.start:c.end] == c.text for c in claims)
    assert claim_hypotheses(answer, claims) == [
        "Transfer: SEPA online. Fee: free.", "Transfer: Branch. Fee: 2.50 EUR.", "That is all."]
