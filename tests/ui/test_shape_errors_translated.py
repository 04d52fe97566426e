"""A value of the wrong shape is said in our words, which the UI languages translate: pydantic's own English
("Input should be a valid dictionary or instance of Placement") reached a Dutch player answering
`referee dispute gnome-hollow --lang nl` from a pipe, and a misspelt placement field was told the valid field
`source` where the file writes `from` (found trying the tool as new users)."""

import re

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.registry import engine_for
from referee.errors import InputError
from referee.i18n import catalogue, translate_error

runner = CliRunner()
PYDANTIC = re.compile(r"Input should|after validation|Value error|valid dictionary|instance of")


def _problem(game: str, move: dict) -> InputError:
    with pytest.raises(InputError) as e:
        engine_for(game).parse_move(move, "p.yaml")
    return e.value


@pytest.mark.parametrize(
    ("game", "move", "field", "words"),
    [
        ("gnome-hollow", {"type": "place", "player": "a", "tiles": ["x"]}, "move.tiles[0]", "expected a mapping"),
        ("gnome-hollow", {"type": "place", "player": "a", "tiles": []}, "move.tiles", "too few items: at least 1"),
        ("gnome-hollow", {"type": "place", "player": ["a"], "tiles": [{}]}, "move.player", "expected text, got a list"),
        ("mycelium", {"type": "build", "paths": []}, "move.paths", "too few items: at least 1, got 0"),
        ("queens-garden", {"type": "place", "hex": "1,2", "at": [0, 0]}, "move", "a hexagon is written"),
    ],
)
def test_wrong_shapes_are_said_in_our_words(game, move, field, words):
    e = _problem(game, move)
    assert e.field == field
    assert words in e.problem
    assert not PYDANTIC.search(e.problem), e.problem


def test_a_placement_given_as_a_word_lists_the_fields_as_the_file_writes_them():
    e = _problem("gnome-hollow", {"type": "place", "player": "a", "tiles": ["x"]})
    assert "valid here: at, flip, from, index, rotation" in e.problem  # `from`, the alias, not `source`
    misspelt = _problem("gnome-hollow", {"type": "place", "player": "a", "tiles": [{"form": "board"}]})
    assert misspelt.field == "move.tiles[0].form" and "did you mean: from?" in misspelt.problem


@pytest.mark.parametrize("lang", ["es", "nl", "ru"])
def test_each_new_phrase_is_translated(lang):
    ids = ["whole_number", "expected_list", "expected_text", "true_false", "one_of", "too_few", "too_many"]
    by_id = {e["id"]: e for e in catalogue("en")["errors"]}
    for i in [*ids, "at_least", "at_most"]:
        english = by_id[i]["text"].format("a list" if i.startswith("expected_") else "3", "1")
        assert translate_error(f"f: x: {english}", lang) != f"f: x: {english}", (lang, i)


@pytest.mark.parametrize(
    ("lang", "answers", "said"),
    [
        # (the tiles placed are asked one by one after how many: a count outside the move's 1 to 4 is refused)
        ("nl", "1\nanna\n9\n", "antwoord met een geheel getal van 1 tot 4"),
        ("ru", "1\nanna\n1\nящик\n", "ответьте одним из: предложенные тайлы, моё хранилище"),
        ("es", "2\n[1, 2]\n", "se esperaba un texto, se encontró una lista"),
    ],
)
def test_a_dispute_from_a_pipe_says_a_wrong_shape_in_the_players_language(lang, answers, said):
    """Said where the answer was given (the pipe asks the question again), then exit 2 as the input ends."""
    game = "queens-garden" if lang == "es" else "gnome-hollow"
    r = runner.invoke(app, ["dispute", game, "--lang", lang], input=answers)
    assert r.exit_code == 2
    out = " ".join(r.output.split())
    assert said in out, out
    assert not PYDANTIC.search(out)


@pytest.mark.parametrize(
    ("game", "answers", "english", "said"),
    [
        ("mycelium", "3\ne5\nzzz\n", "is not a Mushling Card", "'zzz' no es una carta Mushling"),
        ("solstis", "1\nzzz\n", "is not a tile/cell", "'zzz' no es una loseta/casilla del panorama"),
    ],
)
def test_a_name_the_engine_refuses_is_said_in_spanish(game, answers, english, said):
    r = runner.invoke(app, ["dispute", game, "--lang", "es"], input=answers)
    out = " ".join(r.output.split())
    assert r.exit_code == 2 and said in out and "responde otra vez" in out and english not in out, out


def test_a_player_not_in_the_game_is_said_in_dutch():
    said = translate_error("p.yaml: move.player: 'zoe' is not a player in this game (did you mean: zoë?)", "nl")
    assert said == "p.yaml: move.player: 'zoe' is geen speler in dit spel (bedoelde je: zoë?)"


def test_a_bare_number_for_a_solstis_tile_is_said_in_russian():
    """'5' is read as the number 5, which the message shows unquoted: the Russian player answering a dispute
    from a pipe got "5 is not a tile/cell of the panorama ..." in English (found trying the tool as a new user)."""
    r = runner.invoke(app, ["dispute", "solstis", "--lang", "ru"], input="1\n5\n")
    out = " ".join(r.output.split())
    assert r.exit_code == 2 and "5 не тайл/клетка панорамы" in out and "is not a tile/cell" not in out, out
