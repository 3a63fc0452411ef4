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
