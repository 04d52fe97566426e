"""A refused given answer names where it came from: table's `dispute fly` and `referee dispute -a move.type=fly`
both said '--answers: move.type: ...', an option neither used (attack round)."""

from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


def test_table_dispute_names_itself():
    r = runner.invoke(app, ["table", "-g", "solstis", "-l", "ru", "--no-build-index"], input="dispute fly\nquit\n")
    assert "dispute: move.type:" in r.output and "--answers" not in r.output, r.output


def test_dispute_answer_option_names_itself():
    r = runner.invoke(app, ["dispute", "solstis", "-a", "move.type=fly"], input="")
    assert r.exit_code == 2
    assert "--answer: move.type:" in r.stderr and "--answers" not in r.stderr, r.stderr
