"""Growing a calibration set: confabulated drafts of known-good answers, for a human to label.

groundtrace never labels: :func:`propose_labels` asks the user's LLM for
drafts, ranks them by triage uncertainty and writes a review sheet; the
reviewer's ticks become labelled rows for ``groundtrace fit``.
"""

from groundtrace.labelling.proposals import (
    LabelCandidate,
    LabelProposals,
    SeedExample,
    propose_labels,
)
from groundtrace.labelling.strategies import DEFAULT_STRATEGIES, ConfabulationStrategy

__all__ = [
    "DEFAULT_STRATEGIES",
    "ConfabulationStrategy",
    "LabelCandidate",
    "LabelProposals",
    "SeedExample",
    "propose_labels",
]
