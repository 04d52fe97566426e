"""`referee add` (and `remove`) with a data dir that cannot be written (REFEREE_DATA_DIR naming a file, or a
place that does not exist under /proc) are bad input naming it, exit 2: they were exit 70, an internal error
in Python's words. A binary file given as a rulebook text is refused as not plain text: the message said it
expected YAML or JSON, which a rulebook text never is (found attacking `referee add` and `crosscheck --file`)."""

import json

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


@pytest.fixture
def text(tmp_path):
    p = tmp_path / "mine.txt"
    p.write_text("# Setup\n\nEach player takes five cards.\n", encoding="utf-8")
    return p


def test_a_data_dir_that_is_a_file_is_named(tmp_path, monkeypatch, text):
    not_a_dir = tmp_path / "afile"
    not_a_dir.write_text("mine, keep me\n", encoding="utf-8")
    monkeypatch.setenv("REFEREE_DATA_DIR", str(not_a_dir))
    r = runner.invoke(app, ["add", str(text), "--game", "my-game", "--lang", "en", "--json"])
    assert r.exit_code == 2, r.output
    data = json.loads(r.stdout)
    assert data["field"] == "REFEREE_DATA_DIR"
    assert data["error"] == f"your data dir {str(not_a_dir)!r} is a file, not a folder"
    assert data["file"] == str(not_a_dir)
    assert not_a_dir.read_text(encoding="utf-8") == "mine, keep me\n"  # nothing of the user's is touched


def test_a_data_dir_that_cannot_be_made_is_named(tmp_path, monkeypatch, text):
    monkeypatch.setenv("REFEREE_DATA_DIR", "/proc/self/no-such-place")
    r = runner.invoke(app, ["add", str(text), "--game", "my-game", "--lang", "en", "--json"])
    assert r.exit_code == 2, r.output
    data = json.loads(r.stdout)
    assert data["error"].startswith("cannot write your data dir '/proc/self/no-such-place' (")
    assert data["field"] == "REFEREE_DATA_DIR"


def test_the_refusal_is_said_in_spanish(tmp_path, monkeypatch, text):
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "afile"))
    (tmp_path / "afile").write_bytes(b"")
    r = runner.invoke(app, ["add", str(text), "--game", "my-game", "--lang", "en"], env={"LANG": "es_ES.UTF-8"})
    assert r.exit_code == 2
    assert "tu carpeta de datos" in r.stderr and "es un archivo, no una carpeta" in r.stderr
    assert "Traceback" not in r.output


@pytest.mark.parametrize("command", ["add", "crosscheck"])
def test_a_binary_rulebook_text_is_refused_as_not_plain_text(tmp_path, command):
    binary = tmp_path / "mine.txt"
    binary.write_bytes(b"\x00\x01\x02rules\x00" * 50)
    args = {
        "add": ["add", str(binary), "--game", "my-game", "--lang", "en", "--json"],
        "crosscheck": ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--file", str(binary), "--json"],
    }[command]
    r = runner.invoke(app, args)
    assert r.exit_code == 2, r.output
    data = json.loads(r.stdout)
    assert data["error"] == "binary file (NUL bytes); expected plain text" and data["file"] == str(binary)


def test_a_binary_position_still_expects_yaml_or_json(tmp_path):
    binary = tmp_path / "pos.yaml"
    binary.write_bytes(b"\x00\x01\x02" * 50)
    r = runner.invoke(app, ["check", str(binary), "--json"])
    assert r.exit_code == 2 and json.loads(r.stdout)["error"] == "binary file (NUL bytes); expected YAML or JSON text"


@pytest.mark.parametrize("var", ["REFEREE_DATA_DIR", "REFEREE_CACHE_DIR"])
def test_a_dir_no_folder_can_be_named_is_bad_input_naming_the_variable(tmp_path, monkeypatch, text, var):
    """A part of the name over the system's length was an internal error (ENAMETOOLONG) wherever the dir was first
    used, and the skipped-games warning after the refusal raised it again (exit 70 after the one line)."""
    monkeypatch.setenv(var, str(tmp_path / ("q" * 300)))
    if var == "REFEREE_DATA_DIR":
        commands = [
            ["ask", "Can I attack a teammate?", "--json"],
            ["add", str(text), "--game", "g", "--lang", "en", "--json"],
        ]
    else:  # a question answered from the shipped index never reads the cache dir; the index listing always does
        commands = [["index", "info", "--json"]]
    for args in commands:
        r = runner.invoke(app, args)
        assert r.exit_code == 2, (args, r.output)
        data = json.loads(r.stdout)
        assert data["field"] == var and data["error"] == "not a file name (too long)", data
