"""Training pairs from written banking texts and labelled answers, as the claim layer reads them.

``training/data/banking_answers.jsonl`` holds passages in the style of a bank's FAQ,
terms or an agent's decision record (one JSON object per line: ``topic``,
``passage``, and answers to it that are ``entailed``, ``contradicted`` by one planted
error, or ``neutral``: about the same thing, stated nowhere), written for this
project by helper agents from one brief: 80 texts on 2026-12-01, 80 more on
2026-12-02 (retail banking; business banking, insurance, investments and agents'
records), 150 more on 2026-12-07 (four writers: everyday banking; lending and
credit; insurance, savings, investments and pensions; agents' and tools' records;
10 further texts were left out because ``bench/faq_fresh11.py``, written beside
them, has their topics), each batch on topics that none of the FAQ bench's sets
then had (``bench/faq_*.py`` stay the held-out test; ``faq_fresh4.py``, written
after the first 80, has nine of its ten topics among theirs, in other texts). The verifier
reads customers' answers badly where they say the passage's facts in other words
(bench/RESULTS.md, notes of session 9: 44 % of the grounded answers of fresh FAQ
sets did not PASS); these pairs are answers as assistants write them.

Each answer goes through the claim layer as the product runs it
(``selection.record_items``: claims, retrieval, reading), so the pairs are the ones
the verifier will be asked; nothing of the pipeline is re-implemented here::

    python training/answer_pairs.py record --out training/work/answers/set.json.xz
    python training/selection.py score --set training/work/answers/set.json.xz \\
        --out training/work/answers/v7.npz
    python training/answer_pairs.py build --set training/work/answers/set.json.xz \\
        --probs training/work/answers/v7.npz --out training/work/answers/pairs.jsonl
    python training/mix.py ... --extra-pairs training/work/answers/pairs.jsonl

``build`` labels them with the current verifier's probabilities as
``mil_pairs`` does for dev answers: an entailed answer's claims each with the
passage the verifier finds best, *entailed*; a contradicted answer's weakest claim
(lowest best entailment) with its first-ranked passage *contradicted* and the rest
*neutral*; a neutral answer's weakest claim with every passage *neutral*.

``build --joined K`` adds, per training text, up to K claims joined from two answers
("A, and b", MiniCheck's recipe by rule), each read against the passages its halves are
best read against (the first half's, then the second's): an entailed claim joined with a neutral
one is *neutral* (a claim partly supported, as WiCE's not-grounded rows are: on-topic, one
detail stated nowhere), two entailed ones *entailed* (support spread over two passages),
so that a joined claim is not neutral for being joined. Sources ``answers:partial:`` and
``answers:joined:``.
Tried once (cpu27, training/RESULTS.md): it did not hold WiCE, and the candidate was
not shipped.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from data import CONTRADICTED, ENTAILED, NEUTRAL, Pair, join_claims
from selection import best_pair, claim_entailment, load_set, record_items, save_set, weakest_claim

from groundtrace.canonical import sha256_file
from groundtrace.types import as_item

DATA = Path(__file__).resolve().parent / "data" / "banking_answers.jsonl"
KINDS = {"entailed": ENTAILED, "contradicted": CONTRADICTED, "neutral": NEUTRAL}


def read_texts(path: Path) -> list[dict[str, Any]]:
    """The written texts, each with its answers; a line that is no such object stops."""
    texts = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        d = json.loads(line)
        if not isinstance(d.get("passage"), str) or not all(
                isinstance(d.get(k), list) for k in KINDS):
            raise SystemExit(f"{path}:{n}: needs 'passage' and lists {', '.join(KINDS)}")
        texts.append(d)
    return texts


def record(path: Path) -> dict[str, Any]:
    """A selection-style set of every answer's pairs, with its text and kind."""
    texts = read_texts(path)
    answers = [(t, d.get("topic", ""), kind, a) for t, d in enumerate(texts)
               for kind in KINDS for a in d[kind]]
    passages = [d["passage"] for d in texts]
    items = [as_item({"question": "", "context": passages[t], "response": a, "id": f"{t}:{k}"})
             for k, (t, _, _, a) in enumerate(answers)]
    pairs, as_written, per_item = record_items(items)
    rows = [{"text": t, "topic": topic, "kind": kind, **found}
            for (t, topic, kind, _), found in zip(answers, per_item, strict=True)]
    return {"source": str(path), "source_sha256": sha256_file(path), "pairs": pairs,
            "as_written": as_written, "rows": rows, "nli": {}}


def held_out(row: dict[str, Any], every: int | None) -> bool:
    """Whether ``row``'s text is one of every ``every``-th, kept out of training to test on."""
    return every is not None and row["text"] % every == every - 1


def build(sel: dict[str, Any], probs: np.ndarray, test_every: int | None = None,
          joined: int = 0) -> list[Pair]:
    """The pairs described in the module docstring, in the set's row order, less those
    of the texts :func:`held_out` keeps for testing; then up to ``joined`` joined claims
    per text."""
    out: list[Pair] = []
    pairs = sel["pairs"]

    def pair(i: int, label: int, topic: str) -> Pair:
        premise, hypothesis = pairs[i]
        return Pair(premise, hypothesis, label, f"answers:{topic}")

    for row in sel["rows"]:
        claims = [c for c in row["claims"] if c]
        if not claims or held_out(row, test_every):
            continue  # every passage quoted: the claim layer asks the verifier nothing
        topic = row["topic"]
        if row["kind"] == "entailed":
            out.extend(pair(best_pair(c, probs), ENTAILED, topic) for c in claims)
            continue
        for rank, i in enumerate(weakest_claim(claims, probs)):
            label = CONTRADICTED if row["kind"] == "contradicted" and rank == 0 else NEUTRAL
            out.append(pair(i, label, topic))
    if joined > 0:
        out.extend(joined_pairs(sel, probs, joined, test_every))
    return out


def joined_pairs(sel: dict[str, Any], probs: np.ndarray, per_text: int,
                 test_every: int | None = None) -> list[Pair]:
    """Up to ``per_text`` joined claims per training text (module docstring), alternately
    partly supported and entailed, and the half that is not supported alternately first
    and second. Each answer gives its weakest claim and that claim's best pair; an entailed
    answer only where the verifier reads that pair as entailed (0.5 or more), so that the
    premise says what the entailed half says."""
    pairs = sel["pairs"]
    halves: dict[int, dict[str, list[int]]] = {}
    topics: dict[int, str] = {}
    for row in sel["rows"]:
        claims = [c for c in row["claims"] if c]
        if not claims or held_out(row, test_every) or row["kind"] == "contradicted":
            continue
        weakest = weakest_claim(claims, probs)
        if row["kind"] == "entailed" and claim_entailment(weakest, probs) < 0.5:
            continue  # its best passage may not be the one that says it
        topics[row["text"]] = row["topic"]
        by_kind = halves.setdefault(row["text"], {"entailed": [], "neutral": []})
        by_kind[row["kind"]].append(best_pair(weakest, probs))

    def joined_pair(first: int, second: int, label: int, source: str) -> Pair:
        (p1, h1), (p2, h2) = pairs[first], pairs[second]
        return Pair(joined_premise(p1, p2), join_claims(h1, h2), label, source)

    out: list[Pair] = []
    for text in sorted(halves):
        ent, neu = halves[text]["entailed"], halves[text]["neutral"]
        topic = topics[text]
        for k in range(per_text):
            m = k // 2
            if k % 2 == 0 and neu and m < len(ent):
                e, n = ent[m], neu[m % len(neu)]
                first, second = (e, n) if m % 2 == 0 else (n, e)
                out.append(joined_pair(first, second, NEUTRAL, f"answers:partial:{topic}"))
            elif k % 2 == 1 and 2 * m + 1 < len(ent):
                first, second = ent[-1 - 2 * m], ent[-2 - 2 * m]
                out.append(joined_pair(first, second, ENTAILED, f"answers:joined:{topic}"))
    return out


def joined_premise(a: str, b: str) -> str:
    """Two passages of one text as one premise: one if it holds the other, else both."""
    if b in a:
        return a
    if a in b:
        return b
    return f"{a} {b}"


def test(sel: dict[str, Any], probs: np.ndarray, every: int) -> dict[str, float]:
    """On the held-out texts' answers, as the claim layer ranks them by their weakest
    claim's best entailment: AUROC of entailed against contradicted ones, and the share
    of each kind at 0.5 or above."""
    from groundtrace.evaluation.metrics import roc_auc_score

    weakest: dict[str, list[float]] = {k: [] for k in KINDS}
    for row in sel["rows"]:
        claims = [c for c in row["claims"] if c]
        if claims and held_out(row, every):
            weakest[row["kind"]].append(claim_entailment(weakest_claim(claims, probs), probs))
    y = [0] * len(weakest["entailed"]) + [1] * len(weakest["contradicted"])
    s = [1 - v for v in weakest["entailed"] + weakest["contradicted"]]
    out = {"auroc_entailed_vs_contradicted": roc_auc_score(y, s)}
    out.update({f"share_{k}_at_0.5": float(np.mean(np.array(v) >= 0.5)) for k, v in
                weakest.items() if v})
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record", help="the claim layer's pairs of every written answer")
    r.add_argument("--data", type=Path, default=DATA)
    r.add_argument("--out", type=Path, required=True)
    b = sub.add_parser("build", help="label the recorded pairs with a verifier's scores")
    b.add_argument("--set", type=Path, required=True)
    b.add_argument("--probs", type=Path, required=True,
                   help="selection.py score output for the set (its 'pairs' array)")
    b.add_argument("--out", type=Path, required=True)
    b.add_argument("--test-every", type=int, default=None, metavar="N",
                   help="leave out every N-th text (the test texts of `test`)")
    b.add_argument("--joined", type=int, default=0, metavar="K",
                   help="add up to K joined claims per text, half partly supported "
                        "(neutral), half entailed (module docstring)")
    t = sub.add_parser("test", help="how a verifier's scores rank the held-out texts' answers")
    t.add_argument("--set", type=Path, required=True)
    t.add_argument("--probs", type=Path, nargs="+", required=True)
    t.add_argument("--test-every", type=int, default=5, metavar="N")
    args = ap.parse_args()
    if args.cmd == "test":
        sel = load_set(args.set)
        for path in args.probs:
            print(path, json.dumps(test(sel, np.load(path)["pairs"], args.test_every)))
        return
    if args.cmd == "record":
        sel = record(args.data)
        save_set(sel, args.out)
        sys.stderr.write(f"{len(sel['rows'])} answers, {len(sel['pairs'])} verifier pairs -> "
                         f"{args.out}\n")
        return
    sel = load_set(args.set)
    probs = np.load(args.probs)["pairs"]
    built = build(sel, probs, args.test_every, args.joined)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as fh:
        for p in built:
            fh.write(json.dumps(p.to_dict(), ensure_ascii=False, sort_keys=True) + "\n")
    counts = Counter(p.to_dict()["label"] for p in built)
    sys.stderr.write(f"{len(built)} pairs ({dict(sorted(counts.items()))}) -> {args.out}\n")


if __name__ == "__main__":
    main()
