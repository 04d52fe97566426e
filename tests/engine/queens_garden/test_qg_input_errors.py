"""Bad input names the file, the field path and the problem (exit 2), never a traceback."""

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.registry import engine_for
from referee.errors import InputError

ENGINE = engine_for("queens-garden")
TWIN_CELL = [{"at": [0, 0], "hex": "red/rose"}, {"at": [0, 0], "hex": "red/lily"}]
TWIN_GROUP = [{"at": [0, 0], "hex": "red/rose"}, {"at": [1, 0], "hex": "red/rose"}]
BASE = {
    "config": {"pattern_values": {"rose": 1, "lily": 2, "star": 3}},
    "players": [{"name": "ana", "storage": {"tiles": ["red/rose"], "extensions": [], "jokers": 0}}, {"name": "ben"}],
    "to_move": "ana",
    "passed": [],
    "market": {
        "display": [{"extension": "green/sun", "tiles": ["red/lily"]}],
        "round_stack": {"tiles": [], "extensions": []},
    },
}


def parse(data, file="pos.yaml"):
    return ENGINE.parse_position(data, file)


@pytest.mark.parametrize(
    "change, field, words",
    [
        ({"to_move": "cai"}, "position.to_move", "not a player"),
        ({"players": [{"name": "ana"}, {"name": "ana"}]}, "position.players[1].name", "two players"),
        (
            {
                "players": [
                    {"name": "ana", "garden": [{"at": [0, 0], "hex": "red/rose"}, {"at": [0, 0], "hex": "red/lily"}]}
                ]
            },
            "position.players[0].garden[1].at",
            "already holds",
        ),
        (
            {
                "players": [
                    {"name": "ana", "garden": [{"at": [0, 0], "hex": "red/rose"}, {"at": [1, 0], "hex": "red/rose"}]}
                ]
            },
            "position.players[0].garden",
            "identical",
        ),
        (
            {"players": [{"name": "ana", "storage": {"tiles": ["red/rose"] * 13}}]},
            "position.players[0].storage.tiles",
            "at most 12",
        ),
        (
            {"players": [{"name": "ana", "storage": {"tiles": ["redrose"]}}]},
            "position.players[0].storage.tiles[0]",
            "colour/pattern",
        ),
        ({"config": {"colours": ["red"]}}, "position.market.display[0].extension", "unknown colour"),
        ({"config": {"pattern_value": {}}}, "position.config.pattern_value", "unknown field"),
    ],
)
def test_impossible_positions_name_the_field(change, field, words):
    with pytest.raises(InputError) as e:
        parse({**BASE, **change})
    assert e.value.field == field and e.value.file == "pos.yaml"
    assert words in e.value.problem


def test_config_file_is_read_relative_to_the_position(tmp_path):
    (tmp_path / "cfg").mkdir()
    (tmp_path / "cfg" / "values.yaml").write_text("pattern_values: {rose: 1}\n", encoding="utf-8")
    pos = parse({**BASE, "config": "cfg/values.yaml"}, str(tmp_path / "pos.yaml"))
    assert pos.config.pattern_values == {"rose": 1}
    assert pos.config.field("pattern_values.rose") == "cfg/values.yaml:pattern_values.rose"


def test_missing_or_bad_config_file_names_it(tmp_path):
    with pytest.raises(InputError) as e:
        parse({**BASE, "config": "nope.yaml"}, str(tmp_path / "pos.yaml"))
    assert "not found" in e.value.problem and "nope.yaml" in e.value.problem
    assert e.value.file.endswith("pos.yaml") and e.value.field == "position.config"
    (tmp_path / "bad.yaml").write_text("round_stack_size: -1\n", encoding="utf-8")
    with pytest.raises(InputError) as e:
        parse({**BASE, "config": "bad.yaml"}, str(tmp_path / "pos.yaml"))
    assert e.value.field == "round_stack_size"


@pytest.mark.parametrize(
    "move, rule, field",
    [
        (
            {"type": "acquire", "colour": "red", "take": [{"hex": "red/lily", "from": "stack"}]},
            "queens-garden.acquire.colour-or-pattern",
            "move.take[0]",
        ),
        (
            {"type": "acquire", "colour": "green", "take": [{"hex": "green/sun", "from": "display[0]"}]},
            "queens-garden.acquire.empty-extension-available",
            "face down",
        ),
        ({"type": "acquire", "colour": "purple"}, "queens-garden.acquire.colour-or-pattern", "purple"),
        ({"type": "place", "hex": "blue/rose", "at": [0, 0]}, "queens-garden.pay.cost", "move.hex"),
        ({"type": "place", "hex": "red/lily", "pay": ["red/star"], "at": [0, 0]}, "queens-garden.pay.cost", "move.hex"),
        (
            {"type": "place", "hex": "red/rose", "pay": ["red/rose"], "at": [0, 0]},
            "queens-garden.pay.cost",
            "move.pay[0]",
        ),
        (
            {"type": "place", "hex": "red/rose", "jokers": 1, "at": [0, 0]},
            "queens-garden.pay.cost",  # jokers are paid from the storage too (a cut-down position: the same rule)
            "jokers",
        ),
        ({"type": "pass", "discard": {"tiles": ["red/star"]}}, "queens-garden.pass.discard", "move.discard.tiles[0]"),
    ],
)
def test_moves_using_what_is_not_there_are_illegal(move, rule, field):
    """Paying, placing or discarding what your storage does not hold, or taking what the market does not offer,
    breaks the rule that says where those hexagons come from; the message names the move's field."""
    pos = parse(BASE)
    v = ENGINE.judge(pos, ENGINE.parse_move(move, "pos.yaml"))
    assert v.verdict == "illegal" and v.rule_ids()[0] == rule
    assert field in str(v.reasons[0].message)


def test_move_shape_errors():
    with pytest.raises(InputError) as e:
        ENGINE.parse_move({"type": "acquire", "colour": "red", "pattern": "rose"}, "m.yaml")
    assert "exactly one of colour or pattern" in e.value.problem
    with pytest.raises(InputError) as e:
        ENGINE.parse_move({"type": "acquire", "colour": "red", "take": [{"hex": "red/rose", "from": "bag"}]}, "m.yaml")
    assert e.value.field == "move.take[0].from"


def test_cli_bad_position_exits_2_with_one_line(tmp_path):
    f = tmp_path / "pos.yaml"
    f.write_text("game: queens-garden\nposition:\n  players: [{name: ana}]\n  to_move: bob\n", encoding="utf-8")
    r = CliRunner().invoke(app, ["check", str(f)])
    assert r.exit_code == 2
    assert "position.to_move" in r.output and "Traceback" not in r.output


def test_a_real_player_out_of_turn_is_illegal_a_name_not_in_the_game_bad_input():
    # DESIGN: a real move that breaks a rule is illegal (as in the other games); naming who does not exist is bad input
    pos = parse(BASE)
    v = ENGINE.judge(pos, ENGINE.parse_move({"type": "pass", "player": "ben"}, "m.yaml"))
    assert v.verdict == "illegal" and v.rule_ids()[0] == "queens-garden.turn.whose-turn"
    assert "ana's turn, not ben's" in v.reasons[0].message.render("en")
    with pytest.raises(InputError) as e:
        ENGINE.judge(pos, ENGINE.parse_move({"type": "pass", "player": "zoe"}, "m.yaml"))
    assert e.value.field == "move.player"


def test_without_to_move_the_first_unpassed_player_moves_and_it_is_recorded():
    pos = parse({**BASE, "to_move": None, "passed": ["ana"]})
    v = ENGINE.judge(pos, ENGINE.parse_move({"type": "pass"}, "m.yaml"))
    assert v.verdict == "legal" and v.position.passed == ["ana", "ben"]
    assert any(i.field == "position.to_move" and i.value == "ben" for i in v.inputs_used)
    after = ENGINE.judge(v.position, ENGINE.parse_move({"type": "pass"}, "m.yaml"))
    assert after.verdict == "illegal" and after.rule_ids() == ["queens-garden.pass.no-more-turns"]


def test_hexes_and_cells_may_be_written_as_mappings():
    data = {
        **BASE,
        "players": [
            {"name": "ana", "garden": [{"at": {"q": 1, "r": -1}, "hex": {"colour": "Red", "pattern": "Rose"}}]}
        ],
    }
    pos = parse(data)
    assert pos.players[0].garden[0].at == (1, -1) and pos.players[0].garden[0].hex == "red/rose"
