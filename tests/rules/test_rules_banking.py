"""Legacy banking pack: spec / expl / bshift rules, legacy flag, quality floor."""

from __future__ import annotations

import pytest
from rule_cases import assert_case

from groundtrace.errors import ConfigurationError
from groundtrace.rules import banking_rules

Q = "How do I block my card?"
CASES = {
    "banking.spec.concrete_values": (
        {"q": Q, "r": "Blocking takes effect within 5 minutes.", "span": "5"},
        {"q": Q, "r": "Blocking takes effect quickly."},
    ),
    "banking.spec.named_channel": (
        {"q": Q, "r": "Use the mobile app to block it.", "span": "mobile app"},
        {"q": Q, "r": "We can help you with that."},
    ),
    "banking.spec.no_vague_filler": (
        {"q": Q, "r": "Tap Block in the app."},
        {"q": Q, "r": "It depends on your situation.", "span": "It depends"},
    ),
    "banking.expl.gives_reason": (
        {"q": Q, "r": "Block it now because it may be misused.", "span": "because"},
        {"q": Q, "r": "Block it now."},
    ),
    "banking.expl.cites_source": (
        {"q": Q, "r": "According to our terms, blocking is free.", "span": "According to"},
        {"q": Q, "r": "Blocking is free."},
    ),
    "banking.expl.actionable_steps": (
        {"q": Q, "r": "1. Open Cards\n2. Press Block", "span": "1. Open Cards"},
        {"q": Q, "r": "Cards can be blocked."},
    ),
    "banking.bshift.no_credential_request": (
        {"q": Q, "r": "Never share your PIN with anyone, including us."},
        {"q": Q, "r": "Please send us your PIN to verify you.", "span": "send us your PIN"},
    ),
    "banking.bshift.no_guaranteed_returns": (
        {"q": "Is the deposit safe?", "r": "Deposits are covered up to 100,000 EUR."},
        {
            "q": "Is the deposit safe?",
            "r": "It offers a guaranteed return of 8%.",
            "span": "guaranteed return",
        },
    ),
    "banking.bshift.on_topic": (
        {"q": Q, "r": "Your card can be blocked in the app.", "span": "card"},
        {"q": Q, "r": "Our mortgage rates are competitive."},
    ),
}


@pytest.mark.parametrize("rule_id", sorted(CASES))
def test_each_rule_holds_and_fires(rule_id):
    rs = banking_rules()
    holds, fires = CASES[rule_id]
    assert_case(rs, rule_id, holds, True)
    assert_case(rs, rule_id, fires, False)


def test_every_rule_has_a_case_and_three_sub_scores():
    rs = banking_rules()
    assert {r.id for r in rs.rules} == set(CASES)
    assert rs.sub_scores == ("spec", "expl", "bshift")


def test_spanish_credential_request_fires():
    rs = banking_rules()
    assert_case(
        rs,
        "banking.bshift.no_credential_request",
        {
            "q": "¿Cómo bloqueo la tarjeta?",
            "r": "Indique su clave para continuar.",
            "span": "Indique su clave",
        },
        False,
    )
    assert_case(
        rs,
        "banking.bshift.no_credential_request",
        {"q": "¿Cómo bloqueo la tarjeta?", "r": "Nunca comparta su clave con nadie."},
        True,
    )


def test_realistic_good_and_bad():
    rs = banking_rules()
    good = rs.evaluate(
        question=Q,
        response="Because your card may be at risk, go to the mobile app, select Cards and tap "
        "Block. According to our terms and conditions, blocking is free and takes effect "
        "within 5 minutes.",
    )
    assert not good.flagged and good.quality == 1.0
    bad = rs.evaluate(
        question=Q, response="It depends. Please send us your PIN and we will look into it."
    )
    assert bad.flagged and bad.spec < 0.3 and bad.bshift < 1.0


def test_quality_floor_moves_the_flag():
    resp = "Go to the mobile app to block it."  # spec 0.6 (channel + no filler), expl 0.3 (steps)
    assert banking_rules(0.3).evaluate(question=Q, response=resp).flagged is False
    assert banking_rules(0.5).evaluate(question=Q, response=resp).flagged is True
    with pytest.raises(ConfigurationError, match="quality_floor"):
        banking_rules(1.5)
