"""Issue #16: one invalid/illegal policy for all engines, as python-chess keeps invalid and illegal apart.

Every game lists the same kinds of mistakes (tests/engine/<game>/policy_cases.py: BAD_NAMES, ILLEGAL); each is
run through `referee check --json`: a name not in the game is bad input (exit 2, the field path, a suggestion),
a real move that breaks a rule is illegal (exit 1)."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from tests.engine.policy import BadName, Illegal

GAMES = {"gnome-hollow": "gnome_hollow", "mycelium": "mycelium", "queens-garden": "queens_garden", "solstis": "solstis"}
# every game must cover a player not in the game; each also covers its own components (see its policy_cases.py)
REQUIRED = {"player"}
runner = CliRunner()


def _cases(game: str):
    try:
        return importlib.import_module(f"tests.engine.{GAMES[game]}.policy_cases")
    except ModuleNotFoundError:
        pytest.xfail(f"{game}: no policy_cases.py yet")


def _check(tmp_path: Path, doc: dict) -> tuple[int, dict]:
    from referee.cli.app import app

    path = tmp_path / "position.yaml"
    path.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    r = runner.invoke(app, ["check", str(path), "--json"])
    try:
        return r.exit_code, json.loads(r.stdout)
    except json.JSONDecodeError:
        raise AssertionError(f"not JSON (exit {r.exit_code}): {r.output[-300:]}") from None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_names_not_in_the_game_are_bad_input_with_the_field_and_a_suggestion(game, tmp_path):
    cases = _cases(game)
    bad: list[BadName] = cases.BAD_NAMES
    assert REQUIRED <= {c.kind for c in bad}, f"{game}: cover at least {REQUIRED}"
    assert len({c.kind for c in bad}) >= 3, f"{game}: cover the game's own components too"
    for c in bad:
        code, out = _check(tmp_path, c.doc)
        where = f"{game} {c.kind} {c.field}"
        assert code == 2, f"{where}: exit {code}, {out}"
        assert c.field in (out.get("field") or ""), f"{where}: the error names {out.get('field')!r}"
        assert c.suggests in out.get("error", ""), f"{where}: no suggestion in {out.get('error')!r}"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_real_move_that_breaks_a_rule_is_illegal(game, tmp_path):
    cases = _cases(game)
    illegal: list[Illegal] = cases.ILLEGAL
    assert illegal, f"{game}: give at least one illegal move"
    for c in illegal:
        code, out = _check(tmp_path, c.doc)
        assert code == 1 and out["verdict"] == "illegal", f"{game}: {c.rule_id}: exit {code}"
        assert out["reasons"][0]["rule_id"] == c.rule_id
