"""Named entities and proper nouns of a claim that the source never mentions.

No NER model: a proper noun is a run of capitalised words (with "of"/"de"
connectors) that is not a sentence-initial common word. A name absent from
every source is unsupported; when the aligned evidence says the same thing
about a different name in the same place ("Madrid is the capital" where the
source says "Barcelona is the capital"), it is a contradiction.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.currencies import currency_hit
from groundtrace.checks.lexicon import STOPWORDS, content_words, coverage, tokens
from groundtrace.checks.lists import swapped_item
from groundtrace.checks.name_forms import expanded_name, glued_name, name_in, present
from groundtrace.text.dates import MONTHS
from groundtrace.text.mention import Mention
from groundtrace.text.normalize import fold, fold_with_offsets

__all__ = ["EntityMention", "check_entities", "find_entities"]

_CAP = r"(?:[A-ZÁÉÍÓÚÑÜÀÈÌÒÙÇ][\w'’&.-]*[\w]|[A-Z])"
_CONNECT = r"(?:of|de|del|la|las|los|the|van|von|der|da|di|du|&)"
# Not inside a word: "iReporter" and "eBay" hold no name "Reporter" or "Bay".
_RUN = re.compile(rf"(?<!\w){_CAP}(?:\s+(?:{_CONNECT}\s+)?{_CAP})*")
# a list marker or markdown emphasis keeps a sentence's start its start: "- **Rate:** 2.1%"
_SENT_START = re.compile(r"(?:^|[.!?:;]\s+|\n\s*|[\"“(]\s*)(?:[-•+]\s+)?(?:[*_`~]+\s*)?$")
#: A period that ends a title or an initial, not a sentence: "called Mr. Smith", "J. R. Tolkien".
_ABBREVIATION_DOT = re.compile(
    r"(?<![\w.])(?:mr|mrs|ms|mx|dr|prof|sr|sra|st|mt|gen|gov|sen|rep|capt|lt|col|sgt|rev|fr"
    r"|(?-i:[A-Z]))\.\s+$", re.IGNORECASE)
#: A first word that labels what follows ("Rate: 2.1% AER", "**Fee:** 2 EUR").
_LABEL = re.compile(r"[*_`~]*\s*:")
_WEEKDAYS = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
             "lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"}
_NOT_NAMES = {
    *MONTHS, *_WEEKDAYS, "i", "i'm", "i've", "i'll", "i'd", "mr", "mrs", "ms", "dr", "sr", "sra",
    "usd", "eur", "gbp", "jpy", "chf", "mxn", "ok", "yes", "no", "correct", "please",
    "however", "also",
    "according", "note",
    "after", "before", "because", "since", "although", "while", "when", "where", "what",
    "which", "who", "how", "why", "there", "here", "then", "today", "yesterday", "tomorrow",
    "hello", "hi", "dear", "thanks", "sure", "many", "most", "several", "every", "each",
    "customers", "customer", "users", "user", "clients", "client", "you", "your",
    # a chat turn's opening words ("Yeah I loved it", "Oh I forgot", "Welcome"),
    # contracted pronouns ("She's funny.") and company suffixes ("Nike, Inc")
    "yeah", "yep", "yup", "nope", "oh", "okay", "sorry", "well", "unfortunately",
    "fortunately", "really", "welcome", "wow", "hmm", "actually", "maybe", "perhaps",
    "indeed", "absolutely", "definitely", "certainly", "honestly", "anyway", "alright",
    "another", "he's", "she's", "that's", "there's", "here's", "what's", "let's",
    "we've", "you've", "they've", "inc", "ltd", "llc", "plc", "corp",
    # words that open a time phrase ("Starting January 1", "Effective March 2027")
    "starting", "beginning", "effective", "ending", "during", "until", "following",
    "including", "excluding",
}
# Month names that end no name ("May" and "March" do: "Theresa May", "Fredric March").
_TRAILING_MONTHS = frozenset({
    "january", "february", "april", "june", "july", "august", "september", "october",
    "november", "december", "enero", "febrero", "abril", "junio", "julio", "agosto",
    "septiembre", "setiembre", "octubre", "noviembre", "diciembre"})
# A pronoun that ends no name: chat text runs sentences on ("Fran Drescher She was in both");
# not "It", which ends titles ("Make It or Break It").
_PRONOUNS = frozenset({"he", "she", "we", "they"})
_CONNECTOR_WORDS = {"of", "de", "del", "la", "las", "los", "the", "van", "von", "der", "da",
                    "di", "du", "y", "and", "&"}


@dataclass(frozen=True)
class EntityMention(Mention):
    """A run of capitalised words read as a name, with its offsets."""

    @property
    def key(self) -> str:
        return fold(self.text)

    @property
    def words(self) -> tuple[str, ...]:
        return tuple(w for w in re.findall(r"[^\W_]+", self.key)
                     if w not in _CONNECTOR_WORDS and len(w) > 1)


#: Titles and offices written before a name ("PM John Key", "Iraqi President
#: Saddam Hussein"): a source that names the person without them names them.
_TITLES = frozenset({
    "president", "vice", "pm", "prime", "minister", "premier", "governor", "gov", "senator",
    "sen", "rep", "representative", "congressman", "congresswoman", "judge", "justice",
    "chief", "general", "gen", "captain", "capt", "coach", "king", "queen", "prince",
    "princess", "pope", "sir", "lord", "lady", "dame", "professor", "prof", "doctor",
    "sheriff", "mayor", "chancellor", "ceo", "chairman", "chairwoman", "ambassador",
    "secretary", "sergeant", "sgt", "lieutenant", "lt", "colonel", "col", "commander",
    "admiral", "bishop", "archbishop", "cardinal", "rabbi", "reverend", "rev", "detective",
    "inspector", "officer", "presidente", "ministro", "ministra",
})
#: Endings of a people's or a place's adjective ("Canadian", "Iraqi", "Danish"): such a
#: first word tells one name from another ("Canadian Grand Prix" / "British Grand Prix").
_ADJECTIVE_ENDINGS = ("an", "i", "ese", "ish", "ic")


#: Generations written after a name ("Robert Downey Jr."); not a numeral, which ends
#: titles as often ("World War III", "Jurassic Park IV").
_GENERATIONS = frozenset({"jr", "sr"})


def _shorter_forms(ent: EntityMention, claim: str,
                   context: Sequence[str]) -> list[EntityMention]:
    """The name without what may stand before it: titles ("PM John Key" -> "John Key",
    "President Obama" -> "Obama"), or a capitalised first word of the sentence that is
    no name, when a name of two words or more follows ("Like Adam Gadahn",
    "Conservationist Edwin Sabuhoro"; not "Jim Constantine"), longest first; then
    without a generation after it ("Robert Downey Jr." -> "Robert Downey")."""
    spans = [(m.start(), m.end()) for m in re.finditer(r"\S+", ent.text)]
    keys = [fold(ent.text[a:b]).strip(".,'’") for a, b in spans]

    def rest(cut: int) -> int:
        while cut < len(keys) - 1 and keys[cut] in _CONNECTOR_WORDS:
            cut += 1
        return cut

    cuts = []
    last_title = max((i for i, k in enumerate(keys[:-1]) if k in _TITLES), default=None)
    if last_title is not None and any(k not in _TITLES for k in keys[last_title + 1:]):
        cuts.append(rest(last_title + 1))
    first = ent.text[spans[0][0]:spans[0][1]]
    if (len(keys) - rest(1) >= 2 and _SENT_START.search(claim[:ent.start]) is not None
            and not keys[0].endswith(_ADJECTIVE_ENDINGS)
            and not _capitalised_elsewhere(first, [claim, *context])):
        cuts.append(rest(1))
    out = [EntityMention(ent.text[spans[cut][0]:], ent.start + spans[cut][0], ent.end)
           for cut in sorted(set(cuts))]
    # and without a generation after it: "Robert Downey Jr." / "Robert Downey"
    if len(keys) >= 3 and keys[-1] in _GENERATIONS:
        end = spans[-2][1]
        out.append(EntityMention(ent.text[:end], ent.start, ent.start + end))
    return out


def _capitalised_elsewhere(word: str, texts: Sequence[str]) -> bool:
    pattern = re.compile(rf"(?<![.!?:;\n])\s+{re.escape(word)}\b")
    return any(pattern.search(t) for t in texts)


_FRAGMENT_WORDS = 3
_SENTENCE_REST = re.compile(r"(?:[^.!?]|\.(?=\d))*")  # "2.1%" ends no sentence


def _fragment(text: str, start: int) -> bool:
    """Whether the sentence starting at ``start`` is a few words naming something:
    "Madrid.", "John Smith", not an instruction ("Open the app.", "Go to Cards.")."""
    m = _SENTENCE_REST.match(text, start)
    words = (m.group(0) if m else "").split()
    return len(words) <= _FRAGMENT_WORDS and not (
        len(words) > 1 and fold(words[1]) in STOPWORDS)


_COMPOUND = re.compile(
    r"(.*[^\W_])-(?:focused|oriented|based|led|owned|born|style|like|related|backed|funded|"
    r"made|run|controlled|themed|inspired|specific|centric|friendly|free|wide|bound|era)$")


def _not_a_name_start(word: str) -> bool:
    key = fold(word).rstrip(".")
    return key in STOPWORDS or key in _NOT_NAMES or key in _CONNECTOR_WORDS


def find_entities(text: str, *, context: Sequence[str] = ()) -> list[EntityMention]:
    """Proper-noun runs in ``text``; ``context`` helps decide sentence-initial single words."""
    out: list[EntityMention] = []
    for m in _RUN.finditer(text):
        start, words = m.start(), m.group(0).split()
        before = text[:start]
        at_start = (_SENT_START.search(before) is not None
                    and _ABBREVIATION_DOT.search(before) is None)
        # Drop leading common words, titles and connectors ("The Bank of Spain" →
        # "Bank of Spain"; "Mr & Mrs" → nothing).
        while words and _not_a_name_start(words[0]):
            start = text.index(words[1], start + len(words[0])) if len(words) > 1 else m.end()
            words = words[1:]
            at_start = False
        # ... and a month after it: "Starting January" names no "January"
        while words and (fold(words[-1]) in _CONNECTOR_WORDS or fold(words[-1]) in _PRONOUNS
                         or (len(words) > 1 and fold(words[-1]) in _TRAILING_MONTHS)):
            words = words[:-1]
        if not words:
            continue
        # "Sims-focused", "Kremlin-backed": the name is the part before the hyphen.
        compound = _COMPOUND.match(words[-1])
        if compound:
            words[-1] = compound.group(1)
        phrase_end = text.index(words[-1], start) + len(words[-1])
        phrase = text[start:phrase_end]
        if len(words) == 1:
            w = words[0]
            if fold(w) in _NOT_NAMES or len(w) < 2:
                continue
            # a title's abbreviation before a name ("Sen. Elizabeth Warren")
            if _ABBREVIATION_DOT.search(text[start:phrase_end + 1] + " ") is not None:
                continue
            if at_start and _LABEL.match(text, phrase_end):
                continue
            # A capitalised first word is a name only with more evidence: it is an
            # acronym, has digits, is capitalised mid-sentence elsewhere, or is a
            # fragment answer of a few words ("Madrid.", "John Smith").
            if at_start and not (w.isupper() or any(c.isdigit() for c in w)
                                 or _capitalised_elsewhere(w, [text, *context])
                                 or _fragment(text, start)):
                continue
        out.append(EntityMention(phrase, start, phrase_end))
    return out


_INITIALS_BEFORE_NAME = re.compile(r"\.\s*[A-Z][a-z]")

#: Share of the claim's other content words the evidence must contain before a
#: different name in it counts as a swap rather than a different topic.
SWAP_MIN_COVERAGE = 0.5


#: Content words read on each side of a name, within its clause, to place it.
SLOT_WORDS = 3
# Not "?": a short answer is checked as its question plus the answer
# ("Where was the bank founded? Madrid"), and the question places the name.
# Also where two sentences run together ("... wrote LullabyLullaby has genre ..."):
# a word's lower-case end meets the next one's capital.
_CLAUSE_END = re.compile(r"[.;:!](?=\s|$)|\n|(?<=[a-z]{2})(?=[A-Z][a-z])")


def _slot(text: str, start: int, end: int, names: set[str]) -> tuple[list[str], list[str]]:
    """The content words just before and just after ``text[start:end]`` in its clause.

    Words of names (``names``) do not place a name: "Thomas Kretschmann starred
    in Prince Valiant" and "Thomas Kretschmann is also in Open Grave" share
    their subject, not the slot the film stands in; "starred" would.
    """
    before = _CLAUSE_END.split(text[:start])[-1]
    after = _CLAUSE_END.split(text[end:])[0]
    left = [w for w in tokens(before) if w not in STOPWORDS and w not in names][-SLOT_WORDS:]
    right = [w for w in tokens(after) if w not in STOPWORDS and w not in names][:SLOT_WORDS]
    return left, right


#: Words right before a name that give it its role: "written by Frank McCourt" (the
#: author) and "written in English" (the language) are not one slot. Not "of": it
#: joins a name to its kind ("the city of Lyon" stands where "in Paris" does).
_ROLE_WORDS = frozenset({
    "in", "by", "at", "on", "from", "to", "for", "with", "as", "into", "about",
    "against", "under", "near", "en", "por", "con", "para", "desde",
})


def _role(text: str, start: int) -> str | None:
    """The role word right before the name at ``start`` ("by"), or None."""
    before = tokens(_CLAUSE_END.split(text[:start])[-1])
    return before[-1] if before and before[-1] in _ROLE_WORDS else None


#: Role words of a passive verb's doer ("directed by", "dirigida por").
_AGENT_WORDS = frozenset({"by", "por"})


def _acronym(name: str) -> bool:
    letters = [c for c in name if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters)


def _same_kind(a: str, b: str) -> bool:
    """Whether two names may stand for one another: an acronym and a name with
    other initials ("CNN" and "Italian", "TV" and "Benjamin Cole") are
    different kinds of thing; "NS-CN" may stand for "Neuro-Symbolic Concept Learner"."""
    if _acronym(a) == _acronym(b):
        return True
    return a[:1].casefold() == b[:1].casefold()


def _name_words(entities: Sequence[EntityMention]) -> set[str]:
    """Words of the names, as :attr:`EntityMention.words` and as :func:`tokens` reads
    them ("Zoe's Tale" is "zoe", "tale" and "zoe's")."""
    return {w for e in entities for w in (*e.words, *tokens(e.text))}


def _same_word(a: str, b: str) -> bool:
    """Equal, or one word in two forms ("wrote" / "written" do not; "directed" / "director" do)."""
    return a == b or (len(a) >= 5 and len(b) >= 5 and a[:5] == b[:5])


def _same_slot(claim_slot: tuple[list[str], list[str]],
               other_slot: tuple[list[str], list[str]], *, by_agent: bool = False) -> bool:
    """Whether two names share a neighbouring content word on the same side.

    ``by_agent``: the other name is a passive verb's doer ("The Dark Knight is
    directed by [Christopher Nolan]"); a claim name that only follows the same
    verb is its object ("he also directed [Insomnia]"), which stands where the
    passive's subject does, so only the words after both place it.
    """
    left, right = (any(_same_word(a, b) for a in side for b in other)
                   for side, other in zip(claim_slot, other_slot, strict=True))
    return right or (left and not by_agent)


def check_entities(
    claim: str,
    evidence: Sequence[SourceText],
    sources: Sequence[SourceText],
    *,
    claim_offset: int = 0,
) -> list[CheckHit]:
    """Names of the claim absent from every source: unsupported, or contradicted when swapped."""
    hits: list[CheckHit] = []
    folded = [fold(s.text) for s in sources]
    claim_words = content_words(claim)
    entities = find_entities(claim, context=[s.text for s in evidence])
    claim_names = _name_words(entities)
    for ent in entities:
        where = present(ent, folded)
        # glued to the next word in table text, or an acronym of the source's words (not
        # a person's initials: "J.K. Rowling")
        glued = None if where is not None else (
            glued_name(ent, texts := [src.text for src in sources])
            or (None if _INITIALS_BEFORE_NAME.match(claim, ent.end)
                else expanded_name(ent, texts)))
        if glued is not None:
            where = glued[0]
        if where is None:
            for shorter in _shorter_forms(ent, claim, [e.text for e in evidence]):
                where = present(shorter, folded)
                if where is not None:
                    ent = shorter
                    break
        c_start, c_end = claim_offset + ent.start, claim_offset + ent.end
        # "Swiss francs" beside the source's "CHF" (checks.currencies)
        if where is None and (named := currency_hit(claim, ent.start, ent.end, sources,
                                                    c_start, c_end)) is not None:
            hits.append(named)
            continue
        if where is not None:
            src = sources[where]
            folded_src, index = fold_with_offsets(src.text)
            m = name_in(ent, folded_src)
            if m is not None:
                idx, size = m.start(), len(m.group(0))
            else:
                idx, size = folded_src.find(ent.key), len(ent.key)
            if glued is not None:
                _, a, b = glued
                span, value = src.sub_span(a, b), src.text[a:b]
            elif idx >= 0:
                a, b = index[idx], index[idx + size - 1] + 1
                span, value = src.sub_span(a, b), src.text[a:b]
            else:  # every word is there, not the phrase: cite the whole passage
                span, value = src.span, None
            hits.append(CheckHit("entities", CheckOutcome.SUPPORTED, c_start, c_end, ent.text,
                                 span, value, f"the source names {ent.text!r}"))
            continue
        swap = None
        rest = claim_words - set(ent.words)
        slot = _slot(claim, ent.start, ent.end, claim_names)
        role = _role(claim, ent.start)
        for e in evidence:
            e_words = content_words(e.text)
            if coverage(rest, e_words) < SWAP_MIN_COVERAGE or not rest:
                continue
            claim_folded = fold(claim)
            others = find_entities(e.text)
            e_names = _name_words(others)
            for other in others:
                their_role = _role(e.text, other.start)
                if (other.key not in claim_folded and not set(other.words) & set(ent.words)
                        and (role is None or their_role is None or role == their_role)
                        and _same_kind(ent.text, other.text)
                        and _same_slot(slot, _slot(e.text, other.start, other.end, e_names),
                                       by_agent=role is None and their_role in _AGENT_WORDS)):
                    swap = (e, other)
                    break
            if swap:
                break
        if swap is not None:
            e, other = swap
            hits.append(CheckHit(
                "entities", CheckOutcome.CONTRADICTED, c_start, c_end, ent.text,
                e.sub_span(other.start, other.end), other.text,
                f"the claim names {ent.text!r} where the source says {other.text!r}",
            ))
        else:
            hits.append(CheckHit("entities", CheckOutcome.UNSUPPORTED, c_start, c_end, ent.text,
                                 None, None, f"the source never mentions {ent.text!r}"))
    # "a marriage certificate, a divorce certificate or a birth certificate" (checks.lists)
    if (swapped := swapped_item(claim, evidence, claim_offset=claim_offset)) is not None:
        hits.append(swapped)
    return hits
