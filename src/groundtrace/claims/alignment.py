"""The embedding-alignment verifier: similarity, word coverage and the deterministic checks.

It satisfies :class:`groundtrace.models.protocol.Verifier`, so the trained
cross-encoder replaces it without touching the claim layer. It is the
offline baseline: it knows when a claim restates its evidence and when a
number, date, name, negation or quantity word disagrees with it; it cannot
follow reasoning, and it will miss subtle rewordings (see bench/RESULTS.md).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from groundtrace.checks import SourceText, resolve_checks, run_checks
from groundtrace.checks.base import CheckOutcome
from groundtrace.checks.lexicon import content_words, coverage
from groundtrace.encoders import Encoder, resolve_encoder
from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.models.protocol import LABELS
from groundtrace.scorers.embedding_cache import embed_roles
from groundtrace.sources.spans import Span
from groundtrace.text.claims import SHORT_ANSWER_WORDS

__all__ = [
    "CONTRADICTION_WEIGHT",
    "SIMILARITY_MIDPOINT",
    "SIMILARITY_SCALE",
    "AlignmentVerifier",
]

#: Cosine at which embedding alignment counts as even odds. MiniLM puts
#: paraphrases of one fact around 0.7-0.9 and different facts about the same
#: topic around 0.4-0.6; 0.6 sits between (inspected on the "fit" half of
#: shared/data/dev; see bench/claims_quality.py for the held-out numbers).
SIMILARITY_MIDPOINT = 0.6
#: Width of the logistic around the midpoint (cosine units).
SIMILARITY_SCALE = 0.08
#: Weight of embedding alignment against content-word coverage in entailment.
EMBEDDING_WEIGHT = 0.6
#: Probability mass a contradicting check assigns, times how related the pair is.
CONTRADICTION_WEIGHT = 0.9
#: Each "the evidence never says this" finding halves the entailment probability.
UNSUPPORTED_FACTOR = 0.5

# Column positions follow the protocol's LABELS, whatever order it declares.
_E, _N, _C = (LABELS.index(x) for x in ("entailed", "neutral", "contradicted"))


def _checked_part(hypothesis: str) -> str:
    """The part of a hypothesis the fact checks read.

    A short answer is verified as "question? answer"; the question's own
    numbers, dates and names are not claims, so only the answer is checked.
    """
    head, sep, tail = hypothesis.rpartition("? ")
    if sep and head and 0 < len(tail.split()) <= SHORT_ANSWER_WORDS:
        return tail
    return hypothesis


def _sigmoid(x: np.ndarray) -> np.ndarray:
    out: np.ndarray = 1.0 / (1.0 + np.exp(-x))
    return out


class AlignmentVerifier:
    """Verifier from embedding similarity, content-word coverage and fact checks.

    Args:
        encoder: a name, encoder or callable (see ``resolve_encoder``); None
            means the default encoder (MiniLM).
        checks: names of the checks to apply (None: all of them).
        similarity_midpoint / similarity_scale: the logistic mapping cosine
            similarity to alignment.

    ``predict(premises, hypotheses)`` returns float32 ``(n, 3)`` probabilities
    in ``LABELS`` order (entailed, neutral, contradicted), rows summing to 1.
    """

    #: The claim layer's partial threshold for this verifier's probabilities:
    #: best mean balanced accuracy of "any claim unsupported or contradicted"
    #: over the six shared/data/dev files, FIT rows only, 60 per file, MiniLM:
    #: 0.654 at 0.20 vs 0.631 at 0.30
    #: (`python training/claims_thresholds.py --verifier alignment --max-rows 60`).
    #: With the int8 encoder of training/export_encoder.py: 0.655 at 0.20, 0.661
    #: at 0.30, 0.664 at best (0.15, "hard" rule): within what 60 rows per file
    #: can tell apart, so kept.
    partial_threshold: float | None = 0.2

    def __init__(
        self,
        encoder: Encoder | Callable[..., Any] | str | None = None,
        *,
        checks: Sequence[str] | None = None,
        similarity_midpoint: float = SIMILARITY_MIDPOINT,
        similarity_scale: float = SIMILARITY_SCALE,
    ) -> None:
        self.encoder = resolve_encoder(encoder)
        self.checks = resolve_checks(checks)
        for label, v in (("similarity_midpoint", similarity_midpoint),
                         ("similarity_scale", similarity_scale)):
            if not isinstance(v, int | float) or isinstance(v, bool) or not np.isfinite(v):
                raise InvalidInput(f"{label} must be a finite number, got {v!r}")
        if not -1.0 <= similarity_midpoint <= 1.0:
            raise InvalidInput(f"similarity_midpoint must be in [-1, 1], got {similarity_midpoint}")
        if similarity_scale <= 0:
            raise InvalidInput(f"similarity_scale must be > 0, got {similarity_scale}")
        self.similarity_midpoint = float(similarity_midpoint)
        self.similarity_scale = float(similarity_scale)
        self.name = f"alignment-v1:{self.encoder.name}"

    def predict(
        self, premises: Sequence[str], hypotheses: Sequence[str]
    ) -> npt.NDArray[np.float32]:
        """Probabilities (entailed, neutral, contradicted) for each (premise, hypothesis)."""
        for label, seq in (("premises", premises), ("hypotheses", hypotheses)):
            if isinstance(seq, str) or not isinstance(seq, Sequence):
                raise InvalidType(f"{label} must be a sequence of strings, got "
                                  f"{type(seq).__name__}")
        if len(premises) != len(hypotheses):
            raise InvalidInput(
                f"premises and hypotheses must have the same length, got {len(premises)} "
                f"and {len(hypotheses)}"
            )
        n = len(premises)
        if n == 0:
            return np.zeros((0, 3), dtype=np.float32)
        for label, seq in (("premises", premises), ("hypotheses", hypotheses)):
            bad = next((i for i, t in enumerate(seq) if not isinstance(t, str) or not t.strip()),
                       None)
            if bad is not None:
                raise InvalidInput(f"{label}[{bad}] must be a non-empty string, got "
                                   f"{seq[bad]!r}")
        p_emb, h_emb = embed_roles(self.encoder, [(list(premises), "passage"),
                                                  (list(hypotheses), "query")])
        sim = np.einsum("ij,ij->i", p_emb.astype(np.float64), h_emb.astype(np.float64))
        align = _sigmoid((sim - self.similarity_midpoint) / self.similarity_scale)
        cov = np.empty(n, dtype=np.float64)
        contra = np.zeros(n, dtype=np.float64)
        unsup = np.zeros(n, dtype=np.float64)
        words: dict[str, set[str]] = {}
        for i, (p, h) in enumerate(zip(premises, hypotheses, strict=True)):
            hw = words.setdefault(h, content_words(h))
            pw = words.setdefault(p, content_words(p))
            cov[i] = coverage(hw, pw)
            src = [SourceText(p, Span("premise", 0, len(p)))]
            for hit in run_checks(_checked_part(h), src, src, checks=self.checks):
                if hit.outcome is CheckOutcome.CONTRADICTED:
                    contra[i] = 1.0
                elif hit.outcome is CheckOutcome.UNSUPPORTED:
                    unsup[i] += 1.0
        related = np.maximum(align, cov)
        c = CONTRADICTION_WEIGHT * contra * related
        e = (EMBEDDING_WEIGHT * align + (1.0 - EMBEDDING_WEIGHT) * cov)
        e = e * (1.0 - c) * np.power(UNSUPPORTED_FACTOR, unsup)
        neutral = np.clip(1.0 - e - c, 0.0, 1.0)
        out = np.empty((n, 3), dtype=np.float64)
        out[:, _E], out[:, _N], out[:, _C] = e, neutral, c
        out /= out.sum(axis=1, keepdims=True)
        return out.astype(np.float32)

    def __repr__(self) -> str:
        return f"AlignmentVerifier(encoder={self.encoder.name!r}, checks={list(self.checks)!r})"
