"""The use cases behind ``verify``, ``rules check``, ``enforce`` and ``ask``: the CLI
calls these, and each gives what its layer gives when called directly."""

from __future__ import annotations

import types

import numpy as np
import pytest
from audit_helpers import sample_input

import groundtrace.operations as ops
from groundtrace.errors import InvalidInput, InvalidType
from groundtrace.operations import prepare_input
from groundtrace.sources import Document

FEES = ("SEPA transfers in online banking are free of charge. Transfers ordered at a branch "
        "cost 2.50 EUR. Instant transfers cost 0.50 EUR each.")


def test_sources_are_named_by_file_and_numbered_when_two_share_a_name(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    for folder in ("a", "b"):
        (tmp_path / folder / "faq.json").write_text(FEES, encoding="utf-8")
    (tmp_path / "notes.md").write_text("# Fees\n\n" + FEES, encoding="utf-8")
    same = ops.load_sources([tmp_path / "a" / "faq.json", tmp_path / "b" / "faq.json"])
    assert [d.doc_id for d in same] == ["doc0", "doc1"]
    assert all(d.kind == "text" and d.text == FEES for d in same)
    named = ops.load_sources([tmp_path / "a" / "faq.json", tmp_path / "notes.md"])
    assert [(d.doc_id, d.kind) for d in named] == [("faq.json", "text"), ("notes.md", "markdown")]
    # a .json file that holds JSON is read as record lines
    (tmp_path / "fees.json").write_text('{"branch_transfer_fee": "2.50 EUR"}', encoding="utf-8")
    (doc,) = ops.load_sources([tmp_path / "fees.json"])
    assert (doc.kind, doc.text) == ("json", "branch transfer fee: 2.50 EUR.")


def test_verify_documents_equals_the_claim_layer_on_the_same_documents(hashing):
    from groundtrace.claims import verify

    docs = [Document.from_text(FEES, "fees.txt")]
    response = "A branch transfer costs 2.50 EUR. Instant transfers cost 5 EUR."
    got = ops.verify_documents(response, docs, question="Fees?", encoder=hashing, top_k=1)
    direct = verify(response, documents=docs, question="Fees?", encoder=hashing, top_k=1)
    assert got.to_dict() == direct.to_dict()
    assert got.to_dict() != ops.verify_documents(response, docs, encoder=hashing).to_dict()
    with pytest.raises(InvalidInput, match="documents must not be empty"):
        ops.verify_documents(response, [], encoder=hashing)


def test_rules_check_runs_named_packs_or_one_given_rule_set_never_both():
    from groundtrace.rules import customer_support_rules
    from groundtrace.rules.packs import build_pack

    named = prepare_input("rules.check", {**sample_input(1), "rules": ["banking", "routing"]})
    results = ops.rules_check_inputs([named])[0]
    expected = [build_pack(n).evaluate(question=named.question, response=named.response,
                                       context=named.context, metadata={})
                for n in ("banking", "routing")]
    assert [r.to_dict() for r in results] == [r.to_dict() for r in expected]
    rule_set = customer_support_rules(rag=True, domain="finance")
    bare = prepare_input("rules.check", sample_input(1))
    (only,) = ops.rules_check_inputs([bare], rule_set=rule_set)[0]
    assert only.ruleset == rule_set.name
    with pytest.raises(InvalidInput, match="needs rule packs"):
        ops.rules_check_inputs([bare])
    with pytest.raises(InvalidInput, match="names rule packs \\['banking', 'routing'\\] and"):
        ops.rules_check_inputs([named], rule_set=rule_set)
    with pytest.raises(InvalidInput, match="non-empty rule-pack names"):
        prepare_input("rules.check", {**sample_input(1), "rules": []})
    with pytest.raises(InvalidInput, match="needs rule packs"):
        ops.run_operation("rules.check", sample_input(1))


def test_enforce_inputs_stream_what_enforce_gives_each_input_alone():
    from groundtrace.policy import enforce, example_policy_path, load_policy

    policy = load_policy(example_policy_path())
    rows = [{"message": "Can I get a refund of the $75 fee?",
             "response": "Yes, we will refund the $75 fee.",
             "session": {"profile": {"is_vip": False}}},
            {"message": "What is the transfer fee?", "response": "Transfers cost 2 EUR.",
             "context": "Transfers within the EU cost 2 EUR."}]
    stream = ops.enforce_inputs((prepare_input("enforce", r) for r in rows), policy=policy,
                                encoder="hashing")
    assert isinstance(stream, types.GeneratorType)
    got = [r.to_dict() for r in stream]
    alone = [enforce(r["message"], r["response"], policy=policy, session=r.get("session"),
                     context=r.get("context"), encoder="hashing").to_dict() for r in rows]
    assert got == alone and got[0]["passed"] is False and len(got) == 2
    with pytest.raises(InvalidInput, match="prepared for 'triage', not 'enforce'"):
        next(ops.enforce_inputs([prepare_input("triage", sample_input(1))], policy=policy))
    with pytest.raises(InvalidInput, match="session step"):
        prepare_input("enforce", {**rows[0], "session": {"step": 3}})
    with pytest.raises(InvalidType, match="session must be an object"):
        prepare_input("enforce", {**rows[0], "session": [1]})


class _KeywordVerifier:
    name = "keyword-fake"

    def predict(self, premises, hypotheses):
        from groundtrace.checks.lexicon import content_words

        return np.asarray([[0.95, 0.04, 0.01] if content_words(h) and content_words(h)
                           <= content_words(p) else [0.05, 0.9, 0.05]
                           for p, h in zip(premises, hypotheses, strict=True)], dtype=np.float32)


def test_ask_inputs_answer_each_question_at_its_own_strictness(hashing):
    from groundtrace.answer import Corpus, Pipeline

    corpus = Corpus([Document.from_text(FEES, "fees.txt")], encoder=hashing)
    pipe = Pipeline(corpus, verifier=_KeywordVerifier(), min_relevance=-1.0)
    questions = [{"question": "How much does a branch transfer cost?", "strictness": s}
                 for s in ("strict", "lenient")]
    answers = ops.ask_inputs([prepare_input("ask", q) for q in questions], pipeline=pipe)
    assert [a.strictness.value for a in answers] == ["strict", "lenient"]
    alone = [Pipeline(corpus, verifier=_KeywordVerifier(), min_relevance=-1.0,
                      strictness=q["strictness"]).ask(q["question"]) for q in questions]
    assert [a.to_dict() for a in answers] == [a.to_dict() for a in alone]
    assert pipe.strictness.value == "balanced" and pipe.with_strictness("balanced") is pipe
    with pytest.raises(InvalidInput, match="strictness must be one of"):
        pipe.with_strictness("loose")
    with pytest.raises(InvalidInput, match="prepared for 'verify', not 'ask'"):
        ops.ask_inputs([prepare_input("verify", sample_input(1))], pipeline=pipe)


def test_open_corpus_builds_saves_and_reopens_an_index(tmp_path, hashing):
    (tmp_path / "fees.txt").write_text(FEES, encoding="utf-8")
    (tmp_path / "cards.txt").write_text("A lost card can be blocked in the app.",
                                        encoding="utf-8")
    seen = []
    index = tmp_path / "idx"
    first = ops.open_corpus([str(tmp_path / "fees.txt")], index, encoder=hashing,
                            on_document=seen.append)
    assert seen == [tmp_path / "fees.txt"] and (index / "manifest.json").is_file()
    again = ops.open_corpus([], index, encoder=hashing)
    assert [d.doc_id for d in again.documents] == [d.doc_id for d in first.documents]
    grown = ops.open_corpus([str(tmp_path / "cards.txt")], index, encoder=hashing)
    assert len(grown) == 2 and len(ops.open_corpus([], index, encoder=hashing)) == 2
    with pytest.raises(InvalidInput, match="nothing to answer from"):
        ops.open_corpus([], tmp_path / "empty", encoder=hashing)


def test_a_rule_check_needs_neither_a_question_nor_a_source():
    from click.testing import CliRunner

    from groundtrace.cli import main

    bare = prepare_input("rules.check", {"question": "", "rules": ["decision_rationale"],
                                         "response": "Declined because the income is low."})
    assert bare.context is None and bare.question == ""
    (result,) = ops.rules_check_inputs([bare])[0]
    assert result.ruleset.startswith("decision_rationale")
    res = CliRunner().invoke(main, ["rules", "check", "--pack", "decision_rationale",
                                    "--question", "", "--response", "Declined: income."])
    assert res.exit_code == 0 and "Rule set decision_rationale" in res.output, res.output
    with pytest.raises(InvalidInput, match="question must be a non-empty string"):
        prepare_input("triage", {"question": "", "response": "Declined: income."})
