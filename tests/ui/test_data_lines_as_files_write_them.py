"""The move and event data lines (explain's move, check's event data, `ask --position`'s checked move) read as a
position file writes them: `capture: [2_8]`, `extension: false`; they showed Python's spelling under Russian and
Spanish headings (`capture=['2_8']`, `move_rainbows={}`, `extension=False`, `tiles=['?']`; attack round)."""

import re

from typer.testing import CliRunner

from referee.cli.app import app
from referee.shown import flow, flow_items

runner = CliRunner()
PYTHON_SPELLING = re.compile(r"\['|'\]|\{'|=\[|=\{|\bFalse\b|\bTrue\b|\bNone\b")


def _template(tmp_path, game: str):
    path = tmp_path / f"{game}.yaml"
    path.write_text(runner.invoke(app, ["new-position", game]).stdout, encoding="utf-8")
    return str(path)


def test_flow_is_the_files_spelling():
    assert flow({"type": "play", "capture": ["2_8"], "rainbows": {}, "x": None}) == "{type: play, capture: [2_8]}"
    assert flow([{"square": "1_4", "keep": "groundhog"}]) == "[{square: 1_4, keep: groundhog}]"
    assert flow_items({"extension": False, "jokers": 0}) == "extension: false, jokers: 0"


def test_explain_shows_the_move_as_the_file_writes_it(tmp_path):
    r = runner.invoke(app, ["explain", _template(tmp_path, "solstis"), "--lang", "ru"], env={"COLUMNS": "400"})
    assert r.exit_code == 0, r.output
    move = next(line for line in r.stdout.splitlines() if "ход:" in line)
    assert "{type: play, tile: 2_5, capture: [2_8]" in move and not PYTHON_SPELLING.search(move), move


def test_check_and_explain_event_data_have_no_python_spelling(tmp_path):
    for game in ("solstis", "gnome-hollow", "mycelium", "queens-garden"):
        path = _template(tmp_path, game)
        for command in ("check", "explain"):
            r = runner.invoke(app, [command, path, "--lang", "nl"], env={"COLUMNS": "400"})
            assert r.exit_code in (0, 1, 3), r.output
            bad = [line for line in r.stdout.splitlines() if PYTHON_SPELLING.search(line) and "«" not in line]
            assert not bad, (game, command, bad)


def test_ask_with_a_position_names_the_checked_move_as_the_file_writes_it(tmp_path):
    path = _template(tmp_path, "queens-garden")
    r = runner.invoke(
        app, ["ask", "¿Puedo jugar esta loseta?", "--position", path, "--lang", "es"], env={"COLUMNS": "400"}
    )
    assert r.exit_code == 0, r.output
    line = next(line for line in r.stdout.splitlines() if "jugada comprobada" in line)
    # the fields the file states, no default it leaves out (an unstated payment would read back as stated)
    assert "{type: place" in line and "jokers: 0" in line and "extension" not in line, line
    assert not PYTHON_SPELLING.search(line), line
