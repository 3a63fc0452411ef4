"""`groundtrace fit` and `groundtrace triage`: calibrate on labelled data, then decide."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

import click

from groundtrace.cli._common import (
    SUMMARY_JSON_HELP,
    RowWriter,
    echo_json,
    emit_summary,
    handle_errors,
    items_from_rows,
    progress,
)
from groundtrace.datasets import iter_rows, read_labelled
from groundtrace.encoders import ENCODER_NAMES

#: Rows per layer batch: shares encoder batches, keeps progress moving.
CHUNK = 32


@click.command()
@click.argument("paths", metavar="LABELLED.jsonl...", nargs=-1, required=True,
                type=click.Path(dir_okay=False))
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False),
              help="Where to write the calibration JSON.")
@click.option("--encoder", type=click.Choice(ENCODER_NAMES), default="minilm", show_default=True)
@click.option("--verifier", type=click.Choice(["trained", "alignment"]), default="trained",
              show_default=True, help="Claim verifier: the shipped model or embedding alignment.")
@click.option("--rules", "pack", default=None, help="Also fit on this rule pack's sub-scores.")
@click.option("--target-recall", type=click.FloatRange(0, 1, min_open=True), default=0.95,
              show_default=True, help="Share of ungrounded answers that must reach REVIEW/FAIL.")
@click.option("--fail-fpr", type=click.FloatRange(0, 1, max_open=True), default=0.05,
              show_default=True, help="Share of grounded answers allowed to reach FAIL.")
@click.option("--json", "as_json", is_flag=True, help="Print the fit report as JSON.")
@handle_errors
def fit(paths: tuple[str, ...], output: str, encoder: str, verifier: str, pack: str | None,
        target_recall: float, fail_fpr: float, as_json: bool) -> None:
    """Fit thresholds and the fused model on your own labelled answers.

    Input rows follow the labelled schema (question, context, response,
    label with 1 = not grounded). Needs scikit-learn: pip install 'groundtrace[fit]'.
    """
    from groundtrace.calibration.fitting import fit_calibration
    from groundtrace.encoders import get_encoder
    from groundtrace.triage import resolve_rules, run_layers
    from groundtrace.types import as_item

    rows = [r for p in paths for r in read_labelled(p)]
    enc = get_encoder(encoder)
    from groundtrace.claims.verifiers import resolve_verifier

    ver = resolve_verifier(verifier, enc)
    ruleset = resolve_rules(pack)
    layers: list[Any] = []
    chunks = [rows[i : i + CHUNK] for i in range(0, len(rows), CHUNK)]
    for chunk in progress(chunks, length=len(chunks), label="fitting"):
        layers += run_layers([as_item(r) for r in chunk], encoder=enc, verifier=ver,
                             ruleset=ruleset)
    cal = fit_calibration(rows, encoder=enc, verifier=ver, rules=ruleset,
                          feature_rows=[lr.features for lr in layers],
                          target_recall=target_recall, fail_fpr=fail_fpr,
                          provenance={"files": list(paths)})
    cal.save(output)
    rep = cal.fusion.fit_report
    if as_json:
        echo_json({"output": output, "calibration_id": cal.calibration_id,
                   "thresholds": cal.thresholds.to_dict(), "fit_report": rep,
                   "review_threshold": cal.fusion.review_threshold,
                   "fail_threshold": cal.fusion.fail_threshold})
        return
    click.echo(f"wrote {output} ({cal.calibration_id}) from {rep['n']} rows "
               f"({rep['positives']} not grounded)")
    click.echo(f"  REVIEW at p >= {cal.fusion.review_threshold:.3f}: recall "
               f"{rep['recall_at_review']:.3f}, false-positive rate {rep['fpr_at_review']:.3f}")
    click.echo(f"  FAIL   at p >= {cal.fusion.fail_threshold:.3f}: recall "
               f"{rep['recall_at_fail']:.3f}, false-positive rate {rep['fpr_at_fail']:.3f}")
    click.echo(f"  AUROC {rep['auroc']:.3f}, ECE {rep['ece']:.3f}, Brier {rep['brier']:.3f} "
               "(on the fitting rows: optimistic)")


@click.command()
@click.argument("input_path", metavar="IN.jsonl|IN.parquet", type=click.Path(dir_okay=False))
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Write the rows here: JSONL, or Parquet for a .parquet name "
              "(default: JSONL on stdout).")
@click.option("--calibration", "cal_path", type=click.Path(dir_okay=False, exists=True),
              help="A calibration from `groundtrace fit` (default: the bundled one).")
@click.option("--rules", "pack", default=None, help="Run this rule pack too (see `rules list`).")
@click.option("--json", "as_json", is_flag=True, help=SUMMARY_JSON_HELP)
@handle_errors
def triage(input_path: str, output: str | None, cal_path: str | None, pack: str | None,
           as_json: bool) -> None:
    """Triage every answer of a JSONL file: PASS, REVIEW or FAIL with reasons.

    Each output line is the input row plus a ``verdict`` object. Progress and a
    summary (counts per decision, top reasons) go to stderr.
    """
    from groundtrace.calibration.bundle import resolve_calibration
    from groundtrace.triage import resolve_rules, triage_batch

    rows = list(iter_rows(input_path))
    items = items_from_rows(rows, input_path)
    cal = resolve_calibration(cal_path)
    ruleset = resolve_rules(pack)
    decisions: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    t0 = time.perf_counter()
    with RowWriter(output) as sink:
        chunks = [list(range(i, min(i + CHUNK, len(items)))) for i in range(0, len(items), CHUNK)]
        for idx in progress(chunks, length=len(chunks), label="triage"):
            for i, verdict in zip(idx, triage_batch([items[i] for i in idx], rules=ruleset,
                                                    calibration=cal), strict=True):
                decisions[verdict.decision] += 1
                for r in verdict.reasons[:3]:
                    reasons[r.ref.split(":")[0] if r.kind == "claim" else r.ref] += 1
                sink.write({**rows[i][1], "verdict": verdict.to_dict()})
    elapsed = time.perf_counter() - t0
    summary = {"n": len(items), "decisions": {d: decisions.get(d, 0) for d in
                                              ("PASS", "REVIEW", "FAIL")},
               "top_reasons": [{"reason": r, "count": n} for r, n in reasons.most_common(5)],
               "seconds": round(elapsed, 3), "calibration_id": cal.calibration_id,
               "output": output}
    lines = [f"triaged {len(items)} answers in {elapsed:.1f}s"]
    lines += [f"  {d:<6} {decisions.get(d, 0):>6}" for d in ("PASS", "REVIEW", "FAIL")]
    if reasons:
        lines.append("  top reasons: " + ", ".join(f"{r} ({n})" for r, n in
                                                   reasons.most_common(5)))
    emit_summary(summary, lines, as_json=as_json, rows_on_stdout=output is None)
