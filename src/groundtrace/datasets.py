"""Labelled JSONL data: reading with line-numbered errors, and a fixed split.

The schema is the one of ``shared/data/README.md``: ``id``, ``question``,
``context``, ``response``, ``label`` (1 = not grounded), optional ``task``,
``dataset``, ``spans`` and ``meta``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

from groundtrace.errors import DataFormatError

__all__ = ["FIT_FRACTION", "iter_jsonl", "partition", "read_labelled"]

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


def read_labelled(path: str | Path) -> list[dict[str, Any]]:
    """Read a labelled file and check every row has the fields evaluation needs.

    Raises:
        DataFormatError: a row misses ``context``/``response``/``label`` or has a bad label.
    """
    rows = []
    for lineno, obj in iter_jsonl(path):
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
