"""What the words around a number say about it: a bound, a count, what it is of.

"more than 30,000" bounds a value, "about 30,000" estimates one; "within 5 business days"
counts days, so it states no amount of money, and not calendar days;
"earnings per share of $6.86" and "earnings per share ... were $6.86" are
numbers of the same thing, "disputes over 50 EUR" and "liability is limited
to 50 EUR" are not. The numbers check (:mod:`groundtrace.checks.numbers`) and the
verifier's reading (:mod:`groundtrace.claims.reading`) read numbers with
these. A range ("terms of 10 to 30 years") is :mod:`groundtrace.checks.number_ranges`'s.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.lexicon import STOPWORDS, content_words, same_word
from groundtrace.checks.number_mentions import (
    NUMBER_WORDS,
    PERIODS,
    PRICED,
    NumberMention,
    alternation,
    is_ordinal_year,
)
from groundtrace.checks.number_ranges import range_of
from groundtrace.checks.opposites import window
from groundtrace.text.normalize import fold

__all__ = ["APPROX_TOLERANCE", "BOUND_SPAN", "NEAR_TOKENS", "bare_rival", "bound",
           "bound_phrase", "closest_rival", "counted_rival", "counted_word", "counts_other",
           "day_kind", "fraction_of", "near_same", "ordinal_hit", "other_days", "other_period",
           "other_scope", "same_bound", "same_measure", "spelled_out", "trailing_bound",
           "unit_apart", "within"]

#: Words before a number that make it a bound or an estimate, not an exact value.
_BOUNDS = (
    ("min", re.compile(r"(?<!\w)(?:more than|(?:greater|larger|higher|bigger) than|over|at least|"
                       r"above|upwards of|in excess of|exceeding|"
                       r"(?:a )?minimum of|m[aá]s de|al menos|por encima de)\s*$",
                       re.IGNORECASE)),
    ("max", re.compile(r"(?<!\w)(?:less than|fewer than|(?:lower|smaller) than|under|up to|at most|"
                       r"below|no more than|"
                       r"as (?:much|many|high) as|"
                       r"(?:a )?maximum of|menos de|hasta|como m[aá]ximo)\s*$", re.IGNORECASE)),
    ("approx", re.compile(r"(?<!\w)(?:about|around|nearly|almost|roughly|approximately|some|"
                          r"an estimated|estimated|close to|just over|just under|circa|"
                          r"alrededor de|aproximadamente|cerca de|casi|unos|unas)\s*$",
                          re.IGNORECASE)),
)
# A negation right before a bound turns it: "no more than 5", "must not be more than
# 35%" and "not exceeding 500 EUR" are maxima, "not less than 3" a minimum.
_NEGATED_BOUND = re.compile(r"(?<!\w)(?:no|not|cannot|never|\w+n['’]t)(?:\s+(?:be|been|go|get))?"
                            r"\s+$", re.IGNORECASE)
_TURNED = {"min": "max", "max": "min"}
#: How far an estimate ("about 30,000") may sit from the value it stands for.
APPROX_TOLERANCE = 0.1
#: How far past a bound the value it stands for may sit: "more than 30,000" fits
#: 30,621, not any larger number of the passage (10,000 dead is not "over 1,500").
BOUND_SPAN = 1.5
# How far before a number its qualifier may start.
_BOUND_REACH = 24


_DOLLAR_COUNTRY = re.compile(r"(?<![\w.])(?:US|U\.S\.|AU|CA|NZ|HK|SG)\s?$")


def bound_phrase(text: str, start: int) -> tuple[str, int] | None:
    """("min", "max" or "approx", where its words start) when a qualifier precedes
    the number at ``start`` of ``text``, else None."""
    lo = max(0, start - _BOUND_REACH)
    before = text[lo:start]
    if text.startswith("$", start):  # "more than US $789,000": the dollar's country
        before = _DOLLAR_COUNTRY.sub("", before)
    for kind, pattern in _BOUNDS:
        m = pattern.search(before)
        if m is not None:
            # the earliest start of the qualifier's words, not of a longer match's tail
            turned = _NEGATED_BOUND.search(text, max(0, lo + m.start() - 16), lo + m.start())
            if turned is not None and kind in _TURNED:
                return _TURNED[kind], turned.start()
            return kind, lo + m.start()
    return None


# A bound said after its value: "6,000 EUR or more", "16 or over", "500 EUR or less".
_TRAILING = re.compile(r"\s*(?:or|and)\s+(?:(?P<min>more|over|above|higher|greater|upwards)|"
                       r"(?P<max>less|under|below|fewer|lower))\b", re.IGNORECASE)


def trailing_bound(text: str, n: NumberMention) -> tuple[str, int] | None:
    """("min" or "max", where its words end) of a bound said after the value ``n`` of
    ``text`` ("6,000 EUR or more"), else None."""
    m = _TRAILING.match(text, n.end)
    if m is None:
        return None
    return ("min" if m.group("min") else "max"), m.end()


def bound(text: str, start: int) -> str | None:
    """"min", "max" or "approx" when a qualifier precedes the number at ``start``."""
    found = bound_phrase(text, start)
    return None if found is None else found[0]


def within(cm: NumberMention, n: NumberMention, kind: str | None,
           theirs: str | None = None) -> bool:
    """Whether ``n`` satisfies the claim's bound or estimate ("more than 30,000" vs 30,621).
    A source number with a maximum of its own (``theirs``) states a limit, which a claim's
    maximum must restate, not merely stay above: "up to 100,000 EUR" is not "up to
    85,000 EUR". (A minimum below the source's, "over 30" beside "more than 33",
    holds.)"""
    if kind is None or not cm.comparable(n) or (kind == "max" and theirs == "max"):
        return False
    for x in cm.values:
        for v in n.values:
            if ((kind == "min" and x <= v <= BOUND_SPAN * x)
                    or (kind == "max" and x / BOUND_SPAN <= v <= x)
                    or (kind == "approx" and abs(v - x) <= APPROX_TOLERANCE * abs(x))):
                return True
    return False


# The word right after a number.
_NEXT_WORD = re.compile(r"[ \t]+([^\W\d_][\w'’-]*)")
# Words after a bare number that leave it a price ("5 per month", "5 each").
_PRICE_FOLLOWER_TEXT = """
    per each monthly yearly annually daily weekly net gross plus vat tax taxes fee fees charge
    mensual mensuales anual anuales diario cada más iva
"""
_PRICE_FOLLOWERS = frozenset(fold(w) for w in _PRICE_FOLLOWER_TEXT.split())


def counts_other(cm: NumberMention, text: str, n: NumberMention) -> bool:
    """Whether a bare number of ``text`` counts something, so is no amount of money.

    "5 EUR" is not stated by "within 5 business days" or "5 branches": the
    word after the bare number is a content word, not a price's ("5 per
    month", "5 each", "5 and 10").
    """
    if cm.unit not in PRICED or n.unit is not None:
        return False
    after = _NEXT_WORD.match(text, n.end)
    if after is None:
        return False
    word = fold(after.group(1))
    return word not in STOPWORDS and word not in _PRICE_FOLLOWERS


# A number joined to a word by a hyphen makes a compound: "a 5-digit PIN", "a 24-hour line".
_COMPOUND = re.compile(r"-[^\W\d_]")


def counted_word(text: str, n: NumberMention) -> str | None:
    """The content word right after a bare number: what it counts ("3 [devices]")."""
    after = _NEXT_WORD.match(text, n.end) if n.unit is None else None
    word = fold(after.group(1)) if after is not None else None
    return None if word is None or word in STOPWORDS else word


def same_measure(text: str, n: NumberMention, other_text: str, other: NumberMention) -> bool:
    """Whether two numbers measure the same kind of thing, whatever their values: in
    comparable units ("0.50 EUR" and "2.50 EUR"), periods in any unit ("one week" and
    "10 days"), or bare numbers of the same word ("2 business days" and "5 business
    days", "3 devices" and "5 devices")."""
    if n.unit is not None and other.unit is not None:
        return n.comparable(other) or {n.unit, other.unit} <= PERIODS
    if n.unit is not None or other.unit is not None:
        return False
    mine, theirs = counted_word(text, n), counted_word(other_text, other)
    return mine is not None and theirs is not None and same_word(mine, theirs)


def counted_rival(claim: str, cm: NumberMention,
                  match: tuple[SourceText, NumberMention] | None,
                  rivals: Sequence[tuple[SourceText, NumberMention]]
                  ) -> tuple[SourceText, NumberMention] | None:
    """The rival of a bare number of the claim that counts what the claim's counts, where
    its ``match`` is part of a compound word, so counts nothing: "up to 5 devices" beside
    "up to 3 devices", the source's only 5 being a "5-digit PIN"; else None. (A match
    that may count something, "more than 60 people were arrested" or "as high as 1.5
    million)", may be the claim's fact however the passage counts: "detained over 60
    protesters" beside "about 500 protesters".)"""
    word = counted_word(claim, cm)
    if word is None or match is None or _COMPOUND.match(match[0].text, match[1].end) is None:
        return None
    return next((r for r in rivals
                 if (theirs := counted_word(r[0].text, r[1])) is not None
                 and same_word(word, theirs)), None)


#: Tokens either side of a number read as what it is the number of.
NEAR_TOKENS = 4


# Where one item of a list ends: "instant transfers 0.50 EUR; branch transfers 2.50 EUR".
_ITEM_END = re.compile(r"[;\n]")


def _near(text: str, start: int, end: int, tokens: int = NEAR_TOKENS) -> set[str]:
    """The content words within ``tokens`` tokens of ``text[start:end]``, inside its list
    item, less its own."""
    lo = max((m.end() for m in _ITEM_END.finditer(text, 0, start)), default=0)
    stop = _ITEM_END.search(text, end)
    item = text[lo: stop.start() if stop else len(text)]
    return content_words(window(item, start - lo, end - lo, tokens)) - content_words(
        text[start:end])


def near_same(claim: str, cm: NumberMention, text: str, n: NumberMention, *,
              besides: set[str] | frozenset[str] = frozenset()) -> bool:
    """Whether the words around a number of the claim and one of ``text`` share a
    content word ("earnings per share of $6.86" / "earnings per share ... were
    $6.86"; not "disputes over 50 EUR" / "liability is limited to 50 EUR"), each
    within its list item ("branch transfers" is not near the 0.50 EUR of "instant
    transfers 0.50 EUR; branch transfers 2.50 EUR"). Words in ``besides`` do not count
    (those of another sentence about the claim: "transfers" is near every price of a
    list of transfers)."""
    # from where a bound starts: "to [as much as] 1,000 EUR" and "[up to] 1,000 EUR" are
    # near "app" alike
    mine, theirs = bound_phrase(claim, cm.start), bound_phrase(text, n.start)
    return bool(_near(claim, mine[1] if mine else cm.start, cm.end)
                & _near(text, theirs[1] if theirs else n.start, n.end) - besides)


def closest_rival(claim: str, cm: NumberMention,
                  rivals: Sequence[tuple[SourceText, NumberMention]]
                  ) -> tuple[SourceText, NumberMention] | None:
    """The source number to cite against a claim's number: one in the same unit first,
    then the one whose neighbourhood shares most content words with the claim's ("the
    maximum age at the end of the term is 80" against "at least 18 years old and no
    older than 75 at the end of the term" cites 75), then the nearest in value ("up to
    250 GBP" against "from 10 GBP to 200 GBP" cites 200), then the first."""
    mine = _near(claim, cm.start, cm.end, _RIVAL_TOKENS)

    def shared(r: tuple[SourceText, NumberMention]) -> int:
        theirs = _near(r[0].text, r[1].start, r[1].end, _RIVAL_TOKENS)
        return sum(any(same_word(a, b) for b in theirs) for a in mine)

    def apart(r: tuple[SourceText, NumberMention]) -> float:
        pairs = [(x, v) for x in cm.values for v in r[1].values if x > 0 and v > 0]
        return min((abs(math.log(v / x)) for x, v in pairs), default=math.inf)

    return min(rivals, default=None,
               key=lambda r: (r[1].unit != cm.unit, -shared(r), apart(r)))


def ordinal_hit(cm: NumberMention, ev_mentions: Sequence[tuple[SourceText, NumberMention]],
                c_start: int, c_end: int) -> CheckHit | None:
    """For a claim's ordinal year ("before your 70th birthday"), the finding against the
    evidence's ordinal years only: supported by one it agrees with, else contradicted by
    the first; None where the evidence has none. "Between 21 and 70 years old" says
    nothing of a birthday beside "repaid before your 75th birthday"."""
    if not is_ordinal_year(cm):
        return None
    same = [(e, n) for e, n in ev_mentions if is_ordinal_year(n)]
    match = next(((e, n) for e, n in same if cm.agrees_with(n)), None)
    if match is None and not same:
        return None
    src, n = match or same[0]
    return CheckHit("numbers", CheckOutcome.SUPPORTED if match else CheckOutcome.CONTRADICTED,
                    c_start, c_end, cm.text, src.sub_span(n.start, n.end), n.text,
                    f"the source says {n.text!r}" if match else
                    f"the claim says {cm.text!r} where the source says {n.text!r}")


def bare_rival(claim: str, cm: NumberMention,
               match: tuple[SourceText, NumberMention] | None,
               rivals: Sequence[tuple[SourceText, NumberMention]]
               ) -> tuple[SourceText, NumberMention] | None:
    """The source number without a unit to cite against a claim's number without one
    whose only match has a unit and other words around it: "You must be under 70 at
    the end of the term" is not backed by "up to 70% for a second home" beside "the
    borrower must be under 75 at the end of the term"; else None."""
    if (cm.unit is not None or match is None or match[1].unit is None
            or near_same(claim, cm, match[0].text, match[1])):
        return None
    return closest_rival(claim, cm, [r for r in rivals if r[1].unit is None
                                     and near_same(claim, cm, r[0].text, r[1])])


def same_bound(claim: str, cm: NumberMention, match: tuple[SourceText, NumberMention],
               rivals: Sequence[tuple[SourceText, NumberMention]]
               ) -> tuple[SourceText, NumberMention] | None:
    """Of ``rivals`` (numbers of the sentence about the claim), the first with the
    claim's own bound where the match elsewhere has another or none: "Online payments
    above 50 EUR must be confirmed" against "Online payments above 30 EUR must be
    confirmed" cites 30 EUR, though "limited to 50 EUR each" states 50; else None."""
    kind = bound(claim, cm.start)
    if kind is None or bound(match[0].text, match[1].start) == kind:
        return None
    return next((r for r in rivals if bound(r[0].text, r[1].start) == kind), None)


# How far either side of a number :func:`closest_rival` reads ("the end of the term").
_RIVAL_TOKENS = 8




# Days counted in the calendar or only on working days: "10 calendar days" is not
# "10 working days".
_DAY_KINDS = {"calendar": "calendar", "working": "working", "business": "working",
              "banking": "working", "bank": "working", "clear": "working",
              "naturales": "calendar", "hábiles": "working", "habiles": "working",
              "laborables": "working"}
_DAY_KIND = re.compile(r"\s+(\w+)\s+days?\b", re.IGNORECASE)
_NEXT = re.compile(r"\s+(\w+)")


def day_kind(text: str, n: NumberMention) -> tuple[str, int] | None:
    """("calendar" or "working", where the words saying so end) when the number counts
    such days ("10 working days", "10 días hábiles"), else None."""
    # "10 días hábiles": the unit is read with the number, its kind comes after
    m = (_NEXT if n.unit == "day" else _DAY_KIND).match(text, n.end)
    kind = _DAY_KINDS.get(fold(m.group(1))) if m is not None else None
    return None if kind is None or m is None else (kind, m.end())


def unit_apart(claim: str, cm: NumberMention, mentions: Sequence[NumberMention],
               n: NumberMention) -> bool:
    """Whether a bare number of the claim counts in a unit its words give it, and ``n``
    (a source's number) has another: "8 business days" counts days, not "8 weeks";
    "between 10 and 15 minutes" starts a range of minutes, not "10 EUR"."""
    if cm.unit is not None or n.unit is None:
        return False
    if day_kind(claim, cm) is not None:
        return n.unit != "day"
    end = next((m for m in mentions if m.start > cm.end and m.unit is not None
                and (r := range_of(claim, m)) is not None and r[0] in cm.values), None)
    return end is not None and not end.comparable(n)


def other_days(claim: str, cm: NumberMention, src: SourceText, n: NumberMention,
                claim_offset: int) -> CheckHit | None:
    """A contradiction where the two count days of different kinds (calendar against
    working), naming the days as each side says them."""
    mine, theirs = day_kind(claim, cm), day_kind(src.text, n)
    if mine is None or theirs is None or mine[0] == theirs[0]:
        return None
    return _told_apart(claim, cm, mine[1], src, n, theirs[1], claim_offset, "counts",
                       f": {mine[0]} days are not {theirs[0]} days")


def _told_apart(claim: str, cm: NumberMention, claim_end: int, src: SourceText,
                n: NumberMention, src_end: int, claim_offset: int, verb: str = "says",
                why: str = "") -> CheckHit:
    """The contradiction of two equal values each side says of another kind of thing,
    named with the words that say so (``cm`` up to ``claim_end``, ``n`` up to
    ``src_end``)."""
    said, says = claim[cm.start:claim_end], src.text[n.start:src_end]
    return CheckHit("numbers", CheckOutcome.CONTRADICTED, claim_offset + cm.start,
                    claim_offset + claim_end, said, src.sub_span(n.start, src_end), says,
                    f"the claim {verb} {said!r} where the source says {says!r}{why}")


# The period of a rate right after its percentage: "1.2% a year", "9.9% per month", "2% p.a.",
# "20,000 EUR in a calendar month"
_PER_PERIOD = re.compile(
    r"\s*(?:(?:a|an|per|each|every|in an?|a la|al|por)\s+(?:(?:calendar|single)\s+)?"
    r"(?P<unit>day|week|month|quarter|year|"
    r"annum|d[ií]a|semana|mes|año|ano)\b|(?P<word>p\.\s?a\.|annually|yearly|monthly|weekly|"
    r"daily|quarterly|anual|mensual)(?!\w))", re.IGNORECASE)
_PERIOD_OF = {"annum": "year", "ano": "year", "año": "year", "dia": "day", "día": "day",
              "semana": "week", "mes": "month", "p.a.": "year", "annually": "year",
              "yearly": "year", "monthly": "month", "weekly": "week", "daily": "day",
              "quarterly": "quarter", "anual": "year", "mensual": "month"}


# Up to four words between a value and its period ("24 EUR in total per month", "20
# cheques a month"), none of them one that starts what the sentence says next ("600 EUR
# and the monthly limit ...": "monthly" is the next limit's).
_WORDS_BEFORE_PERIOD = re.compile(
    r"(?:\s+(?:of\s+(?:the|your|each)\s+)?"  # "0.25% [of the] loan amount a month"
    r"(?!(?:and|or|but|the|while|whereas|then|plus|than)\b)[^\W\d]+(?:[-'][^\W\d]+)*)"
    r"{1,4}?(?=\s*(?:a|an|per|each|every|in an?|a la|al|por)\s)", re.IGNORECASE)


def _period_after(text: str, n: NumberMention) -> tuple[str, int] | None:
    """The period a value is said per ("1.2% a year", "15 EUR per month", "20 cheques a
    month"), with its end in ``text``, else None."""
    m = _PER_PERIOD.match(text, n.end)
    if m is None and (gap := _WORDS_BEFORE_PERIOD.match(text, n.end)) is not None:
        m = _PER_PERIOD.match(text, gap.end())
        if m is not None and m.group("word"):
            m = None  # "annually" and its kin only right after the value
    if m is None:
        return None
    word = fold(m.group("unit") or m.group("word")).replace(" ", "")
    return _PERIOD_OF.get(word, word), m.end()


def other_period(claim: str, cm: NumberMention, src: SourceText, n: NumberMention,
                 claim_offset: int) -> CheckHit | None:
    """A contradiction where a value of the claim and the equal value of the source are
    per different periods ("1.2% a month" against "1.2% a year", "capped at 15 EUR per
    year" against "capped at 15 EUR per month"), else None."""
    mine, theirs = _period_after(claim, cm), _period_after(src.text, n)
    if mine is None or theirs is None or mine[0] == theirs[0]:
        return None
    return _told_apart(claim, cm, mine[1], src, n, theirs[1], claim_offset)


# A value said of each one ("each piece of jewellery ... up to 2,000 EUR") and one said of
# all together ("2,000 EUR in total").
_EACH = re.compile(r"\b(?:each|every|(?:a|any) single|per (?:item|piece|person|object))\b",
                   re.IGNORECASE)
_TOTAL_AFTER = re.compile(r"\s*(?:(?:a|an|per|each|every)\s+(?:day|week|month|quarter|year)\s+)?"
                          r"(?:in total|in all|overall|altogether|combined)\b", re.IGNORECASE)


def other_scope(claim: str, cm: NumberMention, src: SourceText, n: NumberMention,
                claim_offset: int) -> CheckHit | None:
    """A contradiction where the claim says of each one a value the source says of all
    together ("Each piece of jewellery is covered up to 2,000 EUR" against "covered up to
    2,000 EUR in total, and each item up to 500 EUR"), else None."""
    total = _TOTAL_AFTER.match(src.text, n.end)
    clause = max(claim.rfind(c, 0, cm.start) for c in ",;:") + 1  # "each" in the value's
    if (total is None or _EACH.search(claim, clause, cm.start) is None
            or _TOTAL_AFTER.search(claim)):
        return None
    says = src.text[n.start:total.end()]
    return CheckHit("numbers", CheckOutcome.CONTRADICTED, claim_offset + cm.start,
                    claim_offset + cm.end, cm.text, src.sub_span(n.start, total.end()), says,
                    f"the claim says {cm.text!r} of each where the source says {says!r}")


# A share said in words: "half of the bonus" is 50% of it.
_FRACTIONS = {"half": 50.0, "a half": 50.0, "one half": 50.0, "a quarter": 25.0,
              "one quarter": 25.0, "three quarters": 75.0, "a third": 100 / 3,
              "one third": 100 / 3, "two thirds": 200 / 3, "la mitad": 50.0, "mitad": 50.0,
              "un cuarto": 25.0, "tres cuartos": 75.0, "un tercio": 100 / 3,
              "dos tercios": 200 / 3}
_FRACTION = re.compile(
    rf"(?<![\w-])(?:{'|'.join(sorted(_FRACTIONS, key=len, reverse=True))})(?![\w-])",
    re.IGNORECASE)
# How far a percentage may sit from the share a word says ("33%" is "a third").
_FRACTION_TOLERANCE = 0.5


def fraction_of(cm: NumberMention, text: str) -> tuple[int, int] | None:
    """(start, end) in ``text`` of a share in words equal to the claim's percentage
    ("50%" and "half of the bonus"), else None."""
    if cm.unit != "%":
        return None
    for m in _FRACTION.finditer(text):
        share = _FRACTIONS[m.group(0).lower()]
        if any(abs(v - share) <= _FRACTION_TOLERANCE for v in cm.values):
            return m.start(), m.end()
    return None


_WORD_VALUES: dict[float, list[str]] = {}
for _word, _value in NUMBER_WORDS.items():
    _WORD_VALUES.setdefault(float(_value), []).append(_word)


def spelled_out(cm: NumberMention, evidence: Sequence[SourceText]
                 ) -> tuple[SourceText, NumberMention] | None:
    """The claim's unitless small number written out in the evidence ("2" vs "two minors")."""
    if cm.unit is not None:
        return None
    words = [w for v in sorted(cm.values) for w in _WORD_VALUES.get(v, ())]
    if not words:
        return None
    pattern = re.compile(rf"(?<![\w-])(?:{alternation(words)})(?![\w-])", re.IGNORECASE)
    for e in evidence:
        m = pattern.search(e.text)
        if m is not None:
            value = float(NUMBER_WORDS[m.group(0).lower()])
            return e, NumberMention(m.group(0), m.start(), m.end(), frozenset({value}), None)
    return None
