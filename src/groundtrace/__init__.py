"""groundtrace: deterministic, offline triage of LLM and agent outputs.

Is this answer grounded in its sources, does it break a policy, and should a
human look at it? Same input, same verdict, with the evidence attached.

Names are imported on first use (PEP 562), so ``import groundtrace`` stays
cheap: a CLI call or a service start pays only for the layers it touches.
"""

import importlib
import typing as _typing

from groundtrace._version import __version__

# These two share their names with their modules (groundtrace/evaluate.py,
# groundtrace/triage.py). Importing a submodule binds its name on the package,
# which would shadow a lazily loaded function, so they are bound here, after
# their modules (both are light: no model, no claim layer, at import).
from groundtrace.evaluate import evaluate
from groundtrace.triage import triage

#: public name -> module that defines it
_EXPORTS: dict[str, str] = {
    "Answer": "groundtrace.answer",
    "Corpus": "groundtrace.answer",
    "Pipeline": "groundtrace.answer",
    "Calibration": "groundtrace.calibration",
    "CalibrationResult": "groundtrace.calibration",
    "ConfabulationStrategy": "groundtrace.labelling",
    "LabelCandidate": "groundtrace.labelling",
    "LabelProposals": "groundtrace.labelling",
    "SeedExample": "groundtrace.labelling",
    "calibrate_dgi": "groundtrace.calibration",
    "calibrate_dgi_from_csv": "groundtrace.calibration",
    "fit_calibration": "groundtrace.calibration",
    "fit_thresholds": "groundtrace.calibration",
    "propose_labels": "groundtrace.labelling",
    "AlignmentVerifier": "groundtrace.claims",
    "CitedSentence": "groundtrace.claims",
    "ClaimStatus": "groundtrace.claims",
    "ClaimVerdict": "groundtrace.claims",
    "Evidence": "groundtrace.claims",
    "FaithfulnessComponents": "groundtrace.claims",
    "GroundingLevel": "groundtrace.claims",
    "VerificationResult": "groundtrace.claims",
    "VerifiedAnswer": "groundtrace.claims",
    "verify": "groundtrace.claims",
    "verify_batch": "groundtrace.claims",
    "Encoder": "groundtrace.encoders",
    "get_default_encoder": "groundtrace.encoders",
    "get_encoder": "groundtrace.encoders",
    "set_default_encoder": "groundtrace.encoders",
    "set_max_text_chars": "groundtrace.encoders",
    "CandidateSkippedWarning": "groundtrace.errors",
    "ConfigurationError": "groundtrace.errors",
    "DataFormatError": "groundtrace.errors",
    "DefaultThresholdWarning": "groundtrace.errors",
    "GenerationError": "groundtrace.errors",
    "GroundtraceError": "groundtrace.errors",
    "InvalidEmbedding": "groundtrace.errors",
    "InvalidInput": "groundtrace.errors",
    "InvalidText": "groundtrace.errors",
    "InvalidType": "groundtrace.errors",
    "MissingDependency": "groundtrace.errors",
    "ModelError": "groundtrace.errors",
    "PolicyExpressionError": "groundtrace.errors",
    "ServiceError": "groundtrace.errors",
    "StoreError": "groundtrace.errors",
    "DGI": "groundtrace.evaluate",
    "GroundingResult": "groundtrace.evaluate",
    "SGI": "groundtrace.evaluate",
    "evaluate": "groundtrace.evaluate",
    "evaluate_batch": "groundtrace.evaluate",
    "MethodEvaluation": "groundtrace.evaluation",
    "evaluate_file": "groundtrace.evaluation",
    "ConstraintViolation": "groundtrace.policy",
    "EnforcementConfig": "groundtrace.policy",
    "EnforcementResult": "groundtrace.policy",
    "GroundingCheck": "groundtrace.policy",
    "Policy": "groundtrace.policy",
    "PolicyRule": "groundtrace.policy",
    "Scope": "groundtrace.policy",
    "enforce": "groundtrace.policy",
    "enforce_batch": "groundtrace.policy",
    "load_policy": "groundtrace.policy",
    "ChecklistRule": "groundtrace.rules",
    "CustomRules": "groundtrace.rules",
    "FlagPredicate": "groundtrace.rules",
    "RuleEvidence": "groundtrace.rules",
    "RuleResult": "groundtrace.rules",
    "RuleSet": "groundtrace.rules",
    "RuleSetResult": "groundtrace.rules",
    "banking_rules": "groundtrace.rules",
    "customer_support_rules": "groundtrace.rules",
    "decision_rationale_rules": "groundtrace.rules",
    "load_rules_toml": "groundtrace.rules",
    "routing_rules": "groundtrace.rules",
    "specialized_agent_rules": "groundtrace.rules",
    "DGIResult": "groundtrace.scorers",
    "SGIResult": "groundtrace.scorers",
    "Document": "groundtrace.sources",
    "Span": "groundtrace.sources",
    "load_document": "groundtrace.sources",
    "triage": "groundtrace.triage",
    "triage_batch": "groundtrace.triage",
    "Item": "groundtrace.types",
    "Reason": "groundtrace.verdict",
    "Verdict": "groundtrace.verdict",
    "score_frame": "groundtrace.frames",
    "triage_frame": "groundtrace.frames",
    "verify_frame": "groundtrace.frames",
}

if _typing.TYPE_CHECKING:
    from groundtrace.answer import (
        Answer,
        Corpus,
        Pipeline,
    )
    from groundtrace.calibration import (
        Calibration,
        CalibrationResult,
        calibrate_dgi,
        calibrate_dgi_from_csv,
        fit_calibration,
        fit_thresholds,
    )
    from groundtrace.claims import (
        AlignmentVerifier,
        CitedSentence,
        ClaimStatus,
        ClaimVerdict,
        Evidence,
        FaithfulnessComponents,
        GroundingLevel,
        VerificationResult,
        VerifiedAnswer,
        verify,
        verify_batch,
    )
    from groundtrace.encoders import (
        Encoder,
        get_default_encoder,
        get_encoder,
        set_default_encoder,
        set_max_text_chars,
    )
    from groundtrace.errors import (
        CandidateSkippedWarning,
        ConfigurationError,
        DataFormatError,
        DefaultThresholdWarning,
        GenerationError,
        GroundtraceError,
        InvalidEmbedding,
        InvalidInput,
        InvalidText,
        InvalidType,
        MissingDependency,
        ModelError,
        PolicyExpressionError,
        ServiceError,
        StoreError,
    )
    from groundtrace.evaluate import (
        DGI,
        SGI,
        GroundingResult,
        evaluate,
        evaluate_batch,
    )
    from groundtrace.evaluation import (
        MethodEvaluation,
        evaluate_file,
    )
    from groundtrace.frames import score_frame, triage_frame, verify_frame
    from groundtrace.labelling import (
        ConfabulationStrategy,
        LabelCandidate,
        LabelProposals,
        SeedExample,
        propose_labels,
    )
    from groundtrace.policy import (
        ConstraintViolation,
        EnforcementConfig,
        EnforcementResult,
        GroundingCheck,
        Policy,
        PolicyRule,
        Scope,
        enforce,
        enforce_batch,
        load_policy,
    )
    from groundtrace.rules import (
        ChecklistRule,
        CustomRules,
        FlagPredicate,
        RuleEvidence,
        RuleResult,
        RuleSet,
        RuleSetResult,
        banking_rules,
        customer_support_rules,
        decision_rationale_rules,
        load_rules_toml,
        routing_rules,
        specialized_agent_rules,
    )
    from groundtrace.scorers import (
        DGIResult,
        SGIResult,
    )
    from groundtrace.sources import (
        Document,
        Span,
        load_document,
    )
    from groundtrace.triage import (
        triage,
        triage_batch,
    )
    from groundtrace.types import (
        Item,
    )
    from groundtrace.verdict import (
        Reason,
        Verdict,
    )

__all__ = [
    "DGI",
    "SGI",
    "AlignmentVerifier",
    "Answer",
    "Calibration",
    "CalibrationResult",
    "CandidateSkippedWarning",
    "ChecklistRule",
    "CitedSentence",
    "ClaimStatus",
    "ClaimVerdict",
    "ConfabulationStrategy",
    "ConfigurationError",
    "ConstraintViolation",
    "Corpus",
    "CustomRules",
    "DGIResult",
    "DataFormatError",
    "DefaultThresholdWarning",
    "Document",
    "Encoder",
    "EnforcementConfig",
    "EnforcementResult",
    "Evidence",
    "FaithfulnessComponents",
    "FlagPredicate",
    "GenerationError",
    "GroundingCheck",
    "GroundingLevel",
    "GroundingResult",
    "GroundtraceError",
    "InvalidEmbedding",
    "InvalidInput",
    "InvalidText",
    "InvalidType",
    "Item",
    "LabelCandidate",
    "LabelProposals",
    "MethodEvaluation",
    "MissingDependency",
    "ModelError",
    "Pipeline",
    "Policy",
    "PolicyExpressionError",
    "PolicyRule",
    "Reason",
    "RuleEvidence",
    "RuleResult",
    "RuleSet",
    "RuleSetResult",
    "SGIResult",
    "Scope",
    "SeedExample",
    "ServiceError",
    "Span",
    "StoreError",
    "Verdict",
    "VerificationResult",
    "VerifiedAnswer",
    "__version__",
    "banking_rules",
    "calibrate_dgi",
    "calibrate_dgi_from_csv",
    "customer_support_rules",
    "decision_rationale_rules",
    "enforce",
    "enforce_batch",
    "evaluate",
    "evaluate_batch",
    "evaluate_file",
    "fit_calibration",
    "fit_thresholds",
    "get_default_encoder",
    "get_encoder",
    "load_document",
    "load_policy",
    "load_rules_toml",
    "propose_labels",
    "routing_rules",
    "score_frame",
    "set_default_encoder",
    "set_max_text_chars",
    "specialized_agent_rules",
    "triage",
    "triage_batch",
    "triage_frame",
    "verify",
    "verify_batch",
    "verify_frame",
]


def __getattr__(name: str) -> _typing.Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'groundtrace' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # later look-ups skip this function
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
