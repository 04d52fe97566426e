"""The base game or its expansion (#18): a question that plays without the expansion, or names the base game,
is settled by the base rules, not by the expansion's changed wording of the same rule (Solstis' evil spirit:
"Злой дух:" in the base rules, "Злой дух." again under the Fireflies expansion). Made-up questions."""

from __future__ import annotations

from dataclasses import replace

import pytest

BASE_EVIL_SPIRIT = "solstis/ru/zloi-dukh/1"


def _analysed(index, question: str):
    from referee.index.search import _understand

    return _understand(index, question, "solstis")


def test_the_expansion_part_runs_from_its_heading_to_the_end_of_the_text(built_index):
    from referee.index.edition import expansion_concepts, expansion_rows

    inside = {built_index.passages[i]["passage_id"] for i in expansion_rows(built_index, "solstis")}
    assert "solstis/ru/dopolnenie-svetlyachki/1" in inside  # the heading 'Дополнение "Светлячки"'
    assert "solstis/ru/zloi-dukh-2/1" in inside  # the expansion's evil spirit, the text's last section
    assert BASE_EVIL_SPIRIT not in inside and "solstis/ru/poryadok-khoda/1" not in inside
    keys = {built_index.matcher.keys[c] for c in expansion_concepts(built_index, "solstis")}
    assert {"solstis:expansion", "solstis:firefly"} <= keys
    assert "solstis:evil-spirit" not in keys  # the base game has one too
    assert not expansion_rows(built_index, "mycelium")  # no expansion part: nothing changes there


@pytest.mark.parametrize(
    ("question", "base"),
    [
        ("Spelen we zonder de uitbreiding, wat doet de boze geest?", True),
        ("играем без светлячков: что делает злой дух?", True),
        ("In the base game, what does the evil spirit do?", True),
        ("Spelen we met de uitbreiding, wat doet de boze geest?", False),
        ("what does the evil spirit do with the fireflies expansion?", False),
        ("what does the evil spirit do?", False),
    ],
)
def test_a_question_says_it_plays_the_base_game(built_index, question, base):
    from referee.index.edition import asks_base_game

    asked = _analysed(built_index, question)
    assert asks_base_game(built_index, question, asked.terms.left_out, "solstis") is base


def test_what_a_question_plays_without_is_not_asked_for(built_index):
    asked = _analysed(built_index, "Spelen we zonder de uitbreiding, wat doet de boze geest?")
    keys = {built_index.matcher.keys[c] for c in asked.terms.concepts}
    assert "solstis:expansion" not in keys and "solstis:evil-spirit" in keys
    with_it = _analysed(built_index, "Spelen we met de uitbreiding, wat doet de boze geest?")
    assert "solstis:expansion" in {built_index.matcher.keys[c] for c in with_it.terms.concepts}


def test_the_base_rule_comes_first_for_a_question_without_the_expansion(built_index):
    from referee.index.search import DEFAULT_CONFIG, ask

    question = "Spelen we zonder vuurvliegjes, wat doet de boze geest dan bij het einde?"
    assert ask(question, game="solstis", top=3).results[0].passage_id == BASE_EVIL_SPIRIT
    # without the edition feature the expansion's own evil-spirit passage comes first
    flat = ask(question, game="solstis", top=3, config=replace(DEFAULT_CONFIG, edition_weight=0.0))
    assert flat.results[0].passage_id != BASE_EVIL_SPIRIT


@pytest.mark.parametrize(
    "question",
    [
        "¿qué hace el zorro de la expansión?",
        "wat doet de vos uit de uitbreiding?",
        "what does the fox from the expansion do?",
    ],
)
def test_a_thing_from_the_expansion_is_answered_by_its_passage_not_the_expansions_opening(built_index, question):
    """The opening line ('Дополнение "Светлячки" добавляет ...') names only the expansion; the fox's passage lies
    in the expansion's part, so it covers "from the expansion" too and comes first."""
    from referee.index.search import ask

    assert ask(question, game="solstis", top=3).results[0].passage_id == "solstis/ru/korichnevye/2"


def test_a_question_about_the_expansion_itself_still_gets_its_opening(built_index):
    from referee.index.search import ask

    got = ask("what does the Fireflies expansion add to the game?", game="solstis", top=3)
    assert got.results[0].passage_id == "solstis/ru/dopolnenie-svetlyachki/1"
