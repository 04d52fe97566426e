"""What the best passage holds of the question: the abstention model's content signals (index/content_check.py)."""

from __future__ import annotations

import pytest

from referee.index import content_check
from referee.text.tokens import without_frames


def _row(index, passage_id):
    return index.by_id[passage_id]


def _missing(index, question, passage_id):
    text = without_frames(question)
    return content_check.missing_share(index, text, index.lexical.analyse(text), _row(index, passage_id))


def test_a_passage_that_holds_the_questions_words_misses_less_than_one_about_something_else(built_index):
    settling = "gnome-hollow/es/colocacion-de-losetas/5"  # connecting two paths that both have gnomes
    question = "¿Puedo conectar dos caminos que tienen gnomos?"
    assert _missing(built_index, question, settling) < 0.3
    assert _missing(built_index, question, "solstis/ru/konets-igry/1") > _missing(built_index, question, settling)


def test_a_word_no_text_uses_counts_as_missing_across_languages(built_index):
    # "gnomos" names a concept the Dutch passage is tagged with; "supermercado" is in no text at all
    pid = "gnome-hollow/es/colocacion-de-losetas/5"
    plain = _missing(built_index, "¿Pueden dos caminos con gnomos conectarse?", pid)
    odd = _missing(built_index, "¿Pueden dos caminos con gnomos conectarse en el supermercado?", pid)
    assert odd > plain


def test_numbers_the_question_states_and_the_passage_lacks():
    passage = {"text": "Cada jugador roba dos losetas.", "lang": "es"}
    assert content_check.numbers_missing("Do I draw two tiles?", "en", passage) == 0.0
    assert content_check.numbers_missing("Do I draw 3 tiles?", "en", passage) == 1.0
    assert content_check.numbers_missing("Do I draw tiles?", "en", passage) == 0.0  # none asked


@pytest.mark.parametrize(
    ("question", "aspect"),
    [
        ("How long does a game usually take?", "duration"),
        ("Сколько минут длится партия?", "duration"),
        ("Vanaf welke leeftijd is het spel geschikt?", "age"),
        ("¿Qué pasa si se acaban las fichas de hongo?", "runs-out"),
        ("wat als de voorraad sporenfiches op is?", "runs-out"),
        ("Si empatamos a estrellas, ¿quién gana?", "tie"),
        ("who goes first?", "first-player"),
        ("Is there a solo mode?", "player-count"),
        ("Hoeveel wegwijzers zitten er in de doos?", "components"),
        ("How many cards does each player start with?", "setup"),
        ("¿Con cuántas cartas empieza cada jugador?", "setup"),
        ("Met hoeveel kaarten begint elke speler?", "setup"),
        ("Сколько карт у каждого игрока в начале?", "setup"),
    ],
)
def test_an_aspect_asked_about_is_recognised_in_each_language(question, aspect):
    assert aspect in content_check.asked_types(question)


def test_ordinary_words_are_no_aspect():
    # "solo" is Spanish for "only"; "se acaba la partida" is the game ending, not a supply running out
    assert content_check.asked_types("¿Cuántos nutrientes recojo si solo tengo un camino?") == []
    assert content_check.asked_types("¿Cuándo se acaba la partida?") == []
    # the game ending is no supply running out, and a turn's start is no setup
    assert content_check.asked_types("Когда заканчивается партия?") == []
    assert content_check.asked_types("How do I start my turn?") == []
    assert content_check.asked_types("¿Cuándo empieza mi turno?") == []


def test_the_game_s_start_is_met_only_by_a_passage_of_the_setup():
    # a turn's "draw 2 cards" counts cards too, not the ones a player starts with
    question = "How many cards does each player start with?"
    assert content_check.answer_type_missing(question, "At the end of your turn, draw 2 cards.") == 1.0
    assert content_check.answer_type_missing(question, "Deal 5 cards to each player.") == 0.0
    assert content_check.answer_type_missing(question, "Draw 5 cards.", "Setup") == 0.0


def test_a_russian_supply_running_out_is_read_in_either_aspect_of_the_verb():
    question = "Что будет, если колода закончилась?"
    assert content_check.answer_type_missing(question, "Когда колода заканчивается, игроки играют дальше.") == 0.0
    assert content_check.answer_type_missing(question, "Возьмите тайл из колоды.") == 1.0


def test_an_aspect_is_met_only_by_a_passage_that_speaks_of_it():
    question = "What happens if the supply of cubes runs out?"
    assert content_check.answer_type_missing(question, "Take a cube from the supply.") == 1.0
    assert content_check.answer_type_missing(question, "If the supply is empty, take none.") == 0.0
    assert content_check.answer_type_missing("Can I place a tile?", "Take a cube from the supply.") == 0.0


def test_a_passage_s_heading_speaks_for_its_list():
    # the components list itself ("50 Spore Tokens") names no component word: its heading does
    question = "How many Spore tokens are in the box?"
    listed = "1 Game Board\n50 Spore Tokens\n16 Combat Tokens"
    assert content_check.answer_type_missing(question, listed) == 1.0
    assert content_check.answer_type_missing(question, listed, "Components") == 0.0
    assert content_check.answer_type_missing(question, listed, "Setup (3-4 players)") == 1.0


def test_a_count_is_unmet_when_no_sentence_numbers_what_is_asked(built_index):
    q = "How many tiles can I keep in storage?"
    terms = built_index.lexical.analyse(q)
    storage = _row(built_index, "gnome-hollow/es/resoluciones-y-bonos/2")  # a storage of at most 2 tiles
    assert content_check.count_unmet(built_index, q, terms, storage) == 0.0
    # a passage none of whose sentences gives a number beside tiles or storage
    other = next(
        i
        for i, p in enumerate(built_index.passages)
        if p["game"] == "gnome-hollow" and not content_check.numbers_in(p["text"], p["lang"])
    )
    assert content_check.count_unmet(built_index, q, terms, other) == 1.0
    assert content_check.count_unmet(built_index, "Can I keep tiles in storage?", terms, other) == 0.0  # no count


def _unknown(index, question):
    import numpy as np

    text = without_frames(question)
    return index.lexical.unknown_share(text, index.lexical.analyse(text, "nl"), np.ones(len(index.passages), bool))


@pytest.mark.parametrize(
    ("informal", "plain"),
    [
        ("mag ik m'n gnoom over z'n eigen pad zetten?", "mag ik gnoom over eigen pad zetten?"),
        ("heeft hij zo'n tegel eigenlijk allebei nodig?", "tegel nodig?"),
    ],
)
def test_dutch_clitics_and_filler_are_no_unknown_content(built_index, informal, plain):
    # table talk ("m'n", "z'n", "zo'n", "eigenlijk") says nothing the texts could lack: the question reads as
    # unknown as its plain wording, where before each clitic counted as a content word no text uses (#18)
    assert _unknown(built_index, informal) == pytest.approx(_unknown(built_index, plain))
    pid = "gnome-hollow/es/colocacion-de-losetas/5"
    assert _missing(built_index, informal, pid) == pytest.approx(_missing(built_index, plain, pid))


def test_a_dutch_word_no_text_uses_still_counts_as_unknown_beside_clitics(built_index):
    plain = _unknown(built_index, "mag ik m'n gnoom op z'n tegel zetten?")
    odd = _unknown(built_index, "mag ik m'n gnoom op z'n tegel in de parkeergarage zetten?")
    assert odd > plain


@pytest.mark.parametrize(
    "question",
    [
        "Why are the spirits drawn face down?",
        "¿Por qué hay que pagar con tesoros?",
        "Waarom liggen de tegels open?",
        "Почему у лисы красный цвет?",
    ],
)
def test_a_reason_asked_for_is_met_only_by_a_sentence_that_gives_one(question):
    # rules say what to do; a "why" is answered only where a sentence says "because" / "so that" (#18)
    assert content_check.answer_type_missing(question, "Draw two spirits and keep one.") == 1.0
    assert content_check.answer_type_missing(question, "Keep it hidden, so that nobody sees it.") == 0.0
    assert content_check.answer_type_missing(question, "Держите карты закрытыми, чтобы никто не видел.") == 0.0


def test_because_in_the_question_is_no_reason_asked_for():
    assert "reason" not in content_check.asked_types("¿Son dos, porque dice que van en parejas?")


@pytest.mark.parametrize(
    "question",
    [
        "Mycelium: de voorraad sporenfiches is op. Wat nu?",
        "the token bag is empty, what now?",
        "¿Y si la reserva ya está vacía?",
        "а если колода пустая?",
        "Als de zak helemaal leeg is, wat dan?",
    ],
)
def test_an_emptied_supply_is_a_supply_running_out(question):
    assert "runs-out" in content_check.asked_types(question)


def test_a_piece_on_a_place_is_no_supply_running_out():
    assert "runs-out" not in content_check.asked_types("Mijn gnoom is op de markt: mag ik verkopen?")
    assert "runs-out" not in content_check.asked_types("Zijn op de kaart twee symbolen?")
    assert "runs-out" not in content_check.asked_types("Можно положить тайл на пустое место?")
