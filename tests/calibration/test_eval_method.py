"""The claims and fused methods of `groundtrace eval`, and reliability diagrams in the report."""

from __future__ import annotations

import base64
import json

import numpy as np
import pytest

from groundtrace.calibration.fitting import fit_calibration
from groundtrace.encoders.hashing import HashingEncoder
from groundtrace.errors import InvalidInput, MissingDependency
from groundtrace.evaluation import methods as eval_method
from groundtrace.evaluation import plots, runner
from groundtrace.evaluation.metrics import expected_calibration_error
from groundtrace.evaluation.plots import reliability_bins, reliability_html, reliability_png
from groundtrace.evaluation.report import render_html
from groundtrace.evaluation.runner import available_methods, evaluate_rows, register_method
from groundtrace.triage import triage_batch
from groundtrace.types import Item

CTX = ("SEPA transfers are free in online banking. Branch transfers cost 2.50 EUR. "
       "Instant transfers cost 0.50 EUR and arrive within ten seconds.")
Q = "How much does a SEPA transfer cost?"
GOOD = ["SEPA transfers are free in online banking.", "Branch transfers cost 2.50 EUR.",
        "Instant transfers cost 0.50 EUR and arrive within ten seconds.",
        "A SEPA transfer is free online; a branch transfer costs 2.50 EUR."]
BAD = ["Every SEPA transfer costs 9 EUR and takes a week.",
       "Our premium card offers lounge access at Madrid airport.",
       "Instant transfers cost 4 EUR and take two days.",
       "Transfers are forbidden on Sundays since 2019."]
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def rows():
    return ([{"question": Q, "context": CTX, "response": r, "label": 0} for r in GOOD]
            + [{"question": Q, "context": CTX, "response": r, "label": 1} for r in BAD])


@pytest.fixture(scope="module")
def calibration():
    return fit_calibration(rows(), encoder="hashing")


@pytest.fixture
def registry(monkeypatch):
    monkeypatch.setattr(runner, "_registry", dict(runner._registry))


def test_claims_registered_and_fused_only_with_a_bundled_calibration():
    methods = available_methods()
    assert "claim" in methods["claims"]
    assert ("fused" in methods) == (eval_method._bundled_encoder() is not None)


def test_claims_method_scores_and_skips_rows_without_context(hashing):
    items = [Item(question=Q, response=GOOD[0], context=CTX),
             Item(question=Q, response=BAD[0], context=CTX),
             Item(question=Q, response=GOOD[1])]
    out = eval_method.score_claims(items, encoder=hashing)
    assert np.isnan(out.scores[2]) and not out.decisions[2] and out.probabilities is None
    assert out.scores[1] > out.scores[0]
    assert bool(out.decisions[1]) and not bool(out.decisions[0])


def test_claims_method_ranks_by_half_mean_half_weakest_claim(hashing):
    from groundtrace.claims import verify_batch

    # one supported claim and one invented: the weakest claim weighs half
    mixed = "SEPA transfers are free in online banking. Transfers are forbidden on Sundays."
    items = [Item(question=Q, response=mixed, context=CTX)]
    out = eval_method.score_claims(items, encoder=hashing)
    (v,) = verify_batch([{"response": mixed, "context": CTX, "question": Q}], encoder=hashing)
    scores = [c.score for c in v.claims]
    assert len(scores) == 2 and min(scores) < max(scores)
    assert v.mean_min_score == pytest.approx(0.5 * (sum(scores) / 2 + min(scores)))
    assert out.scores[0] == pytest.approx(1.0 - v.mean_min_score)
    assert out.scores[0] > 1.0 - v.score


def test_fused_method_is_triage_probability(calibration, hashing):
    items = [Item(question=Q, response=r, context=CTX) for r in GOOD[:2] + BAD[:2]]
    out = eval_method.fused_method(calibration)(items, encoder=hashing)
    verdicts = triage_batch(items, calibration=calibration, encoder=hashing)
    assert out.scores.tolist() == [v.probability for v in verdicts]
    assert out.probabilities.tolist() == out.scores.tolist()
    assert out.decisions.tolist() == [v.decision != "PASS" for v in verdicts]


def test_fused_method_skips_rows_with_another_encoder(calibration):
    items = [Item(question=Q, response=GOOD[0], context=CTX)]
    out = eval_method.fused_method(calibration)(items, encoder=HashingEncoder(64))
    assert np.isnan(out.scores).all() and np.isnan(out.probabilities).all()


def test_fused_in_evaluate_rows_reports_calibration(calibration, registry):
    register_method("fused_test", eval_method.fused_method(calibration), description="t")
    (ev,) = evaluate_rows(rows(), methods=["fused_test"], encoder="hashing")
    g = ev.overall
    assert g.ece is not None and g.brier is not None
    assert sum(b.count for b in g.reliability) == len(rows())
    d = json.loads(json.dumps(ev.to_dict()))
    assert len(d["reliability"]) == 10 and d["reliability"][0]["lower"] == 0.0


def test_reliability_bins_match_ece():
    rng = np.random.default_rng(0)
    p = rng.random(200)
    y = (rng.random(200) < p).astype(int)
    p[:3] = [0.0, 1.0, 0.3]  # the edges: 0 in the first bin, 1 in the last, 0.3 right-closed
    bins = reliability_bins(y, p)
    assert len(bins) == 10 and sum(b.count for b in bins) == 200
    ece = sum(b.count * abs(b.fraction_positive - b.mean_probability)
              for b in bins if b.count) / 200
    assert ece == pytest.approx(expected_calibration_error(y, p))
    assert bins[2].upper == pytest.approx(0.3)
    empty = reliability_bins([0, 1], [0.05, 0.06], n_bins=4)
    assert [b.count for b in empty] == [2, 0, 0, 0] and empty[1].mean_probability is None
    with pytest.raises(InvalidInput, match="n_bins"):
        reliability_bins([0, 1], [0.1, 0.2], n_bins=0)
    with pytest.raises(InvalidInput, match="probabilities"):
        reliability_bins([0, 1], [0.1, 1.2])


def test_reliability_png_is_a_deterministic_png():
    bins = reliability_bins([0, 0, 1, 1, 1], [0.1, 0.2, 0.6, 0.8, 0.9])
    png = reliability_png(bins, title="fused")
    assert png.startswith(PNG_MAGIC) and len(png) > 2000
    assert reliability_png(bins, title="fused") == png
    assert reliability_png(bins, title="other") != png
    with pytest.raises(InvalidInput, match="non-empty bin"):
        reliability_png(reliability_bins([0], [0.5])[:0])


def test_report_embeds_the_plot_only_for_methods_with_probabilities(calibration, registry):
    register_method("fused_test", eval_method.fused_method(calibration), description="t")
    evs = evaluate_rows(rows(), methods=["sgi", "fused_test"], encoder="hashing",
                        source="<tiny>")
    page = render_html(evs)
    assert page.count("<img src=\"data:image/png;base64,") == 1
    assert "Reliability: fused_test" in page and "Reliability: sgi" not in page
    fused = next(ev for ev in evs if ev.method == "fused_test").overall
    assert (f"ECE {fused.ece:.3f}, 10 bins; perfectly calibrated probabilities would show "
            f"about {fused.ece_floor:.3f} on this many rows") in page
    b64 = page.split("data:image/png;base64,")[1].split('"')[0]
    assert base64.b64decode(b64).startswith(PNG_MAGIC)
    assert render_html(evs) == page  # same input, same bytes


def test_report_says_so_when_matplotlib_is_missing(monkeypatch):
    def missing(*a, **k):
        raise MissingDependency("matplotlib", "plot")

    monkeypatch.setattr(plots, "reliability_png", missing)
    bins = reliability_bins([0, 1], [0.2, 0.7])
    out = reliability_html(bins, title="<fused>", ece=0.25)
    assert "<img" not in out and "matplotlib is not installed" in out
    assert "groundtrace[plot]" in out.replace("&#x27;", "'") and "&lt;fused&gt;" in out


def test_bundled_encoder_lookup_never_breaks_the_cli(monkeypatch, calibration):
    from groundtrace.calibration import bundle
    from groundtrace.errors import DataFormatError

    class Present:
        def __truediv__(self, other):
            return self

        def is_file(self):
            return True

    monkeypatch.setattr(eval_method.resources, "files", lambda package: Present())
    monkeypatch.setattr(bundle, "default_calibration", lambda: calibration)
    assert eval_method._bundled_encoder() == "hashing-256"

    def broken():
        raise DataFormatError("triage_default.json: malformed calibration")

    monkeypatch.setattr(bundle, "default_calibration", broken)
    assert eval_method._bundled_encoder() is None
