"""A user's game.yaml that is bad YAML, the wrong shape or the wrong types is a one-line warning naming the
file, and that game is skipped: `games`, `passages`, `ask`, `crosscheck` and every page still answer for the
other games (before: exit 70 on every command, HTTP 500 on every page)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner
from werkzeug.test import Client

from referee.cli.app import app
from referee.rulebooks.corpus import clear_cache, games
from referee.server import create_app

runner = CliRunner()
GOOD_TEXT = "Setup\n\nEach player takes five tiles.\n"
BROKEN = {
    "bad-yaml": ("id: [bad-yaml\nsources: {", None),
    "a-list": ("- id: a-list\n", None),
    "wrong-types": ("id: wrong-types\nsources: nl.txt\n", "sources"),
    "bad-players": ("id: bad-players\nplayers: {min: two}\nsources: [{lang: en, file: en.txt}]\n", "players.min"),
    "bad-lang": ("id: bad-lang\nsources: [{lang: fr, file: en.txt}]\n", "sources[0].lang"),
    "path-out": ("id: path-out\nsources: [{lang: en, file: ../../../../etc/passwd}]\n", "sources[0].file"),
    "other-id": ("id: mycelium\nsources: [{lang: nl, file: en.txt}]\n", "id"),
}


@pytest.fixture
def broken_games(tmp_path, monkeypatch):
    """A data dir holding one good user game and one game folder per way a game.yaml can be bad."""
    root = tmp_path / "data" / "rulebooks"
    for game, (text, _) in BROKEN.items():
        (root / game).mkdir(parents=True)
        (root / game / "game.yaml").write_text(text, encoding="utf-8")
        (root / game / "en.txt").write_text(GOOD_TEXT, encoding="utf-8")
    (root / "fine-game").mkdir()
    (root / "fine-game" / "game.yaml").write_text(
        "id: fine-game\nnames: {en: Fine}\nsources: [{lang: en, file: en.txt}]\n", encoding="utf-8"
    )
    (root / "fine-game" / "en.txt").write_text(GOOD_TEXT, encoding="utf-8")
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    clear_cache()
    yield root
    clear_cache()


def test_games_lists_the_others_and_names_each_bad_file(broken_games):
    r = runner.invoke(app, ["games", "--json"])
    assert r.exit_code == 0, r.output
    listed = {g["game"] for g in json.loads(r.stdout)["games"]}
    assert {"mycelium", "solstis", "fine-game"} <= listed and not listed & set(BROKEN) - {"other-id"}
    assert "nl" not in games()["mycelium"].langs  # the folder claiming to be mycelium joined nothing
    for game, (_, field) in BROKEN.items():
        line = next(ln for ln in r.stderr.splitlines() if f"{game}/game.yaml" in ln)
        assert "warning" in line and (field is None or field in line), line


def test_every_command_still_answers_and_a_skipped_game_is_unknown(broken_games):
    assert runner.invoke(app, ["passages", "fine-game"]).exit_code == 0
    assert runner.invoke(app, ["passages", "--json"]).exit_code == 0
    r = runner.invoke(app, ["crosscheck", "wrong-types", "--langs", "en,nl"])
    assert r.exit_code == 2 and "unknown game" in r.output and "wrong-types/game.yaml" in r.stderr
    r = runner.invoke(app, ["add", str(broken_games / "fine-game" / "en.txt"), "--game", "bad-yaml", "--lang", "nl"])
    assert r.exit_code == 2 and "bad-yaml/game.yaml" in r.output and "invalid YAML" in r.output


def test_ask_answers_from_the_other_games(broken_games):
    for name in ("fine-game",):  # keep the corpus the session's index was built from
        for p in (broken_games / name).iterdir():
            p.unlink()
        (broken_games / name).rmdir()
    clear_cache()
    r = runner.invoke(app, ["ask", "Can I have two of my own paths on one edge?", "--game", "mycelium", "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["results"][0]["game"] == "mycelium"
    assert "a-list/game.yaml" in r.stderr


@pytest.mark.parametrize("url", ["/", "/?q=&lang=es", "/api/games", "/api/passages?game=fine-game"])
def test_every_page_route_answers_with_a_notice(broken_games, url):
    got = Client(create_app()).get(url)
    assert got.status_code == 200, got.text[:300]
    if url.startswith("/?") or url == "/":
        assert got.text.count('class="notice"') == len(BROKEN) and "bad-yaml/game.yaml" in got.text
        assert str(broken_games) not in got.text  # the server's data path is not shown to the table
        assert "fine-game" in got.text
