"""An acquisition, from the move to the new position (Q&A paragraphs 1-2): which hexagons it takes, whether
that is a legal selection, whether it fits in storage, and what happens to the market.

Three ways to know what is taken: the move names it (``take:``, acquire_named.py); the engine takes one copy of
each matching hexagon of a market the position describes; or, the market not described, the player says how
many tiles and empty extensions of the choice there are (facts) and the consequences are told in general terms.
"""

from __future__ import annotations

from referee.engine.core.verdict import Ruling
from referee.engine.queens_garden.acquire import (
    CHOICE,
    MATCHING_EXTENSIONS,
    MATCHING_TILES,
    TAKE_ALL,
    available,
    check_selection,
    choice_msg,
    engine_selection,
    identity,
    market_locations,
    nothing_to_take,
    selection_holds,
)
from referee.engine.queens_garden.acquire_apply import apply_counted, apply_taken, check_fits
from referee.engine.queens_garden.acquire_named import named_selection
from referee.engine.queens_garden.book import msg, read
from referee.engine.queens_garden.model import Acquire, Position
from referee.engine.queens_garden.turns import check_may_move


def acquire(position: Position, move: Acquire, ruling: Ruling) -> Position:
    trait, value = ("colour", move.colour) if move.colour is not None else ("pattern", move.pattern)
    assert value is not None
    value = value.strip().lower()
    if move.take is not None:
        chosen = named_selection(position, move, trait, value, ruling)
        tiles = sum(loc.kind == "tile" for loc in chosen)
        check_fits(position, tiles, len(chosen) - tiles, ruling)
    else:
        market = available(position)
        if market is None:
            return _counted(position, trait, value, ruling)
        matching = [loc for loc in market if getattr(loc.hex, trait) == value]
        if not matching:
            nothing_to_take(position, trait, value, ruling)
        ident = identity(position, matching, ruling)
        chosen = engine_selection(matching, ident, ruling)
        check_selection(chosen, matching, trait, value, ident, ruling)
        # how many it takes: the facts the storage rule decides on, here computed from the selection
        choice = choice_msg(trait, value)
        tiles = read(position, MATCHING_TILES, lambda: sum(x.kind == "tile" for x in chosen), choice=choice)
        extensions = read(position, MATCHING_EXTENSIONS, lambda: len(chosen) - tiles, choice=choice)
        check_fits(position, tiles, extensions, ruling)
    check_may_move(position, ruling)
    return apply_taken(position, chosen, ruling)


def _counted(position: Position, trait: str, value: str, ruling: Ruling) -> Position:
    """Take every hexagon of the choice from a market the position does not describe: how many is asked."""
    choice = choice_msg(trait, value)

    def count(kind: str) -> int:
        locs = [x for x in market_locations(position) if x.kind == kind and getattr(x.hex, trait) == value]
        return len({x.hex for x in locs})

    tiles = read(position, MATCHING_TILES, lambda: count("tile"), choice=choice)
    extensions = read(position, MATCHING_EXTENSIONS, lambda: count("extension"), choice=choice)
    if not tiles + extensions:
        ruling.illegal(
            CHOICE,
            msg(
                "queens-garden.acquire.nothing-to-take",
                "no hexagon in the market matches ({choice}): nothing to take",
                choice=choice,
            ),
        )
    selection_holds(tiles + extensions, trait, value, ruling)
    ruling.because(
        TAKE_ALL, msg("queens-garden.acquire.all-taken", "every available hexagon ({choice}) is taken", choice=choice)
    )
    check_fits(position, tiles, extensions, ruling)
    check_may_move(position, ruling)
    return apply_counted(position, tiles, extensions, choice, ruling)
