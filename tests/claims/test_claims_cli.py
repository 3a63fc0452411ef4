"""groundtrace verify: text, JSON and HTML output, errors."""

from __future__ import annotations

import json

from click.testing import CliRunner

from groundtrace.cli import main

CONTEXT = "The fee is 5 EUR per month. Cards are free for students."


def _files(tmp_path, response: str):
    ctx, resp = tmp_path / "ctx.txt", tmp_path / "resp.txt"
    ctx.write_text(CONTEXT, encoding="utf-8")
    resp.write_text(response, encoding="utf-8")
    return str(ctx), str(resp)


def test_json_output_has_claims_offsets_and_evidence(tmp_path):
    response = "Hi! The fee is 7 EUR per month. Cards are free for students."
    ctx, resp = _files(tmp_path, response)
    result = CliRunner().invoke(main, ["verify", "--context", ctx, "--response", resp,
                                       "--question", "Fees?", "--json", "--encoder", "hashing"])
    assert result.exit_code == 0, result.output
    d = json.loads(result.output)
    assert d["level"] == "CONTRADICTORY" and d["question"] == "Fees?"
    first = d["claims"][0]
    assert first["status"] == "contradicted"
    assert response[first["start"]:first["end"]] == "The fee is 7 EUR per month."
    ev = first["evidence"][0]
    assert ev["doc_id"] == "ctx.txt" and CONTEXT[ev["start"]:ev["end"]] == ev["text"]
    assert d["claims"][1]["status"] == "supported"


def test_text_and_html_output(tmp_path):
    ctx, resp = _files(tmp_path, "Cards are free for students.")
    out = tmp_path / "report.html"
    result = CliRunner().invoke(main, ["verify", "--context", ctx, "--response", resp,
                                       "--html", str(out), "--encoder", "hashing"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0].startswith("FULLY_GROUNDED")
    assert "supported" in result.output and "ctx.txt[" in result.output
    assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


def test_errors_are_one_line(tmp_path):
    ctx, resp = _files(tmp_path, "Cards are free.")
    r = CliRunner().invoke(main, ["verify", "--context", str(tmp_path / "nope.txt"),
                                  "--response", resp, "--encoder", "hashing"])
    assert r.exit_code == 1 and r.output.startswith("Error: cannot read")
    assert "Traceback" not in r.output
    (tmp_path / "empty.txt").write_text("  ", encoding="utf-8")
    r = CliRunner().invoke(main, ["verify", "--context", ctx, "--response",
                                  str(tmp_path / "empty.txt"), "--encoder", "hashing"])
    assert r.exit_code == 1 and "response must be a non-empty string" in r.output
    r = CliRunner().invoke(main, ["verify", "--response", resp])
    assert r.exit_code == 2


def test_help_mentions_the_options():
    r = CliRunner().invoke(main, ["verify", "--help"])
    assert r.exit_code == 0
    for opt in ("--context", "--response", "--question", "--json", "--html"):
        assert opt in r.output


def test_lexical_candidates_option(tmp_path):
    ctx, resp = _files(tmp_path, "Cards are free for students.")
    base = ["verify", "--context", ctx, "--response", resp, "--json", "--encoder", "hashing"]
    from groundtrace.retrieval.fusion import DEFAULT_LEXICAL_CANDIDATES

    for value, expect in (("all", None), ("5", 5), (None, DEFAULT_LEXICAL_CANDIDATES)):
        args = base if value is None else [*base, "--lexical-candidates", value]
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 0, result.output
        assert json.loads(result.output)["config"]["lexical_candidates"] == expect
    for bad in ("0", "many", "-3"):
        result = CliRunner().invoke(main, [*base, "--lexical-candidates", bad])
        assert result.exit_code == 2 and "positive integer or 'all'" in result.output
