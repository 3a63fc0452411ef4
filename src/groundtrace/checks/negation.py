"""Polarity flips: the claim says "is not" where the aligned source says "is" (or back).

Only compared when the claim and the evidence talk about the same thing
(most of the claim's content words occur in the evidence), and only with the
sentence of that passage that states the claim: then an odd number of
negation cues on one side and an even number on the other is a
contradiction. A word of the claim whose opposite the sentence says in the
same words ("increased" where it says "decreased",
:mod:`groundtrace.checks.opposites`) counts as one more flip on the claim's
side: "costs did not decrease" beside "costs increased" is no contradiction,
"costs decreased" is. Two steps in the other order are one too
(:mod:`groundtrace.checks.sequence`), and so are "at once" where the source says
after a delay (:mod:`groundtrace.checks.immediacy`) and another frequency
(:mod:`groundtrace.checks.frequency`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.frequency import frequency_clash
from groundtrace.checks.immediacy import delay_dropped
from groundtrace.checks.lexicon import (
    EXCEPTION_WORDS,
    STOPWORDS,
    content_words,
    coverage,
    same_word,
    tokens,
)
from groundtrace.checks.negation_scope import (
    CLAUSE_BREAK,
    PART_BREAK,
    head_word,
    negated_said,
    negates_shared,
    non_cues,
    predicate_said,
    scope_words,
)
from groundtrace.checks.number_mentions import PRICED, find_numbers
from groundtrace.checks.opposites import (
    OppositeSwap,
    frequency_swaps,
    may_swap,
    opposite_swaps,
    window,
)
from groundtrace.checks.prices import find_free, is_limit
from groundtrace.checks.record_cues import record_cues
from groundtrace.checks.requirements import requirement_case
from groundtrace.checks.roles import role_swap
from groundtrace.checks.sequence import order_swap
from groundtrace.text.normalize import fold_with_offsets
from groundtrace.text.sentences import FIELD_KEY, TextSegment, record_fields, split_sentences

__all__ = ["NEGATION_MIN_COVERAGE", "PART_BREAK", "check_negation", "negation_cues",
           "only_by_exception"]

_CUES = re.compile(
    r"(?<!\w)(?:not|no|never|none|nobody|nothing|neither|nor|without|cannot|"
    r"\w*n['’]t|nunca|jamas|ninguno|ninguna|ningun|nadie|nada|ni|sin|tampoco)(?![\w-])",
    re.IGNORECASE,
)
# "n't" is a cue alone too: tokenised dialogue data writes "does n't", "ca n't".
# A cue joined to a word by a hyphen names a thing ("the no-fly list", "a no-show").
# "no longer", "not only ... but", "no later than" do not flip the statement's polarity;
# nor does a zero price: "at no cost" / "no fee" / "without interest" says what "free"
# says; nor do a speaker's hedges around a statement ("not really, X", "I'm not sure but X",
# "I couldn't believe X"), nor "not counting" / "not including" (they leave a
# thing out of an amount: "25 days, not counting public holidays"), nor an
# answer's opening "No," ("No, it was a comedy" answers a question; it does not
# negate the comedy), nor a "neither does" after a clause, which says that clause's
# polarity again ("Registering costs nothing, and neither does blocking a card": the
# first clause's "nothing" is counted or left out on its own), nor "may or may not" /
# "whether or not", which say both.
_NON_FLIPS = re.compile(
    r"^\W*(?:(?:oh|well|ah|um|uh)[\s,]+)?no(?=\s*[,.!;:\u2014\u2013])|"
    r"(?:(?<=,\s)|(?<=;\s)|(?<=\sand\s))(?:neither|nor)(?=\s+(?:do|does|did|is|are|was|"
    r"were|can|could|will|would|has|have|had)\b)|"
    r"(?<!\w)(?:not only|not just|not merely|not simply|not really|not sure|"
    r"(?:could ?n['’]t|ca ?n['’]t|can['’]t|cannot) believe|"
    r"no later than|no more than|no less than|not until|nothing but|"
    r"not (?:counting|including)|"
    r"(?:(?:may|might|can|could|will|would|should|do|does|did|is|are|was|were|has|have)"
    r" or (?:(?:may|might|can|could|will|would|should|do|does|did|is|are|was|were|has|"
    r"have) )?not|whether or not)|"
    r"no sooner|(?:at |with |for )?no (?:extra |additional |further )?"
    r"(?:cost|costs|charge|charges|fee|fees|commission|interest)|"
    r"without (?:any )?(?:extra |additional |further )?"
    r"(?:cost|costs|charge|charges|fee|fees|commission|interest)(?!\s+(?:or|and|nor)\b)|"
    r"sin (?:coste|costo|cargo|comision|comisiones|gastos))(?!\w)",
    re.IGNORECASE,
)
# A fee let off: "waived in the first year", "we waive the fee".
_WAIVED = re.compile(r"\b(?:waived?|waives|waiving|exempt(?:ed)?)\b", re.IGNORECASE)
#: Share of the claim's content words the evidence must contain to be compared.
NEGATION_MIN_COVERAGE = 0.6
#: Share of a cue's clause's content words the other side must hold for the cue
#: to count: "they're not alone; 92 percent of Americans say ..." negates
#: something else than the claim "92 percent of Americans say ...".
CLAUSE_MIN_SHARED = 0.6
#: Content words a claim needs before a negation in its source can flip it: a
#: bare name ("Leopold Mozart", "The Mock Turtle") states nothing to negate.
NEGATION_MIN_WORDS = 3


def negation_cues(text: str, *, free_is_positive: bool = False) -> list[tuple[int, int]]:
    """(start, end) in ``text`` of each negation cue (accent-folded), fixed phrases excluded.

    With ``free_is_positive``, a negation inside a price of nothing ("doesn't
    cost anything", "without any fee"; :func:`~groundtrace.checks.prices.find_free`)
    is no cue: it says what "free" says.
    """
    folded, index = fold_with_offsets(text)
    skip = [(m.start(), m.end()) for m in _NON_FLIPS.finditer(folded)]
    free = [(f.start, f.end) for f in find_free(text)] if free_is_positive else []
    found = [m for m in _CUES.finditer(folded)
             if not any(s <= m.start() < e for s, e in skip)
             and not any(s <= index[m.start()] < e for s, e in free)
             and not _title(text, index[m.start()])]
    # "neither A nor B" is one negation, of both
    neither = [m.start() for m in found if m.group(0).lower() == "neither"]
    return [(index[m.start()], index[m.end() - 1] + 1) for m in found
            if not (m.group(0).lower() == "nor" and any(n < m.start() for n in neither))]


def _title(text: str, at: int) -> bool:
    """A capitalised cue just inside quotes names a work: the film "Nothing"."""
    return text[at:at + 1].isupper() and text[max(0, at - 1):at] in {'"', "“", "'", "‘"}


# A comma inside a list: what follows it reaches "or" / "and" within three words
# ("foreign[,] commemorative or damaged coins").
_LIST_COMMA = re.compile(
    r",\s+(?!(?:and|or|but|nor|so|yet|which|who|whom|whose|that|while|whereas|because|"
    r"although|though|if|unless|when|where|as|since|then)\b)"
    r"(?:[^\W\d_][\w'’-]*\s+){1,3}(?:or|and|nor)\s+[^\W\d_]", re.IGNORECASE)


def _clause(text: str, at: int) -> str:
    """The clause of ``text`` around offset ``at`` (between clause breaks); a list's
    commas part nothing ("We can't take foreign, commemorative or damaged coins")."""
    start = max((m.end() for m in CLAUSE_BREAK.finditer(text, 0, at)), default=0)
    stop = len(text)
    for m in CLAUSE_BREAK.finditer(text, at):
        item = _LIST_COMMA.match(text, m.start()) if m.group() == "," else None
        # a list's items are words of content: "you can close or switch" is a clause
        if item is None or any(w in STOPWORDS for w in tokens(item.group())[:-2]):
            stop = m.start()
            break
    return text[start:stop]


#: Words that only go with a negation ("don't repay anything" says "repay nothing"):
#: part of the cue, not of what its clause talks about.
_NEGATIVE_POLARITY = frozenset({"anything", "anyone", "anybody", "anywhere", "ever", "yet"})


def _about(text: str, cue: tuple[int, int], other: set[str]) -> bool:
    """Whether the clause of ``text`` holding ``cue`` talks about what ``other`` says:
    at least :data:`CLAUSE_MIN_SHARED` of its content words occur there (a clause
    of nothing but the cue and stop words counts; :data:`_NEGATIVE_POLARITY` words
    are left out)."""
    words = (content_words(_clause(text, cue[0])) - content_words(text[cue[0]:cue[1]])
             - _NEGATIVE_POLARITY)
    shared = sum(any(same_word(w, o) for o in other) for w in words)
    return not words or shared / len(words) >= CLAUSE_MIN_SHARED


# A cue that negates a price of nothing: "are not free", "isn't free of charge".
_NOT_FREE = re.compile(r"\s*(?:(?:always|completely|entirely|totally|quite)\s+)?"
                       r"(?:free|gratis|gratuit[oa]s?)(?![\w-])", re.IGNORECASE)


def _priced_not_free(claim: str, cue: tuple[int, int], sentence: str) -> bool:
    """Whether ``cue`` says "not free" of what ``sentence`` prices above zero.

    "Instant transfers are not free" says what "instant transfers cost 0.50
    EUR" says; only against a sentence that calls them free is it a flip.
    """
    if _NOT_FREE.match(claim, cue[1]) is None or find_free(sentence):
        return False
    return any(n.unit in PRICED and max(n.values) > 0 and not is_limit(sentence, n.start)
               for n in find_numbers(sentence, source=True))


# An exception: what follows it is left out, as a negation leaves it out.
_EXCEPTION = re.compile(rf"(?<!\w)(?:{EXCEPTION_WORDS})(?!\w)", re.IGNORECASE)
# A case set apart from what a sentence says before it: "..., but if you ignored a warning,
# we refund at most 50%", "... free, unless you ask for a paper copy".
_CONTRARY_CASE = re.compile(r"(?<!\w)(?:but\s+if|unless)(?!\w)", re.IGNORECASE)
_UNLESS = re.compile(r"(?<!\w)unless(?!\w)", re.IGNORECASE)
# "only" says a negation and an exception in one word: "Only members who retire early
# can take money out before 60" says what "Withdrawals before 60 are not possible,
# except for members who retire early" says.
_ONLY = re.compile(r"(?<!\w)(?:only|solely|exclusively|solo|solamente|unicamente)(?!\w)",
                   re.IGNORECASE)


def only_by_exception(claim: str, source: str) -> tuple[int, int] | None:
    """Where ``claim`` says "only" ((start, end) of the word), if a sentence of
    ``source`` negates a statement and then excepts a case from it ("... cannot close
    the account, except under a lasting power of attorney"; "Not covered: ... dental
    treatment unless it is caused by an accident"), else None."""
    folded, index = fold_with_offsets(claim)
    m = _ONLY.search(folded)
    if m is None:
        return None
    for sentence in split_sentences(source):
        cues = negation_cues(sentence.text)
        if cues and any(e.start() > cues[0][0] for pattern in (_EXCEPTION, _UNLESS)
                        for e in pattern.finditer(sentence.text)):
            return index[m.start()], index[m.end() - 1] + 1
    return None


# Tokens of a field's value, at most: "none", "received, reference GD-44817".
_FIELD_VALUE_TOKENS = 4


def _part_stating(claim: str, c_words: set[str], sentence: TextSegment) -> TextSegment:
    """The part of ``sentence`` (between ``PART_BREAK``'s breaks) that covers the claim best
    (of parts that cover it alike, one with the claim's first content word), if it holds
    every claim word the whole sentence holds and covers the claim as the negation check
    asks (:data:`NEGATION_MIN_COVERAGE`), else ``sentence``: "a courtesy car for up to 14
    days if your car is stolen" takes its words from both parts of "you get a courtesy
    car for up to 14 days ...; no courtesy car is provided if your car is ... stolen"."""
    parts, at = [], 0
    # a field's colon ("Fee charged: none") parts nothing: its short value is its case
    # (a title before a sentence, "No Way Out (album): No Way Out is ...", still parts)
    pieces = PART_BREAK.split(sentence.text)
    if (len(pieces) > 1 and FIELD_KEY.match(sentence.text) is not None
            and len(tokens(pieces[1])) <= _FIELD_VALUE_TOKENS):
        pieces[:2] = [pieces[0] + ":" + pieces[1]]
    for piece in pieces:
        lead = len(piece) - len(piece.lstrip())
        text = piece.strip()
        if text:
            parts.append(TextSegment(text, sentence.start + at + lead,
                                     sentence.start + at + lead + len(text)))
        at += len(piece) + 1
    if not parts:
        return sentence
    first = next((w for w in tokens(claim) if w in c_words), "")
    scored = [(coverage(c_words, words := content_words(p.text)), first in words, p)
              for p in parts]
    cov, _, part = max(scored, key=lambda a: (a[0], a[1]))  # the first of equals
    held = c_words & content_words(sentence.text)
    return (part if cov >= NEGATION_MIN_COVERAGE and held <= content_words(part.text)
            else sentence)


def _names_case(words: set[str], text: str, at: int) -> bool:
    """Whether ``words`` name the case that starts at offset ``at`` of ``text``: its first
    content word and half of its first four ("except if we [decline your application]",
    not "... withdraw your application"; "except for [members who retire early ...]",
    not "members can take money out")."""
    rest = CLAUSE_BREAK.split(text[at:], maxsplit=1)[0]
    case = [w for w in tokens(rest) if w not in STOPWORDS][:4]
    named = [any(same_word(w, c) for w in words) for c in case]
    return bool(case) and named[0] and 2 * sum(named) >= len(case)


def _negates_same(c_scopes: Sequence[tuple[str | None, set[str]]], text: str,
                  end: int) -> bool:
    """Whether the cue of ``text`` ending at ``end`` negates what a claim cue negates:
    either's head word (:func:`~groundtrace.checks.negation_scope.head_word`) is among
    the words the other negates ("don't have a [sword]" / "don't have a [real] sword"),
    or two of their words are alike ("no [group] has claimed responsibility" / "no one
    has claimed responsibility")."""
    head, scope = head_word(text, end), scope_words(text, end)
    return any((head is not None and any(same_word(head, w) for w in c_scope))
               or (c_head is not None and any(same_word(c_head, w) for w in scope))
               or sum(any(same_word(w, c) for c in c_scope) for w in scope) >= 2
               for c_head, c_scope in c_scopes)


def _names(words: set[str], case: set[str]) -> bool:
    """Whether ``words`` hold a word of ``case`` (in any of its forms)."""
    return any(same_word(w, c) for w in words for c in case)


def check_negation(
    claim: str,
    evidence: Sequence[SourceText],
    sources: Sequence[SourceText],
    *,
    claim_offset: int = 0,
) -> list[CheckHit]:
    """A contradiction hit when the best-aligned evidence has the opposite polarity."""
    # Polarity is only meaningful against the passage the claim aligns with; the
    # sources are read only to see that none says a swapped relation both ways.
    # An age a requirement rules out, denied ("If you're 15, you can't create a virtual
    # card" beside "You must be at least 16 to create a virtual card"): the denial is
    # what the rule entails (checks.requirements).
    case = requirement_case(claim, evidence)
    if case is not None and case.follows:
        return []
    # Steps in the other order ("order a new card first, then block the lost one"), two
    # parts of a sentence the other way round ("the bank must notify the customer"), at
    # once where the source says after a delay ("as soon as" / "14 days after"), or
    # another frequency ("once a year" / "once every 5 years")
    turned = (order_swap(claim, evidence, claim_offset=claim_offset)
              or role_swap(claim, evidence, sources, claim_offset=claim_offset)
              or delay_dropped(claim, evidence, min_coverage=NEGATION_MIN_COVERAGE,
                               claim_offset=claim_offset)
              or frequency_clash(claim, evidence, min_coverage=NEGATION_MIN_COVERAGE,
                                 claim_offset=claim_offset))
    if turned is not None:
        return [turned]
    # "non" marks the word after it ("non-residents"): no word of its own to cover
    c_words = content_words(claim) - {"non"}
    if not c_words:
        return []
    if not negation_cues(claim) and len(c_words) < NEGATION_MIN_WORDS:
        return []
    aligned = [(coverage(c_words, content_words(e.text)), i, e) for i, e in enumerate(evidence)]
    aligned = [a for a in aligned if a[0] >= NEGATION_MIN_COVERAGE]
    if not aligned:
        return _local_swap(claim, evidence, claim_offset)
    _, _, best = max(aligned, key=lambda a: (a[0], -a[1]))
    # Polarity is read from the sentence that states the claim, not the whole
    # passage: a window of two sentences, or a long one, often negates something
    # else ("There is no cure." beside the sentence the claim restates).
    # On 150 holdout rows of HaluEval summarisation, grounded summaries had a
    # negation contradiction as often as hallucinated ones (0.12 / 0.13).
    # Of sentences that cover the claim alike, the one with the claim's first word
    # ("Branch transfers are not free" is about "Branch transfers cost 2.50 EUR", not
    # "SEPA transfers are free"), then the first.
    first = next((w for w in tokens(claim) if w in c_words), "")
    sentences = [(coverage(c_words, s_words := content_words(seg.text)), first in s_words, -k,
                  seg) for k, seg in enumerate(split_sentences(best.text))]
    if not sentences:
        return []
    cov, _, _, sentence = max(sentences, key=lambda a: (a[0], a[1], a[2]))
    if cov < NEGATION_MIN_COVERAGE:
        # no one sentence states the claim: nothing to compare its polarity with,
        # but a part of it may be a sentence's phrase with one word turned round
        return _local_swap(claim, evidence, claim_offset)
    # A sentence of rules joined by ";" (or ":", or ", and") states each case in its own
    # part: "if it is a close match, we show you the correct name; if it does not match,
    # we warn you" says nothing negative of the close match. Its part that states the
    # claim is compared.
    # A record line (a tool's JSON output, rendered) states one thing per field: its
    # cues are read field by field below, not part by part.
    fields = record_fields(sentence)
    if fields is None and PART_BREAK.search(sentence.text) and not PART_BREAK.search(claim):
        sentence = _part_stating(claim, c_words, sentence)
    # "doesn't cost anything" against "free": both sides price nothing, in other words;
    # "no annual fee in the first year" against "the annual fee ..., waived in the
    # first year" too
    # "exempt from the fee" against "pay no fee" as well
    both_free = ((bool(find_free(claim)) or _WAIVED.search(claim) is not None)
                 and (bool(find_free(sentence.text))
                      or _WAIVED.search(sentence.text) is not None))
    # a cue counts only in a clause about the same thing ("life without parole"
    # beside "guilty of first-degree murder" negates the parole, not the verdict)
    s_words = content_words(sentence.text)
    c_cues = [c for c in negation_cues(claim, free_is_positive=both_free)
              if _about(claim, c, s_words) and negates_shared(claim, c, s_words)
              and not _priced_not_free(claim, c, sentence.text)]
    # A source cue also counts when it negates what a claim cue negates (the word
    # one of them negates is among the words after the other): a summary restates
    # part of a long clause, so "The man has never been identified" is said by "...
    # bodies which have been discovered in Nottinghamshire which have never been
    # identified", though most of that clause is not in the claim. Words further on
    # alike are no sign: "we won't [cover] an exit fee" is not negated by "We charge
    # no [transfer] fee".
    # A record's cues are read in their own field ("Security: ...; no personal
    # guarantee\nLate payment fee: 40 EUR": the clause ends with the line).
    c_scopes = [(head_word(claim, c[1]), scope_words(claim, c[1])) for c in c_cues]
    e_cues = [(piece.start + a, piece.start + b) for piece in (fields or [sentence])
              for a, b in negation_cues(piece.text, free_is_positive=both_free)
              if (_about(piece.text, (a, b), c_words)
                  and negates_shared(piece.text, (a, b), c_words))
              or _negates_same(c_scopes, piece.text, b)]
    # An exception the claim names, negated where the source negates nothing: "If your
    # complaint is not about an international payment" or "Payments to airlines are not
    # moved" against "..., except (for) complaints about international payments" /
    # "payments to airlines"
    # "payments to airlines" / "If you did not ignore a no-match warning, you get the full
    # amount back" against "we refund the full amount, but if you ignored a no-match
    # warning, ...": a case the source sets apart with "but if" or "unless" likewise
    if c_cues and not e_cues:
        e_cues += [(sentence.start + m.start(), sentence.start + m.end())
                   for pattern in (_EXCEPTION, _CONTRARY_CASE)
                   for m in pattern.finditer(sentence.text)
                   if _names(c_words, scope_words(sentence.text, m.end())
                             - content_words(sentence.text[:m.start()]))]
    # "The booking fee is refunded if we decline your application" against "... is not
    # refunded, except if we decline your application": the claim states the case the
    # exception after the source's negation sets apart (:func:`_names_case`)
    if e_cues and not c_cues:
        e_cues = [(a, b) for a, b in e_cues
                  if not any(m.start() > b - sentence.start
                             and _names_case(c_words, sentence.text, m.end())
                             for m in _EXCEPTION.finditer(sentence.text))]
    # "non-business day" against "not a business day", either way round
    c_cues += non_cues(claim, sentence.text, [(a - sentence.start, b - sentence.start)
                                               for a, b in e_cues])
    e_cues += [(sentence.start + a, sentence.start + b)
               for a, b in non_cues(sentence.text, claim, c_cues)]
    if fields is not None:
        # "early repayment charge: none, but ..." negates nothing of "The loan can be
        # extended once, for up to three months" (from "extension: once, ..." beside it)
        e_cues = record_cues(fields, e_cues, c_words, [h for h, _ in c_scopes])
    # A negation on both sides, of words the other side does not say, is the same
    # thing said two ways: "if you don't use the account for 24 months" against
    # "accounts with no customer-initiated activity for 24 months".
    # So is a claim that negates a word the sentence never says, where the sentence
    # negates nothing: "The interest rate doesn't change" against "... stays the same",
    # "The missed payment didn't count against you" against "... more than 12 months
    # before the request" (what it says instead is the verifier's to read); a word whose
    # opposite the sentence says is read by the swap ("did not decrease" / "increased").
    swaps = _swaps(claim, sentence.text)
    if c_cues and not e_cues and negation_cues(sentence.text, free_is_positive=both_free):
        c_cues = [c for c in c_cues if predicate_said(claim, c, s_words)]
    elif c_cues and not e_cues and not swaps:
        c_cues = [c for c in c_cues if negated_said(claim, c, s_words)]
    if e_cues and (only := only_by_exception(claim, sentence.text)) is not None:
        c_cues.append(only)
    if (len(c_cues) + len(swaps)) % 2 == len(e_cues) % 2:
        return []
    if swaps:
        return [_swap_hit(claim, best, sentence.start, swaps[0], claim_offset)]
    if c_cues:
        c_start, c_end = c_cues[0]
        value = claim[c_start:c_end]
        src_span, src_value = best.sub_span(sentence.start, sentence.end), sentence.text
        why = f"the claim is negated ({value!r}) but the source states it positively"
    else:
        c_start, c_end, value = 0, len(claim), claim
        e_start, e_end = e_cues[0]
        src_span = best.sub_span(e_start, e_end)
        src_value = best.text[e_start:e_end]
        why = f"the source negates this ({src_value!r}) but the claim states it positively"
    return [CheckHit("negation", CheckOutcome.CONTRADICTED, claim_offset + c_start,
                     claim_offset + c_end, value, src_span, src_value, why)]


#: Tokens either side of a swapped word that stand for "the part of the claim it
#: is in" (:func:`_local_swap`).
SWAP_WINDOW = 6


def _swap_hit(claim: str, passage: SourceText, offset: int, swap: OppositeSwap,
              claim_offset: int) -> CheckHit:
    """The contradiction hit of ``swap``, found in ``passage.text[offset:]``."""
    value = claim[swap.claim_start:swap.claim_end]
    a, b = offset + swap.sentence_start, offset + swap.sentence_end
    src_value = passage.text[a:b]
    if swap.kind == "frequency":
        why = (f"the claim says {value!r} where the source says another frequency of the same "
               f"thing, {src_value!r}")
    elif swap.kind == "only":
        why = f"the claim says {value!r} where the source says only {src_value!r}"
    else:
        why = f"the claim says {value!r} where the source says the opposite, {src_value!r}"
    return CheckHit("negation", CheckOutcome.CONTRADICTED, claim_offset + swap.claim_start,
                    claim_offset + swap.claim_end, value, passage.sub_span(a, b), src_value, why)


def _swaps(claim: str, sentence: str) -> list[OppositeSwap]:
    """Words of ``claim`` that ``sentence`` says otherwise: opposites, then frequencies."""
    return opposite_swaps(claim, sentence) + frequency_swaps(claim, sentence)


def _local_swap(claim: str, evidence: Sequence[SourceText],
                claim_offset: int) -> list[CheckHit]:
    """A swapped word in a part of the claim that one evidence sentence states.

    A claim of two facts ("They provide a manual energy management system ...
    and offer a 30-day trial") has no sentence that states all of it; the
    words around its swapped word ("provide a manual energy management system
    that can help") do: most of their content words are in the sentence ("a
    robust, automated energy management system"), and neither side negates
    them.
    """
    for e in evidence:
        if not may_swap(claim, e.text):
            continue
        for seg in split_sentences(e.text):
            s_words = content_words(seg.text)
            for swap in _swaps(claim, seg.text):
                part = window(claim, swap.claim_start, swap.claim_end, SWAP_WINDOW)
                theirs = window(seg.text, swap.sentence_start, swap.sentence_end, SWAP_WINDOW)
                words = content_words(part) - content_words(
                    claim[swap.claim_start:swap.claim_end])
                if (len(words) >= NEGATION_MIN_WORDS
                        and coverage(words, s_words) >= NEGATION_MIN_COVERAGE
                        and not negation_cues(part) and not negation_cues(theirs)):
                    return [_swap_hit(claim, e, seg.start, swap, claim_offset)]
    return []
