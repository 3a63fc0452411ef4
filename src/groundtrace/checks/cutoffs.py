"""A time of day on one side of the source's cut-off: "sent at 2pm" under "sent before 15:00".

A payment rule names its cases by a cut-off ("Transfers submitted before 16:00 on a
business day are sent the same day; transfers submitted later are sent on the next
business day"); an answer applies it to one time ("A transfer you submit at 11am is sent
the same day", "... at 17:00 will be sent on the next business day"). The claim's time
is no restatement of the cut-off: 11:00 is not 16:00, and the numbers check called it
contradicted.

A source's cut-off is a time of day after "before", "by", "until", "till" or "no later
than" (a latest time) or after "after" or "later than" (an earliest one). The claim's
time must be one it states, not a bound of its own ("submitted before 17:00" restates
the rule with another time, and stays the numbers check's), and the claim must share
two or more content words with what the cut-off's clause says before it (its subject:
"transfers submitted"). Where the source also says what holds on the other side, in a
clause after the cut-off that opens with "later", "afterwards", "otherwise", "after
that" or "after" a time ("those submitted later are sent on the next business day"),
the claim's words decide which side's outcome it states: those of the later clause
that the cut-off's clause lacks ("later", "next") against those the cut-off's clause
says after the time that the later clause lacks ("same"). The claim's time is then:

- on the cut-off's side, stating its outcome (or neither): supported by the rule;
- on the cut-off's side, stating the later outcome: contradicted, citing that clause;
- on the other side, stating the later outcome: supported by that clause;
- on the other side otherwise: left to the numbers check (the rule does not say what
  holds there, or the claim says the cut-off's outcome of a time it does not cover).

A claim that says "after" the cut-off's time and states the later clause's outcome ("A
cheque paid in after 4 pm is treated as paid in on the next business day") restates
that clause: its "after" is no opposite of the cut-off's "before" for the negation check
(:func:`later_said`).

The first cut-off of a sentence whose subject the claim names decides: "by 11:59 pm"
in "Cheques paid in before 4 pm ... are available by 11:59 pm on the next business day"
says when, and is not read once "before 4 pm" has. A time whose readings fall on both
sides ("9:15", 09:15 or 21:15, against "before 3pm") is left as well; beside a cut-off
on the 24-hour clock ("before 16:00") the claim's "10:30" is read as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText, cited_hit
from groundtrace.checks.lexicon import STOPWORDS, same_word, shared_count, tokens
from groundtrace.checks.number_mentions import CLOCK, NumberMention, find_clocks
from groundtrace.text.sentences import split_sentences

__all__ = ["cutoff_case", "later_said", "restated_cutoff"]

# The bound words right before a source's time of day.
_CUTOFF = re.compile(r"(?<!\w)(?:(?P<max>before|by|until|till|(?:no|not) later than)|"
                     r"(?P<min>after|later than))\s+$", re.IGNORECASE)
_STRICT = ("before", "after", "later than")
# Words before a claim's time that make it a bound or a range's end, not a time it states.
_CLAIM_BOUND = re.compile(r"(?<!\w)(?:before|by|until|till|after|from|to|between|and|than|"
                          r"since|up to|latest|earliest)\s+(?:the\s+)?$", re.IGNORECASE)
_AFTER = re.compile(r"(?<!\w)(?:after|later than)\s+$", re.IGNORECASE)
_CLAIM_TRAILING = re.compile(r"\s*(?:or\s+(?:later|earlier|before|after)|onwards)\b",
                             re.IGNORECASE)
# What opens the clause about the other side of a latest time.
_LATER = re.compile(r"\b(?:later|afterwards|thereafter|otherwise|after\s+(?:that|this|then|"
                    r"it|\d))", re.IGNORECASE)
#: Content words a claim must share with what the cut-off's clause says before it.
_SUBJECT_WORDS = 2
# A cut-off written on the 24-hour clock ("16:00", "09:30"): the claim's "10:30" is then
# 10:30, not 22:30.
_TWENTY_FOUR = re.compile(r"(?:0\d|1[3-9]|2[0-3])[:.h][0-5]\d")
_REACH = 24


def _words(text: str) -> set[str]:
    return {w for w in tokens(text) if w not in STOPWORDS and w not in ("am", "pm")
            and not any(c.isdigit() for c in w)}



def _only(words: set[str], others: set[str]) -> set[str]:
    return {w for w in words if not any(same_word(w, o) for o in others)}


def _side(kind: str, strict: bool, cutoff: float, value: float) -> bool:
    if kind == "max":
        return value < cutoff if strict else value <= cutoff
    return value > cutoff if strict else value >= cutoff


def _states_time(claim: str, cm: NumberMention) -> bool:
    """Whether the claim states ``cm`` as a time, not as a bound or a range's end."""
    return (_CLAIM_BOUND.search(claim, max(0, cm.start - _REACH), cm.start) is None
            and _CLAIM_TRAILING.match(claim, cm.end) is None)


def cutoff_case(claim: str, cm: NumberMention, evidence: Sequence[SourceText]
                ) -> Callable[[int, int], CheckHit] | None:
    """The numbers check's finding, taking the claim offsets, for the claim's time of day
    ``cm`` read against an evidence cut-off whose subject the claim names (see the
    module's docstring), else None."""
    if cm.unit != CLOCK or not _states_time(claim, cm):
        return None
    mine = _words(claim)
    for e in evidence:
        for s in split_sentences(e.text):
            for t in find_clocks(s.text):
                cutoff, found = _read(claim, cm, mine, e, s.start, s.text, t)
                if cutoff:
                    # the sentence's first cut-off of what the claim speaks of decides
                    # (its "by 11:59 pm" after "before 4 pm" is when, not a cut-off)
                    return found
    return None


def _read(claim: str, cm: NumberMention, mine: set[str], e: SourceText, at: int,
          sentence: str, t: NumberMention
          ) -> tuple[bool, Callable[[int, int], CheckHit] | None]:
    """Whether the time ``t`` of one evidence sentence (starting at ``at`` in ``e``) is a
    cut-off of a clause the claim speaks of, and the finding for ``cm`` against it (None:
    left to the numbers check)."""
    bound = _CUTOFF.search(sentence, max(0, t.start - _REACH), t.start)
    if bound is None or cm.agrees_with(t):
        return False, None
    kind = "max" if bound.group("max") else "min"
    strict = bound.group(0).strip().lower() in _STRICT
    seg_start, seg_end = _clause(sentence, t)
    if shared_count(mine, _words(sentence[seg_start:bound.start()])) < _SUBJECT_WORDS:
        return False, None  # a cut-off of something else
    values = ({min(cm.values)} if _TWENTY_FOUR.fullmatch(t.text) and ":" in cm.text
              else cm.values)
    sides = {_side(kind, strict, float(max(t.values)), v) for v in values}
    if len(sides) != 1:
        return True, None  # "9:15" is 09:15 or 21:15
    on_side = sides.pop()
    later = _LATER.search(sentence, t.end) if kind == "max" else None
    cut = sentence[bound.start():t.end]

    def cites(outcome: CheckOutcome, start: int, end: int, why: str
              ) -> Callable[[int, int], CheckHit]:
        return cited_hit("numbers", outcome, cm.text, e, at + start, at + end, why)

    case = f"{cm.text!r} is a case of the source's cut-off {cut!r}"
    if later is None:
        return True, cites(CheckOutcome.SUPPORTED, bound.start(), t.end, case) if on_side \
            else None
    says_later, says_own, other_end = _outcomes(mine, sentence, seg_start, seg_end, t, later)
    other = sentence[later.start():other_end].rstrip(" .")
    other_end = later.start() + len(other)
    if on_side and says_later <= says_own:
        return True, cites(CheckOutcome.SUPPORTED, bound.start(), t.end, case)
    if on_side:
        return True, cites(CheckOutcome.CONTRADICTED, later.start(), other_end,
                           f"{cm.text!r} is within the source's cut-off {cut!r}, but the "
                           f"claim says what the source says of later times ({other!r})")
    if says_later > says_own:
        return True, cites(CheckOutcome.SUPPORTED, later.start(), other_end,
                           f"{cm.text!r} is past the source's cut-off {cut!r}, and the claim "
                           f"says what the source says of later times ({other!r})")
    return True, None


def restated_cutoff(claim: str, cm: NumberMention, evidence: Sequence[SourceText]
                    ) -> Callable[[int, int], CheckHit] | None:
    """The numbers check's finding, taking the claim offsets, for a claim that restates a
    source's latest time ``cm`` with what the source says of later times: "Transfers
    submitted before 16:00 on a business day are sent on the next business day" beside
    "... before 16:00 ... are sent the same day; transfers submitted later are sent on
    the next business day": contradicted, citing the later clause. Else None (the numbers
    check finds the time stated; "after 16:00 ... the same day" is the negation check's:
    its "after" is the opposite of the source's "before", :func:`later_said`)."""
    if cm.unit != CLOCK:
        return None
    mine_bound = _CUTOFF.search(claim, max(0, cm.start - _REACH), cm.start)
    if mine_bound is None or not mine_bound.group("max"):
        return None
    mine = _words(claim)
    for e in evidence:
        for s in split_sentences(e.text):
            for t in find_clocks(s.text):
                bound = _CUTOFF.search(s.text, max(0, t.start - _REACH), t.start)
                if bound is None or not bound.group("max"):
                    continue
                seg_start, seg_end = _clause(s.text, t)
                if shared_count(mine, _words(s.text[seg_start:bound.start()])) < _SUBJECT_WORDS:
                    continue
                if not cm.agrees_with(t):
                    break  # the sentence's first cut-off of what the claim speaks of decides
                later = _LATER.search(s.text, t.end)
                if later is None:
                    return None
                says_later, says_own, other_end = _outcomes(mine, s.text, seg_start, seg_end,
                                                            t, later)
                if says_later <= says_own:
                    return None
                said = s.text[later.start():other_end].rstrip(" .")
                return cited_hit("numbers", CheckOutcome.CONTRADICTED, cm.text, e,
                                 s.start + later.start(), s.start + later.start() + len(said),
                                 f"the claim says of times {mine_bound.group(0).strip()} "
                                 f"{cm.text!r} what the source says of later ones ({said!r})")
    return None


def _clause(sentence: str, t: NumberMention) -> tuple[int, int]:
    """Where the clause (between ";" and the sentence's ends) of the time ``t`` starts
    and ends."""
    end = sentence.find(";", t.end)
    return sentence.rfind(";", 0, t.start) + 1, len(sentence) if end < 0 else end


def _outcomes(mine: set[str], sentence: str, seg_start: int, seg_end: int, t: NumberMention,
              later: re.Match[str]) -> tuple[int, int, int]:
    """(the claim's words ``mine`` that only the later clause says, those that only the
    cut-off's outcome after its time ``t`` says, where the later clause ends)."""
    other_end = len(sentence) if (i := sentence.find(";", later.end())) < 0 else i
    other = _words(sentence[later.start():other_end])
    own_end = min(later.start(), seg_end)
    outcome = _only(_words(sentence[t.end:own_end]), other)
    return (shared_count(mine, _only(other, _words(sentence[seg_start:own_end]))),
            shared_count(mine, outcome), other_end)


def later_said(claim: str, sentence: str) -> bool:
    """Whether ``claim`` puts its case after a latest time of ``sentence`` and states
    what the sentence says of later times: "A cheque paid in after 4 pm is treated as
    paid in on the following business day" beside "Cheques paid in before 4 pm are
    available the next day; cheques paid in later are treated as paid in on the next
    business day". Its "after" then restates the sentence's "later", not the opposite of
    its "before"."""
    mine = _words(claim)
    after = [c for c in find_clocks(claim)
             if _AFTER.search(claim, max(0, c.start - _REACH), c.start)]
    if not after:
        return False
    for t in find_clocks(sentence):
        bound = _CUTOFF.search(sentence, max(0, t.start - _REACH), t.start)
        later = _LATER.search(sentence, t.end)
        if bound is None or not bound.group("max") or later is None or not any(
                c.agrees_with(t) for c in after):
            continue
        says_later, says_own, _ = _outcomes(mine, sentence, *_clause(sentence, t), t, later)
        if says_later > says_own:
            return True
    return False

