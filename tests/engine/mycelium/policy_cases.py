"""Mycelium's input-policy cases (issue #16; run by tests/engine/test_input_policy.py): a player, edge, Mushling
Card or location that is not in the game, named in the move or in the position, is bad input with the field path
and a suggestion; a real move that breaks a rule (attacking a Path one is not connected to) stays illegal."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import yaml

from tests.engine.policy import BadName, Illegal

# the 3-player board of the scenarios: Red's Paths on a3 and a4, Blue (to play) reaches neither
BASE = yaml.safe_load((Path(__file__).parent / "scenarios" / "attack-not-connected.yaml").read_text("utf-8"))
POSITION: dict[str, Any] = BASE["position"]
ATTACK = {"type": "attack", "target": "a3", "attacker_card": "Death Cap", "defender_card": "Blue Oyster"}


def doc(move: dict | None = None, **changes: Any) -> dict:
    """The base position with some top-level fields changed (a player's fields: ``player_1={...}``), and a move."""
    pos = copy.deepcopy(POSITION)
    for key, value in changes.items():
        if key.startswith("player_"):
            pos["players"][int(key[len("player_") :])].update(value)
        else:
            pos[key] = value
    return {"game": "mycelium", "position": pos, "move": move}


def connected(**changes: Any) -> dict:
    """Blue's Path on a2 adjoins Red's on a3: the attack is legal but for the name a case misspells."""
    pos = doc(**changes)["position"]
    return {**doc(), "position": {**pos, "paths": {**pos["paths"], "a2": ["blue"]}}}


def _with_move(base: dict, move: dict) -> dict:
    return {**base, "move": move}


BAD_NAMES: list[BadName] = [
    # --- in the move
    BadName("player", _with_move(connected(), {**ATTACK, "player": "bleu"}), "move.player", "blue"),
    BadName("player", _with_move(connected(), {**ATTACK, "defender": "rad"}), "move.defender", "red"),
    BadName(
        "player",
        _with_move(connected(), {**ATTACK, "boosts": [{"by": "gren", "side": "attacker", "combat_token": True}]}),
        "move.boosts[0].by",
        "green",
    ),
    BadName("edge", _with_move(connected(), {**ATTACK, "target": "a33"}), "move.target", "a3"),
    BadName(
        "edge",
        _with_move(connected(), {"type": "build", "paths": ["a1x"], "pay_with": {"spore_tokens": 1}}),
        "move.paths[0]",
        "a1",
    ),
    BadName(
        "card", _with_move(connected(), {**ATTACK, "attacker_card": "Death Capp"}), "move.attacker_card", "Death Cap"
    ),
    BadName(
        "card", _with_move(connected(), {**ATTACK, "defender_card": "Blue Oister"}), "move.defender_card", "Blue Oyster"
    ),
    BadName(
        "location",
        _with_move(doc(phase="place"), {"type": "place", "gatherers": ["brich"]}),
        "move.gatherers[0]",
        "birch",
    ),
    BadName(
        "location",
        _with_move(
            doc(), {"type": "exchange", "cards": ["Parasol", "Wood Blewit"], "then": "spawn", "cave": "cave-bleu"}
        ),
        "move.cave",
        "cave-blue",
    ),
    # --- in the position
    BadName("player", doc(ATTACK, active="bleu"), "position.active", "blue"),
    BadName("player", doc(ATTACK, paths={"a3": ["red"], "a4": ["rde"]}), "position.paths.a4[0]", "red"),
    BadName("edge", doc(ATTACK, paths={"a3": ["red"], "a44": ["red"]}), "position.paths.a44", "a4"),
    BadName("edge", doc(ATTACK, player_0={"paths": ["bq2"]}), "position.players[0].paths[0]", "bp2"),
    BadName(
        "card",
        doc(ATTACK, player_0={"hand": ["Parasol", "Wood Blewitt", "Death Cap"]}),
        "position.players[0].hand[1]",
        "Wood Blewit",
    ),
    BadName("card", doc(ATTACK, mushling_discard=["Witches Hat"]), "position.mushling_discard[0]", "Witch's Hat"),
    BadName("location", doc(ATTACK, player_1={"gatherers": ["oakk"]}), "position.players[1].gatherers[0]", "oak"),
]

ILLEGAL: list[Illegal] = [
    # every name exists; Blue has no Path adjoining a3: the connection rule refuses the attack
    Illegal(doc(ATTACK), "mycelium.attack.connected", ("player", "edge", "card")),
    # the card exists, but not in Blue's hand
    Illegal(_with_move(connected(), {**ATTACK, "attacker_card": "Chanterelle"}), "mycelium.attack.step2-attacker-card"),
    # Birch is a location, not an edge: a Path goes on an edge
    Illegal(
        _with_move(doc(), {"type": "build", "paths": ["birch"], "pay_with": {"spore_tokens": 1}}),
        "mycelium.build.on-edges",
        ("location",),
    ),
]
