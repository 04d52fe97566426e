"""Every engine's rules read in every UI language through the CLI (the declarations themselves are checked by
tests/engine/test_rule_declarations.py::test_every_statement_exists_in_every_ui_language)."""

import json

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.registry import available_engines
from referee.i18n import LANGS, t

runner = CliRunner()


@pytest.mark.parametrize("game", available_engines())
@pytest.mark.parametrize("lang", LANGS)
def test_rules_speak_the_asked_language(game, lang):
    r = runner.invoke(app, ["rules", game, "--lang", lang, "--json"])
    assert r.exit_code == 0, r.output
    rules = json.loads(r.stdout)["rules"]
    assert rules
    assert {x["statement_lang"] for x in rules} == {lang}
    for x in rules:
        langs = [c["lang"] for c in x["citations"]]
        assert langs == sorted(langs, key=lambda code: code != lang)  # the asked language first
    human = runner.invoke(app, ["rules", game, "--lang", lang], env={"COLUMNS": "200"})
    assert t("rules.col_statement", lang) in human.output
