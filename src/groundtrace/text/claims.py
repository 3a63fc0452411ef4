"""Claim extraction: the checkable assertions of a response, with offsets.

One claim per factual sentence; a compound sentence is split where both
halves assert something ("The fee is 5 EUR, and the card is free.") and the
second can be read alone (not "..., and it is charged monthly", not a limit that
a refusal before it breaks: "No, you can't pay in 250 GBP a month; the most is
200 GBP", not a case worked out after ", so": "valid for 24 months, so a card
bought in March 2026 can be used until March 2028"); greetings,
questions, headings, pure hedges and the speaker's own taste in a short
sentence ("I love that movie", not "I like that the fee is free") are
skipped, except a question that asserts its clause ("Did you know that
Tolkien wrote The Hobbit?", "Moses plays defender, right?"), whose clause is
the claim. Every claim keeps the exact offsets of its text in the response.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from groundtrace.text.dates import MONTHS
from groundtrace.text.normalize import WORD as _WORD
from groundtrace.text.questions import asserted_clause
from groundtrace.text.sentences import TextSegment, split_sentences
from groundtrace.text.subjects import (
    opening_it_read,
    question_subject,
    yes_no_statement,
    yes_no_subject_read,
)

__all__ = ["HEADING_WORDS", "REFUSAL", "SHORT_ANSWER_WORDS", "Claim", "ClaimType",
           "claim_hypotheses", "claim_types", "extract_claims", "is_heading", "is_lead_in",
           "short_answer_claim", "without_list_marker"]


class ClaimType(StrEnum):
    """What kind of assertion a claim makes (a claim may be several)."""

    ATTRIBUTION = "attribution"
    CAUSAL = "causal"
    TEMPORAL = "temporal"
    NUMERICAL = "numerical"
    FACTUAL = "factual"


@dataclass(frozen=True)
class Claim:
    """One checkable assertion: ``response[start:end] == text``.

    ``types`` is ordered most specific first; ``type`` is the first of them.
    """

    index: int
    text: str
    start: int
    end: int
    sentence_index: int
    types: tuple[ClaimType, ...]

    @property
    def type(self) -> ClaimType:
        return self.types[0]

    def to_dict(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "text": self.text,
            "start": self.start,
            "end": self.end,
            "sentence_index": self.sentence_index,
            "type": self.type.value,
            "types": [t.value for t in self.types],
        }


_I = re.IGNORECASE
_ATTRIBUTION = re.compile(
    r"\b(?:according to|said|says|stated|states|reported|reports|announced|told|claimed|"
    r"confirmed|según|dijo|afirmó|declaró|informó|anunció)\b",
    _I,
)
_CAUSAL = re.compile(
    r"\b(?:because|due to|caused|causes|cause|leads? to|led to|result(?:s|ed)? in|as a result|"
    r"therefore|consequently|thanks to|porque|debido a|causó|provocó|por lo tanto|gracias a)\b",
    _I,
)
_MONTHS = "|".join(sorted(MONTHS, key=len, reverse=True))
_TEMPORAL = re.compile(
    rf"\b(?:1[5-9]\d\d|20\d\d)s?\b|\b(?:{_MONTHS})\b|\b\d{{1,2}}[/-]\d{{1,2}}[/-]\d{{2,4}}\b|"
    r"\b(?:yesterday|today|tomorrow|ago|last (?:year|month|week)|next (?:year|month|week)|"
    r"ayer|hoy|mañana|hace \d+)\b",
    _I,
)
_NUMERIC = re.compile(
    r"\d|%|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|"
    r"hundred|thousand|million|billion|percent|dozen|uno|dos|tres|cuatro|cinco|diez|cien|"
    r"mil|millón|millones|por ciento)\b",
    _I,
)

_GREETING = re.compile(
    r"^\W*(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening)|thanks|thank you|"
    r"you'?re welcome|sure|of course|certainly|absolutely|great question|"
    r"(?:i'?d be |i would be |i'?m |i am )?(?:happy|glad) to help|"
    r"i hope (?:this|that) helps|hope (?:this|that) helps|let me know|feel free|"
    r"have a (?:nice|great|good)|best regards|kind regards|regards|sincerely|cheers|"
    r"hola|buenos días|buenas tardes|buenas noches|gracias|de nada|claro|por supuesto|"
    r"saludos|espero que (?:esto|le|te) ayude)\b",
    _I,
)
#: An affirmation that opens an answer ("Sure, the fee is waived."): it is
#: left off and the rest of the sentence judged on its own, so a fact after
#: "Sure," is still a claim.
_AFFIRMATION = re.compile(
    r"^\W*(?:sure|of course|certainly|absolutely|claro|por supuesto)\b[\s,!.:;\u2014-]*", _I)
#: Closing formulas: an offer of further help asserts nothing about the
#: source however long it runs ("Let me know if there is anything else I can
#: do for you today!"). One that carries a number ("feel free to call 900 100
#: 200") stays a claim, so its number is still checked.
_CLOSING = re.compile(
    r"^\W*(?:let me know|feel free|(?:please )?(?:do not|don'?t) hesitate|"
    # a referral: "Please contact your branch for SWIFT fees", "call us" (no number);
    # not an instruction ("Contact your branch to open a Premium account")
    r"(?:for (?:more|further|other) (?:information|details|help),?\s*)?(?:please )?"
    r"(?:contact|call|reach out to|get in touch with|speak (?:to|with)|ask) (?:us|(?:(?:our|"
    r"your|the|a|an) )?(?:local |nearest )?(?:branch|bank|customer (?:service|support|care)|"
    r"support|service desk|team|helpline|hotline|advis[oe]r|relationship manager))"
    r"(?=\s*(?:[.!,;]|$)|\s+(?:for|about|regarding|with|if)\b)|"
    r"(?:i )?hope (?:this|that) helps|if you have any (?:other |more |further )?questions|"
    r"have a (?:nice|great|good)|no dude(?:s)? en|si (?:tiene|tienes) (?:alguna )?(?:otra )?"
    r"(?:pregunta|duda)|espero que (?:esto|le|te) ayude)\b",
    _I,
)
_HEDGE = re.compile(
    r"^\W*(?:i(?:'m| am) not (?:sure|certain)|i do(?:n'?t| not) know|i can(?:'?t|not) "
    r"(?:say|confirm|tell|answer)|i(?:'m| am) unable to|it depends|maybe|perhaps|possibly|"
    r"no (?:lo )?sé|no estoy seguro|depende)\b",
    _I,
)
#: The speaker's own taste: "I love that movie", "I'm not much into basketball", "I
#: really enjoy it". It says something of the speaker, nothing of a source. Not "we":
#: a bank's "We prefer to contact you by email" is its policy.
_OPINION = re.compile(
    r"^\W*i\s+(?:(?:really|also|just|personally|absolutely|truly|do|don'?t|do not)\s+)*"
    r"(?:like|love|enjoy|prefer|hate|adore|dislike|agree)\b|"
    r"^\W*(?:i'?m|i am)\s+(?:not\s+)?(?:(?:really|very|that|so|much)\s+)*"
    r"(?:into|(?:a\s+)?(?:(?:big|huge|great)\s+)?fans?)\b", _I)
_HEADING = re.compile(r"^\s*#{1,6}\s")
#: An answer that says it cannot answer ("I'm sorry, I don't have information
#: about ATM fees", "The document does not say"): it asserts nothing about the
#: source's content, however long. What a policy does not cover or include is
#: a claim about it, not a refusal.
_REFUSAL = re.compile(
    r"^\W*(?:(?:i'?m |i am )?(?:sorry|afraid)\b[,.!]?\s*(?:but\s+)?|unfortunately,?\s*)?"
    r"(?:i (?:do not|don'?t|cannot|can'?t|could not|couldn'?t) (?:have|find|see|locate) "
    r"(?:any |the |enough |specific |more |that )?(?:information|details?|data|mention|"
    r"answer|record)s?\b|"
    r"i (?:cannot|can'?t|could not|couldn'?t) (?:answer|confirm|tell|say)\b|"
    r"i (?:cannot|can'?t|could not|couldn'?t) find\b.*\b(?:in|within) (?:the|our|your|these|"
    r"my|this) (?:document|source|faq|context|policy|text|record|file)s?\b|"
    r"the information (?:i have|available|provided|given|i was given) (?:does|do|did) ?"
    r"(?:not|n'?t) (?:cover|include|mention|say|specify|address)\b|"
    r"i have no (?:information|data|details)\b|"
    r"there (?:is|'s) no (?:information|mention|data|details?)\b|"
    r"(?:the |this )?(?:source|document|context|faq|text|passage|information)s? "
    r"(?:provided |given )?(?:does|do|did) ?(?:not|n'?t) (?:say|mention|specify|state|"
    r"address)\b|"
    r"(?:lo siento,?\s*)?no (?:tengo|dispongo de|encuentro) (?:información|datos)\b|"
    r"(?:el|la) (?:documento|fuente|texto) no (?:dice|menciona|indica)\b)",
    _I,
)
#: A markdown table row, and the rule under a table's header ("|---|:--:|").
_TABLE_ROW = re.compile(r"^\s*\|(.*)\|\s*$")
_TABLE_RULE = re.compile(r"^\s*\|?(?:\s*:?-{2,}:?\s*\|)+\s*:?-{0,}:?\s*\|?\s*$", re.MULTILINE)
#: A sentence that only leads into a list or table ("Here are the fees:").
_LEAD_IN = re.compile(r":\s*$")
#: One that announces what follows ("Here is a summary of the fees.", "Below are
#: the details.") or restates the question ("You asked about branch transfers."): no
#: claim when short and without a number.
_ANNOUNCES = re.compile(r"^\W*(?:here(?:'s|’s| is| are)|below (?:is|are)|you (?:asked|(?:are|"
                        r"'re|’re) asking|wanted to know|want to know|were wondering)|"
                        r"thanks? (?:you )?for (?:asking|your question))\b", _I)
_ANNOUNCE_WORDS = 10
_LIST_MARKER = re.compile(r"^(?:[-*•·+]\s+|\d{1,3}[.)]\s+|[a-zA-Z][.)]\s+)")
# Where a compound sentence may split; the conjunction belongs to neither half.
_SPLIT = re.compile(
    r";\s+|,\s+(?:and|but|while|whereas|although|yet|so|y|pero|aunque|mientras que)\s+|"
    r"\s+(?:but|whereas|pero)\s+",
    _I,
)
# A half "asserts something" when it has a finite verb; a small closed list of
# auxiliaries and frequent verbs plus past participles catches most of them.
_VERB = re.compile(
    r"\b(?:is|are|was|were|be|been|has|have|had|will|would|can|could|may|might|must|shall|"
    r"should|does|do|did|costs?|pays?|paid|charges?|offers?|includes?|requires?|applies|"
    r"apply|takes?|took|gets?|got|makes?|made|gives?|gave|allows?|means|remains?|became|"
    r"becomes?|contains?|provides?|lasts?|opens?|closes?|lives?|works?|holds?|"
    r"es|son|fue|fueron|era|eran|está|están|estaba|ha|han|había|tiene|tienen|tuvo|cuesta|"
    r"cuestan|paga|pagó|incluye|permite|puede|pueden|debe|deben|será|serán)\b|\b\w{3,}ed\b",
    _I,
)
_MIN_HALF_WORDS = 3
# A second half that opens by pointing back at the first ("..., and it is free",
# "...; before that the fee is 0.25%") cannot be checked on its own: the
# verifier would read "it" or "that" with nothing to resolve it against, so the
# sentence stays one claim.
_REFERS_BACK = re.compile(
    r"(?:(?:before|after|until|since|besides|unlike|like|except)\s+(?:that|this|then|it|them)|"
    r"then|thereafter|afterwards|otherwise|this|that|these|those|such|it|its|they|them|their|"
    r"he|him|his|she|her|which|whose|"
    # "..., and neither does blocking a lost one": the half says what the first said
    r"(?:neither|nor)\s+(?:do|does|did|is|are|was|were|can|will|has|have)|"
    r"esto|eso|ello|antes de eso|después de eso|entonces|este|esta|estos|estas|ese|esa|esos|"
    r"esas|su|sus)\b",
    _I,
)
#: What turns a case down: a negation, "declined", "too small", "too young" (``too``: the
#: word after "too"). :mod:`groundtrace.checks.limit_refusal` reads refusals with it too.
REFUSAL = re.compile(
    r"(?<!\w)(?:can(?:no|['’])t|cannot|not|\w+n['’]t|ineligible|declined?|refused?|"
    r"rejected|too\s+(?P<too>small|low|little|few|young|short|early|large|high|much|many|"
    r"big|old|long|late))(?!\w)", _I)
# A half that turns a case down ("No, you can't pay in 250 GBP a month") and one that
# gives the numeric limit it breaks ("; the most you can save each month is 200 GBP",
# "; you need to be at least 16") are one claim: the refusal is checked against the
# limit (checks.limit_refusal), and neither reads true alone.
_LIMIT_HALF = re.compile(
    r"(?:(?:the|your|its|our|their)\s+)?(?:[^\W\d_]+\s+){0,3}?(?:minimum|maximum|most|least|"
    r"highest|lowest|largest|smallest|limit|cap)\b|(?:you|applicants?|customers?|it|they|"
    r"each\s+\w+)\s+(?:need|needs|must|have\s+to|has\s+to)\s+(?:to\s+)?(?:be\s+)?"
    r"(?:at\s+least|at\s+most|under|over|below|above|aged|between)\b", _I)
_DIGIT = re.compile(r"\d")
# "..., so" between two halves with numbers works the second out of the first ("The card
# is valid for 24 months from purchase, so a card bought in March 2026 can be used until
# March 2028"): the second alone states a case no source states.
_SO = re.compile(r",\s+so\s+", _I)
#: A response of at most this many words with no sentence-level claim ("Paris",
#: "John Smith", "In 1998") is a short answer: it asserts something only
#: together with the question.
SHORT_ANSWER_WORDS = 8


def claim_types(text: str) -> tuple[ClaimType, ...]:
    """The types a claim text carries, most specific first (``FACTUAL`` when none)."""
    found = []
    if _ATTRIBUTION.search(text):
        found.append(ClaimType.ATTRIBUTION)
    if _CAUSAL.search(text):
        found.append(ClaimType.CAUSAL)
    if _TEMPORAL.search(text):
        found.append(ClaimType.TEMPORAL)
    if _NUMERIC.search(text):
        found.append(ClaimType.NUMERICAL)
    return tuple(found) or (ClaimType.FACTUAL,)


def _n_words(text: str) -> int:
    return len(_WORD.findall(text))


#: Most words of a passage read as a heading when it has no verb ("Personal loans.").
HEADING_WORDS = 4


# What makes a few verbless words a statement: a number, a value after a colon, a negation
# ("Fees: 2.50 EUR.", "Overdraft: not allowed.").
_STATES = re.compile(r"\d|:\s*\w|\b(?:not|no|never|none|nothing|free)\b", _I)


def is_heading(text: str) -> bool:
    """Whether ``text`` only names a topic: a few words, no verb, no number, no value
    after a colon and no negation ("Personal loans.", "## Fees", "International
    payments:"). It states nothing a claim could contradict."""
    return (_n_words(text) <= HEADING_WORDS and _VERB.search(text) is None
            and _STATES.search(text) is None)


def is_lead_in(sentence: str) -> bool:
    """Whether ``sentence`` only leads into a list or table ("Here's how it works:")."""
    return _LEAD_IN.search(sentence.strip()) is not None


def without_list_marker(sentence: str) -> str:
    """``sentence`` without the bullet or number that opens a list item ("2. ", "- ")."""
    marker = _LIST_MARKER.match(sentence.lstrip())
    return sentence.lstrip()[marker.end():] if marker else sentence


def is_courtesy(sentence: str) -> bool:
    """True for a greeting, closing formula, referral or refusal that carries no number.

    "Hi! Thanks for reaching out.", "Let me know if there is anything else
    I can do for you today!", "Please contact your branch." and "I don't have
    information about SWIFT fees." say nothing about the source; "Feel free
    to call 900 100 200" and "Sure, the fee is waived" do. A greeting counts
    only up to 12 words (a longer one usually goes on to the answer itself).
    """
    stripped = sentence.strip()
    if _NUMERIC.search(stripped):
        return False
    if _REFUSAL.match(stripped):
        return True
    affirmation = _AFFIRMATION.match(stripped)
    if affirmation:
        stripped = stripped[affirmation.end():]
        if _n_words(stripped) < 2:
            return True
    return bool(_CLOSING.match(stripped)) or bool(
        _GREETING.match(stripped) and _n_words(stripped) <= 12)


def _is_claim(text: str) -> bool:
    """False for questions, headings, lead-ins to a list, announcements of what
    follows, greetings, closing formulas, hedges, refusals and one-word replies."""
    stripped = text.strip()
    if stripped.endswith("?") or stripped.endswith("¿") or stripped.startswith("¿"):
        return False
    if _HEADING.match(text) or is_lead_in(stripped) or _REFUSAL.match(stripped):
        return False
    words = _n_words(stripped)
    if words < 2:
        return False
    if (_ANNOUNCES.match(stripped) and words <= _ANNOUNCE_WORDS
            and not _NUMERIC.search(stripped)):
        return False
    if _CLOSING.match(stripped):
        return bool(_NUMERIC.search(stripped))
    if _GREETING.match(stripped) and words <= 12:
        return False
    return not (_HEDGE.match(stripped) and words <= 8)


# A clause inside the taste: "I agree with you that the card is free", "because it is".
_CLAUSE_INSIDE = re.compile(
    r"\b(?:that|how|when|because|since|if|as|why)\s+(?:the|it|its|this|these|there|you|your|"
    r"we|they|he|she|his|her|a|an|our)\b", _I)
# A second clause: "I agree, the card is free".
_CLAUSE_MARK = re.compile(r"[,;:\u2014]")
#: Most words of a sentence read as the speaker's taste alone.
_TASTE_WORDS = 10


def _is_taste(text: str) -> bool:
    """A short sentence of the speaker's own taste and nothing else: no number, no
    second clause ("I agree, the card is free" asserts the card is free). Only a
    claim of a reply is dropped for it; a reply of taste alone is still read with its
    question (:func:`short_answer_claim`): it answers nothing from the source."""
    return (_OPINION.match(text) is not None and _n_words(text) <= _TASTE_WORDS
            and not _NUMERIC.search(text) and not _CLAUSE_MARK.search(text)
            and not _CLAUSE_INSIDE.search(text))


def _halves(text: str) -> list[tuple[int, int]]:
    """Offsets (within ``text``) of the parts a compound sentence splits into."""
    parts: list[tuple[int, int]] = []
    start = 0
    for m in _SPLIT.finditer(text):
        left, right = text[start : m.start()], text[m.end() :]
        if (
            _n_words(left) >= _MIN_HALF_WORDS
            and _n_words(right) >= _MIN_HALF_WORDS
            and _VERB.search(left)
            and _VERB.search(right)
            and not _REFERS_BACK.match(right)
            and not (REFUSAL.search(left) and _LIMIT_HALF.match(right) and _DIGIT.search(right))
            and not (_SO.fullmatch(m.group(0)) and _DIGIT.search(left) and _DIGIT.search(right))
        ):
            parts.append((start, m.start()))
            start = m.end()
    parts.append((start, len(text)))
    return parts


def extract_claims(
    response: str,
    *,
    language: str = "en",
    sentences: list[TextSegment] | None = None,
) -> list[Claim]:
    """Split a response into claims with offsets into ``response``.

    Args:
        response: the answer text.
        language: the sentence splitter's language (see ``split_sentences``).
        sentences: the response's sentences if already split (saves a pass).

    Returns:
        Claims in order; ``response[c.start:c.end] == c.text`` for each.
    """
    segs = split_sentences(response, language=language) if sentences is None else sentences
    claims: list[Claim] = []
    for s_index, seg in enumerate(segs):
        marker = _LIST_MARKER.match(seg.text)
        offset = marker.end() if marker else 0
        affirmation = _AFFIRMATION.match(seg.text[offset:])
        if affirmation:
            offset += affirmation.end()
        body = seg.text[offset:]
        if _TABLE_RULE.search(body):
            continue  # a table's header row: it names the columns, it asserts nothing
        clause = asserted_clause(body)
        if clause is not None:
            offset += clause[0]
            body = body[clause[0]:clause[1]]
        if not _is_claim(body):
            continue
        for h_start, h_end in _halves(body):
            a, b = seg.start + offset + h_start, seg.start + offset + h_end
            while a < b and response[a].isspace():
                a += 1
            while b > a and (response[b - 1].isspace() or response[b - 1] in ",;"):
                b -= 1
            text = response[a:b]
            if _n_words(text) < 2 or _is_taste(text):
                continue
            claims.append(Claim(len(claims), text, a, b, s_index, claim_types(text)))
    return claims


def short_answer_claim(response: str, question: str | None) -> Claim | None:
    """The whole response as one claim when it is a short answer to ``question``.

    Returns None without a question, for long responses, and for questions,
    greetings and hedges. The verifier should then see the question and the
    answer together (see ``verify``), since "Paris" alone asserts nothing.
    """
    if not question or not question.strip():
        return None
    start, end = 0, len(response)
    while start < end and response[start].isspace():
        start += 1
    while end > start and response[end - 1].isspace():
        end -= 1
    text = response[start:end]
    words = _n_words(text)
    if not 1 <= words <= SHORT_ANSWER_WORDS or text.endswith("?") or _HEADING.match(text):
        return None
    if _GREETING.match(text) or _HEDGE.match(text) or _REFUSAL.match(text):
        return None
    if _CLOSING.match(text) and not _NUMERIC.search(text):
        return None
    return Claim(0, text, start, end, 0, claim_types(text))


def _cells(row: str) -> list[str]:
    m = _TABLE_ROW.match(row)
    return [c.strip() for c in m.group(1).split("|")] if m else []


def claim_hypotheses(response: str, claims: list[Claim], question: str | None = None, *,
                     sources: str = "", short: bool = False) -> list[str]:
    """What the verifier reads for each claim: its text, or for a markdown table
    row its cells under their column names ("| Branch | 2.50 EUR |" under
    "| Transfer | Fee |" reads "Transfer: Branch. Fee: 2.50 EUR."), since a row
    alone does not say what its values are.

    An answer's first claim may need ``question`` (:mod:`groundtrace.text.subjects`):
    a bare yes or no states the question's clause, or its negation (its subject
    found in ``sources``, the source texts); an opening "It" reads the thing the
    question asks about in its place; a ``short`` answer ("Paris",
    :func:`short_answer_claim`) asserts nothing alone and is read after its question.
    """
    out = []
    subject = question_subject(question)
    for k, claim in enumerate(claims):
        said = None
        if k == 0 and not response[:claim.start].strip():
            said = (yes_no_statement(question, claim.text, sources)
                    or yes_no_subject_read(question, claim.text, sources))
            if said is None and subject is not None:
                said = opening_it_read(claim.text, subject)
            if said is None and short:
                said = f"{(question or '').strip()} {claim.text}"
        if said is not None:
            out.append(said)
            continue
        cells = _cells(claim.text)
        header = None
        if cells:
            rules = list(_TABLE_RULE.finditer(response, 0, claim.start))
            if rules:
                above = response[:rules[-1].start()].rstrip("\n").rsplit("\n", 1)[-1]
                header = _cells(above)
        if cells and header and len(header) == len(cells):
            out.append(" ".join(f"{h}: {c}." if h else f"{c}."
                                for h, c in zip(header, cells, strict=True) if c))
        else:
            out.append(claim.text)
    return out
