"""Shared fixtures: a deterministic hashing encoder for fast offline tests."""

from __future__ import annotations

import pytest

from groundtrace.encoders.hashing import HashingEncoder


@pytest.fixture
def hashing():
    return HashingEncoder(256)


@pytest.fixture(autouse=True)
def _verifier_for_unit_tests(request):
    """Unit tests verify claims with the alignment verifier (no model load);
    tests marked ``models`` keep the shipped default, the trained verifier."""
    from groundtrace.claims.verifiers import get_default_verifier, set_default_verifier

    if request.node.get_closest_marker("models") is not None:
        yield
        return
    before = get_default_verifier()
    set_default_verifier("alignment")
    yield
    set_default_verifier(before)
