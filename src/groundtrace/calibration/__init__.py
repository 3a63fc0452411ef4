"""Calibration: thresholds and the fused model, loaded for triage and fitted on labels.

DGI reference directions are the DGI scorer's data (:mod:`groundtrace.scorers.reference`,
re-exported here); label proposals live in :mod:`groundtrace.labelling`.
"""

from groundtrace.calibration.bundle import Calibration, ThresholdFit, default_calibration
from groundtrace.calibration.fitting import fit_calibration, fit_thresholds
from groundtrace.calibration.fusion import FusionModel
from groundtrace.calibration.fusion_fit import fit_fusion
from groundtrace.scorers.reference import (
    CalibrationResult,
    bundled_reference,
    calibrate_dgi,
    calibrate_dgi_from_csv,
)

__all__ = [
    "Calibration",
    "CalibrationResult",
    "FusionModel",
    "ThresholdFit",
    "bundled_reference",
    "calibrate_dgi",
    "calibrate_dgi_from_csv",
    "default_calibration",
    "fit_calibration",
    "fit_fusion",
    "fit_thresholds",
]
