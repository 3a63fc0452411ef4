"""Average the weights of verifiers fine-tuned from one start (a "model soup").

Fine-tunes of one start that differ in learning rate, data order or number of
passes lie in one basin; their weight average often reads text none of them
was tuned on better than each alone (Wortsman et al., 2022, "Model soups").
Every input is a ``train.py`` / ``gpu_bundle.py join`` state dict (``final.pt``)
or a ``dequantize.py`` output; all must hold the same tensors.

    python training/soup.py --out training/runs/soup/final.pt \\
        training/runs/a/final.pt training/runs/b/final.pt [--weights 0.5 0.5]

Writes ``final.pt`` and, beside it, ``recipe.json`` naming every input with
its sha256 and weight (and the first input's training recipe under
``ingredients``), so ``export.py --run <folder>`` exports it as any run.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from groundtrace.canonical import sha256_file


def soup(states: list[dict[str, np.ndarray]], weights: list[float]) -> dict[str, np.ndarray]:
    """The weighted mean of ``states``, array by array, summed in float32 in input order.

    Integer arrays (position ids and the like) must agree and are kept.
    """
    if not states:
        raise ValueError("no state dicts to average")
    if len(weights) != len(states):
        raise ValueError(f"{len(weights)} weights for {len(states)} state dicts")
    if any(w < 0 for w in weights) or sum(weights) <= 0:
        raise ValueError("weights must be non-negative with a positive sum")
    keys = list(states[0])
    for i, state in enumerate(states[1:], start=2):
        if list(state) != keys:
            missing = sorted(set(keys) ^ set(state))[:3]
            raise ValueError(f"input {i} holds other tensors than input 1 (e.g. {missing})")
    total = float(sum(weights))
    out = {}
    for key in keys:
        first = states[0][key]
        for state in states[1:]:
            if state[key].shape != first.shape:
                raise ValueError(f"{key}: shape {state[key].shape} against {first.shape}")
        if not np.issubdtype(first.dtype, np.floating):
            if any(not np.array_equal(s[key], first) for s in states[1:]):
                raise ValueError(f"integer array {key} differs between inputs")
            out[key] = first.copy()
            continue
        acc = np.zeros(first.shape, dtype=np.float32)
        for state, w in zip(states, weights, strict=True):
            acc += np.float32(w / total) * state[key].astype(np.float32)
        out[key] = acc.astype(first.dtype)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("inputs", nargs="+", type=Path, help="state dicts (final.pt) to average")
    ap.add_argument("--weights", nargs="+", type=float, help="one per input (default: equal)")
    ap.add_argument("--out", type=Path, required=True, help="the final.pt to write")
    args = ap.parse_args(argv)
    weights = args.weights or [1.0] * len(args.inputs)
    if len(weights) != len(args.inputs):
        ap.error(f"{len(weights)} --weights for {len(args.inputs)} inputs")
    import torch  # the training extra; soup() itself needs numpy only

    try:
        loaded = [torch.load(p, weights_only=True, map_location="cpu") for p in args.inputs]
        states = [{k: v.numpy() for k, v in state.items()} for state in loaded]
        averaged = soup(states, weights)
    except (OSError, ValueError, RuntimeError) as exc:
        print(f"soup: {exc}", file=sys.stderr)
        return 2
    args.out.parent.mkdir(parents=True, exist_ok=True)
    torch.save({k: torch.from_numpy(v) for k, v in averaged.items()}, args.out)
    recipe: dict[str, object] = {
        "soup": [{"path": str(p), "sha256": sha256_file(p), "weight": w}
                 for p, w in zip(args.inputs, weights, strict=True)],
        "out_sha256": sha256_file(args.out),
    }
    first_recipe = args.inputs[0].parent / "recipe.json"
    if first_recipe.exists():
        recipe["ingredients"] = json.loads(first_recipe.read_text(encoding="utf-8"))
    (args.out.parent / "recipe.json").write_text(json.dumps(recipe, indent=2) + "\n",
                                                 encoding="utf-8")
    print(f"soup of {len(states)} -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
