"""A copy of onnxruntime that runs its AVX2 kernels on an AVX-512 machine, for timing.

groundtrace's speed on a CPU without AVX-512 VNNI differs from its speed on one
with it: there onnxruntime's int8 kernels saturate and groundtrace asks for its
exact u8 x u8 ones instead (``encoders.base.onnx_session_options``). To time
that path without such a CPU, this script copies the installed onnxruntime
package and patches its two CPU-feature readers, so that it never selects
AVX-512 kernels:

- the kernel library's dispatch setup (MLAS): the jump taken when the CPU lacks
  AVX-512F is made unconditional (``test $0x10000,%r10d; je`` -> ``jmp``);
- onnxruntime's own CPU description: its two comparisons of the OS-enabled
  AVX-512 register state with 0xe6 compare with 0xe7, which never matches.

Everything else (AVX2, FMA, the float kernels) runs natively, so timings are
those of this CPU's cores running the AVX2 code paths, not of an older CPU.
The byte patterns were read from the onnxruntime 1.32.0 Linux x86-64 wheel; the
script refuses a build where they are not found exactly as expected. It then
checks in a child process that groundtrace's int8 probe
(``encoders.int8_probe``) saturates with the copy and is exact without it, and
leaves a marker file that ``results_file.machine()`` reports in every section
written with the copy on ``PYTHONPATH``.

    python bench/emulate_avx2.py --out /tmp/ort_avx2
    PYTHONPATH=/tmp/ort_avx2 python bench/run_speed.py --no-peers --repeats 3
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

#: File left in the patched package folder; results_file.machine() looks for it.
MARKER = "GROUNDTRACE_AVX2_EMULATION"

# test $0x10000,%r10d (AVX-512F in CPUID 7 EBX); je +0x0e; mov %r8,%rax; not %rax;
# test $0xe0,%al (AVX-512 state in XCR0). The je (0x74) becomes jmp (0xeb).
_MLAS = bytes.fromhex("41f7c200000100740e4c89c048f7d0a8e0")
_MLAS_JE = 7
# cmp $0xe6,%r9d: XCR0 & 0xe6 == 0xe6 (the OS saves the AVX-512 registers).
_CPUID_INFO = bytes.fromhex("4181f9e6000000")
_CPUID_IMM = 3

_CHECK = (
    "from groundtrace.encoders import int8_probe as p; "
    "import onnxruntime as o; print(p.probe_product(), p.exact_product(), o.__file__)"
)


def _patch(data: bytearray, name: str) -> int:
    """Patch one shared library in place; the number of sites patched (0: no MLAS here)."""
    mlas = _find(data, _MLAS)
    info = _find(data, _CPUID_INFO)
    if not mlas and not info:
        return 0
    if len(mlas) != 1 or len(info) != 2:
        raise SystemExit(f"{name}: found the dispatch pattern {len(mlas)} times and the CPU "
                         f"description pattern {len(info)} times (want 1 and 2): this "
                         "onnxruntime build is not the one the patterns were read from "
                         "(1.32.0, Linux x86-64)")
    data[mlas[0] + _MLAS_JE] = 0xEB
    for at in info:
        data[at + _CPUID_IMM] = 0xE7
    return 3


def _find(data: bytes, pattern: bytes) -> list[int]:
    out, at = [], data.find(pattern)
    while at >= 0:
        out.append(at)
        at = data.find(pattern, at + 1)
    return out


def _probe(pythonpath: str | None) -> tuple[int, int, str]:
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if pythonpath:
        env["PYTHONPATH"] = pythonpath
    proc = subprocess.run([sys.executable, "-c", _CHECK], capture_output=True, text=True,
                          env=env, check=False)
    if proc.returncode:
        raise SystemExit(f"the int8 probe failed:\n{proc.stderr.strip()}")
    got, exact, where = proc.stdout.split()
    return int(got), int(exact), where


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, required=True,
                    help="folder to put the patched onnxruntime package in (replaced)")
    args = ap.parse_args()

    import onnxruntime

    if sys.platform != "linux" or os.uname().machine != "x86_64":
        raise SystemExit("only the Linux x86-64 wheel is known to this script")
    source = Path(onnxruntime.__file__).resolve().parent
    dest = args.out.resolve() / "onnxruntime"
    if dest == source:
        raise SystemExit("--out must not be the installed package's own folder")
    if (source / MARKER).exists():
        raise SystemExit(f"{source} is a patched copy already: run without it on PYTHONPATH")
    got, exact, _ = _probe(None)
    if got != exact:
        raise SystemExit("onnxruntime's int8 kernels already saturate on this CPU: it runs "
                         "the AVX2 path without a patch")
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(source, dest)
    patched = 0
    for lib in sorted(dest.glob("capi/*.so*")):
        data = bytearray(lib.read_bytes())
        sites = _patch(data, lib.name)
        if sites:
            lib.write_bytes(bytes(data))
            patched += 1
            print(f"patched {lib.name}: AVX-512 dispatch and CPU description ({sites} sites)")
    if not patched:
        raise SystemExit(f"no library under {dest / 'capi'} holds the kernel dispatch")
    (dest / MARKER).write_text(
        f"onnxruntime {onnxruntime.__version__} from {source}, patched by bench/emulate_avx2.py "
        "to skip its AVX-512 kernels\n", encoding="utf-8")
    got, exact, where = _probe(str(args.out.resolve()))
    if not where.startswith(str(dest)):
        raise SystemExit(f"the child imported onnxruntime from {where}, not the copy")
    if got == exact:
        raise SystemExit("the patched copy still multiplies int8 exactly: the patch did not "
                         "take (shutil.rmtree the copy and look at the patterns)")
    print(f"int8 probe: {got:,} with the copy (saturated), {exact:,} without it (exact)")
    print(f"use it with: PYTHONPATH={args.out.resolve()} python bench/<benchmark>.py ...")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
