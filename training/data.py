"""Pure-Python training data for the groundtrace verifier (no torch here).

Three kinds of (evidence, claim, label) pairs are built:

* NLI / fact-verification pairs from ``shared/nli`` (read as they are);
* pairs from the "fit" rows of ``shared/data/dev`` (response level, and
  sentence level where the unsupported sentence can be located safely);
* rule-made negatives in the style of FactCC (Kryscinski et al. 2020): an
  entity, number or date swapped for another one of the same source, a
  negation inserted or removed, a pronoun swapped, or a sentence taken from
  another document.

Everything is deterministic given a ``random.Random`` seed, so that the mixed
training set can be hashed and rebuilt bit for bit.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from groundtrace.claims.reading import aligned_claim
from groundtrace.retrieval.bm25 import BM25
from groundtrace.retrieval.windows import build_chunks
from groundtrace.sources.document import Document
from groundtrace.text.claims import extract_claims, short_answer_claim
from groundtrace.text.sentences import split_sentences as gt_split_sentences

#: Label order of the verifier head; the runtime reads it from config.json.
LABELS = ("entailed", "neutral", "contradicted")
ENTAILED, NEUTRAL, CONTRADICTED = 0, 1, 2
NLI_LABEL = {"entailment": ENTAILED, "neutral": NEUTRAL, "contradiction": CONTRADICTED}

#: Sources with a BIG-bench canary: trained on, never reported on.
CANARY_SOURCES = frozenset({"vitaminc", "bb_presuppositions", "bb_epistemic"})

@dataclass(frozen=True)
class Pair:
    """One training or evaluation example: evidence, claim and a label index."""

    premise: str
    hypothesis: str
    label: int
    source: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-safe form, with the label as text."""
        return {
            "premise": self.premise,
            "hypothesis": self.hypothesis,
            "label": LABELS[self.label],
            "source": self.source,
        }


# ---------------------------------------------------------------- text units
#
# Sentences, claims, retrieval units and lexical evidence selection are the
# shipped claim layer's own (``groundtrace.text``, ``groundtrace.retrieval``):
# the verifier is trained on the (evidence, claim) pairs the product shows it.

_WORD = re.compile(r"[A-Za-z0-9]+")
_STOP = frozenset(
    [
        "a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "and", "or", "but", "is",
        "are", "was", "were", "be", "been", "it", "its", "this", "that", "with", "as", "from",
        "he", "she", "they", "his", "her", "their", "i", "you", "we", "not",
    ]
)


def _content_words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text)} - _STOP


def split_sentences(text: str) -> list[str]:
    """The product's sentence splitter (``groundtrace.text.sentences``), as strings."""
    return [s.text for s in gt_split_sentences(text)]


def evidence_units(context: str) -> list[str]:
    """The product's retrieval units of a context: sentences and 2-sentence windows."""
    if not context.strip():
        return []
    return [c.text for c in build_chunks(Document.from_text(context))]


def best_units(context: str, claim: str, k: int = 1) -> list[str]:
    """The ``k`` units of ``context`` that the product's BM25 ranks first for ``claim``.

    The product fuses BM25 with embedding similarity; the lexical half is
    used here so that building the training set needs no encoder. Ties keep
    document order.
    """
    units = evidence_units(context)
    if not units:
        return [context]
    scores = BM25(units).scores(claim)
    order = sorted(range(len(units)), key=lambda i: (-float(scores[i]), i))
    return [units[i] for i in order[:k]]


def claim_sentences(row: dict[str, Any]) -> list[str]:
    """The hypotheses the product verifies for a row's response.

    Claims from ``extract_claims``; a response with none that is a short
    answer is verified as "question answer", as ``verify_batch`` does.
    """
    response = str(row["response"])
    claims = [c.text for c in extract_claims(response)]
    if claims:
        return claims
    short = short_answer_claim(response, row.get("question"))
    if short is not None:
        return [f"{str(row.get('question') or '').strip()} {short.text}"]
    return []


# ------------------------------------------------------------- NLI sources


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """Read a JSON Lines file into a list of objects."""
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def load_nli(root: Path, split: str, sources: Iterable[str]) -> list[Pair]:
    """Pairs of ``root/<source>/<split>.jsonl`` for each source, labels mapped to indices."""
    out = []
    for source in sources:
        for obj in read_jsonl(root / source / f"{split}.jsonl"):
            out.append(
                Pair(obj["premise"], obj["hypothesis"], NLI_LABEL[obj["label"]], source)
            )
    return out


# ------------------------------------------------ FactCC-style perturbations

_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*(?![\w])")
_YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")
_MONTH = re.compile(
    r"\b(January|February|March|April|May|June|July|August|September|October|November|December)\b"
)
# Runs of capitalised words not at the start of the text: a cheap stand-in for NER.
_ENTITY = re.compile(
    r"(?<=[a-z,;:] )(?:[A-Z][\w'\-]*[^\W\d_])(?: (?:of |de |the )?[A-Z][\w'\-]*[^\W\d_])*(?!\w)"
)
_AUX = re.compile(
    r"\b(is|are|was|were|has|have|had|can|will|would|should|could|does|did|do|may|might|must)\b "
    r"(?!not\b|n't\b|never\b)"
)
_NEG = re.compile(r"\b(is|are|was|were|has|have|had|can|will|would|should|could|does|did|do)"
                  r"(?: not|n't)\b")
_PRONOUNS = {"he": "she", "she": "he", "him": "her", "his": "her", "her": "his",
             "himself": "herself", "herself": "himself"}
_PRONOUN = re.compile(r"\b(" + "|".join(_PRONOUNS) + r")\b", re.IGNORECASE)


def _swap_from_source(
    claim: str, source: str, pattern: re.Pattern[str], rng: random.Random
) -> str | None:
    """Replace one match of ``pattern`` in the claim by a different match from the source."""
    found = list(pattern.finditer(claim))
    if not found:
        return None
    in_claim = {m.group(0) for m in found}
    pool = sorted({m.group(0) for m in pattern.finditer(source)} - in_claim)
    if not pool:
        return None
    target = rng.choice(found)
    new = rng.choice(pool)
    return claim[: target.start()] + new + claim[target.end():]


def swap_number(claim: str, source: str, rng: random.Random) -> str | None:
    """Swap a number of the claim for another number found in the source."""
    return _swap_from_source(claim, source, _NUMBER, rng)


def swap_date(claim: str, source: str, rng: random.Random) -> str | None:
    """Swap a year or month name of the claim for another one found in the source."""
    for pattern in rng.sample([_YEAR, _MONTH], 2):
        out = _swap_from_source(claim, source, pattern, rng)
        if out is not None:
            return out
    return None


def swap_entity(claim: str, source: str, rng: random.Random) -> str | None:
    """Swap a capitalised name of the claim for another name found in the source."""
    found = list(_ENTITY.finditer(claim))
    if not found:
        return None
    lowered = claim.lower()
    pool = sorted(
        {m.group(0) for m in _ENTITY.finditer(source)}
        - {m.group(0) for m in found}
    )
    # A name that is already part of the claim would not change what it says.
    pool = [p for p in pool if p.lower() not in lowered]
    if not pool:
        return None
    target = rng.choice(found)
    return claim[: target.start()] + rng.choice(pool) + claim[target.end():]


def toggle_negation(claim: str, rng: random.Random) -> str | None:
    """Remove a negation if the claim has one, otherwise insert ``not`` after an auxiliary."""
    negs = list(_NEG.finditer(claim))
    if negs:
        m = rng.choice(negs)
        return claim[: m.start()] + m.group(1) + claim[m.end():]
    auxes = list(_AUX.finditer(claim))
    if not auxes:
        return None
    m = rng.choice(auxes)
    return claim[: m.start()] + f"{m.group(1)} not " + claim[m.end():]


def swap_pronoun(claim: str, rng: random.Random) -> str | None:
    """Swap one gendered pronoun for its counterpart (he/she, his/her, ...)."""
    found = list(_PRONOUN.finditer(claim))
    if not found:
        return None
    m = rng.choice(found)
    word = m.group(0)
    new = _PRONOUNS[word.lower()]
    if word[0].isupper():
        new = new.capitalize()
    return claim[: m.start()] + new + claim[m.end():]


_ANTONYM_PAIRS = (
    ("increase", "decrease"), ("increased", "decreased"), ("increases", "decreases"),
    ("higher", "lower"), ("more", "less"), ("before", "after"), ("above", "below"),
    ("earlier", "later"), ("maximum", "minimum"), ("first", "last"), ("won", "lost"),
    ("win", "lose"), ("open", "closed"), ("allowed", "prohibited"), ("accepted", "rejected"),
    ("approved", "denied"), ("always", "never"), ("largest", "smallest"), ("most", "least"),
    ("older", "younger"), ("oldest", "youngest"), ("north", "south"), ("east", "west"),
    ("rise", "fall"), ("rose", "fell"), ("gained", "lost"), ("buy", "sell"), ("bought", "sold"),
    ("early", "late"), ("male", "female"), ("husband", "wife"), ("father", "mother"),
    ("son", "daughter"), ("brother", "sister"), ("inside", "outside"), ("start", "end"),
    ("entered", "left"), ("included", "excluded"), ("success", "failure"),
    ("successful", "unsuccessful"), ("possible", "impossible"), ("legal", "illegal"),
    ("with", "without"), ("domestic", "international"), ("public", "private"),
)
_ANTONYM = {a: b for a, b in _ANTONYM_PAIRS} | {b: a for a, b in _ANTONYM_PAIRS}
_ANTONYM_RE = re.compile(r"\b(" + "|".join(sorted(_ANTONYM, key=len, reverse=True)) + r")\b",
                         re.IGNORECASE)
_UNIT_GROUPS = (
    ("seconds", "minutes", "hours", "days", "weeks", "months", "years"),
    ("second", "minute", "hour", "day", "week", "month", "year"),
    ("millimetres", "centimetres", "metres", "kilometres", "miles"),
    ("grams", "kilograms", "tonnes", "pounds"),
    ("dollars", "euros", "pounds", "yen"),
    ("thousand", "million", "billion"),
    ("percent", "percentage points"),
)
_UNIT_RE = re.compile(
    r"(?<=\d )(" + "|".join(sorted({u for g in _UNIT_GROUPS for u in g}, key=len, reverse=True))
    + r")\b"
)
_QUALIFIER = re.compile(
    r"\b(?:(?:up to|at least|at most|more than|less than|fewer than|nearly|almost|about|"
    r"approximately|around|over|under) (?=\d)|(?:only|possibly|probably|likely|reportedly|"
    r"allegedly|partly|partially|sometimes|usually|often) (?=\w))",
    re.IGNORECASE,
)


def _swap_from_table(claim: str, pattern: re.Pattern[str], table: dict[str, str],
                     rng: random.Random) -> str | None:
    """One match of ``pattern`` replaced by its entry in ``table`` (case kept)."""
    found = list(pattern.finditer(claim))
    if not found:
        return None
    m = rng.choice(found)
    word = m.group(0)
    return claim[: m.start()] + _recase(word, table[word.lower()]) + claim[m.end():]


def swap_antonym(claim: str, rng: random.Random) -> str | None:
    """One word replaced by its opposite (higher/lower, before/after, won/lost, ...)."""
    return _swap_from_table(claim, _ANTONYM_RE, _ANTONYM, rng)


def swap_unit(claim: str, rng: random.Random) -> str | None:
    """The unit after a number replaced by another of its kind (days -> weeks, ...)."""
    found = list(_UNIT_RE.finditer(claim))
    if not found:
        return None
    m = rng.choice(found)
    group = next(g for g in _UNIT_GROUPS if m.group(0) in g)
    new = rng.choice([u for u in group if u != m.group(0)])
    return claim[: m.start()] + new + claim[m.end():]


#: A whole run of capitalised words, at the start of the text too (role swaps need
#: whole names: "Acme Bank", not its second word).
_NAME_RUN = re.compile(
    r"(?<![\w'\-])(?:[A-Z][\w'\-]*[^\W\d_])(?: (?:of |de |the )?[A-Z][\w'\-]*[^\W\d_])*(?![\w'\-])"
)


def _names(claim: str) -> list[re.Match[str]]:
    """Name runs of the claim, without a sentence-initial function word ("The", "She")."""
    out = []
    for m in _NAME_RUN.finditer(claim):
        if m.group(0).split(" ", 1)[0].lower() in _STOP | {"in", "after", "before", "also"}:
            continue
        out.append(m)
    return out


def swap_roles(claim: str, rng: random.Random) -> str | None:
    """Two different whole names of the claim exchanged ("A beat B" -> "B beat A")."""
    found = _names(claim)
    names = sorted({m.group(0) for m in found})
    if len(names) < 2:
        return None
    first, second = rng.sample(names, 2)
    a = next(m for m in found if m.group(0) == first)
    b = next(m for m in found if m.group(0) == second)
    lo, hi = (a, b) if a.start() < b.start() else (b, a)
    return (claim[: lo.start()] + hi.group(0) + claim[lo.end(): hi.start()] + lo.group(0)
            + claim[hi.end():])


def drop_qualifier(claim: str, rng: random.Random) -> str | None:
    """A hedge or bound removed ("up to 5 days" -> "5 days"): the claim says more."""
    found = list(_QUALIFIER.finditer(claim))
    if not found:
        return None
    m = rng.choice(found)
    out = claim[: m.start()] + claim[m.end():]
    return out[0].upper() + out[1:] if m.start() == 0 and out else out


#: Perturbation name -> (function(claim, source, rng), label of the result).
PERTURBATIONS: dict[str, tuple[Callable[[str, str, random.Random], str | None], int]] = {
    "entity_swap": (swap_entity, CONTRADICTED),
    "number_swap": (swap_number, CONTRADICTED),
    "date_swap": (swap_date, CONTRADICTED),
    "negation": (lambda c, s, r: toggle_negation(c, r), CONTRADICTED),
    "pronoun_swap": (lambda c, s, r: swap_pronoun(c, r), CONTRADICTED),
    "antonym": (lambda c, s, r: swap_antonym(c, r), CONTRADICTED),
    "unit_swap": (lambda c, s, r: swap_unit(c, r), CONTRADICTED),
    "role_swap": (lambda c, s, r: swap_roles(c, r), CONTRADICTED),
    "drop_qualifier": (lambda c, s, r: drop_qualifier(c, r), NEUTRAL),
}


def perturb(
    premise: str, claim: str, rng: random.Random, source: str = "factcc"
) -> Pair | None:
    """One FactCC-style negative of a grounded (premise, claim) pair, or None if no rule applies.

    Rules are tried in a random order; the first that changes the claim wins.
    """
    names = list(PERTURBATIONS)
    rng.shuffle(names)
    for name in names:
        fn, label = PERTURBATIONS[name]
        out = fn(claim, premise, rng)
        if out is not None and out != claim:
            return Pair(premise, out, label, f"{source}:{name}")
    return None


def other_document(
    premise: str, claims: Sequence[str], rng: random.Random, source: str = "factcc"
) -> Pair | None:
    """Pair the premise with a claim from another document: not supported (neutral)."""
    words = _content_words(premise)
    for _ in range(5):
        cand = rng.choice(claims)
        # A claim that shares most of its words with the premise may still be supported.
        cw = _content_words(cand)
        if cand not in premise and cw and len(cw & words) / len(cw) < 0.5:
            return Pair(premise, cand, NEUTRAL, f"{source}:other_document")
    return None


# --------------------------------------------------- shared/data/dev pairs


def best_window(context: str, claim: str) -> str:
    """The unit of ``context`` that the product's lexical retrieval ranks first for ``claim``."""
    return best_units(context, claim, 1)[0]


def _group_key(row: dict[str, Any]) -> str:
    meta = row.get("meta") or {}
    if isinstance(meta, dict) and meta.get("item") is not None:
        return f"{row.get('dataset')}:item:{meta['item']}"
    # SummEdits edits of one seed summary share the source document.
    return f"{row.get('dataset')}:ctx:{hashlib.sha256(row['context'].encode()).hexdigest()}"


def _norm(sentence: str) -> str:
    return " ".join(_WORD.findall(sentence.lower()))


def grounding_pairs(rows: Sequence[dict[str, Any]]) -> tuple[list[Pair], list[Pair]]:
    """(entailed, not-supported) pairs from labelled rows, all of which must be "fit" rows.

    Grounded rows (label 0) give every claim sentence with its best window as
    *entailed*. A not-grounded row (label 1) gives a *neutral* pair only where
    the unsupported claim can be located safely: a single-claim response, or
    exactly one sentence that no grounded sibling of the same group contains.
    Multi-sentence rewrites with no such alignment are skipped.
    """
    grounded_sents: dict[str, set[str]] = {}
    for row in rows:
        if row["label"] == 0:
            grounded_sents.setdefault(_group_key(row), set()).update(
                _norm(s) for s in claim_sentences(row)
            )
    pos: list[Pair] = []
    neg: list[Pair] = []
    for row in rows:
        source = f"dev:{row.get('dataset', '')}"
        claims = claim_sentences(row)
        if row["label"] == 0:
            pos.extend(_read_pair(best_window(row["context"], c), c, ENTAILED, source)
                       for c in claims)
            continue
        if len(claims) == 1:
            bad = claims
        else:
            known = grounded_sents.get(_group_key(row), set())
            bad = [c for c in claims if _norm(c) not in known] if known else []
            if len(bad) != 1:
                continue
        # Unsupported by the whole context means unsupported by any window of it.
        neg.extend(_read_pair(best_window(row["context"], c), c, NEUTRAL, source) for c in bad)
    return pos, neg


def _read_pair(premise: str, claim: str, label: int, source: str) -> Pair:
    """The pair as the product's verifier reads it: the claim's numbers in the
    premise's words where the values agree (``groundtrace.claims.reading``)."""
    return Pair(premise, aligned_claim(claim, premise), label, source)


def factcc_pairs(
    grounded: Sequence[Pair], rng: random.Random, other_share: float = 0.25
) -> list[Pair]:
    """FactCC-style negatives, one per grounded pair where a rule applies."""
    claims = [p.hypothesis for p in grounded]
    out = []
    for pair in grounded:
        if claims and rng.random() < other_share:
            neg = other_document(pair.premise, claims, rng)
        else:
            neg = perturb(pair.premise, pair.hypothesis, rng)
        if neg is not None:
            out.append(neg)
    return out


def _window_units(context: str) -> list[tuple[str, list[str]]]:
    """Units of the context that hold two or more sentences, each with its sentences."""
    out = []
    for unit in evidence_units(context):
        sents = split_sentences(unit)
        if len(sents) >= 2:
            out.append((unit, sents))
    return out


def _context_order(n_contexts: int, n: int, rng: random.Random) -> list[int]:
    """Context indices in shuffled passes, enough passes to draw ``n`` items (at most 8)."""
    passes = min(8, max(1, -(-n // max(1, n_contexts))))
    order: list[int] = []
    for _ in range(passes):
        chunk = list(range(n_contexts))
        rng.shuffle(chunk)
        order.extend(chunk)
    return order


def _usable(sentence: str) -> bool:
    return 5 <= len(_WORD.findall(sentence)) <= 40


def source_sentence_pairs(contexts: Sequence[str], rng: random.Random, n: int) -> list[Pair]:
    """Grounded pairs made from the sources themselves: a product unit and one of its sentences.

    FactCC's positives are sentences of the source document; these give the
    perturbation rules material with names, numbers and dates.
    """
    out = []
    for i in _context_order(len(contexts), n, rng):
        if len(out) >= n:
            break
        windows = _window_units(contexts[i])
        if not windows:
            continue
        unit, sents = rng.choice(windows)
        sents = [x for x in sents if _usable(x)]
        if sents:
            out.append(Pair(unit, rng.choice(sents), ENTAILED, "factcc:source_sentence"))
    return out


def join_claims(first: str, second: str) -> str:
    """Two sentences as one claim ("A, and b"), keeping a capital that starts a name."""
    head = first.rstrip().rstrip(".!?;:")
    tail = second.strip()
    if tail[:1].isupper() and not tail[1:2].isupper() and tail.split(" ", 1)[0].lower() in _STOP:
        tail = tail[0].lower() + tail[1:]
    return f"{head}, and {tail}"


def multi_sentence_pairs(
    contexts: Sequence[str], rng: random.Random, n: int
) -> list[Pair]:
    """Claims supported by two sentences of one unit together (MiniCheck's recipe, by rule).

    Entailed: both sentences of a window joined into one claim. Contradicted:
    the same with one half perturbed. Not supported: one half taken from
    another context.
    """
    out: list[Pair] = []
    pool: list[str] = []
    for i in _context_order(len(contexts), n, rng):
        if len(out) >= n:
            break
        windows = _window_units(contexts[i])
        if not windows:
            continue
        unit, sents = rng.choice(windows)
        a, b = sents[0], sents[1]
        if not (_usable(a) and _usable(b)):
            continue
        pool.append(b)
        claim = join_claims(a, b)
        out.append(Pair(unit, claim, ENTAILED, "multi:entailed"))
        roll = rng.random()
        if roll < 0.5:
            neg = perturb(unit, claim, rng, source="multi")
            if neg is not None:
                out.append(neg)
        elif len(pool) > 1:
            other = pool[rng.randrange(len(pool) - 1)]
            if _content_words(other) - _content_words(unit):
                out.append(Pair(unit, join_claims(a, other), NEUTRAL, "multi:other_document"))
    return out


# ------------------------------------------------------- hard positives

_NUMBER_WORDS = {
    "1": "one", "2": "two", "3": "three", "4": "four", "5": "five", "6": "six",
    "7": "seven", "8": "eight", "9": "nine", "10": "ten", "11": "eleven", "12": "twelve",
    "15": "fifteen", "20": "twenty", "30": "thirty", "50": "fifty", "100": "one hundred",
}
_WORD_NUMBERS = {v: k for k, v in _NUMBER_WORDS.items()}
_NUMERAL = re.compile(
    r"\b(" + "|".join(sorted(list(_NUMBER_WORDS) + list(_WORD_NUMBERS), key=len, reverse=True))
    + r")\b(?![.,]\d)",
    re.IGNORECASE,
)

#: Phrases that say the same thing; either side may replace the other.
PARAPHRASES = (
    ("free", "at no cost"), ("free of charge", "at no cost"), ("buy", "purchase"),
    ("bought", "purchased"), ("start", "begin"), ("started", "began"), ("help", "assist"),
    ("big", "large"), ("get", "receive"), ("gets", "receives"), ("need", "require"),
    ("needs", "requires"), ("enough", "sufficient"),
    ("try", "attempt"), ("tried", "attempted"), ("use", "utilise"), ("used", "employed"),
    ("quickly", "rapidly"), ("job", "position"), ("people", "individuals"),
    ("whole", "entire"), ("main", "principal"), ("also", "additionally"),
    ("because of", "due to"), ("right away", "immediately"),
    ("a lot of", "many"), ("around the clock", "24 hours a day"), ("each day", "daily"),
    ("every day", "daily"), ("each month", "monthly"), ("each year", "annually"),
    ("died", "passed away"), ("film", "movie"), ("car", "automobile"), ("shop", "store"),
    ("phone", "telephone"), ("fee", "charge"), ("small", "little"),
)
_PARA = {a: b for a, b in PARAPHRASES} | {b: a for a, b in PARAPHRASES}
_PARA_RE = re.compile(
    r"\b(" + "|".join(re.escape(k) for k in sorted(_PARA, key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)
_CLAUSE_TAIL = re.compile(r"(?:,\s*(?:and|but|while|which|who|where)\b|;)")


def _recase(word: str, new: str) -> str:
    return new[0].upper() + new[1:] if word[:1].isupper() else new


def write_numeral(claim: str, rng: random.Random) -> str | None:
    """A number written out in words, or a number word written as digits.

    Numbers joined to another token ("24-hour", "3/4", "10:30") are left alone.
    """
    found = [m for m in _NUMERAL.finditer(claim)
             if claim[m.start() - 1: m.start()] not in ("-", "/", ":", ".", ",")
             and claim[m.end(): m.end() + 1] not in ("-", "/", ":")]
    if not found:
        return None
    m = rng.choice(found)
    word = m.group(0)
    new = _NUMBER_WORDS.get(word) or _WORD_NUMBERS[word.lower()]
    return claim[: m.start()] + _recase(word, new) + claim[m.end():]


def paraphrase(claim: str, rng: random.Random) -> str | None:
    """One word or phrase replaced by a synonym from :data:`PARAPHRASES`."""
    return _swap_from_table(claim, _PARA_RE, _PARA, rng)


def drop_clause(claim: str, rng: random.Random) -> str | None:
    """The claim cut before its last ", and ..." / ", which ..." / ";" clause: says less."""
    found = list(_CLAUSE_TAIL.finditer(claim))
    if not found:
        return None
    head = claim[: found[-1].start()].rstrip()
    if len(_WORD.findall(head)) < 4:
        return None
    return head + "."


#: Hard positive name -> function(claim, rng); the result stays entailed.
HARD_POSITIVES: dict[str, Callable[[str, random.Random], str | None]] = {
    "numeral": write_numeral,
    "paraphrase": paraphrase,
    "drop_clause": drop_clause,
}


def hard_positive(premise: str, claim: str, rng: random.Random) -> Pair | None:
    """An entailed rewrite of a grounded pair, or None if no rule applies."""
    names = list(HARD_POSITIVES)
    rng.shuffle(names)
    for name in names:
        out = HARD_POSITIVES[name](claim, rng)
        if out is not None and out != claim:
            return Pair(premise, out, ENTAILED, f"hardpos:{name}")
    return None


def hard_positive_pairs(grounded: Sequence[Pair], rng: random.Random) -> list[Pair]:
    """One hard positive per grounded pair where a rule applies."""
    return [p for p in (hard_positive(g.premise, g.hypothesis, rng) for g in grounded) if p]


# ----------------------------------------------------------------- hashing


def sha256_pairs(pairs: Iterable[Pair]) -> str:
    """Hex sha256 of pairs serialised one JSON object per line, in order."""
    h = hashlib.sha256()
    for p in pairs:
        h.update(json.dumps(p.to_dict(), ensure_ascii=False, sort_keys=True).encode("utf-8"))
        h.update(b"\n")
    return h.hexdigest()
