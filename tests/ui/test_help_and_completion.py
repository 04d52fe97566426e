"""Every command's help shows real examples; shell completion is installed by typer and completes our values."""

import os
import subprocess
import sys

import pytest
import typer
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


def leaf_commands(cmd, path=()):
    if hasattr(cmd, "commands"):  # a group (typer vendors its own click, so no isinstance)
        for name, sub in cmd.commands.items():
            yield from leaf_commands(sub, (*path, name))
    else:
        yield path


LEAVES = list(leaf_commands(typer.main.get_command(app)))


def test_the_commands_of_this_issue_exist():
    names = {p[0] for p in LEAVES}
    assert {"check", "explain", "table", "rules", "passages"} <= names


@pytest.mark.parametrize("path", LEAVES, ids=lambda p: " ".join(p))
def test_help_has_a_real_example(path):
    r = runner.invoke(app, [*path, "--help"], env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output
    assert "Example" in r.output, f"referee {' '.join(path)} --help shows no example"
    assert f"referee {path[0]}" in r.output, "the example must run this very command"


def _complete(words: str, cword: int) -> list[str]:
    env = {**os.environ, "_REFEREE_COMPLETE": "complete_bash", "COMP_WORDS": words, "COMP_CWORD": str(cword)}
    r = subprocess.run(
        [sys.executable, "-c", "import sys; sys.argv[0] = 'referee'; from referee.cli.app import main; main()"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return r.stdout.split()


def test_completion_of_languages_and_games():
    assert _complete("referee check pos.yaml --lang ", 4) == ["en", "es", "nl", "ru"]
    assert _complete("referee table --game my", 3) == ["mycelium"]
    assert "explain" in _complete("referee exp", 1)


def test_install_completion_is_offered():
    r = runner.invoke(app, ["--help"], env={"COLUMNS": "200"})
    assert "--install-completion" in r.output and "--show-completion" in r.output
