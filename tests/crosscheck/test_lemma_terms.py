"""Term and cue matching sees inflected forms through the text toolkit's lemma tables (pymorphy3 for ru)."""

from __future__ import annotations

import pytest

from referee.adjudicator.crosscheck.cues import cues
from referee.adjudicator.crosscheck.terms import TermBank, term_bank


@pytest.mark.parametrize(
    ("game", "text", "concept"),
    [
        ("gnome-hollow", "Гном стоит на пню", "stump"),
        ("gnome-hollow", "Нет Гномов рядом", "gnome"),
        ("gnome-hollow", "Закрытых Колец нет", "ring"),
        ("solstis", "на своей панораме", "panorama"),
        ("solstis", "двух новых духов", "spirit"),
    ],
)
def test_russian_inflected_forms_name_the_concept(game, text, concept):
    assert concept in term_bank(game).find(text, "ru")


def test_a_phrase_matches_word_by_word_in_its_forms():
    bank = TermBank("t", None, {"ring": {"es": ("anillo de hongos",), "ru": ("плитка земли",)}})
    assert bank.find("dos Anillos de Hongos", "es") == {"ring": ["Anillos de Hongos"]}
    assert bank.find("три плитки земли", "ru") == {"ring": ["плитки земли"]}


def test_a_verb_reading_does_not_widen_a_noun():
    # the lookup table reads "camino" as a form of "caminar": its verb forms must not name the path
    bank = TermBank("t", None, {"path": {"es": ("camino",)}})
    assert bank.find("El gnomo camina", "es") == {}
    assert bank.find("dos caminos", "es") == {"path": ["caminos"]}


def test_cue_phrases_in_their_forms():
    assert cues("на следующем ходу", "ru", "timing") == ["следующем ходу"]
    assert cues("you cannot", "en", "negation") == ["cannot"]
