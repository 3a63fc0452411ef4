"""The Markdown review sheet for label proposals.

Every text on the sheet comes from a user's data or their LLM, so it is
quoted with Markdown punctuation escaped: a generated answer that contains
``- [x] grounded`` must not show up as a ticked box.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from groundtrace.calibration.proposals import LabelCandidate, LabelProposals

__all__ = ["CHECKBOXES", "escape_markdown", "render_markdown"]

#: The reviewer's choices, in the order printed under every candidate.
CHECKBOXES = (
    "not grounded: it states something the source does not support (label 1)",
    "grounded: the source supports everything it states (label 0)",
    "unusable: not an answer, off-topic or malformed (leave it out)",
)

#: Reasons shown per candidate; the full list is in the audit JSON.
REASONS_SHOWN = 3

_SPECIAL = re.compile(r"([\\`*_\[\]<>#|~])")


def escape_markdown(text: str) -> str:
    """Backslash-escape Markdown punctuation so untrusted text renders literally."""
    return _SPECIAL.sub(r"\\\1", text)


def _quote(text: str) -> str:
    lines = escape_markdown(text).splitlines() or [""]
    return "\n".join(f"> {line}".rstrip() for line in lines)


def _candidate(props: LabelProposals, c: LabelCandidate) -> list[str]:
    seed = props.seed_of(c)
    strategy = next(s for s in props.strategies if s.name == c.strategy)
    about = f" — {escape_markdown(strategy.description)}" if strategy.description else ""
    out = [
        f"## {c.rank}. `{c.id}`",
        "",
        f"- **Strategy:** `{c.strategy}`{about}",
        f"- **Picked for:** {c.picked_for}",
        f"- **Score:** P(not grounded) = {c.probability:.3f} · uncertainty "
        f"{c.uncertainty:.2f} · triage would say {c.decision} (a hint, not a label)",
    ]
    reasons = [] if c.verdict is None else list(c.verdict.reasons[:REASONS_SHOWN])
    for r in reasons:
        out.append(f"  - {escape_markdown(r.message)}")
    out += ["", f"**Source** (seed `{c.seed_id}`):", "", _quote(seed.context), ""]
    if seed.question.strip():
        out += ["**Question:**", "", _quote(seed.question), ""]
    out += [
        "**Grounded answer:**", "", _quote(seed.grounded), "",
        "**Candidate:**", "", _quote(c.response or ""), "",
        "**Your label** (tick exactly one):", "",
        *[f"- [ ] {box}" for box in CHECKBOXES],
        "",
        "Reviewer note:",
        "",
        "---",
        "",
    ]
    return out


def render_markdown(props: LabelProposals) -> str:
    """The whole sheet: a header with provenance, then one section per selected candidate."""
    selected = props.selected
    n_unc = sum(1 for c in selected if c.picked_for == "uncertainty")
    skipped = props.skipped
    lines = [
        "# groundtrace label proposals: review sheet",
        "",
        "Nothing here is labelled. Each candidate was drafted by an LLM to be a plausible "
        "but unsupported answer, and may still be grounded. Read the source, tick exactly "
        "one box per candidate, then add the labelled rows (label 1 = not grounded, "
        "0 = grounded) to your calibration set and run `groundtrace fit`.",
        "",
        "| | |",
        "|---|---|",
        f"| candidates drafted | {len(props.candidates)} ({len(skipped)} skipped) |",
        f"| on this sheet | {len(selected)} ({n_unc} by uncertainty, "
        f"{len(selected) - n_unc} by strategy diversity) |",
        f"| decision boundary | P(not grounded) = {props.boundary:.3f} |",
        f"| calibration | `{props.calibration_id}` (`{props.fusion_model_id}`) |",
        f"| strategies | {', '.join(f'`{s.name}`' for s in props.strategies)} |",
        f"| seed | {props.seed} |",
        f"| groundtrace | {escape_markdown(props.groundtrace_version)} |",
        "",
        "---",
        "",
    ]
    if not selected:
        lines += ["No usable candidate was generated; see the skipped list below.", ""]
    for c in selected:
        lines += _candidate(props, c)
    if skipped:
        lines += ["## Skipped candidates", ""]
        lines += [f"- `{c.id}`: {escape_markdown(c.error or '')}" for c in skipped]
        lines.append("")
    return "\n".join(lines)
