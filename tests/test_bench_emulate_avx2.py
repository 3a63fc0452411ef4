"""bench/emulate_avx2.py: the byte patches that keep onnxruntime off its AVX-512 kernels."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[1] / "bench" / "emulate_avx2.py"
_spec = importlib.util.spec_from_file_location("emulate_avx2", _PATH)
assert _spec is not None and _spec.loader is not None
emulate = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(emulate)

DISPATCH = bytes.fromhex("41f7c200000100740e4c89c048f7d0a8e0")
CPU_INFO = bytes.fromhex("4181f9e6000000")


def test_the_dispatch_jump_and_both_cpu_description_compares_are_patched() -> None:
    data = bytearray(b"\x90" * 8 + CPU_INFO + b"\x90" * 3 + DISPATCH + b"\xcc" + CPU_INFO)
    assert emulate._patch(data, "lib.so") == 3
    at = data.find(bytes.fromhex("41f7c2000001"))
    assert data[at + 7] == 0xEB  # je -> jmp: the AVX-512 branch is never taken
    assert data.count(bytes.fromhex("4181f9e7000000")) == 2  # cmp $0xe7: never equal
    assert CPU_INFO not in data


def test_a_library_without_the_patterns_is_left_alone() -> None:
    data = bytearray(b"\x90" * 64)
    assert emulate._patch(data, "other.so") == 0
    assert data == bytearray(b"\x90" * 64)


@pytest.mark.parametrize("body", [DISPATCH + CPU_INFO,                        # one compare
                                  DISPATCH + DISPATCH + CPU_INFO + CPU_INFO])  # two dispatches
def test_another_build_is_refused(body: bytes) -> None:
    with pytest.raises(SystemExit, match="not the one the patterns were read from"):
        emulate._patch(bytearray(body), "lib.so")
