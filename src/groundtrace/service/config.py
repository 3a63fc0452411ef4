"""Service settings: one dataclass; the CLI and environment variables only fill it."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Literal

from groundtrace.errors import ConfigurationError

__all__ = ["DEFAULT_STORE_URL", "ENV_TOKEN", "MAX_BODY_BYTES", "ServiceConfig"]

#: The embedded store, in the working directory, when no --store is given.
DEFAULT_STORE_URL = "sqlite:///groundtrace-audit.db"
#: Bearer token for writes and the review page (optional).
ENV_TOKEN = "GROUNDTRACE_SERVICE_TOKEN"
#: 1 MiB: far above any single answer + context the scorers accept, small
#: enough that a flood of huge bodies cannot exhaust memory.
MAX_BODY_BYTES = 1_048_576


@dataclass(frozen=True)
class ServiceConfig:
    """How the HTTP service runs.

    Attributes:
        store_url: audit store URL (``sqlite:///...`` or ``postgresql://...``).
        key_path: Ed25519 signing key file; None reads ``GROUNDTRACE_SIGNING_KEY[_FILE]``.
        token: bearer token required for writes, record reads and the review
            page; None reads ``GROUNDTRACE_SERVICE_TOKEN``; empty means no auth.
        encoder: encoder name used by every operation.
        policy_path: policy TOML file enforced by ``/v1/enforce`` (None: no policy).
        index_path: document index folder ``/v1/ask`` answers from (None: no
            ``ask``); build one with ``groundtrace ask --docs DIR --index PATH``.
        max_body_bytes: largest request body accepted (413 above it).
        store_inputs: ``full`` or ``sha256`` (keep only the hash of inputs).
        warm_up: run one evaluation at start so models are loaded before the
            first request.
    """

    store_url: str = DEFAULT_STORE_URL
    key_path: str | None = None
    token: str | None = field(default=None, repr=False)
    encoder: str = "minilm"
    policy_path: str | None = None
    index_path: str | None = None
    max_body_bytes: int = MAX_BODY_BYTES
    store_inputs: Literal["full", "sha256"] = "full"
    warm_up: bool = True

    def __post_init__(self) -> None:
        n = self.max_body_bytes
        if isinstance(n, bool) or not isinstance(n, int) or n < 1024:
            raise ConfigurationError(f"max_body_bytes must be an integer >= 1024, got {n!r}")
        token = os.environ.get(ENV_TOKEN) if self.token is None else self.token
        object.__setattr__(self, "token", token or None)
        if self.token is not None and len(self.token) < 16:
            raise ConfigurationError(
                f"the service token must be at least 16 characters, got {len(self.token)}"
            )
