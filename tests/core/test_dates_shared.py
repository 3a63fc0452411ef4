"""One date parser: the claim checks and the policy variables read dates the same way."""

from __future__ import annotations

import pytest

from groundtrace.checks.base import CheckOutcome, SourceText
from groundtrace.checks.dates import check_dates
from groundtrace.checks.numbers import check_numbers
from groundtrace.policy.variables import DateExtractor
from groundtrace.sources.spans import Span
from groundtrace.text.dates import find_dates


@pytest.mark.parametrize(("text", "dmy", "mdy"), [
    ("05/03/2021", "2021-03-05", "2021-05-03"),
    ("05-03-2021", "2021-03-05", "2021-05-03"),
    ("5.3.2021", "2021-03-05", "2021-05-03"),
    ("25/03/2021", "2021-03-25", "2021-03-25"),     # only one order is a date
    ("March 5, 2021", "2021-03-05", "2021-03-05"),
    ("5 de marzo de 2021", "2021-03-05", "2021-03-05"),
    ("Mar. 5th 2021", "2021-03-05", "2021-03-05"),
])
def test_policy_and_checks_read_the_same_mentions(text, dmy, mdy):
    (mention,) = find_dates(text)
    assert DateExtractor("DMY")(text)["dates"] == [dmy]
    assert DateExtractor("MDY")(text)["dates"] == [mdy]
    day = int(dmy[-2:])
    stated = f"It was signed on {day} March 2021."
    source = SourceText(stated, Span("s", 0, len(stated)))
    (hit,) = check_dates(f"Signed {text}.", [source], [source])
    assert hit.outcome is CheckOutcome.SUPPORTED
    assert mention.text == text


def test_partial_dates_are_checked_but_not_policy_dates():
    assert [d.text for d in find_dates("in March 2021 and in 1999")] == ["March 2021", "1999"]
    assert DateExtractor()("in March 2021 and in 1999")["dates"] == []


def test_a_time_after_a_month_is_not_its_day():
    # "Thursday 18 October 15:30" once read as October 15 and contradicted "18 October 2018"
    assert [d.text for d in find_dates("Thursday 18 October 15:30")] == ["18 October"]
    assert [d.text for d in find_dates("on October 15:30 local time")] == []
    assert [d.text for d in find_dates("on October 15, 2018")] == ["October 15, 2018"]


def test_a_decade_is_a_period_found_but_never_contradicted():
    (decade,) = find_dates("popular in the 1970's")
    assert decade.decade and len(decade.readings) == 10
    src = "The show started in 1970. Elvis Presley was born on January 8, 1935."
    source = SourceText(src, Span("s", 0, len(src)))
    hits = check_dates("It was popular in the 1970s and the 1980s.", [source], [source])
    assert [(h.outcome, h.claim_value) for h in hits] == [
        (CheckOutcome.SUPPORTED, "1970s"), (CheckOutcome.UNSUPPORTED, "1980s")]
    assert not find_dates("in 1975s")[0].decade  # only a round year opens a decade


def test_a_decade_with_its_part_or_tokenised_is_a_decade():
    assert [(d.text, d.decade) for d in find_dates("since the mid-1950s, just after")] == [
        ("1950s", True)]
    assert [(d.text, d.decade) for d in find_dates("in the late 1950 's")] == [
        ("1950 's", True)]
    assert find_dates("Model X-1950") == []


def test_a_date_the_claim_states_elsewhere_is_not_a_rival():
    src = "The show ended in 1985."
    source = SourceText(src, Span("s", 0, len(src)))
    hits = check_dates('"Hazzard" ran from 1979 to 1985.', [source], [source])
    assert [(h.outcome, h.claim_value) for h in hits] == [
        (CheckOutcome.UNSUPPORTED, "1979"), (CheckOutcome.SUPPORTED, "1985")]
    hits = check_dates("It opened in 1999.", [source], [source])
    assert [h.outcome for h in hits] == [CheckOutcome.CONTRADICTED]


def test_a_season_reads_as_both_its_years():
    (season,) = find_dates("during the 2018–19 academic year")
    assert season.text == "2018–19"
    assert season.readings == {(2018, None, None), (2019, None, None)}
    assert [d.text for d in find_dates("the 1999-00 season")] == ["1999-00"]
    assert [d.text for d in find_dates("from 2018-25")] == ["2018"]  # no season
    src = "The change takes effect in the 2019 academic year."
    source = SourceText(src, Span("s", 0, len(src)))
    (hit,) = check_dates("It takes place in the 2018–19 academic year.", [source], [source])
    assert hit.outcome is CheckOutcome.SUPPORTED


@pytest.mark.parametrize("text", ["The daily limit is 1500 EUR.", "It cost 2000 dollars.",
                                  "A fee of 1999 euros applies.", "It costs 2025 $ a year."])
def test_an_amount_is_no_year(text):
    # "1500 EUR" was read as the year 1500: the numbers check then never saw the amount
    # and called "1,500 EUR" a value no source states
    assert find_dates(text) == []


def test_an_amount_written_without_separators_meets_the_same_amount():
    text = "Your card's daily limit is 1500 EUR."
    source = SourceText(text, Span("d", 0, len(text)))
    hits = check_numbers("The daily limit is 1,500 EUR.", [source], [source])
    assert [h.outcome for h in hits] == [CheckOutcome.SUPPORTED]
