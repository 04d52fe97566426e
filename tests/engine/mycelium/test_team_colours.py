"""The rulebook fixes the Team variant's teams by colour ("Blue and Red versus Green and Beige"): a position
that names no teams gets them, one that names them otherwise is bad input in any phase (exit 2, the field)."""

from __future__ import annotations

from pathlib import Path

import yaml
from typer.testing import CliRunner

from referee.cli.app import app

SCENARIO = Path(__file__).parent / "scenarios" / "team-no-friendly-fire.yaml"
runner = CliRunner()


def _with_teams(tmp_path: Path, teams: dict[str, str | None]) -> Path:
    doc = yaml.safe_load(SCENARIO.read_text(encoding="utf-8"))
    doc.pop("expect", None)
    for p in doc["position"]["players"]:
        if p["colour"] in teams:
            if teams[p["colour"]] is None:
                p.pop("team", None)
            else:
                p["team"] = teams[p["colour"]]
    path = tmp_path / "pos.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    return path


def test_teams_that_contradict_the_colours_are_bad_input_outside_setup(tmp_path):
    assert yaml.safe_load(SCENARIO.read_text(encoding="utf-8"))["position"]["phase"] == "action"
    result = runner.invoke(app, ["check", str(_with_teams(tmp_path, {"red": "B"}))])
    assert result.exit_code == 2, result.output
    assert "players[1].team" in result.stderr and "Blue and Red" in result.stderr


def test_one_team_for_all_four_colonies_is_bad_input(tmp_path):
    result = runner.invoke(app, ["check", str(_with_teams(tmp_path, {"green": "A", "beige": "A"}))])
    assert result.exit_code == 2, result.output
    assert ".team" in result.stderr


def test_a_missing_team_is_the_teammates_by_colour(tmp_path):
    # Red names no team: it is Blue's team "A", so attacking Blue's Path is still friendly fire
    result = runner.invoke(app, ["check", str(_with_teams(tmp_path, {"red": None})), "--json"])
    assert result.exit_code == 1, result.output
    assert '"mycelium.team.no-friendly-fire"' in result.stdout
