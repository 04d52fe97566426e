"""The front ends' door to the engines: cli/ and server/ ask here, never engine/registry or a game package.

A game's engine either loads or the error surfaces: a broken engine is a bug to see, not a game to hide.
"""

from __future__ import annotations

from referee.engine.core.game import GameEngine
from referee.engine.registry import ENGINES, available_engines, engine_for


def engine(game: str, file: str | None = None, field: str | None = None) -> GameEngine:
    """The engine of ``game``; InputError (naming ``file`` and ``field``) for a game without one: a game the user
    added texts for (`referee games` lists it) has no engine, said so, not "unknown game"."""
    if game not in ENGINES and isinstance(game, str):
        from referee.errors import InputError
        from referee.rulebooks import games

        if game in games():
            ready = ", ".join(sorted(ENGINES))
            raise InputError(f"no engine for {game} in this install (checks work for: {ready})", file, field)
    return engine_for(game, file, field)


def engine_games() -> tuple[str, ...]:
    """Games whose engine is installed, each one loaded (an engine that fails to import raises)."""
    games = tuple(available_engines())
    for game in games:
        engine_for(game)
    return games


def has_engine_package(game: str) -> bool:
    """Whether the registry knows an engine for ``game`` (installed or not)."""
    return game in ENGINES


__all__ = ["engine", "engine_games", "has_engine_package"]
