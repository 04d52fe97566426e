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


def test_a_build_template_says_what_pay_with_holds_and_that_the_engine_asks_for_it():
    """It said only "pay_with: optional", though a build left without it is asked how it was paid."""
    for lang, words in (("en", "left out, the engine asks"), ("es", "si se omite, el motor lo pregunta")):
        r = runner.invoke(app, ["new-position", "mycelium", "--move", "build", "--lang", lang])
        assert r.exit_code == 0, r.output
        line = next(x for x in r.stdout.splitlines() if "pay_with:" in x)
        assert "spore_tokens" in line and "cards" in line and words in line, line
