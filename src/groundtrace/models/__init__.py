"""Learned models shipped with groundtrace (loaded lazily, on first use)."""

from __future__ import annotations

from groundtrace.models.protocol import LABELS, Verifier
from groundtrace.models.verifier import OnnxVerifier, get_verifier

__all__ = ["LABELS", "OnnxVerifier", "Verifier", "get_verifier"]
