"""propose_labels: strategies, fake LLMs, scoring, 70/30 ranking, review sheet, audit record."""

from __future__ import annotations

import json
import re
import warnings

import pytest

from groundtrace import CandidateSkippedWarning, SeedExample, propose_labels
from groundtrace.calibration.fitting import fit_calibration
from groundtrace.encoders.base import MAX_TEXT_CHARS
from groundtrace.errors import InvalidInput, InvalidText, InvalidType
from groundtrace.labelling.proposals import LabelCandidate, _rank
from groundtrace.labelling.review_sheet import CHECKBOXES, escape_markdown
from groundtrace.labelling.strategies import (
    DEFAULT_STRATEGIES,
    ConfabulationStrategy,
    resolve_strategies,
)

CTX = ("SEPA transfers are free in online banking. Branch transfers cost 2.50 EUR. "
       "Instant transfers cost 0.50 EUR and arrive within ten seconds. "
       "Standing orders can be changed until one day before execution.")
Q = "How much does a SEPA transfer cost?"

GOOD = [
    "SEPA transfers are free in online banking.",
    "Branch transfers cost 2.50 EUR.",
    "Instant transfers cost 0.50 EUR and arrive within ten seconds.",
    "In online banking SEPA transfers are free, and at a branch they cost 2.50 EUR.",
    "Instant transfers arrive within ten seconds and cost 0.50 EUR.",
    "Standing orders can be changed until one day before execution.",
]
BAD = [
    "Every SEPA transfer costs 9 EUR and takes a week.",
    "Our premium card offers lounge access at Madrid airport.",
    "Instant transfers cost 4 EUR and take two days.",
    "Branch transfers are free but online ones cost 7 EUR.",
    "The Bank of Spain charges 3% on each transfer.",
    "Transfers are forbidden on Sundays since 2019.",
]

SEEDS = [
    SeedExample(CTX, Q, GOOD[0], id="s1"),
    SeedExample(CTX, "What does a branch transfer cost?", GOOD[1], id="s2"),
    SeedExample(CTX, "How fast are instant transfers?", GOOD[4]),
    {"context": CTX, "question": "", "grounded": GOOD[5], "id": "s4"},
]

MARKERS = {
    "entity_swap": "different person",
    "number_change": "changing exactly one number",
    "unsupported_addition": "add one sentence",
    "negation_flip": "means the opposite",
    "plausible_fabrication": "sounds as authoritative",
}


def _grounded(prompt: str) -> str:
    m = re.search(r"Correct answer: (.*)\n", prompt)
    assert m, prompt
    return m.group(1)


def fake_llm(prompt: str) -> str:
    """A deterministic stand-in that applies each strategy to the grounded answer."""
    g = _grounded(prompt)
    if MARKERS["entity_swap"] in prompt:
        return g.replace("SEPA", "SWIFT").replace("Branch", "Post office").replace(
            "Instant", "Express").replace("Standing orders", "Direct debits")
    if MARKERS["number_change"] in prompt:
        return re.sub(r"\d+(\.\d+)?", "9", g) if re.search(r"\d", g) else g + " Since 2019."
    if MARKERS["unsupported_addition"] in prompt:
        return g + " A 5 EUR fee applies on Sundays."
    if MARKERS["negation_flip"] in prompt:
        return g.replace(" are ", " are not ").replace(" cost ", " never cost ").replace(
            " can ", " cannot ")
    return "The Bank of Spain sets a 3% charge on every transfer since 2019."


@pytest.fixture(scope="module")
def calibration():
    rows = ([{"question": Q, "context": CTX, "response": r, "label": 0} for r in GOOD]
            + [{"question": Q, "context": CTX, "response": r, "label": 1} for r in BAD])
    return fit_calibration(rows, encoder="hashing")


@pytest.fixture(scope="module")
def proposals(calibration):
    return propose_labels(SEEDS, fake_llm, n=10, calibration=calibration, seed=3)


# ------------------------------------------------------------------ seeds and strategies


def test_seed_example_validation():
    assert SeedExample(CTX, "", GOOD[0]).question == ""
    with pytest.raises(InvalidText, match="context"):
        SeedExample("  ", Q, GOOD[0])
    with pytest.raises(InvalidText, match="grounded"):
        SeedExample(CTX, Q, "")
    with pytest.raises(InvalidType, match="question"):
        SeedExample(CTX, None, GOOD[0])  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="unknown keys"):
        propose_labels([{"context": CTX, "grounded": GOOD[0], "answer": "x"}], fake_llm)
    with pytest.raises(InvalidInput, match=r"seeds\[0\] has no 'grounded'"):
        propose_labels([{"context": CTX, "question": Q}], fake_llm)
    with pytest.raises(InvalidInput, match="at least one seed"):
        propose_labels([], fake_llm)
    with pytest.raises(InvalidInput, match="unique"):
        propose_labels([SEEDS[0], SEEDS[0]], fake_llm)


def test_five_default_strategies_render_every_slot():
    names = [s.name for s in DEFAULT_STRATEGIES]
    assert names == ["entity_swap", "number_change", "unsupported_addition", "negation_flip",
                     "plausible_fabrication"]
    for s in DEFAULT_STRATEGIES:
        assert set(s.slots) == {"context", "question", "grounded"} and s.description
        prompt = s.render(context="CTX-TEXT", question="Q-TEXT", grounded="G-TEXT")
        assert "CTX-TEXT" in prompt and "Q-TEXT" in prompt and "G-TEXT" in prompt
        assert MARKERS[s.name] in prompt


@pytest.mark.parametrize(("template", "match"), [
    ("Rewrite {answer}", r"'mine' uses unknown slot \{answer\}"),
    ("Rewrite {} please {grounded}", r"'mine' uses unknown slot \{\}"),
    ("Rewrite {context.upper}", r"'mine' uses unknown slot \{context.upper\}"),
    ("Rewrite {grounded:>20}", r"'mine'.*format spec"),
    ("Rewrite {grounded!r}", r"'mine'.*conversion"),
    ("Rewrite {grounded", r"'mine' is not a valid format string"),
    ("Rewrite the answer.", r"'mine' uses no slot"),
    ("   ", r"'mine' is empty"),
])
def test_custom_template_errors_name_the_template(template, match):
    with pytest.raises(InvalidInput, match=match):
        resolve_strategies([("mine", template)])


def test_custom_strategies_mix_with_builtins():
    strats = resolve_strategies(["negation_flip", ("shorten", "Shorten {{this}}: {grounded}"),
                                 ConfabulationStrategy("x.y-1", "{question}")])
    assert [s.name for s in strats] == ["negation_flip", "shorten", "x.y-1"]
    assert strats[1].render(context="c", question="q", grounded="G") == "Shorten {this}: G"
    with pytest.raises(InvalidInput, match="unknown built-in strategy 'nope'"):
        resolve_strategies(["nope"])
    with pytest.raises(InvalidInput, match="used twice"):
        resolve_strategies(["negation_flip", ("negation_flip", "{grounded}")])
    with pytest.raises(InvalidInput, match="strategy name"):
        resolve_strategies([("bad name!", "{grounded}")])
    with pytest.raises(InvalidType, match="pair"):
        resolve_strategies([("a", "{grounded}", "extra")])
    with pytest.raises(InvalidType):
        resolve_strategies("entity_swap")
    with pytest.raises(InvalidInput, match="empty list"):
        resolve_strategies([])


def test_custom_template_prompt_is_exactly_the_template(calibration):
    prompts: list[str] = []

    def llm(prompt: str) -> str:
        prompts.append(prompt)
        return "Branch transfers cost 9 EUR."

    props = propose_labels(SEEDS[1:2], llm, strategies=[("plain", "Q={question} G={grounded}")],
                           calibration=calibration)
    assert prompts == ["Q=What does a branch transfer cost? G=Branch transfers cost 2.50 EUR."]
    assert props.candidates[0].prompt == prompts[0]
    assert props.candidates[0].id == "s2/plain"


# ------------------------------------------------------------------ scoring and ranking


def test_every_candidate_is_kept_and_scored(proposals, calibration):
    cands = proposals.candidates
    assert len(cands) == len(SEEDS) * 5
    assert [c.id for c in cands[:2]] == ["s1/entity_swap", "s1/number_change"]
    assert cands[10].seed_id == "seed-3"  # seeds without an id get one by position
    assert all(c.status == "scored" for c in cands)
    b = calibration.fusion.review_threshold
    assert proposals.boundary == b
    for c in cands:
        assert c.verdict is not None and c.probability == c.verdict.probability
        assert c.decision == c.verdict.decision
        assert c.uncertainty == pytest.approx(1 - abs(c.probability - b) / max(b, 1 - b))
        assert 0.0 <= c.uncertainty <= 1.0


def test_ranking_is_70_30_uncertainty_then_diversity(proposals):
    sel = proposals.selected
    assert [c.rank for c in sel] == list(range(1, 11))
    unc = [c for c in sel if c.picked_for == "uncertainty"]
    div = [c for c in sel if c.picked_for == "diversity"]
    assert len(unc) == 7 and len(div) == 3
    rest = [c for c in proposals.candidates if c.rank is None]
    # the uncertainty picks are the most uncertain candidates overall
    assert min(c.uncertainty for c in unc) >= max(
        c.uncertainty for c in rest + div)
    # diversity picks come from the strategies the uncertainty picks covered least
    counts = {s.name: sum(c.strategy == s.name for c in unc) for s in DEFAULT_STRATEGIES}
    assert all(counts[c.strategy] <= min(counts.values()) + 1 for c in div)
    # interleaved: the first half of the sheet already holds a diversity pick
    assert any(c.picked_for == "diversity" for c in sel[:5])


def test_rank_fills_diversity_from_least_covered_strategies():
    import random

    def cand(i: int, strategy: str, u: float) -> LabelCandidate:
        return LabelCandidate(id=f"c{i}", seed_index=0, seed_id="s", strategy=strategy,
                              prompt="p", status="scored", response=f"r{i}",
                              probability=0.5, uncertainty=u)

    pool = ([cand(i, "a", 0.9 - i / 100) for i in range(10)]
            + [cand(10 + i, "b", 0.2 - i / 100) for i in range(5)]
            + [cand(20 + i, "c", 0.1 - i / 100) for i in range(5)])
    ranks = _rank(pool, 10, 0.7, random.Random(0), ["a", "b", "c"])
    picked = {cid: why for cid, (_, why) in ranks.items()}
    unc = sorted(c for c, w in picked.items() if w == "uncertainty")
    div = [c for c, w in picked.items() if w == "diversity"]
    assert unc == sorted(f"c{i}" for i in range(7))
    strategies = sorted(next(p.strategy for p in pool if p.id == c) for c in div)
    assert strategies in (["b", "b", "c"], ["b", "c", "c"])
    assert {"c10", "c20"} <= set(div)  # the most uncertain of each strategy first
    assert sorted(r for r, _ in ranks.values()) == list(range(1, 11))
    # share 0 and 1 are honoured; n above the pool keeps everything
    assert all(w == "diversity" for _, w in _rank(pool, 6, 0.0, random.Random(0),
                                                  ["a", "b", "c"]).values())
    assert len(_rank(pool, 50, 1.0, random.Random(0), ["a", "b", "c"])) == len(pool)


def test_deterministic_for_a_seed(calibration, proposals):
    again = propose_labels(SEEDS, fake_llm, n=10, calibration=calibration, seed=3)
    assert json.dumps(again.to_dict(), sort_keys=True) == json.dumps(
        proposals.to_dict(), sort_keys=True)
    assert again.to_markdown() == proposals.to_markdown()

    def ids(seed: int) -> list[str]:
        p = propose_labels(SEEDS, fake_llm, n=4, calibration=calibration, seed=seed,
                           strategies_per_seed=2)
        assert len(p.candidates) == 2 * len(SEEDS)
        return [c.id for c in p.candidates]

    assert ids(0) == ids(0)
    assert ids(0) != ids(1)


def test_boundary_and_share_options(calibration):
    p = propose_labels(SEEDS[:2], fake_llm, n=4, calibration=calibration, boundary=0.5,
                       uncertainty_share=1.0)
    assert p.boundary == 0.5
    assert all(c.picked_for == "uncertainty" for c in p.selected)
    for c in p.candidates:
        assert c.uncertainty == pytest.approx(1 - abs(c.probability - 0.5) / 0.5)
    for bad in ({"n": 0}, {"n": 2.5}, {"boundary": 1.0}, {"boundary": 0},
                {"uncertainty_share": 1.5}, {"strategies_per_seed": 6},
                {"strategies_per_seed": 0}):
        with pytest.raises(InvalidInput):
            propose_labels(SEEDS[:1], fake_llm, calibration=calibration, **bad)
    with pytest.raises(InvalidType, match="callable"):
        propose_labels(SEEDS[:1], "not a function", calibration=calibration)  # type: ignore[arg-type]


# ------------------------------------------------------------------ failures of the callable


def test_raising_callable_becomes_warnings_and_skips(calibration):
    def flaky(prompt: str) -> str:
        if MARKERS["entity_swap"] in prompt:
            raise TimeoutError("LLM endpoint timed out")
        return fake_llm(prompt)

    with pytest.warns(CandidateSkippedWarning, match="TimeoutError: LLM endpoint timed out"):
        props = propose_labels(SEEDS, flaky, n=6, calibration=calibration)
    skipped = props.skipped
    assert [c.strategy for c in skipped] == ["entity_swap"] * len(SEEDS)
    assert all(c.error.startswith("llm_generate raised TimeoutError") for c in skipped)
    assert all(c.rank is None and c.probability is None for c in skipped)
    assert len(props.selected) == 6 and all(c.status == "scored" for c in props.selected)
    assert "## Skipped candidates" in props.to_markdown()


def test_always_failing_callable_gives_an_empty_sheet(calibration):
    def down(prompt: str) -> str:
        raise ConnectionError("no route to host")

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        props = propose_labels(SEEDS[:2], down, calibration=calibration)
    assert len(caught) == 10 and all(w.category is CandidateSkippedWarning for w in caught)
    assert props.selected == () and len(props.candidates) == 10
    assert "No usable candidate" in props.to_markdown()


def test_junk_outputs_are_skipped_with_reasons(calibration):
    outputs = {
        "entity_swap": None,
        "number_change": 42,
        "unsupported_addition": "   ",
        "negation_flip": "  sepa TRANSFERS are free\nin online banking. ",
        "plausible_fabrication": "x" * (MAX_TEXT_CHARS + 1),
    }

    def junk(prompt: str) -> object:
        name = next(n for n, m in MARKERS.items() if m in prompt)
        return outputs[name]

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        props = propose_labels(SEEDS[:1], junk, calibration=calibration)  # type: ignore[arg-type]
    assert len(caught) == 5 and all(w.category is CandidateSkippedWarning for w in caught)
    errors = {c.strategy: c.error for c in props.candidates}
    assert errors["entity_swap"] == "llm_generate returned NoneType, expected str"
    assert errors["number_change"] == "llm_generate returned int, expected str"
    assert errors["unsupported_addition"] == "llm_generate returned empty text"
    assert errors["negation_flip"] == "generated answer is identical to the grounded answer"
    assert "limit" in errors["plausible_fabrication"]
    assert props.selected == ()


def test_repeated_answer_for_a_seed_is_skipped(calibration):
    with pytest.warns(CandidateSkippedWarning, match="repeats another candidate"):
        props = propose_labels(SEEDS[:1], lambda p: "SEPA transfers cost 9 EUR.",
                               strategies=["entity_swap", "number_change"],
                               calibration=calibration)
    assert [c.status for c in props.candidates] == ["scored", "skipped"]


# ------------------------------------------------------------------ audit and review sheet


def test_audit_record_is_json_and_never_labels(proposals, calibration):
    before = calibration.to_dict()
    d = proposals.to_dict()
    assert json.loads(json.dumps(d)) == d
    assert d["kind"] == "groundtrace.label_proposals"
    assert d["calibration_id"] == calibration.calibration_id
    assert len(d["candidates"]) == 20 and d["selected"] == [c.id for c in proposals.selected]
    assert [s["name"] for s in d["strategies"]] == [s.name for s in DEFAULT_STRATEGIES]
    assert all("label" not in c for c in d["candidates"])
    assert d["candidates"][0]["verdict"]["provenance"]["calibration_id"] == d["calibration_id"]
    assert calibration.to_dict() == before


def test_markdown_sheet_has_everything_a_reviewer_needs(proposals):
    md = proposals.to_markdown()
    assert md.count("- [ ] ") == 3 * len(proposals.selected)
    assert "[x]" not in md
    sections = md.split("\n## ")[1:]
    assert len(sections) == 10
    for section, c in zip(sections, proposals.selected, strict=True):
        seed = proposals.seed_of(c)
        assert section.startswith(f"{c.rank}. `{c.id}`")
        assert f"`{c.strategy}`" in section
        assert f"P(not grounded) = {c.probability:.3f}" in section
        assert f"> {escape_markdown(seed.grounded)}" in section
        assert f"> {escape_markdown(c.response)}" in section
        assert escape_markdown(seed.context) in section
        assert all(f"- [ ] {box}" in section for box in CHECKBOXES)
    assert proposals.calibration_id in md


def test_markdown_escapes_generated_text(calibration):
    evil = "- [x] grounded\n# Approved <script>alert(1)</script> | *bold*"
    props = propose_labels(SEEDS[:1], lambda p: evil, strategies=["entity_swap"],
                           calibration=calibration)
    md = props.to_markdown()
    assert "[x]" not in md and "<script>" not in md and "\n# Approved" not in md
    assert "> \\- \\[x\\] grounded" in md or "> - \\[x\\] grounded" in md
    assert md.count("- [ ] ") == 3


# ------------------------------------------------------------------ reading a reviewed sheet


def _tick(md: str, cid: str, box: int, note: str | None = None) -> str:
    """Tick box ``box`` (0 not grounded, 1 grounded, 2 unusable) of one candidate."""
    head = next(line for line in md.splitlines() if line.endswith(f"`{cid}`"))
    start = md.index(head)
    end = md.index("\n---\n", start)
    section = md[start:end]
    target = f"- [ ] {CHECKBOXES[box]}"
    section = section.replace(target, f"- [x] {CHECKBOXES[box]}")
    if note:
        section = section.replace("Reviewer note:\n", f"Reviewer note:\n{note}\n")
    return md[:start] + section + md[end:]


def test_reviewed_sheet_becomes_labelled_rows(proposals, tmp_path):
    from groundtrace.datasets import read_labelled

    sel = proposals.selected
    md = proposals.to_markdown()
    md = _tick(md, sel[0].id, 0, note="swapped the product name")
    md = _tick(md, sel[1].id, 1)
    md = _tick(md, sel[2].id, 2)
    rows = proposals.labelled_rows(md)
    assert [(r["id"], r["label"]) for r in rows[:2]] == [(sel[0].id, 1), (sel[1].id, 0)]
    assert rows[0]["response"] == sel[0].response and rows[0]["context"] == CTX
    assert rows[0]["meta"]["note"] == "swapped the product name"
    assert rows[0]["meta"]["strategy"] == sel[0].strategy
    seeds = rows[2:]
    assert len(seeds) == len(SEEDS) and all(r["label"] == 0 for r in seeds)
    assert proposals.labelled_rows(md, include_seeds=False) == rows[:2]
    path = tmp_path / "labelled.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    assert [r["label"] for r in read_labelled(path)] == [r["label"] for r in rows]
    assert proposals.labelled_rows(proposals.to_markdown(), include_seeds=False) == []


def test_reviewed_sheet_errors(proposals, calibration):
    from groundtrace.errors import DataFormatError

    md = proposals.to_markdown()
    cid = proposals.selected[0].id
    both = _tick(_tick(md, cid, 0), cid, 1)
    with pytest.raises(DataFormatError, match=f"candidate '{cid}': 2 boxes ticked"):
        proposals.labelled_rows(both)
    other = propose_labels(SEEDS[:1], lambda p: "Wire transfers take a week.",
                           strategies=[("mine", "{grounded}")], calibration=calibration)
    with pytest.raises(DataFormatError, match="'s1/mine' is not in these proposals"):
        proposals.labelled_rows(other.to_markdown())  # a sheet from another run
    with pytest.raises(InvalidType):
        proposals.labelled_rows(None)  # type: ignore[arg-type]


def test_ticks_inside_generated_text_are_not_read(calibration):
    evil = f"- [x] {CHECKBOXES[1]}"
    props = propose_labels(SEEDS[:1], lambda p: evil, strategies=["entity_swap"],
                           calibration=calibration)
    assert props.labelled_rows(props.to_markdown(), include_seeds=False) == []


@pytest.mark.models
def test_with_the_real_encoder():
    rows = ([{"question": Q, "context": CTX, "response": r, "label": 0} for r in GOOD]
            + [{"question": Q, "context": CTX, "response": r, "label": 1} for r in BAD])
    cal = fit_calibration(rows, encoder="minilm")
    props = propose_labels(SEEDS[1:2], fake_llm, n=3, calibration=cal, seed=1)
    assert len(props.selected) == 3 and all(c.status == "scored" for c in props.candidates)
    v = next(c for c in props.candidates if c.strategy == "number_change").verdict
    assert v.provenance.encoder == "minilm" and v.provenance.encoder_sha256
    assert any(r.kind == "claim" and "9" in r.message for r in v.reasons)
