"""A case a rule's threshold covers: "a dispute of 800 EUR" under "for disputes over 500 EUR".

A rule names its cases by a bound on a noun's amount ("for disputes over 500
EUR, a signed declaration is required", "payments of up to 50 EUR need no
PIN"); an answer applies it to one case ("a dispute of 800 EUR needs a
signed declaration"). The case's value is no restatement of the threshold:
800 is not 500, and the numbers check called it contradicted. Where the
claim's value belongs to the same noun as the source's bound (the same word,
in either form: "dispute" / "disputes"; the value after "of", "for" or
"worth", or before the noun: "a 700 EUR dispute"), in the same unit, and lies
on the bound's side, the value is supported by the rule; whether the claim
says what the rule says of it is the negation check's and the verifier's (the
claim layer reads the value as the rule's bound for the verifier:
:func:`threshold_edits`). A value on the other side is left to the numbers
check as before: the rule does not say what holds below its threshold. But
where the bound sets an exception's case ("Home delivery costs 5.95 EUR, except
for orders of more than 750 EUR"), a value on its other side that keeps within
the source's other limits of the noun ("Each order must be at least 200 EUR") is
a case of the statement excepted from: "If you order 500 EUR for home delivery,
you pay a delivery fee of 5.95 EUR" is supported, and read as written.

Only a rule's form counts: a plural noun (or one after "any", "each",
"every") right before its bound ("disputes over 500 EUR", "on balances up to
25,000 EUR"), or joined to it by "of" where the noun opens its sentence (after
at most one word) or follows a word that opens a rule ("Contactless payments of
up to 50 EUR need no PIN", "for transfers of over 1,000 EUR"). A count ("more
than 1,500 people died") has no noun before its bound, and a noun's own amount
("revenue of more than $2 billion", "a fine of up to 10,000 EUR", "Apple had
sales of more than $2 billion") is a description of one case, not a rule over
cases.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.lexicon import EXCEPTION_WORDS, STOPWORDS, content_words, same_word
from groundtrace.checks.negation import NEGATION_MIN_COVERAGE, negation_cues
from groundtrace.checks.number_context import bound_phrase, trailing_bound
from groundtrace.checks.number_mentions import NumberMention, find_numbers
from groundtrace.checks.prices import PRICE_WORDS
from groundtrace.sources.spans import Span
from groundtrace.text.normalize import fold
from groundtrace.text.sentences import sentence_at, split_sentences

__all__ = ["Threshold", "covered_by_threshold", "other_threshold", "outside_rule",
           "threshold_edits", "thresholds"]

# The noun a value belongs to, right before it: "disputes [over 500 EUR]", "a dispute
# of [800 EUR]", "payments worth [80 EUR]", "for a transfer of [2,000 EUR]".
_NOUN_BEFORE = re.compile(r"(?P<noun>[^\W\d_][\w-]*)\s+(?:(?:of|for|worth|with)\s+)?(?:an?\s+)?$")
# A rule's noun right before its bound: "[disputes] over", "any [dispute] over".
_RULE_NOUN = re.compile(r"(?:(?P<any>any|each|every)\s+)?(?P<noun>[^\W\d_][\w-]*)\s+"
                        r"(?P<of>of\s+)?$", re.IGNORECASE)
# What may come right before a rule's noun joined to its bound by "of": the sentence's
# start, with at most one word ("[Contactless] payments of up to 50 EUR need no PIN"), or
# a word that opens a rule ("[for] transfers of over 1,000 EUR"); "Apple had sales of
# more than $2 billion" and "Its profits of over 2 million EUR" describe one case.
_OF_RULE_BEFORE = re.compile(
    r"(?:(?:^|[.;:!?(]\s*)(?:(?!(?:the|its|his|her|their|this|that|these|those|an?)\s)"
    r"[^\W\d_][\w-]*\s+)?|\b(?:for|on|to|with|all|any|each|every)\s+|"
    r"\b(?:can(?:not)?|can't|may|must|mustn't)\s+(?:not\s+)?[^\W\d_][\w-]*\s+)$",
    re.IGNORECASE)
# A clause that opens with "for" names the case its bound sets: "For your first payment to
# a new payee above 1,000 EUR, we ask you to approve it".
_FOR_OPENER = re.compile(r"(?:^|[.;:!?]\s*)for\s+(?:[^\W\d_][\w'-]*\s+){0,6}$", re.IGNORECASE)
# The subject of "if ... is" before a bound: "If your [balance] is more than 100,000 EUR",
# "If the total balance of the frozen [accounts] is more than 30,000 EUR".
_IF_COPULA = re.compile(r"\b(?:if|when|where|once|whenever)\s+(?:[^\W\d_][\w'-]*\s+){0,6}?"
                        r"(?P<noun>[^\W\d_][\w-]*)\s+(?:is|are|exceeds?|reach(?:es)?|"
                        r"totals?|comes? to)\s+$", re.IGNORECASE)
# The subject of a modal "be" before a bound: "a single contactless [payment] can be up to
# 50 EUR", "each [payment] must be at least 100 EUR", "Your net [income] must be at least".
_MODAL_BE = re.compile(r"(?P<noun>[^\W\d_][\w-]*)\s+(?:can(?:not)?|can't|may|must|should|"
                       r"has to|have to|needs? to)\s+(?:not\s+|never\s+)?be\s+$",
                       re.IGNORECASE)
# Words that make a bare number an age.
_AGE_WORDS = frozenset({"aged", "age", "ages"})
# ... or right after it: "a 700 EUR [dispute]".
_NOUN_AFTER = re.compile(r"\s*-?\s*(?P<noun>[^\W\d_][\w-]*)")
# ... or after a word or two that say what kind it is: "a 35 EUR contactless [payment]".
_WORD_AFTER = re.compile(r"\s+(?P<word>[^\W\d_][\w-]*)")
_KIND_WORDS = 2
# The noun before a verb of holding or amounting to a value: "the frozen [accounts] hold
# [45,000 EUR]", "your [balance] is [200,000 EUR]".
_HOLDS_BEFORE = re.compile(r"(?P<noun>[^\W\d_][\w-]*)\s+(?:hold|holds|held|is|are|was|were|"
                           r"totals?|comes? to|amounts? to|reach(?:es)?)\s+$", re.IGNORECASE)
# Bounds that leave their own value out: "over 500" is not 500.
_STRICT = re.compile(r"\b(?:over|above|more than|exceeding|in excess of|under|below|"
                     r"less than|fewer than)\b", re.IGNORECASE)
# A rule's case said by what its subject does: "in which [you] [spend] 6,000 EUR or more",
# "if customers deposit over 10,000 EUR".
_SUBJECT_VERB = re.compile(r"\b(?:you|we|they|customers?|clients?|members?|holders?)\s+"
                           r"(?P<noun>[^\W\d_][\w-]*)\s+$", re.IGNORECASE)
# A cheap test: no bound word, no rule.
# (every bound word of number_context's, English and Spanish)
_ANY_BOUND = re.compile(r"\b(?:over|above|more|exceeding|excess|under|below|less|fewer|up to|"
                        r"at (?:least|most)|minimum|maximum|upwards|m[aá]s|menos|hasta|al menos|"
                        r"encima|m[aá]ximo|higher|greater|lower)\b", re.IGNORECASE)
# A bound inside an exception: "Home delivery costs 5.95 EUR, except for orders of more
# than 750 EUR, which we deliver free" excepts the orders over 750 EUR, and leaves the
# rest to the statement before it.
_EXCEPTED = re.compile(rf"(?<!\w)(?:{EXCEPTION_WORDS})(?!\w)[^,;:.!?]*$", re.IGNORECASE)
# A value said to be a limit, not a case: "The minimum order is 100 EUR".
_LIMIT_BEFORE = re.compile(r"\b(?:minimum|maximum|limit|smallest|largest|lowest|highest|"
                           r"least|most)\b[^,;:.!?]*$", re.IGNORECASE)
# Words before a bound or a value that are no noun: a verb or a preposition.
_NOT_NOUNS = frozenset({"cost", "costs", "costing", "pay", "pays", "paid", "earn", "earns",
                        "take", "takes", "get", "gets", "be", "is", "are", "was", "were",
                        "reach", "reaches", "exceed", "exceeds", "limit", "amount", "amounts",
                        "total", "sum"})


@dataclass(frozen=True)
class Threshold:
    """A bound on a noun's amount in a source passage: "disputes over 500 EUR"."""

    source: SourceText
    mention: NumberMention
    kind: str  # "min" or "max"
    strict: bool
    noun: str
    start: int  # where the bound's words start in ``source.text``
    #: The bound sets the case an exception leaves out ("except for orders of more than
    #: 750 EUR"): a value on its other side is a case of the statement excepted from.
    excepted: bool = False
    #: The bound limits every one of its noun ("each payment must be at least 100 EUR"):
    #: a case of an exception's other side is read by the exception first.
    limit: bool = False
    #: Where a bound said after its value ends ("6,000 EUR [or more]"); None: at the value.
    end: int | None = None

    @property
    def words(self) -> str:
        """The bound as the source writes it: "over 500 EUR", "6,000 EUR or more"."""
        return self.source.text[self.start:self.end or self.mention.end]

    def hit(self, cm: NumberMention, c_start: int, c_end: int) -> CheckHit:
        """The numbers check's finding for the claim's value ``cm`` this rule covers."""
        said = self.words
        return CheckHit("numbers", CheckOutcome.SUPPORTED, c_start, c_end, cm.text,
                        self.source.sub_span(self.start, self.end or self.mention.end), said,
                        f"{cm.text!r} is a case of the source's {self.noun!r} {said!r}")

    def left_to_rule(self, cm: NumberMention, c_start: int, c_end: int) -> CheckHit:
        """The finding for the claim's value ``cm`` on the other side of an exception's
        bound: a case of what the sentence says of everything the exception leaves."""
        said = self.words
        return CheckHit("numbers", CheckOutcome.SUPPORTED, c_start, c_end, cm.text,
                        self.source.sub_span(self.start, self.end or self.mention.end), said,
                        f"{cm.text!r} is no case of the source's exception for {self.noun!r} "
                        f"{said!r}, so the rule it is excepted from holds for it")

    def on_side(self, cm: NumberMention) -> bool:
        """Whether some reading of the claim's value ``cm`` lies on the bound's side."""
        return any(self.holds(v) for v in cm.values)

    def finding(self, cm: NumberMention, c_start: int, c_end: int) -> CheckHit:
        """The numbers check's finding for a value :func:`covered_by_threshold` found
        this bound covers: on its side, or on an exception's other side."""
        if self.on_side(cm):
            return self.hit(cm, c_start, c_end)
        return self.left_to_rule(cm, c_start, c_end)

    def implied(self, cm: NumberMention, c_start: int, c_end: int) -> CheckHit:
        """The finding for a claim that says the opposite of this rule of ``cm``, a case
        outside it: implied by the rule, not stated."""
        said = self.words
        return CheckHit("numbers", CheckOutcome.UNSUPPORTED, c_start, c_end, cm.text,
                        self.source.sub_span(self.start, self.end or self.mention.end), said,
                        f"{cm.text!r} is outside the source's rule for {self.noun!r} {said!r}: "
                        "the rule implies, but does not state, what holds for it")

    def restated(self, cm: NumberMention, c_start: int, c_end: int) -> CheckHit:
        """The finding for a claim that states this rule with another threshold ``cm``."""
        said = self.words
        return CheckHit("numbers", CheckOutcome.CONTRADICTED, c_start, c_end, cm.text,
                        self.source.sub_span(self.start, self.end or self.mention.end), said,
                        f"the claim's rule for {self.noun!r} says {cm.text!r} where the "
                        f"source's says {said!r}")

    def holds(self, value: float) -> bool:
        return _holds(self.kind, self.strict, self.mention, value)


def _holds(kind: str, strict: bool, bound: NumberMention, value: float) -> bool:
    """Whether ``value`` lies on the side of a minimum or maximum ``bound``."""
    x = min(bound.values) if kind == "min" else max(bound.values)
    if kind == "min":
        return value > x if strict else value >= x
    return value < x if strict else value <= x


def _noun(word: str) -> str | None:
    word = fold(word)
    return None if word in STOPWORDS or word in _NOT_NOUNS else word


@lru_cache(maxsize=2048)
def _rules(text: str) -> tuple[tuple[NumberMention, str, bool, str, int, bool, bool,
                                      int | None], ...]:
    """(mention, kind, strict, noun, start of the bound's words, excepted, limit, end of
    a bound said after its value) of each rule bound in ``text``; a passage is read once
    however many claims meet it."""
    if _ANY_BOUND.search(text) is None:
        return ()
    out = []
    for n in find_numbers(text, source=True):
        found, end = bound_phrase(text, n.start), None
        if found is None and (after := trailing_bound(text, n)) is not None:
            found, end = (after[0], n.start), after[1]  # "you spend 6,000 EUR or more"
        if found is None or found[0] not in ("min", "max"):
            continue
        kind, start = found
        noun, limit = _rule_noun(text, start)
        # an age has no unit: "account holders aged under 75"
        if noun is None or (n.unit is None and noun not in _AGE_WORDS):
            continue
        excepted = _EXCEPTED.search(text, max(0, start - 48), start) is not None
        out.append((n, kind, end is None and _STRICT.match(text, start) is not None, noun,
                    start, excepted, limit, end))
    return tuple(out)


def _rule_noun(text: str, start: int) -> tuple[str | None, bool]:
    """The noun of a rule whose bound starts at ``start`` of ``text``: a plural right
    before it ("disputes over"), one after "any" / "each" / "every", one joined to it by
    "of" in a rule's place (:data:`_OF_RULE_BEFORE`), a singular one in a clause that
    opens with "for" ("For your first payment to a new payee above 1,000 EUR"), the
    subject of "if ... is" ("If your balance is more than 100,000 EUR") or of a modal
    "be" ("each payment must be at least 100 EUR", a limit), or what a subject does (the
    verb of "in which you spend 6,000 EUR or more"); else None. The flag: a limit."""
    m = _RULE_NOUN.search(text, max(0, start - 40), start)
    noun = _noun(m.group("noun")) if m is not None else None
    verb = _SUBJECT_VERB.search(text, max(0, start - 40), start)
    if verb is not None and (does := _noun(verb.group("noun"))) is not None:
        return does, False
    if m is None or noun is None:
        copula = _IF_COPULA.search(text, max(0, start - 80), start)
        if copula is not None:
            return _noun(copula.group("noun")), False
        modal = _MODAL_BE.search(text, max(0, start - 40), start)
        return (_noun(modal.group("noun")), True) if modal is not None else (None, False)
    if m.group("of"):
        return (noun if _OF_RULE_BEFORE.search(text, max(0, m.start() - 20),
                                               m.start()) else None), False
    if m.group("any") or noun.endswith("s") or noun in _AGE_WORDS:
        return noun, False
    return (noun if _FOR_OPENER.search(text, max(0, m.start() - 60), m.start())
            else None), False


def thresholds(source: SourceText) -> list[Threshold]:
    """Each bound of ``source`` on the amount of the noun right before it."""
    return [Threshold(source, *rule) for rule in _rules(source.text)]


def _claim_noun(claim: str, cm: NumberMention) -> str | None:
    """The noun the claim's value belongs to ("a dispute of [800 EUR]", "a [700 EUR]
    dispute", "the frozen accounts hold [45,000 EUR]"), else None."""
    held = _HOLDS_BEFORE.search(claim, max(0, cm.start - 40), cm.start)
    if held is not None and (noun := _noun(held.group("noun"))) is not None:
        return noun
    m = _NOUN_BEFORE.search(claim, max(0, cm.start - 40), cm.start)
    if m is not None and (noun := _noun(m.group("noun"))) is not None:
        return noun
    after = _NOUN_AFTER.match(claim, cm.end)
    return _noun(after.group("noun")) if after is not None else None


def _kind_noun(claim: str, cm: NumberMention, rule_noun: str) -> tuple[str, int] | None:
    """The rule's noun, and where it ends, among the words right after the claim's value
    that say what kind of thing it is ("a 35 EUR contactless [payment] with your card"):
    up to :data:`_KIND_WORDS` words before it, none a function word or a verb; else None."""
    pos = cm.end
    for _ in range(_KIND_WORDS + 1):
        m = _WORD_AFTER.match(claim, pos) if pos > cm.end else _NOUN_AFTER.match(claim, pos)
        if m is None:
            return None
        word = m.group(m.lastgroup or 0)
        if _noun(word) is None:
            return None  # "a 35 EUR fee [is] charged": a verb or a function word ends it
        if same_word(fold(word), rule_noun):
            return fold(word), m.end()
        pos = m.end()
    return None


def covered_by_threshold(claim: str, cm: NumberMention,
                         evidence: Sequence[SourceText]) -> Threshold | None:
    """The evidence's threshold whose side the claim's value ``cm`` lies on, for the
    same noun in the same unit, or an exception's bound of that noun whose other side
    it lies on within the source's other limits (:attr:`Threshold.excepted`), else
    None. A value with a bound of its own ("over 800 EUR") or one the source states
    (the threshold itself) is no case of it."""
    if bound_phrase(claim, cm.start) is not None or trailing_bound(claim, cm) is not None:
        return None
    noun = _claim_noun(claim, cm)
    if noun is None or (cm.unit is None and noun not in _AGE_WORDS):
        return None
    rules = [t for e in evidence for t in thresholds(e)
             if t.mention.unit == cm.unit and not cm.agrees_with(t.mention)]
    for t in rules:
        if (not t.limit and (same_word(t.noun, noun) or _names_in_rule(t, noun))
                and t.on_side(cm) and _speaks_of_rule(claim, t, noun)):
            return t
    # the other side of an exception's bound, for its own noun, where no rule of that
    # noun leaves the value out ("The minimum order is 100 EUR" beside "except for
    # orders of more than 750 EUR" and "Each order must be at least 200 EUR")
    if _LIMIT_BEFORE.search(claim, max(0, cm.start - 30), cm.start):
        return None  # a limit of the claim's own
    excepted = next((t for t in rules if t.excepted and same_word(t.noun, noun)), None)
    if excepted is not None and _within_limits(cm, noun, evidence):
        return excepted
    # a limit on every one of a noun, for the noun or the kind after the value ("a 35 EUR
    # contactless payment" under "a single contactless payment can be up to 50 EUR")
    for t in rules:
        if t.limit and t.on_side(cm) and (same_word(t.noun, noun)
                                          or _kind_noun(claim, cm, t.noun) is not None):
            return t
    return None  # a value the source's limits leave out


def _within_limits(cm: NumberMention, noun: str, evidence: Sequence[SourceText]) -> bool:
    """Whether the claim's value ``cm`` keeps within every minimum and maximum, in its
    unit, of an evidence sentence that names ``noun`` ("Each order must be at least 200
    EUR" leaves 100 EUR out), an exception's bounds left aside."""
    for e in evidence:
        for s in split_sentences(e.text):
            if not any(same_word(noun, w) for w in content_words(s.text)):
                continue
            for n in find_numbers(s.text, source=True):
                found = bound_phrase(s.text, n.start)
                if (n.unit != cm.unit or found is None or found[0] not in ("min", "max")
                        or _EXCEPTED.search(s.text, max(0, found[1] - 48), found[1])):
                    continue
                strict = _STRICT.match(s.text, found[1]) is not None
                if not any(_holds(found[0], strict, n, v) for v in cm.values):
                    return False
    return True


def _speaks_of_rule(claim: str, rule: Threshold, noun: str) -> bool:
    """Whether ``claim`` says something the rule's sentence speaks of besides the noun
    (a word of it other than the noun's and the numbers'): "If you spend 7,500 EUR on
    purchases, you won't pay the annual fee" applies "The annual fee is waived in any
    year in which you spend 6,000 EUR or more on purchases"; "One deposit was 10,500
    EUR" reports a case, and applies nothing of "Cash deposits of 10,000 EUR or more
    must be reported"."""
    words = content_words(_sentence_at(rule.source.text, rule.start))
    plain, at = [], 0  # the claim without its numbers and their units ("10,500 EUR")
    for n in find_numbers(claim, source=True):
        plain.append(claim[at:n.start])
        at = n.end
    plain.append(claim[at:])
    return any(not same_word(w, noun) and not any(c.isdigit() for c in w)
               and any(same_word(w, x) for x in words) for w in content_words(" ".join(plain)))


def _names_in_rule(rule: Threshold, noun: str) -> bool:
    """Whether the claim's ``noun`` is a thing the rule's sentence speaks of: "a standing
    order of 6,000 EUR" under "For payments over 5,000 EUR, you must confirm the standing
    order with a code". A price is no such thing: "a fee of 6,000 EUR" is no payment."""
    return fold(noun) not in PRICE_WORDS and any(
        same_word(noun, w) for w in content_words(_sentence_at(rule.source.text, rule.start)))


def other_threshold(claim: str, cm: NumberMention,
                    evidence: Sequence[SourceText]) -> Threshold | None:
    """The evidence's rule for the same noun, with a bound of the same kind in the same
    unit, whose threshold the claim's bounded value ``cm`` does not restate ("Loans
    above 10,000 EUR need a score of 680" beside "Loans above 15,000 EUR need ..."),
    else None. A bound of a rule is no estimate: "above 10,000" is another rule, not a
    looser word for "above 15,000" (as "more than 30" is for "more than 33 people")."""
    own = bound_phrase(claim, cm.start) if cm.unit is not None else None
    if own is None or own[0] not in ("min", "max"):
        return None
    m = _RULE_NOUN.search(claim, max(0, own[1] - 40), own[1])
    noun = _noun(m.group("noun")) if m is not None else None
    if noun is None:
        return None
    rules = [t for e in evidence for t in thresholds(e)
             if t.mention.unit == cm.unit and t.kind == own[0] and same_word(t.noun, noun)]
    if not rules or any(cm.agrees_with(t.mention) for t in rules):
        return None
    return rules[0]


def threshold_edits(claim: str, mentions: Sequence[NumberMention],
                    passage: str) -> list[tuple[int, int, str]]:
    """The claim's covered values in the passage's bound words, for the verifier: "a
    dispute of 800 EUR needs ..." reads "a dispute over 500 EUR needs ...", "a 700 EUR
    dispute" reads "a dispute over 500 EUR"."""
    source = SourceText(passage, Span("passage", 0, len(passage)))
    edits = []
    for cm in mentions:
        t = covered_by_threshold(claim, cm, [source])
        if t is None or not t.on_side(cm):
            continue  # a case an exception leaves to the rule has no bound words to take
        m = _NOUN_BEFORE.search(claim, max(0, cm.start - 40), cm.start)
        if m is not None and _noun(m.group("noun")) is not None:
            # "a dispute [of 800 EUR]": from the word after the noun
            gap = claim[m.end("noun"):cm.start]
            edits.append((m.end("noun") + len(gap) - len(gap.lstrip()), cm.end, t.words))
            continue
        after = _NOUN_AFTER.match(claim, cm.end)
        if after is not None and same_word(fold(after.group("noun")), t.noun):
            # "[a 700 EUR dispute]": the noun before its bound
            edits.append((cm.start, after.end("noun"), f"{after.group('noun')} {t.words}"))
        elif (kind := _kind_noun(claim, cm, t.noun)) is not None:
            # "a [35 EUR contactless payment]": its kind's words, then the bound
            edits.append((cm.start, kind[1], f"{claim[cm.end:kind[1]].strip()} {t.words}"))
        elif after is not None:
            edits.append((cm.start, after.end("noun"), f"{after.group('noun')} {t.words}"))
    return edits


def _sentence_at(text: str, pos: int) -> str:
    """The sentence of ``text`` that holds ``pos`` (the whole text where none does)."""
    found = sentence_at(text, pos)
    return text if found is None else found.text


def outside_rule(claim: str, evidence: SourceText) -> tuple[Threshold, NumberMention] | None:
    """A rule of ``evidence`` and the claim's value for the same noun, in the same unit,
    on the side the rule leaves out ("disputes of 300 EUR" or "disputes under 500 EUR"
    beside "for disputes over 500 EUR, a signed declaration is required"), where the
    rule's sentence holds most of the claim's other content words (the negation
    check's share, :data:`~groundtrace.checks.negation.NEGATION_MIN_COVERAGE`) and
    the claim says the opposite of it (one side negated: "... don't need a signed
    declaration"), else None.

    The rule implies such a claim without stating it. Said without the flip
    ("disputes of 300 EUR need a signed declaration"), the claim says of cases the
    rule leaves out what the rule says of its own: not returned."""
    rules = thresholds(evidence)
    if not rules:
        return None
    for cm in find_numbers(claim, source=True):
        if cm.unit is None:
            continue
        own = bound_phrase(claim, cm.start)
        if own is None:
            noun, start = _claim_noun(claim, cm), cm.start
        elif own[0] in ("min", "max"):
            m = _RULE_NOUN.search(claim, max(0, own[1] - 40), own[1])
            noun, start = (_noun(m.group("noun")) if m is not None else None), own[1]
        else:
            continue
        if noun is None:
            continue
        for t in rules:
            # what an exception's bound leaves out, the statement before it says
            if t.mention.unit != cm.unit or not same_word(t.noun, noun) or t.excepted:
                continue
            if own is None:
                out = not cm.agrees_with(t.mention) and not any(t.holds(v) for v in cm.values)
            else:  # the rule's complement: "under 500 EUR" against "over 500 EUR"
                out = own[0] != t.kind and cm.agrees_with(t.mention)
            rest = content_words(claim[:start] + " " + claim[cm.end:]) - {noun}
            sentence = _sentence_at(t.source.text, t.start)
            theirs = content_words(sentence)
            shared = sum(any(same_word(w, x) for x in theirs) for w in rest)
            if (out and rest and shared >= NEGATION_MIN_COVERAGE * len(rest)
                    and len(negation_cues(claim)) % 2 != len(negation_cues(sentence)) % 2):
                return t, cm
    return None
