"""The service refuses text that is not valid Unicode with a 422 naming the field."""

from __future__ import annotations

import pytest

pytest.importorskip("fastapi")


@pytest.mark.parametrize("path", ["/v1/triage", "/v1/evaluate", "/v1/verify"])
def test_lone_surrogate_is_a_422_naming_the_field(client, store_of, path):
    body = b'{"question": "Fee?", "response": "It is \\ud800 2 EUR.", "context": "Fee: 2 EUR."}'
    before = store_of(client).count()
    r = client.post(path, content=body, headers={"content-type": "application/json"})
    assert r.status_code == 422, r.text
    assert r.json()["ok"] is False
    assert "response is not valid Unicode: lone surrogate U+D800" in r.json()["error"]
    assert store_of(client).count() == before  # nothing half-recorded


def test_body_that_is_not_utf8_is_a_400_saying_so(client):
    r = client.post("/v1/triage", content=b'{"question": "What \xff fee?", "response": "x"}',
                    headers={"content-type": "application/json"})
    assert r.status_code == 400
    assert r.json() == {"ok": False, "status": 400,
                        "error": "the request body is not valid JSON in UTF-8"}
