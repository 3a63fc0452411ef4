"""``groundtrace enforce``: check one response against a policy file."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import click

from groundtrace.cli._common import (
    ENCODER_OPTION,
    RowWriter,
    echo_json,
    emit_summary,
    handle_errors,
    progress,
)
from groundtrace.datasets import iter_rows
from groundtrace.errors import DataFormatError, InvalidInput, InvalidType
from groundtrace.policy import EnforcementResult, Policy, load_policy

__all__ = ["enforce_command"]

#: Exit status when the response does not pass (1 and 2 are taken by errors
#: and usage errors), so scripts can tell "broke the policy" from "failed to run".
EXIT_NOT_PASSED = 3


def _session(value: str | None) -> dict[str, Any] | None:
    if value is None:
        return None
    text = value
    if value.startswith("@"):
        path = Path(value[1:])
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise click.BadParameter(f"cannot read {path}: {exc.strerror}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise click.BadParameter(f"not valid JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(data, dict):
        raise click.BadParameter(f"must be a JSON object, got {type(data).__name__}")
    return data


def _context(path: str | None) -> str | None:
    if path is None:
        return None
    try:
        return Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise DataFormatError(f"{path}: the context file is not UTF-8 text") from None


def _render(res: EnforcementResult) -> None:
    status = "PASSED" if res.passed else "FAILED"
    if res.fallback_used:
        status += " (fallback response used)"
    if not res.enforced:
        status = "NOT ENFORCED (enabled = false)"
    click.echo(f"{status}  policy={res.policy_name}"
               + (f"@{res.policy_version}" if res.policy_version else ""))
    if res.rules_applied:
        applied = ", ".join(
            f"{m.rule_id} ({m.reason}" + (f" {m.similarity:.2f})" if m.similarity is not None
                                          else ")")
            for m in res.rules_applied
        )
        click.echo(f"rules applied: {applied}")
    else:
        click.echo("rules applied: none")
    click.echo(f"lanes: {', '.join(res.lanes_used) or 'none'}")
    for v in res.violations:
        kind = "hard" if v.hard else "soft"
        click.echo(f"violation [{kind}] {v.rule_id} ({v.violation_type}): {v.details}")
    for n in res.not_evaluated:
        click.echo(f"not evaluated {n.rule_id}: {n.reason}")
    if res.fallback_used:
        click.echo(f"response to send: {res.response}")


def _request(obj: dict[str, Any], where: str) -> Any:
    """The enforce input of one row: ``message`` (or ``question``), ``response``,
    ``context`` and ``session``; other fields (ids, labels) stay in the output row."""
    from groundtrace.operations import prepare_input

    message = obj.get("message", obj.get("question"))
    if message is None:
        raise DataFormatError(f"{where} has no 'message' (or 'question')")
    data = {"message": message, **{k: obj[k] for k in ("response", "context", "session")
                                   if obj.get(k) is not None}}
    try:
        return prepare_input("enforce", data)
    except (InvalidInput, InvalidType) as exc:
        raise DataFormatError(f"{where}: {exc}") from None


def _run_file(path: str, output: str | None, policy: Policy, encoder: str,
              as_json: bool) -> None:
    from groundtrace.operations import enforce_inputs

    rows = []
    requests = []
    for lineno, obj in iter_rows(path):
        where = f"{path}:{lineno}"
        if not isinstance(obj, dict):
            raise DataFormatError(f"{where} must be a JSON object, got {type(obj).__name__}")
        requests.append(_request(obj, where))
        rows.append(obj)
    t0 = time.perf_counter()
    failed = 0
    with RowWriter(output, sort_keys=True) as sink:
        results = enforce_inputs(requests, policy=policy, encoder=encoder)
        for obj, res in progress(zip(rows, results, strict=True), length=len(rows),
                                 label="enforcing"):
            failed += not res.passed
            sink.write({**obj, "enforcement": res.to_dict()})
    elapsed = time.perf_counter() - t0
    rate = len(rows) / elapsed if elapsed > 0 else float("inf")
    summary = {"n": len(rows), "passed": len(rows) - failed, "not_passed": failed,
               "seconds": round(elapsed, 3), "output": output}
    emit_summary(summary, [f"checked {len(rows)} rows: {len(rows) - failed} passed, {failed} "
                           f"did not; {rate:.1f} rows/s"],
                 as_json=as_json, rows_on_stdout=output is None)
    if failed:
        sys.exit(EXIT_NOT_PASSED)


@click.command("enforce")
@click.option("--policy", "policy_path", required=True,
              type=click.Path(exists=True, dir_okay=False),
              help="Policy TOML: [[rules]] and optionally [enforcement] settings.")
@click.option("--message", default=None, help="The user's message.")
@click.option("--response", default=None, help="The response to check.")
@click.option("--input", "input_path", default=None, metavar="IN.jsonl",
              type=click.Path(exists=True, dir_okay=False),
              help="Check every row of a JSONL file instead (fields: message or question, "
                   "response, optional session object and context text).")
@click.option("-o", "--output", default=None, type=click.Path(dir_okay=False),
              help="With --input: write JSONL results here (default: stdout).")
@click.option("--session", "session_json", default=None, metavar="JSON",
              help='Session as JSON, or @file.json: {"scenario", "step", "variables", '
                   '"profile"}.')
@click.option("--context", "context_path", default=None,
              type=click.Path(exists=True, dir_okay=False),
              help="File with the retrieved context; turns on the grounding gate.")
@click.option("--config", "config_paths", multiple=True,
              type=click.Path(exists=True, dir_okay=False),
              help="Settings TOML overriding the policy's (repeatable; later wins).")
@click.option("--profile", default=None, help="Settings profile to apply, e.g. production.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the full result as JSON (with --input: the summary; see score --json).")
@ENCODER_OPTION
@handle_errors
def enforce_command(
    policy_path: str,
    message: str | None,
    response: str | None,
    input_path: str | None,
    output: str | None,
    session_json: str | None,
    context_path: str | None,
    config_paths: tuple[str, ...],
    profile: str | None,
    as_json: bool,
    encoder: str,
) -> None:
    """Check one response against a policy's rules and gates.

    Rules with an enforcement_expression are checked deterministically. Rules
    without one need a judge, which only the Python API accepts: here they
    are reported as not evaluated. No regeneration is attempted; a failing
    response is reported with the fallback text to send instead.

    A sample policy ships inside the package; print its path with
    python -c "import groundtrace.policy as p; print(p.example_policy_path())".

    With --input, every row of a JSONL file is checked (replay of logged
    answers); each output line is the input row plus an "enforcement" object,
    and a summary goes to stderr.

    \b
    Exit status: 0 passed, 3 did not pass (any row with --input),
    1 error, 2 usage error.

    \b
    Example:
      groundtrace enforce --policy policy_banking.toml \\
        --message "Can I get a refund of the $75 fee?" \\
        --response "Yes, we will refund the $75 fee." \\
        --session '{"profile": {"is_vip": false}}'
    """
    if input_path is not None:
        if message is not None or response is not None or session_json or context_path:
            raise click.UsageError(
                "--input replaces --message/--response/--session/--context; give one or the other"
            )
        policy = load_policy(policy_path, config_files=config_paths, profile=profile)
        _run_file(input_path, output, policy, encoder, as_json)
        return
    if output is not None:
        raise click.UsageError("--output needs --input")
    if message is None or response is None:
        raise click.UsageError("give --message and --response, or --input FILE.jsonl")
    from groundtrace.operations import enforce_inputs, prepare_input

    request = prepare_input("enforce", {"message": message, "response": response,
                                        "context": _context(context_path),
                                        "session": _session(session_json)})
    policy = load_policy(policy_path, config_files=config_paths, profile=profile)
    result = next(enforce_inputs([request], policy=policy, encoder=encoder))
    if as_json:
        echo_json(result.to_dict())
    else:
        _render(result)
    if not result.passed:
        sys.exit(EXIT_NOT_PASSED)
