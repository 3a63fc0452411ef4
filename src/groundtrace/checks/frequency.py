"""How often: "once a year" where the source says "once every 5 years".

A frequency written with a count and a period ("once a year", "twice a month",
"3 times per week") or with "every" ("every 6 months", "once every 5 years",
"every year") is read as how many times a year it happens ("once only": none after
the first); "twice a year" and "every 6 months" are the same; so are an adverb
after its verb ("paid monthly", not "a monthly fee") and "each" before a period
("on the last business day of each quarter"). :func:`frequency_clash` compares a
claim's frequencies with those of the evidence sentence about the claim (the
negation check's share of its words): a claim frequency the sentence states none
equal to, where it states one, is a contradiction, reported by the negation check.
The numbers check does not see "once a year": it has no digit.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.lexicon import content_words, coverage, tokens
from groundtrace.text.sentences import split_sentences

__all__ = ["frequencies", "frequency_clash"]

_DAYS = {"day": 1.0, "week": 7.0, "fortnight": 14.0, "month": 365.0 / 12, "quarter": 365.0 / 4,
         "year": 365.0}
_COUNTS = {"once": 1, "twice": 2, "one time": 1, "two times": 2, "three times": 3,
           "four times": 4}
_UNIT = r"(?P<unit>day|week|fortnight|month|quarter|year)s?"
_COUNT = r"(?P<count>once|twice|one time|(?:two|three|four) times|(?P<n>\d+) times)"
_FREQUENCY = re.compile(
    rf"\b(?:{_COUNT}\s+(?:a|an|per|each|every)\s+{_UNIT}"
    rf"|(?:{_COUNT.replace('count', 'count2').replace('<n>', '<n2>')}\s+)?every\s+"
    rf"(?:(?P<every>\d+|two|three|four|five|six|ten|twelve)\s+)?"
    rf"{_UNIT.replace('unit', 'unit2')})\b", re.IGNORECASE)
_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10, "twelve": 12}
# "paid monthly", "charged quarterly, in arrears", "on the last day of each quarter": an
# adverb after its verb (not "a monthly fee", where it names the fee), or "each" before
# a period, as how often something happens.
_ADVERBS = {"daily": "day", "weekly": "week", "fortnightly": "fortnight", "monthly": "month",
            "quarterly": "quarter", "yearly": "year", "annually": "year"}
_ADVERB_WORDS = "|".join(_ADVERBS)
_EACH = (r"|\b(?<!once )(?<!twice )(?<!times )each\s+"
         r"(?P<each>day|week|fortnight|month|quarter|year)\b")
_ADVERB = re.compile(
    rf"(?<=\w )(?P<adverb>{_ADVERB_WORDS})(?=\s*(?:[,.;:!?)]|$)|\s+(?:in|on|at|by|from|to|"
    rf"into|and|or|until|after|before)\b){_EACH}", re.IGNORECASE)
# In a source any of those words counts ("charged on the daily overdrawn balance" says
# daily of something): more of its frequencies only spare a claim.
_ANY_ADVERB = re.compile(rf"\b(?P<adverb>{_ADVERB_WORDS})\b{_EACH}", re.IGNORECASE)
# Once and never again: "a tax-free lump sum, once only" (0 times a year after the first).
_ONCE_ONLY = re.compile(r"\b(?:once only|only once|one time only|just once|a one-off)\b",
                        re.IGNORECASE)
#: How far two frequencies may differ and still be one ("every 6 months" / "twice a year").
_TOLERANCE = 0.02


def _count(word: str | None, digits: str | None) -> float:
    if digits:
        return float(digits)
    return float(_COUNTS.get((word or "once").lower(), 1))


def frequencies(text: str, *, source: bool = False) -> list[tuple[int, int, float]]:
    """(start, end, times a year) of each frequency of ``text``; with ``source``, also
    "daily" and its kin before a noun."""
    out = []
    for m in _FREQUENCY.finditer(text):
        if m.group("unit"):
            times = _count(m.group("count"), m.group("n"))
            days = _DAYS[m.group("unit").lower()]
        else:
            times = _count(m.group("count2"), m.group("n2"))
            every = m.group("every")
            n = float(every) if every and every.isdigit() else float(
                _WORDS.get((every or "").lower(), 1))
            days = n * _DAYS[m.group("unit2").lower()]
        out.append((m.start(), m.end(), times * 365.0 / days))
    for m in (_ANY_ADVERB if source else _ADVERB).finditer(text):
        # "10 EUR monthly", "5% annually": an amount's period, the numbers check's
        if any(w[:1].isdigit() for w in tokens(text[max(0, m.start() - 16):m.start()])[-2:]):
            continue
        if not any(a <= m.start() < b for a, b, _ in out):
            unit = _ADVERBS[m.group("adverb").lower()] if m.group("adverb") else m.group("each")
            out.append((m.start(), m.end(), 365.0 / _DAYS[unit.lower()]))
    out.extend((m.start(), m.end(), 0.0) for m in _ONCE_ONLY.finditer(text)
               if not any(a <= m.start() < b for a, b, _ in out))
    return sorted(out)


def frequency_clash(claim: str, evidence: Sequence[SourceText], *, min_coverage: float,
                    claim_offset: int = 0) -> CheckHit | None:
    """A contradiction where the claim says how often something happens and the evidence
    sentence about it (holding ``min_coverage`` of the claim's content words) states
    other frequencies only, else None."""
    mine = frequencies(claim)
    if not mine:
        return None
    # the sentence is about the claim by the claim's other words: its frequency differs
    rest = "".join(claim[b:a] for (_, b, _), (a, _, _) in zip(
        [(0, 0, 0.0), *mine], [*mine, (len(claim), 0, 0.0)], strict=True))
    c_words = content_words(rest)
    for e in evidence:
        for s in split_sentences(e.text):
            theirs = frequencies(s.text, source=True)
            if not theirs or coverage(c_words, content_words(s.text)) < min_coverage:
                continue
            for start, end, per_year in mine:
                if any(abs(per_year - t) <= _TOLERANCE * t for _, _, t in theirs):
                    continue
                # cite the frequency of the claim's own verb where the sentence has it
                # ("paid yearly" against "calculated daily and paid monthly": "monthly")
                verb = tokens(claim[:start])[-1:]
                ends = [0, *(t[1] for t in theirs)]
                a, b, _ = next((t for t, prev in zip(theirs, ends, strict=False)
                                if verb and verb[0] in tokens(s.text[prev:t[0]])), theirs[0])
                said = s.text[a:b]
                return CheckHit("negation", CheckOutcome.CONTRADICTED, claim_offset + start,
                                claim_offset + end, claim[start:end],
                                e.sub_span(s.start + a, s.start + b), said,
                                f"the claim says {claim[start:end]!r} where the source says "
                                f"another frequency, {said!r}")
    return None
