"""Optional bearer-token auth for writes, record reads and the review page.

API clients send ``Authorization: Bearer TOKEN``. Browsers cannot add that
header to a form post, so the review login form sets an HttpOnly,
SameSite=Strict cookie holding an HMAC of the token (never the token itself);
SameSite=Strict also keeps other sites from posting labels (CSRF).
"""

from __future__ import annotations

import hashlib
import hmac

from fastapi import Request
from starlette.exceptions import HTTPException

from groundtrace.service.responses import LoginRequired

__all__ = ["COOKIE", "Auth"]

COOKIE = "groundtrace_review"


class Auth:
    def __init__(self, token: str | None) -> None:
        self.token = token

    @property
    def enabled(self) -> bool:
        return bool(self.token)

    def cookie_value(self) -> str:
        key = (self.token or "").encode()
        return hmac.new(key, b"groundtrace-review-session", hashlib.sha256).hexdigest()

    def check_token(self, candidate: str) -> bool:
        return self.enabled and hmac.compare_digest(candidate.encode(), (self.token or "").encode())

    def allowed(self, request: Request) -> bool:
        if not self.enabled:
            return True
        header = request.headers.get("authorization", "")
        if header[:7].lower() == "bearer " and self.check_token(header[7:].strip()):
            return True
        cookie = request.cookies.get(COOKIE)
        return cookie is not None and hmac.compare_digest(cookie, self.cookie_value())

    def require(self, request: Request) -> None:
        """For the JSON API: 401 in the standard error shape."""
        if not self.allowed(request):
            raise HTTPException(
                401, "a valid bearer token is required (Authorization: Bearer ...)",
                headers={"WWW-Authenticate": "Bearer"},
            )

    def require_page(self, request: Request) -> None:
        """For HTML pages: send the browser to the login form."""
        if not self.allowed(request):
            target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
            raise LoginRequired(target)
