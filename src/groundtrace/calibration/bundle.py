"""A calibration: fitted thresholds plus the fused model, saved as one JSON file.

This module loads and applies calibrations (what triage needs); fitting one
is :mod:`groundtrace.calibration.fitting`, which sits above triage.
``groundtrace fit LABELLED.jsonl -o calibration.json`` makes one from the
user's own labelled answers; groundtrace ships a default one
(``calibration/data/triage_default.json``, made by ``training/fit_fusion.py``
from the "fit" half of shared/data/dev).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from groundtrace.calibration.fusion import FusionModel
from groundtrace.errors import ConfigurationError, DataFormatError, InvalidType

__all__ = [
    "ALIGNMENT_VERIFIER",
    "Calibration",
    "ThresholdFit",
    "default_calibration",
    "resolve_calibration",
]

#: Name recorded when the claim layer used its embedding-alignment verifier.
ALIGNMENT_VERIFIER = "alignment"
DEFAULT_FILE = "triage_default.json"


@dataclass(frozen=True)
class ThresholdFit:
    """Per-score thresholds chosen by Youden's J on labelled data.

    Each threshold is for "score below it ⇒ not grounded": ``sgi_review`` on
    raw SGI as triage measures it (against the passages the claim layer
    retrieved, :func:`groundtrace.triage.run_layers`), ``dgi_pass`` on raw
    DGI, ``claims_score`` on the claim layer's answer score. A score with too
    few rows of both classes is ``None``.
    """

    sgi_review: float | None
    dgi_pass: float | None
    claims_score: float | None
    n: int
    positives: int
    encoder: str
    metric: str = "youden_j"
    youden_j: Mapping[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "sgi_review": self.sgi_review,
            "dgi_pass": self.dgi_pass,
            "claims_score": self.claims_score,
            "n": self.n,
            "positives": self.positives,
            "encoder": self.encoder,
            "metric": self.metric,
            "youden_j": dict(self.youden_j),
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> ThresholdFit:
        def opt(v: Any) -> float | None:
            return None if v is None else float(v)

        return cls(opt(d.get("sgi_review")), opt(d.get("dgi_pass")), opt(d.get("claims_score")),
                   int(d["n"]), int(d["positives"]), str(d["encoder"]),
                   str(d.get("metric", "youden_j")), dict(d.get("youden_j", {})))


@dataclass(frozen=True)
class Calibration:
    """Thresholds, the fused model, and what they were fitted with."""

    thresholds: ThresholdFit
    fusion: FusionModel
    encoder: str
    verifier: str
    rules: str | None = None
    provenance: Mapping[str, Any] = field(default_factory=dict)
    #: The DGI-only model for answers without a source (None: no labelled row
    #: had a question, so such answers cannot be triaged with this calibration).
    question_model: FusionModel | None = None

    def model_for(self, has_context: bool) -> FusionModel:
        """The fused model for answers with a source, or the DGI model without one.

        Raises:
            ConfigurationError: no source and no question-only model was fitted.
        """
        if has_context:
            return self.fusion
        if self.question_model is None:
            raise ConfigurationError(
                "this calibration has no model for answers without a context (its labelled "
                "rows had no questions); pass the context, or fit on rows with questions"
            )
        return self.question_model

    @property
    def calibration_id(self) -> str:
        body = json.dumps(
            {"thresholds": self.thresholds.to_dict(), "fusion": self.fusion.model_id,
             "question_model": None if self.question_model is None
             else self.question_model.model_id,
             "encoder": self.encoder, "verifier": self.verifier, "rules": self.rules},
            sort_keys=True,
        ).encode()
        return "cal-" + hashlib.sha256(body).hexdigest()[:16]

    def default_verifier(self) -> Any:
        """The verifier this calibration was fitted with: ``"alignment"`` or the trained model."""
        if self.verifier == ALIGNMENT_VERIFIER:
            return ALIGNMENT_VERIFIER
        from groundtrace.models import get_verifier

        v = get_verifier()
        if v.name != self.verifier:
            raise ConfigurationError(
                f"calibration was fitted with verifier {self.verifier!r} but the installed one "
                f"is {v.name!r}; refit with `groundtrace fit` or pass verifier="
            )
        return v

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "groundtrace.calibration",
            "version": 1,
            "calibration_id": self.calibration_id,
            "encoder": self.encoder,
            "verifier": self.verifier,
            "rules": self.rules,
            "thresholds": self.thresholds.to_dict(),
            "fusion": self.fusion.to_dict(),
            "question_model": None if self.question_model is None
            else self.question_model.to_dict(),
            "provenance": dict(self.provenance),
        }

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_dict(), indent=1, sort_keys=True) + "\n",
                              encoding="utf-8")

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], *, origin: str = "data") -> Calibration:
        if not isinstance(d, Mapping) or d.get("kind") != "groundtrace.calibration":
            raise DataFormatError(f"{origin}: not a groundtrace calibration file")
        try:
            return cls(
                thresholds=ThresholdFit.from_dict(d["thresholds"]),
                fusion=FusionModel.from_dict(d["fusion"], origin=origin),
                encoder=str(d["encoder"]),
                verifier=str(d["verifier"]),
                rules=d.get("rules"),
                provenance=dict(d.get("provenance", {})),
                question_model=None if d.get("question_model") is None
                else FusionModel.from_dict(d["question_model"], origin=origin),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise DataFormatError(f"{origin}: malformed calibration ({exc})") from None

    @classmethod
    def load(cls, path: str | Path) -> Calibration:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise DataFormatError(f"cannot read calibration {str(path)!r}: {exc}") from None
        return cls.from_dict(data, origin=str(path))


_DEFAULT: list[Calibration] = []


def default_calibration() -> Calibration:
    """The calibration shipped with groundtrace (loaded once)."""
    if not _DEFAULT:
        res = resources.files("groundtrace.calibration") / "data" / DEFAULT_FILE
        if not res.is_file():
            raise ConfigurationError(
                "no bundled triage calibration found; fit one with `groundtrace fit`"
            )
        _DEFAULT.append(Calibration.from_dict(json.loads(res.read_text(encoding="utf-8")),
                                              origin=str(res)))
    return _DEFAULT[0]


def resolve_calibration(calibration: Calibration | str | Path | None) -> Calibration:
    if calibration is None:
        return default_calibration()
    if isinstance(calibration, Calibration):
        return calibration
    if isinstance(calibration, str | Path):
        return Calibration.load(calibration)
    raise InvalidType(
        f"calibration must be a Calibration, a path or None, got {type(calibration).__name__}"
    )
