"""A fact the texts lack (facts.yaml, from game-facts.md) reads in the verdict's language: a Russian verdict
showed "факт (на английском; с --details виден текст) capture-match" under almost every rule, the fact's id and
no words (found by the session-22 new-user helper). Each fact carries our translation (``words``), shown marked as
ours; the sheet's English stays its text in the JSON and under --details."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.core.citations import facts

runner = CliRunner()
GAMES = ("gnome-hollow", "mycelium", "queens-garden", "solstis")
NUMBER = re.compile(r"\d+(?:[.,]\d+)?(?:_\d+)?")


def _numbers(text: str) -> list[str]:
    return sorted(n.replace(",", ".") for n in NUMBER.findall(text))


@pytest.mark.parametrize("game", GAMES)
def test_every_fact_has_its_words_in_the_three_other_languages_with_the_same_numbers(game):
    for fact in facts(game).values():
        assert set(fact.words) == {"es", "nl", "ru"}, f"{game}/{fact.fact_id}: words in {sorted(fact.words)}"
        for lang, text in fact.words.items():
            # a translation that changed a count or a cell would be a wrong fact in the player's language
            assert _numbers(text) == _numbers(fact.text), f"{game}/{fact.fact_id} [{lang}]: {text}"


def _solstis_capture(tmp_path: Path) -> Path:
    r = runner.invoke(app, ["new-position", "solstis", "--lang", "ru", "-o", str(tmp_path / "p.yaml")])
    assert r.exit_code == 0, r.output
    return tmp_path / "p.yaml"


def test_a_russian_verdict_shows_the_fact_in_russian_marked_as_our_translation(tmp_path):
    position = _solstis_capture(tmp_path)
    r = runner.invoke(app, ["check", str(position), "--lang", "ru"], env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output
    line = next(ln for ln in r.output.splitlines() if "capture-match" in ln)
    assert "наш перевод" in line and facts("solstis")["capture-match"].words["ru"] in line, line
    assert "Capture matches" not in r.output  # the English is --details' (and the JSON's)


def test_the_json_keeps_the_sheets_english_and_adds_the_translation(tmp_path):
    position = _solstis_capture(tmp_path)
    r = runner.invoke(app, ["check", str(position), "--lang", "es", "--json"])
    data = json.loads(r.output)
    fact = next(f for reason in data["reasons"] for f in reason.get("facts", []) if f["fact_id"] == "capture-match")
    assert fact["text"] == facts("solstis")["capture-match"].text
    assert fact["text_translated"] == {"lang": "es", "text": facts("solstis")["capture-match"].words["es"]}
