"""How often do English dev texts read as Spanish to triage's language guard?

Triage sends an answer or source that reads as a language the verifier does
not read to REVIEW (``groundtrace.rules.lexicon.guess_language``). Every dev
file here is English, so every text read as Spanish is a false alarm; this
counts them over every row's response and context and lists a few.

    python bench/run_language_guess.py [--data ../shared/data/dev] [--no-append]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from results_file import DEFAULT_DATA, add_no_append, header, load_average, publish

from groundtrace.datasets import read_labelled
from groundtrace.rules.lexicon import guess_language

SHOWN = 5


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    add_no_append(ap)
    args = ap.parse_args()
    load = load_average()
    t0 = time.perf_counter()
    lines = ["| file | texts | read as English | undecided | read as Spanish |",
             "|---|---|---|---|---|"]
    examples: list[str] = []
    totals = [0, 0, 0, 0]
    for path in sorted(args.data.glob("*.jsonl")):
        counts = {"en": 0, None: 0, "es": 0}
        n = 0
        for row in read_labelled(path):
            for text in (row.get("response") or "", row.get("context") or ""):
                if not text:
                    continue
                lang, words = guess_language(text)
                counts[lang] += 1
                n += 1
                if lang == "es" and len(examples) < SHOWN:
                    examples.append(f"- {path.stem}: {text[:100]!r} ({', '.join(words)})")
        lines.append(f"| {path.stem} | {n} | {counts['en']} | {counts[None]} | {counts['es']} |")
        for i, v in enumerate((n, counts["en"], counts[None], counts["es"])):
            totals[i] += v
    lines.append(f"| all | {totals[0]} | {totals[1]} | {totals[2]} | {totals[3]} |")
    section = "\n".join([
        *header("Language guard: English dev texts read as Spanish", load, [
            f"- every response and context of every dev file; wall time "
            f"{time.perf_counter() - t0:.0f} s"]),
        *lines, "", "First texts read as Spanish:", "", *examples, ""])
    publish(section, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
