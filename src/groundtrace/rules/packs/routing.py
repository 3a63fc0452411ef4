"""Intent routers: was the query clear, the classification confident, the fallback right?

The question is the user's query (or the dialogue, last user turn last), the
response is what the router said, and the metadata carries the router's
output::

    {"predicted_intent": "block_card", "top1_score": 0.91, "top2_score": 0.05,
     "fallback_fired": false, "query_in_scope": true,
     "allowed_intents": ["block_card", "check_balance"],
     "candidate_intents": ["block_card", "report_fraud"], "ambiguous": false}

``detected_intents`` (a list) marks a multi-intent query when it holds more
than one intent. ``margin`` may be given directly; otherwise it is ``top1_score - top2_score``
or read from ``top_intents`` (``[[intent, score], ...]``, best first).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

from groundtrace.errors import ConfigurationError, InvalidType
from groundtrace.rules import citations as cite
from groundtrace.rules.dialogue import last_user_turn
from groundtrace.rules.engine import ChecklistRule, FlagPredicate, RuleEvidence, RuleSet
from groundtrace.rules.lexicon import (
    DOMAINS,
    LANGUAGES,
    by_language,
    check_choice,
    domain_stop_words,
)
from groundtrace.rules.text_checks import Check
from groundtrace.rules.tokens import content_tokens, find_phrase, find_phrases, iter_lines, stem
from groundtrace.text.normalize import fold

__all__ = ["routing_rules"]

#: Defaults: 0.7 top-1 and 0.15 margin are common operating points for
#: max-softmax confidence gating (Hendrycks & Gimpel 2017; Larson et al. 2019
#: tune the out-of-scope threshold on validation data, as users should).
DEFAULT_MIN_TOP1 = 0.7
DEFAULT_MIN_MARGIN = 0.15
#: Flag thresholds: two failed clarity or confidence checks flag; any fallback
#: or disambiguation failure flags (a silent fallback or an unasked
#: clarification strands the customer).
FLAG_CLARITY = 0.5
FLAG_CONFIDENCE = 0.5
FLAG_FALLBACK = 1.0
FLAG_DISAMBIGUATION = 1.0

_MULTI_INTENT: dict[str, tuple[str, ...]] = {
    "en": ("and also", "as well as", "also want", "also need", "also like", "additionally",
           "and then", "another thing", "plus i", "on top of that"),
    "es": ("y tambien", "ademas", "y luego", "otra cosa", "tambien quiero", "tambien necesito",
           "y de paso"),
}  # fmt: skip
_PRONOUNS: dict[str, tuple[str, ...]] = {
    "en": ("it", "this", "that", "they", "these", "those", "them", "he", "she"),
    "es": ("eso", "esto", "esa", "ese", "ello", "aquello", "ellos", "ellas"),
}
_ACKNOWLEDGE: dict[str, tuple[str, ...]] = {
    "en": ("i can't help", "i cannot help", "i can't do", "i'm not able", "i am not able",
           "i'm unable", "i am unable", "outside what i can", "not something i can",
           "transfer you", "connect you", "human agent", "an agent", "an advisor", "a colleague",
           "sorry"),
    "es": ("no puedo ayudar", "no puedo", "no es algo que pueda", "le paso con", "te paso con",
           "le transfiero", "te transfiero", "un agente", "un gestor", "un asesor", "lo siento",
           "disculpe", "perdona"),
}  # fmt: skip
_SPLIT_INTENT = re.compile(r"[_\-\s.:/]+")
_QUESTION = re.compile(r"[^.!?\n]*\?")


def _number(metadata: Mapping[str, Any], key: str) -> float | None:
    v = metadata.get(key)
    if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
        return None
    return float(v)


def _top_intents(metadata: Mapping[str, Any]) -> list[tuple[str, float]]:
    raw = metadata.get("top_intents")
    out: list[tuple[str, float]] = []
    if isinstance(raw, list | tuple):
        for item in raw:
            if (
                isinstance(item, list | tuple)
                and len(item) == 2
                and isinstance(item[0], str)
                and isinstance(item[1], int | float)
                and not isinstance(item[1], bool)
            ):
                out.append((item[0], float(item[1])))
    return out


def _top1(metadata: Mapping[str, Any]) -> float | None:
    v = _number(metadata, "top1_score")
    if v is None and _top_intents(metadata):
        v = _top_intents(metadata)[0][1]
    return v


def _margin(metadata: Mapping[str, Any]) -> float | None:
    m = _number(metadata, "margin")
    if m is not None:
        return m
    t1, t2 = _top1(metadata), _number(metadata, "top2_score")
    if t2 is None and len(_top_intents(metadata)) >= 2:
        t2 = _top_intents(metadata)[1][1]
    return t1 - t2 if (t1 is not None and t2 is not None) else None


def _candidates(metadata: Mapping[str, Any]) -> list[str]:
    raw = metadata.get("candidate_intents")
    if isinstance(raw, list | tuple):
        return [str(x) for x in raw if isinstance(x, str)]
    return [name for name, _ in _top_intents(metadata)]


def _intent_stems(intent: str, stop: frozenset[str]) -> set[str]:
    return {stem(p) for p in _SPLIT_INTENT.split(intent) if len(p) >= 3 and fold(p) not in stop}


def _single_intent(language: str) -> Check:
    connectors = by_language(_MULTI_INTENT, language)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        detected = metadata.get("detected_intents")
        if isinstance(detected, list | tuple) and len(detected) > 1:
            return RuleEvidence(
                False, None, f"the router detected {len(detected)} intents: {detected}"
            )
        turn = last_user_turn(question)
        hit = find_phrases(turn, connectors)
        if hit is not None:
            return RuleEvidence(False, None, f"the query chains requests ({hit[0]!r}): {turn!r}")
        return RuleEvidence(True, None, "the query states a single request")

    return check


def _no_leading_pronoun(language: str) -> Check:
    pronouns = by_language(_PRONOUNS, language)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        turns = list(iter_lines(question))
        turn = last_user_turn(question)
        first = re.match(r"\W*(\w+)", turn)
        if first and fold(first.group(1)) in pronouns and len(turns) <= 1:
            return RuleEvidence(
                False,
                None,
                f"the query opens with the bare pronoun {first.group(1)!r} and has no earlier turn "
                "it could refer to",
            )
        return RuleEvidence(True, None, "the query does not open with an unresolved pronoun")

    return check


def _intent_overlaps_query(stop: frozenset[str]) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        intent = metadata.get("predicted_intent")
        if not isinstance(intent, str) or not intent.strip():
            return RuleEvidence(False, None, "metadata has no 'predicted_intent'")
        span = find_phrase(response, intent)
        query = {stem(t.text) for t in content_tokens(last_user_turn(question), stop)}
        shared = sorted(_intent_stems(intent, stop) & query)
        if shared:
            return RuleEvidence(True, span, f"intent {intent!r} shares {shared} with the query")
        return RuleEvidence(False, span, f"intent {intent!r} shares no content word with the query")

    return check


def _top1_above(min_top1: float) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        t1 = _top1(metadata)
        if t1 is None:
            return RuleEvidence(
                False, None, "metadata has no numeric 'top1_score' or 'top_intents'"
            )
        if t1 >= min_top1:
            return RuleEvidence(True, None, f"top-1 score {t1:.3f} >= {min_top1:g}")
        return RuleEvidence(False, None, f"top-1 score {t1:.3f} < {min_top1:g}")

    return check


def _margin_above(min_margin: float) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        m = _margin(metadata)
        if m is None:
            return RuleEvidence(
                False, None, "metadata has no 'margin', 'top2_score' or two 'top_intents'"
            )
        if m >= min_margin:
            return RuleEvidence(True, None, f"margin to the runner-up {m:.3f} >= {min_margin:g}")
        return RuleEvidence(False, None, f"margin to the runner-up {m:.3f} < {min_margin:g}")

    return check


def _intent_allowed(default_allowed: tuple[str, ...]) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        if metadata.get("fallback_fired") is True:
            return RuleEvidence(True, None, "the fallback fired; no intent was selected")
        intent = metadata.get("predicted_intent")
        raw = metadata.get("allowed_intents")
        allowed = tuple(str(x) for x in raw) if isinstance(raw, list | tuple) else default_allowed
        if not allowed:
            return RuleEvidence(
                False, None, "no allowed intents: pass allowed_intents to the pack or the metadata"
            )
        if not isinstance(intent, str):
            return RuleEvidence(False, None, "metadata has no 'predicted_intent'")
        if intent in allowed:
            return RuleEvidence(
                True, find_phrase(response, intent), f"{intent!r} is an allowed intent"
            )
        return RuleEvidence(
            False,
            find_phrase(response, intent),
            f"{intent!r} is not an allowed intent ({', '.join(allowed)})",
        )

    return check


def _fallback_only_out_of_scope() -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        fired = metadata.get("fallback_fired") is True
        scope = metadata.get("query_in_scope")
        if not isinstance(scope, bool):
            if fired:
                return RuleEvidence(
                    False,
                    None,
                    "the fallback fired but metadata does not say the query is out of scope",
                )
            return RuleEvidence(True, None, "no fallback fired (query_in_scope not given)")
        if fired and scope:
            return RuleEvidence(False, None, "the fallback fired on an in-scope query")
        if not fired and not scope:
            return RuleEvidence(
                False, None, "an out-of-scope query was routed to an intent instead of the fallback"
            )
        return RuleEvidence(
            True, None, "fallback fired on an out-of-scope query" if fired else "in scope, routed"
        )

    return check


def _no_silent_fallback(language: str) -> Check:
    phrases = by_language(_ACKNOWLEDGE, language)

    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        fired = metadata.get("fallback_fired") is True
        out_of_scope = metadata.get("query_in_scope") is False
        if not (fired or out_of_scope):
            return RuleEvidence(True, None, "no fallback situation")
        hit = find_phrases(response, phrases)
        if hit is None:
            return RuleEvidence(
                False, None, "fallback / out of scope, but the answer does not tell the user"
            )
        return RuleEvidence(True, hit[1], f"the answer tells the user: {hit[0]!r}")

    return check


def _clarification(response: str) -> tuple[int, int] | None:
    m = _QUESTION.search(response)
    if not m:
        return None
    start = m.start() + (len(m.group()) - len(m.group().lstrip()))
    return start, m.end()


def _clarify_when_ambiguous(min_margin: float) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        m = _margin(metadata)
        flag = metadata.get("ambiguous")
        ambiguous = flag is True or (flag is None and m is not None and m < min_margin)
        if not ambiguous:
            return RuleEvidence(True, None, "the query is not ambiguous; no clarification needed")
        why = "metadata ambiguous=true" if flag is True else f"margin {m:.3f} < {min_margin:g}"
        span = _clarification(response)
        if span is None:
            return RuleEvidence(False, None, f"ambiguous ({why}) but the answer asks no question")
        return RuleEvidence(True, span, f"ambiguous ({why}); the answer asks for clarification")

    return check


def _names_candidates(stop: frozenset[str]) -> Check:
    def check(
        question: str, response: str, context: str | None, metadata: Mapping[str, Any]
    ) -> RuleEvidence:
        if _clarification(response) is None:
            return RuleEvidence(True, None, "no clarification asked")
        cands = _candidates(metadata)
        if len(cands) < 2:
            return RuleEvidence(
                False,
                None,
                "a clarification is asked but metadata lists fewer than 2 candidate intents",
            )
        toks = content_tokens(response, stop)
        stems = {stem(t.text) for t in toks}
        named = [c for c in cands if (s := _intent_stems(c, stop)) and s <= stems]
        if len(named) >= 2:
            first = next(t for t in toks if stem(t.text) in _intent_stems(named[0], stop))
            return RuleEvidence(True, (first.start, first.end), f"the clarification names {named}")
        return RuleEvidence(
            False, None, f"the clarification names {named or 'none'} of the candidates {cands}"
        )

    return check


def _check_threshold(name: str, value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise ConfigurationError(f"{name} must be a number in [0, 1], got {value!r}")
    return float(value)


def routing_rules(
    domain: str = "general",
    language: str = "en",
    min_top1: float = DEFAULT_MIN_TOP1,
    min_margin: float = DEFAULT_MIN_MARGIN,
    allowed_intents: Sequence[str] = (),
) -> RuleSet:
    """The routing checklist: 10 rules over four sub-scores.

    Args:
        domain: ``general``, ``finance``, ``healthcare`` or ``legal``; its generic
            vocabulary does not count as overlap between intent and query.
        language: ``en``, ``es`` or ``multi``; multi-intent connectors, pronouns,
            fallback acknowledgements.
        min_top1: lowest acceptable top-1 score.
        min_margin: lowest acceptable margin to the runner-up; below it the query
            counts as ambiguous unless the metadata says ``ambiguous``.
        allowed_intents: the router's intent inventory (``allowed_intents`` in the
            metadata overrides it).

    Raises:
        ConfigurationError: unknown domain or language, thresholds outside [0, 1].
    """
    check_choice("domain", domain, DOMAINS)
    check_choice("language", language, LANGUAGES)
    min_top1 = _check_threshold("min_top1", min_top1)
    min_margin = _check_threshold("min_margin", min_margin)
    if isinstance(allowed_intents, str) or not isinstance(allowed_intents, Sequence):
        raise InvalidType(
            f"allowed_intents must be a sequence of names, got {type(allowed_intents).__name__}"
        )
    allowed = tuple(str(x) for x in allowed_intents)
    stop = domain_stop_words(domain, language)
    rules = (
        ChecklistRule(
            "routing.intent.single_intent",
            "The query carries a single request (no chained intents).",
            0.35, "intent_clarity", _single_intent(language), cite.MULTI_INTENT,
        ),
        ChecklistRule(
            "routing.intent.no_leading_pronoun",
            "The query does not open with a bare pronoun that nothing earlier resolves.",
            0.3, "intent_clarity", _no_leading_pronoun(language), cite.GECOR,
        ),
        ChecklistRule(
            "routing.intent.intent_overlaps_query",
            "The predicted intent shares a content word with the query.",
            0.35, "intent_clarity", _intent_overlaps_query(stop), cite.LARSON_OOS,
        ),
        ChecklistRule(
            "routing.confidence.top1_above_threshold",
            f"The top-1 intent score is at least min_top1 ({min_top1:g}).",
            0.4, "classification_confidence", _top1_above(min_top1), cite.HENDRYCKS_MSP,
        ),
        ChecklistRule(
            "routing.confidence.margin_above_threshold",
            f"The margin between the top-1 and runner-up scores is at least {min_margin:g}.",
            0.3, "classification_confidence", _margin_above(min_margin),
            cite.HENDRYCKS_MSP + "; " + cite.GUO_CALIBRATION,
        ),
        ChecklistRule(
            "routing.confidence.intent_allowed",
            "The predicted intent belongs to the router's allowed intents "
            f"({', '.join(allowed) or 'given in the metadata'}).",
            0.3, "classification_confidence", _intent_allowed(allowed), cite.LARSON_OOS,
        ),
        ChecklistRule(
            "routing.fallback.only_when_out_of_scope",
            "The fallback fires exactly when the query is out of scope.",
            0.5, "fallback_appropriateness", _fallback_only_out_of_scope(), cite.LARSON_OOS,
        ),
        ChecklistRule(
            "routing.fallback.no_silent_fallback",
            "On fallback or an out-of-scope query, the answer tells the user (cannot help, "
            "handing over to a person).",
            0.5, "fallback_appropriateness", _no_silent_fallback(language),
            cite.CFPB_CHATBOTS + "; " + cite.EU_AI_ACT_ART14,
        ),
        ChecklistRule(
            "routing.disambiguation.clarify_when_ambiguous",
            "When the query is ambiguous, the router asks a clarifying question.",
            0.5, "disambiguation_quality", _clarify_when_ambiguous(min_margin),
            cite.CLARIFYING_QUESTIONS,
        ),
        ChecklistRule(
            "routing.disambiguation.names_candidates",
            "A clarifying question names at least two of the candidate intents.",
            0.5, "disambiguation_quality", _names_candidates(stop), cite.CLARIFYING_QUESTIONS,
        ),
    )  # fmt: skip
    subs = (
        "intent_clarity",
        "classification_confidence",
        "fallback_appropriateness",
        "disambiguation_quality",
    )
    predicate = FlagPredicate(
        (
            ("intent_clarity", FLAG_CLARITY),
            ("classification_confidence", FLAG_CONFIDENCE),
            ("fallback_appropriateness", FLAG_FALLBACK),
            ("disambiguation_quality", FLAG_DISAMBIGUATION),
        )
    )
    name = (
        f"routing[domain={domain},language={language},min_top1={min_top1:g},"
        f"min_margin={min_margin:g},allowed={len(allowed)}]"
    )
    return RuleSet(name=name, rules=rules, sub_scores=subs, flag_predicate=predicate)
