"""Lane 2: rules that cannot be written as an expression, checked by the user's judge.

groundtrace ships no judge and never calls a model on its own: the caller
passes ``judge(prompt) -> str`` (any LLM client). Without one, these rules
are reported as *not evaluated*, never silently passed.

The judge is asked to answer ``PASS`` or ``FAIL: <reason>``. Parsing is
tolerant of what models actually write: markdown emphasis, a ``Verdict:``
label, different separators, the reason on the next line. An answer that
says neither PASS nor FAIL first is reported as not evaluated with the
answer quoted, so nothing is guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from groundtrace.policy.model import PolicyRule

__all__ = ["JUDGE_PROMPT", "Judge", "JudgeVerdict", "build_judge_prompt", "parse_judge_answer",
           "run_judge"]

#: The user's judge: prompt in, answer text out.
Judge = Callable[[str], str]

#: Longest judge answer read; the verdict is on the first lines, and a bound
#: keeps a runaway answer out of the audit record.
MAX_JUDGE_ANSWER_CHARS = 20_000

JUDGE_PROMPT = """You check whether an assistant's response follows a business rule.

Rule: {name}
When it applies: {condition}
What the assistant must do: {action}

User message:
<<<
{message}
>>>

Assistant response:
<<<
{response}
>>>

Does the response follow the rule? Answer with exactly one line:
PASS
or
FAIL: <one-sentence reason>"""

_VERDICT = re.compile(
    r"^[\s>*_`#\-\"'\[(]*(?:(?:final\s+)?(?:verdict|answer|result|decision)\s*[:=\-]\s*)?"
    r"[*_`\"'\[(]*(?P<word>PASS(?:ED)?|FAIL(?:ED)?)\b[*_`\"'\])]*\s*(?P<rest>.*)$",
    re.IGNORECASE,
)
_REASON_LABEL = re.compile(r"^\s*[*_`]*(?:reason|because|explanation)[*_`]*\s*[:\-]\s*",
                           re.IGNORECASE)


@dataclass(frozen=True)
class JudgeVerdict:
    """A parsed judge answer: ``pass``, ``fail`` (with ``reason``) or ``unparseable``."""

    status: Literal["pass", "fail", "unparseable"]
    reason: str
    raw: str


def build_judge_prompt(rule: PolicyRule, message: str, response: str) -> str:
    """The prompt sent to the judge for one rule (``JUDGE_PROMPT`` filled in)."""
    return JUDGE_PROMPT.format(
        name=rule.name,
        condition=rule.condition_text,
        action=rule.action_text,
        message=message,
        response=response,
    )


def parse_judge_answer(answer: str) -> JudgeVerdict:
    """Read PASS / FAIL: reason from a judge's answer.

    The first non-empty line that starts (after markup and an optional
    ``Verdict:`` label) with PASS or FAIL decides. For FAIL the reason is the
    rest of that line after ``:``/``-``, else the next non-empty line.
    """
    text = answer[:MAX_JUDGE_ANSWER_CHARS]
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    for i, line in enumerate(lines):
        m = _VERDICT.match(line)
        if m is None:
            continue
        word = m.group("word").upper()
        if word.startswith("PASS"):
            return JudgeVerdict("pass", "", text)
        rest = re.sub(r"^[\s:\-–—.,*_`]+", "", m.group("rest")).strip()
        if not rest and i + 1 < len(lines):
            rest = _REASON_LABEL.sub("", lines[i + 1]).strip()
        return JudgeVerdict("fail", rest or "the judge gave no reason", text)
    return JudgeVerdict("unparseable", "", text)


def run_judge(judge: Judge, rule: PolicyRule, message: str, response: str) -> JudgeVerdict:
    """Ask the judge about one rule; a failing or odd judge gives ``unparseable``.

    A judge that raises or returns a non-string is recorded (with the error)
    rather than crashing enforcement: the rule then shows as not evaluated.
    """
    try:
        answer = judge(build_judge_prompt(rule, message, response))
    except Exception as exc:  # the judge is user code (often a network call)
        return JudgeVerdict("unparseable", f"the judge raised {type(exc).__name__}: {exc}", "")
    if not isinstance(answer, str):
        return JudgeVerdict(
            "unparseable", f"the judge returned {type(answer).__name__}, not a string", ""
        )
    verdict = parse_judge_answer(answer)
    if verdict.status == "unparseable":
        quoted = answer.strip()[:200]
        return JudgeVerdict(
            "unparseable", f"the judge answered neither PASS nor FAIL: {quoted!r}", verdict.raw
        )
    return verdict
