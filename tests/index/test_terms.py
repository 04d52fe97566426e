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


def test_a_game_name_is_neither_a_rule_term_nor_a_concept(built_index):
    terms = built_index.lexical.analyse("When does a game of Gnome Hollow end?")
    keys = set(built_index.matcher.keys_of(terms.concepts))
    assert "gnome-hollow:game" in keys and "gnome-hollow:gnome" not in keys
    assert not {"gnome", "hollow"} & set(terms.lemmas)


def test_a_stop_word_brings_no_lemma_of_another_language(built_index):
    terms = built_index.lexical.analyse("Wat gebeurt er als de zak leeg is?")
    assert "dar" not in terms.lemmas and "de" not in terms.lemmas


def test_a_concept_tag_counts_every_mention():
    # a tag is repeated per mention (tf, as a shared word has); a multi-word name is one mention
    from referee.index.build import _mentions

    assert _mentions({3}) == 1
    assert _mentions({3, 4, 5}) == 1
    assert _mentions({0, 1, 7, 12}) == 3


@pytest.mark.parametrize(
    ("question", "concept"),
    [
        ("¿y en Solstis quién empieza?", "common:first-player"),
        ("who goes first in Solstis?", "common:first-player"),
        ("wie begint er bij Solstis?", "common:first-player"),
        ("al montar Solstis, ¿cuántas losetas?", "common:setup"),
        ("¿qué se reparte antes de empezar?", "common:setup"),
    ],
)
def test_everyday_words_for_who_starts_and_setup_find_the_concept(built_index, question, concept):
    # a player's own words for a concept, in any game: "quién empieza" is the first player, "montar" the setup
    terms = built_index.lexical.analyse(question)
    assert concept in built_index.matcher.keys_of(terms.concepts)


def test_a_dutch_term_whose_lemma_is_a_spanish_article_does_not_tag_spanish_questions(built_index):
    # Dutch "losse" lemmatises to "los", which every Spanish question has ("los gnomos")
    terms = built_index.lexical.analyse("¿cuántos de los gnomos mueven las losetas?")
    assert "solstis:isolated" not in built_index.matcher.keys_of(terms.concepts)


@pytest.mark.parametrize(
    "question",
    [
        "¿se termina cuando alguien coge su quinta flor?",
        "al final, ¿cuentan las monedas?",
        "stopt het spel als de zak leeg is?",
    ],
)
def test_everyday_words_for_the_end_find_the_end_of_game(built_index, question):
    # "se termina", "al final", "stopt het spel": how players say the game ends, without "de la partida"
    terms = built_index.lexical.analyse(question)
    assert "common:end-of-game" in built_index.matcher.keys_of(terms.concepts)


@pytest.mark.parametrize("question", ["¿cuántas losetas guardo en mi reserva?", "¿puedo usar la del almacén?"])
def test_spanish_everyday_words_for_gnome_hollows_storage(built_index, question):
    # "reserva", "almacén", "guardar": what a Spanish player calls the Almacenamiento Personal
    terms = built_index.lexical.analyse(question)
    assert "gnome-hollow:storage" in built_index.matcher.keys_of(terms.concepts)


def test_dutch_at_the_same_time_is_no_tie_but_a_tie_still_is(built_index):
    # bare "gelijk" matched as the tail or head of "tegelijk", "gelijktijdig" (compound matching): a tie
    at_once = built_index.lexical.analyse("mag ik twee kaarten tegelijk afleggen?")
    assert "common:tie" not in built_index.matcher.keys_of(at_once.concepts)
    tied = built_index.lexical.analyse("wie wint als we gelijk staan?")
    assert "common:tie" in built_index.matcher.keys_of(tied.concepts)


def test_spanish_function_words_are_no_search_terms(built_index):
    """A Spanish question's "cada", "cuando", "otro" (and "qué" typed as "que") are shared by every Spanish passage
    and no Dutch one: they are left out of its terms, its content words kept (#18)."""
    terms = built_index.lexical.analyse("cuando tengo q poner cada loseta, que hago con el otro montón?", "es")
    plain = {t for t in terms.lemmas if not t.startswith("#")}
    assert not plain & {"cuando", "cada", "otro", "tener", "tengo", "q", "que"}
    assert "monton" in plain


def test_spanish_table_words_name_their_concepts(built_index):
    """The wildflower tile said short ("la loseta silvestre"), the Fly Agaric by its genus ("la amanita"), a bonus
    had "al toque" / "en el momento" (Dutch "meteen", "onmiddellijk") (#18)."""
    cases = [
        ("cojo una flor de la loseta silvestre", "gnome-hollow:wildflower"),
        ("una amanita puede cancelar otra?", "mycelium:fly-agaric"),
        ("¿qué bonos te dan en el momento?", "common:immediately"),
        ("¿se repone el mercado al toque?", "common:immediately"),
    ]
    for question, key in cases:
        terms = built_index.lexical.analyse(question, "es")
        assert key in built_index.matcher.keys_of(terms.concepts), question
    plain = built_index.lexical.analyse("el momento de la partida", "es")
    assert "common:immediately" not in built_index.matcher.keys_of(plain.concepts)
