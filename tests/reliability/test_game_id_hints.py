"""A refused game id says what is wrong with it (found by attack6): a 300-letter id of lower-case letters was told
"a game id is lower-case letters, digits and '-'", which it is; 'MYCELIUM' / 'Mycelium' get the id they mean."""

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.errors import InputError
from referee.rulebooks.ids import MAX_GAME_ID, check_game_id

runner = CliRunner()


def test_a_long_id_is_refused_for_its_length():
    with pytest.raises(InputError, match=r"a game id is at most 41 characters \(this one has 300\)"):
        check_game_id("a" * 300)
    assert check_game_id("a" * MAX_GAME_ID) == "a" * MAX_GAME_ID


@pytest.mark.parametrize("given", ["MYCELIUM", "Mycelium", "Mycelium "])
def test_an_id_in_capitals_gets_the_lower_case_one(given):
    with pytest.raises(InputError, match=r"\(did you mean: mycelium\?\)"):
        check_game_id(given)


def test_a_lookalike_letter_is_named_not_lower_cased():
    with pytest.raises(InputError) as e:
        check_game_id("mусelium")  # Cyrillic у and с
    assert "CYRILLIC SMALL LETTER U" in e.value.problem and "did you mean" not in e.value.problem


def test_the_length_refusal_speaks_russian(tmp_path):
    f = tmp_path / "t.txt"
    f.write_text("Each player takes five tiles.\n")
    r = runner.invoke(app, ["add", str(f), "--game", "a" * 60, "--lang", "en"], env={"LANG": "ru_RU.UTF-8"})
    assert r.exit_code == 2
    assert "слишком длинный id игры: 60 (максимум 41)" in r.output
