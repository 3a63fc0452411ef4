"""The HTTP service (extra ``server``): JSON API under /v1 and the review page.

``create_app(ServiceConfig(...))`` builds a FastAPI app; ``groundtrace serve``
runs it with uvicorn on loopback by default.
"""

from groundtrace.service.app import create_app
from groundtrace.service.config import ServiceConfig

__all__ = ["ServiceConfig", "create_app"]
