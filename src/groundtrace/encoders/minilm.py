"""The default encoder: all-MiniLM-L6-v2, int8 ONNX, run with onnxruntime.

Weights and tokenizer ship inside groundtrace (``minilm_model/``, made by
``training/export_encoder.py``; ``minilm_tokenizer/``; Apache-2.0, see
NOTICE); the weights are checked against their sha256 at load. Every weight
product runs as int8, with activation scales taken per call (dynamic
quantisation), so each call embeds one text: a text's vector is then the
same bits whatever else is encoded with it.

Long texts: the model reads at most ``max_length`` tokens (default 256,
[CLS] and [SEP] included). A longer text is, by default, cut into
overlapping windows of that size whose embeddings are averaged (weighted by
their token counts) — nothing of a long source is dropped. With
``long_text="truncate"`` only the first window is kept; every truncation is
logged on the ``groundtrace.encoders`` logger and counted in
``truncated_texts``.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Sequence
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Literal

import numpy as np

from groundtrace.canonical import sha256_file
from groundtrace.encoders.base import Role, check_texts, onnx_session_options, run_concurrently
from groundtrace.errors import ConfigurationError, MissingDependency, ModelError

__all__ = ["DEFAULT_MAX_LENGTH", "MiniLMEncoder", "text_pieces"]

log = logging.getLogger("groundtrace.encoders")

#: Token budget per window. all-MiniLM-L6-v2 was trained on 128-token pairs
#: and has 512 positions; 256 keeps most answers whole at half the cost of 512.
DEFAULT_MAX_LENGTH = 256
#: Tokens shared by consecutive windows of a long text, so a sentence cut at
#: a window edge is still seen whole by one window.
WINDOW_OVERLAP = 32
_CLS, _SEP = 101, 102  # ids in the shipped BERT uncased vocabulary
#: The shipped weights (``training/export_encoder.py``): folder and its config.
MODEL_DIR = "minilm_model"
#: Texts longer than this many characters are tokenized piece by piece, cut at
#: a space or newline. The tokenizer keeps offsets and alignments for every
#: character it is given (about 160 bytes a character: +164 MB for one
#: 1,000,000-character text); pieces keep that bounded. The BERT tokenizer
#: splits words at whitespace before anything else, so cutting there gives the
#: same token ids as tokenizing the whole text (tested).
TOKENIZE_PIECE_CHARS = 20_000


def text_pieces(text: str, limit: int = TOKENIZE_PIECE_CHARS) -> list[str]:
    """``text`` cut into pieces of about ``limit`` characters at spaces or newlines.

    A piece ends just before the last space or newline within the limit; a run
    of ``limit`` characters with neither is kept whole up to the next one, so
    no word is ever cut.
    """
    pieces: list[str] = []
    start = 0
    n = len(text)
    while n - start > limit:
        cut = max(text.rfind(" ", start + 1, start + limit),
                  text.rfind("\n", start + 1, start + limit))
        if cut < 0:
            after = [i for i in (text.find(" ", start + limit), text.find("\n", start + limit))
                     if i >= 0]
            if not after:
                break
            cut = min(after)
        pieces.append(text[start:cut])
        start = cut
    pieces.append(text[start:])
    return pieces


@cache
def _load_tokenizer(path: Path) -> Any:
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(path))
    tok.no_padding()
    tok.no_truncation()
    return tok


class MiniLMEncoder:
    """all-MiniLM-L6-v2 (int8 ONNX): mean pooling over the mask, then L2 norm.

    ``threads`` (default :func:`~groundtrace.encoders.base.inference_threads`)
    is how many texts are embedded at once, each on one onnxruntime thread.
    """

    dim = 384
    #: A text's vector is the same bits whatever it is encoded with (one text
    #: per inference call), so vectors may be cached across calls.
    batch_invariant = True
    #: A symmetric model, run without role prefixes: one vector per text.
    symmetric = True

    def __init__(
        self,
        *,
        max_length: int = DEFAULT_MAX_LENGTH,
        long_text: Literal["window", "truncate"] = "window",
        threads: int | None = None,
        model_path: str | Path | None = None,
        expected_sha256: str | None = None,
    ) -> None:
        if not isinstance(max_length, int) or not 16 <= max_length <= 512:
            raise ConfigurationError(f"max_length must be in [16, 512], got {max_length!r}")
        if long_text not in ("window", "truncate"):
            raise ConfigurationError(
                f"long_text must be 'window' or 'truncate', got {long_text!r}"
            )
        if threads is None:
            from groundtrace.encoders.base import inference_threads

            threads = inference_threads()
        if isinstance(threads, bool) or not isinstance(threads, int) or threads < 1:
            raise ConfigurationError(f"threads must be a positive integer, got {threads!r}")
        self.max_length = max_length
        self.long_text = long_text
        self.threads = threads
        self.name = "minilm"
        self.model_id = "sentence-transformers/all-MiniLM-L6-v2 (int8 ONNX, dynamic quantisation)"
        self.truncated_texts = 0
        self._model_path = Path(model_path) if model_path is not None else None
        self._expected_sha = expected_sha256
        self._session: Any = None
        self._tokenizer: Any = None
        self._lock = threading.Lock()

    # -- loading ---------------------------------------------------------------
    def _resolve_weights(self) -> tuple[Path, str]:
        if self._model_path is not None:
            if self._expected_sha is None:
                raise ConfigurationError("expected_sha256 is required with a custom model_path")
            return self._model_path, self._expected_sha
        folder = Path(str(resources.files("groundtrace.encoders") / MODEL_DIR))
        try:
            config = json.loads((folder / "config.json").read_text(encoding="utf-8"))
            return folder / "model.onnx", str(config["model_sha256"])
        except (OSError, ValueError, KeyError) as exc:
            raise ModelError(f"MiniLM weights' config in {folder} unreadable ({exc}); "
                             "reinstall groundtrace") from None

    def _load(self) -> None:
        with self._lock:
            if self._session is not None:
                return
            path, expected = self._resolve_weights()
            if not path.is_file():
                raise ModelError(f"MiniLM weights not found at {path}")
            actual = sha256_file(path)
            if actual != expected:
                raise ModelError(
                    f"MiniLM weights at {path} have sha256 {actual}, expected {expected}; "
                    "reinstall groundtrace"
                )
            try:
                import onnxruntime as ort
            except ImportError:
                raise MissingDependency("onnxruntime", "default") from None
            # one thread inside an operator; _run puts ``threads`` texts side by side
            opts = onnx_session_options(1)
            try:
                self._session = ort.InferenceSession(
                    str(path), sess_options=opts, providers=["CPUExecutionProvider"]
                )
            except Exception as exc:  # onnxruntime raises its own untyped errors
                raise ModelError(f"cannot load MiniLM weights from {path}: {exc}") from None
            tok_file = resources.files("groundtrace.encoders") / "minilm_tokenizer/tokenizer.json"
            self._tokenizer = _load_tokenizer(Path(str(tok_file)))
            self.weights_sha256 = actual

    @property
    def loaded(self) -> bool:
        """Whether the weights are loaded (``encode`` loads them on first use)."""
        return self._session is not None

    def preload(self) -> None:
        """Load the weights now instead of on the first ``encode``.

        Raises what loading raises (ModelError, MissingDependency).
        """
        self._load()

    @property
    def weights_sha256_or_none(self) -> str | None:
        return getattr(self, "weights_sha256", None)

    # -- encoding --------------------------------------------------------------
    def _windows(self, ids: list[int]) -> list[list[int]]:
        body = self.max_length - 2
        if len(ids) <= body:
            return [ids]
        if self.long_text == "truncate":
            self.truncated_texts += 1
            log.warning(
                "text of %d tokens truncated to %d (long_text='truncate')", len(ids), body
            )
            return [ids[:body]]
        step = body - WINDOW_OVERLAP
        return [ids[i : i + body] for i in range(0, max(len(ids) - WINDOW_OVERLAP, 1), step)]

    def _token_ids(self, items: list[str]) -> list[list[int]]:
        """Token ids of every text (no special tokens); long texts piece by piece."""
        out: list[list[int]] = [[] for _ in items]
        short = [i for i, t in enumerate(items) if len(t) <= TOKENIZE_PIECE_CHARS]
        encs = self._tokenizer.encode_batch([items[i] for i in short], add_special_tokens=False)
        for i, enc in zip(short, encs, strict=True):
            out[i] = list(enc.ids)
        for i, text in enumerate(items):
            if len(text) > TOKENIZE_PIECE_CHARS:
                for piece in text_pieces(text):
                    out[i].extend(self._tokenizer.encode(piece, add_special_tokens=False).ids)
        return out

    def _run(self, seqs: list[list[int]]) -> np.ndarray:
        """Embed token sequences (specials added here); rows in input order.

        One sequence per inference call: the graph takes its activation scales
        from the whole input (dynamic int8), so a row batched with others
        would change with them. Up to ``threads`` calls run at once (one
        thread each), the longest first, so no thread is left with a long
        window at the end. One call holds at most one window's attention.
        """
        out = np.empty((len(seqs), self.dim), dtype=np.float32)
        order = sorted(range(len(seqs)), key=lambda i: (-len(seqs[i]), i))

        def infer(i: int) -> np.ndarray:
            input_ids = np.empty((1, len(seqs[i]) + 2), dtype=np.int64)
            input_ids[0, 0] = _CLS
            input_ids[0, -1] = _SEP
            input_ids[0, 1:-1] = seqs[i]
            try:
                (hidden,) = self._session.run(
                    ["last_hidden_state"],
                    {
                        "input_ids": input_ids,
                        "attention_mask": np.ones_like(input_ids),
                        "token_type_ids": np.zeros_like(input_ids),
                    },
                )
            except Exception as exc:
                raise ModelError(f"MiniLM inference failed: {exc}") from None
            pooled: np.ndarray = hidden[0].mean(axis=0)
            return pooled

        for i, pooled in zip(order, run_concurrently(infer, order, self.threads), strict=True):
            out[i] = pooled
        return out

    def encode(self, texts: Sequence[str], *, role: Role = "passage") -> np.ndarray:
        """Embed ``texts``; ``role`` does not change MiniLM's output (symmetric model)."""
        items = check_texts(texts)
        if not items:
            return np.zeros((0, self.dim), dtype=np.float32)
        self._load()
        seqs: list[list[int]] = []
        owner: list[int] = []
        for i, ids in enumerate(self._token_ids(items)):
            for window in self._windows(ids):
                seqs.append(window)
                owner.append(i)
        pooled = self._run(seqs)
        pooled /= np.linalg.norm(pooled, axis=1, keepdims=True)
        if len(seqs) == len(items):
            return pooled
        # Long texts: token-weighted mean of their windows. Single-window texts
        # keep their row untouched so their bits do not depend on the batch.
        out = np.empty((len(items), self.dim), dtype=np.float32)
        owners = np.asarray(owner)
        for i in range(len(items)):
            rows = np.flatnonzero(owners == i)
            if len(rows) == 1:
                out[i] = pooled[rows[0]]
                continue
            weights = np.array([len(seqs[r]) for r in rows], dtype=np.float32)[:, None]
            summed = (pooled[rows] * weights).sum(axis=0)
            out[i] = summed / np.linalg.norm(summed)
        return out
