"""A user's text in which every line reads as a heading holds no passage: `referee add` took it ('0 passages',
its text then in nothing lookup or the cross-check reads) and `crosscheck --file` compared it (all of the other
text 'only in' it, under the title 'solstis: ru tegenover', the file's language missing). Both refuse it,
naming the file, before anything is written."""

from __future__ import annotations

from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()

HEADINGS_ONLY = "# Opzet\n\n## Einde\n\nVARIANTEN\n"


def test_add_refuses_a_text_of_headings_and_writes_nothing(private_dirs):
    src = private_dirs / "koppen.nl.txt"
    src.write_text(HEADINGS_ONLY, encoding="utf-8")
    r = runner.invoke(app, ["add", str(src), "--game", "solstis", "--lang", "nl"])
    assert r.exit_code == 2, r.output
    assert "koppen.nl.txt: no passage in it: every line reads as a heading" in r.stderr
    assert not (private_dirs / "data" / "rulebooks" / "solstis").exists()


def test_crosscheck_file_refuses_it_in_the_translators_language(private_dirs):
    src = private_dirs / "koppen.nl.txt"
    src.write_text(HEADINGS_ONLY, encoding="utf-8")
    r = runner.invoke(app, ["crosscheck", "solstis", "--langs", "ru,nl", "--file", str(src), "--lang", "nl"])
    assert r.exit_code == 2, r.output
    assert "--file: er staat geen passage in: elke regel leest als een kop" in r.stderr
