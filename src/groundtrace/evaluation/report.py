"""A self-contained HTML page of evaluation results.

Inline CSS, no JavaScript, no external requests; every string that comes
from the data or the user (file names, task names, notes, the command) is
HTML-escaped.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from groundtrace.evaluation.plots import reliability_html
from groundtrace.evaluation.results import Confusion, GroupMetrics, MethodEvaluation

__all__ = ["render_html"]

_CSS = """
body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1b1f24;max-width:80rem}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem;word-break:break-all}
h3{font-size:1rem;margin:1rem 0 .3rem}
table{border-collapse:collapse;margin:.5rem 0 1rem}
th,td{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:right}
th{background:#f6f8fa}td.l,th.l{text-align:left}
.note{color:#57606a;font-size:.9em}code{background:#f6f8fa;padding:0 .2em}
"""

_COLUMNS = (
    "n", "pos", "skipped", "AUROC", "AUPRC", "FPR@95%rec", "bal. acc", "F1",
    "tn/fp/fn/tp", "best thr", "bal. acc@best", "F1@best", "ECE", "Brier", "items/s",
)


def _e(value: object) -> str:
    return html.escape(str(value), quote=True)


def _num(value: float | None, digits: int = 3) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def _cm(cm: Confusion | None) -> str:
    return "—" if cm is None else f"{cm.tn}/{cm.fp}/{cm.fn}/{cm.tp}"


def _cells(g: GroupMetrics | None, skipped: int | str, speed: float | None) -> list[str]:
    if g is None:
        return ["0", "0", str(skipped), *(["—"] * (len(_COLUMNS) - 4)), _num(speed, 1)]
    return [
        str(g.n), str(g.positives), str(skipped), _num(g.auroc), _num(g.auprc),
        _num(g.fpr_at_95_recall), _num(g.balanced_accuracy), _num(g.f1),
        _cm(g.confusion_matrix), _num(g.best_threshold), _num(g.balanced_accuracy_at_best),
        _num(g.f1_at_best), _num(g.ece), _num(g.brier), _num(speed, 1),
    ]


def _row(first: str, cells: list[str]) -> str:
    return (f"<tr><td class=l>{_e(first)}</td>"
            + "".join(f"<td>{_e(c)}</td>" for c in cells) + "</tr>")


def _header(first: str) -> str:
    return (f"<tr><th class=l>{_e(first)}</th>"
            + "".join(f"<th>{_e(c)}</th>" for c in _COLUMNS) + "</tr>")


def render_html(
    evaluations: Sequence[MethodEvaluation],
    *,
    title: str = "groundtrace evaluation",
    command: str | None = None,
) -> str:
    """Render results as one HTML page (a string); same input, same bytes."""
    from groundtrace._version import __version__

    parts = [
        "<!DOCTYPE html><html lang=en><head><meta charset=utf-8>",
        f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>",
        f"<h1>{_e(title)}</h1>",
        f"<p class=note>groundtrace {_e(__version__)}",
    ]
    encoders = sorted({ev.encoder for ev in evaluations})
    if encoders:
        parts.append(f" · encoder {_e(', '.join(encoders))}")
    parts.append("</p>")
    if command:
        parts.append(f"<p class=note>command: <code>{_e(command)}</code></p>")
    parts.append(
        "<p class=note>Label 1 = not grounded (the positive class). Scores: higher = more "
        "likely not grounded. Balanced accuracy, F1 and the confusion matrix (tn/fp/fn/tp) "
        "use each method's own threshold; <em>@best</em> columns use the threshold that "
        "maximises Youden's J on these same rows, an optimistic figure. ECE, Brier and "
        "the reliability diagram exist only for methods that output a probability. "
        "items/s excludes model "
        "loading.</p>"
    )
    by_file: dict[str, list[MethodEvaluation]] = {}
    for ev in evaluations:
        by_file.setdefault(ev.source, []).append(ev)
    for source, evs in by_file.items():
        parts.append(f"<h2>{_e(source)}</h2>")
        sel = evs[0].selection
        if sel:
            desc = ", ".join(f"{k}={v}" for k, v in sel.items() if v is not None)
            parts.append(f"<p class=note>rows: {_e(desc)}</p>")
        parts.append("<table>" + _header("method"))
        for ev in evs:
            parts.append(_row(ev.method, _cells(ev.overall, ev.skipped, ev.items_per_s)))
        parts.append("</table>")
        for ev in evs:
            if len(ev.tasks) > 1:
                parts.append(f"<h3>{_e(ev.method)} by task</h3><table>" + _header("task"))
                for task, g in sorted(ev.tasks.items()):
                    parts.append(_row(task, _cells(g, "", None)))
                parts.append("</table>")
        for ev in evs:  # methods with probabilities: how calibrated are they?
            if ev.overall is not None and ev.overall.reliability is not None:
                parts.append(reliability_html(ev.overall.reliability, ece=ev.overall.ece,
                                              ece_floor=ev.overall.ece_floor,
                                              title=ev.method))
        notes = sorted({f"{ev.method}: {n}" for ev in evs if ev.overall
                        for n in ev.overall.notes})
        notes += [f"{ev.method}: could not score any row" for ev in evs if ev.overall is None]
        if notes:
            parts.append("<ul class=note>" + "".join(f"<li>{_e(n)}</li>" for n in notes)
                         + "</ul>")
    parts.append("</body></html>\n")
    return "".join(parts)
