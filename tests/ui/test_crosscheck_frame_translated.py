"""`referee crosscheck --lang es` (and `crosscheck terms`) speaks the translator's language in its frame too: the
headings, the score and flags columns, 'Only in nl', the summary line and the legend were English around
Spanish flag messages (attack round); the flag codes stay as they are (a translator's CI greps them)."""

from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()
ENGLISH_FRAME = ["Only in", " vs ", "pairs (", "unmatched", "flags are prompts", "cited together", " line "]


def test_the_crosscheck_frame_is_in_spanish():
    r = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "nl,es", "--lang", "es"], env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output
    for spanish in ("gnome-hollow: nl frente a es", "Solo en nl", "pares (", "sin pareja", "puntuación", "avisos"):
        assert spanish in r.stdout, spanish
    left = [e for e in ENGLISH_FRAME if e in r.stdout]
    assert not left, left
    assert "scope-differs" in r.stdout  # a flag's code is not translated


def test_the_term_bank_is_in_dutch_and_russian():
    nl = runner.invoke(app, ["crosscheck", "terms", "gnome-hollow", "--lang", "nl"], env={"COLUMNS": "200"})
    ru = runner.invoke(app, ["crosscheck-terms", "gnome-hollow", "--lang", "ru"], env={"COLUMNS": "200"})
    assert nl.exit_code == ru.exit_code == 0, nl.output + ru.output
    assert "termenbank over de talen" in nl.stdout and "niet gebruikt" in nl.stdout and "not used" not in nl.stdout
    assert "банк терминов" in ru.stdout and "concept" not in ru.stdout
