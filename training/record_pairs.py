"""Rule-made pairs about a tool's records: "key: value" fields read as prose.

A tool-using agent answers from JSON its tools return; the product renders it
as "key: value" lines (``groundtrace.sources.records``). v7 never saw such a
premise and reads it at random: "The APR is 7.4%." against a loan decision's
"..., apr: 7.4%, monthly payment: 299.53 EUR, ..." is 0.91 contradicted, and
"The APR is 4.7%." against the same record written as "The <key> is
<value>." sentences 0.90 entailed (bench/RESULTS.md, "Notes: opposites,
frequencies, thresholds and yes/no answers"). Each pair here has a premise
that is one record rendered by the product's own renderer, and one claim
about it:

* **entailed**: one field said in prose ("Your transfer of 250 EUR to J. Garcia
  is pending", "The APR is 7.4%"), two fields joined ("The APR is 7.4% and the
  monthly payment is 299.53 EUR"), or a comparison of two fields that holds
  ("You were approved for 15,000 EUR, less than the 18,000 EUR you asked for");
* **contradicted**: a field's value swapped for another of its kind (an
  amount, a date, a status: "approved" for "declined", "blocked" for
  "active"), one of two joined fields wrong, or a comparison that fails ("You
  were approved for the full 18,000 EUR");
* **neutral**: a field the record does not have ("The loan has no early
  repayment fee").

The vocabulary is written here, so the pairs carry no third-party licence.
Deterministic for a seed.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import date, timedelta

from data import CONTRADICTED, ENTAILED, NEUTRAL, Pair

from groundtrace.sources.records import render_records

__all__ = ["KINDS", "record_pairs"]

SOURCE = "rule:record"

_NAMES = ("J. Garcia", "Lucia Gomez", "Marta Ruiz", "Pedro Alonso", "Ana Torres",
          "Acme Iberia SL", "Nordic Supplies AB", "Luis Herrera", "Sofia Marin")
_MERCHANTS = ("Mercadona", "Amazon EU", "Renfe", "Zara", "Carrefour", "IKEA", "El Corte Ingles")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")


def _amount(rng: random.Random, lo: int, hi: int, cents: bool = True) -> float:
    value = rng.randint(lo, hi) + (rng.randint(0, 99) / 100 if cents else 0)
    return round(value, 2)


def _said(value: float) -> str:
    """An amount as an answer writes it: "1,204.37 EUR", "250 EUR"."""
    text = f"{value:,.2f}" if value != int(value) else f"{int(value):,}"
    return f"{text} EUR"


def _other(rng: random.Random, value: float) -> float:
    """Another amount of the same size: digits swapped, or scaled."""
    digits = f"{value:.2f}"
    if rng.random() < 0.5 and len(set(digits.replace(".", ""))) > 1:
        chars = list(digits.replace(".", ""))
        i = rng.randrange(len(chars) - 1)
        chars[i], chars[i + 1] = chars[i + 1], chars[i]
        swapped = float("".join(chars[:-2]) + "." + "".join(chars[-2:]))
        if swapped != value and swapped > 0:
            return round(swapped, 2)
    return round(value * rng.choice((0.5, 2, 1.5, 0.8, 10)), 2)


def _day(rng: random.Random) -> date:
    return date(2026, 1, 1) + timedelta(days=rng.randrange(0, 700))


def _day_said(d: date, rng: random.Random) -> str:
    return f"{d.day} {_MONTHS[d.month - 1]}" + (f" {d.year}" if rng.random() < 0.6 else "")


#: (claim, label, kind): "field" (one field, or two joined) or "comparison" (of two
#: fields: what the record holds, not any one value, makes it so).
Claims = list[tuple[str, int, str]]


def _loan(rng: random.Random) -> tuple[dict[str, object], Claims]:
    requested = rng.choice((6000, 8000, 10000, 12000, 15000, 18000, 20000, 25000))
    approved = rng.choice((requested, requested - 2000, requested - 3000))
    apr = rng.choice((5.9, 6.4, 7.4, 8.1, 9.2, 10.5))
    payment = _amount(rng, 120, 600)
    term = rng.choice((24, 36, 48, 60, 72, 84))
    valid = _day(rng)
    decision = rng.choice(("APPROVED", "DECLINED")) if approved == requested else "APPROVED"
    record = {"application_id": f"LN-{rng.randint(10000, 99999)}", "product": "personal_loan",
              "requested_amount": requested, "currency": "EUR", "decision": decision,
              "approved_amount": approved if decision == "APPROVED" else 0, "apr": f"{apr}%",
              "monthly_payment": payment, "term_months": term,
              "valid_until": valid.isoformat()}
    other_apr = rng.choice([a for a in (5.9, 6.4, 7.4, 8.1, 9.2, 10.5, 4.7) if a != apr])
    claims: Claims = [
        (f"Your loan application was {decision.lower()}.", ENTAILED, "field"),
        (f"Your loan application was {'declined' if decision == 'APPROVED' else 'approved'}.",
         CONTRADICTED, "field"),
        (f"The APR is {apr}%.", ENTAILED, "field"),
        (f"The APR is {other_apr}%.", CONTRADICTED, "field"),
        (f"The loan runs over {term} months.", ENTAILED, "field"),
        (f"The loan runs over {term + 12} months.", CONTRADICTED, "field"),
        (f"The offer is valid until {_day_said(valid, rng)}.", ENTAILED, "field"),
        (f"The offer is valid until {_day_said(valid + timedelta(days=31), rng)}.",
         CONTRADICTED, "field"),
        ("The loan has no early repayment fee.", NEUTRAL, "field"),
        (f"The APR is {apr}% and the monthly payment is {_said(payment)}.", ENTAILED, "field"),
        (f"The APR is {apr}% and the monthly payment is {_said(_other(rng, payment))}.",
         CONTRADICTED, "field"),
    ]
    if decision == "APPROVED" and approved < requested:
        claims += [
            (f"You were approved for {_said(approved)}, less than the {_said(requested)} you "
             "asked for.", ENTAILED, "comparison"),
            (f"You were approved for the full {_said(requested)}.", CONTRADICTED,
             "comparison"),
        ]
    elif decision == "APPROVED":
        claims.append((f"You were approved for the full {_said(requested)}.", ENTAILED,
                       "comparison"))
    return record, claims


_TRANSFER_STATES = ("pending", "completed", "rejected")


def _transfer(rng: random.Random) -> tuple[dict[str, object], Claims]:
    amount = _amount(rng, 20, 3000, cents=rng.random() < 0.4)
    to = rng.choice(_NAMES)
    status = rng.choice(_TRANSFER_STATES)
    sent = _day(rng)
    expected = sent + timedelta(days=rng.choice((1, 2, 3)))
    record = {"transfer_id": f"TR-{rng.randint(100000, 999999)}", "type": "SEPA_TRANSFER",
              "counterparty": to, "amount": amount, "currency": "EUR",
              "status": status.upper(), "created": sent.isoformat(),
              "expected": expected.isoformat()}
    other_status = rng.choice([s for s in _TRANSFER_STATES if s != status])
    other_to = rng.choice([n for n in _NAMES if n != to])
    return record, [
        (f"Your transfer of {_said(amount)} to {to} is {status}.", ENTAILED, "field"),
        (f"Your transfer of {_said(amount)} to {to} is {other_status}.", CONTRADICTED, "field"),
        (f"You sent {_said(amount)} to {to}.", ENTAILED, "field"),
        (f"You sent {_said(_other(rng, amount))} to {to}.", CONTRADICTED, "field"),
        (f"You sent {_said(amount)} to {other_to}.", CONTRADICTED, "field"),
        (f"The transfer should arrive on {_day_said(expected, rng)}.", ENTAILED, "field"),
        (f"The transfer should arrive on {_day_said(expected + timedelta(days=3), rng)}.",
         CONTRADICTED, "field"),
        ("You will get a notification when the transfer arrives.", NEUTRAL, "field"),
    ]


_CARD_STATES = ("active", "blocked", "expired")
_DAILY_LIMITS = (500, 1000, 1500, 2000, 3000, 6000)


def _card(rng: random.Random) -> tuple[dict[str, object], Claims]:
    last4 = f"{rng.randint(1000, 9999)}"
    status = rng.choice(_CARD_STATES)
    limit = rng.choice(_DAILY_LIMITS)
    balance = _amount(rng, 100, 9000)
    record = {"account": f"ES{rng.randint(10, 99)} 0049 1500 {rng.randint(1000, 9999)}",
              "available_balance": balance, "currency": "EUR",
              "card": {"last4": last4, "status": status.upper(), "daily_limit": limit}}
    other_status = rng.choice([s for s in _CARD_STATES if s != status])
    other_limit = rng.choice([v for v in _DAILY_LIMITS if v != limit])
    return record, [
        (f"Your card ending in {last4} is {status}.", ENTAILED, "field"),
        (f"Your card ending in {last4} is {other_status}.", CONTRADICTED, "field"),
        (f"Your available balance is {_said(balance)}.", ENTAILED, "field"),
        (f"Your available balance is {_said(_other(rng, balance))}.", CONTRADICTED, "field"),
        (f"The card's daily limit is {_said(limit)}.", ENTAILED, "field"),
        (f"The card's daily limit is {_said(other_limit)}.", CONTRADICTED, "field"),
        (f"Your card ending in {last4} has a daily limit of {_said(limit)} and is {status}.",
         ENTAILED, "field"),
        ("Your card has contactless payments switched off.", NEUTRAL, "field"),
    ]


def _payment(rng: random.Random) -> tuple[dict[str, object], Claims]:
    amount = _amount(rng, 3, 400)
    merchant = rng.choice(_MERCHANTS)
    day = _day(rng)
    status = rng.choice(("completed", "pending"))
    record = {"date": day.isoformat(), "type": "CARD_PAYMENT", "merchant": merchant,
              "amount": -amount, "currency": "EUR", "status": status.upper()}
    other = rng.choice([m for m in _MERCHANTS if m != merchant])
    return record, [
        (f"You paid {_said(amount)} at {merchant} on {_day_said(day, rng)}.", ENTAILED, "field"),
        (f"You paid {_said(_other(rng, amount))} at {merchant}.", CONTRADICTED, "field"),
        (f"You paid {_said(amount)} at {other}.", CONTRADICTED, "field"),
        (f"You paid {_said(amount)} at {merchant} on "
         f"{_day_said(day + timedelta(days=2), rng)}.", CONTRADICTED, "field"),
        (f"The card payment at {merchant} is {status}.", ENTAILED, "field"),
        (f"The payment at {merchant} was refunded.", CONTRADICTED, "field"),
        (f"You paid at {merchant} with your phone.", NEUTRAL, "field"),
    ]


#: Each kind of record and its claims.
KINDS: tuple[Callable[[random.Random], tuple[dict[str, object], Claims]], ...] = (
    _loan, _transfer, _card, _payment)


def record_pairs(rng: random.Random, n: int) -> list[Pair]:
    """``n`` pairs, one record per pair's premise; each pair's source is
    "rule:record:<kind>" (:data:`Claims`)."""
    out: list[Pair] = []
    while len(out) < n:
        record, claims = rng.choice(KINDS)(rng)
        premise = render_records(record)
        hypothesis, label, kind = rng.choice(claims)
        out.append(Pair(premise, hypothesis, label, f"{SOURCE}:{kind}"))
    return out
