"""A number that is part of a name ("Reno 911", "Tier 2 capital"), for the numbers check.

"Tier 2 capital" where the passage says "Tier 1 capital" is contradicted; a name is
no quantity, so its number is neither checked as one nor a rival to one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.number_mentions import NumberMention
from groundtrace.text.dates import find_dates

__all__ = ["date_spans", "in_spans", "name_hits", "name_word"]


def date_spans(text: str) -> list[tuple[int, int]]:
    return [(d.start, d.end) for d in find_dates(text)]


def in_spans(n: NumberMention, spans: list[tuple[int, int]]) -> bool:
    return any(start < n.end and n.start < end for start, end in spans)


# A capitalised word right before a bare number: "Reno 911", "Fantastic 4", "Apollo 11".
_NAME_WORD = re.compile(r"[A-Z][\w'&.-]*\s$")
# A score, range or time goes on after the number: "Arsenal 5–4", "Route 1-3", "at 10:30".
_GOES_ON = re.compile(r"\s?[-–—:/]\s?\d")


def name_word(text: str, n: NumberMention) -> str | None:
    """The word a bare number is part of a name or rank with, or None for a quantity.

    "a #1 selling author" ("#"), "in Reno 911" ("Reno"), "Fantastic 4: Rise
    of the Silver Surfer", "Tier 2 capital": the number follows "#", or a
    capitalised word that does not start its sentence. A number with a
    unit, a sentence's second word ("In 5 days") and a score or range
    ("Arsenal 5–4") stay quantities.
    """
    if n.unit is not None or _GOES_ON.match(text, n.end):
        return None
    before = text[max(0, n.start - 40): n.start]
    if before.endswith("#"):
        return "#"
    word = _NAME_WORD.search(before)
    if word is None:
        return None
    lead = before[: word.start()].rstrip()
    return word.group(0).strip() if lead and lead[-1] not in ".!?:;\"'“‘(*-–—" else None


def name_hits(claim: str, found: list[NumberMention], evidence: Sequence[SourceText],
               sources: Sequence[SourceText], claim_offset: int) -> list[CheckHit]:
    """A number that is part of a name against the same name in the source.

    "Tier 2 capital" where the passage says "Tier 1 capital" is contradicted;
    where the source has the name with this number too, it is supported;
    where it never names it, the entities check speaks for the name. A rank
    ("#1") is not compared. ``found`` is every number mention of the claim.
    """
    hits = []
    dates = date_spans(claim) if found else []
    for cm in found:
        word = name_word(claim, cm)
        if word is None or word == "#" or in_spans(cm, dates):
            continue
        pattern = re.compile(rf"(?<![\w-]){re.escape(word)}\s+(\d+)(?![\w.,]\d|\w)")

        def named(texts: Sequence[SourceText], pattern: re.Pattern[str] = pattern
                  ) -> list[tuple[SourceText, re.Match[str]]]:
            return [(src, m) for src in texts for m in pattern.finditer(src.text)]

        # backed anywhere in the source, rivalled only by the passage about the claim
        same = next(((src, m) for src, m in named(evidence) + named(sources)
                     if int(m.group(1)) in cm.values), None)
        other = next(iter(named(evidence)), None)
        at = claim.rfind(word, 0, cm.start)
        c_start, c_end = claim_offset + at, claim_offset + cm.end
        stated = claim[at: cm.end]
        if same is not None:
            src, m = same
            hits.append(CheckHit("numbers", CheckOutcome.SUPPORTED, c_start, c_end, stated,
                                 src.sub_span(m.start(), m.end()), m.group(0),
                                 f"{stated!r} is named in the source ({m.group(0)!r})"))
        elif other is not None:
            src, m = other
            hits.append(CheckHit("numbers", CheckOutcome.CONTRADICTED, c_start, c_end, stated,
                                 src.sub_span(m.start(), m.end()), m.group(0),
                                 f"the claim says {stated!r} where the source says "
                                 f"{m.group(0)!r}"))
    return hits
