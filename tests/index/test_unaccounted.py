"""What of the question the best passage cannot account for, read in the asker's language too, and names the
texts never use: the abstention signals of index/unaccounted.py (#18)."""

from __future__ import annotations

import pytest

from referee.index import accounted, unaccounted
from referee.text.tokens import without_frames


def _bridged(index, question, passage_id, lang):
    text = without_frames(question)
    return accounted.missing_bridged(index, text, index.lexical.analyse(text), index.by_id[passage_id], lang)


def _foreign_name(index, question):
    text = without_frames(question)
    return unaccounted.foreign_name(index, text, index.lexical.analyse(text))


MARMOT = "solstis/ru/opisanie-effektov-korichnevykh-dukhov/7"  # the Marmot's effect, in Russian


def test_the_rules_statement_in_the_askers_language_accounts_for_its_words(built_index):
    # the Russian passage shares no word with a Spanish question; the engine's Spanish statement of its rule
    # does, and "hace" is how the question is put, not what it asks
    assert _bridged(built_index, "¿Qué hace la marmota?", MARMOT, "es") == 0.0
    from referee.index.content_check import missing_share

    text = "¿Qué hace la marmota?"
    old = missing_share(built_index, text, built_index.lexical.analyse(text), built_index.by_id[MARMOT])
    assert old > 0.0, "the passage alone leaves the Spanish words unaccounted for"


def test_what_no_text_gives_stays_missing(built_index):
    market = "gnome-hollow/es/movimiento-de-los-gnomos/6"  # the market: sets of mushrooms sold for points
    plain = _bridged(built_index, "¿Cuántos hongos puedo vender en el mercado?", market, "es")
    coins = _bridged(built_index, "¿Cuántas monedas paga el mercado por los hongos amarillos?", market, "es")
    assert plain == 0.0
    assert coins >= 0.5  # "monedas", "paga", "amarillos": the texts pay in points and name no yellow mushroom


def test_an_inflected_form_the_form_table_lacks_is_the_same_word_by_its_stem():
    assert unaccounted.same_stem("jugadores", "jugador")
    assert unaccounted.same_stem("tegels", "tegel")
    assert not unaccounted.same_stem("carta", "cartel")  # too short a shared part for a word this short
    assert not unaccounted.same_stem("spelers", "spelletje")


def test_number_words_are_left_to_the_numbers_signal(built_index):
    # "tres"/"three" are the numbers signal's (content_check.numbers_missing); here they would count twice
    a = _bridged(
        built_index, "¿Cuántos hongos puedo vender en el mercado?", "gnome-hollow/es/movimiento-de-los-gnomos/6", "es"
    )
    b = _bridged(
        built_index, "¿Puedo vender tres hongos en el mercado?", "gnome-hollow/es/movimiento-de-los-gnomos/6", "es"
    )
    assert a == b == 0.0


@pytest.mark.parametrize(
    "question",
    [
        "In Catan, how many cards can I hold before I have to discard on a 7?",
        "¿Qué tiempo hará mañana en Madrid?",
        "Wat is de hoofdstad van Australië?",
        "Кто написал «Войну и мир»?",
    ],
)
def test_a_name_the_texts_never_use_is_foreign(built_index, question):
    assert _foreign_name(built_index, question) == 1.0


@pytest.mark.parametrize(
    "question",
    [
        "Can the Viper take a tile from my opponent's panorama?",  # a spirit the term bank names
        "Сколько копий каждого предмета в Эмспориуме?",  # the texts' Emsporium, transliterated and inflected
        "Azul QG: if I'm the first to pass do I lose a point?",  # a short form in capitals
        "What does the Marmot do?",  # the first word is capitalised anyway
        "¿Cuántas losetas de Jardín hay en la pila?",
    ],
)
def test_the_texts_own_names_are_not_foreign(built_index, question):
    assert _foreign_name(built_index, question) == 0.0


def test_the_signals_reach_the_lookups_json(built_index):
    from referee.index.search import ask

    off = ask("In Catan, how many cards can I hold before I have to discard on a 7?")
    on = ask("¿Qué hace la marmota?", game="solstis")
    assert off.signals["foreign_name"] == 1.0 and on.signals["foreign_name"] == 0.0
    assert on.signals["bridged"] < off.signals["bridged"]
    assert on.signals["dense_z"] > 0.0  # the settling passage stands out of its game's cosines


def _alien(index, question, game):
    text = without_frames(question)
    return unaccounted.alien_term(index, text, index.lexical.analyse(text), game)


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("¿En Mycelium se consigue un marcador de anillo al rodear un árbol?", "mycelium"),  # Gnome Hollow's
        ("Queen's Garden: krijg ik een tweede kans als ik niets kan kopen?", "queens-garden"),  # Solstis's
        ("Solstis: mag ik een pad bouwen tussen twee tegels?", "solstis"),  # Mycelium's "een pad bouwen"
    ],
)
def test_another_games_term_in_words_this_game_never_uses_is_alien(built_index, question, game):
    assert _alien(built_index, question, game) == 1.0


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("Do I get a ring marker when I close a ring?", "gnome-hollow"),  # the game's own term
        ("Do I get a ring marker in Mycelium?", "mycelium"),  # its English text says "ring" and "marker" too
        ("¿Hay segunda oportunidad si la loseta no captura nada?", "solstis"),
        ("Can I take two tiles in one turn?", "mycelium"),  # one word another game's concept names: no sign
        ("Сколько стоят две тропы?", "gnome-hollow"),
    ],
)
def test_a_games_own_terms_and_single_words_are_not_alien(built_index, question, game):
    assert _alien(built_index, question, game) == 0.0


def _likened(index, question, game):
    text = without_frames(question)
    return unaccounted.likened_elsewhere(index, text, index.lexical.analyse(text), game)


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("Solstis: like in Monopoly, do I get paid when I pass the start?", "solstis"),
        ("¿Se roba una carta extra como en Dominion?", "mycelium"),
        ("Net als bij Scrabble: krijg ik een bonus voor een volle rij?", "queens-garden"),
        ("Можно ли, как в Монополии, продать плитку другому?", "gnome-hollow"),
    ],
)
def test_a_rule_likened_to_something_the_game_never_names_is_likened_elsewhere(built_index, question, game):
    assert _likened(built_index, question, game) == 1.0


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("Does the Fox work like the Viper?", "solstis"),  # two of the game's own spirits
        ("¿Se venden los hongos como en el mercado de flores?", "gnome-hollow"),  # the game's own market
        ("Как в конце игры делят грибы?", "gnome-hollow"),  # "how", not "like": the game's own end
        ("Can I place a tile whenever I feel like it?", "gnome-hollow"),  # nothing named after "like"
    ],
)
def test_the_games_own_things_and_no_likening_are_no_sign(built_index, question, game):
    assert _likened(built_index, question, game) == 0.0
