"""Dutch words the term banks name (#18). A compound that is a term on its own names no other game's concept by
its head ("trekstapel" is the draw pile, not Queen's Garden's round stack "stapel"); a compound the
banks do not hold is still read by its parts. Ways of saying a pile is empty ("de stapel is op") and who passes
first ("wie als eerste past"; a lone "past" is "fits") are read as such. Made-up questions."""

from __future__ import annotations

import pytest


def _keys(index, question: str, game: str | None = None) -> set[str]:
    from referee.index.search import _understand

    asked = _understand(index, question, game)
    return {index.matcher.keys[c] for c in asked.terms.concepts}


def test_a_compound_that_is_a_term_names_only_that_term(built_index):
    keys = _keys(built_index, "de trekstapel, waar ligt die?")
    assert "common:draw" in keys and "queens-garden:display" not in keys
    # a head of the word's own game or a common one still names the kind it is of
    assert _keys(built_index, "wat staat er op een voedingskaart?") >= {
        "mycelium:nutrient-card",
        "mycelium:mushling-card",
    }
    assert "common:tile" in _keys(built_index, "wanneer krijg ik een regenboogtegel?")


def test_a_compound_the_banks_lack_is_still_read_by_its_parts(built_index):
    assert "mycelium:mushling-card" in _keys(built_index, "mag ik een paddenstoelkaart pakken?")


@pytest.mark.parametrize(
    ("question", "empty"),
    [
        ("de trekstapel is op, wat nu?", True),
        ("als de stapel op is, spelen we dan door?", True),
        ("de zak is op", True),
        ("de tegels zijn op het bord gelegd", False),
        ("is op de stapel nog een kaart?", False),
    ],
)
def test_a_pile_that_is_op_has_run_out(built_index, question, empty):
    assert ("common:runs-out" in _keys(built_index, question)) is empty


@pytest.mark.parametrize(
    ("question", "passes"),
    [
        ("wie als eerste past, wat krijgt die?", True),
        ("past deze tegel hier?", False),
    ],
)
def test_who_passes_first(built_index, question, passes):
    assert ("queens-garden:pass" in _keys(built_index, question)) is passes


def test_whispering_to_a_teammate(built_index):
    assert "mycelium:whisper" in _keys(built_index, "mogen we fluisteren over onze kaarten?")
    assert "mycelium:whisper" in _keys(built_index, "можно шептаться с напарником?")
