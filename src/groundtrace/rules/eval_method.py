"""``groundtrace eval --method rules``: the customer-support RAG checklist as a detector.

Labelled grounding rows are (question, source, answer) triples, the
customer-support RAG archetype, so the method runs that pack with
``rag=True``: score = 1 − the rule set's quality (the geometric mean of its
groundedness, completeness and no-overreach sub-scores), decision = the
pack's own flag. Rows without a context are skipped: the groundedness rules
need the source. The pack is pure Python and needs no model.

Imported through :data:`groundtrace.evaluation.runner.METHOD_PROVIDERS`.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from groundtrace.encoders import Encoder
from groundtrace.evaluation.runner import MethodScores, register_method
from groundtrace.rules.engine import RuleSet
from groundtrace.types import Item

__all__ = ["EVAL_PACK", "score_rules"]

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


register_method(
    "rules", score_rules,
    description=f"rule pack {EVAL_PACK} (RAG): 1 - rule quality, flags what the pack flags "
    "(needs a context; no model)",
)
