"""Are triage verdicts on the dev data the same as at the recorded baseline?

Triages a fixed, seeded sample of each ``shared/data/dev`` file with the
bundled calibration and the real models, and compares every verdict with
``bench/verdicts_dev.json`` as tests/test_verdicts_golden.py does: decision,
claim statuses, reasons and probability (to 1e-9) on any machine, and the
sha256 of the whole verdict when the file holds digests for this platform
(CPU extensions, onnxruntime, numpy). Run it before and after a restructure:
it must report 0 changed. On a CPU family other than the baseline's, a few
probabilities can move before any change (float kernels differ by CPU: 2 of
300 on an AVX2 machine against the AVX-512 baseline, by 0.027 and 0.0004);
the CHANGED lines say what moved, so run it at the base commit first there.
When a change is meant to move verdicts (new
verifier or calibration), refresh the baseline with ``--write`` and say so in
the commit; other platforms' digests of the verdicts that did not change are
kept.

    python bench/check_verdicts.py [--data ../shared/data/dev] [--per-file 50] [--write]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from results_file import DEFAULT_DATA, commit, load_average

from groundtrace.datasets import read_labelled
from groundtrace.triage import triage_batch
from groundtrace.types import as_item
from test_verdicts_golden import compare_stable, platform_key, stable_fields, verdict_digest

BASELINE = Path(__file__).resolve().parent / "verdicts_dev.json"


def _args() -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--per-file", type=int, default=50, help="rows per dev file (default 50)")
    ap.add_argument("--write", action="store_true", help="record the current verdicts as baseline")
    return ap.parse_args()


def _what_moved(want: dict, got: dict) -> str:
    """The stable fields that differ, e.g. ``probability 0.4468 -> 0.4200``."""
    parts = [f"{name} {want[name]!r} -> {got[name]!r}"
             for name in ("decision", "claim_statuses", "reasons") if want[name] != got[name]]
    if abs(float(want["probability"]) - float(got["probability"])) > 1e-9:
        parts.append(f"probability {float(want['probability']):.6f} -> "
                     f"{float(got['probability']):.6f}")
    return "; ".join(parts)


def main() -> int:
    args = _args()
    files = sorted(args.data.glob("*.jsonl"))
    if not files:
        print(f"Error: no .jsonl files in {args.data}", file=sys.stderr)
        return 1
    print(f"load average at start: {load_average()}", file=sys.stderr)
    t0 = time.perf_counter()
    now: dict[str, dict] = {}
    for path in files:
        rows = read_labelled(path)
        sample = random.Random(0).sample(rows, min(args.per_file, len(rows)))
        for row, verdict in zip(sample, triage_batch([as_item(r) for r in sample]),
                                strict=True):
            now[f"{path.name}:{row['id']}"] = verdict.to_dict()
        print(f"{path.name}: {len(sample)} rows", file=sys.stderr)
    seconds = time.perf_counter() - t0
    digests = {k: verdict_digest(v) for k, v in now.items()}
    if args.write:
        # Other platforms keep their digests of the verdicts that did not change here; a
        # changed one's bits there are unknown until a run on that platform writes them.
        platforms = {platform_key(): digests}
        if BASELINE.exists():
            old = json.loads(BASELINE.read_text(encoding="utf-8"))
            kept = set(now) - set(compare_stable(
                {k: v for k, v in old["items"].items() if k in now}, now))
            kept &= set(old["items"])
            for key, bits in old.get("platforms", {}).items():
                if key != platform_key():
                    platforms[key] = {k: d for k, d in bits.items() if k in kept}
        BASELINE.write_text(json.dumps({
            "commit": commit(), "per_file": args.per_file,
            "items": {k: stable_fields(v) for k, v in now.items()},
            "platforms": platforms}, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {len(now)} verdicts to {BASELINE} ({seconds:.0f} s)")
        return 0
    base = json.loads(BASELINE.read_text(encoding="utf-8"))
    if base["per_file"] != args.per_file:
        print(f"Error: the baseline has {base['per_file']} rows per file; run with "
              f"--per-file {base['per_file']}", file=sys.stderr)
        return 2
    missing = sorted(set(base["items"]) ^ set(now))
    changed = compare_stable({k: v for k, v in base["items"].items() if k in now}, now)
    bits = base["platforms"].get(platform_key())
    moved = [] if bits is None else sorted(k for k in bits if digests.get(k) != bits[k])
    where = (f"bits compared on {platform_key()}" if bits is not None else
             f"no digests for {platform_key()}: decisions, statuses and probabilities only")
    print(f"{len(now)} verdicts, {len(changed)} changed, {len(moved)} with other bits since "
          f"the baseline at {base['commit']} ({where}; {seconds:.0f} s, load average "
          f"{load_average()})")
    for key in changed[:20]:
        print(f"  CHANGED {key}: {_what_moved(base['items'][key], stable_fields(now[key]))}")
    for key in moved[:20]:
        print(f"  OTHER BITS {key}")
    for key in missing[:20]:
        print(f"  ONLY IN ONE RUN {key}")
    return 1 if changed or moved or missing else 0

if __name__ == "__main__":
    sys.exit(main())
