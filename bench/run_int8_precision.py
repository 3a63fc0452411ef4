"""How far the shipped verifier and encoder move when onnxruntime's int8 kernels may saturate.

Scores the 202 rows of tests/fixtures/dev_rows.jsonl (context cut to 500 and
response to 160 characters, as the verifier's known-answer test does) with
``session.x64quantprecision=1`` (exact u8 × u8 int8 products) and again with
it off (the CPU's default kernels), and prints the largest and mean change of
a probability and the pairs/s of each; then embeds those rows' responses and
contexts with the default encoder (int8 products too) both ways and prints the
largest change of a vector component and the texts/s. groundtrace sets it where onnxruntime's
default kernels saturate 16-bit sums (AVX2, AVX-512 without VNNI; measured by
``encoders.int8_probe``, see ``encoders.base.exact_int8_kernels``); with VNNI
they are exact and the change is 0. ``bench/emulate_avx2.py`` makes an
onnxruntime that runs the AVX2 kernels on an AVX-512 machine, to time them.
Appends to bench/RESULTS.md with the CPU's vector extensions.

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

from results_file import ROOT, add_no_append, header, load_average, publish

from groundtrace.encoders.base import exact_int8_kernels, onnx_session_options
from groundtrace.encoders.minilm import MiniLMEncoder
from groundtrace.models.verifier import OnnxVerifier
from test_verdicts_golden import platform_key

ROWS = ROOT / "tests" / "fixtures" / "dev_rows.jsonl"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_no_append(ap)
    args = ap.parse_args()
    load_before = load_average()
    rows = [json.loads(line) for line in ROWS.read_text(encoding="utf-8").splitlines()]
    premises = [(r.get("context") or "")[:500] for r in rows]
    hypotheses = [r["response"][:160] for r in rows]

    import time

    import onnxruntime as ort

    def scored(setting: str) -> tuple[np.ndarray, float]:
        """Probabilities and pairs/s with ``session.x64quantprecision`` set to ``setting``."""
        opts = onnx_session_options(2)  # what groundtrace runs with, the setting forced
        opts.add_session_config_entry("session.x64quantprecision", setting)
        verifier = OnnxVerifier()
        verifier._session = ort.InferenceSession(str(verifier.model_dir / "model.onnx"), opts,
                                                 providers=["CPUExecutionProvider"])
        verifier.predict(premises[:8], hypotheses[:8])  # warm-up
        t0 = time.perf_counter()
        probs = verifier.predict(premises, hypotheses)
        return probs, len(rows) / (time.perf_counter() - t0)

    texts = [r["response"] for r in rows] + sorted({r["context"] for r in rows
                                                     if r.get("context")})

    def embedded(setting: str) -> tuple[np.ndarray, float]:
        """Vectors and texts/s of the default encoder with the setting forced."""
        opts = onnx_session_options(1)  # the encoder's own: one thread per call
        opts.add_session_config_entry("session.x64quantprecision", setting)
        encoder = MiniLMEncoder()
        encoder.preload()
        path, _ = encoder._resolve_weights()
        encoder._session = ort.InferenceSession(str(path), opts,
                                                providers=["CPUExecutionProvider"])
        encoder.encode(texts[:8])  # warm-up
        t0 = time.perf_counter()
        vectors = encoder.encode(texts)
        return vectors, len(texts) / (time.perf_counter() - t0)

    want, exact_rate = scored("1")
    got, plain_rate = scored("0")
    diff = np.abs(got - want).max(axis=1)
    v_want, v_exact_rate = embedded("1")
    v_got, v_plain_rate = embedded("0")
    v_diff = np.abs(v_got - v_want).max(axis=1)
    cosine = (v_got * v_want).sum(axis=1)
    lines = [
        "| rows | largest change of a probability | mean of each row's largest change | "
        "rows moved by > 0.05 | pairs/s, setting on | pairs/s, setting off |",
        "|---|---|---|---|---|---|",
        f"| {len(rows)} | {diff.max():.3f} | {diff.mean():.4f} | {int((diff > 0.05).sum())} | "
        f"{exact_rate:.1f} | {plain_rate:.1f} |",
        "",
        "| encoder texts | largest change of a vector component | lowest cosine between the "
        "two vectors of a text | texts/s, setting on | texts/s, setting off |",
        "|---|---|---|---|---|",
        f"| {len(texts)} | {v_diff.max():.4f} | {cosine.min():.4f} | {v_exact_rate:.1f} | "
        f"{v_plain_rate:.1f} |",
    ]
    section = "\n".join(header(
        "Verifier and encoder with and without exact int8 products "
        "(session.x64quantprecision)",
        load_before,
        [f"- platform: {platform_key()}",
         f"- rows: {ROWS.relative_to(ROOT)}, context cut to 500 and response to 160 "
         "characters; the same pairs scored with the setting on and off (groundtrace sets it "
         f"on this CPU: {'no' if exact_int8_kernels() else 'yes'})"],
    ) + lines)
    publish(section, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
