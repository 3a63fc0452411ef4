"""An answer's opening "It" read as the thing its question asks about.

"How long does a replacement card take?" answered "It arrives within 5
business days." states nothing a passage can place: which "it"? The verifier
read it as contradicted (0.87) beside "a replacement card arrives within 5
business days at no cost"; with the question's subject in its place it
reads "A replacement card arrives within 5 business days." (entailed).

Only a question of one of two plain shapes gives a subject, one that opens
with an article or a possessive:

- a wh-question with "do"/"does"/"did"/"will"/"can" and one verb at its end,
  whose subject is everything between: "How much does [an instant transfer]
  cost?", "When does [the offer] expire?";
- "What is ...?", "Which is ...?", "How much is ...?": "What is [the
  overdraft rate]?".

Only the answer's first sentence is read so, and only an "It" that stands for
a thing: "It is possible to ...", "It depends", "It takes 5 days for the card
to arrive" say nothing of the question's subject.
"""

from __future__ import annotations

import re

__all__ = ["opening_it_read", "question_subject"]

_DETERMINER = r"(?:the|a|an|my|your|our|this|that|these|those)"
_NP = rf"(?P<np>{_DETERMINER}\s+[\w'’-]+(?:\s+[\w'’-]+){{0,4}})"
_DO_QUESTION = re.compile(
    r"^\s*(?:how\s+(?:long|much|often|many\s+\w+)|when|where|why|what|which\s+\w+)\s+"
    rf"(?:does|do|did|will|would|can|could|should)\s+{_NP}\s+(?P<verb>[a-z]+)\s*\?\s*$",
    re.IGNORECASE)
_BE_QUESTION = re.compile(
    rf"^\s*(?:what|which|how\s+much)\s+(?:is|was)\s+{_NP}\s*\?\s*$", re.IGNORECASE)
# Words that end no subject: a question's subject is a noun phrase, not one with a
# verb or a clause in it.
_NOT_IN_SUBJECT = re.compile(
    r"\b(?:is|are|was|were|be|do|does|did|to|if|when|that|which|who|and|or|i|you|we|"
    r"it|they)\b", re.IGNORECASE)

_IT = re.compile(r"^(?P<it>It)(?:\s+[a-z]+s\b|\s+(?:is|was|will|can|has|does|did)\b|"
                 r"\s+(?:does|did)n['’]t\b|['’]s\b)")
# "It" that stands for no thing: "It is possible to ...", "It depends", "It takes 5
# days for the card to arrive", "It's worth noting that ...".
_DUMMY = re.compile(
    r"^It(?:\s+(?:is|was|will\s+be)|['’]s)\s+(?:not\s+)?(?:\w+\s+){0,2}?(?:to|that)\b|"
    r"^It\s+(?:depends|seems|appears|looks|means|says|turns|happens|takes\b.*\bfor\b.*\bto)\b|"
    r"^It(?:\s+is|['’]s)\s+(?:possible|important|worth|likely|unlikely|advisable|"
    r"recommended|necessary|best|up\s+to|a\s+good\s+idea|hard|easy|true|clear)\b",
    re.IGNORECASE)


def question_subject(question: str | None) -> str | None:
    """The thing ``question`` asks about (the module's two shapes), else None."""
    if not question:
        return None
    m = _DO_QUESTION.match(question) or _BE_QUESTION.match(question)
    if m is None:
        return None
    np = m.group("np")
    if _NOT_IN_SUBJECT.search(np.split(None, 1)[1]):
        return None
    return np


def opening_it_read(sentence: str, subject: str) -> str | None:
    """``sentence`` with its opening "It" as ``subject`` ("It arrives within 5 business
    days" -> "A replacement card arrives within 5 business days"), else None."""
    m = _IT.match(sentence)
    if m is None or _DUMMY.match(sentence):
        return None
    said = subject[0].upper() + subject[1:]
    rest = sentence[m.end("it"):]
    if rest[:2] in ("'s", "’s"):
        rest = " is" + rest[2:]
    return said + rest
