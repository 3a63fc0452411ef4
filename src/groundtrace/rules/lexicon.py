"""Word lists the rule packs share, per language and per domain.

Kept small and explicit so an auditor can read exactly what a rule looks for.
All entries are stored folded (lower case, no accents) except phrases, which
:func:`groundtrace.rules.tokens.find_phrase` folds itself.
"""

from __future__ import annotations

from groundtrace.errors import ConfigurationError
from groundtrace.text.normalize import fold

__all__ = [
    "DOMAINS",
    "LANGUAGES",
    "by_language",
    "check_choice",
    "domain_stop_words",
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
