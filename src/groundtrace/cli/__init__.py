"""The ``groundtrace`` command line: thin wrappers over the library.

Library errors become one line ``Error: ...`` on stderr with exit 1; usage
errors exit 2 (click's convention). Each command group lives in its own
module and is registered below.
"""

from __future__ import annotations

import click

from groundtrace._version import __version__
from groundtrace.cli.ask import ask_command
from groundtrace.cli.audit import audit, keygen
from groundtrace.cli.core import compute, demo, score
from groundtrace.cli.enforce import enforce_command
from groundtrace.cli.eval import eval_command
from groundtrace.cli.rules import rules
from groundtrace.cli.serve import serve
from groundtrace.cli.triage import fit, triage
from groundtrace.cli.verify import verify_command

__all__ = ["main"]


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="groundtrace")
@click.option(
    "--max-text-chars", type=click.IntRange(min=1), default=None, metavar="N",
    envvar="GROUNDTRACE_MAX_TEXT_CHARS", show_envvar=True,
    help="Longest question, context or response accepted, in characters (default "
    "1,000,000); longer texts are refused with an error. Memory grows with it.",
)
@click.option("-q", "--quiet", is_flag=True,
              help="No progress bars (they are also off when stderr is not a terminal).")
def main(max_text_chars: int | None, quiet: bool) -> None:
    """Deterministic, offline triage of LLM and agent answers.

    Scores whether an answer is grounded in its sources, with the evidence
    attached. Same input, same output, no network.
    """
    from groundtrace.cli._common import set_quiet
    from groundtrace.encoders import set_max_text_chars

    set_max_text_chars(max_text_chars)
    set_quiet(quiet)


main.add_command(compute)
main.add_command(score)
main.add_command(demo)
main.add_command(enforce_command)
main.add_command(eval_command)
main.add_command(keygen)
main.add_command(audit)
main.add_command(verify_command)
main.add_command(serve)
main.add_command(rules)
main.add_command(fit)
main.add_command(triage)
main.add_command(ask_command)
