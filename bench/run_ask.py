"""ask(): the refusal threshold, and the pipeline measured on the bundled corpus.

* ``--fit``: ``DEFAULT_MIN_RELEVANCE`` by Youden's J. A corpus of
  ``--contexts`` HaluEval QA "fit" contexts (one document each) is asked half
  of their questions (answerable) and the questions of ``--outside`` other fit
  items (not answerable). Printed, not written: the constant in
  ``groundtrace/answer/pipeline.py`` cites this command.
* default: the bundled corpus (``groundtrace/examples/corpus``, HaluEval QA
  "holdout" contexts, see ``bench/make_ask_corpus.py``) with the shipped
  pipeline (offline extractive generator, shipped verifier, balanced):
  indexing speed (pages/s; a Markdown or text page counted as 3,000
  characters), ``ask()`` latency p50/p90, refusal precision/recall (refusal is
  the positive class), answers holding the gold answer with a citation into
  the right document, and planted lies: a generator that answers with
  HaluEval's hallucinated answer, citing the right sentence, must not see it
  kept. Appends to bench/RESULTS.md.
* ``--rerank``: the first stage alone vs the verifier reranker
  (:class:`VerifierReranker` over the first 20 units, at a few weights) on
  the answerable questions: the gold document at rank 1, the gold answer in
  the first unit and in the five kept, and the seconds per question the
  reranker adds. Appends to bench/RESULTS.md.

    python bench/run_ask.py --fit
    python bench/run_ask.py [--questions 120] [--no-append]
    python bench/run_ask.py --rerank [--no-append]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from results_file import DEFAULT_DATA, ROOT, add_no_append, fmt, header, load_average, publish

from groundtrace.answer import (
    DEFAULT_MIN_RELEVANCE,
    CallableGenerator,
    Corpus,
    Pipeline,
    VerifierReranker,
)
from groundtrace.datasets import partition, read_labelled
from groundtrace.evaluation.metrics import best_threshold, roc_auc_score
from groundtrace.sources import Document

CORPUS = ROOT / "src/groundtrace/examples/corpus"
QUESTIONS = ROOT / "src/groundtrace/examples/corpus_questions.jsonl"
PAGE_CHARS = 3000


def fit(data: Path, n_in: int, n_out: int, seed: int) -> None:
    rows = [r for r in read_labelled(data / "halueval_qa.jsonl") if partition(r) == "fit"]
    by_ctx: dict[str, dict] = {}
    for r in sorted(rows, key=lambda r: r["id"]):
        by_ctx.setdefault(r["context"], r)
    items = sorted(by_ctx.values(), key=lambda r: r["id"])
    random.Random(seed).shuffle(items)
    inside, outside = items[:n_in], items[n_in: n_in + n_out]
    corpus = Corpus([Document.from_text(r["context"], f"c{i}") for i, r in enumerate(inside)])
    asked = [(r["question"], 0) for r in inside[: n_in // 2]] + [
        (r["question"], 1) for r in outside]
    got = [corpus.retrieve(q) for q, _ in asked]
    y = np.array([lab for _, lab in asked])
    for name in ("best_similarity", "term_coverage", "relevance"):
        v = np.array([getattr(g, name) for g in got])
        t = -best_threshold(y, -v)
        print(f"{name}: AUROC (low = not answerable) {roc_auc_score(y, -v):.3f}; Youden: refuse "
              f"below {t:.4f}; answerable 5th pct {np.percentile(v[y == 0], 5):.3f}, "
              f"not answerable 95th pct {np.percentile(v[y == 1], 95):.3f}")
    print(f"{n_in} contexts, {len(asked)} questions, seed {seed}")


def compare_rerankers(corpus: Corpus, answerable: list[dict], weights: list[float]) -> list[str]:
    """Rows of the first stage vs the verifier reranker at each weight."""
    rows = ["| ranking | gold document at rank 1 | gold answer in unit 1 | "
            "gold answer in the 5 units | s per question |", "|---|---|---|---|---|"]
    for weight in [None, *weights]:
        reranker = None if weight is None else VerifierReranker(weight=weight)
        doc1 = ans1 = ans5 = 0
        t0 = time.perf_counter()
        for q in answerable:
            got = corpus.retrieve(q["question"], top_k=5, reranker=reranker,
                                  candidates=None if reranker is None else 20)
            units = [c.chunk for c in got.chunks]
            doc1 += units[0].doc_id == q["doc_id"]
            ans1 += q["answer"].lower() in units[0].text.lower()
            ans5 += any(q["answer"].lower() in u.text.lower() for u in units)
        per_q = (time.perf_counter() - t0) / len(answerable)
        name = "first stage (BM25 + embeddings)" if reranker is None else (
            f"verifier reranker, weight {weight:g}")
        n = len(answerable)
        rows.append(f"| {name} | {doc1}/{n} | {ans1}/{n} | {ans5}/{n} | {per_q:.3f} |")
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default=str(DEFAULT_DATA))
    ap.add_argument("--fit", action="store_true", help="choose the relevance threshold")
    ap.add_argument("--contexts", type=int, default=240, help="--fit: contexts in the corpus")
    ap.add_argument("--outside", type=int, default=60,
                    help="--fit: questions whose context is not in the corpus")
    ap.add_argument("--questions", type=int, default=120,
                    help="answerable questions asked (every unanswerable one is asked too)")
    ap.add_argument("--seed", type=int, default=3, help="--fit: the sample of fit items")
    ap.add_argument("--rerank", action="store_true",
                    help="compare the first stage with the verifier reranker")
    add_no_append(ap)
    args = ap.parse_args()
    if args.fit:
        fit(Path(args.data), args.contexts, args.outside, args.seed)
        return 0
    if args.rerank:
        load_before = load_average()
        corpus = Corpus.from_paths([CORPUS])
        qs = [json.loads(line) for line in QUESTIONS.read_text(encoding="utf-8").splitlines()]
        answerable = [q for q in qs if q["answerable"]]
        lines = compare_rerankers(corpus, answerable, [0.1, 0.3, 1.0])
        section = "\n".join(header("ask() retrieval: first stage vs the verifier reranker",
                                   load_before, [
            f"- data: {QUESTIONS.relative_to(ROOT)}, its {len(answerable)} answerable "
            "questions; 5 units kept; the reranker sees the first stage's best 20 and adds "
            "weight × P(entailed | unit, question) to the fused score"]) + lines)
        publish(section, args)
        return 0
    load_before = load_average()
    t0 = time.perf_counter()
    corpus = Corpus.from_paths([CORPUS])
    index_s = time.perf_counter() - t0
    pages = sum(d.n_pages or max(1, round(len(d.text) / PAGE_CHARS)) for d in corpus.documents)
    qs = [json.loads(line) for line in QUESTIONS.read_text(encoding="utf-8").splitlines()]
    answerable = [q for q in qs if q["answerable"]][:: max(1, sum(
        q["answerable"] for q in qs) // args.questions)][: args.questions]
    asked = answerable + [q for q in qs if not q["answerable"]]
    pipe = Pipeline(corpus)
    lat, refused, correct, cited_right = [], [], 0, 0
    for q in asked:
        s = time.perf_counter()
        ans = pipe.ask(q["question"])
        lat.append(time.perf_counter() - s)
        refused.append(ans.refused)
        if q["answerable"] and not ans.refused:
            correct += q["answer"].lower() in ans.text.lower()
            docs = {c.rsplit(":s", 1)[0] for s_ in ans.sentences if s_.kept for c in s_.citations}
            cited_right += q["doc_id"] in docs
    y = np.array([0 if q["answerable"] else 1 for q in asked])
    ref = np.array(refused)
    precision = float(y[ref].mean()) if ref.any() else None
    recall = float(ref[y == 1].mean())
    # planted lies: HaluEval's hallucinated answer, citing the sentence that holds the truth
    caught = total_lies = 0
    for q in answerable[:40]:
        truth = pipe.ask(q["question"])
        cite = next((c for s_ in truth.sentences for c in s_.citations), None)
        if truth.refused or cite is None:
            continue
        lie = q["lie"].rstrip(".")
        planted = Pipeline(corpus, generator=CallableGenerator(
            lambda _p, lie=lie, cite=cite: f"{lie} [{cite}]."), strictness="balanced")
        out = planted.ask(q["question"])
        total_lies += 1
        caught += out.refused or not out.sentences[0].kept
    lat_ms = np.array(lat) * 1000
    n_ans = len(answerable)
    lines = [
        "| figure | value |", "|---|---|",
        f"| corpus | {len(corpus)} documents, {pages} pages, {len(corpus.chunks)} units |",
        f"| indexing | {index_s:.1f} s, {pages / index_s:.1f} pages/s |",
        f"| `ask()` latency, corpus indexed | p50 {np.percentile(lat_ms, 50):.0f} ms, "
        f"p90 {np.percentile(lat_ms, 90):.0f} ms ({len(asked)} questions) |",
        f"| refusal precision / recall (unanswerable = positive; threshold "
        f"{DEFAULT_MIN_RELEVANCE}) | {fmt(precision)} / {fmt(recall)} |",
        f"| answerable questions refused | {fmt(float(ref[y == 0].mean()))} |",
        f"| answered with the gold answer in the text | {correct}/{n_ans} |",
        f"| answered citing the gold document | {cited_right}/{n_ans} |",
        f"| planted lies removed or refused (balanced) | {caught}/{total_lies} |",
    ]
    section = "\n".join(header("ask() on the bundled corpus", load_before, [
        f"- data: {QUESTIONS.relative_to(ROOT)} ({n_ans} answerable questions, "
        f"{int(y.sum())} whose paragraph is not in the corpus); offline extractive "
        "generator, shipped verifier, strictness balanced"]) + lines)
    publish(section, args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
