"""Directional Grounding Index: does the answer move the way grounded answers move?

δ = r − q, normalised; DGI = cos(δ̂, μ̂), where μ̂ is the mean displacement of
verified grounded (question, response) pairs (see
:mod:`groundtrace.scorers.reference`). No context is needed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import numpy as np

from groundtrace.errors import ConfigurationError
from groundtrace.scorers.reference import MIN_DISPLACEMENT, CalibrationResult, displacements

__all__ = ["DGI_PASS_THRESHOLD", "DGIResult", "dgi_from_embeddings"]

#: DGI below this is flagged. Youden's J threshold of DGI (MiniLM, bundled μ̂)
#: on the "fit" half of shared/data/dev/halueval_qa.jsonl (0.1106, J = 0.706),
#: rounded: `python training/sgi_thresholds.py`. Those grounded rows also
#: helped estimate μ̂, so J there is optimistic; holdout figures are in
#: bench/RESULTS.md.
DGI_PASS_THRESHOLD = 0.11


@dataclass(frozen=True)
class DGIResult:
    """One DGI score.

    Attributes:
        value: cos(δ̂, μ̂) in [-1, 1].
        normalized: (value + 1) / 2 in [0, 1].
        flagged: ``value`` below the pass threshold, or no displacement at all.
        displacement_norm: ‖r − q‖ (0 means the response restates the question).
        method: ``dgi`` or ``degenerate_no_displacement``.
        pass_threshold: the threshold applied.
        reference: ``source`` of the μ̂ used, with its pair count.
        explanation: one sentence for a reviewer.
    """

    value: float
    normalized: float
    flagged: bool
    displacement_norm: float
    method: str
    pass_threshold: float
    reference: str
    explanation: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "value": self.value,
            "normalized": self.normalized,
            "flagged": self.flagged,
            "displacement_norm": self.displacement_norm,
            "method": self.method,
            "pass_threshold": self.pass_threshold,
            "reference": self.reference,
            "explanation": self.explanation,
        }


def check_dgi_threshold(value: float) -> None:
    if (
        not isinstance(value, int | float)
        or isinstance(value, bool)
        or not math.isfinite(value)
        or not -1.0 <= value <= 1.0
    ):
        raise ConfigurationError(f"pass_threshold must be in [-1, 1], got {value!r}")


def dgi_from_embeddings(
    q: np.ndarray,
    r: np.ndarray,
    reference: CalibrationResult,
    *,
    pass_threshold: float = DGI_PASS_THRESHOLD,
) -> list[DGIResult]:
    """DGI for rows of unit question and response vectors."""
    check_dgi_threshold(pass_threshold)
    if reference.dim != q.shape[1]:
        raise ConfigurationError(
            f"DGI reference has dimension {reference.dim} (encoder {reference.encoder!r}) but "
            f"the embeddings have {q.shape[1]}; calibrate a reference for this encoder"
        )
    units, norms = displacements(q, r)
    # Row-wise products, not a BLAS matrix-vector call: gemv may take another
    # code path for another row count, and a single item must give batch bits.
    values = (units * reference.vector[None, :]).sum(axis=1)
    ref = f"{reference.source} (n={reference.n_pairs})"
    out = []
    for v, n in zip(values.tolist(), norms.tolist(), strict=True):
        if n < MIN_DISPLACEMENT:
            out.append(
                DGIResult(
                    value=0.0,
                    normalized=0.5,
                    flagged=True,
                    displacement_norm=n,
                    method="degenerate_no_displacement",
                    pass_threshold=float(pass_threshold),
                    reference=ref,
                    explanation="the response restates the question (no displacement): flagged",
                )
            )
            continue
        v = max(-1.0, min(1.0, v))
        flagged = v < pass_threshold
        out.append(
            DGIResult(
                value=v,
                normalized=(v + 1.0) / 2.0,
                flagged=flagged,
                displacement_norm=n,
                method="dgi",
                pass_threshold=float(pass_threshold),
                reference=ref,
                explanation=(
                    f"DGI {v:.3f}: the question→response move "
                    f"{'diverges from' if flagged else 'follows'} the direction of grounded "
                    f"answers ({'flagged' if flagged else 'pass'}; pass at {pass_threshold:g})"
                ),
            )
        )
    return out
