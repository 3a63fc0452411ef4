"""Start a throwaway PostgreSQL server on loopback for the audit store tests.

Uses the Debian ``postgresql`` binaries (``initdb`` + ``pg_ctl``) into a
temporary directory, with the unix socket inside that directory and a free
TCP port on 127.0.0.1. As root it runs them as the ``postgres`` user
(PostgreSQL refuses to run as root).
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

__all__ = ["find_pg_bin", "postgres_server"]


def find_pg_bin() -> Path | None:
    """The directory holding initdb and pg_ctl, or None when PostgreSQL is absent."""
    found = shutil.which("initdb")
    if found and shutil.which("pg_ctl"):
        return Path(os.path.realpath(found)).parent
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if os.path.exists(f"{candidate}/initdb") and os.path.exists(f"{candidate}/pg_ctl"):
            return Path(candidate)
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def postgres_server(*, fsync: bool = False) -> Iterator[str]:
    """Yield a ``postgresql://`` URL of a fresh server; stop and delete it afterwards."""
    bin_dir = find_pg_bin()
    if bin_dir is None:
        raise FileNotFoundError("initdb/pg_ctl not found (Debian: apt-get install postgresql)")
    root = Path(tempfile.mkdtemp(prefix="gt-pg-"))
    prefix: list[str] = []
    user = pwd.getpwuid(os.geteuid()).pw_name
    if os.geteuid() == 0:
        pw = pwd.getpwnam("postgres")
        os.chown(root, pw.pw_uid, pw.pw_gid)
        prefix = ["runuser", "-u", "postgres", "--"]
        user = "postgres"
    data, log = root / "data", root / "server.log"
    port = _free_port()
    env = {**os.environ, "LC_ALL": "C", "LANG": "C"}
    subprocess.run(
        [*prefix, str(bin_dir / "initdb"), "-D", str(data), "-U", user, "--auth=trust",
         "-E", "UTF8", "--no-sync"],
        check=True, capture_output=True, env=env,
    )
    options = (
        f"-p {port} -k {root} -c listen_addresses=127.0.0.1 -c fsync={'on' if fsync else 'off'}"
    )
    subprocess.run(
        [*prefix, str(bin_dir / "pg_ctl"), "-D", str(data), "-l", str(log), "-w", "-t", "60",
         "-o", options, "start"],
        check=True, capture_output=True, env=env,
    )
    try:
        yield f"postgresql://{user}@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run(
            [*prefix, str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"],
            capture_output=True, env=env,
        )
        shutil.rmtree(root, ignore_errors=True)
