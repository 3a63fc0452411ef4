"""Fuzz targets: every parser and boundary, with the errors each may raise on purpose.

Shared by ``tests/test_fuzz.py`` (a few dozen examples per target, in CI)
and ``bench/run_fuzz.py`` (the long campaign, with counts and timings).

A target takes one generated value and either returns, raises one of its
documented errors (a :class:`~groundtrace.errors.GroundtraceError` subclass,
or a usage error for the CLI), or breaks an invariant with an AssertionError.
Any other exception is a bug: an uncaught exception from deep inside.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import math
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import seed as seed_
from hypothesis import strategies as st

from groundtrace.errors import (
    DataFormatError,
    InvalidInput,
    InvalidText,
    InvalidType,
    PolicyExpressionError,
)

__all__ = ["TARGETS", "FuzzStats", "FuzzTarget", "run_target"]


@dataclass(frozen=True)
class FuzzTarget:
    name: str
    boundary: str
    strategy: st.SearchStrategy[Any]
    call: Callable[[Any], None]
    #: share of the campaign's inputs this target gets (cheap targets get more)
    weight: float = 1.0


# ------------------------------------------------------------------ text pieces

_WORDS = ["the", "fee", "is", "refund", "not", "never", "all", "some", "no", "EUR", "USD", "$",
          "€", "£", "%", "1", "2", "50", "1,000", "1.000", "1.000,50", "2.5k", "3,5", "€1,000.00",
          "2024-03-05", "5/3/2024", "March", "marzo", "de", "12", "1999", "million", "Paris",
          "Madrid", "Banco", "Chase", "VIP", "ten", "diez", "gratis", "free", "24-hour", "IBAN",
          "ES9121000418450200051332", "4111111111111111", "12345678Z", ".", ",", "?", "!", ";",
          "\n", "\n\n", " ", "  ", "\t", "(", ")", "\"", "'", "’", "é", "ß", "İ", "日本",
          "\u0301", "\u200b", "\x00", "\ud800", "\udcff", "\U0001f600", "#", "-", "—"]

#: Any code point, lone surrogates included (st.text leaves those out by default).
_ANY_CHAR = st.characters(exclude_categories=())
_TEXT = st.one_of(
    st.text(_ANY_CHAR, max_size=120),
    st.lists(st.sampled_from(_WORDS), max_size=40).map(" ".join),
    st.lists(st.sampled_from(_WORDS), max_size=40).map("".join),
)
_CLEAN_TEXT = st.lists(st.sampled_from([w for w in _WORDS if not ("\ud800" <= w[:1] <= "\udfff")]),
                       min_size=1, max_size=40).map(" ".join)
_JSON_SCALAR = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), _TEXT)
_JSON = st.recursive(_JSON_SCALAR, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(_TEXT, inner, max_size=4)), max_leaves=12)


def _workdir() -> Path:
    global _WORKDIR
    if _WORKDIR is None:
        _WORKDIR = Path(tempfile.mkdtemp(prefix="groundtrace-fuzz-"))
    return _WORKDIR


_WORKDIR: Path | None = None
_counter = itertools.count()


# ------------------------------------------------------------------ data files

def _jsonl_line() -> st.SearchStrategy[bytes]:
    row = st.fixed_dictionaries(
        {}, optional={"question": _JSON, "context": _JSON, "response": _JSON, "label": _JSON,
                      "id": _JSON})
    as_json = row.map(lambda r: json.dumps(r, ensure_ascii=False,
                                           allow_nan=True).encode("utf-8", "surrogatepass"))
    return st.one_of(
        as_json,
        st.binary(max_size=80),
        st.sampled_from([b"NaN", b'{"label": NaN}', b'{"a": Infinity}', b"[" * 5000,
                         b'{"n": ' + b"9" * 5000 + b"}", b"\xff\xfe", b"{}", b"[]", b'"x"',
                         b'{"question": "\\ud800"}']),
    )


def _jsonl(lines: list[bytes]) -> None:
    from groundtrace.cli._common import inputs_from_rows
    from groundtrace.datasets import iter_jsonl

    path = _workdir() / f"rows-{next(_counter) % 8}.jsonl"
    path.write_bytes(b"\n".join(lines))
    try:
        rows = list(iter_jsonl(path))
        inputs_from_rows(rows, str(path), "triage")
    except DataFormatError:
        return


def _items(row: Any) -> None:
    from groundtrace.types import as_item

    try:
        as_item(row)
    except (InvalidInput, InvalidType):
        return


def _text(value: Any) -> None:
    from groundtrace.encoders.base import check_text

    try:
        out = check_text(value, "text")
    except (InvalidText, InvalidType):
        return
    out.encode("utf-8")  # whatever passes is valid Unicode


# ------------------------------------------------------------------ expressions and rules

_EXPR_TOKENS = ["refund_amount", "is_vip", "amounts", "user_tier", "response", "x", "_x", "len",
                "lower", "contains", "round", "str", "sum", "max", "int", "float", "(", ")", "[",
                "]", ",", " ", "+", "-", "*", "/", "//", "%", "**", "<", "<=", "==", "!=", "and",
                "or", "not", "in", "if", "else", "1", "0", "50", "9" * 12, "1e308", "-1", "2.5",
                "'a'", "'%999999999d'", "'%s'", "'%.2f'", "'%*d'", "True", "None", "__class__",
                ".", ":", "lambda", "import", "'gold'", "[1]", "[[1] * 9999]", "9999"]
_EXPRESSION = st.one_of(st.lists(st.sampled_from(_EXPR_TOKENS), max_size=25).map(" ".join),
                        st.text(_ANY_CHAR, max_size=60))
_VARIABLES = st.fixed_dictionaries({}, optional={
    "refund_amount": st.one_of(st.floats(), st.integers(), st.none(), _TEXT),
    "is_vip": st.booleans(), "amounts": st.lists(st.floats(allow_nan=False), max_size=5),
    "user_tier": _TEXT, "response": _TEXT, "x": _JSON_SCALAR,
})


def _policy_expression(value: tuple[str, dict[str, Any]]) -> None:
    from groundtrace.policy.expressions import ExpressionOutcome, compile_expression

    source, variables = value
    try:
        compiled = compile_expression(source, "fuzz")
    except PolicyExpressionError:
        return
    assert isinstance(compiled.evaluate(variables), ExpressionOutcome)


_RULE_KINDS = ["regex", "keywords", "required_terms", "forbidden_terms", "metadata_compare",
               "expression", "nope"]
_PATTERNS = ["(a+)+$", "(a|a)*b", "ref-\\d{4}", "(?i)guarantee", "(a)\\1", "x(?=y)", "[", "",
             "^.*$", "\\bfee\\b", "é+", "(.*){1,32000}", "a{1000000}"]


def _toml_str(value: str) -> str:
    return json.dumps(value, ensure_ascii=True)  # a TOML basic string (or a load error)


def _house_rule() -> st.SearchStrategy[str]:
    head = 'id = "fz.r"\ndescription = "d"\nweight = 1.0\nsub_score = "compliance"\n' \
           'citation = "fuzz"\n'
    body = st.fixed_dictionaries({"kind": st.sampled_from(_RULE_KINDS)}, optional={
        "pattern": st.one_of(st.sampled_from(_PATTERNS), _TEXT),
        "expr": _EXPRESSION,
        "terms": st.lists(_TEXT, max_size=3),
        "keywords": st.lists(_TEXT, max_size=3),
        "target": st.sampled_from(["response", "question", "context", "metadata"]),
        "ignore_case": st.booleans(),
        "key": st.sampled_from(["score", "a.b", ""]),
        "op": st.sampled_from(["<", ">=", "~"]),
        "value": st.one_of(st.integers(-5, 5), st.floats(allow_nan=False, allow_infinity=False)),
    })

    def render(fields: dict[str, Any]) -> str:
        lines = []
        for key, val in fields.items():
            if isinstance(val, bool):
                lines.append(f"{key} = {str(val).lower()}")
            elif isinstance(val, int | float):
                lines.append(f"{key} = {val!r}")
            elif isinstance(val, list):
                lines.append(f"{key} = [{', '.join(_toml_str(v) for v in val)}]")
            else:
                lines.append(f"{key} = {_toml_str(val)}")
        return "[[rules]]\n" + head + "\n".join(lines) + "\n"

    return st.one_of(body.map(render), _TEXT)


def _house_rules(value: tuple[str, tuple[str, str, str | None, dict[str, Any]]]) -> None:
    from groundtrace.rules.custom import parse_rules_toml

    toml, (question, response, context, metadata) = value
    try:
        ruleset = parse_rules_toml(toml, source="fuzz.toml").as_ruleset()
    except DataFormatError:
        return
    try:
        result = ruleset.evaluate(question=question, response=response, context=context,
                                  metadata=metadata)
    except (InvalidText, InvalidType):
        return
    assert 0.0 <= result.quality <= 1.0


_ANSWER = st.tuples(_TEXT, _TEXT, st.one_of(st.none(), _TEXT),
                    st.dictionaries(st.sampled_from(["score", "a", "user_tier"]),
                                    _JSON_SCALAR, max_size=3))


def _rule_packs(value: tuple[str, str, str | None, dict[str, Any]]) -> None:
    from groundtrace.rules import (
        customer_support_rules,
        decision_rationale_rules,
        routing_rules,
        specialized_agent_rules,
    )

    question, response, context, metadata = value
    for pack in (customer_support_rules(rag=True, domain="finance"), routing_rules(),
                 specialized_agent_rules(tools=("iban", "card", "dni_nie")),
                 decision_rationale_rules(regulations=("gdpr", "eu_ai_act"))):
        try:
            result = pack.evaluate(question=question, response=response, context=context,
                                   metadata=metadata)
        except (InvalidText, InvalidType):
            return
        for rule in result.rules:
            if rule.span is not None:
                assert 0 <= rule.span[0] <= rule.span[1] <= len(response)


# ------------------------------------------------------------------ number, date, text parsers

_NUMERIC = st.one_of(
    st.lists(st.sampled_from(["1", "0", "9", ",", ".", " ", "€", "$", "%", "k", "M", "million",
                              "-", "/", "2024", "03", "March", "de", "marzo", "USD", "EUR", "ten",
                              "1.000", "1,5", "\u00a0", "٣", "½", "free", " is free", "no fee",
                              "gratis", "–", "s", "'s", ":", "more than ", "about ", "two"]),
             max_size=30).map("".join),
    _TEXT,
)


def _numbers(text: str) -> None:
    from groundtrace.checks.numbers import find_numbers, parse_number
    from groundtrace.checks.prices import find_free
    from groundtrace.text.always import find_always
    from groundtrace.text.numbers import parse_number as policy_number

    for m in find_numbers(text, include_years=True):
        assert text[m.start:m.end] == m.text
        assert all(math.isfinite(v) for v in m.values)
    for f in find_free(text):
        assert text[f.start:f.end] == f.text
    for a in find_always(text):
        assert text[a.start:a.end] == a.text
    raw = "".join(ch for ch in text if ch in "0123456789.,")
    with contextlib.suppress(InvalidInput):  # not every run of digits and separators is one
        parse_number(raw)
    try:
        policy_number(text)
    except InvalidInput:
        return


def _dates(text: str) -> None:
    from groundtrace.checks.dates import find_dates

    last = -1
    for d in find_dates(text):
        assert text[d.start:d.end] == d.text and d.start >= last
        last = d.end


def _records(value: Any) -> None:
    import json

    from groundtrace.sources.records import as_record_text, render_records

    text = value if isinstance(value, str) else json.dumps(value)
    out = as_record_text(text)
    assert isinstance(out, str) and (out == text or "{" not in out or "{" in text)
    assert isinstance(render_records(value), str)


def _sentences(value: tuple[str, str | None]) -> None:
    from groundtrace.text.claims import extract_claims, short_answer_claim
    from groundtrace.text.sentences import split_sentences

    text, question = value
    for language in ("en", "es"):
        for s in split_sentences(text, language=language):
            assert text[s.start:s.end] == s.text
        for c in extract_claims(text, language=language):
            assert 0 <= c.start <= c.end <= len(text)
    short_answer_claim(text, question)


def _checks(value: tuple[str, list[str], list[str]]) -> None:
    from groundtrace.checks import run_checks
    from groundtrace.checks.base import SourceText
    from groundtrace.sources.spans import Span

    claim, evidence, sources = value

    def texts(items: list[str], prefix: str) -> list[SourceText]:
        return [SourceText(t, Span(f"{prefix}{i}", 0, len(t))) for i, t in enumerate(items)]

    for hit in run_checks(claim, texts(evidence, "e"), texts(sources, "s")):
        assert 0 <= hit.claim_start <= hit.claim_end <= len(claim)


def _policy_variables(value: tuple[str, str]) -> None:
    from groundtrace.policy.variables import extract_variables

    message, response = value
    try:
        out = extract_variables(message, response)
    except (InvalidText, InvalidType):
        return
    json.dumps(out.values, allow_nan=False)


# ------------------------------------------------------------------ CLI arguments

_CLI_VALUES = st.one_of(st.sampled_from(["", "0", "-1", "1", "x", "all", "es", "en", "\ud800",
                                         "/no/such/file", "sqlite:///:memory:", "--json", "-o",
                                         "1e9", "nan", "customer_support", "language=es"]),
                        st.text(_ANY_CHAR, max_size=12))
_CLI = {
    "compute": ["--q", "--c", "--r", "--json"],
    "score": ["-o", "--json"],
    "verify": ["--context", "--response", "--question", "--top-k", "--language",
               "--lexical-candidates", "--json", "--html"],
    "rules": ["list", "check", "--pack", "--option", "--question", "--response", "--context",
              "--metadata", "--json"],
    "enforce": ["--policy", "--message", "--response", "--input", "--session", "--json"],
    "eval": ["--method", "--limit", "--seed", "--partition", "--json"],
    "audit": ["verify", "show", "replay", "export-labels", "--store", "--since", "--json"],
}


def _cli_args() -> st.SearchStrategy[list[str]]:
    def build(command: str) -> st.SearchStrategy[list[str]]:
        token = st.one_of(st.sampled_from(_CLI[command]), _CLI_VALUES)
        return st.lists(token, max_size=8).map(lambda rest: [command, *rest])

    return st.sampled_from(sorted(_CLI)).flatmap(build)


def _cli(argv: list[str]) -> None:
    from click.testing import CliRunner

    from groundtrace.cli import main

    # What a real command line can hold: bytes without NUL (C strings), decoded as
    # Python decodes argv.
    argv = [a.replace("\x00", "").encode("utf-8", "surrogatepass")
            .decode("utf-8", "surrogateescape") for a in argv]
    uses_encoder = argv[0] in ("compute", "score", "verify", "enforce", "eval")
    args = [*argv, "--encoder", "hashing"] if uses_encoder else argv
    if argv[0] == "audit":
        args = [*argv[:2], "--store", f"sqlite:///{_workdir() / 'none.db'}", *argv[2:]]
    result = CliRunner().invoke(main, args)
    assert result.exit_code in (0, 1, 2, 3), (args, result.output)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception


# ------------------------------------------------------------------ HTTP

_client: Any = None


def _http_client() -> Any:
    global _client
    if _client is None:
        from fastapi.testclient import TestClient

        from groundtrace.audit import Signer
        from groundtrace.policy import example_policy_path
        from groundtrace.service import ServiceConfig, create_app

        config = ServiceConfig(store_url=f"sqlite:///{_workdir() / 'service.db'}",
                               encoder="hashing", token="",
                               policy_path=str(example_policy_path()))
        _client = TestClient(create_app(config, signer=Signer.generate()),
                             raise_server_exceptions=False)
    return _client


_FIELDS = ["question", "response", "context", "message", "metadata", "rules", "session",
           "tenant", "trace_id", "grounded", "note", "reviewer", "extra"]
_BODY = st.one_of(
    st.dictionaries(st.sampled_from(_FIELDS), st.one_of(_JSON, _CLEAN_TEXT), max_size=6),
    _JSON,
)
_PATHS = ["/v1/evaluate", "/v1/triage", "/v1/verify", "/v1/rules/check", "/v1/enforce",
          "/v1/records/nope/labels", "/v1/records/nope", "/review.json", "/review/x.json",
          "/healthz", "/docs"]


def _http(value: tuple[str, Any, bool]) -> None:
    path, body, raw = value
    client = _http_client()
    if path.startswith("/v1/") and path != "/v1/records/nope":
        content = (json.dumps(body, allow_nan=True, ensure_ascii=False)
                   .encode("utf-8", "surrogatepass") if not raw else
                   str(body).encode("utf-8", "surrogatepass"))
        response = client.post(path, content=content,
                               headers={"content-type": "application/json"})
    else:
        params = body if isinstance(body, Mapping) else {"q": str(body)}
        clean = {str(k).encode("utf-8", "replace").decode(): str(v)
                 .encode("utf-8", "replace").decode() for k, v in params.items()}
        response = client.get(path, params=clean)
    assert response.status_code < 500, (path, body, response.text)
    if response.status_code >= 400 and "json" in response.headers.get("content-type", ""):
        payload = response.json()
        assert payload["ok"] is False and payload["status"] == response.status_code


TARGETS: tuple[FuzzTarget, ...] = (
    FuzzTarget("jsonl", "JSONL reader and rows", st.lists(_jsonl_line(), max_size=4), _jsonl),
    FuzzTarget("items", "Item mapping", _JSON, _items, 1.5),
    FuzzTarget("text", "text validation", st.one_of(_TEXT, _JSON_SCALAR), _text, 1.5),
    FuzzTarget("policy_expression", "policy expressions",
               st.tuples(_EXPRESSION, _VARIABLES), _policy_expression, 1.5),
    FuzzTarget("house_rules", "house rules (TOML, regex, expressions)",
               st.tuples(_house_rule(), _ANSWER), _house_rules, 1.0),
    FuzzTarget("rule_packs", "rule packs", _ANSWER, _rule_packs, 0.5),
    FuzzTarget("numbers", "number parsers", _NUMERIC, _numbers, 1.5),
    FuzzTarget("dates", "date parser", _NUMERIC, _dates, 1.5),
    FuzzTarget("records", "JSON records as text", st.one_of(_JSON, _TEXT), _records, 1.0),
    FuzzTarget("sentences", "sentence and claim splitting",
               st.tuples(_TEXT, st.one_of(st.none(), _TEXT)), _sentences, 1.0),
    FuzzTarget("checks", "claim checks",
               st.tuples(st.one_of(_TEXT, _NUMERIC),
                         st.lists(st.one_of(_TEXT, _NUMERIC), max_size=3),
                         st.lists(_TEXT, max_size=3)),
               _checks, 1.0),
    FuzzTarget("policy_variables", "policy variable extraction", st.tuples(_TEXT, _TEXT),
               _policy_variables, 1.0),
    FuzzTarget("cli", "CLI arguments", _cli_args(), _cli, 0.4),
    FuzzTarget("http", "HTTP request bodies and queries",
               st.tuples(st.sampled_from(_PATHS), _BODY, st.booleans()), _http, 0.3),
)


@dataclass
class FuzzStats:
    """What one target's run saw: inputs, failures (first few kept), slowest call."""

    target: str
    inputs: int = 0
    failures: int = 0
    examples: list[str] = field(default_factory=list)
    max_seconds: float = 0.0
    over_limit: int = 0
    seconds: float = 0.0


def run_target(target: FuzzTarget, max_examples: int, *, seed: int = 0,
               limit_s: float = 2.0, raise_failures: bool = False) -> FuzzStats:
    """Feed ``max_examples`` generated inputs to ``target`` and count what happened.

    With ``raise_failures`` the first failure propagates (hypothesis then
    shrinks it to a minimal input: what a test wants); otherwise every
    failure is counted and the run goes on (what a campaign wants).
    """
    stats = FuzzStats(target.name)
    started = time.perf_counter()

    @settings(max_examples=max_examples, deadline=None, database=None, derandomize=False,
              suppress_health_check=list(HealthCheck), phases=[Phase.generate]
              if not raise_failures else [Phase.generate, Phase.shrink])
    @seed_(seed)
    @given(target.strategy)
    def feed(value: Any) -> None:
        t0 = time.perf_counter()
        try:
            target.call(value)
        except Exception as exc:
            if raise_failures:
                raise
            stats.failures += 1
            if len(stats.examples) < 3:
                stats.examples.append(f"{type(exc).__name__}: {str(exc)[:200]} <- "
                                      f"{repr(value)[:200]}")
        finally:
            took = time.perf_counter() - t0
            stats.inputs += 1
            stats.max_seconds = max(stats.max_seconds, took)
            stats.over_limit += took > limit_s

    feed()
    stats.seconds = time.perf_counter() - started
    return stats
