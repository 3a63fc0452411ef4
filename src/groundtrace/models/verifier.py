"""groundtrace's own verifier: a MiniLM cross-encoder run with onnxruntime.

The model, its tokenizer and ``config.json`` ship in the ``verifier/`` folder
next to this module (see its ``MODEL_CARD.md``). Nothing is loaded at import
time; :func:`get_verifier` loads the weights once per process.

Determinism: a pair must give the same bits alone or inside any list. The
shipped model (v8) is quantised statically (activation scales fixed at export),
and ``config.json`` says ``batch_invariant: true`` when the export measured a
pair's logits alone and inside padded batches of mixed pairs to be the same
bits; such a model is run in length-sorted batches of
:data:`DEFAULT_BATCH_SIZE` pairs. A model without the flag (dynamic
quantisation takes its activation scale from the whole batch) runs one pair
per call. ``batch_size`` overrides either choice; on a model that is not batch
invariant a probability can then move with its batch neighbours.

Threads: the session runs one onnxruntime thread inside an operator, and up
to ``threads`` batches run side by side, as the MiniLM encoder does. On the
claim layer's pairs of 200 RAG-sized dev rows (2 cores) that took the
verifier from 3.6-4.5 s with two threads inside each operator and batches of
16 to 3.1-3.3 s with batches of 4 side by side, the same bits
(``bench/run_speed.py`` times it in full triage).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from groundtrace.canonical import sha256_file
from groundtrace.encoders.base import run_concurrently
from groundtrace.errors import InvalidInput, InvalidType, ModelError
from groundtrace.models.protocol import LABELS

__all__ = ["DEFAULT_BATCH_SIZE", "DEFAULT_MODEL_DIR", "OnnxVerifier", "VerifierConfig",
           "get_verifier"]

#: Pairs per onnxruntime call for a batch-invariant model. Small batches run
#: side by side kept both cores busier than large ones (module docstring).
DEFAULT_BATCH_SIZE = 4

#: Folder of the shipped model files.
DEFAULT_MODEL_DIR = Path(__file__).resolve().parent / "verifier"

_INPUTS = ("input_ids", "attention_mask", "token_type_ids")


@dataclass(frozen=True)
class VerifierConfig:
    """What ``config.json`` says about the shipped model."""

    name: str
    labels: tuple[str, ...]
    max_length: int
    model_sha256: str
    #: The claim layer's partial threshold fitted for this model's probabilities
    #: (``training/claims_thresholds.py``); None when the config records none.
    partial_threshold: float | None = None
    #: Measured at export: a pair's logits do not depend on its batch.
    batch_invariant: bool = False
    #: The languages of its training pairs; None when the config records none.
    languages: tuple[str, ...] | None = None

    @classmethod
    def read(cls, path: Path) -> VerifierConfig:
        """Read and check ``config.json``.

        Raises:
            ModelError: the file is missing, not JSON, or lacks a field.
        """
        try:
            raw: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
            cfg = cls(
                name=str(raw["name"]),
                labels=tuple(raw["labels"]),
                max_length=int(raw["max_length"]),
                model_sha256=str(raw["model_sha256"]),
                partial_threshold=(None if raw.get("partial_threshold") is None
                                   else float(raw["partial_threshold"])),
                batch_invariant=raw.get("batch_invariant") is True,
                languages=None if raw.get("languages") is None else tuple(
                    _language_code(x) for x in raw["languages"]),
            )
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise ModelError(f"verifier config {str(path)!r} is unreadable: {exc}") from None
        if cfg.partial_threshold is not None and not 0.0 <= cfg.partial_threshold <= 1.0:
            raise ModelError(
                f"verifier config {str(path)!r}: partial_threshold must be in [0, 1], "
                f"got {cfg.partial_threshold}"
            )
        if cfg.labels != LABELS:
            raise ModelError(
                f"verifier config {str(path)!r} must list labels {list(LABELS)}, "
                f"got {list(cfg.labels)}"
            )
        return cfg


def _language_code(value: object) -> str:
    if not isinstance(value, str) or not value:
        raise ValueError(f"languages must list language codes, got {value!r}")
    return value


class OnnxVerifier:
    """Entailed / neutral / contradicted probabilities of (evidence, claim) pairs.

    Args:
        model_dir: folder holding ``model.onnx``, ``tokenizer.json`` and ``config.json``.
        threads: batches run side by side, one onnxruntime thread each.
        batch_size: pairs per onnxruntime call; None: :data:`DEFAULT_BATCH_SIZE`
            for a batch-invariant model, else 1 (see the module docstring).

    Raises:
        ModelError: a file is missing, or model.onnx does not match its recorded sha256.
        InvalidInput: ``threads`` or ``batch_size`` is below 1.
    """

    def __init__(
        self,
        model_dir: str | Path = DEFAULT_MODEL_DIR,
        *,
        threads: int = 2,
        batch_size: int | None = None,
    ) -> None:
        for label, value in (("threads", threads),
                             ("batch_size", 1 if batch_size is None else batch_size)):
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidType(f"{label} must be an int, got {type(value).__name__}")
            if value < 1:
                raise InvalidInput(f"{label} must be >= 1, got {value!r}")
        self.model_dir = Path(model_dir)
        model_path = self.model_dir / "model.onnx"
        self.config = VerifierConfig.read(self.model_dir / "config.json")
        self.name = self.config.name
        self.batch_size: int = (batch_size if batch_size is not None
                                else DEFAULT_BATCH_SIZE if self.config.batch_invariant else 1)
        #: Read by the claim layer when the caller passes no partial_threshold.
        self.partial_threshold: float | None = self.config.partial_threshold
        #: Read by triage: scores of text in another language decide nothing.
        self.languages: tuple[str, ...] | None = self.config.languages
        try:
            digest = sha256_file(model_path)
        except OSError as exc:
            raise ModelError(
                f"verifier weights {str(model_path)!r} cannot be read: {exc.strerror}"
            ) from None
        if digest != self.config.model_sha256:
            raise ModelError(
                f"verifier weights {str(model_path)!r} are corrupt or replaced: sha256 is "
                f"{digest}, config.json expects {self.config.model_sha256}"
            )
        self.weights_sha256 = digest

        import onnxruntime as ort
        from tokenizers import Tokenizer

        from groundtrace.encoders.base import onnx_session_options

        self.threads = threads
        opts = onnx_session_options(1)
        try:
            self._session = ort.InferenceSession(
                str(model_path), opts, providers=["CPUExecutionProvider"]
            )
            self._tok = Tokenizer.from_file(str(self.model_dir / "tokenizer.json"))
            # Fallback for a claim too long to keep whole: then both sides are cut.
            self._tok_both = Tokenizer.from_file(str(self.model_dir / "tokenizer.json"))
        except Exception as exc:  # onnxruntime and tokenizers raise their own types
            raise ModelError(f"verifier in {str(self.model_dir)!r} failed to load: {exc}") from None
        for tok, strategy in ((self._tok, "only_first"), (self._tok_both, "longest_first")):
            tok.no_padding()
            tok.enable_truncation(max_length=self.config.max_length, strategy=strategy)
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"OnnxVerifier(name={self.name!r}, weights_sha256={self.weights_sha256[:12]!r})"

    def _encode(self, premise: str, hypothesis: str) -> Any:
        try:
            return self._tok.encode(premise, hypothesis)
        except Exception:  # tokenizers: the claim alone is longer than max_length
            return self._tok_both.encode(premise, hypothesis)

    def predict(
        self, premises: Sequence[str], hypotheses: Sequence[str]
    ) -> npt.NDArray[np.float32]:
        """Probabilities ``(n, 3)`` in LABELS order; premise = evidence, hypothesis = claim.

        The evidence is truncated first so that the claim stays whole.

        Raises:
            InvalidType: an argument is not a sequence of strings.
            InvalidInput: the two sequences differ in length.
            ModelError: onnxruntime failed.
        """
        for label, seq in (("premises", premises), ("hypotheses", hypotheses)):
            if isinstance(seq, str | bytes) or not isinstance(seq, Sequence):
                raise InvalidType(
                    f"{label} must be a sequence of str, got {type(seq).__name__}"
                )
            for i, item in enumerate(seq):
                if not isinstance(item, str):
                    raise InvalidType(f"{label}[{i}] must be str, got {type(item).__name__}")
        if len(premises) != len(hypotheses):
            raise InvalidInput(
                f"premises and hypotheses must have the same length, "
                f"got {len(premises)} and {len(hypotheses)}"
            )
        out = np.zeros((len(premises), len(LABELS)), dtype=np.float32)
        if not premises:
            return out
        encs = [self._encode(p, h) for p, h in zip(premises, hypotheses, strict=True)]
        # Length-sorted batches waste little on padding; results go back by index.
        order = sorted(range(len(encs)), key=lambda i: (len(encs[i].ids), i))
        batches = [order[start : start + self.batch_size]
                   for start in range(0, len(order), self.batch_size)]
        # Longest first, so no thread is left with a long batch at the end.
        batches.reverse()
        with self._lock:  # one call at a time has the cores
            done = run_concurrently(lambda idx: self._run([encs[i] for i in idx]),
                                    batches, self.threads)
        for idx, probs in zip(batches, done, strict=True):
            out[idx] = probs
        return out

    def _run(self, encs: Sequence[Any]) -> npt.NDArray[np.float32]:
        width = max(len(e.ids) for e in encs)
        feed = {name: np.zeros((len(encs), width), dtype=np.int64) for name in _INPUTS}
        for row, enc in enumerate(encs):
            n = len(enc.ids)
            feed["input_ids"][row, :n] = enc.ids
            feed["attention_mask"][row, :n] = 1
            feed["token_type_ids"][row, :n] = enc.type_ids
        try:
            logits = self._session.run(["logits"], feed)[0]
        except Exception as exc:  # onnxruntime raises its own exception types
            raise ModelError(f"verifier inference failed: {exc}") from None
        z = np.asarray(logits, dtype=np.float64)
        z = np.exp(z - z.max(axis=1, keepdims=True))
        probs: npt.NDArray[np.float32] = (z / z.sum(axis=1, keepdims=True)).astype(np.float32)
        return probs


_CACHE: dict[tuple[str, int], OnnxVerifier] = {}
_CACHE_LOCK = threading.Lock()


def get_verifier(
    model_dir: str | Path = DEFAULT_MODEL_DIR, *, threads: int | None = None
) -> OnnxVerifier:
    """The verifier for ``model_dir``, loaded on first call and reused for the process.

    ``threads`` None: :func:`groundtrace.encoders.base.inference_threads`.
    """
    if threads is None:
        from groundtrace.encoders.base import inference_threads

        threads = inference_threads()
    key = (str(Path(model_dir).resolve()), threads)
    with _CACHE_LOCK:
        if key not in _CACHE:
            _CACHE[key] = OnnxVerifier(model_dir, threads=threads)
        return _CACHE[key]
