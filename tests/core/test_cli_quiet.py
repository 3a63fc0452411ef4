"""--quiet turns progress bars off (they show only on a terminal in any case)."""

from __future__ import annotations

import io

from click.testing import CliRunner

from groundtrace.cli import _common, main


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _bar_output(monkeypatch, quiet: bool, stream: io.StringIO | None = None) -> str:
    term = Terminal() if stream is None else stream
    monkeypatch.setattr(_common.sys, "stderr", term)
    _common.set_quiet(quiet)
    try:
        assert list(_common.progress(range(3), length=3, label="triage")) == [0, 1, 2]
        with _common.progress_counter(3, "verifying") as bar:
            bar.update(3)
    finally:
        _common.set_quiet(False)
    return term.getvalue()


def test_bars_show_on_a_terminal_and_not_with_quiet(monkeypatch):
    assert "triage" in _bar_output(monkeypatch, quiet=False)
    assert _bar_output(monkeypatch, quiet=True) == ""


def test_no_bar_and_no_label_line_when_stderr_is_not_a_terminal(monkeypatch):
    # click prints a bar's label alone on a stream that is no terminal: a stray
    # "triage" line in every log a batch job writes
    assert _bar_output(monkeypatch, quiet=False, stream=io.StringIO()) == ""


def test_quiet_is_a_global_option(tmp_path):
    rows = tmp_path / "rows.jsonl"
    rows.write_text('{"question": "Fee?", "context": "The fee is 2 EUR.", "response": "2 EUR."}\n',
                    encoding="utf-8")
    result = CliRunner().invoke(main, ["--quiet", "score", str(rows), "--encoder", "hashing"])
    assert result.exit_code == 0 and '"groundtrace"' in result.stdout
    assert _common._quiet is True  # set for the command; the next invocation resets it
    assert CliRunner().invoke(main, ["rules", "list"]).exit_code == 0
    assert _common._quiet is False
