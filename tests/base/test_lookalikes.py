"""A name with a letter that only looks Latin (a Cyrillic 'о' in 'sоlstis', typed on a Russian layout) is named
by its Unicode name: the refusal was "unknown game 'sоlstis' (did you mean: solstis?)", two names that look the
same, and 'a game id is lower-case letters ...' for 'mусelium', which looks lower-case."""

from __future__ import annotations

from typer.testing import CliRunner

from referee.cli.app import app
from referee.errors import suggest

runner = CliRunner()


def test_suggest_names_the_letters_that_are_not_latin():
    got = suggest("s\u043elstis", ["mycelium", "solstis"])
    assert "(did you mean: solstis?)" in got
    assert "('\u043e': U+043E CYRILLIC SMALL LETTER O, not a Latin letter)" in got
    assert suggest("solstix", ["mycelium", "solstis"]) == " (did you mean: solstis?)"  # plain typo: as before
    assert "Latin" not in suggest("\u0441\u0443\u0440\u043e\u043a", ["Сурок", "Рыба"])  # names not ASCII


def test_a_position_and_a_game_option_say_it_in_the_users_language(tmp_path):
    pos = tmp_path / "pos.yaml"
    pos.write_text("game: s\u043elstis\nposition: {}\n", encoding="utf-8")
    r = runner.invoke(app, ["check", str(pos), "--lang", "ru"])
    assert r.exit_code == 2
    assert "U+043E CYRILLIC SMALL LETTER O: это не латинская буква" in r.output
    r = runner.invoke(app, ["passages", "m\u0443\u0441elium", "--lang", "en"])
    assert r.exit_code == 2
    assert "'\u0443': U+0443 CYRILLIC SMALL LETTER U; '\u0441': U+0441 CYRILLIC SMALL LETTER ES" in r.output


def test_a_word_wholly_in_another_script_is_not_taken_for_a_lookalike():
    """A Russian player answering a Solstis dispute with their own words ('красная 5') was told
    "('к': U+043A CYRILLIC SMALL LETTER KA; 'р': ...: это не латинская буква)": their word looks like no
    tile id, and the letter-by-letter note only confused them (found trying the tool as a new user)."""
    ids = ["1_1", "3_5", "a", "b"]
    assert "Latin" not in suggest("красная 5", ids)
    assert "U+0430 CYRILLIC SMALL LETTER A" in suggest("\u0430", ids)  # a Cyrillic 'а' for the player 'a'
    assert "U+0443 CYRILLIC SMALL LETTER U" in suggest("m\u0443celium", ["mycelium"])  # mixed: as before
    r = runner.invoke(app, ["dispute", "solstis", "--lang", "ru"], input="1\nкрасная 5\n")
    assert r.exit_code == 2 and "латинская" not in r.output and "не тайл/клетка панорамы" in r.output, r.output
