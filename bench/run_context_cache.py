"""Many answers against one source: triage one call at a time, with and without the vector cache.

The inline case: a service checks each answer as it comes, and many answers
cite the same policy document. The source is ``--context-chars`` characters
of WiCE contexts joined; the answers are the first ``--answers`` WiCE
responses (cut to 400 characters) with their questions. Each mode runs in a
fresh interpreter: ``off`` turns the cross-call cache off
(``MiniLMEncoder.batch_invariant = False``), ``on`` is the default. Model
loading is excluded (a warm-up call first). Both modes must give the same
verdicts; the ratio is the figure.

    python bench/run_context_cache.py [--data ../shared/data/dev] [--answers 30]
        [--context-chars 8000] [--no-append]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from results_file import DEFAULT_DATA, add_no_append, header, load_average, publish

_CHILD = """
import hashlib, json, sys, time
import groundtrace as gt
from groundtrace.encoders.minilm import MiniLMEncoder

path, mode, answers, chars = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
if mode == "off":
    MiniLMEncoder.batch_invariant = False
rows = [json.loads(line) for line in open(path, encoding="utf-8")]
context = "\\n\\n".join(r["context"] for r in rows[:20])[:chars]
gt.triage("What is the fee?", "The fee is 2 EUR.", "Transfers cost 2 EUR.")
digest = hashlib.sha256()
t0 = time.perf_counter()
for r in rows[:answers]:
    v = gt.triage(r["question"] or "What does the source say?", r["response"][:400], context)
    digest.update(json.dumps(v.to_dict(), sort_keys=True).encode())
seconds = time.perf_counter() - t0
print(json.dumps({"mode": mode, "seconds": seconds, "items_per_s": answers / seconds,
                  "verdicts_sha256": digest.hexdigest(), "context_chars": len(context)}))
"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--answers", type=int, default=30)
    ap.add_argument("--context-chars", type=int, default=8000)
    add_no_append(ap)
    args = ap.parse_args()
    source = args.data / "wice.jsonl"
    if not source.is_file():
        print(f"Error: {source} not found (pass --data)", file=sys.stderr)
        return 1
    load_before = load_average()
    runs = {}
    for mode in ("off", "on"):
        proc = subprocess.run([sys.executable, "-c", _CHILD, str(source), mode, str(args.answers),
                               str(args.context_chars)], capture_output=True, text=True,
                              check=False)
        if proc.returncode != 0:
            print(f"Error: the {mode} run failed:\n{proc.stderr}", file=sys.stderr)
            return 1
        runs[mode] = json.loads(proc.stdout.strip().splitlines()[-1])
    same = runs["off"]["verdicts_sha256"] == runs["on"]["verdicts_sha256"]
    ratio = runs["on"]["items_per_s"] / runs["off"]["items_per_s"]
    lines = header("Vector cache: many answers against one source, one call each", load_before, [
        f"- {args.answers} WiCE answers (400 characters at most) against one "
        f"{runs['on']['context_chars']:,}-character source of WiCE text; triage one call at a "
        "time, bundled calibration; a fresh interpreter per mode, model loading excluded",
        f"- verdicts identical with and without the cache: {'yes' if same else 'NO'}",
    ])
    lines += ["| cache | items/s | seconds |", "|---|---|---|"]
    for mode in ("off", "on"):
        r = runs[mode]
        lines.append(f"| {mode} | {r['items_per_s']:.2f} | {r['seconds']:.1f} |")
    lines.append(f"\nspeed-up with the cache: {ratio:.1f}x")
    section = "\n".join(lines)
    publish(section, args)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
