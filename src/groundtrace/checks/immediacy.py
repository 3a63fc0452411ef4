"""At once where the source says after a delay: "the old card stops working as soon as
the new one is activated" beside "the old card stops working 14 days after the new
one is activated".

An answer that drops a waiting time keeps every other word of its source, so the
verifier reads it as entailed (v7: PASS, P 0.18). :func:`delay_dropped` finds a
claim's "immediately" / "instantly" / "right away" / "straight away" / "at once" /
"as soon as" / "without delay" / "on the day you ..." and, in an evidence sentence
with no such word, a delay of an hour or more ("14 days after", "after 25 days",
"within 5 business days", "takes 2 weeks") said of the same thing: a content word
of the two tokens right before the claim's phrase is one of the two right before
the delay
("[stops working] as soon as" / "[stops working] 14 days after";
"[processed] immediately" / "[processed] within 5 business days"). A delay said of
something else ("order a replacement immediately" beside "it arrives within 5
business days") is left alone. Reported by the negation check.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.lexicon import content_words, coverage, same_word, token_spans
from groundtrace.checks.number_mentions import find_numbers
from groundtrace.text.always import find_always
from groundtrace.text.sentences import split_sentences

__all__ = ["delay_dropped"]

_NOW = re.compile(r"\b(?:immediately|instantly|instantaneously|right away|straight away|"
                  r"at once|as soon as|without (?:any )?delay|on the spot|"
                  r"on the (?:same )?day(?= (?:you|we|they|it|the|your)\b))", re.IGNORECASE)
# A delay's words around its number: "[within] 5 business days", "14 days [after]".
_DELAY_BEFORE = re.compile(r"\b(?:within|after|takes?|taking|up to|in)\s+$", re.IGNORECASE)
_DELAY_AFTER = re.compile(r"^\s+(?:after|later)\b", re.IGNORECASE)
_KIND_OF_DAYS = re.compile(r"^\s+(?:business|working|banking|calendar|clear)\s+days?\b",
                           re.IGNORECASE)
#: Durations long enough to be a wait, not "at once" ("within ten seconds" is instant).
_WAITS = frozenset({"hour", "day", "week", "month", "year"})
#: Tokens right before the claim's phrase and the delay that must share a content word.
_NEAR = 2


def _before(text: str, start: int) -> set[str]:
    """The content words of the :data:`_NEAR` tokens right before ``start``."""
    starts = [a for _, a, b in token_spans(text) if b <= start]
    return content_words(text[starts[-_NEAR] if len(starts) >= _NEAR else 0:start])


def delay_dropped(claim: str, evidence: Sequence[SourceText], *, min_coverage: float,
                  claim_offset: int = 0) -> CheckHit | None:
    """A contradiction where the claim says at once what an evidence sentence says after
    a delay of an hour or more, of the same thing, else None. A sentence is about the
    claim when it holds ``min_coverage`` of the claim's content words."""
    nows = list(_NOW.finditer(claim))
    if not nows:
        return None
    c_words = content_words(_NOW.sub(" ", claim))
    for e in evidence:
        for s in split_sentences(e.text):
            if _NOW.search(s.text) or coverage(c_words, content_words(s.text)) < min_coverage:
                continue
            always = [(a.start, a.end) for a in find_always(s.text)]
            for n in find_numbers(s.text, source=True):
                # "5 business days": the unit after the kind of day
                kind = _KIND_OF_DAYS.match(s.text[n.end:]) if n.unit is None else None
                if (n.unit not in _WAITS and kind is None) or any(
                        a <= n.start < b for a, b in always):
                    continue
                n_end = n.end + (kind.end() if kind is not None else 0)
                lead = _DELAY_BEFORE.search(s.text, max(0, n.start - 16), n.start)
                tail = _DELAY_AFTER.match(s.text[n_end:])
                if lead is None and tail is None:
                    continue
                d_start = lead.start() if lead is not None else n.start
                d_end = n_end + (tail.end() if tail is not None else 0)
                theirs = _before(s.text, d_start)
                for now in nows:
                    mine = _before(claim, now.start())
                    if any(same_word(a, b) for a in mine for b in theirs):
                        said = s.text[d_start:d_end]
                        return CheckHit(
                            "negation", CheckOutcome.CONTRADICTED, claim_offset + now.start(),
                            claim_offset + now.end(), now.group(0),
                            e.sub_span(s.start + d_start, s.start + d_end), said,
                            f"the claim says {now.group(0)!r} where the source says "
                            f"{said!r}")
    return None
