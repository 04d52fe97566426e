"""Impossible or malformed positions: one InputError naming the file, the field path and the problem."""

import pytest
import yaml

from referee.engine.gnome_hollow import ENGINE
from referee.errors import InputError
from tests.engine.gnome_hollow.helpers import SCENARIOS


def _base() -> dict:
    return yaml.safe_load((SCENARIOS / "ring-4-with-stump-marker-to-column-4.yaml").read_text())["position"]


def _err(data, file=str(SCENARIOS / "x.yaml")) -> InputError:
    with pytest.raises(InputError) as e:
        ENGINE.parse_position(data, file)
    return e.value


@pytest.mark.parametrize(
    "change, field, words",
    [
        (lambda d: d["garden"].append({"at": [1, -1], "tile": "01"}), "position.garden[2].at", "already holds"),
        (lambda d: d["garden"].append({"at": [4, 4], "stump": True, "tile": "01"}), "position.garden", "2 stump"),
        (lambda d: d["garden"].append({"at": [2, -1], "tile": "34"}), "position.garden[1]", "does not match"),
        (lambda d: d["garden"].append({"at": [4, 4], "tile": "0x"}), "position.garden[2]", "side digits"),
        (lambda d: d["garden"].append({"at": [4, 4], "tile": "00"}), "position.garden[2].paths[0].sides", "twice"),
        (lambda d: d["garden"].append({"at": [4, 4], "tile": "01 12"}), "position.garden[2]", "two paths"),
        (lambda d: d["garden"].append({"at": [4, 4], "tile": "07"}), "position.garden[2].paths[0].sides[1]", "5"),
        (lambda d: d["players"][0].update(storage=["01", "12", "23"]), "position.players[0].storage", "at most 2"),
        (lambda d: d["players"][0].update(storage=["wild:a", "wild:b"]), "position.players[0].storage", "one"),
        (lambda d: d["players"][0].update(flowers=["rose", "rose"]), "position.players[0].flowers", "twice"),
        (
            lambda d: d["players"][0].update(gnomes=[{"at": "path", "tile": [9, 9]}, {"at": "supply"}]),
            "position.players[0].gnomes[0]",
            "no garden tile at [9, 9] (did you mean",
        ),
        (
            lambda d: d["players"][0].update(markers=[{"column": "9"}]),
            "position.players[0].markers[0].column",
            "no column",
        ),
        (lambda d: d["players"][1].update(name="red"), "position.players[1].name", "two players"),
        (lambda d: d["turn"].update(player="green"), "position.turn.player", "not a player"),
        (lambda d: d.update(market_blocked=[{"colour": "blue", "count": 2}]), "position.market_blocked[0]", "never"),
        (lambda d: d.update(signposts=["treasure"]), "position.signposts[0]", "unknown signpost"),
        (lambda d: d.update(rings=[{"tile": [1, -1]}]), "position.rings[0]", "not a finished ring"),
        (lambda d: d.update(colour="red"), "position.colour", "unknown field"),
    ],
)
def test_bad_positions_name_the_field(change, field, words):
    data = _base()
    change(data)
    e = _err(data)
    assert e.field == field, str(e)
    assert words in e.problem, str(e)
    assert e.file.endswith("x.yaml")


def test_config_file_is_read_relative_to_the_position_file():
    pos = ENGINE.parse_position(_base(), str(SCENARIOS / "x.yaml"))
    assert pos.config is not None and pos.config.columns["4"] == [[], []]


def test_missing_config_file_names_it():
    data = _base()
    data["config"] = "nowhere.yaml"
    e = _err(data)
    assert e.field == "position.config" and "nowhere.yaml" in e.problem and "not found" in e.problem


def test_bad_config_value_names_its_path(tmp_path):
    (tmp_path / "cfg.yaml").write_text("columns:\n  '4': [[treasure]]\n")
    data = _base()
    data["config"] = "cfg.yaml"
    e = _err(data, str(tmp_path / "pos.yaml"))
    assert e.file.endswith("cfg.yaml") and e.field == "columns" and "unknown bonus" in e.problem


def test_bad_move_names_the_field():
    with pytest.raises(InputError) as e:
        ENGINE.parse_move({"type": "place", "player": "red", "tiles": [{"from": "bag", "index": 0, "at": [1, 0]}]}, "m")
    assert e.value.field == "move.tiles[0].from"
    with pytest.raises(InputError) as e:
        ENGINE.parse_move({"type": "plant", "player": "red"}, "m")
    assert "place" in e.value.problem
