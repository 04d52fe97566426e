"""A dispute's choices in the player's language: each fact whose choices are words names them beside the fact (the id
stays the value a position writes); the terminal's menus, a pipe's numbered list, the page's options, `referee
check`'s needs and the JSON's `labels` all show those names in es/nl/ru, and an answer given by its name settles
the dispute as the id does."""

from __future__ import annotations

import json
import re

import pytest
import yaml
from typer.testing import CliRunner

from referee.adjudicator.dispute import step
from referee.cli.app import app
from referee.engine.registry import engine_for
from tests.engine.disputes import HERE, _flatten, oracle

LANGS = ("es", "nl", "ru")
GAMES = ("gnome-hollow", "queens-garden", "solstis", "mycelium")
WORDS = re.compile(r"[^\W\d_]{2,}")  # a choice written with letters (not a cell, a slot number or a tile id)


def _word_facts():
    for game in GAMES:
        for fact in engine_for(game).rulebook.position_facts.values():
            if fact.choices and all(isinstance(c, str) and WORDS.search(c) for c in fact.choices):
                yield fact


@pytest.mark.parametrize("fact", list(_word_facts()), ids=lambda f: f"{f.game}/{f.id}")
def test_every_fact_whose_choices_are_words_names_each_one_in_every_language(fact):
    unnamed = set(fact.choices) - set(fact.names)
    assert not unnamed, f"{fact.id}: choices without a name {unnamed}"
    for lang in LANGS:
        for choice, name in fact.names.items():
            assert name.translated(lang), f"{fact.id}: {choice} has no {lang} name"


def _asked(scenario: str, game_dir: str, fact: str):
    """The dialogue of a dispute scenario up to the question of ``fact`` (answered as the full scenario would)."""
    sc = yaml.safe_load((HERE / game_dir / "scenarios" / f"{scenario}.yaml").read_text(encoding="utf-8"))
    answers = _flatten(sc["move"], "move")
    answer, _ = oracle(game_dir, {"scenario": scenario})
    for _ in range(10):
        s = step(sc["game"], answers)
        assert s.question is not None, f"{scenario}: no question of {fact} before the verdict"
        if s.question.fact.split(":")[0] == fact:  # a fact about one thing: position.facts.reach:e5
            return sc["game"], answers, s.question, answer(s.question.fact)
        answers[s.question.fact] = answer(s.question.fact)
    raise AssertionError(f"{scenario}: {fact} never asked")


GH, QG, MY = "gnome_hollow", "queens_garden", "mycelium"
PAY, ATTACK = "pay-cost-one-placed-tile-only", "attack-amethyst-deceiver-cancelled"
CASES = [  # (game dir, scenario, fact, {lang: words of the name a player of that language reads})
    (GH, "consent-missing", "position.facts.turn-step", {"es": "su turno", "nl": "diens beurt", "ru": "его ход"}),
    (GH, "consent-missing", "position.facts.tiles-fit", {"es": "casilla libre", "nl": "vrij veld", "ru": "свободную"}),
    (QG, PAY, "position.facts.target-cell", {"es": "aislada", "nl": "naast", "ru": "рядом"}),
    (MY, ATTACK, "position.facts.reach", {"es": "contigua", "nl": "aangren", "ru": "смежн"}),
]  # fmt: skip


@pytest.mark.parametrize(("game_dir", "scenario", "fact", "words"), CASES, ids=[c[2] for c in CASES])
def test_a_choice_is_shown_by_its_name_and_answered_by_it_as_by_its_id(game_dir, scenario, fact, words):
    game, answers, q, value = _asked(scenario, game_dir, fact)
    for lang in LANGS:
        labels = q.labels(lang)
        assert len(labels) == len(q.choices) and not set(labels) & set(q.choices), f"{lang}: ids shown: {labels}"
        assert any(words[lang] in label for label in labels), f"{lang}: {labels}"
        name = labels[q.choices.index(value)]
        assert q.parse(name, lang) == value  # the name the player picks is the id the file writes
        assert q.to_json(lang)["labels"] == labels and q.to_json(lang)["choices"] == list(q.choices)
    by_name = step(game, {**answers, q.fact: q.parse(q.labels("nl")[q.choices.index(value)], "nl")})
    by_id = step(game, {**answers, q.fact: value})
    assert (by_name.question and by_name.question.fact) == (by_id.question and by_id.question.fact)


def _partial_position(tmp_path, game_dir: str, scenario: str, drop: str):
    """The scenario's position without the detail that computes a fact, so that `check` asks it."""
    sc = yaml.safe_load((HERE / game_dir / "scenarios" / f"{scenario}.yaml").read_text(encoding="utf-8"))
    doc = {"game": sc["game"], "position": sc["position"], "move": sc["move"]}
    doc["position"].pop(drop)
    if isinstance(doc["position"].get("config"), str):  # a path relative to the scenario, from anywhere
        doc["position"]["config"] = str((HERE / game_dir / "scenarios" / doc["position"]["config"]).resolve())
    path = tmp_path / "pos.yaml"
    path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return path


def test_check_shows_each_choice_of_a_need_with_its_meaning_and_json_labels_it(tmp_path):
    runner = CliRunner()
    path = _partial_position(tmp_path, "gnome_hollow", "consent-missing", "turn")
    text = runner.invoke(app, ["check", str(path), "--lang", "es"])
    assert text.exit_code == 3, text.output
    assert re.search(r"place:\s+su turno, aún sin losetas colocadas", text.output), text.output
    assert "(place, gnome" not in text.output  # the ids alone, as before, said nothing to a Spanish player
    out = runner.invoke(app, ["check", str(path), "--lang", "nl", "--json"])
    need = next(n for n in json.loads(out.output)["needs"] if n["fact"] == "position.facts.turn-step")
    assert need["choices"][0] == "place" and need["labels"][0] == "diens beurt, nog geen tegels gelegd"
    assert len(need["labels"]) == len(need["choices"])
