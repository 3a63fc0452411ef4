"""Semantic Grounding Index: is the answer nearer its source than its question?

SGI = θ(r, q) / (θ(r, c) + ε), with θ the angle (arccos of the clipped dot
product) between L2-normalised embeddings of the response r, the question q
and the context c (Marín 2025, arXiv:2512.13771). A grounded answer moves
toward its source: SGI > 1. An answer that only restates the question, or
drifts away from the source, scores low.

The context vector c is either the whole context's embedding (``evaluate``)
or, inside ``triage``, the passages the claim layer retrieved and verified
(``against="evidence"``): one embedding of a long document says little about
the few sentences an answer draws on.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from groundtrace._serialize import to_jsonable
from groundtrace.errors import ConfigurationError
from groundtrace.scorers.geometry import angles

__all__ = [
    "DEGENERATE_ANGLE",
    "SGI_AGAINST",
    "SGI_EPSILON",
    "SGI_REVIEW_THRESHOLD",
    "SGI_STRONG_PASS_THRESHOLD",
    "SGIResult",
    "normalize_sgi",
    "sgi_from_embeddings",
]

#: ε of the definition: keeps the ratio finite when θ(r, c) = 0.
SGI_EPSILON = 1e-8
#: Angles below this (radians) mean "the same text" to the encoder: cosine
#: 0.9999995, beyond the int8 model's own noise (cosine 0.9996 to fp32).
DEGENERATE_ANGLE = 1e-3
#: Angle assumed to an empty question: a question with no content has no
#: direction, and unrelated unit vectors in 384 dimensions sit at about π/2.
EMPTY_QUESTION_ANGLE = math.pi / 2
#: SGI below this is flagged for review. Youden's J threshold of SGI (MiniLM)
#: on the "fit" half of shared/data/dev/halueval_qa.jsonl (4,978 rows; 0.8917,
#: J = 0.520, with the int8 encoder of training/export_encoder.py), rounded:
#: `python training/sgi_thresholds.py`.
SGI_REVIEW_THRESHOLD = 0.89
#: SGI at or above this is a strong pass: the answer sits markedly nearer the
#: source than the question. The upper quartile of SGI over grounded answers on
#: the same rows (1.2426), rounded; same command.
SGI_STRONG_PASS_THRESHOLD = 1.24


#: What the context vector of SGI can embed.
SGI_AGAINST = ("context", "evidence")
_AGAINST_TEXT = {"context": "context", "evidence": "retrieved evidence"}


def normalize_sgi(value: float) -> float:
    """Map SGI ∈ [0, ∞) to [0, 1] with 0.5 at SGI = 1: (1 + tanh(SGI − 1)) / 2."""
    return 0.5 * (1.0 + math.tanh(value - 1.0))


@dataclass(frozen=True)
class SGIResult:
    """One SGI score with its angles and the decision it implies.

    Attributes:
        value: the raw ratio θ(r, q) / (θ(r, c) + ε).
        normalized: ``value`` mapped to [0, 1] (see :func:`normalize_sgi`).
        flagged: ``value`` below the review threshold, or a degenerate echo.
        q_dist: θ(r, q) in radians (π/2 when the question is empty).
        ctx_dist: θ(r, c) in radians.
        method: ``sgi``, ``sgi_no_question``, ``degenerate_copy`` (response ≈
            context: strong pass) or ``degenerate_echo`` (response ≈ question).
        strong_pass: ``value`` at or above the strong-pass threshold.
        review_threshold / strong_pass_threshold: the thresholds applied.
        explanation: one sentence for a reviewer.
        against: what c was: ``context`` (the whole context) or ``evidence``
            (the passages the claim layer retrieved for the answer's claims).
    """

    value: float
    normalized: float
    flagged: bool
    q_dist: float
    ctx_dist: float
    method: str
    strong_pass: bool
    review_threshold: float
    strong_pass_threshold: float
    explanation: str
    against: str = "context"

    def to_dict(self) -> dict[str, Any]:
        return {
            "value": to_jsonable(self.value),
            "normalized": self.normalized,
            "flagged": self.flagged,
            "q_dist": self.q_dist,
            "ctx_dist": self.ctx_dist,
            "method": self.method,
            "strong_pass": self.strong_pass,
            "review_threshold": self.review_threshold,
            "strong_pass_threshold": self.strong_pass_threshold,
            "explanation": self.explanation,
            "against": self.against,
        }


def check_sgi_thresholds(review: float, strong_pass: float) -> None:
    for name, v in (("review_threshold", review), ("strong_pass_threshold", strong_pass)):
        if not isinstance(v, int | float) or isinstance(v, bool) or not math.isfinite(v) or v < 0:
            raise ConfigurationError(f"{name} must be a finite number >= 0, got {v!r}")
    if strong_pass < review:
        raise ConfigurationError(
            f"strong_pass_threshold ({strong_pass}) must be >= review_threshold ({review})"
        )


def sgi_from_embeddings(
    q: np.ndarray | None,
    c: np.ndarray,
    r: np.ndarray,
    *,
    review_threshold: float = SGI_REVIEW_THRESHOLD,
    strong_pass_threshold: float = SGI_STRONG_PASS_THRESHOLD,
    against: str | Sequence[str] = "context",
) -> list[SGIResult]:
    """SGI for rows of unit vectors; ``q`` rows may be ``None`` for empty questions.

    Args:
        q: (n, d) question embeddings, or None when every question is empty;
            rows of NaN mark individual empty questions.
        c: (n, d) context embeddings.
        r: (n, d) response embeddings.
        against: what the rows of ``c`` embed, ``context`` or ``evidence``:
            one value for every row, or one per row.
    """
    check_sgi_thresholds(review_threshold, strong_pass_threshold)
    kinds = [against] * len(r) if isinstance(against, str) else list(against)
    if len(kinds) != len(r) or any(k not in SGI_AGAINST for k in kinds):
        raise ConfigurationError(
            f"against must be one of {', '.join(SGI_AGAINST)}, once or once per row")
    theta_rc = angles(r, c)
    if q is None:
        theta_rq = np.full(len(r), EMPTY_QUESTION_ANGLE)
        no_q = np.ones(len(r), dtype=bool)
    else:
        no_q = np.isnan(q).any(axis=1)
        theta_rq = np.where(no_q, EMPTY_QUESTION_ANGLE, angles(r, np.nan_to_num(q)))
    out = []
    for trq, trc, empty_q, kind in zip(theta_rq.tolist(), theta_rc.tolist(), no_q.tolist(),
                                       kinds, strict=True):
        value = trq / (trc + SGI_EPSILON)
        if trc < DEGENERATE_ANGLE:
            method, flagged, strong = "degenerate_copy", False, True
            why = f"the response is the {_AGAINST_TEXT[kind]}, verbatim to the encoder: strong pass"
        elif not empty_q and trq < DEGENERATE_ANGLE:
            method, flagged, strong = "degenerate_echo", True, False
            why = "the response only restates the question: flagged"
        else:
            method = "sgi_no_question" if empty_q else "sgi"
            flagged = value < review_threshold
            strong = value >= strong_pass_threshold
            nearer = ("source" if kind == "context" else "evidence") if value >= 1 else "question"
            verdict = (
                "strong pass" if strong else "flagged for review" if flagged else "pass"
            )
            q_txt = "an empty question (π/2)" if empty_q else f"the question ({trq:.3f} rad)"
            why = (
                f"SGI {value:.3f}: the response is nearer the {nearer} — {trc:.3f} rad from "
                f"the {_AGAINST_TEXT[kind]} vs {q_txt}; {verdict} "
                f"(review below {review_threshold:g})"
            )
        out.append(
            SGIResult(
                value=value,
                normalized=1.0 if method == "degenerate_copy" else normalize_sgi(value),
                flagged=flagged,
                q_dist=trq,
                ctx_dist=trc,
                method=method,
                strong_pass=strong,
                review_threshold=float(review_threshold),
                strong_pass_threshold=float(strong_pass_threshold),
                explanation=why,
                against=kind,
            )
        )
    return out
