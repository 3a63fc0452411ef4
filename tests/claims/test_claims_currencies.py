"""checks.currencies: a currency's name in the claim against its code in the source."""

from __future__ import annotations

from claim_sources import src

from groundtrace.checks.base import CheckOutcome
from groundtrace.checks.currencies import currency_in, currency_named
from groundtrace.checks.entities import check_entities

S, U = CheckOutcome.SUPPORTED, CheckOutcome.UNSUPPORTED
FORWARDS = ("You can book forwards for 5,000 EUR to 5,000,000 EUR in USD, GBP, CHF, PLN and SEK "
            "against the euro.")


def _entities(claim: str, source: str) -> list[tuple[CheckOutcome, str, str | None]]:
    return [(h.outcome, h.claim_value, h.source_value)
            for h in check_entities(claim, [src(source)], [src(source)])]


def test_a_currency_named_in_words_is_the_sources_code():
    assert _entities("Forwards are available in Swiss francs, Polish zloty and Swedish krona.",
                     FORWARDS) == [(S, "Swiss", "CHF"), (S, "Polish", "PLN"),
                                   (S, "Swedish", "SEK")]
    # a code against a name is no finding either way (a code is no name to look for)
    assert _entities("Forwards in CHF are possible.",
                     "Forwards can be booked in Swiss francs and sterling.") == []


def test_a_currency_the_source_never_names_stays_unsupported():
    assert _entities("Forwards are available in Japanese yen.", FORWARDS) == [
        (U, "Japanese", None)]
    # a country's adjective before anything but its currency is no currency
    assert _entities("A Swiss bank settles the forward.", FORWARDS) == [(U, "Swiss", None)]


def test_codes_count_only_as_codes_are_written():
    assert currency_named("Try it in the app.", 0, 3) is None  # not the Turkish lira
    assert currency_named("Pay in TRY.", 7, 10) == "TRY"
    assert currency_named("It costs 20 US dollars.", 12, 14) == "USD"
    assert currency_in("A fee of £5 applies.", "GBP") == (9, 10)
    assert currency_in("Fees are in Euros.", "EUR") == (12, 17)
    assert currency_in("Fees are in euros.", "USD") is None
    # a code counts in capitals only: "try" is no Turkish lira
    assert currency_in("Try the app first; fees are in TRY.", "TRY") == (31, 34)
    assert currency_in("Try the app first.", "TRY") is None
