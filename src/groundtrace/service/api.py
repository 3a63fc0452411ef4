"""The JSON API under ``/v1``: each route mirrors one library function and records it."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException

from groundtrace.service.schemas import (
    AskRequest,
    EnforceRequest,
    EvaluateRequest,
    LabelRequest,
    RulesCheckRequest,
    TriageRequest,
    VerifyRequest,
)

__all__ = ["build_api_router"]


def build_api_router(state: Any) -> APIRouter:
    router = APIRouter()
    audit, auth, cfg = state.audit, state.auth, state.config

    def _run(operation: str, body: Any, request: Request) -> dict[str, Any]:
        auth.require(request)
        data = body.model_dump(exclude={"trace_id", "tenant"}, exclude_none=True)
        policy = cfg.policy_path if operation == "enforce" else None
        index = cfg.index_path if operation == "ask" else None
        result, record = audit.run(
            operation, data, encoder=cfg.encoder, policy=policy, index=index,
            trace_id=body.trace_id, tenant=body.tenant,
        )
        return {"ok": True, "record_id": record.id, "result": result}

    @router.get("/healthz", tags=["service"], summary="Liveness and version.")
    def healthz() -> dict[str, Any]:
        from groundtrace._version import __version__

        return {"ok": True, "version": __version__}

    @router.post("/v1/evaluate", tags=["evaluate"],
                 summary="Geometric grounding score (groundtrace.evaluate), recorded.")
    def evaluate(body: EvaluateRequest, request: Request) -> dict[str, Any]:
        return _run("evaluate", body, request)

    @router.post("/v1/triage", tags=["evaluate"],
                 summary="PASS / REVIEW / FAIL verdict (groundtrace.triage), recorded.")
    def triage(body: TriageRequest, request: Request) -> dict[str, Any]:
        return _run("triage", body, request)

    @router.post("/v1/verify", tags=["evaluate"],
                 summary="Claim-by-claim verification against the context "
                 "(groundtrace.claims.verify), recorded.")
    def verify(body: VerifyRequest, request: Request) -> dict[str, Any]:
        return _run("verify", body, request)

    @router.post("/v1/rules/check", tags=["evaluate"],
                 summary="Run rule packs (groundtrace.rules) on one answer, recorded.")
    def rules_check(body: RulesCheckRequest, request: Request) -> dict[str, Any]:
        return _run("rules.check", body, request)

    @router.post("/v1/enforce", tags=["evaluate"],
                 summary="Enforce the service's policy file (groundtrace.policy.enforce), "
                 "recorded.")
    def enforce(body: EnforceRequest, request: Request) -> dict[str, Any]:
        if cfg.policy_path is None:
            raise HTTPException(
                409, "this service has no policy: start it with `groundtrace serve --policy FILE`"
            )
        return _run("enforce", body, request)

    @router.post("/v1/ask", tags=["evaluate"],
                 summary="Answer a question from the service's documents, every sentence "
                 "verified and cited, or refuse with a reason (groundtrace.answer), recorded.")
    def ask(body: AskRequest, request: Request) -> dict[str, Any]:
        if cfg.index_path is None:
            raise HTTPException(
                409, "this service has no documents: start it with "
                "`groundtrace serve --index PATH` (build PATH with `groundtrace ask --index`)"
            )
        return _run("ask", body, request)

    @router.get("/v1/records/{record_id}", tags=["audit"],
                summary="One audit record with its labels.")
    def get_record(record_id: str, request: Request) -> dict[str, Any]:
        auth.require(request)
        rec = audit.store.get(record_id)
        if rec is None:
            raise HTTPException(404, f"no audit record with id {record_id!r}")
        labels = audit.store.labels_for([rec.id])[rec.id] if rec.kind == "verdict" else []
        return {"ok": True, "record": rec.to_dict(), "labels": [lab.to_dict() for lab in labels]}

    @router.post("/v1/records/{record_id}/labels", tags=["audit"], status_code=201,
                 summary="Label a verdict record grounded / not grounded (append-only).")
    def add_label(record_id: str, body: LabelRequest, request: Request) -> JSONResponse:
        auth.require(request)
        if audit.store.get(record_id) is None:
            raise HTTPException(404, f"no audit record with id {record_id!r}")
        rec = audit.label(record_id, grounded=body.grounded, note=body.note,
                          reviewer=body.reviewer)
        return JSONResponse({"ok": True, "record": rec.to_dict()}, status_code=201)

    return router
