"""Assertions for test suites: fail a test when an answer is not grounded, with the evidence.

Offline and deterministic: the same answer gives the same verdict on every
run, so a CI gate built on these never flakes. Used directly, or through the
pytest plugin (``pip install 'groundtrace[pytest]'``, fixture ``groundtrace``).

    from groundtrace.testing import assert_grounded

    def test_fee_answer():
        assert_grounded("SEPA transfers are free online.", context=FAQ,
                        question="What does a SEPA transfer cost?")
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from groundtrace.errors import InvalidInput

if TYPE_CHECKING:
    from groundtrace.calibration.bundle import Calibration
    from groundtrace.policy.results import EnforcementResult
    from groundtrace.rules.results import RuleSetResult
    from groundtrace.verdict import Verdict

__all__ = ["GroundingAssertionError", "assert_grounded", "assert_policy", "assert_rules",
           "explain_verdict"]

#: Default ceiling on P(not grounded): the bundled calibration's REVIEW line
#: is lower, so a passing answer is one triage would not send to a person
#: with high confidence. Tighten it per test with ``max_probability``.
DEFAULT_MAX_PROBABILITY = 0.5


class GroundingAssertionError(AssertionError):
    """An answer failed a groundtrace assertion; ``verdict`` holds the full evidence."""

    def __init__(self, message: str, verdict: Any) -> None:
        super().__init__(message)
        self.verdict = verdict


def _quote(text: str, span: tuple[int, int] | None, width: int = 90) -> str:
    if span is None:
        return ""
    piece = text[span[0]:span[1]].strip()
    piece = piece if len(piece) <= width else piece[: width - 1] + "…"
    return f" {piece!r} [{span[0]}:{span[1]}]"


def explain_verdict(verdict: Verdict, response: str) -> str:
    """A failure message: decision, probability, then each reason with its span and evidence."""
    lines = [f"groundtrace: {verdict.decision}, P(not grounded) = {verdict.probability:.3f}"]
    for reason in verdict.reasons:
        lines.append(f"  - {reason.kind}{_quote(response, reason.span)}: {reason.message}")
        for ev in reason.evidence[:2]:
            text = str(ev.get("text", ""))
            text = text if len(text) <= 120 else text[:119] + "…"
            lines.append(f"      evidence {ev.get('doc_id')}[{ev.get('start')}:{ev.get('end')}]:"
                         f" {text!r}")
        if reason.citation:
            lines.append(f"      citation: {reason.citation}")
    return "\n".join(lines)


def assert_grounded(
    answer: str,
    context: str,
    *,
    question: str = "",
    max_probability: float = DEFAULT_MAX_PROBABILITY,
    allow_review: bool = True,
    calibration: Calibration | str | Path | None = None,
    metadata: Mapping[str, Any] | None = None,
) -> Verdict:
    """Fail unless ``answer`` is grounded in ``context``; returns the verdict.

    The answer fails when triage says FAIL, when it says REVIEW and
    ``allow_review`` is False, or when P(not grounded) exceeds
    ``max_probability``. The message names each failing claim, its span in
    the answer and the source span it was checked against.

    Raises:
        GroundingAssertionError: the answer is not grounded enough.
        InvalidInput: ``max_probability`` outside [0, 1].
    """
    __tracebackhide__ = True  # pytest shows the test's line, not ours
    if isinstance(max_probability, bool) or not isinstance(max_probability, int | float) or not (
        0.0 <= float(max_probability) <= 1.0
    ):
        raise InvalidInput(f"max_probability must be in [0, 1], got {max_probability!r}")
    from groundtrace.operations import prepare_input, triage_inputs

    item = prepare_input("triage", {"question": question, "response": answer,
                                    "context": context, "metadata": metadata})
    verdict = triage_inputs([item], calibration=calibration)[0]
    failed = (verdict.decision == "FAIL" or (verdict.decision == "REVIEW" and not allow_review)
              or verdict.probability > max_probability)
    if failed:
        limit = f"max_probability={max_probability}" + ("" if allow_review else ", no REVIEW")
        raise GroundingAssertionError(
            f"answer is not grounded ({limit})\n{explain_verdict(verdict, answer)}", verdict)
    return verdict


def assert_rules(
    answer: str,
    *,
    pack: str,
    question: str = "",
    context: str | None = None,
    metadata: Mapping[str, Any] | None = None,
    options: Mapping[str, Any] | None = None,
) -> RuleSetResult:
    """Fail when the rule pack ``pack`` flags ``answer``; the message lists the failed rules.

    Raises:
        GroundingAssertionError: the pack flags the answer.
        ConfigurationError: unknown pack or option.
    """
    __tracebackhide__ = True  # pytest shows the test's line, not ours
    from groundtrace.rules.packs.registry import build_pack

    result = build_pack(pack, dict(options or {})).evaluate(
        question=question, response=answer, context=context, metadata=metadata)
    if result.flagged:
        lines = [f"rule pack {result.ruleset} flags the answer ({result.flag_rule}); "
                 f"quality {result.quality:.2f}"]
        for rule in result.failed:
            lines.append(f"  - {rule.rule_id}{_quote(answer, rule.span)}: {rule.explanation}")
            lines.append(f"      citation: {rule.citation}")
        raise GroundingAssertionError("\n".join(lines), result)
    return result


def assert_policy(
    message: str,
    response: str,
    *,
    policy: Any,
    session: Mapping[str, Any] | None = None,
    context: str | None = None,
) -> EnforcementResult:
    """Fail when ``response`` breaks ``policy`` (a Policy or a TOML path); lists the violations.

    Raises:
        GroundingAssertionError: a violation, or a rule that could not be evaluated.
    """
    __tracebackhide__ = True  # pytest shows the test's line, not ours
    from groundtrace.policy import enforce, load_policy

    loaded = load_policy(policy) if isinstance(policy, str | Path) else policy
    result = enforce(message, response, policy=loaded, session=dict(session or {}),
                     context=context)
    if not result.passed:
        lines = [f"policy {result.policy_name} is not met"]
        lines += [f"  - violation {v.rule_id} ({v.violation_type}): {v.details}"
                  for v in result.violations]
        lines += [f"  - not evaluated {n.rule_id}: {n.reason}" for n in result.not_evaluated]
        raise GroundingAssertionError("\n".join(lines), result)
    return result
