"""One turn being adjudicated: a working copy of the position, the move, the ruling, and what happened so far."""

from __future__ import annotations

from dataclasses import dataclass, field

from referee.catalogues import Msg
from referee.engine.core.position_facts import Unknown
from referee.engine.core.verdict import Ruling
from referee.engine.solstis import board
from referee.engine.solstis.book import BOOK, msg
from referee.engine.solstis.model import OPPONENT, PLAYER, Play, Player, Position

# how the placeholders read in a message when the position names nobody
UNNAMED = {
    PLAYER: msg("solstis.player.to-move", "the player to move"),
    OPPONENT: msg("solstis.player.opponent", "the opponent"),
}


OPPONENT_NAME = BOOK.fact(
    "opponent",
    "text",
    msg("solstis.fact.opponent", "Who is the other player?"),
    rule="solstis.turn.whose-turn",
)


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
        """The other player's name: read as a fact (recorded when named, never asked), since only the name is read
        of the players' list here; the placeholder OPPONENT when the position names nobody else."""
        players = self.pos.__dict__["players"]
        other = next((n for n in players if n != self.me), OPPONENT)

        def compute() -> str:
            if other not in self.described:
                raise Unknown
            return other

        name = peek(self, OPPONENT_NAME, compute, matters=lambda n: n != OPPONENT)
        return name if name is not None else other

    @property
    def theirs(self) -> Player:
        players = self.pos.__dict__["players"]
        return players.setdefault(self.opp, Player(hand=[], panorama={}, spirits=[], fireflies=[]))

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


def peek(t, fact, compute, matters=lambda value: True, question=None):
    """A fact for a detail that decides nothing by itself (a reason, an event's detail): stated, else computed,
    else None -- never asked. A computed value is recorded only when ``matters(value)``: the value that leaves
    things as they are ("the pile is not empty") is what a position without the detail gives too, so a position
    cut down to the facts read (trace.py) still gives the same verdict."""
    from referee.engine.core import trace
    from referee.engine.core.position_facts import FactRead, Unknown, read_fact, stated_facts

    if fact.id in stated_facts(t.pos):
        return read_fact(t.pos, fact, question=question)
    with trace.inside_fact():
        try:
            value = compute()
        except Unknown:
            return None
    if matters(value):
        trace.record_fact(FactRead(fact, value, "computed"))
    return value


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
