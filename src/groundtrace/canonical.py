"""Canonical JSON: the exact bytes that are hashed and signed.

Keys sorted, no insignificant whitespace, UTF-8, no NaN/inf. Python writes
floats with the shortest round-trip ``repr``, so the same value always gives
the same text. Verification never re-serialises: it hashes the stored text.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from groundtrace._serialize import to_jsonable

__all__ = ["canonical_json", "sha256_file", "sha256_hex"]


def canonical_json(obj: Any) -> str:
    """Serialise ``obj`` (dataclasses, numpy scalars allowed) to canonical JSON text."""
    try:
        # Fast path for values that are already plain JSON (every record body
        # is, after its first round trip); anything else goes through
        # to_jsonable, which also turns NaN into null.
        return _dumps(obj)
    except (TypeError, ValueError):
        return _dumps(to_jsonable(obj))


def _dumps(obj: Any) -> str:
    return json.dumps(
        obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    )


def sha256_hex(data: str | bytes) -> str:
    """Hex sha256 of text (encoded as UTF-8) or bytes."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: str | Path) -> str:
    """Hex sha256 of a file's bytes, read in 1 MiB blocks.

    Raises:
        OSError: the file cannot be read.
    """
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()
