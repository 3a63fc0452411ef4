"""The numeric features the fused model reads, gathered from every layer.

Names are stable: a fitted model lists the features it uses, and triage
refuses a model that asks for a feature the current layers do not produce.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

__all__ = [
    "DEFAULT_FUSION_FEATURES",
    "FEATURE_SIGNS",
    "GEOMETRIC_FEATURES",
    "QUESTION_ONLY_FEATURES",
    "feature_vector",
    "gather_features",
    "novel_words",
]

#: SGI is a ratio in [0, ∞); a copy of the context gives ~1e8. Features use
#: log1p of SGI capped here, so one degenerate row cannot dominate a fit.
SGI_FEATURE_CAP = 10.0

#: ``sgi_evidence_log`` is log1p of SGI as triage measures it: against the
#: passages the claim layer read (against the whole context only when nothing
#: was retrieved). Earlier versions measured it against the whole context and
#: called the feature ``sgi_log``; the new name makes a calibration fitted on
#: that refuse to run (``feature_vector`` names the missing feature) instead of
#: reading another quantity under the old name.
GEOMETRIC_FEATURES = ("sgi_evidence_log", "has_sgi", "dgi", "has_dgi")

#: What the model of answers *without* a source reads: DGI is all there is.
QUESTION_ONLY_FEATURES = ("dgi",)

#: What the fused model of answers *with* a source may read by default: the
#: claim layer's answer score with half its weight on the weakest claim
#: (``claims_mean_min_score``; a claim's score already weighs support against
#: contradiction and check findings), the deterministic contradiction hits,
#: and how many of the answer's content words the source lacks
#: (``lex_novel_words_log``, :func:`novel_words`; greetings and closing
#: formulas left out) as independent surface evidence. The fit keeps
#: one of these alone when it beats the whole set out of fold
#: (:func:`~groundtrace.calibration.fusion_fit.fit_fusion`).
#: Why novel words and not lexical coverage or SGI (bench/RESULTS.md, "the
#: fused model counts the answer's novel words"): a count of what the answer
#: adds, unlike a share of what it repeats, does not shrink as a long,
#: grounded summary grows; it ranks HaluEval summaries and QA far better than
#: coverage, and beside the claim score it raised held-out AUROC where
#: coverage and SGI (against the evidence read) lowered it. It runs the other
#: way on SummEdits, where the edits swap words in place.
#: Why the weakest claim counts: one unsupported claim makes an answer
#: unreliable, and the plain mean over claims hid it. Held out, leave one
#: dataset out (bench/run_fusion.py, seeds 0 / 1), the mean over claims
#: reached AUROC 0.750 / 0.744, half weight on the weakest claim 0.762 /
#: 0.753, the weakest claim alone 0.772 / 0.756; half weight ranked at least
#: as well as the mean on every dev file. The weakest claim alone sends a
#: grounded demo answer to REVIEW (one correct, reordered paraphrase gets
#: entailment 0.59 from the verifier), so the default keeps half the weight
#: on the mean.
#: Left out, after the leave-one-dataset-out benchmark (bench/run_fusion.py,
#: trained verifier): lexical coverage and SGI (above); DGI, which separates
#: HaluEval QA well and other sets not at all, so with a source at hand it
#: mostly teaches the model one answer style; and the finer claim statistics,
#: collinear with the score (larger sets gave opposite-signed coefficients and
#: no better held-out AUROC).
DEFAULT_FUSION_FEATURES = (
    "has_claims",
    "claims_mean_min_score",
    "claims_contradiction_check_hits",
    "lex_novel_words_log",
)


#: Which way each feature may push the probability that an answer is NOT
#: grounded, from what it measures: -1 (more of it is evidence of grounding:
#: support, lexical coverage, SGI, DGI), +1 (more of it is evidence against:
#: contradictions, unsupported claims). A fitted weight never takes the other
#: sign: across datasets a feature can correlate with the label the wrong way
#: round (halueval_qa's short grounded answers have low coverage, for
#: instance), and a model that learns that correlation ranks a new dataset
#: backwards. Indicators and counts (``has_*``, ``claims_n_claims``) are free.
FEATURE_SIGNS: dict[str, int] = {
    "sgi_evidence_log": -1,
    "dgi": -1,
    "lex_coverage": -1,
    "lex_novel_words_log": 1,
    "claims_score": -1,
    "claims_mean_support": -1,
    "claims_min_support": -1,
    "claims_min_claim_score": -1,
    "claims_mean_min_score": -1,
    "claims_retrieval_score": -1,
    "claims_share_supported": -1,
    "claims_max_contradiction": 1,
    "claims_share_contradicted": 1,
    "claims_share_unsupported": 1,
    "claims_share_not_supported": 1,
    "claims_share_partial": 1,
    "claims_contradiction_check_hits": 1,
    "claims_numbers_check_hits": 1,
    "claims_dates_check_hits": 1,
    "claims_entities_check_hits": 1,
    "claims_negation_check_hits": 1,
    "claims_quantity_check_hits": 1,
    "claims_status_check_hits": 1,
}


def gather_features(
    grounding: Any | None,
    claims: Any | None = None,
    rules: Any | None = None,
    *,
    response: str | None = None,
    context: str | None = None,
) -> dict[str, float]:
    """All features available for one answer.

    Args:
        response / context: the texts, for the lexical features: coverage
            (the share of the response's content words found in the context)
            and novel words (log1p of how many distinct content words of the
            response the context lacks, greetings and closing formulas left
            out: :func:`novel_words`); both 0 without a context.
        grounding: a :class:`~groundtrace.evaluate.GroundingResult` (or None).
        claims: a :class:`~groundtrace.claims.VerifiedAnswer` (or None when
            there is no source to verify against).
        rules: a :class:`~groundtrace.rules.RuleSetResult` (or None).
    """
    feats: dict[str, float] = {"sgi_evidence_log": 0.0, "has_sgi": 0.0, "dgi": 0.0,
                               "has_dgi": 0.0}
    if grounding is not None:
        if grounding.sgi is not None:
            feats["sgi_evidence_log"] = math.log1p(min(grounding.sgi.value, SGI_FEATURE_CAP))
            feats["has_sgi"] = 1.0
        if grounding.dgi is not None:
            feats["dgi"] = grounding.dgi.value
            feats["has_dgi"] = 1.0
    feats["lex_coverage"] = 0.0
    feats["lex_novel_words_log"] = 0.0
    if response is not None and context is not None:
        from groundtrace.checks.lexicon import content_words, coverage

        feats["lex_coverage"] = coverage(content_words(response), content_words(context))
        feats["lex_novel_words_log"] = math.log1p(len(novel_words(response, context)))
    if claims is not None:
        feats["has_claims"] = 1.0
        raw = claims.features()
        for name, value in raw.items():
            feats[f"claims_{name}"] = (
                math.log1p(value) if name == "n_claims" else float(value)
            )
        feats["claims_share_not_supported"] = 1.0 - float(raw["share_supported"]) if raw[
            "n_claims"] else 0.0
    else:
        feats["has_claims"] = 0.0
    if rules is not None:
        for name, value in rules.sub_scores.items():
            feats[f"rule_{name}"] = float(value)
        feats["rule_quality"] = float(rules.quality)
        feats["rule_flagged"] = 1.0 if rules.flagged else 0.0
    return feats


def novel_words(response: str, context: str) -> list[str]:
    """The content words of ``response`` that ``context`` lacks, sorted.

    Greetings and closing formulas without a number ("Hi! Happy to help.",
    "Let me know if there is anything else I can do for you today!") are
    left out (:func:`~groundtrace.text.claims.is_courtesy`): a polite answer
    should not look like one with invented content. So are a list's lead-in
    ("Here's how it works:") and its items' numbers ("1. ", "2. ").
    """
    from groundtrace.checks.lexicon import content_words
    from groundtrace.text import split_sentences
    from groundtrace.text.claims import is_courtesy, is_lead_in, without_list_marker

    said = {w for seg in split_sentences(response)
            if not is_courtesy(seg.text) and not is_lead_in(seg.text)
            for w in content_words(_plain_digits(without_list_marker(seg.text)))}
    source = content_words(_plain_digits(context))
    # one word in another inflection is no new word: "mortgage" / "mortgages",
    # "charged" / "charges"
    stems = {_stem(w) for w in source}
    return sorted(w for w in said - source if _stem(w) not in stems)


# A thousands separator ("8,400", "8.400"), a zero fraction ("8400.0") and trailing zeros
# ("2.50"): "8,400 EUR" is no new word beside a record's "8400 EUR".
_SEPARATOR = re.compile(r"(?<=\d)[,.](?=\d{3}(?!\d))")
_ZERO_FRACTION = re.compile(r"(?<=\d)\.0+(?![\d.,])")
_TRAILING_ZEROS = re.compile(r"(?<=\d\.\d)(\d*?)0+(?![\d.,])")


def _plain_digits(text: str) -> str:
    """``text`` with each number in one form: "8,400.00" -> "8400", "2.50" -> "2.5", a
    time of day with one reading as on a 24-hour clock ("3 pm" -> "15:00")."""
    from groundtrace.checks.number_mentions import find_clocks

    for c in reversed(find_clocks(text)):
        if len(c.values) == 1:
            (minutes,) = c.values
            text = f"{text[:c.start]}{int(minutes) // 60:02d}:{int(minutes) % 60:02d}{text[c.end:]}"
    return _TRAILING_ZEROS.sub(r"\1", _ZERO_FRACTION.sub("", _SEPARATOR.sub("", text)))


_SUFFIXES = ("ing", "ed", "es", "s", "e")


def _stem(word: str) -> str:
    """``word`` less its first inflection ending that leaves at least three letters."""
    for end in _SUFFIXES:
        if word.endswith(end) and len(word) - len(end) >= 3:
            return word[: -len(end)]
    return word


def feature_vector(feats: Mapping[str, float], names: tuple[str, ...]) -> list[float]:
    """The values of ``names`` in order; a claims feature missing without claims is 0.

    Raises:
        ConfigurationError: a feature the model needs was not produced (e.g. a
            rule sub-score of a pack that was not run).
    """
    from groundtrace.errors import ConfigurationError

    out = []
    for name in names:
        if name in feats:
            out.append(float(feats[name]))
        elif name.startswith("claims_") and feats.get("has_claims") == 0.0:
            out.append(0.0)
        else:
            raise ConfigurationError(
                f"the calibration model needs feature {name!r}, which this triage did not "
                f"produce (available: {', '.join(sorted(feats))}); run the same layers "
                "(rules pack, context) it was fitted with"
            )
    return out
