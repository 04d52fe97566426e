"""`referee passages / show / games` as a user runs them."""

import json
import subprocess
import sys

from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


def test_passages_json_lists_every_game_and_language_verbatim():
    r = runner.invoke(app, ["passages", "--json"])
    assert r.exit_code == 0
    data = json.loads(r.stdout)
    got = {(p["game"], p["lang"]) for p in data["passages"]}
    assert ("mycelium", "en") in got and ("solstis", "ru") in got and ("gnome-hollow", "nl") in got
    p = data["passages"][0]
    assert set(p) >= {"passage_id", "game", "lang", "section", "text", "start", "end"}


def test_show_a_real_passage():
    r = runner.invoke(app, ["show", "mycelium/en/build-a-path/5", "--json"])
    assert r.exit_code == 0
    assert "you can NOT have 2 of your own Paths on the same edge" in json.loads(r.stdout)["text"]


def test_unknown_id_and_game_exit_2_with_suggestions():
    r = runner.invoke(app, ["show", "mycelium/en/build-a-pth/5"])
    assert r.exit_code == 2
    assert "did you mean" in r.output and "mycelium/en/build-a-path/5" in r.output
    r = runner.invoke(app, ["passages", "mycelum"])
    assert r.exit_code == 2 and "mycelium" in r.output
    r = runner.invoke(app, ["passages", "solstis", "--lang", "fr"])
    assert r.exit_code == 2 and "language" in r.output


def test_python_dash_m_works():
    r = subprocess.run([sys.executable, "-m", "referee", "games", "--json"], capture_output=True, text=True)
    assert r.returncode == 0
    assert {g["game"] for g in json.loads(r.stdout)["games"]} >= {"mycelium", "solstis", "gnome-hollow"}
