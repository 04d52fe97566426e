"""A position file without a move checks the position alone: a legal verdict says so ("no move given: the
position breaks none of the rules checked") in check, explain and table mode, in the asked language; it said
"the move is allowed" of a move nobody gave (found checking a bare Solstis position). A given move keeps
"the move is allowed"."""

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from tests.ui.conftest import write

runner = CliRunner()
BARE = "game: solstis\nposition: {}\n"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "no move given: the position breaks none of the rules checked"),
        ("es", "sin jugada: la posición no incumple ninguna de las reglas comprobadas"),
        ("nl", "geen zet gegeven: de stelling breekt geen van de gecontroleerde regels"),
        ("ru", "ход не задан: позиция не нарушает ни одного из проверенных правил"),
    ],
)
def test_a_bare_position_is_not_called_an_allowed_move(tmp_path, lang, said):
    path = write(tmp_path, "bare.yaml", BARE)
    for command in ("check", "explain"):
        r = runner.invoke(app, [command, str(path), "--lang", lang], env={"COLUMNS": "200"})
        assert r.exit_code == 0, r.output
        first = " ".join(r.stdout.split("\n\n")[0].split())
        assert said in first, (command, first)


def test_table_mode_says_it_too(tmp_path):
    path = write(tmp_path, "bare.yaml", BARE)
    r = runner.invoke(app, ["table", "-g", "solstis", "--lang", "en"], input=f"check {path}\nquit\n")
    assert "no move given" in " ".join(r.stdout.split()) and "the move is allowed" not in r.stdout


def test_a_given_legal_move_is_still_allowed(tmp_path):
    made = runner.invoke(app, ["new-position", "solstis", "-o", str(tmp_path / "pos.yaml")])
    assert made.exit_code == 0, made.output
    r = runner.invoke(app, ["check", str(tmp_path / "pos.yaml"), "--lang", "en"], env={"COLUMNS": "200"})
    assert r.exit_code == 0 and "the move is allowed" in r.stdout and "no move given" not in r.stdout
