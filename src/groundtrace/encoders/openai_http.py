"""Embeddings over HTTP: the OpenAI API and Azure OpenAI deployments.

Never the default and never used unless asked for by name: it sends text
off the machine. Needs ``pip install 'groundtrace[openai]'`` (httpx).

Configuration (arguments override the environment):

- OpenAI: ``OPENAI_API_KEY``, ``OPENAI_BASE_URL`` (default
  ``https://api.openai.com/v1``), ``OPENAI_EMBEDDING_MODEL`` (default
  ``text-embedding-3-small``).
- Azure: ``AZURE_OPENAI_API_KEY``, ``AZURE_OPENAI_ENDPOINT``,
  ``AZURE_OPENAI_DEPLOYMENT_NAME`` (default ``text-embedding-3-small``),
  ``AZURE_OPENAI_API_VERSION`` (default ``2024-02-01``).
"""

from __future__ import annotations

import os
import time
from collections.abc import Mapping, Sequence
from typing import Any, Literal

import numpy as np

from groundtrace.encoders.base import Role, check_texts, validate_embeddings
from groundtrace.errors import ConfigurationError, MissingDependency, ServiceError

__all__ = ["HTTPEmbeddingEncoder"]

DEFAULT_MODEL = "text-embedding-3-small"
DEFAULT_AZURE_API_VERSION = "2024-02-01"
_RETRY_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504})


class HTTPEmbeddingEncoder:
    """Client for an OpenAI-compatible ``/embeddings`` endpoint, with retries."""

    def __init__(
        self,
        provider: Literal["openai", "azure-openai"] = "openai",
        *,
        api_key: str | None = None,
        endpoint: str | None = None,
        model: str | None = None,
        api_version: str | None = None,
        batch_size: int = 64,
        timeout: float = 30.0,
        max_retries: int = 3,
        backoff: float = 0.5,
        env: Mapping[str, str] | None = None,
    ) -> None:
        env = os.environ if env is None else env
        if provider not in ("openai", "azure-openai"):
            raise ConfigurationError(
                f"provider must be 'openai' or 'azure-openai', got {provider!r}"
            )
        if not isinstance(batch_size, int) or batch_size < 1:
            raise ConfigurationError(f"batch_size must be a positive integer, got {batch_size!r}")
        if not isinstance(max_retries, int) or max_retries < 0:
            raise ConfigurationError(f"max_retries must be >= 0, got {max_retries!r}")
        if timeout <= 0:
            raise ConfigurationError(f"timeout must be > 0 seconds, got {timeout!r}")
        self.provider = provider
        self.batch_size = batch_size
        self.timeout = timeout
        self.max_retries = max_retries
        self.backoff = backoff
        if provider == "azure-openai":
            key = api_key or env.get("AZURE_OPENAI_API_KEY")
            base = endpoint or env.get("AZURE_OPENAI_ENDPOINT")
            self.model = model or env.get("AZURE_OPENAI_DEPLOYMENT_NAME") or DEFAULT_MODEL
            version = (
                api_version or env.get("AZURE_OPENAI_API_VERSION") or DEFAULT_AZURE_API_VERSION
            )
            missing = [n for n, v in (("AZURE_OPENAI_API_KEY", key),
                                      ("AZURE_OPENAI_ENDPOINT", base)) if not v]
            if missing:
                raise ConfigurationError(
                    f"azure-openai encoder needs {' and '.join(missing)} (argument or environment)"
                )
            assert base is not None and key is not None
            self.url = (
                f"{base.rstrip('/')}/openai/deployments/{self.model}/embeddings"
                f"?api-version={version}"
            )
            self._headers = {"api-key": key}
        else:
            key = api_key or env.get("OPENAI_API_KEY")
            base = endpoint or env.get("OPENAI_BASE_URL") or "https://api.openai.com/v1"
            self.model = model or env.get("OPENAI_EMBEDDING_MODEL") or DEFAULT_MODEL
            if not key:
                raise ConfigurationError(
                    "openai encoder needs OPENAI_API_KEY (argument or environment)"
                )
            self.url = f"{base.rstrip('/')}/embeddings"
            self._headers = {"Authorization": f"Bearer {key}"}
        self.name = f"{provider}:{self.model}"
        self.dim = 0
        self._client: Any = None

    def _http(self) -> Any:
        if self._client is None:
            try:
                import httpx
            except ImportError:
                raise MissingDependency("httpx", "openai") from None
            self._client = httpx.Client(timeout=self.timeout, headers=self._headers)
        return self._client

    def _post(self, batch: list[str]) -> list[list[float]]:
        import httpx

        body: dict[str, Any] = {"input": batch}
        if self.provider == "openai":
            body["model"] = self.model
        last = ""
        for attempt in range(self.max_retries + 1):
            if attempt:
                time.sleep(self.backoff * 2 ** (attempt - 1))
            try:
                resp = self._http().post(self.url, json=body)
            except httpx.HTTPError as exc:
                last = f"{type(exc).__name__}: {exc}"
                continue
            if resp.status_code in _RETRY_STATUS:
                last = f"HTTP {resp.status_code}"
                continue
            if resp.status_code != 200:
                raise ServiceError(
                    f"{self.name} embeddings request failed: HTTP {resp.status_code}: "
                    f"{resp.text[:200]}"
                )
            try:
                data = sorted(resp.json()["data"], key=lambda d: d["index"])
                return [d["embedding"] for d in data]
            except (ValueError, KeyError, TypeError) as exc:
                raise ServiceError(
                    f"{self.name} returned an unexpected body ({type(exc).__name__}: {exc})"
                ) from None
        raise ServiceError(
            f"{self.name} embeddings request failed after {self.max_retries + 1} attempts: {last}"
        )

    def encode(self, texts: Sequence[str], *, role: Role = "passage") -> np.ndarray:
        """Embed ``texts``; OpenAI embedding models are symmetric, so ``role`` has no effect."""
        items = check_texts(texts)
        if not items:
            return np.zeros((0, self.dim or 1), dtype=np.float32)
        rows: list[list[float]] = []
        for start in range(0, len(items), self.batch_size):
            rows.extend(self._post(items[start : start + self.batch_size]))
        arr = validate_embeddings(rows, len(items), dim=self.dim or None, source=self.name)
        self.dim = int(arr.shape[1])
        out: np.ndarray = (arr / np.linalg.norm(arr, axis=1, keepdims=True)).astype(np.float32)
        return out
