"""Angles between L2-normalised embeddings."""

from __future__ import annotations

import numpy as np

__all__ = ["angle", "angles"]


def angles(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Row-wise angle in radians between unit vectors, the dot product clipped to [-1, 1]."""
    dots = np.einsum("ij,ij->i", a.astype(np.float64), b.astype(np.float64))
    out: np.ndarray = np.arccos(np.clip(dots, -1.0, 1.0))
    return out


def angle(a: np.ndarray, b: np.ndarray) -> float:
    """Angle in radians between two unit vectors."""
    return float(angles(a[None, :], b[None, :])[0])
