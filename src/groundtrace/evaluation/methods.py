"""The built-in ``groundtrace eval`` methods, all registered here, in one place.

- ``sgi``: 1 − normalised SGI against the whole context (the geometric layer
  alone); rows without a context are skipped. ``fused`` reads SGI as triage
  measures it, against the passages the claim layer retrieved.
- ``dgi``: 1 − normalised DGI; rows with an empty question are skipped (the
  context is not encoded: DGI's cost is its own).
- ``claims``: 1 − the claim layer's ranking score
  (:attr:`~groundtrace.claims.VerifiedAnswer.mean_min_score`: half the mean
  claim score, half the weakest claim's, as the fused model reads it); it
  flags an answer when any claim is unsupported or contradicted ("partial"
  counts as grounded). Rows without a context are skipped. Held out, leave
  one dataset out (bench/run_fusion.py), that score ranked at least as well
  as the plain mean on every dev file.
- ``rules``: the customer-support RAG checklist as a detector: score = 1 −
  the pack's quality, decision = its own flag (no model; rows without a
  context are skipped, the groundedness rules need the source).
- ``fused``: P(not grounded) from the bundled triage calibration via
  :func:`groundtrace.triage.triage_batch`; it flags anything that is not PASS,
  and its probability feeds ECE, Brier and the reliability plot. Offered only
  when groundtrace ships a triage calibration. A calibration is fitted with
  one encoder; with another encoder every row is skipped (its probabilities
  would mean nothing), so ``eval --method all --encoder e5-small`` still runs
  the other methods.

Importing this module is cheap: the layers load on the first call. It is
imported by :mod:`groundtrace.evaluation.runner` when a method is first asked for.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import resources
from typing import Any

import numpy as np

from groundtrace.encoders import Encoder
from groundtrace.errors import GroundtraceError
from groundtrace.evaluate import DGI, evaluate_batch
from groundtrace.evaluation.runner import MethodScores, ScoringMethod, register_method
from groundtrace.rules.engine import RuleSet
from groundtrace.types import Item

__all__ = ["EVAL_PACK", "fused_method", "score_claims", "score_dgi", "score_rules", "score_sgi"]


def score_sgi(items: Sequence[Item], *, encoder: Encoder) -> MethodScores:
    """1 − normalised SGI via :func:`evaluate_batch`; rows without a context are skipped."""
    results = evaluate_batch(items, encoder=encoder)
    scores = np.full(len(results), np.nan)
    flags = np.zeros(len(results), dtype=bool)
    for i, res in enumerate(results):
        if res.sgi is not None:
            # normalized is "higher = more grounded" in [0, 1]; flip it so
            # that higher means "more likely not grounded", like label 1.
            scores[i] = 1.0 - res.sgi.normalized
            flags[i] = res.sgi.flagged
    return MethodScores(scores=scores, decisions=flags)


def score_dgi(items: Sequence[Item], *, encoder: Encoder) -> MethodScores:
    """1 − normalised DGI; rows with an empty question are skipped.

    DGI reads only the question and the response, so the context is not
    encoded: its cost (and items/s) is DGI's own, not SGI's.

    Raises:
        ConfigurationError: no DGI reference ships for the encoder.
    """
    with_q = [i for i, it in enumerate(items) if it.question.strip()]
    scores = np.full(len(items), np.nan)
    flags = np.zeros(len(items), dtype=bool)
    if with_q:
        results = DGI(encoder).score_batch(
            [Item(question=items[i].question, response=items[i].response) for i in with_q]
        )
        for i, res in zip(with_q, results, strict=True):
            scores[i] = 1.0 - res.normalized
            flags[i] = res.flagged
    return MethodScores(scores=scores, decisions=flags)


def score_claims(items: Sequence[Item], *, encoder: Encoder) -> MethodScores:
    """1 − ``mean_min_score`` from :func:`groundtrace.claims.verify_batch` (default verifier)."""
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
            scores[i] = 1.0 - v.mean_min_score
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


#: The pack ``--method rules`` runs.
EVAL_PACK = "customer_support"

_ruleset: RuleSet | None = None


def _pack() -> RuleSet:
    global _ruleset
    if _ruleset is None:
        from groundtrace.rules.packs.registry import build_pack

        _ruleset = build_pack(EVAL_PACK, {"rag": True})
    return _ruleset


def score_rules(items: Sequence[Item], *, encoder: Encoder) -> MethodScores:
    """1 − quality of the customer-support RAG pack; flags what the pack flags.

    ``encoder`` is part of the method signature; the rules read only text.
    """
    del encoder  # the rule pack reads text only
    ruleset = _pack()
    scores = np.full(len(items), np.nan)
    flags = np.zeros(len(items), dtype=bool)
    for i, it in enumerate(items):
        if it.context is None:
            continue
        result = ruleset.evaluate(question=it.question, response=it.response,
                                  context=it.context, metadata=dict(it.metadata))
        scores[i] = 1.0 - float(result.quality)
        flags[i] = bool(result.flagged)
    return MethodScores(scores=scores, decisions=flags)


# --------------------------------------------------------------------- the registry

register_method("sgi", score_sgi, description="Semantic Grounding Index against the whole context "
                "(needs a context; fused reads SGI against the retrieved evidence)")
register_method("dgi", score_dgi,
                description="Directional Grounding Index (needs a question; no context used)")
register_method(
    "rules", score_rules,
    description=f"rule pack {EVAL_PACK} (RAG): 1 - rule quality, flags what the pack flags "
    "(needs a context; no model)",
)
register_method(
    "claims", score_claims,
    description=("claim-level verification: 1 - (mean claim score + weakest claim's) / 2 "
                 "(needs a context)"),
)
_encoder = _bundled_encoder()
if _encoder is not None:
    register_method(
        "fused", fused_method(),
        description="fused triage model (bundled calibration): calibrated P(not grounded), "
        f"flags REVIEW and FAIL; scores rows only with --encoder {_encoder}",
    )
