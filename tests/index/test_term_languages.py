"""Concept matching that respects the question's language and Dutch compounds, on a made-up bank (no index)."""

from __future__ import annotations

import pytest

from referee.index.terms import ConceptMatcher, compound_part
from referee.text.tokens import fold, words

# a made-up bank: two common concepts, a game written in English whose price has a Spanish word
COMPILED = {
    "concepts": [
        ["common:tile", "common"],
        ["common:turn", "common"],
        ["common:simultaneous", "common"],
        ["toy:price", "toy"],
        ["toy:death-cap", "toy"],
        ["toy:game", "toy"],
    ],
    "words": [{}, {}, {}, {}, {}, {}],
    "seqs": [
        [0, ["tegel"], ["nl"]],
        [0, ["tile"], ["en"]],
        [1, ["beurt"], ["nl"]],
        [2, ["tegelijkertijd"], ["nl"]],
        [3, ["precio"], ["es"]],
        [3, ["price"], ["en"]],
        [4, ["death", "cap"], ["en"]],
        [5, ["azul"], ["es"]],
    ],
    "affixes": [[0, "tegel"], [1, "beurt"], [2, "tegelijkertijd"]],
    "text_langs": {"toy": ["en"]},
}


def _found(text: str, lang: str | None = None) -> set[str]:
    m = ConceptMatcher(COMPILED)
    folded = [fold(w) for w in words(text)]
    # the question's words stand for themselves and a made-up lemma ("precies" read as Spanish "precio")
    cands = [{w, "precio"} if w == "precies" else {w} for w in folded]
    return set(m.keys_of(m.match(cands, folded, lang)))


@pytest.mark.parametrize(
    ("word", "stem", "part"),
    [
        ("veldbloemtegel", "tegel", True),  # a wildflower tile: the tile is the compound's head
        ("tegelstapel", "tegel", True),  # a stack of tiles
        ("tegeltje", "tegel", True),  # a diminutive
        ("tegels", "tegel", True),
        ("tegelijk", "tegel", False),  # "at once": no tile in it
        ("gebeurt", "beurt", False),  # "happens": no turn in it
        ("verkopen", "kopen", False),  # "to sell" is no "to buy"
    ],
)
def test_a_dutch_term_is_part_of_a_compound_only_when_the_rest_is_a_word_or_an_ending(word, stem, part):
    assert compound_part(word, stem) is part


def test_a_dutch_word_that_is_a_term_itself_does_not_start_with_another():
    assert _found("Mogen we tegelijkertijd leggen?", "nl") == {"common:simultaneous"}
    assert _found("Wat gebeurt er met de veldbloemtegel?", "nl") == {"common:tile"}


def test_another_languages_look_alike_term_does_not_name_a_concept():
    # Dutch "precies" (exactly) reads as Spanish "precio" (price); the game's texts are English only
    assert "toy:price" not in _found("Hoeveel kost het precies?", "nl")
    assert "toy:price" in _found("¿Cuál es el precies?", "es")
    assert "toy:price" in _found("Hoeveel kost het precies?")  # language unknown: every language's terms


def test_the_games_own_text_language_and_its_names_count_in_any_question():
    # a Dutch question names the English text's card; the game's name is read in every language
    assert _found("Wat doet de Death Cap in azul?", "nl") == {"toy:death-cap", "toy:game"}
    assert _found("¿Qué hace la loseta azul?", "es") >= {"toy:game"}
    assert "common:tile" not in _found("¿Puedo poner una tegel?", "es")  # a Dutch word in Spanish is no tile
    assert "common:tile" not in _found("Mag ik een tile leggen?", "nl")  # nor an English one in Dutch ...
    assert "common:tile" in _found("Можно положить tile?", "ru")  # ... but Latin letters in Russian are names
