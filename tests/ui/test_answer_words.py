"""A dispute's answers in the player's own words (adjudicator/answers.py): yes / no, numbers, "none" and "all",
choices and the game's things in Spanish, Dutch, Russian or English, capitals and accents aside; an answer that
fits no reading says what is wrong in the player's language, one that fits several names them."""

from __future__ import annotations

import pytest

from referee.adjudicator import dispute
from referee.adjudicator.answers import BadAnswer, parse_answer
from referee.adjudicator.dispute import Question, answer_names, step
from referee.adjudicator.messages import msg


@pytest.mark.parametrize("word", ["Sí", "SI", "si.", "¡Sí!", "JA", "Ja", "Да", "ДА", "yes", "Y"])
def test_yes_with_or_without_accents_and_capitals(word):
    assert parse_answer("yes_no", (), word) is True


@pytest.mark.parametrize("word", ["No", "NO", "nee", "Nee.", "нет", "НЕТ", "n"])
def test_no_with_or_without_capitals(word):
    assert parse_answer("yes_no", (), word) is False


@pytest.mark.parametrize(
    ("word", "value"),
    [
        ("tres", 3), ("Tres", 3), ("veintitrés", 23), ("veintitres", 23), ("cero", 0), ("drie", 3),
        ("drieëntwintig", 23), ("nul", 0), ("три", 3), ("двадцать три", 23), ("ноль", 0), ("twenty", 20),
        ("ninguno", 0), ("geen", 0), ("никакой", 0), ("4", 4),
    ],
)  # fmt: skip
def test_numbers_written_as_words_in_the_four_languages(word, value):
    assert parse_answer("number", (), word) == value


@pytest.mark.parametrize("word", ["tres losetas", "-1", "muchos", "три два"])
def test_what_is_not_only_a_number_is_not_one(word):
    with pytest.raises(BadAnswer) as e:
        parse_answer("number", (), word)
    assert e.value.problem.render("ru") == "ответьте целым числом (0, 1, 2, ...)"


@pytest.mark.parametrize("word", ["ninguno", "Ninguna", "geen", "никакой", "НИЧЕГО", "none", ""])
def test_none_is_an_empty_list(word):
    assert parse_answer("several_of", ("emsporium", "team"), word) == []
    assert parse_answer("several_of", (), word) == []


@pytest.mark.parametrize("word", ["todos", "alle", "все", "Всё", "all"])
def test_all_is_every_choice(word):
    assert parse_answer("several_of", ("emsporium", "team", "two_player"), word) == ["emsporium", "team", "two_player"]


def _phase() -> Question:
    q = step("mycelium", {"move.type": "attack", "move.target": "e5", "move.attacker_card": "Blue Oyster",
                          "position.active": "blue"}).question  # fmt: skip
    assert q is not None and q.fact == "position.phase"
    return q


@pytest.mark.parametrize(
    ("lang", "word"),
    [("es", "fase de acción"), ("es", "ACCION"), ("es", "acción"), ("nl", "actie"), ("nl", "ACTIEFASE"),
     ("ru", "фаза действий"), ("ru", "действий"), ("es", "Action Phase"), ("nl", "fase de Acción"), ("es", "tres")],
)  # fmt: skip
def test_a_choice_by_its_name_in_any_language_a_part_only_it_has_or_its_number_in_words(lang, word):
    assert _phase().parse(word, lang) == "action"


def test_a_number_word_that_is_a_choice_is_the_choice_not_its_place():
    assert parse_answer("one_of", (0, 1), "uno") == 1 and parse_answer("one_of", (0, 1), "nul") == 0
    assert parse_answer("several_of", (1, 2, 3), "drie, één") == [3, 1]
    assert parse_answer("one_of", ("play", "pass"), "dos") == "pass"  # names: the second in the list


def test_a_part_several_names_share_is_not_a_guess_it_names_them():
    with pytest.raises(BadAnswer) as e:
        _phase().parse("fase", "es")
    said = e.value.problem.render("es")
    assert said.startswith("«fase» puede ser fase de Exploración, fase de Nutrientes,"), said
    assert "fin de la partida" not in said  # only the names it may be
    with pytest.raises(BadAnswer) as e:
        _phase().parse("quizás", "nl")
    assert e.value.problem.render("nl").startswith("antwoord een van: Verkenningsfase")


@pytest.fixture(autouse=True)
def _names_read_afresh(monkeypatch):
    # answer_names keeps each game's names for the process; a test elsewhere that swaps a game's engine or
    # catalogue leaves its names behind (seen once in the whole suite: Solstis' spirits all None): read them here
    monkeypatch.setattr(dispute, "_NAMES", {})


def test_the_games_things_in_the_players_words_are_the_values_the_position_writes():
    qg, gh, so = answer_names("queens-garden"), answer_names("gnome-hollow"), answer_names("solstis")
    assert [qg.value(w) for w in ("comodín", "Comodin", "JOKER", "джокер")] == ["joker"] * 4
    assert [qg.value(w) for w in ("rojo", "rood", "красный", "hoja", "blad", "лист")] == [
        "red", "red", "red", "leaf", "leaf", "leaf",
    ]  # fmt: skip
    assert [gh.value(w) for w in ("azul", "Azules", "blauw", "blauwe", "синий", "синих")] == ["blue"] * 6
    assert [gh.value(w) for w in ("tulipán", "tulipan", "tulp", "тюльпан")] == ["tulip"] * 4
    assert [so.value(w) for w in ("oso", "Beer", "bear", "МЕДВЕДЬ")] == ["Медведь"] * 4
    assert qg.value("hexágono") is None and gh.value("rojo") is None  # not a thing of the game: the words stay


def test_mycelium_colonies_answered_in_the_players_words_are_the_rulebooks_colours():
    # the Team variant pairs Colonies by these colours ("Blue and Red versus Green and Beige"): "azul" must be blue
    my = answer_names("mycelium")
    assert [my.value(w) for w in ("azul", "Blauw", "синий", "blue")] == ["blue"] * 4
    assert [my.value(w) for w in ("rojo", "rood", "красный")] == ["red"] * 3
    assert [my.value(w) for w in ("verde", "groen", "зелёный", "зеленый")] == ["green"] * 4
    assert [my.value(w) for w in ("beige", "бежевый")] == ["beige"] * 2
    assert my.value("amarillo") is None  # no such Colony: the word stays as typed


def test_a_free_answer_naming_the_games_things_is_written_as_their_ids():
    hexagon = Question("move.hex", msg("dispute.field.queens-garden.hex", "x"), "text", game="queens-garden")
    assert hexagon.parse("comodín", "es") == "joker"
    assert hexagon.parse("Azul/Hoja", "es") == "blue/leaf"
    assert hexagon.parse("синий/лист", "ru") == "blue/leaf"
    assert hexagon.parse("azul/hexágono", "es") == "azul/hexágono"  # a part the game does not name: as typed
    flowers = Question("position.facts.flowers-left", msg("x", "x"), "several_of", game="gnome-hollow")
    assert flowers.parse("rosa, tulipán y margarita", "es") == ["rose", "tulip", "daisy"]
    assert flowers.parse("geen", "nl") == []


def test_several_spirits_by_their_names_in_the_players_language_separated_by_commas_or_and():
    from referee.engine.solstis.meeting import FACE_UP

    n = FACE_UP.need()
    q = Question(n.fact or "", n.question, n.kind, n.choices, n.choice_names(), game="solstis")
    assert q.parse("oso y pez", "es") == ["Медведь", "Рыба"]
    assert q.parse("Beer, vis", "nl") == ["Медведь", "Рыба"]
    assert q.parse("медведь и рыба", "ru") == ["Медведь", "Рыба"]
    assert q.parse("никакой", "ru") == []


def test_a_terminal_reads_the_words_too_and_says_in_the_players_language_what_it_did_not_understand(dispute_game):
    """The terminal's text prompts take the same words as a pipe ("uno" for 1), and one not understood is said
    as the pipe says it, the prompt staying to be corrected."""
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from referee.cli.dispute_cmd import TtyAsker, dialogue

    with create_pipe_input() as keys:
        keys.send_text("\r" + "7R\r" + "\r" + "uno\r" + "\x1b[B \r")
        s = dialogue("solstis", {}, "es", TtyAsker("es", {"input": keys, "output": DummyOutput()}))
    assert s.document["position"]["facts"] == {"in-hand": True, "queue-matches": 1, "matched-by": ["colour"]}
    number = Question("position.facts.queue-matches", msg("x", "x"), "number")
    said = TtyAsker("ru")._validator(number)("много")
    assert said == "непонятно: «много»: ответьте целым числом (0, 1, 2, ...); ответьте ещё раз"


def test_whose_path_none_or_several_in_the_players_words():
    """Mycelium's 'whose Path is on e5? (a colour; none: ...; several: ...)' asks for the words none / several."""
    owner = Question("position.facts.owner:e5", msg("x", "x"), "text", game="mycelium")
    assert [owner.parse(w, "es") for w in ("ninguno", "Varios", "red")] == ["none", "several", "red"]
    assert [owner.parse(w, "ru") for w in ("нет", "несколько")] == ["none", "several"]
    assert owner.parse("meerdere", "nl") == "several"
