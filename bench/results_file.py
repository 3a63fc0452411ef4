"""Machine, commit and command of a benchmark run, and appending to bench/RESULTS.md."""

from __future__ import annotations

import argparse
import datetime as dt
import fcntl
import os
import platform
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "RESULTS.md"
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "dev"


#: Source of ``_peak_rss_mb()`` for the child processes benchmarks start: the peak
#: RSS of the process image (Linux VmHWM, reset by exec). ``ru_maxrss`` is not: it
#: keeps the parent's peak across fork and exec, so a child started by a benchmark
#: that had loaded the models reported the parent's ~500 MB as its own.
PEAK_RSS_CODE = """
def _peak_rss_mb():
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
"""


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def _ram_gib() -> str:
    try:
        pages = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
        return f"{pages / 2**30:.0f} GiB"
    except (ValueError, OSError):
        return "unknown RAM"


def load_average() -> str:
    try:
        one, five, fifteen = os.getloadavg()
        return f"{one:.1f} / {five:.1f} / {fifteen:.1f}"
    except OSError:
        return "unknown"


def machine() -> str:
    """CPU model and vector extensions (the same model name can come with or without
    AVX-512, at very different speeds), cores, RAM, OS, Python and which int8 kernels
    run; says so when onnxruntime is the AVX2-only copy of bench/emulate_avx2.py."""
    import onnxruntime

    from groundtrace.encoders.base import exact_int8_kernels, vector_extensions

    ext = vector_extensions() or "vector extensions unknown"
    int8 = ("onnxruntime's own int8 kernels (exact)" if exact_int8_kernels()
            else "exact u8 x u8 int8 kernels (onnxruntime's own saturate here)")
    text = (f"{_cpu_model()} ({ext}), {os.cpu_count()} logical CPUs, {_ram_gib()}, "
            f"{platform.system()} {platform.release()}, Python {platform.python_version()}, "
            f"{int8}")
    marker = Path(onnxruntime.__file__).resolve().parent / "GROUNDTRACE_AVX2_EMULATION"
    if marker.exists():
        text += ("; AVX2 EMULATED: onnxruntime patched to skip its AVX-512 kernels "
                 "(bench/emulate_avx2.py)")
    return text


def commit() -> str:
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True,
                              check=False).stdout.strip()

    sha = git("rev-parse", "--short=12", "HEAD") or "unknown"
    dirty = git("status", "--porcelain", "--untracked-files=no", "--", "src")
    return sha + (" (src has uncommitted changes)" if dirty else "")


def command() -> str:
    script = Path(sys.argv[0]).resolve()
    try:
        script_txt = str(script.relative_to(ROOT))
    except ValueError:
        script_txt = str(script)
    return shlex.join(["python", script_txt, *sys.argv[1:]])


def now() -> str:
    return dt.datetime.now(dt.UTC).strftime("%Y-%m-%d %H:%M UTC")


def header(title: str, load_before: str, extra: list[str]) -> list[str]:
    """The dated heading and provenance lines every section starts with."""
    return [
        f"## {title} — {now()}",
        "",
        f"- machine: {machine()}",
        f"- load average (1/5/15 min) at start: {load_before}; at end: {load_average()} "
        "(2 cores: a load near 2 is the run itself; above it, other work shared the "
        "cores and the speed figures are a floor)",
        f"- commit: {commit()}",
        f"- command: `{command()}`",
        *extra,
        "",
    ]


def append(section: str) -> None:
    """Append a section to bench/RESULTS.md under an exclusive lock (others append too)."""
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    with RESULTS.open("a", encoding="utf-8") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            if fh.tell() == 0:
                fh.write("# groundtrace benchmark results\n\nEach section is appended by a "
                         "script under bench/; newest last.\n")
            fh.write("\n" + section.rstrip("\n") + "\n")
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def add_no_append(ap: argparse.ArgumentParser) -> None:
    """The ``--no-append`` flag every bench script takes."""
    ap.add_argument("--no-append", action="store_true",
                    help="print the section only; do not append it to bench/RESULTS.md")


def publish(section: str, args: argparse.Namespace) -> None:
    """Print ``section`` and append it to bench/RESULTS.md unless ``--no-append`` was given."""
    print(section)
    if not args.no_append:
        append(section)


def fmt(value: float | None, digits: int = 3) -> str:
    return "—" if value is None else f"{value:.{digits}f}"
