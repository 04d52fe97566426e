"""`--lang es-ES`, `--lang nl_BE.UTF-8`: the tool reads a locale ('ru_RU.UTF-8') and a browser's Accept-Language
('nl-BE') as their language, but --lang refused the same tags, and a tag's error line fell back to English (found
by attack7). A tag whose language is ours is that language; a text's language still takes the bare code only."""

from __future__ import annotations

import subprocess
import sys

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.errors import InputError
from referee.languages import check
from referee.rulebooks.ids import check_text_lang

runner = CliRunner()


@pytest.mark.parametrize(
    ("tag", "code"), [("es-ES", "es"), ("nl_BE.UTF-8", "nl"), ("RU_ru", "ru"), (" en-GB ", "en"), ("sr@latin", None)]
)
def test_a_language_tag_is_its_language(tag, code):
    if code is None:
        with pytest.raises(InputError):
            check(tag)
    else:
        assert check(tag) == code


@pytest.mark.parametrize("bad", ["pt-BR", "es x", "es.", "es\x1b[2J", "e", "esp"])
def test_what_is_no_tag_of_ours_is_still_refused(bad):
    with pytest.raises(InputError, match="unknown language"):
        check(bad)


def test_a_texts_language_takes_the_bare_code_only():
    with pytest.raises(InputError, match="unknown language 'nl-BE'"):
        check_text_lang("nl-BE")


@pytest.mark.parametrize(("tag", "words"), [("es-ES", "YAML no válido"), ("nl_BE.UTF-8", "ongeldige YAML")])
def test_the_error_speaks_the_tags_language(tag, words, tmp_path):
    f = tmp_path / "pos.yaml"
    f.write_text("game: [", encoding="utf-8")
    r = runner.invoke(app, ["check", str(f), "--lang", tag])
    assert r.exit_code == 2 and words in r.output, r.output


def test_a_usage_error_speaks_the_tags_language():
    # before the command runs (click's refusal, shown by app.main): a real process
    r = subprocess.run([sys.executable, "-m", "referee", "check", "--lang", "es-ES"], capture_output=True, text=True)
    assert r.returncode == 2 and "falta el argumento" in r.stderr, r.stderr


def test_games_names_speak_a_tags_language():
    r = runner.invoke(app, ["games", "--lang", "ru-RU"])
    assert r.exit_code == 0 and "Гномья лощина" in r.stdout, r.output
    assert runner.invoke(app, ["games", "--lang", "pt-BR"]).exit_code == 2
