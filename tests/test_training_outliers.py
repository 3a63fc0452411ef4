"""training/outliers.py: outlier channels split off before static int8 quantisation."""

from __future__ import annotations

import numpy as np
import onnx
import onnxruntime as ort
import pytest
from onnx import TensorProto, helper, numpy_helper
from onnxruntime.quantization import (
    CalibrationDataReader,
    QuantFormat,
    QuantType,
    quantize_static,
)

from training_modules import load_training_module

outliers = load_training_module("outliers")

_CHANNELS, _OUT = 16, 4


def _graph() -> onnx.ModelProto:
    """Y = X @ W + b, X of shape [batch, tokens, 16]."""
    rng = np.random.default_rng(3)
    w = rng.normal(size=(_CHANNELS, _OUT)).astype(np.float32)
    b = rng.normal(size=(_OUT,)).astype(np.float32)
    nodes = [helper.make_node("MatMul", ["x", "w"], ["xw"], name="/layer/dense/MatMul"),
             helper.make_node("Add", ["xw", "b"], ["y"], name="/layer/dense/Add")]
    graph = helper.make_graph(
        nodes, "g",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["batch", "tokens", _CHANNELS])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["batch", "tokens", _OUT])],
        [numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    return model


def _inputs(n: int, seed: int) -> list[dict[str, np.ndarray]]:
    """Activations of about unit size, channel 5 about 40 times larger (an outlier channel)."""
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        x = rng.normal(size=(1, 6, _CHANNELS)).astype(np.float32)
        x[..., 5] *= 40.0
        out.append({"x": x})
    return out


def _run(model: onnx.ModelProto, feeds: list[dict[str, np.ndarray]]) -> np.ndarray:
    sess = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return np.concatenate([sess.run(["y"], f)[0] for f in feeds])


class _Reader(CalibrationDataReader):
    def __init__(self, feeds: list[dict[str, np.ndarray]]) -> None:
        self._it = iter(feeds)

    def get_next(self) -> dict[str, np.ndarray] | None:
        return next(self._it, None)


def _int8(model: onnx.ModelProto, feeds: list[dict[str, np.ndarray]], keep: list[str],
          tmp_path, name: str) -> onnx.ModelProto:
    src, dst = tmp_path / f"{name}_fp32.onnx", tmp_path / f"{name}_int8.onnx"
    onnx.save(model, str(src))
    quantize_static(str(src), str(dst), _Reader(feeds), quant_format=QuantFormat.QDQ,
                    op_types_to_quantize=["MatMul"], per_channel=True,
                    activation_type=QuantType.QUInt8, weight_type=QuantType.QInt8,
                    nodes_to_exclude=keep)
    return onnx.load(str(dst))


def test_only_the_channels_above_the_threshold_are_split_off():
    model = _graph()
    peaks = outliers.channel_peaks(model, _inputs(20, 0))
    assert set(peaks) == {"x"}
    assert np.flatnonzero(peaks["x"] > 20.0).tolist() == [5]
    keep = outliers.split_outliers(model, peaks, threshold=20.0)
    assert keep == ["layer_dense_MatMul_gather", "layer_dense_MatMul_float"]
    (picked,) = [i for i in model.graph.initializer if i.name.endswith("_outlier_channels")]
    assert numpy_helper.to_array(picked).tolist() == [5]
    # the product keeps its name: it is the one quantised
    assert [n.name for n in model.graph.node if n.op_type == "MatMul"] == [
        "/layer/dense/MatMul", "layer_dense_MatMul_float"]


def test_the_split_graph_computes_the_same_values_in_float32():
    model, feeds = _graph(), _inputs(20, 0)
    before = _run(model, feeds)
    outliers.split_outliers(model, outliers.channel_peaks(model, feeds), threshold=4.0)
    np.testing.assert_allclose(_run(model, feeds), before, rtol=1e-5, atol=1e-4)


def test_a_product_without_outliers_is_left_as_it_is():
    model = _graph()
    nodes = [n.name for n in model.graph.node]
    peaks = outliers.channel_peaks(model, _inputs(5, 0))
    assert outliers.split_outliers(model, peaks, threshold=1e6) == []
    assert [n.name for n in model.graph.node] == nodes


def test_int8_with_the_outlier_split_off_is_closer_to_float32(tmp_path):
    calib, test = _inputs(40, 0), _inputs(20, 1)
    reference = _run(_graph(), test)
    plain = _int8(_graph(), calib, [], tmp_path, "plain")
    split = _graph()
    keep = outliers.split_outliers(split, outliers.channel_peaks(split, calib), threshold=4.0)
    split = _int8(split, calib, keep, tmp_path, "split")
    # the float32 part really stays float32
    assert not any(n.op_type == "DequantizeLinear" and n.output[0] in
                   {i for m in split.graph.node if m.name in keep for i in m.input}
                   for n in split.graph.node)
    err_plain = np.abs(_run(plain, test) - reference).mean()
    err_split = np.abs(_run(split, test) - reference).mean()
    assert err_split < err_plain / 3


def test_a_threshold_must_be_positive():
    with pytest.raises(ValueError, match="above 0"):
        outliers.split_outliers(_graph(), {}, threshold=0.0)
