"""Polarity as the verifier reads it: "not W" as the passage's opposite of W; "still" off a state.

A claim that says with "not" what its passage says with the opposite word
reads as a contradiction to a small verifier: v7 scores "A refund in another
currency may not match the original amount ..." against "... so the amount may
differ from the original payment" at 0.99 contradicted, and the same claim with
"may differ" at 0.93 entailed; "Early repayment is not mandatory" beside
"Early repayment is optional" 0.92 contradicted, 1.00 entailed read as
"optional"; "not allowed" beside "prohibited" 0.67, 0.99 so
(``bench/run_verifier_readings.py``). So
"not" (or "n't", "no longer", "cannot"; not "never", which also opens "never
before seen") right before a word of the
opposites table (:data:`groundtrace.checks.opposites.OPPOSITES`) is read as the
passage's own opposite of that word, where the passage has one and does not
use the word itself. The negation check reads the claim as written and counts
the two flips ("not" and the swap) as none.

"are not free: they cost 0.50 EUR" says the price: v7 reads it against "Instant
transfers cost 0.50 EUR and arrive within ten seconds" at 0.06 entailed (0.56
contradicted), "Instant transfers cost 0.50 EUR" at 0.52; the claim reads without
"are not free: they" (the negation check already takes the priced "not free" as no
flip).

"is still pending": a state that goes on is the state. v7 reads "Your payment
of 1,250 EUR to ACME GmbH is still pending" against a record's "status:
pending, amount: 1250.0 EUR" at 0.08 entailed, 0.73 read without "still" and
with the record's amount.

"You cannot get an overdraft on the Basic Account" against "Overdrafts are not
available on the Basic Account" went to REVIEW (v7 0.48 entailed): where a passage
says "<X> is / are not available (offered, possible)" of the thing a claim says
one cannot get, have, open or use, the claim reads as that clause and its own
ending (:func:`cannot_get_edits`).

"Stays the same" and "does not change" say one thing, but v7 reads "Your PIN
stays the same" against "Your PIN does not change" at 0.93 contradicted (its
"not" alone decides), "The interest rate stays the same during the fixed
period" against "... will not change ..." at 0.94, and "You keep your IBAN
when you switch to Premium" against "Your IBAN does not change when ..." at
0.96. So a claim's way of saying a thing is unchanged ("does not change",
"stays / remains the same", "remains unchanged", "is unchanged") reads as
the passage's way where the passage says it of the same thing, and "you
keep the same X" / "you keep your X" as "Your X <the passage's words>"
(:func:`unchanged_edits`).

"A non-business day" where the passage says "not a business day": v7 reads
"If a direct debit is due on a non-business day, it is taken on the next
business day" against "... if that date is not a business day, it is
collected on the next business day" at 0.53 contradicted, and at 0.98
entailed as "due on a day that is not a business day" (:func:`non_edits`).
"""

from __future__ import annotations

import re

from groundtrace.checks.lexicon import noun_key, token_spans
from groundtrace.checks.opposites import OPPOSITES, lemma
from groundtrace.checks.status import STATES

__all__ = ["cannot_get_edits", "negated_edits", "non_edits", "not_free_edits", "still_edits",
           "unchanged_edits"]

# "You cannot get an overdraft on the Basic Account": what one cannot have, then the rest.
_CANNOT_GET = re.compile(
    r"^\W*(?:you|customers|clients|applicants|we|they)\s+(?:cannot|can['’]t|can\s+not|are\s+not"
    r"\s+able\s+to|aren['’]t\s+able\s+to|won['’]t\s+be\s+able\s+to)\s+(?:get|have|open|use|"
    r"obtain|take\s+out|apply\s+for|request)\s+(?:an?\s+|the\s+|any\s+)?(?P<x>[\w-]+(?:\s+[\w-]+)?)"
    r"(?P<rest>\s+(?:on|with|for|in|at|under|from)\s+[^.;:!?]+?)?\s*[.!]?\s*$", re.IGNORECASE)
# A passage clause that says a thing is not to be had: "Overdrafts are not available".
_UNAVAILABLE = re.compile(r"(?:^|(?<=[.;:!?]\s)|(?<=\n))(?P<y>[A-Z][\w-]*(?:\s+[\w-]+)?)\s+"
                          r"(?:is|are)\s+not\s+(?:available|offered|possible)\b")

_STATE_WORDS = "|".join(re.escape(w) for words in STATES.values() for w in words)
_STILL = re.compile(rf"\bstill\s+(?=(?:be\s+|being\s+)?(?:{_STATE_WORDS})\b)", re.IGNORECASE)
# "not" and its kin right before a word, across a form of "be": "may not match", "is not
# allowed", "doesn't include", "cannot be changed".
_NOT = re.compile(r"\b(?:not|no longer|cannot)\s+(?:be\s+|been\s+|being\s+)?"
                  r"|(?<=\w)n['’]t\s+(?:be\s+|been\s+|being\s+)?", re.IGNORECASE)
# "are not free: each one costs 2.50 EUR": the price says it (v7 reads "Branch transfers
# are not free" as 0.99 contradicted by "Branch transfers cost 2.50 EUR").
_NOT_FREE = re.compile(r"\b(?:(?:is|are)\s+not|isn['’]t|aren['’]t)\s+free\s*(?:[:;,–—-]|,?\s+but)"
                       r"\s*(?:(?:they|it|each(?:\s+one)?|these|those)\s+)?(?=costs?\b)",
                       re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z]+")
_NEGATED = re.compile(r"(?:\bnot|n['’]t|\bnever|\bcannot)\s+(?:be\s+|been\s+|being\s+)?$",
                      re.IGNORECASE)
# The verb before the cue: "do" goes with it ("doesn't include" reads "excludes"), a modal
# or "be" stays ("can't be changed" reads "can be fixed", "isn't allowed" "is prohibited").
_AUX = re.compile(r"\b(?P<aux>does|do|did|is|are|was|were|has|have|had|can|ca|could|will|wo|"
                  r"would|should|must|may|might)\s*$", re.IGNORECASE)
_SPELLED = {"ca": "can", "wo": "will"}


def not_free_edits(claim: str) -> list[tuple[int, int, str]]:
    """Edits that read "are not free: they cost X" as "cost X"."""
    return [(m.start(), m.end(), "") for m in _NOT_FREE.finditer(claim)]


def still_edits(claim: str) -> list[tuple[int, int, str]]:
    """Edits that read "still" off before a state ("is still pending")."""
    return [(m.start(), m.end(), "") for m in _STILL.finditer(claim)]


def negated_edits(claim: str, passage: str) -> list[tuple[int, int, str]]:
    """Edits that read "not W" as the opposite of W that ``passage`` uses."""
    cues = list(_NOT.finditer(claim))
    if not cues:
        return []
    # the passage's words, but not one it negates itself ("is not lower")
    spans = token_spans(passage)
    their_lemmas = {lemma(w.lower()) for w, _, _ in spans}
    theirs = [(lemma(w.lower()), passage[a:b]) for w, a, b in spans
              if _NEGATED.search(passage, max(0, a - 20), a) is None]
    edits = []
    for cue in cues:
        word = _WORD.match(claim, cue.end())
        if word is None:
            continue
        mine = lemma(word.group(0).lower())
        opposites = OPPOSITES.get(mine, frozenset())
        if not opposites or mine in their_lemmas:
            continue
        said = next((w for le, w in theirs if le in opposites), None)
        if said is None:
            continue
        aux = _AUX.search(claim, max(0, cue.start() - 12), cue.start())
        if aux is None:
            edits.append((cue.start(), word.end(), said))
        elif aux.group("aux").lower() in ("do", "does", "did"):
            edits.append((aux.start(), word.end(), said))
        else:
            verb = _SPELLED.get(aux.group("aux").lower(), aux.group("aux"))
            edits.append((aux.start(), word.end(), f"{verb} {claim[cue.end():word.start()]}{said}"))
    return edits


def cannot_get_edits(claim: str, passage: str) -> list[tuple[int, int, str]]:
    """The whole claim as the passage's "<X> is / are not available" and the claim's
    own ending, where the claim says one cannot get <X> (one edit, or none)."""
    m = _CANNOT_GET.match(claim)
    if m is None:
        return []
    said = next((u for u in _UNAVAILABLE.finditer(passage)
                 if noun_key(u.group("y")) == noun_key(m.group("x"))), None)
    if said is None:
        return []
    return [(0, len(claim), said.group(0) + (m.group("rest") or "") + ".")]


# Ways of saying a thing is unchanged, said after it: "does not change", "stays the same".
_UNCHANGED = re.compile(
    r"\b(?:(?:(?:does|do|did|will|would|should|shall)\s+not|doesn['’]t|don['’]t|didn['’]t|"
    r"won['’]t|wouldn['’]t)\s+(?:ever\s+)?change"
    r"|(?:is|are|was|were|will\s+be)\s+(?:not\s+changed|unchanged)"
    r"|(?:stays?|stayed|remains?|remained|will\s+(?:stay|remain))\s+(?:the\s+same|unchanged))\b",
    re.IGNORECASE)
# "You keep the same PIN", "you'll keep your IBAN when you switch": what is kept, then the rest.
_KEEP = re.compile(
    r"^\W*(?:you|customers|clients|they|we)(?:\s+will|['’]ll|\s+can|\s+get\s+to)?\s+"
    r"keep\s+(?:the\s+same|your|their|its)\s+(?P<x>[\w-]+(?:\s+[\w-]+)?)"
    r"(?P<rest>\s+(?:when|if|after|during|for|on|with|while|throughout)\b[^.;:!?]*?)?"
    r"\s*[.!]?\s*$", re.IGNORECASE)
_SUBJECT_WORDS = 4


def _said_of(passage: str, key: tuple[str, ...]) -> re.Match[str] | None:
    """The passage's first "unchanged" phrase whose few words before it hold ``key``'s
    last word (the head of what the claim says is unchanged)."""
    for m in _UNCHANGED.finditer(passage):
        before = [w for w, _, _ in token_spans(passage[max(0, m.start() - 60):m.start()])]
        if key and key[-1] in noun_key(" ".join(before[-_SUBJECT_WORDS:])):
            return m
    return None


def unchanged_edits(claim: str, passage: str) -> list[tuple[int, int, str]]:
    """The claim's way of saying a thing is unchanged in the passage's words, where the
    passage says it of the same thing."""
    keep = _KEEP.match(claim)
    if keep is not None:
        said = _said_of(passage, noun_key(keep.group("x")))
        if said is None:
            return []
        x = keep.group("x")
        return [(0, len(claim), f"Your {x} {said.group(0)}{keep.group('rest') or ''}.")]
    edits = []
    for mine in _UNCHANGED.finditer(claim):
        before = [w for w, _, _ in token_spans(claim[:mine.start()])][-_SUBJECT_WORDS:]
        said = _said_of(passage, noun_key(" ".join(before)))
        if said is not None and said.group(0).lower() != mine.group(0).lower():
            edits.append((mine.start(), mine.end(), said.group(0)))
    return edits


# "a non-business day": the article, the word "non" marks, and the noun after it.
_NON_WORD = re.compile(r"\b(?P<art>an?\s+)?non[-\s](?P<w>[A-Za-z]+)\s+(?P<n>[A-Za-z]+)\b",
                       re.IGNORECASE)


def non_edits(claim: str, passage: str) -> list[tuple[int, int, str]]:
    """Edits that read "a non-W N" as "a N that is not a W N" where ``passage`` says
    "not a W N" (or "not an W N")."""
    edits = []
    for m in _NON_WORD.finditer(claim):
        w, n = m.group("w"), m.group("n")
        if re.search(rf"\bnot\s+(?:an?\s+)?{re.escape(w)}\s+{re.escape(n)}\b", passage,
                     re.IGNORECASE) is None:
            continue
        article = "an" if w[:1].lower() in "aeiou" else "a"
        edits.append((m.start(), m.end(),
                      f"{m.group('art') or ''}{n} that is not {article} {w} {n}"))
    return edits
