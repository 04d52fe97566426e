"""The game-config: values the Q&A needs but does not give (game-facts.md lists them as NOT FOUND).

A position names it inline (``config: {...}``) or as a file path relative to the position file. Every
value the engine reads from it is recorded in ``inputs_used``; a missing value makes the verdict
undetermined with the key that would decide it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from referee.engine.core.documents import load_document, validate
from referee.engine.core.errors import InputError
from referee.engine.core.rules import Rule
from referee.engine.core.verdict import Ruling


class GameConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    note: str | None = None
    colours: list[str] | None = Field(None, description="the colour names positions may use (checked when given)")
    patterns: list[str] | None = Field(None, description="the pattern names positions may use (checked when given)")
    pattern_values: dict[str, int] | None = Field(None, description="pattern -> value (its cost and its points)")
    scoring_board: dict[str, int] | None = Field(None, description="colour or pattern -> points per grouped hexagon")
    round_stack_size: int | None = Field(None, ge=0, description="hexagons the round's stack is refilled to")
    pass_discard_penalty: int | Literal["pattern"] | None = Field(
        None, description="points lost per hexagon discarded when passing, or 'pattern' (its pattern's value)"
    )
    jokers_take_storage_space: bool | None = None
    extension_identical_to_tile: bool | None = None

    _source: str = PrivateAttr("position.config")

    def field(self, key: str) -> str:
        """The field path of a key, for inputs_used (inline: position.config.x; file: file:x)."""
        return f"{self._source}.{key}" if self._source == "position.config" else f"{self._source}:{key}"


def resolve_config(data: Any, file: str) -> GameConfig | None:
    """The position's ``config`` (a mapping, a path relative to the position file, or absent)."""
    if data is None:
        return None
    if isinstance(data, str):
        path = Path(data)
        if not path.is_absolute():
            path = Path(file).resolve().parent / path
        cfg_file = data if Path(data).is_absolute() else str(path)
        try:
            doc = load_document(path)
        except InputError as e:
            # the position names the file: point at its field, and say which file and what is wrong with it
            raise InputError(f"config file {str(path)!r}: {e.problem}", file, "position.config") from None
        cfg = validate(GameConfig, doc, cfg_file, "")
        cfg._source = data
        return cfg
    cfg = validate(GameConfig, data, file, "position.config")
    return cfg


def config_value(config: GameConfig | None, key: str, sub: str | None, ruling: Ruling, rule: Rule, why: str) -> Any:
    """``config.key`` (or ``config.key[sub]`` for a table), recorded as used; undetermined (naming the key
    that would decide it) when the config lacks it."""
    value = getattr(config, key, None) if config is not None else None
    if sub is not None:
        value = value.get(sub) if isinstance(value, dict) else None
    name = f"{key}.{sub}" if sub is not None else key
    where = config.field(name) if config is not None else f"position.config.{name}"
    if value is None:
        ruling.undetermined(rule, f"{why}: the texts do not give it and the game-config has no {name}", needs=[where])
    ruling.used(where, value, why)
    return value


__all__ = ["GameConfig", "InputError", "config_value", "resolve_config"]
