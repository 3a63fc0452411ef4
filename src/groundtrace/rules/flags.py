"""Flag predicates: when a rule set's sub-scores and quality call for human review."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from groundtrace.errors import ConfigurationError

__all__ = [
    "EitherPredicate",
    "FlagFunction",
    "FlagPredicate",
    "describe_predicate",
    "legacy_flag_predicate",
]

FlagFunction = Callable[[Mapping[str, float], float], bool]


@dataclass(frozen=True)
class FlagPredicate:
    """Flag when any named sub-score, or the quality, falls below its threshold.

    A data object rather than a lambda so that audit records say exactly
    which thresholds produced a flag.
    """

    below: tuple[tuple[str, float], ...] = ()
    quality_below: float | None = None

    def __post_init__(self) -> None:
        below = tuple((str(k), float(v)) for k, v in dict(self.below).items())
        for name, threshold in below:
            if not (0.0 <= threshold <= 1.0):
                raise ConfigurationError(
                    f"flag threshold for {name!r} must be in [0, 1], got {threshold!r}"
                )
        object.__setattr__(self, "below", below)
        q = self.quality_below
        if q is not None and (
            isinstance(q, bool) or not isinstance(q, int | float) or not 0 <= q <= 1
        ):
            raise ConfigurationError(f"quality_below must be None or in [0, 1], got {q!r}")
        if not below and q is None:
            raise ConfigurationError(
                "a FlagPredicate needs at least one sub-score threshold or quality_below"
            )

    @property
    def sub_score_names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.below)

    def __call__(self, sub_scores: Mapping[str, float], quality: float) -> bool:
        if self.quality_below is not None and quality < self.quality_below:
            return True
        return any(sub_scores.get(name, 0.0) < threshold for name, threshold in self.below)

    def describe(self) -> str:
        parts = [f"{name} < {threshold:g}" for name, threshold in self.below]
        if self.quality_below is not None:
            parts.append(f"quality < {self.quality_below:g}")
        return " or ".join(parts)

    def combined(self, other: FlagPredicate) -> FlagPredicate:
        """Flag when either predicate flags (per-name thresholds: the stricter wins)."""
        merged = dict(self.below)
        for name, threshold in other.below:
            merged[name] = max(threshold, merged.get(name, threshold))
        qs = [q for q in (self.quality_below, other.quality_below) if q is not None]
        return FlagPredicate(tuple(merged.items()), max(qs) if qs else None)


def legacy_flag_predicate(quality_floor: float) -> FlagPredicate:
    """The historical banking predicate: flag when ``spec`` or ``expl`` is below the floor."""
    return FlagPredicate(below=(("spec", quality_floor), ("expl", quality_floor)))


def describe_predicate(predicate: FlagPredicate | FlagFunction) -> str:
    describe = getattr(predicate, "describe", None)
    if callable(describe):
        return str(describe())
    name = getattr(predicate, "__qualname__", None) or type(predicate).__qualname__
    return f"custom predicate {name}"


@dataclass(frozen=True)
class EitherPredicate:
    """Flag when either a custom predicate function or a :class:`FlagPredicate` flags."""

    first: FlagFunction
    second: FlagPredicate

    def __call__(self, sub_scores: Mapping[str, float], quality: float) -> bool:
        return bool(self.first(sub_scores, quality)) or self.second(sub_scores, quality)

    def describe(self) -> str:
        return f"({describe_predicate(self.first)}) or ({self.second.describe()})"
