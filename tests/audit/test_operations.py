"""The operations layer: an input is validated once, into one typed object, per call."""

from __future__ import annotations

import pytest
from audit_helpers import sample_input

import groundtrace.operations as ops
from groundtrace.audit import AuditLog
from groundtrace.errors import InvalidInput
from groundtrace.operations import OperationInput, prepare_input, run_operation


@pytest.mark.parametrize("operation", ["evaluate", "triage", "rules.check"])
def test_a_logged_call_validates_its_input_once(operation, tmp_path, signer, monkeypatch):
    calls = []
    check = ops._check_fields
    monkeypatch.setattr(ops, "_check_fields", lambda *a: (calls.append(a[2]), check(*a))[1])
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
