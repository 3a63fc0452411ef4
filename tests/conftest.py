"""Shared fixtures: a deterministic hashing encoder for fast offline tests."""

from __future__ import annotations

import pytest

from groundtrace.encoders.hashing import HashingEncoder


@pytest.fixture
def hashing():
    return HashingEncoder(256)
