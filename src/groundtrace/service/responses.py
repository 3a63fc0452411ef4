"""One error shape for every failure: ``{"ok": false, "error": ..., "status": ...}``."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, RedirectResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from groundtrace.errors import (
    ConfigurationError,
    GroundtraceError,
    InvalidInput,
    InvalidType,
    MissingDependency,
    ModelError,
    ServiceError,
    StoreError,
)

__all__ = ["LoginRequired", "error_body", "error_response", "install_error_handlers"]

log = logging.getLogger("groundtrace.service")


class LoginRequired(Exception):
    """An HTML review page was asked for without credentials: go to the login form."""

    def __init__(self, next_path: str) -> None:
        super().__init__(next_path)
        self.next_path = next_path


def error_body(status: int, message: str) -> dict[str, Any]:
    return {"ok": False, "error": message, "status": status}


def error_response(
    status: int, message: str, headers: Mapping[str, str] | None = None
) -> JSONResponse:
    return JSONResponse(error_body(status, message), status_code=status, headers=headers)


def status_of(exc: GroundtraceError) -> int:
    """HTTP status of a library error: the caller's fault (4xx) or ours (5xx)."""
    if isinstance(exc, InvalidInput | InvalidType | ConfigurationError):
        return 422
    if isinstance(exc, MissingDependency):
        return 501
    if isinstance(exc, StoreError):
        return 503
    if isinstance(exc, ServiceError):
        return 502
    if isinstance(exc, ModelError):
        return 500
    return 500


def _validation_message(exc: RequestValidationError) -> str:
    parts = []
    for err in exc.errors():
        where = ".".join(str(p) for p in err.get("loc", ()) if p != "body") or "body"
        parts.append(f"{where}: {err.get('msg', 'invalid')}")
    return "invalid request: " + "; ".join(parts)


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        message = exc.detail if isinstance(exc.detail, str) else json.dumps(exc.detail)
        if exc.status_code == 404 and message == "Not Found":
            message = f"no route {request.method} {request.url.path}"
        if exc.status_code == 405 and message == "Method Not Allowed":
            message = f"method {request.method} is not allowed on {request.url.path}"
        if exc.status_code == 400 and message == "There was an error parsing the body":
            message = "the request body is not valid JSON in UTF-8"
        return error_response(exc.status_code, message, exc.headers)

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        return error_response(422, _validation_message(exc))

    @app.exception_handler(GroundtraceError)
    async def library_error(request: Request, exc: GroundtraceError) -> JSONResponse:
        status = status_of(exc)
        if status >= 500:
            log.error("%s %s failed: %s", request.method, request.url.path, exc)
        return error_response(status, str(exc))

    @app.exception_handler(LoginRequired)
    async def login_required(request: Request, exc: LoginRequired) -> RedirectResponse:
        from urllib.parse import quote

        return RedirectResponse(f"/review/login?next={quote(exc.next_path)}", status_code=303)

    @app.exception_handler(Exception)
    async def internal_error(request: Request, exc: Exception) -> JSONResponse:
        # Details go to the log, not to the client.
        log.exception("%s %s crashed", request.method, request.url.path)
        return error_response(500, "internal server error")
