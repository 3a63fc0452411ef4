"""Audit log and HTTP service throughput.

Measures, on this machine:

1. signed appends per second to the SQLite store (WAL, synchronous=FULL) and
   to a PostgreSQL server started for the run on loopback (fsync on);
2. records per second checked by ``verify_store`` (hash + chain + Ed25519);
3. ``POST /v1/triage`` requests per second against ``groundtrace serve`` (a real
   uvicorn process on 127.0.0.1, SQLite audit store, every request recorded),
   driven by an asyncio + httpx load generator for ``--seconds``; any non-200
   answer counts as an error and makes the run fail.

Appends use verdicts precomputed from the bundled banking examples, so the
append numbers measure the log (canonical JSON, sha256, Ed25519, one
transaction per record), not scoring.

Usage:
    .venv/bin/python bench/run_audit.py                      # full run, appends to RESULTS.md
    .venv/bin/python bench/run_audit.py --seconds 10 --no-append
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from importlib import resources
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "audit"))  # the loopback PostgreSQL launcher
sys.path.insert(0, str(ROOT / "bench"))  # results_file: the shared RESULTS.md header/append

from groundtrace.audit import AuditLog, Signer, open_store, run_triage, verify_store  # noqa: E402


def demo_items() -> list[dict[str, Any]]:
    text = resources.files("groundtrace").joinpath("examples/banking_demo.jsonl").read_text(
        encoding="utf-8"
    )
    rows = [json.loads(line) for line in text.splitlines() if line.strip()]
    return [{"question": r["question"], "response": r["response"], "context": r["context"]}
            for r in rows]


def bench_appends(url: str, signer: Signer, items: list[dict[str, Any]],
                  results: list[dict[str, Any]], n: int) -> dict[str, float]:
    log = AuditLog(url, signer)
    try:
        t0 = time.perf_counter()
        for i in range(n):
            k = i % len(items)
            log.record("triage", items[k], results[k], encoder="hashing",
                       tenant=f"tenant-{i % 3}", trace_id=f"bench-{i}")
        append_s = time.perf_counter() - t0
        t1 = time.perf_counter()
        report = verify_store(log.store, signer.signature_verifier())
        verify_s = time.perf_counter() - t1
    finally:
        log.close()
    if not report.ok or report.checked != n:
        raise SystemExit(f"verification failed after the append run: {report}")
    return {"appends": n, "appends_per_s": n / append_s, "verified_per_s": n / verify_s,
            "record_bytes": len(json.dumps(results[0]))}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _load(base: str, items: list[dict[str, Any]], seconds: float,
                concurrency: int) -> dict[str, Any]:
    import httpx

    latencies: list[float] = []
    statuses: dict[int, int] = {}
    failures: list[str] = []
    deadline = time.perf_counter() + seconds

    async def worker(w: int, client: httpx.AsyncClient) -> None:
        i = w
        while time.perf_counter() < deadline:
            body = {**items[i % len(items)], "tenant": f"t{w}", "trace_id": f"load-{w}-{i}"}
            t = time.perf_counter()
            try:
                resp = await client.post(f"{base}/v1/triage", json=body)
                statuses[resp.status_code] = statuses.get(resp.status_code, 0) + 1
                if resp.status_code != 200:
                    failures.append(resp.text[:200])
            except httpx.HTTPError as exc:
                statuses[-1] = statuses.get(-1, 0) + 1
                failures.append(repr(exc))
            latencies.append(time.perf_counter() - t)
            i += concurrency

    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    async with httpx.AsyncClient(timeout=60, limits=limits) as client:
        t0 = time.perf_counter()
        await asyncio.gather(*(worker(w, client) for w in range(concurrency)))
        elapsed = time.perf_counter() - t0
    latencies.sort()
    n = len(latencies)
    return {
        "requests": n,
        "seconds": elapsed,
        "requests_per_s": n / elapsed,
        "errors": n - statuses.get(200, 0),
        "statuses": statuses,
        "p50_ms": 1000 * latencies[n // 2] if n else None,
        "p95_ms": 1000 * latencies[min(n - 1, int(n * 0.95))] if n else None,
        "p99_ms": 1000 * latencies[min(n - 1, int(n * 0.99))] if n else None,
        "first_failures": failures[:3],
    }


def bench_library(items: list[dict[str, Any]], encoder: str, rounds: int = 3) -> float:
    """Triage calls per second in process, one thread: the floor under the HTTP number."""
    for it in items:  # load the models first
        run_triage(it, encoder=encoder)
    t0 = time.perf_counter()
    for _ in range(rounds):
        for it in items:
            run_triage(it, encoder=encoder)
    return rounds * len(items) / (time.perf_counter() - t0)


def bench_service(signer: Signer, items: list[dict[str, Any]], seconds: float,
                  concurrency: int, encoder: str, workdir: Path,
                  workers: int = 1) -> dict[str, Any]:
    import httpx

    port = _free_port()
    url = f"sqlite:///{workdir / 'service.db'}"
    env = {**os.environ, "GROUNDTRACE_SIGNING_KEY": signer.private_base64()}
    env.pop("GROUNDTRACE_SERVICE_TOKEN", None)
    cmd = [str(Path(sys.executable).with_name("groundtrace")), "serve", "--store", url,
           "--port", str(port), "--encoder", encoder, "--log-level", "warning",
           "--workers", str(workers)]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180
        while True:
            if proc.poll() is not None:
                err = proc.stderr.read() if proc.stderr else ""
                raise SystemExit(f"groundtrace serve exited: {err}")
            try:
                if httpx.get(f"{base}/healthz", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise SystemExit("groundtrace serve did not come up in 180 s")
            time.sleep(0.5)
        out = asyncio.run(_load(base, items, seconds, concurrency))
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if proc.stderr:
            proc.stderr.close()
    store = open_store(url)
    try:
        report = verify_store(store, signer.signature_verifier())
        out["records"] = store.count()
    finally:
        store.close()
    out["chain_ok"] = report.ok
    return out


def main() -> None:
    from results_file import add_no_append, header, load_average, publish

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--appends", type=int, default=2000, help="records per store")
    ap.add_argument("--seconds", type=float, default=60.0, help="load duration for /v1/triage")
    ap.add_argument("--concurrency", type=int, default=8, help="concurrent HTTP clients")
    ap.add_argument("--encoder", default="minilm", help="encoder of the served triage")
    ap.add_argument("--skip-postgres", action="store_true")
    add_no_append(ap)
    args = ap.parse_args()

    load_before = load_average()
    signer = Signer.generate()
    items = demo_items()
    results = [run_triage(it, encoder="hashing") for it in items]
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory(prefix="gt-bench-") as tmp:
        work = Path(tmp)
        out["sqlite"] = bench_appends(f"sqlite:///{work / 'audit.db'}", signer, items, results,
                                      args.appends)
        print("sqlite", out["sqlite"], flush=True)
        if not args.skip_postgres:
            from audit_pg import find_pg_bin, postgres_server

            if find_pg_bin() is None:
                print("PostgreSQL not installed: skipped", flush=True)
            else:
                with postgres_server(fsync=True) as pg_url:
                    out["postgres"] = bench_appends(pg_url, signer, items, results,
                                                    args.appends)
                print("postgres", out["postgres"], flush=True)
        out["library_per_s"] = bench_library(items, args.encoder)
        print("library triage/s", out["library_per_s"], flush=True)
        out["service"] = bench_service(signer, items, args.seconds, args.concurrency,
                                       args.encoder, work)
        print("service", out["service"], flush=True)

    svc = out["service"]
    calibration = results[0]["provenance"].get("calibration_id")
    lines = [
        *header("Audit log and HTTP service", load_before, [
            "- appends: verdicts precomputed from the bundled banking examples (the log is "
            "measured, not scoring); one transaction per signed record; verify = sha256 + "
            "chain + Ed25519 per record",
        ]),
        "| store | signed appends/s | verified records/s | records |",
        "| --- | ---: | ---: | ---: |",
    ]
    for name in ("sqlite", "postgres"):
        if name in out:
            r = out[name]
            label = ("SQLite (WAL, synchronous=FULL)" if name == "sqlite"
                     else "PostgreSQL 15, loopback, fsync=on")
            lines.append(f"| {label} | {r['appends_per_s']:.0f} | {r['verified_per_s']:.0f} | "
                         f"{r['appends']} |")
    lines += [
        "",
        f"`POST /v1/triage` through `groundtrace serve` (uvicorn, 1 process, SQLite audit store, "
        f"encoder {args.encoder}, groundtrace.triage with calibration {calibration}, "
        f"{args.concurrency} concurrent loopback clients, "
        f"{svc['seconds']:.0f} s): **{svc['requests_per_s']:.1f} requests/s**, "
        f"{svc['requests']} requests, **{svc['errors']} errors**, p50 {svc['p50_ms']:.0f} ms, "
        f"p95 {svc['p95_ms']:.0f} ms; afterwards the store held {svc['records']} records and "
        f"`verify` {'passed' if svc['chain_ok'] else 'FAILED'}. For scale: the same "
        f"`groundtrace.triage` calls in process, one thread, no HTTP and no audit log: "
        f"{out['library_per_s']:.1f} calls/s.",
        "",
    ]
    text = "\n".join(lines)
    publish(text, args)
    if svc["errors"] or not svc["chain_ok"]:
        raise SystemExit(f"service run had {svc['errors']} errors: {svc['first_failures']}")


if __name__ == "__main__":
    main()
