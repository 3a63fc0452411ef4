"""Status: the claim gives a record a status its source does not ("delivered" / "status: shipped").

A tool-using agent answers from records: an order, a payment, a card, an
application, each with a status field (``"status": "shipped"``, "status:
pending", "decision: declined"). A small verifier reads "Your order A-1043 has
been delivered" against such a record as entailed (v7: it PASSed against
``"status": "shipped"``), and "The transfer to J. Garcia has been completed"
against "status: pending" went to REVIEW: every other word matches, and the
two status words are no opposites in running text.

This check reads a status field of the evidence the claim was aligned with:
a key (``status``, ``state``, ``decision``, ``outcome``, ``result``, alone or
after another word, ``payment_status``; Spanish ``estado``, ``resultado``) with
a value from a closed list of record states (English and Spanish). Of the
evidence's records (its sentences, or a JSON text as a whole) it takes the one
that shares the most content words with the claim. A
claim that names a state of the list (:data:`STATES`) is contradicted when it
names none the record's status allows: the same state in other words
("executed" for "completed", "frozen" for "blocked") or an earlier one the
status implies ("shipped" for "delivered"). A state the claim negates ("has
not been delivered", "is yet to be delivered") says nothing against the
record. Running text has no such fields, so prose sources are left alone.

A rating field likewise (``risk_rating``, "priority", "severity level", with a
level from :data:`LEVELS`): "The customer's risk rating is high" beside "risk
rating: medium" (v7: PASS at 0.08) is contradicted, where the claim names the
field ("risk rating is high", "a high risk rating"; a one-word key only before
"is": "a high-risk country" gives no "risk: low" field a level).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from groundtrace.checks.base import CheckHit, CheckOutcome, SourceText
from groundtrace.checks.lexicon import content_words, tokens
from groundtrace.text.sentences import split_sentences

__all__ = ["LEVELS", "STATES", "check_status", "record_status"]

#: Each state of a record, with the words that name it (folded, as a claim or a
#: status field writes them).
STATES: dict[str, tuple[str, ...]] = {
    "placed": ("placed", "submitted", "created", "initiated", "creado", "creada"),
    "pending": ("pending", "processing", "in progress", "under review", "in review",
                "being reviewed", "being processed", "awaiting", "queued", "pendiente",
                "en proceso", "en curso", "en revisión", "en revision"),
    "scheduled": ("scheduled", "programado", "programada"),
    "authorised": ("authorised", "authorized", "preauthorised", "preauthorized", "autorizado",
                   "autorizada"),
    "on hold": ("on hold", "held", "retenido", "retenida"),
    "shipped": ("shipped", "dispatched", "in transit", "on its way", "enviado", "enviada",
                "en tránsito", "en transito", "en camino"),
    "out for delivery": ("out for delivery", "en reparto"),
    "delivered": ("delivered", "entregado", "entregada"),
    "completed": ("completed", "complete", "executed", "settled", "processed", "successful",
                  "succeeded", "completado", "completada", "ejecutado", "ejecutada",
                  "realizado", "realizada", "liquidado", "liquidada", "procesado", "procesada"),
    "failed": ("failed", "unsuccessful", "bounced", "fallido", "fallida"),
    "declined": ("declined", "rejected", "refused", "denied", "rechazado", "rechazada",
                 "denegado", "denegada"),
    "approved": ("approved", "accepted", "granted", "aprobado", "aprobada", "concedido",
                 "concedida"),
    "cancelled": ("cancelled", "canceled", "voided", "cancelado", "cancelada", "anulado",
                  "anulada"),
    "reversed": ("reversed", "revertido", "revertida"),
    "refunded": ("refunded", "reembolsado", "reembolsada"),
    "returned": ("returned", "devuelto", "devuelta"),
    "active": ("active", "activated", "enabled", "unblocked", "unlocked", "activo", "activa",
               "activado", "activada", "desbloqueado", "desbloqueada"),
    "blocked": ("blocked", "locked", "frozen", "suspended", "disabled", "bloqueado",
                "bloqueada", "congelado", "congelada", "suspendido", "suspendida"),
    "inactive": ("inactive", "dormant", "inactivo", "inactiva"),
    "closed": ("closed", "cerrado", "cerrada"),
    "expired": ("expired", "caducado", "caducada", "vencido", "vencida"),
}

#: States a record has passed through on its way to another: a delivered order
#: was shipped, a completed payment was placed.
_EARLIER: dict[str, frozenset[str]] = {
    "shipped": frozenset({"placed"}),
    "out for delivery": frozenset({"placed", "shipped"}),
    "delivered": frozenset({"placed", "shipped", "out for delivery"}),
    "pending": frozenset({"placed"}),
    "scheduled": frozenset({"placed"}),
    "authorised": frozenset({"placed"}),
    "completed": frozenset({"placed", "authorised", "scheduled"}),
    "approved": frozenset({"placed"}),
    "declined": frozenset({"placed"}),
    "failed": frozenset({"placed"}),
    "cancelled": frozenset({"placed"}),
    "refunded": frozenset({"placed", "completed"}),
    "reversed": frozenset({"placed", "completed"}),
    "returned": frozenset({"placed", "shipped", "delivered"}),
}

_WORD_STATE = {w: state for state, words in STATES.items() for w in words}
# The words of the states, left out when a claim is matched to its record.
_STATE_TOKENS = frozenset(t for w in _WORD_STATE for t in tokens(w))
_PHRASE = "|".join(sorted((re.escape(w) for w in _WORD_STATE), key=len, reverse=True))
_STATE_WORD = re.compile(rf"(?<![\w-])(?:{_PHRASE})(?![\w-])", re.IGNORECASE)
# A status field: "status: pending", '"payment_status": "completed"', "Decision - declined".
_FIELD = re.compile(
    r"(?<![\w-])(?P<key>(?:[a-z]+[ _-])?(?:status|state|decision|outcome|result|estado|"
    r"decisión|decision|resultado))\"?\s*(?::|=|-|–)\s*\"?(?P<value>[^\W\d][^\W\d _-]*"
    r"(?:[ _-][^\W\d _-]+){0,3}?)\s*(?=[\",;.)}\n]|$)", re.IGNORECASE)
# Words before a state that negate it: "has not been delivered", "is yet to be delivered".
_NEGATED = re.compile(r"(?:\bnot|n['’]t|\bnever|\byet to be|\bno longer|\bno|\btodav[ií]a no|"
                      r"\bnunca)\s+(?:\w+\s+){0,2}$", re.IGNORECASE)


def record_status(text: str) -> tuple[str, int, int] | None:
    """The state of the first status field of ``text`` that names one, with the
    value's offsets, or None."""
    for m in _FIELD.finditer(text):
        value = re.sub(r"[\s_-]+", " ", m.group("value").strip().lower())
        state = _WORD_STATE.get(value)
        if state is not None:
            return state, m.start("value"), m.start("value") + len(m.group("value").rstrip())
    return None


def _claimed_states(claim: str) -> list[tuple[str, int, int]]:
    """(state, start, end) of each state the claim names and does not negate."""
    out = []
    for m in _STATE_WORD.finditer(claim):
        if _NEGATED.search(claim, max(0, m.start() - 40), m.start()) is None:
            out.append((_WORD_STATE[m.group(0).lower()], m.start(), m.end()))
    return out


#: Levels a rating field takes ("risk rating: medium"), with the words that name them.
LEVELS: dict[str, str] = {"very low": "very low", "minimal": "very low", "low": "low",
                          "medium": "medium", "moderate": "medium", "high": "high",
                          "elevated": "high", "very high": "very high", "critical": "critical",
                          "severe": "critical"}
_LEVEL = "very high|very low|minimal|low|medium|moderate|high|elevated|critical|severe"
_LEVEL_FIELD = re.compile(
    r"(?<![\w-])(?P<key>(?:[a-z]+[ _-]){0,2}(?:rating|level|risk|priority|severity|grade))\"?"
    rf"\s*(?::|=|–)\s*\"?(?P<value>{_LEVEL})(?![\w-])", re.IGNORECASE)


def _claimed_level(claim: str, key: str) -> re.Match[str] | None:
    """Where the claim gives the field ``key`` a level: "the risk rating is high", "a high
    risk rating" (the second only for a key of two words: "a high-risk country" gives no
    "risk" field a level)."""
    words = re.sub(r"[\s_-]+", " ", key.strip().lower()).split()[-2:]
    kw = r"[\s_-]+".join(re.escape(w) for w in words)
    after = re.compile(rf"\b{kw}(?:\s+(?:is|was|of|remains|stays|stands at)\s+|\s*[:=]\s*)"
                       rf"(?:an?\s+|now\s+|still\s+)?(?P<level>{_LEVEL})\b", re.IGNORECASE)
    found = after.search(claim)
    if found is None and len(words) == 2:
        found = re.search(rf"\b(?P<level>{_LEVEL})[\s-]+{kw}\b", claim, re.IGNORECASE)
    if found is None or _NEGATED.search(claim, max(0, found.start() - 40),
                                        found.start("level")) is not None:
        return None
    return found


def _level_hits(claim: str, evidence: Sequence[SourceText],
                claim_offset: int) -> list[CheckHit]:
    """A contradiction hit for each rating field the claim gives another level."""
    hits: list[CheckHit] = []
    for passage in evidence:
        for m in _LEVEL_FIELD.finditer(passage.text):
            said = _claimed_level(claim, m.group("key"))
            if said is None:
                continue
            mine, theirs = said.group("level"), m.group("value")
            if LEVELS[mine.lower()] != LEVELS[theirs.lower()]:
                key = re.sub(r"[_-]+", " ", m.group("key"))
                hits.append(CheckHit(
                    "status", CheckOutcome.CONTRADICTED, claim_offset + said.start("level"),
                    claim_offset + said.end("level"), mine,
                    passage.sub_span(m.start("value"), m.end("value")), theirs,
                    f"the claim says {mine!r} where the record's {key} is {theirs!r}"))
            return hits
    return hits


# A line of a record written as fields: "Status: rejected", "Amount: 2,450.00 EUR".
_FIELD_LINE = re.compile(r"^[ \t]*[^\W\d_][\w ()/-]{0,40}:[ \t]*\S.*$", re.MULTILINE)
# Two fields of one record: the next line, no blank line between.
_NEXT_LINE = re.compile(r"[ \t]*\r?\n[ \t]*")


def _records(passage: SourceText) -> list[tuple[str, int]]:
    """The passage's records: its sentences, the whole of a JSON text, or each run of
    field lines ("Status: rejected" under "Transfer T-88213" is that transfer's)."""
    text = passage.text
    if text.lstrip().startswith(("{", "[")):
        return [(text, 0)]
    records = [(s.text, s.start) for s in split_sentences(text)]
    lines = list(_FIELD_LINE.finditer(text))
    runs: list[list[re.Match[str]]] = []
    for m in lines:
        if runs and _NEXT_LINE.fullmatch(text, runs[-1][-1].end(), m.start()):
            runs[-1].append(m)
        else:
            runs.append([m])
    return records + [(text[r[0].start():r[-1].end()], r[0].start()) for r in runs if len(r) > 1]


def check_status(
    claim: str,
    evidence: Sequence[SourceText],
    sources: Sequence[SourceText],
    *,
    claim_offset: int = 0,
) -> list[CheckHit]:
    """A contradiction hit when the claim names a state its record's status rules out."""
    del sources  # a status is read from the record the claim was aligned with
    levels = _level_hits(claim, evidence, claim_offset)
    claimed = _claimed_states(claim)
    if not claimed:
        return levels
    c_words = content_words(claim) - _STATE_TOKENS
    best: tuple[int, SourceText, int, tuple[str, int, int]] | None = None
    for passage in evidence:
        for text, at in _records(passage):
            status = record_status(text)
            if status is None:
                continue
            shared = len(c_words & content_words(text))
            if shared and (best is None or shared > best[0]):
                best = (shared, passage, at, status)
    if best is None:
        return levels
    _, passage, at, (state, start, end) = best
    # a state the record has passed through says nothing against it ("submitted" of a
    # pending payment); of the rest, the record's own state means the claim speaks of it
    # (another state may be another record's)
    earlier = _EARLIER.get(state, frozenset()) | ({"placed"} - {state})
    relevant = [c for c in claimed if c[0] not in earlier]
    if not relevant or any(s == state for s, _, _ in relevant):
        return levels
    _, c_start, c_end = relevant[0]
    value = claim[c_start:c_end]
    src_value = passage.text[at + start: at + end]
    return [CheckHit("status", CheckOutcome.CONTRADICTED, claim_offset + c_start,
                     claim_offset + c_end, value, passage.sub_span(at + start, at + end),
                     src_value, f"the claim says {value!r} where the record's status is "
                     f"{src_value!r}"), *levels]
