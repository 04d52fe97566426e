"""Game id -> engine. Engines are imported only when asked for, so a question never pays for them."""

from __future__ import annotations

import importlib
from typing import Any

from referee.engine.core.game import GameEngine
from referee.errors import InputError, suggest

ENGINES = {
    "mycelium": "referee.engine.mycelium",
    "solstis": "referee.engine.solstis",
    "gnome-hollow": "referee.engine.gnome_hollow",
    "queens-garden": "referee.engine.queens_garden",
}

_loaded: dict[str, GameEngine[Any, Any]] = {}


def engine_for(game: str, file: str | None = None, field: str | None = None) -> GameEngine[Any, Any]:
    if game not in ENGINES:
        raise InputError(f"unknown game {game!r}{suggest(str(game), list(ENGINES))}", file, field)
    if game not in _loaded:
        try:
            module = importlib.import_module(ENGINES[game])
        except ModuleNotFoundError as e:
            if e.name and ENGINES[game].startswith(e.name):
                raise InputError(f"no rules engine for {game!r} in this version", file, field) from None
            raise
        _loaded[game] = module.ENGINE
    return _loaded[game]


def available_engines() -> list[str]:
    """Games whose engine package exists."""
    out = []
    for game, mod in ENGINES.items():
        try:
            importlib.import_module(mod)
        except ModuleNotFoundError as e:
            if e.name and mod.startswith(e.name):
                continue
            raise
        out.append(game)
    return out
