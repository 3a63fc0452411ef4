"""`groundtrace fit` and `groundtrace triage`: calibrate on labelled data, then decide."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

import click

from groundtrace.calibration.fusion import (
    DEFAULT_FAIL_PRECISION,
    DEFAULT_REVIEW_BUDGET,
    DEFAULT_TARGET_RECALL,
)
from groundtrace.cli._common import (
    SUMMARY_JSON_HELP,
    RowWriter,
    echo_json,
    emit_summary,
    handle_errors,
    inputs_from_rows,
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
@click.option("--target-recall", type=click.FloatRange(0, 1, min_open=True),
              default=DEFAULT_TARGET_RECALL,
              show_default=True,
              help="Share of ungrounded answers REVIEW/FAIL should catch, budget allowing.")
@click.option("--review-budget", type=click.FloatRange(0, 1), default=DEFAULT_REVIEW_BUDGET,
              show_default=True,
              help="Largest share of all answers sent to REVIEW (0.15 = 15 %).")
@click.option("--fail-precision", type=click.FloatRange(0, 1, min_open=True),
              default=DEFAULT_FAIL_PRECISION,
              show_default=True, help="Smallest share of FAILed answers that must be ungrounded.")
@click.option("--fail-fpr", type=click.FloatRange(0, 1, max_open=True), default=None,
              help="Also cap the share of grounded answers that reach FAIL.")
@click.option("--group-by", default="dataset", show_default=True,
              help="Row field naming where a row comes from; folds leave one value out "
              "(rows without it: folds by input file, or stratified folds).")
@click.option("--json", "as_json", is_flag=True, help="Print the fit report as JSON.")
@handle_errors
def fit(paths: tuple[str, ...], output: str, encoder: str, verifier: str, pack: str | None,
        target_recall: float, review_budget: float, fail_precision: float,
        fail_fpr: float | None, group_by: str, as_json: bool) -> None:
    """Fit thresholds and the fused model on your own labelled answers.

    Input rows follow the labelled schema (question, context, response,
    label with 1 = not grounded). Thresholds are chosen on out-of-fold
    scores for the stated operating point, and the expected precision,
    recall and review share are printed and stored in the calibration file.
    Needs SciPy: pip install 'groundtrace[fit]'.
    """
    from groundtrace.calibration.fitting import fit_calibration
    from groundtrace.encoders import get_encoder
    from groundtrace.triage import resolve_rules, run_layers
    from groundtrace.types import as_item

    per_file = [(p, read_labelled(p)) for p in paths]
    rows = [r for _, rs in per_file for r in rs]
    groups: list[str] | None = [str(r.get(group_by)) for r in rows]
    if any(r.get(group_by) in (None, "") for r in rows):
        groups = [p for p, rs in per_file for _ in rs] if len(paths) > 1 else None
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
                          target_recall=target_recall, review_budget=review_budget,
                          fail_precision=fail_precision, fail_fpr=fail_fpr, groups=groups,
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
               f"({rep['positives']} not grounded); features: "
               f"{', '.join(rep['features_chosen'])}")
    held = rep.get("held_at_zero_by_sign") or []
    if held:
        click.echo(f"  weight held at 0 (the data pulled it against what the feature "
                   f"means): {', '.join(held)}")
    figures = rep["out_of_fold"] or rep["in_sample"]
    where = (f"out of fold, {rep['folds']}" if rep["out_of_fold"]
             else "on the fitting rows: optimistic, too few rows for folds")
    click.echo(f"  expected ({where}):")
    click.echo(f"  REVIEW at p >= {cal.fusion.review_threshold:.3f}: review share "
               f"{figures['review_share']:.3f}, recall of REVIEW+FAIL "
               f"{figures['recall_flagged']:.3f}")
    prec = figures["fail_precision"]
    click.echo(f"  FAIL   at p >= {cal.fusion.fail_threshold:.3f}: precision "
               f"{'n/a' if prec is None else f'{prec:.3f}'}, recall {figures['fail_recall']:.3f}, "
               f"false-positive rate {figures['fpr_at_fail']:.3f}")
    floor = figures.get("ece_floor")  # absent from files fitted before it was reported
    click.echo(f"  AUROC {figures['auroc']:.3f}, ECE {figures['ece']:.3f}"
               + ("" if floor is None else
                  f" (perfectly calibrated probabilities would show about {floor:.3f} on "
                  f"{figures['n']} rows)")
               + f", Brier {figures['brier']:.3f}")
    spread = rep.get("threshold_spread") or {}
    if spread.get("fail_5_95"):
        (r_lo, r_hi), (f_lo, f_hi) = spread["review_5_95"], spread["fail_5_95"]
        click.echo(f"  over {spread['resamples']} resamples of these rows, REVIEW moves within "
                   f"{r_lo:.3f}-{r_hi:.3f} and FAIL within {f_lo:.3f}-{f_hi:.3f} "
                   "(5th-95th percentile): a wide range says more labels would move them")


@click.command()
@click.argument("input_path", metavar="IN.jsonl|IN.parquet", type=click.Path(dir_okay=False))
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Write the rows here: JSONL, or Parquet for a .parquet name "
              "(default: JSONL on stdout).")
@click.option("--calibration", "cal_path", type=click.Path(dir_okay=False, exists=True),
              help="A calibration from `groundtrace fit` (default: the bundled one).")
@click.option("--rules", "pack", default=None, help="Run this rule pack too (see `rules list`).")
@click.option("--engine", type=click.Choice(["local", "spark"]), default="local",
              show_default=True,
              help="spark: run on Apache Spark (extra spark, Java 17+); -o is then a Parquet "
              "folder of part files with the gt_ columns of groundtrace.spark.triage_spark.")
@click.option("--master", default="local[*]", show_default=True,
              help="Spark master for --engine spark: local[N] (driver on 127.0.0.1, no UI) "
              "or a cluster URL.")
@click.option("--json", "as_json", is_flag=True, help=SUMMARY_JSON_HELP)
@handle_errors
def triage(input_path: str, output: str | None, cal_path: str | None, pack: str | None,
           engine: str, master: str, as_json: bool) -> None:
    """Triage every answer of a JSONL file: PASS, REVIEW or FAIL with reasons.

    Each output line is the input row plus a ``verdict`` object. Progress and a
    summary (counts per decision, top reasons) go to stderr.
    """
    if engine == "spark":
        from groundtrace.cli._spark import triage_on_spark

        triage_on_spark(input_path, output, cal_path, pack, master, as_json)
        return
    from groundtrace.calibration.bundle import resolve_calibration
    from groundtrace.operations import triage_inputs
    from groundtrace.rules.packs.registry import get_pack

    rows = list(iter_rows(input_path))
    if pack is not None:
        get_pack(pack)  # an unknown pack is an error before any row is read
    items = inputs_from_rows(rows, input_path, "triage", rules=pack)
    cal = resolve_calibration(cal_path)
    decisions: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    t0 = time.perf_counter()
    with RowWriter(output) as sink:
        chunks = [list(range(i, min(i + CHUNK, len(items)))) for i in range(0, len(items), CHUNK)]
        for idx in progress(chunks, length=len(chunks), label="triage"):
            for i, verdict in zip(idx, triage_inputs([items[i] for i in idx], calibration=cal),
                                  strict=True):
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
