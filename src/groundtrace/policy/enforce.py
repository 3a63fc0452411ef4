"""enforce(): check one response against a policy, retry with hints, fall back.

Order of work for one response:

1. pick the rules that apply (scope, then semantic match; GLOBAL hard
   constraints always) — once per call, since the message does not change;
2. extract variables from the response and message, merge the session's;
3. lane 1 (expressions) for rules with an expression, lane 2 (the user's
   judge) for the others; a rule no lane can check is *not evaluated*;
4. the relevance gate, and the grounding gate when a context is given.

A response passes when it has no hard violation. If it fails and a
``regenerate(hints)`` callable is given, the caller's model is asked again
(up to ``max_retries`` times) with one hint per violation; if nothing passes,
the configured fallback template is returned instead. Every response checked
is kept in ``EnforcementResult.attempts``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from groundtrace.canonical import canonical_json, sha256_hex
from groundtrace.encoders import Encoder, check_text
from groundtrace.errors import InvalidType
from groundtrace.policy.config import EnforcementConfig
from groundtrace.policy.expressions import CompiledExpression, ExpressionOutcome
from groundtrace.policy.gates import (
    GroundingChecker,
    grounding_gate,
    relevance_gate,
)
from groundtrace.policy.grounding import default_grounding_checker
from groundtrace.policy.judge import Judge, run_judge
from groundtrace.policy.matching import LazyEncoder, select_rules
from groundtrace.policy.model import Policy, PolicyRule, Session
from groundtrace.policy.results import (
    Attempt,
    ConstraintViolation,
    EnforcementResult,
    NotEvaluated,
    RuleMatch,
)
from groundtrace.policy.variables import Extractor, LLMExtractor, extract_variables

__all__ = ["Regenerate", "enforce", "policy_hash"]

#: The caller's generator: hints (one line per violation) in, a new response out.
Regenerate = Callable[[tuple[str, ...]], str]

_RELEVANCE_ACTION = "Answer the user's actual question, or say honestly that you cannot."
_GROUNDING_ACTION = "State only what the provided context supports."


class _Checker:
    """Everything fixed for one enforce() call, applied to each attempt."""

    def __init__(
        self,
        message: str,
        policy: Policy,
        session: Session,
        config: EnforcementConfig,
        context: str | None,
        judge: Judge | None,
        encoder: LazyEncoder,
        grounding_checker: GroundingChecker | None,
        extractors: Sequence[Extractor] | None,
        llm_extractor: LLMExtractor | None,
    ) -> None:
        self.message = message
        self.session = session
        self.config = config
        self.context = context
        self.judge = judge
        self.encoder = encoder
        self.grounding_checker = grounding_checker
        self.extractors = extractors
        self.llm_extractor = llm_extractor
        self.selected = select_rules(message, policy.rules, session, config, encoder)

    @property
    def matches(self) -> tuple[RuleMatch, ...]:
        return tuple(m for _, m in self.selected)

    def check(self, index: int, response: str) -> Attempt:
        cfg = self.config
        varset = extract_variables(
            self.message, response, config=cfg, extractors=self.extractors,
            llm_extractor=self.llm_extractor, profile=self.session.profile,
            session_variables=self.session.variables,
        )
        variables = varset.values
        violations: list[ConstraintViolation] = []
        skipped: list[NotEvaluated] = []
        lanes: list[str] = []
        for rule, _match in self.selected:
            if rule.compiled is not None:
                if not cfg.deterministic_enabled:
                    skipped.append(NotEvaluated(rule.id, rule.name, "the expression lane is "
                                                "disabled (deterministic_enabled = false)",
                                                rule.is_hard_constraint))
                    continue
                _add(lanes, "expression")
                outcome = rule.compiled.evaluate(variables)
                v = _expression_violation(rule, rule.compiled, outcome, variables)
                if v is not None:
                    violations.append(v)
            elif self.judge is None or not cfg.llm_judge_enabled:
                why = ("no judge configured" if self.judge is None
                       else "the judge lane is disabled (llm_judge_enabled = false)")
                skipped.append(NotEvaluated(rule.id, rule.name,
                                            f"{why}; the rule has no enforcement_expression",
                                            rule.is_hard_constraint))
            else:
                _add(lanes, "judge")
                verdict = run_judge(self.judge, rule, self.message, response)
                if verdict.status == "fail":
                    violations.append(ConstraintViolation(
                        rule.id, rule.name, "judge", verdict.reason, rule.is_hard_constraint,
                        {"judge_answer": verdict.raw[:2000]},
                    ))
                elif verdict.status == "unparseable":
                    skipped.append(NotEvaluated(rule.id, rule.name, verdict.reason,
                                                rule.is_hard_constraint))
        scores: dict[str, float | None] = {}
        if cfg.relevance_enabled:
            _add(lanes, "relevance")
            gate = relevance_gate(
                self.message, response, encoder=self.encoder,
                threshold=cfg.relevance_threshold,
                refusal_phrases=cfg.relevance_refusal_phrases,
            )
            scores["relevance"] = gate.score
            if not gate.passed:
                violations.append(ConstraintViolation(
                    "gate:relevance", "Relevance gate", "relevance", gate.details, True,
                    {**gate.evidence, "threshold": gate.threshold},
                ))
        if cfg.grounding_enabled and self.context is not None:
            checker = self.grounding_checker or default_grounding_checker(
                self.encoder, self.message
            )
            _add(lanes, "grounding")
            gate = grounding_gate(response, self.context, checker=checker,
                                  threshold=cfg.grounding_threshold)
            scores["grounding"] = gate.score
            if not gate.passed:
                violations.append(ConstraintViolation(
                    "gate:grounding", "Grounding gate", "grounding", gate.details, True,
                    {**gate.evidence, "threshold": gate.threshold},
                ))
        hard_fail = any(v.hard for v in violations)
        unchecked_fail = cfg.fail_on_not_evaluated and any(n.hard for n in skipped)
        return Attempt(
            index=index,
            response=response,
            passed=not (hard_fail or unchecked_fail),
            violations=tuple(violations),
            not_evaluated=tuple(skipped),
            lanes_used=tuple(lanes),
            variables=dict(variables),
            variable_sources=dict(varset.sources),
            gate_scores=scores,
        )

    def hints(self, attempt: Attempt) -> tuple[str, ...]:
        actions = {r.id: r.action_text for r, _ in self.selected}
        actions["gate:relevance"] = _RELEVANCE_ACTION
        actions["gate:grounding"] = _GROUNDING_ACTION
        return tuple(
            f"{v.hint()} Required: {actions[v.rule_id]}" for v in attempt.violations if v.hard
        )


def _add(lanes: list[str], lane: str) -> None:
    if lane not in lanes:
        lanes.append(lane)


def _expression_violation(
    rule: PolicyRule,
    compiled: CompiledExpression,
    outcome: ExpressionOutcome,
    variables: Mapping[str, Any],
) -> ConstraintViolation | None:
    if outcome.status == "pass":
        return None
    read = {n: variables[n] for n in compiled.names if n in variables}
    evidence: dict[str, Any] = {"expression": compiled.source, "variables": read}
    if outcome.status == "fail":
        values = ", ".join(f"{k}={_short(v)}" for k, v in read.items() if k != "response")
        details = f"expression {compiled.source!r} is False" + (f" ({values})" if values else "")
        return ConstraintViolation(rule.id, rule.name, "expression", details,
                                   rule.is_hard_constraint, evidence)
    if outcome.status == "missing_variable":
        evidence["missing"] = list(outcome.missing)
        return ConstraintViolation(rule.id, rule.name, "missing_variable", outcome.detail,
                                   rule.is_hard_constraint, evidence)
    evidence["error"] = outcome.detail
    return ConstraintViolation(
        rule.id, rule.name, "expression_error",
        f"expression {compiled.source!r} could not be evaluated: {outcome.detail}",
        rule.is_hard_constraint, evidence,
    )


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def enforce(
    message: str,
    response: str,
    *,
    policy: Policy,
    session: Session | Mapping[str, Any] | None = None,
    context: str | None = None,
    regenerate: Regenerate | None = None,
    config: EnforcementConfig | None = None,
    judge: Judge | None = None,
    encoder: Encoder | Callable[..., Any] | str | None = None,
    grounding_checker: GroundingChecker | None = None,
    extractors: Sequence[Extractor] | None = None,
    llm_extractor: LLMExtractor | None = None,
) -> EnforcementResult:
    """Check ``response`` (the answer to ``message``) against ``policy``.

    Args:
        message: the user's message.
        response: the agent's response to check.
        policy: the rules (and default settings) to enforce.
        session: scenario, step, variables and customer profile (a
            :class:`Session` or a mapping with those keys).
        context: the retrieved context; turns on the grounding gate.
        regenerate: ``hints -> new response``; called up to ``max_retries``
            times while a hard constraint fails.
        config: settings; defaults to ``policy.config``.
        judge: ``prompt -> answer`` for rules without an expression.
        encoder: for rule matching and the relevance gate (name, encoder,
            callable; None = the default ``minilm``). Loaded only if needed.
        grounding_checker: ``(response, context) -> GroundingCheck``; defaults
            to :func:`~groundtrace.policy.grounding.default_grounding_checker`.
        extractors: replace the built-in variable extractors.
        llm_extractor: optional ``(message, response) -> variables`` (never
            used unless given).

    Returns:
        An :class:`EnforcementResult`; ``result.response`` is what to send.

    Raises:
        InvalidText / InvalidType: bad message, response, context, session or
            callable, or ``regenerate`` returned something that is not a text.
        InvalidInput: an extractor or the session produced a bad variable.
        Exceptions raised by ``regenerate``, the extractors or the grounding
        checker propagate unchanged (a failing judge is recorded instead:
        its rule shows as not evaluated).
    """
    check_text(message, "message")
    check_text(response, "response")
    if context is not None:
        check_text(context, "context")
    cfg = check_setup(policy, config, regenerate=regenerate, judge=judge,
                      grounding_checker=grounding_checker, llm_extractor=llm_extractor)
    sess = Session() if session is None else Session.from_mapping(session)
    return run_checked(
        message, response, policy=policy, session=sess, config=cfg, context=context,
        regenerate=regenerate, judge=judge, encoder=LazyEncoder(encoder),
        grounding_checker=grounding_checker, extractors=extractors,
        llm_extractor=llm_extractor, digest=policy_hash(policy, cfg),
    )


def check_setup(
    policy: object, config: object, **callables: object
) -> EnforcementConfig:
    """Validate the policy, the settings and the callables; return the settings in force."""
    if not isinstance(policy, Policy):
        raise InvalidType(f"policy must be a Policy, got {type(policy).__name__}")
    cfg = policy.config if config is None else config
    if not isinstance(cfg, EnforcementConfig):
        raise InvalidType(f"config must be an EnforcementConfig, got {type(cfg).__name__}")
    for name, fn in callables.items():
        if fn is not None and not callable(fn):
            raise InvalidType(f"{name} must be callable, got {type(fn).__name__}")
    return cfg


def run_checked(
    message: str,
    response: str,
    *,
    policy: Policy,
    session: Session,
    config: EnforcementConfig,
    context: str | None,
    regenerate: Regenerate | None,
    judge: Judge | None,
    encoder: LazyEncoder,
    grounding_checker: GroundingChecker | None,
    extractors: Sequence[Extractor] | None,
    llm_extractor: LLMExtractor | None,
    digest: str,
) -> EnforcementResult:
    """enforce() after validation (shared with the batch path, which validates per row)."""
    cfg, lazy = config, encoder
    if not cfg.enabled:
        return EnforcementResult(
            passed=True, violations=(), variables={}, lanes_used=(), attempts=(),
            response=response, enforced=False, policy_name=policy.name,
            policy_version=policy.version, policy_hash=digest,
            groundtrace_version=_version(),
        )
    checker = _Checker(message, policy, session, cfg, context, judge, lazy, grounding_checker,
                       extractors, llm_extractor)
    attempts: list[Attempt] = []
    current = response
    while True:
        attempt = checker.check(len(attempts), current)
        attempts.append(attempt)
        if attempt.passed:
            break
        hints = checker.hints(attempt)
        # Regenerating cannot fix a rule nobody could evaluate: with no hard
        # violation to hint at, go straight to the fallback.
        if regenerate is None or not hints or len(attempts) > cfg.max_retries:
            break
        current = check_text(regenerate(hints), "regenerate() output")
    last = attempts[-1]
    return EnforcementResult(
        passed=last.passed,
        violations=last.violations,
        variables=last.variables,
        lanes_used=last.lanes_used,
        attempts=tuple(attempts),
        response=last.response if last.passed else cfg.fallback_template,
        fallback_used=not last.passed,
        rules_applied=checker.matches,
        not_evaluated=last.not_evaluated,
        enforced=True,
        policy_name=policy.name,
        policy_version=policy.version,
        encoder=lazy.get().name if lazy.resolved else None,
        policy_hash=digest,
        groundtrace_version=_version(),
    )


def policy_hash(policy: Policy, config: EnforcementConfig) -> str:
    """sha256 of the policy's rules and the given settings, as canonical JSON."""
    return sha256_hex(canonical_json({**policy.to_dict(), "config": config.to_dict()}))


def _version() -> str:
    # imported here: groundtrace/__init__ imports this module
    from groundtrace._version import __version__

    return __version__
