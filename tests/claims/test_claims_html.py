"""The HTML page is self-contained and escapes every user-supplied string."""

from __future__ import annotations

import re

import numpy as np

from groundtrace import Document, verify

EVIL = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>']


class EvilVerifier:
    name = '<script>alert("v")</script>"><img src=x onerror=alert(1)>'

    def predict(self, premises, hypotheses):
        return np.tile(np.array([0.9, 0.05, 0.05], dtype=np.float32), (len(premises), 1))


def _page(hashing) -> str:
    payload = " ".join(EVIL)
    doc = Document.from_text(f"The card is free {payload} for students in 2019.", "src",
                             title=payload)

    def llm(prompt: str) -> str:
        reason = f"{EVIL[1].replace(chr(34), '')} {EVIL[0]}"
        return f'{{"claim": 1, "verdict": "supported", "reason": "{reason}"}}'

    a = verify(f"The card is free {payload} for students in 2021.", documents=[doc],
               question=f"Is the card free? {payload}", encoder=hashing,
               verifier=EvilVerifier(), llm=llm, id=payload)
    return a.to_html()


def test_every_field_is_escaped(hashing):
    html = _page(hashing)
    assert "<script" not in html.lower()
    assert "<img" not in html.lower()
    assert "onerror=alert(1)>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" in html
    # The payload is shown escaped in the question, the answer, the evidence,
    # the source title, the verifier name, the id and the LLM reason.
    assert html.count("&lt;script&gt;") >= 6


def test_self_contained_without_scripts_or_external_requests(hashing):
    html = _page(hashing)
    assert html.startswith("<!DOCTYPE html>")
    assert "Content-Security-Policy" in html and "default-src 'none'" in html
    assert not re.search(r"\b(?:src|href)\s*=\s*[\"']?(?:https?:)?//", html)
    assert "<link" not in html and "@import" not in html and " on" + "load=" not in html
    hrefs = re.findall(r'href="([^"]*)"', html)
    assert hrefs and all(h.startswith("#claim-") for h in hrefs)


def test_page_shows_levels_claims_spans_and_scores(hashing):
    a = verify("The card is free for students. The bank was founded in 2021.",
               "The card is free for students. The bank was founded in 2019.", encoder=hashing,
               question="Tell me")
    html = a.to_html()
    assert a.level.value in html and "Tell me" in html
    assert '<mark class="contradicted"' in html and '<mark class="supported"' in html
    assert "the claim says &#x27;2021&#x27; where the source says &#x27;2019&#x27;" in html
    assert f"{a.score:.3f}" in html
    # The source span the date check compared with is marked inside the evidence.
    assert 'founded in <mark class="contradicted">2019</mark>' in html
