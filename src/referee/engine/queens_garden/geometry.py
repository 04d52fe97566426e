"""Hex garden geometry: axial coordinates and groups.

The Q&A gives no board map; a position places hexagons at axial coordinates (q, r) and six neighbours
follow from them. A group (fact ``group``) is 2+ adjacent hexes sharing the pattern or the colour, never
both: so the hexes joined through one shared colour (or one shared pattern) form one group.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from referee.engine.queens_garden.model import Hex

Cell = tuple[int, int]
Garden = dict[Cell, Hex]
Trait = Literal["colour", "pattern"]

DIRECTIONS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def neighbours(cell: Cell) -> list[Cell]:
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in DIRECTIONS]


def occupied_neighbours(garden: Garden, cell: Cell) -> list[Cell]:
    return [n for n in neighbours(cell) if n in garden]


def connected(garden: Garden, start: Cell, trait: Trait) -> list[Cell]:
    """The cells joined to ``start`` through hexes of the same colour (or the same pattern)."""
    value = getattr(garden[start], trait)
    seen = {start}
    todo = [start]
    while todo:
        cell = todo.pop()
        for n in occupied_neighbours(garden, cell):
            if n not in seen and getattr(garden[n], trait) == value:
                seen.add(n)
                todo.append(n)
    return sorted(seen)


def components(garden: Garden, trait: Trait, value: str) -> list[list[Cell]]:
    """Every connected set of hexes whose colour (or pattern) is ``value``, singles included."""
    out: list[list[Cell]] = []
    seen: set[Cell] = set()
    for cell in sorted(garden):
        if cell in seen or getattr(garden[cell], trait) != value:
            continue
        comp = connected(garden, cell, trait)
        seen.update(comp)
        out.append(comp)
    return out


def identical_pair(garden: Garden, cells: Iterable[Cell]) -> tuple[Cell, Cell] | None:
    """Two cells of the set holding identical hexagons (same colour and same pattern), if any."""
    first: dict[Hex, Cell] = {}
    for cell in cells:
        h = garden[cell]
        if h in first:
            return first[h], cell
        first[h] = cell
    return None


def groups_joining_identical(garden: Garden) -> list[tuple[Trait, Cell, Cell]]:
    """Every colour/pattern group of the garden that joins two identical hexagons (must never exist)."""
    out = []
    for trait in ("colour", "pattern"):
        for value in sorted({getattr(h, trait) for h in garden.values()}):
            for comp in components(garden, trait, value):
                pair = identical_pair(garden, comp)
                if pair:
                    out.append((trait, *pair))
    return out
