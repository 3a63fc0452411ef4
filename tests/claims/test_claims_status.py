"""The status check: a claim that gives a record a status its status field does not."""

from __future__ import annotations

import json

import pytest
from claim_sources import src

import groundtrace
from groundtrace.checks import CheckOutcome, SourceText, check_status, run_checks
from groundtrace.checks.status import record_status
from groundtrace.sources import Span

ORDER = json.dumps({"order_id": "A-1043", "status": "shipped", "carrier": "DHL",
                    "estimated_delivery": "2026-11-26"}, indent=2)
STATEMENT = ("Transaction search results for account ES12 3456: 1) 24 Nov 2026, card payment, "
             "Amazon EU, -89.99 EUR, status: completed. 2) 25 Nov 2026, SEPA transfer to "
             "J. Garcia, -250.00 EUR, status: pending, expected 26 Nov 2026.")


def hits(claim: str, evidence: str) -> list[tuple[str, str | None]]:
    return [(h.claim_value, h.source_value)
            for h in check_status(claim, [src(evidence)], [src(evidence)])]


@pytest.mark.parametrize(("text", "state"), [
    ('{"status": "shipped"}', "shipped"),
    ('{"payment_status": "IN_TRANSIT"}', "shipped"),
    ("status: pending, expected 26 Nov 2026.", "pending"),
    ("Decision - declined.", "declined"),
    ('{"state": "frozen"}', "blocked"),
    ('{"status": "gold"}', None),  # no state of a record
    ("The status of the project is unclear.", None),  # no field
])
def test_record_status_reads_a_status_field(text, state):
    found = record_status(text)
    assert (found[0] if found else None) == state


@pytest.mark.parametrize(("claim", "evidence", "expected"), [
    ("Your order A-1043 has been delivered.", ORDER, [("delivered", "shipped")]),
    ("The transfer to J. Garcia has been completed.", STATEMENT, [("completed", "pending")]),
    ("Your card payment to Amazon EU is still pending.", STATEMENT,
     [("pending", "completed")]),
    # the same state in other words, or one the status implies
    ("Your order A-1043 has shipped with DHL.", ORDER, []),
    ("Your order A-1043 is in transit.", ORDER, []),
    ("The card payment to Amazon EU was executed.", STATEMENT, []),
    ("Your order A-1043 was shipped.", ORDER.replace("shipped", "delivered"), []),
    # a state the record has passed through does not excuse a wrong one
    ("Your order A-1043 was placed and has been delivered.", ORDER, [("delivered", "shipped")]),
    ("Your order A-1043 was created and is now cancelled.", ORDER, [("cancelled", "shipped")]),
    # a state the claim negates, or one of another record of the claim
    ("Your order A-1043 has not been delivered yet.", ORDER, []),
    ("Your order A-1043 is yet to be delivered.", ORDER, []),
    ("The transfer to J. Garcia is pending; the Amazon EU payment is completed.", STATEMENT,
     []),
    # no status field, or nothing of the claim in the record
    ("The payment was completed.", "The bank completed the upgrade in May.", []),
    ("The project was cancelled.", ORDER, []),
])
def test_a_state_the_record_rules_out_is_contradicted(claim, evidence, expected):
    assert hits(claim, evidence) == expected


RECORD = "Alert record: customer C-7781; total 8,400 EUR; customer risk rating: medium."


@pytest.mark.parametrize(("claim", "evidence", "expected"), [
    ("The customer's risk rating is high.", RECORD, [("high", "medium")]),
    ("The customer has a high risk rating.", RECORD, [("high", "medium")]),
    ("Priority: critical.", '{"ticket": "T-1", "priority": "low"}', [("critical", "low")]),
    # the same level in other words, a level of something else, or a negated one
    ("The customer's risk rating is moderate.", RECORD, []),
    ("The customer sent money to a high-risk country.", RECORD, []),
    ("The customer sent money to a high-risk country.", "risk: medium", []),
    ("The risk rating is not high.", RECORD, []),
])
def test_a_rating_the_record_gives_another_level_is_contradicted(claim, evidence, expected):
    assert hits(claim, evidence) == expected


SPANISH = "pedido: A-1043, estado: enviado, transportista: DHL."


@pytest.mark.parametrize(("claim", "expected"), [
    ("Tu pedido A-1043 ha sido entregado.", [("entregado", "enviado")]),
    ("Tu pedido A-1043 está en camino con DHL.", []),
    ("Tu pedido A-1043 todavía no ha sido entregado.", []),
    ("Tu pedido A-1043 ha sido cancelado.", [("cancelado", "enviado")]),
])
def test_a_spanish_record_and_claim(claim, expected):
    assert hits(claim, SPANISH) == expected


def test_the_hit_points_at_the_records_status_value():
    (hit,) = [h for h in run_checks("Your order A-1043 has been delivered.", [src(ORDER)],
                                    [src(ORDER)], claim_offset=10) if h.is_problem]
    assert hit.check == "status" and hit.outcome is CheckOutcome.CONTRADICTED
    assert (hit.claim_start, hit.claim_end) == (10 + 27, 10 + 36)
    assert ORDER[hit.source_span.char_start:hit.source_span.char_end] == "shipped"
    assert "status is 'shipped'" in hit.explanation


@pytest.mark.models
@pytest.mark.parametrize(("answer", "decision"), [
    ("Your order A-1043 has shipped with DHL.", "PASS"),
    ("Your order A-1043 has been delivered.", "FAIL"),
])
def test_triage_reads_a_tool_outputs_status(answer, decision):
    # v7 PASSed "has been delivered" against the record (P 0.22)
    v = groundtrace.triage("Where is my order?", answer, ORDER)
    assert v.decision == decision, v.reasons


def test_a_record_of_field_lines_is_read_whole():
    from groundtrace.checks import check_status

    record = ("Transfer T-88213\nStatus: rejected\nAmount: 2,450.00 EUR\nBeneficiary: Maria "
              "Lopez\n\nTransfer T-90001\nStatus: completed\nAmount: 80.00 EUR")
    ev = [SourceText(record, Span("d", 0, len(record)))]
    # the status line shares no word with the claim: the run of fields it heads does
    (hit,) = check_status("Your transfer of 2,450 EUR to Maria Lopez has been completed.",
                          ev, ev)
    assert hit.outcome.value == "contradicted" and hit.source_value == "rejected"
    # a blank line ends a record: the other transfer's status is its own
    assert check_status("Your transfer of 80 EUR has been completed.", ev, ev) == []
