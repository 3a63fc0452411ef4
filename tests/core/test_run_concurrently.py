"""run_concurrently: results in job order, at most ``threads`` at a time."""

from __future__ import annotations

import threading
import time

import pytest

from groundtrace.encoders.base import run_concurrently


def test_results_keep_the_order_of_the_jobs():
    jobs = [5, 1, 4, 2, 3]

    def slow_square(x: int) -> int:
        time.sleep(x / 500)
        return x * x

    assert run_concurrently(slow_square, jobs, 3) == [25, 1, 16, 4, 9]
    assert run_concurrently(slow_square, jobs, 1) == [25, 1, 16, 4, 9]
    assert run_concurrently(slow_square, [], 2) == []


def test_threads_jobs_run_at_once_never_more_and_one_thread_runs_inline():
    lock = threading.Lock()
    running, peak, seen = [0], [0], set()
    together = threading.Barrier(2, timeout=10)  # broken unless two jobs overlap

    def job(i: int) -> None:
        with lock:
            running[0] += 1
            peak[0] = max(peak[0], running[0])
            seen.add(threading.get_ident())
        if i < 2:
            together.wait()
        time.sleep(0.002)
        with lock:
            running[0] -= 1

    run_concurrently(job, list(range(12)), 2)
    assert peak[0] == 2 and len(seen) == 2
    seen.clear()
    run_concurrently(lambda i: job(i + 2), list(range(4)), 1)
    assert seen == {threading.get_ident()}


def test_an_error_in_a_job_reaches_the_caller():
    def boom(x: int) -> int:
        if x == 3:
            raise ValueError("job 3 failed")
        return x

    with pytest.raises(ValueError, match="job 3 failed"):
        run_concurrently(boom, [1, 2, 3, 4], 2)
