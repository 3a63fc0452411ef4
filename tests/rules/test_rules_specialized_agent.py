"""Specialised-agent pack: entity grounding, completeness, calibration, execution readiness."""

from __future__ import annotations

import pytest
from rule_cases import assert_case

from groundtrace.errors import ConfigurationError
from groundtrace.rules import specialized_agent_rules

IBAN = "ES91 2100 0418 4502 0005 1332"
BAD_IBAN = "ES92 2100 0418 4502 0005 1332"
DIALOGUE = (
    "User: I want to send 250 EUR to Ana Pérez\n"
    "Agent: What is the IBAN?\n"
    f"User: {IBAN}\n"
    f"Agent: I will send 250 EUR to {IBAN} (Ana Pérez). Shall I proceed?\n"
    "User: Yes, go ahead"
)
UNCONFIRMED = DIALOGUE.replace("Yes, go ahead", "Hmm, let me check first")
ENTS = {"iban": IBAN, "amount": "250 EUR", "beneficiary": "Ana Pérez"}


def meta(entities=None, **kw):
    return {"operation": "transfer", "entities": ENTS if entities is None else entities, **kw}


CASES = {
    "agent.entities.in_dialogue": (
        {"q": DIALOGUE, "r": "Noted.", "m": meta()},
        {
            "q": DIALOGUE,
            "r": "Sending 250 EUR to Ana López.",
            "m": meta({**ENTS, "beneficiary": "Ana López"}),
            "span": "Ana López",
        },
    ),
    "agent.entities.check_digits": (
        {"q": DIALOGUE, "r": f"IBAN {IBAN} noted.", "m": meta()},
        {
            "q": DIALOGUE,
            "r": f"IBAN {BAD_IBAN} noted.",
            "m": meta({**ENTS, "iban": BAD_IBAN}),
            "span": BAD_IBAN,
        },
    ),
    "agent.entities.amounts_parse": (
        {"q": DIALOGUE, "r": "Sending 250 EUR.", "m": meta()},
        {"q": DIALOGUE, "r": "Sending 0,001 € now.", "m": meta(), "span": "0,001 €"},
    ),
    "agent.completeness.required_present": (
        {"q": DIALOGUE, "r": "Noted.", "m": meta()},
        {"q": DIALOGUE, "r": "Noted.", "m": meta({"iban": IBAN, "amount": "250 EUR"})},
    ),
    "agent.completeness.none_truncated": (
        {"q": DIALOGUE, "r": "Noted.", "m": meta()},
        {
            "q": DIALOGUE,
            "r": "IBAN ES91 2100 0418 noted.",
            "m": meta({**ENTS, "iban": "ES91 2100 0418"}),
            "span": "ES91 2100 0418",
        },
    ),
    "agent.calibration.within_schema": (
        {"q": DIALOGUE, "r": "Noted.", "m": meta()},
        {
            "q": DIALOGUE + "\nUser: my CVV is 123",
            "r": "Thanks, CVV 123 noted.",
            "m": meta({**ENTS, "cvv": "123"}),
            "span": "123",
        },
    ),
    "agent.calibration.response_consistent": (
        {"q": DIALOGUE, "r": f"Sending 250 EUR to {IBAN}.", "m": meta()},
        {"q": DIALOGUE, "r": f"Sending 2500 EUR to {IBAN}.", "m": meta(), "span": "2500 EUR"},
    ),
    "agent.readiness.explicit_confirmation": (
        {"q": DIALOGUE, "r": "Sent.", "m": meta(executed=True)},
        {"q": UNCONFIRMED, "r": "Sent.", "m": meta(executed=True)},
    ),
    "agent.readiness.end_only_when_complete": (
        {"q": DIALOGUE, "r": "All set. Goodbye!", "m": meta(), "span": "Goodbye"},
        {"q": DIALOGUE, "r": "All set. Goodbye!", "m": meta({"iban": IBAN}), "span": "Goodbye"},
    ),
    "agent.readiness.no_premature_execution_claim": (
        {
            "q": DIALOGUE,
            "r": "Your transfer has been sent.",
            "m": meta(executed=True),
            "span": "has been sent",
        },
        {
            "q": UNCONFIRMED,
            "r": "Your transfer has been sent.",
            "m": meta(),
            "span": "has been sent",
        },
    ),
}


@pytest.mark.parametrize("rule_id", sorted(CASES))
def test_each_rule_holds_and_fires(rule_id):
    rs = specialized_agent_rules()
    holds, fires = CASES[rule_id]
    assert_case(rs, rule_id, holds, True)
    assert_case(rs, rule_id, fires, False)


def test_ten_rules_with_all_tools():
    rs = specialized_agent_rules()
    assert len(rs.rules) == 10 and {r.id for r in rs.rules} == set(CASES)
    grounded = [r.weight for r in rs.rules if r.sub_score == "entity_groundedness"]
    assert sum(grounded) == pytest.approx(1.0)


def test_realistic_good_and_bad():
    rs = specialized_agent_rules()
    good = rs.evaluate(
        question=DIALOGUE,
        response=f"Done: 250 EUR has been sent to {IBAN}.",
        metadata=meta(executed=True),
    )
    assert not good.flagged, good.audit_explanation
    bad = rs.evaluate(
        question=UNCONFIRMED,
        response=f"Done: 2500 EUR has been sent to {BAD_IBAN}. Goodbye!",
        metadata=meta({**ENTS, "iban": BAD_IBAN, "cvv": "123"}, executed=True),
    )
    assert bad.flagged
    assert {r.rule_id for r in bad.failed} >= {
        "agent.entities.check_digits",
        "agent.calibration.within_schema",
        "agent.readiness.explicit_confirmation",
        "agent.readiness.no_premature_execution_claim",
    }


def test_tools_select_validators():
    card_meta = {"operation": "card_block", "entities": {"card_number": "4111 1111 1111 1112"}}
    q = "User: block card 4111 1111 1111 1112"
    with_card = specialized_agent_rules(tools=("card",)).evaluate(
        question=q, response="ok", metadata=card_meta
    )
    iban_only = specialized_agent_rules(tools=("iban",)).evaluate(
        question=q, response="ok", metadata=card_meta
    )
    pick = lambda res: next(r for r in res.rules if r.rule_id == "agent.entities.check_digits")  # noqa: E731
    assert pick(with_card).matched is False and "Luhn" in pick(with_card).explanation
    assert pick(iban_only).matched is True
    no_amount = specialized_agent_rules(tools=("iban",))
    assert "agent.entities.amounts_parse" not in {r.id for r in no_amount.rules}
    assert len(no_amount.rules) == 9
    bare = specialized_agent_rules(tools=())
    assert [r.weight for r in bare.rules if r.sub_score == "entity_groundedness"] == [1.0]


def test_dni_validator_and_spanish_confirmation():
    rs = specialized_agent_rules(language="es", tools=("dni_nie",))
    q = "Cliente: quiero abrir una cuenta, soy Ana Pérez con DNI 12345678A\nCliente: sí, adelante"
    m = {
        "operation": "account_opening",
        "entities": {"dni_nie": "12345678A", "full_name": "Ana Pérez"},
        "executed": True,
    }
    res = rs.evaluate(
        question=q, response="Cuenta abierta: se ha realizado la apertura.", metadata=m
    )
    by = {r.rule_id: r for r in res.rules}
    assert (
        not by["agent.entities.check_digits"].matched
        and "'Z'" in by["agent.entities.check_digits"].explanation
    )
    assert by["agent.readiness.explicit_confirmation"].matched
    assert by["agent.readiness.no_premature_execution_claim"].matched


def test_general_domain_needs_schema_in_metadata():
    rs = specialized_agent_rules(domain="general")
    res = rs.evaluate(question="User: hi", response="ok", metadata={"entities": {}})
    by = {r.rule_id: r for r in res.rules}
    assert not by["agent.completeness.required_present"].matched
    res = rs.evaluate(
        question="User: ref ABC123",
        response="ok",
        metadata={
            "entities": {"ref": "ABC123"},
            "required_entities": ["ref"],
            "allowed_entities": ["ref"],
        },
    )
    by = {r.rule_id: r for r in res.rules}
    assert (
        by["agent.completeness.required_present"].matched
        and by["agent.calibration.within_schema"].matched
    )


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"tools": ("iban", "swift")}, "iban, amount, card, dni_nie"),
        ({"domain": "retail"}, "general, finance"),
        ({"language": "it"}, "en, es, multi"),
    ],
)
def test_unknown_options(kwargs, match):
    with pytest.raises(ConfigurationError, match=match):
        specialized_agent_rules(**kwargs)
