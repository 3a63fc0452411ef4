"""One self-contained HTML page for a verified answer.

Inline CSS only, no JavaScript, no external requests (a Content-Security-Policy
meta tag forbids them too), and every string that came from a user, a source
or a model goes through ``html.escape(..., quote=True)``.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from groundtrace.claims.results import ClaimVerdict, VerifiedAnswer

__all__ = ["render_html"]

_CSS = """
body{font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1d2430;
background:#f6f7f9}
main{max-width:980px;margin:0 auto;padding:24px}
h1{font-size:20px;margin:0 0 8px}h2{font-size:16px;margin:24px 0 8px}
.card{background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:16px;margin:12px 0}
.badge{display:inline-block;padding:2px 10px;border-radius:12px;font-weight:600;font-size:13px}
.FULLY_GROUNDED{background:#d8f3e0;color:#0d5b2b}.PARTIALLY_GROUNDED{background:#fff1c7;
color:#6b4d00}.UNGROUNDED{background:#fde0d6;color:#8a2b0b}.CONTRADICTORY{background:#f9d3d9;
color:#85081d}
mark{padding:1px 2px;border-radius:3px}
mark.supported{background:#c9efd5}mark.partial{background:#ffe9a8}
mark.unsupported{background:#fcd2c2}mark.contradicted{background:#f6b3be;
text-decoration:underline wavy #b0122b}
sup a{color:#4a5565;text-decoration:none;font-size:11px}
.answer{white-space:pre-wrap}
.status{font-weight:600;text-transform:uppercase;font-size:12px;letter-spacing:.04em}
.status.supported{color:#0d5b2b}.status.partial{color:#6b4d00}
.status.unsupported{color:#8a2b0b}.status.contradicted{color:#85081d}
blockquote{margin:6px 0;padding:6px 10px;border-left:3px solid #b8c0cc;background:#f3f5f8;
white-space:pre-wrap}
table{border-collapse:collapse;width:100%;font-size:13px}
td,th{border-bottom:1px solid #e6e9ed;padding:4px 6px;text-align:left;vertical-align:top}
.muted{color:#5c6675;font-size:13px}code{font-size:12px}
"""


def _e(value: object) -> str:
    return escape("" if value is None else str(value), quote=True)


def _f(x: float | None, digits: int = 3) -> str:
    return "–" if x is None else f"{x:.{digits}f}"


def _answer_markup(answer: VerifiedAnswer) -> str:
    parts: list[str] = []
    pos = 0
    for c in sorted(answer.claims, key=lambda c: c.start):
        if c.start < pos:  # claims never overlap; guard against a malformed object anyway
            continue
        parts.append(_e(answer.response[pos:c.start]))
        status = c.status.value
        parts.append(
            f'<mark class="{status}" title="{_e(status)}: support {_f(c.support, 2)}">'
            f"{_e(answer.response[c.start:c.end])}</mark>"
            f'<sup><a href="#claim-{c.index + 1}">[{c.index + 1}]</a></sup>'
        )
        pos = c.end
    parts.append(_e(answer.response[pos:]))
    return "".join(parts)


def _evidence_markup(c: ClaimVerdict, i: int) -> str:
    """The evidence text with the source spans the checks compared against marked."""
    ev = c.evidence[i]
    marks = sorted(
        {(h.source_span.char_start - ev.span.char_start,
          h.source_span.char_end - ev.span.char_start, h.outcome.value)
         for h in c.checks if h.source_span is not None and ev.span.contains(h.source_span)
         and h.source_span.length}
    )
    parts, pos = [], 0
    for a, b, outcome in marks:
        if a < pos:
            continue
        parts.append(_e(ev.text[pos:a]))
        parts.append(f'<mark class="{_e(outcome)}">{_e(ev.text[a:b])}</mark>')
        pos = b
    parts.append(_e(ev.text[pos:]))
    return "".join(parts)


def _claim_card(c: ClaimVerdict) -> str:
    status = c.status.value
    rows = []
    for i, ev in enumerate(c.evidence):
        marker = " (best)" if i == c.best_evidence else ""
        pages = f" · page {', '.join(str(p) for p in ev.pages)}" if ev.pages else ""
        rows.append(
            f"<li><span class=\"muted\">{_e(', '.join(ev.sentence_ids))}{_e(marker)}"
            f" · chars {ev.span.char_start}–{ev.span.char_end}{_e(pages)} · retrieval "
            f"{_f(ev.retrieval_score)} · entailed {_f(ev.entailed)} · contradicted "
            f"{_f(ev.contradicted)}</span><blockquote>{_evidence_markup(c, i)}</blockquote>"
            + (f"<span class=\"muted\">the verifier read the claim beside it as: "
               f"{_e(ev.read_as)}</span>" if ev.read_as is not None else "")
            + ("<span class=\"muted\">the claim quotes this passage word for word; "
               "the verifier did not score it</span>" if ev.quoted else "")
            + (f"<span class=\"muted\">{_e(ev.follows_from)}; the verifier did not score "
               "it</span>" if ev.follows_from is not None else "")
            + "</li>"
        )
    checks = "".join(
        f"<tr><td>{_e(h.check)}</td><td class=\"status {_e(h.outcome.value)}\">"
        f"{_e(h.outcome.value)}</td><td>{_e(h.claim_value)}</td><td>{_e(h.source_value)}</td>"
        f"<td>{_e(h.explanation)}</td></tr>"
        for h in c.checks
    )
    check_table = (
        "<table><tr><th>check</th><th>outcome</th><th>claim</th><th>source</th>"
        f"<th>why</th></tr>{checks}</table>" if checks else
        '<p class="muted">No numbers, dates, names, negations or quantity words to check.</p>'
    )
    return (
        f'<div class="card" id="claim-{c.index + 1}"><div><b>[{c.index + 1}]</b> '
        f'<span class="status {_e(status)}">{_e(status)}</span> '
        f'<span class="muted">support {_f(c.support)} · contradiction '
        f"{_f(c.contradiction)} · score {_f(c.score)} · "
        f"{_e(', '.join(t.value for t in c.types))}</span></div>"
        f"<blockquote>{_e(c.text)}</blockquote>"
        + (f'<p class="muted">verified as: {_e(c.hypothesis)}</p>'
           if c.hypothesis != c.text else "")
        + f"<p>{_e(c.explanation)}</p>"
        f"<h2>Evidence</h2><ol>{''.join(rows) or '<li>none</li>'}</ol>"
        f"<h2>Checks</h2>{check_table}</div>"
    )


def render_html(answer: VerifiedAnswer) -> str:
    """The page for ``answer`` as one string (UTF-8 text)."""
    level = answer.level.value
    question = (
        f'<div class="card"><h2>Question</h2><div class="answer">{_e(answer.question)}</div></div>'
        if answer.question else ""
    )
    feats = "".join(f"<tr><td><code>{_e(k)}</code></td><td>{_f(v)}</td></tr>"
                    for k, v in answer.features().items())
    sources = "".join(
        f"<tr><td>{_e(s.doc_id)}</td><td>{_e(s.title)}</td><td>{_e(s.kind)}</td>"
        f"<td>{s.n_pages or '–'}</td><td>{s.n_chars}</td><td><code>{_e(s.sha256[:16])}</code>"
        "</td></tr>"
        for s in answer.sources
    )
    fc = answer.faithfulness
    llm = ""
    if answer.llm_opinion is not None:
        op = answer.llm_opinion
        rows = "".join(
            f"<tr><td>[{v.claim_index + 1}]</td><td class=\"status {_e(v.verdict)}\">"
            f"{_e(v.verdict)}</td><td>{_e(answer.claims[v.claim_index].status.value)}</td>"
            f"<td>{_e(v.reason)}</td></tr>"
            for v in op.verdicts
        )
        err = f'<p class="muted">{_e(op.error)}</p>' if op.error else ""
        agree = "" if op.agreement is None else f" · agreement {_f(op.agreement, 2)}"
        llm = (
            '<div class="card"><h2>Second opinion (LLM — shown for comparison, not used '
            f"in the verdict){_e(agree)}</h2>{err}<table><tr><th>claim</th><th>LLM</th>"
            f"<th>groundtrace</th><th>reason</th></tr>{rows}</table></div>"
        )
    title = f"groundtrace verification: {level}"
    return (
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
        "style-src 'unsafe-inline'\">"
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{_e(title)}</title><style>{_CSS}</style></head><body><main>"
        f'<h1>Claim verification <span class="badge {_e(level)}">{_e(level)}</span></h1>'
        f'<p>Score <b>{_f(answer.score)}</b> · {len(answer.claims)} claims: '
        f"{len(answer.supported_claims)} supported, {len(answer.partial_claims)} partial, "
        f"{len(answer.unsupported_claims)} unsupported, {len(answer.contradicted_claims)} "
        f"contradicted</p><p><b>{_e(answer.recommendation)}</b></p>"
        f"{question}"
        f'<div class="card"><h2>Answer</h2><div class="answer">{_answer_markup(answer)}</div>'
        '<p class="muted">green: supported · yellow: partial · orange: unsupported · '
        "red: contradicted</p></div>"
        f"<h2>Claims</h2>{''.join(_claim_card(c) for c in answer.claims) or '<p>No claims.</p>'}"
        f"{llm}"
        '<div class="card"><h2>Scores</h2><table>'
        f"<tr><td>retrieval score</td><td>{_f(fc.retrieval_score)}</td></tr>"
        f"<tr><td>support score</td><td>{_f(fc.support_score)}</td></tr>"
        f"<tr><td>generation log-prob</td><td>{_f(fc.generation_logprob)}</td></tr>"
        f"<tr><td>min / mean support</td><td>{_f(answer.min_support)} / "
        f"{_f(answer.mean_support)}</td></tr></table>"
        f"<h2>Features</h2><table>{feats}</table></div>"
        '<div class="card"><h2>Sources</h2><table><tr><th>id</th><th>title</th><th>kind</th>'
        f"<th>pages</th><th>chars</th><th>sha256</th></tr>{sources}</table>"
        f'<p class="muted">verifier {_e(answer.verifier)} · encoder {_e(answer.encoder)} · '
        f"verification ran: {'yes' if answer.verification_ran else 'no'}"
        f"{' · id ' + _e(answer.id) if answer.id else ''}</p></div>"
        "</main></body></html>\n"
    )
