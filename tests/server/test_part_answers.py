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
    """The tiles are asked one by one now (how many, then each one's fields); a list given whole (an answers
    file, -a move.tiles=...) is still read by the question of the whole list, with its example."""
    from referee.adjudicator.dispute import COUNT, _field_question

    assert step("gnome-hollow", PLACE).question.fact == COUNT + "move.tiles"
    q = _field_question("gnome-hollow", "move.tiles", "place")
    assert q.example == "[{from: board, index: 0, at: [0, 0]}]"
    assert q.to_json("nl")["example"] == q.example
    r = replay("gnome-hollow", {**PLACE, "move.tiles": q.example})
    assert r.answers["move.tiles"] == yaml.safe_load(q.example)
    assert r.step.question is None or not r.step.question.fact.startswith((COUNT, "move.tiles"))


def test_a_word_or_a_number_question_has_no_example():
    assert step("gnome-hollow", {"move.type": "place"}).question.example == ""  # the player: a name
    assert step("mycelium", {"move.type": "exchange"}).question.example == ""  # cards: names with commas


def test_the_pipe_asks_the_tiles_one_by_one_in_the_players_language():
    r = runner.invoke(app, ["dispute", "gnome-hollow", "--lang", "nl"], input="1\nana\n1\n2\n0\n0,0\n")
    out = " ".join(r.output.split())
    assert "YAML" not in out and "Hoeveel tegels leg je?" in out
    assert "Tegel 1: uit het aanbod of uit je opslag?" in out and "1) het aanbod 2) mijn opslag" in out
    assert "Tegel 1: op welke coördinaten in de tuin?" in out


def test_the_page_asks_how_many_tiles_then_each_one(client):
    page = client.get("/dispute", query_string={"lang": "es", "game": "gnome-hollow", **PLACE}).get_data(as_text=True)
    assert "¿Cuántas losetas colocas?" in page and "YAML" not in page
    one = {**PLACE, "choose:count:move.tiles": "1"}
    page = client.get("/dispute", query_string={"lang": "es", "game": "gnome-hollow", **one}).get_data(as_text=True)
    assert "Loseta 1: ¿de las losetas disponibles o de tu almacenamiento?" in page and "mi almacenamiento" in page
