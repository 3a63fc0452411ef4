"""Core commands: compute one SGI, score a JSONL file, run the demo."""

from __future__ import annotations

import time
from collections import Counter
from importlib import resources
from pathlib import Path
from typing import Any

import click

from groundtrace.cli._common import (
    ENCODER_OPTION,
    SUMMARY_JSON_HELP,
    RowWriter,
    echo_json,
    emit_summary,
    handle_errors,
    inputs_from_rows,
    progress,
)
from groundtrace.datasets import iter_rows
from groundtrace.errors import DataFormatError
from groundtrace.evaluate import SGI, GroundingResult

#: Rows scored per evaluate_inputs call in `score`: large enough to share
#: encoder batches, small enough that progress moves and memory stays flat.
SCORE_CHUNK = 256


@click.command()
@click.option("--q", "question", required=True, help="The question.")
@click.option("--c", "context", required=True, help="The context (source) text.")
@click.option("--r", "response", required=True, help="The response to judge.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON object instead.")
@ENCODER_OPTION
@handle_errors
def compute(question: str, context: str, response: str, as_json: bool, encoder: str) -> None:
    """Compute SGI for one (question, context, response) triple.

    \b
    Example:
      groundtrace compute --q "What is the fee?" --c "The fee is 2 EUR." --r "It is 2 EUR."
    """
    res = SGI(encoder).score(question, context, response)
    if as_json:
        echo_json({"sgi": res.value, "theta_rq": res.q_dist, "theta_rc": res.ctx_dist,
                   "flagged": res.flagged, "encoder": encoder, "detail": res.to_dict()})
    else:
        click.echo(f"SGI={res.value:.6f}  theta_rq={res.q_dist:.6f}  theta_rc={res.ctx_dist:.6f}")


def _read_rows(path: str) -> list[tuple[int, dict[str, Any]]]:
    rows = []
    for lineno, obj in iter_rows(path):
        for field in ("response",):
            if field not in obj:
                raise DataFormatError(f"{path}:{lineno}: missing field {field!r}")
        if not obj.get("context") and not str(obj.get("question", "")).strip():
            raise DataFormatError(f"{path}:{lineno}: needs a 'context' or a 'question'")
        rows.append((lineno, obj))
    return rows


def _score_rows(rows: list[tuple[int, dict[str, Any]]], path: str, encoder: str,
                label: str) -> list[GroundingResult]:
    from groundtrace.operations import evaluate_inputs

    results: list[GroundingResult] = []
    chunks = [rows[i : i + SCORE_CHUNK] for i in range(0, len(rows), SCORE_CHUNK)]
    for chunk in progress(chunks, length=len(chunks), label=label):
        results.extend(evaluate_inputs(inputs_from_rows(chunk, path, "evaluate"),
                                       encoder=encoder))
    return results


@click.command()
@click.argument("input_path", metavar="IN.jsonl|IN.parquet", type=click.Path(dir_okay=False))
@click.option("-o", "--output", type=click.Path(dir_okay=False),
              help="Write the rows here: JSONL, or Parquet for a .parquet name "
              "(default: JSONL on stdout).")
@ENCODER_OPTION
@click.option("--json", "as_json", is_flag=True, help=SUMMARY_JSON_HELP)
@handle_errors
def score(input_path: str, output: str | None, encoder: str, as_json: bool) -> None:
    """Score every row of a JSONL file (fields: question, context, response).

    Each output line is the input row (all its fields kept) plus a
    ``groundtrace`` object with the scores. Progress and a summary go to stderr.
    """
    rows = _read_rows(input_path)
    t0 = time.perf_counter()
    results = _score_rows(rows, input_path, encoder, "scoring")
    elapsed = time.perf_counter() - t0
    with RowWriter(output) as sink:
        for (_, obj), res in zip(rows, results, strict=True):
            sink.write({**obj, "groundtrace": res.to_dict()})
    flagged = sum(r.flagged for r in results)
    methods = Counter(r.method for r in results)
    rate = len(rows) / elapsed if elapsed > 0 else float("inf")
    summary = {"n": len(rows), "flagged": flagged, "methods": dict(sorted(methods.items())),
               "seconds": round(elapsed, 3), "encoder": encoder, "output": output}
    per_method = ", ".join(f"{m}: {n}" for m, n in sorted(methods.items()))
    line = (f"scored {len(rows)} rows ({per_method}); flagged {flagged}; "
            f"{rate:.1f} rows/s with {encoder}")
    emit_summary(summary, [line], as_json=as_json, rows_on_stdout=output is None)


def _demo_file() -> Path:
    return Path(str(resources.files("groundtrace") / "examples" / "banking_demo.jsonl"))


def _wrap(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


@click.command()
@click.option("--file", "path", type=click.Path(dir_okay=False), default=None,
              help="Triage this JSONL file instead of the bundled banking examples.")
@click.option("--json", "as_json", is_flag=True, help="Print one verdict per line as JSON.")
@handle_errors
def demo(path: str | None, as_json: bool) -> None:
    """Triage the bundled banking-assistant answers and print a readable report.

    Every answer goes through every layer (SGI/DGI, claim verification with
    source spans, the customer-support rule pack) and the bundled calibration,
    and gets PASS, REVIEW or FAIL with its reasons.
    """
    from groundtrace.operations import triage_inputs
    from groundtrace.rules import customer_support_rules

    src = path or str(_demo_file())
    rows = _read_rows(src)
    items = inputs_from_rows(rows, src, "triage")
    rules = customer_support_rules(rag=True, domain="finance")
    verdicts = []
    for chunk in progress([items[i : i + 8] for i in range(0, len(items), 8)],
                          length=(len(items) + 7) // 8, label="triage"):
        verdicts += triage_inputs(chunk, rules=rules)
    if as_json:
        for (_, obj), v in zip(rows, verdicts, strict=True):
            echo_json({"id": obj.get("id"), "expected": obj.get("label"), **v.to_dict()})
        return
    click.echo(f"groundtrace demo — {len(rows)} banking-assistant answers\n")
    for (_, obj), v in zip(rows, verdicts, strict=True):
        expected = {0: "grounded", 1: "not grounded"}.get(obj.get("label", -1), "unlabelled")
        click.echo(f"[{v.decision:<6}] {obj.get('id', '')}  p(not grounded)={v.probability:.2f}"
                   f"  (labelled {expected})")
        click.echo(f"  Q: {_wrap(obj.get('question', ''), 96)}")
        click.echo(f"  A: {_wrap(obj['response'], 96)}")
        g = v.grounding
        sgi = f"SGI {g.sgi.value:.3f} (vs {g.sgi.against})" if g.sgi else "SGI -"
        dgi = f"DGI {g.dgi.value:+.3f}" if g.dgi else "DGI -"
        claims = ""
        if v.claims is not None:
            claims = (f"   claims: {len(v.claims.supported_claims)} supported, "
                      f"{len(v.claims.unsupported_claims) + len(v.claims.partial_claims)} "
                      f"not supported, {len(v.claims.contradicted_claims)} contradicted")
        rules_txt = ""
        if v.rules is not None:
            rules_txt = f"   rules: quality {v.rules.quality:.2f}" + (
                " (flagged)" if v.rules.flagged else "")
        click.echo(f"  {sgi}   {dgi}{claims}{rules_txt}")
        for r in v.reasons[:3]:
            where = f" [{r.span[0]}:{r.span[1]}]" if r.span else ""
            click.echo(f"  - {r.kind}{where}: {_wrap(r.message, 100)}")
        click.echo("")
    counts = Counter(v.decision for v in verdicts)
    labelled = [(obj.get("label"), v) for (_, obj), v in zip(rows, verdicts, strict=True)
                if obj.get("label") in (0, 1)]
    caught = sum(1 for y, v in labelled if y == 1 and v.decision != "PASS")
    passed = sum(1 for y, v in labelled if y == 0 and v.decision == "PASS")
    click.echo(", ".join(f"{d} {counts.get(d, 0)}" for d in ("PASS", "REVIEW", "FAIL")))
    if labelled:
        click.echo(f"not-grounded answers sent to a person: {caught} of "
                   f"{sum(1 for y, _ in labelled if y == 1)}; grounded answers passed: "
                   f"{passed} of {sum(1 for y, _ in labelled if y == 0)}")
