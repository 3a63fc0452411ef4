"""The words around a span (checks.opposites.window), read by the numbers and negation checks."""

from __future__ import annotations

import pytest

from groundtrace.checks.opposites import window

TEXT = "Branch transfers cost 2.50 EUR, instant transfers cost 0.50 EUR each."


@pytest.mark.parametrize(("start", "end", "n", "expected"), [
    # one token either side of "transfers"
    (7, 16, 1, "Branch transfers cost"),
    # two either side of "instant" ("2.50" is two tokens), the punctuation between kept
    (32, 39, 2, "50 EUR, instant transfers cost"),
    # fewer tokens before than asked: from the text's start
    (0, 6, 3, "Branch transfers cost 2"),
    # fewer after: to the text's end
    (60, 63, 2, "0.50 EUR each."),
])
def test_a_window_takes_n_tokens_either_side(start, end, n, expected):
    assert window(TEXT, start, end, n) == expected


def test_a_window_in_a_long_claim_reads_its_own_part():
    claim = ", ".join(f"a {i} EUR payment" for i in range(2000))
    at = claim.index("1500 EUR")
    assert window(claim, at, at + 4, 2) == "payment, a 1500 EUR payment"
