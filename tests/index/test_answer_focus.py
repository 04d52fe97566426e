"""What a question asks for and whether a passage states it about the asked thing: index/answer_focus.py, the
abstention signal ``focus_count`` and the reader behind it (#18). Made-up questions, in the four languages."""

from __future__ import annotations

import pytest

from referee.index import answer_focus
from referee.text.tokens import without_frames, words


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("How many tiles can I keep in storage?", "count"),
        ("¿Cuántas losetas puedo guardar?", "count"),
        ("Hoeveel tegels mag ik bewaren?", "count"),
        ("Сколько плиток можно хранить?", "count"),
        ("Who takes the first-player marker?", "who"),
        ("¿Quién empieza la partida?", "who"),
        ("Wie begint het spel?", "who"),
        ("Кто ходит первым?", "who"),
        ("Can I flip a tile?", "allowed"),
        ("¿Puedo voltear una loseta?", "allowed"),
        ("Mag ik een tegel omdraaien?", "allowed"),
        ("Можно ли перевернуть плитку?", "allowed"),
        ("What happens if the bag is empty?", "what-if"),
        ("¿Qué pasa si la bolsa está vacía?", "what-if"),
        ("Wat gebeurt er als de zak leeg is?", "what-if"),
        ("Что будет, если мешок пуст?", "what-if"),
        ("Where do I put the ring marker?", "where"),
        ("¿Dónde pongo el marcador?", "where"),
        ("Waar leg ik de marker?", "where"),
        ("Где лежит маркер?", "where"),
    ],
)
def test_the_kind_of_answer_asked_for_is_read_in_every_language(question, kind):
    assert kind in answer_focus.asked_kinds(question)


@pytest.mark.parametrize(
    "question", ["What does the Marmot do?", "¿Qué hace la marmota?", "Wat doet de marmot?", "Что делает сурок?"]
)
def test_a_question_that_asks_what_a_thing_does_asks_for_no_count_or_permission(question):
    assert answer_focus.asked_kinds(question) == ()


@pytest.mark.parametrize(
    ("question", "condition"),
    [
        ("Can I connect two paths if both have gnomes?", "both have gnomes"),
        ("¿Puedo pasar si no tengo losetas?", "no tengo losetas"),
        ("Mag ik passen als ik geen tegels heb?", "ik geen tegels heb"),
        ("Можно ли пасовать, если у меня нет плиток?", "у меня нет плиток"),
    ],
)
def test_the_questions_condition_is_the_words_after_its_cue(question, condition):
    toks = words(question)
    assert " ".join(toks[i] for i in answer_focus.condition_positions(question)) == condition


def test_when_asking_when_is_no_condition():
    assert answer_focus.condition_positions("The tiles under the sunset tile, when do those come into play?") == []


MARKET_EXAMPLE = "gnome-hollow/nl/veldbloemtegels/9"  # "... verkoop ik 7 blauwe paddenstoelen, ... 12 schatpunten"


def _count_met(index, question, lang, passage_id=MARKET_EXAMPLE):
    text = without_frames(question)
    kinds = answer_focus.asked_kinds(question)
    return "count" in answer_focus.kinds_met(
        index, text, index.lexical.analyse(text), index.by_id[passage_id], kinds, lang
    )


@pytest.mark.parametrize(
    ("given", "near_miss", "lang"),
    [
        (
            "How many treasure points do I get for 7 blue mushrooms?",
            "How many treasure points do I get for 4 blue mushrooms?",
            "en",
        ),
        (
            "¿Cuántos puntos de tesoro me dan por 7 hongos azules?",
            "¿Cuántos puntos de tesoro me dan por 5 hongos azules?",
            "es",
        ),
        (
            "Hoeveel schatpunten krijg ik voor zeven blauwe paddenstoelen?",
            "Hoeveel schatpunten krijg ik voor vier blauwe paddenstoelen?",
            "nl",
        ),
        (
            "Сколько очков сокровищ я получу за семь синих грибов?",
            "Сколько очков сокровищ я получу за 4 синих гриба?",
            "ru",
        ),
    ],
)
def test_a_count_for_a_case_the_example_does_not_give_is_not_stated(built_index, given, near_miss, lang):
    # the Dutch example prices 7 blue mushrooms: asked for 7 (in digits or words, in any language) it states
    # the count; asked for 4, its numbers count something else
    assert _count_met(built_index, given, lang)
    assert not _count_met(built_index, near_miss, lang)


@pytest.mark.parametrize(
    ("question", "lang", "stated"),
    [
        ("How many tiles may I sell in one visit?", "en", set()),
        ("¿Cuántas losetas recibe cada uno?", "es", set()),
        ("Hoeveel tegels pak ik in één beurt als we met drie zijn?", "nl", {3}),
        ("Сколько тайлов можно взять за одно действие?", "ru", set()),
        ("How many tiles do I get for 1 flower?", "en", {1}),
    ],
)
def test_a_spelled_one_is_no_case_the_passage_must_state(question, lang, stated):
    assert answer_focus.stated_case(question, lang) == stated


def test_the_abstention_reading_of_a_count_takes_the_passage_s_heading_for_its_case(built_index):
    # "Place 1 Nutrient Token on the Center Tree" under "Setup (3-4 players)": the heading states the 4
    question = "In a 4 player game, how many Nutrient Tokens start on the Center Tree?"
    text = without_frames(question)
    terms = built_index.lexical.analyse(text)
    row = built_index.by_id["mycelium/en/setup-3-4-players/7"]
    kinds = answer_focus.asked_kinds(question)
    assert "count" not in answer_focus.kinds_met(built_index, text, terms, row, kinds, "en")
    assert "count" in answer_focus.kinds_met(built_index, text, terms, row, kinds, "en", loose_case=True)


def test_the_counted_word_is_what_follows_how_many_not_the_verb(built_index):
    # "hoeveel punten geeft ...": punten is counted; "geeft" need not be in the sentence
    storage = (
        "gnome-hollow/es/resoluciones-y-bonos/2"  # "... Almacenamiento Personal, que puede contener un máximo de 2"
    )
    assert _count_met(built_index, "How many tiles can my personal storage hold?", "en", storage)
    assert not _count_met(built_index, "How many flowers can my personal storage hold?", "en", storage)


@pytest.mark.parametrize(
    ("given", "near_miss"),
    [
        (
            "How many treasure points do I get for 7 blue mushrooms?",
            "How many treasure points do I get for 4 blue mushrooms?",
        ),
        (
            "¿Cuántos puntos de tesoro me dan por 7 hongos azules?",
            "¿Cuántos puntos de tesoro me dan por 5 hongos azules?",
        ),
        (
            "Hoeveel schatpunten krijg ik voor zeven blauwe paddenstoelen?",
            "Hoeveel schatpunten krijg ik voor vier blauwe paddenstoelen?",
        ),
    ],
)
def test_the_lookup_says_the_texts_are_silent_on_the_case_they_do_not_price(built_index, given, near_miss):
    # the texts price one case only (the Dutch example); the market board's other values are not in them
    from referee.index.search import ask

    answered = ask(given, game="gnome-hollow")
    silent = ask(near_miss, game="gnome-hollow")
    assert answered.answered and answered.signals["focus_count"] == 0.0
    assert not silent.answered and silent.signals["focus_count"] == 1.0


@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("Is there a limit on gnomes at the flower market?", "en"),
        ("¿Hay un límite de gnomos en el mercado de flores?", "es"),
        ("Is er een limiet op het aantal gnomen op de bloemenmarkt?", "nl"),
        ("Есть ли лимит гномов на цветочном рынке?", "ru"),
    ],
)
def test_a_bound_asked_for_is_stated_only_where_a_sentence_sets_one(built_index, question, lang):
    assert "limit" in answer_focus.asked_kinds(question)
    text = without_frames(question)
    terms = built_index.lexical.analyse(text)

    def met(passage_id):
        row = built_index.by_id[passage_id]
        return "limit" in answer_focus.kinds_met(built_index, text, terms, row, ("limit",), lang)

    assert met("gnome-hollow/es/movimiento-de-los-gnomos/4")  # "Cualquier número de Gnomos puede residir aquí"
    assert not met("gnome-hollow/es/movimiento-de-los-gnomos/1")  # gnomes, moved and activated: no bound


# What a deck, the bag or the expansion holds, asked of one thing (signal ``contents``): questions made up for
# these tests, against the passage that speaks of that part of the game.
FIREFLIES = "solstis/ru/dopolnenie-svetlyachki/1"  # "adds fireflies, 4 new spirits...": no firefly count
BASICS = "solstis/ru/osnovnaya-informatsiya/1"  # "48 land tiles, 12 rainbow tiles and 15 spirit tiles"
NUTRIENT_DECK = "mycelium/en/setup-3-4-players/8"  # "remove all 3 of the Walnut cards": counts Walnut only
COMPONENTS = "mycelium/en/components/1"  # the bare list under the heading "Components"


def _contents(index, question, passage_id, lang):
    text = without_frames(question)
    return answer_focus.contents_unstated(index, text, index.lexical.analyse(text, lang), index.by_id[passage_id], lang)


@pytest.mark.parametrize(
    ("question", "passage_id", "lang"),
    [
        ("How many Birch cards are in the nutrient deck?", NUTRIENT_DECK, "en"),
        ("¿Cuántas fichas de luciérnaga hay en la expansión?", FIREFLIES, "es"),
        ("Hoeveel fiches met een vuurvlieg zitten er in de uitbreiding?", FIREFLIES, "nl"),
        ("Сколько фишек светлячков лежит в дополнении?", FIREFLIES, "ru"),
    ],
)
def test_contents_the_passage_never_counts_are_unstated(built_index, question, passage_id, lang):
    assert _contents(built_index, question, passage_id, lang) == 1.0


@pytest.mark.parametrize(
    ("question", "passage_id", "lang"),
    [
        ("How many Walnut cards are in the nutrient deck?", NUTRIENT_DECK, "en"),  # "all 3 of the Walnut cards"
        ("How many Combat tokens are in the box?", COMPONENTS, "en"),  # its heading says what the list is
        ("¿Cuántas losetas de tierra hay en el juego?", BASICS, "es"),
        ("Hoeveel regenboogtegels zitten er in het spel?", BASICS, "nl"),
        ("Сколько плиток духа в игре?", BASICS, "ru"),
        ("How many cards do I draw each turn?", NUTRIENT_DECK, "en"),  # a count, but of no part of the box
    ],
)
def test_contents_the_passage_counts_or_lists_are_stated(built_index, question, passage_id, lang):
    assert _contents(built_index, question, passage_id, lang) == 0.0


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("How many Birch cards are in the nutrient deck?", "mycelium"),
        ("¿Cuántas fichas de luciérnaga hay en la expansión?", "solstis"),
        ("Hoeveel fiches met een vuurvlieg zitten er in de uitbreiding?", "solstis"),
        ("Сколько фишек светлячков лежит в дополнении?", "solstis"),
    ],
)
def test_a_count_of_contents_the_texts_never_give_is_not_answered(built_index, question, game):
    from referee.index.search import ask

    result = ask(question, game=game)
    assert result.signals["contents"] == 1.0
    assert result.answered is False


@pytest.mark.parametrize(
    ("question", "game"),
    [("¿Cuántas losetas de tierra hay en el juego?", "solstis"), ("Сколько плиток духа в игре?", "solstis")],
)
def test_a_count_of_contents_the_texts_give_is_answered(built_index, question, game):
    from referee.index.search import ask

    result = ask(question, game=game)
    assert result.results[0].passage_id == BASICS
    assert result.signals["contents"] == 0.0 and result.answered is True


@pytest.mark.parametrize(
    ("question", "passage_id", "unstated"),
    [
        # a passage that mentions the item in passing says nothing of what it does
        ("What does the Flyers item do?", "mycelium/en/using-hero-mushling-cards/8", 1.0),
        ("¿Qué hace el objeto Flyers?", "mycelium/en/using-hero-mushling-cards/8", 1.0),
        # a line headed by the spirit ("Лиса: ...") says what it does, in any language of the question
        ("What does the Fox do?", "solstis/ru/korichnevye/2", 0.0),
        ("Wat doet de Vos?", "solstis/ru/korichnevye/2", 0.0),
        ("Что делает Лиса?", "solstis/ru/korichnevye/2", 0.0),
        # a price: a passage headed by the asked thing, or a number beside it
        ("¿Cuánto cuesta construir un camino?", "mycelium/en/build-a-path/1", 0.0),
        ("Wat kost het Zwaard?", "mycelium/en/buying-items/1", 1.0),  # "Purchase ... Items": no Sword in it
        # no such question: no signal
        ("How many tiles can I keep?", "mycelium/en/using-hero-mushling-cards/8", 0.0),
    ],
)
def test_what_a_named_thing_does_is_stated_only_by_a_passage_about_it(built_index, question, passage_id, unstated):
    from referee.index import named_effect

    text = without_frames(question)
    terms = built_index.lexical.analyse(text)
    row = built_index.by_id[passage_id]
    assert named_effect.effect_unstated(built_index, text, terms, row, None) == unstated
