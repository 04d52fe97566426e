"""The game-config: values the Q&A needs but does not give (game-facts.md lists them as NOT FOUND).

A position names it inline (``config: {...}``) or as a file path relative to the position file. Every
value the engine reads from it is recorded in ``inputs_used``; a missing value makes the verdict
undetermined with the key that would decide it.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, StrictInt, field_validator

from referee.engine.core.gameconfig import GameConfigBase, config_value, load_config
from referee.errors import InputError


class GameConfig(GameConfigBase):
    colours: list[str] | None = Field(None, description="the colour names positions may use (checked when given)")
    patterns: list[str] | None = Field(None, description="the pattern names positions may use (checked when given)")
    pattern_values: dict[str, StrictInt] | None = Field(None, description="pattern -> value (its cost and its points)")
    scoring_board: dict[str, StrictInt] | None = Field(
        None, description="colour or pattern -> points per grouped hexagon"
    )
    round_stack_size: StrictInt | None = Field(None, ge=0, description="hexagons the round's stack is refilled to")
    pass_discard_penalty: StrictInt | Literal["pattern"] | None = Field(
        None, description="points lost per hexagon discarded when passing, or 'pattern' (its pattern's value)"
    )
    jokers_take_storage_space: bool | None = None
    extension_identical_to_tile: bool | None = None

    @field_validator("pass_discard_penalty", mode="before")
    @classmethod
    def _penalty_in_words(cls, value: Any) -> Any:
        """An answer typed at the table: "2" is the number 2, and the pattern's value said in the player's language
        ("patrón", "el valor de su patrón", "patroon", "значение его узора") is "pattern"."""
        if not isinstance(value, str):
            return value
        said = value.strip().lower()
        if said.lstrip("-").isdigit():
            return int(said)
        return "pattern" if any(w in said for w in PATTERN_WORDS) else value


# the word "pattern" in the languages a player answers in (the stem: "узор", "узора"; with or without its accent)
PATTERN_WORDS = ("pattern", "patrón", "patron", "patroon", "узор")


def resolve_config(data: Any, file: str) -> GameConfig | None:
    return load_config(GameConfig, data, file)


__all__ = ["GameConfig", "InputError", "config_value", "resolve_config"]
