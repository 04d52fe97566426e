"""Tiles and the stepped-pyramid panorama (facts land-tiles, pyramid, adjacency, fire-cells).

A land tile is (row, number) written "row_column", e.g. "3_5": row 3 (its colour), number 5. Each tile has
exactly one cell, the cell with the same id, so a panorama is a map cell -> "3_5" (that tile) or "rainbow".
A 2x2 square is named by its lower-left cell: square "2_4" covers 2_4, 2_5, 3_4 and 3_5.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Iterable, Mapping

from referee.engine.solstis.facts_data import data

RAINBOW = "rainbow"
UNKNOWN = "?"  # a face-down tile whose identity the position does not give
RAINBOW_ALIASES = {"rainbow", "радуга", "raduga", "r"}

Cell = tuple[int, int]


@functools.cache
def _rows() -> dict[int, tuple[int, int]]:
    return {int(r): (lo, hi) for r, (lo, hi) in data("pyramid")["rows"].items()}


@functools.cache
def all_cells() -> tuple[str, ...]:
    return tuple(f"{r}_{c}" for r, (lo, hi) in sorted(_rows().items()) for c in range(lo, hi + 1))


ALL_TILES: tuple[str, ...] = ()  # filled below (the 48 land tiles are the 48 cells)
_TILE_RE = re.compile(r"^\s*(\d+)\s*[_\-/ .]\s*(\d+)\s*$")


@functools.lru_cache(maxsize=4096)
def parse_cell(text: str) -> Cell | None:
    """'3_5' (also '3-5', '3/5') -> (3, 5) when the cell is on the pyramid, else None."""
    m = _TILE_RE.match(str(text))
    if not m:
        return None
    r, c = int(m.group(1)), int(m.group(2))
    lo_hi = _rows().get(r)
    if lo_hi is None or not lo_hi[0] <= c <= lo_hi[1]:
        return None
    return r, c


def normal(text: str) -> str | None:
    """Canonical tile/cell id or None."""
    rc = parse_cell(text)
    return f"{rc[0]}_{rc[1]}" if rc else None


@functools.cache
def rc(cell: str) -> Cell:
    r, c = cell.split("_")
    return int(r), int(c)


def row(tile: str) -> int:
    return rc(tile)[0]


def number(tile: str) -> int:
    return rc(tile)[1]


@functools.cache
def matches(a: str, b: str) -> bool:
    """Capture: same value (number) or same colour (row)."""
    (ra, ca), (rb, cb) = rc(a), rc(b)
    return ra == rb or ca == cb


@functools.cache
def neighbours(cell: str) -> tuple[str, ...]:
    r, c = rc(cell)
    out = []
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        n = normal(f"{r + dr}_{c + dc}")
        if n:
            out.append(n)
    return tuple(out)


@functools.cache
def square_cells(square: str) -> tuple[str, ...] | None:
    """The four cells of the square whose lower-left cell is ``square``, or None if it leaves the pyramid."""
    p = parse_cell(square)
    if not p:
        return None
    r, c = p
    cells = [normal(f"{r + dr}_{c + dc}") for dr in (0, 1) for dc in (0, 1)]
    return tuple(cells) if all(cells) else None  # type: ignore[return-value]


@functools.cache
def all_squares() -> tuple[str, ...]:
    return tuple(s for s in all_cells() if square_cells(s))


@functools.cache
def _square_table() -> tuple[tuple[str, str, str, str, str], ...]:
    return tuple((s, *square_cells(s)) for s in all_squares())


def complete_squares(occupied: Iterable[str]) -> set[str]:
    occ = occupied if isinstance(occupied, (set, dict, frozenset)) else set(occupied)
    return {s for s, a, b, c, d in _square_table() if a in occ and b in occ and c in occ and d in occ}


def components(cells: Iterable[str]) -> list[set[str]]:
    """Connected areas (orthogonal adjacency) of the given cells, largest first."""
    todo = set(cells)
    out: list[set[str]] = []
    while todo:
        start = todo.pop()
        area, stack = {start}, [start]
        while stack:
            for n in neighbours(stack.pop()):
                if n in todo:
                    todo.discard(n)
                    area.add(n)
                    stack.append(n)
        out.append(area)
    out.sort(key=lambda a: (-len(a), sorted(a)))
    return out


def bottom_row() -> int:
    return int(data("adjacency")["bottom_row"])


def fire_values() -> Mapping[str, float]:
    return {k: float(v) for k, v in data("fire-cells")["values"].items()}


def fire_total(values: Iterable[float]) -> int:
    """Rounded down, at most the facts' maximum (fact fire-cells)."""
    return min(math.floor(sum(values)), int(data("fire-cells")["max"]))


ALL_TILES = all_cells()
