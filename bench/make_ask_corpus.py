"""Build the bundled ask() corpus from HaluEval QA "holdout" contexts (run once; output is tracked).

Writes ``src/groundtrace/examples/corpus/``: three text/Markdown documents and
one PDF with pages (reportlab), made of Wikipedia paragraphs as HaluEval QA
ships them, and ``src/groundtrace/examples/corpus_questions.jsonl``: questions
whose context is in the corpus, with the gold answer and the document holding
it (answerable), and questions of other items whose context is not
(unanswerable), each with HaluEval's hallucinated answer for planting lies.
Provenance and licence: ``src/groundtrace/examples/README.md``.

Only "holdout" rows (``groundtrace.datasets.partition``) are used: the
verifier and the calibration are fitted on "fit" rows.

    python bench/make_ask_corpus.py [--contexts 240] [--seed 11]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import textwrap
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from results_file import DEFAULT_DATA, ROOT

from groundtrace.datasets import partition, read_labelled
from groundtrace.text.sentences import split_sentences

OUT = ROOT / "src/groundtrace/examples/corpus"
QUESTIONS = ROOT / "src/groundtrace/examples/corpus_questions.jsonl"
DOCS = ("encyclopedia-1.md", "encyclopedia-2.md", "encyclopedia-3.txt", "encyclopedia-4.pdf")



def _paragraph(context: str) -> str:
    # HaluEval joins two Wikipedia sentences without a space ("century.First"): restore it.
    fixed = []
    for i, ch in enumerate(context):
        fixed.append(ch)
        nxt = context[i + 1: i + 3]
        if ch in ".!?" and len(nxt) == 2 and nxt[0].isupper() and not nxt[1].isupper() and (
                nxt[1] != "." and i > 0 and (context[i - 1].islower() or context[i - 1].isdigit()
                                             or context[i - 1] in ")\"'")):
            fixed.append(" ")
    return "".join(fixed).strip()


def choose(data: Path, n: int, seed: int) -> tuple[list[dict], list[dict]]:
    """Items (one per question) whose right answer is in the context: in-corpus and held out."""
    rows = [r for r in read_labelled(data / "halueval_qa.jsonl") if partition(r) == "holdout"]
    items: dict[int, dict] = {}
    for r in rows:
        it = items.setdefault(r["meta"]["item"], {"item": r["meta"]["item"]})
        it["question"], it["context"] = r["question"], _paragraph(r["context"])
        it["right" if r["label"] == 0 else "lie"] = r["response"]
    good = [it for it in sorted(items.values(), key=lambda x: x["item"])
            if "right" in it and "lie" in it and it["right"].lower() in it["context"].lower()
            and len(split_sentences(it["context"])) >= 2]
    rng = random.Random(seed)
    rng.shuffle(good)
    return good[:n], good[n: n + n // 4]


def write_pdf(path: Path, title: str, paragraphs: list[str]) -> None:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen.canvas import Canvas

    c = Canvas(str(path), pagesize=A4, invariant=1)
    c.setTitle(title)
    y = 800
    c.setFont("Helvetica", 10)
    for para in paragraphs:
        lines = textwrap.wrap(para, 95)
        if y - 14 * len(lines) < 60:
            c.showPage()
            c.setFont("Helvetica", 10)
            y = 800
        for line in lines:
            c.drawString(50, y, line)
            y -= 14
        y -= 14  # blank line between paragraphs
    c.save()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default=str(DEFAULT_DATA))
    ap.add_argument("--contexts", type=int, default=240)
    ap.add_argument("--seed", type=int, default=11)
    args = ap.parse_args()
    inside, outside = choose(Path(args.data), args.contexts, args.seed)
    OUT.mkdir(parents=True, exist_ok=True)
    per = -(-len(inside) // len(DOCS))
    questions = []
    for d, name in enumerate(DOCS):
        part = inside[d * per: (d + 1) * per]
        title = f"Encyclopedia extracts, part {d + 1}"
        if name.endswith(".pdf"):
            write_pdf(OUT / name, title, [it["context"] for it in part])
        elif name.endswith(".md"):
            body = "\n\n".join(it["context"] for it in part)
            (OUT / name).write_text(f"# {title}\n\n{body}\n", encoding="utf-8")
        else:
            (OUT / name).write_text("\n\n".join(it["context"] for it in part) + "\n",
                                    encoding="utf-8")
        questions += [{"question": it["question"], "answerable": True, "answer": it["right"],
                       "doc_id": name, "lie": it["lie"], "halueval_item": it["item"]}
                      for it in part]
    questions += [{"question": it["question"], "answerable": False, "answer": None,
                   "doc_id": None, "lie": it["lie"], "halueval_item": it["item"]}
                  for it in outside]
    with QUESTIONS.open("w", encoding="utf-8") as fh:
        for q in questions:
            fh.write(json.dumps(q, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"{len(inside)} contexts in {len(DOCS)} documents, {len(outside)} unanswerable "
          f"questions -> {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
