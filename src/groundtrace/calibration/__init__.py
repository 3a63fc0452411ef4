"""Calibration: DGI reference directions, thresholds and fusion, and label proposals."""

from groundtrace.calibration.proposals import (
    LabelCandidate,
    LabelProposals,
    SeedExample,
    propose_labels,
)
from groundtrace.calibration.reference import (
    CalibrationResult,
    bundled_reference,
    calibrate_dgi,
    calibrate_dgi_from_csv,
)
from groundtrace.calibration.strategies import DEFAULT_STRATEGIES, ConfabulationStrategy

__all__ = [
    "DEFAULT_STRATEGIES",
    "CalibrationResult",
    "ConfabulationStrategy",
    "LabelCandidate",
    "LabelProposals",
    "SeedExample",
    "bundled_reference",
    "calibrate_dgi",
    "calibrate_dgi_from_csv",
    "propose_labels",
]
