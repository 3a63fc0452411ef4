"""loading_alongside: an unloaded encoder loads on a second thread while the block runs."""

from __future__ import annotations

import threading

import pytest

from groundtrace.encoders.base import loading_alongside
from groundtrace.errors import ModelError


class FakeEncoder:
    def __init__(self, *, fail: bool = False) -> None:
        self.loaded = False
        self.fail = fail
        self.load_thread: int | None = None
        self.started = threading.Event()
        self.release = threading.Event()

    def preload(self) -> None:
        self.load_thread = threading.get_ident()
        self.started.set()
        assert self.release.wait(10)
        if self.fail:
            raise ModelError("weights missing")
        self.loaded = True


def test_the_encoder_loads_on_another_thread_during_the_block_and_is_loaded_after_it():
    enc = FakeEncoder()
    with loading_alongside(enc):
        # the load runs while the block does its own work (here: waits for it)
        assert enc.started.wait(10)
        assert enc.load_thread != threading.get_ident()
        assert not enc.loaded
        enc.release.set()
    assert enc.loaded  # joined before the block ended
    assert not any(t.name == "groundtrace-encoder-load" for t in threading.enumerate())


def test_a_failed_background_load_does_not_escape_the_block():
    enc = FakeEncoder(fail=True)
    enc.release.set()
    with loading_alongside(enc):
        pass
    assert enc.load_thread is not None and not enc.loaded


def test_a_block_error_propagates_after_the_load_is_joined():
    enc = FakeEncoder()
    enc.release.set()
    with pytest.raises(KeyError), loading_alongside(enc):
        raise KeyError("verifier")
    assert enc.loaded


class LoadedEncoder:
    loaded = True

    def __init__(self) -> None:
        self.preloads = 0

    def preload(self) -> None:
        self.preloads += 1


@pytest.mark.parametrize("enc", [object(), "minilm", LoadedEncoder()])
def test_nothing_starts_for_a_loaded_encoder_or_one_without_preload(enc):
    before = threading.active_count()
    with loading_alongside(enc):
        assert threading.active_count() == before
    assert getattr(enc, "preloads", 0) == 0
