"""One turn being adjudicated: a working copy of the position, the move, the ruling, and what happened so far."""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.engine.core.verdict import Ruling
from referee.engine.solstis import board
from referee.engine.solstis.model import Play, Player, Position


@dataclass
class Turn:
    pos: Position  # a deep copy: the input position is never changed
    move: Play
    ruling: Ruling
    me: str
    opp: str
    squares_before: set[str] = field(default_factory=set)
    met: str | None = None  # the spirit met this turn
    met_square: str | None = None
    extra_turn: bool = False  # Groundhog
    evil_leaves: bool = False  # expansion: the evil spirit leaves my panorama at the end of the turn

    @property
    def mine(self) -> Player:
        return self.pos.players[self.me]

    @property
    def theirs(self) -> Player:
        return self.pos.players[self.opp]

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
