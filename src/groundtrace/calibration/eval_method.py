"""``groundtrace eval`` methods for the claim layer and the fused triage model.

Imported through :data:`groundtrace.evaluation.runner.METHOD_PROVIDERS`:

- ``claims``: 1 − the claim layer's answer score (mean claim score); it flags
  an answer when any claim is unsupported or contradicted ("partial" counts
  as grounded). Rows without a context are skipped.
- ``fused``: P(not grounded) from the bundled triage calibration via
  :func:`groundtrace.triage.triage_batch`; it flags anything that is not
  PASS, and its probability feeds ECE, Brier and the reliability plot.
  Offered only when groundtrace ships a triage calibration. A calibration
  is fitted with one encoder; with another encoder every row is skipped
  (its probabilities would mean nothing), so ``eval --method all --encoder
  e5-small`` still runs the other methods.

Importing this module is cheap: the layers load on the first call.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources
from typing import Any

import numpy as np

from groundtrace.encoders import Encoder
from groundtrace.errors import GroundtraceError
from groundtrace.evaluation.runner import MethodScores, ScoringMethod, register_method
from groundtrace.types import Item

__all__ = ["fused_method", "score_claims"]


def score_claims(items: Sequence[Item], *, encoder: Encoder) -> MethodScores:
    """1 − answer score from :func:`groundtrace.claims.verify_batch` (default verifier)."""
    from groundtrace.claims import verify_batch

    scores = np.full(len(items), np.nan)
    flags = np.zeros(len(items), dtype=bool)
    with_ctx = [i for i, it in enumerate(items) if it.context is not None]
    if with_ctx:
        verified = verify_batch(
            [{"response": items[i].response, "context": items[i].context,
              "question": items[i].question or None} for i in with_ctx],
            encoder=encoder,
        )
        for i, v in zip(with_ctx, verified, strict=True):
            scores[i] = 1.0 - v.score
            flags[i] = bool(v.unsupported_claims or v.contradicted_claims)
    return MethodScores(scores=scores, decisions=flags)


def fused_method(calibration: Any = None) -> ScoringMethod:
    """A scoring method over :func:`~groundtrace.triage.triage_batch` with ``calibration``.

    ``calibration`` is a :class:`~groundtrace.calibration.bundle.Calibration`,
    a path, or None for the bundled one (resolved on the first call). With
    an encoder other than the calibration's, every row is skipped (NaN).
    """

    def score_fused(items: Sequence[Item], *, encoder: Encoder) -> MethodScores:
        from groundtrace.calibration.bundle import resolve_calibration
        from groundtrace.triage import triage_batch

        cal = resolve_calibration(calibration)
        if encoder.name != cal.encoder:
            nan = np.full(len(items), np.nan)
            return MethodScores(scores=nan, decisions=np.zeros(len(items), dtype=bool),
                                probabilities=nan)
        verdicts = triage_batch(list(items), calibration=cal, encoder=encoder)
        p = np.array([v.probability for v in verdicts], dtype=np.float64)
        flags = np.array([v.decision != "PASS" for v in verdicts], dtype=bool)
        return MethodScores(scores=p, decisions=flags, probabilities=p)

    return score_fused


def _bundled_encoder() -> str | None:
    """The bundled calibration's encoder, or None when none ships (read once, lazily)."""
    from groundtrace.calibration.bundle import DEFAULT_FILE, default_calibration

    if not (resources.files("groundtrace.calibration") / "data" / DEFAULT_FILE).is_file():
        return None
    try:
        return default_calibration().encoder
    except GroundtraceError:
        # A broken bundled file must not break every CLI command (click builds the
        # --method choices at import); `groundtrace triage` reports it in full.
        return None


register_method(
    "claims", score_claims,
    description="claim-level verification: 1 - mean claim score (needs a context)",
)
_encoder = _bundled_encoder()
if _encoder is not None:
    register_method(
        "fused", fused_method(),
        description="fused triage model (bundled calibration): calibrated P(not grounded), "
        f"flags REVIEW and FAIL; scores rows only with --encoder {_encoder}",
    )
