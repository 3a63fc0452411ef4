"""DGI reference directions: the mean question→response displacement of grounded pairs.

A :class:`CalibrationResult` holds μ̂ (unit vector), the number of pairs it was
estimated from, the mean resultant length R̄ and the von Mises–Fisher
concentration κ estimated from it (Banerjee et al. 2005:
κ ≈ R̄ (d − R̄²) / (1 − R̄²)). groundtrace ships one per built-in offline
encoder, computed by ``training/calibrate_dgi.py`` from grounded rows of the
"fit" half of ``shared/data/dev``.
"""

from __future__ import annotations

import csv
import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from groundtrace.encoders import Encoder, check_text, resolve_encoder
from groundtrace.errors import ConfigurationError, DataFormatError, InvalidInput

__all__ = [
    "CalibrationResult",
    "bundled_reference",
    "calibrate_dgi",
    "calibrate_dgi_from_csv",
    "displacements",
]

#: Displacements shorter than this are "no movement" (question ≈ response).
MIN_DISPLACEMENT = 1e-6


def displacements(q: np.ndarray, r: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Unit displacements (r − q)/‖r − q‖ and their norms; zero rows stay zero."""
    delta = r.astype(np.float64) - q.astype(np.float64)
    norms = np.linalg.norm(delta, axis=1)
    safe = np.where(norms < MIN_DISPLACEMENT, 1.0, norms)
    return delta / safe[:, None], norms


@dataclass(frozen=True)
class CalibrationResult:
    """A DGI reference direction and how it was obtained."""

    encoder: str
    mu: tuple[float, ...]
    n_pairs: int
    mean_resultant_length: float
    kappa: float
    source: str
    provenance: dict[str, Any] = field(default_factory=dict)

    @property
    def vector(self) -> np.ndarray:
        return np.asarray(self.mu, dtype=np.float64)

    @property
    def dim(self) -> int:
        return len(self.mu)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "groundtrace.dgi_reference",
            "version": 1,
            "encoder": self.encoder,
            "dim": self.dim,
            "mu": list(self.mu),
            "n_pairs": self.n_pairs,
            "mean_resultant_length": self.mean_resultant_length,
            "kappa": self.kappa,
            "source": self.source,
            "provenance": self.provenance,
        }

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_dict(), indent=1) + "\n", encoding="utf-8")

    @classmethod
    def from_dict(cls, data: dict[str, Any], *, origin: str = "data") -> CalibrationResult:
        if not isinstance(data, dict) or data.get("kind") != "groundtrace.dgi_reference":
            raise DataFormatError(f"{origin}: not a groundtrace DGI reference file")
        try:
            mu = tuple(float(x) for x in data["mu"])
            result = cls(
                encoder=str(data["encoder"]),
                mu=mu,
                n_pairs=int(data["n_pairs"]),
                mean_resultant_length=float(data["mean_resultant_length"]),
                kappa=float(data["kappa"]),
                source=str(data.get("source", "")),
                provenance=dict(data.get("provenance", {})),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise DataFormatError(f"{origin}: malformed DGI reference ({exc})") from None
        norm = float(np.linalg.norm(result.vector))
        if not mu or not math.isfinite(norm) or abs(norm - 1.0) > 1e-4:
            raise DataFormatError(f"{origin}: mu must be a finite unit vector (norm {norm:.6f})")
        return result

    @classmethod
    def load(cls, path: str | Path) -> CalibrationResult:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise DataFormatError(f"cannot read DGI reference {str(path)!r}: {exc}") from None
        return cls.from_dict(data, origin=str(path))


def _kappa(rbar: float, dim: int) -> float:
    if rbar >= 1.0:
        return math.inf
    return rbar * (dim - rbar**2) / (1.0 - rbar**2)


def reference_from_embeddings(
    q: np.ndarray,
    r: np.ndarray,
    *,
    encoder: str,
    source: str,
    provenance: dict[str, Any] | None = None,
) -> CalibrationResult:
    """Estimate μ̂ and κ from question and response embeddings of grounded pairs."""
    units, norms = displacements(q, r)
    keep = norms >= MIN_DISPLACEMENT
    if int(keep.sum()) < 2:
        raise InvalidInput(
            f"DGI calibration needs at least 2 pairs whose response differs from the "
            f"question, got {int(keep.sum())}"
        )
    mean = units[keep].mean(axis=0)
    rbar = float(np.linalg.norm(mean))
    if rbar < 1e-12:
        raise InvalidInput("grounded displacements cancel out; no mean direction exists")
    mu = mean / rbar
    return CalibrationResult(
        encoder=encoder,
        mu=tuple(float(x) for x in mu),
        n_pairs=int(keep.sum()),
        mean_resultant_length=rbar,
        kappa=_kappa(rbar, units.shape[1]),
        source=source,
        provenance=provenance or {},
    )


def calibrate_dgi(
    pairs: Iterable[tuple[str, str]],
    *,
    encoder: Encoder | str | None = None,
    source: str = "user pairs",
) -> CalibrationResult:
    """Fit μ̂ from verified grounded ``(question, response)`` pairs."""
    enc = resolve_encoder(encoder)
    items = list(pairs)
    if len(items) < 2:
        raise InvalidInput(f"DGI calibration needs at least 2 grounded pairs, got {len(items)}")
    questions, responses = [], []
    for i, pair in enumerate(items):
        if not isinstance(pair, Sequence) or isinstance(pair, str) or len(pair) != 2:
            raise InvalidInput(f"pairs[{i}] must be a (question, response) pair, got {pair!r}")
        questions.append(check_text(pair[0], f"pairs[{i}].question"))
        responses.append(check_text(pair[1], f"pairs[{i}].response"))
    from groundtrace.scorers.embedding_cache import embed_roles

    q, r = embed_roles(enc, [(questions, "query"), (responses, "passage")])
    return reference_from_embeddings(q, r, encoder=enc.name, source=source)


def calibrate_dgi_from_csv(
    path: str | Path, *, encoder: Encoder | str | None = None
) -> CalibrationResult:
    """Fit μ̂ from a CSV with ``question`` and ``response`` columns (all grounded)."""
    p = Path(path)
    try:
        with p.open(newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            cols = set(reader.fieldnames or ())
            if not {"question", "response"} <= cols:
                raise DataFormatError(
                    f"{p}: needs columns 'question' and 'response', found {sorted(cols)}"
                )
            pairs = [(row["question"], row["response"]) for row in reader]
    except (OSError, UnicodeDecodeError) as exc:
        raise DataFormatError(f"cannot read {str(p)!r}: {exc}") from None
    return calibrate_dgi(pairs, encoder=encoder, source=f"csv:{p.name}")


_BUNDLED: dict[str, CalibrationResult] = {}


def bundled_reference(encoder_name: str) -> CalibrationResult:
    """The shipped DGI reference for a built-in encoder.

    Raises:
        ConfigurationError: no reference ships for that encoder; calibrate one.
    """
    if encoder_name not in _BUNDLED:
        res = resources.files("groundtrace.scorers") / "data" / f"dgi_{encoder_name}.json"
        if not res.is_file():
            raise ConfigurationError(
                f"no bundled DGI reference for encoder {encoder_name!r}; fit one with "
                "groundtrace.calibrate_dgi(pairs, encoder=...) or calibrate_dgi_from_csv(path)"
            )
        data = json.loads(res.read_text(encoding="utf-8"))
        _BUNDLED[encoder_name] = CalibrationResult.from_dict(data, origin=str(res))
    return _BUNDLED[encoder_name]
