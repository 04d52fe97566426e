"""`--help` speaks the user's language (the locale, or `--lang` on the command line), as every other message:
it was English under every locale, so a Dutch player at the table read "Show passages in this language first"
and a Russian one "Settle a dispute step by step" (found trying the tool as new users)."""

import sys

import pytest
import typer.main
from typer.testing import CliRunner

from referee.cli.app import app
from referee.i18n import catalogue

runner = CliRunner()
LOCALES = {"es": "es_ES.UTF-8", "nl": "nl_NL.UTF-8", "ru": "ru_RU.UTF-8"}


def help_of(*command: str, lang: str = "C") -> str:
    r = runner.invoke(app, [*command, "--help"], env={"COLUMNS": "200", "LANG": lang, "LC_ALL": lang})
    assert r.exit_code == 0, r.output
    return " ".join(r.output.split())


@pytest.mark.parametrize(
    ("lang", "summary", "option", "panels"),
    [
        ("es", "Busca los pasajes que responden", "Muestra primero los pasajes en este idioma.", ("Opciones", "Uso:")),
        ("nl", "Zoek de passages die een regelvraag", "Toon passages in deze taal eerst.", ("Opties", "Gebruik:")),
        ("ru", "Найти отрывки, которые отвечают", "Сначала показывать отрывки на этом языке.", ("Параметры",)),
    ],
)
def test_a_commands_help_follows_the_locale_and_keeps_its_examples(lang, summary, option, panels):
    text = help_of("ask", lang=LOCALES[lang])
    assert summary in text and option in text and all(p in text for p in panels), text
    assert "Find the passages" not in text and "Show passages in this language first" not in text
    assert 'referee ask "Что делает Сурок?" --json' in text  # an example is a command to type: as written
    assert catalogue(lang)["cli_help.default"].format(5) in text  # "[standaard: 5]"


def test_the_command_list_and_a_dispute_speak_russian_and_english_comes_back():
    text = help_of(lang=LOCALES["ru"])
    assert "Команды" in text and "Разрешить спор шаг за шагом" in text and "Показать эту справку и выйти." in text
    dispute = help_of("dispute", lang=LOCALES["ru"])
    assert "Код выхода: 0 разрешено" in dispute and "Примеры:" in dispute and "--save attack.yaml" in dispute
    english = help_of("ask")  # the same process: typer's panel titles and the click objects left as they were
    assert "Options" in english and "Find the passages" in english and "[default: 5]" in english


def test_lang_on_the_command_line_wins_over_the_locale(monkeypatch):
    monkeypatch.setattr(sys, "argv", ["referee", "crosscheck", "--lang", "es", "--help"])
    text = help_of("crosscheck", lang=LOCALES["nl"])
    assert "Compara dos versiones" in text and "Vergelijk" not in text


def _commands() -> dict[str, object]:
    """Every command's name (a group's subcommands as 'index build') -> its click command."""
    out: dict[str, object] = {}

    def walk(cmd, name: str) -> None:
        out[name] = cmd
        for sub_name, sub in getattr(cmd, "commands", {}).items():
            walk(sub, sub_name if name == "referee" else f"{name} {sub_name}")

    walk(typer.main.get_command(app), "referee")
    return out


def _prose(cmd) -> list[str]:
    """A command's help paragraphs after its summary and before its examples."""
    paragraphs = (cmd.help or "").split("\n\n")[1:]
    cut = next((i for i, p in enumerate(paragraphs) if p.startswith(("Examples:", "Example:"))), len(paragraphs))
    return paragraphs[:cut]


@pytest.mark.parametrize("lang", sorted(LOCALES))
def test_every_command_and_parameter_is_translated_and_every_entry_is_a_real_one(lang):
    """A new command or option without its words in a language fails here (its help would be English there)."""
    found = _commands()
    commands = {name: {p.name for p in cmd.params if p.name} for name, cmd in found.items()}
    texts = {k: v for k, v in catalogue(lang).items() if k.startswith("cli_help.commands.")}
    wanted = {f"cli_help.commands.{c}.summary" for c in commands}
    wanted |= {f"cli_help.commands.{c}.more" for c, cmd in found.items() if _prose(cmd)}
    wanted |= {f"cli_help.commands.{c}.params.{p.name}" for c, cmd in found.items() for p in cmd.params if p.help}
    assert wanted <= set(texts), sorted(wanted - set(texts))
    for key in texts:
        command, _, what = key.removeprefix("cli_help.commands.").partition(".params.")
        if what:  # a parameter's help: the command has that parameter
            assert what in commands.get(command, set()), key
        else:  # a summary or the prose: of a command that exists
            assert command.rsplit(".", 1)[0] in commands and command.endswith((".summary", ".more")), key


@pytest.mark.parametrize(("lang", "said"), [("C", "Game at the table. [required]"), ("nl", "Het spel aan tafel.")])
def test_on_a_phone_each_option_stands_whole_over_its_help(lang, said):
    """At 40 columns typer's option table cut `referee table -h` to "--ga…" and "[requ…": the names are what
    the player types, so each stands on its own line with its help indented under it."""
    env = {"COLUMNS": "40", "LANG": LOCALES.get(lang, lang), "LC_ALL": LOCALES.get(lang, lang)}
    r = runner.invoke(app, ["table", "--help"], env=env)
    assert r.exit_code == 0 and "…" not in r.output, r.output
    lines = r.output.splitlines()
    at = next(i for i, line in enumerate(lines) if line.strip() == "--game, -g")
    assert lines[at + 1].startswith("  " + said.split(" [")[0]), lines[at : at + 3]
    assert any(line.strip() == "--no-build-index" for line in lines)


def test_lang_before_the_command_is_the_help_language_and_every_commands_default(monkeypatch):
    """`referee --help --lang ru` said "no such option: --lang" though the README names it; and
    `referee --lang ru ask ...` now speaks Russian as `referee ask ... --lang ru` does."""
    monkeypatch.setattr(sys, "argv", ["referee", "--help", "--lang", "ru"])
    r = runner.invoke(app, ["--help", "--lang", "ru"], env={"COLUMNS": "200", "LANG": "C", "LC_ALL": "C"})
    assert r.exit_code == 0, r.output
    assert "Команды" in r.output and "Язык справки и сообщений всех команд" in r.output
    env = {"LANG": "C", "LC_ALL": "C", "COLUMNS": "120"}
    asked = runner.invoke(app, ["--lang", "ru", "games"], env=env)
    english = runner.invoke(app, ["games"], env=env)
    assert asked.exit_code == 0 and english.exit_code == 0, asked.output
    assert "Гномья лощина" in asked.output and "Гномья лощина" not in english.output
    mixed = runner.invoke(app, ["-l", "ru", "games", "--lang", "es"], env=env)
    assert "Гномья лощина" not in mixed.output and "Gnome Hollow" in mixed.output  # the command's own --lang wins


def test_an_unknown_language_before_the_command_is_a_usage_error_not_an_internal_one():
    r = runner.invoke(app, ["--lang", "xx", "games"], env={"LANG": "C", "LC_ALL": "C"})
    assert r.exit_code == 2 and "unknown language 'xx'" in r.output and "internal error" not in r.output


def test_a_command_help_after_lang_shows_one_default_for_lang(monkeypatch):
    """`referee --lang ru ask -h` showed "[по умолчанию: ru]" beside the help's "default: the locale's"."""
    monkeypatch.setattr(sys, "argv", ["referee", "--lang", "ru", "ask", "-h"])
    r = runner.invoke(app, ["--lang", "ru", "ask", "-h"], env={"COLUMNS": "200", "LANG": "C", "LC_ALL": "C"})
    assert r.exit_code == 0, r.output
    lang_line = next(line for line in r.output.splitlines() if line.lstrip("│ ").startswith("--lang"))
    assert "по умолчанию" not in lang_line and "Сначала показывать" in lang_line
