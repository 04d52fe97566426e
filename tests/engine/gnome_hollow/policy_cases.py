"""Gnome Hollow's input-policy cases (issue #16; see tests/engine/policy.py and tests/engine/test_input_policy.py).

Naming something the game does not have (a player, a board or storage tile, a garden cell or path, a gnome, a
mushroom colour, a slot, a flower, a signpost bonus) is bad input, in the move as in the position; a real move
that breaks a rule stays illegal. Every case starts from the template `referee new-position gnome-hollow`
prints (red closes a 4-tile ring through the stump that red's gnome claims)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import yaml

from referee.engine.gnome_hollow import ENGINE
from tests.engine.policy import BadName, Illegal

TEMPLATE: dict[str, Any] = yaml.safe_load(ENGINE.template())


def _doc(change: Callable[[dict, dict], None]) -> dict[str, Any]:
    """The template with ``change(position, move)`` applied."""
    doc = copy.deepcopy(TEMPLATE)
    change(doc["position"], doc["move"])
    return {"game": doc["game"], "position": doc["position"], "move": doc["move"]}


def _gnome_turn(pos: dict, move: dict, to: dict, **extra: Any) -> None:
    """Red's step 3: the tiles are placed, a gnome moves."""
    pos["turn"]["phase"] = "gnome"
    move.clear()
    move.update({"type": "gnome", "player": "red", "gnome": 1, "to": to, **extra})


def _setup(pos: dict, move: dict, start: str) -> None:
    pos["garden"] = pos["garden"][:1]
    pos["players"][0]["gnomes"] = [{"at": "supply"}, {"at": "supply"}]
    pos["board"], pos["turn"] = [], {"phase": "setup"}
    move.clear()
    move.update({"type": "setup", "start_player": start})


def _sell(pos: dict, move: dict, colour: str, count: int) -> None:
    pos["players"][0]["mushrooms"] = {"blue": 5}
    _gnome_turn(pos, move, {"at": "market"}, sales=[{"colour": colour, "count": count}])


BAD_NAMES: list[BadName] = [
    # players not in the game
    BadName("player", _doc(lambda p, m: m.update(player="redd")), "move.player", "red"),
    BadName("player", _doc(lambda p, m: m.update(consent=["bleu"])), "move.consent[0]", "blue"),
    BadName("player", _doc(lambda p, m: _setup(p, m, "bluee")), "move.start_player", "blue"),
    BadName("player", _doc(lambda p, m: p["turn"].update(player="rd")), "position.turn.player", "red"),
    # tiles: a board or storage index with no tile there
    BadName("tile", _doc(lambda p, m: m["tiles"][0].update(index=9)), "move.tiles[0].index", "7"),
    BadName(
        "tile",
        _doc(
            lambda p, m: (
                p["players"][0].update(storage=["03"]),
                m["tiles"].append({"from": "storage", "index": 1, "at": [-1, 0]}),
            )
        ),
        "move.tiles[2].index",
        "0",
    ),
    # garden cells and paths the garden does not have
    BadName(
        "location",
        _doc(lambda p, m: _gnome_turn(p, m, {"at": "path", "tile": [5, 5]})),
        "move.to.tile",
        "[0, 0]",
    ),
    BadName("location", _doc(lambda p, m: m["rings"][0].update(tile=[7, 7])), "move.rings[0].tile", "[0, 0]"),
    BadName(
        "location",
        _doc(lambda p, m: p["players"][0].update(gnomes=[{"at": "path", "tile": [9, 9]}, {"at": "supply"}])),
        "position.players[0].gnomes[0]",
        "[0, 0]",
    ),
    # a gnome a player does not have
    BadName("other", _doc(lambda p, m: _gnome_turn(p, m, {"at": "market"}, gnome=2)), "move.gnome", "1"),
    # mushroom colours (a market row) no one has
    BadName("colour", _doc(lambda p, m: _sell(p, m, "bleu", 5)), "move.sales[0].colour", "blue"),
    BadName(
        "colour",
        _doc(lambda p, m: p.update(market_blocked=[{"colour": "bleu", "count": 5}])),
        "position.market_blocked[0].colour",
        "blue",
    ),
    # a slot of the player board's column, a flower kind, a signpost bonus, a column that do not exist
    BadName("other", _doc(lambda p, m: m["rings"][0].update(slot=[5])), "move.rings[0].slot[0]", "1"),
    BadName(
        "other",
        _doc(
            lambda p, m: (
                p.update(flower_market={"rose": 1}),
                _gnome_turn(p, m, {"at": "flower-market"}, choices={"flower": ["rosee"]}),
            )
        ),
        "move.choices.flower[0]",
        "rose",
    ),
    BadName("other", _doc(lambda p, m: p.update(signposts=["tiles"])), "position.signposts[0]", "tile"),
    BadName(
        "other",
        _doc(lambda p, m: p["players"][0].update(markers=[{"column": "9"}])),
        "position.players[0].markers[0].column",
        "7+",
    ),
]

ILLEGAL: list[Illegal] = [
    # a real tile turned so that its path meets the stump's grass
    Illegal(_doc(lambda p, m: m["tiles"][0].update(rotation=1)), "gnome-hollow.place.edges-match", ("tile",)),
    # a real cell that already holds a tile
    Illegal(_doc(lambda p, m: m["tiles"][0].update(at=[1, -1])), "gnome-hollow.place.adjacent", ("location",)),
    # a real player out of turn
    Illegal(_doc(lambda p, m: m.update(player="blue")), "gnome-hollow.turn.steps", ("player",)),
    # a real market space a token already blocks
    Illegal(
        _doc(lambda p, m: (_sell(p, m, "blue", 5), p.update(market_blocked=[{"colour": "blue", "count": 5}]))),
        "gnome-hollow.gnomes.market-block",
        ("colour",),
    ),
    # a real slot of column 4, already taken by red's first marker
    Illegal(
        _doc(lambda p, m: p["players"][0].update(markers=[{"column": "4", "slot": 0}])),
        "gnome-hollow.rings.choose-slot",
        ("other",),
    ),
]
