"""Generators for ``ask()``: write an answer from retrieved passages, citing sentence ids.

* :class:`ExtractiveGenerator` (the default): no LLM; answers with the source
  sentences that match the question best, each citing itself.
* :class:`CallableGenerator`: any ``(prompt) -> str`` function.
* :class:`OpenAIChatGenerator`: an OpenAI-compatible ``/chat/completions``
  endpoint (stdlib HTTP, a timeout, log-probabilities when returned).

LLM replies are read with :func:`parse_cited_text`: citations are bracketed
source sentence ids (``[faq.md:s3]``) after each sentence. A citation to an id
the passages do not hold is kept and reported (the pipeline marks that
sentence unsupported); it never raises.
"""

from __future__ import annotations

import json
import math
import re
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from groundtrace.errors import GenerationError, GroundtraceError, InvalidInput, InvalidType
from groundtrace.retrieval.bm25 import bm25_terms
from groundtrace.sources.chunks import RetrievedChunk
from groundtrace.sources.document import Document, Sentence
from groundtrace.text.sentences import split_sentences

__all__ = [
    "CallableGenerator",
    "ExtractiveGenerator",
    "GeneratedSentence",
    "Generation",
    "Generator",
    "OpenAIChatGenerator",
    "Passage",
    "build_prompt",
    "parse_cited_text",
]

_CITATION = re.compile(r"\[([^\[\]\s]+:s\d+(?:\s*[,;]\s*[^\[\]\s]+:s\d+)*)\]")


@dataclass(frozen=True)
class Passage:
    """A source sentence the generator may cite, with where it comes from."""

    sentence_id: str
    text: str
    doc_id: str
    pages: tuple[int, ...]


@dataclass(frozen=True)
class GeneratedSentence:
    """One answer sentence (citation markers removed) and the ids it cites."""

    text: str
    citations: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.text, "citations": list(self.citations)}


@dataclass(frozen=True)
class Generation:
    """A generator's answer: its sentences, and the mean token log-probability if known."""

    sentences: tuple[GeneratedSentence, ...]
    generator: str
    logprob: float | None = None
    raw: str | None = None

    @property
    def text(self) -> str:
        return " ".join(s.text for s in self.sentences)


class Generator(Protocol):
    """What :class:`~groundtrace.answer.Pipeline` calls to write an answer."""

    name: str

    def generate(self, question: str, passages: Sequence[Passage]) -> Generation: ...


def passages_for(retrieved: Sequence[RetrievedChunk],
                 documents: Mapping[str, Document]) -> list[Passage]:
    """The distinct source sentences of the retrieved units, in retrieval order."""
    out: list[Passage] = []
    seen: set[str] = set()
    for rc in retrieved:
        doc = documents.get(rc.chunk.doc_id)
        if doc is None:
            continue
        by_id: dict[str, Sentence] = {s.id: s for s in doc.sentences}
        for sid in rc.chunk.sentence_ids:
            s = by_id.get(sid)
            if s is None or sid in seen:
                continue
            seen.add(sid)
            out.append(Passage(sid, s.text, doc.doc_id, doc.pages_for_span(s.span)))
    return out


def build_prompt(question: str, passages: Sequence[Passage]) -> str:
    """The instruction an LLM generator gets: answer only from the passages, cite ids."""
    lines = [
        "Answer the question using only the numbered source sentences below.",
        "After every sentence of your answer, cite the ids of the source sentences that "
        "support it in square brackets, e.g. [faq.md:s3]. If the sources do not contain "
        "the answer, reply exactly: I cannot answer from the sources.",
        "",
        "Sources:",
    ]
    lines += [f"[{p.sentence_id}] {p.text}" for p in passages]
    lines += ["", f"Question: {question}", "Answer:"]
    return "\n".join(lines)


def parse_cited_text(text: str) -> tuple[GeneratedSentence, ...]:
    """Split a reply into sentences and the bracketed sentence ids each cites.

    A citation block right after a sentence's end belongs to that sentence.
    """
    if not isinstance(text, str):
        raise InvalidType(f"a generator reply must be str, got {type(text).__name__}")
    # Attach "Sentence. [a:s1]" citations to the sentence before them.
    text = re.sub(r"([.!?])\s*((?:\[[^\[\]]*:s\d+[^\[\]]*\]\s*)+)", r" \2\1 ", text)
    out: list[GeneratedSentence] = []
    for seg in split_sentences(text):
        cites: list[str] = []
        for m in _CITATION.finditer(seg.text):
            cites += [c.strip() for c in re.split(r"[,;]", m.group(1)) if c.strip()]
        clean = re.sub(r"\s+", " ", _CITATION.sub("", seg.text)).strip()
        clean = re.sub(r"\s+([.!?,;:])", r"\1", clean)
        if clean:
            out.append(GeneratedSentence(clean, tuple(dict.fromkeys(cites))))
        elif cites and out:  # a stray citation block: give it to the previous sentence
            prev = out[-1]
            out[-1] = GeneratedSentence(prev.text, tuple(dict.fromkeys(prev.citations + tuple(
                cites))))
    return tuple(out)


class ExtractiveGenerator:
    """Answers with the source sentences that share most terms with the question.

    No model: passages are ranked by retrieval order, and a sentence is kept
    when it shares a content word with the question; at most
    ``max_sentences`` are returned, each citing itself. Deterministic.
    """

    name = "extractive"

    def __init__(self, max_sentences: int = 2) -> None:
        if isinstance(max_sentences, bool) or not isinstance(max_sentences, int) or (
                max_sentences < 1):
            raise InvalidInput(f"max_sentences must be an integer >= 1, got {max_sentences!r}")
        self.max_sentences = max_sentences

    def generate(self, question: str, passages: Sequence[Passage]) -> Generation:
        q_terms = set(bm25_terms(question))
        scored = []
        for order, p in enumerate(passages):
            overlap = len(q_terms & set(bm25_terms(p.text)))
            if overlap:
                scored.append((-overlap, order, p))
        best = sorted(scored, key=lambda t: (t[0], t[1]))[: self.max_sentences]
        # The chosen sentences keep the order the passages came in (retrieval order).
        chosen = [p for _, _, p in sorted(best, key=lambda t: t[1])]
        return Generation(tuple(GeneratedSentence(p.text, (p.sentence_id,)) for p in chosen),
                          self.name)


class CallableGenerator:
    """Wraps a ``(prompt) -> str`` function (any LLM client); the reply is parsed for citations."""

    def __init__(self, fn: Callable[[str], str], name: str = "callable") -> None:
        if not callable(fn):
            raise InvalidType(f"fn must be callable (prompt) -> str, got {type(fn).__name__}")
        self._fn = fn
        self.name = name

    def generate(self, question: str, passages: Sequence[Passage]) -> Generation:
        try:
            reply = self._fn(build_prompt(question, passages))
        except GroundtraceError:
            raise
        except Exception as exc:  # a user's client may raise anything
            raise GenerationError(f"generator {self.name!r} failed: "
                                  f"{type(exc).__name__}: {exc}") from None
        if not isinstance(reply, str):
            raise GenerationError(f"generator {self.name!r} returned "
                                  f"{type(reply).__name__}, not text")
        return Generation(parse_cited_text(reply), self.name, raw=reply)


class OpenAIChatGenerator:
    """An OpenAI-compatible chat endpoint (``POST {base_url}/chat/completions``).

    Args:
        base_url: e.g. ``http://localhost:8000/v1``.
        model: the model name the endpoint expects.
        api_key: sent as a bearer token when given.
        timeout: seconds before the call is abandoned (GenerationError).
        logprobs: ask for token log-probabilities; their mean is recorded.
    """

    def __init__(self, base_url: str, model: str, *, api_key: str | None = None,
                 timeout: float = 30.0, logprobs: bool = True) -> None:
        if not isinstance(base_url, str) or not base_url.startswith(("http://", "https://")):
            raise InvalidInput(f"base_url must be an http(s) URL, got {base_url!r}")
        if not isinstance(model, str) or not model:
            raise InvalidInput("model must be a non-empty string")
        if not isinstance(timeout, int | float) or not timeout > 0:
            raise InvalidInput(f"timeout must be a positive number, got {timeout!r}")
        self.url = base_url.rstrip("/") + "/chat/completions"
        self.model = model
        self.name = f"openai-chat:{model}"
        self._key = api_key
        self.timeout = float(timeout)
        self.logprobs = logprobs

    def generate(self, question: str, passages: Sequence[Passage]) -> Generation:
        body = {"model": self.model, "temperature": 0, "logprobs": self.logprobs,
                "messages": [{"role": "user", "content": build_prompt(question, passages)}]}
        req = urllib.request.Request(self.url, data=json.dumps(body).encode("utf-8"),
                                     headers={"Content-Type": "application/json"},
                                     method="POST")
        if self._key:
            req.add_header("Authorization", f"Bearer {self._key}")
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                payload = json.loads(resp.read().decode("utf-8"))
        except TimeoutError:
            raise GenerationError(f"{self.url} did not answer within {self.timeout:g} s") from None
        except urllib.error.HTTPError as exc:
            raise GenerationError(f"{self.url} answered HTTP {exc.code}") from None
        except (urllib.error.URLError, OSError) as exc:
            raise GenerationError(f"cannot reach {self.url}: {exc}") from None
        except ValueError:
            raise GenerationError(f"{self.url} did not return JSON") from None
        try:
            choice = payload["choices"][0]
            content = choice["message"]["content"]
        except (KeyError, IndexError, TypeError):
            raise GenerationError(f"{self.url} returned no choices[0].message.content") from None
        if not isinstance(content, str):
            raise GenerationError(f"{self.url} returned a non-text message content")
        return Generation(parse_cited_text(content), self.name, _mean_logprob(choice),
                          raw=content)


def _mean_logprob(choice: Mapping[str, Any]) -> float | None:
    """Mean token log-probability of an OpenAI-style choice, None when absent or malformed."""
    try:
        tokens = choice["logprobs"]["content"]
        values = [float(t["logprob"]) for t in tokens]
    except (KeyError, TypeError, ValueError):
        return None
    if not values or not all(math.isfinite(v) and v <= 0 for v in values):
        return None
    return sum(values) / len(values)
