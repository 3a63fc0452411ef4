"""Replay: enforce_batch gives enforce()'s verdict per row with batched encoder calls."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from groundtrace.cli import main
from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.policy import enforce, enforce_batch, iter_enforce

ROWS = [
    {"message": "Can I get a refund of the $75 card fee?",
     "response": "Yes, we will refund the $75 fee.", "session": {"profile": {"is_vip": False}}},
    {"message": "Can I get a refund of the $75 card fee?",
     "response": "Yes, we will refund the $75 fee.", "session": {"profile": {"is_vip": True}}},
    {"question": "What is the weather forecast?", "response": "Rain. Chase has a weather app."},
    {"message": "I am furious about your terrible service", "response": "I don't know."},
    {"message": "Can I get a discount on the card fee?", "response": "Sunny with rain.",
     "session": {"scenario": "retention"}},
]


@pytest.fixture
def cfg(banking_policy):
    return banking_policy.config.replace(match_threshold=0.4, relevance_threshold=0.3)


def test_each_row_matches_enforce(banking_policy, topic_encoder, cfg):
    batch = enforce_batch(ROWS, policy=banking_policy, config=cfg, encoder=topic_encoder)
    assert [r.passed for r in batch] == [False, True, False, True, False]
    for row, got in zip(ROWS, batch, strict=True):
        want = enforce(row.get("message") or row["question"], row["response"],
                       policy=banking_policy, session=row.get("session"), config=cfg,
                       encoder=topic_encoder)
        assert json.dumps(got.to_dict(), sort_keys=True) == json.dumps(want.to_dict(),
                                                                        sort_keys=True)


def test_encoder_sees_each_chunk_once_per_role(banking_policy, topic_encoder, cfg):
    list(iter_enforce(ROWS * 3, policy=banking_policy, config=cfg, encoder=topic_encoder,
                      chunk_size=8))
    conditions = {r.condition_text for r in banking_policy.rules}
    text_calls = [(len(texts), role) for texts, role in topic_encoder.calls
                  if not set(texts) <= conditions]
    # 15 rows in chunks of 8 and 7: one call per role per chunk, each distinct text once
    # (ROWS holds 4 distinct messages and 4 distinct responses)
    assert text_calls == [(4, "query"), (4, "passage"), (4, "query"), (4, "passage")]
    condition_calls = [texts for texts, _ in topic_encoder.calls if set(texts) <= conditions]
    assert sum(len(t) for t in condition_calls) == 2  # polite-tone, discount-cap: once each


def test_bad_rows_name_their_index(banking_policy):
    with pytest.raises(InvalidInput, match=r"items\[1\] has no 'response'"):
        enforce_batch([ROWS[0], {"message": "hi"}], policy=banking_policy, encoder="hashing")
    with pytest.raises(InvalidType, match=r"items\[0\] must be a mapping"):
        enforce_batch(["hi"], policy=banking_policy, encoder="hashing")
    with pytest.raises(InvalidInput, match=r"items\[0\]: unknown session key"):
        enforce_batch([{"message": "m", "response": "r", "session": {"x": 1}}],
                      policy=banking_policy, encoder="hashing")
    with pytest.raises(InvalidInput, match="chunk_size"):
        list(iter_enforce([], policy=banking_policy, chunk_size=0))


def test_cli_input_file(banking_path, tmp_path):
    src = tmp_path / "log.jsonl"
    src.write_text("\n".join(json.dumps({**r, "id": f"r{i}"}) for i, r in enumerate(ROWS)),
                   encoding="utf-8")
    out = tmp_path / "out.jsonl"
    res = CliRunner().invoke(main, ["enforce", "--policy", str(banking_path), "--encoder",
                                    "hashing", "--input", str(src), "-o", str(out)])
    assert res.exit_code == 3, res.output
    lines = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert [x["id"] for x in lines] == ["r0", "r1", "r2", "r3", "r4"]
    assert lines[2]["enforcement"]["violations"][0]["rule_id"] == "no-competitors"
    assert "checked 5 rows" in res.output


def test_cli_input_errors(banking_path, tmp_path):
    src = tmp_path / "log.jsonl"
    src.write_text('{"message": "m", "response": "r"}\n{"message": "m"}\n', encoding="utf-8")
    runner = CliRunner()
    base = ["enforce", "--policy", str(banking_path), "--encoder", "hashing"]
    res = runner.invoke(main, [*base, "--input", str(src)])
    assert res.exit_code == 1 and "log.jsonl:2: input has no 'response'" in res.output
    src.write_text('{"response": "r"}\n', encoding="utf-8")
    res = runner.invoke(main, [*base, "--input", str(src)])
    assert res.exit_code == 1 and "log.jsonl:1 has no 'message' (or 'question')" in res.output
    src.write_text('{"message": "m", "response": "r", "session": {"step": 3}}\n',
                   encoding="utf-8")
    res = runner.invoke(main, [*base, "--input", str(src)])
    assert res.exit_code == 1 and "log.jsonl:1: session step" in res.output, res.output
    res = runner.invoke(main, [*base, "--input", str(src), "--message", "m"])
    assert res.exit_code == 2 and "--input replaces" in res.output
    res = runner.invoke(main, [*base, "--message", "m"])
    assert res.exit_code == 2 and "give --message and --response" in res.output
    res = runner.invoke(main, [*base, "--message", "m", "--response", "r", "-o", "x.jsonl"])
    assert res.exit_code == 2 and "--output needs --input" in res.output
