"""A phrase found in a text, with its character offsets."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Mention"]


@dataclass(frozen=True)
class Mention:
    """``text`` is the phrase as written, at ``source[start:end]`` of the text searched.

    The finders of numbers, dates, prices of nothing, names and "at every
    hour" phrases return subclasses that say what was found (and carry what
    was read from it).
    """

    text: str
    start: int
    end: int
