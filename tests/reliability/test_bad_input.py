"""Bad input never crashes: exit 2, one line naming the file, the field path and the problem, no traceback."""

import json
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.registry import available_engines, engine_for
from tests.reliability.catalogue import BAD_FILES, DOCUMENT_HOLES, hole_files

runner = CliRunner()


def _run_check(path, *extra):
    return runner.invoke(app, ["check", str(path), *extra])


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_bad_position_file_exits_2_with_a_clear_message(kind, tmp_path):
    content, expected = BAD_FILES[kind]
    f = tmp_path / f"{kind}.yaml"
    f.write_bytes(content)
    before = f.read_bytes()
    r = _run_check(f)
    assert r.exit_code == 2, (kind, r.output, r.exception)
    assert "Traceback" not in r.output
    assert str(f) in r.output, r.output  # names the file
    assert expected.lower() in r.output.lower(), r.output
    assert f.read_bytes() == before  # nothing the user gave is changed


def test_missing_file_and_folder(tmp_path):
    r = _run_check(tmp_path / "nope.yaml")
    assert r.exit_code == 2 and "not found" in r.output
    r = _run_check(tmp_path)
    assert r.exit_code == 2 and "folder" in r.output


def test_json_errors_are_json(tmp_path):
    f = tmp_path / "bad.yaml"
    f.write_text("game: [unclosed")
    r = runner.invoke(app, ["check", str(f), "--json"])
    assert r.exit_code == 2
    first_line_json = json.loads(r.stdout.split("\nerror:")[0]) if r.stdout.startswith("{") else None
    assert first_line_json and first_line_json["file"] == str(f)


def test_real_process_has_no_traceback(tmp_path):
    f = tmp_path / "bad.yaml"
    f.write_text("game: mycelium\nposition: [1, 2]\n")
    r = subprocess.run([sys.executable, "-m", "referee", "check", str(f)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert "Traceback" not in r.stderr + r.stdout
    assert "position" in r.stderr


@pytest.mark.parametrize("game", available_engines())
def test_wrong_types_and_unknown_move_name_the_field(game, tmp_path):
    import yaml

    doc = yaml.safe_load(engine_for(game).template())
    doc["move"] = {"type": "teleport"}
    f = tmp_path / "pos.yaml"
    f.write_text(yaml.safe_dump(doc, allow_unicode=True))
    r = _run_check(f)
    assert r.exit_code == 2 and "move.type" in r.output, r.output
    doc["move"] = ["not", "a", "mapping"]
    f.write_text(yaml.safe_dump(doc, allow_unicode=True))
    r = _run_check(f)
    assert r.exit_code == 2 and "move" in r.output, r.output
    doc.pop("move")
    doc["position"] = {"this_field_does_not_exist": 1, **(doc["position"] or {})}
    f.write_text(yaml.safe_dump(doc, allow_unicode=True))
    r = _run_check(f)
    assert r.exit_code == 2 and "position.this_field_does_not_exist" in r.output, r.output


@pytest.mark.parametrize("game", available_engines())
def test_separate_bad_move_file(game, tmp_path):
    f = tmp_path / "pos.yaml"
    f.write_text(engine_for(game).template())
    m = tmp_path / "move.yaml"
    m.write_text("type: 42\n")
    r = _run_check(f, "--move", str(m))
    assert r.exit_code == 2 and str(m) in r.output and "type" in r.output, r.output


def test_new_position_never_overwrites_without_force(tmp_path):
    games = available_engines()
    if not games:
        pytest.skip("no engine yet")
    out = tmp_path / "mine.yaml"
    out.write_text("my own notes\n")
    r = runner.invoke(app, ["new-position", games[0], "-o", str(out)])
    assert r.exit_code == 2 and "--force" in r.output
    assert out.read_text() == "my own notes\n"
    r = runner.invoke(app, ["new-position", games[0], "-o", str(out), "--force"])
    assert r.exit_code == 0 and out.read_text() != "my own notes\n"


def test_unknown_game_for_rules_and_templates_suggests():
    for cmd in (["rules", "solsti"], ["new-position", "gnome-hollw"]):
        r = runner.invoke(app, cmd)
        assert r.exit_code == 2 and "did you mean" in r.output, r.output


@pytest.mark.parametrize("kind", list(DOCUMENT_HOLES))
def test_document_holes_exit_2_naming_the_field_or_lines(kind, tmp_path):
    content, expected = hole_files()[kind]
    f = tmp_path / f"{kind}.yaml"
    f.write_bytes(content)
    r = _run_check(f)
    assert r.exit_code == 2, (kind, r.output, r.exception)
    assert "Traceback" not in r.output and "internal error" not in r.output
    assert str(f) in r.output and expected in r.output, r.output
    assert len(r.output.strip().splitlines()) == 1, r.output


@pytest.mark.parametrize(
    "command", [["check"], ["explain"], ["score"], ["ask", "can blue build here?", "--game", "mycelium", "--position"]]
)
def test_a_5000_digit_number_is_an_input_error_in_every_command_that_reads_a_position(command, tmp_path):
    content, _ = hole_files()["int-over-4300-digits"]
    f = tmp_path / "pos.yaml"
    f.write_bytes(content)
    r = runner.invoke(app, [*command, str(f)])
    assert r.exit_code == 2, (r.output, r.exception)
    assert "internal error" not in r.output and f"{f}: position.seed: number too large" in r.output, r.output


@pytest.mark.parametrize("game", available_engines())
def test_more_players_than_the_game_has_are_refused_naming_the_field(game, tmp_path):
    import yaml

    from referee.rulebooks.corpus import games

    most = games(include_user=False)[game].players["max"]
    doc = yaml.safe_load(engine_for(game).template())
    players = doc["position"]["players"]
    if isinstance(players, dict):
        first = next(iter(players.values()))
        doc["position"]["players"] = {f"player{i}": first for i in range(most + 1)}
    else:
        doc["position"]["players"] = [players[0]] * (most + 1)
    f = tmp_path / "pos.yaml"
    f.write_text(yaml.safe_dump(doc, allow_unicode=True))
    r = _run_check(f)
    assert r.exit_code == 2, r.output
    assert f"position.players: {most + 1} players" in r.output and f"{most} players" in r.output, r.output
