"""The GPU bundle of training/gpu_bundle.py: what travels, checked (pure Python, no torch)."""

from __future__ import annotations

import json
import lzma
from pathlib import Path

import pytest

from training_modules import load_training_module

bundle = load_training_module("gpu_bundle")


def _inputs(tmp_path: Path, rows: int = 50) -> tuple[Path, Path]:
    mix = tmp_path / "mix.jsonl"
    mix.write_text("".join(json.dumps({"premise": f"p {i}", "hypothesis": f"h {i}",
                                       "label": "entailed"}) + "\n" for i in range(rows)),
                   encoding="utf-8")
    (tmp_path / "mix.recipe.json").write_text('{"seed": 1}', encoding="utf-8")
    base = tmp_path / "base"
    base.mkdir()
    (base / "config.json").write_text('{"model_type": "bert"}', encoding="utf-8")
    (base / "tokenizer.json").write_text("{}", encoding="utf-8")
    (base / "model.safetensors").write_bytes(b"weights stay here")
    return mix, base


def test_pack_carries_the_mix_compressed_and_the_base_config_without_weights(tmp_path):
    mix, base = _inputs(tmp_path)
    out = tmp_path / "gpu"
    manifest = bundle.pack(mix, out, base)
    with lzma.open(out / "mix.jsonl.xz", "rb") as fh:
        assert fh.read() == mix.read_bytes()
    assert sorted(manifest["files"]) == ["base/config.json", "base/tokenizer.json",
                                         "mix.jsonl.xz", "mix.recipe.json",
                                         "site/simpleeval.py"]
    assert json.loads((out / "manifest.json").read_text())["files"] == manifest["files"]
    assert manifest["mix_sha256"] == bundle.sha256_file(mix)
    assert not (out / "base" / "model.safetensors").exists()


def test_pack_carries_the_modules_the_gpu_machine_lacks(tmp_path):
    import simpleeval

    mix, base = _inputs(tmp_path)
    bundle.pack(mix, tmp_path / "gpu", base)
    # the product imports it for policy rules; there, without it, `import groundtrace` fails
    assert (tmp_path / "gpu" / "site" / "simpleeval.py").read_bytes() == \
        Path(simpleeval.__file__).read_bytes()


def test_unpack_restores_the_mix_and_refuses_a_corrupt_one(tmp_path):
    mix, base = _inputs(tmp_path)
    out = tmp_path / "gpu"
    bundle.pack(mix, out, base)
    assert bundle.unpack(out).read_bytes() == mix.read_bytes()
    assert bundle.unpack(out).read_bytes() == mix.read_bytes()  # again: kept, checked
    (out / "mix.jsonl").write_text("changed\n", encoding="utf-8")
    assert bundle.unpack(out).read_bytes() == mix.read_bytes()  # rewritten from the archive
    with lzma.open(out / "mix.jsonl.xz", "wb") as fh:
        fh.write(b"other rows\n")
    (out / "mix.jsonl").unlink()
    with pytest.raises(SystemExit, match="does not match the manifest"):
        bundle.unpack(out)


def test_unpack_refuses_a_start_model_other_than_the_packed_one(tmp_path):
    mix, base = _inputs(tmp_path)
    model = tmp_path / "model.onnx"
    model.write_bytes(b"v5")
    out = tmp_path / "gpu"
    manifest = bundle.pack(mix, out, base, start_model=model)
    assert manifest["start_model_sha256"] == bundle.sha256_file(model)
    assert bundle.unpack(out, start_model=model).is_file()
    model.write_bytes(b"a candidate exported since")
    with pytest.raises(SystemExit, match="not the verifier this bundle was packed with"):
        bundle.unpack(out, start_model=model)


def test_pack_refuses_a_bundle_too_large_to_travel_and_a_mix_without_its_recipe(tmp_path,
                                                                                 monkeypatch):
    mix, base = _inputs(tmp_path)
    monkeypatch.setattr(bundle, "BUNDLE_LIMIT", 100)
    with pytest.raises(SystemExit, match="over the 0 MiB it may take"):
        bundle.pack(mix, tmp_path / "gpu", base)
    (tmp_path / "mix.recipe.json").unlink()
    with pytest.raises(SystemExit, match=r"mix\.recipe\.json is missing"):
        bundle.pack(mix, tmp_path / "gpu", base)


def test_pack_refuses_an_unknown_start(tmp_path):
    mix, base = _inputs(tmp_path)
    with pytest.raises(SystemExit, match="start must be 'verifier' or 'base'"):
        bundle.pack(mix, tmp_path / "gpu", base, start="scratch")


def test_start_from_base_keeps_only_the_frozen_table_of_the_verifier(tmp_path):
    torch = pytest.importorskip("torch")
    pytest.importorskip("transformers")
    from train import FROZEN as frozen  # training/ is on sys.path through gpu_bundle

    folder = tmp_path / "gpu"
    folder.mkdir()
    torch.save({frozen: torch.ones(4, 2), "a": torch.zeros(3), "head": torch.zeros(2)},
               folder / "init.pt")
    torch.save({"a": torch.full((3,), 2.0, dtype=torch.float16),
                "head": torch.full((2,), 3.0, dtype=torch.float16)}, folder / bundle.BASE_START)
    bundle._manifest(folder, {})
    bundle.start_from_base(folder)
    state = torch.load(folder / "init.pt", weights_only=True)
    assert torch.equal(state[frozen], torch.ones(4, 2))
    assert state["a"].dtype == torch.float32 and state["a"].tolist() == [2.0, 2.0, 2.0]
    assert state["head"].tolist() == [3.0, 3.0]
    # other weights than the verifier's, or a start file that changed in transit: refused
    torch.save({"a": torch.zeros(3, dtype=torch.float16)}, folder / bundle.BASE_START)
    with pytest.raises(SystemExit, match="does not match its sha256"):
        bundle.start_from_base(folder)
    bundle._manifest(folder, {})
    with pytest.raises(SystemExit, match="name other weights"):
        bundle.start_from_base(folder)
