"""Audit commands: `groundtrace keygen` and `groundtrace audit verify|replay|show|export-labels`."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import click

from groundtrace.cli._common import echo_json, handle_errors, progress_counter
from groundtrace.encoders import ENCODER_NAMES
from groundtrace.errors import ConfigurationError, InvalidInput

__all__ = ["audit", "keygen"]

STORE_OPTION = click.option(
    "--store",
    "store_url",
    required=True,
    envvar="GROUNDTRACE_STORE",
    help="Audit store URL: sqlite:///path.db or postgresql://user@host/db "
    "(env GROUNDTRACE_STORE).",
)


@click.command()
@click.option(
    "-o", "--out", "out", default="groundtrace.key", show_default=True,
    type=click.Path(dir_okay=False),
    help="Private key file to write; the public key goes to OUT.pub.",
)
@click.option("--force", is_flag=True, help="Replace existing key files.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON object instead.")
@handle_errors
def keygen(out: str, force: bool, as_json: bool) -> None:
    """Create an Ed25519 key pair for signing the audit log.

    The private key (PEM, mode 0600) signs every record: give it to the
    service with --key or GROUNDTRACE_SIGNING_KEY_FILE. The public key
    (OUT.pub) is all an examiner needs for `groundtrace audit verify`.

    \b
    Example:
      groundtrace keygen -o /etc/groundtrace/audit.key
    """
    from groundtrace.audit.signing import write_keypair

    private_path, public_path, signer = write_keypair(out, force=force)
    if as_json:
        echo_json({"private_key": str(private_path), "public_key": str(public_path),
                   "key_id": signer.key_id})
        return
    click.echo(f"private key: {private_path} (keep it secret)")
    click.echo(f"public key:  {public_path}")
    click.echo(f"key id:      {signer.key_id}")


@click.group()
def audit() -> None:
    """Check, replay and export the signed audit log."""


@audit.command()
@STORE_OPTION
@click.option(
    "--public-key", "public_keys", multiple=True, type=click.Path(dir_okay=False),
    help="Trusted public key (repeat for rotated keys). Default: GROUNDTRACE_PUBLIC_KEY[_FILE], "
    "else the public half of the signing key.",
)
@click.option(
    "--expect-head", metavar="HASH",
    help="Chain head printed by an earlier verify: fail unless the log still contains it "
    "(detects records cut off the end).",
)
@click.option("--json", "as_json", is_flag=True, help="Print a JSON object instead.")
@handle_errors
def verify(store_url: str, public_keys: tuple[str, ...], expect_head: str | None,
           as_json: bool) -> None:
    """Check every record's hash, chain link and signature.

    Exits 0 when the whole log is intact; otherwise names the first broken
    record (seq and id) with the reason, and exits 1. Keep the printed chain
    head and pass it later as --expect-head to also detect truncation.
    """
    from groundtrace.audit import load_signature_verifier, open_store, verify_store

    verifier = load_signature_verifier(public_keys)
    store = open_store(store_url, read_only=True)
    try:
        total = store.count()
        with progress_counter(total, "verifying") as bar:
            report = verify_store(store, verifier, expect_head=expect_head,
                                  on_progress=bar.update)
    finally:
        store.close()
    if as_json:
        echo_json(report.to_dict())
    elif report.ok:
        click.echo(f"OK: {report.checked} records, chain head {report.head_hash}")
    elif report.broken_seq is None:
        click.echo(f"BROKEN: {report.reason} ({report.checked} records checked)")
    else:
        click.echo(
            f"BROKEN: record seq={report.broken_seq} id={report.broken_id}: {report.reason} "
            f"({report.checked} records before it are intact)"
        )
    if not report.ok:
        sys.exit(1)


@audit.command()
@STORE_OPTION
@click.option("--since", help="Only records created at or after this date / ISO time.")
@click.option(
    "--encoder", type=click.Choice(ENCODER_NAMES), default=None,
    help="Replay with this encoder instead of the one each record names.",
)
@click.option(
    "--calibration", "cal_path", type=click.Path(dir_okay=False, exists=True), default=None,
    help="Re-decide triage records with this calibration (from `groundtrace fit`): "
    "which past decisions it would change.",
)
@click.option("--fail-on-change", is_flag=True, help="Exit 1 when any decision would change.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON object instead.")
@handle_errors
def replay(store_url: str, since: str | None, encoder: str | None, cal_path: str | None,
           fail_on_change: bool, as_json: bool) -> None:
    """Re-run stored inputs with this version and report every changed decision.

    Records that kept only the sha256 of their input cannot be replayed and
    are listed as skipped.
    """
    from groundtrace.audit import open_store
    from groundtrace.audit import replay as run_replay

    store = open_store(store_url, read_only=True)
    try:
        total = store.count()
        with progress_counter(total, "replaying") as bar:
            report = run_replay(store, since=since, encoder=encoder, calibration=cal_path,
                                on_record=lambda _r: bar.update(1))
    finally:
        store.close()
    if as_json:
        echo_json(report.to_dict())
    else:
        click.echo(
            f"{report.checked} verdict records: {report.unchanged} unchanged, "
            f"{len(report.changed)} changed, {len(report.skipped_no_input)} without stored input, "
            f"{len(report.failed)} failed"
        )
        for change in report.changed:
            click.echo(f"CHANGED seq={change.seq} id={change.record_id} ({change.operation}): "
                       + "; ".join(change.why))
        for record_id, error in report.failed:
            click.echo(f"FAILED id={record_id}: {error}")
    if fail_on_change and report.changed:
        sys.exit(1)


@audit.command()
@STORE_OPTION
@click.argument("record_id")
@click.option("--json", "as_json", is_flag=True,
              help="Print the whole record and its labels as one JSON object.")
@handle_errors
def show(store_url: str, record_id: str, as_json: bool) -> None:
    """Show one record (and its labels, for a verdict): a summary, or everything with --json."""
    from groundtrace.audit import open_store

    store = open_store(store_url, read_only=True)
    try:
        rec = store.get(record_id)
        if rec is None:
            raise InvalidInput(f"no audit record with id {record_id!r} in {store.url}")
        labels = store.labels_for([rec.id])[rec.id] if rec.kind == "verdict" else []
    finally:
        store.close()
    if as_json:
        echo_json({"record": rec.to_dict(), "labels": [lab.to_dict() for lab in labels]})
        return
    click.echo(f"record {rec.id} (seq {rec.seq}, {rec.kind}) created {rec.created_at}")
    for name, value in (("decision", rec.decision), ("tenant", rec.tenant),
                        ("trace id", rec.trace_id), ("subject", rec.subject_id)):
        if value is not None:
            click.echo(f"  {name}: {value}")
    click.echo(f"  hash: {rec.hash} (signed by key {rec.key_id})")
    for lab in labels:
        grounded = "grounded" if lab.body.get("grounded") else "not grounded"
        by = f" by {lab.body['reviewer']}" if lab.body.get("reviewer") else ""
        click.echo(f"  labelled {grounded}{by} at {lab.created_at}")
    click.echo("(--json prints the whole record, input and result included)")


@audit.command("export-labels")
@STORE_OPTION
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False),
              help="Labelled rows to write: JSONL, Parquet for a .parquet name, '-' for stdout.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the summary as one JSON object (on stderr with -o -).")
@handle_errors
def export_labels_cmd(store_url: str, output: str, as_json: bool) -> None:
    """Write reviewer labels as labelled JSONL (the schema `groundtrace fit` reads).

    Label 1 means not grounded. When a record was labelled more than once the
    latest label wins.
    """
    from groundtrace.audit import export_labels, open_store
    from groundtrace.datasets import is_parquet, write_rows

    store = open_store(store_url, read_only=True)
    try:
        if output == "-":
            summary = export_labels(store, sys.stdout)
            sys.stdout.flush()
        elif is_parquet(output):
            buffer = io.StringIO()
            summary = export_labels(store, buffer)
            write_rows(output, [json.loads(line) for line in buffer.getvalue().splitlines()])
        else:
            try:
                with Path(output).open("w", encoding="utf-8") as fh:
                    summary = export_labels(store, fh)
            except OSError as exc:
                raise ConfigurationError(f"cannot write {output!r}: {exc.strerror}") from None
    finally:
        store.close()
    if as_json:
        # With -o - stdout carries the labelled rows: the summary goes to stderr.
        echo_json(summary.to_dict(), err=output == "-")
    else:
        click.echo(
            f"wrote {summary.written} labelled rows to {output}; "
            f"{summary.skipped_no_input} labelled records had no stored input",
            err=output == "-",
        )
