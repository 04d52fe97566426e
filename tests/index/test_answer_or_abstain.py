"""`referee ask` answers in the asker's language, says when the texts are silent, names a language it does
not read, and takes the game the question names (#18)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


def _ask(question, **kw):
    from referee.index.search import ask

    return ask(question, **kw)


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Est-ce que je peux passer mon tour si je ne veux pas acheter de tuile ?", "fr"),
        ("Darf ich zwei Wege verbinden, auf denen beide schon Gnome stehen?", "de"),
        ("Quante carte posso tenere in mano al massimo?", "it"),
    ],
)
def test_a_question_in_a_language_the_tool_does_not_read_is_named_and_not_answered(built_index, question, lang):
    result = _ask(question)
    assert result.foreign_lang == lang and result.question_lang is None
    assert result.answered is False and result.confidence == 0.0
    # its words are not read as the term banks' concepts: French "pas"/"passer" is no *pass*
    assert result.concepts == []
    assert result.results, "the nearest passages are still shown, as related"


def test_a_question_about_no_game_gets_no_game_and_no_answer(built_index):
    result = _ask("What is the capital of France?")
    assert result.question_lang == "en" and result.foreign_lang is None
    assert result.answered is False
    assert result.game is None and not result.game_inferred


@pytest.mark.parametrize(
    "question",
    [
        "¿Cuánto dura una partida de Solstis?",  # the texts never say how long a game takes
        "Is there a solo mode for Mycelium?",
    ],
)
def test_a_question_the_texts_do_not_settle_is_flagged_and_its_passages_are_related(built_index, question):
    result = _ask(question)
    assert result.answered is False and 0.0 <= result.confidence < 0.5
    assert result.results  # shown, but as related only (the CLI and the page label them)


def test_answerable_questions_are_answered_with_confidence(built_index):
    for question, gold in [
        ("Can I connect two paths that both have gnomes?", "gnome-hollow/es/colocacion-de-losetas/5"),
        ("Что делает Сурок?", "solstis/ru/opisanie-effektov-korichnevykh-dukhov/7"),
    ]:
        result = _ask(question)
        assert result.answered and result.confidence >= 0.5
        assert result.results[0].passage_id == gold


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("Wat krijg ik als ik als eerste pas bij azul?", "queens-garden"),  # "azul" alone names Azul outside Spanish
        ("¿Qué pasa al final en Azul con los comodines?", "queens-garden"),  # capitalised mid-question: the game
        ("Hoeveel tegels mag ik in Queen's Garden in mijn opslag hebben?", "queens-garden"),
        ("¿Cuántos puntos da una partida de Gnome Hollow?", "gnome-hollow"),
        ("Что делает Лиса в Солстис?", "solstis"),
    ],
)
def test_a_game_named_in_the_question_always_wins(built_index, question, game):
    result = _ask(question)
    assert result.game == game
    assert all(h.game == game for h in result.results)


def test_the_spanish_colour_azul_names_no_game(built_index):
    from referee.index.search import load_index
    from referee.index.which_game import named_games

    index = load_index()
    assert named_games(index, "¿Qué hace el espíritu azul?", "es") == []
    assert named_games(index, "¿Qué hace el espíritu azul?", "nl") == ["queens-garden"]
    assert named_games(index, "¿En Azul puedo pasar?", "es") == ["queens-garden"]


def test_a_spanish_mycelium_question_with_camino_goes_to_mycelium(built_index):
    # "camino" is also Gnome Hollow's Spanish text's word for its paths; "esporas" is only Mycelium's
    result = _ask("¿Cuántas esporas necesito para construir un camino nuevo?")
    assert result.game == "mycelium" and result.game_inferred
    assert result.results[0].game == "mycelium"


def test_words_many_games_share_weigh_less_than_one_game_uses(built_index):
    from referee.index.search import load_index
    from referee.index.which_game import concept_evidence, games_using

    index = load_index()
    keys = index.matcher.keys
    df = games_using(index)
    assert df[keys.index("mycelium:path")] >= 2  # path / camino / pad: in Gnome Hollow's texts too
    assert df[keys.index("mycelium:spore")] == 1
    shared, only = keys.index("mycelium:path"), keys.index("mycelium:spore")
    ev = concept_evidence(index, {shared: {0}, only: {1}})
    assert ev["mycelium"] == pytest.approx(1 + 1 / df[shared])


def test_json_carries_answered_and_confidence_and_our_wording(built_index):
    out = runner.invoke(app, ["ask", "¿Puedo poner dos caminos míos en la misma arista?", "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.stdout)
    assert data["answered"] is True and 0.0 <= data["confidence"] <= 1.0
    assert data["question_lang"] == "es"
    first = data["results"][0]
    assert first["passage_id"] == "mycelium/en/build-a-path/5"
    # the engine's statement of the rule, in the asker's language, beside the English passage
    wording = {r["rule_id"]: r for r in first["rules"]}
    assert wording["mycelium.build.same-edge-own-path"]["statement_lang"] == "es"
    assert "arista" in wording["mycelium.build.same-edge-own-path"]["statement"]


def test_the_answer_speaks_the_questions_language_unless_lang_says_otherwise(built_index):
    from referee.i18n import t

    question = "¿Puedo poner dos caminos míos en la misma arista?"
    out = runner.invoke(app, ["ask", question, "--top", "1"], env={"COLUMNS": "200", "LANG": "C"})
    assert out.exit_code == 0, out.output
    assert t("check.our_wording", "es") in out.stdout and "Nunca puedes tener dos Caminos propios" in out.stdout
    out = runner.invoke(app, ["ask", question, "--top", "1", "--lang", "en"], env={"COLUMNS": "200"})
    assert t("check.our_wording", "en") in out.stdout and "You may never have two of your own Paths" in out.stdout


def test_the_cli_says_the_texts_are_silent_and_labels_passages_related(built_index):
    from referee.i18n import t

    out = runner.invoke(app, ["ask", "Сколько минут длится партия в Солстис?"], env={"COLUMNS": "200"})
    assert out.exit_code == 0, out.output
    assert t("ask.not_settled", "ru") in out.stdout
    # every passage is marked related on its language line, none is shown as the answer
    shown = out.stdout.count("╭─ ")
    assert shown > 0 and out.stdout.count(f" · {t('ask.related', 'ru')}") == shown


def test_the_cli_names_a_foreign_language_in_the_askers_language(built_index):
    from referee.i18n import t

    out = runner.invoke(app, ["ask", "Wann endet das Spiel, wenn der Nachziehstapel leer ist?", "--lang", "nl"])
    assert out.exit_code == 0, out.output
    assert t("ask.foreign", "nl", language="Duits") in " ".join(out.stdout.split())


def test_a_word_that_also_names_a_concept_every_game_has_counts_half(built_index):
    from referee.index.search import load_index
    from referee.index.which_game import concept_evidence, games_using

    index = load_index()
    keys = index.matcher.keys
    steal, draw = keys.index("mycelium:steal"), keys.index("common:draw")
    alone = concept_evidence(index, {steal: {0}})
    beside_common = concept_evidence(index, {steal: {0}, draw: {0}})  # Spanish "robar": draw first, steal too
    assert beside_common["mycelium"] == pytest.approx(alone["mycelium"] / 2)
    assert alone["mycelium"] == pytest.approx(1 / games_using(index)[steal])


def test_robar_a_tile_in_a_solstis_question_does_not_pull_it_into_mycelium(built_index):
    result = _ask("¿La libélula me deja robar una loseta de la mano del rival?")  # the Dragonfly is Solstis's
    assert result.game == "solstis" and result.game_inferred


def test_an_answered_question_names_the_game_its_answer_is_from(built_index):
    # no game named, and its words are every game's: the game is the one of the passage that answers it
    result = _ask("If two of us have the same score at the end, who wins?")
    assert result.answered and result.game == result.results[0].game == "gnome-hollow"


@pytest.mark.parametrize(
    "question",
    [
        "At the start of Solstis, how many landscape tiles does each of us hold?",
        "¿Con cuántas losetas en la mano empieza cada jugador de Solstis?",
        "Met hoeveel landschapstegels in de hand begint elke speler van Solstis?",
        "Сколько тайлов на руке у каждого игрока в начале партии Солстис?",
    ],
)
def test_the_game_s_start_the_texts_never_set_up_is_not_answered(built_index, question):
    # the Solstis text has no setup: its tiles are counted only for a turn ("В конце хода вы берете 2 тайла"),
    # which says nothing of what a player starts with
    result = _ask(question, game="solstis")
    assert result.signals["answer_type"] == 1.0
    assert result.answered is False


@pytest.mark.parametrize(
    "question",
    [
        "At the start, how many Mushling Cards is each player dealt?",
        "Al empezar, ¿cuántas cartas de Mushling recibe cada jugador?",
        "Hoeveel Mushling-kaarten krijgt elke speler aan het begin?",
        "Сколько карт Mushling сдают каждому игроку перед началом игры?",
    ],
)
def test_the_game_s_start_a_setup_passage_gives_is_answered(built_index, question):
    result = _ask(question, game="mycelium")
    assert result.results[0].passage_id == "mycelium/en/setup-3-4-players/3"  # "Deal 4 Mushling Cards to each player"
    assert result.signals["answer_type"] == 0.0
    assert result.answered is True


@pytest.mark.parametrize(
    "question",
    [
        "How many kinds of mushrooms may I sell in one visit to the market?",
        "¿Cuántos tipos de hongos puedo vender en una sola visita al mercado?",
        "Hoeveel soorten paddenstoelen verkoop ik bij één marktbezoek?",
        "Сколько видов грибов можно продать за одно посещение рынка?",
    ],
)
def test_a_spelled_one_in_a_count_question_does_not_cost_its_answer(built_index, question):
    # "maximum 2 soorten paddenstoelen verkopen": the "one visit" is the case, not a number the rule must give
    result = _ask(question, game="gnome-hollow")
    assert result.results[0].passage_id == "gnome-hollow/nl/veldbloemtegels/7"
    assert result.signals["focus_count"] == 0.0
    assert result.answered is True


def test_the_signals_json_is_every_field_in_order_as_asdict_gives_it():
    from dataclasses import asdict, fields

    from referee.index.abstain import Signals

    values = {f.name: float(i) / 7 for i, f in enumerate(fields(Signals)) if f.name != "foreign"}
    signals = Signals(**values, foreign=True)
    shown = signals.to_json()
    assert shown == asdict(signals) and list(shown) == [f.name for f in fields(Signals)]
    assert shown["foreign"] is True and shown["gap"] == values["gap"]
