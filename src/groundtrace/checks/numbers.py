"""The numbers check: each number and price of a claim against its evidence and source.

Numbers are read by :mod:`groundtrace.checks.number_mentions` (values and
units); a price of nothing ("free", "no fee") by :mod:`groundtrace.checks.prices`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.items import other_item
from groundtrace.checks.lexicon import content_words
from groundtrace.checks.negation import negation_cues
from groundtrace.checks.number_context import (
    bare_rival,
    bound,
    closest_rival,
    counted_rival,
    counts_other,
    day_kind,
    fraction_of,
    near_same,
    ordinal_hit,
    other_days,
    other_period,
    other_scope,
    same_bound,
    spelled_out,
    unit_apart,
    within,
)
from groundtrace.checks.number_mentions import (
    CLOCK,
    PERIODS,
    PRICED,
    UNITS,
    NumberMention,
    find_numbers,
    iter_numbers,
    parse_number,
)
from groundtrace.checks.number_names import date_spans, in_spans, name_hits, name_word
from groundtrace.checks.number_ranges import in_range, range_of
from groundtrace.checks.prices import (
    FreeMention,
    fee_rates,
    find_free,
    free_in,
    is_fee,
    is_limit,
    list_items,
    money_in,
    price_in,
    priced_sentence,
    sentences_about,
    speaks_of_liberty,
    subject_sets_apart,
    zero_price,
)
from groundtrace.checks.word_counts import CountFrames, word_count_hits
from groundtrace.checks.worked_change import worked_values
from groundtrace.text.always import AlwaysMention, find_always
from groundtrace.text.dates import find_dates
from groundtrace.text.sentences import sentence_at

__all__ = ["NumberMention", "check_numbers", "find_numbers", "iter_numbers", "parse_number"]


def _fmt(values: frozenset[float], unit: str | None = None) -> str:
    if unit == CLOCK:  # minutes after midnight, as a 24-hour clock writes them
        return " or ".join(f"{int(v) // 60:02d}:{int(v) % 60:02d}" for v in sorted(values))
    return " or ".join(f"{v:,.10g}" if v < 1e10 else f"{v:.0f}" for v in sorted(values))


def check_numbers(
    claim: str,
    evidence: Sequence[SourceText],
    sources: Sequence[SourceText],
    *,
    claim_offset: int = 0,
) -> list[CheckHit]:
    """Compare each number of the claim with the aligned evidence and the whole source.

    Found in the evidence → supported; evidence states a different comparable
    number and never this one → contradicted; absent from every source →
    unsupported; found elsewhere in the source only → supported (cited there),
    unless the evidence states another value in the same unit ("2.50 EUR"
    where the passage about the claim says "0.50 EUR").

    A bare number of the evidence is no rival to an amount with a unit ("about
    1 lb of watch parts" against "28 staples"), but is to a bare number whose only
    match has a unit and other words around it (:func:`bare_rival`). A number of
    the evidence that another number of the claim states is not a rival ("18 dead
    and 5 injured" against a passage that says 18). A number inside a date ("March
    1, 2017", "15 May") is the dates check's: neither checked here nor a rival. A
    value found in a sentence part about another item than the claim names ("a
    portable terminal costs 19 EUR" where 19 EUR is the countertop one's) is
    contradicted by the value of the claim's item (:mod:`~groundtrace.checks.items`).

    A price of nothing ("free", "no fee", "gratis"; :mod:`~groundtrace.checks.prices`)
    is a value too, compared with the evidence sentence about the same thing
    (:func:`~groundtrace.checks.prices.priced_sentence`): supported where that
    sentence says so (or states 0 of a currency); contradicted where it states
    an amount of money above zero, unless the claim states that amount too
    (then it talks about both). An amount of money the source never states,
    where that sentence calls the thing free, is contradicted; so is a fee the
    source states only of another item, where the claim's subject sets the free
    sentence apart (:func:`~groundtrace.checks.prices.subject_sets_apart`).
    """
    hits: list[CheckHit] = []
    ev_mentions = [(e, n) for e in evidence
                   for n in _outside_dates(e.text, find_numbers(e.text, source=True))]
    # "7 days a week" is a rate, not a duration: only a rate over the same period rivals it
    ev_periods = [_rate_period(e.text, n) for e, n in ev_mentions]
    found = find_numbers(claim, ordinals=True)
    mentions = _outside_dates(claim, found)
    claim_free = find_free(claim)
    # the evidence sentence about what each clause prices, read once per clause
    clauses = _clauses(claim)
    priced_by: dict[tuple[int, int], SourceText | None] = {}

    def priced_at(pos: int) -> tuple[SourceText | None, bool]:
        """The evidence sentence about what the clause at ``pos`` prices; does it say free?"""
        span = next(c for c in clauses if c[0] <= pos < c[1])
        if span not in priced_by:
            # a clause that names nothing of its own ("and it costs nothing") is about
            # what the whole claim is about
            priced_by[span] = (priced_sentence(claim[span[0]:span[1]], evidence)
                               or priced_sentence(claim, evidence))
        return priced_by[span], any(span[0] <= f.start < span[1] for f in claim_free)

    always = find_always(claim)  # "24 hours a day, 7 days a week" says "24/7"
    worked = worked_values(claim, mentions, evidence, sources)  # "10,000 EUR costs 30 EUR"
    frames = CountFrames(claim, evidence)  # "After 2 failed payments" / "three failed ..."
    for cm in mentions:
        c_start, c_end = claim_offset + cm.start, claim_offset + cm.end
        if id(cm) in worked:
            hits.append(worked[id(cm)](c_start, c_end))
            continue
        # a count the evidence states otherwise in its words; one it states the same way
        # is read on (its period, its item, ...) as any value is
        if (framed := frames.contradicted(cm, c_start, c_end)) is not None:
            hits.append(framed)
            continue
        if (ordinal := ordinal_hit(cm, ev_mentions, c_start, c_end)) is not None:
            hits.append(ordinal)  # "before your 70th birthday" against "75th birthday"
            continue
        qualifier = bound(claim, cm.start)

        def agrees(e: SourceText, n: NumberMention, cm: NumberMention = cm,
                   qualifier: str | None = qualifier) -> bool:
            # the top of a range ("from 10 GBP to 200 GBP") is a maximum of the source's
            theirs = bound(e.text, n.start) or (
                "max" if qualifier == "max" and range_of(e.text, n) is not None else None)
            return cm.agrees_with(n) or within(cm, n, qualifier, theirs)

        match = next(((e, n) for e, n in ev_mentions if agrees(e, n) and not counts_other(
            cm, e.text, n) and not unit_apart(claim, cm, mentions, n)), None) or spelled_out(
            cm, evidence)
        if match is None and any(a.start <= cm.start and cm.end <= a.end for a in always):
            backing = _always_in(evidence) or _always_in(sources)
            if backing is not None:
                src, a = backing
                hits.append(CheckHit(
                    "numbers", CheckOutcome.SUPPORTED, c_start, c_end, cm.text,
                    src.sub_span(a.start, a.end), a.text,
                    f"{cm.text!r} is part of saying 'at every hour', as the source says "
                    f"({a.text!r})"))
                continue
        # "30 days" fits "1 month" of another sentence, where the one about the claim
        # says "within 14 days": a duration read across units yields to its own unit
        # "a portable terminal costs 19 EUR" where 19 EUR is the countertop one's
        if match is not None and (own := _own_unit_rival(claim, cm, match, ev_mentions)
                                  or other_item(claim, cm, *match)):
            hits.append(_contradiction(cm, own, c_start, c_end))
            continue
        # "10 calendar days" is not "10 working days", "1.2% a month" not "1.2% a year"
        if match is not None and (kind := other_days(claim, cm, *match, claim_offset)
                                  or other_period(claim, cm, *match, claim_offset)
                                  or other_scope(claim, cm, *match, claim_offset)):
            hits.append(kind)
            continue
        ranged = None if match is not None else next(
            ((e, n, r) for e, n in ev_mentions
             if (r := in_range(cm, e.text, n, claim)) is not None), None)
        if ranged is not None:
            src, n, words = ranged
            hits.append(CheckHit(
                "numbers", CheckOutcome.SUPPORTED, c_start, c_end, cm.text,
                src.sub_span(n.end - len(words), n.end), words,
                f"{cm.text!r} lies in the source's range {words!r}"))
            continue
        period = _rate_period(claim, cm)
        # a limit ("the daily limit is 3,000 EUR") rivals limits, a price prices
        limit = cm.unit in PRICED and is_limit(claim, cm.start)
        # a bare number with no price word near it ("even at 45 you can take ...") is no
        # amount of money, and is not told apart from one ("100 EUR")
        unpriced = cm.unit is None and _PRICE_NEAR.search(
            claim, max(0, cm.start - 16), cm.end + 16) is None
        rivals = [(e, n) for (e, n), p in zip(ev_mentions, ev_periods, strict=True)
                  if p == period and cm.comparable(n) and not agrees(e, n)
                  and (cm.unit is None or n.unit is not None)
                  and not (unpriced and n.unit in PRICED)
                  and (n.unit not in PRICED or is_limit(e.text, n.start) == limit)
                  and not any(o is not cm and o.agrees_with(n) for o in mentions)]
        if (bare := bare_rival(claim, cm, match, rivals)
                or counted_rival(claim, cm, match, rivals)) is not None:
            hits.append(_contradiction(cm, bare, c_start, c_end))
            continue
        about, says_free = (priced_at(cm.start) if match is not None and cm.unit is not None
                            else (None, False))
        if about is not None and match is not None and not _inside(match, about):
            # Found in a passage about something else, while the sentence most about the
            # claim calls the thing free ("Card payments in euros carry a 2.5% fee" beside
            # "Card payments in euros are free. Card payments in other currencies carry a
            # 2.5% fee.") or states another value in its unit ("disputes over 50 EUR need
            # ..." is not backed by "your liability is limited to 50 EUR" beside "for
            # disputes over 500 EUR, ..."). Between two list items (or times of day), a
            # word they share ("transfers") is no likeness.
            freed = None if says_free or not is_fee(claim, cm) else free_in(about)
            if freed is not None and subject_sets_apart(claim, about.text, match[0].text,
                                                        match[1].start):
                hits.append(_said_otherwise(cm.text, c_start, c_end, freed[0], freed[1]))
                continue
            apart = cm.unit == CLOCK or list_items(match[0].text, match[1].start, about.text)
            mine = [r for r in rivals if r[1].unit == cm.unit and _inside(r, about)]
            near = near_same(claim, cm, match[0].text, match[1],
                             besides=content_words(about.text) if apart else frozenset())
            if near and subject_sets_apart(claim, about.text, match[0].text, match[1].start):
                # "A draft in sterling costs 8 EUR": the match's words are no likeness
                # where the claim's name the part most about it; a bound there is no rival
                near, mine = False, [r for r in mine if qualifier is not None
                                     or bound(r[0].text, r[1].start) not in ("min", "max")]
            other = same_bound(claim, cm, match, mine) or (
                None if near else next(iter(mine), None))
            if other is not None:
                hits.append(_contradiction(cm, other, c_start, c_end))
                continue
        if match is None:  # anywhere in the source, the value itself (not a bound's fit);
            # "2 business days" counts days (not another sentence's "2%")
            days = day_kind(claim, cm) is not None
            match = next(((s, n) for s in sources for n in iter_numbers(s.text, source=True)
                          if cm.agrees_with(n) and not _in_date(s.text, n)
                          and not counts_other(cm, s.text, n)
                          and not unit_apart(claim, cm, mentions, n)), None)
            same_unit = closest_rival(claim, cm, [r for r in rivals if (
                r[1].unit == cm.unit if cm.unit is not None
                else days and day_kind(r[0].text, r[1]) is not None)]) or counted_rival(
                claim, cm, match, rivals)
            if match is not None and same_unit is not None:
                # The passage about this claim states another value in the claim's unit;
                # the match elsewhere is a different fact, so the number is contradicted.
                # Without a unit on both sides the passage may be about something else
                # (an age, a count): the number stated in the source stands.
                hits.append(_contradiction(cm, same_unit, c_start, c_end))
                continue
        if match is not None:
            src, n = match
            same = cm.values & n.values
            hits.append(CheckHit(
                "numbers", CheckOutcome.SUPPORTED, c_start, c_end, cm.text,
                src.sub_span(n.start, n.end), n.text,
                f"{cm.text!r} = {_fmt(same, cm.unit)}, as the source states ({n.text!r})" if same
                else f"{cm.text!r} fits the source's {n.text!r} ({_fmt(n.values)})",
            ))
            continue
        share = next(((e, where) for e in evidence
                      if (where := fraction_of(cm, e.text)) is not None), None)
        if share is not None:
            src, (lo, hi) = share
            hits.append(CheckHit(
                "numbers", CheckOutcome.SUPPORTED, c_start, c_end, cm.text,
                src.sub_span(lo, hi), src.text[lo:hi],
                f"{cm.text!r} is the source's {src.text[lo:hi]!r}"))
            continue
        # An amount of money is compared first with the sentence about the claim's
        # subject: "a replacement card costs 15 EUR" against "... a replacement card
        # arrives at no cost" cites that, not the card limit of the sentence before.
        money = cm.unit in PRICED
        priced, says_free = priced_at(cm.start) if money else (None, False)
        free = None if says_free else free_in(priced)
        rival_pair = closest_rival(claim, cm, [r for r in rivals if money and priced is not None
                                               and _inside(r, priced)] or rivals)
        if rival_pair is not None and not (money and free is not None):
            hits.append(_contradiction(cm, rival_pair, c_start, c_end))
        elif money and free is not None:
            src, f = free
            hits.append(_said_otherwise(cm.text, c_start, c_end, src, f))
        else:
            hits.append(CheckHit(
                "numbers", CheckOutcome.UNSUPPORTED, c_start, c_end, cm.text, None, None,
                f"the source never states {cm.text!r} ({_fmt(cm.values, cm.unit)}"
                f"{' ' + cm.unit if cm.unit not in (None, CLOCK) else ''})",
            ))
    # "cancelling a notice costs a fee" where the sentence about it says "no fee"
    for m in _FEE_NAMED.finditer(claim):
        priced, says_free = priced_at(m.start())
        free = None if says_free or _unpriced_negated(claim, m.start()) else free_in(priced)
        if free is not None and not any(m.start() <= n.start < m.end() + 8 for n in mentions):
            hits.append(_said_otherwise(m.group(0), claim_offset + m.start(),
                                        claim_offset + m.end(), *free))
    for fm in claim_free:
        priced, _ = priced_at(fm.start)
        hit = _check_free(fm, mentions, priced, claim_offset, claim) if priced else None
        if hit is None and (priced is None or price_in(priced) is None):
            # The passage says nothing of a price: any sentence of the source about the
            # same thing may; a price of nothing no source states is unsupported.
            hit = _free_elsewhere(fm, claim, sources, claim_offset)
        if hit is not None:
            hits.append(hit)
    hits.extend(name_hits(claim, found, evidence, sources, claim_offset))
    # "After two failed payments" beside "After three failed payments": a count in words
    hits.extend(word_count_hits(claim, found, evidence, claim_offset=claim_offset,
                                frames=frames))
    hits.sort(key=lambda h: (h.claim_start, h.claim_end))
    return hits


_RATE = re.compile(
    r"\s*(?:a|an|per|each|every|a la|al|por|cada)\s+(?P<period>second|minute|hour|day|night|"
    r"week|month|year|segundo|minuto|hora|dia|día|semana|mes|año|ano)s?\b", re.IGNORECASE)


def _rate_period(text: str, n: NumberMention) -> str | None:
    """The period of a count of time per period ("7 days a week": week), else None.

    An amount of money per period ("150 USD per year") stays a price, compared
    with the source's amounts however it states their period ("annual fee").
    """
    if n.unit not in PERIODS:
        return None
    m = _RATE.match(text, n.end)
    if m is None:
        return None
    period = m.group("period").lower()
    return UNITS.get(period) or {"dia": "day", "ano": "year", "night": "day"}.get(period, period)


#: Characters either side of a number that hold any date it may be part of.
_DATE_REACH = 40


def _in_date(text: str, n: NumberMention) -> bool:
    """Whether ``n`` is part of a date of ``text``, read around it only (a long source
    is not scanned whole for one number)."""
    lo = max(0, n.start - _DATE_REACH)
    near = text[lo:n.end + _DATE_REACH]
    return any(lo + d.start < n.end and n.start < lo + d.end for d in find_dates(near))


# Where one clause of a claim ends and another, about another thing, may begin:
# "file a report; the bank cannot block the card ..., and the replacement costs 15 EUR".
_CLAUSE_BREAK = re.compile(r"[;:]\s+|,\s+(?:and|but|while|whereas|though|although|y|pero)\s+",
                           re.IGNORECASE)


def _clauses(claim: str) -> list[tuple[int, int]]:
    """(start, end) of each clause of ``claim``, covering every character."""
    cuts = [m.end() for m in _CLAUSE_BREAK.finditer(claim)]
    starts = [0, *cuts]
    return [(a, b) for a, b in zip(starts, [*cuts, len(claim) + 1], strict=True)]


def _always_in(texts: Sequence[SourceText]) -> tuple[SourceText, AlwaysMention] | None:
    """The first phrase of ``texts`` saying "at every hour" ("24 hours a day"), or None."""
    return next(((t, a) for t in texts for a in find_always(t.text)), None)


def _outside_dates(text: str, mentions: list[NumberMention]) -> list[NumberMention]:
    """``mentions`` of ``text`` that are quantities: not part of a date or a name in it."""
    if not mentions:
        return mentions
    spans = date_spans(text)
    return [n for n in mentions if not in_spans(n, spans) and name_word(text, n) is None]


def _inside(found: tuple[SourceText, NumberMention], sentence: SourceText) -> bool:
    """Whether a number found in an evidence passage lies in ``sentence`` of it."""
    src, n = found
    span = src.sub_span(n.start, n.end)
    return (span.doc_id == sentence.span.doc_id
            and sentence.span.char_start <= span.char_start < sentence.span.char_end)


# Words that make a bare number near them a price: "costs 5", "a fee of 5", "pay 5".
_PRICE_NEAR = re.compile(r"\b(?:costs?|costing|fees?|charges?|charged|pays?|paid|price[sd]?|"
                         r"prices?|priced|amount|balance|worth|euros?|dollars?|pounds?)\b",
                         re.IGNORECASE)
# A fee said with no amount: "costs a fee", "there is a small charge", "you pay a fee".
_FEE_NAMED = re.compile(
    r"\b(?:costs?|carr(?:y|ies)|incurs?|attracts?|there (?:is|are|will be)|there['’]s|"
    r"(?:you|we|they) (?:pay|charge)|is charged|are charged)\s+(?:you\s+)?(?:an?\s+)?"
    r"(?:[a-z-]+\s+){0,2}?(?:fees?|charges?|commissions?|surcharges?)\b", re.IGNORECASE)


def _unpriced_negated(claim: str, start: int) -> bool:
    """Whether a negation of its clause comes right before the fee at ``start``
    ("does not cost a fee", "you never pay a fee")."""
    before = claim[max(0, start - 24):start]
    return bool(negation_cues(re.split(r"[,;:]", before)[-1]))


def _sentence_words(text: str, pos: int) -> set[str]:
    """The content words of the sentence of ``text`` that holds ``pos``."""
    found = sentence_at(text, pos)
    return content_words(text if found is None else found.text)


def _own_unit_rival(claim: str, cm: NumberMention, match: tuple[SourceText, NumberMention],
                    ev_mentions: Sequence[tuple[SourceText, NumberMention]]
                    ) -> tuple[SourceText, NumberMention] | None:
    """Where the claim's duration matches only in another unit ("30 days" beside "1
    month"), a value in the claim's own unit of a sentence that shares more of the
    claim's words ("within 14 days after the purchase appears on your account" beside
    "You have 30 days after the purchase appears on your account"), else None."""
    if cm.unit is None or match[1].unit in (None, cm.unit):
        return None
    words = content_words(claim)
    shared = len(words & _sentence_words(match[0].text, match[1].start))
    best = max(((len(words & _sentence_words(e.text, n.start)), -k, (e, n))
                for k, (e, n) in enumerate(ev_mentions)
                if n.unit == cm.unit and not (cm.values & n.values)), default=None,
               key=lambda t: t[:2])
    return best[2] if best is not None and best[0] > shared else None


def _backed(fm: FreeMention, c_start: int, c_end: int, sentence: SourceText,
            backing: FreeMention | NumberMention) -> CheckHit:
    return CheckHit("numbers", CheckOutcome.SUPPORTED, c_start, c_end, fm.text,
                    sentence.sub_span(backing.start, backing.end), backing.text,
                    f"{fm.text!r}: the source says {backing.text!r}")


# "free" before what it prices: "free credit card", "free SEPA transfers".
_FREE_THING = re.compile(r"free (?!of\b|to\b)", re.IGNORECASE)


def _free_elsewhere(fm: FreeMention, claim: str, sources: Sequence[SourceText],
                    claim_offset: int) -> CheckHit | None:
    """A claim's "free" against every source sentence about the same thing; None where
    they speak of someone set free ("they are free" beside "they were freed")."""
    c_start, c_end = claim_offset + fm.start, claim_offset + fm.end
    # "a free credit card" names what is free: a sentence backs it only if it names
    # all of that ("a replacement card ... at no cost" does not)
    named = (content_words(fm.text) - {"free"}
             if _FREE_THING.match(fm.text) else set())
    about = sentences_about(claim, sources)
    if any(speaks_of_liberty(s.text) for s in about):
        return None
    for sentence in about:
        if named - content_words(sentence.text):
            continue
        backing = zero_price(sentence, money_in(sentence), claim)
        if backing is not None:
            return _backed(fm, c_start, c_end, sentence, backing)
    return CheckHit("numbers", CheckOutcome.UNSUPPORTED, c_start, c_end, fm.text, None, None,
                    f"no sentence of the source about this says it costs nothing "
                    f"({fm.text!r})")


def _check_free(fm: FreeMention, mentions: list[NumberMention], sentence: SourceText,
                claim_offset: int, claim: str) -> CheckHit | None:
    """A claim's "free" against the evidence sentence about the same thing."""
    c_start, c_end = claim_offset + fm.start, claim_offset + fm.end
    money = money_in(sentence)
    backing = zero_price(sentence, money, claim)
    if backing is not None:
        return _backed(fm, c_start, c_end, sentence, backing)
    money = money or fee_rates(sentence.text)  # "the usual 1.75% fee" prices it too
    # A bound is no price the claim may state beside its "free": "swap up to 100 EUR in
    # coins ..., free of charge" against "up to 100 EUR ..., for a fee of 3 EUR"
    money = [n for n in money if bound(sentence.text, n.start) is None] or money
    if not money or any(cm.agrees_with(n) for cm in mentions for n in money):
        return None
    n = money[0]
    return _said_otherwise(fm.text, c_start, c_end, sentence, n,
                           source_note=f" ({_fmt(n.values)} {n.unit})")


def _contradiction(cm: NumberMention, rival: tuple[SourceText, NumberMention], c_start: int,
                   c_end: int) -> CheckHit:
    src, n = rival
    return _said_otherwise(cm.text, c_start, c_end, src, n,
                           claim_note=f" ({_fmt(cm.values, cm.unit)})",
                           source_note=f" ({_fmt(n.values, n.unit)})")


def _said_otherwise(claim_value: str, c_start: int, c_end: int, src: SourceText,
                    other: NumberMention | FreeMention, *, claim_note: str = "",
                    source_note: str = "") -> CheckHit:
    """A value of the claim contradicted by ``other``, a value of ``src``."""
    return CheckHit(
        "numbers", CheckOutcome.CONTRADICTED, c_start, c_end, claim_value,
        src.sub_span(other.start, other.end), other.text,
        f"the claim says {claim_value!r}{claim_note} where the source says "
        f"{other.text!r}{source_note}",
    )
