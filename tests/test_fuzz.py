"""Property-based fuzzing of every parser and boundary (the short run; bench/run_fuzz.py is long).

Each target may only return, raise its documented errors, or keep its
invariants; an exception from deep inside fails here with a shrunk input.
"""

from __future__ import annotations

import pytest

from fuzz_targets import TARGETS, run_target


@pytest.mark.parametrize("target", TARGETS, ids=lambda t: t.name)
def test_target_raises_only_documented_errors(target):
    stats = run_target(target, max_examples=40, raise_failures=True)
    assert stats.inputs >= 40 and stats.failures == 0
