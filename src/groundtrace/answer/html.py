"""One self-contained HTML page for an :class:`~groundtrace.answer.Answer`.

The answer's sentences coloured by verification status, every passage the
generator saw, and the refusal reason when there is one. Inline CSS, no
script, no external request; every string is escaped.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from groundtrace.answer.pipeline import Answer

__all__ = ["render_answer_html"]

_CSS = """
body{font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1d2430;
background:#f6f7f9}main{max-width:980px;margin:0 auto;padding:24px}
h1{font-size:20px;margin:0 0 8px}h2{font-size:16px;margin:24px 0 8px}
.card{background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:16px;margin:12px 0}
.s{padding:1px 2px;border-radius:3px}.supported,.no_claim{background:#c9efd5}
.partial{background:#ffe9a8}.unsupported{background:#fcd2c2}
.contradicted{background:#f6b3be}.removed{text-decoration:line-through;opacity:.7}
.refused{background:#fde0d6;color:#8a2b0b;font-weight:600;padding:8px;border-radius:6px}
table{border-collapse:collapse;width:100%;font-size:13px}
td,th{border-bottom:1px solid #e6e9ed;padding:4px 6px;text-align:left;vertical-align:top}
.muted{color:#5c6675;font-size:13px}code{font-size:12px}
"""


def _e(value: object) -> str:
    return escape("" if value is None else str(value), quote=True)


def render_answer_html(answer: Answer) -> str:
    rows = []
    for s in answer.sentences:
        cls = f"s {s.status}" + ("" if s.kept else " removed")
        cites = " ".join(f"<code>[{_e(c)}]</code>" for c in s.citations)
        pages = ", ".join(str(p) for p in s.pages)
        rows.append(
            f"<tr><td><span class='{_e(cls)}'>{_e(s.text)}</span> {cites}</td>"
            f"<td>{_e(s.status)}</td><td>{_e(pages)}</td><td>{_e(s.note)}</td></tr>")
    passages = "".join(
        f"<tr><td><code>{_e(p.sentence_id)}</code></td><td>{_e(p.text)}</td>"
        f"<td>{_e(', '.join(str(x) for x in p.pages))}</td></tr>" for p in answer.passages)
    head = (f"<p class='refused'>Refused: {_e(answer.refusal_reason)}</p>" if answer.refused
            else f"<p>{_e(answer.text)}</p>")
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        "<meta http-equiv='Content-Security-Policy' content=\"default-src 'none'; "
        "style-src 'unsafe-inline'\"><title>groundtrace answer</title>"
        f"<style>{_CSS}</style></head><body><main>"
        f"<h1>{_e(answer.question)}</h1><div class='card'>{head}"
        f"<p class='muted'>strictness {_e(answer.strictness.value)} · generator "
        f"{_e(answer.generator)} · verifier {_e(answer.verifier)} · encoder "
        f"{_e(answer.encoder)} · retrieval relevance {answer.retrieval.relevance:.3f} "
        f"(refuse below {answer.min_relevance:.2f}; best similarity "
        f"{answer.retrieval.best_similarity:.3f}, question terms found "
        f"{answer.retrieval.term_coverage:.0%})"
        "</p></div>"
        "<h2>Sentences</h2><div class='card'><table><tr><th>sentence</th><th>status</th>"
        f"<th>pages</th><th>note</th></tr>{''.join(rows)}</table></div>"
        "<h2>Passages the generator saw</h2><div class='card'><table><tr><th>id</th>"
        f"<th>text</th><th>pages</th></tr>{passages}</table></div>"
        "</main></body></html>"
    )
