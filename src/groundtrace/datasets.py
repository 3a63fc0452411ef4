"""Labelled JSONL data: reading with line-numbered errors, and a fixed split.

The schema is the one of ``shared/data/README.md``: ``id``, ``question``,
``context``, ``response``, ``label`` (1 = not grounded), optional ``task``,
``dataset``, ``spans`` and ``meta``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any, Literal

from groundtrace.errors import ConfigurationError, DataFormatError, MissingDependency

__all__ = [
    "FIT_FRACTION",
    "PARQUET_SUFFIXES",
    "is_parquet",
    "iter_jsonl",
    "iter_rows",
    "partition",
    "read_labelled",
    "write_rows",
]

#: File names read and written as Parquet (through pyarrow, extra ``parquet``).
PARQUET_SUFFIXES = (".parquet", ".pq")

#: Share of groups that fall in the "fit" part of a labelled file. Anything
#: learned from ``shared/data/dev`` (verifier fine-tuning, fused model) uses
#: only the "fit" part; quality is reported on the "holdout" part.
FIT_FRACTION = 0.5


class _NonStandardNumber(Exception):
    """NaN, Infinity or -Infinity in a JSON text: Python accepts them, JSON does not."""


def _refuse_constant(name: str) -> Any:
    raise _NonStandardNumber(name)


def iter_jsonl(path: str | Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line_number, object)`` for each non-blank line of a JSONL file.

    Raises:
        DataFormatError: the file is missing, not UTF-8, or a line is not a JSON object.
    """
    p = Path(path)
    try:
        fh = p.open("rb")
    except OSError as exc:
        raise DataFormatError(f"cannot open {str(p)!r}: {exc.strerror}") from None
    with fh:
        for lineno, raw in enumerate(fh, start=1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                raise DataFormatError(
                    f"{p}:{lineno}: not valid UTF-8 (byte {exc.start})"
                ) from None
            if not line.strip():
                continue
            try:
                obj = json.loads(line, parse_constant=_refuse_constant)
            except json.JSONDecodeError as exc:
                raise DataFormatError(f"{p}:{lineno}: not valid JSON ({exc.msg})") from None
            except _NonStandardNumber as exc:
                raise DataFormatError(
                    f"{p}:{lineno}: {exc.args[0]} is not valid JSON (use null or a number)"
                ) from None
            except RecursionError:
                raise DataFormatError(f"{p}:{lineno}: JSON nested too deeply") from None
            except ValueError as exc:  # e.g. an integer of more than 4,300 digits
                raise DataFormatError(f"{p}:{lineno}: not valid JSON ({exc})") from None
            if not isinstance(obj, dict):
                raise DataFormatError(
                    f"{p}:{lineno}: each line must be a JSON object, got {type(obj).__name__}"
                )
            yield lineno, obj


def is_parquet(path: str | Path) -> bool:
    return Path(path).suffix.lower() in PARQUET_SUFFIXES


def _pyarrow_parquet() -> Any:
    try:
        import pyarrow.parquet as pq
    except ImportError:
        raise MissingDependency("pyarrow", "parquet") from None
    return pq


def iter_rows(path: str | Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """``(row number, object)`` for each row of a JSONL or Parquet file (by its suffix).

    A Parquet file is read in record batches, so a large one is not loaded whole;
    row numbers count from 1, as JSONL line numbers do.

    Raises:
        DataFormatError: the file is missing or malformed (the message names it).
        MissingDependency: a Parquet file without pyarrow (``pip install 'groundtrace[parquet]'``).
    """
    if not is_parquet(path):
        yield from iter_jsonl(path)
        return
    pq = _pyarrow_parquet()
    import pyarrow as pa

    try:
        reader = pq.ParquetFile(str(path))
    except (OSError, pa.ArrowException) as exc:
        raise DataFormatError(f"cannot read {str(path)!r} as Parquet: {exc}") from None
    number = 0
    try:
        for batch in reader.iter_batches(batch_size=1024):
            for obj in batch.to_pylist():
                number += 1
                yield number, obj
    except (OSError, pa.ArrowException) as exc:
        raise DataFormatError(f"{path}: row {number + 1} cannot be read ({exc})") from None


def write_rows(path: str | Path, rows: Iterable[Mapping[str, Any]]) -> int:
    """Write rows as Parquet; nested values (objects, lists) become JSON text columns.

    Parquet needs one type per column, and a verdict's nested shape varies
    from row to row: as JSON text every row fits, and a reader gets exactly
    the JSONL output's objects back with ``json.loads``. Returns the row count.

    Raises:
        ConfigurationError: the file cannot be written.
        MissingDependency: pyarrow is not installed.
    """
    pq = _pyarrow_parquet()
    import pyarrow as pa

    flat = [{k: (json.dumps(v, ensure_ascii=False, sort_keys=True, allow_nan=False)
                 if isinstance(v, Mapping | list | tuple) else v) for k, v in row.items()}
            for row in rows]
    try:
        table = pa.Table.from_pylist(flat)
        pq.write_table(table, str(path))
    except (OSError, pa.ArrowException) as exc:
        raise ConfigurationError(f"cannot write {str(path)!r} as Parquet: {exc}") from None
    return len(flat)


def read_labelled(path: str | Path) -> list[dict[str, Any]]:
    """Read a labelled file and check every row has the fields evaluation needs.

    Raises:
        DataFormatError: a row misses ``context``/``response``/``label`` or has a bad label.
    """
    rows = []
    for lineno, obj in iter_rows(path):
        for field in ("context", "response", "label"):
            if field not in obj:
                raise DataFormatError(f"{path}:{lineno}: missing field {field!r}")
        for field in ("question", "context", "response"):
            if field in obj and not isinstance(obj[field], str):
                raise DataFormatError(
                    f"{path}:{lineno}: field {field!r} must be a string, "
                    f"got {type(obj[field]).__name__}"
                )
        if obj["label"] not in (0, 1) or isinstance(obj["label"], bool):
            raise DataFormatError(
                f"{path}:{lineno}: label must be 0 (grounded) or 1 (not grounded), "
                f"got {obj['label']!r}"
            )
        obj.setdefault("question", "")
        obj.setdefault("id", f"{Path(path).stem}:{lineno}")
        rows.append(obj)
    return rows


def partition(row: dict[str, Any]) -> Literal["fit", "holdout"]:
    """Deterministic fit/holdout assignment of a labelled row.

    Rows that share ``meta.item`` (the paired right/hallucinated answers of
    HaluEval) always land on the same side, so nothing learned on one half of
    a pair is scored on the other half.
    """
    meta = row.get("meta") or {}
    group = meta.get("item") if isinstance(meta, dict) else None
    key = f"{row.get('dataset', '')}:{group if group is not None else row.get('id', '')}"
    digest = hashlib.sha256(key.encode("utf-8")).digest()
    bucket = int.from_bytes(digest[:8], "big") / 2**64
    return "fit" if bucket < FIT_FRACTION else "holdout"
