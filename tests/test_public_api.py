"""The public API is exactly what groundtrace/__init__.py lists in __all__."""

import types

import groundtrace


def test_all_names_exist():
    missing = [n for n in groundtrace.__all__ if not hasattr(groundtrace, n)]
    assert missing == []


def test_all_is_sorted_and_unique():
    assert len(set(groundtrace.__all__)) == len(groundtrace.__all__)


def test_every_public_attribute_is_exported():
    public = {
        name
        for name, value in vars(groundtrace).items()
        if not name.startswith("_") and not isinstance(value, types.ModuleType)
    }
    assert public == set(groundtrace.__all__) - {"__version__"}


def test_version_is_a_string():
    assert isinstance(groundtrace.__version__, str) and groundtrace.__version__.count(".") == 2


def test_the_lazy_map_the_typing_imports_and_all_name_the_same_things():
    """The root lists its names for the runtime (_EXPORTS), for type checkers
    (the TYPE_CHECKING imports) and for star-imports (__all__): they must agree."""
    import ast
    from pathlib import Path

    source = Path(groundtrace.__file__).read_text(encoding="utf-8")
    typing_block = next(node for node in ast.parse(source).body if isinstance(node, ast.If)
                        and "TYPE_CHECKING" in ast.unparse(node.test))
    typed = {(stmt.module, alias.name) for stmt in typing_block.body
             if isinstance(stmt, ast.ImportFrom) for alias in stmt.names}
    eager = {"evaluate", "triage", "__version__"}  # bound at import (see the module)
    assert set(groundtrace._EXPORTS) | eager == set(groundtrace.__all__)
    assert {name for _, name in typed} | {"__version__"} == set(groundtrace.__all__)
    wrong = [(name, module) for name, module in groundtrace._EXPORTS.items()
             if (module, name) not in typed]
    assert wrong == []  # the lazy map loads each name from the module type checkers see
