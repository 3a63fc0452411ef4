"""``groundtrace ask``: a verified, cited answer from your documents, or a reasoned refusal."""

from __future__ import annotations

import os
from pathlib import Path

import click

from groundtrace.cli._common import ENCODER_OPTION, echo_json, handle_errors, progress_counter
from groundtrace.errors import InvalidInput

__all__ = ["ask_command"]

_MARK = {"supported": "✔", "no_claim": "·", "partial": "≈", "unsupported": "?",
         "contradicted": "✘"}


@click.command("ask")
@click.argument("question")
@click.option("--docs", "doc_paths", multiple=True, type=click.Path(exists=True),
              help="A document (.txt, .md, .pdf, .json) or a folder of .txt, .md and .pdf "
              "files (repeatable).")
@click.option("--index", "index_dir", type=click.Path(file_okay=False),
              help="Keep the index in this folder: built once, files of --docs not in it "
              "yet are added, and later calls need no --docs.")
@click.option("--strictness", type=click.Choice(["strict", "balanced", "lenient"]),
              default="balanced", show_default=True,
              help="strict: refuse if any sentence is unsupported; balanced: drop such "
              "sentences and say so; lenient: keep and annotate them.")
@click.option("--generator", "generator_kind", type=click.Choice(["extractive", "openai"]),
              default="extractive", show_default=True,
              help="extractive: offline, answers with the best source sentences; openai: an "
              "OpenAI-compatible chat endpoint (--endpoint, --model).")
@click.option("--endpoint", default=None,
              help="Base URL of the chat endpoint, e.g. http://localhost:8000/v1.")
@click.option("--model", default=None, help="Model name for --generator openai.")
@click.option("--timeout", default=30.0, show_default=True, type=click.FloatRange(min=0.1),
              help="Seconds to wait for the generator.")
@click.option("--top-k", default=5, show_default=True, type=click.IntRange(min=1),
              help="Passages retrieved for the generator.")
@click.option("--rerank", "rerank_with", type=click.Choice(["none", "verifier"]),
              default="none", show_default=True,
              help="Second-stage reranking of the first --rerank-candidates passages: "
              "verifier adds the verifier's entailment of the question to the hybrid score.")
@click.option("--rerank-candidates", default=None, type=click.IntRange(min=1),
              help="Passages the reranker sees (>= --top-k; default 20, or --top-k if "
              "larger); only with --rerank verifier.")
@ENCODER_OPTION
@click.option("--json", "as_json", is_flag=True, help="Print the full answer as JSON.")
@click.option("--html", "html_path", type=click.Path(dir_okay=False),
              help="Write a self-contained HTML report here.")
@handle_errors
def ask_command(question: str, doc_paths: tuple[str, ...], index_dir: str | None,
                strictness: str,
                generator_kind: str, endpoint: str | None, model: str | None, timeout: float,
                top_k: int, rerank_with: str, rerank_candidates: int | None, encoder: str,
                as_json: bool, html_path: str | None) -> None:
    """Answer QUESTION from your documents, every sentence verified and cited.

    The API key of an OpenAI-compatible endpoint is read from
    GROUNDTRACE_GENERATOR_API_KEY (never from the command line).
    """
    from groundtrace.answer import OpenAIChatGenerator, Pipeline, VerifierReranker
    from groundtrace.answer.corpus import document_paths
    from groundtrace.operations import ask_inputs, open_corpus, prepare_input

    generator = None
    if generator_kind == "openai":
        if not endpoint or not model:
            raise InvalidInput("--generator openai needs --endpoint and --model")
        generator = OpenAIChatGenerator(endpoint, model, timeout=timeout,
                                        api_key=os.environ.get("GROUNDTRACE_GENERATOR_API_KEY"))
    elif endpoint or model:
        raise InvalidInput("--endpoint and --model are for --generator openai")
    if rerank_candidates is not None and rerank_with == "none":
        raise InvalidInput("--rerank-candidates is for a reranker: add --rerank verifier")
    if rerank_candidates is not None and rerank_candidates < top_k:
        raise InvalidInput(f"--rerank-candidates ({rerank_candidates}) must be >= --top-k "
                           f"({top_k})")
    request = prepare_input("ask", {"question": question, "strictness": strictness})
    files = document_paths(doc_paths) if doc_paths else []
    with progress_counter(len(files), "indexing") as bar:
        corpus = open_corpus(doc_paths, index_dir, encoder=encoder,
                             on_document=lambda _p: bar.update(1))
    reranker = VerifierReranker() if rerank_with == "verifier" else None
    pipeline = Pipeline(corpus, generator=generator, top_k=top_k, reranker=reranker,
                        rerank_candidates=rerank_candidates)
    answer = ask_inputs([request], pipeline=pipeline)[0]
    if html_path:
        Path(html_path).write_text(answer.to_html(), encoding="utf-8")
    if as_json:
        echo_json(answer.to_dict())
        return
    if answer.refused:
        click.echo(f"REFUSED: {answer.refusal_reason}")
    else:
        click.echo(answer.text)
    for s in answer.sentences:
        pages = f" p. {', '.join(str(p) for p in s.pages)}" if s.pages else ""
        cites = f" [{', '.join(s.citations)}]" if s.citations else ""
        kept = "" if s.kept else " (removed)"
        click.echo(f"  {_MARK.get(s.status, '?')} {s.status}{kept}{cites}{pages}: {s.text}"
                   + (f" — {s.note}" if s.note else ""))
