"""Queen's Garden's cases for the shared input policy (tests/engine/test_input_policy.py, issue #16).

Bad input: a player not in the game, a colour or pattern the position's config does not list, a market spot
that does not exist, each in the move and in the position. Illegal: real moves that break the Q&A's rules.
The garden has no board map in the texts ([q, r] is any cell), so no garden cell can be "not in the game".
"""

from __future__ import annotations

import copy
from typing import Any

import yaml

from referee.engine.queens_garden.template import TEMPLATE
from tests.engine.policy import BadName, Illegal

BASE: dict[str, Any] = yaml.safe_load(TEMPLATE)  # the template: ana places red/lily next to red/star (legal)


def _doc(move: dict | None = None, **position: Any) -> dict[str, Any]:
    doc = copy.deepcopy(BASE)
    doc["position"].update(copy.deepcopy(position))
    if move is not None:
        doc["move"] = move
    return doc


def _with_storage(tiles: list[str]) -> list[dict]:
    players = copy.deepcopy(BASE["position"]["players"])
    players[0]["storage"]["tiles"] = tiles
    return players


PLACE = BASE["move"]
BAD_NAMES: list[BadName] = [
    # players
    BadName("player", _doc({**PLACE, "player": "anna"}), "move.player", "ana"),
    BadName("player", _doc(to_move="bne"), "position.to_move", "ben"),
    BadName("player", _doc(passed=["bem"]), "position.passed[0]", "ben"),
    BadName("player", _doc(first_player_marker="anaa"), "position.first_player_marker", "ana"),
    # colours
    BadName("colour", _doc({"type": "acquire", "colour": "rde"}), "move.colour", "red"),
    BadName("colour", _doc({**PLACE, "pay": ["rd/rose"]}), "move.pay[0]", "red"),
    BadName(
        "colour",
        _doc({"type": "acquire", "colour": "blue", "take": [{"hex": "bleu/rose", "from": "display[0]"}]}),
        "move.take[0].hex",
        "blue",
    ),
    BadName("colour", _doc(players=_with_storage(["red/rose", "red/lily", "bleu/lily"])), "storage.tiles[2]", "blue"),
    # patterns
    BadName("pattern", _doc({"type": "acquire", "pattern": "roses"}), "move.pattern", "rose"),
    BadName("pattern", _doc({**PLACE, "hex": "red/lilly"}), "move.hex", "lily"),
    BadName("pattern", _doc({"type": "pass", "discard": {"tiles": ["blue/lilly"]}}), "move.discard.tiles[0]", "lily"),
    BadName(
        "pattern",
        _doc(evaluation={"colours": ["red"], "patterns": ["starr"]}),
        "position.evaluation.patterns[0]",
        "star",
    ),
    # market spots
    BadName(
        "location",
        _doc({"type": "acquire", "colour": "blue", "take": [{"hex": "blue/rose", "from": "display[7]"}]}),
        "move.take[0].from",
        "display[1]",
    ),
]

ILLEGAL: list[Illegal] = [
    # red/lily next to blue/star only: shares neither colour nor pattern
    Illegal(_doc({**PLACE, "at": [2, 0]}), "queens-garden.place.share-with-neighbour", ("colour", "pattern")),
    # a rose selection that leaves blue/rose (display[0]) and orange/rose (stack) behind
    Illegal(
        _doc({"type": "acquire", "pattern": "rose", "take": [{"hex": "yellow/rose", "from": "display[0]"}]}),
        "queens-garden.acquire.take-all",
        ("pattern", "location"),
    ),
    # a real player out of turn: ben plays while the position gives the turn to ana
    Illegal(_doc({"type": "pass", "player": "ben"}), "queens-garden.turn.whose-turn", ("player",)),
    # ben has passed: no more turns in this Phase 1, whoever names him
    Illegal(
        _doc({"type": "pass", "player": "ben"}, to_move="ben", passed=["ben"]),
        "queens-garden.pass.no-more-turns",
        ("player",),
    ),
    # paying for red/lily with blue/star: real tiles, but the payment mixes colours and patterns
    Illegal(
        _doc({**PLACE, "pay": ["blue/star"]}, players=_with_storage(["red/rose", "red/lily", "blue/star"])),
        "queens-garden.pay.same-pattern-or-colour",
        ("colour", "pattern"),
    ),
]
