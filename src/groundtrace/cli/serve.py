"""``groundtrace serve``: the HTTP API and the review page (extra ``server``)."""

from __future__ import annotations

import click

from groundtrace.cli._common import handle_errors
from groundtrace.encoders import ENCODER_NAMES
from groundtrace.errors import MissingDependency

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
@click.option("--token", envvar="GROUNDTRACE_SERVICE_TOKEN", default=None,
              help="Bearer token required for writes, record reads and the review page "
              "(env GROUNDTRACE_SERVICE_TOKEN; at least 16 characters).")
@click.option("--encoder", type=click.Choice(ENCODER_NAMES), default="minilm", show_default=True,
              help="Embedding model. 'hashing' is for tests only.")
@click.option("--policy", "policy_path", type=click.Path(dir_okay=False),
              help="Policy TOML file enforced by POST /v1/enforce.")
@click.option("--store-inputs", type=click.Choice(["full", "sha256"]), default="full",
              show_default=True,
              help="Keep each input in the audit log, or only its sha256 (no replay, no review).")
@click.option("--max-body-bytes", type=click.IntRange(1024), default=1_048_576, show_default=True,
              help="Largest request body accepted (413 above it).")
@click.option("--log-level", type=click.Choice(["critical", "error", "warning", "info", "debug"]),
              default="info", show_default=True)
@handle_errors
def serve(store_url: str, host: str, port: int, key_path: str | None, token: str | None,
          encoder: str, policy_path: str | None, store_inputs: str, max_body_bytes: int,
          log_level: str) -> None:
    """Run the HTTP API (/v1/...) and the review page (/review).

    Every evaluation is recorded in the signed audit log at --store. Models
    load once, before the server starts listening. OpenAPI: /openapi.json,
    interactive docs: /docs.

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
        store_url=store_url, key_path=key_path, token=token or None, encoder=encoder,
        policy_path=policy_path,
        max_body_bytes=max_body_bytes, store_inputs=store_inputs,  # type: ignore[arg-type]
    )
    click.echo(f"loading models ({encoder}) and opening {store_url} ...", err=True)
    app = create_app(config)
    auth = "bearer token required for writes and /review" if config.token else "no auth"
    click.echo(f"groundtrace serving on http://{host}:{port} ({auth}); review: /review", err=True)
    uvicorn.run(app, host=host, port=port, log_level=log_level)
