"""One game-id validator (rulebooks.ids, fullmatch) at every door: a path, a dot or a trailing newline given
as a game id is refused as an id (exit 2 / HTTP 400), before anything is looked up or opened."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner
from werkzeug.test import Client

from referee.cli.app import app
from referee.errors import InputError
from referee.rulebooks.ids import check_game_id, check_known_game
from referee.rulebooks.paths import inside
from referee.server import create_app

runner = CliRunner()
BAD_IDS = ["../../etc", "mycelium\n", ".hidden", "My-Game", "a/b", ""]


@pytest.mark.parametrize("bad", BAD_IDS)
def test_the_validator_fullmatches(bad):
    with pytest.raises(InputError, match="game id"):
        check_game_id(bad)
    with pytest.raises(InputError):
        check_known_game(bad)
    assert check_game_id("my-game-2") == "my-game-2"


@pytest.mark.parametrize(
    "args",
    [
        ["passages", "../mycelium"],
        ["crosscheck", "../mycelium", "--langs", "en,nl"],
        ["crosscheck", "terms", "mycelium\n"],
        ["remove", "--game", "../x", "--lang", "en"],
        ["ask", "can I attack?", "--game", "../../mycelium", "--json"],
    ],
)
def test_every_command_refuses_a_path_as_a_game_id(args):
    r = runner.invoke(app, args)
    assert r.exit_code == 2, r.output
    assert "game id" in r.output


def test_crosscheck_langs_are_validated_as_languages():
    r = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "../es,nl"])
    assert r.exit_code == 2 and "unknown language" in r.output


@pytest.mark.parametrize("url", ["/api/passages?game=../mycelium", "/api/rules/.mycelium", "/api/ask?q=x&game=a%0A"])
def test_the_server_answers_400_naming_the_game_field(url):
    got = Client(create_app()).get(url)
    assert got.status_code == 400
    assert got.json["field"] == "game" and "game id" in got.json["error"]


def test_inside_refuses_a_path_that_resolves_outside(tmp_path):
    root = tmp_path / "root"
    root.mkdir()
    (root / "link").symlink_to(tmp_path)
    assert inside(root / "a" / "b.txt", root) == (root / "a" / "b.txt").resolve()
    for escape in (root / ".." / "x", root / "link" / "x", root):
        with pytest.raises(InputError, match="outside"):
            inside(escape, root)
