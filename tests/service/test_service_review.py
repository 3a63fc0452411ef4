"""The review page in process: queue, record view, escaping, labels, JSON twins."""

from __future__ import annotations

import io
import re

import pytest

from groundtrace.audit import export_labels
from groundtrace.service.views import answer_segments, rule_hits

pytest.importorskip("fastapi")

XSS = "<script>alert('x')</script>"
RESPONSE = "The fee is 2 EUR. It arrives in 5 days."
RESULT_WITH_CLAIMS = {
    "decision": "FAIL",
    "probability": 0.91,
    "reasons": ["claim 2 is contradicted by the source"],
    "claims": [
        {"index": 0, "text": "The fee is 2 EUR.", "start": 0, "end": 17, "status": "supported",
         "score": 0.97, "support": 0.97, "contradiction": 0.01, "explanation": "entailed",
         "evidence": [{"doc_id": "tariff", "start": 0, "end": 21, "text": "Transfers cost 2 EUR.",
                       "entailed": 0.97, "contradicted": 0.01}]},
        {"index": 1, "text": "It arrives in 5 days.", "start": 18, "end": 39,
         "status": "contradicted", "score": 0.04, "support": 0.02, "contradiction": 0.93,
         "explanation": "the source says next day",
         "evidence": [{"doc_id": "tariff", "start": 22, "end": 52,
                       "text": "Transfers arrive the next day.", "entailed": 0.02,
                       "contradicted": 0.93},
                      {"doc_id": "tariff", "start": 0, "end": 21, "text": "Transfers cost 2 EUR.",
                       "entailed": 0.01, "contradicted": 0.02}]},
    ],
    "rule_results": [{"ruleset": "payments", "rules": [
        {"rule_id": "payments.fee.disclosed", "description": "The fee is stated",
         "citation": "PSD2 Art. 45", "matched": True, "weight": 0.5,
         "explanation": "fee found", "evidence_text": "2 EUR"},
        {"rule_id": "payments.timing", "description": "Execution time is right",
         "citation": "PSD2 Art. 83", "matched": False, "weight": 0.5,
         "explanation": f"wrong timing {XSS}", "evidence_text": None},
    ]}],
    "provenance": {"groundtrace_version": "test", "config_hash": "c" * 64},
}
INPUT = {"question": "Fee and timing?", "response": RESPONSE,
         "context": "Transfers cost 2 EUR. Transfers arrive the next day."}


def _record(client, result=RESULT_WITH_CLAIMS, data=INPUT, **kw):
    return client.app.state.gt.audit.record("triage", data, result, **kw)


def test_answer_segments_cover_the_answer_once():
    segs = answer_segments(RESPONSE, RESULT_WITH_CLAIMS["claims"])
    assert "".join(s["text"] for s in segs) == RESPONSE
    assert [(s["status"], s["claim"]) for s in segs] == [
        ("supported", 0), (None, None), ("contradicted", 1)]
    # Out-of-range and overlapping claims are not coloured, and never cut the text.
    odd = [{"start": 5, "end": 500, "status": "supported"}, {"start": 0, "end": 8,
           "status": "unsupported"}, {"start": 4, "end": 10, "status": "supported"}]
    segs = answer_segments(RESPONSE, odd)
    assert "".join(s["text"] for s in segs) == RESPONSE
    assert [s["status"] for s in segs] == ["unsupported", None]


def test_rule_hits_flatten_rule_sets():
    hits = rule_hits(RESULT_WITH_CLAIMS["rule_results"])
    assert [h["rule_id"] for h in hits] == ["payments.fee.disclosed", "payments.timing"]
    assert rule_hits(None) == [] and rule_hits([{"rule_id": "x"}]) == [{"rule_id": "x"}]


def test_queue_lists_review_and_fail_with_filters(client):
    fail = _record(client, tenant="acme")
    review = _record(client, {**RESULT_WITH_CLAIMS, "decision": "REVIEW"}, tenant="zeta")
    _record(client, {**RESULT_WITH_CLAIMS, "decision": "PASS"}, tenant="acme")
    data = client.get("/review.json").json()
    assert [i["id"] for i in data["items"]] == [review.id, fail.id]
    assert client.get("/review.json?tenant=acme").json()["items"][0]["id"] == fail.id
    only_fail = client.get("/review.json?decision=FAIL").json()["items"]
    assert [i["id"] for i in only_fail] == [fail.id]
    day = fail.created_at[:10]
    assert client.get(f"/review.json?date_from={day}&date_to={day}").json()["total"] == 2
    assert client.get("/review.json?date_from=2999-01-01").json()["total"] == 0
    page = client.get("/review?decision=FAIL")
    assert page.status_code == 200 and fail.id in page.text and review.id not in page.text


def test_record_page_shows_claims_evidence_rules_scores(client):
    rec = _record(client)
    page = client.get(f"/review/{rec.id}")
    assert page.status_code == 200
    html = page.text
    coloured = '<span class="claim-supported" title="claim 1: supported">The fee is 2 EUR.</span>'
    assert coloured in html
    assert 'class="claim-contradicted"' in html
    assert "Transfers arrive the next day." in html and "contradicting" in html
    assert "PSD2 Art. 83" in html and "payments.timing" in html
    assert "0.9100" in html  # probability score
    twin = client.get(f"/review/{rec.id}.json").json()["record"]
    assert twin["claims"][1]["contradicting"][0]["text"] == "Transfers arrive the next day."
    assert twin["claims"][1]["supporting"] == []
    assert [e["text"] for e in twin["claims"][1]["considered"]] == ["Transfers cost 2 EUR."]
    assert twin["claims"][0]["supporting"][0]["text"] == "Transfers cost 2 EUR."
    assert [h["matched"] for h in twin["rule_hits"]] == [True, False]


def test_all_user_text_is_escaped(client):
    data = {"question": XSS, "response": f"Hello {XSS}", "context": f"ctx {XSS}",
            "metadata": {"note": XSS}}
    rec = _record(client, {**RESULT_WITH_CLAIMS, "claims": []}, data=data,
                  tenant="<b>t</b>", trace_id="<i>x</i>")
    client.app.state.gt.audit.label(rec.id, grounded=False, note=XSS, reviewer="<b>r</b>")
    for url in (f"/review/{rec.id}", "/review?status=all"):
        html = client.get(url).text
        assert "<script>alert" not in html and "<b>t</b>" not in html and "<b>r</b>" not in html
        assert "&lt;script&gt;" in html


def test_labelling_through_the_form(client):
    rec = _record(client)
    resp = client.post(f"/review/{rec.id}/label",
                       data={"label": "not_grounded", "note": "timing is wrong", "reviewer": "ana"},
                       follow_redirects=False)
    assert resp.status_code == 303 and resp.headers["location"] == f"/review/{rec.id}?labelled=1"
    page = client.get(resp.headers["location"]).text
    assert "Label saved." in page and "not grounded" in page and "timing is wrong" in page
    assert client.get("/review.json").json()["total"] == 0  # it left the pending queue
    labelled = client.get("/review.json?status=labelled").json()["items"]
    assert labelled[0]["label"] == 1
    out = io.StringIO()
    export_labels(client.app.state.gt.audit.store, out)
    assert '"label": 1' in out.getvalue() and "timing is wrong" in out.getvalue()
    bad = client.post(f"/review/{rec.id}/label", data={"label": "maybe"})
    assert bad.status_code == 422 and bad.json()["ok"] is False


def test_every_page_has_a_json_twin(client):
    rec = _record(client)
    for page, twin in (("/review", "/review.json"),
                       (f"/review/{rec.id}", f"/review/{rec.id}.json")):
        html = client.get(page).text
        assert client.get(twin).json()["ok"] is True
        link = re.search(r'href="([^"]+)">JSON<', html)
        assert link and link.group(1).startswith(twin)


def test_hashed_inputs_are_shown_as_such(tmp_path, service_signer):
    from fastapi.testclient import TestClient
    from service_helpers import make_app

    app = make_app(tmp_path, service_signer, store_inputs="sha256")
    with TestClient(app) as c:
        rec = app.state.gt.audit.record("triage", INPUT, RESULT_WITH_CLAIMS)
        html = c.get(f"/review/{rec.id}").text
        assert "sha256 only" in html and RESPONSE not in html
    app.state.gt.audit.close()


VERDICT_SHAPED = {
    "id": None,
    "decision": "REVIEW",
    "probability": 0.71,
    "reasons": [
        {"kind": "claim", "weight": 1.2, "message": "claim 2 is not supported by the sources",
         "ref": "1", "span": [18, 39], "evidence": [], "citation": None},
        {"kind": "rule", "weight": 0.3, "message": "the answer cites no source",
         "ref": "banking.expl.cites_source", "span": None, "evidence": [],
         "citation": "Rashkin et al. (2023)"},
    ],
    "grounding": {"method": "sgi", "score": 0.61, "flagged": False, "encoder": "hashing-256",
                  "sgi": {"value": 1.2, "normalized": 0.61}, "dgi": None},
    "claims": {"level": "PARTIALLY_GROUNDED", "score": 0.5,
               "config": {"partial_threshold": 0.3, "contradiction_threshold": 0.5},
               "claims": RESULT_WITH_CLAIMS["claims"]},
    "rules": {"ruleset": "banking", "quality": 0.4, "sub_scores": {"spec": 0.7, "expl": 0.0},
              "flagged": True, "rules": RESULT_WITH_CLAIMS["rule_results"][0]["rules"]},
    "features": {"claims_min_support": 0.02},
    "contributions": [["claims_min_support", 1.2], ["sgi", -0.3]],
    "provenance": {"groundtrace_version": "0.1.0", "encoder": "hashing-256",
                   "config_hash": "a" * 64},
}


def test_record_page_renders_a_verdict(client):
    rec = _record(client, VERDICT_SHAPED)
    view = client.get(f"/review/{rec.id}.json").json()["record"]
    assert [c["status"] for c in view["claims"]] == ["supported", "contradicted"]
    assert [h["rule_id"] for h in view["rule_hits"]] == ["payments.fee.disclosed",
                                                         "payments.timing"]
    assert view["reasons"] == [
        "claim: claim 2 is not supported by the sources",
        "rule: the answer cites no source [Rashkin et al. (2023)]",
    ]
    assert view["scores"]["claims level"] == "PARTIALLY_GROUNDED"
    assert view["scores"]["banking quality"] == 0.4
    assert view["scores"]["push on log-odds: claims_min_support"] == 1.2
    assert "sgi measured against" not in view["scores"]  # a record from before it was kept
    newer = {**VERDICT_SHAPED, "grounding": {
        **VERDICT_SHAPED["grounding"],
        "sgi": {"value": 1.2, "normalized": 0.61, "against": "evidence"}}}
    rec2 = _record(client, newer)
    scores2 = client.get(f"/review/{rec2.id}.json").json()["record"]["scores"]
    assert scores2["sgi measured against"] == "evidence"
    html = client.get(f"/review/{rec.id}").text
    assert 'class="claim-contradicted"' in html and "Rashkin et al. (2023)" in html


def test_record_page_shows_what_the_verifier_read_beside_a_passage(client):
    claims = [dict(RESULT_WITH_CLAIMS["claims"][0])]
    claims[0]["evidence"] = [{**claims[0]["evidence"][0],
                              "read_as": "The fee is 2.00 EUR <b>as read</b>."}]
    rec = _record(client, {**RESULT_WITH_CLAIMS, "claims": claims})
    html = client.get(f"/review/{rec.id}").text
    assert ("the verifier read the claim beside it as: The fee is 2.00 EUR "
            "&lt;b&gt;as read&lt;/b&gt;.") in html
    plain = client.get(f"/review/{_record(client).id}").text
    assert "the verifier read the claim beside it as" not in plain
