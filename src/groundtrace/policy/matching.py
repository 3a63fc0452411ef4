"""Which rules apply to a message: scope filter, then semantic match of the condition.

A rule is eligible when it is enabled and its scope fits the session (GLOBAL
always; SCENARIO when ``session.scenario == scope_id``; STEP when
``session.step == scope_id``). Eligible GLOBAL hard constraints apply to every
message (``always_enforce_global``). The others apply when the cosine
similarity between their ``condition_text`` and the user message reaches
``match_threshold``; of those, the ``match_top_k`` most similar are kept.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Sequence
from typing import Any

import numpy as np

from groundtrace.encoders import Encoder, EncoderLike, Role, resolve_encoder, validate_embeddings
from groundtrace.policy.config import EnforcementConfig
from groundtrace.policy.model import PolicyRule, Scope, Session
from groundtrace.policy.results import RuleMatch

__all__ = ["LazyEncoder", "scope_allows", "select_rules"]

#: Condition embeddings kept per encoder; rule conditions rarely change, and
#: re-encoding them on every inline call would dominate enforcement latency.
_CACHE_LIMIT = 4096

_cache_lock = threading.Lock()
_condition_cache: weakref.WeakKeyDictionary[Any, dict[str, np.ndarray]] = (
    weakref.WeakKeyDictionary()
)


class LazyEncoder:
    """Resolves the encoder only when something needs an embedding.

    A policy whose rules all apply unconditionally, with the relevance gate
    off, never loads a model.
    """

    def __init__(self, encoder: EncoderLike) -> None:
        self._spec = encoder
        self._encoder: Encoder | None = None
        self._memo: dict[tuple[str, Role], np.ndarray] = {}

    @property
    def resolved(self) -> bool:
        return self._encoder is not None

    def get(self) -> Encoder:
        if self._encoder is None:
            self._encoder = resolve_encoder(self._spec)
        return self._encoder

    def prime(self, texts: Sequence[str], role: Role, vectors: np.ndarray) -> None:
        """Store embeddings computed elsewhere (a batch) so embed() reuses them."""
        for text, vec in zip(texts, vectors, strict=True):
            self._memo[(text, role)] = vec

    def embed(self, text: str, role: Role) -> np.ndarray:
        """One text's embedding, computed once per enforce() call and role.

        The message is needed by rule matching and the relevance gate, and a
        regenerated response may repeat an earlier one: each costs one model
        call at most.
        """
        key = (text, role)
        if key not in self._memo:
            enc = self.get()
            self._memo[key] = validate_embeddings(
                enc.encode([text], role=role), 1, source=enc.name
            )[0]
        return self._memo[key]


def scope_allows(rule: PolicyRule, session: Session) -> bool:
    """True when the rule's scope fits the session."""
    if rule.scope is Scope.GLOBAL:
        return True
    if rule.scope is Scope.SCENARIO:
        return session.scenario == rule.scope_id
    return session.step == rule.scope_id


def _condition_vectors(encoder: Encoder, texts: Sequence[str]) -> np.ndarray:
    try:
        with _cache_lock:
            table = _condition_cache.setdefault(encoder, {})
    except TypeError:  # an encoder that cannot be weakly referenced: no caching
        table = {}
    todo = [t for t in dict.fromkeys(texts) if t not in table]
    if todo:
        vecs = validate_embeddings(
            encoder.encode(todo, role="query"), len(todo), source=encoder.name
        )
        with _cache_lock:
            if len(table) + len(todo) > _CACHE_LIMIT:
                table.clear()
            table.update(zip(todo, vecs, strict=True))
        fresh = dict(zip(todo, vecs, strict=True))
    else:
        fresh = {}
    return np.stack([fresh[t] if t in fresh else table[t] for t in texts])


def select_rules(
    message: str,
    rules: Sequence[PolicyRule],
    session: Session,
    config: EnforcementConfig,
    encoder: LazyEncoder,
) -> tuple[tuple[PolicyRule, RuleMatch], ...]:
    """The rules that apply to ``message``, in policy order, each with why it applies."""
    eligible = [r for r in rules if r.enabled and scope_allows(r, session)]
    always = {
        r.id
        for r in eligible
        if config.always_enforce_global and r.scope is Scope.GLOBAL and r.is_hard_constraint
    }
    candidates = [r for r in eligible if r.id not in always]
    matched: dict[str, float] = {}
    if candidates:
        enc = encoder.get()
        cond = _condition_vectors(enc, [r.condition_text for r in candidates])
        query = encoder.embed(message, "query")
        # Rounded before comparing, as the relevance gate does: the recorded
        # similarity is exactly the one the threshold saw, and the last float
        # bits of a batched vs single encoder call cannot flip a decision.
        sims = [round(float(x), 6) for x in cond.astype(np.float64) @ query.astype(np.float64)]
        ranked = sorted(
            ((s, i) for i, s in enumerate(sims) if s >= config.match_threshold),
            key=lambda si: (-si[0], si[1]),
        )
        for s, i in ranked[: config.match_top_k]:
            matched[candidates[i].id] = s
    out = []
    for r in eligible:
        if r.id in always:
            out.append((r, RuleMatch(r.id, "always", None)))
        elif r.id in matched:
            out.append((r, RuleMatch(r.id, "matched", matched[r.id])))
    return tuple(out)
