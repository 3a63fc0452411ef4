"""A claim that says of an excepted case what its source says of the rest.

"Recurring payments are moved to the new card automatically, except payments to
airlines and car rental companies, which you must update yourself": the answer
"Payments to airlines move to the new card automatically" names the excepted
case ("airlines") and says of it what the sentence says of everything else. The
verifier reads most of the sentence and entails it (v7: PASS, P 0.05).

:func:`excepted_case` finds, in an evidence sentence, a statement followed by
an exception ("except", "excluding", "other than", "apart from", "with the
exception of", "but not") and the excepted phrase (up to the next comma, ";",
"which" / "who" / "that", the sentence's end, or a verb: an exception within the
subject, "payments in a currency other than the euro are converted at ...", excepts
"the euro" and the statement goes on after it). A clause of the claim (split
at ";" and ", but") contradicts it when it names a content word only the
excepted phrase has (more than half of those of one of its conjuncts: "airlines" of
"payments to airlines and car rental companies"; a restrictive relative clause belongs
to the phrase, "applicants who have been customers for more than 5 years"), most of
its other content words are the statement's (the negation check's share), and it
says it without a negation, an exception or a condition of its own ("Payments to
airlines are not moved" and "flood damage is covered unless the property was built
in a flood zone" agree with the exception) and without what the source says of the
exception itself (", where we may take up to 35 business days").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.lexicon import EXCEPTION_WORDS, content_words, same_word
from groundtrace.checks.negation import NEGATION_MIN_COVERAGE, negation_cues, only_by_exception
from groundtrace.text.sentences import split_sentences

__all__ = ["excepted_case"]

_EXCEPT = re.compile(rf",?\s+(?:{EXCEPTION_WORDS}|but not)\s+", re.IGNORECASE)
# Where the excepted phrase ends: a comma, a semicolon, the end; or the verb of a
# sentence whose subject holds the exception ("Card payments in a currency other than
# the euro are converted at ...": the case is "the euro"). A relative clause after a
# comma says what holds for the case (", which you must update yourself"); one without
# says which case it is ("applicants who have been customers for more than 5 years").
_PHRASE_END = re.compile(r"[,;:.!?]", re.IGNORECASE)
_CONJUNCTS = re.compile(r",|\s(?:and|or)\s", re.IGNORECASE)
_VERB_AFTER = re.compile(r"\s(?:is|are|was|were|will|can|must|may|have|has|cost|costs)\s",
                         re.IGNORECASE)
# A claim that states an exception or a condition of its own says what the source's
# exception says: "Flood damage is covered unless the property was built ...".
_CONDITION = re.compile(r"\b(?:unless|only if|only when|provided|if not)\b", re.IGNORECASE)
# A word before the case that names its complement: "After the first three months" beside
# "except in the first three months", "a trade outside a regular investment plan" beside
# "except trades made through a regular investment plan".
_COMPLEMENT = re.compile(r"\b(?:after|outside|beyond|besides|apart from|other than|except|"
                         r"excluding|not|non)\W+(?:\w+\W+){0,3}$", re.IGNORECASE)
_COMPLEMENT_WORDS = frozenset({"after", "outside", "beyond", "besides", "apart", "other",
                               "except", "excluding", "not", "non"})
# A claim's clauses: "X move automatically, but you have to update Y yourself".
_CLAUSES = re.compile(r";|,?\s+but\s+|,?\s+while\s+|,?\s+whereas\s+", re.IGNORECASE)


def _shares(words: set[str], other: set[str]) -> set[str]:
    return {w for w in words if any(same_word(w, o) for o in other)}


def _names_complement(part: str, named: set[str]) -> bool:
    """Whether ``part`` names what the exception leaves out after a word that turns it
    into the rest ("After the first three months, ..."): the word right before the
    first of the case's words it names ("after 2010" inside the case is the case's)."""
    folded = part.lower()
    starts = [m.start() for w in named - _COMPLEMENT_WORDS
              if (m := re.search(rf"\b{re.escape(w)}", folded))]
    return bool(starts) and _COMPLEMENT.search(folded, 0, min(starts)) is not None


def excepted_case(claim: str, evidence: Sequence[SourceText], *,
                  claim_offset: int = 0) -> CheckHit | None:
    """A contradiction where a clause of ``claim`` says of a case an evidence sentence
    excepts what the sentence says of the rest, else None."""
    if not any(_EXCEPT.search(e.text) for e in evidence):
        return None
    at = 0
    clauses = []
    for cut in _CLAUSES.finditer(claim):
        clauses.append((at, cut.start()))
        at = cut.end()
    clauses.append((at, len(claim)))
    for e in evidence:
        for s in split_sentences(e.text):
            m = _EXCEPT.search(s.text)
            if m is None:
                continue
            end = _PHRASE_END.search(s.text, m.end())
            stop = end.start() if end is not None else len(s.text)
            main = content_words(s.text[:m.start()])
            # an exception after a comma ends its clause; one without may sit in the
            # subject, and the statement goes on after the excepted case
            verb = None if m.group(0).startswith(",") else _VERB_AFTER.search(
                s.text, m.end(), stop)
            if verb is not None:
                main |= content_words(s.text[verb.start():])
                stop = verb.start()
            # the phrase's own words, in none of their forms the statement's ("trades" of
            # "except trades made through a plan" beside "Each trade costs 4.95 EUR")
            excepted = content_words(s.text[m.end():stop]) - _shares(
                content_words(s.text[m.end():stop]), main)
            conjuncts = [w for c in _CONJUNCTS.split(s.text[m.end():stop])
                         if (w := content_words(c) - main)]
            # what the source says of the excepted case itself
            own = content_words(s.text[stop:]) - main
            for a, b in clauses:
                part = claim[a:b]
                mine = content_words(part)
                named = _shares(mine, excepted)
                rest = mine - named
                # "only X can ..." beside "... cannot ..., except X" states the exception
                if (not named or not rest or negation_cues(part) or _EXCEPT.search(part)
                        or only_by_exception(part, s.text) is not None
                        or _CONDITION.search(part) or _names_complement(part, named)
                        or not any(len(_shares(mine, c)) * 2 > len(c) for c in conjuncts)
                        or _shares(rest, own - excepted)
                        or len(_shares(rest, main)) < NEGATION_MIN_COVERAGE * len(rest)):
                    continue
                said = s.text[m.end():stop]
                lead = len(part) - len(part.lstrip())
                return CheckHit(
                    "quantity", CheckOutcome.CONTRADICTED, claim_offset + a + lead,
                    claim_offset + b, part.strip(),
                    e.sub_span(s.start + m.end(), s.start + stop), said,
                    f"the source excepts {said!r} from what the claim says of it")
    return None
