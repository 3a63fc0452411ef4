"""The one accent fold, as every layer sees it."""

from __future__ import annotations

import pytest

from groundtrace.policy.variables import phrase_pattern
from groundtrace.rules.tokens import find_phrase
from groundtrace.text.normalize import fold


@pytest.mark.parametrize(("text", "folded"), [
    ("Comisión", "comision"), ("BOGOTÁ", "bogota"), ("don’t", "don't"), ("Straße", "strasse"),
    ("ﬁnal", "final"), ("plain ascii", "plain ascii"), ("が", "か\u3099"),
])
def test_fold_table(text, folded):
    assert fold(text) == folded


def test_rules_and_policy_match_through_the_same_fold():
    answer = "We don’t charge a COMISIÓN on transfers."
    assert find_phrase(answer, "don't charge") == (3, 15)
    assert find_phrase(answer, "comision") is not None
    assert phrase_pattern("Comisión").search(fold(answer)) is not None
