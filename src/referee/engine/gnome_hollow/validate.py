"""Positions that cannot exist: each problem names the file and the field path (exit code 2)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn

from referee.engine.gnome_hollow.config import BONUS
from referee.engine.gnome_hollow.garden import Garden, neighbour, no_such_path, opposite
from referee.engine.gnome_hollow.model import Position
from referee.errors import InputError, suggest

# the bonuses a signpost can show (a signpost never shows "signpost")
SIGNPOST_BONUSES = ["tile", "flower", "marker", "mushroom:1", "mushroom:2", "mushroom:3"]
Fail = Callable[[str, str], NoReturn]  # raises the InputError for (field, problem)


def check_position(pos: Position, file: str, root: str) -> None:
    def fail(field: str, problem: str) -> NoReturn:
        raise InputError(problem, file, f"{root}.{field}")

    _check_players_and_turn(pos, fail)
    garden = _check_garden(pos, fail)
    _check_player_pieces(pos, garden, fail)
    _check_rings_and_market(pos, garden, fail)


def _check_players_and_turn(pos: Position, fail: Fail) -> None:
    """Player names unique; whose turn it is and who still has a last turn name players."""
    names = [p.name for p in pos.players]
    for i, n in enumerate(names):
        if n is not None and names.index(n) != i:
            fail(f"players[{i}].name", f"two players are called {n!r}")
    turn = pos.turn
    if None in names or not names:
        return  # a partial position need not name every player: the names it gives stand for themselves
    if turn.player is not None and turn.player not in names:
        fail("turn.player", f"{turn.player!r} is not a player in this game{suggest(str(turn.player), names)}")
    for k, n in enumerate(turn.final_left):
        if n not in names:
            fail(f"turn.final_left[{k}]", f"{n!r} is not a player in this game{suggest(n, names)}")


def _check_garden(pos: Position, fail: Fail) -> Garden:
    """One tile per cell, exactly one stump, and every side meeting its neighbour's (path to path, grass to
    grass); returns the garden."""
    seen: dict[tuple[int, int], int] = {}
    for i, t in enumerate(pos.garden):
        if t.at in seen:
            fail(f"garden[{i}].at", f"cell {list(t.at)} already holds garden[{seen[t.at]}]")
        seen[t.at] = i
        if t.stump and t.wildflower:
            fail(f"garden[{i}]", "the stump is not a wildflower tile")
    stumps = [i for i, t in enumerate(pos.garden) if t.stump]
    if pos.garden and len(stumps) != 1:
        fail("garden", f"the garden has {len(stumps)} stump tiles; it has exactly one (stump: true)")
    garden = Garden(pos.garden)
    for i, t in enumerate(pos.garden):
        if t.wildflower:
            continue
        for s in range(6):
            m = neighbour(t.at, s)
            if m in garden.cells and not garden.cells[m].wildflower:
                if garden.has_path(t.at, s) != garden.has_path(m, opposite(s)):
                    fail(
                        f"garden[{i}]",
                        f"side {s} of the tile at {list(t.at)} does not match the tile at {list(m)} "
                        "(path must meet path, grass meet grass)",
                    )
    return garden


def _check_player_pieces(pos: Position, garden: Garden, fail: Fail) -> None:
    """Gnomes on real paths, storage of at most 2 (one wildflower), flowers owned once, one marker per slot of a
    column the game-config has."""
    cols = pos.config.columns if pos.config is not None else None
    for pi, p in enumerate(pos.players):
        for gi, g in enumerate(p.gnomes):
            # against the garden only when the position gives one (a partial position may leave it out)
            if g.at in ("path", "signpost") and pos.garden and not garden.valid_node(g.tile, g.path):
                fail(f"players[{pi}].gnomes[{gi}]", no_such_path(garden, g.tile, g.path))
        if len(p.storage) > 2:
            fail(f"players[{pi}].storage", f"{len(p.storage)} tiles; storage holds at most 2")
        if sum(1 for t in p.storage if t.wildflower) > 1:
            fail(f"players[{pi}].storage", "two wildflower tiles; storage holds at most one")
        if len(set(p.flowers)) != len(p.flowers):
            fail(f"players[{pi}].flowers", "a flower kind twice; each kind is owned once")
        spots = [(m.column, m.slot) for m in p.markers]
        for mi, m in enumerate(p.markers):
            if spots.index((m.column, m.slot)) != mi:
                fail(f"players[{pi}].markers[{mi}]", f"column {m.column} slot {m.slot} holds two markers")
            if cols is not None:
                if m.column not in cols:
                    fail(
                        f"players[{pi}].markers[{mi}].column",
                        f"the game-config has no column {m.column!r}{suggest(m.column, list(cols))}",
                    )
                if m.slot >= len(cols[m.column]):
                    fail(f"players[{pi}].markers[{mi}].slot", f"column {m.column} has {len(cols[m.column])} slot(s)")


def _check_rings_and_market(pos: Position, garden: Garden, fail: Fail) -> None:
    """Known signpost bonuses; recorded rings are finished rings; market spaces blocked once, never the pair."""
    for i, b in enumerate(pos.signposts):
        if not BONUS.match(b) or b == "signpost":
            fail(f"signposts[{i}]", f"unknown signpost bonus {b!r}{suggest(b, SIGNPOST_BONUSES)}")
    for i, rg in enumerate(pos.rings if pos.garden else []):
        if not garden.valid_node(rg.tile, rg.path):
            fail(f"rings[{i}]", no_such_path(garden, rg.tile, rg.path))
        if not garden.component((rg.tile, rg.path)).is_ring:
            fail(f"rings[{i}]", f"the path through {list(rg.tile)} is not a finished ring")
        if rg.signpost is not None and (not BONUS.match(rg.signpost) or rg.signpost == "signpost"):
            fail(
                f"rings[{i}].signpost",
                f"unknown signpost bonus {rg.signpost!r}{suggest(rg.signpost, SIGNPOST_BONUSES)}",
            )
    rows = sorted(pos.config.market) if pos.config is not None and pos.config.market else None
    for i, blk in enumerate(pos.market_blocked):
        if rows is not None and blk.colour not in rows:
            fail(
                f"market_blocked[{i}].colour", f"the market board has no {blk.colour!r} row{suggest(blk.colour, rows)}"
            )
    blocked = [(b.colour, b.count) for b in pos.market_blocked]
    for i, b in enumerate(blocked):
        if blocked.index(b) != i:
            fail(f"market_blocked[{i}]", f"{b[1]} {b[0]} is blocked twice")
        if b[1] == 2:
            fail(f"market_blocked[{i}]", "the pair space (2 mushrooms) is never blocked")
