"""Two different answers to one question (`-a move.type=attack -a move.type=build`) are a contradiction: the
first was silently dropped (the dispute went on with `build`); now exit 2 naming the path and both answers."""

import json

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


def test_two_different_answers_to_one_question_are_refused():
    r = runner.invoke(app, ["dispute", "mycelium", "-a", "move.type=attack", "-a", "move.type=build", "--json"])
    assert r.exit_code == 2, r.output
    assert "'move.type' given twice: 'attack' and 'build'; give it once" in r.output


def test_the_refusal_speaks_the_players_language():
    r = runner.invoke(app, ["dispute", "mycelium", "-a", "move.type=attack", "-a", "move.type=build", "--lang", "nl"])
    assert r.exit_code == 2, r.output
    assert "'move.type' twee keer gegeven: 'attack' en 'build'" in r.output


def test_the_same_answer_twice_is_one_answer():
    r = runner.invoke(app, ["dispute", "mycelium", "-a", "move.type=attack", "-a", "move.type=attack", "--json"])
    assert r.exit_code == 3, r.output  # the next question
    assert '"move.type": "attack"' in r.output


@pytest.mark.parametrize(
    "answers",
    [
        ["move.type=attack", "move.type.x=1"],  # a field under a value
        ["move.type=draw", "move.type.0.x=true"],
        ["move.type=draw", "move.type[0]=1"],  # an item of a value
    ],
)
def test_an_answer_under_one_already_given_is_refused_naming_both(answers):
    """It crashed the dispute with an internal error, the page too (found by the session-22 attacker)."""
    r = runner.invoke(app, ["dispute", "mycelium", *(a for x in answers for a in ("-a", x)), "--json"])
    assert r.exit_code == 2, r.output
    error = json.loads(r.stdout)
    assert error["field"] == "move.type" and "already answered" in error["error"], error
    assert answers[1].split("=")[0] in error["error"]


def test_the_refusal_of_an_answer_under_a_value_speaks_the_players_language():
    r = runner.invoke(app, ["dispute", "mycelium", "-a", "move.type=attack", "-a", "move.type.x=1", "--lang", "es"])
    assert r.exit_code == 2, r.output
    assert "ya respondido attack, no un mapa: move.type.x no puede ir debajo" in " ".join(r.output.split())
