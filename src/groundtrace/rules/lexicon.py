"""Word lists the rule packs share, per language and per domain.

Kept small and explicit so an auditor can read exactly what a rule looks for.
All entries are stored folded (lower case, no accents) except phrases, which
:func:`groundtrace.rules.tokens.find_phrase` folds itself.
"""

from __future__ import annotations

import re

from groundtrace.errors import ConfigurationError
from groundtrace.text.normalize import fold

__all__ = [
    "DOMAINS",
    "LANGUAGES",
    "by_language",
    "check_choice",
    "domain_stop_words",
    "guess_language",
    "stop_words",
]

LANGUAGES: tuple[str, ...] = ("en", "es", "multi")
DOMAINS: tuple[str, ...] = ("general", "finance", "healthcare", "legal")


def check_choice(name: str, value: object, valid: tuple[str, ...]) -> str:
    """Return ``value`` if it is one of ``valid``; otherwise a ConfigurationError listing them."""
    if not isinstance(value, str) or value not in valid:
        raise ConfigurationError(f"unknown {name} {value!r}; valid values: {', '.join(valid)}")
    return value


def by_language(table: dict[str, tuple[str, ...]], language: str) -> tuple[str, ...]:
    """The entries for ``language``; ``multi`` is the union of every language, in order."""
    if language == "multi":
        out: list[str] = []
        for lang in ("en", "es"):
            out.extend(x for x in table[lang] if x not in out)
        return tuple(out)
    return table[language]


def _split(text: str) -> list[str]:
    return text.split()


_STOP_EN = _split(
    """
    a about above after again against all also am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for from
    further had has have having he her here hers herself him himself his how i if in into is it
    its itself just let me more most my myself no nor not now of off on once only or other our
    ours ourselves out over own please same she should so some such than that the their theirs
    them themselves then there these they this those through to too under until up very was we
    were what when where which while who whom why will with would you your yours yourself
    yourselves yes ok hello hi thanks thank may might must shall get got need want like know
    tell help dear regards kind
    """
)

_STOP_ES = _split(
    """
    a al algo algun alguna algunas alguno algunos ante antes como con contra cual cuando de del
    desde donde durante e el ella ellas ellos en entre era eran es esa esas ese eso esos esta
    estaba estado estan estar este esto estos fue fueron ha hace hacer han has hasta hay la las
    le les lo los mas me mi mis mucho muy nada ni no nos nosotros o os otra otro para pero poco
    por porque que quien se sea segun ser si sido sin sobre son su sus tambien te tiene tienen
    todo todos tu tus un una uno unos usted ustedes vosotros y ya yo hola gracias favor puedo
    puede quiero saber necesito ayuda cual cuales cuanto cuanta cuantos cuantas
    """
)

_STOP: dict[str, frozenset[str]] = {
    "en": frozenset(fold(w) for w in _STOP_EN),
    "es": frozenset(fold(w) for w in _STOP_ES),
}

# Words so common in a domain that sharing them says nothing about the topic:
# "account" overlapping between a finance question and answer is not evidence
# the answer addresses that question.
_DOMAIN_STOP: dict[str, dict[str, tuple[str, ...]]] = {
    "general": {"en": (), "es": ()},
    "finance": {
        "en": ("bank", "banking", "account", "customer", "client", "service", "services"),
        "es": ("banco", "banca", "cuenta", "cliente", "servicio", "servicios", "entidad"),
    },
    "healthcare": {
        "en": ("patient", "doctor", "health", "medical", "care", "clinic"),
        "es": ("paciente", "medico", "salud", "sanitario", "clinica", "atencion"),
    },
    "legal": {
        "en": ("law", "legal", "case", "client", "lawyer"),
        "es": ("ley", "legal", "caso", "cliente", "abogado"),
    },
}


def stop_words(language: str) -> frozenset[str]:
    """Folded stop words for ``en``, ``es`` or both (``multi``)."""
    if language == "multi":
        return _STOP["en"] | _STOP["es"]
    return _STOP[language]


def domain_stop_words(domain: str, language: str) -> frozenset[str]:
    """Language stop words plus the domain's generic vocabulary."""
    table = _DOMAIN_STOP[domain]
    extra = by_language({k: tuple(v) for k, v in table.items()}, language)
    return stop_words(language) | frozenset(fold(w) for w in extra)


#: Capitalised words that are not proper nouns worth checking.
CAPITALISED_COMMON: frozenset[str] = frozenset(
    fold(w)
    for w in _split(
        """
        january february march april may june july august september october november december
        monday tuesday wednesday thursday friday saturday sunday enero febrero marzo abril mayo
        junio julio agosto septiembre octubre noviembre diciembre lunes martes miercoles jueves
        viernes sabado domingo i i'm i've i'll i'd ok faq iban pin sepa atm eur usd gbp sms otp
        app mr mrs ms dr sr sra don dona
        """
    )
)

#: Connectives that introduce a reason.
CAUSAL: dict[str, tuple[str, ...]] = {
    "en": (
        "because",
        "due to",
        "as a result of",
        "owing to",
        "since",
        "given that",
        "therefore",
        "so that",
        "the reason",
        "reflects",
        "driven by",
    ),
    "es": (
        "porque",
        "debido a",
        "ya que",
        "dado que",
        "puesto que",
        "por lo tanto",
        "motivo",
        "a causa de",
        "como consecuencia",
    ),
}


# Function words that tell English from Spanish: each language's stop words
# less those the other language shares or uses as content words ("son",
# "era", "favor" are English words too; "he" is a Spanish verb).
_NOT_TELLING = frozenset({"he", "ok", "era", "favor", "son", "sin", "mi", "e", "os", "ante",
                          "con", "hay"})
_TELLING: dict[str, frozenset[str]] = {
    "en": _STOP["en"] - _STOP["es"] - _NOT_TELLING,
    "es": _STOP["es"] - _STOP["en"] - _NOT_TELLING,
}
_WORD = re.compile(r"[^\W\d_]+")
#: Characters only Spanish of the two writes; one of them and one Spanish
#: function word are enough in a short answer ("Las inmediatas cuestan 50 céntimos").
_SPANISH_MARKS = frozenset("ñáéíóú¿¡")


def guess_language(text: str, max_chars: int = 20_000) -> tuple[str | None, tuple[str, ...]]:
    """Whether ``text`` reads as English or Spanish, and the words that tell.

    Counts the distinct function words only one of the two languages uses in
    the first ``max_chars`` characters (distinct, so a title repeated in an
    English text, "Como agua para chocolate", counts its words once). A
    language is named when it has at least two of them (or one plus a
    Spanish accent or ñ, for Spanish) and more than twice as many as the
    other; otherwise ``(None, ())``: too short or too mixed to say
    ("Paris.", "El Paso is in Texas."). Other languages are not recognised;
    one that shares Spanish function words may read as Spanish.

    Returns:
        ``(language, words)``: ``"en"``, ``"es"`` or None, and up to five of
        the distinct telling words found, in order of appearance.
    """
    head = text[:max_chars]
    words = _WORD.findall(fold(head))
    found: dict[str, dict[str, None]] = {"en": {}, "es": {}}  # ordered sets
    for w in words:
        for lang, telling in _TELLING.items():
            if w in telling:
                found[lang][w] = None
    en, es = len(found["en"]), len(found["es"])
    accented = any(c in _SPANISH_MARKS for c in head.lower())
    if es > 2 * en and (es >= 2 or (es == 1 and accented)):
        lang = "es"
    elif en > 2 * es and en >= 2:
        lang = "en"
    else:
        return None, ()
    return lang, tuple(found[lang])[:5]
