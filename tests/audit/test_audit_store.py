"""The store contract, run on SQLite and on a real PostgreSQL."""

from __future__ import annotations

import itertools

import pytest
from audit_helpers import fake_result, sample_input

from groundtrace.audit import QueueQuery, RecordDraft, open_store, verify_store
from groundtrace.audit.migrations import MIGRATIONS
from groundtrace.audit.record import GENESIS_HASH
from groundtrace.errors import ConfigurationError, InvalidInput, StoreError


def test_append_chains_and_signs(log, signer):
    recs = [log.record("triage", sample_input(i), fake_result()) for i in range(5)]
    assert [r.seq for r in recs] == [1, 2, 3, 4, 5]
    assert recs[0].prev_hash == GENESIS_HASH
    for a, b in itertools.pairwise(recs):
        assert b.prev_hash == a.hash
    check = signer.signature_verifier()
    assert all(check.verify(r.key_id, r.hash, r.signature) is None for r in recs)
    report = verify_store(log.store, signer.signature_verifier())
    assert report.ok and report.checked == 5 and report.head_hash == recs[-1].hash


def test_get_returns_what_was_appended(log):
    rec = log.record("triage", sample_input(1), fake_result("FAIL"), tenant="acme", trace_id="t-1")
    got = log.store.get(rec.id)
    assert got == rec
    assert got.body["input"]["response"] == "The fee is 1 EUR."
    assert got.body["result"]["decision"] == "FAIL"
    assert got.decision == "FAIL" and got.tenant == "acme" and got.trace_id == "t-1"
    assert log.store.get("no-such-id") is None


def test_record_keeps_only_sha256_when_configured(store_url, signer):
    from groundtrace.audit import AuditLog
    from groundtrace.canonical import canonical_json, sha256_hex
    from groundtrace.operations import prepare_input

    private = AuditLog(store_url, signer, store_inputs="sha256")
    try:
        rec = private.record("triage", sample_input(3), fake_result())
        assert rec.body["input"] is None
        assert "The fee is 3 EUR." not in rec.content
        expected = sha256_hex(canonical_json(prepare_input("triage", sample_input(3)).to_dict()))
        assert rec.body["input_sha256"] == expected
    finally:
        private.close()


def test_migrations_are_named_ordered_and_recorded_once(store_url, signer):
    first = open_store(store_url)
    applied = first.applied_migrations()
    first.close()
    again = open_store(store_url)  # re-opening applies nothing twice
    try:
        assert [name for name, _ in again.applied_migrations()] == [m.name for m in MIGRATIONS]
        assert again.applied_migrations() == applied
    finally:
        again.close()


def test_store_refuses_updates_and_deletes(log, store_url):
    log.record("triage", sample_input(), fake_result())
    store = log.store
    with pytest.raises(StoreError, match="append-only"):
        store._exclusive(lambda cur: cur.execute("UPDATE audit_records SET decision = 'PASS'"))
    with pytest.raises(StoreError, match="append-only"):
        store._exclusive(lambda cur: cur.execute("DELETE FROM audit_records"))
    assert store.count() == 1
    assert not hasattr(store, "update") and not hasattr(store, "delete")


def test_review_queue_filters(log):
    a = log.record("triage", sample_input(1), fake_result("REVIEW"), tenant="acme")
    b = log.record("triage", sample_input(2), fake_result("FAIL"), tenant="zeta")
    log.record("triage", sample_input(3), fake_result("PASS", 0.1), tenant="acme")
    store = log.store
    assert [r.id for r in store.queue(QueueQuery())] == [b.id, a.id]  # newest first, no PASS
    assert [r.id for r in store.queue(QueueQuery(decisions=("FAIL",)))] == [b.id]
    assert [r.id for r in store.queue(QueueQuery(tenant="acme"))] == [a.id]
    day = a.created_at[:10]
    assert len(store.queue(QueueQuery(date_from=day, date_to=day))) == 2
    assert store.queue(QueueQuery(date_to="2000-01-01")) == []
    assert store.count_queue(QueueQuery()) == 2
    log.label(a.id, grounded=True, note="fine")
    assert [r.id for r in store.queue(QueueQuery())] == [b.id]  # labelled items leave the queue
    assert [r.id for r in store.queue(QueueQuery(status="labelled"))] == [a.id]
    assert len(store.queue(QueueQuery(status="all"))) == 2
    labels = store.labels_for([a.id, b.id])
    assert [lab.body["label"] for lab in labels[a.id]] == [0] and labels[b.id] == []


def test_labels_are_records_in_the_chain(log, signer):
    rec = log.record("triage", sample_input(), fake_result())
    first = log.label(rec.id, grounded=False, note="  wrong fee  ", reviewer="ana")
    second = log.label(rec.id, grounded=True)
    assert first.kind == "label" and first.subject_id == rec.id
    assert first.body == {"label": 1, "grounded": False, "note": "wrong fee", "reviewer": "ana",
                          "subject_hash": rec.hash}
    assert second.prev_hash == first.hash
    assert verify_store(log.store, signer.signature_verifier()).ok


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"grounded": "yes"}, "grounded must be True or False"),
        ({"grounded": True, "note": "x" * 5000}, "note must be at most"),
    ],
)
def test_bad_labels_are_refused(log, kwargs, match):
    rec = log.record("triage", sample_input(), fake_result())
    with pytest.raises((InvalidInput, TypeError), match=match):
        log.label(rec.id, **kwargs)


def test_label_of_unknown_or_label_record_is_refused(log):
    rec = log.record("triage", sample_input(), fake_result())
    lab = log.label(rec.id, grounded=True)
    with pytest.raises(InvalidInput, match="no audit record"):
        log.label("missing", grounded=True)
    with pytest.raises(InvalidInput, match="only verdicts are labelled"):
        log.label(lab.id, grounded=True)


def test_iter_records_since_and_kind(log):
    recs = [log.record("triage", sample_input(i), fake_result()) for i in range(3)]
    log.label(recs[0].id, grounded=True)
    assert [r.seq for r in log.store.iter_records()] == [1, 2, 3, 4]
    assert [r.seq for r in log.store.iter_records(kind="label")] == [4]
    assert [r.seq for r in log.store.iter_records(since=recs[1].created_at)] == [2, 3, 4]


def test_drafts_validate_their_fields():
    with pytest.raises(InvalidInput, match="kind must be one of"):
        RecordDraft(kind="other", body={})  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="decision must be one of"):
        RecordDraft(kind="verdict", body={}, decision="MAYBE")
    with pytest.raises(InvalidInput, match="tenant must be a non-empty string"):
        RecordDraft(kind="verdict", body={}, tenant=" ")


def test_unknown_store_url_is_a_clear_error():
    with pytest.raises(ConfigurationError, match="unknown audit store URL 'mysql://x'"):
        open_store("mysql://x")
    with pytest.raises(ConfigurationError, match="not a directory"):
        open_store("sqlite:////no/such/dir/audit.db")


def test_unreachable_postgres_is_a_store_error():
    with pytest.raises(StoreError, match="cannot open audit store"):
        open_store("postgresql://nobody:secret@127.0.0.1:1/none")


def test_password_is_not_echoed_in_errors():
    with pytest.raises(StoreError) as info:
        open_store("postgresql://nobody:hunter2@127.0.0.1:1/none")
    assert "hunter2" not in str(info.value)


def test_queue_query_validates():
    with pytest.raises(InvalidInput, match="decisions must be a non-empty subset"):
        QueueQuery(decisions=("MAYBE",))
    with pytest.raises(InvalidInput, match="limit must be at most"):
        QueueQuery(limit=10_000)
    with pytest.raises(InvalidInput, match="expected a date"):
        QueueQuery(date_from="last tuesday")


def test_sha256_mode_redacts_input_text_echoed_by_the_verdict(store_url, signer):
    from groundtrace.audit import AuditLog

    data = {"question": "What is the fee for transfers?", "response": "The fee is 2 EUR today.",
            "context": "Transfers cost 2 EUR. Secret branch code 991-22."}
    result = {**fake_result(), "response": data["response"],
              "claims": [{"text": "The fee is 2 EUR", "status": "supported",
                          "evidence": [{"text": "Secret branch code 991-22.", "entailed": 0.1}]}],
              "reasons": ["claim 1 supported"]}
    private = AuditLog(store_url, signer, store_inputs="sha256")
    try:
        rec = private.record("triage", data, result)
    finally:
        private.close()
    for text in ("The fee is 2 EUR", "Secret branch code", "What is the fee"):
        assert text not in rec.content
    assert rec.body["result"]["claims"][0]["status"] == "supported"
    assert rec.body["result"]["reasons"] == ["claim 1 supported"]
    assert rec.body["result"]["response"].startswith("[redacted sha256:")
