"""A field name with a letter from another script that looks Latin ('gаme' with a Cyrillic 'а', 'pоsition',
'spоre_tokens' with a Cyrillic 'о'): the file reads right to the eye, so the message names the odd letter. 'gаme'
was "game: required field is missing" (found by attack6), 'pоsition' an unknown field beside the same-looking
valid one, and the top-level hint "(expected game, ...)" stayed English under another language."""

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.registry import engine_for

runner = CliRunner()


def _check(tmp_path, text, *extra):
    f = tmp_path / "pos.yaml"
    f.write_text(text, encoding="utf-8")
    return runner.invoke(app, ["check", str(f), *extra])


def test_a_cyrillic_a_in_game_is_named_not_reported_as_a_missing_game(tmp_path):
    r = _check(tmp_path, "gаme: mycelium\nposition: {}\n")
    assert r.exit_code == 2
    assert "gаme: unknown field (did you mean: game?); valid here: game, position, move, note" in r.output
    assert "'а': U+0430 CYRILLIC SMALL LETTER A, not a Latin letter" in r.output
    assert "required field is missing" not in r.output


def test_a_lookalike_field_inside_the_position_is_named(tmp_path):
    text = engine_for("mycelium").template().replace("spore_tokens: 3,", "spоre_tokens: 3,", 1)
    assert "spоre_tokens" in text
    r = _check(tmp_path, text)
    assert r.exit_code == 2
    assert "players[0].spоre_tokens: unknown field (did you mean: spore_tokens" in r.output
    assert "'о': U+043E CYRILLIC SMALL LETTER O, not a Latin letter" in r.output


@pytest.mark.parametrize(
    ("lang", "said"),
    [("es", "válidos aquí: game, position, move, note"), ("nl", "geldig hier: game, position, move, note")],
)
def test_the_top_level_fields_are_named_in_the_players_language(tmp_path, lang, said):
    r = _check(tmp_path, "game: mycelium\nposition: {}\nmvoe: {}\n", "--lang", lang)
    assert r.exit_code == 2
    assert said in r.output and "expected game" not in r.output


def test_an_invisible_mark_in_a_name_is_shown_escaped(tmp_path):
    # a player colour 'blue' + a zero-width space: the suggestion read "did you mean: blue?" (found by attack6)
    text = engine_for("mycelium").template().replace("{colour: blue,", '{colour: "blue\\u200b",', 1)
    assert "blue\\u200b" in text
    r = _check(tmp_path, text)
    assert r.exit_code == 2
    assert "(did you mean: blue\\u200b?)" in r.output
    assert "\u200b" not in r.output
