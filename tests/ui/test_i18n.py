"""Language choice and message catalogues."""

import re

import pytest

from referee import i18n
from referee.errors import InputError
from referee.i18n import LANGS, catalogue, locale_lang, resolve_lang, t, translate_error


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "es_AR.UTF-8"}, "es"),
        ({"LANG": "nl_BE@euro"}, "nl"),
        ({"LANG": "de_DE.UTF-8"}, "en"),  # a language we do not speak
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
        ({"LC_ALL": "nl_NL.UTF-8", "LC_MESSAGES": "ru_RU.UTF-8", "LANG": "es_ES.UTF-8"}, "nl"),
        ({"LC_MESSAGES": "ru_RU.UTF-8", "LANG": "es_ES.UTF-8"}, "ru"),
        ({"LC_ALL": "", "LANG": "es_ES.UTF-8"}, "es"),  # empty means unset
    ],
)
def test_locale_default(env, expected):
    assert locale_lang(env) == expected


def test_lang_option_beats_the_locale(monkeypatch):
    monkeypatch.setenv("LC_ALL", "ru_RU.UTF-8")
    assert resolve_lang(None) == "ru"
    assert resolve_lang("es") == "es"
    with pytest.raises(InputError, match="unknown language 'fr'"):
        resolve_lang("fr")


_PLURAL_FORM = re.compile(r"\.(zero|one|two|few|many|other)$")


def _messages(lang: str) -> dict[str, set[str]]:
    """key -> its placeholders; a count's plural forms (key.one, key.other, ...: i18n.t_n) are one message,
    since a language may need more forms than English or, with a wording that needs no agreement, none."""
    out: dict[str, set[str]] = {}
    for key, text in catalogue(lang).items():
        if key != "errors":
            out.setdefault(_PLURAL_FORM.sub("", key), set()).update(re.findall(r"\{(\w+)\}", str(text)))
    return out


def test_every_catalogue_has_every_key_with_the_same_placeholders():
    ref = _messages("en")
    for lang in LANGS:
        cat = _messages(lang)
        missing = sorted(set(ref) - set(cat))
        assert not missing, f"{lang}: missing {missing}"
        for key, names in ref.items():
            assert names == cat[key], (lang, key)


def test_every_plural_message_has_the_other_form():
    for lang in LANGS:
        keys = set(catalogue(lang))
        for key in keys:
            if _PLURAL_FORM.search(key):
                assert _PLURAL_FORM.sub(".other", key) in keys, (lang, key)


def test_every_error_phrase_is_translated():
    ids = {e["id"] for e in catalogue("en")["errors"]}
    for lang in LANGS:
        assert {e["id"] for e in catalogue(lang)["errors"]} == ids, lang


def test_missing_key_falls_back_to_english_then_to_the_key(monkeypatch):
    monkeypatch.setattr(i18n, "catalogue", lambda lang: {"a.b": "A"} if lang == "en" else {})
    assert t("a.b", "ru") == "A"
    assert t("no.such.key", "ru") == "no.such.key"


def test_verdict_words_differ_by_language():
    words = {t("verdict.illegal", lang) for lang in LANGS}
    assert len(words) == 4
    assert t("verdict.illegal", "ru") == "ЗАПРЕЩЕНО"


def test_core_error_phrases_are_translated():
    msg = str(InputError("unknown game 'mycel' (did you mean: mycelium?)", "pos.yaml", "game"))
    assert translate_error(msg, "es") == "pos.yaml: game: juego desconocido 'mycel' (¿quisiste decir: mycelium?)"
    assert translate_error("x.yaml: position.hand: required field is missing", "ru") == (
        "x.yaml: position.hand: не хватает обязательного поля"
    )
    assert translate_error("anything else", "nl") == "anything else"
    assert translate_error(msg, "en") == msg
