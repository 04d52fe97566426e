"""Typed positions and moves of Gnome Hollow (plain data, validated at the boundary).

The garden is a hex grid (axial coordinates ``[q, r]``); the texts give no tile geometry, so the
position describes every tile's paths (see garden.py for the side numbering). A tile may be written
in full (``{paths: [{sides: [0, 1], mushrooms: [blue]}]}``) or in shorthand: ``"01:blue 34"`` is a
tile with a path from side 0 to side 1 holding a blue mushroom and a bare path from side 3 to 4;
``"wild:daisy"`` is the daisy wildflower tile (path all around). Unlisted sides are green grass.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, StrictInt, field_validator, model_validator

from referee.engine.core.position import GamePosition
from referee.engine.gnome_hollow.config import GameConfig

Coord = tuple[StrictInt, StrictInt]
Colour = Annotated[str, Field(min_length=1, max_length=30)]


def given(part: BaseModel, name: str) -> bool:
    """Whether a partial position gives this part (a field left out is unknown; its default is only a
    placeholder). Read from pydantic's set-fields record, so asking it is no read of the field itself."""
    return name in part.model_fields_set


class Path(BaseModel):
    """One white mushroom path on a tile: the sides it reaches and the mushrooms printed on it."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    sides: list[Annotated[StrictInt, Field(ge=0, le=5)]] = Field(min_length=2, max_length=6)
    mushrooms: list[Colour] = []

    @field_validator("sides")
    @classmethod
    def _distinct(cls, v: list[int]) -> list[int]:
        if len(set(v)) != len(v):
            raise ValueError("a side appears twice in one path")
        return v


def _parse_shorthand(text: str) -> dict[str, Any]:
    text = text.strip()
    if text.startswith("wild:"):
        return {"wildflower": text[5:].strip()}
    paths = []
    for part in text.split():
        sides, _, colours = part.partition(":")
        if not sides.isdigit():
            raise ValueError(f"path {part!r}: expected side digits 0-5, e.g. '01:blue'")
        paths.append({"sides": [int(c) for c in sides], "mushrooms": [c for c in colours.split(",") if c]})
    return {"paths": paths}


class Tile(BaseModel):
    """A tile off the garden (on the board, in the bag, in storage): its paths in its printed orientation."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    paths: list[Path] = []
    wildflower: str | None = Field(None, description="the wildflower kind; a wildflower tile has path all round")

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, data: Any) -> Any:
        return _parse_shorthand(data) if isinstance(data, str) else data

    @model_validator(mode="after")
    def _check(self) -> Tile:
        if self.wildflower is not None and self.paths:
            raise ValueError("a wildflower tile has its path all round; give no paths")
        # neither paths nor a wildflower: a tile whose face the position does not give (a partial position
        # counts the board's tiles without describing them); a check that needs its face asks for it
        used = [s for p in self.paths for s in p.sides]
        if len(set(used)) != len(used):
            raise ValueError("a side belongs to two paths")
        return self

    @property
    def face_given(self) -> bool:
        return bool(self.paths) or self.wildflower is not None

    def short(self) -> str:
        if self.wildflower:
            return f"wild:{self.wildflower}"
        return " ".join(
            "".join(map(str, p.sides)) + (":" + ",".join(p.mushrooms) if p.mushrooms else "") for p in self.paths
        )


class GardenTile(Tile):
    """A tile in the garden, its paths as placed (sides already rotated/flipped)."""

    at: Coord
    stump: bool = False

    @model_validator(mode="before")
    @classmethod
    def _shorthand_tile(cls, data: Any) -> Any:
        if isinstance(data, dict) and isinstance(data.get("tile"), str):
            data = dict(data)
            data.update(_parse_shorthand(data.pop("tile")))
        return data


class Marker(BaseModel):
    """A ring marker moved to the player board: its column (ring size, e.g. "4", "7+") and slot there."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    column: str
    slot: StrictInt = Field(0, ge=0)


class GnomeAt(BaseModel):
    """Where a gnome stands. ``path``: on a path or ring (tile + path index); ``signpost``: in a finished ring
    with a signpost; ``flower-market``; ``market`` (the windmill market on the stump); ``supply``: not out yet."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    at: Literal["supply", "path", "signpost", "flower-market", "market"] = "supply"
    tile: Coord | None = None
    path: StrictInt = Field(0, ge=0)
    flat: bool = Field(False, description="laid flat: another player completed the ring it claims")

    @model_validator(mode="before")
    @classmethod
    def _a_place_alone(cls, data: Any) -> Any:
        """``to: market`` is ``to: {at: market}``: a place that needs no tile, as a player writes it."""
        return {"at": data} if isinstance(data, str) else data

    @model_validator(mode="after")
    def _tile_needed(self) -> GnomeAt:
        if self.at in ("path", "signpost") and self.tile is None:
            raise ValueError(f"a gnome at a {self.at} needs 'tile: [q, r]'")
        if self.at not in ("path", "signpost") and self.tile is not None:
            raise ValueError(f"'tile' only goes with at: path or at: signpost, not at: {self.at}")
        return self

    def key(self) -> tuple:
        return (self.at, self.tile, self.path if self.at in ("path", "signpost") else 0)


class Player(BaseModel):
    """A player. Every part is optional (a partial position): a part left out is unknown, not empty -- a check
    that decides on it reads a fact (``given(player, "storage")``), so the defaults below never decide a rule."""

    model_config = ConfigDict(extra="forbid")
    name: str | None = Field(None, min_length=1, max_length=40)
    gnomes: list[GnomeAt] = Field(default_factory=lambda: [GnomeAt(), GnomeAt()], min_length=2, max_length=2)
    markers: list[Marker] = Field([], max_length=8, description="ring markers moved off the track, in order")
    flowers: list[str] = Field([], max_length=8)
    mushrooms: dict[str, Annotated[StrictInt, Field(ge=0)]] = {}
    treasure: StrictInt = Field(0, ge=0)
    storage: list[Tile] = []
    red_hat: bool = False


class Ring(BaseModel):
    """State of a finished ring the garden alone does not show (named by one tile and path on it)."""

    model_config = ConfigDict(extra="forbid")
    tile: Coord
    path: StrictInt = Field(0, ge=0)
    centre: list[Colour] = Field([], description="mushrooms waiting in the centre of an unclaimed ring")
    signpost: str | None = Field(None, description="the bonus of the signpost standing in this ring")


class Blocked(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    colour: Colour
    count: StrictInt = Field(ge=1)


class Wildflower(BaseModel):
    """A wildflower tile still above the market board, with its stack of flower tokens."""

    model_config = ConfigDict(extra="forbid")
    kind: str
    tokens: StrictInt | None = Field(None, ge=0, description="left out: not given (set-up puts one per player)")


class Turn(BaseModel):
    """Whose turn it is and the step the game is at; left out (None), both are unknown and a move asks where
    its player is (the fact turn-step)."""

    model_config = ConfigDict(extra="forbid")
    player: str | None = None
    phase: Literal["setup", "place", "gnome", "final", "over"] | None = None
    end_triggered: bool = False
    final_left: list[str] = Field([], description="players still owed their last gnome activation, in order")


class Position(GamePosition):
    model_config = ConfigDict(extra="forbid")
    config: GameConfig | None = None
    # every part is optional (a partial position): one left out is unknown (``given``), read through facts
    players: list[Player] = Field([], max_length=4)
    turn: Turn = Turn()
    garden: list[GardenTile] = []
    rings: list[Ring] = []
    board: list[Tile] = Field([], max_length=8)
    bag: list[Tile] = []
    bag_hidden: StrictInt = Field(0, ge=0, description="tiles in the bag whose faces the position does not give")
    sunset: list[Tile] = []
    signposts: list[str] = Field([], description="signposts not yet in the garden, by the bonus each shows")
    wildflowers: list[Wildflower] = []
    flower_market: dict[str, Annotated[StrictInt, Field(ge=0)]] = {}
    market_blocked: list[Blocked] = []
    discarded: list[Tile] = []

    def player(self, name: str) -> Player:
        return next(p for p in self.players if p.name == name)

    def player_index(self, name: str) -> int:
        return next(i for i, p in enumerate(self.players) if p.name == name)

    def fork(self) -> Self:
        """A copy safe to change: containers are copied, immutable pieces (tiles, markers, gnome places) shared.

        (A deep copy of a position with a full bag costs milliseconds; this costs microseconds.) Copying reads
        every part, but decides nothing: it is done out of the tracer's sight (the copies keep their parts'
        paths), and each copy keeps the record of which parts the position gave (``given``)."""
        from referee.engine.core import trace

        with trace.untraced():
            players = [_copy(p, "gnomes", "markers", "flowers", "mushrooms", "storage") for p in self.players]
            turn = _copy(self.turn, "final_left")
            rings = [_copy(r, "centre") for r in self.rings]
            new = _copy(
                self,
                "garden",
                "board",
                "bag",
                "sunset",
                "signposts",
                "flower_market",
                "market_blocked",
                "discarded",
            )
            new.__dict__.update(
                players=players, turn=turn, rings=rings, wildflowers=[w.model_copy() for w in self.wildflowers]
            )
        return new


def _copy(part: Any, *containers: str) -> Any:
    """A shallow copy of a part with fresh copies of its ``containers`` (lists, dicts), same set-fields record."""
    new = part.model_copy()
    for name in containers:
        value = part.__dict__[name]
        new.__dict__[name] = dict(value) if isinstance(value, dict) else list(value)
    return new


# --- moves -------------------------------------------------------------------------------------


class Choices(BaseModel):
    """The player's choices while resolving a ring or a gnome, each list used in order as the need arises."""

    model_config = ConfigDict(extra="forbid")
    tile: Coord | None = Field(None, description="which completed ring these choices are for (any tile in it)")
    slot: list[Annotated[StrictInt, Field(ge=0)]] = Field([], description="slot in the ring-size column, per marker")
    signpost: list[StrictInt | Coord] = Field(
        [], description="signpost bonus: index of a new signpost from the supply, or [q, r] of one in the garden"
    )
    take: list[StrictInt] = Field([], description="tile bonus: index of the board tile to store")
    discard: list[Annotated[StrictInt, Field(ge=0)]] = Field(
        [], description="storage overflow: index of the tile to drop"
    )
    flower: list[str] = []
    mushrooms: list[Colour] = Field([], description="extra harvest: the colours re-collected, one per mushroom")
    wildflower: list[str] = Field([], description="wildflower bonus: which wildflower tile")


class Placement(BaseModel):
    model_config = ConfigDict(extra="forbid")
    source: Literal["board", "storage"] = Field(alias="from")
    index: StrictInt = Field(ge=0)
    at: Coord
    rotation: StrictInt = Field(0, ge=0, le=5, description="sixth-turns clockwise")
    flip: bool = Field(False, description="use the mirrored back side")


class PlaceMove(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["place"]
    player: str
    tiles: list[Placement] = Field(min_length=1, max_length=4)
    consent: list[str] = Field([], description="players who allowed extending a path their gnome claims")
    draw: list[Tile] = Field([], description="tiles drawn from the bag when its faces are hidden")
    rings: list[Choices] = []


class Sale(BaseModel):
    model_config = ConfigDict(extra="forbid")
    colour: Colour
    count: StrictInt = Field(ge=1)


class GnomeMove(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["gnome"]
    player: str
    gnome: StrictInt = Field(0, ge=0, description="which of the player's two gnomes: 0 or 1")
    to: GnomeAt
    sales: list[Sale] = Field([], max_length=4)
    choices: Choices = Choices()


class PassMove(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["pass"]
    player: str
    choices: Choices = Choices()


class SetupMove(BaseModel):
    model_config = ConfigDict(extra="forbid")
    type: Literal["setup"]
    start_player: str


Move = Annotated[PlaceMove | GnomeMove | PassMove | SetupMove, Field(discriminator="type")]
