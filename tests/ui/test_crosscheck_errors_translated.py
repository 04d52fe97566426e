"""A translator who asks for Spanish, Dutch or Russian messages (`referee crosscheck ... --lang es`) reads the
command line's refusals in that language: --langs, --fail-on, --report, --tmx, --file and `referee add`'s
were English under a translated "error:" label (found checking a translation as a Dutch translator). The
JSON keeps the English text for scripts."""

import json

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()
CROSSCHECK = ["crosscheck", "gnome-hollow"]
CASES = {  # name -> (arguments, the English that must not be left, what each language says)
    "one_lang": (
        [*CROSSCHECK, "--langs", "es"],
        "takes two languages",
        {"es": "lleva dos idiomas", "nl": "neemt twee talen", "ru": "принимает два языка"},
    ),
    "same_lang": (
        [*CROSSCHECK, "--langs", "es,es"],
        "two different languages",
        {"es": "dos idiomas distintos", "nl": "twee verschillende talen", "ru": "два разных языка"},
    ),
    "no_text": (
        [*CROSSCHECK, "--langs", "es,ru"],
        "has no 'ru' text",
        {"es": "no tiene texto 'ru' (tiene: es, nl)", "nl": "heeft geen 'ru'-tekst", "ru": "нет текста 'ru'"},
    ),
    "only_one": (
        ["crosscheck", "solstis"],
        "nothing to cross-check",
        {"es": "un solo texto (ru)", "nl": "maar één tekst (ru)", "ru": "только один текст (ru)"},
    ),
    "fail_on": (
        [*CROSSCHECK, "--langs", "es,nl", "--fail-on", "x"],
        "takes disagreement or note",
        {"es": "admite disagreement o note", "nl": "neemt disagreement of note", "ru": "принимает disagreement"},
    ),
    "report": (
        [*CROSSCHECK, "--langs", "es,nl", "--report", "r.pdf"],
        "must end in",
        {"es": "debe terminar en .md o .html", "nl": "eindigen op .md of .html", "ru": "на .md или .html"},
    ),
    "tmx": (
        [*CROSSCHECK, "--langs", "es,nl", "--tmx", "pairs.txt"],
        "must end in",
        {"es": "debe terminar en .tmx", "nl": "eindigen op .tmx", "ru": "оканчиваться на .tmx"},
    ),
    "file_langs": (
        [*CROSSCHECK, "--file", "mine.txt"],
        "--file needs --langs",
        {"es": "--file necesita --langs", "nl": "--file heeft --langs", "ru": "--file требует --langs"},
    ),
}


@pytest.mark.parametrize("lang", ["es", "nl", "ru"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_a_refused_crosscheck_is_said_in_the_translators_language(tmp_path, monkeypatch, name, lang):
    monkeypatch.chdir(tmp_path)
    args, english, said = CASES[name]
    r = runner.invoke(app, [*args, "--lang", lang])
    assert r.exit_code == 2, r.output
    assert said[lang] in r.stderr and english not in r.stderr, r.stderr


def test_an_existing_tmx_is_said_in_spanish_and_kept(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pairs.tmx").write_text("mine\n", encoding="utf-8")
    r = runner.invoke(app, [*CROSSCHECK, "--langs", "es,nl", "--tmx", "pairs.tmx", "--lang", "es"])
    assert r.exit_code == 2 and "el archivo ya existe; usa --force" in r.stderr
    assert (tmp_path / "pairs.tmx").read_text(encoding="utf-8") == "mine\n"


def test_the_files_written_are_said_in_the_translators_language(tmp_path, monkeypatch):
    """`--report` / `--tmx` with --lang nl ended in English 'written: check.md' lines (attack round)."""
    monkeypatch.chdir(tmp_path)
    r = runner.invoke(
        app, [*CROSSCHECK, "--langs", "nl,es", "--report", "check.md", "--tmx", "pairs.tmx", "--lang", "nl"]
    )
    assert r.exit_code == 0, r.output
    assert "check.md geschreven" in r.stdout and "pairs.tmx geschreven" in r.stdout and "written" not in r.stdout
    assert (tmp_path / "check.md").is_file() and (tmp_path / "pairs.tmx").is_file()


def test_adding_the_same_text_twice_is_said_in_dutch(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))  # the session's data dir stays without it
    text = tmp_path / "mine.txt"
    text.write_text("# Setup\n\nEach player takes five cards.\n", encoding="utf-8")
    add = ["add", str(text), "--game", "my-own-game", "--lang", "en"]
    assert runner.invoke(app, add).exit_code == 0
    r = runner.invoke(app, add, env={"LANG": "nl_NL.UTF-8"})
    assert r.exit_code == 2 and "je hebt my-own-game/en al toegevoegd" in r.stderr
    r = runner.invoke(app, ["remove", "--game", "my-own-game", "--lang", "ru"], env={"LANG": "ru_RU.UTF-8"})
    assert r.exit_code == 2 and "вы не добавляли текст на языке ru для 'my-own-game'" in r.stderr


def test_the_json_keeps_the_english(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    r = runner.invoke(app, [*CROSSCHECK, "--langs", "es,es", "--lang", "es", "--json"])
    assert json.loads(r.stdout)["error"] == "--langs needs two different languages, e.g. es,nl"
