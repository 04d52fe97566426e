"""A question of digits alone, or a terminal escape sequence, was answered (answered: true, five passages): the
ESC was dropped and "[2J" left, a word (found by the session-22 attacker). Both ask nothing: exit 2, said so."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.text.tokens import visible

runner = CliRunner()


@pytest.mark.parametrize("question", ["12345", "7", "\x1b[2J", "\x1b[31m\x1b[0m", "42 ?"])
def test_a_question_without_letters_is_refused(question):
    r = runner.invoke(app, ["ask", question, "--game", "mycelium", "--json"])
    assert r.exit_code == 2, r.output
    assert '"field": "QUESTION"' in r.stdout


def test_a_coloured_question_is_read_without_its_escapes():
    assert visible("\x1b[31mCan I attack twice?\x1b[0m") == "Can I attack twice?"
    assert visible("\x1b]0;title\x07Wie wint?") == "Wie wint?"  # a title-setting OSC sequence
