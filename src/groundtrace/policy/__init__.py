"""Policy enforcement: scoped business rules checked on every response.

Deterministic where a rule can be written as an expression (lane 1), by the
caller's judge where it cannot (lane 2, only if one is given), plus a
relevance gate and a grounding gate; failed responses can be regenerated
with hints and finally replaced by a fallback template.

    from groundtrace import enforce, load_policy
    policy = load_policy("policy.toml")
    result = enforce(message, response, policy=policy, session={"profile": {"is_vip": True}})
    send(result.response)
"""

from groundtrace.policy.batch import enforce_batch, iter_enforce
from groundtrace.policy.config import EnforcementConfig, load_config
from groundtrace.policy.enforce import Regenerate, enforce
from groundtrace.policy.expressions import (
    ALLOWED_FUNCTIONS,
    CompiledExpression,
    ExpressionOutcome,
    compile_expression,
)
from groundtrace.policy.gates import GroundingCheck, GroundingChecker
from groundtrace.policy.judge import Judge, parse_judge_answer
from groundtrace.policy.model import (
    Policy,
    PolicyRule,
    Scope,
    Session,
    example_policy_path,
    load_policy,
)
from groundtrace.policy.results import (
    Attempt,
    ConstraintViolation,
    EnforcementResult,
    NotEvaluated,
    RuleMatch,
)
from groundtrace.policy.variables import (
    AmountExtractor,
    DateExtractor,
    Extractor,
    FlagExtractor,
    PercentageExtractor,
    default_extractors,
    extract_variables,
)

__all__ = [
    "ALLOWED_FUNCTIONS",
    "AmountExtractor",
    "Attempt",
    "CompiledExpression",
    "ConstraintViolation",
    "DateExtractor",
    "EnforcementConfig",
    "EnforcementResult",
    "ExpressionOutcome",
    "Extractor",
    "FlagExtractor",
    "GroundingCheck",
    "GroundingChecker",
    "Judge",
    "NotEvaluated",
    "PercentageExtractor",
    "Policy",
    "PolicyRule",
    "Regenerate",
    "RuleMatch",
    "Scope",
    "Session",
    "compile_expression",
    "default_extractors",
    "enforce",
    "enforce_batch",
    "example_policy_path",
    "extract_variables",
    "iter_enforce",
    "load_config",
    "load_policy",
    "parse_judge_answer",
]
