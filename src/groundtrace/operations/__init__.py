"""The use cases: one validated input, one operation, one result, the same everywhere.

Everything that turns an input into a result goes through
:func:`run_operations` (:func:`run_operation` is a batch of one), so the
CLI's row commands, the HTTP routes, the audit log, ``audit replay`` and the
review page can never disagree about what an operation does. An input is
validated once, into an :class:`OperationInput` (:mod:`.inputs`), which is
what runs, what is stored and what is hashed; :mod:`.provenance` records
what produced each result and loads the policy and index files.

Operations: ``triage``, ``evaluate``, ``verify`` (claims), ``rules.check``
(rule packs), ``enforce`` (a policy file) and ``ask`` (a question answered
from a document index, see :mod:`groundtrace.answer`). Each has a typed use
case over prepared inputs, which the CLI commands call with what a mapping
cannot hold (documents with pages, a configured rule set, a loaded policy, a
pipeline): :func:`triage_inputs`, :func:`evaluate_inputs`,
:func:`verify_inputs` / :func:`verify_documents` (:mod:`.verify`),
:func:`rules_check_inputs` (:mod:`.rules`), :func:`enforce_inputs`
(:mod:`.enforce`) and :func:`ask_inputs` / :func:`open_corpus` (:mod:`.ask`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from groundtrace.errors import ConfigurationError, InvalidInput
from groundtrace.operations.ask import ask_inputs, open_corpus
from groundtrace.operations.enforce import enforce_inputs
from groundtrace.operations.inputs import OperationInput, check_prepared, prepare_input
from groundtrace.operations.provenance import (
    encoder_provenance,
    grounding_thresholds,
    load_index,
    load_policy_file,
    provenance,
)
from groundtrace.operations.rules import rules_check_inputs, rules_check_summary
from groundtrace.operations.verify import load_sources, verify_documents, verify_inputs

if TYPE_CHECKING:
    from pathlib import Path

    from groundtrace.calibration.bundle import Calibration
    from groundtrace.encoders.base import EncoderLike
    from groundtrace.evaluate import GroundingResult
    from groundtrace.rules import RuleSet
    from groundtrace.verdict import Verdict

__all__ = [
    "OPERATIONS",
    "OperationInput",
    "ask_inputs",
    "decision_of",
    "enforce_inputs",
    "evaluate_inputs",
    "load_index",
    "load_policy_file",
    "load_sources",
    "open_corpus",
    "prepare_input",
    "provenance_of",
    "rules_check_inputs",
    "run_operation",
    "run_operations",
    "run_triage",
    "supported_operations",
    "triage_inputs",
    "verify_documents",
    "verify_inputs",
]


# -- the operations ------------------------------------------------------------


@dataclass(frozen=True)
class RunOptions:
    """Files an operation may be run with: a policy (enforce), a calibration (triage),
    a document index (ask). A calibration may also be one already loaded."""

    policy: str | None = None
    calibration: Calibration | str | Path | None = None
    index: str | None = None


def run_triage(data: Mapping[str, Any], *, encoder: EncoderLike = None) -> dict[str, Any]:
    """Triage one input with :func:`groundtrace.triage`; returns the verdict's ``to_dict()``.

    ``rules`` may name one rule pack (triage applies one set; ``rules.check``
    runs several). ``encoder`` overrides the calibration's encoder.

    Raises:
        InvalidInput / InvalidType: the input is malformed.
    """
    return run_operation("triage", data, encoder=encoder)


def triage_inputs(
    inputs: Sequence[OperationInput], *, rules: RuleSet | None = None,
    calibration: Calibration | str | Path | None = None, encoder: EncoderLike = None,
) -> list[Verdict]:
    """The triage use case over prepared inputs: one verdict each, in input order.

    Inputs naming the same rule pack share layer batches
    (:func:`groundtrace.triage.triage_batch`); a verdict does not depend on
    what it is batched with, so this equals triaging each input alone.

    Args:
        rules: a configured rule set (e.g. ``customer_support_rules(rag=True)``)
            for every input, which an input can only name with its defaults;
            inputs must then name no pack themselves.

    Raises:
        InvalidInput: an input is not prepared for triage, names more than one
            pack, or names one while ``rules`` is given.
    """
    from groundtrace.triage import triage_batch

    check_prepared(inputs, "triage")
    groups: dict[tuple[str, ...] | None, list[int]] = {}
    for i, item in enumerate(inputs):
        if item.rules is not None and len(item.rules) != 1:
            raise InvalidInput(f"triage applies one rule pack, got {list(item.rules)}; "
                               "use rules.check for several")
        if item.rules is not None and rules is not None:
            raise InvalidInput(f"input {i} names rule pack {item.rules[0]!r} and a rule set "
                               f"{rules.name!r} was given for every input; use one")
        groups.setdefault(item.rules, []).append(i)
    out: list[Verdict | None] = [None] * len(inputs)
    for names, idx in groups.items():
        verdicts = triage_batch([inputs[i].item() for i in idx],
                                rules=rules if names is None else names[0],
                                calibration=calibration, encoder=encoder)
        for i, verdict in zip(idx, verdicts, strict=True):
            out[i] = verdict
    return [v for v in out if v is not None]


def evaluate_inputs(inputs: Sequence[OperationInput], *,
                    encoder: EncoderLike = None) -> list[GroundingResult]:
    """The geometric scoring use case (SGI / DGI) over prepared inputs, in input order.

    Raises:
        InvalidInput: an input is not prepared for evaluate, or names rule packs.
    """
    from groundtrace.evaluate import evaluate_batch

    check_prepared(inputs, "evaluate", rule_packs=False)
    return evaluate_batch([item.item() for item in inputs], encoder=encoder)


def _triage_op(items: Sequence[OperationInput], encoder: EncoderLike,
               opts: RunOptions) -> list[dict[str, Any]]:
    return [dict(v.to_dict())
            for v in triage_inputs(items, calibration=opts.calibration, encoder=encoder)]


def _evaluate_op(items: Sequence[OperationInput], encoder: EncoderLike,
                 opts: RunOptions) -> list[dict[str, Any]]:
    return [r.to_dict() for r in evaluate_inputs(items, encoder=encoder)]


def _verify_op(items: Sequence[OperationInput], encoder: EncoderLike,
               opts: RunOptions) -> list[dict[str, Any]]:
    return [dict(a.to_dict()) for a in verify_inputs(items, encoder=encoder)]


def _rules_check(items: Sequence[OperationInput], encoder: EncoderLike,
                 opts: RunOptions) -> list[dict[str, Any]]:
    return [rules_check_summary(item, results)
            for item, results in zip(items, rules_check_inputs(items), strict=True)]


def _enforce(items: Sequence[OperationInput], encoder: EncoderLike,
             opts: RunOptions) -> list[dict[str, Any]]:
    if opts.policy is None:
        raise ConfigurationError("enforce needs a policy file (start the service with --policy)")
    loaded, _ = load_policy_file(opts.policy)
    return [dict(r.to_dict()) for r in enforce_inputs(items, policy=loaded, encoder=encoder)]


def _ask(items: Sequence[OperationInput], encoder: EncoderLike,
         opts: RunOptions) -> list[dict[str, Any]]:
    from groundtrace.answer.pipeline import Pipeline

    if opts.index is None:
        raise ConfigurationError("ask needs a document index (start the service with --index)")
    corpus, digest = load_index(opts.index, encoder)
    pipe = Pipeline(corpus)
    ver = pipe.verifier
    models = [encoder_provenance(corpus.encoder),
              {"role": "verifier", "name": str(getattr(ver, "name", None)),
               "id": str(getattr(ver, "name", None)),
               "weights_sha256": getattr(ver, "weights_sha256", None)}]
    out = []
    for item, answer in zip(items, ask_inputs(items, pipeline=pipe), strict=True):
        result = dict(answer.to_dict())
        result["provenance"] = provenance(
            "answer.ask", models, {"min_relevance": pipe.min_relevance}, [],
            {"index": {"manifest_sha256": digest, "documents": len(corpus)},
             "generator": answer.generator, "strictness": item.strictness})
        out.append(result)
    return out


def _ask_decision(result: Mapping[str, Any]) -> str:
    """FAIL: a kept sentence is not supported (lenient); REVIEW: refused, or sentences removed."""
    sentences = [s for s in result.get("sentences") or [] if isinstance(s, Mapping)]
    kept_bad = [s for s in sentences if s.get("kept") and (
        s.get("status") not in ("supported", "no_claim") or s.get("invalid_citations"))]
    if kept_bad:
        return "FAIL"
    if result.get("refused") or any(not s.get("kept") for s in sentences):
        return "REVIEW"
    return "PASS"


@dataclass(frozen=True)
class Operation:
    """One auditable operation: how to run it and how to read its decision."""

    name: str
    run: Callable[[Sequence[OperationInput], EncoderLike, RunOptions], list[dict[str, Any]]]
    decision: Callable[[Mapping[str, Any]], str | None]
    uses_policy: bool = False
    uses_calibration: bool = False
    uses_index: bool = False


def _verify_decision(result: Mapping[str, Any]) -> str:
    level = result.get("level")
    return {"FULLY_GROUNDED": "PASS", "CONTRADICTORY": "FAIL"}.get(str(level), "REVIEW")


OPERATIONS: dict[str, Operation] = {
    "triage": Operation("triage", _triage_op, lambda r: str(r["decision"]),
                        uses_calibration=True),
    "evaluate": Operation("evaluate", _evaluate_op,
                          lambda r: "REVIEW" if r.get("flagged") else "PASS"),
    "verify": Operation("verify", _verify_op, _verify_decision),
    "rules.check": Operation("rules.check", _rules_check,
                             lambda r: "REVIEW" if r.get("flagged") else "PASS"),
    "enforce": Operation("enforce", _enforce,
                         lambda r: "PASS" if r.get("passed") else "FAIL", uses_policy=True),
    "ask": Operation("ask", _ask, _ask_decision, uses_index=True),
}


def supported_operations() -> tuple[str, ...]:
    """Operations this version can run (and so record and replay)."""
    return tuple(OPERATIONS)


def _operation(name: str) -> Operation:
    op = OPERATIONS.get(name)
    if op is None:
        raise InvalidInput(
            f"unknown operation {name!r}; this version runs {supported_operations()}"
        )
    return op


def run_operations(
    name: str, inputs: Sequence[Mapping[str, Any] | OperationInput], *, encoder: EncoderLike = None,
    policy: str | None = None, calibration: Calibration | str | Path | None = None,
    index: str | None = None,
) -> list[dict[str, Any]]:
    """Run operation ``name`` on each input (raw, or prepared by :func:`prepare_input`).

    Results are in input order and each equals :func:`run_operation` on that
    input alone; triage and evaluate share model batches across the inputs.

    Args:
        encoder: encoder name or object (None: the default).
        policy: path of the policy TOML file; only for ``enforce``.
        calibration: a calibration file (``groundtrace fit``) or one already
            loaded; only for ``triage`` (None: the bundled calibration).
        index: path of a document index folder; only for ``ask``, which needs it.

    Raises:
        InvalidInput: unknown operation, a malformed input, or a policy or
            calibration given to an operation that does not use one.
    """
    op = _operation(name)
    if policy is not None and not op.uses_policy:
        raise InvalidInput(f"operation {name!r} does not use a policy")
    if calibration is not None and not op.uses_calibration:
        raise InvalidInput(f"operation {name!r} does not use a calibration")
    if index is not None and not op.uses_index:
        raise InvalidInput(f"operation {name!r} does not use a document index")
    prepared = [prepare_input(name, data) for data in inputs]
    return op.run(prepared, encoder, RunOptions(policy, calibration, index))


def run_operation(
    name: str, data: Mapping[str, Any] | OperationInput, *, encoder: EncoderLike = None,
    policy: str | None = None, calibration: Calibration | str | Path | None = None,
    index: str | None = None,
) -> dict[str, Any]:
    """Run operation ``name`` on one input: :func:`run_operations` on a list of one."""
    return run_operations(name, [data], encoder=encoder, policy=policy,
                          calibration=calibration, index=index)[0]


def decision_of(name: str, result: Mapping[str, Any]) -> str | None:
    """PASS / REVIEW / FAIL of a result."""
    return _operation(name).decision(result)


def provenance_of(
    name: str, result: Mapping[str, Any], *, encoder: EncoderLike = None, policy: str | None = None
) -> dict[str, Any]:
    """What produced ``result``: the verdict's own provenance when it carries one."""
    prov = result.get("provenance")
    if isinstance(prov, Mapping):
        return dict(prov)
    models = [encoder_provenance(encoder)]
    if name == "verify":
        models.append({"role": "verifier", "name": result.get("verifier"), "id":
                       result.get("verifier"), "weights_sha256": None})
        cfg = result.get("config")
        thresholds = dict(cfg) if isinstance(cfg, Mapping) else {}
        return provenance("claims.verify", models, thresholds, [])
    if name == "rules.check":
        packs = [{"name": r.get("ruleset"), "fingerprint": r.get("fingerprint")}
                 for r in result.get("rule_results") or [] if isinstance(r, Mapping)]
        return provenance("rules", [], {}, packs)
    if name == "enforce":
        extra: dict[str, Any] = {"policy": None}
        if policy is not None:
            loaded, digest = load_policy_file(policy)
            extra["policy"] = {"path": policy, "name": loaded.name, "version": loaded.version,
                               "sha256": digest}
        return provenance("policy.enforce", models, {}, [], extra)
    return provenance("evaluate", models, grounding_thresholds(), [])
