"""Calibration: DGI reference directions, thresholds and fusion, and label proposals."""

from groundtrace.calibration.bundle import Calibration, ThresholdFit, default_calibration
from groundtrace.calibration.fitting import fit_calibration, fit_thresholds
from groundtrace.calibration.fusion import FusionModel, fit_fusion
from groundtrace.calibration.proposals import (
    LabelCandidate,
    LabelProposals,
    SeedExample,
    propose_labels,
)
from groundtrace.calibration.strategies import DEFAULT_STRATEGIES, ConfabulationStrategy
from groundtrace.scorers.reference import (
    CalibrationResult,
    bundled_reference,
    calibrate_dgi,
    calibrate_dgi_from_csv,
)

__all__ = [
    "DEFAULT_STRATEGIES",
    "Calibration",
    "CalibrationResult",
    "ConfabulationStrategy",
    "FusionModel",
    "LabelCandidate",
    "LabelProposals",
    "SeedExample",
    "ThresholdFit",
    "bundled_reference",
    "calibrate_dgi",
    "calibrate_dgi_from_csv",
    "default_calibration",
    "fit_calibration",
    "fit_fusion",
    "fit_thresholds",
    "propose_labels",
]
