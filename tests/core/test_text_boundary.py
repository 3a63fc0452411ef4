"""Text that is not valid Unicode is refused at the boundary with the field and offset.

A lone surrogate ("\\ud800" in JSON, or undecodable bytes passed through
surrogateescape) used to reach the tokenizer and fail there with a TypeError.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import groundtrace as gt
from groundtrace.cli import main
from groundtrace.encoders.base import check_text
from groundtrace.errors import InvalidText

CONTEXT = "The fee is 2 EUR."
BAD = "What is the \ud800 fee?"


def test_check_text_names_field_code_point_and_offset():
    with pytest.raises(InvalidText, match=r"question is not valid Unicode: lone surrogate "
                                          r"U\+D800 at character offset 12"):
        check_text(BAD, "question")
    with pytest.raises(InvalidText, match="U\\+DCFF at character offset 0"):
        check_text("\udcff", "context", allow_blank=True)
    assert check_text("", "question", allow_blank=True) == ""
    assert check_text("emoji \U0001f600 is fine", "response") == "emoji \U0001f600 is fine"


@pytest.mark.parametrize("call", [
    lambda: gt.triage(BAD, "It is 2 EUR.", CONTEXT, encoder="hashing"),
    lambda: gt.triage("Fee?", "It is \udcff 2 EUR.", CONTEXT, encoder="hashing"),
    lambda: gt.triage("Fee?", "It is 2 EUR.", "Fee \ud800", encoder="hashing"),
    lambda: gt.evaluate(BAD, "It is 2 EUR.", CONTEXT, encoder="hashing"),
    lambda: gt.verify("It is \ud800 2 EUR.", context=CONTEXT, encoder="hashing",
                      verifier="alignment"),
    lambda: gt.customer_support_rules().evaluate(question=BAD, response="It is 2 EUR."),
    lambda: gt.routing_rules().evaluate(question="q", response="x", context="c \udfff"),
], ids=["triage-q", "triage-r", "triage-c", "evaluate", "verify", "rules-q", "rules-c"])
def test_python_api_refuses_lone_surrogates(call):
    with pytest.raises(InvalidText, match="not valid Unicode"):
        call()


def test_cli_reports_one_line_for_surrogates_in_jsonl_and_arguments(tmp_path):
    rows = tmp_path / "rows.jsonl"
    rows.write_text(json.dumps({"question": BAD, "context": CONTEXT, "response": "2 EUR."})
                    + "\n", encoding="utf-8")
    runner = CliRunner()
    for args in (["triage", str(rows), "-o", "-"],
                 ["score", str(rows), "-o", "-", "--encoder", "hashing"],
                 ["compute", "--q", BAD, "--c", CONTEXT, "--r", "2 EUR.",
                  "--encoder", "hashing"]):
        result = runner.invoke(main, args)
        assert result.exit_code == 1, (args, result.output)
        assert "not valid Unicode" in result.output and "offset 12" in result.output
        assert "Traceback" not in result.output
