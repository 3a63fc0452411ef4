"""Fixtures for the audit tests: signing keys, and stores on SQLite and PostgreSQL."""

from __future__ import annotations

import itertools

import pytest
from audit_pg import find_pg_bin, postgres_server

from groundtrace.audit import AuditLog, Signer

_db_counter = itertools.count()


@pytest.fixture(scope="session")
def signer() -> Signer:
    return Signer.generate()


@pytest.fixture(scope="session")
def pg_server():
    if find_pg_bin() is None:
        pytest.skip("PostgreSQL is not installed (Debian: apt-get install postgresql); "
                    "the PostgreSQL store tests need initdb and pg_ctl")
    with postgres_server() as url:
        yield url


def _new_pg_database(server_url: str) -> str:
    import psycopg

    name = f"gt_test_{next(_db_counter)}"
    with psycopg.connect(server_url, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    return server_url.rsplit("/", 1)[0] + f"/{name}"


@pytest.fixture(params=["sqlite", "postgres"])
def store_url(request, tmp_path) -> str:
    """A fresh, empty store of each kind."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'audit.db'}"
    return _new_pg_database(request.getfixturevalue("pg_server"))


@pytest.fixture
def log(store_url, signer):
    audit_log = AuditLog(store_url, signer)
    yield audit_log
    audit_log.close()
