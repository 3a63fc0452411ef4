"""Load a script of training/ as a module, for tests of its torch-free parts."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

TRAINING = Path(__file__).resolve().parents[1] / "training"


def load_training_module(name: str) -> ModuleType:
    """``training/<name>.py`` as module ``gt_training_<name>``; skips the calling test
    module when the checkout has no training/ (an sdist)."""
    path = TRAINING / f"{name}.py"
    if not path.exists():  # pragma: no cover - only in an sdist without training/
        pytest.skip(f"training/{name}.py is not in this checkout", allow_module_level=True)
    if str(TRAINING) not in sys.path:  # the scripts import each other by file name
        sys.path.insert(0, str(TRAINING))
    spec = importlib.util.spec_from_file_location(f"gt_training_{name}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def one_pair_sources(tmp_path: Path, mix: ModuleType) -> tuple[Path, Path]:
    """For ``mix.build`` (``mix``: training/mix.py loaded): an NLI folder with one pair per
    source, and empty dev files."""
    nli, dev = tmp_path / "nli", tmp_path / "dev"
    for source in mix.NLI_SOURCES:
        (nli / source).mkdir(parents=True)
        (nli / source / "train.jsonl").write_text(json.dumps(
            {"premise": "A dog runs.", "hypothesis": "An animal runs.", "label": "entailment"})
            + "\n", encoding="utf-8")
    dev.mkdir()
    for name in mix.DEV_FILES:
        (dev / f"{name}.jsonl").write_text("", encoding="utf-8")
    return nli, dev
