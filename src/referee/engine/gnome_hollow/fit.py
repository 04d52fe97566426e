"""How a turn's placed tiles fit the garden: the computations behind the placement facts (tiles-fit,
joins-claimed, extends-claimed). The tiles are tried in the move's order on a copy of the garden, each one in
place for the next, as the player lays them; wildflower tiles skip all but adjacency (placement.py)."""

from __future__ import annotations

from dataclasses import dataclass

from referee.engine.gnome_hollow.garden import Component, Garden, Node, neighbour, opposite
from referee.engine.gnome_hollow.model import Coord, GardenTile, Path


@dataclass(frozen=True)
class Placed:
    """One placed tile: its cell and its paths as placed (None: a wildflower tile)."""

    at: Coord
    paths: list[Path] | None


@dataclass(frozen=True)
class Misfit:
    """The first placed tile that does not fit: ``taken`` (its cell holds a tile), ``apart`` (it touches none) or
    ``mismatch`` (its ``side`` is path where the tile at ``other`` shows grass, or the other way round)."""

    kind: str
    index: int
    side: int = 0
    other: Coord = (0, 0)
    path_here: bool = False


def _add(garden: Garden, p: Placed) -> None:
    tile = GardenTile(at=p.at, wildflower="wildflower") if p.paths is None else GardenTile(at=p.at, paths=p.paths)
    garden.add(tile)


def first_misfit(garden: Garden, placed: list[Placed]) -> Misfit | None:
    g = garden.copy()
    for i, p in enumerate(placed):
        if p.at in g.cells:
            return Misfit("taken", i)
        touching = [s for s in range(6) if neighbour(p.at, s) in g.cells]
        if not touching:
            return Misfit("apart", i)
        if p.paths is not None:
            mine = {s for path in p.paths for s in path.sides}
            for s in touching:
                n = neighbour(p.at, s)
                if (s in mine) != g.has_path(n, opposite(s)):
                    return Misfit("mismatch", i, s, n, s in mine)
        _add(g, p)
    return None


def _runs(g: Garden, at: Coord, path: Path) -> list[Component]:
    """The distinct runs of path that one path of a new tile at ``at`` joins."""
    runs: dict[frozenset, Component] = {}
    for s in path.sides:
        n = neighbour(at, s)
        j = g.path_on_side(n, opposite(s)) if n in g.cells else None
        if j is not None:
            comp = g.component((n, j))
            runs.setdefault(comp.nodes, comp)
    return list(runs.values())


def claims(garden: Garden, placed: list[Placed], gnomes: list[tuple[str, Node]]) -> tuple[int | None, dict[str, int]]:
    """The first placed tile (index) one of whose paths joins two unfinished runs that both hold gnomes, and for
    every player whose gnome holds a run a placed tile extends, the first such tile."""
    g = garden.copy()
    joins: int | None = None
    extends: dict[str, int] = {}
    for i, p in enumerate(placed):
        for path in p.paths or []:
            runs = _runs(g, p.at, path)
            held = [(run, [who for who, node in gnomes if node in run.nodes]) for run in runs]
            if joins is None and sum(1 for run, who in held if who and not run.closed) >= 2:
                joins = i
            for _, who in held:
                for name in who:
                    extends.setdefault(name, i)
        _add(g, p)
    return joins, extends
