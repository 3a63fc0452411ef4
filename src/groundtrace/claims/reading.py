"""What the verifier reads: the claim, with each value written as its passage writes it.

A small NLI model reads the surface of a number, not its value: v5 scores
"The card payment limit is 3000 EUR per day by default" against "The default
daily limit for card payments is 3,000 EUR" as a contradiction (0.53), and the
same claim with "3,000 EUR" as entailed (0.88). Whether two numbers are equal
is not the model's to guess: the numbers check reads "3000 EUR" and
"3,000 EUR", "€2.50" and "2.50 EUR", "50 cents" and "0.50 EUR", "7.9 percent"
and "7.9%" as the same value in the same unit. Dates likewise: "The new
conditions apply from 1/3/2026" against a passage saying they apply "from 1
March 2026" reads as a contradiction (0.77), with "1 March 2026" as entailed
(0.99), and the date parser reads both as the same day (these scores:
``bench/run_verifier_readings.py``). So before a (passage, claim) pair goes
to the verifier, each number or date of the claim that states the same value
as one of that passage is written as the passage writes it; the words around
it stay. The verifier then judges what the claim says about the value, not
how it is typed.

Two kinds of phrase are read the same way. A price of nothing: v5 scores
"Online SEPA transfers don't cost anything" against "SEPA transfers are free
in online banking" as contradicted (0.86), the same claim with "are free" as
entailed (0.84); the claim takes the passage's words only where the passage
sentence most about what the claim prices says it
(:func:`~groundtrace.checks.prices.sentences_about`, as the numbers check
reads it), so "branch transfers don't cost anything" beside "branch
transfers cost 2.50 EUR" stays as written. And "at every hour"
(:mod:`groundtrace.text.always`): v5 gives "You can block a lost card at any
time, day or night" entailment 0.14 against a passage that says cards "can be
blocked 24 hours a day", 0.74 with "24 hours a day" in its place (these
scores: ``bench/run_verifier_readings.py``).

How often a rate is charged, said after its value: v6 scores "The overdraft
rate is 7.9% per annum" against "The overdraft rate is 7.9% a year, and the
mortgage early repayment fee is 0.25% of the amount repaid" at 0.19
entailed, 1.00 with "a year" (0.92 as written against the first clause
alone; ``bench/run_verifier_readings.py``); "per annum", "p.a.", "annually"
and "a year" (and their month, week and day counterparts, English and
Spanish) are read as the passage says the same period. A bound likewise
("above 500 EUR" beside "over 500 EUR": 0.48 entailed, 0.99 read as
"over"). And a period in other units, as people convert them (a month is 30
days, a year 12 months or 365 days; ``NumberMention.agrees_with``): v6 scores
"Disputes must be raised within four months of the transaction" against
"within 120 days of the transaction date" as contradicted (0.97), entailed
(0.99) with "120 days"; "within a month" beside "within 30 days" 0.46 / 1.00.
A passage that prices nothing by its noun ("there is no fee for card payments in
euros") reads a claim's "<subject> is free" as "There is no fee for <subject>":
v6 scores "Paying by card in euros within the EU is free" 0.50 entailed (0.48
contradicted) as written, 0.94 so. Words that say the same of a day: "EU
transfers arrive on the following business day" against "arrive the next
business day" 0.29 entailed (0.71 contradicted), 0.98 with "next"; a "working
day" is read as the passage's "business day"; "straight away", "right away",
"at once" and "instantly" as its "immediately" (or whichever of them it uses).
And "the end of 2026" as the passage's "31 December 2026" ("The offer is valid
until the end of 2026": 0.52 entailed as written, 0.99 so).

Only the verifier's input changes: the deterministic checks read the claim as
written, and each :class:`~groundtrace.claims.results.Evidence` records the
text the verifier read with it (``read_as``) whenever it differs, so an
auditor sees exactly which pair was scored. Both texts say the same thing,
and the model's surface noise can favour either ("Instant transfers cost 50
cents and arrive in under ten seconds": 0.93 entailed as written, 0.74 with
"0.50 EUR"), so the claim layer scores the pair both ways and keeps the one
with the higher entailment (``read_as`` is then None where the claim as
written won).

A person's full name where the passage calls them by their last name: v6
scores "Ben Powers joined the cast of "Good Times" for its sixth and final
season." against "Powers joined the cast of "Good Times" for its sixth and
final season from 1978 to 1979 season, playing Keith" as contradicted (0.86),
and the same claim with "Powers" as entailed (0.97). A news story names
someone in full once and by surname after, so a summary's full name often
meets a passage that has only the surname. A name of two or more words
that the source states in full somewhere (:func:`source_names`), beside a
passage that does not but has its last word, is read as that last word.

A claim that is one or more whole sentences of its passage, or the first
clause of one, word for word (:func:`groundtrace.claims.quotes.quoted`), is
not read by the verifier at all: it says what the passage says. Small NLI
models misread some copies (v5 scored "Abalone is an award-winning
two-player abstract strategy board game designed by Michel Lalet and Laurent
Lévi in 1987." against itself as 0.79 contradicted, and ``ask()`` removed it
from an answer that quoted its cited sentence); the claim layer gives such a
pair entailed 1.0 and its Evidence says ``quoted``. Other parts of a sentence
are no quote ("X" of "It is false that X."); a claim whose reading here is
such a quote counts as one ("Please note that X" read as X).
A fee said with a noun ("the fee for X is P") where the passage says "X cost P"
is read as that clause of the passage (:mod:`groundtrace.claims.fees`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.base import SourceText
from groundtrace.checks.entities import EntityMention, find_entities
from groundtrace.checks.number_mentions import CITATION
from groundtrace.checks.prices import FreeMention, find_free, sentences_about
from groundtrace.claims.fees import passage_fee, passage_price
from groundtrace.claims.liability import liability_edits
from groundtrace.claims.openings import opening_end
from groundtrace.claims.polarity import (
    cannot_get_edits,
    negated_edits,
    non_edits,
    not_free_edits,
    still_edits,
    unchanged_edits,
)
from groundtrace.claims.values import cased as _cased
from groundtrace.claims.values import one_date, value_edits
from groundtrace.sources.spans import Span
from groundtrace.text.always import find_always
from groundtrace.text.dates import find_dates
from groundtrace.text.normalize import fold

__all__ = ["aligned_claim", "full_names", "source_names"]


# A passage's price of nothing the claim can take in place of its own: what follows a
# verb ("are free", "come at no cost"), not what precedes a noun ("free transfers").
_PREDICATE = re.compile(
    r"(?:free|free of (?:any )?(?:charge|cost|fees?)|at no (?:extra |additional )?(?:cost|charge)"
    r"|for free|(?:fee|charge|cost|commission)-free|gratis)", re.IGNORECASE)
# A claim that says it with a verb takes a copula before the passage's words:
# "transfers don't cost anything" reads "transfers are free".
_ANY = r"cost (?:you )?(?:anything|a (?:penny|cent))"
_VERBS = tuple((re.compile(pattern, re.IGNORECASE), copula) for pattern, copula in (
    (rf"(?:does not|doesn['’]t) {_ANY}", "is"),
    (rf"(?:do not|don['’]t) {_ANY}", "are"),
    (rf"(?:will not|won['’]t) {_ANY}", "will be"),
    (r"costs (?:you )?nothing", "is"),
    (r"cost (?:you )?nothing", "are"),
))
# "no fee", "without any charges": read in the passage's words after "there is"
# ("there is no fee for it": "it is free for it"), "with" or in place of "without".
_NONE = re.compile(r"(?:no|zero|without(?: any)?)\b", re.IGNORECASE)
_THERE = re.compile(r"\b(there (?:is|are|'s|’s) )$", re.IGNORECASE)
_WITH = re.compile(r"\b(with )$", re.IGNORECASE)


# "You won't pay anything for a replacement card": the thing paid for is the subject
# of the passage's words ("a replacement card is at no cost").
_PAY = re.compile(r".*\bpay (?:anything|nothing|a (?:penny|cent))", re.IGNORECASE)
_PAYER = re.compile(r"\b(you|we|customers|clients|users|members)\s+$", re.IGNORECASE)
_PAID_FOR = re.compile(r"\s+for\s+(?P<thing>[^,;:.!?]+?)(?=\s*(?:[,;:.!?]|$))")


def _paid_for_edit(mention: FreeMention, claim: str, words: str) -> tuple[int, int, str] | None:
    """"you pay nothing for X" as "X is <words>", or None."""
    if not _PAY.match(mention.text):
        return None
    payer = _PAYER.search(claim, 0, mention.start)
    paid = _PAID_FOR.match(claim, mention.end)
    if payer is None or paid is None:
        return None
    thing = paid.group("thing").strip()
    head = [w.lower() for w in thing.split()[:3]]
    plural = head[0] not in ("a", "an", "one", "each", "every") and any(
        w.endswith("s") and not w.endswith(("ss", "'s", "’s")) for w in head)
    verb = "are" if plural else "is"
    start = payer.start(1)
    return start, paid.end(), _cased(f"{thing} {verb} {words}", claim[start:])


def _free_edit(mention: FreeMention, claim: str, words: str) -> tuple[int, int, str] | None:
    """The edit that says ``mention`` of ``claim`` in ``words`` (a passage's predicate)."""
    said = mention.text
    paid_for = _paid_for_edit(mention, claim, words)
    if paid_for is not None:
        return paid_for
    if _PREDICATE.fullmatch(said):
        return mention.start, mention.end, _cased(words, said)
    for verb, copula in _VERBS:
        if verb.fullmatch(said):
            return mention.start, mention.end, _cased(f"{copula} {words}", said)
    if _NONE.match(said):
        before = claim[:mention.start]
        there = _THERE.search(before)
        if there is not None:
            start = there.start(1)
            return start, mention.end, _cased(f"it is {words}", claim[start:])
        with_ = _WITH.search(before)
        if with_ is not None:
            return with_.start(1), mention.end, words
        if said.lower().startswith("without"):
            return mention.start, mention.end, words
    return None


# How often a rate is charged, said after its value: "7.9% per annum", "3,000 EUR a day".
_PERIOD_WORDS = {
    "year": r"per annum|p\.\s?a\.|a year|per year|annually|yearly|each year|every year|"
            r"al año|por año|anual(?:es)?|anualmente",
    "month": r"a month|per month|monthly|each month|every month|al mes|por mes|"
             r"mensual(?:es)?|mensualmente",
    "week": r"a week|per week|weekly|each week|every week|a la semana|por semana|semanal(?:es)?",
    "day": r"a day|per day|daily|each day|every day|al día|por día|diari[oa]s?|diariamente",
}
_PERIOD = re.compile(
    r"(?<=[\d%€$£¥])(?P<gap>\s?(?:[A-Za-z€$£¥]{1,8}\s)?)"
    rf"(?P<phrase>{'|'.join(f'(?P<{k}>{v})' for k, v in _PERIOD_WORDS.items())})(?!\w)",
    re.IGNORECASE)


def _periods(text: str) -> list[tuple[int, int, str]]:
    """(start, end, period) of each rate period said right after a value."""
    return [(m.start("phrase"), m.end("phrase"),
             next(k for k in _PERIOD_WORDS if m.group(k) is not None))
            for m in _PERIOD.finditer(text)]


def _period_edits(claim: str, passage: str) -> list[tuple[int, int, str]]:
    """The claim's "per annum" as the passage says the same period ("a year")."""
    theirs = _periods(passage)
    if not theirs:
        return []
    edits = []
    for start, end, period in _periods(claim):
        said = next((passage[a:b] for a, b, p in theirs if p == period), None)
        if said is not None and said.lower() != claim[start:end].lower():
            # "7.9% p.a." ends its sentence with the abbreviation's stop
            stop = "." if claim[start:end].endswith(".") and not said.endswith(".") else ""
            edits.append((start, end, said + stop))
    return edits


# "the end of 2026" is the day a passage calls "31 December 2026".
_YEAR_END = re.compile(r"\b(?:the\s+)?end\s+of\s+(?P<y>(?:19|20)\d\d)\b", re.IGNORECASE)


def _year_end_edits(claim: str, passage: str) -> list[tuple[int, int, str]]:
    """The claim's "the end of <year>" as the passage writes that year's last day."""
    ends = list(_YEAR_END.finditer(claim))
    if not ends:
        return []
    days = [d for d in find_dates(passage) if one_date(d) and len(d.readings) == 1]
    edits = []
    for m in ends:
        last = (int(m.group("y")), 12, 31)
        said = next((d.text for d in days if last in d.readings), None)
        if said is not None:
            edits.append((m.start(), m.end(), said))
    return edits


# Words that say the same of a day: "the following business day" is "the next
# business day", a "working day" a "business day"; and of no delay: v7 reads "Interest
# on cash withdrawals is charged straight away" against "... interest on them starts
# immediately" at 0.86 contradicted, 0.96 entailed with "immediately".
_TIME_NOUN = r"(?:(?:business|working|banking)\s+)?(?:days?|weeks?|months?|years?|quarters?)"
_SAME_WORDS = (
    re.compile(rf"\b(?:next|following)(?=\s+{_TIME_NOUN}\b)", re.IGNORECASE),
    re.compile(r"\b(?:business|working|banking)(?=\s+days?\b)", re.IGNORECASE),
    re.compile(r"\b(?:immediately|straight\s?away|right\s+away|at\s+once|instantly)\b",
               re.IGNORECASE),
)


# An age bound, as the passage words it: v7 reads "You need to be 18 or older and a
# resident of Spain with a regular income." at 0.24 entailed against "Applicants must be
# at least 18 years old, live in Spain and have a regular income."
# "at least 18" alone is an age after a form of "be" ("if you are at least 18 and").
_AGE = re.compile(r"\b(?:aged\s+)?(?P<a>\d{1,3})(?:\s+years?(?:\s+old|\s+of\s+age)?)?\s+"
                  r"(?:or|and)\s+(?:older|over|above)\b|\bat\s+least\s+(?P<b>\d{1,3})\s+"
                  r"years?(?:\s+old|\s+of\s+age)?\b|(?<=\b(?:be|is|am) )at\s+least\s+"
                  r"(?P<c>\d{1,3})(?=\s*(?:[,;.]|$|\s+(?:and|or|to|if|when|with)\b))"
                  r"|(?<=\bare )at\s+least\s+(?P<d>\d{1,3})"
                  r"(?=\s*(?:[,;.]|$|\s+(?:and|or|to|if|when|with)\b))", re.IGNORECASE)


def _age_edits(claim: str, passage: str) -> list[tuple[int, int, str]]:
    """The claim's "N or older" (or "at least N years old", ...) as the passage says N."""
    def years(m: re.Match[str]) -> str:
        return m.group("a") or m.group("b") or m.group("c") or m.group("d")

    theirs = {years(m): m.group(0) for m in reversed(list(_AGE.finditer(passage)))}
    return [(m.start(), m.end(), theirs[n]) for m in _AGE.finditer(claim)
            if (n := years(m)) in theirs and theirs[n].lower() != m.group(0).lower()]


# A permission denied, as the passage's modal says it: v7 reads "An attorney is not
# allowed to add a new account holder" against "... cannot add another account holder"
# at 0.89 contradicted, 0.96 entailed with "cannot". Only a modal of the passage's is
# taken ("cannot", "may not", "must not"), so no verb has to agree with a new subject.
_DENIED = re.compile(r"\b(?:(?:is|are|was|were)\s+not|isn['’]t|aren['’]t|wasn['’]t|weren['’]t)"
                     r"\s+(?:allowed|permitted)\s+to\b", re.IGNORECASE)
_DENYING_MODAL = re.compile(r"\b(?:cannot|can['’]t|may\s+not|must\s+not)\b", re.IGNORECASE)


def _word_edits(claim: str, passage: str) -> list[tuple[int, int, str]]:
    """The claim's "following" and "working" (day), "straight away" and "is not allowed
    to" as the passage says them."""
    edits: list[tuple[int, int, str]] = []
    modal = _DENYING_MODAL.search(passage)
    if modal is not None:
        edits.extend((m.start(), m.end(), _cased(modal.group(0).lower(), m.group(0)))
                     for m in _DENIED.finditer(claim))
    for pattern in _SAME_WORDS:
        theirs = pattern.search(passage)
        if theirs is None:
            continue
        edits.extend((m.start(), m.end(), _cased(theirs.group(0).lower(), m.group(0)))
                     for m in pattern.finditer(claim)
                     if m.group(0).lower() != theirs.group(0).lower())
    return edits


# "there is no fee for card payments in euros": the passage prices nothing by its noun,
# so "Paying by card in euros is free" reads "There is no fee for paying by card in
# euros" (v6: 0.50 entailed as written, 0.94 so).
_NO_FEE_FOR = re.compile(r"\bthere (?:is|are|'s|’s) no (?:fees?|charges?|costs?|commissions?) "
                         r"(?:for|on)\b", re.IGNORECASE)
_SUBJECT_IS = re.compile(r"^(?P<subject>[^,;:!?]{3,120}?)\s+(?:is|are)\s+$", re.IGNORECASE)


def _no_fee_edit(mention: FreeMention, claim: str,
                 passage: str) -> tuple[int, int, str] | None:
    """"<subject> is free" as "There is no fee for <subject>", or None. The subject's
    first word keeps its capital where it is a name ("SEPA", one the passage writes so
    mid-sentence), else loses it ("Paying" -> "paying")."""
    if mention.text.lower() != "free":
        return None
    m = _SUBJECT_IS.match(claim[:mention.start])
    if m is None:
        return None
    first, _, rest = m.group("subject").strip().partition(" ")
    named = any(c.isupper() for c in first[1:]) or re.search(
        rf"(?<=[\w,;] ){re.escape(first)}\b", passage) is not None
    said = " ".join(w for w in (first if named else first.lower(), rest) if w)
    return 0, mention.end, _cased(f"There is no fee for {said}", claim)


def _phrase_edits(claim: str, passage: str) -> list[tuple[int, int, str]]:
    """The claim's "free", "24 hours a day", "per annum" and "the following day" in the
    passage's words, where the passage says the same of what the claim is about."""
    edits: list[tuple[int, int, str]] = []
    claim_free = find_free(claim)
    if claim_free:
        whole = SourceText(passage, Span("passage", 0, len(passage)))
        about = sentences_about(claim, [whole])
        theirs = [f for f in find_free(passage) if _PREDICATE.fullmatch(f.text)
                  and any(s.span.char_start <= f.start and f.end <= s.span.char_end
                          for s in about)]
        if theirs:
            for mine in claim_free:
                edit = _free_edit(mine, claim, theirs[0].text)
                if edit is not None and claim[edit[0]:edit[1]] != edit[2]:
                    edits.append(edit)
        elif any(_NO_FEE_FOR.search(s.text) for s in about):
            edits.extend(e for mine in claim_free
                         if (e := _no_fee_edit(mine, claim, passage)) is not None)
    claim_always = find_always(claim)
    if claim_always:
        p_always = find_always(passage)
        if p_always:
            edits.extend((a.start, a.end, _cased(p_always[0].text, a.text))
                         for a in claim_always if a.text != p_always[0].text)
    edits.extend(e for e in _period_edits(claim, passage)
                 if not any(a.start <= e[0] < a.end for a in claim_always))
    edits.extend(_word_edits(claim, passage))
    edits.extend(_year_end_edits(claim, passage))
    edits.extend(_age_edits(claim, passage))
    # "still pending" as "pending", "may not match" as "may differ" (claims.polarity)
    edits.extend(still_edits(claim) + not_free_edits(claim) + negated_edits(claim, passage)
                 + cannot_get_edits(claim, passage) + liability_edits(claim, passage)
                 + unchanged_edits(claim, passage) + non_edits(claim, passage))
    return edits


def full_names(claim: str) -> tuple[EntityMention, ...]:
    """The names of two or more words in ``claim``, with their offsets."""
    return tuple(e for e in find_entities(claim) if len(e.text.split()) >= 2)


def source_names(names: Sequence[EntityMention],
                 folded_sources: Sequence[str]) -> tuple[EntityMention, ...]:
    """Those of a claim's ``names`` (:func:`full_names`) that some source states in
    full, as whole words: the ones :func:`aligned_claim` may read by their last word.

    ``folded_sources`` are the sources' texts through
    :func:`~groundtrace.text.normalize.fold`, folded once by the caller.
    """
    def stated(name: str) -> bool:
        pattern = re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")
        return any(pattern.search(f) for f in folded_sources)

    return tuple(n for n in names if stated(n.key))


def _name_edits(claim: str, passage: str,
                names: Sequence[EntityMention]) -> list[tuple[int, int, str]]:
    """Each of ``names`` that ``passage`` does not state in full but calls by its last
    word, as (start, end, that word as the passage writes it)."""
    edits: list[tuple[int, int, str]] = []
    folded = fold(passage)
    for name in names:
        # a passage that names it in full, even glued to the word before ("HagueMerry
        # Company"), is left to read it as written
        if name.key in folded:
            continue
        # the last word as a capitalised word of the passage: "Powers", not "powers"
        last_word = name.text.split()[-1]
        last = re.search(rf"(?<!\w){re.escape(last_word)}(?!\w)", passage)
        if last is not None:
            edits.append((name.start, name.end, last.group(0)))
    return edits


_CITED = re.compile(rf"\s*(?:{CITATION.pattern})+", re.IGNORECASE)
def _per_document_edit(claim: str) -> list[tuple[int, int, str]]:
    """The claim without an opening its content does not need (:mod:`.openings`), capitalised."""
    at = opening_end(claim)
    return [(0, at + 1, claim[at].upper())] if at else []


def aligned_claim(claim: str, passage: str, *, names: Sequence[EntityMention] = ()) -> str:
    """``claim`` with each value and phrase that ``passage`` states in other words in the
    passage's words.

    A claim value equal to several passage values takes the first. A value
    the passage does not state, or states in the same words, is left as it
    is; so is a claim with no number, date, price of nothing or "at every
    hour" phrase. Phrases go first: a number inside "24 hours a day, 7 days a
    week" is read as part of it. ``names`` (:func:`source_names`) are the
    claim's full names a source states, with their offsets in ``claim``; one
    the passage calls by its last word only is read as that word.
    """
    opened = opening_end(claim)  # the passage's own clause
    fee = passage_fee(claim, passage, opened) or passage_price(claim, passage, opened)
    if fee is not None:
        return fee[0].upper() + fee[1:] + "."
    # a citation marker ("... is 6.9% [1].") points at a source; the verifier reads the claim
    cites = [(m.start(), m.end(), "") for m in _CITED.finditer(claim)]
    phrases = (_per_document_edit(claim) + cites + _phrase_edits(claim, passage)
               + _name_edits(claim, passage, names))
    edits = phrases + [e for e in value_edits(claim, passage)
                       if not any(s < e[1] and e[0] < t for s, t, _ in phrases)]
    if not edits:
        return claim
    out: list[str] = []
    at = 0
    for start, end, text in sorted(edits):
        if start < at:  # overlaps the edit before it: the first one stands
            continue
        out.append(claim[at:start])
        out.append(text)
        at = end
    out.append(claim[at:])
    return "".join(out)
