"""Summary-like training pairs (training/summary_pairs.py): pure Python, no torch."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from training_modules import load_training_module, one_pair_sources

data = load_training_module("data")
mix = load_training_module("mix")
summary = load_training_module("summary_pairs")

SOURCES = [
    "Tom Smith, 45, was arrested in Leeds on Friday after a crash on the motorway. "
    "Police said the driver (a local teacher) had been drinking, and officers found "
    "a bottle in the car. The motorway was closed for three hours while the wreck was "
    "cleared. The council, which owns the road, said repairs would take a week. "
    "A spokesman added that no one else was hurt.",
    "The museum opened a new wing in Manchester last month. Its director, who joined "
    "in 2019, said visitor numbers had doubled since the opening. The exhibition of "
    "Roman coins will run until the end of the year, and entry to it is free. "
    "Schools can book guided tours on Tuesday mornings.",
]


def _words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[A-Za-z0-9]+", text)}


def test_compress_leaves_out_asides_and_parentheses_only() -> None:
    for seed in range(6):
        rng = random.Random(seed)
        assert summary.compress("Tom Smith, 45, was arrested in Leeds on Friday.", rng) == (
            "Tom Smith was arrested in Leeds on Friday.")
        assert summary.compress("The driver (a local teacher) had been drinking.", rng) == (
            "The driver had been drinking.")
        assert summary.compress("The bank opened a new branch in the city centre.", rng) is None


def test_compress_cuts_the_trailing_clause_in_some_draws() -> None:
    sentence = "Police said the driver had been drinking, and officers found a bottle in the car."
    got = {summary.compress(sentence, random.Random(seed)) for seed in range(12)}
    assert got == {None, "Police said the driver had been drinking."}


def test_detail_phrases_are_places_days_and_spans() -> None:
    text = ("He moved to Manchester on Tuesday and stayed in Old Trafford for three years; "
            "the club was sold last month in March 2020.")
    # A month after "in" is read as a place name first: "in March", not "in March 2020".
    assert summary.detail_phrases(text) == [
        "on Tuesday", "in Old Trafford", "for three years", "last month", "in March"]
    assert summary.detail_phrases("in Leeds, then in Leeds again") == ["in Leeds"]


def test_added_detail_is_new_to_the_unit() -> None:
    unit = "The museum opened a new wing in Manchester. Visitor numbers doubled."
    claim = "The museum opened a new wing, and visitor numbers doubled."
    pool = ["in Manchester", "on Tuesday"]
    for seed in range(8):
        out = summary.added_detail(claim, unit, pool, random.Random(seed))
        assert out == "The museum opened a new wing, and visitor numbers doubled on Tuesday."
    assert summary.added_detail(claim, unit, ["in Manchester"], random.Random(0)) is None
    quoted = 'He said "numbers doubled."'
    assert summary.added_detail(quoted, unit, pool, random.Random(0)) is None


def test_summary_pairs_compress_what_the_unit_says_and_negate_it() -> None:
    pairs = summary.summary_pairs(SOURCES, random.Random(3), 40)
    assert pairs == summary.summary_pairs(SOURCES, random.Random(3), 40)
    entailed = [p for p in pairs if p.label == data.ENTAILED]
    assert entailed and all(p.source == "summary:compressed" for p in entailed)
    units = {u for s in SOURCES for u in data.evidence_units(s)}
    for p in pairs:
        assert p.premise in units
    for p in entailed:
        # Compressing only leaves words out: the claim's words are the unit's (and "and").
        assert _words(p.hypothesis) <= _words(p.premise) | {"and"}
        assert ", and " in p.hypothesis
        assert len(p.hypothesis) < len(p.premise)
    details = [p for p in pairs if p.source == "summary:added_detail"]
    assert details and all(p.label == data.NEUTRAL for p in details)
    for p in details:
        assert _words(p.hypothesis) - _words(p.premise) - {"and"}
    others = [p for p in pairs if p.label != data.ENTAILED and p not in details]
    assert all(p.source.startswith("summary:") for p in others)
    assert len({(p.premise, p.hypothesis) for p in entailed}) == len(entailed)


def _sources(tmp_path: Path) -> tuple[Path, Path]:
    """One NLI pair per source, and SummEdits rows over SOURCES."""
    nli, dev = one_pair_sources(tmp_path, mix)
    rows = [{"id": f"s{i}", "context": SOURCES[i % 2] + f" Report {i}.", "response": "A crash.",
             "label": 0} for i in range(12)]
    (dev / "summedits.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows),
                                         encoding="utf-8")
    return nli, dev


def test_the_mix_takes_summary_pairs_only_when_asked_and_keeps_the_rest(tmp_path: Path) -> None:
    nli, dev = _sources(tmp_path)
    plain, recipe = mix.build(nli, dev, 3, {}, 4, n_multi=4)
    more, more_recipe = mix.build(nli, dev, 3, {}, 4, n_multi=4, n_summaries=10)
    assert recipe["n_summary_pairs"] == 0 and more_recipe["n_summary_pairs"] == 10
    made = [p for p in more if p.source.startswith("summary:")]
    assert 10 <= len(made) <= 11 and not any(p.source.startswith("summary:") for p in plain)
    # drawn last: the rest of the mix is the same pairs
    key = lambda p: (p.source, p.premise, p.hypothesis, p.label)  # noqa: E731
    assert sorted(map(key, (p for p in more if p not in made))) == sorted(map(key, plain))


quotes = load_training_module("quote_pairs")


def test_quote_pairs_read_a_claim_against_one_sentence() -> None:
    premise = "Abalone was designed by Michel Lalet and Laurent Lévi in 1987 in Paris."
    pairs = quotes.quote_pairs(SOURCES, [premise], random.Random(5), 60)
    assert pairs == quotes.quote_pairs(SOURCES, [premise], random.Random(5), 60)
    sentences = {s for src in SOURCES for s in data.split_sentences(src)} | {premise}
    assert all(p.premise in sentences for p in pairs)
    same = [p for p in pairs if p.source == "quote:same"]
    assert same and all(p.hypothesis == p.premise and p.label == data.ENTAILED for p in same)
    changed = [p for p in pairs if p.label != data.ENTAILED]
    assert changed and all(p.hypothesis != p.premise for p in changed)
    neighbours = [p for p in changed if p.source == "quote:neighbour"]
    for p in neighbours:
        assert p.label == data.NEUTRAL
        units = data.evidence_units(" ".join(SOURCES))
        assert any(f"{p.premise} {p.hypothesis}" in u for u in units)
    # a swapped name or number comes from the sentence's own source, not from nowhere
    for p in changed:
        if p.source in ("quote:entity_swap", "quote:number_swap"):
            source = next(s for s in [*SOURCES, premise] if p.premise in s)
            new = _words(p.hypothesis) - _words(p.premise)
            assert new and new <= _words(source), p
    rewrites = [p for p in pairs if p.label == data.ENTAILED and p.source != "quote:same"]
    assert rewrites and all(p.hypothesis != p.premise for p in rewrites)


def test_the_mix_takes_quote_pairs_last(tmp_path: Path) -> None:
    nli, dev = _sources(tmp_path)
    plain, _ = mix.build(nli, dev, 3, {}, 4, n_summaries=10)
    more, recipe = mix.build(nli, dev, 3, {}, 4, n_summaries=10, n_quotes=12)
    assert recipe["n_quote_pairs"] == 12
    made = [p for p in more if p.source.startswith("quote:")]
    assert 12 <= len(made) <= 13
    key = lambda p: (p.source, p.premise, p.hypothesis, p.label)  # noqa: E731
    assert sorted(map(key, (p for p in more if p not in made))) == sorted(map(key, plain))
