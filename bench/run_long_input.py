"""Time and peak memory of one `triage` call on a very long context.

The context is real text: the contexts of ``wice.jsonl`` (Wikipedia pages)
joined with blank lines until it reaches each size asked for, cut there. The
question and response are those of one WiCE row. Each size runs in a fresh
interpreter, so its peak RSS (``resource.getrusage``) is that call's alone,
models included; the time excludes interpreter start and imports but includes
model loading (warm-up on a short item first, timed separately).

Target: peak RSS <= 500 MB for a context of 1,000,000 characters (the
default maximum text size).

    python bench/run_long_input.py [--data ../shared/data/dev] [--chars 1000000,100000]
        [--no-append]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from results_file import DEFAULT_DATA, PEAK_RSS_CODE, add_no_append, header, load_average, publish

TARGET_RSS_MB = 500.0
TARGET_CHARS = 1_000_000

_CHILD = PEAK_RSS_CODE + """
import json, sys, time
import groundtrace as gt
from groundtrace.encoders import set_max_text_chars

path, size = sys.argv[1], int(sys.argv[2])
rows = [json.loads(line) for line in open(path, encoding="utf-8")]
parts, total = [], 0
for row in rows:
    if total >= size:
        break
    parts.append(row["context"])
    total += len(row["context"]) + 2
context = "\\n\\n".join(parts)[:size]
row = rows[3]
question = row["question"] or "What does the source say?"
set_max_text_chars(max(size, 1))
t0 = time.perf_counter()
gt.triage("What is the fee?", "The fee is 2 EUR.", "Transfers cost 2 EUR.")
warm = time.perf_counter() - t0
t0 = time.perf_counter()
verdict = gt.triage(question, row["response"], context)
seconds = time.perf_counter() - t0
print(json.dumps({"chars": len(context), "warm_s": warm, "seconds": seconds,
                  "decision": verdict.decision,
                  "rss_mb": _peak_rss_mb()}))
"""


def _args() -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA,
                    help="folder with wice.jsonl (default: ../shared/data/dev)")
    ap.add_argument("--chars", default="1000000,100000",
                    help="comma-separated context sizes in characters (default: 1000000,100000)")
    add_no_append(ap)
    return ap.parse_args()


def main() -> int:
    args = _args()
    source = args.data / "wice.jsonl"
    if not source.is_file():
        print(f"Error: {source} not found (pass --data)", file=sys.stderr)
        return 1
    try:
        sizes = [int(s) for s in args.chars.split(",") if s.strip()]
    except ValueError:
        print(f"Error: --chars must be comma-separated integers, got {args.chars!r}",
              file=sys.stderr)
        return 2
    load_before = load_average()
    results = []
    for size in sizes:
        print(f"triage with a {size:,}-character context ...", file=sys.stderr)
        proc = subprocess.run([sys.executable, "-c", _CHILD, str(source), str(size)],
                              capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            print(f"Error: the run of {size} characters failed:\n{proc.stderr}", file=sys.stderr)
            return 1
        results.append(json.loads(proc.stdout.strip().splitlines()[-1]))
    lines = header(
        "Long input: one triage call on a very long context", load_before,
        [f"- context: WiCE contexts joined until each size (real Wikipedia text); one WiCE "
         f"question and response; a fresh interpreter per size; target: peak RSS <= "
         f"{TARGET_RSS_MB:.0f} MB at {TARGET_CHARS:,} characters"],
    )
    lines += ["| context chars | triage time (s) | warm-up incl. model load (s) | peak RSS (MB) "
              "| decision | target |", "|---|---|---|---|---|---|"]
    for r in results:
        target = ""
        if r["chars"] >= TARGET_CHARS:
            target = "meets" if r["rss_mb"] <= TARGET_RSS_MB else "MISSES"
        lines.append(f"| {r['chars']:,} | {r['seconds']:.1f} | {r['warm_s']:.1f} | "
                     f"{r['rss_mb']:.0f} | {r['decision']} | {target} |")
    section = "\n".join(lines)
    publish(section, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
