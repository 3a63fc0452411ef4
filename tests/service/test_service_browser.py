"""End to end in a real headless browser: log in, open the queue, label an item.

Debian ``chromium`` driven by Playwright (``playwright install`` is not used:
the system browser is launched by path). Skips with a clear message when
either is missing on a developer machine; CI installs chromium.
"""

from __future__ import annotations

import os
import socket
import threading
import time

import pytest
from service_helpers import TOKEN, make_app

from groundtrace.audit import verify_store

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def live_server(tmp_path, service_signer):
    uvicorn = pytest.importorskip("uvicorn")
    app = make_app(tmp_path, service_signer, token=TOKEN)
    port = _free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="error",
                                           lifespan="off"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert server.started, "uvicorn did not start"
    yield app, f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=10)
    app.state.gt.audit.close()


def test_label_an_item_in_a_real_browser(live_server, service_signer):
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} not found (Debian: apt-get install chromium); "
                    "the browser test needs it")
    sync_api = pytest.importorskip("playwright.sync_api")
    app, base = live_server
    audit = app.state.gt.audit
    data = {"question": "When does a transfer arrive?",
            "response": "It arrives in 5 days. <b>guaranteed</b>",
            "context": "Transfers arrive the next business day."}
    result = {"decision": "REVIEW", "probability": 0.8, "reasons": ["timing not supported"],
              "claims": [{"index": 0, "text": "It arrives in 5 days.", "start": 0, "end": 21,
                          "status": "contradicted", "score": 0.05, "evidence": []}],
              "rule_results": [], "provenance": {}}
    rec = audit.record("triage", data, result, tenant="acme")

    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page()
            page.goto(f"{base}/review")
            assert "/review/login" in page.url  # the token guards the page
            page.fill("input[name=token]", TOKEN)
            page.click("button[type=submit]")
            page.wait_for_url(f"{base}/review")
            page.click(f"a[href='/review/{rec.id}']")
            page.wait_for_url(f"{base}/review/{rec.id}")
            # The answer's markup is shown as text, and the claim is coloured.
            assert page.inner_text("#answer .claim-contradicted") == "It arrives in 5 days."
            assert "<b>guaranteed</b>" in page.inner_text("#answer")
            page.check("input[value=not_grounded]")
            page.fill("textarea[name=note]", "the source says next business day")
            page.fill("input[name=reviewer]", "ana")
            page.click("text=Save label")
            page.wait_for_selector("text=Label saved.")
            assert "not grounded by ana" in page.inner_text("body")
        finally:
            browser.close()

    labels = audit.store.labels_for([rec.id])[rec.id]
    assert len(labels) == 1
    assert labels[0].body["label"] == 1 and labels[0].body["reviewer"] == "ana"
    assert labels[0].body["note"] == "the source says next business day"
    assert verify_store(audit.store, service_signer.signature_verifier()).ok
