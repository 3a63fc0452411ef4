"""Long inputs: a configurable size limit, and bounded work on texts up to it."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from groundtrace.cli import main
from groundtrace.encoders import max_text_chars, set_max_text_chars
from groundtrace.encoders.base import MAX_TEXT_CHARS, MAX_TEXT_CHARS_ENV, check_text
from groundtrace.encoders.minilm import (
    TOKENIZE_PIECE_CHARS,
    MiniLMEncoder,
    _load_tokenizer,
    text_pieces,
)
from groundtrace.errors import ConfigurationError, InvalidText
from groundtrace.text.dates import _PATTERNS, find_dates
from groundtrace.text.normalize import fold, fold_with_offsets


@pytest.fixture(autouse=True)
def _default_limit(monkeypatch):
    monkeypatch.delenv(MAX_TEXT_CHARS_ENV, raising=False)
    set_max_text_chars(None)
    yield
    set_max_text_chars(None)


def test_limit_defaults_and_is_configurable(monkeypatch):
    assert max_text_chars() == MAX_TEXT_CHARS
    set_max_text_chars(10)
    with pytest.raises(InvalidText, match=r"context is 11 characters; the limit is 10"):
        check_text("x" * 11, "context")
    assert check_text("x" * 10, "context") == "x" * 10
    set_max_text_chars(None)
    monkeypatch.setenv(MAX_TEXT_CHARS_ENV, "5")
    assert max_text_chars() == 5
    monkeypatch.setenv(MAX_TEXT_CHARS_ENV, "lots")
    with pytest.raises(ConfigurationError, match="GROUNDTRACE_MAX_TEXT_CHARS must be a positive"):
        max_text_chars()
    for bad in (0, -1, True, 2.5):
        with pytest.raises(ConfigurationError, match="positive integer"):
            set_max_text_chars(bad)


def test_cli_limit_is_one_line_error(monkeypatch):
    runner = CliRunner()
    args = ["compute", "--q", "What is the fee?", "--c", "The fee is 2 EUR, paid monthly.",
            "--r", "It is 2 EUR.", "--encoder", "hashing"]
    result = runner.invoke(main, ["--max-text-chars", "20", *args])
    assert result.exit_code == 1
    assert "context is 31 characters; the limit is 20" in result.output
    assert runner.invoke(main, args).exit_code == 0  # the next invocation has the default again
    assert runner.invoke(main, ["--max-text-chars", "0", *args]).exit_code == 2


def _tokenizer():
    path = resources.files("groundtrace.encoders") / "minilm_tokenizer/tokenizer.json"
    return _load_tokenizer(Path(str(path)))


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab é,.\n\t-1ß\u0301日")), max_size=400),
       st.integers(min_value=3, max_value=50))
def test_pieces_cut_only_at_spaces_and_keep_every_token(text, limit):
    pieces = text_pieces(text, limit)
    assert "".join(pieces) == text
    for later in pieces[1:]:
        assert later[0] in " \n"
    tok = _tokenizer()
    whole = tok.encode(text, add_special_tokens=False).ids
    parts = [i for p in pieces for i in tok.encode(p, add_special_tokens=False).ids]
    assert parts == whole


class _RecordingSession:
    def __init__(self):
        self.shapes = []

    def run(self, _names, feeds):
        ids = feeds["input_ids"]
        self.shapes.append(ids.shape)
        hidden = np.ones((*ids.shape, 384), dtype=np.float32) * ids[:, :, None] % 7
        return [hidden]


class _RecordingTokenizer:
    def __init__(self, real):
        self.real = real
        self.lengths = []

    def encode_batch(self, texts, **kw):
        self.lengths.extend(len(t) for t in texts)
        return self.real.encode_batch(texts, **kw)

    def encode(self, text, **kw):
        self.lengths.append(len(text))
        return self.real.encode(text, **kw)


def test_long_text_is_tokenized_in_pieces_and_run_one_window_per_call():
    enc = MiniLMEncoder()
    enc._session = _RecordingSession()
    enc._tokenizer = _RecordingTokenizer(_tokenizer())
    long_text = "The transfer fee is two euros and arrives tomorrow. " * 3000
    vectors = enc.encode([long_text, "short answer"])
    assert vectors.shape == (2, 384) and np.all(np.isfinite(vectors))
    assert max(enc._tokenizer.lengths) <= TOKENIZE_PIECE_CHARS
    assert len(enc._session.shapes) > 2
    # one window per inference call: attention memory is one window's, whatever the text
    assert all(rows == 1 and length <= enc.max_length for rows, length in enc._session.shapes)


def _dates_reference(text):
    """The former quadratic overlap scan: the bisect version must agree with it."""
    found, taken = [], []
    for pattern in _PATTERNS:
        for m in pattern.finditer(text):
            if any(m.start() < e and s < m.end() for s, e in taken):
                continue
            taken.append((m.start(), m.end()))
            found.append((m.start(), m.end()))
    return sorted(found)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(["2024-03-05", "5/3/2024", "March 2024", "1999", " ", "on ",
                                 "12 March 2024", "3.5.2021", "May", "x", "-", "2020s"]),
                max_size=30))
def test_date_overlap_bisect_matches_the_quadratic_scan(parts):
    text = "".join(parts)
    assert [(d.start, d.end) for d in find_dates(text)] == _dates_reference(text)


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("aB éÉß\u0301’İ日x.")), max_size=80))
def test_fold_with_offsets_maps_every_folded_character(text):
    folded, index = fold_with_offsets(text)
    expected_text = "".join(fold(ch) for ch in text)
    expected_index = [i for i, ch in enumerate(text) for _ in fold(ch)]
    assert folded == expected_text
    assert list(index) == expected_index


def test_inference_threads_setting_and_environment(monkeypatch):
    from groundtrace.encoders import set_inference_threads
    from groundtrace.encoders.base import inference_threads
    from groundtrace.encoders.minilm import MiniLMEncoder
    from groundtrace.errors import ConfigurationError

    set_inference_threads(None)  # `serve` run in this process sets it
    monkeypatch.delenv("GROUNDTRACE_THREADS", raising=False)
    assert inference_threads() == 2
    monkeypatch.setenv("GROUNDTRACE_THREADS", "3")
    assert inference_threads() == 3 and MiniLMEncoder().threads == 3
    set_inference_threads(1)
    try:
        assert inference_threads() == 1 and MiniLMEncoder().threads == 1
        assert MiniLMEncoder(threads=4).threads == 4
    finally:
        set_inference_threads(None)
    monkeypatch.setenv("GROUNDTRACE_THREADS", "zero")
    with pytest.raises(ConfigurationError, match="GROUNDTRACE_THREADS"):
        inference_threads()
    for bad in (0, -1, True, 1.5):
        with pytest.raises(ConfigurationError, match="positive integer"):
            set_inference_threads(bad)
