"""``groundtrace verify``: claim-by-claim verification of one response against its sources."""

from __future__ import annotations

from pathlib import Path

import click

from groundtrace.cli._common import ENCODER_OPTION, echo_json, handle_errors
from groundtrace.errors import DataFormatError
from groundtrace.retrieval.fusion import DEFAULT_LEXICAL_CANDIDATES, DEFAULT_TOP_K

__all__ = ["verify_command"]

_MARK = {"supported": "✔", "partial": "≈", "unsupported": "?", "contradicted": "✘"}


def _read(path: str, what: str) -> str:
    try:
        return Path(path).read_bytes().decode("utf-8-sig")
    except OSError as exc:
        raise DataFormatError(f"cannot read {what} file {path!r}: {exc.strerror}") from None
    except UnicodeDecodeError as exc:
        raise DataFormatError(
            f"{what} file {path!r} is not valid UTF-8 (byte {exc.start})"
        ) from None


def _candidates(ctx: click.Context, param: click.Parameter, value: str) -> int | None:
    if value.strip().lower() == "all":
        return None
    try:
        n = int(value)
    except ValueError:
        n = 0
    if n < 1:
        raise click.BadParameter(f"must be a positive integer or 'all', got {value!r}")
    return n


@click.command("verify")
@click.option("--context", "contexts", required=True, multiple=True,
              type=click.Path(dir_okay=False),
              help="Source file: .txt, .md, .pdf or .json (a JSON file is read as one line per "
              "record; repeat for several sources).")
@click.option("--response", "response_path", required=True, type=click.Path(dir_okay=False),
              help="File holding the response to verify (UTF-8 text).")
@click.option("--question", default=None, help="The question the response answers.")
@click.option("--json", "as_json", is_flag=True, help="Print the full result as JSON.")
@click.option("--html", "html_path", type=click.Path(dir_okay=False),
              help="Write a self-contained HTML report here.")
@click.option("--top-k", default=DEFAULT_TOP_K, show_default=True, type=int,
              help="Evidence candidates per claim.")
@click.option("--language", default="en", show_default=True,
              type=click.Choice(["en", "es"]),
              help="Language of the texts (abbreviations for sentence splitting).")
@click.option("--lexical-candidates", default=str(DEFAULT_LEXICAL_CANDIDATES),
              show_default=True, callback=_candidates, metavar="N|all",
              help="On a source of more than N passages, embed and rank only the passages "
                   "among each claim's N best by BM25 (at least top-k x window); 'all' "
                   "embeds every passage (slower on long sources).")
@ENCODER_OPTION
@handle_errors
def verify_command(contexts: tuple[str, ...], response_path: str, question: str | None,
                   as_json: bool, html_path: str | None, top_k: int, language: str,
                   lexical_candidates: int | None, encoder: str) -> None:
    """Verify a response claim by claim against its source files.

    Each claim gets a status (supported, partial, unsupported, contradicted)
    with the source span that decides it; the answer gets a level
    (FULLY_GROUNDED, PARTIALLY_GROUNDED, UNGROUNDED, CONTRADICTORY).
    Offsets in --json output index the response file's text.

    \b
    Example:
      groundtrace verify --context policy.pdf --response answer.txt --json
      groundtrace verify --context faq.md --response a.txt --html report.html
    """
    from groundtrace.operations import load_sources, verify_documents

    docs = load_sources(contexts, language=language)
    answer = verify_documents(_read(response_path, "response"), docs, question=question,
                              encoder=encoder, top_k=top_k, language=language,
                              lexical_candidates=lexical_candidates)
    if html_path:
        try:
            Path(html_path).write_text(answer.to_html(), encoding="utf-8")
        except OSError as exc:
            raise DataFormatError(f"cannot write {html_path!r}: {exc.strerror}") from None
    if as_json:
        echo_json(answer.to_dict())
        return
    click.echo(f"{answer.level.value}  score={answer.score:.3f}  claims={len(answer.claims)}")
    click.echo(answer.recommendation)
    for c in answer.claims:
        where = ""
        if c.best_evidence is not None:
            ev = c.evidence[c.best_evidence]
            pages = f" p.{','.join(map(str, ev.pages))}" if ev.pages else ""
            where = f"  ← {ev.span.doc_id}[{ev.span.char_start}:{ev.span.char_end}]{pages}"
        click.echo(f"  {_MARK[c.status.value]} [{c.start}:{c.end}] {c.status.value:<12} "
                   f"{c.text}{where}")
        for h in c.checks:
            if h.is_problem:
                click.echo(f"      {h.check}: {h.explanation}")
    if html_path:
        click.echo(f"HTML report written to {html_path}", err=True)
