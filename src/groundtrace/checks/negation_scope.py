"""What a negation cue negates: the words after it, the clause it is in.

:mod:`groundtrace.checks.negation` counts a cue only where it negates something the
other side says; these helpers read what that is ("never [been identified]", "no [cash
deposits]", "don't need to [book]") and where a clause ends.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.lexicon import STOPWORDS, same_word, tokens

__all__ = ["CLAUSE_BREAK", "NOUN_CUES", "PART_BREAK", "SCOPE_TOKENS", "head_word", "negated_said",
           "negates_shared", "non_cues", "predicate_said", "scope_words"]

# A second predicate joined by "and" / "or" is a clause of its own: in "A booking fee is
# charged when you apply and is not refunded" the "not" negates the refund, not the fee.
CLAUSE_BREAK = re.compile(
    r"[,;:()\[\]—–]|\s-{1,2}\s|(?<!\w)(?:because|although|though|whereas|unless|but)(?!\w)"
    r"|(?<!\w)(?:and|or)(?=\s+(?:is|are|was|were|can|cannot|can['’]t|could|does|do|did|will|"
    r"would|may|must|should|has|have|had)(?!\w))",
    re.IGNORECASE)
#: Where a sentence of cases parts: "; ", ": ", and a comma before "and", "while",
# "whereas" or "but" ("a windscreen repair has no excess, and a windscreen replacement
# has an excess of 100 EUR").
PART_BREAK = re.compile(r";|:(?=\s)|,(?=\s+(?:and|while|whereas|but)\s)", re.IGNORECASE)


#: Tokens after a cue read as what it negates (:func:`scope_words`).
SCOPE_TOKENS = 4


def scope_words(text: str, end: int) -> set[str]:
    """Content words among the first :data:`SCOPE_TOKENS` tokens after a cue ending at
    ``end``, within its clause: what the cue negates ("never [been identified]",
    "don't [make it a habit]")."""
    rest = CLAUSE_BREAK.split(text[end:], maxsplit=1)[0]
    return {w for w in tokens(rest)[:SCOPE_TOKENS] if w not in STOPWORDS}


def head_word(text: str, end: int) -> str | None:
    """The first content word among the :data:`SCOPE_TOKENS` tokens after a cue ending
    at ``end``, within its clause: the word it negates ("never been [identified]", "no
    [transfer] fee"); None if there is none."""
    rest = CLAUSE_BREAK.split(text[end:], maxsplit=1)[0]
    return next((w for w in tokens(rest)[:SCOPE_TOKENS] if w not in STOPWORDS), None)


_COPULA_BEFORE = re.compile(r"\b(?<!there )(?:is|are|was|were|be|been|being)\s+$",
                            re.IGNORECASE)
#: Cues that negate the noun after them, not the statement ("with no history of ...").
NOUN_CUES = frozenset({"no", "without", "sin", "ningun", "ninguna", "ninguno"})


def negates_shared(text: str, cue: tuple[int, int], other: set[str]) -> bool:
    """Whether a cue that negates a noun ("no", "without") negates words the other
    side has (or only stop words): "with no history of breakouts" negates nothing
    of "one of the most high-tech jails", "with no possibility of parole" nothing
    of a sentence that never speaks of parole. A cue of the verb ("not", "cannot")
    negates the statement however it is worded ("are not allowed" / "cannot send")."""
    said = tokens(text[cue[0]:cue[1]])
    if said and said[0] not in NOUN_CUES:
        return True
    # after a copula "no" negates the statement: "past returns are no guarantee of ..."
    # says "are not a guarantee"; "there is no" says that the noun after it is absent,
    # and is read by that noun ("There is no rental fee for ..." beside "You pay no rent")
    if _COPULA_BEFORE.search(text, max(0, cue[0] - 12), cue[0]):
        return True
    # the noun it negates, up to the first stop word: all of it must be the other side's
    # ("no cash deposits" negates nothing of a rule on cash payments)
    rest = CLAUSE_BREAK.split(text[cue[1]:], maxsplit=1)[0]
    noun = []
    for w in tokens(rest)[:SCOPE_TOKENS]:
        if w in STOPWORDS:
            break
        noun.append(w)
    if noun:
        return all(any(same_word(a, b) for b in other) for a in noun)
    scope = scope_words(text, cue[1])
    return not scope or any(same_word(a, b) for a in scope for b in other)


def _after_verb_cue(text: str, cue: tuple[int, int], end: re.Pattern[str]) -> list[str] | None:
    """The content words after a verb cue up to ``end``; None for a noun cue ("no",
    "without"), which is :func:`negates_shared`'s."""
    said = tokens(text[cue[0]:cue[1]])
    if said and said[0] in NOUN_CUES:
        return None
    return [w for w in tokens(end.split(text[cue[1]:], maxsplit=1)[0]) if w not in STOPWORDS]


def predicate_said(text: str, cue: tuple[int, int], other: set[str]) -> bool:
    """Whether the word a verb cue negates is one the other side says ("don't [use]"
    against "no activity" is not); true of a noun cue."""
    scope = _after_verb_cue(text, cue, CLAUSE_BREAK)
    return not scope or any(same_word(scope[0], o) for o in other)


#: Words between a verb cue and the verb it negates: "don't [need to] book", "is not
#: [allowed to] send".
_MODAL_WORDS = frozenset({"need", "needs", "needed", "allowed", "permitted", "required",
                          "able", "want", "wants", "ought"})
#: Verbs that say little without their object: "will not [get] our final response".
_LIGHT_VERBS = frozenset({"get", "gets", "got", "make", "makes", "made", "take", "takes",
                          "took", "taken", "give", "gives", "gave", "given", "receive",
                          "receives", "received", "keep", "keeps", "kept", "go", "goes"})
# Where what a cue negates ends: "doesn't [change] and stays at 21.9%".
_NEGATED_END = re.compile(r"[,;:.!?()]|(?<!\w)(?:and|or|but|as|because|since|so)(?!\w)",
                          re.IGNORECASE)


def negated_said(text: str, cue: tuple[int, int], other: set[str]) -> bool:
    """Whether the verb a cue negates (and its object, for a light verb: "not [get our]
    final response"), after a modal word ("don't need to [book]"), is one the other side
    says, in any form ("not [shown]" / "show"); true of a noun cue."""
    scope = _after_verb_cue(text, cue, _NEGATED_END)
    if scope is None:
        return True
    while len(scope) > 1 and scope[0] in _MODAL_WORDS:
        scope = scope[1:]
    if not scope:
        return True
    heads = scope[:2] if scope[0] in _LIGHT_VERBS else scope[:1]
    return any(same_word(h, o) or (len(h) >= 4 and h[:4] == o[:4]) for h in heads for o in other)


# "a non-business day" says "not a business day", "a claim-free year" says "a year
# without a claim": a cue where the other side negates the same word.
_NON = re.compile(r"(?<!\w)non[-\s](?=\w)", re.IGNORECASE)
_FREE_OF = re.compile(r"(?<![\w-])(\w+)-free(?![\w-])", re.IGNORECASE)
# words between a cue and what it negates: "is not [a] business day", "cannot [be a] ..."
_LEAD_WORDS = frozenset({"a", "an", "the", "be", "been"})


def non_cues(text: str, other: str,
              other_cues: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Each "non-W" and "W-free" of ``text`` where ``other`` negates W right after one of
    its cues."""
    negated = {next((w for w in tokens(other[b:])[:3] if w not in _LEAD_WORDS), "")
               for _, b in other_cues} - {""}
    out = []
    for m in _NON.finditer(text):
        word = tokens(text[m.end():])[:1]
        if word and any(same_word(word[0], n) for n in negated):
            out.append((m.start(), m.end()))
    for m in _FREE_OF.finditer(text):
        if any(same_word(m.group(1).lower(), n) for n in negated):
            out.append((m.start(), m.end()))
    return out
