"""Positions and moves: plain data (YAML/JSON) validated into typed models.

A hexagon is written ``colour/pattern`` (``red/rose``); jokers are counted, never named. Garden cells use
axial hex coordinates ``[q, r]``: the Q&A gives no board map, so coordinates are the position's input.

Every part of a position is optional (#17): an absent part is *unknown* (``None``), never silently empty. A
check that needs it reads a rule-level fact (facts.py) that is computed from the part when it is given, stated
in ``facts:``, or asked. An empty list (``garden: []``) says the part is empty.
"""

from __future__ import annotations

from typing import Annotated, Literal, NamedTuple

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, StrictInt, model_validator

from referee.engine.core.position import GamePosition
from referee.engine.queens_garden.config import GameConfig


class Hex(NamedTuple):
    colour: str
    pattern: str

    def __str__(self) -> str:
        return f"{self.colour}/{self.pattern}"


def parse_hex(text: str) -> Hex:
    colour, _, pattern = text.partition("/")
    return Hex(colour, pattern)


def _check_hex(text: str) -> str:
    parts = text.strip().lower().split("/")
    if len(parts) != 2 or not all(p.strip() for p in parts):
        raise ValueError(f"a hexagon is written colour/pattern (e.g. red/rose), got {text!r}")
    return "/".join(p.strip() for p in parts)


def _hex_mapping(value: object) -> object:
    """Also accept {colour: red, pattern: rose} for red/rose."""
    if isinstance(value, dict) and set(value) == {"colour", "pattern"}:
        return f"{value['colour']}/{value['pattern']}"
    return value


def _cell_mapping(value: object) -> object:
    """Also accept {q: 0, r: 1} for [0, 1]."""
    if isinstance(value, dict) and set(value) == {"q", "r"}:
        return (value["q"], value["r"])
    return value


HexName = Annotated[str, BeforeValidator(_hex_mapping), AfterValidator(_check_hex)]
Cell = Annotated[tuple[StrictInt, StrictInt], BeforeValidator(_cell_mapping)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Hexes(_Strict):
    """A set of hexagons a player holds or discards: tiles, garden extensions, jokers."""

    tiles: list[HexName] = []
    extensions: list[HexName] = []
    jokers: StrictInt = Field(0, ge=0)

    def count(self) -> int:
        return len(self.tiles) + len(self.extensions) + self.jokers


class GardenHex(_Strict):
    at: Cell = Field(description="axial hex coordinates [q, r]")
    hex: HexName


class Storage(_Strict):
    """A player's storage; each part absent is unknown (a move's discard is a ``Hexes``: absent there is none)."""

    tiles: list[HexName] | None = None
    extensions: list[HexName] | None = None
    jokers: StrictInt | None = Field(None, ge=0)


class Player(_Strict):
    name: str = Field(min_length=1)
    score: StrictInt | None = None
    storage: Storage | None = None
    garden: list[GardenHex] | None = None


class DisplaySpot(_Strict):
    """A garden extension in the display with the tiles lying on it; with no tiles it lies face up.
    A spot is described by its tiles (none listed: it is empty); its extension may be left out (unknown)."""

    extension: HexName | None = None
    tiles: list[HexName] = []


class RoundStack(_Strict):
    tiles: list[HexName] | None = None
    extensions: list[HexName] | None = Field(None, description="garden extensions in the stack, top first")


class Market(_Strict):
    display: list[DisplaySpot] | None = None
    round_stack: RoundStack | None = None
    supply: list[HexName] | None = Field(None, description="tiles that refill the round's stack, in draw order")


class Evaluation(_Strict):
    """What the evaluation marker scores now (the scoring wheel per round is not in the texts)."""

    colours: list[str] = []
    patterns: list[str] = []

    @model_validator(mode="after")
    def _lower(self) -> Evaluation:
        self.colours = [c.strip().lower() for c in self.colours]
        self.patterns = [p.strip().lower() for p in self.patterns]
        return self


class Position(GamePosition, _Strict):
    config: GameConfig | None = None
    players: list[Player] | None = Field(None, min_length=1, description="in seat order")
    to_move: str | None = None
    passed: list[str] | None = Field(
        None, description="players who passed in this Phase 1, in the order they passed ([]: nobody yet)"
    )
    first_player_marker: str | None = None
    market: Market | None = None
    discard: Hexes | None = None
    evaluation: Evaluation | None = None

    def player(self, name: str | None) -> Player | None:
        """The named player, or None when the position does not describe them (or the mover is unknown)."""
        return next((p for p in self.players or [] if p.name == name), None)

    def storage_of(self, name: str | None) -> Storage | None:
        player = self.player(name)
        return player.storage if player is not None else None

    def display(self) -> list[DisplaySpot] | None:
        return self.market.display if self.market is not None else None

    def round_stack(self) -> RoundStack | None:
        return self.market.round_stack if self.market is not None else None


class Take(_Strict):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    hex: HexName
    source: str = Field(alias="from", pattern=r"^(stack|display\[\d+\])$", description="stack or display[i]")


class _Move(_Strict):
    player: str | None = Field(None, description="who moves; default: position.to_move")


class Acquire(_Move):
    type: Literal["acquire"]
    colour: str | None = None
    pattern: str | None = None
    take: list[Take] | None = Field(None, description="which copies; omit to let the engine take all")

    @model_validator(mode="after")
    def _one_choice(self) -> Acquire:
        if (self.colour is None) == (self.pattern is None):
            raise ValueError("give exactly one of colour or pattern")
        return self


class Place(_Move):
    type: Literal["place"]
    hex: str = Field(description="the tile from storage to place (colour/pattern), or 'joker'")
    extension: bool = False
    at: Cell
    pay: list[HexName] = Field([], description="other tiles discarded from storage to pay")
    jokers: StrictInt = Field(0, ge=0, description="jokers discarded to pay")

    @model_validator(mode="after")
    def _hex_name(self) -> Place:
        if self.hex.strip().lower() != "joker":
            self.hex = _check_hex(self.hex)
        else:
            self.hex = "joker"
        return self


class Pass(_Move):
    type: Literal["pass"]
    discard: Hexes = Field(default_factory=Hexes)


Move = Annotated[Acquire | Place | Pass, Field(discriminator="type")]


class Location(NamedTuple):
    """Where a takeable hexagon lies in the market."""

    source: str  # "stack" or "display[i]"
    kind: Literal["tile", "extension"]
    hex: Hex
