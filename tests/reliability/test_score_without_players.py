"""`referee score` on a Gnome Hollow position with no players was an internal error (max() of nothing, exit 70;
found by the session-18 attacker's mutation fuzzer): now exit 2 naming the file and position.players."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


@pytest.mark.parametrize("position", ["{}", "{players: []}"])
def test_a_gnome_hollow_position_without_players_is_refused_naming_the_field(tmp_path, position):
    f = tmp_path / "end.yaml"
    f.write_text(f"game: gnome-hollow\nposition: {position}\n", encoding="utf-8")
    r = runner.invoke(app, ["score", str(f), "--json"])
    assert r.exit_code == 2, r.output
    err = json.loads(r.stdout)
    assert err["field"] == "position.players" and err["file"] == str(f) and "no players" in err["error"]
