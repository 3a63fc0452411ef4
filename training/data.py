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

#: Label order of the verifier head; the runtime reads it from config.json.
LABELS = ("entailed", "neutral", "contradicted")
ENTAILED, NEUTRAL, CONTRADICTED = 0, 1, 2
NLI_LABEL = {"entailment": ENTAILED, "neutral": NEUTRAL, "contradiction": CONTRADICTED}

#: Sources with a BIG-bench canary: trained on, never reported on.
CANARY_SOURCES = frozenset({"vitaminc", "bb_presuppositions", "bb_epistemic"})

#: Evidence windows are built from whole sentences up to this many characters
#: (about 170 word pieces), so that evidence plus a claim fits 256 tokens.
WINDOW_CHARS = 700


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

_SENT_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])|(?<=[a-z][.!?])(?=[A-Z][a-z])")


def split_sentences(text: str) -> list[str]:
    """Split text into sentences with a small rule (no model, no abbreviations list)."""
    parts = []
    for block in re.split(r"\n+", text):
        parts.extend(s.strip() for s in _SENT_END.split(block))
    return [p for p in parts if p]


def context_windows(context: str, max_chars: int = WINDOW_CHARS) -> list[str]:
    """Cut a context into overlapping windows of whole sentences.

    Consecutive windows share their last/first sentence so that a fact that
    straddles a boundary is still seen whole in one window.
    """
    sents = split_sentences(context)
    if not sents:
        return [context.strip()] if context.strip() else []
    windows: list[str] = []
    i = 0
    while i < len(sents):
        j, size = i, 0
        while j < len(sents) and (j == i or size + len(sents[j]) + 1 <= max_chars):
            size += len(sents[j]) + 1
            j += 1
        windows.append(" ".join(sents[i:j]))
        if j >= len(sents):
            break
        i = max(i + 1, j - 1)
    return windows


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


def rank_windows(windows: Sequence[str], claim: str, k: int) -> list[int]:
    """Indices of the ``k`` windows sharing most content words with the claim.

    Used to keep long documents affordable: the verifier only scores these.
    Ties keep document order.
    """
    words = _content_words(claim)
    scored = sorted(
        range(len(windows)), key=lambda i: (-len(words & _content_words(windows[i])), i)
    )
    return scored[:k]


def claim_text(row: dict[str, Any]) -> str:
    """The claim a labelled row makes: for QA the answer only means something with its question."""
    response = str(row["response"]).strip()
    if row.get("task") == "qa" and row.get("question"):
        return f"{str(row['question']).strip()} {response}"
    return response


def claim_sentences(row: dict[str, Any]) -> list[str]:
    """Claims of a row: the QA claim whole, otherwise the response's sentences."""
    if row.get("task") == "qa":
        return [claim_text(row)]
    sents = [s for s in split_sentences(claim_text(row)) if len(_WORD.findall(s)) >= 3]
    return sents or [claim_text(row)]


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


#: Perturbation name -> (function(claim, source, rng), label of the result).
PERTURBATIONS: dict[str, tuple[Callable[[str, str, random.Random], str | None], int]] = {
    "entity_swap": (swap_entity, CONTRADICTED),
    "number_swap": (swap_number, CONTRADICTED),
    "date_swap": (swap_date, CONTRADICTED),
    "negation": (lambda c, s, r: toggle_negation(c, r), CONTRADICTED),
    "pronoun_swap": (lambda c, s, r: swap_pronoun(c, r), CONTRADICTED),
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
    """The context window that shares most content words with the claim."""
    windows = context_windows(context)
    return windows[rank_windows(windows, claim, 1)[0]] if windows else context


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
            pos.extend(Pair(best_window(row["context"], c), c, ENTAILED, source) for c in claims)
            continue
        if len(claims) == 1:
            bad = claims
        else:
            known = grounded_sents.get(_group_key(row), set())
            bad = [c for c in claims if _norm(c) not in known] if known else []
            if len(bad) != 1:
                continue
        # Unsupported by the whole context means unsupported by any window of it.
        neg.extend(Pair(best_window(row["context"], c), c, NEUTRAL, source) for c in bad)
    return pos, neg


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


def source_sentence_pairs(contexts: Sequence[str], rng: random.Random, n: int) -> list[Pair]:
    """Grounded pairs made from the sources themselves: a window and one of its own sentences.

    FactCC's positives are sentences of the source document; these give the
    perturbation rules material with names, numbers and dates.
    """
    out = []
    order = list(range(len(contexts)))
    rng.shuffle(order)
    for i in order:
        if len(out) >= n:
            break
        windows = context_windows(contexts[i])
        if not windows:
            continue
        win = rng.choice(windows)
        sents = [s for s in split_sentences(win) if 5 <= len(_WORD.findall(s)) <= 40]
        if sents:
            out.append(Pair(win, rng.choice(sents), ENTAILED, "factcc:source_sentence"))
    return out


# ----------------------------------------------------------------- hashing


def sha256_file(path: Path) -> str:
    """Hex sha256 of a file's bytes."""
    h = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def sha256_pairs(pairs: Iterable[Pair]) -> str:
    """Hex sha256 of pairs serialised one JSON object per line, in order."""
    h = hashlib.sha256()
    for p in pairs:
        h.update(json.dumps(p.to_dict(), ensure_ascii=False, sort_keys=True).encode("utf-8"))
        h.update(b"\n")
    return h.hexdigest()
