"""`groundtrace ask` and the OpenAI-compatible generator against a loopback fake server."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from click.testing import CliRunner

from groundtrace.answer import Corpus, OpenAIChatGenerator, Pipeline
from groundtrace.cli import main
from groundtrace.errors import GenerationError, InvalidInput
from groundtrace.sources import Document

FEES = ("SEPA transfers in online banking are free of charge. Transfers ordered at a branch "
        "cost 2.50 EUR. Instant transfers cost 0.50 EUR each.")


class FakeChat(BaseHTTPRequestHandler):
    """Answers /chat/completions with ``server.reply`` (a dict, or raw bytes), records bodies."""

    def do_POST(self):
        length = int(self.headers.get("Content-Length", 0))
        self.server.requests.append((self.path, dict(self.headers),
                                     json.loads(self.rfile.read(length))))
        if self.server.delay:
            threading.Event().wait(self.server.delay)
        reply = self.server.reply
        body = reply if isinstance(reply, bytes) else json.dumps(reply).encode()
        self.send_response(self.server.status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def chat_server():
    srv = ThreadingHTTPServer(("127.0.0.1", 0), FakeChat)
    srv.requests, srv.delay, srv.status = [], 0.0, 200
    srv.reply = {}
    t = threading.Thread(target=srv.serve_forever, daemon=True)
    t.start()
    yield srv
    srv.shutdown()
    srv.server_close()


def completion(text, logprobs=None):
    choice = {"message": {"role": "assistant", "content": text}}
    if logprobs is not None:
        choice["logprobs"] = {"content": [{"token": "x", "logprob": v} for v in logprobs]}
    return {"choices": [choice]}


def url(srv):
    return f"http://127.0.0.1:{srv.server_address[1]}/v1"


@pytest.fixture
def corpus(hashing):
    return Corpus([Document.from_text(FEES, "fees.txt")], encoder=hashing)


def test_a_planted_wrong_number_is_caught_and_marked(chat_server, corpus):
    chat_server.reply = completion(
        "SEPA transfers in online banking are free of charge [fees.txt:s0]. "
        "Transfers ordered at a branch cost 9.50 EUR [fees.txt:s1].", logprobs=[-0.1, -0.3])
    gen = OpenAIChatGenerator(url(chat_server), "fake-model", api_key="k1")
    ans = Pipeline(corpus, generator=gen, min_relevance=-1.0).ask(
        "What do transfers cost?")
    assert [s.status for s in ans.sentences][1] in ("contradicted", "unsupported")
    assert not ans.sentences[1].kept and ans.sentences[0].kept
    assert "9.50" not in ans.text and ans.generation_logprob == pytest.approx(-0.2)
    path, headers, body = chat_server.requests[0]
    assert path == "/v1/chat/completions" and headers["Authorization"] == "Bearer k1"
    assert body["model"] == "fake-model" and "[fees.txt:s1]" in body["messages"][0]["content"]


@pytest.mark.parametrize(
    ("reply", "status", "match"),
    [(b"not json", 200, "did not return JSON"), ({"choices": []}, 200, "no choices"),
     ({}, 500, "HTTP 500"), (completion(None), 200, "non-text")],
)
def test_endpoint_garbage_is_a_generation_error(chat_server, reply, status, match):
    chat_server.reply, chat_server.status = reply, status
    with pytest.raises(GenerationError, match=match):
        OpenAIChatGenerator(url(chat_server), "m").generate("q?", [])


def test_endpoint_timeout_becomes_a_refusal(chat_server, corpus):
    chat_server.delay = 1.0
    chat_server.reply = completion("Late.")
    gen = OpenAIChatGenerator(url(chat_server), "m", timeout=0.2)
    ans = Pipeline(corpus, generator=gen, min_relevance=-1.0).ask("What do transfers cost?")
    assert ans.refused and "did not answer within 0.2 s" in ans.refusal_reason


def test_generator_options_are_checked():
    with pytest.raises(InvalidInput, match="http"):
        OpenAIChatGenerator("ftp://x", "m")
    with pytest.raises(InvalidInput, match="timeout"):
        OpenAIChatGenerator("http://x", "m", timeout=0)


@pytest.fixture
def docs(tmp_path):
    d = tmp_path / "docs"
    d.mkdir()
    (d / "fees.txt").write_text(FEES, encoding="utf-8")
    return d


def test_cli_ask_json_and_html(docs, tmp_path):
    html = tmp_path / "a.html"
    r = CliRunner().invoke(main, ["--quiet", "ask", "How much does a transfer at a branch cost?",
                                  "--docs", str(docs), "--encoder", "hashing", "--json",
                                  "--html", str(html)])
    assert r.exit_code == 0, r.output
    out = json.loads(r.stdout)
    assert out["question"].startswith("How much") and out["strictness"] == "balanced"
    assert {"answer", "refused", "refusal_reason", "sentences", "passages"} <= set(out)
    assert html.read_text(encoding="utf-8").startswith("<!doctype html>")


def test_cli_ask_text_and_openai(docs, chat_server):
    chat_server.reply = completion("Branch transfers cost 2.50 EUR [fees.txt:s1].")
    r = CliRunner().invoke(main, ["--quiet", "ask", "What does a branch transfer cost?",
                                  "--docs", str(docs), "--encoder", "hashing", "--generator",
                                  "openai", "--endpoint", url(chat_server), "--model", "m",
                                  "--strictness", "lenient"])
    assert r.exit_code == 0, r.output
    assert "Branch transfers cost 2.50 EUR." in r.output and "[fees.txt:s1]" in r.output


def test_cli_ask_errors(docs, tmp_path):
    r = CliRunner().invoke(main, ["ask", "q?", "--docs", str(docs), "--generator", "openai"])
    assert r.exit_code == 1 and "needs --endpoint and --model" in r.output
    empty = tmp_path / "empty"
    empty.mkdir()
    r = CliRunner().invoke(main, ["ask", "q?", "--docs", str(empty), "--encoder", "hashing"])
    assert r.exit_code == 1 and "holds no document file" in r.output


def test_cli_ask_reranks_with_the_shipped_verifier(tmp_path):
    d = tmp_path / "docs"
    d.mkdir()
    (d / "fees.txt").write_text(FEES)
    args = ["--quiet", "ask", "What does a transfer at a branch cost?", "--docs", str(d),
            "--encoder", "hashing", "--top-k", "2"]
    r = CliRunner().invoke(main, [*args, "--json", "--rerank", "verifier",
                                  "--rerank-candidates", "4"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.stdout)
    assert out["reranker"].startswith("verifier:groundtrace-verifier")
    chunks = out["retrieval"]["chunks"]
    assert len(chunks) == 2 and all("rerank" in c for c in chunks)
    assert chunks[0]["rerank"] >= chunks[1]["rerank"]
    bad = CliRunner().invoke(main, [*args, "--rerank", "verifier", "--rerank-candidates", "1"])
    assert bad.exit_code == 1 and "--rerank-candidates (1) must be >= --top-k (2)" in bad.output
    plain = CliRunner().invoke(main, [*args, "--rerank-candidates", "4"])
    assert plain.exit_code == 1 and "add --rerank verifier" in plain.output
