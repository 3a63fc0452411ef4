"""Fixtures for the service tests: an app on a temporary SQLite store, hashing encoder."""

from __future__ import annotations

import pytest
from service_helpers import make_app

from groundtrace.audit import Signer


@pytest.fixture(scope="session")
def service_signer() -> Signer:
    return Signer.generate()


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

