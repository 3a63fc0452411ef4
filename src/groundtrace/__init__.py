"""groundtrace: deterministic, offline triage of LLM and agent outputs.

Is this answer grounded in its sources, does it break a policy, and should a
human look at it? Same input, same verdict, with the evidence attached.
"""

from groundtrace.calibration import (
    CalibrationResult,
    calibrate_dgi,
    calibrate_dgi_from_csv,
)
from groundtrace.encoders import (
    Encoder,
    get_default_encoder,
    get_encoder,
    set_default_encoder,
)
from groundtrace.errors import (
    ConfigurationError,
    DataFormatError,
    DefaultThresholdWarning,
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
from groundtrace.evaluate import DGI, SGI, GroundingResult, evaluate, evaluate_batch
from groundtrace.evaluation import MethodEvaluation, evaluate_file
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
from groundtrace.scorers import DGIResult, SGIResult
from groundtrace.types import Item

__version__ = "0.1.0"

__all__ = [
    "DGI",
    "SGI",
    "CalibrationResult",
    "ChecklistRule",
    "ConfigurationError",
    "ConstraintViolation",
    "CustomRules",
    "DGIResult",
    "DataFormatError",
    "DefaultThresholdWarning",
    "Encoder",
    "EnforcementConfig",
    "EnforcementResult",
    "FlagPredicate",
    "GroundingCheck",
    "GroundingResult",
    "GroundtraceError",
    "InvalidEmbedding",
    "InvalidInput",
    "InvalidText",
    "InvalidType",
    "Item",
    "MethodEvaluation",
    "MissingDependency",
    "ModelError",
    "Policy",
    "PolicyExpressionError",
    "PolicyRule",
    "RuleEvidence",
    "RuleResult",
    "RuleSet",
    "RuleSetResult",
    "SGIResult",
    "Scope",
    "ServiceError",
    "StoreError",
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
    "get_default_encoder",
    "get_encoder",
    "load_policy",
    "load_rules_toml",
    "routing_rules",
    "set_default_encoder",
    "specialized_agent_rules",
]
