"""triage(): calibration fitted on a tiny labelled set with the hashing encoder."""

from __future__ import annotations

import dataclasses
import json

import pytest

from groundtrace.calibration.bundle import Calibration
from groundtrace.calibration.fitting import fit_calibration, fit_thresholds
from groundtrace.errors import ConfigurationError, InvalidInput
from groundtrace.triage import triage, triage_batch

CTX = ("SEPA transfers are free in online banking. Branch transfers cost 2.50 EUR. "
       "Instant transfers cost 0.50 EUR and arrive within ten seconds.")
Q = "How much does a SEPA transfer cost?"

GOOD = [
    "SEPA transfers are free in online banking.",
    "Branch transfers cost 2.50 EUR.",
    "Instant transfers cost 0.50 EUR and arrive within ten seconds.",
    "In online banking SEPA transfers are free, and at a branch they cost 2.50 EUR.",
    "Instant transfers arrive within ten seconds and cost 0.50 EUR.",
    "A SEPA transfer is free online; a branch transfer costs 2.50 EUR.",
]
BAD = [
    "Every SEPA transfer costs 9 EUR and takes a week.",
    "Our premium card offers lounge access at Madrid airport.",
    "Instant transfers cost 4 EUR and take two days.",
    "Branch transfers are free but online ones cost 7 EUR.",
    "The Bank of Spain charges 3% on each transfer.",
    "Transfers are forbidden on Sundays since 2019.",
]


def labelled():
    return ([{"question": Q, "context": CTX, "response": r, "label": 0} for r in GOOD]
            + [{"question": Q, "context": CTX, "response": r, "label": 1} for r in BAD])


@pytest.fixture(scope="module")
def calibration():
    return fit_calibration(labelled(), encoder="hashing", verifier="alignment")


def test_calibration_fits_and_roundtrips(calibration, tmp_path):
    assert calibration.encoder == "hashing-256" and calibration.verifier == "alignment"
    assert calibration.fusion.fit_report["n"] == 12
    calibration.save(tmp_path / "cal.json")
    back = Calibration.load(tmp_path / "cal.json")
    assert back.calibration_id == calibration.calibration_id


def test_verdicts_have_decision_reasons_and_provenance(calibration):
    v = triage(Q, BAD[0], CTX, calibration=calibration)
    assert v.decision in ("REVIEW", "FAIL") and 0 <= v.probability <= 1
    weights = [r.weight for r in v.reasons]
    assert weights == sorted(weights, reverse=True)
    claim_reasons = [r for r in v.reasons if r.kind == "claim"]
    assert claim_reasons and all(0 <= r.span[0] < r.span[1] <= len(BAD[0])
                                 for r in claim_reasons)
    p = v.provenance
    assert p.encoder == "hashing-256" and p.calibration_id == calibration.calibration_id
    assert p.thresholds["review_probability"] == calibration.fusion.review_threshold
    assert len(p.config_hash) == 64
    assert json.loads(json.dumps(v.to_dict()))["decision"] == v.decision


def test_grounded_answer_scores_lower(calibration):
    good = triage(Q, GOOD[3], CTX, calibration=calibration)
    bad = triage(Q, BAD[0], CTX, calibration=calibration)
    assert good.probability < bad.probability


def test_single_equals_batch(calibration):
    items = [{"question": Q, "context": CTX, "response": r} for r in GOOD[:2] + BAD[:2]]
    batch = triage_batch(items, calibration=calibration)
    for item, b in zip(items, batch, strict=True):
        s = triage(Q, item["response"], CTX, calibration=calibration)
        assert s.to_dict() == b.to_dict()


def test_no_question_may_be_none_as_in_a_mapping(calibration):
    none = triage(None, GOOD[0], CTX, calibration=calibration)
    assert none.to_dict() == triage("", GOOD[0], CTX, calibration=calibration).to_dict()
    assert none.to_dict() == triage_batch([{"question": None, "response": GOOD[0],
                                            "context": CTX}], calibration=calibration)[0].to_dict()
    with pytest.raises(InvalidInput, match="non-empty"):
        triage(None, GOOD[0], calibration=calibration)  # nothing to judge it against


def test_no_context_uses_dgi_only(calibration):
    v = triage(Q, GOOD[0], calibration=calibration)
    assert v.claims is None and v.grounding.method == "dgi"
    assert v.features["has_claims"] == 0.0


def test_rules_flag_prevents_pass(calibration):
    v = triage(Q, GOOD[3], CTX, calibration=calibration, rules="banking")
    assert v.rules is not None
    assert v.provenance.rules == v.rules.ruleset
    assert v.rules.flagged  # the banking pack flags this short answer
    assert v.decision != "PASS"
    assert all(r.citation for r in v.reasons if r.kind == "rule")


def test_a_contradicted_amount_fails_whatever_its_probability(calibration):
    # thresholds no probability reaches: only the floor can FAIL an answer
    lenient = dataclasses.replace(calibration, fusion=dataclasses.replace(
        calibration.fusion, review_threshold=1.0, fail_threshold=1.0))
    ok = triage(Q, GOOD[1], CTX, calibration=lenient)
    assert ok.decision == "PASS"
    assert not any("contradicts: FAIL" in r.message for r in ok.reasons)
    for wrong in ("Branch transfers are free.", "Branch transfers cost 4 EUR."):
        v = triage(Q, wrong, CTX, calibration=lenient)
        hits = [h for c in v.claims.claims for h in c.checks if h.outcome.value == "contradicted"]
        assert [h.check for h in hits] == ["numbers"]
        assert v.probability < 1.0 and v.decision == "FAIL"
        (reason,) = [r for r in v.reasons if r.kind == "claim"]
        assert "2.50 EUR" in reason.message and "contradicts: FAIL" in reason.message


def test_a_value_no_source_states_keeps_an_answer_from_pass(calibration):
    # thresholds no probability reaches: only a floor can keep an answer from PASS
    lenient = dataclasses.replace(calibration, fusion=dataclasses.replace(
        calibration.fusion, review_threshold=1.0, fail_threshold=1.0))
    for unstated, check in (("ATM withdrawals are free.", "numbers"),
                            ("Branch transfers take 4 days.", "numbers"),
                            ("Cards arrive in 2021.", "dates")):
        v = triage(Q, unstated, CTX, calibration=lenient)
        found = {(h.check, h.outcome.value) for c in v.claims.claims for h in c.checks}
        assert (check, "unsupported") in found
        assert not found & {("numbers", "contradicted"), ("dates", "contradicted")}
        assert v.decision == "REVIEW"
        # the claim that set the floor is the first reason, whatever its weight
        assert v.reasons[0].kind == "claim"
        assert "no source states: not PASS" in v.reasons[0].message
    ok = triage(Q, GOOD[1], CTX, calibration=lenient)
    assert ok.decision == "PASS"
    assert not any("not PASS" in r.message for r in ok.reasons)


def test_a_claim_any_check_contradicts_keeps_an_answer_from_pass(calibration):
    lenient = dataclasses.replace(calibration, fusion=dataclasses.replace(
        calibration.fusion, review_threshold=1.0, fail_threshold=1.0))
    v = triage(Q, "SEPA transfers are not free in online banking.", CTX, calibration=lenient)
    found = {(h.check, h.outcome.value) for c in v.claims.claims for h in c.checks}
    assert ("negation", "contradicted") in found
    assert not found & {("numbers", "contradicted"), ("dates", "contradicted")}
    assert v.decision == "REVIEW"
    assert v.reasons[0].kind == "claim" and "a check contradicts it: not PASS" in (
        v.reasons[0].message)


def test_the_claim_that_sets_a_floor_is_the_first_reason():
    # many words the source lacks outweigh the claim with the unstated "4 days";
    # that claim still comes first, with its floor named
    v = triage(Q, "Branch transfers take 4 days, and the friendly branch staff offer hot coffee, "
               "biscuits, newspapers, magazines, umbrellas and phone chargers to waiting "
               "customers and their children.", CTX)
    weights = {r.ref: r.weight for r in v.reasons}
    assert weights["lex_novel_words_log"] > weights["claim:0"]
    assert v.reasons[0].ref == "claim:0"
    assert "4 days" in v.reasons[0].message and "not PASS" in v.reasons[0].message


def test_a_flagged_rule_set_alone_does_not_fail(calibration):
    lenient = dataclasses.replace(calibration, fusion=dataclasses.replace(
        calibration.fusion, review_threshold=1.0, fail_threshold=1.0))
    v = triage(Q, GOOD[3], CTX, calibration=lenient, rules="banking")
    assert v.rules is not None and v.rules.flagged
    assert v.decision == "REVIEW"


def test_rule_subscores_are_offered_with_rules():
    cal = fit_calibration(labelled(), encoder="hashing", rules="banking")
    offered = cal.fusion.fit_report["features_offered"]
    assert "rule_quality" in offered and "claims_mean_min_score" in offered


def test_calibration_with_rule_features_needs_rules():
    # named explicitly: on these 12 rows the claim score alone separates the
    # labels, and the fit would keep it alone
    cal = fit_calibration(labelled(), encoder="hashing", rules="banking",
                          features=("lex_coverage", "rule_quality"))
    assert any(f.startswith("rule_") for f in cal.fusion.features)
    with pytest.raises(ConfigurationError, match="rule_"):
        triage(Q, GOOD[0], CTX, calibration=cal)
    assert triage(Q, GOOD[0], CTX, calibration=cal, rules="banking").rules is not None


def test_fit_thresholds_and_errors():
    fit = fit_thresholds(labelled(), encoder="hashing")
    assert fit.n == 12 and fit.positives == 6 and fit.metric == "youden_j"
    assert fit.sgi_review is not None and fit.claims_score is not None
    with pytest.raises(InvalidInput, match="empty"):
        fit_thresholds([], encoder="hashing")
    with pytest.raises(InvalidInput, match="no ungrounded"):
        fit_thresholds([r for r in labelled() if r["label"] == 0], encoder="hashing")


@pytest.mark.models
def test_bundled_default_calibration_runs():
    v = triage(Q, "Branch transfers cost 2.50 EUR and online ones are free.", CTX)
    assert v.decision in ("PASS", "REVIEW", "FAIL")
    assert v.provenance.encoder == "minilm" and v.provenance.encoder_sha256


def test_a_novel_word_reason_names_the_words():
    cal = fit_calibration(labelled(), encoder="hashing", verifier="alignment",
                          features=("lex_novel_words_log",))
    answer = "Our premium card offers lounge access at Madrid airport and free coffee daily."
    v = triage(Q, answer, CTX, calibration=cal)
    reason = next(r for r in v.reasons if r.ref == "lex_novel_words_log")
    # premium card offers lounge access madrid airport coffee daily: 9 words, 8 named
    assert reason.kind == "score" and reason.weight > 0
    assert reason.message.startswith(
        "the answer uses 9 words its source lacks: 'access', 'airport', 'card', 'coffee', "
        "'daily', 'lounge', 'madrid', 'offers' and 1 more (+")  # 'premium', sorted last
    assert "'free'" not in reason.message  # in the source


class _EnglishOnly:
    """The alignment verifier, declared to read English only (as the shipped model does)."""

    def __init__(self, languages=("en",)):
        from groundtrace.claims.alignment import AlignmentVerifier

        self._inner = AlignmentVerifier(encoder="hashing")
        self.name = self._inner.name
        self.partial_threshold = self._inner.partial_threshold
        self.languages = languages

    def predict(self, premises, hypotheses):
        return self._inner.predict(premises, hypotheses)


ES_GOOD = "Las transferencias SEPA son gratis en la banca online."


def test_an_answer_the_verifier_cannot_read_goes_to_review(calibration):
    for fail_at in (0.0, 1.0):  # FAIL by probability, or PASS: neither stands
        cal = dataclasses.replace(calibration, fusion=dataclasses.replace(
            calibration.fusion, review_threshold=fail_at, fail_threshold=fail_at))
        v = triage(Q, ES_GOOD, CTX, calibration=cal, verifier=_EnglishOnly())
        assert v.decision == "REVIEW"
        first = v.reasons[0]
        assert (first.kind, first.ref) == ("language", "language:answer:es")
        assert "Spanish" in first.message and "'las'" in first.message
        assert "English only" in first.message


def test_a_source_the_verifier_cannot_read_goes_to_review(calibration):
    source = ("Las transferencias SEPA son gratis en la banca online. "
              "Las de oficina cuestan 2,50 EUR.")
    v = triage(Q, GOOD[0], source, calibration=calibration, verifier=_EnglishOnly())
    assert v.decision == "REVIEW"
    assert v.reasons[0].ref == "language:source:es"


def test_a_contradicted_value_fails_in_any_language(calibration):
    v = triage(Q, "Las transferencias en oficina cuestan 9 EUR.", CTX,
               calibration=calibration, verifier=_EnglishOnly())
    assert v.decision == "FAIL"
    assert any("contradicts: FAIL" in r.message for r in v.reasons)
    assert v.reasons[0].kind == "language"  # the reviewer still reads why the score is moot


def test_the_verifier_named_trained_carries_its_languages(calibration):
    # the shipped model reads English: by name as by object, a Spanish answer is not decided
    v = triage(Q, ES_GOOD, CTX, calibration=calibration, verifier="trained")
    assert v.decision == "REVIEW" and v.reasons[0].ref == "language:answer:es"


def test_no_language_guard_for_a_verifier_that_reads_it_or_does_not_say(calibration):
    lenient = dataclasses.replace(calibration, fusion=dataclasses.replace(
        calibration.fusion, review_threshold=1.0, fail_threshold=1.0))
    for verifier in (_EnglishOnly(languages=("en", "es")), _EnglishOnly(languages=None)):
        v = triage(Q, ES_GOOD, CTX, calibration=lenient, verifier=verifier)
        assert v.decision == "PASS"
        assert not any(r.kind == "language" for r in v.reasons)
    # an English answer and source: nothing to say
    v = triage(Q, GOOD[0], CTX, calibration=lenient, verifier=_EnglishOnly())
    assert v.decision == "PASS" and not any(r.kind == "language" for r in v.reasons)


def test_an_answer_without_a_word_or_number_never_passes(calibration):
    lenient = dataclasses.replace(calibration, fusion=dataclasses.replace(
        calibration.fusion, review_threshold=1.0, fail_threshold=1.0))
    for answer in ("! ! !", "...", "?", "\U0001f642", " - "):
        v = triage(Q, answer, CTX, calibration=lenient)
        assert v.decision == "REVIEW", answer
        assert (v.reasons[0].kind, v.reasons[0].ref) == ("answer", "answer:no_words")
        assert "no words or numbers" in v.reasons[0].message
        assert v.to_dict()["reasons"][0]["kind"] == "answer"
    # a FAIL by probability stands; one word or number is enough to be read as usual
    strict = dataclasses.replace(calibration, fusion=dataclasses.replace(
        calibration.fusion, review_threshold=0.0, fail_threshold=0.0))
    assert triage(Q, "! ! !", CTX, calibration=strict).decision == "FAIL"
    for answer in ("OK", "¿Sí?", "7"):  # (a 7 the source never states is the checks' to judge)
        v = triage(Q, answer, CTX, calibration=lenient)
        assert not any(r.kind == "answer" for r in v.reasons), answer
        assert v.decision == ("PASS" if answer != "7" else "FAIL"), answer


def test_novel_words_leave_out_a_lists_lead_in_and_its_item_numbers():
    from groundtrace.calibration.features import novel_words

    source = ("Online card payments are confirmed in the app. If you enter a wrong PIN three "
              "times, the card is blocked.")
    answer = ("Here's how it works:\n1. Online payments are confirmed in the app.\n"
              "2. Three wrong PINs block the card.")
    # "here's", "works", "1" and "2" counted as words the source lacks
    assert novel_words(answer, source) == []
    assert novel_words("1. Online payments are confirmed by SMS.", source) == ["sms"]
