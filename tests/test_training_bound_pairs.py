"""training/bound_pairs.py: each case of a rule's bound is labelled as the rule reads it.

The labels are re-derived here from the text alone (the bound in the premise, the
case and its polarity in the claim), so a template that says other than its
label fails.
"""

from __future__ import annotations

import random
import re

from training_modules import load_training_module

bounds = load_training_module("bound_pairs")
data = load_training_module("data")

_AMOUNT = re.compile(r"(?:€|EUR )(\d[\d,]*)|(\d[\d,]*) ?(?:EUR|euros)")


def _amounts(text: str) -> list[int]:
    return [int((m.group(1) or m.group(2)).replace(",", "")) for m in _AMOUNT.finditer(text)]


def _channel(text: str) -> str | None:
    found = [c for c in bounds.CHANNELS if c in text.lower()]
    return max(found, key=len) if found else None


def _negated(claim: str) -> bool:
    return re.search(r"\b(?:can't|isn't|no|don't|not)\b", claim, re.IGNORECASE) is not None


def _expected(p) -> int:
    kind = p.source.removeprefix("rule:bound:")
    premise, claim = p.premise, p.hypothesis
    if kind.startswith("limit"):
        b = _amounts(premise)[0]
        most = re.search(r"up to|limited to|maximum", premise) is not None
        rule = premise.split(". ")[0]  # an aside may name a channel too ("in the app")
        if _channel(claim) != _channel(rule):
            return data.NEUTRAL
        v, *restated = _amounts(claim)
        if restated and restated[0] != b:
            return data.CONTRADICTED
        allowed = v <= b if most else v >= b
        return data.ENTAILED if allowed != _negated(claim) else data.CONTRADICTED
    if kind.startswith("age"):
        least = int(re.search(r"\d+", premise).group())
        v = int(re.search(r"\d+", claim).group())
        if (need := re.search(r"at least (\d+)", claim)) is not None:
            assert int(need.group(1)) == least, p
        return data.ENTAILED if (v >= least) != _negated(claim) else data.CONTRADICTED
    if kind.startswith("term"):
        lo, hi = (int(x) for x in re.findall(r"\d+", premise))
        v = int(re.search(r"\d+", claim).group())
        return data.ENTAILED if (lo <= v <= hi) != _negated(claim) else data.CONTRADICTED
    if kind == "only_below":
        (b,), (v,) = _amounts(premise), _amounts(claim)
        assert v < b, p
        return data.ENTAILED if _negated(claim) else data.CONTRADICTED
    assert kind.startswith("trigger"), p
    (b,), (v,) = _amounts(premise), _amounts(claim)
    if v < b:
        return data.NEUTRAL  # the rule says nothing of cases under its bound
    return data.CONTRADICTED if _negated(claim) else data.ENTAILED


def test_bound_pairs_mean_what_their_labels_say():
    pairs = bounds.bound_pairs(random.Random(11), 1500)
    assert len(pairs) == 1500 and pairs == bounds.bound_pairs(random.Random(11), 1500)
    kinds = {p.source.removeprefix("rule:bound:") for p in pairs}
    assert kinds == {"limit_inside", "limit_outside", "limit_wrong_bound",
                     "limit_other_channel", "age_inside", "age_outside", "term_inside",
                     "term_outside", "only_below", "trigger_above", "trigger_below"}
    for p in pairs:
        assert p.label == _expected(p), p
    shares = {lab: sum(p.label == lab for p in pairs) / len(pairs)
              for lab in (data.ENTAILED, data.NEUTRAL, data.CONTRADICTED)}
    assert 0.3 < shares[data.ENTAILED] < 0.55 and 0.08 < shares[data.NEUTRAL] < 0.25
    # a case beyond its bound is said both ways, and the refusal is entailed
    refused = [p for p in pairs if p.source.endswith("limit_outside") and _negated(p.hypothesis)]
    assert refused and all(p.label == data.ENTAILED for p in refused)
