"""Rule-made pairs about prices: "free" in other words, and "free" said of the wrong thing.

Two failures of the shipped verifier (v5) that the banking FAQ shows and the
NLI data barely covers (bench/RESULTS.md, "grounded paraphrases of a banking
FAQ"):

* a price of nothing in negated words reads as a contradiction: "Online SEPA
  transfers don't cost anything" against "SEPA transfers are free in online
  banking" scores 0.86 contradicted, "There is no fee for SEPA transfers
  made online" 0.90;
* "free" said of another thing reads as entailed: "Branch transfers are free"
  against "Replacement cards are free of charge. Branch transfers are
  processed within one business day. ..." scores 0.97 entailed
  (``bench/run_verifier_readings.py``).

Each pair here has a short tariff as its premise (two to four things, one
or two free, the others priced, sometimes a limit) and one claim about one of
them:

* **entailed**: a free thing stated free in other words (positive and negated
  forms both ways: "is free" / "costs nothing" / "doesn't cost anything" /
  "there is no fee for" / "comes at no cost" / "is free of charge"), or a
  priced thing at its price in other words;
* **contradicted**: a priced thing stated free (any form), or a free thing
  stated at an amount;
* **neutral**: a thing the tariff never prices stated free or at an amount.

The vocabulary (things, amounts, forms) is written here, so the pairs carry
no third-party licence. Deterministic for a seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from data import CONTRADICTED, ENTAILED, NEUTRAL, Pair

__all__ = ["THINGS", "price_pairs"]


@dataclass(frozen=True)
class Thing:
    """Something a tariff prices, as it reads mid-sentence, and its grammatical number."""

    name: str
    plural: bool


THINGS = tuple(Thing(n, p) for n, p in (
    ("SEPA transfers", True), ("branch transfers", True), ("instant transfers", True),
    ("international transfers", True), ("replacement cards", True), ("card payments abroad", True),
    ("cash withdrawals at our ATMs", True), ("cash withdrawals abroad", True),
    ("paper statements", True), ("standing orders", True), ("direct debits", True),
    ("cheque deposits", True), ("account alerts by SMS", True), ("the Basic account", False),
    ("the Premium account", False), ("the student account", False), ("the virtual card", False),
    ("the metal card", False), ("online banking", False), ("the mobile app", False),
    ("a second card", False), ("an overdraft arrangement", False),
    ("a bank reference letter", False),
    ("delivery", False), ("returns", True), ("parking for visitors", False),
    ("admission to the museum", False), ("Wi-Fi on board", False), ("installation", False),
    ("the first consultation", False), ("a cancellation within 14 days", False),
))
_AMOUNTS = ("0.50", "1", "1.50", "2", "2.50", "3", "4.90", "5", "7.50", "9.90", "12", "15", "25",
            "30", "49")


def _cap(text: str) -> str:
    return text[0].upper() + text[1:]


def _verb(thing: Thing, singular: str, plural: str) -> str:
    return plural if thing.plural else singular


def free_forms(thing: Thing) -> list[str]:
    """The ways a sentence says ``thing`` costs nothing."""
    t = thing.name
    return [
        f"{_cap(t)} {_verb(thing, 'is', 'are')} free.",
        f"{_cap(t)} {_verb(thing, 'is', 'are')} free of charge.",
        f"{_cap(t)} {_verb(thing, 'costs', 'cost')} nothing.",
        f"{_cap(t)} {_verb(thing, 'does', 'do')} not cost anything.",
        f"{_cap(t)} {_verb(thing, 'doesn’t', 'don’t')} cost anything.".replace("’", "'"),
        f"{_cap(t)} {_verb(thing, 'comes', 'come')} at no cost.",
        f"There is no fee for {t}.",
        f"There is no charge for {t}.",
        f"You pay nothing for {t}.",
        f"{_cap(t)} {_verb(thing, 'is', 'are')} offered without any fees.",
    ]


def price_forms(thing: Thing, amount: str) -> list[str]:
    """The ways a sentence says ``thing`` costs ``amount`` EUR."""
    t = thing.name
    return [
        f"{_cap(t)} {_verb(thing, 'costs', 'cost')} {amount} EUR.",
        f"The fee for {t} is {amount} EUR.",
        f"You pay {amount} EUR for {t}.",
        f"{_cap(t)} {_verb(thing, 'is', 'are')} charged at EUR {amount}.",
        f"There is a fee of {amount} EUR for {t}.",
    ]


def _tariff(rng: random.Random) -> tuple[list[Thing], list[Thing], dict[Thing, str], str]:
    """(free things, priced things, their amounts, the premise)."""
    n = rng.randint(2, 4)
    things = rng.sample(THINGS, n)
    n_free = 1 if n < 4 else rng.randint(1, 2)
    free, priced = things[:n_free], things[n_free:]
    amounts = {t: rng.choice(_AMOUNTS) for t in priced}
    sentences = [rng.choice(free_forms(t)) for t in free]
    sentences += [rng.choice(price_forms(t, amounts[t])) for t in priced]
    if rng.random() < 0.3:
        limit = rng.choice(("1,000", "3,000", "5,000"))
        sentences.append(f"The daily limit for card payments is {limit} EUR.")
    rng.shuffle(sentences)
    return free, priced, amounts, " ".join(sentences)


def price_pairs(rng: random.Random, n: int) -> list[Pair]:
    """``n`` pairs: about 40 % entailed, 35 % contradicted, 25 % neutral."""
    out: list[Pair] = []
    while len(out) < n:
        free, priced, amounts, premise = _tariff(rng)
        others = [t for t in THINGS if t not in free and t not in priced]
        roll = rng.random()
        if roll < 0.30:
            claim, label, kind = rng.choice(free_forms(rng.choice(free))), ENTAILED, "free"
        elif roll < 0.40:
            t = rng.choice(priced)
            claim, label, kind = rng.choice(price_forms(t, amounts[t])), ENTAILED, "amount"
        elif roll < 0.60:
            claim, label, kind = (rng.choice(free_forms(rng.choice(priced))), CONTRADICTED,
                                  "priced_said_free")
        elif roll < 0.75:
            t = rng.choice(free)
            claim, label, kind = (rng.choice(price_forms(t, rng.choice(_AMOUNTS))), CONTRADICTED,
                                  "free_said_priced")
        elif roll < 0.90:
            claim, label, kind = (rng.choice(free_forms(rng.choice(others))), NEUTRAL,
                                  "unpriced_said_free")
        else:
            t = rng.choice(others)
            claim, label, kind = (rng.choice(price_forms(t, rng.choice(_AMOUNTS))), NEUTRAL,
                                  "unpriced_said_priced")
        out.append(Pair(premise, claim, label, f"rule:price:{kind}"))
    return out
