"""``groundtrace serve``: the HTTP API and the review page (extra ``server``)."""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import Any

import click

from groundtrace.cli._common import echo_json, handle_errors
from groundtrace.encoders import ENCODER_NAMES
from groundtrace.errors import ConfigurationError, MissingDependency

__all__ = ["serve"]


@click.command()
@click.option("--store", "store_url", default="sqlite:///groundtrace-audit.db", show_default=True,
              envvar="GROUNDTRACE_STORE",
              help="Audit store URL: sqlite:///path.db or postgresql://user@host/db "
              "(env GROUNDTRACE_STORE).")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Interface to bind. The default serves this machine only; use 0.0.0.0 "
              "behind a proxy that adds TLS.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535))
@click.option("--key", "key_path", type=click.Path(dir_okay=False),
              help="Ed25519 signing key (default: GROUNDTRACE_SIGNING_KEY[_FILE]); "
              "create one with `groundtrace keygen`.")
@click.option("--token-file", type=click.Path(dir_okay=False), default=None,
              help="File holding the bearer token required for writes, record reads and the "
              "review page (at least 16 characters). Or set GROUNDTRACE_SERVICE_TOKEN. The "
              "token is never an argument: arguments are visible to every user of the machine.")
@click.option("--encoder", type=click.Choice(ENCODER_NAMES), default="minilm", show_default=True,
              help="Embedding model. 'hashing' is for tests only.")
@click.option("--policy", "policy_path", type=click.Path(dir_okay=False),
              help="Policy TOML file enforced by POST /v1/enforce.")
@click.option("--index", "index_path", type=click.Path(file_okay=False, exists=True),
              help="Document index POST /v1/ask answers from (build it with "
              "`groundtrace ask --docs DIR --index PATH`).")
@click.option("--store-inputs", type=click.Choice(["full", "sha256"]), default="full",
              show_default=True,
              help="Keep each input in the audit log, or only its sha256 (no replay, no review).")
@click.option("--max-body-bytes", type=click.IntRange(1024), default=1_048_576, show_default=True,
              help="Largest request body accepted (413 above it).")
@click.option("--workers", type=click.IntRange(1, 64), default=1, show_default=True,
              help="Worker processes, each with its own models (memory grows with it); "
              "requests are spread over them.")
@click.option("--threads", type=click.IntRange(1, 256), default=None,
              help="onnxruntime threads per worker (default: cores / workers, between 1 and "
              "2), so workers do not oversubscribe the cores.")
@click.option("--log-level", type=click.Choice(["critical", "error", "warning", "info", "debug"]),
              default="info", show_default=True)
@click.option("--json", "as_json", is_flag=True,
              help="Once listening, print one JSON object on stdout (url, review and docs "
              "URLs, store, encoder, auth, key id) for the program that started the service.")
@handle_errors
def serve(store_url: str, host: str, port: int, key_path: str | None, token_file: str | None,
          encoder: str, policy_path: str | None, index_path: str | None, store_inputs: str,
          max_body_bytes: int, workers: int, threads: int | None, log_level: str,
          as_json: bool) -> None:
    """Run the HTTP API (/v1/...) and the review page (/review).

    Every evaluation is recorded in the signed audit log at --store. Models
    load once, before the server starts listening. OpenAPI: /openapi.json,
    interactive docs: /docs.

    A PostgreSQL password belongs in GROUNDTRACE_STORE, PGPASSWORD or
    ~/.pgpass rather than in --store: arguments are visible in the process list.

    \b
    Example:
      groundtrace keygen -o audit.key
      groundtrace serve --store sqlite:///audit.db --key audit.key
    """
    try:
        import uvicorn
    except ImportError:
        raise MissingDependency("uvicorn", "server") from None
    from groundtrace.service import ServiceConfig, create_app

    config = ServiceConfig(
        store_url=store_url, key_path=key_path, token=_read_token(token_file), encoder=encoder,
        policy_path=policy_path, index_path=index_path,
        max_body_bytes=max_body_bytes, store_inputs=store_inputs,  # type: ignore[arg-type]
    )
    from groundtrace.encoders import set_inference_threads
    from groundtrace.encoders.base import DEFAULT_INFERENCE_THREADS

    # Two threads per session unless told otherwise: more cores are used with more
    # workers (verdicts are the same bits at 1 and 2 threads; measured, not assumed beyond).
    threads = threads or min(DEFAULT_INFERENCE_THREADS, max(1, (os.cpu_count() or 1) // workers))
    set_inference_threads(threads)
    url = f"http://{'[' + host + ']' if ':' in host else host}:{port}"
    auth = "bearer token required for writes and /review" if config.token else "no auth"
    if workers > 1:
        _serve_workers(config, host, port, workers, threads, log_level, as_json, url, auth)
        return
    click.echo(f"loading models ({encoder}) and opening {store_url} ...", err=True)
    app = create_app(config)
    click.echo(f"groundtrace serving on {url} ({auth}); review: /review", err=True)
    server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level=log_level))
    if as_json:
        _announce_when_started(server, _announce(url, app, encoder, config, 1, threads))
    try:
        server.run()
    except KeyboardInterrupt:  # uvicorn re-raises the Ctrl-C it handled once it has shut down
        pass
    except SystemExit:  # uvicorn exits (code 3) when it cannot bind; report it our way
        if server.started:
            raise
    if not server.started:
        raise ConfigurationError(f"the service could not listen on {host}:{port} (see the log "
                                 "above: port in use, or a host this machine does not have?)")


def _announce(url: str, app: Any, encoder: str, config: Any, workers: int,
              threads: int) -> dict[str, Any]:
    return {"url": url, "review": f"{url}/review", "docs": f"{url}/docs",
            "openapi": f"{url}/openapi.json", "store": app.state.gt.audit.store.url,
            "encoder": encoder, "auth": bool(config.token),
            "key_id": app.state.gt.audit.signer.key_id, "workers": workers,
            "threads_per_worker": threads}


def _serve_workers(config: Any, host: str, port: int, workers: int, threads: int,
                   log_level: str, as_json: bool, url: str, auth: str) -> None:
    """Check everything once here, then bind and hand the socket to ``workers`` processes."""
    import dataclasses
    import json

    import uvicorn
    from uvicorn.supervisors import Multiprocess

    from groundtrace.service import create_app
    from groundtrace.service.app import CONFIG_ENV

    # Store migrations, the key, the policy and the index are checked before any worker
    # starts (a broken setting is one error here, not one per worker); models load in
    # the workers only.
    probe = create_app(dataclasses.replace(config, warm_up=False))
    announce = _announce(url, probe, config.encoder, config, workers, threads)
    probe.state.gt.audit.close()
    fields = {f.name: getattr(config, f.name) for f in dataclasses.fields(config)
              if f.name != "token"}
    os.environ[CONFIG_ENV] = json.dumps(fields)
    os.environ["GROUNDTRACE_THREADS"] = str(threads)
    if config.token:
        os.environ["GROUNDTRACE_SERVICE_TOKEN"] = config.token
    ucfg = uvicorn.Config("groundtrace.service.app:app_from_environment", factory=True,
                          host=host, port=port, workers=workers, log_level=log_level)
    try:
        sock = ucfg.bind_socket()
    except SystemExit:
        raise ConfigurationError(f"the service could not listen on {host}:{port} (port in use, "
                                 "or a host this machine does not have?)") from None
    click.echo(f"groundtrace serving on {url} ({auth}) with {workers} workers x {threads} "
               "threads; review: /review (requests wait until the workers have loaded "
               "their models)", err=True)
    if as_json:
        echo_json(announce)
        sys.stdout.flush()
    with contextlib.suppress(KeyboardInterrupt):
        Multiprocess(ucfg, sockets=[sock]).run()


def _read_token(path: str | None) -> str | None:
    """The token from ``path`` (surrounding whitespace dropped); None without a file."""
    if path is None:
        return None
    try:
        token = Path(path).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigurationError(f"cannot read the token file {path!r}: {exc}") from None
    if not token:
        raise ConfigurationError(f"the token file {path!r} is empty")
    return token


def _announce_when_started(server: Any, announce: dict[str, Any]) -> None:
    """Print ``announce`` as JSON once ``server`` listens (after its startup completes)."""
    startup = server.startup

    async def startup_then_announce(*args: Any, **kwargs: Any) -> None:
        await startup(*args, **kwargs)
        if server.started:
            echo_json(announce)
            sys.stdout.flush()

    server.startup = startup_then_announce
