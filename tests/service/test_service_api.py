"""The JSON API in process: routes, records, error shape, limits, auth."""

from __future__ import annotations

import pytest
from service_helpers import TOKEN, make_app

from groundtrace.audit import verify_store

pytest.importorskip("fastapi")
from fastapi.testclient import TestClient

Q = "What is the fee for a transfer?"
CTX = "Opening hours are 9 to 5 on weekdays. Transfers cost 2 EUR."
FLAGGED = {"question": Q, "response": "What is the fee for a transfer? I do not know the fee "
           "for a transfer.", "context": CTX}
PASSING = {"question": Q, "response": "Bananas are yellow.", "context": CTX}


def _is_error(resp, status):
    body = resp.json()
    assert resp.status_code == status, resp.text
    assert body == {"ok": False, "error": body["error"], "status": status}
    assert isinstance(body["error"], str) and body["error"]
    return body["error"]


def test_triage_is_recorded_and_signed(client, store_of, service_signer):
    resp = client.post("/v1/triage", json={**FLAGGED, "tenant": "acme", "trace_id": "t-1"})
    assert resp.status_code == 200, resp.text
    body = resp.json()
    # The answer only echoes the question: triage must not pass it (REVIEW or FAIL
    # depends on the shipped calibration).
    decision = body["result"]["decision"]
    assert body["ok"] is True and decision in ("REVIEW", "FAIL")
    rec = client.get(f"/v1/records/{body['record_id']}").json()["record"]
    assert rec["tenant"] == "acme" and rec["trace_id"] == "t-1" and rec["decision"] == decision
    assert rec["body"]["input"]["response"] == FLAGGED["response"]
    assert rec["body"]["result"] == body["result"]
    assert rec["body"]["config"]["encoder"] == "hashing"
    assert verify_store(store_of(client), service_signer.signature_verifier()).ok


def test_a_tools_json_output_is_a_context_and_is_stored_as_its_record_lines(client):
    from groundtrace.sources.records import render_records

    record = {"order_id": "A-1043", "status": "shipped", "carrier": "DHL"}
    body = {"question": "Where is my order?",
            "response": "Your order A-1043 has been delivered.", "context": record}
    for route in ("/v1/triage", "/v1/verify"):
        resp = client.post(route, json=body)
        assert resp.status_code == 200, resp.text
        rec = client.get(f"/v1/records/{resp.json()['record_id']}").json()["record"]
        assert rec["body"]["input"]["context"] == render_records(record)
    resp = client.post("/v1/rules/check", json={**body, "rules": ["customer_support"]})
    assert resp.status_code == 200, resp.text
    rec = client.get(f"/v1/records/{resp.json()['record_id']}").json()["record"]
    assert rec["body"]["input"]["context"] == render_records(record)
    claims = client.post("/v1/verify", json=body).json()["result"]["claims"]
    assert any(h["check"] == "status" and h["outcome"] == "contradicted"
               for c in claims for h in c["checks"])


def test_evaluate_mirrors_the_library(client, hashing):
    from groundtrace.evaluate import evaluate

    resp = client.post("/v1/evaluate", json=PASSING)
    assert resp.status_code == 200, resp.text
    expected = evaluate(PASSING["question"], PASSING["response"], PASSING["context"],
                        encoder=hashing).to_dict()
    assert resp.json()["result"] == expected


def test_labels_via_api(client):
    rid = client.post("/v1/triage", json=FLAGGED).json()["record_id"]
    resp = client.post(f"/v1/records/{rid}/labels", json={"grounded": False, "note": "wrong"})
    assert resp.status_code == 201, resp.text
    assert resp.json()["record"]["subject_id"] == rid
    got = client.get(f"/v1/records/{rid}").json()
    assert [lab["body"]["label"] for lab in got["labels"]] == [1]
    _is_error(client.post("/v1/records/nope/labels", json={"grounded": True}), 404)


@pytest.mark.parametrize(
    ("method", "path", "kwargs", "status"),
    [
        ("get", "/v1/records/does-not-exist", {}, 404),
        ("get", "/no/such/route", {}, 404),
        ("get", "/v1/triage", {}, 405),
        ("post", "/v1/triage", {"json": {"question": "q"}}, 422),
        ("post", "/v1/triage", {"json": {**PASSING, "colour": "red"}}, 422),
        ("post", "/v1/triage", {"json": {**PASSING, "response": "   "}}, 422),
        ("post", "/v1/triage",
         {"content": b"{not json", "headers": {"content-type": "application/json"}}, 422),
        ("post", "/v1/evaluate", {"json": {"response": "x"}}, 422),
        ("get", "/review.json?decision=MAYBE", {}, 422),
        ("get", "/review/nope.json", {}, 404),
    ],
)
def test_every_failure_has_one_error_shape(client, method, path, kwargs, status):
    _is_error(getattr(client, method)(path, **kwargs), status)


def test_validation_errors_name_the_field(client):
    msg = _is_error(client.post("/v1/triage", json={"question": "q"}), 422)
    assert "response" in msg and "Field required" in msg
    msg = _is_error(client.post("/v1/triage", json={**PASSING, "response": "   "}), 422)
    assert "response" in msg


def test_body_size_limit(tmp_path, service_signer):
    app = make_app(tmp_path, service_signer, max_body_bytes=2048)
    with TestClient(app, raise_server_exceptions=False) as c:
        big = {**PASSING, "context": "x " * 5000}
        msg = _is_error(c.post("/v1/triage", json=big), 413)
        assert "2048 bytes" in msg

        def chunks():
            yield b'{"question": "q", "response": "'
            for _ in range(10):
                yield b"y" * 1000
            yield b'"}'

        _is_error(c.post("/v1/triage", content=chunks(),
                         headers={"content-type": "application/json"}), 413)
        assert c.post("/v1/triage", json=PASSING).status_code == 200
    app.state.gt.audit.close()


def test_internal_errors_do_not_leak_details(tmp_path, service_signer, monkeypatch):
    app = make_app(tmp_path, service_signer)

    def boom(*args, **kwargs):
        raise RuntimeError("secret stack detail")

    monkeypatch.setattr(app.state.gt.audit, "run", boom)
    with TestClient(app, raise_server_exceptions=False) as c:
        msg = _is_error(c.post("/v1/triage", json=PASSING), 500)
        assert "secret" not in msg
    app.state.gt.audit.close()


def test_bearer_token_guards_writes_records_and_review(tmp_path, service_signer):
    app = make_app(tmp_path, service_signer, token=TOKEN)
    with TestClient(app, raise_server_exceptions=False) as c:
        resp = c.post("/v1/triage", json=PASSING)
        _is_error(resp, 401)
        assert resp.headers["www-authenticate"] == "Bearer"
        _is_error(c.post("/v1/triage", json=PASSING,
                         headers={"Authorization": "Bearer wrong-token-0000000"}), 401)
        ok = c.post("/v1/triage", json=FLAGGED, headers={"Authorization": f"Bearer {TOKEN}"})
        assert ok.status_code == 200
        rid = ok.json()["record_id"]
        _is_error(c.get(f"/v1/records/{rid}"), 401)
        _is_error(c.get("/review.json"), 401)
        page = c.get("/review", follow_redirects=False)
        assert page.status_code == 303 and page.headers["location"].startswith("/review/login")
        assert c.get("/healthz").json()["ok"] is True  # liveness stays open
        assert c.get("/openapi.json").status_code == 200
        bad = c.post("/review/login", data={"token": "nope", "next": "/review"})
        assert bad.status_code == 401 and "not valid" in bad.text
        login = c.post("/review/login", data={"token": TOKEN, "next": "https://evil.example/"},
                       follow_redirects=False)
        assert login.status_code == 303 and login.headers["location"] == "/review"
        cookie = login.headers["set-cookie"]
        assert "HttpOnly" in cookie and "SameSite=strict" in cookie and TOKEN not in cookie
        assert c.get("/review.json").json()["total"] == 1  # the cookie now authorises
    app.state.gt.audit.close()


def test_openapi_lists_the_routes(client):
    schema = client.get("/openapi.json").json()
    paths = schema["paths"]
    for path in ("/v1/evaluate", "/v1/triage", "/v1/records/{record_id}", "/review.json"):
        assert path in paths
    ref = paths["/v1/triage"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    triage = schema["components"]["schemas"][ref["$ref"].rsplit("/", 1)[1]]
    assert triage["required"] == ["response"]
    assert {"question", "context", "metadata", "rules", "tenant", "trace_id"} <= set(
        triage["properties"])


def test_service_config_validates():
    from groundtrace.errors import ConfigurationError
    from groundtrace.service import ServiceConfig

    with pytest.raises(ConfigurationError, match="at least 16 characters"):
        ServiceConfig(token="short")
    with pytest.raises(ConfigurationError, match="max_body_bytes must be an integer >= 1024"):
        ServiceConfig(max_body_bytes=10)


def test_missing_signing_key_is_a_clear_startup_error(tmp_path, monkeypatch):
    from groundtrace.errors import ConfigurationError
    from groundtrace.service import ServiceConfig, create_app

    monkeypatch.delenv("GROUNDTRACE_SIGNING_KEY", raising=False)
    monkeypatch.delenv("GROUNDTRACE_SIGNING_KEY_FILE", raising=False)
    with pytest.raises(ConfigurationError, match="groundtrace keygen"):
        create_app(ServiceConfig(store_url=f"sqlite:///{tmp_path / 'a.db'}", encoder="hashing"))


def test_models_are_loaded_once_at_start(tmp_path, service_signer, monkeypatch):
    import groundtrace.service.app as app_module

    calls = []
    real = app_module.run_operation

    def recording(name, data, **kwargs):
        calls.append((name, kwargs.get("encoder")))
        return real(name, data, **kwargs)

    monkeypatch.setattr(app_module, "run_operation", recording)
    app = make_app(tmp_path, service_signer)
    assert calls == [("evaluate", "hashing"), ("triage", "hashing")]  # before any request
    with TestClient(app) as c:
        assert c.post("/v1/triage", json=PASSING).status_code == 200
    assert len(calls) == 2  # requests go through the audit log, not the warm-up
    app.state.gt.audit.close()
    (tmp_path / "cold").mkdir()
    cold = make_app(tmp_path / "cold", service_signer, warm_up=False)
    assert len(calls) == 2  # warm_up=False skips it
    cold.state.gt.audit.close()
