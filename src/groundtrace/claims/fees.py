"""A fee said with a noun where the passage says it with "cost": read in the passage's words.

A passage that prices something with a verb ("Instant transfers cost 0.50 EUR and
arrive within ten seconds") meets answers that say it with a noun: "For instant
transfers, the fee is 0.50 EUR", "The fee for an instant transfer is 50 cents",
"Instant transfers have a fee of 0.50 EUR", "There is a 0.50 EUR fee for instant
transfers", "Instant transfers are charged at 0.50 EUR". v7 reads each as not
entailed (0.03-0.22; each FAILed), while it reads the same claims against "The fee
for an instant transfer is 0.50 EUR" as entailed. Where such a claim is, whole,
"<subject> <fee> <price>" in one of those forms, the passage says "<subject> cost(s)
<price>" of the same subject (the same words but articles and a plural "s") and
the same value (``NumberMention.agrees_with``), the claim is read as the passage's
clause: it says nothing else. The checks still read the claim as written.

"<subject> are not free" beside the passage's "<subject> cost(s) <price>" above
zero is read as that clause too (:func:`passage_price`): the passage's price is
what makes it so. v7 read "Branch transfers are not free." as contradicted
(0.99) beside "SEPA transfers are free in online banking. Branch transfers cost
2.50 EUR.", so "Are branch transfers free?" answered "No." FAILed.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from groundtrace.checks.lexicon import noun_key
from groundtrace.checks.number_mentions import CITATION, NumberMention, find_numbers

__all__ = ["fee_reading", "passage_fee", "passage_price"]

_NOUN = r"(?:fee|charge|cost|price)"
_X = r"(?P<x>[^,;:]+?)"
_P = r"(?P<p>[^,;:]+?)"
_BE = r"(?:is|are|will\s+be|comes\s+to|amounts\s+to)"
_THERE = r"there(?:\s+is|'s|’s|\s+will\s+be)\s+an?"
_FORMS = tuple(re.compile(f, re.IGNORECASE) for f in (
    rf"(?:the|an?)\s+{_NOUN}\s+(?:for|of|on)\s+{_X}\s+{_BE}\s+{_P}",
    rf"for\s+{_X},\s+(?:the|an?)\s+{_NOUN}\s+{_BE}\s+{_P}",
    rf"{_X}\s+(?:has|have|carries|carry|comes?\s+with)\s+an?\s+{_NOUN}\s+of\s+{_P}",
    rf"{_THERE}\s+{_NOUN}\s+of\s+{_P}\s+(?:for|on)\s+{_X}",
    rf"{_THERE}\s+{_P}\s+{_NOUN}\s+(?:for|on)\s+{_X}",
    rf"{_X}\s+(?:is|are)\s+charged\s+(?:at\s+)?{_P}",
))
# The passage's verb, after its subject: "Instant transfers cost", "A branch transfer costs".
_VERB = re.compile(r"\s+(?:costs?|(?:is|are)\s+charged(?:\s+at)?)\s+", re.IGNORECASE)
# Where the subject before the verb starts: a sentence or clause boundary.
_BOUNDARY = re.compile(r"(?:^|[.;:!?]\s+|,\s+(?:and\s+|while\s+|but\s+)?|\s+and\s+)")
_TAIL = re.compile(rf"(?:\s*(?:{CITATION.pattern}))*\s*[.!]?\s*$", re.IGNORECASE)


def _one_price(text: str) -> NumberMention | None:
    """The number mention that is all of ``text`` (None when it is more or less)."""
    found = find_numbers(text, source=True)
    if len(found) == 1 and found[0].start == 0 and found[0].end == len(text.rstrip()):
        return found[0]
    return None


def fee_reading(claim: str, start: int = 0) -> tuple[str, str] | None:
    """(subject, price) of ``claim[start:]`` when it is, whole, a fee in one of the noun
    forms; None otherwise."""
    content = claim[start:]
    tail = _TAIL.search(content)
    body = content[: tail.start()] if tail else content
    for form in _FORMS:
        m = form.fullmatch(body.strip())
        if m is not None and _one_price(m.group("p")) is not None:
            return m.group("x"), m.group("p")
    return None


# "Branch transfers are not free", "aren't free of charge", "do not come free".
_NOT_FREE = re.compile(r"(?P<x>[^,;:]+?)\s+(?:(?:is|are)\s+not|isn['’]t|aren['’]t|"
                       r"(?:does|do)\s+not\s+come|(?:doesn|don)['’]t\s+come)\s+free"
                       r"(?:\s+of\s+charge)?", re.IGNORECASE)


def _clause(passage: str, key: tuple[str, ...],
            fits: Callable[[NumberMention], bool]) -> str | None:
    """The passage's "<subject> cost(s) <price>" clause of subject ``key`` whose price
    ``fits``, else None."""
    for verb in _VERB.finditer(passage):
        before = passage[: verb.start()]
        cut = max((b.end() for b in _BOUNDARY.finditer(before)), default=0)
        if noun_key(before[cut:]) != key:
            continue
        theirs = find_numbers(passage[verb.end(): verb.end() + 40], source=True)
        if theirs and theirs[0].start == 0 and fits(theirs[0]):
            return passage[cut: verb.end() + theirs[0].end]
    return None


def passage_price(claim: str, passage: str, start: int = 0) -> str | None:
    """The passage's "<subject> cost(s) <price>" clause, above zero, of the subject
    that ``claim[start:]`` says, whole, is not free; None if none."""
    content = claim[start:]
    tail = _TAIL.search(content)
    m = _NOT_FREE.fullmatch((content[: tail.start()] if tail else content).strip())
    if m is None:
        return None
    return _clause(passage, noun_key(m.group("x")),
                   lambda n: n.unit is not None and max(n.values) > 0)


def passage_fee(claim: str, passage: str, start: int = 0) -> str | None:
    """The passage's "<subject> cost(s) <price>" clause that ``claim[start:]`` says in a
    noun form (:func:`fee_reading`), with the same subject and value; None if none."""
    found = fee_reading(claim, start)
    if found is None:
        return None
    subject, price = found
    key = noun_key(subject)
    mine = _one_price(price)
    if mine is None:  # fee_reading found one; for the type checker
        return None
    return _clause(passage, key, mine.agrees_with)
