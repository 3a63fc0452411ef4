"""guess_language: English or Spanish from the function words only one of them uses."""

from __future__ import annotations

import pytest

from groundtrace.rules.lexicon import guess_language


@pytest.mark.parametrize(("text", "language"), [
    ("The card payment limit is 3000 EUR per day by default.", "en"),
    ("El límite diario es de 3000 euros.", "es"),
    ("Puedes subir el límite hasta 6.000 € durante un mes.", "es"),
    # one Spanish function word is enough with an accent
    ("Las inmediatas cuestan 50 céntimos.", "es"),
    # too short or too mixed to say
    ("Paris.", None),
    ("Branch transfers cost 2.50 EUR.", None),
    ("El Paso is in Texas.", None),
    ("Los Angeles Lakers won.", None),
    # a Spanish title repeated in an English text counts its words once
    ("Thomas Christensen wrote Como agua para chocolate. Como agua para chocolate was "
     "released 1989.", None),
    ("", None),
])
def test_guess_language(text, language):
    assert guess_language(text)[0] == language


def test_the_telling_words_are_named_once_in_order():
    lang, words = guess_language("Las transferencias por internet no cuestan nada, y las de "
                                 "oficina cuestan 2,50 EUR por operación.")
    assert lang == "es"
    assert words == ("las", "por", "nada", "y", "de")


def test_only_the_head_of_a_long_text_is_read():
    text = "Branch transfers cost 2.50 EUR. " * 10 + "El límite es de 3000 euros. " * 5
    assert guess_language(text)[0] == "es"
    assert guess_language(text, max_chars=320)[0] is None
