"""Opposite words: the claim says "increased" where the sentence it restates says "fell".

A claim that restates one source sentence with one word turned into its
opposite ("net interest margin was lower than Q2" beside "... 46 basis points
higher than Q2"; "help increase energy consumption" beside "reduce their
energy consumption") reads as entailed to a small verifier: every other word
matches. The negation check counts each such swap as one flip of polarity,
beside "not" and "never" (:func:`~groundtrace.checks.negation.check_negation`):
"costs did not decrease" against "costs increased" is then no contradiction.

A swap counts only where both words bear on the same words: the
:data:`NEIGHBOURHOOD` tokens after each share a content word ("lower than
Q2" / "higher than Q2"), or, where one of them ends its sentence ("sales
rose." / "sales fell."), the tokens before them do; where the words after
differ, two content words shared right before place it ("medical costs at
home are covered" / "covers medical costs abroad up to"). So "the trip comes before
the Pope arrives" is not read against "the trip comes after he helped
negotiate": that "after" orders another event.

Where one of them ends its clause and both follow a copula ("your
liability is limited to 50 EUR" / "your liability before reporting is
unlimited"), the words before the copula, its subject, are compared over
:data:`SUBJECT_TOKENS` tokens: a subject is often longer than three.

Besides the table, a word and the same word with "un" before it are
opposites ("a specified tolerance" / "an unspecified tolerance", "the album
was released" / "the unreleased album"), for words of at least
:data:`UN_MIN_STEM` letters after the "un" ("unless", "until", "under",
"unit" and the like are no such pair).

A word after "non" is the opposite of the same word that the sentence
restricts with "only" ("non-residents can open the account" / "the account
can only be opened by residents"); without "only" the two name two groups
("non-SEPA payments" beside "SEPA payments are free").

Two ways of saying how often are no opposites but cannot both hold of one
thing (:func:`frequency_swaps`): "interest is calculated monthly" beside
"interest is calculated daily and paid monthly" says another frequency of
the same verb ("calculated"); "the daily limit" beside "the monthly limit" of
the same noun.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import lru_cache

from groundtrace.checks.cutoffs import later_said
from groundtrace.checks.lexicon import STOPWORDS, same_word, token_spans, tokens
from groundtrace.checks.number_mentions import NUMBER_WORDS, UNITS

__all__ = ["FREQUENCIES", "NEIGHBOURHOOD", "OPPOSITES", "SUBJECT_TOKENS", "UN_MIN_STEM",
           "OppositeSwap", "frequency_swaps", "lemma", "may_swap", "opposite_swaps", "window"]

_PAIRS = """
    increase decrease, increase reduce, rise fall, rose fell, raise lower, gain loss,
    gain lost, profit loss, growth decline, expand shrink, expand shrank, higher lower,
    highest lowest, high low, up down, above below, more less, most least, fewer more,
    maximum minimum, max min, larger smaller, largest smallest, large small,
    bigger smaller, big small, longer shorter, long short, stronger weaker, strong weak,
    faster slower, fast slow, cheaper dearer, cheap expensive, heavier lighter,
    better worse, best worst, before after, earlier later, early late, first last,
    previous next, begin end, beginning end, began end, start finish, start end,
    open closed, open close, entry exit, arrival departure, arrive depart,
    import export, inflow outflow, deposit withdrawal, debit credit, surplus deficit,
    asset liability, buyer seller, buy sell, bought sold, lend borrow, lent borrow,
    lender borrower, win lose, won lost, win loss, winner loser, victory defeat,
    success failure, successful unsuccessful, pass fail, accept reject, approve deny,
    approve decline, approve reject, accept decline, same next, same following,
    allow prohibit, allow ban, allow forbid, include exclude, agree disagree,
    support oppose, guilty innocent, acquit convict, marry divorce, alive dead,
    present absent, permanent temporary, mandatory optional, required optional,
    voluntary mandatory, legal illegal, possible impossible, correct incorrect,
    true false, positive negative, optimistic pessimistic, manual automatic,
    manual automate, natural artificial, public private, domestic international,
    domestic foreign, internal external, inbound outbound, online offline, rural urban,
    ancient modern, minority majority, major minor, upper lower, inside outside,
    north south, east west, northern southern, eastern western, male female, men women,
    man woman, boy girl, husband wife, father mother, son daughter, brother sister,
    king queen, employer employee, ahead behind, same different, match differ,
    simple complex, easy difficult, rich poor, safe dangerous, hot cold, wet dry,
    full empty, full half, full partial, fully partially, whole half, day night,
    morning evening, over under, older younger, oldest youngest, must may,
    leave return, home abroad, gross net, fixed variable, weekday weekend,
    secured unsecured, personal business,
    summer winter, upward downward,
    forward backward, ascend descend, cooperate defect, love hate, happy sad,
    friend enemy,
    aumento reduccion, aumentar reducir, aumenta reduce, aumentan reducen, aumento redujo,
    aumentaron redujeron, aumenta disminuye, aumentan disminuyen, aumento disminuyo,
    aumentaron disminuyeron, subir bajar, sube baja, suben bajan, subio bajo,
    subieron bajaron, subira bajara, mayor menor, mayores menores, mas menos,
    maximo minimo, alto bajo, alta baja, altos bajos, altas bajas, antes despues,
    primero ultimo, primera ultima, abierto cerrado, abierta cerrada, abre cierra,
    abren cierran, publico privado, publica privada, gano perdio, ganaron perdieron,
    entrada salida, ingreso retiro, ingresos gastos, incluido excluido, incluida excluida,
    permitido prohibido, permitida prohibida, aprobado rechazado, aprobada rechazada,
    positivo negativo
"""
# No pair has a negation cue ("never", "nunca") on one side: the negation check
# counts those already, and a swap beside them would cancel the flip.
#: Each word (a base form, or an irregular one such as "rose") with its
#: opposites, folded (accents off, lower case). English inflections are found
#: by :func:`lemma` ("increased" and "increasing" are "increase"); Spanish
#: verb forms are listed as they are written.
OPPOSITES: dict[str, frozenset[str]] = {}
for _pair in _PAIRS.split(","):
    _a, _b = _pair.split()
    OPPOSITES[_a] = OPPOSITES.get(_a, frozenset()) | {_b}
    OPPOSITES[_b] = OPPOSITES.get(_b, frozenset()) | {_a}

# (suffix, what replaces it): "denied" -> "deny", "reduced" -> "reduce", "losses" -> "loss"
_SUFFIXES = (("ies", "y"), ("ied", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"),
             ("d", ""), ("ing", ""), ("ing", "e"))


def _forms(base: str) -> set[str]:
    """Every word :func:`lemma` may read as ``base``."""
    out = {base}
    for suffix, repl in _SUFFIXES:
        if base.endswith(repl):
            out.add(base[: len(base) - len(repl)] + suffix)
    out |= {base + base[-1] + "ed", base + base[-1] + "ing"}
    return out


#: Every inflected form of a word in :data:`OPPOSITES` (and some that are no
#: words): a set lookup tells a text with none of them cheaply.
_FORMS = frozenset(f for base in OPPOSITES for f in _forms(base))


def lemma(word: str) -> str:
    """``word``'s entry in :data:`OPPOSITES` ("increased" -> "increase"), else ``word``."""
    if word in OPPOSITES or word not in _FORMS:
        return word
    for suffix, repl in _SUFFIXES:
        if len(word) > len(suffix) + 2 and word.endswith(suffix):
            stem = word[: -len(suffix)]
            if stem + repl in OPPOSITES:
                return stem + repl
            if suffix in ("ed", "ing") and stem[-1] == stem[-2] and stem[:-1] in OPPOSITES:
                return stem[:-1]  # "banned" -> "ban", "acquitted" -> "acquit"
    return word


#: Letters a word must keep after "un" for the two to be opposites ("unable" /
#: "able", not "undo" / "do").
UN_MIN_STEM = 4
# Words that open with "un" without negating the rest.
_NOT_UN = frozenset(("unless", "unlike", "until", "unique", "uncle", "unanimous", "unison",
                     "unto"))
_NOT_UN_START = ("under", "unit", "union", "univers")


def _un_stem(word: str) -> str | None:
    """The word "un" negates in ``word`` ("unknown" -> "known"), else None."""
    if (word.startswith("un") and len(word) - 2 >= UN_MIN_STEM and word not in _NOT_UN
            and not word.startswith(_NOT_UN_START)):
        return word[2:]
    return None


def _is_un_pair(a: str, b: str) -> bool:
    """Whether one word is the other with "un" before it."""
    return _un_stem(a) == b or _un_stem(b) == a


#: Pairs that say one relation from its two ends ("Alice sold the car to Bob" /
#: "Bob bought the car from Alice", "A is ahead of B" / "B is behind A"): a
#: swap of these also needs the words before both to meet (the same subject).
_CONVERSES = frozenset(frozenset(p.split()) for p in (
    "buy sell", "bought sold", "lend borrow", "lent borrow", "lender borrower",
    "buyer seller", "employer employee", "husband wife", "win lose", "won lost",
    "win loss", "winner loser", "victory defeat", "import export", "inbound outbound",
    "debit credit", "asset liability", "ahead behind", "above below", "before after",
    "earlier later", "gano perdio", "ganaron perdieron", "antes despues"))

#: Tokens after (or, at a sentence's end, before) a swapped word among which
#: both sides share a content word.
NEIGHBOURHOOD = 3

# "at least 19" bounds a number; "at most" too: neither is the opposite of "more".
_FIXED = frozenset({("at", "least"), ("at", "most")})


@dataclass(frozen=True)
class OppositeSwap:
    """A word of the claim and its opposite in the sentence, with their offsets.

    ``kind`` is "opposite" (:data:`OPPOSITES`, or "un"), "only" (a "non-" group
    where the sentence says only that group) or "frequency" (:func:`frequency_swaps`).
    """

    claim_start: int
    claim_end: int
    sentence_start: int
    sentence_end: int
    kind: str = "opposite"


def _marked(words: list[str]) -> list[str]:
    """``words`` with a word after "non" read as its own word ("non-students" is not
    "students")."""
    return [f"non-{w}" if k and words[k - 1] == "non" else w for k, w in enumerate(words)]


def _after(words: list[str], at: int) -> set[str]:
    return {w for w in words[at + 1: at + 1 + NEIGHBOURHOOD] if w not in STOPWORDS}


def _before(words: list[str], at: int) -> set[str]:
    return {w for w in words[max(0, at - NEIGHBOURHOOD): at] if w not in STOPWORDS}


#: Tokens before a copula read as its subject (:func:`_subject`).
SUBJECT_TOKENS = 6
_COPULAS = frozenset({"is", "are", "was", "were", "be", "been", "remains", "remain", "stays",
                      "es", "son", "esta", "estan", "era", "fue"})


def _subject(words: list[str], at: int) -> set[str]:
    """Content words of the :data:`SUBJECT_TOKENS` tokens before the copula right before
    ``at`` ("your liability before reporting [is] unlimited"), else nothing."""
    if at == 0 or words[at - 1] not in _COPULAS:
        return set()
    return {w for w in words[max(0, at - 1 - SUBJECT_TOKENS): at - 1] if w not in STOPWORDS}


#: Tokens before a word in which an "only" restricts it ("can only be opened by [residents]").
ONLY_TOKENS = 4


def _only_group(c_words: list[str], i: int, s_words: list[str]) -> int | None:
    """Where the sentence restricts with "only" the group claim word ``i`` says with
    "non" before it ("[non-]residents" / "only ... residents"), else None."""
    if not i or c_words[i - 1] != "non":
        return None
    if any(s_words[j - 1] == "non" and same_word(w, c_words[i])
           for j, w in enumerate(s_words) if j):
        return None  # the sentence speaks of the "non-" group too
    for j, word in enumerate(s_words):
        if (same_word(word, c_words[i])
                and ("only" in s_words[max(0, j - ONLY_TOKENS): j]
                     or s_words[j + 1: j + 2] == ["only"])):
            return j
    return None


def _than(words: list[str], at: int) -> str | None:
    """What a comparative at ``at`` compares with: the first content word after a
    "than" among the next tokens ("lower than [q2]"), else None."""
    rest = words[at + 1: at + 2 + NEIGHBOURHOOD]
    if "than" not in rest and "que" not in rest:
        return None
    after = rest[rest.index("than" if "than" in rest else "que") + 1:] + words[
        at + 2 + NEIGHBOURHOOD: at + 4 + NEIGHBOURHOOD]
    return next((w for w in after if w not in STOPWORDS), "")


def _same_words(c_words: list[str], i: int, s_words: list[str], j: int) -> bool:
    """Whether claim word ``i`` and sentence word ``j`` bear on the same words.

    Comparatives must compare with the same thing: "current accounts earn a
    lower rate than savings accounts" says what "savings accounts earn a
    higher rate than current accounts" says; the two ends of one relation
    (:data:`_CONVERSES`) must also share what stands before them.
    """
    c_words, s_words = _marked(c_words), _marked(s_words)
    c_than, s_than = _than(c_words, i), _than(s_words, j)
    if (c_than is not None or s_than is not None) and c_than != s_than:
        return False
    same_before = bool(_before(c_words, i) & _before(s_words, j))
    if frozenset((lemma(c_words[i]), lemma(s_words[j]))) in _CONVERSES and not same_before:
        return False
    c_after, s_after = _after(c_words, i), _after(s_words, j)
    if c_after and s_after and c_after & s_after:
        return True
    if c_after and s_after and len(_before(c_words, i) & _before(s_words, j)) < 2:
        return False
    return same_before or bool(_subject(c_words, i) & _subject(s_words, j))


def _closeness(c_words: list[str], i: int, s_words: list[str], j: int) -> int:
    """How many words around claim word ``i`` and sentence word ``j`` the two share,
    before, after and as a copula's subject."""
    c_words, s_words = _marked(c_words), _marked(s_words)
    return (len(_before(c_words, i) & _before(s_words, j))
            + len(_after(c_words, i) & _after(s_words, j))
            + len(_subject(c_words, i) & _subject(s_words, j)))


_BOTH = frozenset({"and", "or", "nor", "y", "o", "ni"})
_NEGATORS = frozenset({"no", "not", "never", "without", "cannot", "nor", "sin", "nunca"})


def _paired(lemmas: list[str], i: int) -> bool:
    """Whether word ``i`` and one of its opposites are joined by "and"/"or" ("day or
    night", "buy and sell"): the two cover both ends, neither is said alone."""
    return any(0 <= i + 2 * step < len(lemmas) and lemmas[i + step] in _BOTH
               and lemmas[i + 2 * step] in OPPOSITES.get(lemmas[i], frozenset())
               for step in (-1, 1))


def opposite_swaps(claim: str, sentence: str) -> list[OppositeSwap]:
    """Words of ``claim`` whose opposite ``sentence`` says in the same words.

    A word counts when the sentence has one of its opposites (any inflection,
    :func:`lemma`) and not the word itself (or has it around other words than the
    opposite's, :func:`_closeness`), the claim does not have that opposite, and the
    two bear on the same words (the module's docstring).
    Each claim word counts once, first opposite in the sentence first.
    """
    if not may_swap(claim, sentence):
        return []
    c_tok = token_spans(claim)
    c_words = [t[0] for t in c_tok]
    c_lemmas = [lemma(w) for w in c_words]
    s_tok = token_spans(sentence)
    s_words = [t[0] for t in s_tok]
    s_lemmas = [lemma(w) for w in s_words]
    c_set, s_set = set(c_words), set(s_words)
    out = []
    for i, word in enumerate(c_lemmas):
        others = OPPOSITES.get(word, frozenset())
        # the sentence's word that is this one with "un" before it, or without it
        un_pair = None if c_words[i] in s_set else next(
            (w for w in (_un_stem(c_words[i]), "un" + c_words[i])
             if w is not None and w in s_set and w not in c_set
             and _is_un_pair(c_words[i], w)), None)
        only = _only_group(c_words, i, s_words)
        if only is not None:
            out.append(OppositeSwap(c_tok[i - 1][1], c_tok[i][2], s_tok[only][1],
                                    s_tok[only][2], "only"))
            continue
        if ((not others and un_pair is None) or (i and (c_words[i - 1], word) in _FIXED)
                or _paired(c_lemmas, i)):
            continue
        # the sentence's own "required" counts against a swap unless it bears on other
        # words than the opposite does ("Home insurance is required; life insurance is
        # optional" against "Life insurance is required"); a negated one ("there is no
        # entry charge") is the negation check's to weigh
        mine = [k for k, le in enumerate(s_lemmas) if le == word]
        if any(w in _NEGATORS or w.endswith(("n't", "n’t"))
               for k in mine for w in s_words[max(0, k - 3):k]):
            continue
        own = max((_closeness(c_words, i, s_words, k) for k in mine), default=None)
        for j, other in enumerate(s_lemmas):
            # the claim's own "reduce" may be the sentence's: then it is no swap ("reduce
            # energy use and increase the footprint" beside "... and reduce the footprint"
            # is one, the claim's "reduce" bearing on other words)
            table = (other in others
                     and not any(c == other and _same_words(c_words, k, s_words, j)
                                 for k, c in enumerate(c_lemmas))
                     and not (j and (s_words[j - 1], other) in _FIXED))
            prefix = un_pair is not None and s_words[j] == un_pair
            if own is not None and (table or prefix):
                table = prefix = _closeness(c_words, i, s_words, j) > own
            if (table or prefix) and _same_words(c_words, i, s_words, j):
                out.append(OppositeSwap(c_tok[i][1], c_tok[i][2], s_tok[j][1], s_tok[j][2]))
                break
    # "paid in after 4 pm" restates a cut-off's "later" clause, not its "before"
    if any(claim[o.claim_start:o.claim_end].lower() == "after" for o in out) \
            and later_said(claim, sentence):
        out = [o for o in out if claim[o.claim_start:o.claim_end].lower() != "after"]
    return out


#: Words that say how often, each with its period: "annually" and "yearly" are one.
FREQUENCIES = {
    "hourly": "hour", "daily": "day", "weekly": "week", "fortnightly": "fortnight",
    "monthly": "month", "quarterly": "quarter", "yearly": "year", "annually": "year",
    "annual": "year", "diario": "day", "diaria": "day", "diariamente": "day",
    "semanal": "week", "mensual": "month", "mensuales": "month", "mensualmente": "month",
    "trimestral": "quarter", "anual": "year", "anuales": "year", "anualmente": "year",
}


def _governor(words: list[str], at: int, step: int) -> str | None:
    """The content word right before (``step`` -1) or after (+1) the frequency word at
    ``at`` that it says how often of ("calculated [daily]", "[monthly] limit"); None
    for a stop word, a number or a unit ("10 EUR monthly" says the 10 EUR's period)."""
    k = at + step
    if not 0 <= k < len(words):
        return None
    word = words[k]
    if (word in STOPWORDS or not word.isalpha() or word in UNITS or word in FREQUENCIES
            or word in NUMBER_WORDS):
        return None
    before = words[k - 1] if k else ""
    if step < 0 and (before.isdigit() or before in NUMBER_WORDS):
        return None
    return word


def _frequencies(words: list[str]) -> list[tuple[int, str, int, str]]:
    """(position, period, side, governor) of each frequency word with a governor."""
    out = []
    for k, word in enumerate(words):
        period = FREQUENCIES.get(word)
        if period is None:
            continue
        for step in (-1, 1):
            governor = _governor(words, k, step)
            if governor is not None:
                out.append((k, period, step, governor))
    return out


def frequency_swaps(claim: str, sentence: str) -> list[OppositeSwap]:
    """Frequency words of ``claim`` where ``sentence`` says another of the same word.

    "Interest is calculated monthly" against "Interest is calculated daily and
    paid monthly": the claim's "monthly" says how often of "calculated", the
    sentence's "daily" says it of the same word on the same side, and the
    sentence never says "monthly" of it. Each claim word counts once.
    """
    c_tok, s_tok = token_spans(claim), token_spans(sentence)
    c_freq = _frequencies([t[0] for t in c_tok])
    if not c_freq:
        return []
    s_freq = _frequencies([t[0] for t in s_tok])
    out: list[OppositeSwap] = []
    done: set[int] = set()
    for i, period, step, governor in c_freq:
        if i in done:
            continue
        theirs = [(j, p) for j, p, st, g in s_freq if st == step and same_word(g, governor)]
        if theirs and all(p != period for _, p in theirs):
            j = theirs[0][0]
            done.add(i)
            out.append(OppositeSwap(c_tok[i][1], c_tok[i][2], s_tok[j][1], s_tok[j][2],
                                    "frequency"))
    return out


def may_swap(claim: str, sentence: str) -> bool:
    """A cheap test: False when :func:`opposite_swaps` and :func:`frequency_swaps` of the
    two must be empty."""
    c_words, s_words = tokens(claim), tokens(sentence)
    if any(w in FREQUENCIES for w in c_words) and any(w in FREQUENCIES for w in s_words):
        return True
    if "non" in c_words and "only" in s_words:
        return True
    if any(lemma(w) in OPPOSITES for w in c_words) and any(
            lemma(w) in OPPOSITES for w in s_words):
        return True
    c_stems = {_un_stem(w) for w in c_words} - {None}
    s_stems = {_un_stem(w) for w in s_words} - {None}
    return bool(c_stems & set(s_words) or s_stems & set(c_words))


@lru_cache(maxsize=256)
def _token_bounds(text: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The starts and the ends of ``text``'s tokens, in order: a claim with many numbers
    asks for a window around each, so it is tokenised once."""
    spans = token_spans(text)
    return tuple(a for _, a, _ in spans), tuple(b for _, _, b in spans)


def window(text: str, start: int, end: int, n: int) -> str:
    """``text`` from ``n`` tokens before ``text[start:end]`` to ``n`` tokens after it."""
    starts, ends = _token_bounds(text)
    before = bisect_right(ends, start)  # tokens that end by ``start``
    after = bisect_left(starts, end)  # the first token that starts at ``end`` or later
    lo = starts[before - n] if before >= n else 0
    hi = ends[after + n - 1] if len(starts) - after >= n else len(text)
    return text[lo:hi]
