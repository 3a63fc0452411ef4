"""The verifier protocol: (evidence, claim) pairs in, label probabilities out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

__all__ = ["LABELS", "Verifier"]

#: Column order of every verifier's output.
LABELS: tuple[str, str, str] = ("entailed", "neutral", "contradicted")


@runtime_checkable
class Verifier(Protocol):
    """Scores whether each claim is entailed by, unsupported by, or contradicted by its evidence.

    A verifier may also carry ``partial_threshold`` (float in [0, 1]): the
    entailment probability below which the claim layer calls a claim
    unsupported, fitted for its probability scale. ``verify`` uses it when
    the caller passes no ``partial_threshold``. It may carry ``languages``
    (a tuple of codes such as ``("en",)``): the languages it was trained to
    read; ``triage`` does not let its scores decide an answer or source that
    reads as another language.
    """

    #: Stable id including the version, e.g. ``"groundtrace-verifier-minilm-v1"``.
    name: str

    def predict(
        self, premises: Sequence[str], hypotheses: Sequence[str]
    ) -> npt.NDArray[np.float32]:
        """Probabilities of shape ``(n, 3)``, float32, rows summing to 1, columns in LABELS order.

        ``premises[i]`` is the evidence for the claim ``hypotheses[i]``.
        """
        ...
