"""A position's `config:` path that no file can have (a NUL in it, a name longer than the system takes) is bad input
naming position.config, exit 2, in the user's language: both were exit 70, 'internal error: ValueError: embedded
null byte' / 'OSError: File name too long' (found fuzzing every field of every game's template, attack round)."""

import json

import pytest
import yaml
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()
NAMES = {"nul": ("a\x00b", "NUL"), "long": ("x" * 5000, "too long"), "long-part": ("d/" + "x" * 300, "too long")}


def _position(tmp_path, config: str):
    doc = yaml.safe_load(runner.invoke(app, ["new-position", "gnome-hollow"]).stdout)
    doc["position"]["config"] = config
    path = tmp_path / "pos.yaml"
    path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return path


@pytest.mark.parametrize("name", sorted(NAMES))
def test_an_impossible_config_name_is_bad_input(tmp_path, name):
    config, said = NAMES[name]
    path = _position(tmp_path, config)
    r = runner.invoke(app, ["check", str(path), "--json"])
    assert r.exit_code == 2, r.output[-500:]
    problem = json.loads(r.stdout)
    assert problem["field"] == "position.config" and said in problem["error"]


def test_it_is_said_in_spanish(tmp_path):
    r = runner.invoke(app, ["check", str(_position(tmp_path, "a\x00b")), "--lang", "es"])
    assert r.exit_code == 2
    assert "position.config" in r.stderr and "contiene un carácter NUL" in r.stderr, r.stderr
