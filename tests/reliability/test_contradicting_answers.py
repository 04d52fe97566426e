"""Two different answers to one question (`-a move.type=attack -a move.type=build`) are a contradiction: the
first was silently dropped (the dispute went on with `build`); now exit 2 naming the path and both answers."""

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
