"""The long fuzz campaign over every parser and boundary (targets in tests/fuzz_targets.py).

Each target gets a share of ``--total`` generated inputs (cheap targets more,
the HTTP and CLI targets less) from hypothesis with a fixed seed. A target may
return, raise one of its documented errors, or keep its invariants; anything
else is counted as an uncaught exception, with the first inputs that caused
it. Every call is timed: the goal is 0 uncaught exceptions and no call over
2 s. The table is printed and appended to bench/RESULTS.md.

    python bench/run_fuzz.py [--total 110000] [--seed 0] [--only jsonl,http] [--no-append]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from results_file import add_no_append, header, load_average, publish

from fuzz_targets import TARGETS, run_target

LIMIT_S = 2.0


def _args() -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--total", type=int, default=110_000,
                    help="generated inputs over all targets (default 110000)")
    ap.add_argument("--seed", type=int, default=0, help="hypothesis seed (default 0)")
    ap.add_argument("--only", default="", help="comma-separated target names (default: all)")
    add_no_append(ap)
    return ap.parse_args()


def main() -> int:
    args = _args()
    wanted = {n.strip() for n in args.only.split(",") if n.strip()}
    unknown = wanted - {t.name for t in TARGETS}
    if unknown:
        print(f"Error: unknown targets {sorted(unknown)}; known: "
              f"{', '.join(t.name for t in TARGETS)}", file=sys.stderr)
        return 2
    if args.total < 1:
        print("Error: --total must be at least 1", file=sys.stderr)
        return 2
    targets = [t for t in TARGETS if not wanted or t.name in wanted]
    weight = sum(t.weight for t in targets)
    load_before = load_average()
    t0 = time.perf_counter()
    rows = []
    for target in targets:
        n = max(1, round(args.total * target.weight / weight))
        print(f"{target.name}: {n} inputs ...", file=sys.stderr, flush=True)
        stats = run_target(target, n, seed=args.seed, limit_s=LIMIT_S)
        rows.append((target, stats))
        print(f"  {stats.inputs} inputs, {stats.failures} uncaught, slowest "
              f"{stats.max_seconds:.3f} s, {stats.seconds:.1f} s", file=sys.stderr, flush=True)
    wall = time.perf_counter() - t0
    inputs = sum(s.inputs for _, s in rows)
    failures = sum(s.failures for _, s in rows)
    over = sum(s.over_limit for _, s in rows)
    slowest = max(s.max_seconds for _, s in rows)
    ok = failures == 0 and over == 0 and inputs >= 100_000
    lines = header("Fuzz campaign: parsers and boundaries", load_before, [
        f"- targets: tests/fuzz_targets.py (hypothesis, seed {args.seed}, generation only: a "
        "failing input is reported as generated, not shrunk)",
        f"- wall time: {wall / 60:.1f} min; goal: >= 100,000 inputs, 0 uncaught exceptions, "
        f"no call over {LIMIT_S:.0f} s — {'met' if ok else 'NOT met'}",
    ])
    lines += ["| target | boundary | inputs | uncaught | slowest call (s) | calls over 2 s "
              "| seconds |", "|---|---|---|---|---|---|---|"]
    for target, s in rows:
        lines.append(f"| {target.name} | {target.boundary} | {s.inputs:,} | {s.failures} | "
                     f"{s.max_seconds:.3f} | {s.over_limit} | {s.seconds:.1f} |")
    lines.append(f"| **all** |  | **{inputs:,}** | **{failures}** | **{slowest:.3f}** | "
                 f"**{over}** | {wall:.1f} |")
    for target, s in rows:
        for example in s.examples:
            lines.append(f"\n- {target.name}: `{example}`")
    section = "\n".join(lines)
    publish(section, args)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
