"""Quality of every registered method, and of the peers, on every shared/data/dev file.

Rows: the HOLDOUT part of each file (``groundtrace.datasets.partition``; the
learned parts of groundtrace are fitted on the "fit" part only), then a
fixed-seed sample of ``--limit`` rows per file so that a run stays near ten
minutes on two idle cores; ``--full`` scores every holdout row. Every method
and every peer scores exactly the same rows in the same run.

Peers, each in its own venv under bench/.peers/ (made on first use; a peer
that cannot be installed is skipped with a line saying why): groundlens 6.0.5,
ancora-rag 0.1.1, and a reference SGI with sentence-transformers + torch
2.13.0 on the fp32 all-MiniLM-L6-v2. Peer ratios are against groundtrace's
SGI on the same rows: AUROC ratio = peer / SGI, speed ratio = peer items/s /
SGI items/s (model loading excluded on both sides).

A dated table (machine, commit, command) is appended to bench/RESULTS.md and
printed.

    python bench/run_quality.py [--data ../shared/data/dev] [--limit 100 | --full]
        [--seed 0] [--methods sgi,dgi] [--peers groundlens,ancora,sgi_reference | --no-peers]
        [--json-out results.json] [--no-append]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from peers.run_peers import PEERS, run_peer
from peers.venvs import PeerUnavailable
from results_file import DEFAULT_DATA, add_no_append, fmt, header, load_average, publish

from groundtrace.datasets import read_labelled
from groundtrace.evaluation.results import GroupMetrics, compute_group_metrics
from groundtrace.evaluation.runner import (
    available_methods,
    evaluate_rows,
    select_rows,
)

#: Holdout rows per file by default. Long sources set the pace: WiCE pages are
#: encoded whole by SGI (about 1.5 rows/s with MiniLM on two idle cores) and
#: again by the fused triage. 150 rows per file took 11.1 min on an idle
#: machine; 100 keeps a run with the peers under ten minutes.
DEFAULT_LIMIT = 100
#: The groundtrace method the peers are compared with.
BASELINE = "sgi"


def _args() -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA,
                    help="folder of labelled *.jsonl files (default: ../shared/data/dev)")
    ap.add_argument("--files", default="", help="comma-separated file stems (default: all)")
    ap.add_argument("--limit", type=int, default=DEFAULT_LIMIT,
                    help=f"holdout rows sampled per file (default {DEFAULT_LIMIT})")
    ap.add_argument("--full", action="store_true", help="score every holdout row")
    ap.add_argument("--seed", type=int, default=0, help="sample seed (default 0)")
    ap.add_argument("--methods", default="", help="comma-separated (default: all registered)")
    ap.add_argument("--encoder", default="minilm", help="groundtrace encoder (default minilm)")
    ap.add_argument("--peers", default=",".join(PEERS), help="comma-separated peers")
    ap.add_argument("--no-peers", action="store_true", help="skip the peers")
    ap.add_argument("--json-out", type=Path, help="also write every number as JSON here")
    add_no_append(ap)
    args = ap.parse_args()
    if args.limit < 1:
        ap.error("--limit must be >= 1")
    if not args.data.is_dir():
        ap.error(f"--data {args.data} is not a folder")
    return args


def _row(file: str, name: str, g: GroupMetrics | None, speed: float | None,
         ratio: str = "", note: str = "") -> str:
    if g is None:
        empty = " — |" * 6
        return f"| {file} | {name} | 0 | 0 |{empty} {fmt(speed, 1)} | {ratio} | {note} |"
    return (
        f"| {file} | {name} | {g.n} | {g.positives} | {fmt(g.auroc)} | {fmt(g.auprc)} | "
        f"{fmt(g.balanced_accuracy)} | {fmt(g.f1)} | {fmt(g.balanced_accuracy_at_best)} | "
        f"{fmt(g.fpr_at_95_recall)} | {fmt(speed, 1)} | {ratio} | {note} |"
    )


def main() -> int:
    args = _args()
    load_before = load_average()
    t_start = time.perf_counter()
    methods = [m for m in args.methods.split(",") if m] or list(available_methods())
    peers = [] if args.no_peers else [p for p in args.peers.split(",") if p]
    wanted = {s for s in args.files.split(",") if s}
    files = sorted(p for p in args.data.glob("*.jsonl") if not wanted or p.stem in wanted)
    if not files:
        print(f"no *.jsonl files in {args.data}", file=sys.stderr)
        return 1
    limit = None if args.full else args.limit
    table = [
        "| file | method | n | pos | AUROC | AUPRC | bal. acc (own thr) | F1 (own thr) | "
        "bal. acc @best | FPR@95%rec | items/s | vs groundtrace SGI (AUROC ×, speed ×) | note |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    skipped_lines: list[str] = []
    record: list[dict] = []
    unavailable: dict[str, str] = {}
    for path in files:
        rows = select_rows(read_labelled(path), limit=limit, seed=args.seed, partition="holdout")
        print(f"[{path.stem}] {len(rows)} holdout rows", file=sys.stderr, flush=True)
        y = np.array([r["label"] for r in rows])
        evs = evaluate_rows(rows, methods=methods, encoder=args.encoder, source=path.name)
        base = next((e for e in evs if e.method == BASELINE), None)
        for ev in evs:
            note = f"{ev.skipped} rows skipped (no question)" if ev.skipped else ""
            table.append(_row(path.stem, f"groundtrace {ev.method}", ev.overall,
                              ev.items_per_s, "", note))
            record.append({"file": path.stem, "who": f"groundtrace {ev.method}",
                           **ev.to_dict()})
        for peer in peers:
            if peer in unavailable:
                continue
            print(f"[{path.stem}] peer {peer}", file=sys.stderr, flush=True)
            try:
                pr = run_peer(peer, rows)
            except PeerUnavailable as exc:
                unavailable[peer] = str(exc)
                skipped_lines.append(f"- SKIPPED peer {peer}: {exc}")
                print(f"SKIPPED peer {peer}: {exc}", file=sys.stderr)
                continue
            s = np.asarray(pr.scores, dtype=float)
            g = compute_group_metrics(y, s, np.asarray(pr.decisions, dtype=np.int64))
            ratio = ""
            if base is not None and base.overall is not None and base.overall.auroc and g.auroc:
                speed_ratio = (pr.items_per_s / base.items_per_s
                               if pr.items_per_s and base.items_per_s else None)
                ratio = f"{g.auroc / base.overall.auroc:.2f}×, {fmt(speed_ratio, 2)}×"
            table.append(_row(path.stem, f"peer {peer}", g, pr.items_per_s, ratio))
            record.append({"file": path.stem, "who": f"peer {peer}", "version": pr.version,
                           "score_rule": pr.score_rule, "items_per_s": pr.items_per_s,
                           "load_seconds": pr.load_seconds, **g.to_dict()})
    minutes = (time.perf_counter() - t_start) / 60
    sample = ("every holdout row" if limit is None
              else f"a seed-{args.seed} sample of at most {limit} holdout rows per file")
    peer_rules = sorted({f"- peer {r['who'][5:]} ({r['version']}): score = {r['score_rule']}"
                         for r in record if r["who"].startswith("peer ")})
    lines = header(
        "Quality: groundtrace methods and peers on shared/data/dev",
        load_before,
        [
            f"- rows: HOLDOUT rows only (`groundtrace.datasets.partition(row) == \"holdout\"`;"
            f" learned parts are fitted on \"fit\" rows), {sample}; the same rows for every "
            "method and peer",
            f"- encoder: {args.encoder}; label 1 = not grounded; scores: higher = more likely "
            "not grounded; '@best' = Youden threshold chosen on the same rows (optimistic)",
            "- vs groundtrace SGI: peer AUROC ÷ SGI AUROC, peer items/s ÷ SGI items/s on the "
            "same rows in this run (model loading excluded on both sides)",
            f"- wall time of the whole run: {minutes:.1f} min",
            *peer_rules,
            *skipped_lines,
        ],
    )
    section = "\n".join([*lines, *table, ""])
    if args.json_out:
        args.json_out.write_text(json.dumps(record, indent=1, allow_nan=False))
    publish(section, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
