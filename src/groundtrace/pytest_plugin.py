"""The pytest plugin (`pip install 'groundtrace[pytest]'`), loaded by the pytest11 entry point.

- fixture ``groundtrace``: :func:`~groundtrace.testing.assert_grounded`,
  :func:`~groundtrace.testing.assert_rules`, :func:`~groundtrace.testing.assert_policy`
  and :meth:`GroundtraceChecker.check_row`, each counted for the summary;
- marker ``@pytest.mark.groundtrace_golden("golden.jsonl")``: the test runs once
  per row of a labelled JSONL or Parquet file (path relative to the test
  file), the row given as the ``golden_row`` fixture;
- a summary at the end of the run: answers checked, grounded, not.

Offline and deterministic by construction: no network, no LLM, the same
verdict on every run.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from groundtrace import testing
from groundtrace.errors import InvalidInput

__all__ = ["GroundtraceChecker"]


@dataclass
class _Stats:
    checked: int = 0
    failed: int = 0


_STATS = pytest.StashKey[_Stats]()


class GroundtraceChecker:
    """What the ``groundtrace`` fixture gives a test; every check is counted."""

    def __init__(self, stats: _Stats) -> None:
        self._stats = stats

    def _run(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        __tracebackhide__ = True
        self._stats.checked += 1
        try:
            return fn(*args, **kwargs)
        except AssertionError:
            self._stats.failed += 1
            raise

    def assert_grounded(self, answer: str, context: str, **kwargs: Any) -> Any:
        """:func:`groundtrace.testing.assert_grounded`."""
        __tracebackhide__ = True
        return self._run(testing.assert_grounded, answer, context, **kwargs)

    def assert_rules(self, answer: str, **kwargs: Any) -> Any:
        """:func:`groundtrace.testing.assert_rules`."""
        __tracebackhide__ = True
        return self._run(testing.assert_rules, answer, **kwargs)

    def assert_policy(self, message: str, response: str, **kwargs: Any) -> Any:
        """:func:`groundtrace.testing.assert_policy`."""
        __tracebackhide__ = True
        return self._run(testing.assert_policy, message, response, **kwargs)

    def check_row(self, row: Mapping[str, Any], **kwargs: Any) -> Any:
        """A golden row: grounded when ``label`` is 0 (or absent), flagged when it is 1.

        A row labelled 1 (not grounded) fails the test when groundtrace would
        PASS it: the golden set then guards the detector as well as the answers.
        """
        __tracebackhide__ = True
        label = row.get("label", 0)
        if label not in (0, 1):
            raise InvalidInput(f"golden row label must be 0 or 1, got {label!r}")
        args = (row["response"], row.get("context") or "")
        if label == 0:
            return self.assert_grounded(*args, question=row.get("question") or "", **kwargs)
        self._stats.checked += 1
        from groundtrace.operations import prepare_input, triage_inputs

        verdict = triage_inputs([prepare_input("triage", {
            "question": row.get("question") or "", "response": args[0], "context": args[1]})])[0]
        if verdict.decision == "PASS":
            self._stats.failed += 1
            raise testing.GroundingAssertionError(
                "a golden row labelled not grounded passed triage\n"
                + testing.explain_verdict(verdict, args[0]), verdict)
        return verdict


@pytest.fixture
def groundtrace(request: pytest.FixtureRequest) -> GroundtraceChecker:
    """groundtrace's offline, deterministic grounding assertions for this test."""
    return GroundtraceChecker(request.config.stash.setdefault(_STATS, _Stats()))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "groundtrace_golden(path): run the test once per row of a labelled JSONL golden set "
        "(path relative to the test file); the row is the golden_row fixture",
    )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    marker = metafunc.definition.get_closest_marker("groundtrace_golden")
    if marker is None:
        return
    if len(marker.args) != 1 or not isinstance(marker.args[0], str | Path):
        raise pytest.UsageError("groundtrace_golden takes one argument: the path of a JSONL "
                                "or Parquet file")
    if "golden_row" not in metafunc.fixturenames:
        raise pytest.UsageError(
            f"{metafunc.definition.nodeid}: a groundtrace_golden test takes a golden_row argument")
    from groundtrace.datasets import iter_rows
    from groundtrace.errors import DataFormatError, MissingDependency

    path = Path(metafunc.definition.path).parent / marker.args[0]
    try:
        rows = list(iter_rows(path))
    except (DataFormatError, MissingDependency) as exc:
        raise pytest.UsageError(f"groundtrace_golden: {exc}") from None
    ids = [str(obj.get("id") or f"line{lineno}") for lineno, obj in rows]
    metafunc.parametrize("golden_row", [obj for _, obj in rows], ids=ids)


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    stats = config.stash.get(_STATS, None)
    if stats is None or not stats.checked:
        return
    terminalreporter.write_sep("-", "groundtrace")
    noun = "answer" if stats.checked == 1 else "answers"
    terminalreporter.write_line(
        f"{stats.checked} {noun} checked: {stats.checked - stats.failed} as expected, "
        f"{stats.failed} not (offline, deterministic: the same verdicts on every run)")
