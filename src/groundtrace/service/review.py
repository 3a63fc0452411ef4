"""The review page: a queue of REVIEW/FAIL records, one page per record, labels.

Every page has a ``.json`` twin built from the same view model. Templates
are rendered by Jinja2 with autoescaping on, so every piece of user text
(questions, answers, sources, notes, tenants) is escaped.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from fastapi import APIRouter, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException

from groundtrace.audit.record import DECISIONS
from groundtrace.audit.store import QueueQuery
from groundtrace.errors import InvalidInput, MissingDependency
from groundtrace.service.auth import COOKIE
from groundtrace.service.views import queue_item, record_view

__all__ = ["PAGE_SIZE", "build_review_router", "load_templates"]

PAGE_SIZE = 50
TEMPLATES = Path(__file__).with_name("templates")


def load_templates() -> Any:
    try:
        import jinja2
    except ImportError:  # pragma: no cover - depends on the environment
        raise MissingDependency("jinja2", "server") from None
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        autoescape=True,  # every template, whatever its name: all user text is escaped
        trim_blocks=True,
        lstrip_blocks=True,
    )
    return env


def _queue_query(
    decision: list[str] | None, tenant: str | None, date_from: str | None,
    date_to: str | None, status: str, page: int,
) -> QueueQuery:
    if page < 1:
        raise InvalidInput(f"page must be >= 1, got {page}")
    return QueueQuery(
        decisions=tuple(decision) if decision else ("REVIEW", "FAIL"),
        tenant=tenant or None,
        date_from=date_from or None,
        date_to=date_to or None,
        status=status,  # type: ignore[arg-type]  # QueueQuery validates it
        limit=PAGE_SIZE,
        offset=(page - 1) * PAGE_SIZE,
    )


def _safe_next(target: str | None) -> str:
    """Only local review paths: never redirect to another site after login."""
    if target and target.startswith("/review") and not target.startswith("//"):
        return target
    return "/review"


def build_review_router(state: Any) -> APIRouter:
    router = APIRouter(tags=["review"])
    audit, auth, env = state.audit, state.auth, state.templates

    def html(name: str, status: int = 200, **context: Any) -> HTMLResponse:
        page = env.get_template(name).render(auth_enabled=auth.enabled, **context)
        return HTMLResponse(page, status_code=status)

    def queue_view(request: Request, query: QueueQuery, page: int) -> dict[str, Any]:
        records = audit.store.queue(query)
        labels = audit.store.labels_for([r.id for r in records])
        total = audit.store.count_queue(query)
        params = [(k, v) for k, v in request.query_params.multi_items() if k != "page"]
        return {
            "ok": True,
            "filters": {
                "decision": list(query.decisions), "tenant": query.tenant,
                "date_from": query.date_from, "date_to": query.date_to, "status": query.status,
            },
            "page": page,
            "page_size": PAGE_SIZE,
            "total": total,
            "next_page": page + 1 if page * PAGE_SIZE < total else None,
            "query_string": urlencode(params),
            "items": [queue_item(r, labels[r.id]) for r in records],
        }

    def load_record(record_id: str) -> dict[str, Any]:
        rec = audit.store.get(record_id)
        if rec is None or rec.kind != "verdict":
            raise HTTPException(404, f"no verdict record with id {record_id!r}")
        return {"ok": True, "record": record_view(rec, audit.store.labels_for([rec.id])[rec.id])}

    queue_params: dict[str, Any] = {
        "decision": Query(None, description=f"Decisions to show, any of {DECISIONS}."),
        "tenant": Query(None),
        "date_from": Query(None, description="Date or ISO time, inclusive."),
        "date_to": Query(None, description="Date (whole day) or ISO time, exclusive."),
        "status": Query("pending", description="pending, labelled or all."),
        "page": Query(1),
    }

    @router.get("/review.json", summary="The review queue as JSON.")
    def queue_json(
        request: Request,
        decision: list[str] | None = queue_params["decision"],
        tenant: str | None = queue_params["tenant"],
        date_from: str | None = queue_params["date_from"],
        date_to: str | None = queue_params["date_to"],
        status: str = queue_params["status"],
        page: int = queue_params["page"],
    ) -> dict[str, Any]:
        auth.require(request)
        query = _queue_query(decision, tenant, date_from, date_to, status, page)
        return queue_view(request, query, page)

    @router.get("/review", response_class=HTMLResponse, summary="The review queue.")
    def queue_page(
        request: Request,
        decision: list[str] | None = queue_params["decision"],
        tenant: str | None = queue_params["tenant"],
        date_from: str | None = queue_params["date_from"],
        date_to: str | None = queue_params["date_to"],
        status: str = queue_params["status"],
        page: int = queue_params["page"],
    ) -> HTMLResponse:
        auth.require_page(request)
        query = _queue_query(decision, tenant, date_from, date_to, status, page)
        view = queue_view(request, query, page)
        return html("queue.html", view=view, decisions=DECISIONS,
                    json_url=f"/review.json?{request.url.query}")

    @router.get("/review/login", response_class=HTMLResponse, include_in_schema=False)
    def login_page(next: str | None = None) -> HTMLResponse:
        return html("login.html", next=_safe_next(next), error=None)

    @router.post("/review/login", include_in_schema=False)
    async def login(request: Request) -> Any:
        form = await request.form()
        token, target = str(form.get("token", "")), _safe_next(str(form.get("next", "")))
        if not auth.enabled:
            return RedirectResponse(target, status_code=303)
        if not auth.check_token(token):
            return html("login.html", status=401, next=target, error="That token is not valid.")
        response = RedirectResponse(target, status_code=303)
        response.set_cookie(
            COOKIE, auth.cookie_value(), httponly=True, samesite="strict",
            secure=request.url.scheme == "https", path="/",
        )
        return response

    @router.get("/review/{record_id}.json", summary="One record's review view as JSON.")
    def record_json(record_id: str, request: Request) -> dict[str, Any]:
        auth.require(request)
        return load_record(record_id)

    @router.get("/review/{record_id}", response_class=HTMLResponse,
                summary="One record: the answer coloured per claim, evidence, rule hits, scores.")
    def record_page(record_id: str, request: Request) -> HTMLResponse:
        auth.require_page(request)
        view = load_record(record_id)
        return html("record.html", view=view, json_url=f"/review/{record_id}.json",
                    saved=request.query_params.get("labelled") == "1")

    @router.post("/review/{record_id}/label", include_in_schema=False)
    async def label_form(record_id: str, request: Request) -> RedirectResponse:
        auth.require(request)
        form = await request.form()
        choice = str(form.get("label", ""))
        if choice not in ("grounded", "not_grounded"):
            raise InvalidInput(f"label must be 'grounded' or 'not_grounded', got {choice!r}")
        if audit.store.get(record_id) is None:
            raise HTTPException(404, f"no audit record with id {record_id!r}")
        note = str(form.get("note", "")) or None
        reviewer = str(form.get("reviewer", "")).strip() or None
        await run_in_threadpool(
            audit.label, record_id, grounded=choice == "grounded", note=note, reviewer=reviewer
        )
        return RedirectResponse(f"/review/{record_id}?labelled=1", status_code=303)

    return router


