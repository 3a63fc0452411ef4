"""verify() and verify_batch(): claims → evidence → verifier → checks → verdicts.

For a batch, every distinct claim and source unit is embedded once, every
(evidence, claim) pair of the batch goes to the verifier in one ``predict``
call, and results come back in input order. ``verify(x)`` is
``verify_batch([x])[0]``.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import numpy as np

from groundtrace.checks import resolve_checks
from groundtrace.checks.entities import EntityMention
from groundtrace.checks.requirements import follows_from_requirement
from groundtrace.claims.decision import (
    CONTRADICTION_THRESHOLD,
    PARTIAL_THRESHOLD,
    SUPPORT_THRESHOLD,
    VerifyJob,
    VerifyOptions,
    build_answer,
    claim_verdict,
)
from groundtrace.claims.pieces import (
    evidence_embedding,
    piece_texts,
    sentence_pieces,
    unit_embeddings,
)
from groundtrace.claims.quotes import quoted
from groundtrace.claims.reading import aligned_claim, full_names, source_names
from groundtrace.claims.results import VerifiedAnswer
from groundtrace.claims.verifiers import resolve_verifier
from groundtrace.encoders import EncoderLike, resolve_encoder
from groundtrace.encoders.base import check_text, loading_alongside
from groundtrace.errors import ConfigurationError, InvalidInput, InvalidType, ModelError
from groundtrace.retrieval.bm25 import BM25
from groundtrace.retrieval.fusion import (
    DEFAULT_DENSE_WEIGHT,
    DEFAULT_LEXICAL_CANDIDATES,
    DEFAULT_TOP_K,
    candidate_limit,
    check_retrieval_options,
    own_candidates,
    rank_chunks,
)
from groundtrace.retrieval.index import UnitIndex
from groundtrace.retrieval.windows import (
    DEFAULT_MAX_CHARS,
    DEFAULT_WINDOW,
    build_chunks,
    check_window_options,
)
from groundtrace.scorers.embedding_cache import embed_roles
from groundtrace.sources.chunks import Chunk
from groundtrace.sources.document import Document
from groundtrace.sources.records import as_record_text, context_text
from groundtrace.text.claims import claim_hypotheses, extract_claims, short_answer_claim
from groundtrace.text.normalize import fold
from groundtrace.text.sentences import LANGUAGES, split_sentences
from groundtrace.types import Item

__all__ = [
    "CONTRADICTION_THRESHOLD",
    "PARTIAL_THRESHOLD",
    "SUPPORT_THRESHOLD",
    "verify",
    "verify_batch",
]

LLMCallable = Callable[[str], str]


def _check_prob(name: str, v: object) -> float:
    if not isinstance(v, int | float) or isinstance(v, bool) or not math.isfinite(v) or not (
        0.0 <= v <= 1.0
    ):
        raise ConfigurationError(f"{name} must be a number in [0, 1], got {v!r}")
    return float(v)


def _options(top_k: int, dense_weight: float, window: int, max_chars: int, language: str,
             checks: Sequence[str] | None, support: float, partial: float,
             contradiction: float, candidates: int | None) -> VerifyOptions:
    check_retrieval_options(top_k, dense_weight, candidates)
    check_window_options(window, max_chars)
    if language not in LANGUAGES:
        raise ConfigurationError(f"language must be one of {', '.join(LANGUAGES)}, "
                                 f"got {language!r}")
    support, partial = _check_prob("support_threshold", support), _check_prob(
        "partial_threshold", partial)
    if partial > support:
        raise ConfigurationError(
            f"partial_threshold ({partial}) must be <= support_threshold ({support})")
    opts = VerifyOptions(top_k, float(dense_weight), window, max_chars, language,
                    resolve_checks(checks), support, partial,
                    _check_prob("contradiction_threshold", contradiction), candidates)
    return opts


def _validated_probs(out: object, n: int, name: str) -> np.ndarray:
    try:
        arr = np.asarray(out, dtype=np.float64)
    except (TypeError, ValueError):
        raise ModelError(f"verifier {name!r} returned {type(out).__name__}, not an array") from None
    if arr.shape != (n, 3):
        raise ModelError(f"verifier {name!r} must return shape ({n}, 3), got {arr.shape}")
    if not np.isfinite(arr).all() or (arr < -1e-6).any() or (arr > 1 + 1e-6).any():
        raise ModelError(f"verifier {name!r} returned values outside [0, 1] or not finite")
    if n and not np.allclose(arr.sum(axis=1), 1.0, atol=1e-3):
        raise ModelError(f"verifier {name!r} returned rows that do not sum to 1")
    return np.clip(arr, 0.0, 1.0)


def _as_document(value: object, i: int, language: str) -> Document:
    if isinstance(value, Document):
        return value
    if isinstance(value, str):  # a tool's JSON output is read as record lines
        return Document.from_text(as_record_text(value), f"doc{i}", language=language)
    if isinstance(value, Mapping):
        text = value.get("text")
        doc_id = value.get("doc_id", value.get("id", f"doc{i}"))
        return Document.from_text(as_record_text(check_text(text, f"documents[{i}].text")),
                                  str(doc_id), kind=value.get("kind", "text"),
                                  language=language, title=value.get("title"))
    raise InvalidType(
        f"documents[{i}] must be a Document, a string or a mapping with 'text', "
        f"got {type(value).__name__}"
    )


def _job(index: int, value: object, language: str, doc_cache: dict[str, Document],
         unit_index: UnitIndex | None) -> VerifyJob:
    where = f"items[{index}]"
    if isinstance(value, Item):
        value = {"response": value.response, "question": value.question,
                 "context": value.context, "id": value.id}
    if not isinstance(value, Mapping):
        raise InvalidType(f"{where} must be a mapping or an Item, got {type(value).__name__}")
    try:
        response = check_text(value.get("response"), "response")
        question = value.get("question") or None
        if question is not None:
            check_text(question, "question")
        context, documents = context_text(value.get("context")), value.get("documents")
        if unit_index is not None and (context is not None or documents is not None):
            raise InvalidInput("with index=..., items are checked against the index's "
                               "documents: pass no context or documents")
        if context is not None and documents is not None:
            raise InvalidInput("pass context or documents, not both")
        if context is None and documents is None and unit_index is None:
            raise InvalidInput("verify needs a context or documents to check the response against")
        if unit_index is not None:
            docs = list(unit_index.documents)
        elif context is not None:
            check_text(context, "context")
            doc = doc_cache.get(context)
            if doc is None:
                doc = Document.from_text(as_record_text(context), "context", language=language)
                doc_cache[context] = doc
            docs = [doc]
        else:
            if isinstance(documents, str | Document) or not isinstance(documents, Iterable):
                raise InvalidType("documents must be a list of Documents, strings or mappings, "
                                  f"got {type(documents).__name__}")
            docs = [_as_document(d, i, language) for i, d in enumerate(documents)]
            if not docs:
                raise InvalidInput("documents must not be empty")
            ids = [d.doc_id for d in docs]
            if len(set(ids)) != len(ids):
                raise InvalidInput(f"document ids must be unique, got {ids!r}")
        logprob = value.get("generation_logprob")
        if logprob is not None and (not isinstance(logprob, int | float) or isinstance(
                logprob, bool) or not math.isfinite(logprob) or logprob > 0):
            raise InvalidInput(f"generation_logprob must be a finite number <= 0, got {logprob!r}")
    except (InvalidInput, InvalidType) as exc:
        raise type(exc)(f"{where}: {exc}") from None
    item_id = value.get("id")
    return VerifyJob(index, None if item_id is None else str(item_id), question, response, docs,
                None if logprob is None else float(logprob))


def verify_batch(
    items: Iterable[Mapping[str, Any] | Item],
    *,
    encoder: EncoderLike = None,
    verifier: Any = None,
    top_k: int = DEFAULT_TOP_K,
    dense_weight: float = DEFAULT_DENSE_WEIGHT,
    window: int = DEFAULT_WINDOW,
    max_chars: int = DEFAULT_MAX_CHARS,
    language: str = "en",
    checks: Sequence[str] | None = None,
    support_threshold: float = SUPPORT_THRESHOLD,
    partial_threshold: float | None = None,
    contradiction_threshold: float = CONTRADICTION_THRESHOLD,
    lexical_candidates: int | None = DEFAULT_LEXICAL_CANDIDATES,
    llm: LLMCallable | None = None,
    index: UnitIndex | None = None,
) -> list[VerifiedAnswer]:
    """Verify many responses claim by claim; results in input order.

    Args:
        items: mappings (or :class:`Item`) with ``response`` and either
            ``context`` (one source text) or ``documents`` (Documents, strings
            or ``{"doc_id", "text"}`` mappings); optional ``question``, ``id``
            and ``generation_logprob``.
        encoder: embeddings for retrieval (and for the default verifier).
        verifier: ``"trained"`` (groundtrace's NLI model), ``"alignment"``
            (:class:`AlignmentVerifier` on ``encoder``), or any object with
            ``name`` and ``predict(premises, hypotheses)``
            (``groundtrace.models.protocol.Verifier``); None uses the process
            default (:func:`~groundtrace.claims.verifiers.set_default_verifier`,
            ``"trained"`` unless set).
        top_k: evidence candidates per claim that the verifier sees.
        dense_weight: weight of embedding similarity vs BM25 in retrieval.
        window / max_chars: retrieval units (sentences plus windows of
            ``window`` sentences; longer units cut with overlap).
        language: sentence-splitting language.
        checks: deterministic checks to run (None: all).
        support_threshold / partial_threshold / contradiction_threshold: the
            claim-status thresholds on verifier probabilities; a None
            ``partial_threshold`` takes the verifier's own fitted value
            (its ``partial_threshold`` attribute), else PARTIAL_THRESHOLD.
        lexical_candidates: on a source with more retrieval units than this,
            each claim ranks (and the encoder embeds) only its own best this
            many units by BM25 (long sources cost a fraction of the encoder time);
            never fewer than ``top_k * window`` per claim
            (:func:`~groundtrace.retrieval.fusion.candidate_limit`); None
            embeds every unit.
        llm: optional ``(prompt) -> str`` for a second opinion shown beside
            the deterministic verdict; never the default.
        index: a :class:`~groundtrace.retrieval.index.UnitIndex` built once
            for documents that many calls check against; every item is then
            verified against its documents (items carry no ``context`` or
            ``documents``), with the same results as passing them, and
            ``window`` / ``max_chars`` must match the index's.

    Raises:
        InvalidInput / InvalidType: a malformed item (the message names it).
        ConfigurationError: an option out of range.
        ModelError: the verifier returned malformed probabilities.
    """
    def options(partial: float) -> VerifyOptions:
        return _options(top_k, dense_weight, window, max_chars, language, checks,
                        support_threshold, partial, contradiction_threshold,
                        lexical_candidates)

    # Options are checked before a verifier model loads; a verifier's own
    # partial threshold is known only once it is resolved.
    opts = options(0.0 if partial_threshold is None else partial_threshold)
    enc = resolve_encoder(encoder)
    with loading_alongside(enc):  # a first call loads both models at once
        ver = resolve_verifier(verifier, enc, opts.checks)  # validates a verifier object
    if partial_threshold is None:
        own = getattr(ver, "partial_threshold", None)
        opts = options(PARTIAL_THRESHOLD if own is None else own)
    if llm is not None and not callable(llm):
        raise InvalidType(f"llm must be a callable (prompt) -> str, got {type(llm).__name__}")
    if isinstance(items, Mapping | str):
        raise InvalidType("items must be an iterable of mappings or Items, not a single "
                          f"{type(items).__name__}")
    if index is not None:
        if not isinstance(index, UnitIndex):
            raise InvalidType(f"index must be a UnitIndex, got {type(index).__name__}")
        if (index.window, index.max_chars) != (opts.window, opts.max_chars):
            raise ConfigurationError(
                f"the index was cut with window={index.window}, max_chars={index.max_chars}; "
                f"got window={opts.window}, max_chars={opts.max_chars}")
    doc_cache: dict[str, Document] = {}
    jobs = [_job(i, x, opts.language, doc_cache, index) for i, x in enumerate(items)]
    if not jobs:
        return []

    # 1. Claims and retrieval units (each document cut and indexed once per call,
    # or never when a prepared index is given).
    chunk_cache: dict[int, list[Chunk]] = {}
    source_cache: dict[tuple[int, ...], tuple[BM25, dict[str, str]]] = {}
    job_units: list[tuple[list[Chunk], BM25, dict[str, str]]] = []
    for job in jobs:
        job.sentences = split_sentences(job.response, language=opts.language)
        job.claims = extract_claims(job.response, language=opts.language,
                                    sentences=job.sentences)
        short = None if job.claims else short_answer_claim(job.response, job.question)
        if short is not None:
            job.claims = [short]  # read with its question ("Paris" asserts nothing alone)
        if not job.hypotheses:
            job.hypotheses = claim_hypotheses(
                job.response, job.claims, job.question, short=short is not None,
                sources="\n".join(d.text for d in job.documents) if job.question else "")
        if index is not None:
            units = list(index.units)
        else:
            units = []
            for doc in job.documents:
                chunks = chunk_cache.get(id(doc))
                if chunks is None:
                    chunks = build_chunks(doc, window=opts.window, max_chars=opts.max_chars)
                    chunk_cache[id(doc)] = chunks
                units.extend(chunks)
        # Jobs against the same documents share their index and sentence-piece map.
        key = tuple(id(d) for d in job.documents)
        shared = source_cache.get(key)
        if shared is None:
            bm25 = index.bm25 if index is not None else BM25([c.text for c in units])
            shared = source_cache[key] = (bm25, sentence_pieces(units))
        job_units.append((units, *shared))

    # 2. BM25 for every claim over its source's units; on a source of more units
    # than opts.lexical_candidates each claim ranks its own lexical candidates
    # only (its verdict does not depend on what else the answer says).
    kept, allowed, lexical = [], [], []
    for job, (units, bm25, _) in zip(jobs, job_units, strict=True):
        lex = (np.stack([bm25.scores(h) for h in job.hypotheses])
               if job.claims and units else np.zeros((len(job.claims), len(units))))
        keep, own = own_candidates(lex, candidate_limit(opts.lexical_candidates, opts.top_k,
                                                        opts.window))
        kept.append(keep)
        allowed.append(own)
        lexical.append(lex[:, keep])

    # 3. Embed each distinct claim and sentence piece once for the whole batch; a
    # window's vector is the normalised sum of its sentences' vectors, so windows
    # cost no encoder time (the encoder is most of the cost on long sources).
    claim_texts = [h for job in jobs for h in job.hypotheses]
    to_embed = sorted({
        t for (units, _, pieces), keep in zip(job_units, kept, strict=True)
        for t in piece_texts([units[i] for i in keep], pieces)
    })
    q_emb, p_emb = embed_roles(enc, [(claim_texts, "query"), (to_embed, "passage")])
    piece_row = {t: i for i, t in enumerate(to_embed)}

    # 4. Retrieval, then every (evidence, claim) pair of the batch in one predict call.
    retrieved = []
    row = 0
    for job, (units, _, pieces), keep, lex, own in zip(jobs, job_units, kept, lexical, allowed,
                                                         strict=True):
        n = len(job.claims)
        if n and units:
            cands = [units[i] for i in keep]
            ranked = rank_chunks(job.hypotheses, q_emb[row: row + n], cands,
                                 unit_embeddings(cands, pieces, p_emb, piece_row),
                                 lexical=lex, top_k=opts.top_k,
                                 dense_weight=opts.dense_weight, allowed=own)
        else:
            ranked = [[] for _ in job.claims]
        retrieved.append(ranked)
        row += n
    premises = [r.chunk.text for ranked in retrieved for per in ranked for r in per]
    hypotheses = [h for job, ranked in zip(jobs, retrieved, strict=True)
                  for h, per in zip(job.hypotheses, ranked, strict=True) for _ in per]
    # A claim that is whole sentences of its passage word for word says what the
    # passage says: that pair is entailed, not put to the verifier (claims.quotes).
    quotes = [quoted(h, p) for p, h in zip(premises, hypotheses, strict=True)]
    # Each claim as the verifier reads it beside each passage (claims.reading), with
    # the full names a source states (a job's sources folded once, only if needed).
    folded_docs: dict[tuple[int, ...], list[str]] = {}
    names: list[tuple[EntityMention, ...]] = []
    for job, ranked in zip(jobs, retrieved, strict=True):
        key = tuple(id(d) for d in job.documents)
        for h, per in zip(job.hypotheses, ranked, strict=True):
            mine = full_names(h) if per else ()
            if mine and key not in folded_docs:
                folded_docs[key] = [fold(d.text) for d in job.documents]
            found = source_names(mine, folded_docs[key]) if mine else ()
            names.extend([found] * len(per))
    reads = [h if q else aligned_claim(h, p, names=n)
             for p, h, q, n in zip(premises, hypotheses, quotes, names, strict=True)]
    # so is one whose reading is ("Please note that X" read as X, X a quote)
    quotes = [q or (r != h and quoted(r, p))
              for p, h, r, q in zip(premises, hypotheses, reads, quotes, strict=True)]
    # So is a claim that denies, for an age, what a requirement of the passage rules out
    # ("If you're 15, you can't create a virtual card" beside "You must be at least 16
    # to create a virtual card"): it follows from the rule, which the verifier misreads
    # (checks.requirements); the claim is read as written.
    rules = [None if q else follows_from_requirement(h, p)
             for p, h, q in zip(premises, hypotheses, quotes, strict=True)]
    reads = [h if why is not None else r for h, r, why in zip(hypotheses, reads, rules,
                                                              strict=True)]
    settled = [q or why is not None for q, why in zip(quotes, rules, strict=True)]
    asked = [i for i, s in enumerate(settled) if not s]
    probs = np.zeros((len(premises), 3))
    probs[[i for i, s in enumerate(settled) if s]] = (1.0, 0.0, 0.0)
    if asked:
        probs[asked] = _validated_probs(
            ver.predict([premises[i] for i in asked], [reads[i] for i in asked]),
            len(asked), ver.name)
    # The two say the same thing; the verifier's surface noise can favour
    # either, so a pair keeps the reading it finds better supported.
    changed = [i for i in asked if reads[i] != hypotheses[i]]
    if changed:
        as_written = _validated_probs(
            ver.predict([premises[i] for i in changed], [hypotheses[i] for i in changed]),
            len(changed), ver.name)
        for row, i in zip(as_written, changed, strict=True):
            if row[0] > probs[i, 0]:
                probs[i] = row
                reads[i] = hypotheses[i]

    # 5. Verdicts, each with the vector of the passages its verifier read.
    out = []
    p = 0
    for job, ranked, (_, _, pieces) in zip(jobs, retrieved, job_units, strict=True):
        verdicts = []
        for claim, per in zip(job.claims, ranked, strict=True):
            verdicts.append(claim_verdict(job, claim, job.hypotheses[claim.index], per,
                                           probs[p: p + len(per)], opts,
                                           reads[p: p + len(per)], quotes[p: p + len(per)],
                                           rules[p: p + len(per)]))
            p += len(per)
        answer = build_answer(job, verdicts, ver.name, enc.name, opts, bool(ranked and any(ranked)))
        read = [r.chunk for per in ranked for r in per]
        if read:
            answer = dataclasses.replace(answer, evidence_embedding=evidence_embedding(
                read, pieces, p_emb, piece_row))
        if llm is not None:
            from groundtrace.claims.llm import second_opinion

            answer = dataclasses.replace(answer, llm_opinion=second_opinion(llm, answer))
        out.append(answer)
    return out


def verify(
    response: str,
    context: str | Mapping[str, Any] | list[Any] | None = None,
    *,
    documents: Sequence[Document | str | Mapping[str, Any]] | None = None,
    question: str | None = None,
    encoder: EncoderLike = None,
    verifier: Any = None,
    top_k: int = DEFAULT_TOP_K,
    dense_weight: float = DEFAULT_DENSE_WEIGHT,
    window: int = DEFAULT_WINDOW,
    max_chars: int = DEFAULT_MAX_CHARS,
    language: str = "en",
    checks: Sequence[str] | None = None,
    support_threshold: float = SUPPORT_THRESHOLD,
    partial_threshold: float | None = None,
    contradiction_threshold: float = CONTRADICTION_THRESHOLD,
    lexical_candidates: int | None = DEFAULT_LEXICAL_CANDIDATES,
    llm: LLMCallable | None = None,
    generation_logprob: float | None = None,
    id: str | None = None,
) -> VerifiedAnswer:
    """Verify one response claim by claim against ``context`` or ``documents``.

    Same options as :func:`verify_batch`; ``generation_logprob`` (the
    generator's mean token log-probability, <= 0) is recorded in the
    faithfulness components. The result is identical to the same item
    verified inside a batch.
    """
    item: dict[str, Any] = {"response": response, "question": question, "id": id,
                            "generation_logprob": generation_logprob}
    if context is not None:
        item["context"] = context
    if documents is not None:
        item["documents"] = documents
    return verify_batch(
        [item], encoder=encoder, verifier=verifier, top_k=top_k, dense_weight=dense_weight,
        window=window, max_chars=max_chars, language=language, checks=checks,
        support_threshold=support_threshold, partial_threshold=partial_threshold,
        contradiction_threshold=contradiction_threshold,
        lexical_candidates=lexical_candidates, llm=llm,
    )[0]
