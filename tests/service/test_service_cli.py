"""`groundtrace serve` as a real process: loopback by default, records every call."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from groundtrace.audit import open_store, verify_store
from groundtrace.cli import main
from groundtrace.cli.serve import serve

pytest.importorskip("uvicorn")
httpx = pytest.importorskip("httpx")


def test_serve_binds_loopback_by_default():
    host = next(p for p in serve.params if p.name == "host")
    assert host.default == "127.0.0.1"
    help_text = CliRunner().invoke(main, ["serve", "--help"]).output
    for option in ("--store", "--host", "--port", "--key", "--token-file", "--policy", "--json"):
        assert option in help_text


def test_serve_without_a_key_fails_with_a_hint(tmp_path, monkeypatch):
    monkeypatch.delenv("GROUNDTRACE_SIGNING_KEY", raising=False)
    monkeypatch.delenv("GROUNDTRACE_SIGNING_KEY_FILE", raising=False)
    r = CliRunner().invoke(main, ["serve", "--store", f"sqlite:///{tmp_path / 'a.db'}",
                                  "--encoder", "hashing"])
    assert r.exit_code == 1 and "groundtrace keygen" in r.output


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _start_serve(url: str, port: int, signer, *extra: str, stdout=subprocess.DEVNULL):
    """``groundtrace serve`` as a real process on loopback with the hashing encoder."""
    env = {**os.environ, "GROUNDTRACE_SIGNING_KEY": signer.private_base64()}
    env.pop("GROUNDTRACE_SERVICE_TOKEN", None)
    exe = str(Path(sys.executable).with_name("groundtrace"))
    return subprocess.Popen([exe, "serve", "--store", url, "--port", str(port), "--encoder",
                             "hashing", "--log-level", "warning", *extra],
                            env=env, stdout=stdout, stderr=subprocess.PIPE, text=True)


def _wait_healthy(proc, base: str, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while True:
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
        try:
            if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        assert time.monotonic() < deadline, "serve did not start"
        time.sleep(0.2)


def test_serve_process_answers_and_records(tmp_path, service_signer):
    port = _free_port()
    url = f"sqlite:///{tmp_path / 'audit.db'}"
    proc = _start_serve(url, port, service_signer)
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_healthy(proc, base, 60)
        resp = httpx.post(f"{base}/v1/triage", json={
            "question": "What is the fee?", "response": "The fee is 2 EUR.",
            "context": "Transfers cost 2 EUR."})
        assert resp.status_code == 200 and resp.json()["ok"] is True
    finally:
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    store = open_store(url)
    try:
        assert store.get(resp.json()["record_id"]) is not None
        assert verify_store(store, service_signer.signature_verifier()).ok
    finally:
        store.close()


def test_serve_with_two_workers_answers_in_parallel_and_keeps_one_chain(tmp_path,
                                                                         service_signer):
    import concurrent.futures
    import json

    port = _free_port()
    url = f"sqlite:///{tmp_path / 'audit.db'}"
    proc = _start_serve(url, port, service_signer, "--workers", "2", "--threads", "1", "--json",
                        stdout=subprocess.PIPE)
    try:
        assert proc.stdout is not None
        announce = json.loads(proc.stdout.readline())
        assert announce["workers"] == 2 and announce["threads_per_worker"] == 1
        base = announce["url"]
        _wait_healthy(proc, base, 90)
        body = {"question": "What is the fee?", "response": "The fee is 2 EUR.",
                "context": "Transfers cost 2 EUR."}
        with concurrent.futures.ThreadPoolExecutor(8) as pool:
            answers = list(pool.map(
                lambda i: httpx.post(f"{base}/v1/triage", json={**body, "trace_id": f"t{i}"},
                                     timeout=60), range(16)))
        assert all(a.status_code == 200 for a in answers)
        results = {json.dumps(a.json()["result"], sort_keys=True) for a in answers}
        assert len(results) == 1  # every worker gives the same verdict bits
    finally:
        proc.send_signal(signal.SIGINT)
        proc.communicate(timeout=60)
    store = open_store(url)
    try:
        assert store.count() == 16
        assert verify_store(store, service_signer.signature_verifier()).ok
    finally:
        store.close()


def test_worker_app_factory_needs_the_settings(monkeypatch):
    from groundtrace.errors import ConfigurationError
    from groundtrace.service.app import CONFIG_ENV, app_from_environment

    monkeypatch.delenv(CONFIG_ENV, raising=False)
    with pytest.raises(ConfigurationError, match=CONFIG_ENV):
        app_from_environment()
    monkeypatch.setenv(CONFIG_ENV, '{"no_such_setting": 1}')
    with pytest.raises(ConfigurationError, match="service settings"):
        app_from_environment()
