"""A question whose answer is a part (Gnome Hollow's tiles to place: a list of placements) shows an example of
its shape: the pipe said "one or more numbers or names", which no placement is, and the phone page said nothing
(found settling a Gnome Hollow dispute in Dutch and on a phone in Spanish)."""

import yaml
from typer.testing import CliRunner

from referee.adjudicator.dispute import replay, step
from referee.cli.app import app

runner = CliRunner()
PLACE = {"move.type": "place", "move.player": "ana"}


def test_the_example_has_the_parts_shape_and_answering_it_moves_the_dialogue_on():
    q = step("gnome-hollow", PLACE).question
    assert q is not None and q.fact == "move.tiles"
    assert q.example == "[{from: board, index: 0, at: [0, 0]}]"
    assert q.to_json("nl")["example"] == q.example
    r = replay("gnome-hollow", {**PLACE, "move.tiles": q.example})
    assert r.answers["move.tiles"] == yaml.safe_load(q.example)
    assert r.step.question is None or r.step.question.fact != "move.tiles"


def test_a_word_or_a_number_question_has_no_example():
    assert step("gnome-hollow", {"move.type": "place"}).question.example == ""  # the player: a name
    assert step("mycelium", {"move.type": "exchange"}).question.example == ""  # cards: names with commas


def test_the_pipe_shows_the_example_in_the_players_language():
    r = runner.invoke(app, ["dispute", "gnome-hollow", "--lang", "nl"], input="1\nana\n")
    assert "typ het als YAML, bijv. [{from: board, index: 0, at: [0, 0]}]" in r.output
    assert "nummers of namen" not in r.output.split("move.tiles", 1)[1]


def test_the_page_shows_the_example_under_the_field(client):
    page = client.get("/dispute", query_string={"lang": "es", "game": "gnome-hollow", **PLACE}).get_data(as_text=True)
    assert 'aria-describedby="answer-hint"' in page
    assert "escríbelo en YAML, p. ej. [{from: board, index: 0, at: [0, 0]}]" in page
