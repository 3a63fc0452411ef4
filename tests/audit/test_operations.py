"""The operations layer: an input is validated once, into one typed object, per call."""

from __future__ import annotations

import pytest
from audit_helpers import sample_input

import groundtrace.operations as ops
from groundtrace.audit import AuditLog
from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.operations import OperationInput, prepare_input, run_operation


@pytest.mark.parametrize("operation", ["evaluate", "triage", "rules.check"])
def test_a_logged_call_validates_its_input_once(operation, tmp_path, signer, monkeypatch):
    calls = []
    import groundtrace.operations.inputs as inputs

    check = inputs._check_fields
    monkeypatch.setattr(inputs, "_check_fields", lambda *a: (calls.append(a[2]), check(*a))[1])
    data = {**sample_input(1), "rules": ["banking"] if operation == "rules.check" else None}
    log = AuditLog(f"sqlite:///{tmp_path / 'a.db'}", signer)
    try:
        result, record = log.run(operation, data, encoder="hashing")
    finally:
        log.close()
    assert calls == [operation]
    assert record.body["input"] == prepare_input(operation, data).to_dict()
    assert record.body["result"] == result and record.decision in ("PASS", "REVIEW", "FAIL")


def test_prepared_input_is_typed_and_checked_against_its_operation():
    prepared = prepare_input("evaluate", sample_input(2))
    assert isinstance(prepared, OperationInput) and prepared.context is not None
    assert prepare_input("evaluate", prepared) is prepared
    with pytest.raises(InvalidInput, match="prepared for 'evaluate', not 'verify'"):
        run_operation("verify", prepared)
    with pytest.raises(InvalidInput, match="unknown operation"):
        prepare_input("score", sample_input(2))


def test_a_batch_gives_each_input_what_it_gets_alone_in_input_order():
    inputs = [sample_input(1), {**sample_input(2), "rules": ["banking"]},
              {**sample_input(3), "id": "row-3"}, {**sample_input(4), "rules": ["banking"]}]
    batch = ops.run_operations("triage", inputs, encoder="hashing")
    alone = [run_operation("triage", x, encoder="hashing") for x in inputs]
    assert batch == alone
    assert [r["rules"] is not None for r in batch] == [False, True, False, True]
    assert [r["id"] for r in batch] == [None, None, "row-3", None]
    scores = ops.run_operations("evaluate", [sample_input(1), sample_input(3)],
                                encoder="hashing")
    assert scores == [run_operation("evaluate", sample_input(1), encoder="hashing"),
                      run_operation("evaluate", sample_input(3), encoder="hashing")]
    assert ops.run_operations("triage", [], encoder="hashing") == []


def test_an_id_is_a_triage_field_kept_in_the_stored_form_only_when_given():
    assert "id" not in prepare_input("triage", sample_input(1)).to_dict()
    assert prepare_input("triage", {**sample_input(1), "id": 7}).to_dict()["id"] == 7
    with pytest.raises(InvalidType, match="id must be a string or an integer, got float"):
        prepare_input("triage", {**sample_input(1), "id": 1.5})
    with pytest.raises(InvalidType, match="got bool"):
        prepare_input("triage", {**sample_input(1), "id": True})
    with pytest.raises(InvalidInput, match="unknown input fields \\['id'\\]"):
        prepare_input("evaluate", {**sample_input(1), "id": "a"})


def test_the_batch_use_cases_refuse_inputs_prepared_for_another_operation():
    scored = prepare_input("evaluate", sample_input(1))
    with pytest.raises(InvalidInput, match="prepared for 'evaluate', not 'triage'"):
        ops.triage_inputs([scored])
    with pytest.raises(InvalidInput, match="prepared for 'triage', not 'evaluate'"):
        ops.evaluate_inputs([prepare_input("triage", sample_input(1))])
    for name in ("evaluate", "verify"):
        with pytest.raises(InvalidInput, match=f"{name} does not apply rule packs"):
            ops.run_operations(name, [{**sample_input(1), "rules": ["banking"]}],
                               encoder="hashing")
    two_packs = prepare_input("triage", {**sample_input(1), "rules": ["banking", "routing"]})
    with pytest.raises(InvalidInput, match="one rule pack"):
        ops.triage_inputs([two_packs])


def test_every_registered_operation_is_a_name_inputs_are_prepared_for():
    from groundtrace.operations.inputs import OPERATION_NAMES

    assert tuple(ops.OPERATIONS) == OPERATION_NAMES == ops.supported_operations()


def test_a_configured_rule_set_applies_to_every_input_and_may_not_be_named_twice():
    from groundtrace.rules import customer_support_rules
    from groundtrace.triage import triage_batch

    rules = customer_support_rules(rag=True, domain="finance")
    inputs = [prepare_input("triage", sample_input(i)) for i in range(3)]
    verdicts = ops.triage_inputs(inputs, rules=rules, encoder="hashing")
    direct = triage_batch([sample_input(i) for i in range(3)], rules=rules, encoder="hashing")
    assert [v.to_dict() for v in verdicts] == [v.to_dict() for v in direct]
    assert all(v.rules is not None and v.rules.ruleset == rules.name for v in verdicts)
    named = prepare_input("triage", {**sample_input(1), "rules": ["banking"]})
    with pytest.raises(InvalidInput, match="names rule pack 'banking' and a rule set"):
        ops.triage_inputs([named], rules=rules, encoder="hashing")
    with pytest.raises(InvalidType, match="made by prepare_input, got dict"):
        ops.triage_inputs([sample_input(1)], encoder="hashing")


def test_verify_inputs_equal_the_verify_operation_one_by_one():
    inputs = [sample_input(1), sample_input(2)]
    batch = [a.to_dict() for a in ops.verify_inputs(
        [prepare_input("verify", x) for x in inputs], encoder="hashing")]
    assert batch == [run_operation("verify", x, encoder="hashing") for x in inputs]
