"""Read-only views of a player's panorama: occupied cells, areas, squares, spirits' cells."""

from __future__ import annotations

from referee.engine.solstis import tiles
from referee.engine.solstis.model import Player, Position


# a part the position leaves out (None) shows nothing here: these views count what a position shows; the checks
# that decide on a part ask whether it was given first (context.Turn.knows)
def occupied(p: Player) -> set[str]:
    return set(p.panorama or ())


def land(p: Player) -> set[str]:
    return {c for c, v in (p.panorama or {}).items() if v != tiles.RAINBOW}


def rainbows(p: Player) -> set[str]:
    return {c for c, v in (p.panorama or {}).items() if v == tiles.RAINBOW}


def spirit_cells(p: Player) -> set[str]:
    return {c for s in p.spirits or () for c in tiles.square_cells(s.square)}


def evil_cell(pos: Position, player: str) -> str | None:
    """Expansion: the cell the evil spirit blocks on this player's panorama."""
    if not pos.expansion:
        return None
    e = pos.evil_spirit
    if e is not None and e.holder == player:
        return e.cell
    return None


def areas(p: Player) -> list[set[str]]:
    """Connected areas of tiles (rainbows included: they extend an area). The evil spirit is not in the panorama,
    so it never connects two areas."""
    return tiles.components(occupied(p))


def squares(p: Player) -> set[str]:
    return tiles.complete_squares(p.panorama or {})


def touches_bottom(area: set[str]) -> bool:
    return any(tiles.row(c) == tiles.bottom_row() for c in area)


def hand_limit(p: Player, covered: str | None = None) -> int:
    from referee.engine.solstis.facts_data import data

    sizes = data("hand-size")
    has_bear = any(s.spirit == "bear" and s.square != covered for s in p.spirits or ())
    return int(sizes["bear"] if has_bear else sizes["base"])


def rainbows_left(pos: Position) -> int:
    from referee.engine.solstis.facts_data import data

    if pos.rainbows_left is not None:
        return pos.rainbows_left
    return int(data("rainbows")["count"]) - sum(len(rainbows(p)) for p in (pos.players or {}).values())


def fireflies_left(pos: Position) -> int:
    from referee.engine.solstis.facts_data import data

    if pos.fireflies_left is not None:
        return pos.fireflies_left
    return int(data("fireflies")["tokens"]) - sum(len(p.fireflies or ()) for p in (pos.players or {}).values())
