"""Every command's help wraps its prose at the terminal's width, and words in square brackets stay: this typer
kept the docstrings' line breaks (sentences cut at the source's margin, `referee add -h` read "a line starting
with" / "- ..."), and its rich markup ate "[broken]", "[left open]" and "[held]" from `referee check -h`."""

import re

from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


def help_of(*command: str, width: int = 120) -> str:
    r = runner.invoke(app, [*command, "--help"], env={"COLUMNS": str(width)})
    assert r.exit_code == 0, r.output
    return r.output


def test_check_help_keeps_the_role_marks():
    text = " ".join(help_of("check").split())
    assert "marked [broken] (the rule the move breaks) or [left open]" in text
    assert "the rules that [held] follow" in text


def test_a_paragraph_fills_a_wide_terminal():
    lines = [line.strip() for line in help_of("add", width=160).splitlines()]
    # the source wraps this paragraph at 110 columns; a 160-column terminal holds more of it on one line
    paragraph = next(line for line in lines if line.startswith("The text format"))
    assert len(paragraph) > 115, paragraph
    assert 'a line starting with "- "' in paragraph


def test_examples_keep_their_own_lines():
    text = help_of("dispute")
    assert re.search(r"^\s+referee dispute mycelium --lang es\s*$", text, re.M)
    pipe = r"printf 'attack\\ne5\\nBlue Oyster\\nblue\\naction\\nneither\\n\\n' \| referee dispute mycelium --save"
    assert re.search(rf"^\s+{pipe} attack.yaml\s*$", text, re.M)
