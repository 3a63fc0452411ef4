"""Enforce a policy on many logged (message, response) pairs: replay for audit.

Same verdict per row as :func:`~groundtrace.policy.enforce` (no
regeneration: a log cannot be re-asked), but the encoder sees each chunk's
distinct messages and responses in one call instead of one call per text,
and the policy hash is computed once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

from groundtrace.encoders import Encoder, Role
from groundtrace.encoders.base import check_text
from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.policy.config import EnforcementConfig
from groundtrace.policy.enforce import check_setup, policy_hash, run_checked
from groundtrace.policy.gates import GroundingChecker
from groundtrace.policy.judge import Judge
from groundtrace.policy.matching import LazyEncoder
from groundtrace.policy.model import Policy, Scope, Session
from groundtrace.policy.results import EnforcementResult
from groundtrace.policy.variables import Extractor, LLMExtractor
from groundtrace.scorers.embedding_cache import embed_roles

__all__ = ["BATCH_CHUNK", "check_row", "enforce_batch", "iter_enforce"]

#: Rows embedded together. Large enough to fill encoder batches, small enough
#: that memory stays flat on a replay of millions of rows.
BATCH_CHUNK = 256

_ROW_KEYS = frozenset({"message", "question", "response", "session", "context", "id"})


def check_row(item: object, where: str) -> tuple[str, str, Session, str | None]:
    """Validate one batch item; return ``(message, response, session, context)``.

    Raises:
        InvalidInput / InvalidType: the message starts with ``where``.
    """
    if not isinstance(item, Mapping):
        raise InvalidType(f"{where} must be a mapping, got {type(item).__name__}")
    message = item.get("message", item.get("question"))
    if message is None:
        raise InvalidInput(f"{where} has no 'message' (or 'question')")
    if "response" not in item:
        raise InvalidInput(f"{where} has no 'response'")
    try:
        check_text(message, "message")
        check_text(item["response"], "response")
        context = item.get("context") or None
        if context is not None:
            check_text(context, "context")
        session = Session.from_mapping(item.get("session") or {})
    except (InvalidInput, InvalidType) as exc:
        raise type(exc)(f"{where}: {exc}") from None
    return message, item["response"], session, context


def _needs_matching(policy: Policy, config: EnforcementConfig) -> bool:
    return any(
        r.enabled
        and not (config.always_enforce_global and r.scope is Scope.GLOBAL and r.is_hard_constraint)
        for r in policy.rules
    )


def iter_enforce(
    items: Iterable[Mapping[str, Any]],
    *,
    policy: Policy,
    config: EnforcementConfig | None = None,
    judge: Judge | None = None,
    encoder: Encoder | Callable[..., Any] | str | None = None,
    grounding_checker: GroundingChecker | None = None,
    extractors: Sequence[Extractor] | None = None,
    llm_extractor: LLMExtractor | None = None,
    chunk_size: int = BATCH_CHUNK,
) -> Iterator[EnforcementResult]:
    """Yield one :class:`EnforcementResult` per item, in input order.

    Each item is a mapping with ``message`` (or ``question``), ``response``
    and optional ``session`` and ``context``; other keys are ignored.

    Raises:
        InvalidInput / InvalidType: a malformed item (the message names its index).
    """
    cfg = check_setup(policy, config, judge=judge, grounding_checker=grounding_checker,
                      llm_extractor=llm_extractor)
    if isinstance(chunk_size, bool) or not isinstance(chunk_size, int) or chunk_size < 1:
        raise InvalidInput(f"chunk_size must be a positive integer, got {chunk_size!r}")
    digest = policy_hash(policy, cfg)
    shared = LazyEncoder(encoder)
    embed_messages = cfg.enabled and (cfg.relevance_enabled or _needs_matching(policy, cfg))
    embed_responses = cfg.enabled and cfg.relevance_enabled
    chunk: list[tuple[str, str, Session, str | None]] = []

    def flush() -> Iterator[EnforcementResult]:
        lazy = LazyEncoder(shared.get()) if (embed_messages or embed_responses) else shared
        if embed_messages or embed_responses:
            groups: list[tuple[list[str], Role]] = []
            if embed_messages:
                groups.append(([m for m, _, _, _ in chunk], "query"))
            if embed_responses:
                groups.append(([r for _, r, _, _ in chunk], "passage"))
            for (texts, role), vecs in zip(groups, embed_roles(lazy.get(), groups),
                                           strict=True):
                lazy.prime(texts, role, vecs)
        for message, response, session, context in chunk:
            yield run_checked(
                message, response, policy=policy, session=session, config=cfg,
                context=context, regenerate=None, judge=judge, encoder=lazy,
                grounding_checker=grounding_checker, extractors=extractors,
                llm_extractor=llm_extractor, digest=digest,
            )

    for index, item in enumerate(items):
        chunk.append(check_row(item, f"items[{index}]"))
        if len(chunk) >= chunk_size:
            yield from flush()
            chunk = []
    if chunk:
        yield from flush()


def enforce_batch(
    items: Iterable[Mapping[str, Any]],
    *,
    policy: Policy,
    config: EnforcementConfig | None = None,
    judge: Judge | None = None,
    encoder: Encoder | Callable[..., Any] | str | None = None,
    grounding_checker: GroundingChecker | None = None,
    extractors: Sequence[Extractor] | None = None,
    llm_extractor: LLMExtractor | None = None,
) -> list[EnforcementResult]:
    """Enforce ``policy`` on every item; see :func:`iter_enforce` for the item shape.

    Each result equals ``enforce(message, response, ...)`` on the same row
    without ``regenerate``.
    """
    return list(iter_enforce(
        items, policy=policy, config=config, judge=judge, encoder=encoder,
        grounding_checker=grounding_checker, extractors=extractors,
        llm_extractor=llm_extractor,
    ))
