"""The policy use case: responses checked against a policy's rules and gates."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from groundtrace.operations.inputs import OperationInput, check_prepared

if TYPE_CHECKING:
    from groundtrace.encoders.base import EncoderLike
    from groundtrace.policy import EnforcementResult, Policy

__all__ = ["enforce_inputs"]


def enforce_inputs(inputs: Iterable[OperationInput], *, policy: Policy,
                   encoder: EncoderLike = None) -> Iterator[EnforcementResult]:
    """Enforce ``policy`` on each prepared input, streamed in input order.

    Each result equals :func:`groundtrace.policy.enforce` on that input
    alone (no regeneration: a logged answer cannot be re-asked); texts are
    embedded a chunk at a time (:func:`groundtrace.policy.iter_enforce`), so
    a replay of millions of rows runs in flat memory.

    Raises:
        InvalidInput: an input is not prepared for enforce.
    """
    from groundtrace.policy import iter_enforce

    def rows() -> Iterator[dict[str, object]]:
        for item in inputs:
            check_prepared([item], "enforce")
            yield item.to_dict()

    return iter_enforce(rows(), policy=policy, encoder=encoder)
