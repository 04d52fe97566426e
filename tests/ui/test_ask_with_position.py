"""A question about a described position: the engine's verdict first when the question names a checkable move."""

import pytest

from referee.adjudicator.ask_with_position import answer
from referee.errors import InputError
from tests.ui.conftest import write

POS = "game: solstis\nposition:\n  hand: [3B]\n  queue: [7B]\nmove: {type: play, tile: 7R}\n"


def test_the_position_move_is_checked(fake_solstis, tmp_path):
    a = answer("can I play this tile?", write(tmp_path, "p.yaml", POS), lang="en")
    assert a.move_source == "position" and a.move == {"type": "play", "tile": "7R"}
    assert a.verdict.verdict == "illegal"
    assert a.verdict.rule_ids() == ["solstis.uitest.play-from-hand"]
    data = a.to_json("en")
    assert list(data)[:3] == ["question", "game", "verdict"]
    assert all(r["passage_id"].startswith("solstis/") for r in data["results"])


def test_a_move_written_in_the_question_wins(fake_solstis, tmp_path):
    a = answer("is {type: play, tile: 3B} legal?", write(tmp_path, "p.yaml", POS))
    assert a.move_source == "question" and a.move["tile"] == "3B"
    assert a.verdict.verdict == "legal"


@pytest.mark.parametrize(
    "question",
    ["¿Puedo jugar esta loseta?", "Mag ik deze tegel spelen?", "Можно ли так сходить?", "is this legal?"],
)
def test_permission_questions_in_four_languages_check_the_position_move(fake_solstis, tmp_path, question):
    a = answer(question, write(tmp_path, "p.yaml", POS))
    assert a.verdict is not None and a.verdict.verdict == "illegal"


@pytest.mark.parametrize("question", ["How are points counted at the end?", "¿Cuántas losetas hay?"])
def test_general_questions_do_not_judge_the_position_move(fake_solstis, tmp_path, question):
    a = answer(question, write(tmp_path, "p.yaml", POS))
    assert a.verdict is None and a.move_source == ""


@pytest.mark.parametrize("question", ["mag ik een zeshoek plaatsen?", "¿Puedo atacar un Camino?"])
def test_a_permission_question_naming_another_games_move_does_not_judge_this_one(fake_solstis, tmp_path, question):
    """A Solstis position loaded in table mode judged "may I place a hexagon?" (Queen's Garden's move)."""
    a = answer(question, write(tmp_path, "p.yaml", POS))
    assert a.verdict is None and a.move_source == ""
    assert answer("mag ik deze tegel spelen?", write(tmp_path, "p.yaml", POS)).verdict is not None


def test_no_move_means_passages_only(fake_solstis, tmp_path):
    pos = write(tmp_path, "p.yaml", "game: solstis\nposition:\n  hand: [3B]\n")
    a = answer("что будет, когда колода панорам заканчивается?", pos)
    assert a.verdict is None and a.move_source == ""
    assert a.hits.hits


def test_bad_inline_move_names_the_field(fake_solstis, tmp_path):
    with pytest.raises(InputError) as e:
        answer("is {type: play} legal?", write(tmp_path, "p.yaml", POS))
    assert e.value.field == "move.tile"


def test_cli_function_prints_the_verdict_before_the_passages(fake_solstis, tmp_path, capsys):
    import json

    from referee.cli.table_cmd import ask_with_position_command

    pos = write(tmp_path, "p.yaml", POS)
    ask_with_position_command("¿Puedo jugar esta loseta?", pos, lang="es", as_json=True)
    data = json.loads(capsys.readouterr().out)
    assert data["verdict"]["verdict"] == "illegal" and data["move_source"] == "position"
    ask_with_position_command("¿Puedo jugar esta loseta?", pos, lang="es")
    out = capsys.readouterr().out
    assert out.index("Veredicto del motor") < out.index("ILEGAL") < out.index("Pasajes")
    with pytest.raises(InputError, match="solstis position, not mycelium"):
        ask_with_position_command("¿Puedo jugar esta loseta?", pos, game="mycelium")


def test_referee_ask_with_position(fake_solstis, tmp_path, monkeypatch):
    import json

    from typer.testing import CliRunner

    from referee.cli import ask_cmd
    from referee.cli.app import app

    monkeypatch.setattr(
        ask_cmd, "ensure_index", lambda encoder, ui, question=None: None
    )  # no index build inside a unit test
    pos = str(write(tmp_path, "p.yaml", POS))
    r = CliRunner().invoke(app, ["ask", "Можно ли сыграть этот тайл?", "--position", pos, "--lang", "ru"])
    assert r.exit_code == 0, r.output
    assert r.output.index("Решение движка") < r.output.index("ЗАПРЕЩЕНО") < r.output.index("Фрагменты")
    r = CliRunner().invoke(app, ["ask", "How are points counted?", "--position", pos, "--json"])
    data = json.loads(r.stdout)
    assert data["verdict"] is None and data["game"] == "solstis"


@pytest.mark.parametrize(
    ("game", "question", "named"),
    [
        ("queens-garden", "¿Puedo colocar este hexágono junto a dos del mismo color?", ["place"]),
        ("queens-garden", "Mag ik een zeshoek naast twee dezelfde plaatsen?", ["place"]),
        ("queens-garden", "Могу ли я выложить шестиугольник сюда?", ["place"]),
        ("queens-garden", "can I place a hex here?", ["place"]),
        # a verb no name has ("поставить"): the hexagon it names is both hexagon moves'
        ("queens-garden", "Могу ли я поставить шестиугольник рядом с двумя такими же?", ["acquire", "place"]),
        ("gnome-hollow", "¿Puedo colocar una loseta junto al tocón?", ["place"]),
        ("gnome-hollow", "¿Puedo pasar si no tengo losetas?", ["pass"]),  # the pass's whole name, half the placing's
        ("gnome-hollow", "Mag ik mijn gnoom naar de markt verplaatsen?", ["gnome"]),
        ("solstis", "Можно ли сыграть тайл 2_5?", ["play"]),
        ("mycelium", "¿Puedo robar cartas si el mazo está vacío?", ["draw"]),
        ("mycelium", "Могу ли я взять карту питания?", ["nutrient_card"]),  # all of its name, more than "взять карты"
        ("mycelium", "Can I use my action card twice?", ["use_action"]),  # the type id's words, as before
        ("mycelium", "¿Cómo se cuentan los puntos?", []),
        ("solstis", "¿Cuántas losetas hay en la cola?", []),  # half a name, and no permission asked
    ],
)
def test_a_move_type_is_named_by_its_name_in_the_players_language(game, question, named):
    from referee.adjudicator.ask_with_position import named_move_types
    from referee.adjudicator.engines import engine

    assert named_move_types(question, engine(game)) == named


def test_a_question_about_another_move_than_the_described_one_gets_no_verdict_in_any_language():
    from referee.adjudicator.ask_with_position import choose_move
    from referee.adjudicator.engines import engine

    eng = engine("queens-garden")
    doc = {"game": "queens-garden", "position": {}, "move": {"type": "acquire", "colour": "red"}}
    for question in ("¿Puedo colocar este hexágono aquí?", "Mag ik deze zeshoek plaatsen?", "Могу ли я выложить его?"):
        assert choose_move(question, eng, doc, "p.yaml", None) == (None, ""), question
    for question in ("¿Puedo adquirir los rojos?", "Mag ik de rode verwerven?", "Могу ли я взять этот шестиугольник?"):
        move, source = choose_move(question, eng, doc, "p.yaml", None)
        assert source == "position" and move.type == "acquire", question


def test_the_table_points_a_spanish_permission_question_to_the_dispute_of_the_move_it_names():
    from typer.testing import CliRunner

    from referee.cli.app import app

    question = "¿Puedo colocar este hexágono junto a dos del mismo color?\nquit\n"
    r = CliRunner().invoke(app, ["table", "--game", "queens-garden"], input=question)
    assert r.exit_code == 0 and "para resolverlo paso a paso: dispute place" in r.output, r.output[-800:]
