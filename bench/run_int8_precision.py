"""How far the shipped verifier moves when onnxruntime's int8 kernels may saturate.

Scores the 202 rows of tests/fixtures/dev_rows.jsonl (context cut to 500 and
response to 160 characters, as the verifier's known-answer test does) with
the verifier as groundtrace runs it (exact int8 products:
``session.x64quantprecision=1`` on a CPU without AVX-512 VNNI, whose own
kernels are exact) and again with that setting off, and prints the largest
and mean change of a probability. On a CPU with AVX-512 VNNI the change is
0; on an AVX2-only CPU the second run saturates 16-bit sums. Appends to
bench/RESULTS.md with the CPU's vector extensions.

    python bench/run_int8_precision.py [--no-append]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from results_file import ROOT, append, header, load_average

from groundtrace.models.verifier import OnnxVerifier
from test_verdicts_golden import platform_key

ROWS = ROOT / "tests" / "fixtures" / "dev_rows.jsonl"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--no-append", action="store_true")
    args = ap.parse_args()
    load_before = load_average()
    rows = [json.loads(line) for line in ROWS.read_text(encoding="utf-8").splitlines()]
    premises = [(r.get("context") or "")[:500] for r in rows]
    hypotheses = [r["response"][:160] for r in rows]

    exact = OnnxVerifier()
    want = exact.predict(premises, hypotheses)

    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 2
    opts.inter_op_num_threads = 1
    opts.log_severity_level = 3
    opts.add_session_config_entry("session.x64quantprecision", "0")
    plain = OnnxVerifier()
    plain._session = ort.InferenceSession(str(plain.model_dir / "model.onnx"), opts,
                                          providers=["CPUExecutionProvider"])
    got = plain.predict(premises, hypotheses)
    diff = np.abs(got - want).max(axis=1)
    lines = [
        "| rows | largest change of a probability | mean of each row's largest change | "
        "rows moved by > 0.05 |",
        "|---|---|---|---|",
        f"| {len(rows)} | {diff.max():.3f} | {diff.mean():.4f} | {int((diff > 0.05).sum())} |",
    ]
    section = "\n".join(header(
        "Verifier with and without exact int8 products (session.x64quantprecision)",
        load_before,
        [f"- platform: {platform_key()}",
         f"- rows: {ROWS.relative_to(ROOT)}, context cut to 500 and response to 160 "
         "characters; the same pairs scored with the setting on (as groundtrace runs) and off"],
    ) + lines)
    print(section)
    if not args.no_append:
        append(section)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
