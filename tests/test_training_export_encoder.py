"""training/export_encoder.py: its check feeds texts as the runtime does (no torch needed)."""

from __future__ import annotations

import json

import numpy as np

from groundtrace.encoders.minilm import MiniLMEncoder
from training_modules import load_training_module

export = load_training_module("export_encoder")


class _Session:
    """Records the feeds the encoder runs and answers ones of the right shape."""

    def __init__(self) -> None:
        self.feeds: list[dict[str, np.ndarray]] = []

    def run(self, names, feed):
        self.feeds.append(feed)
        return [np.ones((*feed["input_ids"].shape, 384), dtype=np.float32)]


def test_the_export_check_feeds_a_text_exactly_as_the_encoder_runs_it():
    enc = MiniLMEncoder(threads=1)
    enc.preload()
    enc._session = _Session()
    tok = export.Tokenizer.from_file(str(export.TOKENIZER))
    tok.no_padding()
    tok.no_truncation()
    for text in ("Transfers at a branch cost 2.50 EUR.",
                 "Limits: 3,000 EUR a day (6,000 on request)."):
        enc._session.feeds.clear()
        enc.encode([text])
        (runtime,) = enc._session.feeds
        mine = export.feed(tok, text)
        assert set(mine) == set(runtime)
        for key in mine:
            assert mine[key].dtype == runtime[key].dtype
            np.testing.assert_array_equal(mine[key], runtime[key])


def test_the_check_texts_are_a_seeded_sample_of_short_dev_texts(tmp_path, monkeypatch):
    dev = tmp_path / "dev"
    dev.mkdir()
    rows = [{"id": f"r{i}", "question": f"q{i}", "response": f"a{i}", "context": "c" * (i * 300),
             "label": 0} for i in range(8)]
    (dev / "x.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    monkeypatch.setattr(export, "DEV", dev)
    first = export.check_texts(10, seed=0)
    assert first == export.check_texts(10, seed=0) and len(first) == 10
    assert all(len(t) < 1500 for t in export.check_texts(100, seed=0))
    assert first != export.check_texts(10, seed=1)
