"""Rule-made pairs about spending limits: an amount per day that is not a price.

A run with the tariff pairs (training/price_pairs.py) read every amount as a
price: "The card payment limit is 3,000 EUR per day by default" against "The
default daily limit for card payments is 3,000 EUR; customers can raise it to
6,000 EUR in the app for up to 30 days" went from 0.88 entailed (v5) to 0.72
(run 3, training/RESULTS.md "Tariff pairs"), and the banking FAQ's answer went
to REVIEW. The tariffs there mention a limit only as a distractor.

Each pair here has a premise that states one to three limits (a thing, a
period, an amount; sometimes a default that can be raised for some days),
sometimes beside a price, and one claim about a limit:

* **entailed**: the same limit in other words ("daily limit of 3,000 EUR",
  "up to 3,000 EUR per day", "3000 EUR a day", "the card payment limit is
  ..."), or the raised limit and its days;
* **contradicted**: another amount for the same thing and period, or the
  raised amount stated as the default;
* **neutral**: a limit for a thing the premise never limits.

The vocabulary is written here, so the pairs carry no third-party licence.
Deterministic for a seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from data import CONTRADICTED, ENTAILED, NEUTRAL, Pair
from price_pairs import THINGS, price_forms

__all__ = ["LIMITED", "PERIODS", "limit_pairs"]


@dataclass(frozen=True)
class Limited:
    """Something with a spending limit: its name, the name as a noun before "limit", and
    what a customer does with it ("pay by card")."""

    name: str
    noun: str
    verb: str


LIMITED = (
    Limited("card payments", "card payment", "pay by card"),
    Limited("cash withdrawals", "cash withdrawal", "withdraw in cash"),
    Limited("transfers in the app", "app transfer", "transfer in the app"),
    Limited("instant transfers", "instant transfer", "send by instant transfer"),
    Limited("contactless payments", "contactless payment", "pay contactless"),
    Limited("online card purchases", "online purchase", "spend online by card"),
)


@dataclass(frozen=True)
class Period:
    """A limit's period: its adjective and the ways a sentence says "per" it."""

    adjective: str
    per: tuple[str, ...]


PERIODS = {
    "day": Period("daily", ("per day", "a day", "each day")),
    "month": Period("monthly", ("per month", "a month", "each month")),
}
_LIMITS = ("300", "500", "600", "1,000", "1,500", "2,000", "2,500", "3,000", "5,000", "6,000",
           "10,000")
_DAYS = ("7", "14", "30", "60", "90")
#: Things priced beside the limits: none that a limited thing's name holds or is held by
#: ("card payments abroad"), so a price never reads as one of the limits.
_PRICED = tuple(t for t in THINGS if not any(
    x.name in t.name.lower() or t.name in x.name or x.noun in t.name.lower() for x in LIMITED)
    and "withdrawals" not in t.name)


def _amount(rng: random.Random, amount: str, exact: bool) -> str:
    """``amount`` EUR as a premise (``exact``) or a claim writes it."""
    if exact or rng.random() < 0.4:
        return f"{amount} EUR"
    bare = amount.replace(",", "")
    return rng.choice((f"{bare} EUR", f"EUR {amount}", f"{amount} euros", f"€{amount}"))


def _stated(rng: random.Random, thing: Limited, period: Period, amount: str, default: bool,
            exact: bool) -> str:
    """A sentence that limits ``thing`` to ``amount`` per ``period``."""
    a, per = _amount(rng, amount, exact), rng.choice(period.per)
    d = "default " if default else ""
    forms = [
        f"The {d}{period.adjective} limit for {thing.name} is {a}.",
        f"{thing.name[0].upper()}{thing.name[1:]} have a {d}{period.adjective} limit of {a}.",
        f"The {d}{thing.noun} limit is {a} {per}.",
        f"The {thing.noun} limit is {a} {per}" + (" by default." if default else "."),
    ]
    if not default:
        forms += [f"You can {thing.verb} up to {a} {per}.",
                  f"{thing.name[0].upper()}{thing.name[1:]} are limited to {a} {per}."]
    return rng.choice(forms)


def _raised(rng: random.Random, thing: Limited, amount: str, days: str, exact: bool) -> str:
    """A sentence that lets the limit of ``thing`` be raised to ``amount`` for ``days``."""
    a = _amount(rng, amount, exact)
    return rng.choice((
        f"Customers can raise the {thing.noun} limit to {a} in the app for up to {days} days.",
        f"The {thing.noun} limit can be raised to {a} for up to {days} days.",
        f"You can raise the {thing.noun} limit to {a} for a maximum of {days} days.",
    ))


def limit_pairs(rng: random.Random, n: int) -> list[Pair]:
    """``n`` pairs about spending limits: about 45 % entailed, 35 % contradicted, 20 %
    neutral."""
    out: list[Pair] = []
    while len(out) < n:
        things = rng.sample(LIMITED, rng.randint(1, 3))
        limits = {t: (rng.choice(sorted(PERIODS)), rng.choice(_LIMITS)) for t in things}
        raised: dict[Limited, tuple[str, str]] = {}
        head = things[0]
        if rng.random() < 0.4:  # the first thing's limit is a default that can be raised
            higher = [a for a in _LIMITS if _value(a) > _value(limits[head][1])]
            if higher:
                raised[head] = (rng.choice(higher), rng.choice(_DAYS))
        sentences = []
        for t in things:
            period, amount = limits[t]
            sentences.append(_stated(rng, t, PERIODS[period], amount, t in raised, exact=True))
            if t in raised:
                sentences.append(_raised(rng, t, *raised[t], exact=True))
        for other in rng.sample(_PRICED, rng.randint(0, 2)):  # a price beside the limits
            sentences.append(rng.choice(price_forms(other, rng.choice(("0.50", "2", "2.50",
                                                                           "5", "15")))))
        if not raised:  # a raise stays right after the default it raises, as tariffs write it
            rng.shuffle(sentences)
        roll = rng.random()
        kind = ("limit_same" if roll < 0.35 else "limit_raised" if roll < 0.45
                else "limit_other" if roll < 0.70 else "limit_raised_as_default" if roll < 0.80
                else "limit_unnamed")
        if not raised and kind == "limit_raised":
            kind = "limit_same"
        elif not raised and kind == "limit_raised_as_default":
            kind = "limit_other"
        t = rng.choice(things)
        period, amount = limits[t]
        if kind == "limit_same":
            claim = _stated(rng, t, PERIODS[period], amount, t in raised and rng.random() < 0.5,
                            exact=False)
            label = ENTAILED
        elif kind == "limit_raised":
            claim, label = _raised(rng, head, *raised[head], exact=False), ENTAILED
        elif kind == "limit_other":  # never the raised amount: the limit can be that
            wrong = rng.choice([a for a in _LIMITS if a not in (amount, raised.get(t, ("",))[0])])
            claim, label = _stated(rng, t, PERIODS[period], wrong, False, exact=False), CONTRADICTED
        elif kind == "limit_raised_as_default":
            claim = _stated(rng, head, PERIODS[limits[head][0]], raised[head][0], True,
                            exact=False)
            label = CONTRADICTED
        else:
            other = rng.choice([x for x in LIMITED if x not in limits])
            claim = _stated(rng, other, PERIODS[rng.choice(sorted(PERIODS))],
                            rng.choice(_LIMITS), False, exact=False)
            label = NEUTRAL
        out.append(Pair(" ".join(sentences), claim, label, f"rule:limit:{kind}"))
    return out


def _value(amount: str) -> int:
    return int(amount.replace(",", ""))
