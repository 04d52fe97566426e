"""Colours, patterns and hexagons named in the reader's language inside messages.

A position writes a hexagon as ``colour/pattern`` with the config's names (``red/rose``, the config example's
six colours and six patterns); those ids stay the values a player types, and a message shows them in the
player's words ("rojo/rosa", "rood/roos", "красный/роза"). A name the config invents stays as written."""

from __future__ import annotations

import re
from typing import Any

from referee.catalogues import Catalogue, Msg


def _catalogue() -> Catalogue:
    from referee.engine.queens_garden.book import MESSAGES

    return MESSAGES


def _names() -> dict[str, Msg]:
    msg = _catalogue().msg  # the plain catalogue: a name has no parameters to name in turn
    return {
        "red": msg("queens-garden.colour.red", "red"),
        "orange": msg("queens-garden.colour.orange", "orange"),
        "yellow": msg("queens-garden.colour.yellow", "yellow"),
        "green": msg("queens-garden.colour.green", "green"),
        "blue": msg("queens-garden.colour.blue", "blue"),
        "purple": msg("queens-garden.colour.purple", "purple"),
        "rose": msg("queens-garden.pattern.rose", "rose"),
        "lily": msg("queens-garden.pattern.lily", "lily"),
        "star": msg("queens-garden.pattern.star", "star"),
        "leaf": msg("queens-garden.pattern.leaf", "leaf"),
        "sun": msg("queens-garden.pattern.sun", "sun"),
        "moon": msg("queens-garden.pattern.moon", "moon"),
    }


def named_values() -> dict[str, list[Msg | str]]:
    """The colours, patterns and the joker a player may type in their words (GameEngine.named_values): "rojo/rosa"
    is red/rose part by part, "comodín" the joker the move writes ``joker``."""
    joker = _catalogue().msg("queens-garden.word.joker", "joker")
    return {**{value: [name] for value, name in _names().items()}, "joker": [joker]}


_HEX = re.compile(r"^([a-z]+)/([a-z]+)$")
# the parameters that hold a colour, a pattern or a hexagon (or a list of them) in this game's messages
_NAMED = {"hex", "hexes", "colour", "pattern", "value", "what", "tiles", "dup", "choice"}
NAMES: dict[str, Msg] = {}


def name(value: str) -> Msg | str:
    """A colour, a pattern or a hexagon (``red/rose``) in the reader's words; anything else as given."""
    if not NAMES:
        NAMES.update(_names())
    if value in NAMES:
        return NAMES[value]
    m = _HEX.match(value)
    if m and m.group(1) in NAMES and m.group(2) in NAMES:
        hexagon = _catalogue().msg("queens-garden.hex-name", "{colour}/{pattern}")
        return Msg(hexagon.id, hexagon.en, {"colour": NAMES[m.group(1)], "pattern": NAMES[m.group(2)]},
                   catalogue=hexagon.catalogue)  # fmt: skip
    return value


def named_params(params: dict[str, Any]) -> dict[str, Any]:
    """The message's parameters with each colour, pattern and hexagon named (a list item by item)."""
    out = dict(params)
    for key, v in params.items():
        if key not in _NAMED:
            continue
        if isinstance(v, str) or type(v).__name__ == "Hex":
            out[key] = name(str(v))
        elif isinstance(v, list | tuple):  # a hexagon named; an item already a message (an extension's) kept
            out[key] = [name(str(x)) if isinstance(x, str) or type(x).__name__ == "Hex" else x for x in v]
    return out
