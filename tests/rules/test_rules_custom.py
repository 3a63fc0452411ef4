"""Custom rules declared in TOML: every kind, validation errors, safe expressions, combination."""

from __future__ import annotations

import pytest
from rule_cases import assert_case

from groundtrace.errors import DataFormatError
from groundtrace.rules import banking_rules, customer_support_rules
from groundtrace.rules.custom import load_rules_toml, parse_rules_toml

HEAD = 'description = "d"\nweight = 1.0\nsub_score = "compliance"\ncitation = "Acme policy P-1"\n'


def one(kind_body: str, rid: str = "acme.r") -> str:
    return f'[[rules]]\nid = "{rid}"\n{HEAD}{kind_body}\n'


def ruleset(kind_body):
    return parse_rules_toml(one(kind_body)).as_ruleset()


CASES = {
    "regex": (
        'kind = "regex"\npattern = "ref-\\\\d{4}"',
        {"r": "Your ref-1234 is open.", "span": "ref-1234"},
        {"r": "No reference."},
    ),
    "regex_must_not": (
        'kind = "regex"\npattern = "(?i)guarantee"\nmust_match = false',
        {"r": "Returns vary."},
        {"r": "We Guarantee it.", "span": "Guarantee"},
    ),
    "keywords": (
        'kind = "keywords"\nkeywords = ["fee", "commission", "charge"]\nmin_hits = 2',
        {"r": "The commission and the fee are waived.", "span": "commission"},
        {"r": "The fee is waived.", "span": "fee"},
    ),
    "required_terms": (
        'kind = "required_terms"\nterms = ["APR", "TAE"]',
        {"r": "APR 5% (TAE 5,1%).", "span": "APR"},
        {"r": "APR 5%."},
    ),
    "forbidden_terms": (
        'kind = "forbidden_terms"\nterms = ["Bank X"]',
        {"r": "We offer it."},
        {"r": "Unlike Bank X, we offer it.", "span": "Bank X"},
    ),
    "metadata_compare": (
        'kind = "metadata_compare"\nkey = "router.top1"\nop = ">="\nvalue = 0.7',
        {"r": "x", "m": {"router": {"top1": 0.9}}},
        {"r": "x", "m": {"router": {"top1": 0.5}}},
    ),
    "expression": (
        "kind = \"expression\"\nexpr = \"words(response) <= 5 and get(metadata, 'channel') != "
        "'sms'\"",
        {"r": "Short answer.", "m": {"channel": "web"}},
        {"r": "Short answer.", "m": {"channel": "sms"}},
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_kind_holds_and_fires(name):
    body, holds, fires = CASES[name]
    rs = ruleset(body)
    assert_case(rs, "acme.r", holds, True)
    assert_case(rs, "acme.r", fires, False)


def test_target_question_has_no_span():
    rs = ruleset('kind = "required_terms"\nterms = ["loan"]\ntarget = "question"')
    assert_case(rs, "acme.r", {"q": "About my loan", "r": "loan info"}, True)
    assert_case(rs, "acme.r", {"q": "Hello", "r": "loan info"}, False)


def test_metadata_compare_missing_or_not_numeric():
    rs = ruleset('kind = "metadata_compare"\nkey = "score"\nop = "<"\nvalue = 1')
    res = rs.evaluate(question="", response="x", metadata={})
    assert not res.rules[0].matched and "no 'score'" in res.rules[0].explanation
    res = rs.evaluate(question="", response="x", metadata={"score": True})
    assert not res.rules[0].matched and "not a finite number" in res.rules[0].explanation


def test_expression_runtime_errors_are_verdicts():
    rs = ruleset('kind = "expression"\nexpr = "metadata[\'score\'] > 1"')
    res = rs.evaluate(question="", response="x", metadata={})
    assert not res.rules[0].matched and "failed" in res.rules[0].explanation
    rs = ruleset('kind = "expression"\nexpr = "len(response)"')
    res = rs.evaluate(question="", response="x")
    assert not res.rules[0].matched and "not true/false" in res.rules[0].explanation


@pytest.mark.parametrize(
    ("expr", "match"),
    [
        ("response.upper() == 'X'", "Attribute"),
        ("question.__class__", "Attribute"),
        ("metadata['__class__'] == 1", "__"),
        ("(lambda: True)()", "Lambda"),
        ("[c for c in response] == []", "ListComp"),
        ("2 ** 1000 > 1", "Pow"),
        ("open('x')", "unknown name"),
        ("__import__('os')", "unknown name"),
        ("len(response) > " + "1 + " * 200 + "1", "characters"),
        ("(x := 1)", "NamedExpr"),
        ("f'{response}' == ''", "JoinedStr"),
        ("len(obj=response) > 1", "keyword"),
        ("response[0:2] == 'ab'", "Slice"),
        ("1 +", "not a valid expression"),
    ],
)
def test_unsafe_expressions_are_refused_at_load(expr, match):
    toml = one('kind = "expression"\nexpr = ' + repr(expr).replace("\\'", "'"))
    with pytest.raises(DataFormatError, match=match):
        parse_rules_toml(toml, source="r.toml")


@pytest.mark.parametrize(
    ("body", "match"),
    [
        ('kind = "nope"', "kind must be one of"),
        ('kind = "regex"\npattern = "("', "invalid regular expression"),
        ('kind = "regex"\npattern = "a"\nbogus = 1', "unknown fields"),
        ('kind = "keywords"\nkeywords = []', "non-empty list"),
        ('kind = "keywords"\nkeywords = ["a"]\nmin_hits = 3', "min_hits"),
        ('kind = "metadata_compare"\nkey = "a"\nop = "~"\nvalue = 1', "op must be"),
        ('kind = "metadata_compare"\nkey = "a"\nop = "<"\nvalue = "x"', "value must be a number"),
        ('kind = "forbidden_terms"\nterms = ["x"]\ntarget = "metadata"', "target must be"),
    ],
)
def test_validation_errors_name_file_and_rule(body, match):
    with pytest.raises(DataFormatError, match=match) as err:
        parse_rules_toml(one(body, rid="acme.bad"), source="policy.toml")
    assert "policy.toml" in str(err.value) and "acme.bad" in str(err.value)


def test_engine_level_errors_name_the_rule(tmp_path):
    bad = one('kind = "forbidden_terms"\nterms = ["x"]', rid="acme.w").replace(
        "weight = 1.0", "weight = 2"
    )
    p = tmp_path / "w.toml"
    p.write_text(bad)
    with pytest.raises(DataFormatError, match=r"w\.toml: rule 'acme\.w': .*weight"):
        load_rules_toml(p)


def test_file_level_errors(tmp_path):
    with pytest.raises(DataFormatError, match="cannot read"):
        load_rules_toml(tmp_path / "missing.toml")
    p = tmp_path / "x.toml"
    p.write_text("[[rules]\n")
    with pytest.raises(DataFormatError, match="invalid TOML"):
        load_rules_toml(p)
    p.write_text('title = "x"')
    with pytest.raises(DataFormatError, match="unknown top-level"):
        load_rules_toml(p)
    p.write_text("[ruleset]\nname = 'x'\n")
    with pytest.raises(DataFormatError, match=r"\[\[rules\]\]"):
        load_rules_toml(p)
    dup = one('kind = "regex"\npattern = "a"') * 2
    with pytest.raises(DataFormatError, match="duplicate id"):
        parse_rules_toml(dup)


def test_combine_with_pack_and_flag_table(tmp_path):
    p = tmp_path / "acme.toml"
    p.write_text(
        "[flag]\nbelow = { compliance = 1.0 }\n"
        + one('kind = "forbidden_terms"\nterms = ["Bank X"]')
    )
    custom = load_rules_toml(p)
    assert custom.name == "acme"
    rs = custom.extend(banking_rules())
    assert rs.name == "banking[quality_floor=0.3]+acme" and len(rs.rules) == 10
    good = (
        "Because your card may be at risk, go to the mobile app and tap Block. According to "
        "our terms, blocking takes 5 minutes."
    )
    assert not rs.evaluate(question="How do I block my card?", response=good).flagged
    bad = rs.evaluate(question="How do I block my card?", response=good + " Bank X is slower.")
    assert bad.flagged and bad.sub_scores["compliance"] == 0.0 and "compliance < 1" in bad.flag_rule


def test_combine_rejects_duplicate_ids():
    custom = parse_rules_toml(
        one('kind = "regex"\npattern = "a"', rid="cs.grounded.faq_overlap"), source="dup.toml"
    )
    with pytest.raises(DataFormatError, match=r"dup\.toml.*duplicate rule id"):
        custom.extend(customer_support_rules())


def test_standalone_quality_floor():
    toml = "[ruleset]\nquality_floor = 0.9\n" + one('kind = "required_terms"\nterms = ["ok"]')
    rs = parse_rules_toml(toml).as_ruleset()
    assert rs.evaluate(question="", response="ok").flagged is False
    assert rs.evaluate(question="", response="no").flagged is True
