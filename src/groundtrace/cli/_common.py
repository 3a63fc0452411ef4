"""Shared CLI plumbing: error rendering, JSON output, progress on stderr."""

from __future__ import annotations

import functools
import io
import json
import math
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

import click

from groundtrace.encoders import ENCODER_NAMES
from groundtrace.errors import ConfigurationError, GroundtraceError

__all__ = [
    "ENCODER_OPTION",
    "SUMMARY_JSON_HELP",
    "RowWriter",
    "dump_json",
    "echo_json",
    "emit_summary",
    "fail",
    "handle_errors",
    "inputs_from_rows",
    "progress",
    "progress_counter",
    "progress_enabled",
    "set_quiet",
]

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


def _finite(obj: Any) -> Any:
    """``obj`` with every NaN or infinite float replaced by None (null)."""
    if isinstance(obj, float):
        return obj if math.isfinite(obj) else None
    if isinstance(obj, dict):
        return {k: _finite(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [_finite(v) for v in obj]
    return obj


def dump_json(obj: Any, *, sort_keys: bool = True) -> str:
    """``obj`` as one line of strict JSON (RFC 8259): UTF-8, no NaN or Infinity.

    A non-finite number (an undefined metric, say) is written as null, never
    as the ``NaN`` token that strict parsers refuse.
    """
    try:
        return json.dumps(obj, ensure_ascii=False, sort_keys=sort_keys, allow_nan=False)
    except ValueError:
        return json.dumps(_finite(obj), ensure_ascii=False, sort_keys=sort_keys, allow_nan=False)


def echo_json(obj: Any, *, err: bool = False) -> None:
    """Print one strict JSON document on stdout (or stderr), keys in a stable order."""
    click.echo(dump_json(obj), err=err)


#: Help of ``--json`` on commands that write one row per input row.
SUMMARY_JSON_HELP = ("Print the summary as one JSON object: on stdout with -o, else as the "
                     "last line of stderr (stdout then carries only the JSONL rows).")


def emit_summary(summary: dict[str, Any], lines: list[str], *, as_json: bool,
                 rows_on_stdout: bool) -> None:
    """The end-of-run summary of a command that writes one row per input row.

    Human-readable lines go to stderr. With ``--json`` the summary is one JSON
    object: on stdout when the rows went to a file, so that stdout is one JSON
    document; on stderr, as its last line, when stdout carries the rows (JSONL).
    """
    if as_json:
        echo_json(summary, err=rows_on_stdout)
        return
    for line in lines:
        click.echo(line, err=True)


class RowWriter:
    """Where a row command's output rows go: JSONL (a file or stdout) or a Parquet file.

    JSONL is written as rows come; a Parquet file (``-o out.parquet``) is
    written once at the end, nested values as JSON text
    (:func:`groundtrace.datasets.write_rows`).
    """

    def __init__(self, output: str | None, *, sort_keys: bool = False) -> None:
        from groundtrace.datasets import is_parquet

        self.output = output
        self.sort_keys = sort_keys
        self._parquet: list[dict[str, Any]] | None = (
            [] if output is not None and is_parquet(output) else None)
        self._fh: Any = sys.stdout
        if output is not None and self._parquet is None:
            try:
                self._fh = open(output, "w", encoding="utf-8")  # noqa: SIM115
            except OSError as exc:
                raise ConfigurationError(f"cannot write {output!r}: {exc.strerror}") from None

    def write(self, row: dict[str, Any]) -> None:
        if self._parquet is not None:
            self._parquet.append(row)
        else:
            self._fh.write(dump_json(row, sort_keys=self.sort_keys) + "\n")

    def __enter__(self) -> RowWriter:
        return self

    def __exit__(self, exc_type: Any, *exc: Any) -> None:
        if self._parquet is not None:
            if exc_type is None and self.output is not None:
                from groundtrace.datasets import write_rows

                write_rows(self.output, self._parquet)
        elif self._fh is not sys.stdout:
            self._fh.close()


_quiet = False


def progress_enabled() -> bool:
    """False under ``--quiet``."""
    return not _quiet


def set_quiet(quiet: bool) -> None:
    """``groundtrace --quiet``: no progress bars for the rest of the command."""
    global _quiet
    _quiet = quiet


def _bars_off() -> bool:
    """``--quiet``, or stderr is no terminal (a log file, a pipe): click would still print
    each bar's label there, one stray line per bar."""
    isatty = getattr(sys.stderr, "isatty", None)
    return _quiet or not (callable(isatty) and isatty())


def progress(items: Iterable[Any], *, length: int, label: str) -> Iterator[Any]:
    """A progress bar on stderr (none with ``--quiet`` or when stderr is not a terminal)."""
    if _bars_off():
        yield from items
        return
    with click.progressbar(
        items, length=length, label=label, file=sys.stderr, show_pos=True
    ) as bar:
        yield from bar


def progress_counter(length: int, label: str) -> Any:
    """A progress bar advanced by hand (``bar.update(n)``); a silent one with ``--quiet`` or
    when stderr is not a terminal."""
    if _bars_off():
        return click.progressbar(length=length, label=label, file=io.StringIO())
    return click.progressbar(length=length, label=label, file=sys.stderr)


def inputs_from_rows(rows: Iterable[tuple[int, dict[str, Any]]], path: str, operation: str,
                     *, rules: str | None = None) -> list[Any]:
    """Operation inputs (:class:`~groundtrace.operations.OperationInput`) from
    ``(line_number, object)`` rows; a bad row raises an error naming its line.

    A row's ``question``, ``response`` and ``context`` are read, and for
    triage its ``id`` and ``metadata`` (or ``meta``; the JSON text Parquet
    stores a nested value as is decoded); other fields (labels, dataset
    names) stay in the row. ``rules`` names the rule pack every input runs with.
    """
    from groundtrace.errors import DataFormatError
    from groundtrace.operations import prepare_input

    triage = operation == "triage"
    fields = ("question", "response", "context", "id") if triage else (
        "question", "response", "context")
    inputs = []
    for lineno, obj in rows:
        data = {k: obj[k] for k in fields if obj.get(k) is not None}
        meta = (obj.get("metadata") or obj.get("meta")) if triage else None
        if rules is not None:
            data["rules"] = [rules]
        try:
            if isinstance(meta, str):
                meta = json.loads(meta)
            if meta is not None:
                data["metadata"] = meta
            inputs.append(prepare_input(operation, data))
        except json.JSONDecodeError as exc:
            raise DataFormatError(f"{path}:{lineno}: metadata is text but not JSON "
                                  f"({exc.msg})") from None
        except (ValueError, TypeError) as exc:
            raise DataFormatError(f"{path}:{lineno}: {exc}") from None
    return inputs
