"""The real packaged encoders on a few sentences: sensible similarities, stable bits."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import numpy as np
import pytest

from groundtrace.canonical import sha256_file
from groundtrace.encoders import get_encoder
from groundtrace.encoders.minilm import MiniLMEncoder
from groundtrace.errors import ModelError

pytestmark = pytest.mark.models

FEE = "The transfer fee is 2 euros."
FEE_PARA = "Sending money costs two euros."
WEATHER = "It will rain in Madrid tomorrow afternoon."


@pytest.mark.parametrize("name", ["minilm", "e5-small"])
def test_similarities_make_sense(name):
    enc = get_encoder(name)
    v = enc.encode([FEE, FEE_PARA, WEATHER])
    assert v.shape == (3, 384) and v.dtype == np.float32
    assert np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5)
    assert v[0] @ v[1] > v[0] @ v[2] + 0.1


@pytest.mark.parametrize("name", ["minilm", "e5-small"])
def test_repeated_and_single_calls_identical(name):
    enc = get_encoder(name)
    texts = [FEE, FEE_PARA, WEATHER, "Hi"]
    a = enc.encode(texts)
    b = enc.encode(texts)
    assert np.array_equal(a, b)
    for i, t in enumerate(texts):
        assert np.array_equal(enc.encode([t])[0], a[i])


def test_e5_roles_differ():
    enc = get_encoder("e5-small")
    q = enc.encode([FEE], role="query")
    p = enc.encode([FEE], role="passage")
    assert not np.array_equal(q, p)


def test_minilm_long_text_windows_and_truncation(caplog):
    long = " ".join(f"Clause {i} says the fee is {i} euros." for i in range(200))
    win = MiniLMEncoder(max_length=64)
    trunc = MiniLMEncoder(max_length=64, long_text="truncate")
    vw = win.encode([long])
    with caplog.at_level("WARNING", logger="groundtrace.encoders"):
        vt = trunc.encode([long])
    assert trunc.truncated_texts == 1 and "truncated" in caplog.text
    assert win.truncated_texts == 0
    assert not np.array_equal(vw, vt)
    # the windowed vector still reflects the whole text: nearer its last part than truncation is
    tail = win.encode([long[-300:]])
    assert float(vw[0] @ tail[0]) > float(vt[0] @ tail[0])


def test_minilm_sha_mismatch_is_clear(tmp_path):
    folder = Path(str(resources.files("groundtrace.encoders") / "minilm_model"))
    shipped = folder / "model.onnx"
    expected = json.loads((folder / "config.json").read_text())["model_sha256"]
    assert sha256_file(shipped) == expected
    bad = tmp_path / "model.onnx"
    data = bytearray(shipped.read_bytes())
    data[-1] ^= 0xFF
    bad.write_bytes(bytes(data))
    enc = MiniLMEncoder(model_path=bad, expected_sha256=expected)
    with pytest.raises(ModelError, match="sha256"):
        enc.encode(["x"])


def test_minilm_evaluate_separates_grounded():
    import groundtrace as gt

    ctx = "SEPA transfers are free in online banking and cost 2.50 EUR at a branch."
    q = "How much does a SEPA transfer cost?"
    good = gt.evaluate(q, "Online SEPA transfers are free; at a branch they cost 2.50 EUR.", ctx)
    echo = gt.evaluate(q, "How much a SEPA transfer costs depends.", ctx)
    assert good.sgi.value > echo.sgi.value
    assert not good.flagged and echo.flagged


def test_concurrent_batches_give_the_same_bits_as_one_thread():
    texts = [f"Transfer number {i} of {'a long and winding sentence ' * (i % 5)}arrived."
             for i in range(40)] + ["x " * 600]  # one text of several windows
    one = MiniLMEncoder(threads=1)
    two = MiniLMEncoder(threads=2)
    three = MiniLMEncoder(threads=3)
    ref = one.encode(texts)
    assert np.array_equal(two.encode(texts), ref)
    assert np.array_equal(three.encode(texts), ref)
    same_len = ["The fee is two euros."] * 7
    assert np.array_equal(two.encode(same_len), one.encode(same_len))
    assert np.array_equal(two.encode(texts[:1]), ref[:1])
    # Each text alone: the same bits as among the others (one text per call).
    for i in (0, 7, 40):
        assert np.array_equal(one.encode([texts[i]]), ref[i : i + 1])


def test_preload_loads_the_weights_and_a_failed_one_raises_again_on_encode(tmp_path):
    enc = MiniLMEncoder()
    assert not enc.loaded
    enc.preload()
    assert enc.loaded and enc.weights_sha256_or_none is not None
    bad = tmp_path / "model.onnx"
    bad.write_bytes(b"not a model")
    broken = MiniLMEncoder(model_path=bad, expected_sha256="0" * 64)
    with pytest.raises(ModelError, match="sha256"):
        broken.preload()
    assert not broken.loaded
    with pytest.raises(ModelError, match="sha256"):
        broken.encode([FEE])


def test_the_shipped_int8_encoder_stays_near_the_float32_model():
    """The packaged weights are all-MiniLM-L6-v2: vectors of the float32 model (torch) kept
    in a fixture, against the int8 export (cosine 0.97-0.999 on 600 dev texts at export)."""
    ref = json.loads((Path(__file__).resolve().parents[1] / "fixtures"
                      / "minilm_fp32_reference.json").read_text())
    got = MiniLMEncoder().encode(ref["texts"])
    cos = (got * np.asarray(ref["vectors"], dtype=np.float32)).sum(axis=1)
    assert cos.min() > 0.97, cos


def test_a_missing_packaged_config_is_a_clear_model_error(monkeypatch):
    from groundtrace.encoders import minilm

    monkeypatch.setattr(minilm, "MODEL_DIR", "no_such_folder")
    with pytest.raises(ModelError, match="reinstall groundtrace"):
        MiniLMEncoder().encode(["x"])
