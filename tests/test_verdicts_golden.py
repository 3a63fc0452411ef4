"""Verdicts stay the same: the bundled demo and the fixture rows against stored baselines.

A restructure must not change a single verdict. This test triages the
bundled banking answers (with the customer-support pack, as `groundtrace
demo` does) and the rows of tests/fixtures/eval_small.jsonl with the real
models and compares them with tests/fixtures/verdicts_golden.json on two levels:

* on every machine: each verdict's decision, claim statuses and reason refs
  exactly, and its probability to within ``PROBABILITY_ACROSS_CPUS``;
* on a machine of a platform the file holds digests for (CPU vector
  extensions, onnxruntime and numpy versions): each verdict's sha256, bit for
  bit. Other CPUs round the last bit of some floats differently (numpy and
  onnxruntime pick their SIMD kernels by CPU), and a last bit can move an
  activation across an int8 rounding step: on an AVX2-only CPU one of these
  verdicts' probabilities was 2.1e-4 from the AVX-512 one (verifier v7), and 2 of the 300
  dev verdicts of bench/check_verdicts.py moved by 0.0004 and 0.027. So bits,
  and probabilities to the last digit, are compared only within a platform.

When a change is *meant* to move verdicts (a new verifier, a new
calibration), regenerate the file (this platform's digests; others are
dropped) and say so in the commit; ``--add-platform`` adds this machine's
digests to an unchanged file (it fails if the stable fields differ by more
than a CPU may move them):

    python tests/test_verdicts_golden.py --write
    python tests/test_verdicts_golden.py --add-platform
"""

from __future__ import annotations

import hashlib
import json
import platform
import sys
from importlib import resources
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures"
GOLDEN = FIXTURES / "verdicts_golden.json"
# How far a probability may sit from the file's on a CPU family other than the one that
# wrote it (the largest move measured between AVX2 and AVX-512 is 0.027, see above);
# decisions, claim statuses and reasons must still match exactly.
PROBABILITY_ACROSS_CPUS = 0.05


def verdict_digest(verdict: dict) -> str:
    """sha256 of the verdict's canonical JSON, without the package version."""
    body = json.loads(json.dumps(verdict))
    body.get("provenance", {}).pop("groundtrace_version", None)
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def platform_key() -> str:
    """The kernels' platform: machine, the CPU's vector extensions, which int8 kernels
    onnxruntime runs (its own exact ones, or the u8 x u8 ones groundtrace asks for),
    onnxruntime, numpy."""
    import numpy
    import onnxruntime

    from groundtrace.encoders.base import exact_int8_kernels, vector_extensions

    ext = vector_extensions() or platform.processor() or "?"
    int8 = "int8-native" if exact_int8_kernels() else "int8-u8u8"
    return (f"{platform.machine()}:{ext}:{int8}:onnxruntime-{onnxruntime.__version__}:"
            f"numpy-{numpy.__version__}")


def stable_fields(verdict: dict) -> dict[str, object]:
    """What must match on every CPU: decision, probability, claim statuses, reasons."""
    claims = verdict.get("claims") or {}
    return {"decision": verdict["decision"], "probability": verdict["probability"],
            "claim_statuses": [c["status"] for c in claims.get("claims", [])],
            "reasons": sorted(r["ref"] for r in verdict.get("reasons", []))}


def current_verdicts() -> dict[str, dict]:
    from groundtrace.datasets import iter_jsonl
    from groundtrace.rules import customer_support_rules
    from groundtrace.triage import triage_batch
    from groundtrace.types import as_item

    demo = Path(str(resources.files("groundtrace") / "examples" / "banking_demo.jsonl"))
    out: dict[str, dict] = {}
    for path, rules in ((demo, customer_support_rules(rag=True, domain="finance")),
                        (FIXTURES / "eval_small.jsonl", None)):
        rows = [obj for _, obj in iter_jsonl(path)]
        verdicts = triage_batch([as_item(r) for r in rows], rules=rules)
        for row, v in zip(rows, verdicts, strict=True):
            out[f"{path.name}:{row['id']}"] = v.to_dict()
    return out


def compare_stable(golden: dict[str, dict], now: dict[str, dict],
                   tolerance: float = 1e-9) -> list[str]:
    """Items whose stable fields differ (probability by more than ``tolerance``)."""
    bad = []
    for key, want in golden.items():
        got = stable_fields(now[key])
        if (got["decision"], got["claim_statuses"], got["reasons"]) != (
                want["decision"], want["claim_statuses"], want["reasons"]) or abs(
                float(got["probability"]) - float(want["probability"])) > tolerance:
            bad.append(key)
    return bad


@pytest.mark.models
def test_verdicts_match_the_stored_baselines():
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    now = current_verdicts()
    assert set(now) == set(golden["items"])
    changed = compare_stable(golden["items"], now, PROBABILITY_ACROSS_CPUS)
    assert not changed, f"verdicts changed for {changed[:5]} (see this module's docstring)"
    digests = golden["platforms"].get(platform_key())
    if digests is not None:
        # Bits imply every field, the probability to its last digit included.
        moved = [k for k in digests if verdict_digest(now[k]) != digests[k]]
        assert not moved, f"verdict bits changed for {moved[:5]} on {platform_key()}"


# Items whose checks read sets of words and units: a sentence of amounts and rates by case,
# a rule's exception, opposites.
_SEED_ITEMS = [
    {"question": "What does porting cost?", "response": "The porting application fee is 180 "
     "EUR, and a margin of 0.5% applies at weekends.",
     "context": "The porting application fee is 295 EUR, and a valuation costs 180 EUR. "
                "Conversions carry a margin of 0.5% on weekdays and 1% at weekends, and a "
                "fee of 2 EUR per conversion."},
    {"question": "Are outgoing payments free?", "response": "Outgoing payments in the "
     "account's currency are free, and you can draw 50% of your gross pay.",
     "context": "Outgoing payments in the account's currency cost 5 EUR each, except payments "
                "to another account with us, which are free. You can draw up to 50% of the net "
                "pay you have earned."},
    {"question": "What do top-ups cost?", "response": "Cash top-ups cost 1.50 EUR and card "
     "top-ups 2.50 EUR, with a margin of 0.5% at weekends and 1% on weekdays.",
     "context": "Cash top-ups cost 2.50 EUR and card top-ups 1.50 EUR; the margin is 0.5% on "
                "weekdays and 1% at weekends."},
]
_SEED_CHILD = """
import json, sys
sys.path.insert(0, sys.argv[1])
from test_verdicts_golden import _SEED_ITEMS, current_verdicts, verdict_digest
from groundtrace.triage import triage_batch
from groundtrace.types import as_item
out = {k: verdict_digest(v) for k, v in current_verdicts().items()}
for i, v in enumerate(triage_batch([as_item(r) for r in _SEED_ITEMS])):
    out[f"seed-item-{i}"] = verdict_digest(v.to_dict())
print(json.dumps(out, sort_keys=True))
"""


@pytest.mark.models
def test_verdicts_do_not_depend_on_the_hash_seed():
    # Python hashes strings with a per-process seed, so a set of words is iterated in
    # another order in each process: no check may let that order decide a verdict.
    import os
    import subprocess

    runs = []
    for seed in ("0", "1", "2", "3"):
        proc = subprocess.run([sys.executable, "-c", _SEED_CHILD, str(Path(__file__).parent)],
                              capture_output=True, text=True, check=False, timeout=300,
                              env={**os.environ, "PYTHONHASHSEED": seed})
        assert proc.returncode == 0, proc.stderr[-2000:]
        runs.append(json.loads(proc.stdout.strip().splitlines()[-1]))
    assert all(run == runs[0] for run in runs[1:])
    assert len(runs[0]) > len(_SEED_ITEMS)


def test_the_stable_comparison_catches_a_moved_verdict():
    base = {"decision": "PASS", "probability": 0.25, "claims": {"claims": [
        {"status": "supported"}]}, "reasons": [{"ref": "claim:0"}]}
    golden = {"x": stable_fields(base)}
    assert compare_stable(golden, {"x": base}) == []
    assert compare_stable(golden, {"x": {**base, "probability": 0.25 + 1e-12}}) == []
    for moved in ({"probability": 0.2500001}, {"decision": "REVIEW"}, {"reasons": []},
                  {"claims": {"claims": [{"status": "partial"}]}}):
        assert compare_stable(golden, {"x": {**base, **moved}}) == ["x"]
    # Across CPUs a probability may move a little; a decision may not.
    assert compare_stable(golden, {"x": {**base, "probability": 0.26}}, 0.05) == []
    assert compare_stable(golden, {"x": {**base, "probability": 0.31}}, 0.05) == ["x"]
    assert compare_stable(golden, {"x": {**base, "decision": "REVIEW"}}, 0.05) == ["x"]


if __name__ == "__main__":
    if sys.argv[1:] not in (["--write"], ["--add-platform"]):
        sys.exit("usage: python tests/test_verdicts_golden.py --write | --add-platform")
    verdicts = current_verdicts()
    items = {k: stable_fields(v) for k, v in verdicts.items()}
    digests = {k: verdict_digest(v) for k, v in verdicts.items()}
    if sys.argv[1] == "--add-platform":
        stored = json.loads(GOLDEN.read_text(encoding="utf-8"))
        moved = compare_stable(stored["items"], verdicts, PROBABILITY_ACROSS_CPUS)
        if moved or set(stored["items"]) != set(items):
            sys.exit(f"the stable fields differ from the file ({moved[:5]}): use --write")
        platforms = {**stored["platforms"], platform_key(): digests}
        items = stored["items"]
    else:
        platforms = {platform_key(): digests}
    GOLDEN.write_text(json.dumps({"items": items, "platforms": platforms}, indent=1,
                                 sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN} ({platform_key()})")
