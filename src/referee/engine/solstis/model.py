"""Typed Solstis positions and moves (plain data in, plain data out).

Tiles are "row_column" ids ("3_5"); "?" is a face-down tile the position does not identify (allowed in hands,
the queue and the draw pile; the engine answers "undetermined" when it needs to know it). Spirits may be named
in Russian or in the publisher's English, any case, or transliterated (see names.py).
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, StrictInt, model_validator
from pydantic_core import PydanticCustomError

from referee.engine.core.position import GamePosition
from referee.engine.solstis import names, tiles


def _yaml_int(v):
    """YAML reads an unquoted 2_5 as the integer 25 (and 1_10 as 110): rows are one digit, so split after it."""
    if isinstance(v, int) and not isinstance(v, bool) and 11 <= v <= 999:
        s = str(v)
        return f"{s[0]}_{s[1:]}"
    return v


def _land(v: str) -> str:
    if isinstance(v, str) and v.strip().isdigit():
        v = _yaml_int(int(v))
    n = tiles.normal(v)
    if n is None:
        from referee.errors import suggest

        raise PydanticCustomError(
            "solstis_tile",
            f"{v!r} is not a tile/cell of the panorama (row_column, e.g. '3_5'; rows 1-6, see fact pyramid)"
            + suggest(str(v), tiles.ALL_TILES),
        )
    return n


def _land_or_unknown(v: str) -> str:
    return tiles.UNKNOWN if str(v).strip() == tiles.UNKNOWN else _land(v)


def _count_as_unknowns(v):
    """A pile or a hidden hand may be given as a count: 21 means 21 unknown tiles."""
    if isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 60:
        return [UNKNOWN_TILE] * v
    return v


UNKNOWN_TILE = "?"


def _as_list(v):
    """One choice or a list of them (a list of two or more is what the rules forbid: the engine says so)."""
    return v if isinstance(v, list) else [v]


def _spirit(v: str) -> str:
    c = names.canonical(v)
    if c == "evil":
        raise PydanticCustomError(
            "solstis_evil", "the evil spirit (Злой дух) is not met like the others: give it as evil_spirit.holder"
        )
    if c is None:
        from referee.errors import suggest

        valid = [n for n in names.suggestions() if names.canonical(n) != "evil"]
        raise PydanticCustomError("solstis_spirit", f"unknown spirit {v!r}{suggest(str(v), valid)}")
    return c


def _spirit_or_unknown(v: str) -> str:
    return tiles.UNKNOWN if str(v).strip() == tiles.UNKNOWN else _spirit(v)


def _cell_content(v: str) -> str:
    if str(v).strip().lower() in tiles.RAINBOW_ALIASES:
        return tiles.RAINBOW
    return _land(v)


def _square(v):
    """A square as its lower-left cell, or as its four cells (any order): [2_4, 2_5, 3_4, 3_5] -> 2_4."""
    if isinstance(v, list) and len(v) == 4:
        cells = sorted((tiles.parse_cell(str(_yaml_int(c))) or (0, 0)) for c in v)
        r, c = cells[0]
        if cells == [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]:
            return f"{r}_{c}"
        raise PydanticCustomError("solstis_square", "these four cells do not form a 2x2 square")
    return v


Land = Annotated[str, BeforeValidator(_yaml_int), AfterValidator(_land)]
Square = Annotated[str, BeforeValidator(_square), BeforeValidator(_yaml_int), AfterValidator(_land)]
TileRef = Annotated[str, BeforeValidator(_yaml_int), AfterValidator(_land_or_unknown)]
CellContent = Annotated[str, BeforeValidator(_yaml_int), AfterValidator(_cell_content)]
Spirit = Annotated[str, AfterValidator(_spirit)]
SpiritRef = Annotated[str, AfterValidator(_spirit_or_unknown)]


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class MetSpirit(_M):
    spirit: Spirit
    square: Square = Field(description="lower-left cell of the 2x2 square the spirit sits on (or its 4 cells)")
    colour: Literal["brown", "blue"] | None = None


class Player(_M):
    # every part may be left out (a partial position, #17): None is "the position does not say", never "empty";
    # the checks that decide on a part read a rule-level fact, asked when the part is absent
    hand: Annotated[list[TileRef], BeforeValidator(_count_as_unknowns)] | None = None
    panorama: dict[Land, CellContent] | None = None
    spirits: list[MetSpirit] | None = None
    fireflies: list[Square] | None = Field(default=None, description="squares (lower-left cell) holding a firefly")

    @model_validator(mode="before")
    @classmethod
    def _short_forms(cls, v):
        """panorama as a list of tiles (+ `rainbows: [cells]`), spirits as {square: spirit}."""
        if not isinstance(v, dict):
            return v
        v = dict(v)
        pano = v.get("panorama")
        if isinstance(pano, list) and all(isinstance(t, str | int) for t in pano):
            v["panorama"] = {t: t for t in pano}
        rainbows = v.pop("rainbows", None)
        if isinstance(rainbows, list) and isinstance(v.get("panorama") or {}, dict):
            v["panorama"] = {**(v.get("panorama") or {}), **{c: "rainbow" for c in rainbows}}
        elif rainbows is not None:
            v["rainbows"] = rainbows  # left for the "unknown field"/type error to report
        spirits = v.get("spirits")
        if isinstance(spirits, dict):
            v["spirits"] = [{"spirit": name, "square": sq} for sq, name in spirits.items()]
        return v


class Column(_M):
    up: TileRef | None = None
    down: TileRef | None = None

    @model_validator(mode="before")
    @classmethod
    def _short_forms(cls, v):
        """'2_8' is a lone face-up tile; [up, down] a column given as a pair."""
        if isinstance(v, (str, int)):
            return {"up": v}
        if isinstance(v, list) and 1 <= len(v) <= 2:
            return {"up": v[0], "down": v[1] if len(v) > 1 else None}
        return v


class EvilSpirit(_M):
    @model_validator(mode="before")
    @classmethod
    def _holder_only(cls, v):
        return {"holder": v} if isinstance(v, str) else v

    holder: str | None = None
    cell: Land | None = Field(default=None, description="expansion: the cell of the holder's panorama it blocks")
    covers: Land | None = Field(default=None, description="end of a base game: square of the spirit it covers")


class Forced(_M):
    player: str
    tile: Land


class Position(GamePosition, _M):
    # defaults that stay defaults: the base game is played unless the players add the expansion or the beginner
    # variant (the texts present both as options added to it); the game is going on unless the position says over
    expansion: bool | None = None  # None: not said -- the base game, unless the move names an expansion spirit
    beginner: bool = False
    # the parts a rule decides on: None is "not given" (a partial position), see Player
    players: dict[str, Player] | None = None
    turn: str | None = None
    # None: not said -- mid-game for a position that describes the players; asked of an empty one (rainbows.py)
    first_turn: bool | None = None
    queue: list[Column] | None = None
    draw_pile: Annotated[list[TileRef], BeforeValidator(_count_as_unknowns)] | None = None
    discard: list[Land] = []  # tiles removed from the game: only ever added to, no rule decides on it
    rainbows_left: StrictInt | None = Field(default=None, ge=0)
    spirit_display: list[Spirit] | None = None
    spirit_deck: Annotated[list[SpiritRef], BeforeValidator(_count_as_unknowns)] | None = None
    evil_spirit: EvilSpirit | None = None
    fireflies_left: StrictInt | None = Field(default=None, ge=0)
    # defaults that stay defaults, each an exception a position states when it holds: a Fox's choice binding this
    # turn, the passes just made (only an event, "both have passed", turns on them), the game already over
    forced_tile: Forced | None = None
    passes: StrictInt = Field(default=0, ge=0, le=2)
    game_over: bool = False
    winner: str | None = None
    # texts first: the Russian text gives every lit fire 1 star; the publisher's 1.5 for the two summit fires
    # (facts.yaml fire-cells) applies only when the position asks for it, and inputs_used then says so
    fire_values: Literal["publisher", "text"] = "text"

    def opponent(self, player: str) -> str:
        """The other player: named when the position names both, else the placeholder OPPONENT."""
        return next((p for p in self.players or () if p != player), OPPONENT)

    def fork(self) -> Self:
        """A working copy whose mutable parts are new (cheaper than a deep copy; spirits and Forced are never
        mutated). Parts the position leaves out are empty in the copy: a move's checks ask whether a part was
        given (``unknown``) before deciding on it, and a filled copy keeps the rest of the engine simple.

        Read through ``__dict__``: copying is not the engine reading the position (the tracer, trace.py)."""
        d = self.__dict__
        players = {
            n: p.model_copy(
                update={
                    k: _copied(p.__dict__[k], k == "panorama") for k in ("hand", "panorama", "spirits", "fireflies")
                }
            )
            for n, p in (d["players"] or {}).items()
        }
        e = d["evil_spirit"]
        return self.model_copy(
            update={
                "players": players,
                "queue": [Column.model_construct(**c.__dict__) for c in d["queue"] or ()],
                "draw_pile": list(d["draw_pile"] or ()),
                "discard": list(d["discard"]),
                "spirit_display": list(d["spirit_display"] or ()),
                "spirit_deck": list(d["spirit_deck"] or ()),
                "evil_spirit": e.model_copy() if e is not None else None,
            }
        )


PLAYER = "player"  # the mover's key when the position and the move name nobody (rendered "the player to move")
OPPONENT = "opponent"  # the other player's key when the position does not name them


def _copied(v, mapping: bool = False):
    if v is None:
        return {} if mapping else []
    return dict(v) if isinstance(v, dict) else list(v)


def unknown_parts(pos: Position) -> frozenset[str]:
    """The parts a partial position leaves out, by path ("queue", "players.anna.hand"; "players" when no player
    is given). Read through ``__dict__``, as fork does."""
    d = pos.__dict__
    out = {k for k in ("players", "turn", "queue", "draw_pile", "spirit_display", "spirit_deck") if d[k] is None}
    for name, p in (d["players"] or {}).items():
        out |= {f"players.{name}.{k}" for k in ("hand", "panorama", "spirits", "fireflies") if p.__dict__[k] is None}
    return frozenset(out)


class MeetSpirit(_M):
    square: Square
    source: Literal["display", "draw"] = "display"
    keep: Spirit | None = None
    # effect choices (only the ones the spirit needs)
    cell: Land | None = None
    tile: Land | None = None
    area: list[Land] | None = None


class Play(_M):
    type: Literal["play"] = "play"
    player: str | None = None
    tile: Land
    # one tile, or a list (two or more: the illegal 'capture several')
    capture: Annotated[list[Land], BeforeValidator(_as_list)] | None = None
    second_capture: Land | None = None
    rainbow: Land | None = None
    move_rainbows: dict[Land, Land] = {}
    # one spirit meeting, or a list (two or more: the illegal 'several spirits in a turn')
    spirit: Annotated[list[MeetSpirit], BeforeValidator(_as_list)] | None = None
    evil_spirit_cell: Land | None = None


class Pass(_M):
    type: Literal["pass"] = "pass"
    player: str | None = None


Move = Annotated[Play | Pass, Field(discriminator="type")]
