"""The one place where audit, replay and the service call the scoring layers.

Everything that turns a stored input into a result goes through
:func:`run_operation`, so the HTTP routes, ``audit replay`` and the review
page can never disagree about what an operation does. ``run_triage`` uses
``groundtrace.triage`` when it is importable and otherwise derives a decision
from :func:`groundtrace.evaluate.evaluate` (flagged -> REVIEW, else PASS).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any

from groundtrace.audit.canonical import canonical_json, sha256_hex
from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.types import Item

__all__ = [
    "decision_of",
    "normalise_input",
    "provenance_of",
    "run_operation",
    "run_triage",
    "supported_operations",
]


def _version() -> str:
    from groundtrace import __version__

    return __version__


def normalise_input(data: Mapping[str, Any]) -> dict[str, Any]:
    """The canonical stored form of one triage/evaluate input, validated.

    Keys: ``question`` (str, may be empty with a context), ``response``,
    ``context`` (str or None), ``metadata`` (dict) and ``rules`` (list of
    rule-pack names or None).

    Raises:
        InvalidInput / InvalidType: a field is missing or malformed.
    """
    if not isinstance(data, Mapping):
        raise InvalidType(f"input must be a mapping, got {type(data).__name__}")
    unknown = sorted(set(data) - {"question", "response", "context", "metadata", "rules"})
    if unknown:
        raise InvalidInput(
            f"unknown input fields {unknown}; "
            "accepted: question, response, context, metadata, rules"
        )
    if "response" not in data:
        raise InvalidInput("input has no 'response'")
    context = data.get("context")
    if context == "":
        context = None
    metadata = data.get("metadata") or {}
    if not isinstance(metadata, Mapping):
        raise InvalidType(f"metadata must be an object, got {type(metadata).__name__}")
    rules = data.get("rules")
    if rules is not None:
        if isinstance(rules, str) or not isinstance(rules, list | tuple):
            raise InvalidType(f"rules must be a list of rule-pack names, got {rules!r}")
        if not all(isinstance(r, str) and r for r in rules):
            raise InvalidInput(f"rules must be non-empty strings, got {list(rules)!r}")
        rules = list(rules)
    item = Item(
        question=data.get("question") or "",
        response=data["response"],
        context=context,
        metadata=dict(metadata),
    )
    # Round-trip through canonical JSON so what is stored is exactly what is hashed.
    import json

    meta = json.loads(canonical_json(dict(metadata)))
    return {
        "question": item.question,
        "response": item.response,
        "context": item.context,
        "metadata": meta,
        "rules": rules,
    }


def _encoder_provenance(encoder: Any) -> dict[str, Any]:
    from groundtrace.encoders import resolve_encoder

    enc = resolve_encoder(encoder)
    weights = getattr(enc, "weights_sha256", None)
    return {
        "role": "encoder",
        "name": enc.name,
        "id": getattr(enc, "model_id", enc.name),
        "weights_sha256": weights,
    }


def _thresholds() -> dict[str, float]:
    from groundtrace.scorers.dgi import DGI_PASS_THRESHOLD
    from groundtrace.scorers.sgi import SGI_REVIEW_THRESHOLD, SGI_STRONG_PASS_THRESHOLD

    return {
        "sgi_review": SGI_REVIEW_THRESHOLD,
        "sgi_strong_pass": SGI_STRONG_PASS_THRESHOLD,
        "dgi_pass": DGI_PASS_THRESHOLD,
    }


def _evaluate_provenance(encoder: Any) -> dict[str, Any]:
    models = [_encoder_provenance(encoder)]
    thresholds = _thresholds()
    config = {"engine": "evaluate", "models": models, "thresholds": thresholds}
    return {
        "groundtrace_version": _version(),
        "engine": "evaluate",
        "models": models,
        "rule_packs": [],
        "thresholds": thresholds,
        "config_hash": sha256_hex(canonical_json(config)),
    }


def _triage_function() -> Callable[..., Any] | None:
    try:
        module = importlib.import_module("groundtrace")
    except ImportError:  # pragma: no cover - groundtrace itself is importable here
        return None
    fn = getattr(module, "triage", None)
    return fn if callable(fn) else None


def run_triage(data: Mapping[str, Any], *, encoder: Any = None) -> dict[str, Any]:
    """Triage one input and return the verdict's ``to_dict()`` (it has ``decision``).

    Uses ``groundtrace.triage`` when it exists; otherwise a decision from
    ``evaluate()``: flagged -> REVIEW, else PASS, with no probability.

    Raises:
        InvalidInput / InvalidType: the input is malformed.
        ConfigurationError: rule packs were asked for but cannot be applied.
    """
    item = normalise_input(data)
    triage = _triage_function()
    if triage is not None:
        verdict = triage(
            item["question"],
            item["response"],
            item["context"],
            metadata=item["metadata"] or None,
            rules=item["rules"],
        )
        out = verdict.to_dict()
        if "decision" not in out:
            raise InvalidInput("triage returned a verdict without a decision")
        return dict(out)
    if item["rules"]:
        raise InvalidInput(
            f"rule packs {item['rules']} need groundtrace.triage, which this version does not have"
        )
    from groundtrace.evaluate import evaluate

    result = evaluate(item["question"], item["response"], item["context"], encoder=encoder)
    return {
        "decision": "REVIEW" if result.flagged else "PASS",
        "probability": None,
        "reasons": [result.explanation],
        "claims": [],
        "rule_results": [],
        "grounding": result.to_dict(),
        "provenance": _evaluate_provenance(encoder),
    }


def _run_evaluate(data: Mapping[str, Any], *, encoder: Any = None) -> dict[str, Any]:
    item = normalise_input(data)
    if item["rules"]:
        raise InvalidInput("evaluate does not apply rule packs; use triage")
    from groundtrace.evaluate import evaluate

    return evaluate(item["question"], item["response"], item["context"], encoder=encoder).to_dict()


_OPERATIONS: dict[str, Callable[..., dict[str, Any]]] = {
    "triage": run_triage,
    "evaluate": _run_evaluate,
}


def supported_operations() -> tuple[str, ...]:
    """Operations this version can run (and so record and replay)."""
    return tuple(_OPERATIONS)


def run_operation(name: str, data: Mapping[str, Any], *, encoder: Any = None) -> dict[str, Any]:
    """Run operation ``name`` on ``data`` and return its result dict.

    Raises:
        InvalidInput: unknown operation, or a malformed input.
    """
    fn = _OPERATIONS.get(name)
    if fn is None:
        raise InvalidInput(
            f"unknown operation {name!r}; this version runs {supported_operations()}"
        )
    return fn(data, encoder=encoder)


def decision_of(name: str, result: Mapping[str, Any]) -> str | None:
    """PASS / REVIEW / FAIL of a result, or None when the operation has no decision."""
    if name == "triage":
        return str(result["decision"])
    if name == "evaluate":
        return "REVIEW" if result.get("flagged") else "PASS"
    return None


def provenance_of(name: str, result: Mapping[str, Any], *, encoder: Any = None) -> dict[str, Any]:
    """What produced ``result``: the verdict's own provenance when it carries one."""
    prov = result.get("provenance")
    if isinstance(prov, Mapping):
        return dict(prov)
    return _evaluate_provenance(encoder)
