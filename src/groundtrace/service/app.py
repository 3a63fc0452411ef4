"""The FastAPI application factory.

Everything heavy happens once, in :func:`create_app`: the store is opened
(and migrated), the signing key loaded and the models warmed up, so the
first request is as fast as the rest. Routes are thin: parse, call the
library through :mod:`groundtrace.operations`, record, render.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from groundtrace.audit import AuditLog, AuditStore, Signer, load_signer, open_store
from groundtrace.errors import MissingDependency
from groundtrace.operations import load_index, load_policy_file, run_operation
from groundtrace.service.config import ServiceConfig

__all__ = ["CONFIG_ENV", "ServiceState", "app_from_environment", "create_app"]

#: How `groundtrace serve --workers N` hands the settings to its worker processes
#: (JSON of :class:`ServiceConfig` without the token, which travels in
#: ``GROUNDTRACE_SERVICE_TOKEN``).
CONFIG_ENV = "GROUNDTRACE_SERVICE_CONFIG"

log = logging.getLogger("groundtrace.service")

#: A tiny input run once at start so every model is loaded before requests.
_WARM_UP = {
    "question": "What is the fee for a transfer?",
    "response": "The fee is 2 EUR.",
    "context": "A transfer costs 2 EUR.",
}


@dataclass
class ServiceState:
    """What every route needs; built once per app."""

    config: ServiceConfig
    audit: AuditLog
    auth: Any
    templates: Any


def create_app(
    config: ServiceConfig | None = None,
    *,
    store: AuditStore | None = None,
    signer: Signer | None = None,
) -> Any:
    """Build the service.

    Args:
        config: settings; defaults to :class:`ServiceConfig()`.
        store: an open store to use instead of ``config.store_url``.
        signer: a signing key to use instead of ``config.key_path`` / the environment.

    Raises:
        MissingDependency: the ``server`` extra is not installed.
        ConfigurationError / StoreError: no signing key, or the store cannot be opened.
    """
    try:
        from fastapi import FastAPI
    except ImportError:  # pragma: no cover - depends on the environment
        raise MissingDependency("fastapi", "server") from None
    from groundtrace._version import __version__
    from groundtrace.service.api import build_api_router
    from groundtrace.service.auth import Auth
    from groundtrace.service.docs import build_docs_router
    from groundtrace.service.limits import BodySizeLimit
    from groundtrace.service.responses import install_error_handlers
    from groundtrace.service.review import build_review_router, load_templates

    cfg = config or ServiceConfig()
    key = signer if signer is not None else load_signer(cfg.key_path)
    audit = AuditLog(store if store is not None else open_store(cfg.store_url), key,
                     store_inputs=cfg.store_inputs)
    if cfg.policy_path is not None:
        load_policy_file(cfg.policy_path)  # a broken policy stops the start, not a request
    if cfg.index_path is not None:
        load_index(cfg.index_path, cfg.encoder)  # so does a broken or foreign index
    if cfg.warm_up:
        for operation in ("evaluate", "triage"):
            run_operation(operation, _WARM_UP, encoder=cfg.encoder)
    state = ServiceState(config=cfg, audit=audit, auth=Auth(cfg.token), templates=load_templates())

    app = FastAPI(
        title="groundtrace",
        version=__version__,
        summary="Deterministic triage of LLM answers, with a signed audit log and a review page.",
        docs_url=None,  # FastAPI's page loads Swagger UI from a CDN; ours is offline
        redoc_url=None,
    )
    app.state.gt = state
    install_error_handlers(app)
    app.add_middleware(BodySizeLimit, max_bytes=cfg.max_body_bytes)
    app.include_router(build_api_router(state))
    app.include_router(build_review_router(state))
    app.include_router(build_docs_router(state.templates))
    return app


def app_from_environment() -> Any:
    """The app of one worker process of ``groundtrace serve --workers N`` (a uvicorn factory).

    Raises:
        ConfigurationError: ``$GROUNDTRACE_SERVICE_CONFIG`` is missing or malformed.
    """
    import json
    import os

    from groundtrace.errors import ConfigurationError

    raw = os.environ.get(CONFIG_ENV)
    try:
        fields = json.loads(raw or "")
        config = ServiceConfig(**fields)
    except (ValueError, TypeError) as exc:
        raise ConfigurationError(f"${CONFIG_ENV} must hold the service settings as JSON: "
                                 f"{exc}") from None
    return create_app(config)
