"""Request bodies of the JSON API (they also make the OpenAPI schema)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from groundtrace.audit.record import MAX_ID_CHARS

__all__ = [
    "AskRequest",
    "EnforceRequest",
    "EvaluateRequest",
    "LabelRequest",
    "RulesCheckRequest",
    "TriageRequest",
    "VerifyRequest",
]


class _Traced(BaseModel):
    model_config = ConfigDict(extra="forbid")

    trace_id: str | None = Field(
        None, min_length=1, max_length=MAX_ID_CHARS,
        description="Caller's id for this call, kept in the audit record.",
    )
    tenant: str | None = Field(
        None, min_length=1, max_length=MAX_ID_CHARS,
        description="Tenant the call belongs to; the review queue filters on it.",
    )


class EvaluateRequest(_Traced):
    question: str = Field("", description="The user question; may be empty with a context.")
    response: str = Field(..., description="The answer to judge.")
    context: str | dict[str, Any] | list[Any] | None = Field(
        None, description="The source the answer must be grounded in: text, or a tool's "
        "output as a JSON object or array (read as one line per record).")


class TriageRequest(EvaluateRequest):
    metadata: dict[str, Any] = Field(default_factory=dict, description="Free-form item metadata.")
    rules: list[str] | None = Field(None, description="Rule-pack names to apply.")


class VerifyRequest(_Traced):
    question: str = Field("", description="The user question (optional).")
    response: str = Field(..., description="The answer whose claims are verified.")
    context: str | dict[str, Any] | list[Any] = Field(
        ..., description="The source the claims are checked against: text, or a tool's "
        "output as a JSON object or array.")


class RulesCheckRequest(_Traced):
    question: str = Field("", description="The user question.")
    response: str = Field(..., description="The answer to check.")
    context: str | dict[str, Any] | list[Any] | None = Field(
        None, description="The source, for rules that use it (text, or a tool's output as a "
        "JSON object or array).")
    metadata: dict[str, Any] = Field(default_factory=dict, description="Item metadata.")
    rules: list[str] = Field(..., min_length=1, description="Rule-pack names, e.g. banking.")


class EnforceRequest(_Traced):
    message: str = Field(..., description="The user's message.")
    response: str = Field(..., description="The agent's response to check.")
    context: str | dict[str, Any] | list[Any] | None = Field(
        None, description="Retrieved context (text, or a tool's output as a JSON object or "
        "array); turns on the grounding gate.")
    session: dict[str, Any] = Field(
        default_factory=dict, description="scenario, step, variables and profile."
    )


class AskRequest(_Traced):
    question: str = Field(..., description="The question to answer from the service's documents.")
    strictness: Literal["strict", "balanced", "lenient"] = Field(
        "balanced", description="strict: refuse if any sentence is unsupported; balanced: "
        "drop such sentences; lenient: keep and annotate them.")


class LabelRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    grounded: bool = Field(..., description="True: grounded; false: not grounded.")
    note: str | None = Field(None, max_length=4000)
    reviewer: str | None = Field(None, min_length=1, max_length=MAX_ID_CHARS)
