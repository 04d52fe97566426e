"""`referee score` on a Gnome Hollow position with no players was an internal error (max() of nothing, exit 70;
found by the session-18 attacker's mutation fuzzer): now exit 2 naming the file and position.players."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("game", "position"), [("gnome-hollow", "{}"), ("gnome-hollow", "{players: []}"), ("solstis", "{}")]
)
def test_a_position_without_players_is_refused_naming_the_field(tmp_path, game, position):
    """(Solstis's was exit 0, "Final score" with nobody in it: found by the session-18 verify helper.)"""
    f = tmp_path / "end.yaml"
    f.write_text(f"game: {game}\nposition: {position}\n", encoding="utf-8")
    r = runner.invoke(app, ["score", str(f), "--json"])
    assert r.exit_code == 2, r.output
    err = json.loads(r.stdout)
    assert err["field"] == "position.players" and err["file"] == str(f) and "no players" in err["error"]


def test_checking_a_game_the_user_added_texts_for_says_it_has_no_engine(tmp_path, monkeypatch):
    """`referee games` lists a game the user added a text for; `check` on a position of it said "unknown game"
    (found by the session-18 attacker); the page said "no engine". Both say the latter now."""
    from referee.rulebooks.corpus import clear_cache

    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    clear_cache()
    text = tmp_path / "rules.txt"
    text.write_text("Setup\n\nEach player takes five tiles.\n", encoding="utf-8")
    assert runner.invoke(app, ["add", str(text), "--game", "zz", "--lang", "en"]).exit_code == 0
    f = tmp_path / "zz.yaml"
    f.write_text("game: zz\nposition: {}\nmove: {type: x}\n", encoding="utf-8")
    r = runner.invoke(app, ["check", str(f), "--json"])
    assert r.exit_code == 2 and json.loads(r.stdout)["error"].startswith("no engine for zz in this install")
    clear_cache()
