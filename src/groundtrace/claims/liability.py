"""A cap on what a customer loses, read in the passage's "liability is limited to" words.

Card terms say how much a customer bears before reporting a card lost with
"your liability is limited to 50 EUR"; answers say it as a loss: "you can lose
at most 50 EUR", "you are liable for up to 50 EUR", "the most you can lose is 50
EUR". v7 reads "Before you report it, you can lose at most 50 EUR, unless you
were grossly negligent or acted fraudulently" against "Before reporting, your
liability is limited to 50 EUR, unless you acted with gross negligence" as 0.15
entailed, and the same claim with "your liability is limited to 50 EUR" as 0.86
(500 EUR so: 0.16 entailed, 0.79 contradicted). Where the passage says its cap
in those words ("liability is limited to", "capped at", "is at most") of the
same value (``NumberMention.agrees_with``), the claim's loss words up to its
value are read as the passage's.
"""

from __future__ import annotations

import re

from groundtrace.checks.number_mentions import find_numbers
from groundtrace.claims.values import cased

__all__ = ["liability_edits"]

# The claim's loss, up to where its amount starts: "you can lose at most [50 EUR]".
_LOSS = re.compile(
    r"\b(?:(?:you|customers?|cardholders?)\s+(?:can|could|will|would|may)\s+(?:only\s+)?"
    r"(?:lose|be\s+liable\s+for|be\s+charged)|(?:you|customers?|cardholders?)\s+(?:are|is)\s+"
    r"(?:only\s+)?liable\s+for|the\s+most\s+you\s+(?:can|could|will)\s+lose\s+is)\s+"
    r"(?:(?:at\s+most|no\s+more\s+than|up\s+to|a\s+maximum\s+of)\s+)?", re.IGNORECASE)
# The passage's cap, up to where its amount starts.
_CAP = re.compile(r"\b(?P<who>your|the\s+customer['’]s|a\s+customer['’]s)?\s*liability\s+"
                  r"(?:is|remains)\s+(?:limited\s+to|capped\s+at|at\s+most)\s+$", re.IGNORECASE)


def liability_edits(claim: str, passage: str) -> list[tuple[int, int, str]]:
    """Edits (start, end, the passage's words) that read the claim's loss cap as the
    passage's "liability is limited to <amount>" of the same amount."""
    losses = list(_LOSS.finditer(claim))
    if not losses or "liabilit" not in passage.lower():
        return []
    caps = [(n, m) for n in find_numbers(passage, source=True)
            if (m := _CAP.search(passage, max(0, n.start - 60), n.start)) is not None]
    edits = []
    numbers = find_numbers(claim, source=True)
    for loss in losses:
        mine = next((n for n in numbers if n.start == loss.end()), None)
        if mine is None:
            continue
        for n, cap in caps:
            if mine.agrees_with(n):
                words = passage[cap.start():n.end]
                words = words if cap.group("who") else "your " + words.lstrip()
                edits.append((loss.start(), mine.end, cased(words, loss.group(0))))
                break
    return edits
