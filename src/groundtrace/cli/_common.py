"""Shared CLI plumbing: error rendering, JSON output, progress on stderr."""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

import click

from groundtrace.encoders import ENCODER_NAMES
from groundtrace.errors import GroundtraceError

__all__ = ["ENCODER_OPTION", "echo_json", "fail", "handle_errors", "items_from_rows", "progress"]

F = TypeVar("F", bound=Callable[..., Any])

ENCODER_OPTION = click.option(
    "--encoder",
    type=click.Choice(ENCODER_NAMES),
    default="minilm",
    show_default=True,
    help="Embedding model. 'hashing' is for tests only.",
)


def fail(message: str, code: int = 1) -> None:
    """Print ``Error: message`` on stderr and exit with ``code``."""
    click.echo(f"Error: {message}", err=True)
    sys.exit(code)


def handle_errors(fn: F) -> F:
    """Turn groundtrace errors into one ``Error:`` line and exit 1."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except GroundtraceError as exc:
            fail(str(exc))
        except BrokenPipeError:
            sys.exit(0)

    return wrapper  # type: ignore[return-value]


def echo_json(obj: Any) -> None:
    """Print one JSON document on stdout (UTF-8, keys in a stable order)."""
    click.echo(json.dumps(obj, ensure_ascii=False, sort_keys=True))


def progress(items: Iterable[Any], *, length: int, label: str) -> Iterator[Any]:
    """A progress bar on stderr (hidden when stderr is not a terminal)."""
    with click.progressbar(
        items, length=length, label=label, file=sys.stderr, show_pos=True
    ) as bar:
        yield from bar


def items_from_rows(rows: Iterable[tuple[int, dict[str, Any]]], path: str) -> list[Any]:
    """Items from ``(line_number, object)`` rows; a bad row raises an error naming its line."""
    from groundtrace.errors import DataFormatError
    from groundtrace.types import as_item

    items = []
    for lineno, obj in rows:
        try:
            items.append(as_item(obj))
        except (ValueError, TypeError) as exc:
            raise DataFormatError(f"{path}:{lineno}: {exc}") from None
    return items
