"""A Dutch player settling a Gnome Hollow dispute reads one word for the gnome: the move was "een gnoom
verplaatsen" and its next question "Waar gaat de kabouter heen?", two words for one piece (the Dutch
rulebook says "gnoom", "gnomen"). Found settling a dispute in Dutch from a pipe."""

import json

from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


def test_the_gnome_is_a_gnoom_throughout_the_dutch_dispute():
    answers = ["-a", "move.type=gnome", "-a", "move.player=red"]
    r = runner.invoke(app, ["dispute", "gnome-hollow", *answers, "--lang", "nl", "--json"])
    question = json.loads(r.stdout)["question"]
    assert question["fact"] == "move.to"
    assert (
        question["question"]
        == "Waar gaat de gnoom heen: de markt, de bloemenmarkt, de voorraad of een pad ({at: path, tile: [q, r]})?"
    )
