"""`dispute --save` with --json never wrote the file nor checked its name, and `--save` over the --answers file
with --force replaced the user's answers by the position (found by the session-18 attacker). Now --save is checked
before the dialogue in both modes, never names the answers file, and a --json verdict is saved too ("saved")."""

from __future__ import annotations

import json

import yaml
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()
ANSWERS = {
    "move.type": "attack",
    "move.target": "e5",
    "move.attacker_card": "Blue Oyster",
    "position.active": "blue",
    "position.phase": "action",
    "position.facts.reach:blue-e5": "neither",
    "position.facts.variants": [],
}


def _answers(tmp_path):
    path = tmp_path / "ans.yaml"
    path.write_text(yaml.safe_dump(ANSWERS), encoding="utf-8")
    return path


def test_a_json_verdict_is_saved_and_checks_the_same(tmp_path):
    answers, saved = _answers(tmp_path), tmp_path / "built.yaml"
    r = runner.invoke(app, ["dispute", "mycelium", "--answers", str(answers), "--save", str(saved), "--json"])
    data = json.loads(r.stdout)
    assert "verdict" in data and data["saved"] == str(saved) and saved.is_file()
    checked = runner.invoke(app, ["check", str(saved), "--json"])
    assert json.loads(checked.stdout)["verdict"] == data["verdict"]["verdict"]


def test_a_bad_save_is_refused_before_anything_in_json_mode_too(tmp_path):
    answers = _answers(tmp_path)
    r = runner.invoke(app, ["dispute", "mycelium", "--answers", str(answers), "--save", str(tmp_path / "no" / "x.yaml"),
                            "--json"])  # fmt: skip
    assert r.exit_code == 2 and json.loads(r.stdout)["field"] == "--save"


def test_save_never_replaces_the_answers_it_reads(tmp_path):
    answers = _answers(tmp_path)
    before = answers.read_bytes()
    for extra in ([], ["--json"]):
        r = runner.invoke(app, ["dispute", "mycelium", "--answers", str(answers), "--save", str(answers), "--force",
                                *extra])  # fmt: skip
        assert r.exit_code == 2 and "reads" in r.output
    assert answers.read_bytes() == before
