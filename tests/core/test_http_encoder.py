"""The OpenAI / Azure OpenAI embeddings client against a fake server on loopback."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np
import pytest

from groundtrace.encoders import get_encoder
from groundtrace.errors import ConfigurationError, InvalidEmbedding, ServiceError


class FakeAPI:
    def __init__(self):
        self.requests: list[tuple[str, dict, dict]] = []
        self.fail_first = 0
        self.status = 200
        self.dim = 8
        api = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                api.requests.append((self.path, dict(self.headers), body))
                if api.fail_first > 0:
                    api.fail_first -= 1
                    self.send_response(503)
                    self.end_headers()
                    return
                if api.status != 200:
                    self.send_response(api.status)
                    self.end_headers()
                    self.wfile.write(b"denied")
                    return
                data = [
                    {"index": i, "embedding": [float(len(t) + k) for k in range(api.dim)]}
                    for i, t in enumerate(body["input"])
                ]
                out = json.dumps({"data": list(reversed(data))}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(out)))
                self.end_headers()
                self.wfile.write(out)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


@pytest.fixture
def api():
    fake = FakeAPI()
    yield fake
    fake.server.shutdown()
    fake.server.server_close()


def test_openai_batches_and_orders(api):
    enc = get_encoder("openai", endpoint=api.url, api_key="k", batch_size=2, env={})
    out = enc.encode(["a", "bb", "ccc"])
    assert out.shape == (3, 8)
    assert np.allclose(np.linalg.norm(out, axis=1), 1)
    assert len(api.requests) == 2
    path, headers, body = api.requests[0]
    assert path == "/embeddings" and headers["Authorization"] == "Bearer k"
    assert body == {"input": ["a", "bb"], "model": "text-embedding-3-small"}
    # rows come back in input order even though the server answered reversed
    assert out[0, 0] < out[2, 0] or not np.allclose(out[0], out[2])


def test_azure_url_and_headers_from_env(api):
    env = {
        "AZURE_OPENAI_API_KEY": "secret",
        "AZURE_OPENAI_ENDPOINT": api.url,
        "AZURE_OPENAI_DEPLOYMENT_NAME": "emb",
        "AZURE_OPENAI_API_VERSION": "2024-06-01",
    }
    enc = get_encoder("azure-openai", env=env)
    enc.encode(["hello"])
    path, headers, body = api.requests[0]
    assert path == "/openai/deployments/emb/embeddings?api-version=2024-06-01"
    assert headers["api-key"] == "secret" and "model" not in body
    assert enc.name == "azure-openai:emb"


def test_retries_then_succeeds(api):
    api.fail_first = 2
    enc = get_encoder("openai", endpoint=api.url, api_key="k", backoff=0.01, env={})
    assert enc.encode(["x"]).shape == (1, 8)
    assert len(api.requests) == 3


def test_gives_up_with_clear_error(api):
    api.fail_first = 10
    enc = get_encoder("openai", endpoint=api.url, api_key="k", backoff=0.01, max_retries=1, env={})
    with pytest.raises(ServiceError, match="after 2 attempts"):
        enc.encode(["x"])


def test_client_error_not_retried(api):
    api.status = 401
    enc = get_encoder("openai", endpoint=api.url, api_key="k", backoff=0.01, env={})
    with pytest.raises(ServiceError, match="HTTP 401"):
        enc.encode(["x"])
    assert len(api.requests) == 1


def test_unreachable_service():
    enc = get_encoder("openai", endpoint="http://127.0.0.1:9", api_key="k", backoff=0.01,
                      max_retries=0, timeout=1.0, env={})
    with pytest.raises(ServiceError, match=r"ConnectError|attempts"):
        enc.encode(["x"])


def test_dimension_change_detected(api):
    enc = get_encoder("openai", endpoint=api.url, api_key="k", env={})
    enc.encode(["x"])
    api.dim = 4
    with pytest.raises(InvalidEmbedding, match="dimension 4"):
        enc.encode(["y"])


@pytest.mark.parametrize(
    ("name", "env", "match"),
    [
        ("openai", {}, "OPENAI_API_KEY"),
        ("azure-openai", {"AZURE_OPENAI_API_KEY": "k"}, "AZURE_OPENAI_ENDPOINT"),
        ("azure-openai", {}, "AZURE_OPENAI_API_KEY and AZURE_OPENAI_ENDPOINT"),
    ],
)
def test_missing_configuration(name, env, match):
    with pytest.raises(ConfigurationError, match=match):
        get_encoder(name, env=env)


def test_unknown_encoder_lists_choices():
    with pytest.raises(ConfigurationError, match="minilm, e5-small"):
        get_encoder("bert")
