"""A rulebook's variants (#18): a question that does not ask about a variant is settled by the base rule, not by
the variant's changed wording of it (Mycelium: "End of Game" wins at 10 Nutrient Tokens, the Team Variant's
"End of Game" at 15); a question that names the variant still gets it. Made-up questions."""

from __future__ import annotations

from dataclasses import replace

import pytest

BASE_END = "mycelium/en/end-of-game/1"
TEAM_END = "mycelium/en/team-variant/7"


@pytest.mark.parametrize(
    ("text", "variant"),
    [
        ("Team Variant", True),
        ("The Emsporium (Variant)", True),
        ("en la variante por equipos", True),
        ("met deze variatie", True),
        ("в командном варианте", True),
        ("End of Game", False),
        ("a variable number of tokens", False),
    ],
)
def test_a_text_says_variant_in_any_of_the_four_languages(text, variant):
    from referee.index.variants import says_variant

    assert says_variant(text) is variant


def test_the_variant_passages_are_those_under_a_variant_heading(built_index):
    from referee.index.variants import is_variant

    rows = {p["passage_id"]: i for i, p in enumerate(built_index.passages)}
    assert is_variant(built_index, rows[TEAM_END])
    assert is_variant(built_index, rows["mycelium/en/2-player-variant-exceptions/1"])
    assert not is_variant(built_index, rows[BASE_END])


@pytest.mark.parametrize(
    "question",
    [
        "How many nutrient tokens do I need to win?",
        "¿Cuántas fichas de nutrientes hacen falta para ganar?",
        "сколько жетонов питания нужно чтобы выиграть?",
    ],
)
def test_a_base_question_is_settled_by_the_base_rule(built_index, question):
    from referee.index.search import DEFAULT_CONFIG, ask

    assert ask(question, game="mycelium", top=3).results[0].passage_id == BASE_END
    # without the variant feature the Team Variant's own end of game comes first
    flat = ask(question, game="mycelium", top=3, config=replace(DEFAULT_CONFIG, variant_weight=0.0))
    assert flat.results[0].passage_id == TEAM_END


@pytest.mark.parametrize(
    "question",
    [
        "In the team variant, how many nutrient tokens do we need to win?",
        "в командной игре сколько питательных жетонов нужно для победы?",
        "met z'n tweeën, hoeveel voedingsstoffen om te winnen?",
    ],
)
def test_a_question_that_names_the_variant_gets_it(built_index, question):
    from referee.index.search import ask

    assert ask(question, game="mycelium", top=3).results[0].passage_id == TEAM_END


def test_a_russian_nutrient_token_is_the_nutrient(built_index):
    from referee.index.search import _understand

    asked = _understand(built_index, "сколько питательных жетонов нужно чтобы выиграть?", "mycelium")
    assert "mycelium:nutrient" in {built_index.matcher.keys[c] for c in asked.terms.concepts}
