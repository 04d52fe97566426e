"""A command line typer refuses, without --json, is told in the user's language: typer's own box ("Missing
argument", "No such option") stayed English in every locale (found by an attack round)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from referee.i18n import catalogue

SRC = str(Path(__file__).resolve().parents[2] / "src")


def _run(args, lang_env="en_US.UTF-8"):
    env = {**os.environ, "PYTHONPATH": SRC, "LANG": lang_env, "LC_ALL": lang_env, "LANGUAGE": ""}
    return subprocess.run([sys.executable, "-m", "referee", *args], capture_output=True, text=True, env=env)


@pytest.mark.parametrize(
    ("args", "env", "said"),
    [
        (["check"], "nl_NL.UTF-8", "fout: argument 'position' ontbreekt"),
        (["check", "--bogus"], "es_ES.UTF-8", "no existe la opción --bogus"),
        (["ask", "--top", "0", "q", "--lang", "ru"], "en_US.UTF-8", "должно быть не меньше 1"),
        (["ask", "--top", "x", "q"], "nl_NL.UTF-8", "verwacht een geheel getal"),
        (["chek"], "es_ES.UTF-8", "no existe la orden 'chek' (¿quiso decir: 'check'"),
        (["check", "a.yaml", "--move"], "ru_RU.UTF-8", "параметру '--move' нужно значение"),
        # an option with a short form: click names both ("Missing option '--game' / '-g'.")
        (["remove", "--lang", "ru"], "en_US.UTF-8", "не хватает параметра '--game' / '-g'"),
        (["ask", "q", "--jsn"], "nl_NL.UTF-8", "onbekende optie: --jsn (mogelijke opties: --json)"),
    ],
)
def test_usage_errors_in_the_users_language(args, env, said):
    r = _run(args, env)
    assert r.returncode == 2, r.stderr
    assert said in r.stderr, r.stderr
    for english in ("Missing", "No such", "Possible", "Usage:"):
        assert english not in r.stderr, r.stderr
    assert r.stdout == ""


def test_english_keeps_the_usage_line_and_the_help_hint():
    r = _run(["check"])
    assert r.returncode == 2
    assert r.stderr.splitlines()[0].startswith("Usage: ") and "check -h" in r.stderr
    assert "Missing argument 'position'" in r.stderr


@pytest.mark.parametrize("lang", ["es", "nl", "ru"])
def test_every_usage_phrase_is_translated(lang):
    ids = {e["id"] for e in catalogue("en")["errors"] if e["id"].startswith("usage_")}
    local = {e["id"] for e in catalogue(lang)["errors"]}
    assert ids and ids <= local
    assert catalogue(lang)["usage.label"] != "Usage:"
