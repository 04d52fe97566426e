"""Every path the tool echoes is one line with no control character obeyed: `new-position -o` with a newline in
the file name printed it raw, a second line that read as the tool's own (found by an attack round)."""

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.errors import InputError
from referee.shown import shown_name

runner = CliRunner()
NAME = "a\nb\tc\x1b[31m.yaml"


def test_a_name_is_one_line_with_its_controls_escaped():
    assert shown_name(NAME) == "a\\x0ab\\x09c\\x1b[31m.yaml"
    assert shown_name("plain/ünïcode.yaml") == "plain/ünïcode.yaml"


def test_an_input_error_shows_its_file_escaped_and_keeps_it_raw_in_json():
    e = InputError("file not found", NAME, "position")
    assert "\n" not in str(e) and "\x1b" not in str(e)
    assert e.to_json()["file"] == NAME


@pytest.mark.parametrize("command", [["new-position", "solstis", "-o"], ["schema", "solstis", "-o"]])
def test_written_files_are_named_escaped(tmp_path, monkeypatch, command):
    monkeypatch.chdir(tmp_path)
    first = runner.invoke(app, [*command, NAME])
    assert first.exit_code == 0, first.output
    assert (tmp_path / NAME).exists()
    assert "a\\x0ab\\x09c\\x1b[31m.yaml" in first.output
    assert "\x1b" not in first.output and "\t" not in first.output
    again = runner.invoke(app, [*command, NAME])  # refused (the file exists): the error names it escaped too
    assert again.exit_code == 2
    assert "a\\x0ab" in again.output and "a\nb" not in again.output
