"""Whether onnxruntime's default int8 products are exact here, measured, not guessed.

groundtrace's models are int8 (``MatMulInteger`` and its fused forms). On x86,
onnxruntime picks the kernel for a u8 × s8 product from what the CPU and the
operating system enable: with AVX-512 VNNI or AVX-VNNI each product is added
into 32 bits, exact; with AVX2 or AVX-512 without VNNI two products are added
into a *saturating* 16-bit integer first, so large activations against large
weights are clipped and a score depends on the instruction set.
``session.x64quantprecision`` switches those kernels to u8 × u8 ones that cannot
saturate (:func:`groundtrace.encoders.base.onnx_session_options`).

The CPU's flags do not say which kernels run: a virtual machine can list
``avx512_vnni`` while its operating system leaves the AVX-512 registers off, and
a CPU with AVX-VNNI but no AVX-512 has exact kernels under another flag. So this
module asks onnxruntime itself: one product of 64 pairs chosen to saturate
(255 × 127 each; exact 2,072,640, saturated 1,048,544), run once per process with
the default kernels. The graph is written out below as ONNX protobuf bytes, so
nothing beyond onnxruntime is needed to build it.
"""

from __future__ import annotations

import functools
import logging
import struct

import numpy as np

__all__ = ["PROBE_DEPTH", "exact_product", "int8_products_are_exact", "probe_model"]

#: Pairs in the probe's one product: 32 pairs of pairs, each pair saturating.
PROBE_DEPTH = 64
_A_VALUE = 255  # u8 activation
_B_VALUE = 127  # s8 weight

log = logging.getLogger("groundtrace.encoders")


def exact_product() -> int:
    """What an exact kernel returns for the probe: 64 × 255 × 127."""
    return PROBE_DEPTH * _A_VALUE * _B_VALUE


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _key(field: int, wire: int) -> bytes:
    return _varint(field << 3 | wire)


def _int(field: int, value: int) -> bytes:
    return _key(field, 0) + _varint(value)


def _bytes(field: int, value: bytes | str) -> bytes:
    raw = value.encode("utf-8") if isinstance(value, str) else value
    return _key(field, 2) + _varint(len(raw)) + raw


# onnx.TensorProto.DataType
_UINT8, _INT8, _INT32 = 2, 3, 6


def _value_info(name: str, elem_type: int, dims: tuple[int, ...]) -> bytes:
    """ValueInfoProto {name, type {tensor_type {elem_type, shape {dim {dim_value}}}}}."""
    shape = b"".join(_bytes(1, _int(1, d)) for d in dims)
    tensor_type = _int(1, elem_type) + _bytes(2, shape)
    return _bytes(1, name) + _bytes(2, _bytes(1, tensor_type))


def probe_model() -> bytes:
    """ONNX model bytes: ``Y[1, 8] = MatMulInteger(A[1, 64] u8, B[64, 8] s8)``, B a constant.

    B is an initializer, as the models' weights are, so onnxruntime packs it the
    way it packs theirs. Opset 13, IR version 8.
    """
    rows, cols = PROBE_DEPTH, 8
    weights = struct.pack(f"{rows * cols}b", *([_B_VALUE] * (rows * cols)))
    tensor = _int(1, rows) + _int(1, cols) + _int(2, _INT8) + _bytes(8, "B") + _bytes(9, weights)
    node = _bytes(1, "A") + _bytes(1, "B") + _bytes(2, "Y") + _bytes(3, "probe") \
        + _bytes(4, "MatMulInteger")
    graph = (_bytes(1, node) + _bytes(2, "int8_probe") + _bytes(5, tensor)
             + _bytes(11, _value_info("A", _UINT8, (1, rows)))
             + _bytes(12, _value_info("Y", _INT32, (1, cols))))
    opset = _bytes(1, "") + _int(2, 13)
    return _int(1, 8) + _bytes(7, graph) + _bytes(8, opset)


def probe_product() -> int:
    """The probe's product as onnxruntime's default kernels compute it, one thread."""
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 1
    opts.inter_op_num_threads = 1
    opts.log_severity_level = 3
    session = ort.InferenceSession(probe_model(), opts, providers=["CPUExecutionProvider"])
    activations = np.full((1, PROBE_DEPTH), _A_VALUE, dtype=np.uint8)
    (out,) = session.run(None, {"A": activations})
    return int(out[0, 0])


@functools.cache
def int8_products_are_exact() -> bool:
    """True where onnxruntime's default u8 × s8 kernels gave the exact probe product.

    Measured once per process (a few milliseconds). Where the probe cannot run
    (an onnxruntime build without the operator, say) the answer is False, so
    groundtrace asks for the exact kernels: the safe side.
    """
    try:
        return probe_product() == exact_product()
    except Exception as exc:  # onnxruntime raises its own exception types
        log.warning("the int8 kernel probe failed (%s); asking onnxruntime for exact "
                    "u8 x u8 kernels", exc)
        return False
