"""An age a requirement rules out: "If you're 15, you can't create a virtual card yet"
beside "You must be at least 16 to create a virtual card".

A source that says what someone must be to do something ("You must be at least 16
to create a virtual card", "Applicants need to be 18 or over to open an account",
"To apply, you must be under 75"), or the ages something is open to ("You can apply if
you are aged 18 to 64", "Homeowners aged 55 to 85 can apply"), states a necessary
condition: an age on its other side cannot do it. An answer that applies the rule to
one age ("If you're 15, you can't create a virtual card yet"; "At 80 you are too old to
apply") says what the rule entails, yet every part of the product read it as wrong:
the numbers check called 15 a contradiction of 16, the negation check read "can't"
against the source's positive rule, and the verifier (v8) was unsure of it or read a
contradiction (P(entailed) 0.06 to 0.56 over four wordings). :func:`requirement_case`
reads such a case: an age of the claim ("you're 15", "I'm 15", "at 15", "aged 15",
"a 15-year-old", "15 years old") beside a requirement of an evidence sentence, where
the claim holds at least half of what the requirement is for ("create a virtual
card").

- An age the rule rules out, said with a negation ("can't", "not", "too young"):
  the claim follows from the rule. The numbers check reports the age as supported
  by the requirement, the negation check finds no flip, and the claim layer takes
  the pair as entailed without the verifier when the claim says nothing else
  (:func:`follows_from_requirement`), as it does for a quote.
- An age the rule rules out, said without one ("If you're 15, you can create a
  virtual card"): the age is contradicted by the requirement.
- An age that meets the rule, said without a negation: the age is a case of the
  requirement (supported); that the person can do it is the verifier's to judge,
  since a requirement is not all a source may ask. An age that meets it, said with
  a negation, is left to the other checks.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.lexicon import content_words, same_word, tokens
from groundtrace.sources.spans import Span
from groundtrace.text.sentences import split_sentences

__all__ = ["Requirement", "RequirementCase", "follows_from_requirement", "requirement_case"]

_MODAL = r"(?:must|need to|needs to|have to|has to|should|(?:is|are) required to)"
_YEARS = r"(?:\s+years?(?:\s+old|\s+of\s+age)?)?"
# "must be at least 16 to ...", "must be under 75 to ...".
_BOUND_FIRST = re.compile(
    rf"\b{_MODAL}\s+be\s+(?:aged\s+)?(?P<bound>at least|over|older than|under|younger than|"
    rf"no older than|not older than|no more than)\s+(?P<n>\d{{1,3}}){_YEARS}\s+"
    r"(?:in order\s+)?to\s+(?P<action>[^,;:.!?]+)", re.IGNORECASE)
# "need to be 18 or over to ...".
_BOUND_AFTER = re.compile(
    rf"\b{_MODAL}\s+be\s+(?:aged\s+)?(?P<n>\d{{1,3}}){_YEARS}\s+or\s+"
    r"(?P<bound>over|older|above|more|under|younger|less)\s+(?:in order\s+)?to\s+"
    r"(?P<action>[^,;:.!?]+)", re.IGNORECASE)
# "To apply, you must be at least 18."
_PURPOSE_FIRST = re.compile(
    rf"\bto\s+(?P<action>[^,;:.!?]+),\s+(?:[^\W\d_][\w'’]*\s+){{1,3}}{_MODAL}\s+be\s+"
    r"(?:aged\s+)?(?P<bound>at least|over|older than|under|younger than|no older than|"
    rf"not older than|no more than)\s+(?P<n>\d{{1,3}}){_YEARS}(?!\s*(?:%|[.,]\d))",
    re.IGNORECASE)
# An age range a permission holds for: "You can apply if you are aged 18 to 64 when the
# loan starts", "You can open the account if you're between 16 and 25".
_RANGE_IF = re.compile(
    r"\b(?:can|may)\s+(?P<action>[^,;:.!?]+?)\s+(?:only\s+)?(?:if|when|as long as|provided)\s+"
    r"(?:you(?:'re|’re| are)|they(?:'re|’re| are)|(?:he|she)(?:'s|’s| is))\s+"
    r"(?:aged\s+)?(?:between\s+)?(?P<lo>\d{1,3})\s*(?:to|and|-|–)\s*(?P<hi>\d{1,3})"
    r"(?:\s+years?(?:\s+old)?)?(?![\d%.,]\d|\s*%)", re.IGNORECASE)
# ... or who it names: "Homeowners aged 55 to 85 can apply", "Customers aged between 18 and
# 25 may open a Young Saver account".
_RANGE_WHO = re.compile(
    r"\b[^\W\d_][\w-]*\s+aged\s+(?:between\s+)?(?P<lo>\d{1,3})\s*(?:to|and|-|–)\s*"
    r"(?P<hi>\d{1,3})(?:\s+years?(?:\s+old)?)?\s+(?:can|may)\s+(?P<action>[^,;:.!?]+)",
    re.IGNORECASE)
_MIN_WORDS = frozenset({"at least", "over", "older than", "older", "above", "more"})
_STRICT_WORDS = frozenset({"over", "older than", "under", "younger than"})

# An age of the claim's person: "you're 15", "I'm only 15", "at 15,", "aged 15",
# "a 15-year-old", "15 years old".
_AGE = re.compile(
    r"\b(?:(?:you're|you are|i'm|i am|he's|he is|she's|she is|they're|they are|"
    r"(?:your|my|our) (?:son|daughter|child) is)\s+(?:only\s+|just\s+|already\s+|now\s+|"
    r"still\s+)?(?P<a>\d{1,3})\b(?!\s*(?:%|[.,:]\d|(?:minutes?|hours?|days?|weeks?|months?|"
    r"eur|euros?|usd|gbp|dollars?|pounds?|percent|points?|[ckm]?m|kg)\b))"
    r"|\bat\s+(?:the\s+age\s+of\s+|age\s+)?(?P<b>\d{1,3})(?=\s*(?:,|[.!?](?!\d)|$|years?\b|"
    r"you\b|i\b|he\b|she\b|they\b))"
    r"|\baged\s+(?P<c>\d{1,3})\b"
    r"|\b(?P<d>\d{1,3})-year-old\b"
    r"|\b(?P<e>\d{1,3})\s+years?\s+old\b)", re.IGNORECASE)
# Where a claim's clauses part: "If you're 15, you can't ...", "..., but ...".
_CLAUSE_BREAK = re.compile(r"[,;:]|\s(?:but|and)\s", re.IGNORECASE)
# Words that say an age is on the wrong side without a negation.
_TOO = re.compile(r"\btoo\s+(?:young|old)\b", re.IGNORECASE)
# What a claim may say besides the rule's words, its age and its negation for the
# claim layer to take it as following from the rule: "yet", "still", "too young".
# A restated requirement's words ("as you need to be at least 16") are fillers too: its
# value is the numbers check's to compare.
_FILLER = frozenset({"yet", "still", "young", "old", "too", "enough", "years", "year", "age",
                     "aged", "only", "just", "already", "now", "re", "m", "s", "ll", "d",
                     "sorry", "unfortunately", "because", "since", "need", "needs", "least",
                     "older", "younger", "required", "requirement", "minimum", "maximum"})


@dataclass(frozen=True)
class Requirement:
    """An age a source sentence requires for something: "must be at least 16 to create
    a virtual card"."""

    source: SourceText
    value: int
    kind: str  # "min" or "max"
    strict: bool
    start: int  # the bound's words in ``source.text``
    end: int
    action: frozenset[str]  # content words of what it is required for
    sentence: str

    @property
    def words(self) -> str:
        return self.source.text[self.start:self.end]

    def met_by(self, age: int) -> bool:
        if self.kind == "min":
            return age > self.value if self.strict else age >= self.value
        return age < self.value if self.strict else age <= self.value


@dataclass(frozen=True)
class RequirementCase:
    """A claim's age read against a requirement, and what the claim says of it."""

    rule: Requirement
    age: int
    start: int  # the age's digits in the claim
    end: int
    negated: bool

    @property
    def follows(self) -> bool:
        """The claim says what the rule entails: ruled out and denied."""
        return self.negated and not self.rule.met_by(self.age)

    @property
    def decided(self) -> bool:
        """Whether the rule decides the age's finding: all but an age that meets the
        rule, denied (a requirement is not all a source may ask)."""
        return not (self.negated and self.rule.met_by(self.age))

    def hit(self, c_start: int, c_end: int) -> CheckHit:
        """The numbers check's finding for the age (claim offsets), where the rule
        :attr:`decided` it."""
        said = self.rule.words
        span = self.rule.source.sub_span(self.rule.start, self.rule.end)
        if self.follows:
            outcome, why = (CheckOutcome.SUPPORTED, f"{self.age} is outside the source's "
                            f"requirement {said!r}, so it rules out what the claim denies")
        elif self.rule.met_by(self.age):
            outcome, why = (CheckOutcome.SUPPORTED,
                            f"{self.age} meets the source's requirement {said!r}")
        else:
            outcome, why = (CheckOutcome.CONTRADICTED, f"the claim allows it at {self.age} "
                            f"where the source requires {said!r}")
        return CheckHit("numbers", outcome, c_start, c_end, str(self.age), span, said, why)


def _requirements(source: SourceText) -> list[Requirement]:
    out = []
    for s in split_sentences(source.text):
        for pattern in (_BOUND_FIRST, _BOUND_AFTER, _PURPOSE_FIRST):
            for m in pattern.finditer(s.text):
                bound = m.group("bound").lower()
                action = frozenset(content_words(m.group("action")))
                if not action:
                    continue
                a = s.start + min(m.start("bound"), m.start("n"))
                b = s.start + max(m.end("bound"), m.end("n"))
                # "18 or over" takes in 18; "over 18" does not
                strict = pattern is not _BOUND_AFTER and bound in _STRICT_WORDS
                out.append(Requirement(source, int(m.group("n")),
                                       "min" if bound in _MIN_WORDS else "max",
                                       strict, a, b, action, s.text))
        for pattern in (_RANGE_IF, _RANGE_WHO):
            for m in pattern.finditer(s.text):
                action = frozenset(content_words(m.group("action")))
                lo, hi = int(m.group("lo")), int(m.group("hi"))
                if not action or lo >= hi:
                    continue
                a, b = s.start + m.start("lo"), s.start + m.end("hi")
                # both ends are in the range: "18 to 64" takes in 18 and 64
                out.append(Requirement(source, lo, "min", False, a, b, action, s.text))
                out.append(Requirement(source, hi, "max", False, a, b, action, s.text))
    return out


def _ages(claim: str) -> list[tuple[int, int, int]]:
    """(age, start, end) of each age of the claim's person."""
    out = []
    for m in _AGE.finditer(claim):
        group = next(g for g in "abcde" if m.group(g) is not None)
        out.append((int(m.group(group)), m.start(group), m.end(group)))
    return out


def _negated(claim: str, action: frozenset[str]) -> bool:
    """Whether the claim's clause about the requirement's ``action`` (the clause with
    most of its words) denies it: "If you're 15 and don't have an account, you can
    create a virtual card" does not."""
    # the negation check asks this module first, so its cues are read here when needed
    from groundtrace.checks.negation import negation_cues

    clauses = [c for c in _CLAUSE_BREAK.split(claim) if c.strip()] or [claim]
    about = max(clauses, key=lambda c: sum(any(same_word(w, a) for a in action)
                                           for w in content_words(c)))
    return len(negation_cues(about)) % 2 == 1 or _TOO.search(about) is not None


def requirement_case(claim: str, evidence: Sequence[SourceText]) -> RequirementCase | None:
    """The claim's age read against the evidence's requirement for what the claim speaks
    of (at least half its words), else None."""
    ages = _ages(claim)
    if not ages:
        return None
    words = content_words(claim)
    age, start, end = ages[0]
    found = [rule for e in evidence for rule in _requirements(e)
             if 2 * sum(any(same_word(w, c) for c in words) for w in rule.action)
             >= len(rule.action)]
    if not found:
        return None
    # of a range's two ends (the first rule's words), the one the age fails decides it
    # ("65" against "aged 18 to 64"); another rule's words are no end of it
    first = found[0]
    rule = next((r for r in found if (r.source, r.start, r.end)
                 == (first.source, first.start, first.end) and not r.met_by(age)), first)
    return RequirementCase(rule, age, start, end, _negated(claim, rule.action))


def follows_from_requirement(claim: str, passage: str) -> str | None:
    """Why ``claim`` follows from a requirement of ``passage``, where it denies what the
    requirement rules out for the claim's age and says nothing else (every other word
    of it is the requirement sentence's, the age's or a filler: "yet", "too young", a
    restated requirement); else None. The claim layer then takes the pair as entailed
    without the verifier, and the evidence says so (``Evidence.follows_from``)."""
    case = requirement_case(claim, [SourceText(passage, Span("passage", 0, len(passage)))])
    if case is None or not case.follows:
        return None
    theirs = content_words(case.rule.sentence)
    mine = content_words(claim)
    rest = [w for w in tokens(claim) if w in mine
            and not any(ch.isdigit() for ch in w) and w not in _FILLER]
    if not all(any(same_word(w, t) for t in theirs) for w in rest):
        return None
    return (f"the source requires {case.rule.words!r} for this, and {case.age} is outside "
            "it: the claim denies what the requirement rules out")
