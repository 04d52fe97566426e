"""`referee new-position GAME --move TYPE` with an unknown type lists the move types once, in the user's
language: it said '(valid: build, ...) (one of: build, ...)', the second list in English under Spanish (attack)."""

from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


def test_an_unknown_move_type_lists_the_types_once_in_spanish():
    r = runner.invoke(app, ["new-position", "mycelium", "--move", "fly"], env={"LANG": "es_ES.UTF-8"})
    assert r.exit_code == 2
    assert r.stderr.count("use_hero") == 1 and "one of" not in r.stderr and "válidos: build" in r.stderr, r.stderr


def test_a_near_miss_is_suggested_and_every_type_still_listed():
    r = runner.invoke(app, ["new-position", "mycelium", "--move", "atack"], env={"LANG": "nl_NL.UTF-8"})
    assert r.exit_code == 2
    assert "bedoelde je: attack" in r.stderr and "geldig: build" in r.stderr and r.stderr.count("use_hero") == 1
