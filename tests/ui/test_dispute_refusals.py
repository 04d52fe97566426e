"""A card name the engine refuses was asked again without end (five times from a pipe, the README says three),
and the list of valid names was cut at twelve without saying so (found by the session-18 new-user helper)."""

from __future__ import annotations

from typer.testing import CliRunner

from referee.cli.app import app
from referee.cli.dispute_cmd import TRIES
from referee.errors import suggest

runner = CliRunner()
QUESTION = "Which Mushling Card do you play face-down to attack?"


def test_an_answer_the_engine_refuses_is_asked_again_at_most_tries_times():
    lines = "attack\ne5\n" + "".join(f"no-such-card-{i}\n" for i in range(6))
    r = runner.invoke(app, ["dispute", "mycelium", "--lang", "en"], input=lines)
    assert r.exit_code == 2
    assert r.output.count(QUESTION) == TRIES, r.output
    assert "no-such-card-3" not in r.output  # never read: the dialogue stopped at the third


def test_a_cut_list_of_valid_names_says_how_many_it_leaves_out():
    names = [f"name{i}" for i in range(23)]
    hint = suggest("zzzz", names)
    assert "name11" in hint and "name12" not in hint and "… +11" in hint
    assert "+" not in suggest("zzzz", names[:5])
