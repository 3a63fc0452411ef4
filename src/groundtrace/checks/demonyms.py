"""Countries and the words for their people: "Spanish residents" are "residents of Spain".

A name check reads "Libyan" as "Libya" by its ending
(:mod:`groundtrace.checks.entities`); these do not follow one: "Spain" /
"Spanish", "France" / "French", "the Netherlands" / "Dutch". Each country
here, in English and Spanish, with the adjectives and nouns for its people,
folded (lower case, no accents).
"""

from __future__ import annotations

__all__ = ["DEMONYMS", "same_country"]

_TABLE = """
    spain: spanish spaniard spaniards; espana: espanol espanola espanoles espanolas
    france: french frenchman frenchwoman; francia: frances francesa franceses francesas
    germany: german germans; alemania: aleman alemana alemanes alemanas
    italy: italian italians; italia: italiano italiana italianos italianas
    portugal: portuguese; portugal: portugues portuguesa portugueses portuguesas
    netherlands: dutch; holland: dutch; paises bajos: neerlandes neerlandesa holandes holandesa
    britain: british briton britons; uk: british; united kingdom: british
    reino unido: britanico britanica britanicos britanicas
    england: english; inglaterra: ingles inglesa ingleses inglesas
    scotland: scottish scots; wales: welsh; ireland: irish; irlanda: irlandes irlandesa
    switzerland: swiss; suiza: suizo suiza suizos suizas
    belgium: belgian belgians; belgica: belga belgas
    austria: austrian austrians; sweden: swedish swede swedes; suecia: sueco sueca
    norway: norwegian norwegians; denmark: danish dane danes; finland: finnish finn finns
    iceland: icelandic icelander; poland: polish pole poles; polonia: polaco polaca
    greece: greek greeks; grecia: griego griega; turkey: turkish turk turks
    czech republic: czech; czechia: czech; hungary: hungarian; romania: romanian
    bulgaria: bulgarian; croatia: croatian croat; serbia: serbian serb; ukraine: ukrainian
    russia: russian russians; rusia: ruso rusa rusos rusas
    united states: american americans; usa: american americans
    estados unidos: estadounidense estadounidenses; canada: canadian canadians
    mexico: mexican mexicans; mexico: mexicano mexicana mexicanos mexicanas
    brazil: brazilian brazilians; brasil: brasileno brasilena
    argentina: argentine argentinian argentino argentina; chile: chilean chileno chilena
    peru: peruvian peruano peruana; colombia: colombian colombiano colombiana
    venezuela: venezuelan venezolano venezolana; cuba: cuban cubano cubana
    china: chinese; japan: japanese; japon: japones japonesa; korea: korean koreans
    india: indian indians; pakistan: pakistani; bangladesh: bangladeshi
    philippines: filipino filipinos filipina; thailand: thai; vietnam: vietnamese
    indonesia: indonesian; malaysia: malaysian; israel: israeli israelis
    iran: iranian; iraq: iraqi iraqis; saudi arabia: saudi saudis; egypt: egyptian
    morocco: moroccan; marruecos: marroqui marroquies; nigeria: nigerian; kenya: kenyan
    south africa: south african; australia: australian australians
    new zealand: new zealander kiwi; luxembourg: luxembourgish luxembourger
"""
#: Folded country name -> the folded words for its people.
DEMONYMS: dict[str, frozenset[str]] = {}
for _entry in _TABLE.replace("\n", ";").split(";"):
    if ":" not in _entry:
        continue
    _country, _people = _entry.split(":")
    _key = " ".join(_country.split())
    DEMONYMS[_key] = DEMONYMS.get(_key, frozenset()) | frozenset(_people.split())

#: Names of one country, folded: "USA", "U.S." and "the United States" are one place. A
#: name written "US" is read as the country ("us" is in a group), but never searched
#: for: folded, it is the pronoun (:func:`same_country` leaves it out).
_ALIASES = (
    ("united states", "usa", "u.s", "u.s.a", "us", "america"),
    ("united kingdom", "uk", "u.k", "britain", "great britain"),
    ("estados unidos", "eeuu", "ee.uu", "ee. uu"),
)
_UNSEARCHED = frozenset({"us"})
_ALIAS_OF = {name: group for group in _ALIASES for name in group}

_COUNTRY_OF: dict[str, set[str]] = {}
for _key, _words in DEMONYMS.items():
    for _word in _words:
        _COUNTRY_OF.setdefault(_word, set()).add(_key)


def same_country(word: str) -> frozenset[str]:
    """The folded words that name ``word``'s country or its people (``word`` aside):
    "spanish" -> {"spain", "spaniard", "spaniards"}, "spain" -> {"spanish", ...},
    "u.s" -> {"united states", "usa", "american", ...}; empty for no country's word."""
    countries = set(_COUNTRY_OF.get(word, ())) | set(_ALIAS_OF.get(word, (word,)))
    countries |= {a for c in list(countries) for a in _ALIAS_OF.get(c, ())}
    out: set[str] = set()
    for c in countries:
        out.add(c)
        out |= DEMONYMS.get(c, frozenset())
    out.discard(word)
    return frozenset(out - _UNSEARCHED)
