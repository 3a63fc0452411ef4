"""``/docs``: the API described from the app's own OpenAPI document, offline.

FastAPI's default ``/docs`` page loads Swagger UI's script and styles from a
CDN: blank without a network, and a third-party script on the origin that
serves audit data. This page is rendered on the server from
``app.openapi()`` with the review page's templates: no script, no asset
from elsewhere. ``/openapi.json`` stays the machine-readable twin.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

__all__ = ["build_docs_router", "docs_view"]

_METHODS = ("get", "post", "put", "patch", "delete")


def _ref_name(schema: dict[str, Any]) -> str | None:
    ref = schema.get("$ref")
    return ref.rsplit("/", 1)[-1] if isinstance(ref, str) else None


def _type_of(schema: dict[str, Any]) -> str:
    name = _ref_name(schema)
    if name:
        return name
    if "anyOf" in schema:
        return " | ".join(_type_of(s) for s in schema["anyOf"])
    if schema.get("type") == "array":
        return f"list of {_type_of(schema.get('items', {}))}"
    if "enum" in schema:
        return " | ".join(repr(v) for v in schema["enum"])
    return str(schema.get("type", "any"))


def docs_view(spec: dict[str, Any]) -> dict[str, Any]:
    """The page's view model: operations grouped by tag, and the request schemas."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for path, item in spec.get("paths", {}).items():
        for method in _METHODS:
            op = item.get(method)
            if op is None:
                continue
            body: dict[str, Any] = op.get("requestBody", {}).get("content", {})
            body_schema: dict[str, Any] = (
                next(iter(body.values())).get("schema", {}) if body else {})
            groups.setdefault((op.get("tags") or ["other"])[0], []).append({
                "method": method.upper(),
                "path": path,
                "summary": op.get("summary") or op.get("description") or "",
                "parameters": [f"{p['name']} ({p['in']})" for p in op.get("parameters", [])],
                "body": _type_of(body_schema) if body_schema else None,
                "responses": sorted(op.get("responses", {})),
            })
    schemas = []
    for name, schema in sorted(spec.get("components", {}).get("schemas", {}).items()):
        required = set(schema.get("required", []))
        fields = [{"name": field, "type": _type_of(sub), "required": field in required,
                   "description": sub.get("description", "")}
                  for field, sub in schema.get("properties", {}).items()]
        if fields:
            schemas.append((name, fields))
    info = spec.get("info", {})
    return {
        "title": info.get("title", ""), "version": info.get("version", ""),
        "summary": info.get("summary", ""), "openapi_version": spec.get("openapi", ""),
        "groups": [{"tag": tag, "operations": ops} for tag, ops in groups.items()],
        "schemas": schemas,
    }


def build_docs_router(templates: Any) -> APIRouter:
    router = APIRouter()

    @router.get("/docs", include_in_schema=False, response_class=HTMLResponse)
    def docs(request: Request) -> HTMLResponse:
        view = docs_view(request.app.openapi())
        page = templates.get_template("docs.html").render(
            auth_enabled=False, json_url="/openapi.json", **view)
        return HTMLResponse(page)

    return router
