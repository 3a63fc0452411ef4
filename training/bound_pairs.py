"""Rule-made pairs that apply a rule's bound to one case: "a cheque for 8,000 EUR can't".

Assistants answer a rule with the customer's own case: "In the app, each cheque
can be for up to 2,500 EUR" is asked about as "Can I pay in my 8,000 EUR cheque
in the app?", and answered "No, a cheque for 8,000 EUR can't be paid in with
the app". The shipped verifier (v7) reads such answers backwards: on that premise
it gives the answer 0.02 entailed and 0.83 contradicted; "If you spend only 450 EUR
with your card in a month, you earn no cashback for that month" beside "You only
earn cashback in a month in which your card purchases total at least 500 EUR"
0.06 entailed; "If you're 15, you can't create a virtual card yet, as you need to
be at least 16" beside "You must be at least 16 to create a virtual card" 0.16
(``python bench/run_verifier_readings.py``, 2026-12-02). The FAQ bench's fresh
files, written without seeing the code, have such answers in most sets, and they
fail (bench/RESULTS.md, notes of sessions 9-13).

Each pair's premise states one bound (sometimes beside an unrelated sentence),
and its claim one case:

* **limit** (``limit_inside`` / ``limit_outside``): a most or least amount of a
  thing, per channel ("In the app, each cheque can be for up to 2,500 EUR",
  "Transfers by phone must be at least 100 EUR"); the case is allowed on its
  side (entailed), refused beyond it ("can't", entailed), and the other way
  round contradicted; a case restates the bound now and then ("the most is
  2,500 EUR"), sometimes with another value (contradicted);
* **age** and **term** (``age_*``, ``term_*``): a least age, a range of months;
  the same four readings;
* **only** (``only_below``): a reward earned only at or above an amount; a case
  below earns nothing (entailed), or earns it (contradicted); a case above is
  not made (the rule says what is needed, not that it is enough);
* **trigger** (``trigger_above`` / ``trigger_below``): a requirement for cases
  over an amount ("For disputes over 500 EUR, a signed declaration is
  required"); a case above needs it (entailed) or not (contradicted); a case
  below is neutral either way: the rule does not say what holds there (as the
  claim layer reads it, :mod:`groundtrace.checks.thresholds`);
* **other channel** (``limit_other_channel``): a case in a channel the premise
  never bounds, neutral.

The vocabulary is written here, so the pairs carry no third-party licence.
Deterministic for a seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from data import CONTRADICTED, ENTAILED, NEUTRAL, Pair

__all__ = ["CHANNELS", "THINGS", "bound_pairs"]


@dataclass(frozen=True)
class Thing:
    """Something a bound limits: its noun, plural, and the verb of making one."""

    noun: str
    plural: str
    made: str  # "paid in", "made", "sent"
    channels: tuple[str, ...]  # where one can be made


THINGS = (
    Thing("cheque", "cheques", "paid in", ("in the app", "at a deposit machine", "at a branch")),
    Thing("card payment", "card payments", "made", ("online", "by contactless", "abroad")),
    Thing("transfer", "transfers", "sent", ("in the app", "online", "by phone", "at a branch")),
    Thing("cash withdrawal", "cash withdrawals", "made", ("at a cash machine", "at a branch",
                                                          "abroad")),
    Thing("top-up", "top-ups", "made", ("by card", "by bank transfer", "in cash")),
    Thing("cash deposit", "cash deposits", "made", ("at a deposit machine", "at a branch",
                                                    "at a post office")),
    Thing("standing order", "standing orders", "set up", ("in the app", "online", "by phone")),
)
CHANNELS = tuple(sorted({c for t in THINGS for c in t.channels}))
_AMOUNTS = (10, 20, 25, 50, 100, 150, 200, 250, 300, 500, 750, 1000, 1500, 2000, 2500, 3000,
            5000, 8000, 10000, 15000, 20000, 25000, 50000)
_PRODUCTS = ("a credit card", "a current account", "a personal loan", "an investment account",
             "a car loan", "a business overdraft")
_TERMED = ("personal loans", "fixed-term deposits", "car loans", "home improvement loans")
_REWARDS = ("cashback", "bonus points", "bonus interest", "reward points")
_REQUIREMENTS = (("a signed declaration is required", "needs a signed declaration"),
                 ("we call you to confirm it", "is confirmed by a call from us"),
                 ("a second approval is needed", "needs a second approval"),
                 ("you must show ID", "needs you to show ID"))
_ASIDES = ("Our branches are open from 9:00 to 17:00 on weekdays.",
           "You can see every payment in the app.",
           "Statements are sent every month.",
           "Call us on 0800 100 200 if you have a question.")


def _eur(rng: random.Random, v: int, exact: bool, before_noun: bool = False) -> str:
    """``v`` EUR as a premise (``exact``) or a claim writes it (``before_noun``: "a 500
    EUR cheque", not "a 500 euros cheque")."""
    s = f"{v:,}"
    if exact or rng.random() < 0.5:
        return f"{s} EUR"
    return rng.choice((f"{v} EUR", f"€{s}", f"EUR {s}") if before_noun
                      else (f"{v} EUR", f"€{s}", f"{s} euros", f"EUR {s}"))


def _cap(s: str) -> str:
    return s[0].upper() + s[1:]


def _case(rng: random.Random, thing: Thing, v: int) -> str:
    """A case of ``thing`` worth ``v`` EUR, as a claim's subject."""
    if rng.random() < 0.35:
        return f"a {_eur(rng, v, False, before_noun=True)} {thing.noun}"
    return f"a {thing.noun} {rng.choice(('of', 'for'))} {_eur(rng, v, False)}"


def _limit(rng: random.Random, out: list[Pair]) -> None:
    thing = rng.choice(THINGS)
    channel = rng.choice(thing.channels)
    most = rng.random() < 0.6
    b = rng.choice(_AMOUNTS[2:-2])
    bound = _eur(rng, b, exact=True)
    if most:
        premise = rng.choice((f"{_cap(channel)}, each {thing.noun} can be for up to {bound}.",
                              f"{_cap(thing.plural)} {channel} are limited to {bound} each.",
                              f"The maximum for a single {thing.noun} {channel} is {bound}.",
                              f"{_cap(thing.plural)} of up to {bound} can be {thing.made} "
                              f"{channel}."))
        inside = [a for a in _AMOUNTS if a <= b]
        outside = [a for a in _AMOUNTS if a > b]
    else:
        premise = rng.choice((f"{_cap(thing.plural)} {channel} must be at least {bound}.",
                              f"The minimum {thing.noun} {channel} is {bound}.",
                              f"Each {thing.noun} {channel} has to be {bound} or more."))
        inside = [a for a in _AMOUNTS if a >= b]
        outside = [a for a in _AMOUNTS if a < b]
    if rng.random() < 0.3:
        premise = f"{premise} {rng.choice(_ASIDES)}"
    roll = rng.random()
    if roll < 0.15:  # a channel the premise never bounds
        other = rng.choice([c for c in thing.channels if c != channel])
        verb = rng.choice(("can", "can't"))
        claim = f"{_cap(_case(rng, thing, rng.choice(_AMOUNTS)))} {verb} be {thing.made} {other}."
        out.append(Pair(premise, claim, NEUTRAL, "rule:bound:limit_other_channel"))
        return
    outside_case = roll < 0.6
    v = rng.choice(outside if outside_case else inside)
    allowed = not outside_case
    says_allowed = rng.random() < 0.5
    subject = _case(rng, thing, v)
    opener = "No, " if not says_allowed and rng.random() < 0.3 else ""
    if says_allowed:
        claim = f"{_cap(subject)} can be {thing.made} {channel}."
    else:
        claim = f"{opener}{subject if opener else _cap(subject)} can't be {thing.made} {channel}"
        if outside_case and rng.random() < 0.5:  # the bound restated, right or wrong
            stated = b if rng.random() < 0.7 else rng.choice([a for a in _AMOUNTS if a != b
                                                             and (a < v if most else a > v)])
            word = "most" if most else "least"
            claim += f": the {word} is {_eur(rng, stated, False)}"
            if stated != b:
                out.append(Pair(premise, claim + ".", CONTRADICTED,
                                "rule:bound:limit_wrong_bound"))
                return
        claim += "."
    label = ENTAILED if says_allowed == allowed else CONTRADICTED
    out.append(Pair(premise, claim, label,
                    f"rule:bound:limit_{'outside' if outside_case else 'inside'}"))


def _age(rng: random.Random, out: list[Pair]) -> None:
    product, least = rng.choice(_PRODUCTS), rng.choice((16, 18, 21, 25))
    premise = rng.choice((f"You must be at least {least} to apply for {product}.",
                          f"{_cap(product)} is for customers aged {least} or over.",
                          f"{_cap(product)} is available from the age of {least}."))
    outside = rng.random() < 0.5
    v = rng.choice(range(12, least) if outside else range(least + 1, 70))
    says_allowed = rng.random() < 0.5
    if says_allowed:
        claim = rng.choice((f"At {v}, you can apply for {product}.",
                            f"If you're {v}, you can apply for {product}."))
    else:
        claim = rng.choice((f"At {v}, you can't apply for {product} yet.",
                            f"No, if you're {v} you can't apply for {product}."))
        if rng.random() < 0.4:
            claim = claim[:-1] + f", as you need to be at least {least}."
    label = ENTAILED if says_allowed != outside else CONTRADICTED
    out.append(Pair(premise, claim, label, f"rule:bound:age_{'outside' if outside else 'inside'}"))


def _term(rng: random.Random, out: list[Pair]) -> None:
    termed = rng.choice(_TERMED)
    lo, hi = rng.choice(((6, 24), (12, 60), (12, 84), (3, 12), (24, 120)))
    premise = rng.choice((f"{_cap(termed)} can run for {lo} to {hi} months.",
                          f"Terms from {lo} to {hi} months are available for {termed}.",
                          f"The shortest term for {termed} is {lo} months and the longest "
                          f"{hi} months."))
    outside = rng.random() < 0.5
    v = rng.choice([m for m in (1, 2, 3, 6, 9, 12, 18, 24, 36, 48, 60, 72, 84, 96, 120, 144)
                    if m not in (lo, hi) and (lo <= m <= hi) != outside])
    noun = termed[:-1]  # "personal loan"
    says_allowed = rng.random() < 0.5
    claim = (f"A {v}-month {noun} is possible." if says_allowed
             else rng.choice((f"A {v}-month {noun} isn't possible.",
                              f"No, you can't take a {noun} over {v} months.")))
    label = ENTAILED if says_allowed != outside else CONTRADICTED
    out.append(Pair(premise, claim, label,
                    f"rule:bound:term_{'outside' if outside else 'inside'}"))


def _only(rng: random.Random, out: list[Pair]) -> None:
    reward, thing = rng.choice(_REWARDS), rng.choice(THINGS[1:3])
    b = rng.choice((100, 200, 300, 500, 1000, 1500))
    premise = rng.choice((f"You only earn {reward} in a month in which your {thing.plural} "
                          f"total at least {_eur(rng, b, True)}.",
                          f"{_cap(reward)} is paid only for months with at least "
                          f"{_eur(rng, b, True)} of {thing.plural}."))
    v = rng.choice([a for a in _AMOUNTS if a < b])
    says_earned = rng.random() < 0.5
    amount = _eur(rng, v, False)
    claim = (f"If your {thing.plural} come to {amount} in a month, you earn {reward} for it."
             if says_earned else
             rng.choice((f"If your {thing.plural} come to only {amount} in a month, you earn no "
                         f"{reward} for it.",
                         f"With {amount} of {thing.plural} in a month, you don't earn any "
                         f"{reward}.")))
    out.append(Pair(premise, claim, CONTRADICTED if says_earned else ENTAILED,
                    "rule:bound:only_below"))


def _trigger(rng: random.Random, out: list[Pair]) -> None:
    thing = rng.choice(THINGS)
    rule, needs = rng.choice(_REQUIREMENTS)
    b = rng.choice(_AMOUNTS[4:-3])
    premise = rng.choice((f"For {thing.plural} over {_eur(rng, b, True)}, {rule}.",
                          f"If a {thing.noun} is more than {_eur(rng, b, True)}, {rule}."))
    above = rng.random() < 0.6
    v = rng.choice([a for a in _AMOUNTS if (a > b if above else a < b)])
    says_needed = rng.random() < 0.5
    subject = _cap(_case(rng, thing, v))
    denied = needs.replace("needs", "does not need").replace("is ", "is not ", 1)
    claim = f"{subject} {needs if says_needed else denied}."
    label = (ENTAILED if says_needed else CONTRADICTED) if above else NEUTRAL
    out.append(Pair(premise, claim, label,
                    f"rule:bound:trigger_{'above' if above else 'below'}"))


_KINDS = ((_limit, 0.45), (_age, 0.15), (_term, 0.12), (_only, 0.1), (_trigger, 0.18))


def bound_pairs(rng: random.Random, n: int) -> list[Pair]:
    """``n`` pairs of a rule's bound and one case of it (the kinds in the module's text)."""
    out: list[Pair] = []
    makers, weights = zip(*_KINDS, strict=True)
    while len(out) < n:
        rng.choices(makers, weights)[0](rng, out)
    return out
