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

Two more generators below answer what a run with these pairs got wrong
(training/RESULTS.md, "Tariff pairs"): :func:`channel_pairs` (one thing priced
per channel, "online SEPA transfers" / "SEPA transfers ... in online banking")
and :func:`attribute_pairs` (tariffs that also state times, claims about the
times, things mentioned without a price).

The vocabulary (things, amounts, forms) is written here, so the pairs carry
no third-party licence. Deterministic for a seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from data import CONTRADICTED, ENTAILED, NEUTRAL, Pair

__all__ = ["CHANNELS", "NUMBER_WORDS", "THINGS", "TIMED", "attribute_pairs", "channel_pairs",
           "price_pairs"]


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


# --- one thing priced per channel ------------------------------------------
#
# A rule-made mix of single-thing tariffs teaches the verifier that the thing a
# claim names must be the thing a sentence prices. Alone, it also taught it that
# "Online SEPA transfers are free" is not "SEPA transfers are free in online
# banking" (0.21 entailed after a run with 20,000 price pairs; v5: 0.84): the
# channel word ("online") moved from after the predicate to before the noun.
# These pairs state one thing's price per channel in the different places a
# channel can sit, so the same channel said otherwise keeps its price and
# another channel does not inherit it.

CHANNELED = tuple(t for t in THINGS if t.name in (
    "SEPA transfers", "instant transfers", "international transfers", "standing orders"))


@dataclass(frozen=True)
class Channel:
    """Where something is done, as a word before the noun (or none), after it, and at a
    sentence's end."""

    before: str | None
    after: tuple[str, ...]
    tail: tuple[str, ...]


CHANNELS = {
    "online": Channel("online", ("made online", "made in online banking", "in online banking"),
                      ("in online banking", "online", "through online banking")),
    "branch": Channel("branch", ("made at a branch", "at a branch", "at our branches"),
                      ("at a branch", "at our branches", "in a branch")),
    "app": Channel(None, ("made in the app", "made with the mobile app", "in the app"),
                   ("in the app", "with the mobile app")),
    "phone": Channel(None, ("made by phone", "ordered by phone", "by phone"),
                     ("by phone", "over the phone")),
}


def _with_channel(rng: random.Random, thing: Thing, channel: Channel) -> Thing:
    """``thing`` with ``channel`` before or after its name."""
    if channel.before and rng.random() < 0.5:
        return Thing(f"{channel.before} {thing.name}", thing.plural)
    return Thing(f"{thing.name} {rng.choice(channel.after)}", thing.plural)


def _channel_sentence(rng: random.Random, thing: Thing, channel: Channel,
                      amount: str | None) -> str:
    """A sentence that prices ``thing`` done through ``channel`` (``amount`` None: free)."""
    if rng.random() < 0.35:  # the channel at the sentence's end
        t, tail = _cap(thing.name), rng.choice(channel.tail)
        if amount is None:
            verb = rng.choice((_verb(thing, "is free", "are free"),
                               _verb(thing, "costs nothing", "cost nothing"),
                               _verb(thing, "comes at no cost", "come at no cost")))
            return f"{t} {verb} {tail}."
        return f"{t} {_verb(thing, 'costs', 'cost')} {amount} EUR {tail}."
    named = _with_channel(rng, thing, channel)
    forms = free_forms(named) if amount is None else price_forms(named, amount)
    return rng.choice(forms)


def channel_pairs(rng: random.Random, n: int) -> list[Pair]:
    """``n`` pairs about one thing priced per channel: about 45 % entailed, 35 %
    contradicted, 20 % neutral.

    The premise prices the thing through one or two channels (beside zero to
    two other things); the claim states the thing's price through one channel:
    its own price in any words (entailed), the other channel's price
    (contradicted), or any price through a channel the premise never names
    (neutral).
    """
    out: list[Pair] = []
    names = sorted(CHANNELS)
    while len(out) < n:
        thing = rng.choice(CHANNELED)
        chosen = rng.sample(names, 2 if rng.random() < 0.6 else 1)
        prices: dict[str, str | None] = {}
        for i, ch in enumerate(chosen):
            # two channels never share a price, so the other one's is a contradiction
            prices[ch] = None if i == 0 and rng.random() < 0.6 else rng.choice(
                [a for a in _AMOUNTS if a not in prices.values()])
        sentences = [_channel_sentence(rng, thing, CHANNELS[ch], prices[ch]) for ch in chosen]
        # never "branch transfers" beside "branch SEPA transfers": one holds the other
        others = [t for t in THINGS if t not in CHANNELED and t.name != "branch transfers"]
        for other in rng.sample(others, rng.randint(0, 2)):
            sentences.append(rng.choice(free_forms(other)) if rng.random() < 0.4
                             else rng.choice(price_forms(other, rng.choice(_AMOUNTS))))
        rng.shuffle(sentences)
        roll = rng.random()
        if roll < 0.45:
            ch = rng.choice(chosen)
            claimed, label, kind = prices[ch], ENTAILED, "channel_same"
        elif roll < 0.80:
            ch = rng.choice(chosen)
            wrong = [prices[c] for c in chosen if c != ch]
            if not wrong:
                wrong = [rng.choice([a for a in _AMOUNTS if a != prices[ch]])] \
                    if prices[ch] is None else [None]
            claimed, label, kind = wrong[0], CONTRADICTED, "channel_other_price"
        else:
            ch = rng.choice([c for c in names if c not in chosen])
            claimed = None if rng.random() < 0.5 else rng.choice(_AMOUNTS)
            label, kind = NEUTRAL, "channel_unnamed"
        claim = _channel_sentence(rng, thing, CHANNELS[ch], claimed)
        out.append(Pair(" ".join(sentences), claim, label, f"rule:price:{kind}"))
    return out


# --- what a tariff says besides prices ---------------------------------------
#
# Every pair above claims a price, and a run with them read claims about a
# priced thing that state no price as contradicted: "Instant transfers arrive
# within ten seconds" against "... Instant transfers cost 0.50 EUR and arrive
# within ten seconds." went from 0.97 to 0.02 entailed (training/RESULTS.md,
# "Tariff pairs"). These pairs give the things of a tariff a time as well (in
# the price's sentence or their own; numbers in digits or words), mention some
# things without a price, and claim times, prices or both.

#: Things with a time, and the verb their time takes (singular, plural form).
TIMED = {
    "SEPA transfers": "arrive", "instant transfers": "arrive", "international transfers": "arrive",
    "branch transfers": "arrive", "replacement cards": "are delivered",
    "the virtual card": "is ready", "the metal card": "is delivered",
    "a second card": "is delivered",
    "paper statements": "are sent", "a bank reference letter": "is issued",
    "cheque deposits": "are credited", "standing orders": "are executed",
}
_UNITS = ("seconds", "minutes", "hours", "business days", "days")
NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
                8: "eight", 9: "nine", 10: "ten", 12: "twelve", 14: "fourteen", 20: "twenty",
                30: "thirty"}
_WITHIN = ("within {t}", "in at most {t}", "in no more than {t}", "in {t} at the latest")


@dataclass(frozen=True)
class Time:
    """A time limit: ``n`` ``unit`` (plural unit names; "1 days" is written "1 day")."""

    n: int
    unit: str

    def say(self, rng: random.Random) -> str:
        number = NUMBER_WORDS[self.n] if rng.random() < 0.5 else str(self.n)
        unit = self.unit[:-1] if self.n == 1 else self.unit
        return rng.choice(_WITHIN).format(t=f"{number} {unit}")


def _timed_things() -> list[Thing]:
    return [t for t in THINGS if t.name in TIMED]


def _random_time(rng: random.Random, unlike: Time | None = None) -> Time:
    while True:
        got = Time(rng.choice(sorted(NUMBER_WORDS)), rng.choice(_UNITS))
        if got != unlike:
            return got


def _time_clause(rng: random.Random, thing: Thing, time: Time) -> str:
    """"arrive within ten seconds": the thing's verb in its number, and the time."""
    verb = TIMED[thing.name]
    if verb.startswith(("is ", "are ")):
        verb = ("are " if thing.plural else "is ") + verb.split(" ", 1)[1]
    elif not thing.plural:
        verb += "s"
    return f"{verb} {time.say(rng)}"


def _fact(rng: random.Random, thing: Thing, price: str | bool | None, time: Time | None) -> str:
    """One sentence: ``thing``'s price (None: free; False: no price) and/or its time."""
    t = _cap(thing.name)
    if price is False:
        assert time is not None
        return f"{t} {_time_clause(rng, thing, time)}."
    if time is None:
        return rng.choice(free_forms(thing) if price is None else price_forms(thing, price))
    cost = (_verb(thing, "is free", "are free") if price is None
            else f"{_verb(thing, 'costs', 'cost')} {price} EUR")
    return f"{t} {cost} and {_time_clause(rng, thing, time)}."


def attribute_pairs(rng: random.Random, n: int) -> list[Pair]:
    """``n`` pairs about tariffs that also state times: about 45 % entailed, 30 %
    contradicted, 25 % neutral.

    The premise prices two or three things (some with a time in the same
    sentence) and, in more than half of them, mentions one more thing with a
    time and no price. The claim states a thing's time (entailed: the same time in any
    words; contradicted: another), its price and time together, or a price for
    the thing mentioned without one (neutral).
    """
    out: list[Pair] = []
    timed = _timed_things()
    while len(out) < n:
        things = rng.sample(timed, rng.randint(2, 3))
        prices: dict[Thing, str | None] = {
            t: None if rng.random() < 0.35 else rng.choice(_AMOUNTS) for t in things}
        times = {t: _random_time(rng) for t in things if rng.random() < 0.7}
        if not times:
            times[things[0]] = _random_time(rng)
        rest = [t for t in timed if t not in things]
        roll = rng.random()
        # a thing with a time and no price: always where the claim is about it
        mentioned = rng.choice(rest) if roll >= 0.75 or rng.random() < 0.4 else None
        sentences = [_fact(rng, t, prices[t], times.get(t)) for t in things]
        if mentioned is not None:
            times[mentioned] = _random_time(rng)
            sentences.append(_fact(rng, mentioned, False, times[mentioned]))
        rng.shuffle(sentences)
        with_time = sorted((t for t in times if t in prices), key=things.index)
        if roll < 0.30:
            t = rng.choice(sorted(times, key=lambda x: x.name))
            claim = f"{_cap(t.name)} {_time_clause(rng, t, times[t])}."
            label, kind = ENTAILED, "time_same"
        elif roll < 0.45 and with_time:
            t = rng.choice(with_time)
            claim = _fact(rng, t, prices[t], times[t])
            label, kind = ENTAILED, "time_and_price"
        elif roll < 0.75:
            t = rng.choice(sorted(times, key=lambda x: x.name))
            wrong = _random_time(rng, unlike=times[t])
            claim = f"{_cap(t.name)} {_time_clause(rng, t, wrong)}."
            label, kind = CONTRADICTED, "time_other"
        else:
            assert mentioned is not None
            said = None if rng.random() < 0.5 else rng.choice(_AMOUNTS)
            claim = rng.choice(free_forms(mentioned) if said is None
                               else price_forms(mentioned, said))
            label, kind = NEUTRAL, "mentioned_said_priced"
        out.append(Pair(" ".join(sentences), claim, label, f"rule:price:{kind}"))
    return out
