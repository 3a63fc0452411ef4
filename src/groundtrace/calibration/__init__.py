"""Calibration: DGI reference directions (and, later, thresholds and fusion)."""

from groundtrace.calibration.reference import (
    CalibrationResult,
    bundled_reference,
    calibrate_dgi,
    calibrate_dgi_from_csv,
)

__all__ = ["CalibrationResult", "bundled_reference", "calibrate_dgi", "calibrate_dgi_from_csv"]
