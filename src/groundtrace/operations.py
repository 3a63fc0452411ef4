"""The use cases: one validated input, one operation, one result, the same everywhere.

Everything that turns an input into a recorded result goes through
:func:`run_operation`, so the HTTP routes, the audit log, ``audit replay``
and the review page can never disagree about what an operation does. An
input is validated once, into an :class:`OperationInput`, which is what runs,
what is stored and what is hashed.

Operations: ``triage``, ``evaluate``, ``verify`` (claims), ``rules.check``
(rule packs), ``enforce`` (a policy file) and ``ask`` (a question answered
from a document index, see :mod:`groundtrace.answer`).
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from groundtrace.canonical import canonical_json, sha256_file, sha256_hex
from groundtrace.errors import ConfigurationError, InvalidInput, InvalidType
from groundtrace.types import Item

if TYPE_CHECKING:
    from groundtrace.calibration.bundle import Calibration
    from groundtrace.evaluate import GroundingResult
    from groundtrace.verdict import Verdict

__all__ = [
    "OPERATIONS",
    "OperationInput",
    "decision_of",
    "evaluate_inputs",
    "load_index",
    "prepare_input",
    "provenance_of",
    "run_operation",
    "run_operations",
    "run_triage",
    "supported_operations",
    "triage_inputs",
]


def _version() -> str:
    from groundtrace._version import __version__

    return __version__


def _json_object(value: Any, field: str) -> dict[str, Any]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise InvalidType(f"{field} must be an object, got {type(value).__name__}")
    # Round-trip through canonical JSON so what is stored is exactly what is hashed.
    return dict(json.loads(canonical_json(dict(value))))


def _check_fields(data: Mapping[str, Any], allowed: tuple[str, ...], what: str,
                  required: str = "response") -> None:
    if not isinstance(data, Mapping):
        raise InvalidType(f"{what} input must be a mapping, got {type(data).__name__}")
    unknown = sorted(set(data) - set(allowed))
    if unknown:
        raise InvalidInput(f"unknown input fields {unknown}; accepted: {', '.join(allowed)}")
    if required not in data:
        raise InvalidInput(f"input has no {required!r}")


def _rule_names(value: Any, *, required: bool) -> list[str] | None:
    if value is None:
        if required:
            raise InvalidInput("rules must name at least one rule pack")
        return None
    if isinstance(value, str) or not isinstance(value, list | tuple):
        raise InvalidType(f"rules must be a list of rule-pack names, got {value!r}")
    if not all(isinstance(r, str) and r for r in value) or (required and not value):
        raise InvalidInput(f"rules must be non-empty rule-pack names, got {list(value)!r}")
    return list(value)


@dataclass(frozen=True)
class OperationInput:
    """One input to an operation, validated: what runs, what is stored, what is hashed.

    triage / evaluate / verify / rules.check read ``question`` (may be empty
    with a context), ``response``, ``context``, ``metadata`` and ``rules``;
    triage also reads ``id``, which its verdict carries; enforce reads
    ``message``, ``response``, ``context`` and ``session``; ask reads
    ``question`` and ``strictness`` (``response`` stays empty).
    Make one with :func:`prepare_input`.
    """

    operation: str
    response: str
    question: str = ""
    context: str | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)
    rules: tuple[str, ...] | None = None
    message: str = ""
    session: Mapping[str, Any] = field(default_factory=dict)
    strictness: str = "balanced"
    id: str | int | None = None

    def to_dict(self) -> dict[str, Any]:
        """The canonical stored form (the audit record's ``input``)."""
        if self.operation == "ask":
            return {"question": self.question, "strictness": self.strictness}
        if self.operation == "enforce":
            return {"message": self.message, "response": self.response,
                    "context": self.context, "session": dict(self.session)}
        out: dict[str, Any] = {"question": self.question, "response": self.response,
                               "context": self.context, "metadata": dict(self.metadata),
                               "rules": None if self.rules is None else list(self.rules)}
        if self.id is not None:  # absent rather than null: older records hash the same
            out["id"] = self.id
        return out

    def item(self) -> Item:
        """The :class:`Item` the answer layers read."""
        return Item(question=self.question, response=self.response, context=self.context,
                    id=self.id, metadata=self.metadata)


def prepare_input(operation: str, data: Mapping[str, Any] | OperationInput) -> OperationInput:
    """Validate ``data`` for ``operation`` once; an :class:`OperationInput` passes through.

    Raises:
        InvalidInput / InvalidType: unknown operation, or a field is missing or malformed.
    """
    _operation(operation)
    if isinstance(data, OperationInput):
        if data.operation != operation:
            raise InvalidInput(f"input prepared for {data.operation!r}, not {operation!r}")
        return data
    if operation == "ask":
        _check_fields(data, ("question", "strictness"), operation, required="question")
        from groundtrace.answer.pipeline import Strictness
        from groundtrace.encoders.base import check_text

        question = check_text(data.get("question"), "question")
        strictness = data.get("strictness") or "balanced"
        if strictness not in {s.value for s in Strictness}:
            raise InvalidInput(f"strictness must be one of {[s.value for s in Strictness]}, "
                               f"got {strictness!r}")
        return OperationInput(operation, "", question=question, strictness=str(strictness))
    if operation == "enforce":
        _check_fields(data, ("message", "response", "context", "session"), operation)
        from groundtrace.encoders.base import check_text

        message = check_text(data.get("message"), "message")
        response = check_text(data.get("response"), "response")
        context = data.get("context") or None
        if context is not None:
            check_text(context, "context")
        return OperationInput(operation, response, context=context, message=message,
                              session=_json_object(data.get("session"), "session"))
    fields = ("question", "response", "context", "metadata", "rules")
    _check_fields(data, (*fields, "id") if operation == "triage" else fields, operation)
    item_id = data.get("id")
    if item_id is not None and (isinstance(item_id, bool) or not isinstance(item_id, str | int)):
        raise InvalidType(f"id must be a string or an integer, got {type(item_id).__name__}")
    context = data.get("context") or None
    metadata = _json_object(data.get("metadata"), "metadata")
    rules = _rule_names(data.get("rules"), required=operation == "rules.check")
    item = Item(question=data.get("question") or "", response=data["response"],
                context=context, metadata=metadata)
    if operation == "verify" and item.context is None:
        raise InvalidInput("verify needs a context to check the claims against")
    return OperationInput(operation, item.response, question=item.question,
                          context=item.context, metadata=metadata,
                          rules=None if rules is None else tuple(rules), id=item_id)


# -- provenance --------------------------------------------------------------


def _encoder_provenance(encoder: Any) -> dict[str, Any]:
    from groundtrace.encoders import resolve_encoder

    enc = resolve_encoder(encoder)
    return {
        "role": "encoder",
        "name": enc.name,
        "id": getattr(enc, "model_id", enc.name),
        "weights_sha256": getattr(enc, "weights_sha256", None),
    }


def _grounding_thresholds() -> dict[str, float]:
    from groundtrace.scorers.dgi import DGI_PASS_THRESHOLD
    from groundtrace.scorers.sgi import SGI_REVIEW_THRESHOLD, SGI_STRONG_PASS_THRESHOLD

    return {
        "sgi_review": SGI_REVIEW_THRESHOLD,
        "sgi_strong_pass": SGI_STRONG_PASS_THRESHOLD,
        "dgi_pass": DGI_PASS_THRESHOLD,
    }


def _provenance(engine: str, models: list[dict[str, Any]], thresholds: Mapping[str, Any],
                rule_packs: list[Any], extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    config = {"engine": engine, "models": models, "thresholds": thresholds,
              "rule_packs": rule_packs, **(extra or {})}
    return {
        "groundtrace_version": _version(),
        **config,
        "config_hash": sha256_hex(canonical_json(config)),
    }


# -- policies (enforce) --------------------------------------------------------

_cache_lock = threading.Lock()
#: (kind, path, extra) -> ((mtime_ns, size) of the file read, loaded object, its sha256)
_file_cache: dict[tuple[str, str, str], tuple[tuple[int, int], Any, str]] = {}


def _load_once(kind: str, path: str, extra: str, stat_path: str,
               load: Callable[[], Any]) -> tuple[Any, str]:
    """``(load(), sha256 of stat_path)``, loaded again only when that file changes."""
    st = os.stat(stat_path)
    key, version = (kind, path, extra), (st.st_mtime_ns, st.st_size)
    with _cache_lock:
        cached = _file_cache.get(key)
        if cached is not None and cached[0] == version:
            return cached[1], cached[2]
    digest = sha256_file(stat_path)
    loaded = load()
    with _cache_lock:
        _file_cache[key] = (version, loaded, digest)
    return loaded, digest


def load_policy_file(path: str) -> tuple[Any, str]:
    """``(Policy, sha256 of the file)``, loaded once per file version."""
    if not isinstance(path, str) or not path:
        raise ConfigurationError(f"policy must be the path of a policy TOML file, got {path!r}")
    from groundtrace.policy import load_policy

    try:
        return _load_once("policy", path, "", path, lambda: load_policy(path))
    except OSError as exc:
        raise ConfigurationError(f"cannot read policy file {path!r}: {exc.strerror}") from None


# -- document indexes (ask) ---------------------------------------------------


def load_index(path: str, encoder: Any = None) -> tuple[Any, str]:
    """``(Corpus, sha256 of its manifest)`` of an index folder, loaded once per version."""
    from groundtrace.answer.corpus import Corpus
    from groundtrace.encoders import resolve_encoder

    if not isinstance(path, str) or not path:
        raise ConfigurationError(f"index must be the path of an index folder, got {path!r}")
    enc = resolve_encoder(encoder)
    try:
        return _load_once("index", path, enc.name, os.path.join(path, "manifest.json"),
                          lambda: Corpus.load(path, encoder=enc))
    except OSError:
        raise ConfigurationError(f"{path!r} is not a groundtrace document index (build one "
                                 "with `groundtrace ask --docs DIR --index PATH`)") from None


# -- the operations ------------------------------------------------------------


@dataclass(frozen=True)
class RunOptions:
    """Files an operation may be run with: a policy (enforce), a calibration (triage),
    a document index (ask). A calibration may also be one already loaded."""

    policy: str | None = None
    calibration: Calibration | str | None = None
    index: str | None = None


def run_triage(data: Mapping[str, Any], *, encoder: Any = None) -> dict[str, Any]:
    """Triage one input with :func:`groundtrace.triage`; returns the verdict's ``to_dict()``.

    ``rules`` may name one rule pack (triage applies one set; ``rules.check``
    runs several). ``encoder`` overrides the calibration's encoder.

    Raises:
        InvalidInput / InvalidType: the input is malformed.
    """
    return run_operation("triage", data, encoder=encoder)


def triage_inputs(
    inputs: Sequence[OperationInput], *, calibration: Calibration | str | None = None,
    encoder: Any = None,
) -> list[Verdict]:
    """The triage use case over prepared inputs: one verdict each, in input order.

    Inputs naming the same rule pack share layer batches
    (:func:`groundtrace.triage.triage_batch`); a verdict does not depend on
    what it is batched with, so this equals triaging each input alone.

    Raises:
        InvalidInput: an input is not prepared for triage, or names more than one pack.
    """
    from groundtrace.triage import triage_batch

    groups: dict[tuple[str, ...] | None, list[int]] = {}
    for i, item in enumerate(inputs):
        if item.operation != "triage":
            raise InvalidInput(f"input prepared for {item.operation!r}, not 'triage'")
        if item.rules is not None and len(item.rules) != 1:
            raise InvalidInput(f"triage applies one rule pack, got {list(item.rules)}; "
                               "use rules.check for several")
        groups.setdefault(item.rules, []).append(i)
    out: list[Verdict | None] = [None] * len(inputs)
    for rules, idx in groups.items():
        verdicts = triage_batch([inputs[i].item() for i in idx],
                                rules=None if rules is None else rules[0],
                                calibration=calibration, encoder=encoder)
        for i, verdict in zip(idx, verdicts, strict=True):
            out[i] = verdict
    return [v for v in out if v is not None]


def evaluate_inputs(inputs: Sequence[OperationInput], *,
                    encoder: Any = None) -> list[GroundingResult]:
    """The geometric scoring use case (SGI / DGI) over prepared inputs, in input order.

    Raises:
        InvalidInput: an input is not prepared for evaluate, or names rule packs.
    """
    from groundtrace.evaluate import evaluate_batch

    for item in inputs:
        if item.operation != "evaluate":
            raise InvalidInput(f"input prepared for {item.operation!r}, not 'evaluate'")
        if item.rules:
            raise InvalidInput("evaluate does not apply rule packs; use triage or rules.check")
    return evaluate_batch([item.item() for item in inputs], encoder=encoder)


def _triage_op(items: Sequence[OperationInput], encoder: Any,
               opts: RunOptions) -> list[dict[str, Any]]:
    return [dict(v.to_dict())
            for v in triage_inputs(items, calibration=opts.calibration, encoder=encoder)]


def _evaluate_op(items: Sequence[OperationInput], encoder: Any,
                 opts: RunOptions) -> list[dict[str, Any]]:
    return [r.to_dict() for r in evaluate_inputs(items, encoder=encoder)]


def _verify(item: OperationInput, encoder: Any, opts: RunOptions) -> dict[str, Any]:
    if item.rules:
        raise InvalidInput("verify does not apply rule packs; use triage or rules.check")
    from groundtrace.claims import verify

    result = verify(item.response, item.context, question=item.question or None,
                    encoder=encoder)
    return dict(result.to_dict())


def _rules_check(item: OperationInput, encoder: Any, opts: RunOptions) -> dict[str, Any]:
    from groundtrace.rules.packs import build_pack

    results = []
    for name in item.rules or ():
        outcome = build_pack(name).evaluate(
            question=item.question, response=item.response, context=item.context,
            metadata=dict(item.metadata),
        )
        results.append(outcome.to_dict())
    reasons = []
    for res in results:
        failed = [r["rule_id"] for r in res["rules"] if not r["matched"]]
        state = f"flagged ({res['flag_rule']})" if res["flagged"] else "not flagged"
        reasons.append(f"{res['ruleset']}: {state}; rules not met: {failed or 'none'}")
    return {
        "flagged": any(r["flagged"] for r in results),
        "rule_packs": list(item.rules or ()),
        "rule_results": results,
        "reasons": reasons,
    }


def _enforce(item: OperationInput, encoder: Any, opts: RunOptions) -> dict[str, Any]:
    from groundtrace.policy import enforce

    if opts.policy is None:
        raise ConfigurationError("enforce needs a policy file (start the service with --policy)")
    loaded, _ = load_policy_file(opts.policy)
    result = enforce(item.message, item.response, policy=loaded,
                     session=dict(item.session) or None, context=item.context, encoder=encoder)
    return dict(result.to_dict())


def _ask(item: OperationInput, encoder: Any, opts: RunOptions) -> dict[str, Any]:
    from groundtrace.answer.pipeline import Pipeline

    if opts.index is None:
        raise ConfigurationError("ask needs a document index (start the service with --index)")
    corpus, digest = load_index(opts.index, encoder)
    pipe = Pipeline(corpus, strictness=item.strictness)
    answer = pipe.ask(item.question)
    out = dict(answer.to_dict())
    ver = pipe.verifier
    models = [_encoder_provenance(corpus.encoder),
              {"role": "verifier", "name": str(getattr(ver, "name", None)),
               "id": str(getattr(ver, "name", None)),
               "weights_sha256": getattr(ver, "weights_sha256", None)}]
    out["provenance"] = _provenance(
        "answer.ask", models, {"min_relevance": pipe.min_relevance}, [],
        {"index": {"manifest_sha256": digest, "documents": len(corpus)},
         "generator": answer.generator, "strictness": item.strictness})
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
    run: Callable[[Sequence[OperationInput], Any, RunOptions], list[dict[str, Any]]]
    decision: Callable[[Mapping[str, Any]], str | None]
    uses_policy: bool = False
    uses_calibration: bool = False
    uses_index: bool = False


def _verify_decision(result: Mapping[str, Any]) -> str:
    level = result.get("level")
    return {"FULLY_GROUNDED": "PASS", "CONTRADICTORY": "FAIL"}.get(str(level), "REVIEW")


def _each(
    run: Callable[[OperationInput, Any, RunOptions], dict[str, Any]],
) -> Callable[[Sequence[OperationInput], Any, RunOptions], list[dict[str, Any]]]:
    """An operation with no batch form, run on each input in turn."""
    return lambda items, encoder, opts: [run(item, encoder, opts) for item in items]


OPERATIONS: dict[str, Operation] = {
    "triage": Operation("triage", _triage_op, lambda r: str(r["decision"]),
                        uses_calibration=True),
    "evaluate": Operation("evaluate", _evaluate_op,
                          lambda r: "REVIEW" if r.get("flagged") else "PASS"),
    "verify": Operation("verify", _each(_verify), _verify_decision),
    "rules.check": Operation("rules.check", _each(_rules_check),
                             lambda r: "REVIEW" if r.get("flagged") else "PASS"),
    "enforce": Operation("enforce", _each(_enforce),
                         lambda r: "PASS" if r.get("passed") else "FAIL", uses_policy=True),
    "ask": Operation("ask", _each(_ask), _ask_decision, uses_index=True),
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
    name: str, inputs: Sequence[Mapping[str, Any] | OperationInput], *, encoder: Any = None,
    policy: str | None = None, calibration: Calibration | str | None = None,
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
    name: str, data: Mapping[str, Any] | OperationInput, *, encoder: Any = None,
    policy: str | None = None, calibration: Calibration | str | None = None,
    index: str | None = None,
) -> dict[str, Any]:
    """Run operation ``name`` on one input: :func:`run_operations` on a list of one."""
    return run_operations(name, [data], encoder=encoder, policy=policy,
                          calibration=calibration, index=index)[0]


def decision_of(name: str, result: Mapping[str, Any]) -> str | None:
    """PASS / REVIEW / FAIL of a result."""
    return _operation(name).decision(result)


def provenance_of(
    name: str, result: Mapping[str, Any], *, encoder: Any = None, policy: str | None = None
) -> dict[str, Any]:
    """What produced ``result``: the verdict's own provenance when it carries one."""
    prov = result.get("provenance")
    if isinstance(prov, Mapping):
        return dict(prov)
    models = [_encoder_provenance(encoder)]
    if name == "verify":
        models.append({"role": "verifier", "name": result.get("verifier"), "id":
                       result.get("verifier"), "weights_sha256": None})
        cfg = result.get("config")
        thresholds = dict(cfg) if isinstance(cfg, Mapping) else {}
        return _provenance("claims.verify", models, thresholds, [])
    if name == "rules.check":
        packs = [{"name": r.get("ruleset"), "fingerprint": r.get("fingerprint")}
                 for r in result.get("rule_results") or [] if isinstance(r, Mapping)]
        return _provenance("rules", [], {}, packs)
    if name == "enforce":
        extra: dict[str, Any] = {"policy": None}
        if policy is not None:
            loaded, digest = load_policy_file(policy)
            extra["policy"] = {"path": policy, "name": loaded.name, "version": loaded.version,
                               "sha256": digest}
        return _provenance("policy.enforce", models, {}, [], extra)
    return _provenance("evaluate", models, _grounding_thresholds(), [])
