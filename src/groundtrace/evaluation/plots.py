"""Reliability diagrams: how well a method's probabilities match the observed rate.

:func:`reliability_bins` (numpy only) groups rows into the same equal-width
bins as :func:`~groundtrace.evaluation.metrics.expected_calibration_error`,
so the plot and the ECE describe the same thing. :func:`reliability_png`
draws them with matplotlib (extra ``plot``) on the Agg canvas directly — no
pyplot, so a user's interactive backend and global figure state are left alone.
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from groundtrace.errors import InvalidInput, MissingDependency
from groundtrace.evaluation.metrics import (
    ECE_BINS,
    ArrayLike,
    _bin_index,
    _labels,
    _probabilities,
)

__all__ = [
    "ReliabilityBin",
    "matplotlib_available",
    "reliability_bins",
    "reliability_data_uri",
    "reliability_html",
    "reliability_png",
]

#: Figure size (inches) and resolution: ~480×440 px, legible embedded in a report.
FIGSIZE = (4.8, 4.4)
DPI = 100


@dataclass(frozen=True)
class ReliabilityBin:
    """One probability bin: its range, row count, mean probability and share of label 1."""

    lower: float
    upper: float
    count: int
    mean_probability: float | None
    fraction_positive: float | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "lower": self.lower,
            "upper": self.upper,
            "count": self.count,
            "mean_probability": self.mean_probability,
            "fraction_positive": self.fraction_positive,
        }


def reliability_bins(
    y_true: ArrayLike, y_prob: ArrayLike, *, n_bins: int = ECE_BINS
) -> tuple[ReliabilityBin, ...]:
    """Per-bin counts, mean probability and observed share of label 1 (None when empty).

    Bins match :func:`~groundtrace.evaluation.metrics.expected_calibration_error`:
    right-closed except the first, which includes 0.

    Raises:
        InvalidInput: ``n_bins`` not a positive integer, bad labels or probabilities.
    """
    if not isinstance(n_bins, int) or isinstance(n_bins, bool) or n_bins < 1:
        raise InvalidInput(f"n_bins must be a positive integer, got {n_bins!r}")
    y = _labels(y_true)
    p = _probabilities(y_prob, y.size)
    edges = np.linspace(0.0, 1.0, n_bins + 1)
    bins = _bin_index(p, n_bins)
    count = np.bincount(bins, minlength=n_bins)
    sum_p = np.bincount(bins, weights=p, minlength=n_bins)
    sum_y = np.bincount(bins, weights=y.astype(np.float64), minlength=n_bins)
    out = []
    for b in range(n_bins):
        c = int(count[b])
        out.append(ReliabilityBin(
            lower=float(edges[b]), upper=float(edges[b + 1]), count=c,
            mean_probability=float(sum_p[b] / c) if c else None,
            fraction_positive=float(sum_y[b] / c) if c else None,
        ))
    return tuple(out)


def matplotlib_available() -> bool:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


def reliability_png(
    bins: Sequence[ReliabilityBin], *, title: str | None = None
) -> bytes:
    """A PNG reliability diagram of ``bins`` (observed share vs mean probability).

    The same bins give the same bytes (no timestamp or software metadata).

    Raises:
        MissingDependency: matplotlib is not installed (``pip install 'groundtrace[plot]'``).
        InvalidInput: no bins, or every bin empty.
    """
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError:
        raise MissingDependency("matplotlib", "plot") from None
    full = [b for b in bins if b.count]
    if not full:
        raise InvalidInput("reliability_png needs at least one non-empty bin, got none")
    n = sum(b.count for b in full)
    fig = Figure(figsize=FIGSIZE, dpi=DPI)
    FigureCanvasAgg(fig)
    ax = fig.add_subplot(1, 1, 1)
    ax.plot([0, 1], [0, 1], linestyle="--", color="#8c959f", linewidth=1,
            label="perfectly calibrated")
    xs = [float(b.mean_probability or 0.0) for b in full]  # set for every non-empty bin
    ys = [float(b.fraction_positive or 0.0) for b in full]
    ax.plot(xs, ys, marker="o", color="#0969da", linewidth=1.5, label="method")
    # Marker area ∝ rows in the bin: a point resting on three rows should look it.
    sizes = [max(12.0, 400.0 * b.count / n) for b in full]
    ax.scatter(xs, ys, s=sizes, color="#0969da", alpha=0.35, edgecolors="none")
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.set_xlabel("mean predicted P(not grounded)")
    ax.set_ylabel("observed share not grounded")
    ax.grid(True, color="#eaeef2", linewidth=0.8)
    ax.legend(loc="upper left", fontsize=8, frameon=False)
    if title:
        ax.set_title(title, fontsize=10)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", metadata={"Software": None})
    return buf.getvalue()


def reliability_data_uri(bins: Sequence[ReliabilityBin], *, title: str | None = None) -> str:
    """:func:`reliability_png` as a ``data:image/png;base64,...`` URI for an ``<img>``."""
    return "data:image/png;base64," + base64.b64encode(
        reliability_png(bins, title=title)).decode("ascii")


def reliability_html(
    bins: Sequence[ReliabilityBin], *, title: str, ece: float | None = None,
    ece_floor: float | None = None,
) -> str:
    """An HTML ``<figure>`` with the embedded diagram, or a note when matplotlib is missing.

    Every text is HTML-escaped; the image is inline (base64), so the page
    stays self-contained.
    """
    caption = f"Reliability: {title}"
    if ece is not None:
        floor = ("" if ece_floor is None else
                 f"; perfectly calibrated probabilities would show about {ece_floor:.3f} "
                 "on this many rows")
        caption += f" (ECE {ece:.3f}, {ECE_BINS} bins{floor}; marker area ∝ rows)"
    if not any(b.count for b in bins):
        return f"<p class=note>{html.escape(caption)}: no scored rows.</p>"
    try:
        uri = reliability_data_uri(bins, title=title)
    except MissingDependency:
        return (f"<p class=note>{html.escape(caption)}: no plot, matplotlib is not installed "
                "(pip install &#x27;groundtrace[plot]&#x27;).</p>")
    return (f"<figure><img src=\"{uri}\" alt=\"{html.escape(caption, quote=True)}\" "
            f"width=480><figcaption class=note>{html.escape(caption)}</figcaption></figure>")
