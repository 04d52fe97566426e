"""A position under another game's id (a template copied and `game:` changed, a scenario of the wrong folder) is
named as such: it was 'position.expansion: unknown field; valid here: active, board, ... (and 10 more
problems)', which never said the game was the mistake (found attacking `check` with a Solstis position under
'game: mycelium')."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


def _template(game: str, tmp_path) -> str:
    out = tmp_path / f"{game}.yaml"
    assert runner.invoke(app, ["new-position", game, "-o", str(out), "--force"]).exit_code == 0
    return out.read_text(encoding="utf-8")


@pytest.mark.parametrize(("real", "named"), [("solstis", "mycelium"), ("mycelium", "queens-garden")])
def test_the_game_that_fits_is_suggested(tmp_path, real, named):
    text = _template(real, tmp_path).replace(f"game: {real}", f"game: {named}", 1)
    pos = tmp_path / "pos.yaml"
    pos.write_text(text, encoding="utf-8")
    r = runner.invoke(app, ["check", str(pos)])
    assert r.exit_code == 2, r.output
    assert f"game: the position is a {real} position, not a {named} one: did you mean 'game: {real}'?" in r.output
    es = runner.invoke(app, ["check", str(pos), "--lang", "es"])
    assert f"la posición es de {real}, no de {named}" in es.output


def test_a_misspelt_field_of_the_right_game_is_still_named(tmp_path):
    pos = tmp_path / "pos.yaml"
    pos.write_text("game: mycelium\nposition: {bogus: 1}\n", encoding="utf-8")
    r = runner.invoke(app, ["check", str(pos)])
    assert r.exit_code == 2
    assert "position.bogus: unknown field" in r.output and "did you mean 'game:" not in r.output
