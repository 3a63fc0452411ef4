"""A tool's JSON output as record lines (sources.records), and where the layers read them."""

from __future__ import annotations

import json

import pytest

import groundtrace
from groundtrace.sources.records import as_record_text, render_records
from groundtrace.types import Item, as_item

ACCOUNT = json.dumps({
    "available_balance": 2310.55, "currency": "EUR",
    "card": {"last4": "7781", "status": "ACTIVE", "daily_limit": 1500},
    "recent": [
        {"date": "2026-11-21", "type": "card_payment", "merchant": "Mercadona",
         "amount": -64.20, "status": "COMPLETED"},
        {"date": "2026-11-23T09:15:00Z", "counterparty": "Lucia Gomez", "amount": -300.00,
         "status": "PENDING", "instant": False, "note": None},
    ],
})


def test_each_record_is_a_line_of_key_value_fields():
    assert as_record_text(ACCOUNT).split("\n\n") == [
        "available balance: 2310.55 EUR, currency: EUR, card last4: 7781, "
        "card status: active, card daily limit: 1500 EUR.",
        "recent 1: date: 21 November 2026, type: card payment, merchant: Mercadona, "
        "amount: -64.2 EUR, status: completed.",
        "recent 2: date: 23 November 2026, 09:15 UTC, counterparty: Lucia Gomez, "
        "amount: -300.0 EUR, status: pending, instant: no, note: none.",
    ]


def test_numbers_keep_their_json_digits_and_identifiers_their_form():
    text = '{"orderId": "A-1043", "total": 59.90, "currency": "USD", "items": 2}'
    assert as_record_text(text) == "order id: A-1043, total: 59.90 USD, currency: USD, items: 2."


def test_only_an_amount_takes_the_records_currency():
    text = '{"payment_id": 88, "monthlyPayment": 299.53, "term_months": 60, "currency": "EUR"}'
    assert as_record_text(text) == ("payment id: 88, monthly payment: 299.53 EUR, "
                                    "term months: 60, currency: EUR.")


def test_a_list_of_records_and_a_list_of_plain_values():
    assert render_records([{"id": 1, "tags": ["proof_of_income", "ID card"]}, {"id": 2}]) == (
        "id: 1, tags: proof of income; ID card.\n\nid: 2.")


@pytest.mark.parametrize("text", [
    "Branch transfers cost 2.50 EUR.",
    "[Human]: Do you know Rush? [Assistant]: Yes.",  # opens with a bracket, is no JSON
    "[1, 2, 3]",  # no record in it
    "[" * 5000 + '{"a": 1}' + "]" * 5000,  # nested deeper than the reader goes
    '{"broken": ',
    '"just a string"',
])
def test_other_texts_are_left_as_they_are(text):
    assert as_record_text(text) == text


def test_an_items_json_context_is_read_as_record_lines():
    item = Item("What is on my account?", "Your balance is 2,310.55 EUR.", ACCOUNT)
    assert item.context == as_record_text(ACCOUNT)
    parsed = as_item({"question": "q", "response": "r", "context": json.loads(ACCOUNT)})
    assert parsed.context == render_records(json.loads(ACCOUNT))


def test_triage_and_verify_take_a_parsed_context(hashing):
    record = json.loads(ACCOUNT)
    expected = render_records(record)
    answer = groundtrace.verify("Your card ending in 7781 is active.", record, encoder=hashing)
    assert all(e.text in expected for e in answer.claims[0].evidence)
    item = Item("q", "r", record)  # type: ignore[arg-type]
    assert item.context == expected
    from groundtrace.errors import InvalidInput

    with pytest.raises(InvalidInput, match="no values"):
        groundtrace.verify("Your card is active.", {}, encoder=hashing)


def test_verify_reads_a_json_context_and_json_documents_as_record_lines(hashing):
    by_context = groundtrace.verify("Your card ending in 7781 is active.", context=ACCOUNT,
                                    encoder=hashing)
    by_documents = groundtrace.verify("Your card ending in 7781 is active.",
                                      documents=[ACCOUNT], encoder=hashing)
    by_mapping = groundtrace.verify("Your card ending in 7781 is active.",
                                    documents=[{"text": ACCOUNT, "doc_id": "acct"}],
                                    encoder=hashing)
    for answer in (by_context, by_documents, by_mapping):
        evidence = answer.claims[0].evidence
        assert evidence and all("{" not in e.text for e in evidence)


@pytest.mark.models
@pytest.mark.parametrize(("answer", "decision"), [
    ("Your available balance is 2,310.55 EUR.", "PASS"),
    ("Your card ending in 7781 is active, with a daily limit of 1,500 EUR.", "PASS"),
    ("Your available balance is 3,210.55 EUR.", "FAIL"),
    ("The transfer to Lucia Gomez has been completed.", "FAIL"),
])
def test_triage_on_a_tools_json_output(answer, decision):
    v = groundtrace.triage("What is on my account?", answer, ACCOUNT)
    assert v.decision == decision, v.reasons


def test_a_json_file_loads_as_record_lines(tmp_path):
    from groundtrace.sources import load_document, load_json

    path = tmp_path / "account.json"
    path.write_text(ACCOUNT, encoding="utf-8")
    doc = load_document(path)
    assert doc.kind == "json" and doc.text == load_json(path).text == as_record_text(ACCOUNT)
    assert doc.sentences[0].text.startswith("available balance: 2310.55 EUR")


@pytest.mark.parametrize("text", ['{"a": ', "[]", "[" * 5000 + "]" * 5000])
def test_a_json_file_that_is_broken_or_empty_is_a_clear_error(tmp_path, text):
    from groundtrace.errors import DataFormatError
    from groundtrace.sources import load_json

    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataFormatError, match=r"broken\.json"):
        load_json(path)


def test_cli_verify_reads_a_json_context_file(tmp_path, hashing, monkeypatch):
    from click.testing import CliRunner

    from groundtrace.cli import main

    (tmp_path / "account.json").write_text(ACCOUNT, encoding="utf-8")
    (tmp_path / "answer.txt").write_text("Your card ending in 7781 is active.", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(main, ["verify", "--context", "account.json", "--response",
                                       "answer.txt", "--json", "--encoder", "hashing"])
    assert result.exit_code == 0, result.output
    evidence = json.loads(result.output)["claims"][0]["evidence"]
    assert evidence and all("{" not in e["text"] for e in evidence)
