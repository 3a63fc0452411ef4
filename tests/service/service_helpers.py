"""Builders shared by the service tests (kept out of conftest so imports are unambiguous)."""

from __future__ import annotations

import pytest

from groundtrace.service import ServiceConfig, create_app

TOKEN = "test-token-0123456789abcdef"


def make_app(tmp_path, signer, **overrides):
    pytest.importorskip("fastapi")
    settings = {"store_url": f"sqlite:///{tmp_path / 'audit.db'}", "encoder": "hashing",
                "token": "", **overrides}
    config = ServiceConfig(**settings)
    return create_app(config, signer=signer)


