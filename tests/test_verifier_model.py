"""Tests of the shipped ONNX verifier (real weights; no torch, no shared data)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from groundtrace.errors import InvalidInput, InvalidType, ModelError
from groundtrace.models import LABELS, OnnxVerifier, Verifier, get_verifier
from groundtrace.models.verifier import DEFAULT_MODEL_DIR

pytestmark = pytest.mark.models

ENT, NEU, CON = (LABELS.index(x) for x in ("entailed", "neutral", "contradicted"))

PAIRS = [
    ("The fee is 20 EUR.", "The fee is waived."),
    ("The meeting was moved from Monday to Thursday at 3 pm.",
     "The meeting now takes place on Thursday afternoon."),
    ("Marie Curie was born in Warsaw in 1867.", "Marie Curie was born in 1867."),
    ("The store opens at 9 am on weekdays.", "The store is closed on weekdays."),
    ("Refunds are issued within 14 days of the return.",
     "You get your money back no later than two weeks after returning the item."),
]


@pytest.fixture(scope="module")
def verifier() -> OnnxVerifier:
    return get_verifier()


def test_shipped_files_and_config() -> None:
    cfg = json.loads((DEFAULT_MODEL_DIR / "config.json").read_text())
    assert tuple(cfg["labels"]) == LABELS
    assert cfg["max_length"] == 256
    size = (DEFAULT_MODEL_DIR / "model.onnx").stat().st_size
    assert size < 40 * 1024 * 1024
    assert (DEFAULT_MODEL_DIR / "MODEL_CARD.md").exists()
    assert (DEFAULT_MODEL_DIR / "tokenizer.json").exists()


def test_protocol_and_audit_attributes(verifier: OnnxVerifier) -> None:
    assert isinstance(verifier, Verifier)
    assert verifier.name.startswith("groundtrace-verifier-minilm-v")
    assert len(verifier.weights_sha256) == 64
    assert get_verifier() is verifier


def test_shape_dtype_and_rows_sum_to_one(verifier: OnnxVerifier) -> None:
    probs = verifier.predict([p for p, _ in PAIRS], [h for _, h in PAIRS])
    assert probs.shape == (len(PAIRS), 3)
    assert probs.dtype == np.float32
    assert np.all(probs >= 0) and np.all(probs <= 1)
    np.testing.assert_allclose(probs.sum(axis=1), 1.0, atol=1e-5)
    assert verifier.predict([], []).shape == (0, 3)


def test_waived_fee_is_not_entailed(verifier: OnnxVerifier) -> None:
    p = verifier.predict(["The fee is 20 EUR."], ["The fee is waived."])[0]
    assert max(p[CON], p[NEU]) > p[ENT]


def test_paraphrase_and_subfact_are_entailed(verifier: OnnxVerifier) -> None:
    probs = verifier.predict([PAIRS[1][0], PAIRS[2][0]], [PAIRS[1][1], PAIRS[2][1]])
    assert probs.argmax(axis=1).tolist() == [ENT, ENT]


def test_contradiction_scores_low_entailment(verifier: OnnxVerifier) -> None:
    p = verifier.predict([PAIRS[3][0]], [PAIRS[3][1]])[0]
    assert p[ENT] < 0.5


def test_deterministic_and_batch_equals_single(verifier: OnnxVerifier) -> None:
    prem, hyp = [p for p, _ in PAIRS], [h for _, h in PAIRS]
    batch = verifier.predict(prem, hyp)
    again = verifier.predict(prem, hyp)
    singles = np.concatenate([verifier.predict([p], [h]) for p, h in PAIRS])
    reversed_ = verifier.predict(prem[::-1], hyp[::-1])[::-1]
    assert np.array_equal(batch, again)
    assert np.array_equal(batch, singles)
    assert np.array_equal(batch, reversed_)


def test_long_evidence_is_truncated_and_claim_kept(verifier: OnnxVerifier) -> None:
    evidence = "The fee is 20 EUR. " + "Unrelated filler sentence about the weather. " * 200
    probs = verifier.predict([evidence], ["The fee is 20 EUR."])
    assert probs.shape == (1, 3)
    long_claim = "word " * 400
    assert verifier.predict(["short"], [long_claim]).shape == (1, 3)


def _texts(n: int) -> tuple[list[str], list[str]]:
    """Pairs of very different lengths (1 to ~200 word pieces), so batches are padded."""
    import random

    rng = random.Random(7)
    words = (
        "fee", "transfer", "card", "the", "a", "bank", "branch", "online", "free", "costs",
        "EUR", "2.50", "days", "within", "replacement", "blocked", "stolen", "interest",
        "rate", "monthly", "limit",
    )
    prem = [" ".join(rng.choice(words) for _ in range(rng.randint(1, 150))) + "."
            for _ in range(n)]
    hyp = [" ".join(rng.choice(words) for _ in range(rng.randint(1, 25))) + "."
           for _ in range(n)]
    return prem, hyp


def test_the_shipped_model_batches_without_changing_a_bit() -> None:
    model = get_verifier()
    assert model.config.batch_invariant and model.batch_size > 1
    prem, hyp = _texts(48)
    batched = model.predict(prem, hyp)
    alone = np.concatenate([model.predict([p], [h]) for p, h in zip(prem, hyp, strict=True)])
    assert batched.tobytes() == alone.tobytes()
    order = list(range(48))
    np.random.default_rng(3).shuffle(order)
    shuffled = model.predict([prem[i] for i in order], [hyp[i] for i in order])
    assert shuffled[np.argsort(order)].tobytes() == batched.tobytes()
    for size in (2, 7, 64):
        other = OnnxVerifier(batch_size=size)
        assert other.predict(prem, hyp).tobytes() == batched.tobytes(), size
    # Batches side by side on 1, 2 or 3 threads: the same bits.
    for threads in (1, 3):
        other = OnnxVerifier(threads=threads)
        assert other.threads == threads
        assert other.predict(prem, hyp).tobytes() == batched.tobytes(), threads
    # Inside a list of other pairs (mixed lengths share its padded batch).
    extra_p, extra_h = _texts(20)
    mixed = model.predict([*extra_p, *prem], [*extra_h, *hyp])[20:]
    assert mixed.tobytes() == batched.tobytes()


def test_a_model_not_measured_batch_invariant_runs_one_pair_per_call(tmp_path) -> None:
    import json
    import shutil

    from groundtrace.models.verifier import DEFAULT_MODEL_DIR

    for name in ("model.onnx", "tokenizer.json"):
        shutil.copyfile(DEFAULT_MODEL_DIR / name, tmp_path / name)
    config = json.loads((DEFAULT_MODEL_DIR / "config.json").read_text())
    config.pop("batch_invariant")
    (tmp_path / "config.json").write_text(json.dumps(config))
    assert OnnxVerifier(tmp_path).batch_size == 1
    assert OnnxVerifier(tmp_path, batch_size=4).batch_size == 4


@pytest.mark.parametrize(
    ("premises", "hypotheses", "error"),
    [
        (["a"], ["b", "c"], InvalidInput),
        ("abc", ["b"], InvalidType),
        (["a"], [3], InvalidType),
        ([None], ["b"], InvalidType),
        (None, ["b"], InvalidType),
    ],
)
def test_input_validation(verifier: OnnxVerifier, premises, hypotheses, error) -> None:
    with pytest.raises(error):
        verifier.predict(premises, hypotheses)


def test_bad_constructor_arguments() -> None:
    with pytest.raises(InvalidInput):
        OnnxVerifier(batch_size=0)
    with pytest.raises(InvalidType):
        OnnxVerifier(threads=1.5)  # type: ignore[arg-type]


def _copy_model(tmp_path: Path) -> Path:
    dest = tmp_path / "verifier"
    shutil.copytree(DEFAULT_MODEL_DIR, dest)
    return dest


def test_corrupt_weights_raise_model_error(tmp_path: Path) -> None:
    dest = _copy_model(tmp_path)
    model = dest / "model.onnx"
    raw = bytearray(model.read_bytes())
    raw[len(raw) // 2] ^= 0xFF
    model.write_bytes(bytes(raw))
    with pytest.raises(ModelError, match="sha256"):
        OnnxVerifier(dest)


def test_missing_files_raise_model_error(tmp_path: Path) -> None:
    dest = _copy_model(tmp_path)
    (dest / "model.onnx").unlink()
    with pytest.raises(ModelError, match="cannot be read"):
        OnnxVerifier(dest)
    (dest / "config.json").unlink()
    with pytest.raises(ModelError, match="config"):
        OnnxVerifier(dest)


def test_fitted_partial_threshold_is_read_and_checked(tmp_path: Path) -> None:
    from groundtrace import verify

    v = get_verifier()
    assert v.partial_threshold == json.loads(
        (DEFAULT_MODEL_DIR / "config.json").read_text())["partial_threshold"]
    assert 0.0 < v.partial_threshold <= 0.5
    answer = verify("The store opens at 9 am on weekdays.", PAIRS[0][0], verifier="trained",
                    encoder="hashing")
    assert answer.config["partial_threshold"] == v.partial_threshold
    dest = _copy_model(tmp_path)
    cfg = json.loads((dest / "config.json").read_text())
    del cfg["partial_threshold"]
    (dest / "config.json").write_text(json.dumps(cfg))
    assert OnnxVerifier(dest).partial_threshold is None
    cfg["partial_threshold"] = 1.5
    (dest / "config.json").write_text(json.dumps(cfg))
    with pytest.raises(ModelError, match="partial_threshold"):
        OnnxVerifier(dest)


def test_the_languages_it_reads_are_read_and_checked(tmp_path: Path) -> None:
    # every training pair is English; triage reads this to keep other
    # languages from being decided by its scores
    assert get_verifier().languages == ("en",)
    dest = _copy_model(tmp_path)
    cfg = json.loads((dest / "config.json").read_text())
    del cfg["languages"]
    (dest / "config.json").write_text(json.dumps(cfg))
    assert OnnxVerifier(dest).languages is None
    cfg["languages"] = ["en", 3]
    (dest / "config.json").write_text(json.dumps(cfg))
    with pytest.raises(ModelError, match="languages"):
        OnnxVerifier(dest)


#: Probabilities of three fixture pairs under verifier v8, recorded with exact
#: int8 products (an AVX2 CPU, with the precision setting; v7's, recorded on an
#: AVX-512 VNNI CPU, matched there to 1e-5). An AVX2 CPU without the precision
#: setting (see onnx_session_options) saturates its 16-bit sums: for v5 it moved 110
#: of the 202 fixture rows by more than 0.05, by up to 0.66 (bench/run_int8_precision.py).
_CPU_INDEPENDENT = {
    "begin_v1-dev-00048": (0.48588141798973083, 0.5092752575874329, 0.004843338392674923),
    "begin_v1-dev-00741": (0.45357751846313477, 0.41286391019821167, 0.13355855643749237),
    "begin_v1-dev-00589": (0.07297616451978683, 0.9246668815612793, 0.002356964396312833),
}


def test_probabilities_do_not_depend_on_the_cpus_int8_kernels(verifier: OnnxVerifier) -> None:
    from groundtrace.encoders.base import exact_int8_kernels, onnx_session_options

    opts = onnx_session_options(1)
    if exact_int8_kernels():  # e.g. AVX-512 VNNI: its own kernels are exact, the setting is off
        with pytest.raises(RuntimeError, match="does not have configuration"):
            opts.get_session_config_entry("session.x64quantprecision")
    else:
        assert opts.get_session_config_entry("session.x64quantprecision") == "1"
    rows = {}
    fixture = Path(__file__).parent / "fixtures" / "dev_rows.jsonl"
    for line in fixture.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row["id"] in _CPU_INDEPENDENT:
            rows[row["id"]] = row
    ids = sorted(_CPU_INDEPENDENT)
    got = verifier.predict([(rows[i].get("context") or "")[:500] for i in ids],
                           [rows[i]["response"][:160] for i in ids])
    want = np.array([_CPU_INDEPENDENT[i] for i in ids])
    assert np.abs(got - want).max() < 1e-5, (got, want)


def test_the_exact_int8_setting_follows_the_cpu(monkeypatch: pytest.MonkeyPatch) -> None:
    import groundtrace.encoders.base as base

    monkeypatch.setattr(base, "exact_int8_kernels", lambda: False)
    assert base.onnx_session_options(1).get_session_config_entry(
        "session.x64quantprecision") == "1"
    monkeypatch.setattr(base, "exact_int8_kernels", lambda: True)
    with pytest.raises(RuntimeError, match="does not have configuration"):
        base.onnx_session_options(1).get_session_config_entry("session.x64quantprecision")


def test_cpu_flags_are_read_from_proc_cpuinfo(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    import builtins

    import groundtrace.encoders.base as base

    real_open = builtins.open
    for flags, ext in (("fpu avx2 avx512f avx512_vnni", "avx2+avx512f+avx512_vnni"),
                       ("fpu avx2 avx_vnni fma", "avx2+fma+avx_vnni")):
        info = tmp_path / "cpuinfo"
        info.write_text(f"processor\t: 0\nflags\t\t: {flags}\n", encoding="utf-8")
        monkeypatch.setattr(builtins, "open", lambda path, *a, _i=info, **k: real_open(
            _i if path == "/proc/cpuinfo" else path, *a, **k))
        base.cpu_flags.cache_clear()
        assert base.vector_extensions() == ext
    monkeypatch.setattr(builtins, "open", real_open)
    base.cpu_flags.cache_clear()


def test_the_int8_probe_is_a_valid_model_that_reads_exact_or_saturated() -> None:
    from groundtrace.encoders import int8_probe
    from groundtrace.encoders.base import exact_int8_kernels

    got = int8_probe.probe_product()
    # 32 pairs of products, each pair 2 x 255 x 127 = 64,770, clipped to 32,767 when
    # the kernel adds pairs into a saturating 16-bit integer.
    assert got in (int8_probe.exact_product(), 32 * 32_767)
    assert int8_probe.exact_product() == 2_072_640
    assert exact_int8_kernels() is (got == 2_072_640)


def test_exact_int8_kernels_follow_the_probe_not_the_flags(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import groundtrace.encoders.base as base
    from groundtrace.encoders import int8_probe

    try:
        for product, want in ((32 * 32_767, False), (2_072_640, True)):
            int8_probe.int8_products_are_exact.cache_clear()
            monkeypatch.setattr(int8_probe, "probe_product", lambda p=product: p)
            monkeypatch.setattr(base, "cpu_flags", lambda: frozenset({"avx512_vnni"}))
            assert base.exact_int8_kernels() is want
            config = base.onnx_session_options(1)
            if want:
                with pytest.raises(RuntimeError, match="does not have configuration"):
                    config.get_session_config_entry("session.x64quantprecision")
            else:
                assert config.get_session_config_entry("session.x64quantprecision") == "1"
    finally:
        int8_probe.int8_products_are_exact.cache_clear()


def test_a_probe_that_cannot_run_asks_for_the_exact_kernels(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    from groundtrace.encoders import int8_probe

    def broken() -> int:
        raise RuntimeError("no MatMulInteger kernel in this build")

    try:
        int8_probe.int8_products_are_exact.cache_clear()
        monkeypatch.setattr(int8_probe, "probe_product", broken)
        with caplog.at_level("WARNING", logger="groundtrace.encoders"):
            assert int8_probe.int8_products_are_exact() is False
        assert "probe failed" in caplog.text
    finally:
        int8_probe.int8_products_are_exact.cache_clear()
