"""Check-digit and amount validators (pure functions)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from groundtrace.rules.validators import (
    find_amounts,
    find_card_numbers,
    find_dni_nie,
    find_ibans,
    luhn_ok,
    parse_amount,
    validate_amount,
    validate_card_number,
    validate_dni_nie,
    validate_iban,
)


@pytest.mark.parametrize(
    "iban",
    [
        "ES91 2100 0418 4502 0005 1332",  # ECBS / SWIFT registry examples
        "DE89370400440532013000",
        "GB82 WEST 1234 5698 7654 32",
        "FR14 2004 1010 0505 0001 3M02 606",
        "NL91ABNA0417164300",
        "be68 5390 0754 7034",
    ],
)
def test_valid_ibans(iban):
    assert validate_iban(iban).valid


@pytest.mark.parametrize(
    ("iban", "reason"),
    [
        ("ES92 2100 0418 4502 0005 1332", "MOD 97"),
        ("ES91 2100 0418 4502 0005 133", "24 characters"),
        ("QQ91 2100 0418 4502 0005 1332", "registry"),
        ("not an iban", "shaped"),
    ],
)
def test_invalid_ibans_say_why(iban, reason):
    v = validate_iban(iban)
    assert not v.valid and reason in v.reason


def test_card_numbers_luhn_and_length():
    assert validate_card_number("4111 1111 1111 1111").valid
    assert validate_card_number("5500-0000-0000-0004").valid
    assert "Luhn" in validate_card_number("4111 1111 1111 1112").reason
    assert "digits" in validate_card_number("4111 1111").reason
    assert not validate_card_number("4111 abcd 1111 1111").valid
    assert luhn_ok("79927398713") and not luhn_ok("79927398710")


def test_dni_nie_control_letter():
    assert validate_dni_nie("12345678Z").valid
    assert validate_dni_nie("00000000T").valid
    assert validate_dni_nie("X1234567L").valid and validate_dni_nie("Y-1234567-X").valid
    assert validate_dni_nie("Z1234567R").valid
    bad = validate_dni_nie("12345678A")
    assert not bad.valid and "'Z'" in bad.reason
    assert not validate_dni_nie("1234567Z").valid  # DNI needs 8 digits


@pytest.mark.parametrize(
    ("text", "amount", "currency"),
    [
        ("1.234,56 €", "1234.56", "EUR"),
        ("EUR 1,234.56", "1234.56", "EUR"),
        ("€20", "20", "EUR"),
        ("20 euros", "20", "EUR"),
        ("$ 15.5", "15.5", "USD"),
        ("250", "250", None),
    ],
)
def test_parse_amount(text, amount, currency):
    value, cur = parse_amount(text)
    assert value == Decimal(amount) and cur == currency


@pytest.mark.parametrize("text", ["abc", "", "EUR", "12 EUR €", True, None])
def test_parse_amount_rejects(text):
    assert parse_amount(text) is None


def test_validate_amount_rules():
    assert validate_amount("250,00 €").valid
    assert "positive" in validate_amount("-5 EUR").reason
    assert "two decimals" in validate_amount("0,001 €").reason
    assert validate_amount(12.5).valid


def test_finders_return_spans():
    t = "Send 250,00 € to ES91 2100 0418 4502 0005 1332, card 4111 1111 1111 1111, DNI 12345678Z"
    (iban,) = find_ibans(t)
    assert t[iban.start : iban.end] == "ES91 2100 0418 4502 0005 1332" and iban.validation.valid
    (card,) = find_card_numbers(t)  # the IBAN's digits are not a card number
    assert card.text == "4111 1111 1111 1111"
    (dni,) = find_dni_nie(t)
    assert dni.text == "12345678Z"
    (amt,) = find_amounts(t)
    assert amt.text == "250,00 €" and amt.validation.normalised == "250 EUR"


@given(st.text(alphabet="0123456789", min_size=11, max_size=18))
def test_luhn_check_digit_property(body):
    # exactly one of the ten possible check digits makes the number valid
    assert sum(luhn_ok(body + str(d)) for d in range(10)) == 1


@given(st.integers(min_value=0, max_value=99_999_999))
def test_dni_exactly_one_letter_is_valid(n):
    number = f"{n:08d}"
    assert sum(validate_dni_nie(number + c).valid for c in "TRWAGMYFPDXBNJZSQVHLCKE") == 1
