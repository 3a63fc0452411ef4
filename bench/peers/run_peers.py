"""Run a peer inside its own venv over given rows and read back its per-row scores."""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from peers.venvs import PEER_PINS, PeerUnavailable, ensure_peer_env

HERE = Path(__file__).resolve().parent
PEERS = tuple(PEER_PINS)

#: Seconds one peer may take to score one file's rows before it is skipped.
RUN_TIMEOUT_S = 3600


@dataclass(frozen=True)
class PeerRun:
    """A peer's output on a list of rows (see ``_protocol.py``)."""

    peer: str
    version: str
    scores: list[float]
    decisions: list[bool]
    load_seconds: float
    seconds: float
    items_per_s: float | None
    latency_ms: dict[str, float] | None
    score_rule: str


def run_peer(
    name: str, rows: Sequence[Mapping[str, Any]], *, latency_items: int = 0, repeats: int = 1
) -> PeerRun:
    """Install (or reuse) the peer's venv, score ``rows`` there, return its output.

    Raises:
        PeerUnavailable: install failed, the script failed, or its output is malformed.
    """
    env = ensure_peer_env(name)
    with tempfile.TemporaryDirectory(prefix=f"gt-peer-{name}-") as tmp:
        rows_path = Path(tmp) / "rows.jsonl"
        out_path = Path(tmp) / "out.json"
        with rows_path.open("w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps({k: r.get(k) for k in ("id", "question", "context",
                                                          "response")}) + "\n")
        cmd = [str(env.python), str(HERE / f"peer_{name}.py"), "--rows", str(rows_path),
               "--out", str(out_path), "--latency-items", str(latency_items),
               "--repeats", str(repeats)]
        child_env = {**os.environ, "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
                     "TOKENIZERS_PARALLELISM": "false"}
        child_env.pop("PYTHONPATH", None)
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=RUN_TIMEOUT_S,
                                  env=child_env, check=False)
        except subprocess.TimeoutExpired:
            raise PeerUnavailable(f"{name}: scoring took over {RUN_TIMEOUT_S}s") from None
        if proc.returncode != 0:
            tail = (proc.stderr.strip().splitlines() or ["(no stderr)"])[-1]
            raise PeerUnavailable(f"{name}: peer script exited {proc.returncode}: {tail}")
        try:
            data = json.loads(out_path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise PeerUnavailable(f"{name}: unreadable output ({exc})") from None
    if len(data.get("scores", ())) != len(rows):
        raise PeerUnavailable(f"{name}: returned {len(data.get('scores', ()))} scores "
                              f"for {len(rows)} rows")
    return PeerRun(
        peer=name, version=data["version"], scores=data["scores"],
        decisions=data["decisions"], load_seconds=data["load_seconds"],
        seconds=data["seconds"], items_per_s=data["items_per_s"],
        latency_ms=data.get("latency_ms"), score_rule=data["score_rule"],
    )
