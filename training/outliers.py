"""Outlier channels of a float32 graph's weight products, multiplied in float32.

Used by ``training/export.py --outlier-threshold T`` before static quantisation.

Why: static int8 quantisation gives each activation one scale, set by its
calibrated range. A few input channels of the verifier's products carry values
far outside the rest (v7: the GELU output feeding each layer's second
feed-forward product reaches 23.4 in layer 0 where 99.99 % of values stay
under 4.3), so the scale is up to five times coarser than the other channels
need. On the
claim layer's own pairs v7's int8 export moves P(entailed) by 0.119 on average
from its float32 graph, and the two disagree on the label of one pair in seven
(training/RESULTS.md, "Quantisation error").

Here every product of an activation and a weight (``MatMul`` with an
initializer) is rewritten as

    Y = MatMul(Clip(X, -t, t), W)  +  MatMul(Gather(X, k) - Clip(Gather(X, k), -t, t), W[k])

where ``k`` are the input channels whose calibrated ``|X|`` exceeds ``t``. The
first product keeps its name and is quantised as before, now over a range of
at most ``[-t, t]``; the second (a handful of channels) and its ``Gather``
stay float32 (:func:`split_outliers` returns their names for
``quantize_static(nodes_to_exclude=...)``). In float32 the rewritten graph
computes the same values (to rounding): ``Clip(x) + (x - Clip(x)) = x``.
Clipping a channel that is never outside ``[-t, t]`` changes nothing, so
only the channels ``k`` pay for float32.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import numpy as np
import onnx
import onnxruntime as ort
from onnx import TensorProto, helper, numpy_helper

__all__ = ["DEFAULT_THRESHOLD", "channel_peaks", "split_outliers"]

#: Calibrated |activation| above which an input channel is multiplied in float32.
#: On v7 at 6: 30 of its 36 weight products split, 1 to 9 channels of 384 or 1,536 each.
DEFAULT_THRESHOLD = 6.0


def _weight_products(model: onnx.ModelProto) -> list[onnx.NodeProto]:
    weights = {i.name for i in model.graph.initializer}
    return [n for n in model.graph.node if n.op_type == "MatMul" and n.input[1] in weights]


def channel_peaks(model: onnx.ModelProto,
                  feeds: Iterable[Mapping[str, np.ndarray]]) -> dict[str, np.ndarray]:
    """The largest |value| of each last-axis channel of every weight product's
    activation input, over ``feeds``."""
    inputs = sorted({n.input[0] for n in _weight_products(model)})
    probe = onnx.ModelProto()
    probe.CopyFrom(model)
    for name in inputs:
        probe.graph.output.append(helper.make_tensor_value_info(name, TensorProto.FLOAT, None))
    sess = ort.InferenceSession(probe.SerializeToString(), providers=["CPUExecutionProvider"])
    peaks: dict[str, np.ndarray] = {}
    for feed in feeds:
        for name, value in zip(inputs, sess.run(inputs, dict(feed)), strict=True):
            top = np.abs(value).reshape(-1, value.shape[-1]).max(axis=0)
            peaks[name] = top if name not in peaks else np.maximum(peaks[name], top)
    return peaks


def split_outliers(model: onnx.ModelProto, peaks: Mapping[str, np.ndarray],
                   threshold: float = DEFAULT_THRESHOLD) -> list[str]:
    """Rewrite ``model`` in place (module docstring); the names of the nodes to
    keep in float32. A product with no channel above ``threshold`` is left as it is."""
    if threshold <= 0:
        raise ValueError(f"threshold must be above 0, got {threshold!r}")
    weights = {i.name: i for i in model.graph.initializer}
    keep_float: list[str] = []
    for node in _weight_products(model):
        x, w_name = node.input[0], node.input[1]
        if x not in peaks:
            continue
        k = np.flatnonzero(peaks[x] > threshold).astype(np.int64)
        if len(k) == 0:
            continue
        w = numpy_helper.to_array(weights[w_name])
        tag = node.name.strip("/").replace("/", "_") or f"matmul_{w_name}"
        model.graph.initializer.extend([
            numpy_helper.from_array(k, f"{tag}_outlier_channels"),
            numpy_helper.from_array(np.ascontiguousarray(w[k]).astype(np.float32),
                                    f"{tag}_outlier_weight"),
            numpy_helper.from_array(np.array(-threshold, np.float32), f"{tag}_low"),
            numpy_helper.from_array(np.array(threshold, np.float32), f"{tag}_high"),
        ])
        y = node.output[0]
        low, high = f"{tag}_low", f"{tag}_high"
        new = [
            helper.make_node("Clip", [x, low, high], [f"{tag}_clipped"], name=f"{tag}_clip"),
            helper.make_node("MatMul", [f"{tag}_clipped", w_name], [f"{tag}_main"],
                             name=node.name),
            helper.make_node("Gather", [x, f"{tag}_outlier_channels"], [f"{tag}_picked"],
                             name=f"{tag}_gather", axis=-1),
            helper.make_node("Clip", [f"{tag}_picked", low, high], [f"{tag}_picked_clipped"],
                             name=f"{tag}_clip_picked"),
            helper.make_node("Sub", [f"{tag}_picked", f"{tag}_picked_clipped"], [f"{tag}_rest"],
                             name=f"{tag}_rest"),
            helper.make_node("MatMul", [f"{tag}_rest", f"{tag}_outlier_weight"],
                             [f"{tag}_outliers"], name=f"{tag}_float"),
            helper.make_node("Add", [f"{tag}_main", f"{tag}_outliers"], [y], name=f"{tag}_sum"),
        ]
        at = list(model.graph.node).index(node)
        model.graph.node.remove(node)
        for i, n in enumerate(new):
            model.graph.node.insert(at + i, n)
        keep_float += [f"{tag}_gather", f"{tag}_float"]
    return keep_float
