"""Term banks: every concept in all four languages; the Russian text's own spirit names are bridged."""

from __future__ import annotations

import pytest

from referee.index.terms import COMMON, load_banks


def test_every_concept_has_words_in_all_four_languages():
    concepts = load_banks()
    assert {c.game for c in concepts} >= {COMMON, "gnome-hollow", "solstis", "mycelium", "queens-garden"}
    for c in concepts:
        missing = {"en", "es", "nl", "ru"} - {lang for lang, ws in c.words.items() if ws}
        assert not missing, f"{c.key} lacks {missing}"


@pytest.mark.parametrize(
    ("english", "russian"),
    [
        ("lizard", "лягушка"),
        ("salamander", "лягушка"),
        ("dragonfly", "муха"),
        ("butterfly", "мотылек"),
        ("groundhog", "сурок"),
    ],
)
def test_publisher_names_and_russian_names_share_a_concept(english, russian):
    solstis = [c for c in load_banks() if c.game == "solstis"]
    hit = [c for c in solstis if english in c.words["en"]]
    assert hit and russian in hit[0].words["ru"]


def test_question_words_find_concepts_without_spacy(built_index):
    terms = built_index.lexical.analyse("Сколько очков дают лягушки? And the gnomes' paths?")
    keys = set(built_index.matcher.keys_of(terms.concepts))
    assert {"solstis:lizard", "gnome-hollow:gnome", "gnome-hollow:mushroom-path"} <= keys
