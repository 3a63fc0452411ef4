"""Requantise an int8 model's product weights to 7 bits, from its float32 source.

    python training/reduce_range.py --model src/groundtrace/models/verifier/model.onnx \\
        --fp32 training/runs/g17-lr1e-5-e03/export/model_fp32.onnx --out /tmp/verifier7/model.onnx

Why: without AVX-512 VNNI or AVX-VNNI (an AVX2 CPU, AVX-512 without VNNI),
onnxruntime's u8 x s8 kernels add two products into a saturating 16-bit
integer, so groundtrace asks for its slower exact u8 x u8 kernels there
(``encoders.base.onnx_session_options``). With weights in [-64, 64] two
products of a u8 activation and a weight sum to at most 2 * 255 * 64 = 32,640,
inside 16 bits: the fast kernels become exact for that model and give the
same bits as a VNNI machine's.

Every int8 weight that enters a product (a ``MatMulInteger`` input, or a
``DequantizeLinear`` feeding ``MatMul``/``Gemm``) is quantised again from the
float32 weight of the same name, symmetrically and per output channel as
onnxruntime's ``reduce_range`` does (scale = max |w| / 64, zero point 0); its
scale initializer is replaced, and an int32 bias quantised with the old
weight scale (a QDQ ``Gemm``) is quantised again with the new one. Activation
scales, the word tables (``Gather``: no products) and the graph are kept, so
the output differs from the input model by the weights' last bit only.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import onnx
from onnx import numpy_helper

#: Largest weight magnitude whose u8 x s8 pair sums cannot saturate 16 bits.
WEIGHT_LIMIT = 64
_PRODUCTS = frozenset({"MatMul", "Gemm"})


def _requantize(w: np.ndarray, axis: int | None) -> tuple[np.ndarray, np.ndarray]:
    """Symmetric 7-bit quantisation of ``w``, per slice along ``axis`` (per tensor when None)."""
    if axis is None:
        absmax = np.array(np.abs(w).max(), dtype=np.float32)
    else:
        other = tuple(i for i in range(w.ndim) if i != axis)
        absmax = np.abs(w).max(axis=other).astype(np.float32)
    scale = np.where(absmax > 0, absmax / WEIGHT_LIMIT, np.float32(1.0)).astype(np.float32)
    shape = [1] * w.ndim
    if axis is not None:
        shape[axis] = -1
    q = np.clip(np.rint(w / scale.reshape(shape)), -WEIGHT_LIMIT, WEIGHT_LIMIT).astype(np.int8)
    return q, scale


def _weight_sites(model: onnx.ModelProto,
                  inits: dict[str, np.ndarray]) -> list[tuple[str, str, int | None]]:
    """(quantised weight, its scale, channel axis) for every int8 weight entering a product."""
    users: dict[str, list[onnx.NodeProto]] = {}
    for node in model.graph.node:
        for name in node.input:
            users.setdefault(name, []).append(node)
    sites = []
    for node in model.graph.node:
        if node.op_type == "MatMulInteger" and node.input[1] in inits:
            weight = node.input[1]
            scale = weight.removesuffix("_quantized") + "_scale"
            w = inits[weight]
            # MatMulInteger's B is (K, N): one scale per output column.
            axis = 1 if scale in inits and inits[scale].size == w.shape[1] > 1 else None
            sites.append((weight, scale, axis))
        elif node.op_type == "DequantizeLinear" and node.input[0] in inits:
            if inits[node.input[0]].dtype != np.int8:
                continue
            if not any(u.op_type in _PRODUCTS for u in users.get(node.output[0], [])):
                continue
            axis_attr = [a.i for a in node.attribute if a.name == "axis"]
            scale_size = inits[node.input[1]].size
            axis = (axis_attr[0] if axis_attr else 1) if scale_size > 1 else None
            sites.append((node.input[0], node.input[1], axis))
    return sites


def requantize(model: onnx.ModelProto, fp32: onnx.ModelProto) -> dict[str, int]:
    """Rewrite ``model``'s product weights to 7 bits in place; counts of what changed."""
    inits = {i.name: numpy_helper.to_array(i) for i in model.graph.initializer}
    source = {i.name: numpy_helper.to_array(i) for i in fp32.graph.initializer}
    new: dict[str, np.ndarray] = {}
    scale_ratio: dict[str, np.ndarray] = {}
    for weight, scale, axis in _weight_sites(model, inits):
        name = weight.removesuffix("_quantized")
        if name not in source:
            raise SystemExit(f"no float32 weight {name!r} for {weight!r} in the source model")
        w = source[name].astype(np.float32)
        if w.shape != inits[weight].shape:
            raise SystemExit(f"{name!r}: float32 shape {w.shape}, int8 shape {inits[weight].shape}")
        q, s = _requantize(w, axis)
        new[weight] = q
        new[scale] = s.reshape(inits[scale].shape)
        scale_ratio[name] = new[scale] / inits[scale]
    biases = 0
    for node in model.graph.node:
        # A QDQ Gemm's bias: int32 with scale = activation scale x weight scale.
        if node.op_type != "DequantizeLinear":
            continue
        if inits.get(node.input[0], np.empty(0)).dtype != np.int32:
            continue
        bias = node.output[0]
        gemm = next((n for n in model.graph.node
                     if n.op_type == "Gemm" and bias in n.input[2:]), None)
        if gemm is None or bias not in source:
            continue
        weight_name = gemm.input[1].removesuffix("_DequantizeLinear_Output")
        if weight_name not in scale_ratio:
            continue
        old_scale = inits[node.input[1]]
        bias_scale = old_scale * scale_ratio[weight_name].reshape(old_scale.shape)
        new[node.input[1]] = bias_scale.astype(np.float32)
        q = np.rint(source[bias].astype(np.float64) / bias_scale)
        new[node.input[0]] = q.astype(np.int32)
        biases += 1
    for init in model.graph.initializer:
        if init.name in new:
            init.CopyFrom(numpy_helper.from_array(new[init.name], init.name))
    return {"weights": sum(1 for k in new if new[k].dtype == np.int8), "biases": biases}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", type=Path, required=True, help="int8 ONNX model to requantise")
    ap.add_argument("--fp32", type=Path, required=True, help="its float32 ONNX source")
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args(argv)
    model = onnx.load(str(args.model))
    counts = requantize(model, onnx.load(str(args.fp32)))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    onnx.save(model, str(args.out))
    print(f"{args.out}: {counts['weights']} weights and {counts['biases']} biases at 7 bits")
    return 0


if __name__ == "__main__":
    sys.exit(main())
