"""Request size limit, enforced before a body is parsed.

A declared ``Content-Length`` above the limit is refused at once; a chunked
body is counted as it streams and refused as soon as it passes the limit.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.exceptions import HTTPException

from groundtrace.service.responses import error_body

__all__ = ["BodySizeLimit"]

Scope = dict[str, Any]


class _TooLarge(HTTPException):
    """Raised from ``receive``: FastAPI re-raises HTTP exceptions from body
    parsing as they are, so the client gets 413 rather than a generic 400."""


async def _send_error(send: Any, status: int, message: str) -> None:
    body = json.dumps(error_body(status, message)).encode()
    await send({
        "type": "http.response.start",
        "status": status,
        "headers": [(b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"connection", b"close")],
    })
    await send({"type": "http.response.body", "body": body})


class BodySizeLimit:
    """ASGI middleware: 413 for bodies larger than ``max_bytes``."""

    def __init__(self, app: Any, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.max_bytes
        message = f"request body is larger than the limit of {limit} bytes"
        for name, value in scope.get("headers", []):
            if name == b"content-length":
                try:
                    declared = int(value)
                except ValueError:
                    await _send_error(send, 400, f"invalid Content-Length {value!r}")
                    return
                if declared > limit:
                    await _send_error(send, 413, message)
                    return
        received = 0
        started = False

        async def counting_receive() -> Any:
            nonlocal received
            msg = await receive()
            if msg["type"] == "http.request":
                received += len(msg.get("body", b""))
                if received > limit:
                    raise _TooLarge(413, message)
            return msg

        async def tracking_send(msg: Any) -> None:
            nonlocal started
            if msg["type"] == "http.response.start":
                started = True
            await send(msg)

        try:
            await self.app(scope, counting_receive, tracking_send)
        except _TooLarge:
            if not started:
                await _send_error(send, 413, message)
