"""POST /v1/ask: answers from the service's document index, recorded in the signed chain."""

from __future__ import annotations

import pytest
from service_helpers import make_app

from groundtrace.answer import Corpus
from groundtrace.audit import replay
from groundtrace.audit.integrity import verify_store
from groundtrace.operations import run_operation
from groundtrace.sources import Document

FEES = ("SEPA transfers in online banking are free of charge. Transfers ordered at a branch "
        "cost 2.50 EUR. Instant transfers cost 0.50 EUR each.")


@pytest.fixture
def index(tmp_path):
    path = tmp_path / "idx"
    Corpus([Document.from_text(FEES, "fees.txt")], encoder="hashing").save(path)
    return str(path)


@pytest.fixture
def ask_client(tmp_path, service_signer, index):
    from fastapi.testclient import TestClient

    app = make_app(tmp_path, service_signer, index_path=index)
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c
    app.state.gt.audit.close()


def test_ask_route_answers_records_and_replays(ask_client, index, service_signer):
    body = {"question": "How much does a transfer at a branch cost?", "tenant": "acme"}
    resp = ask_client.post("/v1/ask", json=body)
    assert resp.status_code == 200, resp.text
    result = resp.json()["result"]
    assert result == run_operation("ask", {"question": body["question"]}, encoder="hashing",
                                   index=index)
    assert not result["refused"] and "2.50 EUR" in result["answer"]
    prov = result["provenance"]
    assert prov["engine"] == "answer.ask" and len(prov["index"]["manifest_sha256"]) == 64
    rec = ask_client.get(f"/v1/records/{resp.json()['record_id']}").json()["record"]
    assert rec["body"]["operation"] == "ask" and rec["decision"] in ("PASS", "REVIEW")
    assert rec["body"]["input"] == {"question": body["question"], "strictness": "balanced"}
    assert rec["body"]["config"]["index"] == index
    view = ask_client.get(f"/review/{rec['id']}.json").json()["record"]
    assert view["ask"]["sentences"] == result["sentences"]
    assert view["ask"]["passages"] == result["passages"]
    coloured = [seg for seg in view["answer_segments"] if seg.get("sentence") is not None]
    assert [seg["text"] for seg in coloured] == [s["text"] for s in result["sentences"]
                                                  if s["kept"]]
    page = ask_client.get(f"/review/{rec['id']}")
    assert page.status_code == 200 and "Passages the generator saw" in page.text
    assert "fees.txt:s1" in page.text
    store = ask_client.app.state.gt.audit.store
    assert verify_store(store, service_signer.signature_verifier()).ok
    report = replay(store)
    assert report.checked == 1 and report.unchanged == 1


def test_ask_input_is_validated(ask_client):
    bad = ask_client.post("/v1/ask", json={"question": "Fee?", "strictness": "paranoid"})
    assert bad.status_code == 422
    missing = ask_client.post("/v1/ask", json={})
    assert missing.status_code == 422


def test_ask_without_an_index_is_a_clear_error(client):
    resp = client.post("/v1/ask", json={"question": "Fee?"})
    assert resp.status_code == 409 and "--index" in resp.json()["error"]


def test_a_broken_index_stops_the_start(tmp_path, service_signer):
    from groundtrace.errors import ConfigurationError

    (tmp_path / "empty").mkdir()
    with pytest.raises(ConfigurationError, match="not a groundtrace document index"):
        make_app(tmp_path, service_signer, index_path=str(tmp_path / "empty"))


def test_ask_operation_refuses_options_it_does_not_use(index):
    from groundtrace.errors import InvalidInput

    with pytest.raises(InvalidInput, match="does not use a document index"):
        run_operation("triage", {"question": "q", "response": "r", "context": "c"},
                      encoder="hashing", index=index)
    with pytest.raises(InvalidInput, match="no 'question'"):
        run_operation("ask", {"strictness": "strict"}, encoder="hashing", index=index)
