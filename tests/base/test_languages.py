"""referee.languages: the one place the four languages, their names and the asked language are defined."""

from __future__ import annotations

import pytest

from referee import languages
from referee.errors import InputError


def test_every_layer_uses_the_one_list():
    from referee import i18n
    from referee.rulebooks import LANGS as corpus_langs
    from referee.server import app

    assert corpus_langs is languages.LANGS
    assert i18n.LANGS is languages.LANGS
    assert app.LANGS is languages.LANGS


def test_names_in_each_language():
    assert languages.name("ru", "es") == "ruso"
    assert languages.name("nl", "ru") == "нидерландский"
    assert languages.name("xx", "en") == "xx"
    assert set(languages.ENDONYMS) == set(languages.LANGS)
    for ui in languages.LANGS:
        assert set(languages.NAMES[ui]) == set(languages.LANGS)
        # a language's name in itself is its endonym, capitalisation aside
        assert languages.NAMES[ui][ui].lower() == languages.ENDONYMS[ui].lower()


def test_check_normalises_or_names_the_field():
    assert languages.check(" RU ") == "ru"
    with pytest.raises(InputError) as e:
        languages.check("fr", field="--lang")
    assert e.value.field == "--lang" and "one of: en, es, nl, ru" in str(e.value)


@pytest.mark.parametrize(
    ("env", "want"),
    [
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LC_ALL": "C", "LANG": "nl_NL.UTF-8"}, "en"),  # the first one set decides, as in POSIX
        ({"LC_MESSAGES": "es_ES"}, "es"),
        ({}, "en"),
    ],
)
def test_from_locale(env, want):
    assert languages.from_locale(env) == want


def test_best_of_browser_tags():
    assert languages.best_of(["fr-FR", "nl-BE", "en"]) == "nl"
    assert languages.best_of(["de"], default="es") == "es"


def test_script_detection():
    assert languages.script_lang("Сколько гномов?") == "ru"
    assert languages.script_lang("¿Cuántos gnomos?") is None
