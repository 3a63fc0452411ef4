"""The optional LLM lane: a caller-supplied ``(prompt) -> str`` gives a second opinion.

Never the default, never part of the verdict: its answer is parsed robustly
(JSON objects, a JSON list, or "1: supported" lines) and stored beside the
deterministic result with how often the two agree. A failing call or an
unparseable reply is recorded as an error, not raised, so the deterministic
verdict is always returned.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from groundtrace.claims.results import LLMClaimOpinion, LLMOpinion, VerifiedAnswer

__all__ = ["build_prompt", "parse_reply", "second_opinion"]

#: Evidence characters shown per claim in the prompt (keeps prompts bounded).
PROMPT_EVIDENCE_CHARS = 1000

_VERDICTS = {
    "supported": "supported", "support": "supported", "entailed": "supported",
    "entailment": "supported", "yes": "supported", "true": "supported",
    "partial": "partial", "partially supported": "partial", "partly supported": "partial",
    "unsupported": "unsupported", "not supported": "unsupported", "neutral": "unsupported",
    "not enough info": "unsupported", "no": "unsupported", "unverifiable": "unsupported",
    "contradicted": "contradicted", "contradiction": "contradicted", "contradicts": "contradicted",
    "refuted": "contradicted", "false": "contradicted",
}
_OBJECT = re.compile(r"\{[^{}]*\}", re.DOTALL)
_LINE = re.compile(
    r"(?:claim\s*)?\[?#?(\d{1,4})\]?\s*[:.)\-–]\s*\**\s*(partially supported|partly supported|"
    r"not supported|not enough info|supported|unsupported|contradicted|contradiction|partial|"
    r"refuted|entailed|neutral)\b\**\s*[:\-–,]?\s*(.*)",
    re.IGNORECASE,
)


def build_prompt(answer: VerifiedAnswer) -> str:
    """The prompt sent to the LLM: the question, each claim and its best evidence."""
    lines = [
        "You check whether each claim of an answer is supported by the source passages.",
        "Use only the passages. For each claim reply with one JSON object per line:",
        '{"claim": <number>, "verdict": "supported" | "partial" | "unsupported" | '
        '"contradicted", "reason": "<one sentence>"}',
        "",
    ]
    if answer.question:
        lines += [f"Question: {answer.question}", ""]
    for c in answer.claims:
        lines.append(f"[{c.index + 1}] Claim: {c.hypothesis}")
        for e in c.evidence:
            lines.append(f"    Passage ({', '.join(e.sentence_ids)}): "
                         f"{e.text[:PROMPT_EVIDENCE_CHARS]}")
    return "\n".join(lines)


def _norm_verdict(value: object) -> str | None:
    if not isinstance(value, str):
        return None
    return _VERDICTS.get(re.sub(r"[\s_]+", " ", value.strip().strip(".*").lower()))


def parse_reply(reply: str, n_claims: int) -> tuple[LLMClaimOpinion, ...]:
    """Verdicts found in ``reply`` for claims 1..n_claims (first one per claim wins)."""
    found: dict[int, LLMClaimOpinion] = {}

    def add(num: object, verdict: object, reason: object) -> None:
        try:
            idx = int(num) - 1  # type: ignore[call-overload]
        except (TypeError, ValueError):
            return
        v = _norm_verdict(verdict)
        if v is None or not 0 <= idx < n_claims or idx in found:
            return
        found[idx] = LLMClaimOpinion(idx, v, str(reason or "").strip()[:500])

    objects: list[Any] = []
    stripped = reply.strip().removeprefix("```json").removeprefix("```").removesuffix("```")
    try:
        whole = json.loads(stripped)
        objects = whole if isinstance(whole, list) else [whole]
    except json.JSONDecodeError:
        for m in _OBJECT.finditer(reply):
            try:
                objects.append(json.loads(m.group(0)))
            except json.JSONDecodeError:
                continue
    for obj in objects:
        if isinstance(obj, dict):
            add(obj.get("claim", obj.get("id", obj.get("index"))),
                obj.get("verdict", obj.get("label", obj.get("status"))), obj.get("reason"))
    if not found:
        for line in reply.splitlines():
            hit = _LINE.search(line)
            if hit:
                add(hit.group(1), hit.group(2), hit.group(3))
    return tuple(found[i] for i in sorted(found))


def second_opinion(llm: Callable[[str], str], answer: VerifiedAnswer) -> LLMOpinion:
    """Ask ``llm`` about the answer's claims; failures are recorded, not raised."""
    if not answer.claims:
        return LLMOpinion((), "", "the response has no claims; the LLM was not asked", None)
    try:
        reply = llm(build_prompt(answer))
    except Exception as exc:  # a second opinion must never break the deterministic verdict
        return LLMOpinion((), "", f"the LLM call failed: {type(exc).__name__}: {exc}", None)
    if not isinstance(reply, str):
        return LLMOpinion((), "", f"the LLM returned {type(reply).__name__}, not a string", None)
    verdicts = parse_reply(reply, len(answer.claims))
    if not verdicts:
        return LLMOpinion((), reply, "no claim verdicts could be parsed from the reply", None)
    agree = sum(v.verdict == answer.claims[v.claim_index].status.value for v in verdicts)
    return LLMOpinion(verdicts, reply, None, agree / len(verdicts))
