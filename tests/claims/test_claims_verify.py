"""verify()/verify_batch(): pluggable verifier, verdicts, levels, JSON, determinism, LLM lane."""

from __future__ import annotations

import json

import numpy as np
import pytest

from groundtrace import (
    AlignmentVerifier,
    ClaimStatus,
    Document,
    GroundingLevel,
    verify,
    verify_batch,
)
from groundtrace.checks.base import CheckOutcome
from groundtrace.errors import ConfigurationError, InvalidInput, InvalidType, ModelError
from groundtrace.models.protocol import LABELS, Verifier
from groundtrace.retrieval.index import UnitIndex

CONTEXT = (
    "Our standard account costs 5 EUR per month. The card is free for students.\n\n"
    "International transfers take 2 business days. The bank was founded in 2019 in Barcelona.\n"
    "Overdrafts are not allowed on the basic account."
)


class FakeVerifier:
    """Entailed when every word of the claim is in the premise; records each call."""

    name = "fake-v1"

    def __init__(self, contradict: str | None = None) -> None:
        self.calls: list[tuple[list[str], list[str]]] = []
        self.contradict = contradict

    def predict(self, premises, hypotheses):
        self.calls.append((list(premises), list(hypotheses)))
        out = []
        for p, h in zip(premises, hypotheses, strict=True):
            words = {w.strip(".,").lower() for w in h.split()}
            inside = {w.strip(".,").lower() for w in p.split()}
            share = len(words & inside) / len(words)
            if self.contradict and self.contradict in h:
                out.append([0.05, 0.05, 0.9])
            elif share == 1.0:
                out.append([0.9, 0.08, 0.02])
            else:
                out.append([0.1, 0.85, 0.05])
        return np.array(out, dtype=np.float32)


def test_fake_and_alignment_verifiers_satisfy_the_protocol(hashing):
    assert isinstance(FakeVerifier(), Verifier)
    v = AlignmentVerifier(hashing)
    assert isinstance(v, Verifier)
    out = v.predict(["The fee is 5 EUR.", "Cards are free."],
                    ["The fee is 7 EUR.", "Cards are free."])
    assert out.dtype == np.float32 and out.shape == (2, 3)
    assert np.allclose(out.sum(axis=1), 1.0, atol=1e-6)
    e, c = LABELS.index("entailed"), LABELS.index("contradicted")
    assert out[0, c] > out[0, e] and out[1, e] > 0.9
    assert np.array_equal(out, v.predict(["The fee is 5 EUR.", "Cards are free."],
                                         ["The fee is 7 EUR.", "Cards are free."]))
    assert v.predict([], []).shape == (0, 3)
    with pytest.raises(InvalidInput, match="same length"):
        v.predict(["a"], [])
    with pytest.raises(InvalidInput, match=r"hypotheses\[0\]"):
        v.predict(["a"], [" "])


def test_one_predict_call_per_batch_with_top_k_pairs(hashing):
    fake = FakeVerifier()
    # no claim quotes a sentence of the context (a quote is not put to the verifier)
    # or states a value the reading would rewrite (that pair is read twice)
    items = [
        {"response": "Students can get the card. The bank is in Barcelona.",
         "context": CONTEXT},
        {"response": "Students can get the card.", "context": CONTEXT, "id": "b"},
    ]
    out = verify_batch(items, encoder=hashing, verifier=fake, top_k=2)
    assert len(fake.calls) == 1
    premises, hypotheses = fake.calls[0]
    assert len(premises) == len(hypotheses) == (2 + 1) * 2
    assert [a.id for a in out] == [None, "b"]
    assert all(a.verifier == "fake-v1" for a in out)
    assert all(len(c.evidence) == 2 for a in out for c in a.claims)


def test_statuses_levels_and_json_offsets(hashing):
    response = ("Hello! The card is free for students. The bank was founded in 2021. "
                "Our branch has a rooftop garden.")
    a = verify(response, CONTEXT, encoder=hashing, verifier=FakeVerifier(), question="Fees?")
    statuses = [c.status for c in a.claims]
    assert statuses == [ClaimStatus.SUPPORTED, ClaimStatus.CONTRADICTED,
                        ClaimStatus.UNSUPPORTED]
    assert a.level is GroundingLevel.CONTRADICTORY
    d = json.loads(json.dumps(a.to_dict()))
    for c in d["claims"]:
        assert response[c["start"]:c["end"]] == c["text"]
        assert c["status"] in {"supported", "partial", "unsupported", "contradicted"}
        for ev in c["evidence"]:
            assert CONTEXT[ev["start"]:ev["end"]] == ev["text"] and ev["doc_id"] == "context"
    date_hit = next(h for h in d["claims"][1]["checks"] if h["check"] == "dates")
    assert date_hit["outcome"] == "contradicted" and date_hit["source_value"] == "2019"
    assert CONTEXT[date_hit["source"]["start"]:date_hit["source"]["end"]] == "2019"
    assert d["contradicted"] == [1] and d["unsupported"] == [2] and d["supported"] == [0]
    assert "contradict" in a.recommendation


@pytest.mark.parametrize(
    ("response", "level"),
    [
        ("The card is free for students.", GroundingLevel.FULLY_GROUNDED),
        ("The card is free for students. Our branch has a rooftop garden.",
         GroundingLevel.PARTIALLY_GROUNDED),
        ("Our branch has a rooftop garden.", GroundingLevel.UNGROUNDED),
        ("Overdrafts are allowed on the basic account.", GroundingLevel.CONTRADICTORY),
        ("Hi there! How can I help?", GroundingLevel.FULLY_GROUNDED),
    ],
)
def test_every_level(hashing, response, level):
    a = verify(response, CONTEXT, encoder=hashing, verifier=FakeVerifier())
    assert a.level is level
    greeting = response.startswith("Hi there")
    assert (not a.claims) is greeting  # only the greeting has no checkable claim
    assert (a.score == 1.0 and not a.verification_ran) is greeting
    assert ("no checkable claim" in a.recommendation) is greeting


def test_model_contradiction_without_a_check(hashing):
    # not the source's sentence word for word: that would be a quote, supported
    a = verify("Students get the card for free.", CONTEXT, encoder=hashing,
               verifier=FakeVerifier(contradict="card"))
    (c,) = a.claims
    assert c.status is ClaimStatus.CONTRADICTED and c.contradiction == pytest.approx(0.9)
    assert "verifier finds" in c.explanation


class _PassageVerifier:
    """Fixed probabilities per evidence passage, by a word the passage holds."""

    name = "by-passage"

    def __init__(self, table: dict[str, list[float]]) -> None:
        self.table = table

    def predict(self, premises, hypotheses):
        return np.array([next(v for k, v in self.table.items() if k in p) for p in premises],
                        dtype=np.float32)


FEES = ("Branch transfers cost 2.50 EUR.\n\nInstant transfers cost 0.50 EUR, where branch "
        "ones cost 2.50 EUR.")


def test_a_supporting_passage_outweighs_a_weaker_contradiction_elsewhere(hashing):
    ver = _PassageVerifier({"Branch": [0.95, 0.04, 0.01], "Instant": [0.2, 0.2, 0.6]})
    (c,) = verify("A branch transfer costs 2.50 EUR.", FEES, encoder=hashing, verifier=ver,
                  top_k=2, window=1).claims
    assert len(c.evidence) == 2
    assert c.status is ClaimStatus.SUPPORTED
    assert c.contradiction == pytest.approx(0.6)  # still reported
    assert c.score == pytest.approx(0.95 * (1 - 0.01))  # discounted by its own passage only


def test_a_contradiction_stronger_than_the_support_discounts_the_score(hashing):
    ver = _PassageVerifier({"Branch": [0.3, 0.6, 0.1], "Instant": [0.05, 0.05, 0.9]})
    (c,) = verify("A branch transfer costs 2.50 EUR.", FEES, encoder=hashing, verifier=ver,
                  top_k=2, window=1).claims
    assert c.status is ClaimStatus.CONTRADICTED
    assert c.score == pytest.approx(0.3 * (1 - 0.9))


def test_a_passage_that_states_none_of_the_settled_numbers_does_not_contradict(hashing):
    # every number of the claim is found in the passage that best entails it, and the
    # other passage states none of them: its contradiction is about something else
    fees = "Branch transfers cost 2.50 EUR.\n\nInstant transfers cost 0.50 EUR."
    ver = _PassageVerifier({"Branch": [0.6, 0.3, 0.1], "Instant": [0.05, 0.05, 0.9]})
    (c,) = verify("A branch transfer costs 2.50 EUR.", fees, encoder=hashing, verifier=ver,
                  top_k=2, window=1).claims
    assert c.status is ClaimStatus.SUPPORTED
    assert c.contradiction == pytest.approx(0.1)
    assert [e.contradicted for e in c.evidence] == pytest.approx([0.1, 0.9])  # as read
    # a number the claim states that the check does not find leaves it counted
    (c,) = verify("A branch transfer costs 3.50 EUR.", fees, encoder=hashing, verifier=ver,
                  top_k=2, window=1).claims
    assert c.status is ClaimStatus.CONTRADICTED


def test_a_settled_number_inside_another_number_is_not_stated_there(hashing):
    # "5" is in "0.5%" only as a digit: that passage states none of the claim's numbers
    terms = ("The term is 5 to 30 years.\n\nOpening the mortgage costs 0.5% of the loan, "
             "or 15 EUR at least.")
    ver = _PassageVerifier({"term": [0.45, 0.35, 0.2], "Opening": [0.15, 0.25, 0.6]})
    (c,) = verify("The mortgage can last between 5 and 30 years.", terms, encoder=hashing,
                  verifier=ver, top_k=2, window=1).claims
    assert len(c.evidence) == 2
    assert c.status is not ClaimStatus.CONTRADICTED
    assert c.contradiction == pytest.approx(0.2)
    # where the other passage does state the number, its contradiction counts
    terms = "The term is 5 to 30 years.\n\nOpening the mortgage takes 5 days."
    (c,) = verify("The mortgage can last between 5 and 30 years.", terms, encoder=hashing,
                  verifier=ver, top_k=2, window=1).claims
    assert c.status is ClaimStatus.CONTRADICTED


def test_a_rival_value_of_the_claims_subject_still_contradicts(hashing):
    # the claim's "5 business days" is stated of a damaged card; the passage about
    # express delivery gives it another value in the same unit
    cards = ("If your card is damaged, order a replacement in the app; it arrives within "
             "5 business days.\n\nExpress delivery in 2 business days costs 15 EUR.")
    ver = _PassageVerifier({"damaged": [0.6, 0.3, 0.1], "Express": [0.1, 0.2, 0.7]})
    (c,) = verify("Express delivery takes 5 business days.", cards, encoder=hashing,
                  verifier=ver, top_k=2, window=1).claims
    assert len(c.evidence) == 2
    assert [h.outcome for h in c.checks] == [CheckOutcome.SUPPORTED]  # the damaged card's 5
    assert c.status is ClaimStatus.CONTRADICTED
    assert c.contradiction == pytest.approx(0.7)


def test_answer_model_views(hashing):
    response = "The card is free for students. Our branch has a rooftop garden. Thanks!"
    a = verify(response, CONTEXT, encoder=hashing, verifier=FakeVerifier(),
               generation_logprob=-0.4)
    assert [s.index for s in a.supported_sentences] == [0]
    assert [s.index for s in a.unsupported_sentences] == [1]
    assert a.sentences[2].confidence is None and a.sentences[2].status is None
    assert a.cited_sentence_ids and all(i.startswith("context:s") for i in a.cited_sentence_ids)
    (v0,) = a.verification_for(0)
    assert v0.is_supported and v0.supporting_span is not None
    assert CONTEXT[v0.supporting_span.char_start:v0.supporting_span.char_end].startswith(
        "The card")
    assert not a.verification_for(1)[0].is_supported
    with pytest.raises(IndexError):
        a.verification_for(3)
    assert a.min_support == pytest.approx(min(c.support for c in a.claims))
    assert a.faithfulness.generation_logprob == -0.4
    assert a.faithfulness.retrieval_score >= 0 and 0 <= a.faithfulness.support_score <= 1


def test_features_for_the_fusion_model(hashing):
    a = verify("The bank was founded in 2021. The card is free for students.", CONTEXT,
               encoder=hashing, verifier=FakeVerifier())
    f = a.features()
    assert all(isinstance(v, float) for v in f.values())
    assert f["n_claims"] == 2.0 and f["share_contradicted"] == 0.5
    assert f["dates_check_hits"] == 1.0 and f["numbers_check_hits"] == 0.0
    assert {"min_support", "mean_support", "max_contradiction", "share_supported",
            "share_unsupported", "entities_check_hits", "negation_check_hits"} <= set(f)
    scores = [c.score for c in a.claims]
    assert f["min_claim_score"] == min(scores) < f["score"]
    # the fused model's input: half the mean claim score, half the weakest claim's
    assert f["mean_min_score"] == pytest.approx(0.5 * (sum(scores) / 2 + min(scores)))
    assert f["min_claim_score"] < f["mean_min_score"] < f["score"]


def test_mean_min_score_without_claims_is_one(hashing):
    f = verify("Thanks!", CONTEXT, encoder=hashing, verifier=FakeVerifier()).features()
    assert f["n_claims"] == 0.0
    assert f["score"] == f["min_claim_score"] == f["mean_min_score"] == 1.0


def test_audit_trail_is_primitives_only(hashing):
    a = verify("The bank was founded in 2021.", CONTEXT, encoder=hashing,
               verifier=FakeVerifier(), question="When?")

    def walk(x):
        if isinstance(x, dict):
            assert all(isinstance(k, str) for k in x)
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
        else:
            assert x is None or type(x) in (str, int, float, bool)

    trail = a.audit_trail()
    walk(trail)
    assert trail["verification_ran"] is True and trail["verifier"] == "fake-v1"
    assert trail["claims"][0]["status"] == "contradicted"
    assert trail["llm_second_opinion"]["used"] is False
    assert json.loads(json.dumps(trail)) == trail


def test_deterministic_and_batch_equals_single(hashing):
    r = "The card is free for students. The bank was founded in 2021 in Madrid."
    one = verify(r, CONTEXT, encoder=hashing)
    again = verify(r, CONTEXT, encoder=hashing)
    batch = verify_batch([{"response": "Other answer here.", "context": "Other text."},
                          {"response": r, "context": CONTEXT}], encoder=hashing)[1]
    dump = json.dumps(one.to_dict(), sort_keys=True)
    assert dump == json.dumps(again.to_dict(), sort_keys=True)
    assert dump == json.dumps(batch.to_dict(), sort_keys=True)


def test_documents_and_order_of_sources(hashing):
    docs = [Document.from_text("The card is free for students.", "cards"),
            {"doc_id": "fees", "text": "Our standard account costs 5 EUR per month."}]
    a = verify("Our standard account costs 5 EUR per month.", documents=docs, encoder=hashing,
               verifier=FakeVerifier())
    assert a.claims[0].status is ClaimStatus.SUPPORTED
    assert a.claims[0].evidence[a.claims[0].best_evidence].span.doc_id == "fees"
    b = verify("Our standard account costs 5 EUR per month.", documents=docs[::-1], encoder=hashing,
               verifier=FakeVerifier())
    assert a.claims[0].status == b.claims[0].status
    assert a.claims[0].support == b.claims[0].support


def test_a_prepared_index_gives_the_same_verdicts_as_the_documents(hashing):
    docs = [Document.from_text("The card is free for students. It has no fee.", "cards"),
            Document.from_text(CONTEXT, "fees")]
    items = [{"response": "Our standard account costs 5 EUR per month. Cards cost 3 EUR.",
              "question": "What does it cost?"},
             {"response": "Transfers take 2 business days.", "id": "t"}]
    plain = verify_batch([{**it, "documents": docs} for it in items], encoder=hashing,
                         verifier=FakeVerifier())
    index = UnitIndex.build(docs)
    fake = FakeVerifier()
    indexed = verify_batch(items, encoder=hashing, verifier=fake, index=index)
    assert [json.dumps(a.to_dict(), sort_keys=True) for a in indexed] == [
        json.dumps(a.to_dict(), sort_keys=True) for a in plain]
    assert indexed[0].claims[1].status is not ClaimStatus.SUPPORTED
    assert len(fake.calls) == 1  # one verifier call for the whole batch
    with pytest.raises(InvalidInput, match=r"items\[0\].*no context or documents"):
        verify_batch([{"response": "x y z.", "context": "a b c."}], encoder=hashing,
                     index=index)
    with pytest.raises(ConfigurationError, match="window=2"):
        verify_batch(items, encoder=hashing, index=index, window=3)
    with pytest.raises(InvalidType, match="UnitIndex"):
        verify_batch(items, encoder=hashing, index=docs)
    with pytest.raises(InvalidInput, match="unique"):
        UnitIndex.build([docs[0], docs[0]])
    with pytest.raises(InvalidType, match=r"documents\[0\]"):
        UnitIndex.build(["text"])


def test_input_errors(hashing):
    with pytest.raises(InvalidInput, match="needs a context or documents"):
        verify("The fee is 5 EUR.", encoder=hashing)
    with pytest.raises(InvalidInput, match="not both"):
        verify("The fee is 5 EUR.", "x", documents=["y"], encoder=hashing)
    with pytest.raises(InvalidInput, match="unique"):
        verify("The fee is 5 EUR.", documents=[Document.from_text("a", "d"),
                                               Document.from_text("b", "d")], encoder=hashing)
    with pytest.raises(InvalidType, match="verifier must have"):
        verify("The fee is 5 EUR.", "x", encoder=hashing, verifier=object())
    with pytest.raises(ConfigurationError, match="top_k"):
        verify("The fee is 5 EUR.", "x", encoder=hashing, top_k=0)
    with pytest.raises(ConfigurationError, match="partial_threshold"):
        verify("The fee is 5 EUR.", "x", encoder=hashing, partial_threshold=0.9,
               support_threshold=0.5)
    with pytest.raises(InvalidInput, match="generation_logprob"):
        verify("The fee is 5 EUR.", "x", encoder=hashing, generation_logprob=0.5)
    with pytest.raises(InvalidInput, match=r"items\[1\]"):
        verify_batch([{"response": "a b", "context": "c"}, {"response": " ", "context": "c"}],
                     encoder=hashing)


class BadShape:
    name = "bad"

    def predict(self, premises, hypotheses):
        return np.ones((len(premises), 2), dtype=np.float32)


class NotNormalised:
    name = "unnormalised"

    def predict(self, premises, hypotheses):
        return np.full((len(premises), 3), 0.5, dtype=np.float32)


@pytest.mark.parametrize(("verifier", "match"), [(BadShape(), "shape"),
                                                 (NotNormalised(), "sum to 1")])
def test_malformed_verifier_output(hashing, verifier, match):
    with pytest.raises(ModelError, match=match):
        verify("The fee is 5 EUR.", CONTEXT, encoder=hashing, verifier=verifier)


def test_llm_second_opinion_is_beside_the_verdict(hashing):
    prompts = []

    def llm(prompt: str) -> str:
        prompts.append(prompt)
        return ('Sure:\n{"claim": 1, "verdict": "supported", "reason": "stated"}\n'
                '{"claim": 2, "verdict": "Supported", "reason": "looks fine"}')

    r = "The card is free for students. The bank was founded in 2021."
    base = verify(r, CONTEXT, encoder=hashing, verifier=FakeVerifier())
    a = verify(r, CONTEXT, encoder=hashing, verifier=FakeVerifier(), llm=llm)
    assert len(prompts) == 1 and "[2] Claim: The bank was founded in 2021." in prompts[0]
    assert [c.status for c in a.claims] == [c.status for c in base.claims]
    op = a.llm_opinion
    assert op is not None and op.error is None
    assert [(v.claim_index, v.verdict) for v in op.verdicts] == [(0, "supported"),
                                                                 (1, "supported")]
    assert op.agreement == 0.5
    assert a.audit_trail()["llm_second_opinion"]["used"] is True
    assert base.llm_opinion is None


@pytest.mark.parametrize(
    ("reply", "expect", "error"),
    [
        ("1: supported - fine\n2) contradicted: wrong year", [(0, "supported"),
                                                              (1, "contradicted")], None),
        ('```json\n[{"claim": 2, "label": "refuted"}]\n```', [(1, "contradicted")], None),
        ("I cannot tell.", [], "no claim verdicts"),
        (42, [], "not a string"),
    ],
)
def test_llm_replies_parsed_robustly(hashing, reply, expect, error):
    a = verify("The card is free for students. The bank was founded in 2021.", CONTEXT,
               encoder=hashing, verifier=FakeVerifier(), llm=lambda p: reply)
    op = a.llm_opinion
    assert [(v.claim_index, v.verdict) for v in op.verdicts] == expect
    assert (op.error is None) if error is None else (error in op.error)


def test_llm_failure_is_recorded_not_raised(hashing):
    def boom(prompt: str) -> str:
        raise TimeoutError("LLM timed out")

    a = verify("The card is free for students.", CONTEXT, encoder=hashing,
               verifier=FakeVerifier(), llm=boom)
    assert a.claims[0].status is ClaimStatus.SUPPORTED
    assert "TimeoutError" in a.llm_opinion.error
    with pytest.raises(InvalidType, match="llm must be"):
        verify("The card is free.", CONTEXT, encoder=hashing, llm="gpt")


def test_pdf_evidence_carries_pages_and_boxes(tmp_path, hashing):
    canvas = pytest.importorskip("reportlab.pdfgen.canvas")
    from groundtrace.sources import load_pdf

    path = tmp_path / "t.pdf"
    c = canvas.Canvas(str(path))
    c.drawString(72, 720, "The card is free for students.")
    c.showPage()
    c.drawString(72, 720, "The bank was founded in 2019.")
    c.save()
    a = verify("The bank was founded in 2021.", documents=[load_pdf(path)], encoder=hashing,
               verifier=FakeVerifier())
    hit = next(h for h in a.claims[0].checks if h.check == "dates")
    assert hit.source_span.bboxes and hit.source_span.bboxes[0].page == 2
    best = a.claims[0].evidence[0]
    assert best.pages == (2,)


@pytest.mark.models
def test_real_models_swap_and_support():
    # The real MiniLM encoder with the alignment verifier (the trained verifier,
    # the default, has its own models tests).
    a = verify("The standard account costs 5 EUR per month. The bank was founded in 2021.",
               CONTEXT, verifier="alignment")
    assert [c.status for c in a.claims] == [ClaimStatus.SUPPORTED, ClaimStatus.CONTRADICTED]
    assert a.verifier.startswith("alignment-v1:minilm")
    again = verify("The standard account costs 5 EUR per month. The bank was founded in 2021.",
                   CONTEXT, verifier="alignment")
    assert json.dumps(a.to_dict(), sort_keys=True) == json.dumps(again.to_dict(), sort_keys=True)


def test_short_answers_are_verified_with_their_question(hashing):
    fake = FakeVerifier()
    a = verify(" Barcelona ", CONTEXT, question="Where was the bank founded?", encoder=hashing,
               verifier=fake)
    (c,) = a.claims
    assert (c.text, c.start, c.end) == ("Barcelona", 1, 10)
    assert c.hypothesis == "Where was the bank founded? Barcelona"
    assert all(h == c.hypothesis for h in fake.calls[0][1])
    assert next(h for h in c.checks if h.check == "entities").outcome.value == "supported"
    b = verify("Madrid", CONTEXT, question="Where was the bank founded?", encoder=hashing,
               verifier=FakeVerifier())
    assert b.claims[0].status is ClaimStatus.CONTRADICTED
    assert verify("Barcelona", CONTEXT, encoder=hashing).claims == ()
    assert verify("I don't know.", CONTEXT, question="Where?", encoder=hashing).claims == ()


class AlwaysEntailed:
    name = "always-entailed"

    def predict(self, premises, hypotheses):
        return np.tile(np.array([0.9, 0.08, 0.02], dtype=np.float32), (len(premises), 1))


def test_checks_override_a_confident_verifier(hashing):
    v = AlwaysEntailed()
    assert verify("Transfers take 7 business days.", CONTEXT, encoder=hashing,
                  verifier=v).claims[0].status is ClaimStatus.CONTRADICTED
    # A name the source never mentions: unsupported whatever the verifier says.
    c = verify("The card was designed by John Smith.", CONTEXT, encoder=hashing,
               verifier=v).claims[0]
    assert c.status is ClaimStatus.UNSUPPORTED and "John Smith" in c.explanation
    # "only" that the source does not say: kept from "supported", not unsupported.
    c = verify("The card is only free for students.", CONTEXT, encoder=hashing,
               verifier=v).claims[0]
    assert c.status is ClaimStatus.PARTIAL


def test_short_answer_checks_ignore_the_question(hashing):
    v = AlignmentVerifier(hashing)
    c = LABELS.index("contradicted")
    out = v.predict(["The bank was founded in 2019, ten years after the merger of 2009."],
                    ["Which year, 2009 or 2019, was the bank founded? 2019"])
    assert out[0, c] < 0.05
    wrong = v.predict(["The bank was founded in 2019."], ["When was the bank founded? 2021"])
    assert wrong[0, c] > 0.5


def test_default_verifier_setting(hashing):
    from groundtrace.claims.verifiers import (
        get_default_verifier,
        resolve_verifier,
        set_default_verifier,
    )
    from groundtrace.errors import ConfigurationError

    before = get_default_verifier()
    try:
        set_default_verifier(FakeVerifier())
        assert verify("Card fees are 5 EUR.", CONTEXT, encoder=hashing).verifier == "fake-v1"
        set_default_verifier("alignment")
        assert resolve_verifier(None, hashing).name.startswith("alignment")
        with pytest.raises(ConfigurationError, match="trained, alignment"):
            set_default_verifier("bert")
        set_default_verifier(None)
        assert get_default_verifier() == "trained"
    finally:
        set_default_verifier(before)


class CountingEncoder:
    """Wraps an encoder and records every passage text it is asked to embed."""

    def __init__(self, inner):
        self.inner, self.name, self.dim = inner, inner.name, inner.dim
        self.passages: list[str] = []

    def encode(self, texts, *, role="passage"):
        if role == "passage":
            self.passages.extend(texts)
        return self.inner.encode(texts, role=role)


def _long_source(n: int) -> str:
    filler = [f"Branch {i} in district {i} opens at {8 + i % 3} in the morning." for i in range(n)]
    filler.insert(n // 2, "The card is free for students.")
    return " ".join(filler)


def test_the_units_embedded_are_each_querys_best_units():
    from groundtrace.retrieval.fusion import own_candidates

    lex = np.array([[0.0, 3.0, 1.0, 0.0, 2.0],
                    [5.0, 0.0, 0.0, 0.0, 0.0]])
    assert own_candidates(lex, None)[0] == [0, 1, 2, 3, 4]
    assert own_candidates(lex, 5)[0] == [0, 1, 2, 3, 4]
    assert own_candidates(lex, 1)[0] == [0, 1]
    assert own_candidates(lex, 2)[0] == [0, 1, 4]  # ties on 0.0 break on unit order
    assert own_candidates(np.zeros((0, 4)), 2)[0] == []


def test_own_candidates_are_each_querys_best_units_best_first():
    from groundtrace.retrieval.fusion import own_candidates

    lex = np.array([[0.0, 3.0, 1.0, 0.0, 2.0],
                    [5.0, 0.0, 0.0, 0.0, 0.0]])
    assert own_candidates(lex, None) == ([0, 1, 2, 3, 4], None)
    # no more units than the limit: all for all
    assert own_candidates(lex, 5) == ([0, 1, 2, 3, 4], None)
    # positions in the kept units, best first; ties on 0.0 break on unit order
    assert own_candidates(lex, 2) == ([0, 1, 4], [[1, 2], [0, 1]])


def test_rank_chunks_keeps_each_query_to_its_allowed_chunks(hashing):
    from groundtrace.retrieval.fusion import rank_chunks
    from groundtrace.sources.chunks import Chunk
    from groundtrace.sources.spans import Span

    texts = ["The card is free for students.", "Students pay nothing for the card.",
             "Branch 7 opens at 9."]
    chunks = [Chunk(f"c{i}", t, Span("d", 0, len(t)), (f"s{i}",)) for i, t in enumerate(texts)]
    q = ["The card is free for students."]
    q_emb, c_emb = hashing.encode(q, role="query"), hashing.encode(texts)
    free = rank_chunks(q, q_emb, chunks, c_emb, top_k=2)
    assert free[0][0].chunk.text == texts[0]
    kept = rank_chunks(q, q_emb, chunks, c_emb, top_k=2, allowed=[[1, 2]])
    assert [r.chunk.text for r in kept[0]] == [texts[1], texts[2]]
    with pytest.raises(ConfigurationError, match="allowed has 2 rows for 1 queries"):
        rank_chunks(q, q_emb, chunks, c_emb, allowed=[[0], [1]])


def test_a_claims_evidence_does_not_depend_on_the_other_claims(hashing):
    """On a source cut to BM25 candidates, a claim reads the passages it reads alone,
    whatever else the answer says (other claims' candidates are not its own)."""
    source = _long_source(60)
    sentences = ["Branch 7 opens at 9 in the morning.", "The card is free for students.",
                 "Branch 31 in district 31 opens at 9."]
    joined = verify(" ".join(sentences), source, encoder=hashing, verifier=FakeVerifier(),
                    lexical_candidates=4)
    for claim in joined.claims:
        alone = verify(claim.text, source, encoder=hashing, verifier=FakeVerifier(),
                       lexical_candidates=4)
        assert [e.text for e in alone.claims[0].evidence] == [e.text for e in claim.evidence]


def test_lexical_candidates_embed_only_a_long_sources_candidates(hashing):
    source = _long_source(120)
    response = "The card is free for students."
    full_enc, cut_enc = CountingEncoder(hashing), CountingEncoder(hashing)
    full = verify(response, source, encoder=full_enc, verifier=FakeVerifier(),
                  lexical_candidates=None)
    cut = verify(response, source, encoder=cut_enc, verifier=FakeVerifier(),
                 lexical_candidates=8)
    assert len(full_enc.passages) == 121  # every sentence
    assert 0 < len(cut_enc.passages) <= 16  # 8 units, windows of two sentences at most
    best = lambda a: a.claims[0].evidence[a.claims[0].best_evidence]  # noqa: E731
    assert best(cut).text == best(full).text == "The card is free for students."
    assert cut.claims[0].status is full.claims[0].status is ClaimStatus.SUPPORTED
    assert cut.to_dict()["config"]["lexical_candidates"] == 8
    # a source with no more units than the limit is not cut: the very same answer
    short_a = verify(response, CONTEXT, encoder=hashing, lexical_candidates=50)
    short_b = verify(response, CONTEXT, encoder=hashing, lexical_candidates=None)
    a, b = short_a.to_dict(), short_b.to_dict()
    assert a.pop("config")["lexical_candidates"] == 50
    b.pop("config")
    assert a == b


def test_lexical_candidates_batch_equals_single(hashing):
    source = _long_source(90)
    items = [{"response": "Branch 7 opens at 9 in the morning. The card is free for students.",
              "context": source},
             {"response": "Branch 3 is in district 3.", "context": source}]
    batch = verify_batch(items, encoder=hashing, lexical_candidates=10)
    for item, got in zip(items, batch, strict=True):
        one = verify(item["response"], item["context"], encoder=hashing, lexical_candidates=10)
        assert json.dumps(one.to_dict(), sort_keys=True) == json.dumps(got.to_dict(),
                                                                      sort_keys=True)


def test_candidate_limit_leaves_room_for_top_k_passages():
    from groundtrace.retrieval.fusion import candidate_limit

    assert candidate_limit(None, 6, 2) is None
    assert candidate_limit(4, 2, 2) == 4
    assert candidate_limit(2, 6, 2) == 12
    assert candidate_limit(20, 6, 2) == 20


def test_a_top_k_above_the_candidate_limit_still_reads_top_k_passages(hashing):
    # A sentence and the windows holding it are one piece of evidence: with only
    # the claim's 2 best BM25 units as candidates it read 1 passage of the 6 asked.
    source = _long_source(120)
    response = "Branch 7 in district 7 opens at 9 in the morning."
    for limit in (None, 2):
        got = verify(response, source, encoder=hashing, verifier=FakeVerifier(), top_k=6,
                     lexical_candidates=limit)
        assert len(got.claims[0].evidence) == 6
        assert got.to_dict()["config"]["lexical_candidates"] == limit


@pytest.mark.parametrize("bad", [0, -1, 2.5, True, "8"])
def test_lexical_candidates_must_be_a_positive_int(hashing, bad):
    with pytest.raises(ConfigurationError, match="lexical_candidates"):
        verify("The fee is 5 EUR.", CONTEXT, encoder=hashing, lexical_candidates=bad)


def test_partial_threshold_comes_from_the_verifier_unless_given(hashing):
    from groundtrace.claims import PARTIAL_THRESHOLD

    class OwnThreshold(FakeVerifier):
        partial_threshold = 0.35

    r = "The card is free for students."
    assert verify(r, CONTEXT, encoder=hashing, verifier=OwnThreshold()
                  ).config["partial_threshold"] == 0.35
    assert verify(r, CONTEXT, encoder=hashing, verifier=OwnThreshold(), partial_threshold=0.1
                  ).config["partial_threshold"] == 0.1
    assert verify(r, CONTEXT, encoder=hashing, verifier=FakeVerifier()
                  ).config["partial_threshold"] == PARTIAL_THRESHOLD
    assert verify(r, CONTEXT, encoder=hashing, verifier="alignment"
                  ).config["partial_threshold"] == AlignmentVerifier.partial_threshold
    # the neutral fake gives entailment 0.1 to an unmatched claim: partial below 0.1, else not
    loose = verify("Cards are blue for pupils.", CONTEXT, encoder=hashing,
                   verifier=FakeVerifier(), partial_threshold=0.05)
    strict = verify("Cards are blue for pupils.", CONTEXT, encoder=hashing,
                    verifier=FakeVerifier(), partial_threshold=0.3)
    assert loose.claims[0].status is ClaimStatus.PARTIAL
    assert strict.claims[0].status is ClaimStatus.UNSUPPORTED


def test_a_heading_contradicts_nothing(hashing):
    text = "Personal loans.\n\nThere is no arrangement fee."
    ver = _PassageVerifier({"Personal": [0.01, 0.24, 0.75], "arrangement": [0.3, 0.6, 0.1]})
    (c,) = verify("There's no fee for setting up the loan.", text, encoder=hashing,
                  verifier=ver, top_k=2, window=1).claims
    assert len(c.evidence) == 2
    assert c.status is not ClaimStatus.CONTRADICTED
    assert c.contradiction == pytest.approx(0.1)
    assert any(e.contradicted == pytest.approx(0.75) for e in c.evidence)  # still shown
    # a passage with a verb is no heading
    ver = _PassageVerifier({"Fees": [0.01, 0.24, 0.75], "arrangement": [0.3, 0.6, 0.1]})
    (c,) = verify("There's no fee for setting up the loan.",
                  "Fees apply.\n\nThere is no arrangement fee.", encoder=hashing,
                  verifier=ver, top_k=2, window=1).claims
    assert c.status is ClaimStatus.CONTRADICTED


def test_a_short_statement_without_a_verb_is_no_heading(hashing):
    from groundtrace.text.claims import is_heading

    assert is_heading("Personal loans.") and is_heading("## Fees")
    assert is_heading("International payments:")
    for text in ("Fees: 2.50 EUR.", "Overdraft: not allowed.", "Card payments free"):
        assert not is_heading(text), text
