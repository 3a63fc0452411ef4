"""The front door: score answers with the geometric layer, one at a time or in batches."""

from __future__ import annotations

import warnings
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from groundtrace.encoders import Encoder, EncoderLike, resolve_encoder
from groundtrace.errors import ConfigurationError, DefaultThresholdWarning, InvalidInput
from groundtrace.scorers.dgi import (
    DGI_PASS_THRESHOLD,
    DGIResult,
    check_dgi_threshold,
    dgi_from_embeddings,
)
from groundtrace.scorers.embedding_cache import embed_roles
from groundtrace.scorers.reference import CalibrationResult, bundled_reference
from groundtrace.scorers.sgi import (
    SGI_REVIEW_THRESHOLD,
    SGI_STRONG_PASS_THRESHOLD,
    SGIResult,
    check_sgi_thresholds,
    sgi_from_embeddings,
)
from groundtrace.types import Item, as_item

__all__ = ["DGI", "SGI", "GroundingResult", "evaluate", "evaluate_against_evidence",
           "evaluate_batch"]

#: Encoders whose bundled references and default thresholds were fitted.
_CALIBRATED_ENCODERS = frozenset({"minilm", "e5-small", "hashing-256"})

@dataclass(frozen=True)
class GroundingResult:
    """The geometric verdict on one answer.

    ``method`` is ``sgi`` when a context was given (SGI decides) and ``dgi``
    otherwise. ``score`` is the deciding method's normalised value in [0, 1],
    higher meaning more grounded. ``sgi``/``dgi`` hold each method's detail;
    DGI is also computed beside SGI when the question is not empty.
    """

    method: str
    score: float
    flagged: bool
    explanation: str
    encoder: str
    sgi: SGIResult | None
    dgi: DGIResult | None
    id: str | int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "method": self.method,
            "score": self.score,
            "flagged": self.flagged,
            "explanation": self.explanation,
            "encoder": self.encoder,
            "sgi": None if self.sgi is None else self.sgi.to_dict(),
            "dgi": None if self.dgi is None else self.dgi.to_dict(),
        }


def _warn_uncalibrated(encoder: Encoder, what: str) -> None:
    if encoder.name not in _CALIBRATED_ENCODERS:
        warnings.warn(
            f"default {what} thresholds were fitted for the built-in encoders, not for "
            f"{encoder.name!r}; fit your own with `groundtrace fit` or pass thresholds",
            DefaultThresholdWarning,
            stacklevel=3,
        )


class SGI:
    """A reusable SGI scorer bound to an encoder and thresholds."""

    def __init__(
        self,
        encoder: EncoderLike = None,
        *,
        review_threshold: float | None = None,
        strong_pass_threshold: float | None = None,
    ) -> None:
        self.encoder = resolve_encoder(encoder)
        if review_threshold is None and strong_pass_threshold is None:
            _warn_uncalibrated(self.encoder, "SGI")
        self.review_threshold = (
            SGI_REVIEW_THRESHOLD if review_threshold is None else review_threshold
        )
        self.strong_pass_threshold = (
            SGI_STRONG_PASS_THRESHOLD if strong_pass_threshold is None else strong_pass_threshold
        )
        check_sgi_thresholds(self.review_threshold, self.strong_pass_threshold)

    def score(self, question: str, context: str, response: str) -> SGIResult:
        return self.score_batch([Item(question=question, response=response, context=context)])[0]

    def score_batch(self, items: Iterable[Item | Mapping[str, Any]]) -> list[SGIResult]:
        batch = [as_item(x, i) for i, x in enumerate(items)]
        for i, it in enumerate(batch):
            if it.context is None:
                raise InvalidInput(f"items[{i}]: SGI needs a context")
        qs = [it.question for it in batch if it.question.strip()]
        q_emb, c_emb, r_emb = embed_roles(
            self.encoder,
            [
                (qs, "query"),
                ([it.context or "" for it in batch], "passage"),
                ([it.response for it in batch], "passage"),
            ],
        )
        q_full = _scatter_questions(batch, q_emb, r_emb.shape[1] if len(batch) else 1)
        return sgi_from_embeddings(
            q_full,
            c_emb,
            r_emb,
            review_threshold=self.review_threshold,
            strong_pass_threshold=self.strong_pass_threshold,
        )


def _evidence_row(row: np.ndarray | None, i: int, dim: int) -> np.ndarray:
    vec = np.asarray(row, dtype=np.float32)
    if vec.shape != (dim,) or not np.isfinite(vec).all():
        raise InvalidInput(f"evidence[{i}] must be a finite vector of {dim} values")
    return vec


def _scatter_questions(batch: list[Item], q_emb: np.ndarray, dim: int) -> np.ndarray:
    """Question rows aligned with ``batch``; NaN rows for empty questions."""
    out = np.full((len(batch), dim), np.nan, dtype=np.float32)
    j = 0
    for i, it in enumerate(batch):
        if it.question.strip():
            out[i] = q_emb[j]
            j += 1
    return out


class DGI:
    """A reusable DGI scorer bound to an encoder, a reference direction and a threshold."""

    def __init__(
        self,
        encoder: EncoderLike = None,
        *,
        reference: CalibrationResult | None = None,
        pass_threshold: float | None = None,
    ) -> None:
        self.encoder = resolve_encoder(encoder)
        self.reference = reference if reference is not None else bundled_reference(
            self.encoder.name
        )
        if self.reference.encoder != self.encoder.name:
            warnings.warn(
                f"DGI reference was fitted with encoder {self.reference.encoder!r} but is "
                f"used with {self.encoder.name!r}",
                DefaultThresholdWarning,
                stacklevel=2,
            )
        if pass_threshold is None:
            _warn_uncalibrated(self.encoder, "DGI")
        self.pass_threshold = DGI_PASS_THRESHOLD if pass_threshold is None else pass_threshold
        check_dgi_threshold(self.pass_threshold)

    def score(self, question: str, response: str) -> DGIResult:
        return self.score_batch([Item(question=question, response=response)])[0]

    def score_batch(self, items: Iterable[Item | Mapping[str, Any]]) -> list[DGIResult]:
        batch = [as_item(x, i) for i, x in enumerate(items)]
        for i, it in enumerate(batch):
            if not it.question.strip():
                raise InvalidInput(f"items[{i}]: DGI needs a non-empty question")
        q_emb, r_emb = embed_roles(
            self.encoder,
            [([it.question for it in batch], "query"), ([it.response for it in batch], "passage")],
        )
        if not batch:
            return []
        return dgi_from_embeddings(q_emb, r_emb, self.reference, pass_threshold=self.pass_threshold)


def evaluate_batch(
    items: Iterable[Item | Mapping[str, Any]],
    *,
    encoder: EncoderLike = None,
    sgi_review_threshold: float | None = None,
    sgi_strong_pass_threshold: float | None = None,
    dgi_reference: CalibrationResult | None = None,
    dgi_pass_threshold: float | None = None,
) -> list[GroundingResult]:
    """Score many answers; every distinct text is encoded once; results in input order.

    Args:
        items: :class:`Item` objects or mappings with ``question``, ``response``
            and optional ``context`` (and ``id``).
        encoder: a name, an encoder, a callable, or None for the default.
        sgi_review_threshold / sgi_strong_pass_threshold: SGI thresholds.
        dgi_reference: DGI direction; defaults to the one bundled for the encoder.
        dgi_pass_threshold: DGI threshold.

    Raises:
        InvalidInput / InvalidType: an item is malformed (the message names it).
        ConfigurationError: a threshold is out of range, or DGI is needed and
            no reference exists for the encoder.
    """
    enc = resolve_encoder(encoder)
    batch = [as_item(x, i) for i, x in enumerate(items)]
    return _evaluate(batch, enc, None, sgi_review_threshold, sgi_strong_pass_threshold,
                     dgi_reference, dgi_pass_threshold)


def evaluate_against_evidence(
    items: Sequence[Item | Mapping[str, Any]],
    evidence: Sequence[np.ndarray | None],
    *,
    encoder: EncoderLike = None,
    sgi_review_threshold: float | None = None,
    sgi_strong_pass_threshold: float | None = None,
    dgi_pass_threshold: float | None = None,
) -> list[GroundingResult]:
    """:func:`evaluate_batch` with SGI measured against retrieved evidence.

    ``evidence[i]`` is the unit vector of the passages the claim layer read
    for item ``i`` (``VerifiedAnswer.evidence_embedding``); where it is
    None (no context, or nothing retrieved) the item is scored as
    :func:`evaluate_batch` scores it. Whole contexts are then embedded only
    for items without evidence, which on long contexts was most of the
    geometric layer's cost.
    """
    enc = resolve_encoder(encoder)
    batch = [as_item(x, i) for i, x in enumerate(items)]
    if len(evidence) != len(batch):
        raise InvalidInput(f"evidence has {len(evidence)} rows for {len(batch)} items")
    for i, (it, vec) in enumerate(zip(batch, evidence, strict=True)):
        if vec is not None and it.context is None:
            raise InvalidInput(f"evidence[{i}] is given but items[{i}] has no context")
    return _evaluate(batch, enc, evidence, sgi_review_threshold,
                     sgi_strong_pass_threshold, None, dgi_pass_threshold)


def _evaluate(
    batch: list[Item],
    enc: Encoder,
    evidence: Sequence[np.ndarray | None] | None,
    sgi_review_threshold: float | None,
    sgi_strong_pass_threshold: float | None,
    dgi_reference: CalibrationResult | None,
    dgi_pass_threshold: float | None,
) -> list[GroundingResult]:
    if not batch:
        return []
    review = SGI_REVIEW_THRESHOLD if sgi_review_threshold is None else sgi_review_threshold
    strong = sgi_strong_pass_threshold
    if strong is None:
        strong = SGI_STRONG_PASS_THRESHOLD
    check_sgi_thresholds(review, strong)
    dgi_threshold = DGI_PASS_THRESHOLD if dgi_pass_threshold is None else dgi_pass_threshold
    check_dgi_threshold(dgi_threshold)
    if sgi_review_threshold is None or dgi_pass_threshold is None:
        _warn_uncalibrated(enc, "SGI/DGI")

    reference = dgi_reference
    if reference is None:
        try:
            reference = bundled_reference(enc.name)
        except ConfigurationError:
            if any(it.context is None for it in batch):
                raise
            reference = None

    with_q = [i for i, it in enumerate(batch) if it.question.strip()]
    with_c = [i for i, it in enumerate(batch) if it.context is not None]
    whole = [i for i in with_c if evidence is None or evidence[i] is None]
    q_emb, c_emb, r_emb = embed_roles(
        enc,
        [
            ([batch[i].question for i in with_q], "query"),
            ([batch[i].context or "" for i in whole], "passage"),
            ([it.response for it in batch], "passage"),
        ],
    )
    q_full = _scatter_questions(batch, q_emb, r_emb.shape[1])

    sgi_by_row: dict[int, SGIResult] = {}
    if with_c:
        whole_row = {i: k for k, i in enumerate(whole)}
        c_rows = np.stack([
            c_emb[whole_row[i]] if i in whole_row or evidence is None
            else _evidence_row(evidence[i], i, r_emb.shape[1])
            for i in with_c
        ])
        sgi_rows = sgi_from_embeddings(
            q_full[with_c], c_rows, r_emb[with_c], review_threshold=review,
            strong_pass_threshold=strong,
            against=["context" if i in whole_row else "evidence" for i in with_c],
        )
        sgi_by_row = dict(zip(with_c, sgi_rows, strict=True))
    dgi_by_row: dict[int, DGIResult] = {}
    if with_q and reference is not None:
        dgi_rows = dgi_from_embeddings(
            q_full[with_q], r_emb[with_q], reference, pass_threshold=dgi_threshold
        )
        dgi_by_row = dict(zip(with_q, dgi_rows, strict=True))

    out = []
    for i, it in enumerate(batch):
        s, d = sgi_by_row.get(i), dgi_by_row.get(i)
        if s is not None:
            out.append(GroundingResult("sgi", s.normalized, s.flagged, s.explanation,
                                       enc.name, s, d, it.id))
        else:
            assert d is not None  # an item without context has a question (Item checks it)
            out.append(GroundingResult("dgi", d.normalized, d.flagged, d.explanation,
                                       enc.name, None, d, it.id))
    return out


def evaluate(
    question: str,
    response: str,
    context: str | None = None,
    *,
    encoder: EncoderLike = None,
    sgi_review_threshold: float | None = None,
    sgi_strong_pass_threshold: float | None = None,
    dgi_reference: CalibrationResult | None = None,
    dgi_pass_threshold: float | None = None,
) -> GroundingResult:
    """Score one answer: SGI when there is a context, DGI otherwise.

    The result is bit-identical to the same item scored inside
    :func:`evaluate_batch`.
    """
    return evaluate_batch(
        [Item(question=question, response=response, context=context)],
        encoder=encoder,
        sgi_review_threshold=sgi_review_threshold,
        sgi_strong_pass_threshold=sgi_strong_pass_threshold,
        dgi_reference=dgi_reference,
        dgi_pass_threshold=dgi_pass_threshold,
    )[0]
