"""training/next_gpu_run.sh and after_gpu_run.sh: they parse, and ask only for what exists.

Both run rarely (on a session lent a GPU), so a flag renamed in a training module would
otherwise be found only then, with the device time running.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = ("next_gpu_run.sh", "after_gpu_run.sh")


@pytest.mark.parametrize("script", SCRIPTS)
def test_the_script_parses(script: str):
    subprocess.run(["bash", "-n", str(ROOT / "training" / script)], check=True)


def _calls(script: str) -> list[tuple[str, list[str]]]:
    """(module and subcommand, its --flags) of each python call in ``script``."""
    text = (ROOT / "training" / script).read_text().replace("\\\n", " ")
    out = []
    for m in re.finditer(r'"\$PY" ((?:training|bench)/\w+\.py)((?: [a-z]+)?)([^\n]*)', text):
        out.append((m.group(1) + m.group(2), re.findall(r"(?<!\S)(--[a-z][a-z-]*)", m.group(3))))
    return out


@pytest.mark.parametrize("script", SCRIPTS)
def test_every_flag_the_script_passes_exists(script: str):
    calls = _calls(script)
    assert len(calls) >= 5
    for call, flags in calls:
        module, *sub = call.split()
        if module in ("training/export.py", "training/dequantize.py"):
            continue  # torch at import: their flags are read from their source instead
        shown = subprocess.run([sys.executable, module, *sub, "--help"], cwd=ROOT,
                               capture_output=True, text=True, check=True).stdout
        for flag in flags:
            assert re.search(rf"(?<![\w-]){re.escape(flag)}(?![\w-])", shown), (call, flag)
    for module in ("training/export.py", "training/dequantize.py"):
        source = (ROOT / module).read_text()
        for call, flags in calls:
            if call == module:
                for flag in flags:
                    assert f'"{flag}"' in source, (call, flag)


def test_after_gpu_run_refuses_a_folder_without_snapshots(tmp_path: Path):
    done = subprocess.run(["bash", "training/after_gpu_run.sh", str(tmp_path),
                           str(tmp_path / "work")], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 2, done.stderr
    assert "no lr*-eNN/ snapshot folder" in done.stderr


def test_after_gpu_run_refuses_to_start_over_an_uncommitted_package_folder(tmp_path: Path):
    # it copies each candidate into the package folder and puts it back from git after,
    # so changes there that git does not hold would be lost
    repo = tmp_path / "repo"
    pkg = repo / "src" / "groundtrace" / "models" / "verifier"
    pkg.mkdir(parents=True)
    (pkg / "config.json").write_text("{}\n")
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-C", str(repo)]
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "pkg"], check=True)
    (pkg / "config.json").write_text('{"name": "a candidate"}\n')
    files = tmp_path / "files"
    (files / "lr1e-5-e02").mkdir(parents=True)
    done = subprocess.run(["bash", str(ROOT / "training" / "after_gpu_run.sh"), str(files),
                           str(tmp_path / "work")], cwd=repo, capture_output=True, text=True)
    assert done.returncode == 2, done.stderr
    assert "has changes not committed" in done.stderr
    assert (pkg / "config.json").read_text() == '{"name": "a candidate"}\n'
