"""The encoder protocol, output validation and the text-input rules."""

from __future__ import annotations

import functools
import logging
import os
import re
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Literal, Protocol, TypeVar, runtime_checkable

import numpy as np

from groundtrace.errors import ConfigurationError, InvalidEmbedding, InvalidText, InvalidType

T = TypeVar("T")
R = TypeVar("R")

log = logging.getLogger("groundtrace.encoders")

__all__ = [
    "KERNEL_FLAGS",
    "MAX_TEXT_CHARS",
    "MAX_TEXT_CHARS_ENV",
    "CallableEncoder",
    "Encoder",
    "EncoderLike",
    "Role",
    "check_text",
    "check_texts",
    "cpu_flags",
    "exact_int8_kernels",
    "loading_alongside",
    "max_text_chars",
    "onnx_session_options",
    "run_concurrently",
    "set_max_text_chars",
    "validate_embeddings",
    "vector_extensions",
]

Role = Literal["query", "passage"]

#: Default longest text accepted, in characters: about a 500-page document.
#: bench/run_long_input.py measures triage of a context this long within the
#: 500 MB memory goal; past it an inline call is the wrong tool (split the
#: document). Change it with :func:`set_max_text_chars`, the CLI's
#: ``--max-text-chars`` or the environment variable below.
MAX_TEXT_CHARS = 1_000_000
#: Environment variable that sets the limit for a process (a positive integer).
MAX_TEXT_CHARS_ENV = "GROUNDTRACE_MAX_TEXT_CHARS"

_max_text_chars_override: int | None = None


def set_max_text_chars(limit: int | None) -> None:
    """Set the longest text any entry point accepts, for this process.

    ``None`` goes back to ``$GROUNDTRACE_MAX_TEXT_CHARS``, or else to
    :data:`MAX_TEXT_CHARS`. Memory grows with the limit (see README).

    Raises:
        ConfigurationError: not a positive integer.
    """
    global _max_text_chars_override
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
        raise ConfigurationError(f"the text size limit must be a positive integer, got {limit!r}")
    _max_text_chars_override = limit


#: Threads each model uses when none is given: the MiniLM encoder runs this many
#: batches at once (one onnxruntime thread each, :func:`run_concurrently`), the
#: verifier this many onnxruntime threads inside an operator. Results are the
#: same bits for any count (tested for the encoder; the verifier measured 1 vs 2
#: threads); only speed changes.
DEFAULT_INFERENCE_THREADS = 2
#: Environment variable that sets it for a process (a positive integer).
INFERENCE_THREADS_ENV = "GROUNDTRACE_THREADS"

_threads_override: int | None = None


def set_inference_threads(threads: int | None) -> None:
    """Threads each model session uses, for sessions created after this call.

    Spark workers set it to their task's cores so executors do not
    oversubscribe. ``None`` goes back to ``$GROUNDTRACE_THREADS`` or 2.

    Raises:
        ConfigurationError: not a positive integer.
    """
    global _threads_override
    if threads is not None and (isinstance(threads, bool) or not isinstance(threads, int)
                                or threads < 1):
        raise ConfigurationError(f"threads must be a positive integer, got {threads!r}")
    _threads_override = threads


def inference_threads() -> int:
    """The thread count new model sessions get.

    Raises:
        ConfigurationError: ``$GROUNDTRACE_THREADS`` is set but not a positive integer.
    """
    if _threads_override is not None:
        return _threads_override
    return _positive_int_env(INFERENCE_THREADS_ENV, DEFAULT_INFERENCE_THREADS)


#: CPU extensions that decide which SIMD kernels numpy and onnxruntime run.
KERNEL_FLAGS = ("avx", "avx2", "fma", "avx512f", "avx512bw", "avx512_vnni", "avx_vnni",
                "avx512_bf16", "avx512_fp16", "amx_int8")


@functools.cache
def cpu_flags() -> frozenset[str]:
    """The CPU's feature flags from ``/proc/cpuinfo`` (empty where it cannot be read)."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as fh:
            for line in fh:
                if line.startswith("flags"):
                    return frozenset(line.split(":", 1)[1].split())
    except OSError:
        pass
    return frozenset()


def vector_extensions() -> str:
    """The :data:`KERNEL_FLAGS` this CPU has, joined by ``+`` (``""`` when unknown)."""
    flags = cpu_flags()
    return "+".join(f for f in KERNEL_FLAGS if f in flags)


def exact_int8_kernels() -> bool:
    """Whether onnxruntime's default int8 kernels are exact on this machine.

    Measured, not read from the CPU's flags
    (:func:`~groundtrace.encoders.int8_probe.int8_products_are_exact`: one
    product chosen to saturate, once per process): AVX-512 VNNI and AVX-VNNI
    kernels are exact, AVX2 and AVX-512 without VNNI are not, and a virtual
    machine can list ``avx512_vnni`` while onnxruntime runs its AVX2 kernels.
    """
    from groundtrace.encoders.int8_probe import int8_products_are_exact

    return int8_products_are_exact()


def onnx_session_options(threads: int) -> Any:
    """onnxruntime session options every groundtrace model runs with.

    ``threads`` intra-op threads, one inter-op thread, sequential execution,
    warnings only, and exact int8 products on every x86 CPU: without VNNI
    (AVX2, AVX-512 without VNNI) onnxruntime multiplies u8 × s8 with an
    instruction that adds two products into a saturating 16-bit integer, so
    the same int8 model gave other scores on such a CPU than on a VNNI one
    (on an AVX2 CPU: probabilities up to 0.55 apart with verifier v3, 0.66
    with v5, ``bench/run_int8_precision.py``). ``session.x64quantprecision``
    switches those kernels to u8 × u8 ones that cannot saturate, and a verdict
    no longer depends on the instruction set. Where onnxruntime's own kernels
    are exact (:func:`exact_int8_kernels`, measured: AVX-512 VNNI, AVX-VNNI)
    the setting is left off: they add into 32 bits, give the same bits
    (measured on the shipped verifier), and ran it 1.2-1.5x faster than the
    u8 × u8 ones (``bench/run_int8_precision.py``).
    """
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = threads
    opts.inter_op_num_threads = 1
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    opts.log_severity_level = 3
    if not exact_int8_kernels():
        opts.add_session_config_entry("session.x64quantprecision", "1")
    return opts


def run_concurrently(fn: Callable[[T], R], jobs: Sequence[T], threads: int) -> list[R]:
    """``[fn(job) for job in jobs]``, up to ``threads`` jobs at a time.

    The MiniLM encoder's session runs single-threaded inside an operator and
    its batches run side by side instead (same bits, tested). With this,
    ``bench/run_speed.py`` measured triage on RAG-sized rows at 1.81x the
    previous implementation, against 1.46x in the run before it
    (bench/RESULTS.md, 2026-11-25 17:35 and 18:24, load average 2.0 and 1.6
    at the start). A fresh pool per call: its threads never outlive the call, so a process
    forked later (Spark's Python workers) inherits none.
    """
    if threads <= 1 or len(jobs) <= 1:
        return [fn(job) for job in jobs]
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=min(threads, len(jobs))) as pool:
        return list(pool.map(fn, jobs))


@contextmanager
def loading_alongside(encoder: object) -> Iterator[None]:
    """Load ``encoder``'s weights on a second thread while the ``with`` body runs.

    For an encoder with ``preload()`` and a false ``loaded`` (the built-in
    MiniLM before its first call); anything else runs the body alone. The
    body is meant to load another model (the verifier): onnxruntime builds
    sessions without holding the GIL, so the two loads overlap and a process's
    first verdict comes sooner. The thread is joined before the block ends.
    A failed load is left for the encoder's first ``encode`` to raise on the
    caller's thread (it loads again and raises there).
    """
    preload = getattr(encoder, "preload", None)
    if not callable(preload) or getattr(encoder, "loaded", True) is not False:
        yield
        return

    def load() -> None:
        try:
            preload()
        except Exception:  # raised again, on the caller's thread, by encode()
            log.debug("background encoder load failed; encode() will retry", exc_info=True)

    thread = threading.Thread(target=load, name="groundtrace-encoder-load", daemon=True)
    thread.start()
    try:
        yield
    finally:
        thread.join()


def _positive_int_env(name: str, default: int) -> int:
    """``$name`` as a positive integer, ``default`` when unset or blank.

    Raises:
        ConfigurationError: set but not a positive integer.
    """
    raw = os.environ.get(name)
    if raw is None or not raw.strip():
        return default
    try:
        value = int(raw.strip())
    except ValueError:
        value = -1
    if value < 1:
        raise ConfigurationError(f"{name} must be a positive integer, got {raw!r}")
    return value


def max_text_chars() -> int:
    """The longest text accepted now, in characters.

    Raises:
        ConfigurationError: ``$GROUNDTRACE_MAX_TEXT_CHARS`` is set but not a positive integer.
    """
    if _max_text_chars_override is not None:
        return _max_text_chars_override
    return _positive_int_env(MAX_TEXT_CHARS_ENV, MAX_TEXT_CHARS)


@runtime_checkable
class Encoder(Protocol):
    """Maps texts to L2-normalised float32 embeddings of shape ``(n, dim)``.

    ``role`` says how a text is used: ``"query"`` for questions, ``"passage"``
    for sources and answers. Encoders trained with role prefixes (e5) honour
    it; symmetric encoders (MiniLM, hashing) give the same vector for both.

    An encoder may also set ``batch_invariant = True`` when a text's vector is
    the same bits whatever it is encoded with; groundtrace then caches vectors
    across calls (:mod:`groundtrace.scorers.embedding_cache`). One that also
    sets ``symmetric = True`` (the role never changes a vector) has a text
    encoded once for all roles: an answer and its only claim, or a one-sentence
    context and its sentence, share one vector.
    """

    name: str
    dim: int

    def encode(self, texts: Sequence[str], *, role: Role = "passage") -> np.ndarray: ...


#: What an ``encoder=`` argument accepts: an encoder, a callable mapping texts
#: to vectors, a registered name, or None for the default
#: (:func:`groundtrace.encoders.resolve_encoder`).
EncoderLike = Encoder | Callable[..., Any] | str | None


#: A UTF-16 surrogate code point on its own: what ``"\ud800"`` in JSON, or
#: undecodable bytes read with ``errors="surrogateescape"``, turn into. It is
#: not a character, cannot be written as UTF-8, and no tokenizer accepts it.
_SURROGATE = re.compile("[\ud800-\udfff]")


def check_text(value: object, field: str, *, allow_blank: bool = False) -> str:
    """Return ``value`` if it is a non-blank string within :func:`max_text_chars`.

    This is the one text rule of the library: every public entry point (the
    Python API, the CLI and the HTTP service) validates its texts here before
    any model sees them.

    ``allow_blank=True`` is for optional texts (a question of a summary):
    they may be empty, the other rules still hold.

    Raises:
        InvalidType: not a string.
        InvalidText: empty or whitespace only (unless allowed), too long, or not valid Unicode
            (a lone surrogate code point); the message names the field and
            the character offset.
    """
    if not isinstance(value, str):
        raise InvalidType(f"{field} must be a string, got {type(value).__name__}")
    limit = max_text_chars()
    if len(value) > limit:
        raise InvalidText(
            f"{field} is {len(value):,} characters; the limit is {limit:,} (split the "
            "document and score the parts, or raise the limit with --max-text-chars or "
            f"{MAX_TEXT_CHARS_ENV})"
        )
    if not allow_blank and not value.strip():
        raise InvalidText(f"{field} must be a non-empty string, got {value[:40]!r}")
    bad = _SURROGATE.search(value)
    if bad is not None:
        raise InvalidText(
            f"{field} is not valid Unicode: lone surrogate U+{ord(bad.group()):04X} at character "
            f"offset {bad.start()} (decode the source as UTF-8, e.g. with errors='replace')"
        )
    return value


def check_texts(texts: object, field: str = "texts") -> list[str]:
    """Validate a sequence of texts (not a bare string) and return it as a list."""
    if isinstance(texts, str | bytes) or not isinstance(texts, Sequence):
        raise InvalidType(f"{field} must be a sequence of strings, got {type(texts).__name__}")
    return [check_text(t, f"{field}[{i}]") for i, t in enumerate(texts)]


def validate_embeddings(
    out: object, n: int, *, dim: int | None = None, source: str = "encoder"
) -> np.ndarray:
    """Check an encoder's output and return it as C-contiguous float32 rows.

    Raises:
        InvalidEmbedding: not array-like, not 2-D, wrong row count or dimension,
            NaN/inf values, or an all-zero row.
    """
    try:
        arr = np.asarray(out, dtype=np.float32)
    except (TypeError, ValueError) as exc:
        raise InvalidEmbedding(
            f"{source} must return a 2-D array of floats, got {type(out).__name__} ({exc})"
        ) from None
    if arr.ndim != 2:
        raise InvalidEmbedding(
            f"{source} must return a 2-D array (one row per text), got shape {arr.shape}"
        )
    if arr.shape[0] != n:
        raise InvalidEmbedding(f"{source} returned {arr.shape[0]} rows for {n} texts")
    if dim is not None and arr.shape[1] != dim:
        raise InvalidEmbedding(
            f"{source} returned dimension {arr.shape[1]}, expected {dim} as before"
        )
    if arr.shape[1] == 0:
        raise InvalidEmbedding(f"{source} returned empty rows (dimension 0)")
    if not np.all(np.isfinite(arr)):
        bad = int(np.argwhere(~np.all(np.isfinite(arr), axis=1))[0, 0])
        raise InvalidEmbedding(f"{source} returned NaN or inf (first in row {bad})")
    norms = np.linalg.norm(arr, axis=1)
    if np.any(norms == 0):
        bad = int(np.argwhere(norms == 0)[0, 0])
        raise InvalidEmbedding(f"{source} returned an all-zero vector (row {bad})")
    return np.ascontiguousarray(arr)


def _l2_normalise(arr: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(arr, axis=1, keepdims=True)
    out: np.ndarray = (arr / norms).astype(np.float32)
    return out


class CallableEncoder:
    """Wraps any ``texts -> array`` callable as an :class:`Encoder`.

    The output is validated (2-D, finite, one row per text, the same dimension
    on every call) and L2-normalised. ``role`` is passed on only when the
    callable accepts a ``role`` keyword (``pass_role=True``).
    """

    def __init__(
        self,
        fn: Callable[..., object],
        *,
        name: str | None = None,
        dim: int | None = None,
        pass_role: bool = False,
    ) -> None:
        if not callable(fn):
            raise InvalidType(f"encoder must be callable, got {type(fn).__name__}")
        self._fn = fn
        self._pass_role = pass_role
        self.name = name or f"callable:{getattr(fn, '__qualname__', type(fn).__name__)}"
        self.dim = dim or 0

    def encode(self, texts: Sequence[str], *, role: Role = "passage") -> np.ndarray:
        items = list(texts)
        out = self._fn(items, role=role) if self._pass_role else self._fn(items)
        arr = validate_embeddings(out, len(items), dim=self.dim or None, source=self.name)
        if not self.dim:
            self.dim = int(arr.shape[1])
        return _l2_normalise(arr)
