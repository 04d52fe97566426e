"""Control characters from files and questions are shown escaped, never obeyed: a position file whose player
colour sets the window title, a question that clears the screen, a right-to-left override, a C1 line break
in table mode's JSON Lines, and HTML or a `|` from an added text in the Markdown cross-check report."""

from __future__ import annotations

import json

import pytest
import yaml
from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.registry import engine_for
from referee.shown import json_text, shown

runner = CliRunner()
TITLE = "\x1b]0;pwned\x07"  # OSC 0: set the terminal's window title
CLEAR = "\x1b[2J"  # CSI 2J: clear the screen
RLO = "\u202e"  # right-to-left override: "txt.exe" shown as "exe.txt"
RAW = ("\x1b", "\x07", "\x9b", "\x85", RLO)


def _raw_in(data: bytes) -> list[str]:
    text = data.decode("utf-8")
    return [repr(ch) for ch in RAW if ch in text]


def test_shown_escapes_controls_and_bidi_but_keeps_text():
    assert shown(f"{TITLE}red") == "\\x1b]0;pwned\\x07red"
    assert shown(f"a\tb\nc{RLO}d\x9be\x7f") == "a\tb\nc\\u202ed\\x9be\\x7f"
    assert shown("Сурок\r\n¿sí?") == "Сурок\n¿sí?"
    assert shown(shown(CLEAR)) == shown(CLEAR)  # idempotent
    assert json.loads(json_text({"q": f"{RLO}\x85x"})) == {"q": f"{RLO}\x85x"}
    assert not _raw_in(json_text({"q": f"{CLEAR}{RLO}\x85"}).encode())


@pytest.fixture
def evil_position(tmp_path):
    """The Mycelium template with the blue player's colour carrying a window-title escape."""
    doc = yaml.safe_load(engine_for("mycelium").template())
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(doc).replace('"blue"', json.dumps(TITLE + "blue")), encoding="utf-8")
    return path


@pytest.mark.parametrize("args", [["check"], ["check", "--lang", "es", "--details"], ["explain"]])
def test_a_player_colour_from_a_position_file_is_shown_escaped(evil_position, args):
    r = runner.invoke(app, [args[0], str(evil_position), *args[1:]], env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output
    assert "\\x1b]0;pwned\\x07blue" in r.stdout  # shown, so the player sees what the file holds
    assert not _raw_in(r.stdout_bytes + r.stderr_bytes)


def test_a_question_with_escapes_in_table_mode_and_its_history():
    lines = f"can I attack {CLEAR} twice {RLO}?\nhistory\nquit\n"
    r = runner.invoke(app, ["table", "--game", "mycelium", "--no-build-index"], input=lines)
    assert r.exit_code == 0, r.output
    assert "\\x1b[2J" in r.stdout and "\\u202e" in r.stdout
    assert not _raw_in(r.stdout_bytes + r.stderr_bytes)


def test_table_mode_json_lines_stay_one_object_per_line():
    lines = f"why {CLEAR} next\x85line {RLO}?\nquit\n"
    r = runner.invoke(app, ["table", "--game", "mycelium", "--no-build-index", "--json"], input=lines)
    assert r.exit_code == 0, r.output
    assert not _raw_in(r.stdout_bytes)
    rows = [json.loads(line) for line in r.stdout.split("\n") if line]
    assert rows[0]["question"] == f"why {CLEAR} next\x85line {RLO}?"  # escaped in framing, intact as data


def test_an_error_naming_a_bad_value_is_escaped(tmp_path):
    bad = tmp_path / f"pos{CLEAR}.yaml"
    r = runner.invoke(app, ["check", str(bad)])
    assert r.exit_code == 2
    assert "\\x1b[2J" in r.output and not _raw_in(r.stdout_bytes + r.stderr_bytes)


def test_rich_markup_in_a_question_is_text_not_style(tmp_path):
    r = runner.invoke(app, ["table", "--game", "mycelium", "--no-build-index"], input="[red]boo[/red]\nhistory\nquit\n")
    assert r.exit_code == 0 and "[red]boo[/red]" in r.stdout
