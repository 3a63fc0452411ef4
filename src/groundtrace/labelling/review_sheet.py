"""The Markdown review sheet for label proposals, and reading it back once reviewed.

Every text on the sheet comes from a user's data or their LLM, so it is
quoted with Markdown punctuation escaped: a generated answer that contains
``- [x] grounded`` must not show up as a ticked box, nor be read back as one.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from groundtrace.errors import DataFormatError, InvalidType

if TYPE_CHECKING:
    from groundtrace.labelling.proposals import LabelCandidate, LabelProposals

__all__ = ["CHECKBOXES", "escape_markdown", "read_review", "render_markdown"]

#: The reviewer's choices, in the order printed under every candidate.
CHECKBOXES = (
    "not grounded: it states something the source does not support (label 1)",
    "grounded: the source supports everything it states (label 0)",
    "unusable: not an answer, off-topic or malformed (leave it out)",
)

#: Label each box stands for (None = leave the candidate out).
BOX_LABELS: tuple[int | None, ...] = (1, 0, None)

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
        "but unsupported answer, and may still be grounded. Read the source and tick "
        "exactly one box per candidate (leave it unticked to skip it). "
        "`LabelProposals.labelled_rows(sheet)` reads your ticks back as labelled rows "
        "(label 1 = not grounded, 0 = grounded) for `groundtrace fit`.",
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


_SECTION = re.compile(r"^## (\d+)\. `([^`]+)`\s*$")
_BOX = re.compile(r"^- \[([ xX])\] (.*)$")


def read_review(markdown: str, props: LabelProposals, *,
                include_seeds: bool = True) -> list[dict[str, Any]]:
    """Labelled rows from a reviewed sheet: a person's ticks, never a guess.

    A candidate with exactly one ticked box becomes a row (label 1 for "not
    grounded", 0 for "grounded"; "unusable" and unticked candidates are left
    out). With ``include_seeds`` the seed answers, which a person already
    checked, are added as label-0 rows, so the result has both classes.
    Rows follow the labelled JSONL schema that ``groundtrace fit`` reads.

    Raises:
        InvalidType: ``markdown`` is not a string.
        DataFormatError: a candidate the proposals do not contain (a sheet
            from another run), or more than one box ticked (the message
            names the candidate).
    """
    if not isinstance(markdown, str):
        raise InvalidType(f"markdown must be the reviewed sheet as a string, got "
                          f"{type(markdown).__name__}")
    by_id = {c.id: c for c in props.candidates}
    ticks: dict[str, list[int]] = {}
    notes: dict[str, list[str]] = {}
    order: list[str] = []
    current: str | None = None
    in_note = False
    for lineno, line in enumerate(markdown.splitlines(), start=1):
        m = _SECTION.match(line)
        if m:
            current, in_note = m.group(2), False
            if current not in by_id:
                raise DataFormatError(
                    f"review sheet line {lineno}: candidate {current!r} is not in these "
                    f"proposals (calibration {props.calibration_id}, seed {props.seed}); "
                    "read a sheet with the proposals that wrote it"
                )
            order.append(current)
            ticks[current], notes[current] = [], []
            continue
        if current is None:
            continue
        if line.startswith("## "):  # the skipped list, or anything after the candidates
            current = None
            continue
        box = _BOX.match(line)
        if box and not in_note:
            for k, text in enumerate(CHECKBOXES):
                if box.group(2).strip() == text and box.group(1) in "xX":
                    ticks[current].append(k)
            continue
        if line.strip() == "Reviewer note:":
            in_note = True
        elif line.strip() == "---":
            in_note = False
        elif in_note and line.strip():
            notes[current].append(line.strip())
    rows: list[dict[str, Any]] = []
    for cid in order:
        chosen = ticks[cid]
        if len(chosen) > 1:
            raise DataFormatError(
                f"candidate {cid!r}: {len(chosen)} boxes ticked, tick exactly one"
            )
        if not chosen or BOX_LABELS[chosen[0]] is None:
            continue
        c = by_id[cid]
        seed = props.seed_of(c)
        rows.append({
            "id": cid, "question": seed.question, "context": seed.context,
            "response": c.response, "label": BOX_LABELS[chosen[0]],
            "meta": {"source": "groundtrace.propose_labels", "strategy": c.strategy,
                     "seed_id": c.seed_id, "probability": c.probability,
                     "calibration_id": props.calibration_id,
                     "note": " ".join(notes[cid]) or None},
        })
    if include_seeds:
        for seed in props.seeds:
            rows.append({
                "id": seed.id, "question": seed.question, "context": seed.context,
                "response": seed.grounded, "label": 0,
                "meta": {"source": "groundtrace.propose_labels seed", "seed_id": seed.id},
            })
    return rows
