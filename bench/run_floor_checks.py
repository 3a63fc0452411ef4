"""How often do the deterministic checks flag an answer, and how often rightly?

An answer with a value the numbers or dates check contradicts FAILs
(``groundtrace.triage.FLOOR_CHECKS``), and one with a value they find in no
source (and none contradicted) never PASSes. This counts, on a seeded sample of each
dev file (contexts up to 20,000 characters), the answers where one of those
checks contradicts some claim, by label, and the share of them that are not
grounded (the floor's precision, to hold above the 0.80 FAIL precision the
bundled thresholds are chosen for); then the same for every check and finding
(contradicted, unsupported) over all files. Retrieval and the checks do not
depend on the verifier, so the cheap embedding-alignment verifier stands in
for the trained one.

    python bench/run_floor_checks.py [--data ../shared/data/dev] [--per-file 200] [--no-append]
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path

from results_file import DEFAULT_DATA, add_no_append, header, load_average, publish

from groundtrace.checks import CHECK_NAMES
from groundtrace.claims import verify_batch
from groundtrace.datasets import read_labelled
from groundtrace.triage import FLOOR_CHECKS

MAX_CONTEXT = 20_000


def _args() -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--per-file", type=int, default=200, help="rows per dev file (default 200)")
    ap.add_argument("--seed", type=int, default=0)
    add_no_append(ap)
    return ap.parse_args()


def main() -> int:
    args = _args()
    load = load_average()
    t0 = time.perf_counter()
    lines = ["| file | rows | contradicted: not grounded | contradicted: grounded | precision |",
             "|---|---|---|---|---|"]
    total = [0, 0]
    unstated = [0, 0]
    findings: dict[tuple[str, str], list[int]] = {}
    for path in sorted(args.data.glob("*.jsonl")):
        rows = [r for r in read_labelled(path)
                if r.get("context") and len(r["context"]) <= MAX_CONTEXT]
        random.Random(args.seed).shuffle(rows)
        rows = rows[: args.per_file]
        answers = verify_batch(
            [{"response": r["response"], "context": r["context"],
              "question": r.get("question") or None} for r in rows],
            verifier="alignment")
        hit = [int(r["label"]) for r, a in zip(rows, answers, strict=True)
               if any(h.check in FLOOR_CHECKS and h.outcome.value == "contradicted"
                      for c in a.claims for h in c.checks)]
        for r, a in zip(rows, answers, strict=True):
            found = {(h.check, h.outcome.value) for c in a.claims for h in c.checks
                     if h.is_problem}
            for key in found:
                findings.setdefault(key, [0, 0])[1 - int(r["label"])] += 1
            floor = {o for check, o in found if check in FLOOR_CHECKS}
            if floor == {"unsupported"}:  # the REVIEW floor alone, no FAIL floor
                unstated[1 - int(r["label"])] += 1
        bad, good = sum(hit), len(hit) - sum(hit)
        total[0] += bad
        total[1] += good
        share = f"{bad / len(hit):.2f}" if hit else "—"
        lines.append(f"| {path.stem} | {len(rows)} | {bad} | {good} | {share} |")
    bad, good = total
    lines.append(f"| all | | {bad} | {good} | "
                 f"{bad / (bad + good):.2f} |" if bad + good else "| all | | 0 | 0 | — |")
    bad, good = unstated
    lines += ["", "The REVIEW floor (a numbers or dates value no source states, none contradicted: "
              f"never PASS), all files: {bad} answers not grounded, {good} grounded"
              + (f" (precision {bad / (bad + good):.2f})." if bad + good else ".")]
    lines += ["", "Every check (answers with at least one such finding, all files):", "",
              "| check | finding | not grounded | grounded | precision |", "|---|---|---|---|---|"]
    for name in CHECK_NAMES:
        for outcome in ("contradicted", "unsupported"):
            bad, good = findings.get((name, outcome), [0, 0])
            share = f"{bad / (bad + good):.2f}" if bad + good else "—"
            lines.append(f"| {name} | {outcome} | {bad} | {good} | {share} |")
    section = "\n".join([
        *header("Check findings by label: the FAIL and REVIEW floors and every check", load, [
            f"- rows: a seed-{args.seed} sample of up to {args.per_file} rows per dev file "
            f"(contexts up to {MAX_CONTEXT:,} characters); wall time "
            f"{time.perf_counter() - t0:.0f} s"]),
        *lines, ""])
    publish(section, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
