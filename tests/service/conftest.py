"""Fixtures for the service tests: an app on a temporary SQLite store, hashing encoder."""

from __future__ import annotations

import pytest

from groundtrace.audit import Signer, open_store
from groundtrace.service import ServiceConfig, create_app

TOKEN = "test-token-0123456789abcdef"


@pytest.fixture(scope="session")
def service_signer() -> Signer:
    return Signer.generate()


def make_app(tmp_path, signer, **overrides):
    pytest.importorskip("fastapi")
    settings = {"store_url": f"sqlite:///{tmp_path / 'audit.db'}", "encoder": "hashing",
                "token": "", **overrides}
    config = ServiceConfig(**settings)
    return create_app(config, signer=signer)


@pytest.fixture
def client(tmp_path, service_signer):
    from fastapi.testclient import TestClient

    app = make_app(tmp_path, service_signer)
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c
    app.state.gt.audit.close()


@pytest.fixture
def store_of():
    def get(client):
        return client.app.state.gt.audit.store

    return get


__all__ = ["TOKEN", "make_app", "open_store"]
