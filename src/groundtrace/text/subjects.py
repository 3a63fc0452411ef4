"""An answer's opening "It" read as the thing its question asks about.

"How long does a replacement card take?" answered "It arrives within 5
business days." states nothing a passage can place: which "it"? Against the
bundled FAQ the verifier read it as entailed (0.99) beside "a replacement
card arrives within 5 business days at no cost" and as contradicted (1.00)
beside "Instant transfers cost 0.50 EUR and arrive within ten seconds", and
the answer FAILed (P 0.70); with the question's subject in its place it reads
"A replacement card arrives within 5 business days." (PASS).

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

A bare yes or no to a yes/no question ("Yes.", "No, you can't.", "Yes, they
do.") states the question's clause, or its negation
(:func:`yes_no_statement`): "Are branch transfers free?" answered "No." reads
"Branch transfers are not free."; "Can I raise my card limit?" answered "No,
you can't." reads "You cannot raise your card limit." The verifier read the
question and the reply side by side, and passed that "No, you can't." (P 0.11)
beside a passage that says customers can raise it. The question's subject is a
pronoun or the longest run of its first words that the sources also have
("branch transfers" of "branch transfers free"); without one, no reading.
A yes or no that goes on with "it" or "they" reads that subject in their place
(:func:`yes_no_subject_read`): "Are branch transfers free?" answered "Yes, they
are free." reads "Branch transfers are free." (REVIEW before: the verifier
could not place "they"; now FAIL beside "Branch transfers cost 2.50 EUR").
"""

from __future__ import annotations

import re

__all__ = ["YES", "YES_NO_QUESTION", "opening_it_read", "question_subject", "yes_no_statement",
           "yes_no_subject_read"]

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
    r"^It\s+(?:depends|seems|appears|looks|means|says|turns|happens|"
    r"takes\b[^.;]{0,80}?\bfor\b[^.;]{0,80}?\bto)\b|"
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


#: A question answered by yes or no: it opens with an auxiliary verb (``aux``), the
#: rest is its clause (``rest``). Shared with :func:`groundtrace.claims.decision.affirms`.
YES_NO_QUESTION = re.compile(
    r"^\W*(?P<aux>am|are|is|was|were|do|does|did|can|could|will|would|should|shall|has|have|"
    r"had|may|must|isn't|aren't|doesn't|don't|didn't|can't|won't)\b\s*(?P<rest>[^?]*?)\s*\?\s*$",
    re.IGNORECASE)
_YES_WORDS = (r"yes|yeah|yep|correct|right|that['’]s (?:right|correct)|that is (?:right|correct)|"
              r"indeed|s[ií]")
#: A bare yes: "Yes", "Correct.", "That's right".
YES = re.compile(rf"^\W*(?:{_YES_WORDS})\W*$", re.IGNORECASE)
_REPLY = re.compile(
    rf"^\s*(?:(?P<yes>{_YES_WORDS})|(?P<no>no|nope))\b[\s,.!]*"
    r"(?:(?:you|they|it|we|he|she|i)\s+(?P<tag>\w+?)(?P<neg>n['’]t|\s+not)?\b[\s.!]*)?$",
    re.IGNORECASE)
_NEGATIVE_AUX = re.compile(r"n't$", re.IGNORECASE)
_PRONOUNS = frozenset({"i", "you", "we", "they", "it", "he", "she"})
# The asker's words in the answerer's mouth.
_PERSON = {"i": "you", "me": "you", "my": "your", "mine": "yours", "we": "you", "us": "you",
           "our": "your", "ours": "yours", "am": "are"}
_NEGATED = {"can": "cannot", "am": "are not"}
_SOME = {"anything": "something", "any": "some", "anyone": "someone"}
_MAX_SUBJECT_WORDS = 6
_JOINS = frozenset({"and", "or", "nor", "&"})
# Lower-case words inside a name: "Simone [de] Beauvoir", "Carl Maria [von] Weber".
_NAME_PARTICLES = frozenset({"de", "da", "del", "della", "di", "du", "van", "von", "der", "den",
                             "la", "le", "bin", "al", "y", "e", "dos", "das", "ter", "ten"})
_ARTICLES = frozenset({"the", "a", "an", "this", "that", "these", "those", "my", "your", "our"})


def _third_person(verb: str) -> str:
    if verb == "have":
        return "has"
    if verb.endswith(("s", "sh", "ch", "x", "z", "o")):
        return verb + "es"
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def _subject_end(words: list[str], sources: str) -> int | None:
    """How many of ``words`` are the subject: a pronoun, else the longest run of the
    first words (leaving one for the predicate) that ``sources`` has."""
    if words[0].lower() in _PRONOUNS:
        return 1
    for n in range(min(_MAX_SUBJECT_WORDS, len(words) - 1), 0, -1):
        said = r"\s+".join(re.escape(w) for w in words[:n])
        if re.search(rf"(?<!\w){said}(?!\w)", sources, re.IGNORECASE):
            # the predicate starts after it: not inside a name ("Pavel [Urysohn]"),
            # a list ("Jane [and] First for Women both ...") or after an article alone
            after = words[n]
            if (after[0].isupper() or after.lower() in _JOINS or words[n - 1].endswith(",")
                    or (after in _NAME_PARTICLES and words[n - 1][0].isupper())
                    or (n == 1 and words[0].lower() in _ARTICLES)):
                return None
            return n
    return None


def yes_no_statement(question: str | None, reply: str, sources: str) -> str | None:
    """The statement a bare yes or no (``reply``) makes of ``question``, else None.

    The reply may carry a short tag of its own polarity ("Yes, they do.", "No, you
    can't."); one of the other polarity ("Yes, they don't.") makes no statement.
    """
    if not question:
        return None
    q, r = YES_NO_QUESTION.match(question), _REPLY.match(reply)
    if q is None or r is None or _NEGATIVE_AUX.search(q.group("aux")):
        return None  # a yes or no to "Isn't it free?" says either
    no = r.group("no") is not None
    if r.group("tag") is not None and (r.group("neg") is not None) != no:
        return None
    words = q.group("rest").split()
    if len(words) > 1 and words[1].lower() in ("know", "think", "believe"):
        return None  # "Do we know that X?" asks what someone knows, not X
    end = _subject_end(words, sources) if len(words) > 1 else None
    if end is None:
        return None
    aux = q.group("aux").lower()
    subject = [_PERSON.get(w.lower(), w) for w in words[:end]]
    rest = [_PERSON.get(w.lower(), w) for w in words[end:]]
    if aux in ("do", "does") and not no:
        verb = _third_person(rest[0]) if aux == "does" else rest[0]
        # "Does it cost anything? Yes." says it costs something
        said = [*subject, verb, *(_SOME.get(w.lower(), w) for w in rest[1:])]
    else:
        if aux == "am":
            aux = "are"
        verb = _NEGATED.get(aux, f"{aux} not") if no else aux
        said = [*subject, verb, *rest]
    text = " ".join(said)
    return text[0].upper() + text[1:] + "."


_REPLY_GOES_ON = re.compile(
    r"^\s*(?:yes|yeah|yep|no|nope)\s*[,.!]\s*(?P<pron>they|it)(?P<rest>['’]s\b.*|\s+\w.*)$",
    re.IGNORECASE | re.DOTALL)


def yes_no_subject_read(question: str | None, reply: str, sources: str) -> str | None:
    """``reply`` ("Yes, they are free.") with its "it" or "they" as the subject of the
    yes/no ``question`` ("Branch transfers are free."), else None. The subject is found
    as :func:`yes_no_statement` finds it, is no pronoun, and agrees in number ("it"
    with a singular noun, "they" with a plural one)."""
    if not question:
        return None
    q, r = YES_NO_QUESTION.match(question), _REPLY_GOES_ON.match(reply)
    if q is None or r is None or _NEGATIVE_AUX.search(q.group("aux")):
        return None
    words = q.group("rest").split()
    end = _subject_end(words, sources) if len(words) > 1 else None
    if end is None or words[0].lower() in _PRONOUNS:
        return None
    head = words[end - 1].lower()
    plural = head.endswith("s") and not head.endswith("ss")
    if plural != (r.group("pron").lower() == "they"):
        return None
    rest = r.group("rest")
    if rest[:2] in ("'s", "’s"):
        rest = " is" + rest[2:]
    said = " ".join(words[:end])
    return said[0].upper() + said[1:] + rest
