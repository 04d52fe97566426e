"""A position's `config:` may name a file (a shared position with its config beside it, or in ../configs/), but a
shared position naming /etc/shadow or ~/.aws/credentials had `check` read it and print its first line in the error
(found by the session-22 attacker). A config file is a .yaml, .yml or .json file, as is where a link leads; anything
else is refused before it is read."""

from __future__ import annotations

import os

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()
SECRET = "root:x:0:0:secret-line"


def _position(tmp_path, config: str):
    path = tmp_path / "pos.yaml"
    path.write_text(f"game: gnome-hollow\nposition:\n  config: {config}\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("named", ["secrets", "creds.txt", ".env"])
def test_a_config_that_is_not_yaml_or_json_is_not_read(tmp_path, named):
    (tmp_path / named).write_text(SECRET + "\n", encoding="utf-8")
    r = runner.invoke(app, ["check", str(_position(tmp_path, named))])
    assert r.exit_code == 2, r.output
    out = " ".join(r.output.split())
    assert "position.config" in out and "nothing was read" in out and SECRET not in out


def test_a_yaml_name_that_links_to_another_file_is_not_read(tmp_path):
    (tmp_path / "secrets").write_text(SECRET + "\n", encoding="utf-8")
    os.symlink(tmp_path / "secrets", tmp_path / "cfg.yaml")
    r = runner.invoke(app, ["check", str(_position(tmp_path, "cfg.yaml"))])
    assert r.exit_code == 2 and SECRET not in r.output, r.output


def test_an_absolute_system_file_is_refused_without_reading(tmp_path):
    r = runner.invoke(app, ["check", str(_position(tmp_path, "/etc/passwd"))])
    assert r.exit_code == 2 and "root:" not in r.output, r.output


def test_a_yaml_config_in_a_sibling_folder_is_read(tmp_path):
    (tmp_path / "configs").mkdir()
    (tmp_path / "positions").mkdir()
    (tmp_path / "configs" / "mine.yaml").write_text("config:\n  bogus_key: 1\n", encoding="utf-8")
    r = runner.invoke(app, ["check", str(_position(tmp_path / "positions", "../configs/mine.yaml"))])
    assert r.exit_code == 2 and "bogus_key" in r.output, r.output  # read: its own field is what is wrong


def test_the_refusal_speaks_the_users_language(tmp_path):
    r = runner.invoke(app, ["check", str(_position(tmp_path, "/etc/passwd")), "--lang", "es"])
    assert r.exit_code == 2 and "no se leyó nada" in " ".join(r.output.split()), r.output
