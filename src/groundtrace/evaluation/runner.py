"""Run scoring methods over labelled rows and measure them, per file and per task.

A *method* turns a list of :class:`~groundtrace.types.Item` into per-row
scores where higher means "more likely NOT grounded" (label 1), its own
yes/no decision at its own threshold, and optionally a probability. Methods
live in a registry: the built-in ones (``sgi``, ``dgi``, ``claims``, ``rules``,
``fused``) are listed in one place, :mod:`groundtrace.evaluation.methods`,
loaded on first use; users add theirs with :func:`register_method`.
"""

from __future__ import annotations

import importlib
import math
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypeVar

import numpy as np

from groundtrace.datasets import partition as row_partition
from groundtrace.datasets import read_labelled
from groundtrace.encoders import Encoder, EncoderLike, resolve_encoder
from groundtrace.errors import ConfigurationError, DataFormatError, InvalidInput, InvalidType
from groundtrace.evaluation.results import (
    GroupMetrics,
    MethodEvaluation,
    compute_group_metrics,
)
from groundtrace.types import Item, as_item

__all__ = [
    "METHOD_PROVIDERS",
    "MethodScores",
    "ScoringMethod",
    "available_methods",
    "evaluate_file",
    "evaluate_rows",
    "get_method",
    "register_method",
    "select_rows",
]

#: Modules imported (once, lazily) to register methods: the built-in ones all
#: live in :mod:`groundtrace.evaluation.methods`. A module that cannot be
#: imported (its extra is missing) simply does not offer its methods.
METHOD_PROVIDERS: tuple[str, ...] = ("groundtrace.evaluation.methods",)

#: Rows per method call: large enough to share encoder batches and dedupe
#: contexts, small enough that the progress bar moves and memory stays flat.
CHUNK_ROWS = 256

#: Task name for rows without a ``task`` field.
NO_TASK = "(none)"

T = TypeVar("T")
Progress = Callable[..., Iterable[Any]]


@dataclass(frozen=True)
class MethodScores:
    """What a method says about each row, in input order.

    Attributes:
        scores: higher = more likely not grounded; NaN where the method cannot
            score the row (it is then left out of the metrics and counted as skipped).
        decisions: the method's own verdict at its own threshold (True = flag).
        probabilities: a calibrated P(not grounded) in [0, 1], or None if the
            method has none (then ECE and Brier are not reported).
    """

    scores: np.ndarray
    decisions: np.ndarray
    probabilities: np.ndarray | None = None

    def to_dict(self) -> dict[str, Any]:
        from groundtrace._serialize import to_jsonable

        return {
            "scores": to_jsonable(self.scores),
            "decisions": [bool(d) for d in self.decisions],
            "probabilities": to_jsonable(self.probabilities),
        }


class ScoringMethod(Protocol):
    def __call__(self, items: Sequence[Item], *, encoder: Encoder) -> MethodScores: ...


@dataclass(frozen=True)
class _Entry:
    fn: ScoringMethod
    description: str


_registry: dict[str, _Entry] = {}
_lock = threading.Lock()
_providers_loaded = False


def register_method(
    name: str, fn: ScoringMethod, *, description: str, replace: bool = False
) -> None:
    """Register a scoring method under ``name`` (lower-case letters, digits, ``_``, ``-``).

    Raises:
        InvalidType: ``fn`` is not callable.
        ConfigurationError: bad name, or the name is taken and ``replace`` is False.
    """
    if not callable(fn):
        raise InvalidType(f"method {name!r} must be callable, got {type(fn).__name__}")
    if not isinstance(name, str) or not name or not all(
        c.islower() or c.isdigit() or c in "_-" for c in name
    ):
        raise ConfigurationError(
            f"method name must be lower-case letters, digits, '_' or '-', got {name!r}"
        )
    with _lock:
        if name in _registry and not replace:
            raise ConfigurationError(
                f"method {name!r} is already registered; pass replace=True to override it"
            )
        _registry[name] = _Entry(fn, description)


def _load_providers() -> None:
    global _providers_loaded
    if _providers_loaded:
        return
    _providers_loaded = True
    for module in METHOD_PROVIDERS:
        try:
            importlib.import_module(module)
        except ImportError:
            continue  # its optional extra is not installed: the method is not offered
        except BaseException:
            _providers_loaded = False  # a broken provider is an error; retry next time
            raise


def available_methods() -> dict[str, str]:
    """Registered method names (sorted) with a one-line description each."""
    _load_providers()
    with _lock:
        return {name: _registry[name].description for name in sorted(_registry)}


def get_method(name: str) -> ScoringMethod:
    """The registered method called ``name``.

    Raises:
        ConfigurationError: no such method (the message lists the registered ones).
    """
    methods = available_methods()
    if name not in methods:
        raise ConfigurationError(
            f"unknown method {name!r}; registered methods: {', '.join(methods)}"
        )
    return _registry[name].fn


# --------------------------------------------------------------------- selection


def select_rows(
    rows: Sequence[Mapping[str, Any]],
    *,
    limit: int | None = None,
    seed: int = 0,
    partition: str | None = None,
) -> list[Mapping[str, Any]]:
    """Keep one ``partition`` (``fit``/``holdout``; None = all), then a seeded sample.

    The sample keeps file order, so the same ``(limit, seed)`` gives the same
    rows on every machine.

    Raises:
        InvalidInput: ``limit`` < 1, or an unknown partition.
    """
    if partition is not None and partition not in ("fit", "holdout"):
        raise InvalidInput(f"partition must be 'fit', 'holdout' or None, got {partition!r}")
    if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool) or limit < 1):
        raise InvalidInput(f"limit must be a positive integer, got {limit!r}")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise InvalidInput(f"seed must be a non-negative integer, got {seed!r}")
    kept = [r for r in rows if partition is None or row_partition(dict(r)) == partition]
    if limit is None or limit >= len(kept):
        return kept
    idx = np.sort(np.random.default_rng(seed).choice(len(kept), size=limit, replace=False))
    return [kept[int(i)] for i in idx]


# --------------------------------------------------------------------- running


def _items(rows: Sequence[Mapping[str, Any]], source: str) -> list[Item]:
    items = []
    for i, row in enumerate(rows):
        try:
            items.append(as_item(row))
        except (InvalidInput, InvalidType) as exc:
            raise DataFormatError(f"{source}: row {i + 1} (id {row.get('id')!r}): {exc}") from None
    return items


def _check_output(out: Any, name: str, n: int) -> MethodScores:
    if not isinstance(out, MethodScores):
        raise InvalidType(f"method {name!r} must return MethodScores, got {type(out).__name__}")
    for field_name in ("scores", "decisions", "probabilities"):
        arr = getattr(out, field_name)
        if arr is None and field_name == "probabilities":
            continue
        if np.shape(arr) != (n,):
            raise InvalidInput(
                f"method {name!r} returned {field_name} of shape {np.shape(arr)}, expected ({n},)"
            )
    return out


def _run_method(
    name: str, items: list[Item], encoder: Encoder, progress: Progress | None, label: str
) -> tuple[MethodScores, float]:
    fn = get_method(name)
    if items:
        fn(items[:1], encoder=encoder)  # warm-up: model loading is not scoring speed
    chunks = [items[i : i + CHUNK_ROWS] for i in range(0, len(items), CHUNK_ROWS)]
    it: Iterable[list[Item]] = (
        progress(chunks, length=len(chunks), label=label) if progress else chunks
    )
    parts: list[MethodScores] = []
    # Each method's speed is that of texts not seen before: another method (or the
    # warm-up) may have filled the encoder's cross-call cache with these rows.
    from groundtrace.scorers.embedding_cache import cache_of

    cache = cache_of(encoder)
    if cache is not None:
        cache.clear()
    t0 = time.perf_counter()
    for chunk in it:
        parts.append(_check_output(fn(chunk, encoder=encoder), name, len(chunk)))
    seconds = time.perf_counter() - t0
    if not parts:
        empty = np.zeros(0)
        return MethodScores(empty, empty.astype(bool)), seconds
    probs = [p.probabilities for p in parts]
    merged = MethodScores(
        scores=np.concatenate([np.asarray(p.scores, dtype=np.float64) for p in parts]),
        decisions=np.concatenate([np.asarray(p.decisions, dtype=bool) for p in parts]),
        probabilities=(
            None if any(p is None for p in probs)
            else np.concatenate([np.asarray(p, dtype=np.float64) for p in probs])
        ),
    )
    return merged, seconds


def evaluate_rows(
    rows: Sequence[Mapping[str, Any]],
    *,
    methods: Sequence[str] = ("sgi",),
    encoder: EncoderLike = None,
    source: str = "<rows>",
    progress: Progress | None = None,
    selection: Mapping[str, Any] | None = None,
) -> list[MethodEvaluation]:
    """Score labelled rows with each method and measure it, overall and per ``task``.

    Args:
        rows: mappings of the labelled schema (``question``, ``context``,
            ``response``, ``label``; optional ``task``).
        methods: registered method names.
        encoder: encoder name / object / callable; None = the default.
        source: a name for the rows in results and errors (e.g. the file name).
        progress: optional ``progress(iterable, length=, label=)`` wrapper.
        selection: how the rows were selected, recorded in the results.

    Raises:
        InvalidInput: no rows, unknown method, a bad label, or a malformed row.
    """
    if not rows:
        raise InvalidInput(f"{source}: no rows to evaluate")
    if isinstance(methods, str) or not methods:
        raise InvalidInput(f"methods must be a non-empty list of names, got {methods!r}")
    for m in methods:
        get_method(m)
    labels = []
    for i, row in enumerate(rows):
        lab = row.get("label")
        if lab not in (0, 1) or isinstance(lab, bool):
            raise DataFormatError(
                f"{source}: row {i + 1}: label must be 0 (grounded) or 1 (not grounded), "
                f"got {lab!r}"
            )
        labels.append(lab)
    y = np.asarray(labels, dtype=np.int64)
    tasks = np.asarray([str(r.get("task") or NO_TASK) for r in rows])
    items = _items(rows, source)
    enc = resolve_encoder(encoder)
    out = []
    for name in methods:
        ms, seconds = _run_method(name, items, enc, progress, f"{name} {Path(source).name}")
        scores = np.asarray(ms.scores, dtype=np.float64)
        ok = ~np.isnan(scores)
        if np.isinf(scores).any():
            raise InvalidInput(f"method {name!r} returned an infinite score")
        probs = None if ms.probabilities is None else np.asarray(ms.probabilities)[ok]
        decisions = np.asarray(ms.decisions, dtype=bool)[ok].astype(np.int64)
        y_ok, s_ok, t_ok = y[ok], scores[ok], tasks[ok]
        overall = (
            compute_group_metrics(y_ok, s_ok, decisions, probs) if ok.any() else None
        )
        per_task: dict[str, GroupMetrics] = {}
        if len(set(t_ok.tolist())) > 1:
            for task in sorted(set(t_ok.tolist())):
                m = t_ok == task
                per_task[task] = compute_group_metrics(
                    y_ok[m], s_ok[m], decisions[m], None if probs is None else probs[m]
                )
        elif overall is not None:
            per_task[str(t_ok[0])] = overall  # one task: its metrics are the file's
        out.append(MethodEvaluation(
            source=source,
            method=name,
            encoder=enc.name,
            rows=len(rows),
            skipped=int((~ok).sum()),
            seconds=seconds,
            items_per_s=(
                int(ok.sum()) / seconds if ok.any() and seconds > 0 and math.isfinite(seconds)
                else None
            ),
            overall=overall,
            tasks=per_task,
            selection=dict(selection or {}),
        ))
    return out


def evaluate_file(
    path: str | Path,
    *,
    methods: Sequence[str] = ("sgi",),
    encoder: EncoderLike = None,
    limit: int | None = None,
    seed: int = 0,
    partition: str | None = None,
    progress: Progress | None = None,
) -> list[MethodEvaluation]:
    """Evaluate methods on a labelled JSONL file (schema of ``shared/data/README.md``).

    Args:
        path: the JSONL file; label 1 = not grounded.
        methods: registered method names (see :func:`available_methods`).
        encoder: encoder name / object / callable; None = the default.
        limit / seed: score a seeded sample of ``limit`` rows (after ``partition``).
        partition: ``"fit"`` or ``"holdout"`` to keep one side of
            :func:`groundtrace.datasets.partition`; None keeps all rows.
        progress: optional ``progress(iterable, length=, label=)`` wrapper.

    Raises:
        DataFormatError: the file is malformed (the message names the line).
        InvalidInput: no rows left to evaluate, or bad options.
    """
    rows = read_labelled(path)
    chosen = select_rows(rows, limit=limit, seed=seed, partition=partition)
    if not chosen:
        raise InvalidInput(
            f"{path}: no rows to evaluate (file has {len(rows)} rows, partition={partition!r})"
        )
    selection = {"file_rows": len(rows), "partition": partition or "all", "limit": limit,
                 "seed": seed if limit is not None else None}
    return evaluate_rows(chosen, methods=methods, encoder=encoder, source=str(path),
                         progress=progress, selection=selection)
