"""Words that say something holds at every hour: "24 hours a day", "24/7", "at any time",
"whenever you want".

A customer-support source writes "lost cards can be blocked 24 hours a day";
an assistant answers "you can block a lost card at any time, day or night" or
"around the clock". These say the same thing, but a small NLI model reads the
words, not the meaning (v5 scores the "any time, day or night" answer against
that FAQ as neutral, 0.72; with "24 hours a day" in its place, entailed,
0.88), and the numbers check would read the "7" of "24 hours a day, 7 days a
week" as a count of days no source states.

:func:`find_always` finds these phrases (English; accent- and case-folded),
so that the verifier can read a claim's phrase in its passage's words
(:mod:`groundtrace.claims.reading`) and the numbers check can take a number
inside one as backed by the source's own phrase of the kind.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from groundtrace.text.mention import Mention
from groundtrace.text.normalize import fold_with_offsets

__all__ = ["AlwaysMention", "find_always"]

_24 = r"(?:24|twenty[- ]four)"
_7 = r"(?:7|seven)"
_PHRASES = (
    rf"{_24} hours (?:a|per|each|every) day(?:,? (?:and )?{_7} days (?:a|per) week)?"
    r"(?:,? (?:and )?365 days (?:a|per) year)?",
    rf"{_7} days (?:a|per) week,? (?:and )?{_24} hours (?:a|per) day",
    r"24 ?/ ?7(?: ?/ ?365)?",
    r"24 ?x ?7",
    r"(?:a)?round[- ]the[- ]clock",
    r"(?:at )?any ?time(?:,? (?:of (?:the )?)?day (?:or|and) night| of (?:the )?day)?",
    r"at any hour(?: of (?:the )?day(?: (?:or|and) night)?)?",
    r"(?:by )?day (?:and|or) night",
    r"at all (?:hours|times)(?: of (?:the )?day(?: (?:and|or) night)?)?",
    r"(?:every|each) hour of the day",
    r"whenever (?:you|they|customers|clients) (?:want|like|wish|choose|need)(?: to)?",
)
_ALWAYS = re.compile(rf"(?<![\w/-])(?:{'|'.join(_PHRASES)})(?![\w/-])", re.IGNORECASE)


@dataclass(frozen=True)
class AlwaysMention(Mention):
    """A phrase of ``text`` saying something holds at every hour, with its offsets."""


def find_always(text: str) -> list[AlwaysMention]:
    """Every phrase of ``text`` that says "at every hour", in order."""
    folded, index = fold_with_offsets(text)
    out = []
    for m in _ALWAYS.finditer(folded):
        start, end = index[m.start()], index[m.end() - 1] + 1
        out.append(AlwaysMention(text[start:end], start, end))
    return out
