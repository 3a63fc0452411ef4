"""Variable extraction: amounts, percentages, dates, flags, and how sources merge."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.policy import (
    AmountExtractor,
    DateExtractor,
    EnforcementConfig,
    FlagExtractor,
    PercentageExtractor,
    default_extractors,
    extract_variables,
)
from groundtrace.text.numbers import parse_number


@pytest.mark.parametrize(
    ("text", "amounts", "currencies"),
    [
        ("We can refund $50.", [50.0], ["USD"]),
        ("A fee of 50 USD applies.", [50.0], ["USD"]),
        ("Le devolvemos 50,00 € hoy.", [50.0], ["EUR"]),
        ("Balance: US$ 1,250.00 and 1.234,56 EUR", [1250.0, 1234.56], ["USD", "EUR"]),
        ("£20 or 30 euros or 15 dollars", [20.0, 30.0, 15.0], ["GBP", "EUR", "USD"]),
        ("EUR 1.500 tomorrow", [1500.0], ["EUR"]),
        ("Call 555-1234 about order 42.", [], []),
        ("A 10% fee", [], []),
    ],
)
def test_amounts(text, amounts, currencies):
    out = AmountExtractor()(text)
    assert out["amounts"] == amounts
    assert out["currencies"] == currencies
    if amounts:
        assert out["max_amount"] == max(amounts) and out["min_amount"] == min(amounts)
    else:
        assert "max_amount" not in out


def test_refund_amount_comes_from_refund_sentences_only():
    out = AmountExtractor()("Your balance is $900. We will refund $75 today.")
    assert out["refund_amount"] == 75.0
    assert "refund_amount" not in AmountExtractor()("Your balance is $900.")
    assert AmountExtractor()("Le haremos un reembolso de 30,50 €.")["refund_amount"] == 30.5


@pytest.mark.parametrize(
    ("text", "value"),
    [("1,234.56", 1234.56), ("1.234,56", 1234.56), ("50,00", 50.0), ("1.500", 1500.0),
     ("1,500", 1500.0), ("12.5", 12.5), ("7", 7.0), ("1.234.567", 1234567.0)],
)
def test_parse_number(text, value):
    assert parse_number(text) == value


def test_parse_number_rejects_non_numbers():
    with pytest.raises(InvalidInput):
        parse_number("12a")


def test_percentages():
    out = PercentageExtractor()("10% now, 12,5 % later, 15 percent or 20 por ciento")
    assert out["percentages"] == [10.0, 12.5, 15.0, 20.0]
    assert out["max_percentage"] == 20.0
    assert "max_percentage" not in PercentageExtractor()("no numbers")


def test_dates_and_date_order():
    text = "On 14/03/2025, 03/04/2025, March 5, 2025, 1st April 2025, 2 de mayo de 2025, 2025-02-30"
    assert DateExtractor("DMY")(text)["dates"] == [
        "2025-03-14", "2025-04-03", "2025-03-05", "2025-04-01", "2025-05-02"
    ]
    assert DateExtractor("MDY")("03/04/2025 and 14/03/2025")["dates"] == [
        "2025-03-04", "2025-03-14"
    ]
    with pytest.raises(InvalidInput, match="date_order"):
        DateExtractor("YMD")


def test_flags_and_competitors_are_case_and_accent_insensitive():
    flags = FlagExtractor(("Wells Fargo", "BBVA", "N26"))
    out = flags("Honestly wells fargo or bbva would do. I promise you a refund.")
    assert out["contains_competitor_mention"] is True
    assert out["competitors_mentioned"] == ["Wells Fargo", "BBVA"]
    assert out["contains_refund"] is True and out["contains_promise"] is True
    assert flags("Our N26-style card")["competitors_mentioned"] == ["N26"]
    clean = flags("We offer a 5% discount on the annual fee.")
    assert clean["contains_competitor_mention"] is False and clean["contains_discount"] is True
    # word boundaries: "Chasers" is not "Chase"
    assert FlagExtractor(("Chase",))("The chasers won")["contains_competitor_mention"] is False


def test_extract_variables_merges_sources_in_order():
    cfg = EnforcementConfig(competitors=("Chase",))
    varset = extract_variables(
        "Can I have $100 back?",
        "We will refund $75.",
        config=cfg,
        llm_extractor=lambda m, r: {"sentiment": "calm", "refund_amount": 1.0},
        profile={"is_vip": True, "user_tier": "gold"},
        session_variables={"user_tier": "platinum"},
    )
    v, src = varset.values, varset.sources
    assert v["refund_amount"] == 75.0 and src["refund_amount"] == "response"  # llm cannot override
    assert v["sentiment"] == "calm" and src["sentiment"] == "llm"
    assert v["message_max_amount"] == 100.0 and src["message_max_amount"] == "message"
    assert v["is_vip"] is True and src["is_vip"] == "profile"
    assert v["user_tier"] == "platinum" and src["user_tier"] == "session"
    assert v["response"] == "We will refund $75." and v["message"] == "Can I have $100 back?"


def test_custom_extractors_replace_or_extend_the_defaults():
    def iban_flag(text):
        return {"contains_iban": "ES91" in text}

    only = extract_variables("q", "ES91 2100", extractors=[iban_flag]).values
    assert only["contains_iban"] is True and "amounts" not in only
    both = extract_variables("q", "$5 ES91", extractors=[*default_extractors(), iban_flag]).values
    assert both["contains_iban"] is True and both["amounts"] == [5.0]


@pytest.mark.parametrize(
    ("bad", "error"),
    [
        ({"_secret": 1}, InvalidInput),
        ({"len": 1}, InvalidInput),
        ({"class": 1}, InvalidInput),
        ({"has space": 1}, InvalidInput),
        ({"obj": object()}, InvalidInput),
        ({"nested": {"a": 1}}, InvalidInput),
        ({"response": "forged"}, InvalidInput),
    ],
)
def test_bad_variables_are_refused_with_their_name(bad, error):
    with pytest.raises(error) as info:
        extract_variables("q", "r", session_variables=bad)
    assert repr(next(iter(bad))) in str(info.value)


def test_extractor_must_return_a_mapping():
    with pytest.raises(InvalidType):
        extract_variables("q", "r", extractors=[lambda t: [1, 2]])


_MONEYISH = st.sampled_from(
    ["$", "€", "£", "USD", "EUR", "%", " percent", "1", "50", ",", ".", "00", "1.234", "/", "-",
     "2025", "03", "14", "March", "de", "marzo", " ", "refund", "Chase", "\n", "é", "9" * 30]
)


@settings(max_examples=200, deadline=500)
@given(st.one_of(st.text(max_size=300), st.lists(_MONEYISH, max_size=60).map("".join)))
def test_extraction_never_raises_on_any_text(text):
    values = extract_variables("q", text or "x", config=EnforcementConfig(
        competitors=("Chase",))).values
    assert all(isinstance(a, float) for a in values["amounts"])
    assert len(values["amounts"]) == len(values["currencies"])
