"""Quantity words: "all" vs "some", "always" vs "sometimes", an unbacked "only",
and an unbacked "depends on".

Compared only against evidence that talks about the same thing (as for
negation): a universal claim where the source is partial (or the reverse)
is a contradiction, and so is one where the source limits what it says with
a bound or an exception the claim leaves out ("a signed declaration is
required for all disputes" beside "for disputes over 500 EUR"; "no monthly
fee for anyone" beside "for customers under 26"; v7 PASSed both), or says of a case
the source excepts what it says of the rest (:mod:`groundtrace.checks.exceptions`);
"only"/"solo" the source does not say is unsupported, and so is a claim that
something "depends on" or "varies" with a condition where the aligned source
states it with no condition at all (the evasive answer: "the limit depends on
your card" where the source gives the limit).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.exceptions import excepted_case
from groundtrace.checks.lexicon import content_words, coverage
from groundtrace.checks.negation import NEGATION_MIN_COVERAGE, only_by_exception
from groundtrace.checks.number_context import bound
from groundtrace.checks.number_mentions import find_numbers
from groundtrace.checks.prices import find_free
from groundtrace.text.normalize import fold_with_offsets

__all__ = ["check_quantity", "quantifiers"]

_CLASSES = {
    "universal": r"all|every|everyone|everybody|anyone|anybody|everything|always|each|"
    r"any (?:amount|sum|size|value)|todos|todas|siempre|cada",
    # "whatever your limit": no case left out, which a source's "each" does not say
    "unconditional": r"whatever|whichever|regardless|no matter|in any case|in all cases",
    "partial": r"some|several|many|most|few|sometimes|often|usually|occasionally|"
    r"algunos|algunas|algun|alguna|muchos|muchas|pocos|pocas|a veces|normalmente",
    "none": r"none|nobody|nothing|no one|ninguno|ninguna|nadie|nada",
    "exclusive": r"only|solely|exclusively|just|solo|solamente|unicamente|exclusivamente",
    "conditional": r"depends? on|depending on|dependent on|varies|vary|varying|"
    r"depende de|dependen de|dependiendo de|varia|varian",
}
#: Any of these in the aligned source states a condition, which a
#: "depends on" claim may then be paraphrasing (accent-folded, lower case).
_SOURCE_CONDITION = re.compile(
    r"(?<!\w)(?:if|unless|when|whether|depends?|depending|dependent|varies|vary|varying|"
    r"variable|based on|according to|subject to|determined by|differs?|different|"
    r"ranges?|ranging|between|"
    r"si|salvo|cuando|depende|dependen|dependiendo|varia|varian|segun|"
    r"en funcion de|sujeto a|distint[oa]s?|entre|oscila)(?!\w)",
    re.IGNORECASE,
)
# What limits a statement to part of its subject: a bound before a number ("disputes
# above 500 EUR", "balances up to 25,000 EUR", "customers under 26") or a condition
# or exception ("unless", "only if", "except").
_LIMITS = re.compile(
    r"(?<!\w)(?:(?:above|over|under|below|up to|at least|at most|more than|less than|"
    r"older than|younger than|m[aá]s de|menos de|hasta|por encima de)\s+[€$£]?\d(?:[\d.,]*\d)?"
    r"(?:\s?(?:%|[€$£]|(?-i:[A-Z]{3})\b|euros?\b|years?\b|days?\b|months?\b))?"
    r"|unless|except|excluding|provided that|as long as|only if|only when|"
    r"salvo|excepto|siempre que|solo si)",
    re.IGNORECASE)
_PATTERNS = {k: re.compile(rf"(?<!\w)(?:{v})(?!\w)", re.IGNORECASE) for k, v in _CLASSES.items()}
_CONFLICTS = {("universal", "partial"), ("partial", "universal"), ("universal", "none"),
              ("none", "universal"), ("partial", "none"), ("none", "partial"),
              ("unconditional", "partial")}


# "each day" is "daily" and "0.50 EUR each" is a unit price: rates, not "all of them".
_RATE_AFTER = re.compile(
    r"\s+(?:(?:business|working|calendar)\s+)?(?:second|minute|hour|day|night|morning|evening|"
    r"week|weekend|month|quarter|year|time|dia|semana|mes|ano)s?(?!\w)",
    re.IGNORECASE,
)
# ... and "1,500 EUR on each trip", "2 EUR for each withdrawal": an amount per item.
_RATE_BEFORE = re.compile(r"(?:\d|\b(?:eur|euros?|usd|dollars?|gbp|pounds?|cents?)|[€$£])"
                          r"\s*(?:(?:on|for|in|with)\s+)?$", re.IGNORECASE)


# "each one costs 2 EUR", "each withdrawal costs 2 EUR": a unit price said first.
_PRICE_AFTER = re.compile(r"\s+(?:one\s+|of\s+them\s+|[a-z]+\s+)?(?:costs?|is\s+charged)\b",
                          re.IGNORECASE)


def _is_rate(folded: str, start: int, end: int) -> bool:
    word = folded[start:end].lower()
    if word in ("each", "every", "cada") and _RATE_AFTER.match(folded, end):
        return True
    return word == "each" and (_RATE_BEFORE.search(folded, 0, start) is not None
                               or _PRICE_AFTER.match(folded, end) is not None)


# "at most 10,000 EUR" is a bound and "the most you can withdraw" a maximum, not "most of them".
_BOUND_BEFORE = re.compile(r"(?<!\w)(?:at|the)\s+$", re.IGNORECASE)


def quantifiers(text: str) -> list[tuple[str, int, int]]:
    """(class, start, end) in ``text`` of each quantity word, in order (accent-folded).

    Rates ("each day", "every month", "2 EUR each") are not quantity words, nor
    is the "most" of a bound or a maximum ("at most", "the most"), nor a price of
    nothing ("cost nothing", "pay nothing": :func:`~groundtrace.checks.prices.find_free`).
    """
    folded, index = fold_with_offsets(text)
    free = [(f.start, f.end) for f in find_free(text)]
    found = [(k, index[m.start()], index[m.end() - 1] + 1)
             for k, p in _PATTERNS.items() for m in p.finditer(folded)
             if not (k == "universal" and _is_rate(folded, m.start(), m.end()))
             and not (m.group(0).lower() == "most"
                      and _BOUND_BEFORE.search(folded, 0, m.start()))
             and not any(a <= index[m.start()] < b for a, b in free)]
    return sorted(found, key=lambda f: (f[1], f[0]))


_DIGITS = re.compile(r"\d+(?:[.,]\d+)*")


def _plain_numbers(text: str) -> set[str]:
    return {m.group(0).replace(",", "").replace(".", "") for m in _DIGITS.finditer(text)}


def _limit(passage: str, claim: str) -> tuple[int, int] | None:
    """Where ``passage`` limits what it says (:data:`_LIMITS`) in words the claim does
    not repeat, else None: "above 500 EUR" is no limit beside a claim that says it too,
    nor "at least 500 EUR" beside one that says "500 EUR or more" (a bound's number
    the claim states is the bound restated; the numbers check compares the two)."""
    said = fold_with_offsets(claim)[0].lower()
    numbers = _plain_numbers(said)
    for m in _LIMITS.finditer(passage):
        words = m.group(0).lower()
        if words not in said and not (_plain_numbers(words) & numbers):
            return m.start(), m.end()
    return None


# "only" or "just" before a value stresses the value ("1% would only be 75 EUR",
# "or just 4 EUR if you're 66"): the numbers check reads the value itself.
_BEFORE_VALUE = re.compile(r"\s+(?:(?:be|is|are|was|costs?|comes?\s+to)\s+)?(?:[€$£]\s?)?\d",
                           re.IGNORECASE)
# Where the words an "only" restricts end: the end of its clause (not the comma or point
# inside a number: "only applies from 25,000 GBP").
_CLAUSE_END = re.compile(r"[;:!?]|[,.](?!\d)")
# A bound said after its value ("20 EUR or more") or a time's bound ("after 15 years"),
# with the way it bounds: "min" (no less) or "max" (no more).
_BOUND_AFTER = re.compile(r"\s*(?:or|and)\s+(?:(?P<min>more|over|above|higher)|less|under|"
                          r"below|fewer|lower)\b", re.IGNORECASE)
_TIME_BOUND = re.compile(r"(?<!\w)(?:(?P<min>after|from)|before|until|within)\s+$",
                         re.IGNORECASE)
# Words that make a source's value a bound: "the minimum draw is 20 EUR".
_LIMIT_WORDS = re.compile(r"(?<!\w)(?:(?P<min>minimum|least|after|from)|maximum|most|limit|"
                          r"before|until|within|up to)(?!\w)", re.IGNORECASE)
_LIMIT_REACH = 40
# A time a value of the passage counts from, said after it: "starts 14 days after the
# policy start date" (no sooner: a minimum).
_COUNTED_FROM = re.compile(r"\s+(?P<min>after)\b", re.IGNORECASE)


def _way(m: re.Match[str] | None) -> str | None:
    return None if m is None else "min" if m.group("min") else "max"


def _restated_bound(claim: str, q_end: int, passage: str) -> bool:
    """Whether the "only" ending at ``q_end`` restricts a bound the passage states, the
    same value bounding the same way ("Only draws of 20 EUR or more" beside "The minimum
    draw is 20 EUR"; "an account only becomes dormant after 15 years" beside "after 15
    years without a transaction"): a bound already says "no less" (or "no more"), which
    is all the "only" adds."""
    stop = _CLAUSE_END.search(claim, q_end)
    scope_end = stop.start() if stop is not None else len(claim)
    theirs = find_numbers(passage, source=True)
    for n in find_numbers(claim[q_end:scope_end]):
        at, end = q_end + n.start, q_end + n.end
        mine = (bound(claim, at) or _way(_BOUND_AFTER.match(claim, end))
                or _way(_TIME_BOUND.search(claim, max(0, at - 10), at)))
        if mine not in ("min", "max"):
            continue
        for m in theirs:
            if not n.agrees_with(m):
                continue
            # the limit word nearest before the value ("the maximum draw is 20 EUR", not
            # the "from 5 EUR" before it), or a bound after it ("20 EUR or more")
            said = list(_LIMIT_WORDS.finditer(passage, max(0, m.start - _LIMIT_REACH), m.start))
            ways = (bound(passage, m.start), _way(said[-1] if said else None),
                    _way(_BOUND_AFTER.match(passage, m.end)),
                    _way(_COUNTED_FROM.match(passage, m.end)))
            if mine in ways:
                return True
    return False


# What a source says of "a partial repayment" it says of each one: "Each partial
# repayment must be 500 EUR or more" beside "A partial repayment must be at least 500 EUR".
_NEXT_WORDS = re.compile(r"\s+((?:[a-z][\w'-]*\s+){0,2}[a-z][\w'-]*)", re.IGNORECASE)


def _generic_in(passage: str, claim: str, q_end: int) -> bool:
    """Whether ``passage`` speaks of any one of what the claim's "each" / "every" at
    ``q_end`` names ("each partial repayment": "a partial repayment" or "any partial
    repayment" in the passage): a generic singular says what "each" says."""
    word = claim[:q_end].split()[-1].lower() if claim[:q_end].split() else ""
    if word not in ("each", "every"):
        return False
    m = _NEXT_WORDS.match(claim, q_end)
    if m is None:
        return False
    words = m.group(1).lower().split()
    folded = fold_with_offsets(passage)[0].lower()
    # the noun phrase as long as the passage has it, at least one word
    for n in range(len(words), 0, -1):
        phrase = " ".join(words[:n])
        if re.search(rf"(?<!\w)(?:a|an|any)\s+{re.escape(phrase)}(?!\w)", folded):
            return True
    return False


def check_quantity(
    claim: str,
    evidence: Sequence[SourceText],
    sources: Sequence[SourceText],
    *,
    claim_offset: int = 0,
) -> list[CheckHit]:
    del sources  # a quantifier is only meaningful against the aligned passage
    # "payments to airlines move automatically" where the source excepts them
    excepted = excepted_case(claim, evidence, claim_offset=claim_offset)
    hits: list[CheckHit] = [excepted] if excepted is not None else []
    c_q = quantifiers(claim)
    c_words = content_words(claim)
    if not c_q or not c_words:
        return hits
    aligned = [(coverage(c_words, content_words(e.text)), i, e) for i, e in enumerate(evidence)]
    aligned = [a for a in aligned if a[0] >= NEGATION_MIN_COVERAGE]
    if not aligned:
        return hits
    _, _, best = max(aligned, key=lambda a: (a[0], -a[1]))
    e_q = quantifiers(best.text)
    e_classes = {k for k, _, _ in e_q}
    for cls, q_start, q_end in c_q:
        value = claim[q_start:q_end]
        c_start, c_end = claim_offset + q_start, claim_offset + q_end
        if cls in e_classes:
            continue
        if cls == "exclusive" and only_by_exception(claim, best.text) is not None:
            continue  # "only X can" where the source says "cannot ..., except X"
        if cls == "exclusive" and (_BEFORE_VALUE.match(claim, q_end) is not None
                                   or _restated_bound(claim, q_end, best.text)):
            continue
        rival = next(((a, b) for k, a, b in e_q if (cls, k) in _CONFLICTS), None)
        if rival is not None:
            e_start, e_end = rival
            src_value = best.text[e_start:e_end]
            hits.append(CheckHit("quantity", CheckOutcome.CONTRADICTED, c_start, c_end, value,
                                 best.sub_span(e_start, e_end), src_value,
                                 f"the claim says {value!r} where the source says {src_value!r}"))
        elif cls in ("universal", "unconditional") and (
                limit := _limit(best.text, claim)) is not None:
            # "required for all disputes" where the source says "for disputes above 500 EUR"
            e_start, e_end = limit
            src_value = best.text[e_start:e_end]
            hits.append(CheckHit("quantity", CheckOutcome.CONTRADICTED, c_start, c_end, value,
                                 best.sub_span(e_start, e_end), src_value,
                                 f"the claim says {value!r} where the source limits it "
                                 f"({src_value!r})"))
        elif cls == "universal" and _generic_in(best.text, claim, q_end):
            continue
        elif cls in ("exclusive", "universal", "unconditional"):
            hits.append(CheckHit("quantity", CheckOutcome.UNSUPPORTED, c_start, c_end, value,
                                 best.span, None,
                                 f"the source does not say {value!r} about this"))
        elif cls == "conditional" and not _SOURCE_CONDITION.search(fold_with_offsets(
                best.text)[0]):
            hits.append(CheckHit("quantity", CheckOutcome.UNSUPPORTED, c_start, c_end, value,
                                 best.span, None,
                                 f"the claim says {value!r} where the source states it with "
                                 "no condition"))
    return hits
