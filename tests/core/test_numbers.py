"""One number parser, one behaviour: the same written number means the same everywhere."""

from __future__ import annotations

from decimal import Decimal

import pytest

from groundtrace.checks.number_context import same_measure
from groundtrace.checks.numbers import find_numbers
from groundtrace.checks.numbers import parse_number as check_values
from groundtrace.errors import InvalidInput
from groundtrace.policy.variables import extract_variables
from groundtrace.rules.tokens import canonical_number
from groundtrace.rules.validators import parse_amount
from groundtrace.text.numbers import number_readings, parse_number

# written form -> every reading, likeliest first
TABLE = [
    ("1000", ("1000",)),
    ("1.000", ("1000", "1.000")),       # es thousands, or en one
    ("1,000", ("1000",)),               # thousands in both languages
    ("1 000", ("1000",)),
    ("1\u00a0000", ("1000",)),
    ("1.000,50", ("1000.50",)),         # es
    ("1,000.50", ("1000.50",)),         # en
    ("1.000.000", ("1000000",)),
    ("1,000,000", ("1000000",)),
    ("3,5", ("3.5",)),                  # es decimal
    ("2.50", ("2.50",)),
    ("0.500", ("0.500",)),              # never five hundred
    ("0,500", ("0.500",)),
    ("12,3456", ("12.3456",)),
    ("-1.234,5", ("-1234.5",)),
]


@pytest.mark.parametrize(("raw", "readings"), TABLE)
def test_readings(raw, readings):
    assert number_readings(raw) == tuple(Decimal(r) for r in readings)
    assert parse_number(raw) == float(Decimal(readings[0]))


@pytest.mark.parametrize(("raw", "readings"), TABLE)
def test_every_layer_reads_the_same(raw, readings):
    first = Decimal(readings[0])
    assert check_values(raw) == frozenset(float(Decimal(r)) for r in readings)
    assert Decimal(canonical_number(raw)) == first
    assert parse_amount(raw)[0] == first


@pytest.mark.parametrize("raw", ["", "abc", "1..0", "1,", ".5", "1e5", "12a"])
def test_not_numbers(raw):
    with pytest.raises(InvalidInput, match="not a number"):
        number_readings(raw)
    assert canonical_number(raw) is None


def test_mentions_with_scales_and_currencies():
    (m,) = find_numbers("It costs €1,000.00 today.")
    assert m.values == frozenset({1000.0}) and m.unit == "EUR"
    (k,) = find_numbers("a budget of 2.5 million")
    assert k.values == frozenset({2_500_000.0})
    values = extract_variables("q", "We refund €1.000,00 and 20 EUR.").values
    assert values["amounts"] == [1000.0, 20.0]


def test_a_telephone_number_is_one_value_that_rivals_no_count():
    from groundtrace.checks.number_mentions import PHONE, find_numbers

    found = find_numbers("Cards can be blocked 24 hours a day on +34 900 100 200; a new one "
                         "arrives within 5 business days.", source=True)
    assert [(n.text, n.unit) for n in found] == [
        ("24 hours", "hour"), ("+34 900 100 200", PHONE), ("5", None)]
    assert [n.text for n in find_numbers("Call (555) 123-4567 or 900-100-200.")] == [
        "(555) 123-4567", "900-100-200"]
    # groups of thousands are an amount, not a line
    assert [(n.text, n.unit) for n in find_numbers("It holds 100.000.000 EUR.")] == [
        ("100.000.000 EUR", "EUR")]
    # nor is a short run of digits after a sign: a line has at least 7 digits
    assert PHONE not in {n.unit for n in find_numbers("It grew by +1 500 000 EUR, up +2 3 4.")}
    short, full, other = (find_numbers(t)[0] for t in (
        "Call 900 100 200.", "Call +34 900 100 200.", "Call +34 900 100 300."))
    # the same line without its country code; another line is another number
    assert short.agrees_with(full) and full.agrees_with(short)
    assert not other.agrees_with(full) and other.comparable(full)
    count = find_numbers("It arrives within 3 days.")[0]
    assert not count.comparable(full)

    # a count is compared with the source's counts, not with the line's "34"
    from groundtrace.checks.base import SourceText
    from groundtrace.checks.numbers import check_numbers
    from groundtrace.sources.spans import Span

    faq = ("Lost cards can be blocked 24 hours a day on +34 900 100 200; a replacement card "
           "arrives within 5 business days at no cost.")
    src = [SourceText(faq, Span("d", 0, len(faq)))]
    (hit,) = check_numbers("It arrives within 3 business days.", src, src)
    assert (hit.outcome.value, hit.source_value) == ("contradicted", "5")
    (hit,) = check_numbers("Call +34 900 100 300 to block it.", src, src)
    assert (hit.outcome.value, hit.source_value) == ("contradicted", "+34 900 100 200")
    assert "(34900100300)" in hit.explanation


@pytest.mark.parametrize(("mine", "theirs", "same"), [
    ("takes 5 business days", "in 2 business days", True),
    ("costs 2.50 EUR", "costs 0.50 EUR", True),
    ("for 1 week", "within ten days", True),
    ("up to 3 devices", "up to 5 devices", True),
    ("between 5 and 30 years", "costs 0.5% of the loan", False),
    ("takes 5 business days", "costs 15 EUR", False),
    ("up to 3 devices", "up to 5 branches", False),
])
def test_two_numbers_measure_the_same_kind_of_thing(mine, theirs, same):
    m = find_numbers(mine)[0]
    t = find_numbers(theirs, source=True)[0]
    assert same_measure(mine, m, theirs, t) is same
