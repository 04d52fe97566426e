"""A game is named as players name it: "azul", "Gnome Hollow", "queens garden", "Солстис" give the id, in every
command that takes a known game (`dispute azul` and `ask --game azul` were "unknown game 'azul'"; found by the
session-21 new-user tester). An unknown name is still refused, and `add` keeps its new ids as given."""

import json

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.rulebooks.ids import game_named

runner = CliRunner()


@pytest.mark.parametrize(
    "name, game",
    [
        ("azul", "queens-garden"),
        ("Azul", "queens-garden"),
        ("Queen's Garden", "queens-garden"),
        ("queens garden", "queens-garden"),
        ("Azul: Jardín de la Reina", "queens-garden"),
        ("Gnome Hollow", "gnome-hollow"),
        ("Гномья лощина", "gnome-hollow"),
        ("Солстис", "solstis"),
        ("Mycelium", "mycelium"),
        ("mycelium", "mycelium"),
    ],
)
def test_a_games_name_or_short_form_is_its_id(name, game):
    assert game_named(name) == game


def test_unknown_names_stay_as_given_for_their_check_to_refuse():
    assert game_named("chess") == "chess" and game_named(None) is None
    r = runner.invoke(app, ["rules", "chess"])
    assert r.exit_code == 2 and "unknown game" in r.output


def test_commands_take_the_name():
    r = runner.invoke(app, ["dispute", "azul", "-a", "move.type=pass", "--json"])
    assert json.loads(r.stdout)["game"] == "queens-garden"
    r = runner.invoke(app, ["new-position", "Gnome Hollow", "-o", "-"])
    assert r.exit_code == 0 and "Gnome Hollow position" in r.stdout
    r = runner.invoke(app, ["ask", "¿Un comodín puede ir en mi jardín?", "--game", "Azul", "--json"])
    assert json.loads(r.stdout)["game"] == "queens-garden"
    r = runner.invoke(app, ["passages", "Солстис", "--json"])
    assert r.exit_code == 0 and json.loads(r.stdout)


def test_a_path_or_a_newline_is_never_read_as_a_name():
    """'../mycelium' read as the words 'mycelium' would pass a path for a game (found by the clean-clone CI of
    87fab7a): only a name's own characters are read; the id check refuses the rest as given."""
    for bad in ("../mycelium", "mycelium\n", ".hidden", "a/b", ""):
        assert game_named(bad) == bad
