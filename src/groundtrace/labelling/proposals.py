"""Label proposals: draft likely-ungrounded answers for a person to label.

A user's calibration set needs ungrounded answers from their own domain, and
the most useful ones to label are those the current model is least sure
about. :func:`propose_labels` asks the user's own LLM (``llm_generate``) to
rewrite grounded seed answers with confabulation strategies
(:mod:`groundtrace.labelling.strategies`), scores every candidate with the
groundtrace layers (:func:`groundtrace.triage.triage_batch`), and ranks them
for review: 70 % by uncertainty (P(not grounded) near the decision boundary),
30 % by strategy diversity.

It never labels and never calibrates: a generated answer can still be
grounded, so the output is a review sheet (:meth:`LabelProposals.to_markdown`)
with empty checkboxes, plus every candidate — kept or skipped — for audit.
"""

from __future__ import annotations

import random
import warnings
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Literal

from groundtrace.encoders.base import check_text
from groundtrace.errors import CandidateSkippedWarning, InvalidInput, InvalidType
from groundtrace.labelling.review_sheet import read_review, render_markdown
from groundtrace.labelling.strategies import ConfabulationStrategy, resolve_strategies

if TYPE_CHECKING:
    from groundtrace.encoders.base import EncoderLike

__all__ = [
    "DEFAULT_UNCERTAINTY_SHARE",
    "LabelCandidate",
    "LabelProposals",
    "SeedExample",
    "propose_labels",
]

#: Share of the review slots filled by uncertainty; the rest go to strategy
#: diversity, so one strategy the model happens to find hard cannot fill the sheet.
DEFAULT_UNCERTAINTY_SHARE = 0.7

LLMGenerate = Callable[[str], str]


@dataclass(frozen=True)
class SeedExample:
    """A source, a question and an answer a person has checked is grounded in it.

    ``question`` may be empty (e.g. a summary of the source); ``context`` and
    ``grounded`` may not.

    Raises:
        InvalidType: a field is not a string.
        InvalidText: ``context`` or ``grounded`` empty, or a text too long.
    """

    context: str
    question: str
    grounded: str
    id: str | None = None

    def __post_init__(self) -> None:
        check_text(self.context, "SeedExample.context")
        check_text(self.grounded, "SeedExample.grounded")
        if not isinstance(self.question, str):
            raise InvalidType(
                f"SeedExample.question must be a string, got {type(self.question).__name__}"
            )
        if self.question.strip():
            check_text(self.question, "SeedExample.question")
        if self.id is not None and (not isinstance(self.id, str) or not self.id.strip()):
            raise InvalidType(f"SeedExample.id must be a non-empty string or None, got {self.id!r}")

    @classmethod
    def from_mapping(cls, row: Mapping[str, Any], *, where: str = "seed") -> SeedExample:
        """From ``{"context", "question", "grounded", "id"?}`` (e.g. one JSONL row)."""
        if not isinstance(row, Mapping):
            raise InvalidType(f"{where} must be a SeedExample or a mapping, got "
                              f"{type(row).__name__}")
        missing = [k for k in ("context", "grounded") if k not in row]
        if missing:
            raise InvalidInput(f"{where} has no {' or '.join(repr(k) for k in missing)}; "
                               "a seed needs context, question and grounded")
        unknown = sorted(set(row) - {"context", "question", "grounded", "id"})
        if unknown:
            raise InvalidInput(f"{where} has unknown keys {unknown}; accepted: context, "
                               "question, grounded, id")
        rid = row.get("id")
        try:
            return cls(row["context"], row.get("question") or "", row["grounded"],
                       None if rid is None else str(rid))
        except (InvalidInput, InvalidType) as exc:
            raise type(exc)(f"{where}: {exc}") from None

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "context": self.context, "question": self.question,
                "grounded": self.grounded}


@dataclass(frozen=True)
class LabelCandidate:
    """One drafted answer, scored (or skipped), and where it landed in the review order.

    Attributes:
        id: ``"<seed id>/<strategy>"``; stable across runs.
        status: ``scored``, or ``skipped`` (``error`` says why).
        response: the generated answer (stripped), or None if none was usable.
        probability: P(not grounded) from the fused model.
        decision: what triage would decide (PASS / REVIEW / FAIL) — a hint, not a label.
        uncertainty: 1 at the decision boundary, 0 at the far end of [0, 1].
        rank: 1-based position on the review sheet, or None if not selected.
        picked_for: ``uncertainty`` or ``diversity`` for selected candidates.
        verdict: the full triage verdict, for audit.
    """

    id: str
    seed_index: int
    seed_id: str
    strategy: str
    prompt: str
    status: Literal["scored", "skipped"]
    response: str | None = None
    error: str | None = None
    probability: float | None = None
    decision: str | None = None
    uncertainty: float | None = None
    rank: int | None = None
    picked_for: Literal["uncertainty", "diversity"] | None = None
    verdict: Any | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "seed_index": self.seed_index,
            "seed_id": self.seed_id,
            "strategy": self.strategy,
            "prompt": self.prompt,
            "status": self.status,
            "response": self.response,
            "error": self.error,
            "probability": self.probability,
            "decision": self.decision,
            "uncertainty": self.uncertainty,
            "rank": self.rank,
            "picked_for": self.picked_for,
            "verdict": None if self.verdict is None else self.verdict.to_dict(),
        }


@dataclass(frozen=True)
class LabelProposals:
    """Every candidate (for audit) and the ranked selection for a person to label."""

    candidates: tuple[LabelCandidate, ...]
    seeds: tuple[SeedExample, ...]
    strategies: tuple[ConfabulationStrategy, ...]
    n: int
    seed: int
    uncertainty_share: float
    boundary: float
    calibration_id: str
    fusion_model_id: str
    groundtrace_version: str
    settings: Mapping[str, Any] = field(default_factory=dict)

    @property
    def selected(self) -> tuple[LabelCandidate, ...]:
        """The candidates to review, in review order."""
        chosen = [c for c in self.candidates if c.rank is not None]
        return tuple(sorted(chosen, key=lambda c: c.rank or 0))

    @property
    def skipped(self) -> tuple[LabelCandidate, ...]:
        return tuple(c for c in self.candidates if c.status == "skipped")

    def seed_of(self, candidate: LabelCandidate) -> SeedExample:
        return self.seeds[candidate.seed_index]

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "groundtrace.label_proposals",
            "version": 1,
            "n": self.n,
            "seed": self.seed,
            "uncertainty_share": self.uncertainty_share,
            "boundary": self.boundary,
            "calibration_id": self.calibration_id,
            "fusion_model_id": self.fusion_model_id,
            "groundtrace_version": self.groundtrace_version,
            "settings": dict(self.settings),
            "strategies": [s.to_dict() for s in self.strategies],
            "seeds": [s.to_dict() for s in self.seeds],
            "selected": [c.id for c in self.selected],
            "candidates": [c.to_dict() for c in self.candidates],
        }

    def to_markdown(self) -> str:
        """A review sheet: each selected candidate with its source and empty checkboxes."""
        return render_markdown(self)

    def labelled_rows(self, reviewed_markdown: str, *,
                      include_seeds: bool = True) -> list[dict[str, Any]]:
        """The labels a reviewer ticked on :meth:`to_markdown`'s sheet, as labelled rows.

        See :func:`~groundtrace.labelling.review_sheet.read_review`.
        """
        return read_review(reviewed_markdown, self, include_seeds=include_seeds)


def _seeds(seeds: Iterable[SeedExample | Mapping[str, Any]]) -> tuple[SeedExample, ...]:
    if isinstance(seeds, str | bytes | Mapping) or not isinstance(seeds, Iterable):
        raise InvalidType(f"seeds must be a list of SeedExample or mappings, got "
                          f"{type(seeds).__name__}")
    out = []
    for i, s in enumerate(seeds):
        seed = s if isinstance(s, SeedExample) else SeedExample.from_mapping(
            s, where=f"seeds[{i}]")
        out.append(seed if seed.id is not None else replace(seed, id=f"seed-{i + 1}"))
    if not out:
        raise InvalidInput("propose_labels needs at least one seed example, got none")
    ids = [s.id for s in out]
    dup = sorted({x for x in ids if ids.count(x) > 1 and x is not None})
    if dup:
        raise InvalidInput(f"seed ids must be unique; repeated: {dup}")
    return tuple(out)


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def _generate(
    llm_generate: LLMGenerate, seed: SeedExample, strategy: ConfabulationStrategy,
    seen: set[str], index: int,
) -> LabelCandidate:
    """Call the user's LLM once; any failure becomes a warning and a skipped candidate."""
    seed_id = str(seed.id)  # always set by _seeds
    prompt = strategy.render(context=seed.context, question=seed.question,
                             grounded=seed.grounded)
    base = LabelCandidate(id=f"{seed_id}/{strategy.name}", seed_index=index, seed_id=seed_id,
                          strategy=strategy.name, prompt=prompt, status="skipped")
    error: str | None
    text: str | None = None
    try:
        out = llm_generate(prompt)
    except Exception as exc:  # a user callable: any failure skips this candidate only
        error = f"llm_generate raised {type(exc).__name__}: {exc}"
    else:
        if not isinstance(out, str):
            error = f"llm_generate returned {type(out).__name__}, expected str"
        else:
            text = out.strip()
            error = None
            if not text:
                error = "llm_generate returned empty text"
            else:
                try:
                    check_text(text, "generated answer")
                except (InvalidInput, InvalidType) as exc:
                    error = str(exc)
            if error is None and _norm(text) == _norm(seed.grounded):
                error = "generated answer is identical to the grounded answer"
            elif error is None and _norm(text) in seen:
                error = "generated answer repeats another candidate for this seed"
            if not text:
                text = None
    if error is not None or text is None:
        warnings.warn(f"candidate {base.id} skipped: {error}", CandidateSkippedWarning,
                      stacklevel=4)
        return replace(base, response=text, error=error)
    seen.add(_norm(text))
    # "scored" once triage_batch has run; it scores every usable draft or raises
    return replace(base, status="scored", response=text)


def _uncertainty(p: float, boundary: float) -> float:
    """1 at the boundary, falling linearly to 0 at whichever end of [0, 1] is farther."""
    return max(0.0, 1.0 - abs(p - boundary) / max(boundary, 1.0 - boundary))


def _rank(
    scored: list[LabelCandidate], n: int, share: float, rng: random.Random,
    strategy_order: Sequence[str],
) -> dict[str, tuple[int, Literal["uncertainty", "diversity"]]]:
    """Pick ``n``: ``round(share·n)`` most uncertain, the rest least-covered strategy first.

    Ties are broken by a seeded random key, so the same seed gives the same sheet.
    """
    tie = {c.id: rng.random() for c in scored}
    by_unc = sorted(scored, key=lambda c: (-(c.uncertainty or 0.0), tie[c.id]))
    n = min(n, len(scored))
    n_unc = min(int(share * n + 0.5 + 1e-9), n)  # half up, not banker's rounding
    unc = by_unc[:n_unc]
    taken = {c.id for c in unc}
    counts = {s: 0 for s in strategy_order}
    for c in unc:
        counts[c.strategy] += 1
    pool: dict[str, list[LabelCandidate]] = {s: [] for s in strategy_order}
    for c in by_unc:
        if c.id not in taken:
            pool[c.strategy].append(c)
    strat_tie = {s: rng.random() for s in strategy_order}
    div: list[LabelCandidate] = []
    while len(unc) + len(div) < n:
        open_ = [s for s in strategy_order if pool[s]]
        s = min(open_, key=lambda s: (counts[s], strat_tie[s]))
        div.append(pool[s].pop(0))  # most uncertain of the least-covered strategy
        counts[s] += 1
    # Interleave so every prefix of the sheet keeps about the same 70/30 mix.
    order: list[tuple[LabelCandidate, Literal["uncertainty", "diversity"]]] = []
    ui = di = 0
    while ui < len(unc) or di < len(div):
        want_div = di < len(div) and (ui >= len(unc) or (di + 1) * n <= (len(order) + 1)
                                      * len(div))
        if want_div:
            order.append((div[di], "diversity"))
            di += 1
        else:
            order.append((unc[ui], "uncertainty"))
            ui += 1
    return {c.id: (i + 1, why) for i, (c, why) in enumerate(order)}


def propose_labels(
    seeds: Iterable[SeedExample | Mapping[str, Any]],
    llm_generate: LLMGenerate,
    *,
    n: int = 20,
    strategies: Iterable[str | ConfabulationStrategy | Sequence[str]] | None = None,
    strategies_per_seed: int | None = None,
    calibration: Any = None,
    rules: Any = None,
    encoder: EncoderLike = None,
    verifier: Any = None,
    boundary: float | None = None,
    uncertainty_share: float = DEFAULT_UNCERTAINTY_SHARE,
    seed: int = 0,
) -> LabelProposals:
    """Draft candidate ungrounded answers and rank them for a person to label.

    For each seed example and strategy, ``llm_generate(prompt)`` is called
    once (in seed order, then strategy order); every usable answer is scored
    with :func:`groundtrace.triage.triage_batch`, and ``n`` are chosen: a
    share ``uncertainty_share`` with P(not grounded) closest to ``boundary``,
    the rest from the strategies least represented so far.

    Args:
        seeds: :class:`SeedExample` objects or mappings with ``context``,
            ``question``, ``grounded`` (and optional ``id``).
        llm_generate: your LLM, ``prompt -> answer text``. If it raises or
            returns something unusable (not text, empty, the grounded answer
            again, a repeat), a :class:`~groundtrace.errors.CandidateSkippedWarning`
            is issued and that candidate is kept as ``skipped``.
        n: how many candidates to put on the review sheet (fewer if fewer are usable).
        strategies: built-in names, ``(name, template)`` pairs or
            :class:`ConfabulationStrategy` objects; None = the five built-ins.
        strategies_per_seed: try only this many strategies per seed example, a
            sample drawn with ``seed`` (None = every strategy); bounds LLM calls.
        calibration / rules / encoder / verifier: passed to
            :func:`~groundtrace.triage.triage_batch` (None = the bundled calibration).
        boundary: the probability treated as most uncertain; None = the
            calibration's REVIEW threshold (where PASS turns into REVIEW).
        uncertainty_share: share of the sheet filled by uncertainty, in [0, 1].
        seed: fixes the strategy sample and every tie-break.

    Returns:
        :class:`LabelProposals` with all candidates; nothing is labelled.

    Raises:
        InvalidType / InvalidInput: bad seeds, strategies or options (before any LLM call).
    """
    from groundtrace._version import __version__
    from groundtrace.calibration.bundle import resolve_calibration
    from groundtrace.triage import triage_batch

    seed_examples = _seeds(seeds)
    strats = resolve_strategies(strategies)
    if not callable(llm_generate):
        raise InvalidType(f"llm_generate must be callable (prompt -> str), got "
                          f"{type(llm_generate).__name__}")
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise InvalidInput(f"n must be a positive integer, got {n!r}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise InvalidType(f"seed must be an integer, got {seed!r}")
    if strategies_per_seed is not None and (
        not isinstance(strategies_per_seed, int) or isinstance(strategies_per_seed, bool)
        or not 1 <= strategies_per_seed <= len(strats)
    ):
        raise InvalidInput(f"strategies_per_seed must be an integer in [1, {len(strats)}] or "
                           f"None, got {strategies_per_seed!r}")
    if isinstance(uncertainty_share, bool) or not isinstance(uncertainty_share, int | float) \
            or not 0.0 <= uncertainty_share <= 1.0:
        raise InvalidInput(f"uncertainty_share must be in [0, 1], got {uncertainty_share!r}")
    cal = resolve_calibration(calibration)
    if boundary is None:
        boundary = cal.fusion.review_threshold
    elif isinstance(boundary, bool) or not isinstance(boundary, int | float) \
            or not 0.0 < boundary < 1.0:
        raise InvalidInput(f"boundary must be a probability in (0, 1), got {boundary!r}")
    boundary = float(boundary)

    rng = random.Random(seed)
    drafts: list[LabelCandidate] = []
    for index, ex in enumerate(seed_examples):
        chosen = list(strats)
        if strategies_per_seed is not None:
            keep = set(rng.sample(range(len(strats)), strategies_per_seed))
            chosen = [s for k, s in enumerate(strats) if k in keep]
        seen: set[str] = set()
        for strategy in chosen:
            drafts.append(_generate(llm_generate, ex, strategy, seen, index))

    usable = [c for c in drafts if c.error is None]
    verdicts = triage_batch(
        [{"question": seed_examples[c.seed_index].question, "response": c.response,
          "context": seed_examples[c.seed_index].context, "id": c.id} for c in usable],
        rules=rules, calibration=cal, encoder=encoder, verifier=verifier,
    )
    by_id = {
        c.id: replace(c, status="scored", probability=v.probability, decision=v.decision,
                      uncertainty=_uncertainty(v.probability, boundary), verdict=v)
        for c, v in zip(usable, verdicts, strict=True)
    }
    scored = [by_id[c.id] for c in drafts if c.id in by_id]
    ranks = _rank(scored, n, float(uncertainty_share), rng, [s.name for s in strats])
    candidates = tuple(
        replace(by_id[c.id], rank=ranks[c.id][0], picked_for=ranks[c.id][1])
        if c.id in ranks else by_id.get(c.id, c)
        for c in drafts
    )
    return LabelProposals(
        candidates=candidates,
        seeds=seed_examples,
        strategies=strats,
        n=n,
        seed=seed,
        uncertainty_share=float(uncertainty_share),
        boundary=boundary,
        calibration_id=cal.calibration_id,
        fusion_model_id=cal.fusion.model_id,
        groundtrace_version=__version__,
        settings={"strategies_per_seed": strategies_per_seed,
                  "rules": None if rules is None else getattr(rules, "name", str(rules)),
                  "encoder": None if not verdicts else verdicts[0].provenance.encoder},
    )
