"""Table talk no text of the game speaks of (trading, taking a move back, a timer, turning a tile, teams,
another game, the kitchen): the abstention signal ``silent_topic`` (#18). Made-up questions, in the four
languages, none from a bench file."""

from __future__ import annotations

import pytest

from referee.index import silent_topics


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("Can I swap a flower with the player on my left?", "trade"),
        ("¿Puedo prestarle una loseta a mi vecino?", "trade"),
        ("Mogen we tegels ruilen met elkaar?", "trade"),
        ("Можно одолжить жетон соседу?", "trade"),
        ("I placed it by mistake, may I undo that?", "undo"),
        ("¿Se puede deshacer la última jugada?", "undo"),
        ("Mag ik mijn zet terugnemen?", "undo"),
        ("Можно отменить последний ход?", "undo"),
        ("Do we play with a sand timer?", "time-limit"),
        ("¿Hay un límite de tiempo para pensar?", "time-limit"),
        ("Spelen we met een zandloper?", "time-limit"),
        ("Есть ли таймер на ход?", "time-limit"),
        ("Can we play it 2 vs 2?", "team"),
        ("¿Se juega por parejas?", "team"),
        ("Kunnen we in teams spelen?", "team"),
        ("Можно играть командами?", "team"),
        ("Can I rotate the tile first?", "rotate"),
        ("Как ходит ладья в шахматах?", "other-game"),
        ("in catan, how many roads can I build?", "other-game"),
        ("Hoe maak ik paddenstoelensoep? Heb je een recept?", "food"),
        ("Mag ik even in de zak gluren?", "peek"),
        ("Can I just get rid of a card from my hand?", "discard-at-will"),
        ("¿Puedo tirar una loseta cuando quiera?", "discard-at-will"),
        ("Mag ik zomaar een kaart afleggen?", "discard-at-will"),
        ("Можно просто так выбросить жетон?", "discard-at-will"),
        ("¿Me recomiendas un juego para dos?", "recommend"),
        # a price for a favour the rules grant, between players
        ("If I let her use my path, can I ask for a card in return?", "trade"),
        ("¿Le puedo pedir una flor a cambio de dejarle pasar?", "trade"),
        ("Mag ik iets terugvragen als ik hem mijn pad laat gebruiken?", "trade"),
        ("Можно попросить жетон взамен за разрешение?", "trade"),
        # taking a placed piece back, in the words of a player who misplaced it
        ("I misplaced my token, can I pick it up after placing it?", "undo"),
        ("La puse mal colocada, ¿puedo volver a cogerla?", "undo"),
        ("Mag ik mijn kaart terugpakken?", "undo"),
        ("Можно взять фишку обратно?", "undo"),
        # the world off the table, told by its time and place
        ("Do these beetles live in my backyard too, or only in books? When do they hatch this year?", "real-world"),
        ("¿Los escarabajos de verdad viven en casa?", "real-world"),
        ("Bestaan die kevers ook in het echt?", "real-world"),
        ("А настоящие жуки зимуют в лесу?", "real-world"),
        # a tie on the tie-break itself
        ("We tied on points and also tie on leftover cards, who wins?", "tie-on-tie-break"),
        ("Empatados a puntos y también empatados en cartas, ¿quién gana?", "tie-on-tie-break"),
        ("Gelijk in punten en ook evenveel kaarten over, wie wint?", "tie-on-tie-break"),
        ("Ничья по очкам и ничья по картам, кто победил?", "tie-on-tie-break"),
    ],
)
def test_the_topic_a_question_asks_about_is_read_in_four_languages(question, topic):
    assert topic in silent_topics.asked_topics(question)


@pytest.mark.parametrize(
    "question",
    [
        "¿Qué gano en el segundo turno?",  # "undo" is no part of "segundo"
        "Hoeveel schatpunten krijg ik in ruil voor drie paddenstoelen?",  # a market's price, not a trade
        "How many spores does a Path cost?",
        "Сколько тайлов берёт Олень?",
        "¿La loseta azul cuenta como flor?",  # Spanish "azul" is blue, not Azul
        "¿Cuántos puntos me dan a cambio de tres hongos?",  # the market's price, not a deal
        "Можно ли мухомором отменить способность героя?",  # a card cancelling an ability is no move undone
        "Can I place a tile in my garden next to a fountain?",  # Queen's Garden's garden is the player board's
        "Who wins a tie on points?",  # one tie: the tie-break a text gives
        "Kunnen twee spelers tegelijk winnen?",  # "tegelijk" (at once) is no tie
    ],
)
def test_a_question_about_the_rules_asks_about_no_such_topic(question):
    assert silent_topics.asked_topics(question) == []


@pytest.mark.parametrize(
    ("question", "game", "silent"),
    [
        ("Can I swap a flower with the player on my left?", "gnome-hollow", 1.0),
        ("¿Puedo prestarle una loseta a mi rival?", "solstis", 1.0),
        ("Spelen we met een zandloper?", "mycelium", 1.0),
        ("Можно отменить последний ход?", "solstis", 1.0),
        # Mycelium's start player last saw a mushroom "in the wild": that is no talk of the world off the table
        ("Did anyone find a real mushroom at home this year?", "mycelium", 1.0),
        ("Можно отменить ход?", "mycelium", 1.0),  # its texts cancel abilities ("отменяет"), never a move
        # Mycelium's team variant has a Trade action: its texts speak of trading and of teams
        ("In the team variant, can I trade a spore token with my teammate?", "mycelium", 0.0),
        ("¿Cuántos nutrientes necesita un equipo para ganar?", "mycelium", 0.0),
        ("¿Cuántas flores hacen falta para terminar?", "gnome-hollow", 0.0),  # no topic asked
    ],
)
def test_a_topic_fires_only_for_a_game_whose_texts_never_speak_of_it(built_index, question, game, silent):
    assert silent_topics.silent_topic(built_index, question, game) == silent


def _ask(question, **kw):
    from referee.index.search import ask

    return ask(question, **kw)


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("Can I lend one of my stored tiles to another player for a round?", "gnome-hollow"),
        ("¿Podemos jugar a Solstis por parejas, dos contra dos?", "solstis"),
        ("Mag ik in Solstis een tegel terugnemen die ik per ongeluk heb gelegd?", "solstis"),
        ("Есть ли в Мицелии таймер на ход?", "mycelium"),
    ],
)
def test_table_talk_the_texts_never_speak_of_is_not_answered(built_index, question, game):
    result = _ask(question, game=game)
    assert result.signals["silent_topic"] == 1.0
    assert result.answered is False
    assert result.results  # the nearest passages are still shown, as related


def test_the_same_topic_is_answered_where_the_texts_speak_of_it(built_index):
    result = _ask("In the team variant, how do I trade a Mushling Card with my teammate?", game="mycelium")
    assert result.signals["silent_topic"] == 0.0
    assert result.answered is True
    assert any("Trade" in h.text for h in result.results[:3])


def test_trading_without_saying_teammate_finds_the_trade_action(built_index):
    """ "Can I trade Spore Tokens with another player?" got Build a Path and Exchange passages: the Team variant's
    Trade Action (trading is between teammates only) was not among them (found by the session-20 new-user helper)."""
    result = _ask("Can I trade Spore Tokens with another player?", game="mycelium")
    assert result.results[0].passage_id == "mycelium/en/team-variant/4", [h.passage_id for h in result.results]


@pytest.mark.parametrize("question", ["x", "ab", "id", "What time is it?", "Hoe laat is het?"])
def test_a_question_nothing_of_which_is_in_any_text_is_not_answered_and_claims_no_game(built_index, question):
    """ "x" was answered (confidence 0.35, "medium") from Mycelium's table of contents, its game "inferred from the
    question" (found by the session-20 attacker): only the encoder's nearest passage, which any string has."""
    result = _ask(question)
    assert result.answered is False and result.game is None
    assert result.results  # the nearest passages are still shown, as related
    assert _ask("When does a game of Gnome Hollow end?").answered is True  # named, its game's passages answer it
    assert _ask("What ends the game?").answered is True  # the end of the game: a concept every game has
