"""training/mix.py: a mix that leaves out the rows a calibration was fitted on (pure Python)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from training_modules import load_training_module, one_pair_sources

mix = load_training_module("mix")


def _row(i: int, context: str) -> dict:
    return {"id": f"r{i}", "context": context, "response": f"answer {i}", "label": i % 2}


ROWS = [_row(0, "doc A"), _row(1, "doc A"), _row(2, "doc B"), _row(3, "doc C"),
        _row(4, ""), _row(5, "")]


def test_excluded_rows_take_every_row_of_their_source_with_them():
    kept = mix.without_rows(ROWS, {"r0", "r3"})
    assert [r["id"] for r in kept] == ["r2", "r4", "r5"]
    # rows without a context are not one group
    assert [r["id"] for r in mix.without_rows(ROWS, {"r4"})] == ["r0", "r1", "r2", "r3", "r5"]


def test_rows_to_exclude_must_be_in_the_data():
    with pytest.raises(SystemExit, match=r"1 rows to exclude are not fit rows.*first: r9"):
        mix.without_rows(ROWS, {"r1", "r9"})


def test_calibration_row_ids_reads_the_provenance(tmp_path: Path):
    path = tmp_path / "cal.json"
    path.write_text(json.dumps({"calibration_id": "cal-1", "provenance": {
        "row_ids": {"begin": ["b1", "b2"], "wice": ["w1"]}}}), encoding="utf-8")
    assert mix.calibration_row_ids(path) == ("cal-1", {"b1", "b2", "w1"})
    path.write_text(json.dumps({"calibration_id": "cal-1", "provenance": {}}), encoding="utf-8")
    with pytest.raises(SystemExit, match=r"not a calibration with provenance\.row_ids"):
        mix.calibration_row_ids(path)
    path.write_text(json.dumps({"provenance": {"row_ids": {"begin": []}}}), encoding="utf-8")
    with pytest.raises(SystemExit, match="lists no row ids"):
        mix.calibration_row_ids(path)
    with pytest.raises(SystemExit, match="not a calibration"):
        mix.calibration_row_ids(tmp_path / "missing.json")


def test_the_bundled_calibration_names_its_rows():
    bundled = (Path(__file__).resolve().parents[1]
               / "src/groundtrace/calibration/data/triage_default.json")
    cal_id, ids = mix.calibration_row_ids(bundled)
    assert cal_id.startswith("cal-") and len(ids) == 900


prices = load_training_module("price_pairs")


def _thing(text: str):
    """The THINGS entry a sentence names (the longest name it holds)."""
    named = [t for t in prices.THINGS if t.name.lower() in text.lower()]
    return max(named, key=lambda t: len(t.name)) if named else None


def _amounts(text: str, thing) -> list[str]:
    """The amounts a sentence states, outside the thing's name ("within 14 days")."""
    return re.findall(r"\d+(?:\.\d+)?", text.lower().replace(thing.name.lower(), ""))


def _made_pairs(make, seed: int, n: int):
    """``make(rng, n)``'s pairs (checked: n of them, the same again for the seed), the
    training data module, and each label's share of the pairs."""
    import random

    pairs = make(random.Random(seed), n)
    assert len(pairs) == n
    assert pairs == make(random.Random(seed), n)  # deterministic for a seed
    data = load_training_module("data")
    shares = {lab: sum(p.label == lab for p in pairs) / len(pairs)
              for lab in (data.ENTAILED, data.NEUTRAL, data.CONTRADICTED)}
    return pairs, data, shares


def test_price_pairs_mean_what_their_labels_say():
    pairs, data, shares = _made_pairs(prices.price_pairs, 5, 600)
    assert 0.3 < shares[data.ENTAILED] < 0.5 and 0.15 < shares[data.NEUTRAL] < 0.35
    for p in pairs:
        thing = _thing(p.hypothesis)
        assert thing is not None, p
        about = [s for s in re.split(r"(?<=\.) ", p.premise) if _thing(s) == thing]
        kind = p.source.split(":")[-1]
        said_free = p.hypothesis in prices.free_forms(thing)
        if kind.startswith("unpriced"):
            assert not about and p.label == data.NEUTRAL
            continue
        (sentence,) = about
        premise_free = sentence in prices.free_forms(thing)
        if p.label == data.ENTAILED:
            assert premise_free == said_free
            if not said_free:
                assert _amounts(p.hypothesis, thing) == _amounts(sentence, thing)
        else:
            assert p.label == data.CONTRADICTED and premise_free != said_free


def test_the_mix_takes_price_pairs_only_when_asked(tmp_path: Path):
    nli, dev = one_pair_sources(tmp_path, mix)
    plain, recipe = mix.build(nli, dev, 3, {}, 0)
    with_prices, with_recipe = mix.build(nli, dev, 3, {}, 0, n_prices=40)
    assert recipe["n_price_pairs"] == 0 and with_recipe["n_price_pairs"] == 40
    assert not any(p.source.startswith("rule:price:") for p in plain)
    assert sum(p.source.startswith("rule:price:") for p in with_prices) == 40
    assert len(with_prices) == len(plain) + 40
    channels, channel_recipe = mix.build(nli, dev, 3, {}, 0, n_prices=40, n_channels=30)
    assert channel_recipe["n_channel_pairs"] == 30 and recipe["n_channel_pairs"] == 0
    assert sum(p.source.startswith("rule:price:channel_") for p in channels) == 30
    assert not any(p.source.startswith("rule:price:channel_") for p in with_prices)
    timed, timed_recipe = mix.build(nli, dev, 3, {}, 0, n_attributes=25)
    assert timed_recipe["n_attribute_pairs"] == 25 and channel_recipe["n_attribute_pairs"] == 0
    assert sum(p.source.startswith("rule:price:") for p in timed) == 25


_CHANNEL_WORDS = {"online": "online", "branch": "branch", "app": "app", "phone": "phone"}


def _channel(sentence: str) -> str:
    """The one channel a sentence about a channelled thing names."""
    (got,) = [ch for ch, word in _CHANNEL_WORDS.items() if word in sentence.lower()]
    return got


def _price(sentence: str) -> str | None:
    """The amount a sentence states (None: free)."""
    found = re.findall(r"\d+(?:\.\d+)?", sentence)
    return found[0] if found else None


def test_channel_pairs_mean_what_their_labels_say():
    pairs, data, shares = _made_pairs(prices.channel_pairs, 11, 600)
    assert set(prices.CHANNELS) == set(_CHANNEL_WORDS)
    assert 0.35 < shares[data.ENTAILED] < 0.55 and 0.1 < shares[data.NEUTRAL] < 0.3
    seen_forms = set()
    for p in pairs:
        (thing,) = [t for t in prices.CHANNELED if t.name.lower() in p.hypothesis.lower()]
        about = [s for s in re.split(r"(?<=\.) ", p.premise) if thing.name.lower() in s.lower()]
        priced = {_channel(s): _price(s) for s in about}
        assert len(priced) == len(about) and len(set(priced.values())) == len(priced), p
        claimed = _channel(p.hypothesis)
        if p.label == data.NEUTRAL:
            assert claimed not in priced, p
        elif p.label == data.ENTAILED:
            assert priced[claimed] == _price(p.hypothesis), p
        else:
            assert p.label == data.CONTRADICTED and priced[claimed] != _price(p.hypothesis), p
        seen_forms.add(p.hypothesis.lower().startswith(claimed))
    assert seen_forms == {True, False}  # the channel before the noun and after it


def _time(sentence: str) -> tuple[int, str] | None:
    """(number, unit) of the time limit a sentence states, number words read as digits."""
    words = {w: n for n, w in prices.NUMBER_WORDS.items()}
    found = re.search(r"(?:within|in at most|in no more than|in) (\w+) (second|minute|hour|"
                      r"business day|day)s?\b", sentence)
    if not found:
        return None
    number = found.group(1)
    return (int(number) if number.isdigit() else words[number]), found.group(2)


def test_attribute_pairs_mean_what_their_labels_say():
    pairs, data, shares = _made_pairs(prices.attribute_pairs, 17, 600)
    kinds = {p.source.split(":")[-1] for p in pairs}
    assert kinds == {"time_same", "time_and_price", "time_other", "mentioned_said_priced"}
    assert 0.35 < shares[data.ENTAILED] < 0.55 and 0.1 < shares[data.NEUTRAL] < 0.35
    digits_and_words = set()
    for p in pairs:
        thing = _thing(p.hypothesis)
        assert thing is not None and thing.name in prices.TIMED, p
        (sentence,) = [s for s in re.split(r"(?<=\.) ", p.premise) if _thing(s) == thing]
        claimed, stated = _time(p.hypothesis), _time(sentence)
        if p.label == data.NEUTRAL:  # a price for a thing the premise gives only a time
            assert stated is not None
            assert not re.search(r"\b(?:free|cost|fee|pay)", sentence), p
            continue
        assert claimed is not None and stated is not None, p
        if p.label == data.ENTAILED:
            assert claimed == stated, p
            if p.source.endswith("time_and_price"):  # the price is the sentence's too
                assert p.hypothesis.split(" and ")[0] == sentence.split(" and ")[0], p
        else:
            assert p.label == data.CONTRADICTED and claimed != stated, p
        digits_and_words.add(re.search(r"\d", p.hypothesis) is None)
    assert digits_and_words == {True, False}


limits = load_training_module("limit_pairs")


def _limits_of(text: str) -> dict[tuple[str, str], tuple[int, bool]]:
    """{(thing, period): (amount, default)} of every limit a text states (not the raises)."""
    got = {}
    for sentence in re.split(r"(?<=\.) ", text):
        if "raise" in sentence:
            continue
        thing = [t for t in limits.LIMITED if t.name.lower() in sentence.lower()
                 or t.noun in sentence.lower() or t.verb in sentence]
        amount = re.search(r"(\d[\d,]*) ?(?:EUR|euros)|(?:EUR |€)(\d[\d,]*)", sentence)
        if not thing or amount is None:
            continue
        (t,) = thing
        period = "month" if re.search(r"month", sentence) else "day"
        value = int((amount.group(1) or amount.group(2)).replace(",", ""))
        got[(t.name, period)] = (value, "default" in sentence)
    return got


def _raised_to(text: str) -> int:
    """The amount a limit can be raised to ("raised to 6,000 EUR for up to 30 days")."""
    found = re.search(r"rais\w+ (?:the \w+ \w+ limit |)to \D*(\d[\d,]*)", text)
    assert found is not None, text
    return int(found.group(1).replace(",", ""))


def test_limit_pairs_mean_what_their_labels_say():
    pairs, data, shares = _made_pairs(limits.limit_pairs, 19, 800)
    kinds = {p.source.split(":")[-1] for p in pairs}
    assert kinds == {"limit_same", "limit_raised", "limit_other", "limit_raised_as_default",
                     "limit_unnamed"}
    assert 0.35 < shares[data.ENTAILED] < 0.55 and 0.1 < shares[data.NEUTRAL] < 0.3
    surfaces = set()
    for p in pairs:
        stated = _limits_of(p.premise)
        if p.source.endswith("limit_raised"):
            (raise_sentence,) = [s for s in re.split(r"(?<=\.) ", p.premise) if "raise" in s]
            assert p.label == data.ENTAILED
            assert _raised_to(raise_sentence) == _raised_to(p.hypothesis), p
            continue
        ((key, (value, default)),) = _limits_of(p.hypothesis).items()
        if p.source.endswith("limit_raised_as_default"):  # the raised amount, said as the default
            assert default and _raised_to(p.premise) == value, p
        if p.label == data.NEUTRAL:
            assert not any(k[0] == key[0] for k in stated), p
        elif p.label == data.ENTAILED:
            assert stated[key][0] == value, p
        else:
            assert p.label == data.CONTRADICTED and stated[key][0] != value, p
        surfaces.add("," in p.hypothesis)
    assert surfaces == {True, False}  # "3,000" as the premise writes it, and "3000"


@pytest.mark.parametrize(("option", "recipe_key", "prefix", "n"), [
    ("n_limits", "n_limit_pairs", "rule:limit:", 30),
    ("n_records", "n_record_pairs", "rule:record:", 25),
    ("n_bounds", "n_bound_pairs", "rule:bound:", 40),
])
def test_the_mix_takes_rule_pairs_only_when_asked(tmp_path: Path, option: str, recipe_key: str,
                                                  prefix: str, n: int):
    nli, dev = one_pair_sources(tmp_path, mix)
    plain, recipe = mix.build(nli, dev, 3, {}, 0)
    got, got_recipe = mix.build(nli, dev, 3, {}, 0, **{option: n})
    assert recipe[recipe_key] == 0 and got_recipe[recipe_key] == n
    assert sum(p.source.startswith(prefix) for p in got) == n
    assert len(got) == len(plain) + n
    # the other pairs are the same ones: asking for rule pairs leaves the rest alone
    assert sorted(map(str, plain)) == sorted(str(p) for p in got
                                              if not p.source.startswith(prefix))


def test_the_mix_takes_extra_pairs_whole_but_for_caps_on_their_sources(tmp_path: Path):
    nli, dev = one_pair_sources(tmp_path, mix)
    data = load_training_module("data")
    extra = tmp_path / "extra.jsonl"
    made = [data.Pair(f"Premise {i}.", f"Claim {i}.", i % 2, "mil:a" if i < 6 else "mil:b")
            for i in range(10)]
    extra.write_text("".join(json.dumps(p.to_dict()) + "\n" for p in made), encoding="utf-8")
    plain, recipe = mix.build(nli, dev, 3, {}, 0)
    got, got_recipe = mix.build(nli, dev, 3, {"mil:a": 2}, 0, extra=[extra])
    assert len(got) == len(plain) + 2 + 4
    def fields(pairs):
        return {(p.premise, p.hypothesis, p.label, p.source) for p in pairs}

    taken = [p for p in got if p.source.startswith("mil:")]
    assert sum(p.source == "mil:a" for p in taken) == 2
    assert fields(p for p in taken if p.source == "mil:b") == fields(made[6:])
    assert fields(taken) <= fields(made)  # labels and texts as written
    assert str(extra) in got_recipe["inputs_sha256"] and str(extra) not in recipe["inputs_sha256"]
    extra.write_text('{"premise": "P.", "hypothesis": "H.", "label": "maybe", "source": "x"}\n',
                     encoding="utf-8")
    with pytest.raises(SystemExit, match=r"extra\.jsonl:1: not a training pair"):
        mix.build(nli, dev, 3, {}, 0, extra=[extra])
    extra.write_text("not json\n", encoding="utf-8")
    with pytest.raises(SystemExit, match=r"extra\.jsonl:1: not a training pair"):
        mix.build(nli, dev, 3, {}, 0, extra=[extra])


def test_extra_pairs_and_an_excluded_calibration_are_refused_together(tmp_path, monkeypatch,
                                                                        capsys):
    monkeypatch.setattr("sys.argv", ["mix.py", "--out", str(tmp_path / "m.jsonl"),
                                     "--extra-pairs", str(tmp_path / "x.jsonl"),
                                     "--exclude-calibration", str(tmp_path / "c.json")])
    with pytest.raises(SystemExit):
        mix.main()
    assert "cannot be combined with --exclude-calibration" in capsys.readouterr().err


def test_record_pairs_mean_what_their_labels_say():
    # the product's own checks read each claim against its record: an entailed claim is
    # never found wrong, a contradicted one always is (a value, a status or a name the
    # record does not have), a neutral one never contradicted
    import random

    from groundtrace.checks import CheckOutcome, SourceText, run_checks
    from groundtrace.sources import Span

    records = load_training_module("record_pairs")
    data = load_training_module("data")
    pairs = records.record_pairs(random.Random(7), 400)
    assert {p.label for p in pairs} == {data.ENTAILED, data.NEUTRAL, data.CONTRADICTED}
    assert {p.source for p in pairs} == {"rule:record:field", "rule:record:comparison"}
    for p in pairs:
        assert "{" not in p.premise and ": " in p.premise  # rendered, not JSON
        source = SourceText(p.premise, Span("d", 0, len(p.premise)))
        hits = [h for h in run_checks(p.hypothesis, [source], [source]) if h.is_problem]
        if p.label == data.ENTAILED:
            assert hits == [], p
        elif p.label == data.CONTRADICTED and p.source == "rule:record:field":
            assert hits, p
        else:
            assert not any(h.outcome is CheckOutcome.CONTRADICTED for h in hits), p
    assert records.record_pairs(random.Random(7), 50) == pairs[:50]

