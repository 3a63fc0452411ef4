"""`groundtrace rules`: list the checklist packs, check one answer against a pack."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from groundtrace.cli._common import echo_json, handle_errors
from groundtrace.rules.custom import load_rules_toml
from groundtrace.rules.engine import RuleSet
from groundtrace.rules.packs.registry import PACKS, get_pack

__all__ = ["rules"]

#: Exit status of `rules check --fail-on-flag` when the answer is flagged;
#: distinct from 1 (error) and 2 (usage) so scripts can tell them apart.
EXIT_FLAGGED = 3


@click.group("rules")
def rules() -> None:
    """Checklist rule packs: cited, deterministic checks per agent archetype."""


@rules.command("list")
@click.option(
    "--pack",
    "pack_name",
    type=click.Choice(sorted(PACKS)),
    default=None,
    help="Show only this pack.",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object instead.")
@handle_errors
def list_packs(pack_name: str | None, as_json: bool) -> None:
    """List the packs, their options and their rules with citations.

    Rules are shown for each pack's default options.
    """
    names = [pack_name] if pack_name else list(PACKS)
    if as_json:
        echo_json(
            {
                "packs": [
                    {**PACKS[n].to_dict(), "ruleset": PACKS[n].build().to_dict()} for n in names
                ]
            }
        )
        return
    for i, name in enumerate(names):
        info = PACKS[name]
        rs = info.build()
        if i:
            click.echo("")
        click.echo(click.style(name, bold=True) + f" - {info.summary}")
        for opt in info.options:
            default = ",".join(opt.default) if isinstance(opt.default, tuple) else opt.default
            choices = f" [{'|'.join(opt.choices)}]" if opt.choices else ""
            shown = str(default).lower() if isinstance(default, bool) else default
            click.echo(f"  --option {opt.name}={shown}{choices}  {opt.help}")
        click.echo(
            f"  {len(rs.rules)} rules; sub-scores: {', '.join(rs.sub_scores)}; "
            f"flag: {rs.to_dict()['flag_rule']}"
        )
        for r in rs.rules:
            click.echo(f"  {r.id}  ({r.sub_score}, weight {r.weight:g})")
            click.echo(f"      {r.description}")
            click.echo(f"      source: {r.citation}")


def _parse_options(pairs: tuple[str, ...]) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise click.BadParameter(f"expected KEY=VALUE, got {pair!r}", param_hint="--option")
        out[key.strip()] = value
    return out


def _parse_metadata(raw: str | None) -> dict[str, Any] | None:
    if raw is None:
        return None
    text = raw
    if raw.startswith("@"):
        try:
            text = Path(raw[1:]).read_text(encoding="utf-8")
        except OSError as exc:
            raise click.BadParameter(
                f"cannot read {raw[1:]!r}: {exc.strerror or exc}", param_hint="--metadata"
            ) from None
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise click.BadParameter(
            f"not valid JSON ({exc.msg} at character {exc.pos})", param_hint="--metadata"
        ) from None
    if not isinstance(value, dict):
        raise click.BadParameter(
            f"must be a JSON object, got {type(value).__name__}", param_hint="--metadata"
        )
    return value


@rules.command("check")
@click.option(
    "--pack",
    "pack_name",
    type=click.Choice(sorted(PACKS)),
    default=None,
    help="Built-in pack to run (see `groundtrace rules list`).",
)
@click.option(
    "--option",
    "options",
    multiple=True,
    metavar="KEY=VALUE",
    help="Pack option, repeatable: --option language=es --option tools=iban,amount.",
)
@click.option(
    "--rules-file",
    type=click.Path(dir_okay=False),
    default=None,
    metavar="FILE.toml",
    help="Custom rules in TOML, added to the pack (or run alone without --pack).",
)
@click.option("--question", required=True, help="The question or dialogue (may be '').")
@click.option("--response", required=True, help="The answer to check.")
@click.option("--context", default=None, help="The source text (FAQ, facts), if any.")
@click.option(
    "--metadata",
    "metadata_raw",
    default=None,
    metavar="JSON",
    help="Metadata as a JSON object, or @file.json.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the full result as JSON.")
@click.option(
    "--fail-on-flag",
    is_flag=True,
    help=f"Exit with status {EXIT_FLAGGED} when the answer is flagged.",
)
@handle_errors
def check(
    pack_name: str | None,
    options: tuple[str, ...],
    rules_file: str | None,
    question: str,
    response: str,
    context: str | None,
    metadata_raw: str | None,
    as_json: bool,
    fail_on_flag: bool,
) -> None:
    """Check one answer against a rule pack and print sub-scores, flag and audit trail.

    \b
    Examples:
      groundtrace rules check --pack customer_support --option domain=finance \\
        --question "How much is a transfer?" --context "Transfers cost 5 EUR." \\
        --response "A transfer costs 5 EUR."
      groundtrace rules check --pack decision_rationale --option regulations=gdpr \\
        --question "" --response "Declined because ..." --metadata @record.json --json
    """
    if options and pack_name is None:
        raise click.UsageError("--option needs --pack")
    parsed = _parse_options(options)
    metadata = _parse_metadata(metadata_raw)
    ruleset: RuleSet
    if pack_name is not None:
        ruleset = get_pack(pack_name).build(parsed)
        if rules_file is not None:
            ruleset = load_rules_toml(rules_file).extend(ruleset)
    elif rules_file is not None:
        ruleset = load_rules_toml(rules_file).as_ruleset()
    else:
        raise click.UsageError("give --pack, --rules-file, or both")
    from groundtrace.operations import prepare_input, rules_check_inputs

    request = prepare_input("rules.check", {"question": question, "response": response,
                                            "context": context, "metadata": metadata})
    result = rules_check_inputs([request], rule_set=ruleset)[0][0]
    if as_json:
        echo_json(result.to_dict())
    else:
        click.echo(result.audit_explanation)
    if fail_on_flag and result.flagged:
        sys.exit(EXIT_FLAGGED)
