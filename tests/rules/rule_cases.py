"""Shared helper for per-rule cases: evaluate a set and pick one rule's result."""

from __future__ import annotations


def rule_result(rs, rule_id, case):
    res = rs.evaluate(
        question=case.get("q", ""),
        response=case["r"],
        context=case.get("c"),
        metadata=case.get("m"),
    )
    return next(r for r in res.rules if r.rule_id == rule_id)


def assert_case(rs, rule_id, case, matched):
    """The rule's verdict is ``matched``; its evidence text is ``case['span']`` (None: no span)."""
    r = rule_result(rs, rule_id, case)
    assert r.matched is matched, (rule_id, r.explanation)
    assert r.evidence_text == case.get("span"), (rule_id, r.span, r.evidence_text, r.explanation)
    if r.span is not None:
        assert case["r"][r.span[0] : r.span[1]] == r.evidence_text
    return r
