"""One turn being adjudicated: a working copy of the position, the move, the ruling, and what happened so far."""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.catalogues import Msg
from referee.engine.core.verdict import Ruling
from referee.engine.solstis import board
from referee.engine.solstis.book import msg
from referee.engine.solstis.model import OPPONENT, PLAYER, Play, Player, Position

# how the placeholders read in a message when the position names nobody
UNNAMED = {
    PLAYER: msg("solstis.player.to-move", "the player to move"),
    OPPONENT: msg("solstis.player.opponent", "the opponent"),
}


def who(name: str) -> str | Msg:
    """A player as a message parameter: the name, or the words for an unnamed player."""
    return UNNAMED.get(name, name)


@dataclass
class Turn:
    pos: Position  # a deep copy: the input position is never changed
    move: Play
    ruling: Ruling
    me: str
    squares_before: set[str] = field(default_factory=set)
    met: str | None = None  # the spirit met this turn
    met_square: str | None = None
    extra_turn: bool = False  # Groundhog
    evil_leaves: bool = False  # expansion: the evil spirit leaves my panorama at the end of the turn
    unknown: frozenset[str] = frozenset()  # the parts the input position leaves out (model.unknown_parts)

    @property
    def mine(self) -> Player:
        # through __dict__: finding my own part is not reading the players' list (the tracer notes what is read of
        # the part itself); the working copy holds a part for me even when the position gives none
        return self.pos.__dict__["players"][self.me]

    @property
    def opp(self) -> str:
        return self.pos.opponent(self.me)

    @property
    def theirs(self) -> Player:
        return self.pos.__dict__["players"][self.opp]

    @property
    def who(self) -> str | Msg:
        return who(self.me)

    @property
    def they(self) -> str | Msg:
        return who(self.opp)

    def knows(self, part: str, player: str | None = None) -> bool:
        """Whether the input position gives ``part`` ("queue"; with ``player``: "hand" of that player)."""
        if player is None:
            return part not in self.unknown
        return (
            "players" not in self.unknown
            and f"players.{player}.{part}" not in self.unknown
            and (player in self.described)
        )

    described: frozenset[str] = frozenset()  # the players the input position describes

    def formed_squares(self) -> set[str]:
        """2x2 squares completed on my panorama during this turn."""
        return board.squares(self.mine) - self.squares_before


def take_from(pile: list[str], tile: str, pos=None) -> bool:
    """Remove ``tile`` from a list that may hold unknown tiles ("?"): the tile itself, else one unknown (only if
    the position does not show the tile somewhere else)."""
    if tile in pile:
        pile.remove(tile)
        return True
    if pos is not None:
        from referee.engine.solstis.components import land_locations

        if any(t == tile for t, _ in land_locations(pos)):
            return False
    if "?" in pile:
        # an unknown face-down tile turned out to be this one; unknowns are indistinct, so the last one is taken
        idx = len(pile) - 1 - pile[::-1].index("?")
        del pile[idx]
        return True
    return False
