"""``groundtrace eval``: measure detection quality and speed on labelled JSONL files."""

from __future__ import annotations

import shlex
from pathlib import Path

import click

from groundtrace.cli._common import ENCODER_OPTION, echo_json, handle_errors, progress
from groundtrace.errors import InvalidInput
from groundtrace.evaluation.report import render_html
from groundtrace.evaluation.results import GroupMetrics, MethodEvaluation
from groundtrace.evaluation.runner import available_methods, evaluate_file

__all__ = ["eval_command"]


def _fmt(value: float | None, digits: int = 3) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def _line(label: str, g: GroupMetrics | None, skipped: str, speed: str) -> str:
    if g is None:
        return f"  {label:<24} {'0':>6} {'0':>6} {skipped:>7}  (no row could be scored)"
    return (
        f"  {label:<24} {g.n:>6} {g.positives:>6} {skipped:>7} {_fmt(g.auroc):>6} "
        f"{_fmt(g.auprc):>6} {_fmt(g.fpr_at_95_recall):>7} {_fmt(g.balanced_accuracy):>6} "
        f"{_fmt(g.f1):>6} {_fmt(g.balanced_accuracy_at_best):>8} {_fmt(g.ece):>6} "
        f"{_fmt(g.ece_floor):>6} {speed:>8}"
    )


def _print_table(evs: list[MethodEvaluation]) -> None:
    ev0 = evs[0]
    sel = ev0.selection
    click.echo(f"{ev0.source}  (partition {sel.get('partition')}"
               + (f", sample of {sel['limit']} with seed {sel['seed']}" if sel.get("limit")
                  else "") + f"; encoder {ev0.encoder})")
    click.echo(f"  {'method / task':<24} {'n':>6} {'pos':>6} {'skipped':>7} {'AUROC':>6} "
               f"{'AUPRC':>6} {'FPR@95':>7} {'BA':>6} {'F1':>6} {'BA@best':>8} {'ECE':>6} "
               f"{'floor':>6} {'items/s':>8}")
    for ev in evs:
        click.echo(_line(ev.method, ev.overall, str(ev.skipped), _fmt(ev.items_per_s, 1)))
        if len(ev.tasks) > 1:
            for task, g in sorted(ev.tasks.items()):
                click.echo(_line(f"  {task}", g, "", ""))
        if ev.overall is not None:
            for note in ev.overall.notes:
                click.echo(f"  note ({ev.method}): {note}")
    if any(ev.overall is not None and ev.overall.ece is not None for ev in evs):
        click.echo("  floor: the ECE perfectly calibrated probabilities would show on as many "
                   "rows (an ECE near it is as calibrated as they can show)")
    click.echo("")


def _method_help() -> str:
    lines = [f"{name}: {desc}" for name, desc in available_methods().items()]
    return ("Method to evaluate; repeat for several, or 'all' (default). Registered: "
            + "; ".join(lines) + ".")


@click.command("eval")
@click.argument("data", nargs=-1, required=True, metavar="DATA.jsonl...",
                type=click.Path(dir_okay=False))
@click.option("--method", "methods", multiple=True,
              type=click.Choice([*available_methods(), "all"]), default=("all",),
              show_default=True, help=_method_help())
@click.option("--json", "as_json", is_flag=True,
              help="Print one JSON object per file and method instead of a table.")
@click.option("--html", "html_path", type=click.Path(dir_okay=False),
              help="Also write a self-contained HTML report here.")
@click.option("--limit", type=click.IntRange(min=1),
              help="Score a random sample of N rows per file (after --partition).")
@click.option("--seed", type=click.IntRange(min=0),
              help="Seed of the --limit sample [default: 0].")
@click.option("--partition", type=click.Choice(["all", "fit", "holdout"]), default="all",
              show_default=True,
              help="Keep one side of groundtrace's fixed fit/holdout split of each file.")
@ENCODER_OPTION
@handle_errors
def eval_command(
    data: tuple[str, ...],
    methods: tuple[str, ...],
    as_json: bool,
    html_path: str | None,
    limit: int | None,
    seed: int | None,
    partition: str,
    encoder: str,
) -> None:
    """Measure how well each method separates grounded from ungrounded answers.

    Each DATA file is labelled JSONL: question (may be empty), context,
    response, label (1 = not grounded, 0 = grounded), optional task. Reports,
    per file and per task: n, positives, AUROC, AUPRC, FPR at 95% recall,
    balanced accuracy, F1 and the confusion matrix at the method's own
    threshold and at the best (Youden) threshold on the same rows, ECE where
    the method gives a probability (beside its floor: the ECE perfectly
    calibrated probabilities would show on as many rows), and items/s.

    \b
    Example:
      groundtrace eval data.jsonl --method sgi --limit 500 --seed 1 --json
    """
    if seed is not None and limit is None:
        raise click.UsageError("--seed only applies with --limit")
    chosen = list(available_methods()) if "all" in methods else list(dict.fromkeys(methods))
    results: list[MethodEvaluation] = []
    for path in data:
        if not Path(path).is_file():
            raise InvalidInput(f"no such file: {path!r}")
        evs = evaluate_file(
            path, methods=chosen, encoder=encoder, limit=limit, seed=seed or 0,
            partition=None if partition == "all" else partition, progress=progress,
        )
        results.extend(evs)
        if as_json:
            for ev in evs:
                echo_json(ev.to_dict())
        else:
            _print_table(evs)
    if html_path:
        args = [*data, *(a for m in chosen for a in ("--method", m)), "--encoder", encoder,
                "--partition", partition]
        if limit is not None:
            args += ["--limit", str(limit), "--seed", str(seed or 0)]
        command = "groundtrace eval " + shlex.join(args)
        Path(html_path).write_text(render_html(results, command=command), encoding="utf-8")
        click.echo(f"wrote {html_path}", err=True)
