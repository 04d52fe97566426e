"""The game-config: values the texts need but do not give (game-facts.md lists them as NOT FOUND).

The player board's columns (slots and bonuses per ring size), the track points, the flower values and
the windmill market's payout table. A position names the config inline (``config: {...}``) or as a
file path relative to the position file. Every value read is recorded in ``inputs_used``; a missing
value makes the verdict undetermined, naming the key that would decide it.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import Field, PrivateAttr, StrictInt, field_validator

from referee.catalogues import Msg
from referee.engine.core.gameconfig import GameConfigBase, load_config
from referee.engine.core.rules import Rule
from referee.engine.core.verdict import Need, Ruling
from referee.engine.gnome_hollow.book import msg
from referee.errors import InputError

BONUS = re.compile(r"^(signpost|tile|flower|marker|mushroom(:[1-9])?)$")
COLUMN = re.compile(r"^[1-9][0-9]?\+?$")


class GameConfig(GameConfigBase):
    columns: dict[str, list[list[str]]] | None = Field(
        None, description='ring size ("3", "4", ..., "7+") -> its slots, each a list of bonuses'
    )
    track_points: list[StrictInt] | None = Field(None, description="points by ring markers used (index 0..8)")
    flower_points: list[StrictInt] | None = Field(None, description="points by distinct flowers owned (index 0..8)")
    market: dict[str, dict[int, StrictInt]] | None = Field(None, description="colour -> {mushrooms sold: treasure}")

    _source: str = PrivateAttr("position.config")

    @field_validator("columns")
    @classmethod
    def _columns(cls, v: dict[str, list[list[str]]] | None) -> dict[str, list[list[str]]] | None:
        for col, slots in (v or {}).items():
            if not COLUMN.match(col):
                raise ValueError(f'column {col!r}: expected a ring size like "4" or "7+"')
            for slot in slots:
                for b in slot:
                    if not BONUS.match(b):
                        raise ValueError(
                            f"column {col}: unknown bonus {b!r} (signpost, tile, flower, marker, mushroom:N)"
                        )
        return v


def resolve_config(data: Any, file: str) -> GameConfig | None:
    return load_config(GameConfig, data, file)


def column_for(config: GameConfig | None, size: int, ruling: Ruling, rule: Rule) -> tuple[str, list[list[str]]] | None:
    """The player-board column for a ring of ``size`` tiles: the exact "N" or the widest "N+" below it."""
    cols = config.columns if config is not None else None
    if not cols:
        where = config.field("columns") if config is not None else "position.config.columns"
        ruling.undetermined(
            rule,
            msg(
                "gnome-hollow.config.no-columns",
                "a ring of {size} tiles: the player board's columns (slots, bonuses) are not in the texts "
                "and the position's game-config does not give them",
                size=size,
            ),
            needs=[
                Need(
                    msg(
                        "gnome-hollow.config.columns-question",
                        "Which slots and bonuses has each column of the player board (ring sizes 3 to 7+)?",
                    ),
                    where,
                    "text",
                )
            ],
        )
    assert config is not None and cols  # undetermined raised otherwise
    key = str(size) if str(size) in cols else None
    if key is None:
        plus = [int(c[:-1]) for c in cols if c.endswith("+") and int(c[:-1]) <= size]
        key = f"{max(plus)}+" if plus else None
    if key is None:
        ruling.used(
            config.field("columns"),
            sorted(cols),
            msg("gnome-hollow.config.columns-used", "player-board columns (not in the texts)"),
        )
        return None
    ruling.used(
        config.field(f"columns.{key}"),
        cols[key],
        msg("gnome-hollow.config.column-used", "slots and bonuses of that ring size (not in the texts)"),
    )
    return key, cols[key]


def points(config: GameConfig | None, key: str, index: int, ruling: Ruling, rule: Rule, why: Msg, ask: Msg) -> int:
    """``config.key[index]`` (a points table), recorded as used; undetermined naming the key (and asking
    ``ask``) when absent.

    (core.gameconfig.config_value does the same with English strings; this one speaks in messages.)"""
    table = getattr(config, key, None) if config is not None else None
    value = table[index] if isinstance(table, list) and 0 <= index < len(table) else None
    name = f"{key}.{index}"
    where = config.field(name) if config is not None else f"position.config.{name}"
    if value is None:
        ruling.undetermined(
            rule,
            msg(
                "gnome-hollow.config.no-value",
                "{what}: the texts do not give it and the game-config has no {key}",
                what=why,
                key=name,
            ),
            needs=[Need(ask, where, "number")],
        )
    ruling.used(where, value, why)
    return int(value or 0)


__all__ = ["GameConfig", "InputError", "column_for", "points", "resolve_config"]
