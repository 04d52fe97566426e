"""The garden's geometry: hex tiles around the stump, their white paths, and the rings they close.

The texts give no tile geometry (facts: gh-geometry-model). The engine uses a hex grid in axial
coordinates ``[q, r]``; a tile's six sides are numbered clockwise from east::

        2   1            side 0: east       [q+1, r]
      3   *   0          side 1: north-east [q+1, r-1]   side 4: south-west [q-1, r+1]
        4   5            side 2: north-west [q, r-1]     side 5: south-east [q, r+1]
                         side 3: west       [q-1, r]

A path is a set of sides joined on the tile. Paths of neighbouring tiles join where both tiles have a
path on their shared side. A wildflower tile's path runs all round its edge, so it joins every path
that reaches it and never leaves an open end of its own.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from referee.engine.gnome_hollow.book import BOOK
from referee.engine.gnome_hollow.model import Coord, GardenTile, Path, Tile

DIRS: tuple[Coord, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
ALL_SIDES = frozenset(range(6))

RING = BOOK.rule(
    "gnome-hollow.rings.definition",
    en="A ring is a closed loop of white mushroom path, unbroken; its size is the number of tiles it runs through.",
    es="Un anillo es un bucle cerrado de camino blanco sin interrupciones; su tamaño es el número de losetas.",
    nl="Een ring is een gesloten lus van wit paddenstoelpad zonder onderbreking; de grootte is het aantal tegels.",
    ru="Кольцо — замкнутая петля белой грибной тропы без разрывов; его размер — число плиток, через которые она идёт.",
    quotes={"es": "Un Anillo es una secuencia conectada de Caminos de Hongos blancos sin interrupciones."},
    facts=["gh-geometry-model", "gh-ring-min-size"],
)

STUMP_COUNTS = BOOK.rule(
    "gnome-hollow.rings.stump-counts-one",
    en="The stump tile counts as one tile of a ring's size.",
    es="La loseta de tocón cuenta como una loseta en el tamaño del anillo.",
    nl="De stronktegel telt als één tegel voor de grootte van de ring.",
    ru="Плитка пня считается одной плиткой размера кольца.",
    quotes={
        "es": "Nota: La loseta de Tocón cuenta como una loseta para la cantidad de tu Anillo.",
        "nl": "In ons voorbeeld hierboven hebben we een ring voltooid van 4 tegels (stronk telt als 1 tegel!).",
    },
)


def cell(c: Coord | None) -> str:
    """A cell as a move writes it, ``[q, r]``: one data value in a message (a list parameter would be joined)."""
    return str(list(c)) if c is not None else "[]"


def no_such_path(garden: Garden, tile: Coord | None, path: int) -> str:
    """The bad-input message for a path the garden does not have: no tile there, or no such path on it."""
    from referee.errors import suggest

    if tile not in garden.cells:
        cells = [cell(c) for c in sorted(garden.cells)]
        return f"no garden tile at {cell(tile)}{suggest(cell(tile), cells)}"
    paths = [str(i) for i in range(garden.path_count(tile))]
    return f"the tile at {cell(tile)} has no path {path}{suggest(str(path), paths)}"


def neighbour(c: Coord, side: int) -> Coord:
    return (c[0] + DIRS[side][0], c[1] + DIRS[side][1])


def opposite(side: int) -> int:
    return (side + 3) % 6


def orient(tile: Tile, rotation: int, flip: bool) -> list[Path]:
    """The tile's paths as placed: mirrored (its back side) if flipped, then turned ``rotation`` sixths."""

    def turn(s: int) -> int:
        return (((-s) % 6 if flip else s) + rotation) % 6

    return [Path(sides=[turn(s) for s in p.sides], mushrooms=list(p.mushrooms)) for p in tile.paths]


Node = tuple[Coord, int]  # (tile, index of the path on it)


@dataclass(frozen=True)
class Component:
    """A connected run of path: its pieces, whether any end is open, the tiles it runs through."""

    nodes: frozenset[Node]
    open_ends: int
    tiles: frozenset[Coord]
    has_plain: bool  # runs through at least one tile that is not a wildflower

    @property
    def closed(self) -> bool:
        return self.open_ends == 0

    @property
    def is_ring(self) -> bool:
        return self.closed and self.has_plain

    @property
    def size(self) -> int:
        return len(self.tiles)

    def anchor(self) -> Node:
        return min(self.nodes)


class Garden:
    """The tiles in the garden by cell, with path connectivity. Cheap to copy (tiles are immutable)."""

    def __init__(self, tiles: Iterable[GardenTile]) -> None:
        self.cells: dict[Coord, GardenTile] = {}
        self._sides: dict[Coord, tuple[int | None, ...]] = {}  # side -> index of the path there (None: grass)
        for t in tiles:
            self.add(t)

    def copy(self) -> Garden:
        g = Garden([])
        g.cells, g._sides = dict(self.cells), dict(self._sides)
        return g

    def add(self, tile: GardenTile) -> None:
        self.cells[tile.at] = tile
        if tile.wildflower:
            self._sides[tile.at] = (0,) * 6
        else:
            self._sides[tile.at] = tuple(
                next((i for i, p in enumerate(tile.paths) if s in p.sides), None) for s in range(6)
            )

    def remove(self, c: Coord) -> None:
        del self.cells[c], self._sides[c]

    def stump(self) -> Coord | None:
        return next((c for c, t in self.cells.items() if t.stump), None)

    def sides_of(self, c: Coord, i: int) -> frozenset[int]:
        t = self.cells[c]
        return ALL_SIDES if t.wildflower else frozenset(t.paths[i].sides)

    def path_count(self, c: Coord) -> int:
        t = self.cells[c]
        return 1 if t.wildflower else len(t.paths)

    def path_on_side(self, c: Coord, side: int) -> int | None:
        """Index of the path reaching ``side`` of the tile at ``c`` (None: grass there)."""
        return self._sides[c][side]

    def has_path(self, c: Coord, side: int) -> bool:
        return self.path_on_side(c, side) is not None

    def links(self, node: Node) -> tuple[list[Node], int]:
        """The path pieces joined to ``node`` and how many of its ends are open (empty cell or grass)."""
        c, i = node
        wild = self.cells[c].wildflower is not None
        out: list[Node] = []
        open_ends = 0
        for s in self.sides_of(c, i):
            n = neighbour(c, s)
            j = self.path_on_side(n, opposite(s)) if n in self.cells else None
            if j is not None:
                out.append((n, j))
            elif not wild:  # a wildflower's edge path runs on round the tile: never an open end
                open_ends += 1
        return out, open_ends

    def component(self, start: Node) -> Component:
        seen = {start}
        stack = [start]
        open_ends = 0
        while stack:
            node = stack.pop()
            nxt, opened = self.links(node)
            open_ends += opened
            for m in nxt:
                if m not in seen:
                    seen.add(m)
                    stack.append(m)
        tiles = frozenset(c for c, _ in seen)
        plain = any(self.cells[c].wildflower is None for c in tiles)
        return Component(frozenset(seen), open_ends, tiles, plain)

    def nodes(self) -> list[Node]:
        return [(c, i) for c in sorted(self.cells) for i in range(self.path_count(c))]

    def components(self) -> list[Component]:
        seen: set[Node] = set()
        out = []
        for node in self.nodes():
            if node not in seen:
                comp = self.component(node)
                seen |= comp.nodes
                out.append(comp)
        return out

    def mushrooms(self, comp: Component) -> list[str]:
        """The mushrooms printed along a run of path (a tile's path counts once)."""
        out: list[str] = []
        for c, i in sorted(comp.nodes):
            t = self.cells[c]
            if not t.wildflower:
                out.extend(t.paths[i].mushrooms)
        return out

    def valid_node(self, c: Coord, i: int) -> bool:
        return c in self.cells and 0 <= i < self.path_count(c)
