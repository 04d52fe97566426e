"""Refusals a new player met in English under a Russian, Spanish or Dutch locale (found by attack6): an unknown
encoder, a position of a game without end-of-game scoring, an address `serve` cannot listen on."""

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.i18n import translate_error

runner = CliRunner()


@pytest.mark.parametrize(
    ("lang", "said"),
    [("ru", "неизвестный кодировщик 'bogus'"), ("es", "codificador desconocido 'bogus'"), ("nl", "onbekende encoder")],
)
def test_an_unknown_encoder_is_refused_in_the_players_language(lang, said):
    r = runner.invoke(app, ["ask", "hola", "--encoder", "bogus", "--lang", lang])
    assert r.exit_code == 2
    assert said in r.output and "unknown encoder" not in r.output


def test_scoring_a_game_without_scoring_is_refused_in_spanish(tmp_path):
    from referee.engine.registry import engine_for

    pos = tmp_path / "pos.yaml"
    pos.write_text(engine_for("mycelium").template())
    r = runner.invoke(app, ["score", str(pos), "--lang", "es"])
    assert r.exit_code == 2
    assert "los textos de mycelium no tienen puntuación de fin de partida" in r.output


def test_an_address_serve_cannot_listen_on_is_named_in_russian():
    said = translate_error("cannot listen on 8.8.8.8:8799 (Cannot assign requested address)", "ru")
    assert said == "не удаётся слушать 8.8.8.8:8799 (Cannot assign requested address)"


@pytest.mark.parametrize(
    ("environ", "lang"),
    [
        ({"LANG": "pt_BR.UTF-8", "LANGUAGE": "pt:es"}, "es"),  # was English: LANGUAGE was not read
        ({"LANG": "es_ES.UTF-8", "LANGUAGE": "ru_RU:es"}, "es"),  # a locale we speak is kept
        ({"LANG": "ru_RU.UTF-8", "LANGUAGE": "en_US:en"}, "ru"),  # a container's inherited LANGUAGE
        ({"LANG": "es_ES.UTF-8", "LANGUAGE": "pt"}, "es"),  # none we speak: the locale's
        ({"LANG": "C.UTF-8", "LANGUAGE": "nl"}, "en"),  # gettext ignores LANGUAGE under the C locale
        ({"LANG": "nl_NL.UTF-8"}, "nl"),
    ],
)
def test_the_language_list_of_gnu_gettext_is_read(environ, lang):
    from referee.languages import from_locale

    assert from_locale(environ) == lang


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("es", "queens-garden ya tiene un texto es incorporado"),
        ("nl", "queens-garden heeft al een ingebouwde es-tekst"),
        ("ru", "у queens-garden уже есть встроенный текст es"),
    ],
)
def test_adding_a_language_the_game_ships_is_refused_in_the_players_language(tmp_path, lang, said):
    """`referee add mine.txt --game queens-garden --lang es` under LANG=es_ES refused in English (new-user walk
    (c), newuser14); the crosscheck command it suggests stays as typed."""
    mine = tmp_path / "mine.txt"
    mine.write_text("Mi traducción de una regla del juego, con bastantes palabras.\n", encoding="utf-8")
    r = runner.invoke(
        app, ["add", str(mine), "--game", "queens-garden", "--lang", "es"], env={"LANG": f"{lang}_XX.UTF-8"}
    )
    assert r.exit_code == 2
    flat = " ".join(r.output.split())
    assert said in flat and "already has" not in flat, flat
    assert "referee crosscheck queens-garden --langs SOURCE,es --file FILE" in flat
