"""Which layer may import which, checked on the source (docs/architecture.md draws it).

Every module of ``groundtrace`` belongs to one layer, by the longest matching
prefix in :data:`LAYERS`. A module may import its own layer and the layers
below it, never one above: the CLI, the service and the audit log call the
core; the core never calls them. Imports inside functions count (a lazy
import is still a dependency); imports under ``if TYPE_CHECKING:`` do not.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "groundtrace"

#: Lowest layer first. A module's layer is that of its longest matching prefix.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("foundation", ("groundtrace._version", "groundtrace.errors", "groundtrace._serialize",
                    "groundtrace.canonical",
                    "groundtrace.sandbox", "groundtrace.text", "groundtrace.datasets",
                    "groundtrace.evaluation.metrics")),
    ("inputs and models", ("groundtrace.encoders", "groundtrace.models", "groundtrace.types",
                           "groundtrace.sources", "groundtrace.checks", "groundtrace.retrieval",
                           "groundtrace.verdict")),
    ("scorers", ("groundtrace.scorers", "groundtrace.claims", "groundtrace.rules")),
    ("decisions", ("groundtrace.evaluate", "groundtrace.policy",
                   "groundtrace.calibration.features", "groundtrace.calibration.fusion",
                   "groundtrace.calibration.bundle", "groundtrace.labelling.strategies",
                   "groundtrace.triage", "groundtrace.answer")),
    ("fitting and evaluation", ("groundtrace.calibration", "groundtrace.evaluation",
                                "groundtrace.labelling")),
    # The use cases (score, verify, rules, enforce, triage) on one validated input.
    ("operations", ("groundtrace.operations",)),
    ("audit", ("groundtrace.audit",)),
    ("adapters", ("groundtrace.service", "groundtrace.cli", "groundtrace.__main__",
                  "groundtrace.testing", "groundtrace.pytest_plugin", "groundtrace.frames",
                  "groundtrace.spark")),
    # The package root re-exports the public API from every layer, lazily.
    ("facade", ("groundtrace",)),
)


def layer_of(module: str) -> int:
    best, best_len = None, -1
    for rank, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best_len:
                best, best_len = rank, len(prefix)
    if best is None:
        raise AssertionError(f"{module} is in no layer: add it to LAYERS")
    return best


def _module_name(path: Path) -> str:
    parts = path.relative_to(SRC.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) \
                and node.test.id == "TYPE_CHECKING":
            for child in node.body:
                skip.update(id(n) for n in ast.walk(child))
    return skip


def imports_of(source: str, module: str) -> list[str]:
    """Every ``groundtrace`` module ``source`` imports (the package uses absolute imports)."""
    tree = ast.parse(source)
    skip = _type_checking_nodes(tree)
    out: list[str] = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.ImportFrom):
            assert not node.level, f"{module}: use absolute imports (from groundtrace...)"
            name = node.module or ""
            if name == "groundtrace":
                # `from groundtrace import x`: x is a submodule or a re-exported name
                out += [f"groundtrace.{a.name}" if (SRC / a.name).exists()
                        or (SRC / f"{a.name}.py").exists() else "groundtrace"
                        for a in node.names]
            elif name.startswith("groundtrace."):
                out.append(name)
        elif isinstance(node, ast.Import):
            out += [a.name for a in node.names if a.name.startswith("groundtrace")]
    return out


def violations(graph: dict[str, list[str]]) -> list[str]:
    """``importer -> imported`` for every import of a higher layer."""
    bad = []
    for importer, imported in sorted(graph.items()):
        for target in imported:
            if layer_of(target) > layer_of(importer):
                bad.append(f"{importer} ({LAYERS[layer_of(importer)][0]}) imports {target} "
                           f"({LAYERS[layer_of(target)][0]})")
    return bad


def source_graph() -> dict[str, list[str]]:
    return {_module_name(p): imports_of(p.read_text(encoding="utf-8"), _module_name(p))
            for p in sorted(SRC.rglob("*.py"))}


def test_no_module_imports_a_higher_layer():
    assert violations(source_graph()) == []


def test_every_module_has_a_layer():
    for module in source_graph():
        layer_of(module)


@pytest.mark.parametrize(("importer", "source", "expected"), [
    ("groundtrace.text.sentences", "from groundtrace.cli import main", 1),
    ("groundtrace.scorers.sgi", "def f():\n    from groundtrace.triage import triage", 1),
    ("groundtrace.checks.numbers", "import groundtrace.audit.store", 1),
    ("groundtrace.triage", "from groundtrace.calibration.fitting import fit_calibration", 1),
    ("groundtrace.encoders.base", "from groundtrace import __version__", 1),
    ("groundtrace.cli.core", "from groundtrace.triage import triage", 0),
    ("groundtrace.scorers.dgi",
     "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from groundtrace.triage import t",
     0),
])
def test_the_check_fails_when_a_lower_layer_imports_a_higher_one(importer, source, expected):
    assert len(violations({importer: imports_of(source, importer)})) == expected


def test_no_module_is_over_500_lines():
    long = {str(p.relative_to(SRC)): n for p in SRC.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 500}
    assert long == {}, "split these along their natural seams"


def test_one_accent_fold_one_number_and_date_parser_and_one_expression_sandbox():
    folds = [str(p.relative_to(SRC)) for p in SRC.rglob("*.py")
             if "unicodedata.normalize" in p.read_text(encoding="utf-8")]
    assert folds == ["text/normalize.py"]
    tables = [str(p.relative_to(SRC)) for p in SRC.rglob("*.py")
              if "simpleeval.DEFAULT_OPERATORS" in p.read_text(encoding="utf-8")
              or "def bounded_mult" in p.read_text(encoding="utf-8")]
    assert tables == ["sandbox.py"]
    # Reading "1.000,50" means deciding which separator is the decimal mark.
    parsers = [str(p.relative_to(SRC)) for p in SRC.rglob("*.py")
               if 'rfind(",")' in p.read_text(encoding="utf-8")
               or "rfind(',')" in p.read_text(encoding="utf-8")]
    assert parsers == ["text/numbers.py"]
    # Month names (the date parser's table) are spelled out once.
    months = [str(p.relative_to(SRC)) for p in SRC.rglob("*.py")
              if '"marzo"' in p.read_text(encoding="utf-8")]
    assert months == ["text/dates.py"]
    # What a word is, written once.
    words = [str(p.relative_to(SRC)) for p in SRC.rglob("*.py")
             if "[^\\W_]+(?:['’]" in p.read_text(encoding="utf-8")]
    assert words == ["text/normalize.py"]


def test_mypy_strict_is_clean_over_the_package():
    """``mypy --strict`` (pyproject's [tool.mypy]) over src/, so CI checks the types too."""
    import subprocess
    import sys

    pytest.importorskip("mypy")
    root = SRC.parents[1]
    proc = subprocess.run([sys.executable, "-m", "mypy", "src"], cwd=root, capture_output=True,
                          text=True, check=False)
    assert proc.returncode == 0, proc.stdout[-3000:]
