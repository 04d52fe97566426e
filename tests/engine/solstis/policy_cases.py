"""Solstis under the one input policy (#16): a player, tile, cell, square or spirit the game does not have is bad
input (exit 2, the field path, a suggestion), in the move as in the position; a real move breaking a rule is
illegal. The documents are scenario files with one thing changed."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import yaml

from tests.engine.policy import BadName, Illegal

SCENARIOS = Path(__file__).parent / "scenarios"


def _doc(scenario: str, *, move: dict | None = None, **position: Any) -> dict:
    """The scenario's document, its move replaced or updated, top-level position fields replaced."""
    sc = yaml.safe_load((SCENARIOS / f"{scenario}.yaml").read_text(encoding="utf-8"))
    doc = {"game": sc["game"], "position": copy.deepcopy(sc["position"]), "move": copy.deepcopy(sc.get("move"))}
    doc["position"].update(position)
    if move is not None:
        doc["move"] = {**(doc["move"] or {}), **move}
    return doc


def _with_player(scenario: str, player: str, **fields: Any) -> dict:
    doc = _doc(scenario)
    doc["position"]["players"][player].update(fields)
    return doc


# capture-same-colour: anna (hand 2_5, 1_3, 1_2) plays 2_5 and captures 2_8; rainbow-next-to-own-tile: anna's
# failed capture places a rainbow; spirit-open-default: the face-up Сурок is met on square 1_4
BAD_NAMES: list[BadName] = [
    BadName("player", _doc("capture-same-colour", move={"player": "ana"}), "move.player", "anna"),
    BadName("player", _doc("capture-same-colour", turn="borris"), "position.turn", "boris"),
    BadName(
        "player", _doc("capture-same-colour", evil_spirit={"holder": "bors"}), "position.evil_spirit.holder", "boris"
    ),
    BadName("tile", _doc("capture-same-colour", move={"tile": "2_15"}), "move.tile", "2_5"),
    BadName("tile", _doc("capture-same-colour", move={"capture": "9_9"}), "move.capture", "4_9"),
    BadName(
        "tile", _with_player("capture-same-colour", "anna", hand=["2_5", "1_3", "1_22"]), "players.anna.hand", "1_2"
    ),
    BadName("location", _doc("rainbow-next-to-own-tile", move={"rainbow": "0_4"}), "move.rainbow", "6_4"),
    BadName(
        "location",
        _with_player("capture-same-colour", "anna", panorama={"1_4": "1_4", "7_1": "7_1"}),
        "position.players.anna.panorama",
        "did you mean",
    ),
    BadName(
        "location",
        _doc("spirit-open-default", move={"spirit": {"square": "6_5", "keep": "Сурок"}}),
        "move.spirit.square",
        "5_5",
    ),
    BadName(
        "spirit",
        _doc("spirit-open-default", move={"spirit": {"square": "1_4", "keep": "Lisaa"}}),
        "move.spirit.keep",
        "lisa",
    ),
    BadName("spirit", _doc("spirit-open-default", spirit_display=["Пчелла"]), "position.spirit_display", "Пчела"),
    # a spirit of the expansion does not exist in a base game: as in the position, the error says how to ask for it
    BadName(
        "spirit",
        _doc("spirit-open-default", move={"spirit": {"square": "1_4", "keep": "Лиса"}}),
        "move.spirit.keep",
        "expansion",
    ),
]

ILLEGAL: list[Illegal] = [
    Illegal(_doc("capture-same-colour", move={"player": "boris"}), "solstis.turn.whose-turn", ("player",)),
    Illegal(_doc("capture-same-colour", move={"tile": "3_2"}), "solstis.turn.play-a-tile-from-hand", ("tile",)),
    Illegal(_doc("capture-same-colour", move={"capture": "5_3"}), "solstis.capture.same-value-or-colour", ("tile",)),
    Illegal(
        _doc("rainbow-next-to-own-tile", move={"rainbow": "5_5"}), "solstis.rainbow.next-to-own-tile", ("location",)
    ),
    Illegal(
        _doc("spirit-open-default", move={"spirit": {"square": "1_4", "keep": "Рыба"}}),
        "solstis.spirit.take-the-open-one",
        ("spirit",),
    ),
]
