"""Words that state a price of nothing: "free", "free of charge", "no fee", "gratis".

The numbers check compares them with the amounts of money the aligned source
states: "branch transfers are free for students" against a passage that says
they cost 2.50 EUR is a contradiction a bank cannot let through, and no digit
of the claim would have caught it.

Only phrases that are about a price count. "Free" alone is read as a price
only as "for free", "free of charge", "free to use" (and the like) or right
before a banking or retail noun ("free transfers", "free delivery"); "feel
free", "free kick", "free speech", "walked free" and "sugar-free" say nothing
about money.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from groundtrace.checks.base import SourceText
from groundtrace.checks.lexicon import EXCEPTION_WORDS, content_words, same_word
from groundtrace.checks.number_mentions import PRICED, NumberMention, find_numbers
from groundtrace.text.mention import Mention
from groundtrace.text.normalize import fold, fold_with_offsets
from groundtrace.text.sentences import split_sentences

__all__ = ["PRICE_WORDS", "FreeMention", "fee_rates", "find_free", "free_for", "free_in",
           "is_fee", "is_limit", "list_items", "money_in", "price_in", "priced_sentence",
           "sentences_about", "speaks_of_liberty", "subject_sets_apart", "zero_price"]

#: Share of the claim's subject words a sentence must hold to be about the same thing.
SUBJECT_MIN_COVERAGE = 0.5
#: Words about paying, not about what is paid for.
PRICE_WORDS = frozenset({
    "cost", "costs", "costing", "charge", "charges", "charged", "fee", "fees", "price",
    "prices", "pay", "pays", "paid", "paying", "carry", "carries", "carried", "carrying",
    "free", "nothing", "anything", "euro", "euros", "eur", "dollar", "dollars", "usd", "pound",
    "pounds", "gbp", "cuesta", "cuestan", "coste",
    "costo", "cargo", "comision", "comisiones", "gratis", "gratuito", "gratuita", "gratuitos",
    "gratuitas", "pagar", "paga", "pagan", "precio", "cent", "cents", "centimo", "centimos"
})

# Setting a loan or an account up, in a price list's word for it ("arrangement fee").
_ARRANGING = re.compile(r"\b(?:set(?:ting)?[ -]?up|arrang(?:e|es|ed|ing))\b", re.IGNORECASE)
# A currency named as what is paid in: "in euros", "in US dollars".
_IN_CURRENCY = re.compile(r"\bin (?:us |uk )?(euros?|dollars?|pounds?|eur|usd|gbp)\b",
                          re.IGNORECASE)
_FEE = r"(?:fees?|charges?|costs?|commissions?|surcharges?)"
_PRICED_NOUN = (
    r"(?:transfers?|withdrawals?|payments?|deposits?|accounts?|cards?|checking|current accounts?|"
    r"savings accounts?|statements?|replacements?|delivery|shipping|returns?|service|services|"
    r"consultations?|quotes?|installation|upgrades?|trials?|samples?|tickets?|admission|entry|"
    r"parking|wi-?fi|atm withdrawals?|cash withdrawals?|cancellations?|refills?)"
)
_PHRASES = (
    r"free of (?:any )?(?:charge|cost|fees?)",
    r"(?:for|para) free",
    r"free to (?:use|join|open|download|access|attend|enter|register|sign up|apply)",
    rf"free (?:(?:credit|debit|prepaid|online|sepa|instant|domestic|international|local|"
    rf"bank|wire|money|cash|first|extra|additional|monthly|annual|standard|express|home|"
    rf"next-day|same-day) )?{_PRICED_NOUN}",
    r"(?:is|are|was|were|be|being|been|stays?|remains?|comes?) "
    r"(?:completely |totally |entirely |always |also |still )?free(?! (?:to|from|of)\b)"
    r"(?= *(?:$|[.,;:!?)]|for\b|if\b|when\b|with\b|at\b|in\b|on\b|and\b|but\b|until\b|"
    r"up to\b|during\b|every\b|each\b|after\b|before\b|since\b|once\b|within\b|"
    r"unless\b|provided\b|as long as\b|too\b|as well\b))",
    r"(?:fee|charge|cost|commission)-free",
    rf"(?:no|zero|without(?: any)?)(?: \w+){{0,3}} {_FEE}",
    r"at no (?:extra |additional )?(?:cost|charge)",
    r"(?:costs?|pays?) (?:you )?nothing",
    r"otherwise (?:nothing|free)",  # "costs 0.5% if ..., otherwise nothing"
    r"(?:does not|doesn't|do not|don't|will not|won't) cost (?:you )?(?:anything|a (?:penny|cent))",
    r"(?:does not|doesn't|do not|don't|will not|won't|never) (?:have to |need to )?"
    r"pay (?:anything|a (?:penny|cent))",
    r"(?:does not|doesn't|do not|don't|will not|won't|never) charge (?:you |customers )?"
    r"(?:a fee|any fees?|fees|anything)",
    r"(?:will not|won't|won’t|are not|aren't|is not|isn't|do not|don't|does not|doesn't) "
    r"(?:be |get )?charged(?: (?:for (?:it|this|that|them)|anything))?(?! \w)",
    r"gratis",
    r"gratuit[oa]s?",
    r"sin (?:ningun[oa]? )?(?:coste|costo|cargo|comision|comisiones|pago)",
    r"no (?:tiene|tienen|cobra|cobran|paga|pagan)(?: \w+){0,2} "
    r"(?:coste|costo|cargo|comision|comisiones)",
    r"no cuesta(?:n)? nada",
)
_FREE = re.compile(rf"(?<![\w-])(?:{'|'.join(_PHRASES)})(?![\w-])", re.IGNORECASE)
# "no fee" only about the thing priced: "no more than", "no later", "no other" are not prices.
_NOT_A_PRICE = re.compile(r"^no (?:more|less|later|earlier|other|longer|fewer)\b")
# "are free": the mention is the word "free", not the verb before it.
_COPULA = re.compile(r"^(?:is|are|was|were|be|being|been|stays?|remains?|comes?) (?:\w+ )?(?=free)")
# "when you are free", "if she is free": a person with time, not a price.
_PERSON = re.compile(r"(?:^|\W)(?:you|we|he|she|i|yo|usted|ustedes)\s+$")


# Words before an amount of money that make it a limit, not a price: "the daily
# limit for card payments is 3,000 EUR", "customers can raise it to 6,000 EUR".
_LIMIT = re.compile(
    r"\b(?:limits?|maximum|minimum|caps?|capped|balance|threshold|(?:raise|increase|lower)[sd]?"
    r"|limite|maximo|minimo|saldo|ampliar|aumentar)\b(?:\s*:)?[^.;:!?,]{0,40}$")


def is_limit(text: str, start: int) -> bool:
    """Whether the amount of money at ``start`` of ``text`` is a limit, not a price."""
    before, _ = fold_with_offsets(text[max(0, start - 60): start])
    return _LIMIT.search(before.lower()) is not None


# "were freed", "released on bail", "set free": "free" may say a person is at liberty.
_LIBERTY = re.compile(r"\b(?:freed|released|set free|freedom|liberated|free (?:him|her|them))\b",
                      re.IGNORECASE)


def speaks_of_liberty(text: str) -> bool:
    """Whether ``text`` may use "free" of a person at liberty, not of a price."""
    return _LIBERTY.search(text) is not None


@dataclass(frozen=True)
class FreeMention(Mention):
    """A phrase of ``text`` saying something costs nothing, with its offsets."""


def find_free(text: str) -> list[FreeMention]:
    """Every phrase of ``text`` that states a price of nothing, in order (accent-folded)."""
    folded, index = fold_with_offsets(text)
    out = []
    for m in _FREE.finditer(folded):
        if _NOT_A_PRICE.match(m.group(0)):
            continue
        lead = _COPULA.match(m.group(0))
        if lead and _PERSON.search(folded, max(0, m.start() - 12), m.start()):
            continue
        first = m.start() + (lead.end() if lead else 0)
        start, end = index[first], index[m.end() - 1] + 1
        out.append(FreeMention(text[start:end], start, end))
    return out


# An exception's case up to a price of nothing after it: "Outgoing payments cost 5 EUR
# each, [except payments to another Ostmark account, which] are free".
_EXCEPT_CASE = re.compile(rf"(?<!\w)(?:{EXCEPTION_WORDS})(?!\w)[^;.!?]*$", re.IGNORECASE)


def free_for(claim: str, text: str) -> list[FreeMention]:
    """The prices of nothing of ``text`` (:func:`find_free`) that may back ``claim``'s: a
    "free" that an exception's case comes before ("cost 5 EUR each, except payments to
    another Ostmark account, which are free") is that case's, and backs a claim only
    where the claim names the case by a word the text before the exception lacks."""
    out = []
    for fm in find_free(text):
        m = _EXCEPT_CASE.search(text, 0, fm.start)
        if m is not None:
            case = content_words(text[m.start():fm.start])
            rest = content_words(text[:m.start()])
            own = {w for w in case if not any(same_word(w, r) for r in rest)}
            if own and not any(same_word(w, c) for w in content_words(claim) for c in own):
                continue
        out.append(fm)
    return out


# Where a sentence prices a second thing: "own ATMs are free; other banks' ATMs cost 1.95 EUR".
_CLAUSE = re.compile(r";\s+|,\s+(?:but|while|whereas|pero|mientras que)\s+"
                     # "The excess is 150 EUR per claim, or 300 EUR for water damage"
                     r"|,\s+or\s+(?=(?:[€$£]\s?)?\d)", re.IGNORECASE)


def _priced_parts(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of ``text``, split where it prices a second thing."""
    parts = []
    for sent in split_sentences(text):
        start = sent.start
        for m in _CLAUSE.finditer(text, sent.start, sent.end):
            parts.append((start, m.start()))
            start = m.end()
        parts.append((start, sent.end))
    return parts


# A word that takes its subject from the part before: "... is 3,000 EUR; you can raise it";
# or a part that opens with the case it prices, its subject left out: "Contactless payments
# are free in the eurozone; [outside the eurozone,] the usual fee of 1.75% applies".
_REFERS_BACK = re.compile(r"\b(?:it|its|they|them|their|this|these)\b", re.IGNORECASE)
_CASE_FIRST = re.compile(r"\s*(?:outside|inside|within|in|for|abroad)\b[^,;]{0,40},",
                         re.IGNORECASE)


def fee_rates(sentence: str) -> list[NumberMention]:
    """The shares of ``sentence`` with a fee word next to them ("the usual 1.75% fee")."""
    return [n for n in find_numbers(sentence, source=True)
            if n.unit == "%" and is_fee(sentence, n)]


_FEE_NEAR = re.compile(rf"\b{_FEE}\b", re.IGNORECASE)


def is_fee(claim: str, cm: NumberMention) -> bool:
    """Whether the value ``cm`` of ``claim`` is a price: an amount of money, or a share
    with a fee word next to it ("a 2.5% fee", "a fee of 2%")."""
    if cm.unit in PRICED:
        return True
    near = claim[max(0, cm.start - 12):cm.end + 12]
    return cm.unit == "%" and _FEE_NEAR.search(near) is not None


def subject_sets_apart(claim: str, about: str, other: str, pos: int) -> bool:
    """Whether the claim's subject words set ``about`` apart from the part of ``other``
    at ``pos`` (a sentence, or a clause that prices a thing of its own): some are in
    ``about`` and not there, and none there is missing from ``about`` ("Card payments in
    euros" names "Card payments in euros are free", not "Card payments in other
    currencies carry a 2.5% fee")."""
    part = next((other[a:b] for a, b in _priced_parts(other) if a <= pos < b), other)
    words = _subject(claim)[0]
    held = [{w for w in words if any(same_word(w, t) for t in _subject(text)[0])}
            for text in (about, part)]
    return bool(held[0] - held[1]) and not held[1] - held[0]


def _subject(text: str) -> tuple[set[str], list[frozenset[float]]]:
    """``text``'s content words less the words about paying and its numbers, and the
    values of its numbers, each whole: "0.50 EUR" is one value, not the words "0" and
    "50" that "2.50 EUR" shares."""
    numbers = find_numbers(text, source=True)
    masked = list(text)
    for n in numbers:
        masked[n.start:n.end] = " " * (n.end - n.start)
    # "setting up the loan" is what an "arrangement fee" is for
    plain = _ARRANGING.sub("arrangement", "".join(masked))
    words = {w.removesuffix("'s").rstrip("'") for w in content_words(plain)}
    # "in euros" says which payments, not what they cost ("Card payments in euros are free")
    kept = {fold(m.group(1)) for m in _IN_CURRENCY.finditer(text)} & words
    return (words - PRICE_WORDS) | kept, [n.values for n in numbers]


#: Words of a list item: "branch transfers 2.50 EUR", "Card replacement: 10 EUR".
LIST_ITEM_WORDS = 8


def list_items(text: str, pos: int, other: str) -> bool:
    """Whether the part of ``text`` at ``pos`` (a sentence, or a clause of one that prices
    a thing of its own) and ``other`` are both short enough to be items of a list."""
    part = next((text[a:b] for a, b in _priced_parts(text) if a <= pos < b), text)
    return max(len(part.split()), len(other.split())) <= LIST_ITEM_WORDS


def _by_subject(claim: str, texts: Sequence[SourceText]) -> tuple[float, list[SourceText]]:
    """The largest share of ``claim``'s subject words (in any of their forms:
    "transfer" / "transfers") and numbers a sentence (or a clause of one that prices a
    thing of its own) of ``texts`` holds, and those parts in order, a tie going to the
    parts sharing most words ("branch transfers 2.50 EUR", not "instant transfers 0.50
    EUR", for "Branch transfers cost 0.50 EUR"); every part, at 1.0, when the claim
    names nothing but a price. A part that refers back ("it", "they") holds the words
    of the part before it too."""
    words, values = _subject(claim)
    total = len(words) + len(values)
    scored = []
    for e in texts:
        before: set[str] = set()
        for a, b in _priced_parts(e.text):
            theirs, their_values = _subject(e.text[a:b])
            if _REFERS_BACK.search(e.text, a, b) or _CASE_FIRST.match(e.text, a, b):
                # "customers can raise it to 6,000 EUR": "it" is the part before's subject
                theirs, before = theirs | before, theirs
            else:
                before = theirs
            shared = sum(1 for w in words if any(same_word(w, t) for t in theirs))
            found = sum(1 for v in values if any(v & t for t in their_values))
            scored.append(((shared + found) / total if total else 1.0, shared,
                           SourceText(e.text[a:b], e.sub_span(a, b))))
    top = max(((c, w) for c, w, _ in scored), default=(0.0, 0))
    return top[0], [st for c, w, st in scored if (c, w) == top]


def sentences_about(claim: str, texts: Sequence[SourceText]) -> list[SourceText]:
    """The sentences of ``texts`` most about what ``claim`` prices, in order.

    Those that hold the largest share of the claim's subject words, if any
    holds one: a claim's "free" is backed only where the source's sentence
    most about the same thing says so ("card payments are free" is not backed
    by "a replacement card arrives at no cost" beside "the daily limit for
    card payments is 3,000 EUR"). When the claim names nothing but a price
    ("It is free"), every sentence is.
    """
    top, best = _by_subject(claim, texts)
    return best if top > 0 else []


def priced_sentence(claim: str, evidence: Sequence[SourceText]) -> SourceText | None:
    """The sentence of ``evidence`` most about what ``claim`` prices, or None.

    A passage often prices several things ("online transfers are free; branch
    transfers cost 2.50 EUR"), so a claim's price is compared with the one
    sentence that shares most of its subject words (its content words less
    the words about paying), and with none when no sentence holds at least
    :data:`SUBJECT_MIN_COVERAGE` of them, or the claim names nothing but a
    price. Ties go to the earlier passage, then the earlier sentence.
    """
    if not any(_subject(claim)):
        return None
    top, best = _by_subject(claim, evidence)
    return best[0] if best and top >= SUBJECT_MIN_COVERAGE else None


def free_in(sentence: SourceText | None) -> tuple[SourceText, FreeMention] | None:
    """The first price of nothing in ``sentence``, when it states no amount of money."""
    if sentence is None or money_in(sentence):
        return None
    found = find_free(sentence.text)
    return (sentence, found[0]) if found else None


def money_in(sentence: SourceText) -> list[NumberMention]:
    """The prices of ``sentence``: its amounts of money that are not limits."""
    return [n for n in find_numbers(sentence.text, source=True)
            if n.unit in PRICED and not is_limit(sentence.text, n.start)]


def zero_price(sentence: SourceText, money: list[NumberMention], claim: str | None = None
               ) -> FreeMention | NumberMention | None:
    """The first price of nothing of ``sentence``: a "free" phrase (of those that may back
    ``claim``'s, :func:`free_for`, where a claim is given) or 0 of a currency."""
    frees = find_free(sentence.text) if claim is None else free_for(claim, sentence.text)
    return next(iter(frees), None) or next((n for n in money if 0.0 in n.values), None)


def price_in(sentence: SourceText) -> FreeMention | NumberMention | None:
    """Any price ``sentence`` states: a price of nothing, an amount of money or a fee's
    share ("the usual 1.75% fee")."""
    money = money_in(sentence) or fee_rates(sentence.text)
    return zero_price(sentence, money) or next(iter(money), None)
